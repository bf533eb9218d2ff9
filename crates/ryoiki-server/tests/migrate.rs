//! Schema versions: a database made by the schema before versions were recorded (made
//! here with that schema's own statements) opens, is migrated to the current version,
//! and keeps its tables, seats and actions (each table public and unnamed); it then
//! takes chat lines; and a database of
//! a newer version is refused by name and left as it was. SQLite always; PostgreSQL when
//! built with the `postgres` feature and `RYOIKI_TEST_POSTGRES_MIGRATE` names a database
//! of its own (`.ci/postgres.sh` makes one: the test empties it).

use ryoiki_core::{Action, PlayerId, Setup, ViewKey, ZoneId, ZoneKind};
use ryoiki_server::store::{ChatRecord, SCHEMA_VERSION, StoreError, Write, commit};
use ryoiki_server::{SqliteStore, Store};

/// The SQLite schema before versions were recorded, as it was.
const SQLITE_V1: &str = "
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

fn action_json(n: u32) -> String {
    serde_json::to_string(&Action::Shuffle {
        player: PlayerId(0),
        zone: ZoneId {
            kind: ZoneKind(0),
            player: Some(PlayerId(0)),
        },
        forced: Some(vec![n]),
    })
    .unwrap()
}

fn setup_json() -> String {
    serde_json::to_string(&Setup::default()).unwrap()
}

fn key_json() -> String {
    serde_json::to_string(&ViewKey::new(1, 2)).unwrap()
}

/// Checks the table `old` made by the old schema read back whole, takes a chat line,
/// and reads back with it.
async fn check_migrated(store: &dyn Store) {
    let loaded = store.load_all().unwrap();
    assert!(loaded.unreadable.is_empty(), "{:?}", loaded.unreadable);
    let t = loaded
        .tables
        .iter()
        .find(|t| t.record.id == "old")
        .expect("the old table is kept");
    assert_eq!(t.record.game, "fow");
    // Schema 3's columns: a table made before names and invites is public and unnamed.
    assert_eq!(t.record.name, None);
    assert_eq!(t.record.invite, None);
    assert_eq!(t.record.seats.len(), 2);
    assert_eq!(t.record.seats[0].name, "p0");
    assert_eq!(t.record.seats[1].bot.as_deref(), Some("random"));
    assert_eq!(t.actions.len(), 3);
    assert_eq!(t.actions[1].seat, Some(0));
    assert_eq!(t.actions[1].seq, Some(1));
    assert!(t.chat.is_empty());
    let line = ChatRecord {
        n: 0,
        seat: 0,
        version: 3,
        text: "hello".into(),
    };
    commit(
        store,
        Write::Chat {
            table: "old".into(),
            line: line.clone(),
        },
    )
    .await
    .unwrap();
    let t = store.load_table("old").unwrap().unwrap();
    assert_eq!(t.chat, [line]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sqlite_database_of_the_unversioned_schema_is_migrated_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tables.db");
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(SQLITE_V1).unwrap();
        c.execute(
            "INSERT INTO tables VALUES ('old', 'fow', NULL, ?1, ?2, 7)",
            [setup_json(), key_json()],
        )
        .unwrap();
        c.execute(
            "INSERT INTO seats VALUES ('old', 0, 'p0', NULL, ?1)",
            [vec![7u8; 32]],
        )
        .unwrap();
        c.execute(
            "INSERT INTO seats VALUES ('old', 1, 'bot', 'random', NULL)",
            [],
        )
        .unwrap();
        for (n, seat, seq) in [(0, None, None), (1, Some(0), Some(1)), (2, Some(1), None)] {
            c.execute(
                "INSERT INTO actions VALUES ('old', ?1, ?2, ?3, ?4)",
                rusqlite::params![n, seat, seq, action_json(n)],
            )
            .unwrap();
        }
        let v: u32 = c
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, 0, "the old schema recorded no version");
    }
    let store = SqliteStore::open(dir.path()).unwrap();
    check_migrated(&store).await;
    drop(store);
    let c = rusqlite::Connection::open(&path).unwrap();
    let v: u32 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, SCHEMA_VERSION);
    // Opened again: nothing left to migrate, everything still there.
    let store = SqliteStore::open(dir.path()).unwrap();
    let t = store.load_table("old").unwrap().unwrap();
    assert_eq!((t.actions.len(), t.chat.len()), (3, 1));
}

