//! Durability: tables kept in a durable store (SQLite; PostgreSQL too when the `postgres`
//! feature is on and `RYOIKI_TEST_POSTGRES` is set) are all restored by replay when a server starts on
//! the same data folder, each exactly as it was (setup, key, actions, seats' last seqs),
//! and play goes on.

mod common;

use common::stores::backends;
use common::{Client, create, start};
use ryoiki_server::Limits;
use serde_json::json;
use std::sync::Arc;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_stored_table_is_restored_by_replay() {
    for b in backends("restore") {
        restored_by_replay(b.open().0, || b.open().0).await;
    }
}

async fn restored_by_replay(
    store: Arc<dyn ryoiki_server::Store>,
    reopen: impl Fn() -> Arc<dyn ryoiki_server::Store>,
) {
    let (addr, server) = start(store, Limits::default()).await;
    let games = ["fow", "pmv", "mtg"];
    let mut tables = Vec::new();
    for i in 0..24u64 {
        let game = games[i as usize % 3];
        let mut req = json!({"game": game, "seed": i});
        if i % 4 == 3 {
            req["bots"] = json!({"1": "random"});
        }
        if game == "mtg" && i % 6 == 2 {
            req["variant"] = json!("grand-melee");
        }
        tables.push(create(&addr, req).await);
    }
    // A few actions on each table, from whichever seat is to move.
    let mut last_seqs = Vec::new();
    for t in &tables {
        let id = t["id"].as_str().unwrap();
        let mut seat_seq = std::collections::BTreeMap::new();
        for _ in 0..3 {
            let watcher = Client::spectator(&addr, id).await;
            let st = watcher.state.clone().unwrap();
            let Some(to) = st["to_move"].as_u64() else {
                break;
            };
            let Some(token) = t["seats"][to as usize]["token"].as_str() else {
                break; // a bot's move: it plays by itself
            };
            let mut c = Client::seat(&addr, id, to as u8, token).await;
            let v = c.version();
            if c.state.as_ref().unwrap()["to_move"] != to {
                continue;
            }
            let seq = seat_seq.entry(to).or_insert(0u64);
            *seq += 1;
            c.send(&json!({"type":"action","seq":*seq,"version":v,"pick":0}))
                .await;
            let m = c.until("ack").await;
            assert_eq!(m["version"], v + 1);
        }
        last_seqs.push(seat_seq);
    }
    let mut before = Vec::new();
    for t in &tables {
        let h = server.table(t["id"].as_str().unwrap()).unwrap();
        before.push(h.saved().await.unwrap());
    }
    // A second server on the same folder (as after a restart).
    let store2 = reopen();
    let loaded = store2.load_all().unwrap().tables;
    assert_eq!(loaded.len(), tables.len());
    let (addr2, server2) = start(store2, Limits::default()).await;
    assert_eq!(server2.list().len(), tables.len());
    for ((t, saved), seqs) in tables.iter().zip(&before).zip(&last_seqs) {
        let id = t["id"].as_str().unwrap();
        let h = server2.table(id).expect("restored");
        let again = h.saved().await.unwrap();
        // Bots may have gone on; everything before is the same, in order.
        assert!(again.actions.len() >= saved.actions.len());
        assert_eq!(again.setup, saved.setup);
        assert_eq!(again.view_key, saved.view_key);
        assert_eq!(&again.actions[..saved.actions.len()], &saved.actions[..]);
        // Each seat's last seq is remembered.
        for (seat, seq) in seqs {
            let token = t["seats"][*seat as usize]["token"].as_str().unwrap();
            let mut c = Client::join(
                &addr2,
                json!({"type":"join","table":id,"seat":seat,"token":token}),
            )
            .await;
            let hello = c.until("hello").await;
            assert_eq!(hello["last_seq"], *seq, "{hello}");
        }
    }
}
