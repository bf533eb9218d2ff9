//! PMV on the core's typed seam: its action is a typed value, its events render in
//! English and Japanese, a game waiting in the middle of PMV's work (set cards going to
//! the underworld, 11.3.3.h) saves and loads with PMV's state and steps of work intact,
//! and the public part of a view names cards by handle and name only.

use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Choice, Event, EventKind, Game, GameAction, Lang, NullSink,
    PlayerId, Setup, SetupPlace, Side, State, Task, ZoneId,
};
use ryoiki_pmv::{PMV, PmvAction, PmvPublic, PmvState, zones};

fn card(name: &str, types: &[&str], power: Option<i64>, kind: K) -> CardSetup {
    let mut side = Side::new(name, types);
    if let Some(p) = power {
        side.numbers.insert("power".into(), p);
    }
    CardSetup::new(
        CardDef::single(side),
        PlayerId(0),
        SetupPlace::zone(kind.0, Some(PlayerId(0))),
    )
}

mod zones_kind {
    /// A zone kind, for the setup helper.
    pub struct K(pub ryoiki_core::ZoneKind);
}
use zones_kind::K;

/// Knight on alice's field; Sword and Shield (equipment) in her hand.
fn game() -> Game {
    Game::new(
        &PMV,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![
                card("Knight", &["character"], Some(2000), K(zones::FIELD)),
                card("Sword", &["equipment"], None, K(zones::HAND)),
                card("Shield", &["equipment"], None, K(zones::HAND)),
            ],
            ..Setup::default()
        },
    )
    .expect("valid setup")
}

fn set(g: &mut Game, card: u32, host: Option<u32>) -> Vec<Event> {
    let action = PmvAction::Set {
        card: g.object_of(CardId(card)).unwrap(),
        host: host.map(|h| g.object_of(CardId(h)).unwrap()),
    };
    let mut events = Vec::new();
    g.apply(
        Action::Game(GameAction::new(PlayerId(0), action)),
        &mut events,
    )
    .expect("accepted");
    events
}

#[test]
fn set_events_render_in_english_and_japanese() {
    let mut g = game();
    let events = set(&mut g, 1, Some(0));
    let game_events: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Game(_)))
        .collect();
    assert!(!game_events.is_empty());
    let en: Vec<String> = game_events
        .iter()
        .map(|e| g.render_event(e, Lang::En))
        .collect();
    let ja: Vec<String> = game_events
        .iter()
        .map(|e| g.render_event(e, Lang::Ja))
        .collect();
    assert!(en.iter().any(|l| l.contains("is set onto")), "{en:?}");
    assert!(ja.iter().any(|l| l.contains("セットする場合")), "{ja:?}");
    assert!(ja.iter().any(|l| l.contains("にセットされ")), "{ja:?}");
}

#[test]
fn a_game_waiting_inside_pmv_work_saves_and_loads() {
    let mut g = game();
    set(&mut g, 1, Some(0));
    set(&mut g, 2, Some(0));
    let knight = g.object_of(CardId(0)).unwrap();
    g.apply(
        Action::move_to(PlayerId(0), knight, zones::UNDERWORLD),
        &mut NullSink,
    )
    .expect("accepted");
    // alice orders her two set cards onto the top of her underworld (11.3.3.h) before
    // Knight moves: Knight's move waits on the agenda meanwhile, and PMV's own decision
    // and its note of the set cards are in the state.
    let pending = g.pending().expect("alice orders her set cards");
    assert_eq!(pending.decider, PlayerId(0));
    assert!(
        g.state()
            .agenda()
            .iter()
            .any(|t| matches!(t, Task::Move(m) if m.object == knight))
    );
    let json = serde_json::to_string(g.state()).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    let mut restored = Game::from_state(&PMV, back).expect("PMV decodes its own values");
    assert_eq!(restored.state(), g.state());
    assert_eq!(
        restored
            .state()
            .ext::<PmvState>()
            .leaving
            .get(&CardId(0))
            .map(Vec::len),
        Some(2)
    );
    // One pick orders both (the last card goes last).
    let sword = g.object_of(CardId(1)).unwrap();
    let pick = pending
        .option_labels()
        .iter()
        .position(|o| o.object == Some(sword))
        .expect("Sword is offered") as u32;
    for game in [&mut g, &mut restored] {
        game.apply(
            Action::Answer {
                player: PlayerId(0),
                choice: Choice::Option(pick),
            },
            &mut NullSink,
        )
        .expect("one of the cards to order");
    }
    assert!(g.pending().is_none());
    assert_eq!(restored.state(), g.state());
    let underworld = ZoneId {
        kind: zones::UNDERWORLD,
        player: Some(PlayerId(0)),
    };
    assert_eq!(g.cards_in(underworld).len(), 3);
    // Bottom first: Knight arrived first, then Sword, picked first, below the other.
    assert_eq!(g.cards_in(underworld), [CardId(0), CardId(1), CardId(2)]);
    assert_eq!(g.state().ext::<PmvState>(), &PmvState::default());
}

