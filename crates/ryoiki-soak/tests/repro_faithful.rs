//! A soak run written as a scenario file replays faithfully: every step of the run,
//! the seats' actions and the rules' own (effects of every kind begun and ended,
//! characteristic changes, looks and reveals, replacements with follow-ups, the custom
//! effect written in Rust, tokens created and ceasing, happenings, mass moves with
//! positions), is written in a step form the loader reads back, and the scenario runner
//! plays the file to the very state the soak reached.

use ryoiki_core::{Lang, State};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::load_str_with;
use ryoiki_scenario::run::{Entry, run_to_end};
use ryoiki_soak::custom;
use ryoiki_soak::repro::to_scenario;
use ryoiki_soak::{Recorded, record_game as record, variants};

/// Soak steps played per game (a game may end before).
const STEPS: u64 = 500;

/// Seeds tried for a game with rules' actions of every kind. Force of Will's and PMV's
/// soak games take their frame's actions too (start, concede, life), so some end early
/// and fewer seeds have every kind. The first seeds, with a deck's look at its top cards
/// among the free moves: Force of Will's and PMV's 15, Magic's 6 to 8, and 26 for
/// Two-Headed Giant (four players' free moves before the start).
const SEEDS: u64 = 32;

/// Every kind of rules' action the soak takes (see `soak::effect_kind`).
const KINDS: [&str; 10] = [
    "move-all",
    "custom",
    "follow-up",
    "lasting",
    "change",
    "token",
    "happen",
    "end",
    "cease",
    "effect",
];

/// Writes the whole recorded run, loads it against the soak's registry, runs it, and
/// checks that every step was taken as in the run and the final state is the soak's.
fn replays(label: &str, rec: &Recorded) -> String {
    let rules = rec.game.rules();
    let text = to_scenario(rules, &rec.start, &rec.actions, label);
    let sc = load_str_with("written.toml", &text, &custom::soak())
        .unwrap_or_else(|e| panic!("{label}: the written file does not load: {e}"));
    assert_eq!(
        sc.steps.len(),
        rec.start.opening.len() + rec.actions.len(),
        "{label}: one step per action"
    );
    let (report, end) = run_to_end(&sc, Lang::En);
    let refused: Vec<&String> = report
        .transcript
        .iter()
        .filter_map(|e| match e {
            Entry::Refused(r) => Some(r),
            _ => None,
        })
        .collect();
    assert!(
        refused.is_empty(),
        "{label}: {} steps refused, the first: {}",
        refused.len(),
        refused[0]
    );
    assert!(
        report.passed(),
        "{label}: {:?}",
        report.failures().iter().take(5).collect::<Vec<_>>()
    );
    let end: State = end.unwrap_or_else(|| panic!("{label}: the game was not set up"));
    assert!(
        &end == rec.game.state(),
        "{label}: the file's game ends in another state than the soak's"
    );
    text
}

/// One game or Magic variant: a run with rules' actions of every kind, written whole,
/// replays step for step to the soak's final state, and only in readable step forms.
fn whole_run_replays(kind: GameKind, variant: Option<&str>) {
    let label = match variant {
        Some(v) => format!("{kind} {v}"),
        None => kind.to_string(),
    };
    assert!(variant.is_none_or(|v| variants(kind).contains(&v)));
    // The first seed whose game (a Magic game may end early: a player leaves) has
    // rules' actions of every kind.
    let every_kind = |rec: &Recorded| {
        KINDS
            .iter()
            .all(|k| rec.report.rules_actions.get(k).is_some_and(|&n| n > 0))
    };
    let rec = (1..=SEEDS)
        .map(|seed| record(kind, variant, seed, STEPS).expect("a soak game"))
        .find(every_kind)
        .unwrap_or_else(|| {
            panic!("{label}: no seed up to {SEEDS} has every kind of rules' action")
        });
    let label = format!("{label} seed {}", rec.start.setup.seed);
    assert!(
        rec.report.violations.is_empty(),
        "{label}: {:?}",
        rec.report.violations
    );
    let text = replays(&label, &rec);
    assert!(
        !text.contains("do = \"engine-action\""),
        "{label}: an action was written as raw JSON:\n{}",
        text.lines()
            .skip_while(|l| !l.contains("engine-action"))
            .take(3)
            .collect::<Vec<_>>()
            .join("\n")
    );
    for form in [
        "do = \"begin\"",
        "do = \"move-all\"",
        "do = \"create\"",
        "custom = \"soak-custom\"",
    ] {
        assert!(text.contains(form), "{label}: no {form} in the file");
    }
}

#[test]
fn a_whole_fow_run_replays() {
    whole_run_replays(GameKind::named("fow"), None);
}

