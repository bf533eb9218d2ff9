//! The table end to end: tables created over HTTP, two seats and a spectator over
//! WebSocket, random listed actions until the game ends or 200 actions; every message
//! each connection receives is checked against the game at its version: a state's view
//! and actions are exactly the engine's for that seat, and no message carries a hidden
//! identity (`MessageCheck`).

mod common;

use common::{Client, create, http, start};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Flow, Game, PlayerId, Recorded, SavedGame};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::seats::{MessageCheck, SeatMessages};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Checks every message of `logs` (per viewer) against the game at its version.
fn check_messages(saved: SavedGame, logs: &[(PlayerId, &[Value])]) {
    let kind: GameKind = saved.game.parse().unwrap();
    let mut by_version: BTreeMap<u64, Vec<(PlayerId, &Value)>> = BTreeMap::new();
    for (viewer, log) in logs {
        for m in *log {
            if let Some(v) = m["version"].as_u64() {
                by_version.entry(v).or_default().push((*viewer, m));
            }
        }
    }
    let mut checked = 0;
    // What each viewer was allowed to see before: a plane every player saw face up may
    // be named as it leaves the game, to a place no one sees.
    let mut seen = SeatMessages::default();
    let mut check = |game: &Game, version: u64| {
        let mut checks: BTreeMap<PlayerId, MessageCheck> = BTreeMap::new();
        for (viewer, m) in by_version.get(&version).into_iter().flatten() {
            let mc = checks
                .entry(*viewer)
                .or_insert_with(|| seen.check(game, *viewer));
            let problems = mc.problems(m);
            assert!(problems.is_empty(), "version {version}: {problems:?}\n{m}");
            if m["type"] == "state" {
                let view = serde_json::to_value(game.view(*viewer)).unwrap();
                assert_eq!(m["view"], view, "version {version}: the state's view");
                let listed = if m["to_move"] == m["seat"] && !m["seat"].is_null() {
                    listed_with_flows(game, *viewer)
                } else {
                    json!([])
                };
                // The seat to move is offered exactly its seat actions, each with its
                // flow unless it stays.
                assert_eq!(
                    m["actions"], listed,
                    "version {version}: the state's actions"
                );
            }
            checked += 1;
        }
        drop(checks);
        seen.learn(game);
        seen.learn_spectator(game);
    };
    let start = Game::new_with_key(kind.rules(), saved.setup.clone(), saved.view_key).unwrap();
    check(&start, 0);
    let mut n = 0;
    Recorded::resume(kind.rules(), saved, &mut |game, _, _| {
        n += 1;
        check(game, n);
    })
    .unwrap();
    let total: usize = logs.iter().map(|(_, l)| l.len()).sum();
    let unversioned = logs
        .iter()
        .flat_map(|(_, l)| l.iter())
        .filter(|m| m["version"].is_null())
        .count();
    assert_eq!(checked + unversioned, total);
}

/// The seat's listed actions as a `state` writes them: each action, and its `flow`
/// when it does not stay (docs/protocol.md).
fn listed_with_flows(game: &Game, seat: PlayerId) -> Value {
    let (actions, listing) = game.seat_listing(seat);
    let listed = actions
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let mut v = serde_json::to_value(a).unwrap();
            match listing.flow(i) {
                Flow::Stays => {}
                f => v["flow"] = serde_json::to_value(f).unwrap(),
            }
            v
        })
        .collect();
    Value::Array(listed)
}

