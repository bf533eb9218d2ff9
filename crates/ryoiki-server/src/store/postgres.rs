//! The shared store: one PostgreSQL database that several server nodes use at once,
//! each table held by one node at a time.
//!
//! Each table row carries the node that holds it and an epoch. A [`PgStore`] opened
//! for a node loads only the tables that node holds, and writes an action only under
//! the epoch it holds the table at, checked in the same statement (an action for a
//! table another node holds, or has taken over since, inserts nothing and fails), so
//! two nodes never both write one table. Opened with [`Failover`], the node keeps a
//! lease in the database (`lease.rs`) and takes over the tables of nodes whose lease
//! has run out ([`Store::claim`], [`Store::take_orphans`]); without it, a node's tables
//! stay its own and a front proxy routes to them (docs/server.md).
//!
//! As with the SQLite store, one writer task owns the writing connection: it takes every
//! write waiting in its queue (up to [`MAX_BATCH`]), makes them in one transaction, each
//! in its own savepoint so a bad write fails alone, and tells each writer only after
//! `COMMIT` returned (PostgreSQL's default `synchronous_commit=on`: the commit is flushed
//! to its write-ahead log). The writer, a second connection for reads and takeovers,
//! and (with failover) a third that renews the lease, run on a small runtime of their
//! own on one thread, so the store's blocking reads may be called from anywhere, inside
//! a Tokio runtime or not.