#[test]
fn the_public_part_shows_field_cards_by_handle_and_name() {
    let g = game();
    let public = g.view(PlayerId(1)).public().expect("PMV shows its state");
    let public = public.get::<PmvPublic>().expect("PMV's public type");
    assert_eq!(public.field.len(), 1);
    assert_eq!(public.field[0].handle, g.handle(PlayerId(1), CardId(0)));
    assert_eq!(public.field[0].name.as_deref(), Some("Knight"));
    assert_eq!(public.field[0].power, Some(2000));
    assert!(public.death_state.is_empty());
}

#[test]
fn actions_decode_from_scenario_json() {
    let g = game();
    let o = g.object_of(CardId(1)).unwrap();
    let json = serde_json::json!({"action": "set", "card": o});
    let a: PmvAction = serde_json::from_value(json).unwrap();
    assert_eq!(
        a,
        PmvAction::Set {
            card: o,
            host: None
        }
    );
}

#[test]
fn every_event_renders_in_both_languages() {
    use ryoiki_core::{Described, Words};
    use ryoiki_pmv::{PmvEvent, Timing};
    let g = game();
    let a = g.object_of(CardId(0)).unwrap();
    let b = g.object_of(CardId(1)).unwrap();
    let zone = ZoneId {
        kind: zones::UNDERWORLD,
        player: Some(PlayerId(0)),
    };
    let events = vec![
        PmvEvent::Recorded {
            word: "saw".into(),
            source: a,
            subject: b,
            timing: Timing::WhenEntering,
        },
        PmvEvent::AbilityMove {
            source: a,
            timing: Timing::WhenBeingDiscarded,
            to: zones::HAND,
        },
        PmvEvent::Resolving {
            timing: Timing::WhenDiscarding,
            cards: vec![],
        },
        PmvEvent::Resolving {
            timing: Timing::WhenSet,
            cards: vec![a, b],
        },
        PmvEvent::Discard { cards: vec![b] },
        PmvEvent::MoveCountedDone { object: a, zone },
        PmvEvent::HostArrived {
            host: a,
            zone: Some(zone),
        },
        PmvEvent::MoveEnded { card: b },
        PmvEvent::SetCardsToUnderworld { cards: vec![b] },
        PmvEvent::Carried { cards: vec![b] },
        PmvEvent::BecomesCharacter { card: a },
        PmvEvent::AbilitiesActive {
            card: a,
            set_card: false,
        },
        PmvEvent::AbilitiesActive {
            card: b,
            set_card: true,
        },
        PmvEvent::PowerApplied {
            card: a,
            source: b,
            delta: -2000,
            power: 0,
        },
        PmvEvent::DeathStateChecked { card: a, power: 0 },
        PmvEvent::DeathState { card: a, power: 0 },
        PmvEvent::SetFailed {
            card: b,
            prohibited: true,
        },
        PmvEvent::SetFailed {
            card: b,
            prohibited: false,
        },
        PmvEvent::Set {
            card: b,
            host: Some(a),
            entering: true,
        },
        PmvEvent::Set {
            card: b,
            host: Some(a),
            entering: false,
        },
        PmvEvent::Set {
            card: b,
            host: None,
            entering: false,
        },
    ];
    let en = Words::new(&g, Lang::En);
    let ja = Words::new(&g, Lang::Ja);
    for e in &events {
        let (t_en, t_ja) = (e.render(&en), e.render(&ja));
        let debug = format!("{e:?}");
        assert!(t_en != debug && t_ja != debug, "{e:?} is not rendered");
        assert_ne!(t_en, t_ja, "{e:?} has no Japanese text");
        assert!(!e.code().is_empty() && !e.objects().is_empty() || e.code() == "when-discarding");
    }
    assert_eq!(events[0].code(), "saw");
    assert_eq!(events[2].code(), "when-discarding");
}
