//! Every durable store deletes an expired table's record, seats and actions, and
//! nothing of another table; PostgreSQL only the node's own (issue #26, `expiry.rs`).

mod common;

use common::stores::backends;
use common::{create, start};
use ryoiki_server::Limits;
use ryoiki_server::store::{Write, commit};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_table_is_deleted_and_the_others_stay() {
    for b in backends("an_expired_table_is_deleted") {
        let (store, _) = b.open();
        let (addr, server) = start(store.clone(), Limits::default()).await;
        let gone = create(&addr, json!({"game": "fow", "seed": 1})).await;
        let kept = create(&addr, json!({"game": "mtg", "seed": 2})).await;
        let (gone, kept) = (gone["id"].as_str().unwrap(), kept["id"].as_str().unwrap());
        let before = store.load_table(gone).unwrap().expect("stored");
        assert_eq!(before.record.seats.len(), 2, "{}", b.name());
        commit(&*store, Write::Expire { table: gone.into() })
            .await
            .unwrap();
        assert!(store.load_table(gone).unwrap().is_none(), "{}", b.name());
        let other = store.load_table(kept).unwrap().expect("the other table");
        assert_eq!(other.record.id, kept);
        // Another node of the same database cannot delete this node's table.
        if let Some(node2) = b.other_node("second") {
            let (store2, _) = node2.open();
            commit(&*store2, Write::Expire { table: kept.into() })
                .await
                .unwrap();
            assert!(store.load_table(kept).unwrap().is_some(), "{}", b.name());
        }
        drop(server);
    }
}
