//! Security and the protocol's refusals: no seat acts for another, a spectator cannot
//! act, forged and foreign tokens are refused, a resend is acknowledged once and never
//! applied twice, stale versions are refused with the current state, the limits hold,
//! and a failed write is never acknowledged and leaves the game as it was.

mod common;

use common::{Client, actions, create, http, start};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

/// A FoW table with both seats joined; the id, the seats and the created body.
async fn table(addr: &str) -> (String, Vec<Client>, Value) {
    let created = create(addr, json!({"game":"fow","seed":7})).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tok = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
    let a = Client::seat(addr, &id, 0, &tok(0)).await;
    let b = Client::seat(addr, &id, 1, &tok(1)).await;
    (id, vec![a, b], created)
}

fn to_move(c: &Client) -> usize {
    c.state.as_ref().unwrap()["to_move"].as_u64().unwrap() as usize
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_cannot_act_for_another_and_a_spectator_cannot_act() {
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let (id, mut seats, _) = table(&addr).await;
    let mover = to_move(&seats[0]);
    let other = 1 - mover;
    let before = actions(&server, &id).await;
    let saved_before = server.table(&id).unwrap().saved().await.unwrap();
    let v = seats[other].version();
    // The other seat sends the mover's first listed action, by value and by pick.
    let listed = seats[mover].state.clone().unwrap()["actions"][0].clone();
    seats[other]
        .send(&json!({"type":"action","seq":1,"version":v,"action":listed}))
        .await;
    let r = seats[other].until("refused").await;
    assert_eq!(r["code"], "not-your-move", "{r}");
    assert_eq!(r["seq"], 1);
    said_in_japanese(&r);
    let st = seats[other].until("state").await;
    assert_eq!(st["version"], v);
    seats[other]
        .send(&json!({"type":"action","seq":2,"version":v,"pick":0}))
        .await;
    assert_eq!(seats[other].until("refused").await["code"], "not-your-move");
    // A spectator cannot act.
    let mut watcher = Client::spectator(&addr, &id).await;
    assert!(
        watcher.state.as_ref().unwrap()["actions"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    watcher
        .send(&json!({"type":"action","seq":1,"version":v,"pick":0}))
        .await;
    let r = watcher.until("refused").await;
    assert_eq!(r["code"], "spectator", "{r}");
    said_in_japanese(&r);
    // Nothing changed.
    assert_eq!(actions(&server, &id).await, before);
    assert_eq!(
        server.table(&id).unwrap().saved().await.unwrap(),
        saved_before
    );
    // The mover's own action is taken.
    seats[mover]
        .send(&json!({"type":"action","seq":1,"version":v,"pick":0}))
        .await;
    assert_eq!(seats[mover].until("ack").await["version"], v + 1);
    assert_eq!(actions(&server, &id).await, before + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_foreign_and_missing_tokens_are_refused() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let (id, _seats, created) = table(&addr).await;
    let other = create(&addr, json!({"game":"fow","seed":7})).await;
    let foreign = other["seats"][0]["token"].as_str().unwrap();
    let own1 = created["seats"][1]["token"].as_str().unwrap();
    let forged = "0".repeat(64);
    let joins = [
        json!({"type":"join","table":id,"seat":0,"token":forged}),
        json!({"type":"join","table":id,"seat":0,"token":foreign}),
        json!({"type":"join","table":id,"seat":0,"token":own1}),
        json!({"type":"join","table":id,"seat":0}),
        json!({"type":"join","table":id,"seat":9,"token":own1}),
        json!({"type":"join","table":"nope","seat":0,"token":forged}),
        json!({"type":"join","table":id}),
        json!({"type":"action","seq":1,"version":0,"pick":0}),
    ];
    for j in joins {
        let mut c = Client::join(&addr, j.clone()).await;
        let m = c.next().await.unwrap();
        assert_eq!(m["type"], "error", "{j} -> {m}");
        said_in_japanese(&m);
        assert!(
            c.next().await.is_none(),
            "{j}: the connection closes after an error"
        );
        assert!(
            c.log.iter().all(|m| m["type"] != "state"),
            "{j}: a refused join is sent no state"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resend_is_acknowledged_again_and_not_applied_twice() {
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let (id, mut seats, created) = table(&addr).await;
    let mover = to_move(&seats[0]);
    let v = seats[mover].version();
    let msg = json!({"type":"action","seq":5,"version":v,"pick":0});
    seats[mover].send(&msg).await;
    let ack = seats[mover].until("ack").await;
    assert_eq!(ack, json!({"type":"ack","seq":5,"version":v + 1}));
    let n = actions(&server, &id).await;
    // The same message again, and again on a new connection of the same seat: the same
    // ack, nothing applied.
    seats[mover].send(&msg).await;
    assert_eq!(seats[mover].until("ack").await, ack);
    let tok = created["seats"][mover]["token"].as_str().unwrap();
    let mut again = Client::join(
        &addr,
        json!({"type":"join","table":id,"seat":mover,"token":tok}),
    )
    .await;
    let hello = again.until("hello").await;
    assert_eq!(hello["last_seq"], 5, "{hello}");
    again.until("state").await;
    again.send(&msg).await;
    assert_eq!(again.until("ack").await, ack);
    assert_eq!(actions(&server, &id).await, n);
    // A seq below the last accepted one that was never accepted is refused.
    let v2 = again.version();
    let next = to_move(&again);
    if next == mover {
        again
            .send(&json!({"type":"action","seq":3,"version":v2,"pick":0}))
            .await;
        assert_eq!(again.until("refused").await["code"], "bad-message");
        assert_eq!(actions(&server, &id).await, n);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_version_is_refused_with_the_current_state() {
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let (id, mut seats, _) = table(&addr).await;
    let mover = to_move(&seats[0]);
    let v = seats[mover].version();
    seats[mover]
        .send(&json!({"type":"action","seq":1,"version":v,"pick":0}))
        .await;
    seats[mover].until("ack").await;
    seats[mover].state_at(v + 1).await;
    let now = to_move(&seats[mover]);
    let n = actions(&server, &id).await;
    // The seat to move now answers the old version.
    seats[now].state_at(v + 1).await;
    seats[now]
        .send(&json!({"type":"action","seq":10,"version":v,"pick":0}))
        .await;
    let r = seats[now].until("refused").await;
    assert_eq!(r["code"], "stale", "{r}");
    let st = seats[now].until("state").await;
    assert_eq!(st["version"], v + 1);
    assert_eq!(actions(&server, &id).await, n);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_large_and_too_many_messages_are_refused() {
    let limits = Limits {
        actions_per_second: 0.5,
        action_burst: 2.0,
        ..Limits::default()
    };
    let (addr, server) = start(Arc::new(MemoryStore::new()), limits).await;
    let (id, mut seats, _) = table(&addr).await;
    let n = actions(&server, &id).await;
    let c = &mut seats[0];
    c.send_text("{not json".into()).await;
    assert_eq!(c.until("refused").await["code"], "bad-message");
    c.send(&json!({"type":"action","seq":1,"version":0})).await;
    assert_eq!(c.until("refused").await["code"], "bad-message");
    c.send_text(format!(
        "{{\"type\":\"ping\",\"pad\":\"{}\"}}",
        "x".repeat(70_000)
    ))
    .await;
    assert_eq!(c.until("refused").await["code"], "too-large");
    c.send(&json!({"type":"ping"})).await;
    assert_eq!(c.until("pong").await["type"], "pong");
    // Stale actions, quickly: the bucket of two empties, then rate-limited.
    let mut codes = Vec::new();
    for seq in 100..104 {
        c.send(&json!({"type":"action","seq":seq,"version":9999,"pick":0}))
            .await;
        codes.push(c.until("refused").await["code"].clone());
    }
    assert!(codes.contains(&json!("rate-limited")), "{codes:?}");
    assert_eq!(actions(&server, &id).await, n);
    // Over twice the message limit, the connection is closed.
    c.send_text("x".repeat(200_000)).await;
    while c.next().await.is_some() {}
    // Body limit on HTTP.
    let big = json!({"game":"fow","decks":[{"name":"a","deck":"x".repeat(300_000)}]});
    let (status, _) = http(&addr, "POST", "/api/tables", &big.to_string()).await;
    assert_eq!(status, 413);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn join_timeout_and_connection_limit() {
    let limits = Limits {
        join_timeout: Duration::from_millis(300),
        max_spectators_per_table: 0,
        ..Limits::default()
    };
    let (addr, _server) = start(Arc::new(MemoryStore::new()), limits).await;
    let mut idle = Client::connect(&addr).await;
    let m = idle.next().await.unwrap();
    assert_eq!(m["type"], "error");
    assert!(m["error"].as_str().unwrap().contains("join"), "{m}");
    assert!(idle.next().await.is_none());
    let (id, _seats, _) = table(&addr).await;
    let mut third = Client::join(&addr, json!({"type":"join","table":id,"spectator":true})).await;
    let m = third.next().await.unwrap();
    assert_eq!(m["type"], "error", "{m}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_write_is_not_acknowledged_and_changes_nothing() {
    let store = Arc::new(MemoryStore::new());
    let (addr, server) = start(store.clone(), Limits::default()).await;
    let (id, mut seats, _) = table(&addr).await;
    let mover = to_move(&seats[0]);
    let v = seats[mover].version();
    let before = server.table(&id).unwrap().saved().await.unwrap();
    store.fail_next(1);
    seats[mover]
        .send(&json!({"type":"action","seq":1,"version":v,"pick":0}))
        .await;
    let r = seats[mover].until("refused").await;
    assert_eq!(r["code"], "unavailable", "{r}");
    assert_eq!(r["version"], v);
    let st = seats[mover].until("state").await;
    assert_eq!(st["version"], v);
    assert!(seats[mover].log.iter().all(|m| m["type"] != "ack"));
    assert_eq!(server.table(&id).unwrap().saved().await.unwrap(), before);
    // The same seq, resent once the store works, is taken once.
    seats[mover]
        .send(&json!({"type":"action","seq":1,"version":v,"pick":0}))
        .await;
    assert_eq!(seats[mover].until("ack").await["version"], v + 1);
    assert_eq!(actions(&server, &id).await, before.actions.len() + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_create_requests_say_what_is_wrong() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let cases = [
        (json!({"game":"chess"}), "no game"),
        (json!({"game":"fow","variant":"grand-melee"}), "no variant"),
        (
            json!({"game":"mtg","bots":{"0":"random","1":"random"}}),
            "every seat is a bot",
        ),
        (json!({"game":"mtg","bots":{"7":"random"}}), "no seat"),
        (json!({"game":"mtg","bots":{"1":"smart"}}), "no bot"),
        (
            json!({"game":"fow","decks":[{"name":"a","deck":"1 Nothing"}]}),
            "2 to 8 players",
        ),
        (json!({"game":"fow","colour":"red"}), "unknown field"),
    ];
    for (req, want) in cases {
        let (status, v) = http(&addr, "POST", "/api/tables", &req.to_string()).await;
        assert_eq!(status, 400, "{req} -> {v}");
        let e = v["error"].as_str().unwrap();
        assert!(e.contains(want), "{req}: {e}");
    }
    let (_, list) = http(&addr, "GET", "/api/tables", "").await;
    assert_eq!(list, json!([]));
}

/// A refusal or a failed join says why in Japanese too (`error_ja`), for a page shown in
/// Japanese: a sentence with Japanese in it, not the English one again.
fn said_in_japanese(m: &serde_json::Value) {
    let ja = m["error_ja"]
        .as_str()
        .unwrap_or_else(|| panic!("no error_ja: {m}"));
    assert!(
        ja.chars()
            .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}')),
        "error_ja has no Japanese: {m}"
    );
    assert_ne!(Some(ja), m["error"].as_str(), "{m}");
}
