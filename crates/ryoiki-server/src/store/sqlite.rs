//! The durable store: one SQLite database (`tables.db` in the data folder) in WAL mode
//! with `synchronous=FULL`, so a commit that returned is on disk.
//!
//! One writer thread owns the writing connection. It takes every write waiting in its
//! queue (up to [`MAX_BATCH`]), makes them in one transaction, each in its own savepoint
//! so a bad write fails alone, commits once, and only then tells each writer: a group
//! commit, so a thousand tables' actions cost one fsync, not a thousand. Reads (on start,
//! and to reload a table) open their own connection.
//!
//! Checkpoints (copying the write-ahead log into the database file) are made by a
//! thread of their own every [`CHECKPOINT_EVERY`], on its own connection, so the writer
//! does not stop to make them between two commits; the writer checkpoints only once the
//! log has grown to [`WRITER_CHECKPOINT_PAGES`] (most of it already copied by then), which
//! keeps the log from growing without end under a constant stream of commits.

use super::contract::{json, stored_action, stored_table, stored_token, with_door};
use super::schema::{self, Migration, SCHEMA_VERSION};
use super::{
    ActionRecord, ChatRecord, Done, Loaded, SeatRecord, Store, StoreError, StoredTable, Write,
};
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

/// The most reading connections a store keeps open between reads.
pub const READERS_KEPT: usize = 4;

/// The most writes committed in one transaction.
pub const MAX_BATCH: usize = 1024;

/// How often the checkpoint thread copies the log into the database.
pub const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

/// The log's size, in pages, at which the writer itself checkpoints (SQLite's own
/// default is 1,000 pages).
pub const WRITER_CHECKPOINT_PAGES: u32 = 16_000;

