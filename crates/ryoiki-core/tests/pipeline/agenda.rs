//! One agenda: a process's nested action runs only the work it schedules, and the step
//! limit counts per top-level action (DESIGN.md, "In what order does work run?").

use super::toy::*;
use ryoiki_core::*;

/// A rule set whose process records the order its work runs in.
struct Ordered;

/// Ordered's actions.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
enum Go {
    /// Schedules its own later work, then applies `Inner` as a nested action, then says
    /// it is back.
    Outer,
    /// Schedules two steps of its own.
    Inner,
    /// Applies `Burst` three times as nested actions.
    Bursts,
    /// Schedules 4,000 steps.
    Burst,
}

/// Ordered's steps of work.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
enum Step {
    /// Says its number.
    Mark(u32),
    /// Does nothing (one step).
    Idle,
}

/// What Ordered reports.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
enum Said {
    Mark(u32),
    Back,
}

impl Described for Said {
    fn code(&self) -> &str {
        "said"
    }
    fn render(&self, _words: &Words<'_>) -> String {
        format!("{self:?}")
    }
}

impl RuleSet for Ordered {
    fn key(&self) -> &'static str {
        "ordered"
    }
    fn names(&self) -> Names {
        Names::new("Ordered", "順序")
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn game_actions(&self) -> &'static [&'static str] {
        &["go"]
    }
    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }
}

impl Process for Ordered {
    type State = ();
    type Action = Go;
    type Task = Step;
    type Decision = Said;
    type Event = Said;

    fn start(&self, _state: &State) {}

    fn check(&self, _: &dyn Host, _: &(), _: PlayerId, _: &Go) -> Result<(), ActionError> {
        Ok(())
    }

    fn apply(&self, cx: &mut Cx<'_, Self>, _player: PlayerId, action: Go) {
        let nested = |g| Action::Game(GameAction::new(A, g));
        match action {
            Go::Outer => {
                cx.schedule(Step::Mark(1));
                cx.apply(nested(Go::Inner)).expect("checked");
                cx.emit(Said::Back, &[]);
            }
            Go::Inner => cx.schedule_all(vec![Step::Mark(2), Step::Mark(3)]),
            Go::Bursts => {
                for _ in 0..3 {
                    cx.apply(nested(Go::Burst)).expect("checked");
                }
            }
            Go::Burst => cx.schedule_all(vec![Step::Idle; 4_000]),
        }
    }

    fn run(&self, cx: &mut Cx<'_, Self>, task: Step) {
        if let Step::Mark(n) = task {
            cx.emit(Said::Mark(n), &[]);
        }
    }
}

static ORDERED: Ordered = Ordered;

fn ordered() -> Game {
    Game::new(
        &ORDERED,
        Setup {
            players: vec!["a".into()],
            ..Setup::default()
        },
    )
    .unwrap()
}

#[test]
fn a_nested_action_runs_only_its_own_work_and_the_callers_waits_for_the_caller() {
    let mut g = ordered();
    let mut events = Vec::new();
    let go = Action::Game(GameAction::new(A, Go::Outer));
    assert_eq!(g.apply(go, &mut events).unwrap(), Progress::Done);
    let said: Vec<Said> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Game(t) => t.get::<Said>().cloned(),
            _ => None,
        })
        .collect();
    // Inner's two steps run inside the nested call; the caller's Mark(1), scheduled
    // before it, runs after the caller's step is over, not inside the nested call.
    assert_eq!(
        said,
        [Said::Mark(2), Said::Mark(3), Said::Back, Said::Mark(1)]
    );
    assert!(g.state().agenda().is_empty());
}

#[test]
fn the_step_limit_counts_the_nested_actions_with_the_top_level_one() {
    let mut g = ordered();
    let mut events = Vec::new();
    let go = Action::Game(GameAction::new(A, Go::Bursts));
    assert_eq!(g.apply(go, &mut events).unwrap(), Progress::Done);
    // Three nested bursts of 4,000 steps: 12,000 in one top-level action, over the
    // limit of 10,000, though no one burst is.
    let stopped: Vec<u32> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::LoopStopped { dropped } => Some(dropped),
            _ => None,
        })
        .collect();
    assert_eq!(stopped, [2_000], "{stopped:?}");
    assert!(g.state().agenda().is_empty());
    // The next top-level action starts its count afresh.
    let mut events = Vec::new();
    let again = Action::Game(GameAction::new(A, Go::Burst));
    g.apply(again, &mut events).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::LoopStopped { .. }))
    );
}
