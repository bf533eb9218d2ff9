//! The core's move pipeline, decisions and views, on a toy rule set that knows no game:
//! a hidden ordered pile, a hand its owner sees, a public table, a public discard pile.

use ryoiki_core::*;

struct Toy;

const fn zone(
    key: &'static str,
    visibility: Visibility,
    ordering: Ordering,
    facing: Facing,
) -> ZoneSpec {
    ZoneSpec {
        key,
        names: Names { en: key, ja: key },
        scope: Scope::PerPlayer,
        visibility,
        ordering,
        has_orientation: false,
        default_facing: facing,
        limit: None,
        limit_rule: None,
        rules: &[],
    }
}

const HIDDEN: Visibility = Visibility::Hidden {
    owner_sees: false,
    positions_public: false,
};

static ZONES: [ZoneSpec; 4] = [
    zone("pile", HIDDEN, Ordering::Ordered, Facing::FaceDown),
    zone(
        "hand",
        Visibility::Hidden {
            owner_sees: true,
            positions_public: false,
        },
        Ordering::Unordered,
        Facing::FaceDown,
    ),
    ZoneSpec {
        has_orientation: true,
        ..zone(
            "table",
            Visibility::Public,
            Ordering::Unordered,
            Facing::FaceUp,
        )
    },
    zone(
        "discard",
        Visibility::Public,
        Ordering::Ordered,
        Facing::FaceUp,
    ),
];

impl RuleSet for Toy {
    fn key(&self) -> &'static str {
        "toy"
    }
    fn names(&self) -> Names {
        Names {
            en: "Toy",
            ja: "トイ",
        }
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn replacement_rules(&self) -> &'static [RuleId] {
        &["toy-replace"]
    }
}

static TOY: Toy = Toy;
const PILE: ZoneKind = ZoneKind(0);
const HAND: ZoneKind = ZoneKind(1);
const TABLE: ZoneKind = ZoneKind(2);
const DISCARD: ZoneKind = ZoneKind(3);
const A: PlayerId = PlayerId(0);
const B: PlayerId = PlayerId(1);

fn z(kind: ZoneKind, p: PlayerId) -> ZoneId {
    ZoneId {
        kind,
        player: Some(p),
    }
}

fn game(cards: &[(&str, PlayerId, ZoneKind)]) -> Game {
    let setup = Setup {
        players: vec!["a".into(), "b".into()],
        seed: 3,
        cards: cards
            .iter()
            .map(|(name, owner, kind)| CardSetup {
                def: CardDef::single(Side::new(*name, &["thing"])),
                owner: *owner,
                place: SetupPlace::Zone(z(*kind, *owner)),
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            })
            .collect(),
        ..Setup::default()
    };
    Game::new(&TOY, setup).expect("valid")
}

fn mv(game: &Game, card: u32, kind: ZoneKind, player: Option<PlayerId>) -> Action {
    Action::Move {
        player: A,
        object: game.state().object(CardId(card)),
        to: Destination { kind, player },
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    }
}

fn replace(label: &str, to: ZoneKind, instead: ZoneKind) -> Action {
    Action::AddEffect {
        label: label.into(),
        controller: None,
        body: EffectBody::Replacement {
            on: MoveFilter {
                to: Some(to),
                ..MoveFilter::default()
            },
            instead: Destination {
                kind: instead,
                player: None,
            },
        },
    }
}