/// The schema's steps ([`super::schema`]); the version is SQLite's `user_version`.
pub const MIGRATIONS: [Migration; 3] = [
    Migration {
        version: 1,
        what: "tables, seats and actions",
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

/// Version 1: the schema of the databases made before versions were recorded.
const SCHEMA_1: &str = "
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT,
    setup TEXT NOT NULL,
    view_key TEXT NOT NULL,
    bot_seed INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    bot TEXT,
    token_hash BLOB,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    seat INTEGER,
    seq INTEGER,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
";

/// Version 2: each table's chat, its lines numbered from 0, each with the table's
/// version when it was said.
const SCHEMA_2: &str = "
CREATE TABLE chat (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    version INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
";

/// Version 3: each table's name (none: known by its id) and, for a private table, the
/// SHA-256 of its invite token (none: public). Tables made before are public, unnamed.
const SCHEMA_3: &str = "
ALTER TABLE tables ADD COLUMN name TEXT;
ALTER TABLE tables ADD COLUMN invite_hash BLOB;
";

/// Tables in one SQLite database.
pub struct SqliteStore {
    path: PathBuf,
    writer: mpsc::Sender<(Write, Done)>,
    commits: Arc<AtomicU64>,
    /// Reading connections kept between reads ([`READERS_KEPT`] at most): opening one
    /// (the file, its pragmas, the log's index) costs more than a table's read.
    readers: std::sync::Mutex<Vec<Connection>>,
    /// Dropped with the store: the checkpoint thread then stops.
    _checkpoints: mpsc::Sender<()>,
}

fn db(what: impl Into<String>) -> impl FnOnce(rusqlite::Error) -> StoreError {
    let what = what.into();
    move |source| StoreError::Db { what, source }
}

fn open(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path).map_err(db(format!("opening {}", path.display())))?;
    conn.pragma_update(None, "journal_mode", "WAL")
        .map_err(db("journal_mode=WAL"))?;
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(db("synchronous=FULL"))?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(db("foreign_keys=ON"))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(db("busy_timeout"))?;
    Ok(conn)
}

/// Brings the database at `path` to [`SCHEMA_VERSION`]: the migrations above its
/// `user_version`, in one transaction that holds the write lock from its start.
fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(db("starting the schema's transaction"))?;
    let found: u32 = tx
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(db("reading the schema version"))?;
    let todo = schema::pending(&path.display().to_string(), found, &MIGRATIONS)?;
    for m in todo {
        tx.execute_batch(m.sql).map_err(db(format!(
            "migrating to schema {} ({})",
            m.version, m.what
        )))?;
        tx.pragma_update(None, "user_version", m.version)
            .map_err(db("recording the schema version"))?;
    }
    tx.commit().map_err(db("committing the schema"))?;
    if !todo.is_empty() {
        tracing::info!(
            store = %path.display(),
            from = found,
            to = SCHEMA_VERSION,
            "schema migrated"
        );
    }
    Ok(())
}

impl SqliteStore {
    /// Opens (or creates) the database in the folder `dir` (created if missing), and
    /// starts its writer thread.
    ///
    /// # Errors
    /// The folder cannot be made, or the database cannot be opened or set up.
    pub fn open(dir: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::Folder {
            path: dir.display().to_string(),
            reason: e.to_string(),
        })?;
        let path = dir.join("tables.db");
        let mut conn = open(&path)?;
        migrate(&mut conn, &path)?;
        conn.pragma_update(None, "wal_autocheckpoint", WRITER_CHECKPOINT_PAGES)
            .map_err(db("wal_autocheckpoint"))?;
        let checkpointing = open(&path)?;
        let (stop, stopped) = mpsc::channel::<()>();
        std::thread::Builder::new()
            .name("ryoiki-checkpoint".into())
            .spawn(move || checkpointer(&checkpointing, &stopped))
            .map_err(|e| StoreError::Folder {
                path: dir.display().to_string(),
                reason: format!("cannot start the checkpoint thread: {e}"),
            })?;
        let (tx, rx) = mpsc::channel::<(Write, Done)>();
        let commits = Arc::new(AtomicU64::new(0));
        let counted = commits.clone();
        std::thread::Builder::new()
            .name("ryoiki-store".into())
            .spawn(move || writer(conn, rx, &counted))
            .map_err(|e| StoreError::Folder {
                path: dir.display().to_string(),
                reason: format!("cannot start the writer thread: {e}"),
            })?;
        Ok(SqliteStore {
            path,
            writer: tx,
            commits,
            readers: std::sync::Mutex::new(Vec::new()),
            _checkpoints: stop,
        })
    }

    /// Runs `read` on a reading connection: one kept from an earlier read, or a new
    /// one; kept again afterwards (up to [`READERS_KEPT`]).
    fn reading<T>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let kept = self.readers.lock().ok().and_then(|mut r| r.pop());
        let conn = match kept {
            Some(c) => c,
            None => open(&self.path)?,
        };
        let out = read(&conn);
        if let Ok(mut r) = self.readers.lock()
            && r.len() < READERS_KEPT
        {
            r.push(conn);
        }
        out
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many transactions the writer has committed (each holds one or more writes).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }
}

/// The checkpoint thread: a passive checkpoint (it never waits for the writer, nor the
/// writer for it) every [`CHECKPOINT_EVERY`] until the store is dropped. A checkpoint
/// that fails is tried again next time: the log keeps every commit meanwhile.
fn checkpointer(conn: &Connection, stopped: &mpsc::Receiver<()>) {
    while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(CHECKPOINT_EVERY) {
        let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
    }
}

/// The writer thread: group commits until every sender is gone.
fn writer(mut conn: Connection, rx: mpsc::Receiver<(Write, Done)>, commits: &AtomicU64) {
    while let Ok(first) = rx.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(w) => batch.push(w),
                Err(_) => break,
            }
        }
        let results = commit_batch(&mut conn, &batch);
        commits.fetch_add(1, Ordering::Relaxed);
        for ((_, done), result) in batch.into_iter().zip(results) {
            let _ = done.send(result);
        }
    }
}