async fn play_one(addr: &str, server: &ryoiki_server::Server, game: &str, seed: u64) -> usize {
    let created = create(addr, json!({"game": game, "seed": seed})).await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
    let mut seats = [
        Client::seat(addr, &id, 0, &token(0)).await,
        Client::seat(addr, &id, 1, &token(1)).await,
    ];
    let mut watcher = Client::spectator(addr, &id).await;
    let mut rng = seed ^ 0xabc;
    let mut seq = [0u64; 2];
    let mut taken = 0;
    while taken < 200 {
        let state = seats[0].state.clone().unwrap();
        let Some(to) = state["to_move"].as_u64() else {
            break;
        };
        let to = to as usize;
        let mover = &mut seats[to];
        let st = mover.state.clone().unwrap();
        let list = st["actions"].as_array().unwrap();
        assert!(!list.is_empty(), "the seat to move is offered its actions");
        let v = st["version"].as_u64().unwrap();
        let r = splitmix64_next(&mut rng);
        seq[to] += 1;
        let pick = (r % list.len() as u64) as usize;
        // Half the time by index, half by value.
        let msg = if r & 1 == 0 {
            json!({"type":"action","seq":seq[to],"version":v,"pick":pick})
        } else {
            json!({"type":"action","seq":seq[to],"version":v,"action":list[pick]})
        };
        // One seat now acts many times in a row (the active player keeps the move until
        // they pass): past the connection's rate limit, wait and send again.
        let ack = loop {
            mover.send(&msg).await;
            let reply = loop {
                let m = mover.next().await.expect("the connection stays open");
                if m["type"] == "ack" || m["type"] == "refused" {
                    break m;
                }
            };
            if reply["type"] == "ack" {
                break reply;
            }
            assert_eq!(
                reply["code"], "rate-limited",
                "a listed action was refused: {reply}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        };
        assert_eq!(ack["seq"], seq[to]);
        assert_eq!(ack["version"], v + 1);
        for c in seats.iter_mut().chain(std::iter::once(&mut watcher)) {
            c.state_at(v + 1).await;
        }
        taken += 1;
    }
    let saved = server.table(&id).unwrap().saved().await.unwrap();
    let logs = [
        (PlayerId(0), seats[0].log.as_slice()),
        (PlayerId(1), seats[1].log.as_slice()),
        (PlayerId::SPECTATOR, watcher.log.as_slice()),
    ];
    // Every connection heard of every action.
    for (_, log) in &logs {
        let events = log.iter().filter(|m| m["type"] == "events").count();
        assert_eq!(events, taken);
    }
    check_messages(saved, &logs);
    taken
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_games_over_the_wire_leak_nothing_to_seats_or_spectators() {
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    for game in ["fow", "pmv", "mtg"] {
        for seed in [1, 2] {
            let taken = play_one(&addr, &server, game, seed).await;
            assert!(taken > 0, "{game} seed {seed}: no action was taken");
        }
    }
    let (status, list) = http(&addr, "GET", "/api/tables", "").await;
    assert_eq!(status, 200);
    assert_eq!(list.as_array().unwrap().len(), 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_plays_its_seat_through_seat_actions() {
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    for game in ["fow", "mtg"] {
        let created = create(
            &addr,
            json!({"game": game, "seed": 5, "bots": {"1": "random"}}),
        )
        .await;
        assert!(
            created["seats"][1].get("token").is_none(),
            "a bot's seat has no token"
        );
        let id = created["id"].as_str().unwrap();
        let mut me =
            Client::seat(&addr, id, 0, created["seats"][0]["token"].as_str().unwrap()).await;
        let mut seq = 0;
        for _ in 0..40 {
            // Wait for our move (the bot plays its own in between).
            let st = loop {
                let st = me.state.clone().unwrap();
                if st["to_move"].is_null() || st["to_move"] == 0 {
                    break st;
                }
                me.until("state").await;
            };
            if st["to_move"].is_null() {
                break;
            }
            seq += 1;
            let v = st["version"].as_u64().unwrap();
            // Pass priority where the game has it (Magic: the bot is to move only
            // when it holds priority), else the first listed action.
            let pick = st["actions"]
                .as_array()
                .unwrap()
                .iter()
                .position(|a| a.to_string().contains("pass"))
                .unwrap_or(0);
            me.send(&json!({"type":"action","seq":seq,"version":v,"pick":pick}))
                .await;
            me.until("ack").await;
            me.state_at(v + 1).await;
        }
        let saved = server.table(id).unwrap().saved().await.unwrap();
        let bot_events = me
            .log
            .iter()
            .filter(|m| m["type"] == "events" && m["by"] == 1)
            .count();
        assert!(bot_events > 0, "{game}: the bot never played");
        check_messages(saved, &[(PlayerId(0), me.log.as_slice())]);
    }
}

/// A table from the sample deck files (decks/), each checked against the game's
/// built-in pool: played a few actions with every message checked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_from_deck_files_play_and_leak_nothing() {
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;
    let decks = [
        ("fow", include_str!("../../../decks/fow/sage.txt")),
        ("pmv", include_str!("../../../decks/pmv/lanterns.txt")),
        ("mtg", include_str!("../../../decks/mtg/gulls.txt")),
    ];
    for (game, text) in decks {
        let req = json!({"game": game, "seed": 3, "decks": [
            {"name": "alice", "deck": text}, {"name": "bob", "deck": text}]});
        let created = create(&addr, req).await;
        assert_eq!(created["players"], json!(["alice", "bob"]));
        let id = created["id"].as_str().unwrap();
        let tok = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
        let mut seats = [
            Client::seat(&addr, id, 0, &tok(0)).await,
            Client::seat(&addr, id, 1, &tok(1)).await,
        ];
        let mut seq = [0u64; 2];
        for _ in 0..30 {
            let st = seats[0].state.clone().unwrap();
            let Some(to) = st["to_move"].as_u64() else {
                break;
            };
            let to = to as usize;
            let v = seats[to].version();
            seq[to] += 1;
            let n = seats[to].state.as_ref().unwrap()["actions"]
                .as_array()
                .unwrap()
                .len();
            let pick = (seq[to] as usize * 7) % n;
            seats[to]
                .send(&json!({"type":"action","seq":seq[to],"version":v,"pick":pick}))
                .await;
            seats[to].until("ack").await;
            for c in seats.iter_mut() {
                c.state_at(v + 1).await;
            }
        }
        let saved = server.table(id).unwrap().saved().await.unwrap();
        check_messages(
            saved,
            &[
                (PlayerId(0), seats[0].log.as_slice()),
                (PlayerId(1), seats[1].log.as_slice()),
            ],
        );
    }
    // A deck with a card the pool does not have is refused, naming it and its line.
    let bad = "Ruler:\n1 Wandering Sage\n\nMain deck:\n40 No Such Card\n";
    let req = json!({"game":"fow","decks":[{"name":"a","deck":bad},{"name":"b","deck":bad}]});
    let (status, v) = http(&addr, "POST", "/api/tables", &req.to_string()).await;
    assert_eq!(status, 400, "{v}");
    assert!(v["error"].as_str().unwrap().contains("No Such Card"), "{v}");
    // The same problems in Japanese, for a page shown in Japanese.
    let ja = v["error_ja"].as_str().unwrap();
    assert!(ja.contains("「No Such Card」はカードプールにない"), "{v}");
}
