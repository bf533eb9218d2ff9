//! Issue #12: the memory an idle table holds. The test creates many tables of the sample
//! setups (the games in turn, each table its own seed, as `ryoiki loadtest` does) on a
//! store that keeps nothing in this process, and reads the growth of the resident set
//! (`VmRSS`): what the tables themselves hold, whatever the store.
//!
//! It is its own test binary (one process, one test), so nothing else grows the heap
//! meanwhile.

use ryoiki_core::{Game, NullSink, ViewKey};
use ryoiki_server::store::{Done, StoredTable, Write};
use ryoiki_server::{CreateRequest, Limits, Server, Store, StoreError};
use std::sync::atomic::{AtomicU64, Ordering};

/// A store that acknowledges every write and keeps nothing (what a table holds in
/// memory is measured, not the store's copy).
#[derive(Default)]
struct Forgetful {
    writes: AtomicU64,
}

impl Store for Forgetful {
    fn submit(&self, _: Write, done: Done) {
        self.writes.fetch_add(1, Ordering::Relaxed);
        let _ = done.send(Ok(()));
    }

    fn load_all(&self) -> Result<ryoiki_server::store::Loaded, StoreError> {
        Ok(Default::default())
    }

    fn load_table(&self, _: &str) -> Result<Option<StoredTable>, StoreError> {
        Ok(None)
    }
}

/// The process's resident set in KiB.
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

async fn create(server: &Server, games: &[&str], from: usize, n: usize) {
    for i in from..from + n {
        let req = CreateRequest {
            game: games[i % games.len()].to_string(),
            seed: Some(1 + i as u64),
            ..CreateRequest::default()
        };
        server.create(&req).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_table_holds_at_most_64_kib() {
    let Some(_) = resident_kib() else {
        eprintln!("no /proc/self/status here: the memory per table is not measured");
        return;
    };
    let store = std::sync::Arc::new(Forgetful::default());
    let (server, _) = Server::open(store.clone(), Limits::default()).unwrap();
    let games = ["fow", "pmv", "mtg"];
    // A first batch warms up the runtime, the shared card definitions and the
    // allocator; the tables after it are measured.
    create(&server, &games, 0, 150).await;
    let n = 1500;
    let before = resident_kib().unwrap();
    create(&server, &games, 150, n).await;
    let after = resident_kib().unwrap();
    assert_eq!(store.writes.load(Ordering::Relaxed), 150 + n as u64);
    assert_eq!(server.list().len(), 150 + n);
    let per_table = (after.saturating_sub(before)) as f64 / n as f64;
    eprintln!(
        "memory per idle table: {per_table:.1} KiB ({n} tables, VmRSS {before} → {after} KiB)"
    );
    assert!(
        per_table <= 64.0,
        "an idle table holds {per_table:.1} KiB, over issue #12's 64 KiB"
    );

    // For the record (docs/performance.md): the share of the game itself, each game
    // holding its own card definitions, as a table's did before they were shared.
    let before = resident_kib().unwrap();
    let mut games = Vec::with_capacity(n);
    for i in 0..n {
        let req = CreateRequest {
            game: games_of(i, &["fow", "pmv", "mtg"]),
            seed: Some(1 + i as u64),
            ..CreateRequest::default()
        };
        let start = ryoiki_server::setup::start(&req, 1 + i as u64).unwrap();
        let mut game =
            Game::new_with_key(start.kind.rules(), start.setup, ViewKey::new(1, 2)).unwrap();
        for a in start.opening {
            game.apply(a, &mut NullSink).unwrap();
        }
        games.push(game);
    }
    let after = resident_kib().unwrap();
    eprintln!(
        "a game alone (own card definitions): {:.1} KiB; a table's command: {} bytes",
        (after.saturating_sub(before)) as f64 / n as f64,
        std::mem::size_of::<ryoiki_server::table::Command>()
    );
    assert_eq!(games.len(), n);
}

fn games_of(i: usize, games: &[&str]) -> String {
    games[i % games.len()].to_string()
}