/// Makes every write of `batch` in one transaction; each write's outcome.
fn commit_batch(conn: &mut Connection, batch: &[(Write, Done)]) -> Vec<Result<(), StoreError>> {
    let mut tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(e) => {
            let msg = e.to_string();
            return batch
                .iter()
                .map(|_| Err(StoreError::Commit(msg.clone())))
                .collect();
        }
    };
    let mut results = Vec::with_capacity(batch.len());
    for (w, _) in batch {
        let outcome = match tx.savepoint() {
            Ok(sp) => match write_one(&sp, w) {
                Ok(()) => sp.commit().map_err(db("releasing a savepoint")),
                Err(e) => Err(e), // the savepoint rolls back as it drops
            },
            Err(e) => Err(db("opening a savepoint")(e)),
        };
        results.push(outcome);
    }
    if let Err(e) = tx.commit() {
        let msg = e.to_string();
        return batch
            .iter()
            .map(|_| Err(StoreError::Commit(msg.clone())))
            .collect();
    }
    results
}

fn write_one(conn: &Connection, w: &Write) -> Result<(), StoreError> {
    match w {
        Write::Create { table, opening } => {
            conn.execute(
                "INSERT INTO tables (id, game, variant, setup, view_key, bot_seed, name, invite_hash) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    table.id,
                    table.game,
                    table.variant,
                    json(&table.id, "setup", &table.setup)?,
                    json(&table.id, "view key", &table.view_key)?,
                    table.bot_seed as i64,
                    table.name,
                    table.invite.map(|h| h.0.to_vec())
                ],
            )
            .map_err(db(format!("creating table {}", table.id)))?;
            for (i, s) in table.seats.iter().enumerate() {
                conn.execute(
                    "INSERT INTO seats (table_id, seat, name, bot, token_hash) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![table.id, i as i64, s.name, s.bot, s.token.map(|h| h.0.to_vec())],
                )
                .map_err(db(format!("storing a seat of table {}", table.id)))?;
            }
            for a in opening {
                append(conn, &table.id, a)?;
            }
            Ok(())
        }
        Write::Append { table, action } => append(conn, table, action),
        Write::Chat { table, line } => {
            conn.prepare_cached(
                "INSERT INTO chat (table_id, n, seat, version, text) VALUES (?1, ?2, ?3, ?4, ?5)",
            )
            .and_then(|mut st| {
                st.execute(params![
                    table,
                    line.n as i64,
                    i64::from(line.seat),
                    line.version as i64,
                    line.text
                ])
            })
            .map_err(db(format!("storing chat line {} of table {table}", line.n)))?;
            Ok(())
        }
        Write::Expire { table } => {
            for sql in [
                "DELETE FROM chat WHERE table_id = ?1",
                "DELETE FROM actions WHERE table_id = ?1",
                "DELETE FROM seats WHERE table_id = ?1",
                "DELETE FROM tables WHERE id = ?1",
            ] {
                conn.execute(sql, params![table])
                    .map_err(db(format!("deleting expired table {table}")))?;
            }
            Ok(())
        }
    }
}