#[test]
fn a_whole_pmv_run_replays() {
    whole_run_replays(GameKind::named("pmv"), None);
}

#[test]
fn a_whole_mtg_two_player_run_replays() {
    whole_run_replays(GameKind::named("mtg"), Some("two-player"));
}

#[test]
fn a_whole_mtg_two_headed_giant_run_replays() {
    whole_run_replays(GameKind::named("mtg"), Some("two-headed-giant"));
}

#[test]
fn a_whole_mtg_grand_melee_run_replays() {
    whole_run_replays(GameKind::named("mtg"), Some("grand-melee"));
}

#[test]
fn a_whole_mtg_single_planar_deck_run_replays() {
    whole_run_replays(GameKind::named("mtg"), Some("single-planar-deck"));
}

/// Every game and variant has its test above.
#[test]
fn every_game_and_variant_is_tested() {
    let tested = [
        "fow",
        "pmv",
        "mtg two-player",
        "mtg two-headed-giant",
        "mtg grand-melee",
        "mtg single-planar-deck",
    ];
    let mut all = Vec::new();
    for kind in GameKind::all() {
        if variants(kind).is_empty() {
            all.push(kind.to_string());
        }
        for v in variants(kind) {
            all.push(format!("{kind} {v}"));
        }
    }
    assert_eq!(all, tested);
}

/// Before, a step the writer could not express became a comment and the file's game
/// went another way: a file of a run that begins a custom effect and a token, then ends
/// the effect and ceases the token by name, replays.
#[test]
fn effects_and_tokens_begun_by_the_rules_are_named_for_later_steps() {
    let rec = record(GameKind::named("fow"), None, 3, 400).expect("a soak game");
    let text = replays("fow seed 3", &rec);
    assert!(
        text.contains("names = [") || text.contains("do = \"end\""),
        "{text}"
    );
    assert!(!text.contains("not expressible"), "{text}");
}

/// A deliberately broken effect written in Rust: a trigger whose words name every card
/// of the game, hidden ones included, to everyone.
struct Tattle;

impl ryoiki_core::CustomEffect for Tattle {
    fn on_move(
        &self,
        at: &ryoiki_core::EffectView<'_>,
        _: ryoiki_core::This<'_>,
        _: &ryoiki_core::Moved,
    ) -> Option<String> {
        let names: Vec<&str> = at.state().defs().iter().map(|d| d.name()).collect();
        Some(names.join(", "))
    }
}

/// The shrunk-repro path: a soak run with rules' actions, a broken custom effect begun in
/// its middle; the violation is shrunk, written with the effect named by its key, and
/// the file, loaded against the same registry, fails the same way.
#[test]
fn a_shrunk_repro_of_an_injected_violation_names_the_custom_effect_and_fails_alike() {
    use ryoiki_core::{Action, CustomRef, EffectBody, PlayerId};
    use ryoiki_soak::repro::{first_violation_from, same_kind, shrink_from, to_scenario_with};
    use std::sync::Arc;
    let rec = record(GameKind::named("fow"), None, 5, 120).expect("a soak game");
    let rules = rec.game.rules();
    let registry = custom::soak().with("tattle", Arc::new(Tattle));
    let mut start = rec.start.game(rules).expect("the soak game");
    start.register_effect("tattle", Arc::new(Tattle));
    let mut actions = rec.actions.clone();
    let at = actions.len() / 2;
    actions.insert(
        at,
        Action::AddEffect {
            label: "tattle".into(),
            controller: Some(PlayerId(0)),
            body: Box::new(EffectBody::Custom(CustomRef {
                key: "tattle".into(),
                source: None,
            })),
        },
    );
    assert_eq!(first_violation_from(&start, &actions[..at]), None);
    let v = first_violation_from(&start, &actions).expect("the tattle tells hidden names");
    let small = shrink_from(&start, &actions, 400);
    assert!(
        small.len() < actions.len() / 4,
        "{} of {}",
        small.len(),
        actions.len()
    );
    let text = to_scenario_with(rules, &rec.start, &small, "tattle", &registry);
    assert!(text.contains("custom = \"tattle\""), "{text}");
    assert!(!text.contains("engine-action"), "{text}");
    let sc = load_str_with("tattle.toml", &text, &registry).unwrap_or_else(|e| panic!("{e}"));
    let report = ryoiki_scenario::run(&sc, Lang::En);
    let found = report
        .problems
        .iter()
        .find(|p| same_kind(p, &v))
        .unwrap_or_else(|| panic!("{v} / {:?}\n{text}", report.problems));
    assert!(!found.is_empty());
}
