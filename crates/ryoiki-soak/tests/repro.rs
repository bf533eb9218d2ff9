//! Soak violations become small scenario files: the writer's files replay the game, and
//! shrinking keeps only what still breaks the invariant.

use broken::Broken;
use ryoiki_core::{Action, Game, NullSink, PlayerId, RuleSet, State, Typed};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::{load_str, run};
use ryoiki_soak::repro::{first_violation, shrink, to_scenario};
use ryoiki_soak::{SoakStart, soak_setup};

mod broken;

/// Plays `n` random legal actions of the soak game, as the soak does.
fn begin(rules: &'static dyn RuleSet, seed: u64) -> SoakStart {
    SoakStart {
        setup: soak_setup(rules, seed),
        opening: Vec::new(),
    }
}

fn legal_run(rules: &'static dyn RuleSet, seed: u64, n: usize) -> Vec<Action> {
    let mut game = Game::new(rules, soak_setup(rules, seed)).unwrap();
    let mut s = seed;
    let mut actions = Vec::new();
    for _ in 0..n {
        let r = ryoiki_core::rng::splitmix64_next(&mut s);
        let p = game
            .pending()
            .map(|d| d.decider)
            .unwrap_or(PlayerId((r % 2) as u8));
        let legal = game.legal_actions(p);
        let a = legal[(r >> 8) as usize % legal.len()].clone();
        game.apply_as(p, a.clone(), &mut NullSink).unwrap();
        actions.push(a);
    }
    actions
}

#[test]
fn a_written_scenario_replays_the_run_and_passes() {
    let rules = GameKind::named("fow").rules();
    let actions = legal_run(rules, 4, 150);
    assert_eq!(first_violation(rules, &begin(rules, 4), &actions), None);
    let text = to_scenario(rules, &begin(rules, 4), &actions, "replay of a clean run");
    let sc = load_str("written.toml", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(sc.steps.len(), actions.len(), "{text}");
    let report = run(&sc, ryoiki_core::Lang::En);
    assert!(report.passed(), "{:?}", report.failures());
}

/// A deliberately broken rule set: once its 'leak' action is taken, its public state
/// shows every player the names of all cards in every zone, hidden ones included.
static BROKEN: Broken = Broken {
    key: "broken",
    names: ryoiki_core::Names {
        en: "Broken",
        ja: "壊れた",
    },
    sees_other_sides: false,
    shows: every_name,
};

/// The names of every card.
fn every_name(st: &State) -> Typed {
    let names: Vec<String> = st.defs().iter().map(|d| d.name().to_string()).collect();
    Typed::new(names)
}

#[test]
fn shrinking_keeps_only_what_breaks_the_invariant() {
    let rules: &'static dyn RuleSet = &BROKEN;
    let mut actions = legal_run(rules, 9, 60);
    let lose = broken::leak(PlayerId(0));
    actions.insert(40, lose.clone());
    let v = first_violation(rules, &begin(rules, 9), &actions)
        .expect("the broken action leaks hidden cards");
    assert!(v.starts_with("step 41: "), "{v}");
    assert!(v.contains("whose front it may not see"), "{v}");
    let small = shrink(rules, &begin(rules, 9), &actions, 500);
    assert_eq!(small, vec![lose]);
    // The leak is in every view from then on.
    let mut game = Game::new(rules, soak_setup(rules, 9)).unwrap();
    game.apply(small[0].clone(), &mut NullSink).unwrap();
    let json = serde_json::to_string(&game.view(PlayerId(1))).unwrap();
    assert!(json.contains("P0 Card"), "{json}");
}

#[test]
fn the_latest_actions_of_a_long_game_shrink_from_a_snapshot() {
    use ryoiki_soak::repro::{first_violation_from, same_kind, shrink_from};
    let rules: &'static dyn RuleSet = &BROKEN;
    let actions = legal_run(rules, 9, 60);
    // The soak keeps only the actions after a snapshot of the game.
    let mut snapshot = Game::new(rules, soak_setup(rules, 9)).unwrap();
    for a in &actions[..30] {
        snapshot.apply(a.clone(), &mut NullSink).unwrap();
    }
    let lose = broken::leak(PlayerId(0));
    let mut window = actions[30..].to_vec();
    window.insert(10, lose.clone());
    let v = first_violation_from(&snapshot, &window).expect("the broken action leaks");
    assert!(v.starts_with("step 11: "), "{v}");
    let small = shrink_from(&snapshot, &window, 500);
    assert_eq!(small, vec![lose]);
    // Here the shrunk actions break the same invariant from the opening too, so they
    // can be written as a scenario.
    let from_opening = first_violation(rules, &begin(rules, 9), &small).unwrap();
    assert!(same_kind(&from_opening, &v), "{from_opening} / {v}");
}

#[test]
fn a_written_scenario_carries_the_game_options_of_the_run() {
    let kind = GameKind::named("mtg");
    let start =
        ryoiki_soak::soak_start(kind, Some("two-headed-giant"), 3).expect("a known variant");
    let rules = kind.rules();
    let text = to_scenario(rules, &start, &[], "a two-headed giant game");
    assert!(
        text.contains("options = { ") && text.contains("variant = \"two-headed-giant\""),
        "{text}"
    );
    let sc = load_str("written.toml", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(sc.setup.options, start.setup.options, "{text}");
    let report = run(&sc, ryoiki_core::Lang::En);
    assert!(report.passed(), "{:?}\n{text}", report.failures());
}

/// The written file sets up the very cards the run played with: every side's types,
/// abilities and numbers, and how each card starts (facing, orientation, side,
/// controller). Magic's planar cards start face down; written without `face`, they lay
/// face up and the file no longer failed the way the run did.
#[test]
fn a_written_scenario_sets_up_the_same_cards_for_every_game() {
    for kind in [
        GameKind::named("fow"),
        GameKind::named("pmv"),
        GameKind::named("mtg"),
    ] {
        let start = ryoiki_soak::soak_start(kind, None, 11).expect("a soak game");
        let rules = kind.rules();
        let text = to_scenario(rules, &start, &[], "the cards of a soak game");
        let sc = load_str("written.toml", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(
            format!("{:?}", sc.setup.cards),
            format!("{:?}", start.setup.cards),
            "{kind}: {text}"
        );
    }
}
