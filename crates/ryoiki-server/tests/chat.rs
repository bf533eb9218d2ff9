//! A table's chat and a connection's history: a seat's chat line is stored, told to
//! every seat and spectator, refused when empty, too long, multi-line, from a spectator
//! or past the rate or line limits; it survives a restart, and a seat joining again is
//! sent the events it was told (exactly, and never another seat's hidden card) and the
//! chat, in a `history` between `hello` and `state`.

mod common;

use common::{Client, create, start};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_server::{Limits, SqliteStore};
use serde_json::{Value, json};
use std::sync::Arc;

/// The next message of one of these types (other messages are skipped).
async fn next_of(c: &mut Client, kinds: &[&str]) -> Value {
    loop {
        let v = c.next().await.expect("the connection stays open");
        if kinds.iter().any(|k| v["type"] == *k) {
            return v;
        }
    }
}

/// The `history` a client was sent on join.
fn history(c: &Client) -> Value {
    c.log
        .iter()
        .find(|m| m["type"] == "history")
        .cloned()
        .expect("a history on join")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_line_is_told_to_everyone_kept_and_sent_again_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        chat_burst: 3.0,
        chats_per_second: 0.001,
        max_chat_chars: 20,
        ..Limits::default()
    };
    let store = Arc::new(SqliteStore::open(dir.path()).unwrap());
    let (addr, _srv) = start(store, limits.clone()).await;
    let t = create(&addr, json!({"game": "fow", "seed": 3})).await;
    let id = t["id"].as_str().unwrap().to_string();
    let tok = |s: usize| t["seats"][s]["token"].as_str().unwrap().to_string();
    let mut a = Client::seat(&addr, &id, 0, &tok(0)).await;
    let mut b = Client::seat(&addr, &id, 1, &tok(1)).await;
    let mut w = Client::spectator(&addr, &id).await;
    assert_eq!(history(&a)["chat"], json!([]), "no chat yet");

    a.send(&json!({"type": "chat", "text": "hello 世界"})).await;
    for c in [&mut a, &mut b, &mut w] {
        let m = next_of(c, &["chat", "refused"]).await;
        assert_eq!(m["type"], "chat", "{m}");
        assert_eq!(m["n"], 0);
        assert_eq!(m["seat"], 0);
        assert_eq!(m["text"], "hello 世界");
        assert_eq!(m["name"], t["seats"][0]["name"]);
    }

    // Refused: each with its code, and nothing stored or told.
    for (text, code) in [
        ("   ", "bad-message"),
        ("two\nlines", "bad-message"),
        ("twenty-one characters", "too-large"),
    ] {
        b.send(&json!({"type": "chat", "text": text})).await;
        let r = next_of(&mut b, &["chat", "refused"]).await;
        assert_eq!(r["type"], "refused", "{text:?}: {r}");
        assert_eq!(r["code"], code, "{text:?}: {r}");
    }
    w.send(&json!({"type": "chat", "text": "I only watch"}))
        .await;
    let r = next_of(&mut w, &["chat", "refused"]).await;
    assert_eq!(r["code"], "spectator", "{r}");

    // The burst is 3 lines: a's fourth (with no time to refill) is refused.
    for i in 1..3 {
        a.send(&json!({"type": "chat", "text": format!("line {i}")}))
            .await;
        assert_eq!(next_of(&mut a, &["chat", "refused"]).await["n"], i);
    }
    a.send(&json!({"type": "chat", "text": "one too many"}))
        .await;
    let r = next_of(&mut a, &["chat", "refused"]).await;
    assert_eq!(r["code"], "rate-limited", "{r}");

    // Another server on the same database: the chat is there, and sent on join.
    drop((a, b, w));
    let store = Arc::new(SqliteStore::open(dir.path()).unwrap());
    let (addr2, _srv2) = start(store, limits).await;
    let again = Client::seat(&addr2, &id, 1, &tok(1)).await;
    let h = history(&again);
    let texts: Vec<&str> = h["chat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["hello 世界", "line 1", "line 2"]);
    assert_eq!(h["chat_omitted"], 0);
    let order: Vec<&str> = again
        .log
        .iter()
        .map(|m| m["type"].as_str().unwrap())
        .collect();
    assert_eq!(&order[..3], ["hello", "history", "state"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_full_of_chat_refuses_more() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        max_chat_lines: 2,
        ..Limits::default()
    };
    let (addr, _srv) = start(Arc::new(SqliteStore::open(dir.path()).unwrap()), limits).await;
    let t = create(&addr, json!({"game": "fow", "seed": 3})).await;
    let id = t["id"].as_str().unwrap();
    let mut a = Client::seat(&addr, id, 0, t["seats"][0]["token"].as_str().unwrap()).await;
    for i in 0..2 {
        a.send(&json!({"type": "chat", "text": "hi"})).await;
        assert_eq!(next_of(&mut a, &["chat", "refused"]).await["n"], i);
    }
    a.send(&json!({"type": "chat", "text": "hi"})).await;
    let r = next_of(&mut a, &["chat", "refused"]).await;
    assert_eq!(r["code"], "chat-full", "{r}");
}

/// Every string under a `name` key of `v`.
fn names(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("name", Value::String(s)) if s.chars().count() > 2 => out.push(s.clone()),
                    _ => names(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| names(x, out)),
        _ => {}
    }
}