fn append(conn: &Connection, table: &str, a: &ActionRecord) -> Result<(), StoreError> {
    // The one statement of every action: prepared once per connection, not per write.
    let mut insert = conn
        .prepare_cached(
            "INSERT INTO actions (table_id, n, seat, seq, action) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .map_err(db("preparing the insert of an action"))?;
    insert
        .execute(params![
            table,
            a.n as i64,
            a.seat.map(i64::from),
            a.seq.map(|s| s as i64),
            json(table, "action", &a.action)?
        ])
        .map_err(|e| db(format!("storing action {} of table {table}", a.n))(e))?;
    Ok(())
}

fn load(conn: &Connection, id: &str) -> Result<Option<StoredTable>, StoreError> {
    let row = conn
        .query_row(
            "SELECT game, variant, setup, view_key, bot_seed, name, invite_hash FROM tables \
             WHERE id = ?1",
            params![id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, Option<String>>(5)?,
                    r.get::<_, Option<Vec<u8>>>(6)?,
                ))
            },
        )
        .optional()
        .map_err(db(format!("reading table {id}")))?;
    let Some((game, variant, setup, key, bot_seed, name, invite)) = row else {
        return Ok(None);
    };
    let mut seats = Vec::new();
    let mut st = conn
        .prepare_cached("SELECT name, bot, token_hash FROM seats WHERE table_id = ?1 ORDER BY seat")
        .map_err(db("reading seats"))?;
    let rows = st
        .query_map(params![id], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, Option<String>>(1)?,
                r.get::<_, Option<Vec<u8>>>(2)?,
            ))
        })
        .map_err(db(format!("reading the seats of {id}")))?;
    for row in rows {
        let (name, bot, hash) = row.map_err(db(format!("reading a seat of {id}")))?;
        let token = stored_token(id, hash)?;
        seats.push(SeatRecord { name, bot, token });
    }
    let mut actions = Vec::new();
    let mut st = conn
        .prepare_cached("SELECT n, seat, seq, action FROM actions WHERE table_id = ?1 ORDER BY n")
        .map_err(db("reading actions"))?;
    let rows = st
        .query_map(params![id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, Option<i64>>(1)?,
                r.get::<_, Option<i64>>(2)?,
                r.get::<_, String>(3)?,
            ))
        })
        .map_err(db(format!("reading the actions of {id}")))?;
    for row in rows {
        let (n, seat, seq, action) = row.map_err(db(format!("reading an action of {id}")))?;
        if n as usize != actions.len() {
            return Err(StoreError::Corrupt {
                table: id.to_string(),
                what: "action log",
                reason: format!("action {n} follows {} actions", actions.len()),
            });
        }
        actions.push(stored_action(id, n, seat.map(|s| s as u8), seq, &action)?);
    }
    let mut chat = Vec::new();
    let mut st = conn
        .prepare_cached("SELECT n, seat, version, text FROM chat WHERE table_id = ?1 ORDER BY n")
        .map_err(db("reading chat"))?;
    let rows = st
        .query_map(params![id], |r| {
            Ok(ChatRecord {
                n: r.get::<_, i64>(0)? as u64,
                seat: r.get::<_, u8>(1)?,
                version: r.get::<_, i64>(2)? as u64,
                text: r.get(3)?,
            })
        })
        .map_err(db(format!("reading the chat of {id}")))?;
    for row in rows {
        chat.push(row.map_err(db(format!("reading a chat line of {id}")))?);
    }
    let t = stored_table(
        id, game, variant, &setup, &key, seats, bot_seed, actions, chat,
    )?;
    Ok(Some(with_door(t, name, invite)?))
}

impl Store for SqliteStore {
    fn submit(&self, write: Write, done: Done) {
        if let Err(mpsc::SendError((_, done))) = self.writer.send((write, done)) {
            let _ = done.send(Err(StoreError::Closed));
        }
    }

    fn load_all(&self) -> Result<Loaded, StoreError> {
        let conn = open(&self.path)?;
        // Ids as bytes: one that is not UTF-8 leaves its table out, not the listing.
        let ids: Vec<Vec<u8>> = conn
            .prepare("SELECT id FROM tables ORDER BY rowid")
            .and_then(|mut st| {
                st.query_map([], |r| {
                    Ok(r.get_ref(0)?.as_bytes_or_null()?.map(<[u8]>::to_vec))
                })?
                .map(|id| id.map(Option::unwrap_or_default))
                .collect::<Result<Vec<_>, _>>()
            })
            .map_err(db("listing tables"))?;
        let mut out = Loaded::default();
        for id in ids {
            match String::from_utf8(id) {
                Ok(id) => out.push(load(&conn, &id)),
                Err(e) => out.unreadable.push(StoreError::Corrupt {
                    table: String::from_utf8_lossy(e.as_bytes())
                        .escape_debug()
                        .to_string(),
                    what: "id",
                    reason: "not UTF-8".into(),
                }),
            }
        }
        Ok(out)
    }

    fn load_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        self.reading(|conn| load(conn, id))
    }
}
