//! A game made of data at the table: `games/tidepool.toml` registered as `ryoiki serve`
//! registers it, listed by `/api/games`, offered among the demo tables, and played over
//! the WebSocket protocol with every message each seat receives checked for hidden
//! identities (`MessageCheck`).

mod common;

use common::{Client, create, http, start};
use ryoiki_core::{Game, PlayerId, Recorded};
use ryoiki_scenario::seats::MessageCheck;
use ryoiki_server::{Limits, MemoryStore, demo};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

fn register() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../games/tidepool.toml");
    ryoiki_games::data::load_file(&file).expect("tidepool registers");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tidepool_table_is_listed_offered_and_played_over_the_wire() {
    register();
    let (addr, server) = start(Arc::new(MemoryStore::new()), Limits::default()).await;

    let (status, games) = http(&addr, "GET", "/api/games", "").await;
    assert_eq!(status, 200);
    let tide = games
        .as_array()
        .expect("a list")
        .iter()
        .find(|g| g["key"] == "tidepool")
        .unwrap_or_else(|| panic!("/api/games lists tidepool: {games}"));
    assert_eq!(tide["names"]["ja"], "潮だまり商会");
    assert!(
        tide["zones"]
            .as_array()
            .expect("zones")
            .iter()
            .any(|z| z["key"] == "market"),
        "{tide}"
    );

    let demo = demo::create_demo(&server).await.expect("the demo tables");
    assert!(
        demo.iter().any(|t| t.created.game == "tidepool"),
        "the demo offers a tidepool table"
    );

    let created = create(&addr, json!({"game": "tidepool", "seed": 4})).await;
    let id = created["id"].as_str().expect("an id").to_string();
    let token = |s: usize| {
        created["seats"][s]["token"]
            .as_str()
            .expect("a token")
            .to_string()
    };
    let mut seats = [
        Client::seat(&addr, &id, 0, &token(0)).await,
        Client::seat(&addr, &id, 1, &token(1)).await,
    ];
    let mut seq = [0u64; 2];
    let mut taken = 0;
    while taken < 12 {
        let state = seats[0].state.clone().expect("a state");
        let Some(to) = state["to_move"].as_u64() else {
            break;
        };
        let to = to as usize;
        let st = seats[to].state.clone().expect("a state");
        let list = st["actions"].as_array().expect("actions");
        assert!(!list.is_empty(), "the seat to move is offered its actions");
        let v = st["version"].as_u64().expect("a version");
        seq[to] += 1;
        let pick = (taken * 7) % list.len();
        seats[to]
            .send(&json!({"type":"action","seq":seq[to],"version":v,"pick":pick}))
            .await;
        let ack = seats[to].until("ack").await;
        assert_eq!(ack["version"], v + 1);
        for c in seats.iter_mut() {
            c.state_at(v + 1).await;
        }
        taken += 1;
    }
    assert!(taken > 0, "no action was taken");

    // Every message each seat received, against the game at its version.
    let saved = server
        .table(&id)
        .expect("the table")
        .saved()
        .await
        .expect("saved");
    assert_eq!(saved.game, "tidepool");
    let kind: ryoiki_games::GameKind = saved.game.parse().expect("the game");
    let mut by_version: BTreeMap<u64, Vec<(PlayerId, &Value)>> = BTreeMap::new();
    for (p, c) in seats.iter().enumerate() {
        for m in &c.log {
            if let Some(v) = m["version"].as_u64() {
                by_version
                    .entry(v)
                    .or_default()
                    .push((PlayerId(p as u8), m));
            }
        }
    }
    let mut checked = 0;
    let mut check = |game: &Game, version: u64| {
        for (viewer, m) in by_version.get(&version).into_iter().flatten() {
            let problems = MessageCheck::new(game, *viewer).problems(m);
            assert!(problems.is_empty(), "version {version}: {problems:?}\n{m}");
            checked += 1;
        }
    };
    let first =
        Game::new_with_key(kind.rules(), saved.setup.clone(), saved.view_key).expect("the setup");
    check(&first, 0);
    let mut n = 0;
    Recorded::resume(kind.rules(), saved, &mut |game, _, _| {
        n += 1;
        check(game, n);
    })
    .expect("the log replays");
    assert!(checked > taken, "only {checked} messages checked");
}
