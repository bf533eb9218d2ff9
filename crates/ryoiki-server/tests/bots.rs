//! Bots move the game on: at a grand-melee table (six players) with bots at five seats,
//! the person at seat 0 who passes priority is to move again within a few dozen bot
//! actions, round after round; bots never leave the game while they may do anything
//! else; and the same table played the same way gives the same bot actions (they are
//! drawn from the table's bot seed and version only).

mod common;

use common::{Client, create, start};
use ryoiki_server::{Limits, MemoryStore, Server};
use serde_json::{Value, json};
use std::sync::Arc;

/// The most bot actions between two moves of the person that the test accepts. With
/// bots that pick uniformly among their hundreds of listed actions, a round took
/// thousands.
const MOST_BOT_ACTIONS: u64 = 150;

const ROUNDS: usize = 8;

/// The index of the listed action that passes priority, if listed.
fn pass_index(state: &Value) -> Option<usize> {
    state["actions"]
        .as_array()?
        .iter()
        .position(|a| a["action"] == "game" && a["game"]["action"] == "pass-priority")
}

/// Plays `ROUNDS` rounds at a new grand-melee table on `addr`: seat 0 passes priority
/// (or answers a decision with its first option) whenever it is to move; returns the
/// table's id and the number of bot actions between each two of its moves.
async fn play_rounds(addr: &str) -> (String, Vec<u64>) {
    let bots: serde_json::Map<String, Value> =
        (1..6).map(|s| (s.to_string(), json!("random"))).collect();
    let t = create(
        addr,
        json!({"game": "mtg", "variant": "grand-melee", "seed": 11, "bots": bots}),
    )
    .await;
    assert_eq!(t["players"].as_array().unwrap().len(), 6, "{t}");
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap();
    let mut c = Client::seat(addr, &id, 0, token).await;
    let mut waits = Vec::new();
    let mut seq = 0;
    let mut after_mine: Option<u64> = None;
    while waits.len() < ROUNDS {
        let st = c.state.clone().unwrap();
        let v = st["version"].as_u64().unwrap();
        if st["to_move"] != 0 {
            assert!(
                st["to_move"].is_u64(),
                "the game ended or stopped with bots at the table: {st}"
            );
            if let Some(a) = after_mine {
                assert!(
                    v - a <= MOST_BOT_ACTIONS,
                    "the bots took {} actions without the move coming back to seat 0",
                    v - a
                );
            }
            c.state_at(v + 1).await;
            continue;
        }
        if let Some(a) = after_mine.take() {
            waits.push(v - a);
        }
        let pick = pass_index(&st).unwrap_or(0);
        seq += 1;
        c.send(&json!({"type": "action", "seq": seq, "version": v, "pick": pick}))
            .await;
        let ack = c.until("ack").await;
        assert_eq!(ack["version"], v + 1, "{ack}");
        after_mine = Some(v + 1);
        c.state_at(v + 1).await;
    }
    (id, waits)
}

async fn server() -> (String, Arc<Server>) {
    start(Arc::new(MemoryStore::new()), Limits::default()).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_hand_the_move_back_to_the_person() {
    let (addr, srv) = server().await;
    let (id, waits) = play_rounds(&addr).await;
    assert_eq!(waits.len(), ROUNDS);
    assert!(
        waits.iter().all(|&w| w <= MOST_BOT_ACTIONS),
        "bot actions between seat 0's moves: {waits:?}"
    );
    // The bots did play: priority went round the table, not straight back.
    assert!(waits.iter().sum::<u64>() >= ROUNDS as u64, "{waits:?}");
    // No bot left the game.
    let saved = srv.table(&id).unwrap().saved().await.unwrap();
    for a in &saved.actions {
        let text = serde_json::to_string(a).unwrap();
        assert!(!text.contains("leave-game"), "a bot left the game: {text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_play_gives_the_same_bot_actions() {
    let (addr1, srv1) = server().await;
    let (addr2, srv2) = server().await;
    let (id1, waits1) = play_rounds(&addr1).await;
    let (id2, waits2) = play_rounds(&addr2).await;
    assert_eq!(waits1, waits2);
    let a1 = srv1.table(&id1).unwrap().saved().await.unwrap().actions;
    let a2 = srv2.table(&id2).unwrap().saved().await.unwrap().actions;
    // Bots may go on past the last round's end at one table; the rounds are the same.
    let n = a1.len().min(a2.len());
    assert!(n > ROUNDS);
    assert_eq!(a1[..n], a2[..n]);
}

/// A Magic table in rules mode with Magic's heuristic bot at seat 1 and a person at seat
/// 0 who only passes (or answers a decision with its first option): the bot plays the
/// sample deck to a win (it attacks an opponent who never blocks), never leaving.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_heuristic_bot_plays_a_magic_table_to_a_win() {
    let (addr, srv) = server().await;
    let t = create(
        &addr,
        json!({"game": "mtg", "mode": "rules", "seed": 5, "bots": {"1": "heuristic"}}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap();
    let mut c = Client::seat(&addr, &id, 0, token).await;
    let mut seq = 0;
    let mut over = false;
    for _ in 0..5000 {
        let st = c.state.clone().unwrap();
        let v = st["version"].as_u64().unwrap();
        if st["view"]["public"]["outcome"].is_object() {
            over = true;
            break;
        }
        if st["to_move"] != 0 {
            c.state_at(v + 1).await;
            continue;
        }
        let pick = pass_index(&st).unwrap_or(0);
        seq += 1;
        c.send(&json!({"type": "action", "seq": seq, "version": v, "pick": pick}))
            .await;
        let limited = loop {
            let m = c.next().await.expect("the connection stays open");
            if m["type"] == "refused" && m["code"] == "rate-limited" {
                break true;
            }
            assert_ne!(m["type"], "refused", "{m}\n{st}");
            if m["type"] == "ack" {
                break false;
            }
        };
        if limited {
            // A person clicks slower than this loop: wait as the refusal asks.
            tokio::time::sleep(std::time::Duration::from_millis(250)).await;
            continue;
        }
        c.state_at(v + 1).await;
    }
    assert!(over, "the game did not end in 5,000 moves");
    let st = c.state.clone().unwrap();
    let outcome = &st["view"]["public"]["outcome"];
    let p1 = &t["players"][1];
    assert_eq!(outcome["winners"], json!([p1]), "{outcome}");
    let saved = srv.table(&id).unwrap().saved().await.unwrap();
    for a in &saved.actions {
        let text = serde_json::to_string(a).unwrap();
        assert!(!text.contains("leave-game"), "a bot left the game: {text}");
    }
}

/// A bot kind that does not play the game is refused, naming the kinds that do.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_kind_of_another_game_is_refused_naming_the_kinds() {
    let (addr, _srv) = server().await;
    let (status, v) = common::http(
        &addr,
        "POST",
        "/api/tables",
        &json!({"game": "fow", "bots": {"1": "heuristic"}}).to_string(),
    )
    .await;
    assert_eq!(status, 400, "{v}");
    let text = v.to_string();
    assert!(
        text.contains("no bot 'heuristic' for this game (the bots: random)"),
        "{text}"
    );
}
