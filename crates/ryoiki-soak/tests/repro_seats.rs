//! A violation only what a player is told shows (its per-player events), not the views:
//! the soak's check finds it, the shrinker keeps it, and the written file asks the
//! runner to check seat messages.

use ryoiki_core::{
    Action, ActionError, Cx, Described, DynProcess, Game, GameAction, Host, NullSink, PlayerId,
    Process, RuleSet, State, Words, ZoneSpec,
};
use ryoiki_scenario::{load_str, run};
use ryoiki_soak::repro::{Messages, first_violation, first_violation_checked, shrink, to_scenario};
use ryoiki_soak::{SoakStart, soak_setup};

/// A deliberately broken rule set: its 'tattle' action emits an event that tells every
/// player the names of all cards, hidden ones included. Its views stay clean.
struct Tattler;

/// Tattler's one action.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "action", rename_all = "kebab-case")]
enum Tattle {
    Tattle,
}

/// Tattler's event: every card's name, said to everyone.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Told(Vec<String>);

impl Described for Told {
    fn code(&self) -> &str {
        "told"
    }
    fn render(&self, _: &Words<'_>) -> String {
        self.0.join(", ")
    }
}

impl RuleSet for Tattler {
    fn key(&self) -> &'static str {
        "tattler"
    }
    fn names(&self) -> ryoiki_core::Names {
        ryoiki_core::Names {
            en: "Tattler",
            ja: "告げ口",
        }
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        ryoiki_fow::FOW.zones()
    }
    fn game_actions(&self) -> &'static [&'static str] {
        &["tattle"]
    }
    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }
}

impl Process for Tattler {
    type State = ();
    type Action = Tattle;
    type Task = Tattle;
    type Decision = Told;
    type Event = Told;

    fn start(&self, _: &State) {}
    fn check(&self, _: &dyn Host, _: &(), _: PlayerId, _: &Tattle) -> Result<(), ActionError> {
        Ok(())
    }
    fn apply(&self, cx: &mut Cx<'_, Self>, _: PlayerId, _: Tattle) {
        let names = cx
            .state()
            .defs()
            .iter()
            .map(|d| d.name().to_string())
            .collect();
        cx.emit(Told(names), &[]);
    }
}

static TATTLER: Tattler = Tattler;

fn begin(seed: u64) -> SoakStart {
    SoakStart {
        setup: soak_setup(&TATTLER, seed),
        opening: Vec::new(),
    }
}

/// `n` random legal actions of the soak game (none of them the tattle).
fn legal_run(seed: u64, n: usize) -> Vec<Action> {
    let rules: &'static dyn RuleSet = &TATTLER;
    let mut game = Game::new(rules, soak_setup(rules, seed)).unwrap();
    let mut s = seed;
    let mut actions = Vec::new();
    while actions.len() < n {
        let r = ryoiki_core::rng::splitmix64_next(&mut s);
        let p = game
            .pending()
            .map(|d| d.decider)
            .unwrap_or(PlayerId((r % 2) as u8));
        let legal: Vec<Action> = game
            .legal_actions(p)
            .into_iter()
            .filter(|a| !matches!(a, Action::Game(_)))
            .collect();
        let a = legal[(r >> 8) as usize % legal.len()].clone();
        game.apply_as(p, a.clone(), &mut NullSink).unwrap();
        actions.push(a);
    }
    actions
}

#[test]
fn a_leak_only_the_seat_messages_show_is_found_shrunk_and_written_to_be_checked() {
    let rules: &'static dyn RuleSet = &TATTLER;
    let mut actions = legal_run(3, 40);
    let tattle = Action::Game(GameAction::new(PlayerId(0), Tattle::Tattle));
    actions.insert(25, tattle.clone());
    // The views hold: the state and view checks alone find nothing.
    let start = begin(3).game(rules).unwrap();
    assert_eq!(
        first_violation_checked(&start, &actions, Messages::Unchecked),
        None
    );
    // What the players are told does not.
    let v = first_violation(rules, &begin(3), &actions).expect("the tattle tells hidden names");
    assert!(v.starts_with("step 26: "), "{v}");
    assert!(v.contains("of a card it may not see"), "{v}");
    // The shrinker keeps exactly the tattle.
    assert_eq!(
        shrink(rules, &begin(3), &actions, 500),
        vec![tattle.clone()]
    );
    // The written file asks the runner to check what each player is told.
    let text = to_scenario(rules, &begin(3), &[tattle], "tattle");
    assert!(text.contains("\nseat_messages = true\n"), "{text}");
}

#[test]
fn a_scenario_with_seat_messages_checks_them_after_every_step() {
    // A clean Force of Will file with the key: it passes, and the key is read.
    let text = r#"
[scenario]
title = "a draw, with what each player is told checked"
game = "fow"
players = ["alice", "bob"]
seat_messages = true

[[card]]
id = "a"
name = "Ember Stone"
owner = "alice"
zone = "main-deck"

[[step]]
do = "move"
card = "a"
to = "hand"
"#;
    let sc = load_str("seat-messages.toml", text).unwrap();
    assert!(sc.seat_messages);
    let report = run(&sc, ryoiki_core::Lang::En);
    assert!(report.passed(), "{:?}", report.failures());
    let off = load_str("plain.toml", &text.replace("seat_messages = true\n", "")).unwrap();
    assert!(!off.seat_messages);
}
