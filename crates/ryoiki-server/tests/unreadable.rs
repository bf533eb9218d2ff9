//! One unreadable table does not stop the server (issue #26): a stored action that does
//! not parse, a gap in a table's action numbers, a view key that does not read back, an
//! id that is not UTF-8, missing seat rows, or a table whose seats are all bots: each
//! such table is left out and reported, and every other table is restored.

mod common;

use common::{Client, create, start};
use ryoiki_server::{Limits, Server, SqliteStore};
use serde_json::json;
use std::sync::Arc;

/// Creates `n` FoW tables on a SQLite store in `dir`, one action played on each; their
/// ids, in order.
async fn tables(dir: &std::path::Path, n: u64) -> Vec<String> {
    let store = Arc::new(SqliteStore::open(dir).unwrap());
    let (addr, _server) = start(store, Limits::default()).await;
    let mut ids = Vec::new();
    for i in 0..n {
        let created = create(&addr, json!({"game": "fow", "seed": i})).await;
        let id = created["id"].as_str().unwrap().to_string();
        let tok = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
        let mut a = Client::seat(&addr, &id, 0, &tok(0)).await;
        let mut b = Client::seat(&addr, &id, 1, &tok(1)).await;
        for seq in 1..=2u64 {
            let mover = a.state.as_ref().unwrap()["to_move"].as_u64().unwrap();
            let c = if mover == 0 { &mut a } else { &mut b };
            let v = c.version();
            c.send(&json!({"type":"action","seq":seq,"version":v,"pick":0}))
                .await;
            let ack = c.until("ack").await;
            assert_eq!(ack["seq"], seq, "{ack}");
            a.until("state").await;
            b.until("state").await;
        }
        ids.push(id);
    }
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_unreadable_table_is_left_out_and_the_others_restored() {
    let dir = tempfile::tempdir().unwrap();
    let ids = tables(dir.path(), 8).await;
    {
        let db = rusqlite::Connection::open(dir.path().join("tables.db")).unwrap();
        // A damaged file need not keep its own references.
        db.pragma_update(None, "foreign_keys", "OFF").unwrap();
        let exec = |sql: &str, id: &str| db.execute(sql, [id]).unwrap();
        exec(
            "UPDATE actions SET action = 'not json' WHERE table_id = ?1 AND n = 1",
            &ids[0],
        );
        exec("DELETE FROM actions WHERE table_id = ?1 AND n = 0", &ids[1]);
        exec("UPDATE tables SET view_key = '{' WHERE id = ?1", &ids[2]);
        exec("DELETE FROM seats WHERE table_id = ?1", &ids[3]);
        exec(
            "UPDATE seats SET bot = 'random', token_hash = NULL WHERE table_id = ?1",
            &ids[4],
        );
        exec(
            "UPDATE tables SET id = CAST(X'FF00' AS TEXT) WHERE id = ?1",
            &ids[5],
        );
    }
    let store = Arc::new(SqliteStore::open(dir.path()).unwrap());
    let (server, restored) = Server::open(store, Limits::default()).unwrap();
    let failed: Vec<String> = restored.failed.iter().map(|e| e.to_string()).collect();
    assert_eq!(restored.tables, 2, "{failed:#?}");
    assert_eq!(failed.len(), 6, "{failed:#?}");
    let says = |id: &str, what: &str| {
        assert!(
            failed.iter().any(|f| f.contains(id) && f.contains(what)),
            "no failure for {id} saying {what:?}: {failed:#?}"
        )
    };
    says(&ids[0], "the stored action does not read back");
    says(&ids[1], "action 1 follows 0 actions");
    says(&ids[2], "the stored view key does not read back");
    says(&ids[3], "0 seats stored for 2 players");
    says(&ids[4], "every seat is a bot's");
    assert!(
        failed
            .iter()
            .any(|f| f.contains("table \u{fffd}\\0: the stored id does not read back: not UTF-8")),
        "{failed:#?}"
    );
    // The good tables are there and play on.
    for id in &ids[6..] {
        let saved = server.table(id).unwrap().saved().await.unwrap();
        assert_eq!(saved.actions.len(), 2, "{id}: its two actions");
    }
    for id in &ids[..6] {
        assert!(server.table(id).is_none(), "{id} was restored");
    }
}
