//! Named tables, public or private (`POST /api/tables` with `name` and `visibility`): a
//! private table is left out of `GET /api/tables` and `GET /api/replays`; its spectators
//! join and its spectator's replay is had only with its invite token; a bad name is
//! refused naming the field and creates nothing; a restart on the same store keeps the
//! name and the privacy (SQLite, and PostgreSQL when it is set up).

mod common;

use common::stores::backends;
use common::{Client, create, get, http, start};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::{Value, json};
use std::sync::Arc;

/// The first message a spectator's join of `table` (with `token`, if any) is answered.
async fn watch(addr: &str, table: &str, token: Option<&str>) -> Value {
    let mut join = json!({"type": "join", "table": table, "spectator": true});
    if let Some(t) = token {
        join["token"] = json!(t);
    }
    let mut c = Client::join(addr, join).await;
    c.next().await.expect("an answer to the join")
}

/// The ids of the tables `GET /api/tables` lists.
async fn listed(addr: &str) -> Vec<String> {
    let (status, list) = http(addr, "GET", "/api/tables", "").await;
    assert_eq!(status, 200, "{list}");
    list.as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap().to_string())
        .collect()
}

fn refused_as_private(answer: &Value) {
    assert_eq!(answer["type"], "error", "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("private"),
        "{answer}"
    );
    assert!(!answer["error_ja"].as_str().unwrap().is_empty(), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_table_is_unlisted_and_watched_only_with_its_invite() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let public = create(&addr, json!({"game": "fow", "name": "  Open play  "})).await;
    let private = create(
        &addr,
        json!({"game": "mtg", "name": "Friday ドラフト", "visibility": "private"}),
    )
    .await;
    let plain = create(&addr, json!({"game": "pmv"})).await;
    // The creator is told the name (trimmed), the privacy, and the invite token once.
    assert_eq!(public["name"], "Open play");
    assert_eq!(public["private"], false);
    assert!(public.get("invite").is_none(), "{public}");
    assert_eq!(plain["name"], Value::Null);
    assert_eq!(private["name"], "Friday ドラフト");
    assert_eq!(private["private"], true);
    let invite = private["invite"].as_str().unwrap().to_string();
    assert_eq!(invite.len(), 64);
    assert!(invite.bytes().all(|b| b.is_ascii_hexdigit()));

    let (pub_id, priv_id) = (
        public["id"].as_str().unwrap(),
        private["id"].as_str().unwrap(),
    );
    let ids = listed(&addr).await;
    assert!(ids.iter().any(|i| i == pub_id), "{ids:?}");
    assert!(!ids.iter().any(|i| i == priv_id), "{ids:?}");
    assert_eq!(ids.len(), 2);
    let (_, list) = http(&addr, "GET", "/api/tables", "").await;
    let entry = list
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == pub_id)
        .unwrap();
    assert_eq!(entry["name"], "Open play");

    // A public table is watched with no token; its hello carries its name.
    let hello = watch(&addr, pub_id, None).await;
    assert_eq!(hello["type"], "hello", "{hello}");
    assert_eq!(hello["name"], "Open play");

    // The private one: refused without its invite, or with a seat's token or another
    // table's invite in its place; joined with it.
    refused_as_private(&watch(&addr, priv_id, None).await);
    let seat_token = private["seats"][0]["token"].as_str().unwrap();
    refused_as_private(&watch(&addr, priv_id, Some(seat_token)).await);
    refused_as_private(&watch(&addr, priv_id, Some(&"0".repeat(64))).await);
    let hello = watch(&addr, priv_id, Some(&invite)).await;
    assert_eq!(hello["type"], "hello", "{hello}");
    assert_eq!(hello["name"], "Friday ドラフト");
    assert_eq!(hello["seat"], Value::Null);
    // Its seats sit with their own tokens, as at any table.
    let seat = Client::seat(&addr, priv_id, 0, seat_token).await;
    assert_eq!(seat.log[0]["name"], "Friday ドラフト");
}

