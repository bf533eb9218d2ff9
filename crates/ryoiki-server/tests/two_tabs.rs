//! Two tabs (or devices) on one seat: each connection numbers its actions above the
//! seat's last accepted seq, which every `state` carries; an action numbered with a seq
//! the other tab already used is refused as `seq-used` (not taken for a resend and
//! silently dropped), and the tab goes on with the next number; a true resend (same seq,
//! same version) is still acknowledged again with nothing applied.

mod common;

use common::{Client, create, start};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::{Value, json};
use std::sync::Arc;

/// Reads until an `ack` or a `refused`, which it returns.
async fn answer(c: &mut Client) -> Value {
    loop {
        let m = c.next().await.expect("the connection stays open");
        if m["type"] == "ack" || m["type"] == "refused" {
            return m;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_tabs_on_one_seat_tell_their_actions_apart() {
    let (addr, srv) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let t = create(&addr, json!({"game": "fow", "seed": 3})).await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    let mut a = Client::seat(&addr, &id, 0, &token).await;
    let mut b = Client::seat(&addr, &id, 0, &token).await;
    let v0 = a.version();
    assert_eq!(
        a.state.as_ref().unwrap()["to_move"],
        0,
        "seat 0 moves first"
    );
    assert!(
        a.state.as_ref().unwrap()["last_seq"].is_null(),
        "no seq accepted yet"
    );

    // Tab A takes seq 1.
    a.send(&json!({"type": "action", "seq": 1, "version": v0, "pick": 0}))
        .await;
    let ack = answer(&mut a).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    assert_eq!(ack["version"], v0 + 1);
    // Tab B follows: its state says seq 1 is taken.
    let st = b.state_at(v0 + 1).await;
    assert_eq!(st["last_seq"], 1, "{st}");

    // A tab that numbered its action 1 anyway (it had not seen that state) is refused
    // as seq-used, and nothing is applied.
    b.send(&json!({"type": "action", "seq": 1, "version": v0 + 1, "pick": 0}))
        .await;
    let r = answer(&mut b).await;
    assert_eq!(r["type"], "refused", "{r}");
    assert_eq!(r["code"], "seq-used", "{r}");
    let saved = srv.table(&id).unwrap().saved().await.unwrap();
    assert_eq!(saved.actions.len() as u64, v0 + 1, "nothing was applied");

    // Tab A's true resend of seq 1 (same version) is acknowledged again, nothing applied.
    a.send(&json!({"type": "action", "seq": 1, "version": v0, "pick": 0}))
        .await;
    let again = answer(&mut a).await;
    assert_eq!(again["type"], "ack", "{again}");
    assert_eq!(again["version"], v0 + 1);

    // Tab B numbers above the last seq and is heard: taken if it is still seat 0's
    // move, else refused for whose move it is, but never as a used seq.
    let st = b.state.clone().unwrap();
    let v = st["version"].as_u64().unwrap();
    b.send(&json!({"type": "action", "seq": 2, "version": v, "pick": 0}))
        .await;
    let r = answer(&mut b).await;
    assert_ne!(r["code"], "seq-used", "{r}");
    if st["to_move"] == 0 {
        assert_eq!(r["type"], "ack", "{r}");
        // And tab A follows tab B's action.
        let st_a = a.state_at(v + 1).await;
        assert_eq!(st_a["last_seq"], 2, "{st_a}");
    }
}
