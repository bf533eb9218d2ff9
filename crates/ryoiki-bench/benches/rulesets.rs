//! Benchmarks of the rule sets' own processes: a PMV host with two set cards leaving the
//! field (11.3.3 a–h), and a Planechase planar die roll whose planeswalking ability
//! resolves into a planeswalk (901.9c, 901.11). Each checks its own result once before
//! timing. The game is set up from a scenario file's setup; each iteration works on a
//! clone of it (`state/clone_after_1e4_churn_steps` in `engine` gives the clone's cost).

use criterion::{Criterion, criterion_group, criterion_main};
use ryoiki_core::{
    Action, Arg, Cause, Choice, Destination, Game, NamedAction, NullSink, PlayerId, Progress,
};
use ryoiki_scenario::load_str;
use std::hint::black_box;

const PMV_SETUP: &str = r#"
[scenario]
title = "bench: a host with two set cards"
game = "pmv"
players = ["alice", "bob"]

[[card]]
id = "knight"
types = ["character"]
owner = "alice"
zone = "field"

[[card]]
id = "sword"
types = ["equipment"]
abilities = ["auto-gamma: when-discarding: record sword-discarding"]
owner = "alice"
zone = "field"

[[card]]
id = "rune"
types = ["spell"]
owner = "alice"
zone = "field"
"#;

fn game_action(game: &Game, name: &str, args: &[(&str, u32)]) -> Action {
    Action::Named(NamedAction {
        player: PlayerId(0),
        name: name.into(),
        args: args
            .iter()
            .map(|(k, c)| {
                (
                    k.to_string(),
                    Arg::Object(game.object_of(ryoiki_core::CardId(*c)).unwrap()),
                )
            })
            .collect(),
    })
}

/// Moves the host to the underworld and answers the set cards' order; returns how many
/// cards the underworld then holds.
fn host_leaves(game: &mut Game) -> usize {
    let underworld = game.zone_kind("underworld").unwrap();
    let host = game.object_of(ryoiki_core::CardId(0)).unwrap();
    let mut progress = game
        .apply(
            Action::Move {
                player: PlayerId(0),
                object: host,
                to: Destination {
                    kind: underworld,
                    player: None,
                },
                position: None,
                facing: None,
                side: None,
                cause: Cause::Instruction,
            },
            &mut NullSink,
        )
        .unwrap();
    while let Progress::Waiting(d) = progress {
        let choice: Choice = d.options()[0];
        progress = game
            .apply(
                Action::Answer {
                    player: d.decider,
                    choice,
                },
                &mut NullSink,
            )
            .unwrap();
    }
    game.cards_in(game.zone_id(underworld, PlayerId(0))).len()
}

fn pmv(c: &mut Criterion) {
    let sc = load_str("bench.toml", PMV_SETUP).unwrap();
    let mut game = Game::new(sc.rules, sc.setup.clone()).unwrap();
    game.apply(
        game_action(&game, "attach", &[("card", 1), ("host", 0)]),
        &mut NullSink,
    )
    .unwrap();
    game.apply(
        game_action(&game, "attach", &[("card", 2), ("host", 0)]),
        &mut NullSink,
    )
    .unwrap();
    assert_eq!(
        game.state()
            .attachments(game.object_of(ryoiki_core::CardId(0)).unwrap())
            .len(),
        2
    );
    assert_eq!(
        host_leaves(&mut game.clone()),
        3,
        "the host and both set cards end in the underworld"
    );
    c.bench_function("pmv/host_with_2_set_cards_leaves_field", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(host_leaves(&mut g))
        })
    });
}

fn roll_and_planeswalk(game: &mut Game) -> String {
    let roll = Action::Named(NamedAction {
        player: PlayerId(0),
        name: "roll-planar-die".into(),
        args: [("face".to_string(), Arg::Text("planeswalker".into()))]
            .into_iter()
            .collect(),
    });
    game.apply(roll, &mut NullSink).unwrap();
    let pass = Action::Named(NamedAction {
        player: PlayerId(0),
        name: "pass-all".into(),
        args: Default::default(),
    });
    game.apply(pass, &mut NullSink).unwrap();
    game.state()
        .ext_json
        .pointer("/last_planeswalk")
        .map(|v| v.to_string())
        .unwrap_or_default()
}

fn mtg(c: &mut Criterion) {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../conformance/mtg/planechase-example.toml"
    ))
    .unwrap();
    let sc = load_str("planechase-example.toml", &src).unwrap();
    let mut game = Game::new(sc.rules, sc.setup.clone()).unwrap();
    let start = Action::Named(NamedAction {
        player: PlayerId(0),
        name: "start-planechase".into(),
        args: Default::default(),
    });
    game.apply(start, &mut NullSink).unwrap();
    let before = game.state().ext_json.pointer("/last_planeswalk").cloned();
    let after = roll_and_planeswalk(&mut game.clone());
    assert!(
        !after.is_empty() && Some(after.clone()) != before.map(|v| v.to_string()),
        "the roll planeswalks: {after}"
    );
    c.bench_function("mtg/planar_die_roll_with_planeswalk", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(roll_and_planeswalk(&mut g))
        })
    });
}

criterion_group!(benches, pmv, mtg);
criterion_main!(benches);
