//! Effects: checked before they start, ended by shuffles and moves, and an endless
//! loop of them stopped.

use super::toy::*;
use ryoiki_core::*;

/// A rule set whose one process sets itself off again forever.
struct Looping;

/// Looping's one action: start the loop.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
enum Loop {
    Start,
}

/// Looping's one event (it never emits it).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Nothing;

impl Described for Nothing {
    fn code(&self) -> &str {
        "nothing"
    }
    fn render(&self, _words: &Words<'_>) -> String {
        "nothing".into()
    }
}

impl RuleSet for Looping {
    fn key(&self) -> &'static str {
        "looping"
    }
    fn names(&self) -> Names {
        Names::new("Looping", "ループ")
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn game_actions(&self) -> &'static [&'static str] {
        &["start"]
    }
    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }
}

impl Process for Looping {
    type State = ();
    type Action = Loop;
    type Task = Loop;
    type Decision = Nothing;
    type Event = Nothing;

    fn start(&self, _state: &State) {}

    fn check(&self, _: &dyn Host, _: &(), _: PlayerId, _: &Loop) -> Result<(), ActionError> {
        Ok(())
    }

    fn apply(&self, cx: &mut Cx<'_, Self>, _player: PlayerId, action: Loop) {
        cx.schedule(action);
    }

    fn run(&self, cx: &mut Cx<'_, Self>, task: Loop) {
        cx.schedule(task);
    }
}

static LOOPING: Looping = Looping;

#[test]
fn an_endless_loop_of_effects_is_stopped_and_reported() {
    let mut g = Game::new(
        &LOOPING,
        Setup {
            players: vec!["a".into()],
            ..Setup::default()
        },
    )
    .unwrap();
    let mut events = Vec::new();
    let action = Action::Game(GameAction::new(A, Loop::Start));
    assert_eq!(g.apply(action, &mut events).unwrap(), Progress::Done);
    assert!(g.state().agenda().is_empty());
    assert!(
        events
            .iter()
            .any(|e| matches!(&e.kind, EventKind::LoopStopped { dropped } if *dropped > 0))
    );
}

#[test]
fn an_effect_naming_what_does_not_exist_is_refused_and_changes_nothing() {
    let mut g = game(&[("x", A, HAND)]);
    let before = g.state().clone();
    let ghost = ObjectId {
        card: CardId(99),
        generation: 0,
    };
    let bodies = [
        // An extraction is made by the extract action, never registered directly.
        EffectBody::Extraction { object: ghost },
        EffectBody::Prohibition {
            card: CardFilter {
                card: Some(CardId(99)),
                ..CardFilter::default()
            },
            what: Prohibited::Move,
        },
        EffectBody::Groups {
            groups: vec![vec![ghost]],
        },
        EffectBody::Trigger {
            on: TriggerOn::PutInto,
            filter: MoveFilter {
                card: CardFilter::default(),
                from: Some(ZoneKind(40)),
                to: None,
            },
            record: "never".into(),
        },
    ];
    for body in bodies {
        let err = g
            .apply(
                Action::AddEffect {
                    label: "bad".into(),
                    controller: Some(A),
                    body: Box::new(body.clone()),
                },
                &mut NullSink,
            )
            .expect_err("refused");
        assert!(!err.to_string().is_empty(), "{body:?}");
        assert!(&before == g.state(), "{body:?} changed the state");
    }
}

fn expose(g: &Game, label: &str, cards: &[u32], to: PlayerSet, kind: ExposureKind) -> Action {
    Action::AddEffect {
        label: label.into(),
        controller: Some(A),
        body: Box::new(EffectBody::Exposure {
            objects: cards.iter().map(|&c| g.state().object(CardId(c))).collect(),
            to,
            kind,
        }),
    }
}