#[test]
fn several_replacements_ask_the_owner_and_each_applies_once() {
    let mut g = game(&[("x", A, TABLE)]);
    let mut log = Vec::new();
    g.apply(replace("to discard instead", HAND, DISCARD), &mut log)
        .unwrap();
    g.apply(replace("to pile instead", HAND, PILE), &mut log)
        .unwrap();
    g.apply(replace("discard becomes hand", DISCARD, HAND), &mut log)
        .unwrap();
    let Progress::Waiting(d) = g.apply(mv(&g, 0, HAND, None), &mut log).unwrap() else {
        panic!("two replacements apply: the owner must choose");
    };
    assert_eq!(d.decider, A);
    assert_eq!(
        d.options(),
        vec![Choice::Effect(EffectId(0)), Choice::Effect(EffectId(1))]
    );
    // Out of turn and illegal answers are refused and change nothing.
    let before = g.state().clone();
    let err = g
        .apply(
            Action::Answer {
                player: B,
                choice: Choice::Effect(EffectId(0)),
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "b answered, but the decision is a's to make"
    );
    let err = g
        .apply(
            Action::Answer {
                player: A,
                choice: Choice::Effect(EffectId(2)),
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "effect e2 is not a legal answer; the legal answers are effect e0, effect e1"
    );
    let err = g.apply(mv(&g, 0, TABLE, None), &mut log).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("the game is waiting for a to decide"),
        "{err}"
    );
    assert!(&before == g.state());
    // Choosing 'to discard': then 'discard becomes hand' applies (once), and then 'to pile'
    // applies because the card is headed to the hand again; nothing applies twice.
    let mut events = Vec::new();
    let p = g
        .apply(
            Action::Answer {
                player: A,
                choice: Choice::Effect(EffectId(0)),
            },
            &mut events,
        )
        .unwrap();
    assert_eq!(p, Progress::Done);
    assert_eq!(g.cards_in(z(PILE, A)), &[CardId(0)]);
    let applied: Vec<EffectId> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Replaced { effect, .. } => Some(effect),
            _ => None,
        })
        .collect();
    assert_eq!(applied, vec![EffectId(0), EffectId(2), EffectId(1)]);
    assert!(
        events
            .iter()
            .all(|e| !matches!(e.kind, EventKind::Replaced { .. })
                || e.rules.as_slice() == ["toy-replace"])
    );
}

#[test]
fn cards_arriving_together_in_a_hidden_pile_are_ordered_by_their_owner_alone() {
    let mut g = game(&[("x", A, TABLE), ("y", A, TABLE), ("w", A, TABLE)]);
    let objs: Vec<ObjectId> = (0..3).map(|c| g.state().object(CardId(c))).collect();
    let mut log = Vec::new();
    let p = g
        .apply(
            Action::MoveMany {
                player: A,
                objects: objs.clone(),
                to: Destination {
                    kind: PILE,
                    player: None,
                },
                cause: Cause::Instruction,
            },
            &mut log,
        )
        .unwrap();
    let Progress::Waiting(d) = p else {
        panic!("the order is asked for")
    };
    assert!(matches!(
        *d,
        Decision {
            decider: A,
            kind: DecisionKind::OrderCards { .. }
        }
    ));
    // The decider's view lists the options under their own handles; others see who
    // decides and nothing more.
    let mine = g.view(A).pending().unwrap();
    assert_eq!(mine.what, "order-cards");
    let handles: Vec<Handle> = (0..3).map(|c| g.handle(A, CardId(c))).collect();
    assert_eq!(
        mine.options,
        handles
            .iter()
            .map(|&handle| OptionView::Card { handle })
            .collect::<Vec<_>>()
    );
    let theirs = g.view(B).pending().unwrap();
    assert_eq!((theirs.decider, theirs.options.len()), (A, 0));
    g.apply(
        Action::Answer {
            player: A,
            choice: Choice::Object(objs[2]),
        },
        &mut log,
    )
    .unwrap();
    let p = g
        .apply(
            Action::Answer {
                player: A,
                choice: Choice::Object(objs[0]),
            },
            &mut log,
        )
        .unwrap();
    assert_eq!(p, Progress::Done, "the last card needs no pick");
    assert_eq!(g.cards_in(z(PILE, A)), &[CardId(2), CardId(0), CardId(1)]);
    // The owner knows the order; the other player sees only the count.
    let mine: Vec<(u32, CardId)> = g
        .view(A)
        .zone(z(PILE, A))
        .unwrap()
        .cards()
        .map(|c| (c.position().unwrap(), c.card_id()))
        .collect();
    assert_eq!(mine, vec![(0, CardId(2)), (1, CardId(0)), (2, CardId(1))]);
    let theirs = g.view(B).zone(z(PILE, A)).unwrap();
    assert_eq!(theirs.count(), 3);
    assert_eq!(theirs.cards().count(), 0);
    // A shuffle makes everyone forget.
    g.apply(
        Action::Shuffle {
            player: A,
            zone: z(PILE, A),
            forced: None,
        },
        &mut log,
    )
    .unwrap();
    assert_eq!(g.view(A).zone(z(PILE, A)).unwrap().cards().count(), 0);
}

