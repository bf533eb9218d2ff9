//! Soak violations become small scenario files: the writer's files replay the game, and
//! shrinking keeps only what still breaks the invariant.

use ryoiki_core::{
    Action, ActionError, EventSink, Game, NamedAction, NullSink, Place, PlayerId, Progress,
    RuleSet, ZoneSpec,
};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::repro::{first_violation, shrink, to_scenario};
use ryoiki_scenario::soak::{SoakStart, soak_setup};
use ryoiki_scenario::{load_str, run};

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
    let rules = GameKind::Fow.rules();
    let actions = legal_run(rules, 4, 150);
    assert_eq!(first_violation(rules, &begin(rules, 4), &actions), None);
    let text = to_scenario(rules, &begin(rules, 4), &actions, "replay of a clean run");
    let sc = load_str("written.toml", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(sc.steps.len(), actions.len(), "{text}");
    let report = run(&sc, ryoiki_core::Lang::En);
    assert!(report.passed(), "{:?}", report.failures());
}

/// A deliberately broken rule set: its 'lose-card' action takes a card out of its zone's
/// list without giving it another place.
struct Broken;

impl RuleSet for Broken {
    fn key(&self) -> &'static str {
        "broken"
    }
    fn names(&self) -> ryoiki_core::Names {
        ryoiki_core::Names {
            en: "Broken",
            ja: "壊れた",
        }
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        ryoiki_fow::FOW.zones()
    }
    fn game_actions(&self) -> &'static [&'static str] {
        &["lose-card"]
    }
    fn check_game_action(&self, _game: &Game, _action: &NamedAction) -> Result<(), ActionError> {
        Ok(())
    }
    fn apply_game_action(
        &self,
        game: &mut Game,
        _action: NamedAction,
        _sink: &mut dyn EventSink,
    ) -> Progress {
        if let Some(z) = game
            .state_mut()
            .zones
            .iter_mut()
            .find(|z| !z.cards.is_empty())
        {
            z.cards.pop();
        }
        Progress::Done
    }
}

static BROKEN: Broken = Broken;

#[test]
fn shrinking_keeps_only_what_breaks_the_invariant() {
    let rules: &'static dyn RuleSet = &BROKEN;
    let mut actions = legal_run(rules, 9, 60);
    let lose = Action::Named(NamedAction {
        player: PlayerId(0),
        name: "lose-card".into(),
        args: Default::default(),
    });
    actions.insert(40, lose.clone());
    let v = first_violation(rules, &begin(rules, 9), &actions)
        .expect("the broken action breaks conservation");
    assert!(v.starts_with("step 41: "), "{v}");
    assert!(v.ends_with("is listed 0 times in zones"), "{v}");
    let small = shrink(rules, &begin(rules, 9), &actions, 500);
    assert_eq!(small, vec![lose]);
    // The card that was lost still says it is in a zone.
    let mut game = Game::new(rules, soak_setup(rules, 9)).unwrap();
    game.apply(small[0].clone(), &mut NullSink).unwrap();
    assert!(
        game.state()
            .cards
            .iter()
            .any(|c| matches!(c.place, Place::Zone(_)))
    );
}