#[test]
fn a_sqlite_database_of_a_newer_schema_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    drop(SqliteStore::open(dir.path()).unwrap());
    let path = dir.path().join("tables.db");
    let newer = SCHEMA_VERSION + 1;
    let c = rusqlite::Connection::open(&path).unwrap();
    c.pragma_update(None, "user_version", newer).unwrap();
    let e = match SqliteStore::open(dir.path()) {
        Err(e) => e,
        Ok(_) => panic!("a newer database was opened"),
    };
    assert!(
        matches!(e, StoreError::NewerSchema { found, supported, .. }
            if found == newer && supported == SCHEMA_VERSION),
        "{e}"
    );
    assert!(e.to_string().contains("tables.db"), "{e}");
    let v: u32 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, newer, "the newer database is not changed");
}

#[cfg(feature = "postgres")]
mod postgres {
    use super::*;

    /// The PostgreSQL schema before versions were recorded, as it was.
    const PG_V1: &str = include_str!("fixtures/pg_schema_v1.sql");

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_postgres_database_of_the_unversioned_schema_is_migrated_and_kept() {
        let Ok(url) = std::env::var("RYOIKI_TEST_POSTGRES_MIGRATE") else {
            eprintln!("RYOIKI_TEST_POSTGRES_MIGRATE is not set: PostgreSQL's migration skipped");
            return;
        };
        let (c, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        c.batch_execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
            .await
            .unwrap();
        c.batch_execute(PG_V1).await.unwrap();
        c.execute(
            "INSERT INTO ryoiki_tables (id, node, epoch, game, variant, setup, view_key, bot_seed) \
             VALUES ('old', 'm', 1, 'fow', NULL, $1, $2, 7)",
            &[&setup_json(), &key_json()],
        )
        .await
        .unwrap();
        c.execute(
            "INSERT INTO ryoiki_seats VALUES ('old', 0, 'p0', NULL, $1)",
            &[&vec![7u8; 32]],
        )
        .await
        .unwrap();
        c.execute(
            "INSERT INTO ryoiki_seats VALUES ('old', 1, 'bot', 'random', NULL)",
            &[],
        )
        .await
        .unwrap();
        for (n, seat, seq) in [
            (0i64, None, None),
            (1, Some(0i32), Some(1i64)),
            (2, Some(1), None),
        ] {
            c.execute(
                "INSERT INTO ryoiki_actions VALUES ('old', $1, $2, $3, $4)",
                &[&n, &seat, &seq, &action_json(n as u32)],
            )
            .await
            .unwrap();
        }
        let store = ryoiki_server::PgStore::connect(&url, "m").unwrap();
        check_migrated(&store).await;
        drop(store);
        let v: i32 = c
            .query_one("SELECT MAX(version) FROM ryoiki_schema", &[])
            .await
            .unwrap()
            .get(0);
        assert_eq!(v as u32, SCHEMA_VERSION);
        // A newer version recorded: refused, and nothing changed.
        let newer = SCHEMA_VERSION as i32 + 1;
        c.execute("INSERT INTO ryoiki_schema (version) VALUES ($1)", &[&newer])
            .await
            .unwrap();
        let e = match ryoiki_server::PgStore::connect(&url, "m") {
            Err(e) => e,
            Ok(_) => panic!("a newer database was opened"),
        };
        assert!(
            matches!(e, StoreError::NewerSchema { found, .. } if found as i32 == newer),
            "{e}"
        );
        let rows: i64 = c
            .query_one(
                "SELECT COUNT(*) FROM ryoiki_actions WHERE table_id = 'old'",
                &[],
            )
            .await
            .unwrap()
            .get(0);
        assert_eq!(rows, 3);
    }
}