#[test]
fn handles_differ_per_viewer_and_change_when_a_card_moves_or_its_zone_is_shuffled() {
    let mut g = game(&[("x", A, TABLE), ("y", A, DISCARD), ("w", A, DISCARD)]);
    let h = |g: &Game, v: PlayerId, c: u32| g.view(v).card(CardId(c)).map(|cv| cv.handle());
    let a0 = h(&g, A, 0).unwrap();
    let b0 = h(&g, B, 0).unwrap();
    assert_ne!(a0, b0);
    let mut log = Vec::new();
    g.apply(
        Action::Turn {
            player: A,
            object: g.state().object(CardId(0)),
            orientation: Orientation::Sideways,
        },
        &mut log,
    )
    .unwrap();
    assert_eq!(h(&g, B, 0), Some(b0), "turning is not a move");
    g.apply(mv(&g, 0, TABLE, Some(B)), &mut log).unwrap();
    assert_ne!(h(&g, B, 0), Some(b0));
    let y = h(&g, B, 1).unwrap();
    g.apply(
        Action::Shuffle {
            player: A,
            zone: z(DISCARD, A),
            forced: Some(vec![1, 0]),
        },
        &mut log,
    )
    .unwrap();
    assert_ne!(h(&g, B, 1), Some(y));
    assert_eq!(g.cards_in(z(DISCARD, A)), &[CardId(2), CardId(1)]);
    // A handle leads back to its object for its viewer only.
    let hb = h(&g, B, 1).unwrap();
    assert_eq!(
        g.object_for_handle(B, hb),
        Some(g.state().object(CardId(1)))
    );
    assert_eq!(g.object_for_handle(A, hb), None);
}

