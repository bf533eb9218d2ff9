//! The frame audit (`ryoiki_server::frames`, `ryoiki check-frames`): what two seats and
//! a spectator received over the wire passes it, and a frame carrying a hidden card's
//! name, a handle the seat's view does not list, another seat's message or a version the
//! table never reached fails it.

mod common;

use common::{Client, create, start};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_server::frames::{FrameCheckError, FrameLog, FrameReport, PageFrames, check_stored};
use ryoiki_server::{Limits, MemoryStore, Store};
use serde_json::{Value, json};
use std::sync::Arc;

/// A table of `game` played `actions` random listed actions by two seats with a
/// spectator watching; the store and what each page received.
async fn played(game: &str, seed: u64, actions: usize) -> (Arc<MemoryStore>, FrameLog) {
    let store = Arc::new(MemoryStore::new());
    let (addr, _server) = start(store.clone(), Limits::default()).await;
    let created = create(&addr, json!({"game": game, "seed": seed})).await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
    let mut seats = [
        Client::seat(&addr, &id, 0, &token(0)).await,
        Client::seat(&addr, &id, 1, &token(1)).await,
    ];
    let mut watcher = Client::spectator(&addr, &id).await;
    let mut rng = seed ^ 0x5eed;
    let mut seq = [0u64; 2];
    for _ in 0..actions {
        let state = seats[0].state.clone().unwrap();
        let Some(to) = state["to_move"].as_u64() else {
            break;
        };
        let to = to as usize;
        let st = seats[to].state.clone().unwrap();
        // Any listed action but leaving the game, so the game goes on.
        let listed: Vec<usize> = st["actions"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .filter(|(_, a)| !a.to_string().contains("leave-game"))
            .map(|(i, _)| i)
            .collect();
        let v = st["version"].as_u64().unwrap();
        seq[to] += 1;
        let pick = listed[(splitmix64_next(&mut rng) % listed.len() as u64) as usize];
        seats[to]
            .send(&json!({"type":"action","seq":seq[to],"version":v,"pick":pick}))
            .await;
        seats[to].until("ack").await;
        for c in seats.iter_mut().chain(std::iter::once(&mut watcher)) {
            c.state_at(v + 1).await;
        }
    }
    // Seat 1 joins again (a reload): its history repeats the events it was told.
    let again = Client::seat(&addr, &id, 1, &token(1)).await;
    let page = |label: &str, seat: Option<u8>, c: &Client| PageFrames {
        label: label.into(),
        seat,
        frames: c.log.iter().map(Value::to_string).collect(),
    };
    let log = FrameLog {
        table: id,
        pages: vec![
            page("seat 0", Some(0), &seats[0]),
            page("seat 1", Some(1), &seats[1]),
            page("spectator", None, &watcher),
            page("seat 1 again", Some(1), &again),
        ],
    };
    (store, log)
}

fn audit(store: &Arc<MemoryStore>, log: &FrameLog) -> FrameReport {
    check_stored(store.as_ref() as &dyn Store, log).unwrap()
}

/// The index of the last frame of `type` on `page`.
fn last_of(log: &FrameLog, page: usize, kind: &str) -> usize {
    log.pages[page]
        .frames
        .iter()
        .rposition(|f| serde_json::from_str::<Value>(f).unwrap()["type"] == kind)
        .unwrap()
}

/// The cards of seat 0's hand as its latest state lists them: (handle, name).
fn seat0_hand(log: &FrameLog) -> Vec<(String, String)> {
    let state: Value =
        serde_json::from_str(&log.pages[0].frames[last_of(log, 0, "state")]).unwrap();
    let mut out = Vec::new();
    for z in state["view"]["zones"].as_array().unwrap() {
        if z["zone"] == "hand" && z["player"] == 0 {
            for c in z["cards"].as_array().unwrap() {
                if let (Some(h), Some(n)) = (c["handle"].as_str(), c["front"]["name"].as_str()) {
                    out.push((h.to_string(), n.to_string()));
                }
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_the_pages_of_random_games_received_passes_the_audit() {
    for game in ["fow", "pmv", "mtg"] {
        let (store, log) = played(game, 3, 40).await;
        let report = audit(&store, &log);
        let problems: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{game}: {problems:#?}");
        let total: usize = log.pages.iter().map(|p| p.frames.len()).sum();
        assert_eq!(report.frames, total, "{game}: every frame is judged");
        assert!(
            report.versions > 10,
            "{game}: only {} versions",
            report.versions
        );
        assert_eq!(report.game, game);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_naming_a_hidden_card_fails_the_audit() {
    let (store, clean) = played("fow", 7, 20).await;
    assert!(audit(&store, &clean).problems.is_empty());
    // A card of seat 0's hand whose name no frame to seat 1 or the spectator carries.
    let told = |p: usize| clean.pages[p].frames.join("\n");
    let (_, name) = seat0_hand(&clean)
        .into_iter()
        .find(|(_, n)| !told(1).contains(n.as_str()) && !told(2).contains(n.as_str()))
        .expect("seat 0 holds a card the others were never told of");
    for page in [1, 2] {
        let mut log = clean.clone();
        let i = log.pages[page]
            .frames
            .iter()
            .rposition(|f| {
                let m: Value = serde_json::from_str(f).unwrap();
                m["type"] == "events" && m["events"][0]["en"].is_string()
            })
            .expect("an events frame with an event");
        let mut m: Value = serde_json::from_str(&log.pages[page].frames[i]).unwrap();
        let en = m["events"][0]["en"].as_str().unwrap().to_string();
        m["events"][0]["en"] = json!(format!("{en} ({name})"));
        log.pages[page].frames[i] = m.to_string();
        let report = audit(&store, &log);
        let label = &log.pages[page].label;
        assert!(
            report.problems.iter().any(|p| &p.page == label
                && p.frame == i
                && p.problem.contains(&format!("{name:?}"))
                && p.problem.contains("may not see")),
            "{label}: {:#?}",
            report.problems
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_history_naming_a_hidden_card_fails_the_audit() {
    let (store, clean) = played("fow", 7, 20).await;
    let told = |p: usize| clean.pages[p].frames.join("\n");
    let (_, name) = seat0_hand(&clean)
        .into_iter()
        .find(|(_, n)| !told(1).contains(n.as_str()) && !told(3).contains(n.as_str()))
        .expect("seat 0 holds a card seat 1 was never told of");
    let mut log = clean.clone();
    let i = last_of(&log, 3, "history");
    let mut h: Value = serde_json::from_str(&log.pages[3].frames[i]).unwrap();
    let past = h["events"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .rev()
        .find(|p| p["events"][0]["en"].is_string())
        .expect("a past action with an event");
    let en = past["events"][0]["en"].as_str().unwrap().to_string();
    past["events"][0]["en"] = json!(format!("{en} ({name})"));
    log.pages[3].frames[i] = h.to_string();
    let report = audit(&store, &log);
    assert!(
        report.problems.iter().any(|p| p.page == "seat 1 again"
            && p.frame == i
            && p.problem.contains(&format!("{name:?}"))),
        "{:#?}",
        report.problems
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_with_a_handle_the_seat_does_not_list_fails_the_audit() {
    let (store, mut log) = played("pmv", 5, 20).await;
    let (handle, _) = seat0_hand(&log).into_iter().next().expect("a card in hand");
    let last = serde_json::from_str::<Value>(log.pages[1].frames.last().unwrap()).unwrap();
    let version = last["version"].as_u64().unwrap();
    // A refusal (a message with no exact form to compare) naming seat 0's card.
    log.pages[1].frames.push(
        json!({"type":"refused","seq":null,"version":version,
               "error":format!("no card {handle} here"),"code":"bad-message"})
        .to_string(),
    );
    let report = audit(&store, &log);
    assert_eq!(report.problems.len(), 1, "{:#?}", report.problems);
    let p = &report.problems[0];
    assert_eq!(
        (p.page.as_str(), p.frame),
        ("seat 1", log.pages[1].frames.len() - 1)
    );
    assert!(p.problem.contains("does not list"), "{p}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_that_do_not_fit_the_table_fail_the_audit() {
    let (store, clean) = played("mtg", 2, 15).await;
    // Seat 0's own latest state, received by seat 1: another seat's message, another
    // seat's view, and seat 0's hand.
    let mut log = clean.clone();
    let theirs = log.pages[0].frames[last_of(&log, 0, "state")].clone();
    log.pages[1].frames.push(theirs);
    let report = audit(&store, &log);
    let said: Vec<&str> = report.problems.iter().map(|p| p.problem.as_str()).collect();
    assert!(
        said.iter().any(|p| p.contains("addressed to seat 0")),
        "{said:#?}"
    );
    assert!(
        said.iter().any(|p| p.contains("not the engine's view")),
        "{said:#?}"
    );
    assert!(
        said.iter()
            .any(|p| p.contains("does not list") || p.contains("may not see")),
        "{said:#?}"
    );

    // A version the table never reached, a frame that is not JSON.
    let mut log = clean.clone();
    let beyond = report.versions + 5;
    log.pages[2]
        .frames
        .push(json!({"type":"ack","seq":1,"version":beyond}).to_string());
    log.pages[2].frames.push("{not json".into());
    let report = audit(&store, &log);
    let said: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert_eq!(said.len(), 2, "{said:#?}");
    assert!(said[0].contains(&format!("version {beyond}")), "{said:#?}");
    assert!(said[1].contains("not a JSON message"), "{said:#?}");

    // A stale state: seat 1's first state, relabelled as the latest version.
    let mut log = clean.clone();
    let first = log.pages[1]
        .frames
        .iter()
        .position(|f| f.contains("\"type\":\"state\""))
        .unwrap();
    let mut m: Value = serde_json::from_str(&log.pages[1].frames[first]).unwrap();
    m["version"] = json!(report.versions);
    log.pages[1].frames.push(m.to_string());
    let problems = audit(&store, &log).problems;
    assert!(!problems.is_empty(), "a stale view passed as the latest");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_log_of_no_such_table_or_seat_is_an_error() {
    let (store, log) = played("fow", 1, 2).await;
    let dyn_store = store.as_ref() as &dyn Store;
    let mut other = log.clone();
    other.table = "nope".into();
    assert!(matches!(
        check_stored(dyn_store, &other),
        Err(FrameCheckError::NoTable(t)) if t == "nope"
    ));
    let mut other = log.clone();
    other.pages[0].seat = Some(9);
    let err = check_stored(dyn_store, &other).unwrap_err();
    assert!(
        matches!(err, FrameCheckError::NoSeat { seat: 9, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("seats 0 to 1"), "{err}");
}
