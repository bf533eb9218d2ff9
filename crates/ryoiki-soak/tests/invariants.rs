//! Property tests of the engine's promises, for every rule set built so far: random
//! actions (legal and not) never lose or duplicate a card, a refused action changes
//! nothing, no view shows a card's hidden side, and replaying the same actions from the
//! same setup reproduces the same log and state.

use proptest::prelude::*;
use ryoiki_core::{Game, Lang, PlayerId};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::leak::LeakCheck;
use ryoiki_soak::random_action;

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn fow_random_actions_keep_every_promise(seed in any::<u64>(), script in prop::collection::vec(any::<[u64; 4]>(), 1..120)) {
        let (log, game) = play_any(GameKind::named("fow"), None, seed, &script);
        let (again, replayed) = play_any(GameKind::named("fow"), None, seed, &script);
        prop_assert_eq!(log, again);
        prop_assert!(game.state() == replayed.state());
    }
}

#[test]
fn a_long_random_game_replays_bit_for_bit() {
    let mut s = 1u64;
    let script: Vec<[u64; 4]> = (0..3000)
        .map(|_| {
            let mut r = [0u64; 4];
            for x in &mut r {
                *x = ryoiki_core::rng::splitmix64_next(&mut s);
            }
            r
        })
        .collect();
    let (log, game) = play_any(GameKind::named("fow"), None, 99, &script);
    let (again, replayed) = play_any(GameKind::named("fow"), None, 99, &script);
    assert_eq!(log, again);
    assert!(game.state() == replayed.state());
    assert!(
        log.iter().any(|l| l.contains("moves from")),
        "the script moved nothing"
    );
    assert!(
        log.iter().any(|l| l.starts_with("refused")),
        "the script was never refused"
    );
}

/// Every action `legal_actions` lists applies without error, and random actions it does
/// not list are refused by `apply_as` without changing anything.
#[test]
fn listed_actions_apply_and_unlisted_ones_are_refused() {
    let rules = GameKind::named("fow").rules();
    let mut s = 5u64;
    let mut next = || ryoiki_core::rng::splitmix64_next(&mut s);
    let mut game = Game::new(rules, ryoiki_soak::soak_setup(rules, 11)).unwrap();
    let mut sink = ryoiki_core::NullSink;
    for _ in 0..400 {
        let p = game
            .pending()
            .map(|d| d.decider)
            .unwrap_or(PlayerId((next() % 2) as u8));
        let legal = game.legal_actions(p);
        assert!(!legal.is_empty());
        for a in legal.iter().step_by(7) {
            let mut trial = game.clone();
            trial
                .apply_as(p, a.clone(), &mut sink)
                .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
        }
        for _ in 0..5 {
            let r = [next(), next(), next(), next()];
            let wrong = ryoiki_soak::random_action(&game, r);
            let q = PlayerId((r[3] % 2) as u8);
            if game.legal_actions(q).contains(&wrong) {
                continue;
            }
            let before = game.state().clone();
            assert!(
                game.apply_as(q, wrong.clone(), &mut sink).is_err(),
                "unlisted {wrong:?} taken"
            );
            assert!(&before == game.state());
        }
        let a = legal[(next() % legal.len() as u64) as usize].clone();
        game.apply_as(p, a, &mut sink).unwrap();
    }
}

/// Plays a script on the soak game of any rule set and variant: even numbers pick a
/// listed legal action (which must apply), odd ones send an arbitrary client action
/// (which, if refused, must change nothing). Checks conservation and views after every
/// action; returns the rendered log and the game.
fn play_any(
    kind: GameKind,
    variant: Option<&str>,
    seed: u64,
    script: &[[u64; 4]],
) -> (Vec<String>, Game) {
    let rules = kind.rules();
    let start = ryoiki_soak::soak_start(kind, variant, seed).expect("known game");
    let mut game = start.game(rules).expect("the soak start is valid");
    let names: Vec<String> = (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect();
    let mut log = Vec::new();
    // Cross-checked: each view is also written out as JSON and read back, and the two
    // searches must agree (the soak uses the faster one alone).
    let mut leak_check = LeakCheck::cross_checked();
    // The starting position is shown too (a plane face up from the start is known to
    // everyone before the first action, even if that action takes it out of the game).
    let leaks = leak_check.check(&game, &names);
    assert!(leaks.is_empty(), "{leaks:?}");
    for r in script {
        let mut events = Vec::new();
        if r[0] % 2 == 0 {
            let players = game.state().players().len() as u64;
            let p = game
                .pending()
                .map(|d| d.decider)
                .unwrap_or(PlayerId((r[1] % players) as u8));
            let legal = game.legal_actions(p);
            if legal.is_empty() {
                continue;
            }
            let a = legal[(r[2] % legal.len() as u64) as usize].clone();
            if let Err(e) = game.apply_as(p, a.clone(), &mut events) {
                panic!("listed {a:?} was refused: {e}");
            }
        } else {
            let a = random_action(&game, *r);
            let before = game.state().clone();
            if let Err(e) = game.apply(a.clone(), &mut events) {
                assert!(
                    &before == game.state(),
                    "refused {a:?} ({e}) changed the state"
                );
                log.push(format!("refused: {e}"));
            }
        }
        log.extend(events.iter().map(|e| game.render_event(e, Lang::En)));
        let problems = game.state().check_conservation();
        assert!(problems.is_empty(), "{problems:?}");
        let leaks = leak_check.check(&game, &names);
        assert!(leaks.is_empty(), "{leaks:?}");
    }
    (log, game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn pmv_random_play_keeps_every_promise(seed in any::<u64>(), script in prop::collection::vec(any::<[u64; 4]>(), 1..80)) {
        let (log, game) = play_any(GameKind::named("pmv"), None, seed, &script);
        let (again, replayed) = play_any(GameKind::named("pmv"), None, seed, &script);
        prop_assert_eq!(log, again);
        prop_assert!(game.state() == replayed.state());
    }

    #[test]
    fn mtg_random_play_keeps_every_promise_in_every_variant(
        seed in any::<u64>(),
        variant in prop::sample::select(vec!["two-player", "two-headed-giant", "grand-melee", "single-planar-deck"]),
        script in prop::collection::vec(any::<[u64; 4]>(), 1..60),
    ) {
        let (log, game) = play_any(GameKind::named("mtg"), Some(variant), seed, &script);
        let (again, replayed) = play_any(GameKind::named("mtg"), Some(variant), seed, &script);
        prop_assert_eq!(log, again);
        prop_assert!(game.state() == replayed.state());
    }
}

/// The soak plays, besides the seats' listed actions, what cards' rules do: every kind
/// of effect (a custom one written in Rust, replacements with counters and tokens,
/// durations, characteristic changes), tokens, happenings and mass moves, and every
/// promise still holds.
#[test]
fn the_soak_plays_every_kind_of_effect_and_keeps_every_promise() {
    let stop = std::sync::atomic::AtomicBool::new(false);
    let report = ryoiki_soak::soak(GameKind::named("mtg"), None, 1, 1500, &mut |_| {}, &stop)
        .expect("the soak runs");
    assert!(report.violations.is_empty(), "{:?}", report.violations);
    for kind in [
        "custom",
        "follow-up",
        "lasting",
        "change",
        "token",
        "move-all",
        "happen",
        "end",
    ] {
        assert!(
            report.rules_actions.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} applied: {:?}",
            report.rules_actions
        );
    }
}
