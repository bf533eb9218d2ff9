//! The same tests for every durable store (SQLite always, PostgreSQL when built with the
//! `postgres` feature and `RYOIKI_TEST_POSTGRES` is set): group commit with a bad write
//! failing alone, a restart restoring every table, a resend acknowledged once across a
//! restart, a failed write changing nothing; and, for PostgreSQL, two nodes on one
//! database never loading or writing each other's tables.

mod common;

use common::stores::{Backend, Failing, backends};
use common::{Client, actions, create, start};
use ryoiki_core::{Action, PlayerId, Setup, ViewKey, ZoneId, ZoneKind};
use ryoiki_server::store::{ActionRecord, SeatRecord, StoreError, TableRecord, Write, commit};
use ryoiki_server::token::TokenHash;
use ryoiki_server::{Limits, Store};
use serde_json::{Value, json};
use std::sync::Arc;
use tokio::sync::oneshot;

fn record(id: &str) -> TableRecord {
    TableRecord {
        id: id.into(),
        game: "fow".into(),
        variant: Some("v".into()),
        setup: Setup::default(),
        view_key: ViewKey::new(1, 2),
        seats: vec![
            SeatRecord {
                name: "p0".into(),
                bot: None,
                token: Some(TokenHash([7; 32])),
            },
            SeatRecord {
                name: "bot".into(),
                bot: Some("random".into()),
                token: None,
            },
        ],
        bot_seed: u64::MAX,
        // A named private table: both columns of schema 3 read back as written.
        name: Some("Friday ドラフト".into()),
        invite: Some(TokenHash([9; 32])),
    }
}

fn action(n: u64) -> ActionRecord {
    ActionRecord {
        n,
        seat: if n % 3 == 0 { None } else { Some(1) },
        seq: if n % 2 == 0 { None } else { Some(n + 1) },
        action: Action::Shuffle {
            player: PlayerId(0),
            zone: ZoneId {
                kind: ZoneKind(0),
                player: Some(PlayerId(0)),
            },
            forced: Some(vec![n as u32]),
        },
    }
}

/// A table id no other test run uses (tables of PostgreSQL outlive a run).
fn unique(b: &Backend, name: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    format!("{}-{name}-{}-{nanos}", b.name(), std::process::id())
}