use super::contract::{Claim, Holder, json, stored_action, stored_table, stored_token, with_door};
use super::lease::{self, Held, Placement, pg};
use super::schema::{self, Migration, SCHEMA_VERSION};
use super::{
    ActionRecord, ChatRecord, Done, Loaded, SeatRecord, Store, StoreError, StoredTable, Write,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::{Client, NoTls};

/// The most writes committed in one transaction.
pub const MAX_BATCH: usize = 1024;

/// The lock key held while the schema is made, so that nodes starting together do not
/// race to create it.
const SCHEMA_LOCK: i64 = 0x7279_6f69_6b69; // "ryoiki"

/// The schema's steps ([`super::schema`]); each version applied is a row of
/// `ryoiki_schema`.
pub const MIGRATIONS: [Migration; 3] = [
    Migration {
        version: 1,
        what: "tables, seats, actions and nodes",
        sql: SCHEMA_1,
    },
    Migration {
        version: 2,
        what: "chat",
        sql: SCHEMA_2,
    },
    Migration {
        version: 3,
        what: "table names and invites",
        sql: SCHEMA_3,
    },
];

/// Where the versions applied are recorded (made before any migration).
const VERSIONS: &str = "
CREATE TABLE IF NOT EXISTS ryoiki_schema (
    version INTEGER PRIMARY KEY,
    applied TIMESTAMPTZ NOT NULL DEFAULT now()
);
";

/// Version 2: each table's chat, its lines numbered from 0, each with the table's
/// version when it was said.
const SCHEMA_2: &str = "
CREATE TABLE ryoiki_chat (
    table_id TEXT NOT NULL REFERENCES ryoiki_tables(id),
    n BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    version BIGINT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
";

/// Version 3: each table's name (none: known by its id) and, for a private table, the
/// SHA-256 of its invite token (none: public). Tables made before are public, unnamed.
const SCHEMA_3: &str = "
ALTER TABLE ryoiki_tables ADD COLUMN name TEXT;
ALTER TABLE ryoiki_tables ADD COLUMN invite_hash BYTEA;
";

/// Version 1: the schema of the databases made before versions were recorded.
const SCHEMA_1: &str = "
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
ALTER TABLE ryoiki_tables ADD COLUMN IF NOT EXISTS epoch BIGINT NOT NULL DEFAULT 0;
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
CREATE TABLE IF NOT EXISTS ryoiki_nodes (
    node TEXT PRIMARY KEY,
    addr TEXT NOT NULL,
    lease_until TIMESTAMPTZ NOT NULL
);
";

/// How a node takes part in failover: the address its clients use, and its lease.
#[derive(Clone, Debug)]
pub struct Failover {
    /// The address clients of this node connect to (`host:port`): told to a client that
    /// asks another node for a table this node holds.
    pub addr: String,
    /// How long the node's lease lasts unrenewed: it is renewed every quarter of it, and
    /// once it has run out other nodes take over the node's tables.
    pub lease: Duration,
}

/// Where a caller waits for a read's answer.
type Reply<T> = std::sync::mpsc::Sender<Result<T, StoreError>>;

/// A read (or a takeover) the store's thread makes for a caller.
enum Read {
    All(Reply<Loaded>),
    One(String, Reply<Option<StoredTable>>),
    Any(String, Reply<Option<StoredTable>>),
    Holder(String, Reply<Option<Holder>>),
    Claim(String, Reply<Claim>),
    Orphans(Reply<Loaded>),
}

/// One node's tables in a shared PostgreSQL database.
pub struct PgStore {
    node: String,
    writer: mpsc::UnboundedSender<(Write, Done)>,
    reader: mpsc::UnboundedSender<Read>,
    commits: Arc<AtomicU64>,
    lease: Option<Duration>,
    /// Told to end the lease now and renew it no more ([`PgStore::step_down`]).
    stepping_down: Arc<tokio::sync::Notify>,
    /// Whether the node takes over other nodes' tables (not once it steps down).
    takes_over: Arc<AtomicBool>,
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

/// The connections of a store: the writer's, the reader's, and (with failover) the
/// lease's, the node registered.
struct Conns {
    writer: Client,
    reader: Client,
    lease: Option<Client>,
}

async fn setup(url: &str, node: &str, failover: Option<&Failover>) -> Result<Conns, StoreError> {
    let mut writer = connect(url).await?;
    let reader = connect(url).await?;
    let tx = writer
        .transaction()
        .await
        .map_err(pg("starting the schema's transaction"))?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])
        .await
        .map_err(pg("locking the schema"))?;
    tx.batch_execute(VERSIONS)
        .await
        .map_err(pg("creating the schema's versions"))?;
    let found: i32 = tx
        .query_one("SELECT COALESCE(MAX(version), 0) FROM ryoiki_schema", &[])
        .await
        .and_then(|r| r.try_get(0))
        .map_err(pg("reading the schema version"))?;
    let todo = schema::pending(
        "the PostgreSQL database",
        u32::try_from(found).unwrap_or(0),
        &MIGRATIONS,
    )?;
    for m in todo {
        tx.batch_execute(m.sql).await.map_err(pg(format!(
            "migrating to schema {} ({})",
            m.version, m.what
        )))?;
        let v = m.version as i32;
        tx.execute("INSERT INTO ryoiki_schema (version) VALUES ($1)", &[&v])
            .await
            .map_err(pg("recording the schema version"))?;
    }
    tx.commit().await.map_err(pg("committing the schema"))?;
    if !todo.is_empty() {
        tracing::info!(node, from = found, to = SCHEMA_VERSION, "schema migrated");
    }
    let lease = match failover {
        None => None,
        Some(f) => {
            let c = connect(url).await?;
            lease::register(&c, node, &f.addr, f.lease).await?;
            Some(c)
        }
    };
    Ok(Conns {
        writer,
        reader,
        lease,
    })
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user@host:port/db`, no TLS) as the
    /// node `node`, creates the schema if missing, and starts the store's thread. The
    /// node takes no part in failover: its tables stay its own, and it takes no other
    /// node's ([`PgStore::connect_with`]).
    ///
    /// # Errors
    /// A bad node name, or the database cannot be reached or set up.
    pub fn connect(url: &str, node: &str) -> Result<PgStore, StoreError> {
        PgStore::connect_with(url, node, None)
    }

    /// As [`PgStore::connect`]; with `failover`, the node also registers its address and
    /// keeps a lease, takes over the tables of nodes whose lease has run out, and tells
    /// clients where a live node's table is.
    ///
    /// # Errors
    /// A bad node name, a lease under 100 ms, or the database cannot be reached or set up.
    pub fn connect_with(
        url: &str,
        node: &str,
        failover: Option<Failover>,
    ) -> Result<PgStore, StoreError> {
        if !valid_node(node) {
            return Err(StoreError::Node(node.to_string()));
        }
        if let Some(f) = &failover
            && f.lease < Duration::from_millis(100)
        {
            return Err(StoreError::Lease(f.lease));
        }
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StoreError::Commit(format!("cannot start the store's runtime: {e}")))?;
        let (wtx, wrx) = mpsc::unbounded_channel::<(Write, Done)>();
        let (rtx, rrx) = mpsc::unbounded_channel::<Read>();
        let (ready_tx, ready_rx) = std::sync::mpsc::channel::<Result<(), StoreError>>();
        let commits = Arc::new(AtomicU64::new(0));
        let counted = commits.clone();
        let url = url.to_string();
        let owner = node.to_string();
        let lease_time = failover.as_ref().map(|f| f.lease);
        let stepping_down = Arc::new(tokio::sync::Notify::new());
        let step = stepping_down.clone();
        let takes_over = Arc::new(AtomicBool::new(failover.is_some()));
        let taking = takes_over.clone();
        std::thread::Builder::new()
            .name("ryoiki-pg".into())
            .spawn(move || {
                rt.block_on(async move {
                    let conns = match setup(&url, &owner, failover.as_ref()).await {
                        Ok(c) => c,
                        Err(e) => {
                            let _ = ready_tx.send(Err(e));
                            return;
                        }
                    };
                    let _ = ready_tx.send(Ok(()));
                    let held = Held::default();
                    let reader = Reader {
                        node: owner.clone(),
                        url: url.clone(),
                        held: held.clone(),
                        takes_over: taking,
                    };
                    let reads = tokio::spawn(read_loop(conns.reader, reader, rrx));
                    let (stop, stopped) = oneshot::channel::<()>();
                    let renewing = match (conns.lease, &failover) {
                        (Some(c), Some(f)) => Some(tokio::spawn(renew_loop(
                            c,
                            url.clone(),
                            owner.clone(),
                            f.clone(),
                            step,
                            stopped,
                        ))),
                        _ => None,
                    };
                    let writer = Writer {
                        node: owner.clone(),
                        url: url.clone(),
                        held,
                    };
                    write_loop(conns.writer, &writer, wrx, &counted).await;
                    let _ = stop.send(());
                    if let Some(r) = renewing {
                        let _ = r.await;
                    }
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
            lease: lease_time,
            stepping_down,
            takes_over,
        })
    }

    /// Steps the node down (a node drained for maintenance): its lease ends now and is
    /// renewed no more, and it takes over no table. Other nodes then take its tables
    /// over; its own writes to them are refused from then on, and its tables stop and
    /// close their connections (whose clients join again and are sent to the new
    /// holder). Nothing for a node that takes no part in failover.
    pub fn step_down(&self) {
        self.takes_over.store(false, Ordering::Relaxed);
        self.stepping_down.notify_one();
    }

    /// The node this store serves.
    pub fn node(&self) -> &str {
        &self.node
    }

    /// How many transactions the writer has committed (each holds one or more writes).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    /// Table `id` as stored, whatever node holds it (an audit: it takes nothing).
    ///
    /// # Errors
    /// The store cannot be read, or the table does not read back.
    pub fn read_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        self.ask(|r| Read::Any(id.to_string(), r))
    }

    /// The node that holds table `id` and the address it advertises; none if there is
    /// no such table.
    ///
    /// # Errors
    /// The store cannot be read.
    pub fn holder(&self, id: &str) -> Result<Option<Holder>, StoreError> {
        self.ask(|r| Read::Holder(id.to_string(), r))
    }

    fn ask<T>(&self, read: impl FnOnce(Reply<T>) -> Read) -> Result<T, StoreError> {
        let (tx, rx) = std::sync::mpsc::channel();
        self.reader.send(read(tx)).map_err(|_| StoreError::Closed)?;
        rx.recv().map_err(|_| StoreError::Closed)?
    }
}

/// Renews the node's lease every quarter of it until `stop`, then ends it (a node
/// stopping cleanly lets its tables be taken at once). A renewal that fails is tried
/// again on a new connection at the next tick; meanwhile the lease may run out, and
/// other nodes take the tables over (this node's writes to them then fail).
async fn renew_loop(
    mut conn: Client,
    url: String,
    node: String,
    f: Failover,
    step_down: Arc<tokio::sync::Notify>,
    mut stop: oneshot::Receiver<()>,
) {
    let mut tick = tokio::time::interval(f.lease / 4);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = &mut stop => break,
            () = step_down.notified() => {
                if let Err(e) = lease::give_up(&conn, &node).await {
                    tracing::warn!(node = %node, error = %e, "lease");
                }
                let _ = stop.await;
                return;
            }
            _ = tick.tick() => {}
        }
        if let Err(e) = lease::renew(&conn, &node, f.lease).await {
            tracing::warn!(node = %node, error = %e, "lease");
            match connect(&url).await {
                Ok(c) => {
                    conn = c;
                    if let Err(e) = lease::register(&conn, &node, &f.addr, f.lease).await {
                        tracing::warn!(node = %node, error = %e, "lease");
                    }
                }
                Err(e) => tracing::warn!(node = %node, error = %e, "lease"),
            }
        }
    }
    if let Err(e) = lease::give_up(&conn, &node).await {
        tracing::warn!(node = %node, error = %e, "lease");
    }
}

/// What the writer knows: its node and the epochs it holds tables at.
struct Writer {
    node: String,
    url: String,
    held: Held,
}

/// Opens `conn` again if the database closed it (it restarted, or the network failed):
/// the write or read that follows then has a chance. If it cannot be opened, the
/// closed connection stays, and that write or read fails as before.
async fn reopen(conn: &mut Client, url: &str) {
    if conn.is_closed()
        && let Ok(c) = connect(url).await
    {
        *conn = c;
    }
}

/// The writer task: group commits until every sender is gone.
async fn write_loop(
    mut conn: Client,
    w: &Writer,
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
        reopen(&mut conn, &w.url).await;
        let results = commit_batch(&mut conn, w, &batch).await;
        commits.fetch_add(1, Ordering::Relaxed);
        for ((_, done), result) in batch.into_iter().zip(results) {
            let _ = done.send(result);
        }
    }
}

/// The epoch a table is created at.
const FIRST_EPOCH: i64 = 1;

/// Makes every write of `batch` in one transaction; each write's outcome. Tables
/// created or expired are noted held or not only once the transaction has committed.
async fn commit_batch(
    conn: &mut Client,
    w: &Writer,
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
    // Tables created by this transaction: their actions may follow in it.
    let mut created: Vec<&str> = Vec::new();
    for (write, _) in batch {
        let outcome = match tx.savepoint("w").await {
            Ok(sp) => match write_one(&sp, w, &created, write).await {
                Ok(()) => sp.commit().await.map_err(pg("releasing a savepoint")),
                Err(e) => match sp.rollback().await {
                    Ok(()) => Err(e),
                    Err(r) => return all_fail(format!("{e}; then the rollback failed: {r}")),
                },
            },
            Err(e) => return all_fail(format!("opening a savepoint: {e}")),
        };
        if let (Write::Create { table, .. }, Ok(())) = (write, &outcome) {
            created.push(&table.id);
        }
        results.push(outcome);
    }
    if let Err(e) = tx.commit().await {
        return all_fail(e.to_string());
    }
    for ((write, _), result) in batch.iter().zip(&results) {
        match (write, result) {
            (Write::Create { table, .. }, Ok(())) => w.held.hold(&table.id, FIRST_EPOCH),
            (Write::Expire { table }, Ok(())) => w.held.release(table),
            _ => {}
        }
    }
    results
}

async fn write_one(
    conn: &tokio_postgres::Transaction<'_>,
    w: &Writer,
    created: &[&str],
    write: &Write,
) -> Result<(), StoreError> {
    let node = w.node.as_str();
    match write {
        Write::Create { table, opening } => {
            let bot_seed = table.bot_seed as i64;
            conn.execute(
                "INSERT INTO ryoiki_tables \
                 (id, node, epoch, game, variant, setup, view_key, bot_seed, name, invite_hash) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                &[
                    &table.id,
                    &node,
                    &FIRST_EPOCH,
                    &table.game,
                    &table.variant,
                    &json(&table.id, "setup", &table.setup)?,
                    &json(&table.id, "view key", &table.view_key)?,
                    &bot_seed,
                    &table.name,
                    &table.invite.map(|h| h.0.to_vec()),
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
                append(conn, node, FIRST_EPOCH, &table.id, a).await?;
            }
            Ok(())
        }
        Write::Append { table, action } => {
            let epoch = w
                .held
                .epoch(table)
                .or_else(|| created.contains(&table.as_str()).then_some(FIRST_EPOCH))
                .ok_or_else(|| not_ours(table, node))?;
            append(conn, node, epoch, table, action).await
        }
        Write::Chat { table, line } => {
            let epoch = w
                .held
                .epoch(table)
                .or_else(|| created.contains(&table.as_str()).then_some(FIRST_EPOCH))
                .ok_or_else(|| not_ours(table, node))?;
            let (n, seat, version) = (line.n as i64, i32::from(line.seat), line.version as i64);
            // As an action: only while this node holds the table at its epoch.
            let rows = conn
                .execute(
                    "INSERT INTO ryoiki_chat (table_id, n, seat, version, text) \
                     SELECT $1, $2, $3, $4, $5 FROM ryoiki_tables \
                     WHERE id = $1 AND node = $6 AND epoch = $7 FOR SHARE",
                    &[&table, &n, &seat, &version, &line.text, &node, &epoch],
                )
                .await
                .map_err(pg(format!("storing chat line {} of table {table}", line.n)))?;
            if rows != 1 {
                return Err(not_ours(table, node));
            }
            Ok(())
        }
        Write::Expire { table } => {
            // Only a table this node holds: another node that took it over keeps it.
            let Some(epoch) = w.held.epoch(table) else {
                return Ok(());
            };
            let ours =
                "EXISTS (SELECT 1 FROM ryoiki_tables WHERE id = $1 AND node = $2 AND epoch = $3)";
            for sql in [
                format!("DELETE FROM ryoiki_chat WHERE table_id = $1 AND {ours}"),
                format!("DELETE FROM ryoiki_actions WHERE table_id = $1 AND {ours}"),
                format!("DELETE FROM ryoiki_seats WHERE table_id = $1 AND {ours}"),
                "DELETE FROM ryoiki_tables WHERE id = $1 AND node = $2 AND epoch = $3".to_string(),
            ] {
                conn.execute(&sql, &[&table, &node, &epoch])
                    .await
                    .map_err(pg(format!("deleting expired table {table}")))?;
            }
            Ok(())
        }
    }
}

fn not_ours(table: &str, node: &str) -> StoreError {
    StoreError::NotOurs {
        table: table.to_string(),
        node: node.to_string(),
    }
}

/// Appends one action, only if this node still holds the table at `epoch`. The table's
/// row is locked `FOR SHARE` until the commit, so a takeover waits for this write and
/// then loads it (or, having moved first, makes this write insert nothing).
async fn append(
    conn: &tokio_postgres::Transaction<'_>,
    node: &str,
    epoch: i64,
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
             SELECT $1, $2, $3, $4, $5 FROM ryoiki_tables \
             WHERE id = $1 AND node = $6 AND epoch = $7 FOR SHARE",
            &[&table, &n, &seat, &seq, &action, &node, &epoch],
        )
        .await
        .map_err(pg(format!("storing action {} of table {table}", a.n)))?;
    if rows != 1 {
        return Err(not_ours(table, node));
    }
    Ok(())
}

/// What the reader knows: its node, the epochs it holds tables at, and whether it takes
/// over other nodes' tables.
struct Reader {
    node: String,
    url: String,
    held: Held,
    takes_over: Arc<AtomicBool>,
}

impl Reader {
    fn takes_over(&self) -> bool {
        self.takes_over.load(Ordering::Relaxed)
    }
}

/// The reader task: answers reads until every sender is gone.
async fn read_loop(mut conn: Client, r: Reader, mut rx: mpsc::UnboundedReceiver<Read>) {
    while let Some(read) = rx.recv().await {
        reopen(&mut conn, &r.url).await;
        match read {
            Read::All(reply) => {
                let _ = reply.send(load_all(&conn, &r).await);
            }
            Read::One(id, reply) => {
                let _ = reply.send(load(&conn, Some(&r.node), &id).await);
            }
            Read::Any(id, reply) => {
                let _ = reply.send(load(&conn, None, &id).await);
            }
            Read::Holder(id, reply) => {
                let at = lease::locate(&conn, &id).await;
                let _ = reply.send(at.map(|p| p.map(|p| p.holder())));
            }
            Read::Claim(id, reply) => {
                let _ = reply.send(claim(&conn, &r, &id).await);
            }
            Read::Orphans(reply) => {
                let _ = reply.send(take_orphans(&conn, &r).await);
            }
        }
    }
}

/// Every table of this node, each taken at a new epoch unless this store holds it
/// already (so a process that still runs them under the node's name, an earlier life
/// of it, writes to them no more), then loaded.
async fn load_all(conn: &Client, r: &Reader) -> Result<Loaded, StoreError> {
    let node = r.node.as_str();
    let rows = conn
        .query(
            "SELECT id, epoch FROM ryoiki_tables WHERE node = $1 ORDER BY created",
            &[&node],
        )
        .await
        .map_err(pg("listing tables"))?;
    let mut out = Loaded::default();
    for row in rows {
        let (id, epoch) = match (row.try_get::<_, String>(0), row.try_get::<_, i64>(1)) {
            (Ok(id), Ok(epoch)) => (id, epoch),
            (Err(e), _) | (_, Err(e)) => {
                out.unreadable.push(pg("reading a table's id")(e));
                continue;
            }
        };
        if r.held.epoch(&id) != Some(epoch) {
            let at = Placement {
                node: node.to_string(),
                epoch,
                addr: None,
                live: None,
            };
            match lease::take(conn, node, &id, &at).await {
                Ok(Some(e)) => r.held.hold(&id, e),
                // Deleted or moved since it was listed: not this node's now.
                Ok(None) => continue,
                Err(e) => {
                    out.unreadable.push(e);
                    continue;
                }
            }
        }
        out.push(load(conn, Some(node), &id).await);
    }
    Ok(out)
}

/// A table this node does not run: taken over if its holder's lease has run out (and
/// this node takes over tables), or where it is.
async fn claim(conn: &Client, r: &Reader, id: &str) -> Result<Claim, StoreError> {
    let Some(at) = lease::locate(conn, id).await? else {
        return Ok(Claim::Absent);
    };
    if at.node == r.node && r.held.epoch(id) == Some(at.epoch) {
        return Ok(Claim::Here);
    }
    let free = at.node == r.node || at.live == Some(false);
    if !(free && r.takes_over()) {
        return Ok(Claim::Elsewhere(at.holder()));
    }
    match lease::take(conn, &r.node, id, &at).await? {
        Some(epoch) => {
            r.held.hold(id, epoch);
            match load(conn, Some(&r.node), id).await? {
                Some(t) => Ok(Claim::Taken(Box::new(t))),
                None => Ok(Claim::Absent),
            }
        }
        // Another node moved first, or the holder came back: wherever it is now.
        None => Ok(match lease::locate(conn, id).await? {
            Some(now) => Claim::Elsewhere(now.holder()),
            None => Claim::Absent,
        }),
    }
}

/// Tables of nodes whose lease has run out, taken over and loaded (none unless this
/// node takes over tables).
async fn take_orphans(conn: &Client, r: &Reader) -> Result<Loaded, StoreError> {
    let mut out = Loaded::default();
    if !r.takes_over() {
        return Ok(out);
    }
    for (id, at) in lease::orphans(conn, &r.node).await? {
        match lease::take(conn, &r.node, &id, &at).await {
            Ok(Some(epoch)) => {
                r.held.hold(&id, epoch);
                out.push(load(conn, Some(&r.node), &id).await);
            }
            // Another node was first, or the holder came back.
            Ok(None) => {}
            Err(e) => out.unreadable.push(e),
        }
    }
    Ok(out)
}

/// One table held by `node` (or by any node, with none), or none.
async fn load(
    conn: &Client,
    node: Option<&str>,
    id: &str,
) -> Result<Option<StoredTable>, StoreError> {
    let row = conn
        .query_opt(
            "SELECT game, variant, setup, view_key, bot_seed, name, invite_hash FROM ryoiki_tables \
             WHERE id = $1 AND ($2::TEXT IS NULL OR node = $2)",
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
    let name: Option<String> = row.try_get(5).map_err(read())?;
    let invite: Option<Vec<u8>> = row.try_get(6).map_err(read())?;
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
    let mut chat = Vec::new();
    let rows = conn
        .query(
            "SELECT n, seat, version, text FROM ryoiki_chat WHERE table_id = $1 ORDER BY n",
            &[&id],
        )
        .await
        .map_err(pg(format!("reading the chat of {id}")))?;
    for r in rows {
        let line = || pg(format!("reading a chat line of {id}"));
        let n: i64 = r.try_get(0).map_err(line())?;
        let seat: i32 = r.try_get(1).map_err(line())?;
        let version: i64 = r.try_get(2).map_err(line())?;
        let text: String = r.try_get(3).map_err(line())?;
        chat.push(ChatRecord {
            n: n as u64,
            seat: u8::try_from(seat).map_err(|_| StoreError::Corrupt {
                table: id.to_string(),
                what: "chat line's seat",
                reason: format!("seat {seat} of line {n}"),
            })?,
            version: version as u64,
            text,
        });
    }
    let t = stored_table(
        id, game, variant, &setup, &key, seats, bot_seed, actions, chat,
    )?;
    Ok(Some(with_door(t, name, invite)?))
}

impl Store for PgStore {
    fn submit(&self, write: Write, done: Done) {
        if let Err(mpsc::error::SendError((_, done))) = self.writer.send((write, done)) {
            let _ = done.send(Err(StoreError::Closed));
        }
    }

    fn load_all(&self) -> Result<Loaded, StoreError> {
        self.ask(Read::All)
    }

    fn load_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        self.ask(|r| Read::One(id.to_string(), r))
    }

    fn claim(&self, id: &str) -> Result<Claim, StoreError> {
        self.ask(|r| Read::Claim(id.to_string(), r))
    }

    fn take_orphans(&self) -> Result<Loaded, StoreError> {
        self.ask(Read::Orphans)
    }

    fn takeover_every(&self) -> Option<Duration> {
        self.lease.map(|l| l / 4)
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
