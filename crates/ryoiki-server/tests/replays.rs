//! Replays of finished games (`GET /api/replays`, `GET /api/replays/{id}`): a Magic game
//! played over WebSocket and ended (a seat leaves), then replayed as each seat, a spectator and a
//! judge. A seat's replay is exactly what the live table sent that seat and passes the
//! frame audit (no hidden identity); a judge's frame shown to a seat does not; who may
//! have which replay is enforced.

mod common;

use common::{Client, create, get, start};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_server::frames::{FrameLog, PageFrames, check_frames};
use ryoiki_server::{Limits, MemoryStore, Store};
use serde_json::{Value, json};
use std::sync::Arc;

const JUDGE: &str = "judge-token-for-the-replay-tests-0123456789";

/// Every frame of one viewer's replay, page by page (`count` frames a page).
async fn all_frames(addr: &str, id: &str, viewer: &str, token: Option<&str>) -> Vec<Value> {
    let mut frames = Vec::new();
    loop {
        let path = format!(
            "/api/replays/{id}?viewer={viewer}&from={}&count=7",
            frames.len()
        );
        let (status, body) = get(addr, &path, token).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["from"], frames.len());
        frames.extend(body["frames"].as_array().unwrap().iter().cloned());
        if frames.len() >= body["total"].as_u64().unwrap() as usize {
            return frames;
        }
    }
}

/// A Magic table played by its two seats: `random` random listed actions (never a
/// concession or leaving), then the seat to move leaves the game, which ends it. The seats' clients, after the end.
async fn play_and_end(addr: &str, id: &str, tokens: [&str; 2], random: usize) -> [Client; 2] {
    let mut seats = [
        Client::seat(addr, id, 0, tokens[0]).await,
        Client::seat(addr, id, 1, tokens[1]).await,
    ];
    let mut rng = 7u64;
    let mut seq = [0u64; 2];
    for step in 0..=random {
        let st = seats[0].state.clone().unwrap();
        let to = st["to_move"].as_u64().expect("someone is to move") as usize;
        let mine = seats[to].state.clone().unwrap();
        let list = mine["actions"].as_array().unwrap();
        // Conceding (a game under its rules) or leaving (Magic's free moves: 901.10).
        let ending = |a: &Value| {
            let t = a.to_string();
            t.contains("concede") || t.contains("leave-game")
        };
        let pick = if step == random {
            list.iter()
                .position(ending)
                .expect("the seat to move may concede or leave")
        } else {
            let others: Vec<usize> = (0..list.len()).filter(|&i| !ending(&list[i])).collect();
            others[(splitmix64_next(&mut rng) % others.len() as u64) as usize]
        };
        let v = mine["version"].as_u64().unwrap();
        seq[to] += 1;
        seats[to]
            .send(&json!({"type":"action","seq":seq[to],"version":v,"pick":pick}))
            .await;
        for c in &mut seats {
            c.state_at(v + 1).await;
        }
    }
    assert!(seats[0].state.as_ref().unwrap()["to_move"].is_null());
    seats
}