#[test]
fn a_gone_object_says_where_its_card_went_and_a_bad_forced_shuffle_is_refused() {
    let mut g = game(&[("x", A, HAND), ("y", A, PILE)]);
    let old = g.state().object(CardId(0));
    let mut log = Vec::new();
    g.apply(mv(&g, 0, DISCARD, None), &mut log).unwrap();
    let err = g
        .apply(
            Action::Turn {
                player: A,
                object: old,
                orientation: Orientation::Sideways,
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "x has moved since this action named it: it is now in a's discard, position 1 from the bottom (object c0#0 no longer exists; the card is now object c0#1)"
    );
    let before = g.state().clone();
    let err = g
        .apply(
            Action::Shuffle {
                player: A,
                zone: z(PILE, A),
                forced: Some(vec![0, 0]),
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "forced shuffle order [0, 0] is not a permutation of 0..1"
    );
    let err = g
        .apply(
            Action::Turn {
                player: A,
                object: g.state().object(CardId(1)),
                orientation: Orientation::Sideways,
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a hidden card is in a's pile, where cards are not turned upright or sideways"
    );
    let ghost = Action::Move {
        player: A,
        object: ObjectId {
            card: CardId(7),
            generation: 0,
        },
        to: Destination {
            kind: DISCARD,
            player: None,
        },
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    };
    let err = g.apply(ghost, &mut log).unwrap_err();
    assert_eq!(err.to_string(), "no card c7 in this game");
    assert!(&before == g.state());
}

#[test]
fn a_setup_reports_every_problem() {
    let bad = Setup {
        players: vec!["a".into()],
        cards: vec![CardSetup {
            def: CardDef::single(Side::new("x", &[])),
            owner: PlayerId(3),
            place: SetupPlace::Zone(z(PILE, A)),
            side: 1,
            facing: None,
            orientation: Some(Orientation::Sideways),
            controller: None,
        }],
        ..Setup::default()
    };
    let err = Game::new(&TOY, bad).unwrap_err();
    assert!(matches!(
        err.problems[1],
        ryoiki_core::SetupProblem::OwnerNotSeated {
            owner: PlayerId(3),
            ..
        }
    ));
    let words: Vec<String> = err.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        words,
        vec![
            "card c0 (x) has no side 1",
            "card c0 (x) is owned by p3, who is not seated",
            "card c0 (x) is given an orientation, but pile has none",
        ]
    );
}

#[test]
fn a_state_serializes_and_round_trips() {
    let g = game(&[("x", A, HAND), ("y", B, PILE)]);
    let json = serde_json::to_string(g.state()).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    assert!(&back == g.state());
}

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
        Names {
            en: "Looping",
            ja: "ループ",
        }
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
                    body: body.clone(),
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
        body: EffectBody::Exposure {
            objects: cards.iter().map(|&c| g.state().object(CardId(c))).collect(),
            to,
            kind,
        },
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
fn ids_from_outside_give_none_or_errors_not_panics() {
    let g = game(&[("x", A, PILE), ("y", A, TABLE)]);
    let ghost = CardId(99);
    let gone = ObjectId {
        card: ghost,
        generation: 0,
    };
    assert_eq!(g.try_handle(A, ghost), None);
    assert!(g.try_handle(A, CardId(0)).is_some());
    assert_eq!(g.try_handle(A, CardId(0)), Some(g.handle(A, CardId(0))));
    assert!(g.view(A).card(ghost).is_none());
    assert!(!g.sees_front(A, ghost));
    assert_eq!(g.seers(ghost), PlayerSet::NONE);
    assert_eq!(g.host_of(ghost), None);
    assert!(g.attachments_deep(gone).is_empty());
    assert_eq!(g.state().zone_of(ghost), None);
    assert_eq!(g.state().try_card(ghost), None);
    assert_eq!(g.object_of(ghost), Err(ActionError::UnknownCard(ghost)));
    assert_eq!(g.resolve(gone), Err(ActionError::UnknownCard(ghost)));
    assert_eq!(g.place_name(ghost, Lang::En), "no such card (c99)");
    assert_eq!(g.whereabouts(ghost).object, gone);
    assert_eq!(g.last_known(gone), None);
    assert!(g.try_spec(ZoneKind(40)).is_none());
    let nowhere = ZoneId {
        kind: ZoneKind(40),
        player: Some(A),
    };
    assert_eq!(g.zone_name(nowhere, Lang::En), "an unknown zone (kind 40)");
    assert!(g.cards_in(nowhere).is_empty());
    assert!(g.view(A).zone(nowhere).is_none());
    // A viewer or player not seated sees only what any outsider would, and may do nothing.
    let stranger = PlayerId(9);
    let json = serde_json::to_string(&g.view(stranger)).unwrap();
    assert!(!json.contains("\"x\""), "{json}");
    assert!(g.legal_actions(stranger).is_empty());
    assert_eq!(g.player_name(stranger), "?");
}

#[test]
#[should_panic(expected = "no card c99 in this game")]
fn handle_panics_only_for_a_card_the_game_does_not_have() {
    let g = game(&[("x", A, PILE)]);
    let _ = g.handle(A, CardId(99));
}

#[test]
fn control_characters_in_names_are_setup_problems() {
    let setup = Setup {
        players: vec!["a\0".into(), "b".into()],
        cards: vec![CardSetup {
            def: CardDef::single(Side::new("bell\u{7}", &["thing"])),
            owner: A,
            place: SetupPlace::Zone(z(PILE, A)),
            side: 0,
            facing: None,
            orientation: None,
            controller: None,
        }],
        ..Setup::default()
    };
    let err = Game::new(&TOY, setup).unwrap_err();
    assert_eq!(
        err.problems,
        vec![
            SetupProblem::ControlCharacter {
                what: "player name",
                card: None,
                text: "a\0".into(),
                code: 0,
            },
            SetupProblem::ControlCharacter {
                what: "card name",
                card: Some(CardId(0)),
                text: "bell\u{7}".into(),
                code: 7,
            },
        ]
    );
    let shown: Vec<String> = err.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        shown,
        [
            "player name 'a\\0' contains a control character (U+0000)",
            "card name 'bell\\u{7}' contains a control character (U+0007)",
        ]
    );
}

#[test]
fn a_player_beyond_64_seats_is_in_no_set_and_sees_nothing() {
    let far = PlayerId(200);
    assert!(!PlayerSet::all(64).contains(far));
    assert_eq!(PlayerSet::only(far), PlayerSet::NONE);
    assert_eq!(PlayerSet::NONE.with(far), PlayerSet::NONE);
    let g = game(&[("x", A, HAND), ("y", A, TABLE)]);
    assert!(!g.sees_front(far, CardId(0)));
    assert!(
        g.sees_front(far, CardId(1)),
        "a public card is seen by anyone"
    );
    assert!(
        g.view(far)
            .zone(z(HAND, A))
            .unwrap()
            .cards()
            .next()
            .is_none()
    );
}

#[test]
fn events_render_in_both_languages_with_positions_counted_from_one() {
    let mut g = game(&[("x", A, HAND), ("y", A, HAND), ("w", B, DISCARD)]);
    let mut log = Vec::new();
    g.apply(mv(&g, 0, DISCARD, Some(B)), &mut log).unwrap();
    let moved = log
        .iter()
        .find(|e| matches!(e.kind, EventKind::Moved { .. }))
        .expect("a moved event");
    let en = g.render_event(moved, Lang::En);
    let ja = g.render_event(moved, Lang::Ja);
    // "w" is at the bottom of b's discard pile, so x is the second card from the bottom.
    assert!(
        en.contains("b's discard, position 2 from the bottom"),
        "{en}"
    );
    assert!(en.contains("x (c0#0)"), "{en}");
    assert!(ja.contains("bのdiscardの下から2番目"), "{ja}");
    assert!(ja.contains("x（c0#0）"), "{ja}");
    assert!(
        !ja.contains('(') && !ja.contains('['),
        "one bracket style: {ja}"
    );
    let place = g.place_name(CardId(0), Lang::Ja);
    assert_eq!(place, "bのdiscardの下から2番目");
    assert_eq!(
        g.place_name(CardId(2), Lang::En),
        "b's discard, position 1 from the bottom"
    );
}

fn pick(g: &mut Game, who: PlayerId, card: u32, log: &mut Vec<Event>) -> Progress {
    let object = g.state().object(CardId(card));
    g.apply(
        Action::Answer {
            player: who,
            choice: Choice::Object(object),
        },
        log,
    )
    .unwrap()
}

#[test]
fn a_mass_move_settles_each_destination_then_each_owner_orders_in_the_real_zone() {
    // a owns x and y, b owns w, v and u; all on their tables.
    let mut g = game(&[
        ("x", A, TABLE),
        ("y", A, TABLE),
        ("w", B, TABLE),
        ("v", B, TABLE),
        ("u", B, TABLE),
    ]);
    let mut log = Vec::new();
    // b's cards that would go to the discard pile go to the bottom of the pile instead.
    g.apply(
        Action::AddEffect {
            label: "b's to the pile bottom".into(),
            controller: None,
            body: EffectBody::ReplaceMove(MoveReplacement {
                on: MoveFilter {
                    card: CardFilter {
                        owner: Some(B),
                        ..CardFilter::default()
                    },
                    to: Some(DISCARD),
                    ..MoveFilter::default()
                },
                to: Some(Destination {
                    kind: PILE,
                    player: None,
                }),
                position: Some(Position::Bottom),
                facing: None,
                then: vec!["noted".into()],
                follow_ups: Vec::new(),
            }),
        },
        &mut log,
    )
    .unwrap();
    // u cannot move.
    g.apply(
        Action::AddEffect {
            label: "u stays".into(),
            controller: None,
            body: EffectBody::Prohibition {
                card: CardFilter {
                    card: Some(CardId(4)),
                    ..CardFilter::default()
                },
                what: Prohibited::Move,
            },
        },
        &mut log,
    )
    .unwrap();
    let before = g.state().clone();
    // A filter naming a player who does not exist is refused and changes nothing.
    let bad = Action::MoveAll {
        player: A,
        filter: CardFilter {
            controller: Some(PlayerId(7)),
            ..CardFilter::default()
        },
        from: Some(TABLE),
        to: Destination {
            kind: DISCARD,
            player: None,
        },
        position: None,
        cause: Cause::Instruction,
    };
    assert!(g.apply(bad, &mut log).is_err());
    assert!(&before == g.state());
    let all = Action::MoveAll {
        player: A,
        filter: CardFilter::default(),
        from: Some(TABLE),
        to: Destination {
            kind: DISCARD,
            player: None,
        },
        position: None,
        cause: Cause::Instruction,
    };
    let Progress::Waiting(d) = g.apply(all, &mut log).unwrap() else {
        panic!("a orders her own two cards");
    };
    // a orders only her cards, in her discard pile; u is never offered.
    assert_eq!(d.decider, A);
    let DecisionKind::OrderCards { zone, remaining } = &d.kind else {
        panic!("an order decision");
    };
    assert_eq!(*zone, z(DISCARD, A));
    assert_eq!(remaining.len(), 2);
    assert!(remaining.iter().all(|o| o.card.0 < 2));
    let Progress::Waiting(d) = pick(&mut g, A, 1, &mut log) else {
        panic!("then b orders his, in his pile");
    };
    assert_eq!(d.decider, B);
    let DecisionKind::OrderCards { zone, .. } = &d.kind else {
        panic!("an order decision");
    };
    assert_eq!(*zone, z(PILE, B));
    // Nothing has moved while orders are chosen.
    assert_eq!(g.state().zone(z(TABLE, B)).unwrap().cards.len(), 3);
    assert!(matches!(pick(&mut g, B, 3, &mut log), Progress::Done));
    assert_eq!(g.cards_in(z(DISCARD, A)), &[CardId(1), CardId(0)]);
    // On the bottom, the first pick deepest.
    assert_eq!(g.cards_in(z(PILE, B)), &[CardId(3), CardId(2)]);
    assert_eq!(g.cards_in(z(TABLE, B)), &[CardId(4)]);
    let noted = log
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::Triggered { label, .. } if label == "noted"))
        .count();
    assert_eq!(noted, 2);
}

#[test]
fn an_effect_lasting_while_its_card_stays_ends_when_the_card_moves_and_end_of_turn_ends_its_own() {
    let mut g = game(&[("src", A, TABLE), ("x", A, HAND), ("y", A, HAND)]);
    let mut log = Vec::new();
    let src = g.state().object(CardId(0));
    let lasting = |until: Duration| Action::AddLasting {
        label: "hand to discard".into(),
        controller: Some(A),
        body: EffectBody::Replacement {
            on: MoveFilter {
                to: Some(TABLE),
                ..MoveFilter::default()
            },
            instead: Destination {
                kind: DISCARD,
                player: None,
            },
        },
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
