//! What each listed action does to the course of play, on the wire: a Magic table under
//! its rules lists conceding with `"flow":"leaves"` and passing priority with
//! `"flow":"hands-on"`, exactly the engine's flows; an action sent back as listed, its
//! `flow` left in, is taken; and after an action the seat to move is sent the actions
//! of the new state, never the listing of the one before.

mod common;

use common::{Client, create, start};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::{Value, json};
use std::sync::Arc;

/// A Magic table under its rules with both seats joined; the seat to move and the other.
async fn magic(addr: &str) -> (Client, Client) {
    let t = create(addr, json!({"game": "mtg", "mode": "rules", "seed": 3})).await;
    let id = t["id"].as_str().unwrap().to_string();
    let tok = |s: usize| t["seats"][s]["token"].as_str().unwrap().to_string();
    let a = Client::seat(addr, &id, 0, &tok(0)).await;
    let b = Client::seat(addr, &id, 1, &tok(1)).await;
    if a.state.as_ref().unwrap()["to_move"] == 0 {
        (a, b)
    } else {
        (b, a)
    }
}

/// The indices of the listed actions whose `flow` is `flow` (`None`: without one).
fn with_flow(state: &Value, flow: Option<&str>) -> Vec<usize> {
    state["actions"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .filter(|(_, a)| a["flow"].as_str() == flow)
        .map(|(i, _)| i)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listed_actions_say_which_leave_the_game_and_are_taken_back_as_listed() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let (mut mover, mut other) = magic(&addr).await;
    // The opening's decisions (who starts, mulligans) are answered with their first
    // option until the seat to move has the game's own actions listed.
    let mut seq = 100;
    for _ in 0..20 {
        let st = mover.state.clone().unwrap();
        if !with_flow(&st, Some("leaves")).is_empty() {
            break;
        }
        // A decision's answers neither leave nor hand on.
        assert!(with_flow(&st, Some("hands-on")).is_empty(), "{st}");
        let v = mover.version();
        seq += 1;
        mover
            .send(&json!({"type": "action", "seq": seq, "version": v, "pick": 0}))
            .await;
        let a = mover.state_at(v + 1).await;
        other.state_at(v + 1).await;
        if a["to_move"] != a["seat"] {
            std::mem::swap(&mut mover, &mut other);
        }
    }
    let st = mover.state.clone().unwrap();
    // Conceding leaves; passing priority hands the move on; nothing else is marked but
    // with one of the two.
    let leaving = with_flow(&st, Some("leaves"));
    assert!(!leaving.is_empty(), "no leaving action listed: {st}");
    for &i in &leaving {
        let game = &st["actions"][i]["game"]["action"];
        assert!(game == "concede" || game == "leave-game", "{game}");
    }
    let passing = with_flow(&st, Some("hands-on"));
    assert!(!passing.is_empty(), "no action hands the move on: {st}");
    for a in st["actions"].as_array().unwrap() {
        assert!(a["flow"].is_null() || a["flow"] == "leaves" || a["flow"] == "hands-on");
    }
    // The other seat is listed nothing, so no flow either.
    let theirs = other.state.clone().unwrap();
    assert_eq!(theirs["actions"], json!([]));
    // A listed action sent back by value, its `flow` left in, is taken.
    let v = mover.version();
    let listed = st["actions"][passing[0]].clone();
    assert_eq!(listed["flow"], "hands-on");
    mover
        .send(&json!({"type": "action", "seq": seq + 1, "version": v, "action": listed}))
        .await;
    let ack = mover.until("ack").await;
    assert_eq!(ack["version"], v + 1, "{ack}");
    // Both seats are sent the new state; whoever is to move now is listed the new
    // state's actions (a listing is never reused across versions).
    let a = mover.state_at(v + 1).await;
    let b = other.state_at(v + 1).await;
    let (now, listed_now) = if a["to_move"] == a["seat"] {
        (a.clone(), &a)
    } else {
        (b.clone(), &b)
    };
    assert_eq!(now["version"], v + 1);
    assert!(!listed_now["actions"].as_array().unwrap().is_empty());
    // Listed to the other seat than before, or the same seat at a new state: the
    // actions differ from the ones it was sent at version v.
    if listed_now["seat"] == st["seat"] {
        assert_ne!(listed_now["actions"], st["actions"]);
    }
}
