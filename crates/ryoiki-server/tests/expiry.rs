//! Abandoned tables expire (issue #26): a table nobody ever sat at expires after the
//! untouched time, any other after the idle time, never while a connection is open;
//! an expired table leaves the list and the store, and its seats can no longer join;
//! after a restart the rule starts again from the restart.

mod common;

use common::{Client, create, start};
use ryoiki_server::{Limits, MemoryStore, SqliteStore, Store};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

fn fast(untouched_ms: u64, idle_ms: u64) -> Limits {
    Limits {
        untouched_expiry: Duration::from_millis(untouched_ms),
        idle_expiry: Duration::from_millis(idle_ms),
        expiry_sweep: Duration::from_millis(25),
        ..Limits::default()
    }
}

fn ids(server: &ryoiki_server::Server) -> Vec<String> {
    server.list().into_iter().map(|t| t.id).collect()
}

fn stored(store: &dyn Store) -> Vec<String> {
    let mut v: Vec<String> = store
        .load_all()
        .unwrap()
        .tables
        .into_iter()
        .map(|t| t.record.id)
        .collect();
    v.sort();
    v
}

async fn sleep_ms(ms: u64) {
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_nobody_sat_at_expires_and_one_with_a_player_stays() {
    let store = Arc::new(MemoryStore::new());
    let (addr, server) = start(store.clone(), fast(300, 60_000)).await;
    let empty = create(&addr, json!({"game": "fow", "seed": 1})).await;
    let played = create(&addr, json!({"game": "pmv", "seed": 2})).await;
    let (empty, played_id) = (
        empty["id"].as_str().unwrap().to_string(),
        played["id"].as_str().unwrap().to_string(),
    );
    let token = played["seats"][0]["token"].as_str().unwrap();
    let player = Client::seat(&addr, &played_id, 0, token).await;
    sleep_ms(800).await;
    assert_eq!(
        ids(&server),
        vec![played_id.clone()],
        "the empty table stayed"
    );
    assert_eq!(
        stored(&*store),
        vec![played_id.clone()],
        "its rows stayed in the store"
    );
    // Its seats can no longer join.
    let token0 = "x".repeat(32);
    let mut late = Client::join(
        &addr,
        json!({"type":"join","table":empty,"seat":0,"token":token0}),
    )
    .await;
    let refused = late.next().await.unwrap();
    assert_eq!(refused["type"], "error", "{refused}");
    // The player leaves: a used table waits the idle time (a minute here).
    drop(player);
    sleep_ms(500).await;
    assert_eq!(ids(&server), vec![played_id]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_used_table_expires_after_the_idle_time_with_no_connection() {
    let store = Arc::new(MemoryStore::new());
    let (addr, server) = start(store.clone(), fast(100, 1500)).await;
    let t = create(&addr, json!({"game": "mtg", "seed": 3})).await;
    let id = t["id"].as_str().unwrap().to_string();
    let player = Client::seat(&addr, &id, 1, t["seats"][1]["token"].as_str().unwrap()).await;
    // Open connections keep it, however long.
    sleep_ms(1800).await;
    assert_eq!(
        ids(&server),
        vec![id.clone()],
        "expired with a player connected"
    );
    drop(player);
    sleep_ms(400).await;
    assert_eq!(
        ids(&server),
        vec![id.clone()],
        "expired before the idle time"
    );
    // A spectator coming by is a use too: the idle time starts again.
    let watcher = Client::spectator(&addr, &id).await;
    drop(watcher);
    sleep_ms(700).await;
    assert_eq!(
        ids(&server),
        vec![id],
        "the spectator's visit did not count"
    );
    sleep_ms(1500).await;
    assert!(ids(&server).is_empty(), "never expired");
    assert!(stored(&*store).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_untouched_tables_expire_and_played_ones_wait() {
    let dir = std::env::temp_dir().join(format!("ryoiki-expiry-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (addr, server) = start(
        Arc::new(SqliteStore::open(&dir).unwrap()),
        Limits::default(),
    )
    .await;
    let untouched = create(&addr, json!({"game": "fow", "seed": 4})).await;
    let played = create(&addr, json!({"game": "fow", "seed": 5})).await;
    let played_id = played["id"].as_str().unwrap().to_string();
    // One action by a seat puts a seat's action in the log.
    let to = {
        let w = Client::spectator(&addr, &played_id).await;
        w.state.unwrap()["to_move"].as_u64().unwrap() as u8
    };
    let mut c = Client::seat(
        &addr,
        &played_id,
        to,
        played["seats"][to as usize]["token"].as_str().unwrap(),
    )
    .await;
    let v = c.version();
    c.send(&json!({"type":"action","seq":1,"version":v,"pick":0}))
        .await;
    c.until("ack").await;
    drop(c);
    drop(server);
    let _ = untouched;

    // The restart: the untouched table goes after the untouched time, the played one
    // stays for the idle time.
    let store2: Arc<dyn Store> = Arc::new(SqliteStore::open(&dir).unwrap());
    let (_addr2, server2) = start(store2.clone(), fast(300, 60_000)).await;
    assert_eq!(server2.list().len(), 2);
    sleep_ms(800).await;
    assert_eq!(ids(&server2), vec![played_id.clone()]);
    assert_eq!(stored(&*store2), vec![played_id]);
    drop(server2);
    let _ = std::fs::remove_dir_all(&dir);
}
