//! The durable stores the same tests run against: SQLite always; PostgreSQL when built
//! with the `postgres` feature and `RYOIKI_TEST_POSTGRES=postgres://...` is set (each
//! test then uses a node of its own, so tests sharing the database do not see each
//! other's tables).

use ryoiki_server::store::{Done, StoreError, StoredTable, Write};
use ryoiki_server::{SqliteStore, Store};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many transactions a store has committed.
pub type Commits = Box<dyn Fn() -> u64 + Send + Sync>;

/// A place a durable store keeps its tables, to open (and open again, as after a restart).
pub enum Backend {
    /// A SQLite database in a temporary folder.
    Sqlite(tempfile::TempDir),
    /// One node of a PostgreSQL database.
    #[cfg(feature = "postgres")]
    Postgres {
        /// The database.
        url: String,
        /// The node.
        node: String,
    },
}

impl Backend {
    /// Its name, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite(_) => "sqlite",
            #[cfg(feature = "postgres")]
            Backend::Postgres { .. } => "postgres",
        }
    }

    /// A new store over this place, and its commit counter.
    pub fn open(&self) -> (Arc<dyn Store>, Commits) {
        match self {
            Backend::Sqlite(dir) => {
                let s = Arc::new(SqliteStore::open(dir.path()).unwrap());
                let c = s.clone();
                (s, Box::new(move || c.commits()))
            }
            #[cfg(feature = "postgres")]
            Backend::Postgres { url, node } => {
                let s = Arc::new(ryoiki_server::PgStore::connect(url, node).unwrap());
                let c = s.clone();
                (s, Box::new(move || c.commits()))
            }
        }
    }

    /// Another node of the same PostgreSQL database (none for SQLite).
    pub fn other_node(&self, _name: &str) -> Option<Backend> {
        match self {
            Backend::Sqlite(_) => None,
            #[cfg(feature = "postgres")]
            Backend::Postgres { url, node } => Some(Backend::Postgres {
                url: url.clone(),
                node: format!("{node}-{_name}"),
            }),
        }
    }
}

/// The durable stores to run `test` against.
pub fn backends(test: &str) -> Vec<Backend> {
    #[cfg_attr(not(feature = "postgres"), allow(unused_mut))]
    let mut out = vec![Backend::Sqlite(tempfile::tempdir().unwrap())];
    match std::env::var("RYOIKI_TEST_POSTGRES") {
        #[cfg(feature = "postgres")]
        Ok(url) if !url.is_empty() => {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.subsec_nanos())
                .unwrap_or(0);
            let mut node = format!("{test}-{}-{nanos}", std::process::id());
            node.truncate(48);
            out.push(Backend::Postgres { url, node });
        }
        _ => {
            if cfg!(feature = "postgres") {
                eprintln!("{test}: RYOIKI_TEST_POSTGRES is not set: PostgreSQL skipped");
            } else {
                eprintln!("{test}: built without the postgres feature: PostgreSQL skipped");
            }
        }
    }
    out
}

/// A store that fails its next writes on request (and passes the rest to the store it
/// wraps): a failed commit of a real store, as the table sees it.
pub struct Failing {
    inner: Arc<dyn Store>,
    fail: AtomicUsize,
}

impl Failing {
    /// Wraps `inner`.
    pub fn new(inner: Arc<dyn Store>) -> Failing {
        Failing {
            inner,
            fail: AtomicUsize::new(0),
        }
    }

    /// Makes the next `n` writes fail before they reach the store.
    pub fn fail_next(&self, n: usize) {
        self.fail.store(n, Ordering::SeqCst);
    }
}

impl Store for Failing {
    fn submit(&self, write: Write, done: Done) {
        if self
            .fail
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok()
        {
            let _ = done.send(Err(StoreError::Injected));
            return;
        }
        self.inner.submit(write, done);
    }

    fn load_all(&self) -> Result<ryoiki_server::store::Loaded, StoreError> {
        self.inner.load_all()
    }

    fn load_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        self.inner.load_table(id)
    }
}