fn submit(store: &dyn Store, w: Write) -> oneshot::Receiver<Result<(), StoreError>> {
    let (tx, rx) = oneshot::channel();
    store.submit(w, tx);
    rx
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_writes_share_commits_and_a_bad_one_fails_alone() {
    for b in backends("group-commit") {
        let (store, commits) = b.open();
        let ids: Vec<String> = (0..30).map(|t| unique(&b, &format!("t{t}"))).collect();
        let mut waits = Vec::new();
        for (t, id) in ids.iter().enumerate() {
            // Half the tables open with their first action, half append it after.
            let opening: Vec<ActionRecord> = (0..t as u64 % 2).map(action).collect();
            let first = opening.len() as u64;
            waits.push(submit(
                store.as_ref(),
                Write::Create {
                    table: record(id),
                    opening,
                },
            ));
            for n in first..10 {
                waits.push(submit(
                    store.as_ref(),
                    Write::Append {
                        table: id.clone(),
                        action: action(n),
                    },
                ));
            }
        }
        let bad = submit(
            store.as_ref(),
            Write::Append {
                table: unique(&b, "none"),
                action: action(0),
            },
        );
        let dup = submit(
            store.as_ref(),
            Write::Append {
                table: ids[0].clone(),
                action: action(3),
            },
        );
        let writes = waits.len() as u64 + 2;
        for w in waits {
            w.await.unwrap().unwrap();
        }
        assert!(bad.await.unwrap().is_err(), "{}", b.name());
        assert!(dup.await.unwrap().is_err(), "{}", b.name());
        assert!(
            commits() < writes / 2,
            "{}: {} commits for {writes} writes",
            b.name(),
            commits()
        );
        // Reopened (as after a restart): everything good is there, read back exactly.
        drop(store);
        let (again, _) = b.open();
        let all = again.load_all().unwrap().tables;
        assert_eq!(all.len(), 30, "{}", b.name());
        for (t, id) in all.iter().zip(&ids) {
            assert_eq!(&t.record, &record(id), "{}", b.name());
            assert_eq!(t.actions, (0..10).map(action).collect::<Vec<_>>());
        }
        assert!(again.load_table(&unique(&b, "none")).unwrap().is_none());
        assert_eq!(
            again.load_table(&ids[4]).unwrap().unwrap().actions.len(),
            10
        );
    }
}

async fn seat(addr: &str, created: &Value, seat: usize) -> Client {
    let id = created["id"].as_str().unwrap();
    let tok = created["seats"][seat]["token"].as_str().unwrap();
    Client::seat(addr, id, seat as u8, tok).await
}

fn to_move(c: &Client) -> usize {
    c.state.as_ref().unwrap()["to_move"].as_u64().unwrap() as usize
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resend_after_a_restart_is_acknowledged_once() {
    for b in backends("resend-restart") {
        let (store, _) = b.open();
        let (addr, server) = start(store, Limits::default()).await;
        let created = create(&addr, json!({"game":"fow","seed":11})).await;
        let id = created["id"].as_str().unwrap().to_string();
        let first = seat(&addr, &created, 0).await;
        let mover = to_move(&first);
        let mut c = seat(&addr, &created, mover).await;
        let v = c.version();
        let msg = json!({"type":"action","seq":9,"version":v,"pick":0});
        c.send(&msg).await;
        let ack = c.until("ack").await;
        assert_eq!(ack, json!({"type":"ack","seq":9,"version":v + 1}));
        let n = actions(&server, &id).await;
        // A new server on the same store (a restart): the seat's last seq is known, the
        // resent action is acknowledged as before and not applied again.
        let (store2, _) = b.open();
        let (addr2, server2) = start(store2, Limits::default()).await;
        assert_eq!(actions(&server2, &id).await, n, "{}", b.name());
        let mut c2 = seat(&addr2, &created, mover).await;
        c2.send(&msg).await;
        assert_eq!(c2.until("ack").await, ack, "{}", b.name());
        assert_eq!(actions(&server2, &id).await, n, "{}", b.name());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_write_changes_nothing_and_the_resend_is_taken_once() {
    for b in backends("failed-write") {
        let (inner, _) = b.open();
        let store = Arc::new(Failing::new(inner));
        let (addr, server) = start(store.clone(), Limits::default()).await;
        let created = create(&addr, json!({"game":"pmv","seed":3})).await;
        let id = created["id"].as_str().unwrap().to_string();
        let first = seat(&addr, &created, 0).await;
        let mover = to_move(&first);
        let mut c = seat(&addr, &created, mover).await;
        let v = c.version();
        let before = server.table(&id).unwrap().saved().await.unwrap();
        store.fail_next(1);
        let msg = json!({"type":"action","seq":1,"version":v,"pick":0});
        c.send(&msg).await;
        let r = c.until("refused").await;
        assert_eq!(r["code"], "unavailable", "{}: {r}", b.name());
        assert_eq!(server.table(&id).unwrap().saved().await.unwrap(), before);
        c.send(&msg).await;
        assert_eq!(c.until("ack").await["version"], v + 1, "{}", b.name());
        // What the store holds is what the table holds: the action once.
        let (again, _) = b.open();
        let stored = again.load_table(&id).unwrap().unwrap();
        assert_eq!(
            stored.actions.len(),
            before.actions.len() + 1,
            "{}",
            b.name()
        );
    }
}

/// Two nodes on one PostgreSQL database: node B neither loads, lists, serves nor
/// writes a table of node A, and node A's table goes on untouched.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_never_loads_or_writes_another_nodes_table() {
    let mut ran = false;
    for a in backends("nodes") {
        let Some(b) = a.other_node("b") else {
            continue;
        };
        ran = true;
        let (store_a, _) = a.open();
        let (addr_a, server_a) = start(store_a.clone(), Limits::default()).await;
        let created = create(&addr_a, json!({"game":"mtg","seed":5})).await;
        let id = created["id"].as_str().unwrap().to_string();
        let n = actions(&server_a, &id).await;
        let (store_b, _) = b.open();
        assert!(store_b.load_all().unwrap().tables.is_empty());
        assert!(store_b.load_table(&id).unwrap().is_none());
        let (_addr_b, server_b) = start(store_b.clone(), Limits::default()).await;
        assert!(server_b.list().is_empty());
        assert!(server_b.table(&id).is_none());
        // Even a write sent straight to the store is refused, and stores nothing.
        let err = commit(
            store_b.as_ref(),
            Write::Append {
                table: id.clone(),
                action: action(n as u64),
            },
        )
        .await
        .unwrap_err();
        assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
        // A table id node A holds cannot be taken by node B either.
        let mut rec = record(&id);
        rec.game = "fow".into();
        assert!(
            commit(
                store_b.as_ref(),
                Write::Create {
                    table: rec,
                    opening: vec![]
                }
            )
            .await
            .is_err()
        );
        let stored = store_a.load_table(&id).unwrap().unwrap();
        assert_eq!(stored.actions.len(), n);
        assert_eq!(stored.record.game, "mtg");
    }
    if !ran {
        eprintln!("nodes: no PostgreSQL store to test: skipped");
    }
}