/// Ends a Magic table: the seat to move concedes or leaves (901.10).
async fn end(addr: &str, id: &str, tokens: [&str; 2]) {
    let watcher_state = {
        let mut seats = [
            Client::seat(addr, id, 0, tokens[0]).await,
            Client::seat(addr, id, 1, tokens[1]).await,
        ];
        let st = seats[0].state.clone().unwrap();
        let to = st["to_move"].as_u64().expect("someone is to move") as usize;
        let mine = seats[to].state.clone().unwrap();
        let pick = mine["actions"]
            .as_array()
            .unwrap()
            .iter()
            .position(|a| {
                let t = a.to_string();
                t.contains("concede") || t.contains("leave-game")
            })
            .expect("the seat to move may concede or leave");
        let v = mine["version"].as_u64().unwrap();
        seats[to]
            .send(&json!({"type":"action","seq":1,"version":v,"pick":pick}))
            .await;
        seats[0].state_at(v + 1).await
    };
    assert!(watcher_state["to_move"].is_null(), "{watcher_state}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_tables_replay_needs_its_invite_and_is_not_listed() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let private = create(
        &addr,
        json!({"game": "mtg", "seed": 3, "visibility": "private", "name": "club"}),
    )
    .await;
    let public = create(&addr, json!({"game": "mtg", "seed": 4})).await;
    let tokens = |c: &Value| [0, 1].map(|s| c["seats"][s]["token"].as_str().unwrap().to_string());
    let (tp, tq) = (tokens(&private), tokens(&public));
    let (priv_id, pub_id) = (
        private["id"].as_str().unwrap(),
        public["id"].as_str().unwrap(),
    );
    end(&addr, priv_id, [&tp[0], &tp[1]]).await;
    end(&addr, pub_id, [&tq[0], &tq[1]]).await;

    let (_, list) = get(&addr, "/api/replays", None).await;
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [pub_id], "{list}");

    let spectator = |id: &str| format!("/api/replays/{id}?viewer=spectator&count=2");
    let (status, body) = get(&addr, &spectator(pub_id), None).await;
    assert_eq!(status, 200, "{body}");
    for bearer in [None, Some(tp[0].as_str()), Some(tq[0].as_str())] {
        let (status, body) = get(&addr, &spectator(priv_id), bearer).await;
        assert_eq!(status, 401, "{body}");
        assert!(
            body["error"].as_str().unwrap().contains("private"),
            "{body}"
        );
        assert!(!body["error_ja"].as_str().unwrap().is_empty());
    }
    let invite = private["invite"].as_str().unwrap();
    let (status, body) = get(&addr, &spectator(priv_id), Some(invite)).await;
    assert_eq!(status, 200, "{body}");
    assert!(!body["frames"].as_array().unwrap().is_empty());
    // A seat's own replay still needs only its seat's token.
    let (status, body) = get(
        &addr,
        &format!("/api/replays/{priv_id}?viewer=0&count=2"),
        Some(&tp[0]),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_table_names_are_refused_naming_the_field_and_create_nothing() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let long = "x".repeat(61);
    for (name, says) in [
        ("", "1 to 60 characters, not 0"),
        ("   ", "1 to 60 characters, not 0"),
        (long.as_str(), "1 to 60 characters, not 61"),
        (
            "ab\u{202E}cd",
            "a bidirectional control (U+202E, character 3)",
        ),
        ("line\nbreak", "a control character (U+000A, character 5)"),
        (
            "zero\u{200B}",
            "a zero-width character (U+200B, character 5)",
        ),
    ] {
        let req = json!({"game": "mtg", "name": name});
        let (status, body) = http(&addr, "POST", "/api/tables", &req.to_string()).await;
        assert_eq!(status, 400, "{name:?}: {body}");
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("field `name`"), "{name:?}: {error}");
        assert!(error.contains(says), "{name:?}: {error}");
        let ja = body["error_ja"].as_str().unwrap();
        assert!(ja.contains("`name`") && ja != error, "{name:?}: {ja}");
    }
    // A visibility the server does not know is refused by the request's reader, naming it.
    let req = json!({"game": "mtg", "visibility": "secret"});
    let (status, body) = http(&addr, "POST", "/api/tables", &req.to_string()).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"].as_str().unwrap().contains("secret"), "{body}");
    assert!(
        listed(&addr).await.is_empty(),
        "a refused request made a table"
    );
    // The longest name is taken.
    let made = create(&addr, json!({"game": "mtg", "name": "x".repeat(60)})).await;
    assert_eq!(made["name"].as_str().unwrap().chars().count(), 60);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_keeps_each_tables_name_and_privacy() {
    for b in backends("names") {
        let (addr, server) = start(b.open().0, Limits::default()).await;
        let private = create(
            &addr,
            json!({"game": "fow", "name": "Secret league", "visibility": "private"}),
        )
        .await;
        let public = create(&addr, json!({"game": "pmv", "name": "Lanterns"})).await;
        drop(server);
        // A new server on the same store (another port): everything restored.
        let (addr, _server) = start(b.open().0, Limits::default()).await;
        let (priv_id, pub_id) = (
            private["id"].as_str().unwrap(),
            public["id"].as_str().unwrap(),
        );
        let ids = listed(&addr).await;
        assert!(ids.iter().any(|i| i == pub_id), "{}: {ids:?}", b.name());
        assert!(!ids.iter().any(|i| i == priv_id), "{}: {ids:?}", b.name());
        let hello = watch(&addr, pub_id, None).await;
        assert_eq!(hello["name"], "Lanterns", "{}", b.name());
        refused_as_private(&watch(&addr, priv_id, None).await);
        let invite = private["invite"].as_str().unwrap();
        let hello = watch(&addr, priv_id, Some(invite)).await;
        assert_eq!(hello["type"], "hello", "{}: {hello}", b.name());
        assert_eq!(hello["name"], "Secret league", "{}", b.name());
    }
}