#[test]
fn a_shuffle_of_a_hidden_zone_ends_reveals_and_looks_of_its_cards() {
    let mut g = game(&[
        ("x", A, PILE),
        ("y", A, PILE),
        ("w", A, PILE),
        ("t", A, TABLE),
    ]);
    let mut log = Vec::new();
    let all = g.state().all_players();
    g.apply(
        expose(&g, "shown", &[0, 1], all, ExposureKind::Reveal),
        &mut log,
    )
    .unwrap();
    g.apply(
        expose(&g, "peek", &[2], PlayerSet::only(B), ExposureKind::Look),
        &mut log,
    )
    .unwrap();
    g.apply(
        expose(&g, "table", &[3], all, ExposureKind::Reveal),
        &mut log,
    )
    .unwrap();
    let before: Vec<Handle> = (0..3).map(|c| g.handle(B, CardId(c))).collect();
    assert_eq!(g.view(B).zone(z(PILE, A)).unwrap().cards().count(), 3);
    g.apply(
        Action::Shuffle {
            player: A,
            zone: z(PILE, A),
            forced: Some(vec![0, 1, 2]),
        },
        &mut log,
    )
    .unwrap();
    for v in [A, B] {
        assert_eq!(
            g.view(v).zone(z(PILE, A)).unwrap().cards().count(),
            0,
            "no one sees a shuffled card, even with the exposure still in force"
        );
        for c in 0..3 {
            assert!(!g.sees_front(v, CardId(c)));
        }
    }
    // The exposures lost the shuffled objects, and nothing else.
    for e in g.state().effects() {
        if let EffectBody::Exposure { objects, .. } = &e.body {
            let expected: Vec<ObjectId> = if e.label == "table" {
                vec![g.state().object(CardId(3))]
            } else {
                Vec::new()
            };
            assert_eq!(objects, &expected, "{}", e.label);
        }
    }
    assert!(
        g.sees_front(B, CardId(3)),
        "a card outside the shuffle stays shown"
    );
    // The cards are the same objects (they did not change zones) under new handles.
    for c in 0..3u32 {
        assert_eq!(g.state().object(CardId(c)).generation, 0);
        assert_ne!(g.handle(B, CardId(c)), before[c as usize]);
    }
    // Ending the emptied effects is harmless.
    let ids: Vec<EffectId> = g.state().effects().iter().map(|e| e.id).collect();
    for e in ids {
        g.apply(Action::EndEffect { effect: e }, &mut log).unwrap();
    }
    assert!(g.state().effects().is_empty());
    assert!(g.state().check_conservation().is_empty());
}

#[test]
fn an_effect_lasting_while_its_card_stays_ends_when_the_card_moves_and_end_of_turn_ends_its_own() {
    let mut g = game(&[("src", A, TABLE), ("x", A, HAND), ("y", A, HAND)]);
    let mut log = Vec::new();
    let src = g.state().object(CardId(0));
    let lasting = |until: Duration| Action::AddLasting {
        label: "hand to discard".into(),
        controller: Some(A),
        body: Box::new(EffectBody::Replacement {
            on: MoveFilter {
                to: Some(TABLE),
                ..MoveFilter::default()
            },
            instead: Destination {
                kind: DISCARD,
                player: None,
            },
        }),
        until,
    };
    g.apply(lasting(Duration::WhileIn(src)), &mut log).unwrap();
    g.apply(lasting(Duration::EndOfTurn), &mut log).unwrap();
    assert_eq!(g.state().effects().len(), 2);
    // A named event that nothing waits for ends nothing.
    g.apply(
        Action::Happen {
            event: Happening::Named("dawn".into()),
        },
        &mut log,
    )
    .unwrap();
    assert_eq!(g.state().effects().len(), 2);
    // The source moves: a new object, so its effect ends; the other stays.
    g.apply(mv(&g, 0, PILE, None), &mut log).unwrap();
    assert_eq!(g.state().effects().len(), 1);
    assert_eq!(g.state().effects()[0].until, Some(Duration::EndOfTurn));
    g.apply(
        Action::Happen {
            event: Happening::EndOfTurn,
        },
        &mut log,
    )
    .unwrap();
    assert!(g.state().effects().is_empty());
    // With no effect left, a move to the table goes there.
    g.apply(mv(&g, 1, TABLE, None), &mut log).unwrap();
    assert_eq!(g.cards_in(z(TABLE, A)), &[CardId(1)]);
    // A duration naming an object that is gone is refused, and nothing changes.
    let before = g.state().clone();
    assert!(g.apply(lasting(Duration::WhileIn(src)), &mut log).is_err());
    assert!(&before == g.state());
}
