//! The shared store: one PostgreSQL database that several server nodes use at once,
//! each table belonging to one node (table affinity by id).
//!
//! Each table row carries the name of the node that created it. A [`PgStore`] opened
//! for a node loads only that node's tables, and its every write is checked against the
//! owner in the same statement (an action for a table of another node inserts nothing
//! and fails), so two nodes never both write one table. A front proxy routes a table's
//! connections to its node: `SELECT node FROM ryoiki_tables WHERE id = $1`, or each
//! node's `GET /api/tables`.
//!
//! As with the SQLite store, one writer task owns the writing connection: it takes every
//! write waiting in its queue (up to [`MAX_BATCH`]), makes them in one transaction, each
//! in its own savepoint so a bad write fails alone, and tells each writer only after
//! `COMMIT` returned (PostgreSQL's default `synchronous_commit=on`: the commit is flushed
//! to its write-ahead log). The writer, and a second connection for reads, run on a
//! small runtime of their own on one thread, so the store's blocking reads may be called
//! from anywhere, inside a Tokio runtime or not.

use super::contract::{json, stored_action, stored_table, stored_token};
use super::{ActionRecord, Done, Loaded, SeatRecord, Store, StoreError, StoredTable, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::mpsc;
use tokio_postgres::{Client, NoTls};

/// The most writes committed in one transaction.
pub const MAX_BATCH: usize = 1024;

/// The lock key held while the schema is made, so that nodes starting together do not
/// race to create it.
const SCHEMA_LOCK: i64 = 0x7279_6f69_6b69; // "ryoiki"

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS ryoiki_tables (
    id TEXT PRIMARY KEY,
    node TEXT NOT NULL,
    created BIGSERIAL,
    game TEXT NOT NULL,
    variant TEXT,
    setup TEXT NOT NULL,
    view_key TEXT NOT NULL,
    bot_seed BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS ryoiki_tables_node ON ryoiki_tables (node, created);
CREATE TABLE IF NOT EXISTS ryoiki_seats (
    table_id TEXT NOT NULL REFERENCES ryoiki_tables(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    bot TEXT,
    token_hash BYTEA,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS ryoiki_actions (
    table_id TEXT NOT NULL REFERENCES ryoiki_tables(id),
    n BIGINT NOT NULL,
    seat INTEGER,
    seq BIGINT,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
";

/// A read the store's thread makes for a caller.
enum Read {
    All,
    One(String),
}

type ReadReply = std::sync::mpsc::Sender<Result<Loaded, StoreError>>;

/// One node's tables in a shared PostgreSQL database.
pub struct PgStore {
    node: String,
    writer: mpsc::UnboundedSender<(Write, Done)>,
    reader: mpsc::UnboundedSender<(Read, ReadReply)>,
    commits: Arc<AtomicU64>,
}

fn pg(what: impl Into<String>) -> impl FnOnce(tokio_postgres::Error) -> StoreError {
    let what = what.into();
    move |source| StoreError::Postgres { what, source }
}

/// Whether `node` is a usable node name: 1 to 64 of `a-z`, `A-Z`, `0-9`, `-`, `_`, `.`.
pub fn valid_node(node: &str) -> bool {
    !node.is_empty()
        && node.len() <= 64
        && node
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

async fn connect(url: &str) -> Result<Client, StoreError> {
    let (client, conn) = tokio_postgres::connect(url, NoTls)
        .await
        .map_err(pg("connecting"))?;
    tokio::spawn(async move {
        // Ends when the client is dropped or the server goes away; the client's next
        // query then fails, and that failure is reported there.
        let _ = conn.await;
    });
    Ok(client)
}

async fn setup(url: &str) -> Result<(Client, Client), StoreError> {
    let mut writer = connect(url).await?;
    let reader = connect(url).await?;
    let tx = writer
        .transaction()
        .await
        .map_err(pg("starting the schema's transaction"))?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])
        .await
        .map_err(pg("locking the schema"))?;
    tx.batch_execute(SCHEMA)
        .await
        .map_err(pg("creating the schema"))?;
    tx.commit().await.map_err(pg("committing the schema"))?;
    Ok((writer, reader))
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user@host:port/db`, no TLS) as the
    /// node `node`, creates the schema if missing, and starts the store's thread.
    ///
    /// # Errors
    /// A bad node name, or the database cannot be reached or set up.
    pub fn connect(url: &str, node: &str) -> Result<PgStore, StoreError> {
        if !valid_node(node) {
            return Err(StoreError::Node(node.to_string()));
        }
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StoreError::Commit(format!("cannot start the store's runtime: {e}")))?;
        let (wtx, wrx) = mpsc::unbounded_channel::<(Write, Done)>();
        let (rtx, rrx) = mpsc::unbounded_channel::<(Read, ReadReply)>();
        let (ready_tx, ready_rx) = std::sync::mpsc::channel::<Result<(), StoreError>>();
        let commits = Arc::new(AtomicU64::new(0));
        let counted = commits.clone();
        let url = url.to_string();
        let owner = node.to_string();
        std::thread::Builder::new()
            .name("ryoiki-pg".into())
            .spawn(move || {
                rt.block_on(async move {
                    let (writer, reader) = match setup(&url).await {
                        Ok(c) => c,
                        Err(e) => {
                            let _ = ready_tx.send(Err(e));
                            return;
                        }
                    };
                    let _ = ready_tx.send(Ok(()));
                    let reads = tokio::spawn(read_loop(reader, owner.clone(), rrx));
                    write_loop(writer, owner, wrx, &counted).await;
                    let _ = reads.await;
                });
            })
            .map_err(|e| StoreError::Commit(format!("cannot start the store's thread: {e}")))?;
        ready_rx.recv().map_err(|_| StoreError::Closed)??;
        Ok(PgStore {
            node: node.to_string(),
            writer: wtx,
            reader: rtx,
            commits,
        })
    }

    /// The node this store serves.
    pub fn node(&self) -> &str {
        &self.node
    }

    /// How many transactions the writer has committed (each holds one or more writes).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    fn read(&self, read: Read) -> Result<Loaded, StoreError> {
        let (tx, rx) = std::sync::mpsc::channel();
        self.reader
            .send((read, tx))
            .map_err(|_| StoreError::Closed)?;
        rx.recv().map_err(|_| StoreError::Closed)?
    }
}

/// The writer task: group commits until every sender is gone.
async fn write_loop(
    mut conn: Client,
    node: String,
    mut rx: mpsc::UnboundedReceiver<(Write, Done)>,
    commits: &AtomicU64,
) {
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(w) => batch.push(w),
                Err(_) => break,
            }
        }
        let results = commit_batch(&mut conn, &node, &batch).await;
        commits.fetch_add(1, Ordering::Relaxed);
        for ((_, done), result) in batch.into_iter().zip(results) {
            let _ = done.send(result);
        }
    }
}

/// Makes every write of `batch` in one transaction; each write's outcome.
async fn commit_batch(
    conn: &mut Client,
    node: &str,
    batch: &[(Write, Done)],
) -> Vec<Result<(), StoreError>> {
    let all_fail = |msg: String| {
        batch
            .iter()
            .map(|_| Err(StoreError::Commit(msg.clone())))
            .collect::<Vec<_>>()
    };
    let mut tx = match conn.transaction().await {
        Ok(tx) => tx,
        Err(e) => return all_fail(e.to_string()),
    };
    let mut results = Vec::with_capacity(batch.len());
    for (w, _) in batch {
        let outcome = match tx.savepoint("w").await {
            Ok(sp) => match write_one(&sp, node, w).await {
                Ok(()) => sp.commit().await.map_err(pg("releasing a savepoint")),
                Err(e) => match sp.rollback().await {
                    Ok(()) => Err(e),
                    Err(r) => return all_fail(format!("{e}; then the rollback failed: {r}")),
                },
            },
            Err(e) => return all_fail(format!("opening a savepoint: {e}")),
        };
        results.push(outcome);
    }
    if let Err(e) = tx.commit().await {
        return all_fail(e.to_string());
    }
    results
}

async fn write_one(
    conn: &tokio_postgres::Transaction<'_>,
    node: &str,
    w: &Write,
) -> Result<(), StoreError> {
    match w {
        Write::Create { table, opening } => {
            let bot_seed = table.bot_seed as i64;
            conn.execute(
                "INSERT INTO ryoiki_tables (id, node, game, variant, setup, view_key, bot_seed) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
                &[
                    &table.id,
                    &node,
                    &table.game,
                    &table.variant,
                    &json(&table.id, "setup", &table.setup)?,
                    &json(&table.id, "view key", &table.view_key)?,
                    &bot_seed,
                ],
            )
            .await
            .map_err(pg(format!("creating table {}", table.id)))?;
            for (i, s) in table.seats.iter().enumerate() {
                let seat = i as i32;
                let hash = s.token.map(|h| h.0.to_vec());
                conn.execute(
                    "INSERT INTO ryoiki_seats (table_id, seat, name, bot, token_hash) \
                     VALUES ($1, $2, $3, $4, $5)",
                    &[&table.id, &seat, &s.name, &s.bot, &hash],
                )
                .await
                .map_err(pg(format!("storing a seat of table {}", table.id)))?;
            }
            for a in opening {
                append(conn, node, &table.id, a).await?;
            }
            Ok(())
        }
        Write::Append { table, action } => append(conn, node, table, action).await,
        Write::Expire { table } => {
            // Only this node's table: another node that took it over keeps it.
            for sql in [
                "DELETE FROM ryoiki_actions WHERE table_id = $1 \
                 AND EXISTS (SELECT 1 FROM ryoiki_tables WHERE id = $1 AND node = $2)",
                "DELETE FROM ryoiki_seats WHERE table_id = $1 \
                 AND EXISTS (SELECT 1 FROM ryoiki_tables WHERE id = $1 AND node = $2)",
                "DELETE FROM ryoiki_tables WHERE id = $1 AND node = $2",
            ] {
                conn.execute(sql, &[&table, &node])
                    .await
                    .map_err(pg(format!("deleting expired table {table}")))?;
            }
            Ok(())
        }
    }
}

/// Appends one action, only if the table is this node's.
async fn append(
    conn: &tokio_postgres::Transaction<'_>,
    node: &str,
    table: &str,
    a: &ActionRecord,
) -> Result<(), StoreError> {
    let n = a.n as i64;
    let seat = a.seat.map(i32::from);
    let seq = a.seq.map(|s| s as i64);
    let action = json(table, "action", &a.action)?;
    let rows = conn
        .execute(
            "INSERT INTO ryoiki_actions (table_id, n, seat, seq, action) \
             SELECT $1, $2, $3, $4, $5 \
             WHERE EXISTS (SELECT 1 FROM ryoiki_tables WHERE id = $1 AND node = $6)",
            &[&table, &n, &seat, &seq, &action, &node],
        )
        .await
        .map_err(pg(format!("storing action {} of table {table}", a.n)))?;
    if rows != 1 {
        return Err(StoreError::NotOurs {
            table: table.to_string(),
            node: node.to_string(),
        });
    }
    Ok(())
}

/// The reader task: answers reads until every sender is gone.
async fn read_loop(conn: Client, node: String, mut rx: mpsc::UnboundedReceiver<(Read, ReadReply)>) {
    while let Some((read, reply)) = rx.recv().await {
        let result = match read {
            Read::All => load_all(&conn, &node).await,
            Read::One(id) => load(&conn, &node, &id).await.map(|t| Loaded {
                tables: t.into_iter().collect(),
                unreadable: Vec::new(),
            }),
        };
        let _ = reply.send(result);
    }
}

async fn load_all(conn: &Client, node: &str) -> Result<Loaded, StoreError> {
    let ids = conn
        .query(
            "SELECT id FROM ryoiki_tables WHERE node = $1 ORDER BY created",
            &[&node],
        )
        .await
        .map_err(pg("listing tables"))?;
    let mut out = Loaded::default();
    for row in ids {
        match row.try_get::<_, String>(0) {
            Ok(id) => out.push(load(conn, node, &id).await),
            Err(e) => out.unreadable.push(pg("reading a table's id")(e)),
        }
    }
    Ok(out)
}

/// One table of `node`, or none (none also when the table is another node's).
async fn load(conn: &Client, node: &str, id: &str) -> Result<Option<StoredTable>, StoreError> {
    let row = conn
        .query_opt(
            "SELECT game, variant, setup, view_key, bot_seed FROM ryoiki_tables \
             WHERE id = $1 AND node = $2",
            &[&id, &node],
        )
        .await
        .map_err(pg(format!("reading table {id}")))?;
    let Some(row) = row else {
        return Ok(None);
    };
    let read = || pg(format!("reading table {id}"));
    let game: String = row.try_get(0).map_err(read())?;
    let variant: Option<String> = row.try_get(1).map_err(read())?;
    let setup: String = row.try_get(2).map_err(read())?;
    let key: String = row.try_get(3).map_err(read())?;
    let bot_seed: i64 = row.try_get(4).map_err(read())?;
    let mut seats = Vec::new();
    let rows = conn
        .query(
            "SELECT name, bot, token_hash FROM ryoiki_seats WHERE table_id = $1 ORDER BY seat",
            &[&id],
        )
        .await
        .map_err(pg(format!("reading the seats of {id}")))?;
    for r in rows {
        let seat = || pg(format!("reading a seat of {id}"));
        let name: String = r.try_get(0).map_err(seat())?;
        let bot: Option<String> = r.try_get(1).map_err(seat())?;
        let hash: Option<Vec<u8>> = r.try_get(2).map_err(seat())?;
        let token = stored_token(id, hash)?;
        seats.push(SeatRecord { name, bot, token });
    }
    let mut actions = Vec::new();
    let rows = conn
        .query(
            "SELECT n, seat, seq, action FROM ryoiki_actions WHERE table_id = $1 ORDER BY n",
            &[&id],
        )
        .await
        .map_err(pg(format!("reading the actions of {id}")))?;
    for r in rows {
        let act = || pg(format!("reading an action of {id}"));
        let n: i64 = r.try_get(0).map_err(act())?;
        let seat: Option<i32> = r.try_get(1).map_err(act())?;
        let seq: Option<i64> = r.try_get(2).map_err(act())?;
        let action: String = r.try_get(3).map_err(act())?;
        if n as usize != actions.len() {
            return Err(StoreError::Corrupt {
                table: id.to_string(),
                what: "action log",
                reason: format!("action {n} follows {} actions", actions.len()),
            });
        }
        let seat = match seat.map(u8::try_from) {
            None => None,
            Some(Ok(s)) => Some(s),
            Some(Err(_)) => {
                return Err(StoreError::Corrupt {
                    table: id.to_string(),
                    what: "action's seat",
                    reason: format!("seat {seat:?} of action {n}"),
                });
            }
        };
        actions.push(stored_action(id, n, seat, seq, &action)?);
    }
    Ok(Some(stored_table(
        id, game, variant, &setup, &key, seats, bot_seed, actions,
    )?))
}

impl Store for PgStore {
    fn submit(&self, write: Write, done: Done) {
        if let Err(mpsc::error::SendError((_, done))) = self.writer.send((write, done)) {
            let _ = done.send(Err(StoreError::Closed));
        }
    }

    fn load_all(&self) -> Result<Loaded, StoreError> {
        self.read(Read::All)
    }

    fn load_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        Ok(self.read(Read::One(id.to_string()))?.tables.pop())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_names_are_checked_before_connecting() {
        assert!(valid_node("local"));
        assert!(valid_node("eu-1.node_b"));
        for bad in ["", "a b", "a'b", "ノード", &"n".repeat(65)] {
            assert!(!valid_node(bad), "{bad:?}");
            // Refused before any connection is tried (the URL is not even read).
            match PgStore::connect("not a url", bad) {
                Err(StoreError::Node(n)) => assert_eq!(n, bad),
                Err(e) => panic!("{bad:?}: {e}"),
                Ok(_) => panic!("{bad:?} was taken"),
            }
        }
    }

    #[test]
    fn an_unreachable_database_is_a_clear_error() {
        match PgStore::connect("postgres://nobody@127.0.0.1:1/none", "local") {
            Err(StoreError::Postgres { what, .. }) => assert_eq!(what, "connecting"),
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("connected to port 1"),
        }
    }
}