/// The frames of a replay as messages of one page of a frame log, for the audit.
fn as_page(label: &str, seat: Option<u8>, frames: &[Value]) -> PageFrames {
    PageFrames {
        label: label.to_string(),
        seat,
        frames: frames
            .iter()
            .map(|f| {
                json!({"type":"replay","seat":seat,"version":f["version"],"by":f["by"],
                       "events":f["events"],"view":f["view"]})
                .to_string()
            })
            .collect(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_replays_for_each_viewer_and_a_seat_sees_only_its_own() {
    let store = Arc::new(MemoryStore::new());
    let (addr, server) = start(store.clone(), Limits::default()).await;
    server.allow_judges(JUDGE).unwrap();
    let created = create(&addr, json!({"game": "mtg", "seed": 11})).await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
    let (t0, t1) = (token(0), token(1));

    // Not yet over: refused to everyone, the seat with its token included.
    let (status, body) = get(&addr, &format!("/api/replays/{id}?viewer=0"), Some(&t0)).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("has not ended"),
        "{body}"
    );
    assert!(!body["error_ja"].as_str().unwrap().is_empty());
    let (_, listed) = get(&addr, "/api/replays", None).await;
    assert_eq!(listed, json!([]));

    let seats = play_and_end(&addr, &id, [&t0, &t1], 12).await;
    let (_, listed) = get(&addr, "/api/replays", None).await;
    assert_eq!(listed[0]["id"], id.as_str(), "{listed}");

    // A seat's replay needs its own token.
    for token in [None, Some(t1.as_str()), Some("0000")] {
        let (status, body) = get(&addr, &format!("/api/replays/{id}?viewer=0"), token).await;
        assert_eq!(status, 401, "{body}");
        assert!(
            body["error"]
                .as_str()
                .unwrap()
                .contains("seat 0's replay needs that seat's token")
        );
    }
    let seat0 = all_frames(&addr, &id, "0", Some(&t0)).await;
    let stored = store.load_table(&id).unwrap().unwrap();
    let opening = stored
        .actions
        .iter()
        .take_while(|a| a.seat.is_none())
        .count();
    assert_eq!(seat0.len(), 1 + stored.actions.len() - opening);
    for (i, f) in seat0.iter().enumerate() {
        assert_eq!(f["frame"], i);
        assert_eq!(f["version"], (opening + i) as u64);
        assert_eq!(f["view"]["viewer"], 0);
    }
    assert_eq!(seat0[0]["events"], json!([]), "the setup tells no events");
    assert!(seat0[0]["by"].is_null());
    assert!(seat0[1]["events"].as_array().is_some_and(|e| !e.is_empty()));
    // The same derivation as the live table: the last frame is what seat 0 was sent.
    let last = seat0.last().unwrap();
    let live = seats[0].state.as_ref().unwrap();
    assert_eq!(last["view"], live["view"]);
    assert_eq!(last["version"], live["version"]);
    let told = seats[0]
        .log
        .iter()
        .rev()
        .find(|m| m["type"] == "events")
        .unwrap();
    assert_eq!(last["events"], told["events"]);
    assert_eq!(last["by"], told["by"]);
    for e in last["events"].as_array().unwrap() {
        assert!(
            e["en"].is_string() && e["ja"].is_string() && e["rules"].is_array(),
            "{e}"
        );
    }

    // The judge: every seat's view and events, and the engine's words.
    for token in [None, Some(t0.as_str())] {
        let (status, _) = get(&addr, &format!("/api/replays/{id}?viewer=judge"), token).await;
        assert_eq!(status, 401);
    }
    let judge = all_frames(&addr, &id, "judge", Some(JUDGE)).await;
    assert_eq!(judge.len(), seat0.len());
    for (j, s) in judge.iter().zip(&seat0) {
        assert_eq!(j["seats"][0]["view"], s["view"]);
        assert_eq!(j["seats"][0]["events"], s["events"]);
        assert_eq!(j["seats"][1]["view"]["viewer"], 1);
    }
    assert!(judge[1]["log"][0]["en"].is_string(), "{}", judge[1]["log"]);

    // The spectator: public information, no token.
    let watcher = all_frames(&addr, &id, "spectator", None).await;
    assert_eq!(watcher.len(), seat0.len());
    assert_eq!(watcher[0]["view"]["viewer"], 255);

    // The audit of the live table passes every seat's and the spectator's replay...
    let log = FrameLog {
        table: id.clone(),
        pages: vec![
            as_page("seat 0 replay", Some(0), &seat0),
            as_page(
                "seat 1 replay",
                Some(1),
                &all_frames(&addr, &id, "1", Some(&t1)).await,
            ),
            as_page("spectator replay", None, &watcher),
        ],
    };
    let report = check_frames(stored.clone(), &log).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(report.frames, 3 * seat0.len());
    // ... and finds seat 1's hand in a judge's frame shown to seat 0.
    let leaked: Vec<Value> = judge
        .iter()
        .map(|j| json!({"version": j["version"], "by": j["by"], "events": j["seats"][1]["events"], "view": j["seats"][1]["view"]}))
        .collect();
    let log = FrameLog {
        table: id.clone(),
        pages: vec![as_page("seat 1's frames shown to seat 0", Some(0), &leaked)],
    };
    let report = check_frames(stored, &log).unwrap();
    assert!(
        !report.problems.is_empty(),
        "the audit must find seat 1's hand"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_naming_what_is_wrong() {
    let store = Arc::new(MemoryStore::new());
    let (addr, _server) = start(store, Limits::default()).await;
    let created = create(&addr, json!({"game": "mtg", "seed": 3})).await;
    let id = created["id"].as_str().unwrap().to_string();
    let t0 = created["seats"][0]["token"].as_str().unwrap().to_string();
    let t1 = created["seats"][1]["token"].as_str().unwrap().to_string();

    let (status, body) = get(&addr, "/api/replays/nosuchtable", None).await;
    assert_eq!(
        (status, body["error"].as_str().unwrap()),
        (404, "no table nosuchtable")
    );
    let (status, _) = get(&addr, &format!("/api/replays/{id}?viewer=spectator"), None).await;
    assert_eq!(status, 409, "an unfinished table has no replay");

    play_and_end(&addr, &id, [&t0, &t1], 2).await;
    let cases = [
        (
            "viewer=someone",
            "viewer 'someone' is not a seat number, 'spectator' or 'judge'",
        ),
        ("viewer=7", "has no seat 7 (its seats: 0 to 1)"),
        ("from=x", "from must be a frame number (0, 1, …), not 'x'"),
        ("count=0", "count must be 1 to 100, not '0'"),
        ("count=101", "count must be 1 to 100, not '101'"),
        ("from=999", "frame 999 is past them"),
    ];
    for (query, said) in cases {
        let (status, body) = get(&addr, &format!("/api/replays/{id}?{query}"), None).await;
        assert_eq!(status, 400, "{query}: {body}");
        assert!(
            body["error"].as_str().unwrap().contains(said),
            "{query}: {body}"
        );
    }
    // A server without a judge token allows no judge, whatever token is brought.
    let (status, body) = get(
        &addr,
        &format!("/api/replays/{id}?viewer=judge"),
        Some(JUDGE),
    )
    .await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("allows no judge's replay")
    );
    // The spectator's replay of a finished game is open.
    let (status, body) = get(&addr, &format!("/api/replays/{id}"), None).await;
    assert_eq!((status, body["viewer"].as_str()), (200, Some("spectator")));
}

#[tokio::test]
async fn a_weak_judge_token_is_refused() {
    let (server, _) =
        ryoiki_server::Server::open(Arc::new(MemoryStore::new()), Limits::default()).unwrap();
    let e = server.allow_judges("password").unwrap_err();
    assert!(e.to_string().contains("needs at least 32"), "{e}");
    server.allow_judges(JUDGE).unwrap();
    assert!(server.allow_judges(JUDGE).is_err(), "set once");
}
