//! The games the rule-set benchmarks time, and the work each iteration does: shared by
//! `benches/rulesets.rs` (criterion) and `examples/rulesets_loop.rs` (the same loops as
//! a program, for instruction counts under callgrind).

use ryoiki_core::{Action, Choice, Game, GameAction, NullSink, PlayerId, Progress};
use ryoiki_mtg::actions::{Face, MtgAction};
use ryoiki_mtg::ext::MtgState;
use ryoiki_scenario::load_str;

const PMV_SETUP: &str = include_str!("pmv-setup.toml");

/// The core's attach of card `card` onto card `host`.
fn attach(game: &Game, card: u32, host: u32) -> Action {
    Action::Attach {
        player: PlayerId(0),
        card: game.object_of(ryoiki_core::CardId(card)).unwrap(),
        host: game.object_of(ryoiki_core::CardId(host)).unwrap(),
    }
}

/// Moves the host to the underworld and answers the set cards' order; returns how many
/// cards the underworld then holds.
pub fn host_leaves(game: &mut Game) -> usize {
    let underworld = game.zone_kind("underworld").unwrap();
    let host = game.object_of(ryoiki_core::CardId(0)).unwrap();
    let mut progress = game
        .apply(
            Action::move_to(PlayerId(0), host, underworld),
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

pub fn roll_and_planeswalk(game: &mut Game) -> u32 {
    let roll = MtgAction::RollPlanarDie {
        face: Some(Face::Planeswalker),
    };
    game.apply(
        Action::Game(GameAction::new(PlayerId(0), roll)),
        &mut NullSink,
    )
    .unwrap();
    let pass = MtgAction::PassAll { face: None };
    game.apply(
        Action::Game(GameAction::new(PlayerId(0), pass)),
        &mut NullSink,
    )
    .unwrap();
    planeswalks(game)
}

/// How many times anyone has planeswalked.
pub fn planeswalks(game: &Game) -> u32 {
    game.state()
        .ext::<MtgState>()
        .last_planeswalk
        .as_ref()
        .map_or(0, |p| p.count)
}

/// The PMV game: a knight on the field with a sword and a rune set to it; checked once.
pub fn pmv_game() -> Game {
    let sc = load_str("bench.toml", PMV_SETUP).unwrap();
    let mut game = Game::new(sc.rules, sc.setup.clone()).unwrap();
    game.apply(attach(&game, 1, 0), &mut NullSink).unwrap();
    game.apply(attach(&game, 2, 0), &mut NullSink).unwrap();
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
    game
}

/// The Planechase example's game with Planechase started; checked once.
pub fn planechase_game() -> Game {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../conformance/mtg/planechase-example.toml"
    ))
    .unwrap();
    let sc = load_str("planechase-example.toml", &src).unwrap();
    let mut game = Game::new(sc.rules, sc.setup.clone()).unwrap();
    let start = Action::Game(GameAction::new(PlayerId(0), MtgAction::StartPlanechase));
    game.apply(start, &mut NullSink).unwrap();
    let before = planeswalks(&game);
    let after = roll_and_planeswalk(&mut game.clone());
    assert_eq!(after, before + 1, "the roll planeswalks");
    game
}