/// A client's `events` messages as `history` lists them.
fn told(c: &Client) -> Vec<Value> {
    c.log
        .iter()
        .filter(|m| m["type"] == "events")
        .map(|m| json!({"version": m["version"], "by": m["by"], "events": m["events"]}))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_joining_again_is_sent_exactly_its_own_past_events() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SqliteStore::open(dir.path()).unwrap());
    let (addr, srv) = start(store, Limits::default()).await;
    let t = create(&addr, json!({"game": "fow", "seed": 11})).await;
    let id = t["id"].as_str().unwrap().to_string();
    let tok = |s: usize| t["seats"][s]["token"].as_str().unwrap().to_string();
    let mut seats = [
        Client::seat(&addr, &id, 0, &tok(0)).await,
        Client::seat(&addr, &id, 1, &tok(1)).await,
    ];
    let mut rng = 11u64;
    let mut seq = 0;
    for _ in 0..40 {
        let st = seats[0].state.clone().unwrap();
        let Some(mover) = st["to_move"].as_u64() else {
            break;
        };
        let m = mover as usize;
        let st = seats[m].state.clone().unwrap();
        let count = st["actions"].as_array().map_or(0, Vec::len);
        if count == 0 {
            break;
        }
        let v = st["version"].as_u64().unwrap();
        seq += 1;
        let pick = (splitmix64_next(&mut rng) % count as u64) as usize;
        seats[m]
            .send(&json!({"type": "action", "seq": seq, "version": v, "pick": pick}))
            .await;
        for c in seats.iter_mut() {
            c.state_at(v + 1).await;
        }
    }
    let live = [told(&seats[0]), told(&seats[1])];
    assert!(
        live[0].len() >= 10,
        "the game went on: {} actions",
        live[0].len()
    );

    // A name of the setup seat 0 was told but seat 1 was never sent: a hidden card.
    let saved = srv.table(&id).unwrap().saved().await.unwrap();
    let mut all = Vec::new();
    names(&serde_json::to_value(&saved.setup).unwrap(), &mut all);
    let text0: String = live[0].iter().map(Value::to_string).collect();
    let text1: String = seats[1].log.iter().map(Value::to_string).collect();
    let hidden: Vec<&String> = all
        .iter()
        .filter(|n| text0.contains(n.as_str()) && !text1.contains(n.as_str()))
        .collect();
    assert!(!hidden.is_empty(), "seat 0 was told a card seat 1 was not");

    // Each seat joins again: its history's events are exactly what it was told.
    let again = [
        Client::seat(&addr, &id, 0, &tok(0)).await,
        Client::seat(&addr, &id, 1, &tok(1)).await,
    ];
    for (s, c) in again.iter().enumerate() {
        let h = history(c);
        assert_eq!(h["seat"], s);
        assert_eq!(
            h["events"].as_array().unwrap(),
            &live[s],
            "seat {s}'s history"
        );
        assert_eq!(h["events_omitted"], 0);
    }
    let h1 = history(&again[1]).to_string();
    for n in hidden {
        assert!(!h1.contains(n.as_str()), "seat 1's history names {n}");
    }
}
