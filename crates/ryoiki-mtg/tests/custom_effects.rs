//! Library users' own effects: real cards written in Rust (`ryoiki_mtg::custom`, which
//! the example `examples/custom_cards` also uses) in force beside the declarative ones,
//! through a save and a restore, and refused when their code is not registered.

use ryoiki_mtg::custom as cards;

use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, CustomRef, Destination, Duration, EffectBody, EventKind,
    Game, MoveFilter, MoveReplacement, PlayerId, Progress, Setup, SetupPlace, Side, ZoneId,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::zones::{GRAVEYARD, HAND, IN_PLAY, REMOVED};
use std::sync::Arc;

const ALICE: PlayerId = PlayerId(0);
const BOB: PlayerId = PlayerId(1);
const LEYLINE: CardId = CardId(0);
const BEARS: CardId = CardId(1);
const ANGEL: CardId = CardId(2);
const ELVES: CardId = CardId(3);
const WARDEN: CardId = CardId(4);

fn card(
    name: &str,
    types: &[&str],
    owner: PlayerId,
    kind: ryoiki_core::ZoneKind,
    pt: (i64, i64),
) -> CardSetup {
    let mut side = Side::new(name, types);
    if types.contains(&"creature") {
        side.numbers.insert("power".into(), pt.0);
        side.numbers.insert("toughness".into(), pt.1);
    }
    CardSetup::new(
        CardDef::single(side),
        owner,
        SetupPlace::Zone(ZoneId {
            kind,
            player: (kind == HAND).then_some(owner),
        }),
    )
}

fn game() -> Game {
    let mut g = Game::new(
        &MTG,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![
                card(
                    "Leyline of the Void",
                    &["enchantment"],
                    ALICE,
                    IN_PLAY,
                    (0, 0),
                ),
                card("Grizzly Bears", &["creature"], ALICE, IN_PLAY, (2, 2)),
                card("Serra Angel", &["creature"], BOB, IN_PLAY, (4, 4)),
                card("Llanowar Elves", &["creature"], BOB, HAND, (1, 1)),
                card("Soul Warden", &["creature"], ALICE, IN_PLAY, (1, 1)),
            ],
            ..Setup::default()
        },
    )
    .expect("valid setup");
    // The program registers its cards' code under stable keys.
    g.register_effect(
        cards::LEYLINE_OF_THE_VOID,
        Arc::new(cards::LeylineOfTheVoid),
    );
    g.register_effect(cards::REST_IN_PEACE, Arc::new(cards::RestInPeace));
    g.register_effect(cards::SOUL_WARDEN, Arc::new(cards::SoulWarden));
    g.register_effect(cards::GLORIOUS_ANTHEM, Arc::new(cards::GloriousAnthem));
    g
}

fn custom(key: &str, source: Option<ryoiki_core::ObjectId>) -> EffectBody {
    EffectBody::Custom(CustomRef {
        key: key.into(),
        source,
    })
}

fn begin(g: &mut Game, key: &str, source: CardId, controller: PlayerId) {
    let source = g.object_of(source).expect("in the game");
    g.apply(
        Action::AddLasting {
            label: key.into(),
            controller: Some(controller),
            body: Box::new(custom(key, Some(source))),
            until: Duration::WhileIn(source),
        },
        &mut Vec::new(),
    )
    .expect("registered effect begins");
}

fn to(g: &mut Game, card: CardId, kind: ryoiki_core::ZoneKind) -> Vec<ryoiki_core::Event> {
    let mut events = Vec::new();
    let object = g.object_of(card).expect("in the game");
    let progress = g
        .apply(Action::move_to(ALICE, object, kind), &mut events)
        .expect("legal move");
    assert!(matches!(progress, Progress::Done));
    events
}

fn zone(g: &Game, card: CardId) -> ryoiki_core::ZoneKind {
    g.state().zone_of(card).expect("in a zone").kind
}

#[test]
fn leyline_written_in_rust_replaces_only_opponents_cards_and_ends_with_its_source() {
    let mut g = game();
    begin(&mut g, cards::LEYLINE_OF_THE_VOID, LEYLINE, ALICE);
    to(&mut g, ANGEL, GRAVEYARD);
    assert_eq!(
        zone(&g, ANGEL),
        REMOVED,
        "bob's card is removed from the game instead"
    );
    to(&mut g, BEARS, GRAVEYARD);
    assert_eq!(
        zone(&g, BEARS),
        GRAVEYARD,
        "alice's own card is not replaced"
    );
    // The Leyline leaves play: its effect, lasting while it stayed, ends (217.1c).
    let events = to(&mut g, LEYLINE, HAND);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::EffectEnded { .. }))
    );
    to(&mut g, ELVES, IN_PLAY);
    to(&mut g, ELVES, GRAVEYARD);
    assert_eq!(zone(&g, ELVES), GRAVEYARD, "no Leyline, no replacement");
}

#[test]
fn a_custom_and_a_declarative_replacement_are_chosen_between_alike() {
    // Leyline of the Void (custom) and Wheel of Sun and Moon on bob (declarative: to the
    // bottom of his library instead) both apply to bob's angel: bob, its controller,
    // chooses one (217.1d), and the options name both effects.
    let mut g = game();
    begin(&mut g, cards::LEYLINE_OF_THE_VOID, LEYLINE, ALICE);
    g.apply(
        Action::AddEffect {
            label: "Wheel of Sun and Moon".into(),
            controller: Some(BOB),
            body: Box::new(EffectBody::ReplaceMove(MoveReplacement {
                on: MoveFilter {
                    card: ryoiki_core::CardFilter {
                        owner: Some(BOB),
                        ..Default::default()
                    },
                    from: None,
                    to: Some(GRAVEYARD),
                },
                to: Some(Destination {
                    kind: ryoiki_mtg::zones::LIBRARY,
                    player: None,
                }),
                position: Some(ryoiki_core::Position::Bottom),
                ..Default::default()
            })),
        },
        &mut Vec::new(),
    )
    .expect("declarative effect begins");
    let angel = g.object_of(ANGEL).expect("angel");
    let progress = g
        .apply(Action::move_to(ALICE, angel, GRAVEYARD), &mut Vec::new())
        .expect("legal move");
    let Progress::Waiting(d) = progress else {
        panic!("two replacements apply: a choice is needed");
    };
    assert_eq!(d.decider, BOB);
    let ryoiki_core::DecisionKind::ChooseReplacement { options, .. } = &d.kind else {
        panic!("a choice of replacement, not {:?}", d.kind);
    };
    assert_eq!(options.len(), 2);
}

#[test]
fn soul_warden_triggers_and_anthem_changes_numbers_seen_by_every_reader() {
    let mut g = game();
    begin(&mut g, cards::SOUL_WARDEN, WARDEN, ALICE);
    begin(&mut g, cards::GLORIOUS_ANTHEM, LEYLINE, ALICE);
    let events = to(&mut g, ELVES, IN_PLAY);
    let triggered: Vec<&str> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Triggered { label, .. } => Some(label.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        triggered,
        ["you gain 1 life"],
        "another creature came into play"
    );
    let numbers = |g: &Game, c| g.rules().characteristics(g.state(), c).numbers.clone();
    assert_eq!(numbers(&g, BEARS)["power"], 3, "alice's bears get +1/+1");
    assert_eq!(numbers(&g, ELVES)["power"], 1, "bob's elves do not");
    // Leaving play, the bears are no longer alice's creature in play.
    let events = to(&mut g, BEARS, GRAVEYARD);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Triggered { .. })),
        "Soul Warden does not trigger on a creature going to the graveyard"
    );
    assert_eq!(numbers(&g, BEARS)["power"], 2);
}

#[test]
fn a_saved_game_restores_only_with_its_custom_effects_registered() {
    let mut g = game();
    begin(&mut g, cards::LEYLINE_OF_THE_VOID, LEYLINE, ALICE);
    let saved = serde_json::to_string(g.state()).expect("state serializes");
    // Without the program's registry the state is refused, naming the key.
    let err = Game::from_state(&MTG, serde_json::from_str(&saved).expect("state"))
        .expect_err("a custom effect without its code");
    assert!(
        err.to_string().contains(cards::LEYLINE_OF_THE_VOID),
        "{err}"
    );
    // With it, the restored game goes on exactly as the original.
    let mut restored = Game::from_state_with(
        &MTG,
        serde_json::from_str(&saved).expect("state"),
        cards::registry(),
    )
    .expect("restored");
    let a = to(&mut g, ANGEL, GRAVEYARD);
    let b = to(&mut restored, ANGEL, GRAVEYARD);
    assert_eq!(a, b);
    assert_eq!(zone(&restored, ANGEL), REMOVED);
    assert_eq!(g.state(), restored.state());
}

#[test]
fn an_unregistered_key_is_refused_and_changes_nothing() {
    let mut g = game();
    let before = g.state().clone();
    let err = g
        .apply(
            Action::AddEffect {
                label: "Pithing Needle".into(),
                controller: Some(ALICE),
                body: Box::new(custom("pithing-needle", None)),
            },
            &mut Vec::new(),
        )
        .expect_err("no code for the key");
    assert!(err.to_string().contains("pithing-needle"), "{err}");
    assert_eq!(g.state(), &before);
    // A source that no longer exists is refused too.
    let gone = ryoiki_core::ObjectId {
        card: LEYLINE,
        generation: 7,
    };
    assert!(
        g.apply(
            Action::AddEffect {
                label: "stale".into(),
                controller: None,
                body: Box::new(custom(cards::REST_IN_PEACE, Some(gone))),
            },
            &mut Vec::new(),
        )
        .is_err()
    );
    assert_eq!(g.state(), &before);
}

#[test]
fn rest_in_peace_exiles_tokens_too_and_wrath_meets_it_per_object() {
    let mut g = game();
    begin(&mut g, cards::REST_IN_PEACE, LEYLINE, ALICE);
    let mut events = Vec::new();
    g.apply(
        Action::CreateToken {
            player: BOB,
            zone: ZoneId {
                kind: IN_PLAY,
                player: None,
            },
            side: Box::new(Side::new("Soldier", &["creature"])),
        },
        &mut events,
    )
    .expect("token");
    // Wrath of God: every creature, cards and the token, is exiled instead.
    let progress = g
        .apply(
            Action::move_all(
                ALICE,
                ryoiki_core::CardFilter {
                    types: vec!["creature".into()],
                    ..Default::default()
                },
                Some(IN_PLAY),
                GRAVEYARD,
            ),
            &mut events,
        )
        .expect("mass move");
    let progress = match progress {
        Progress::Waiting(_) => panic!("nothing goes to an ordered zone here: no order asked"),
        p => p,
    };
    assert!(matches!(progress, Progress::Done));
    let replaced = events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Replaced { .. }))
        .count();
    assert_eq!(replaced, 4, "bears, angel, warden and the token");
    for c in [BEARS, ANGEL, WARDEN] {
        assert_eq!(zone(&g, c), REMOVED);
    }
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::TokenCeased { .. })),
        "the token, out of play, ceases to exist (217.1c)"
    );
}

#[test]
fn magic_destroy_lists_and_meets_a_replacement_written_in_rust() {
    // Leyline of the Void in force, alice destroys bob's angel (Swords to Plowshares
    // aside, say Terror): the owner's check of 217.1d names the Leyline's effect, and the
    // angel is removed from the game instead.
    let mut g = game();
    begin(&mut g, cards::LEYLINE_OF_THE_VOID, LEYLINE, ALICE);
    let angel = g.object_of(ANGEL).expect("angel");
    let mut events = Vec::new();
    g.apply(
        Action::Game(ryoiki_core::GameAction::new(
            ALICE,
            ryoiki_mtg::actions::MtgAction::Destroy {
                card: angel,
                by: None,
            },
        )),
        &mut events,
    )
    .expect("destroy");
    let checked: Vec<Vec<String>> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Game(t) => match t.get::<ryoiki_mtg::events::MtgEvent>() {
                Some(ryoiki_mtg::events::MtgEvent::OwnerChecks { affecting, .. }) => {
                    Some(affecting.clone())
                }
                _ => None,
            },
            _ => None,
        })
        .collect();
    assert_eq!(checked, [vec![cards::LEYLINE_OF_THE_VOID.to_string()]]);
    assert_eq!(zone(&g, ANGEL), REMOVED);
}

/// A prohibition written in Rust: "the source cannot leave its zone" (the plumbing of
/// `CustomEffect::prohibits`, asked where the declarative `prohibit` is).
struct Anchored;

impl ryoiki_core::CustomEffect for Anchored {
    fn prohibits(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        this: ryoiki_core::This<'_>,
        card: CardId,
        what: ryoiki_core::Prohibited,
    ) -> bool {
        what == ryoiki_core::Prohibited::Move && this.source.is_some_and(|s| s.card == card)
    }
}

#[test]
fn a_prohibition_written_in_rust_keeps_its_source_where_it_is_until_it_ends() {
    let mut g = game();
    g.register_effect("anchored", Arc::new(Anchored));
    let bears = g.object_of(BEARS).expect("bears");
    let mut events = Vec::new();
    g.apply(
        Action::AddEffect {
            label: "anchored".into(),
            controller: Some(ALICE),
            body: Box::new(custom("anchored", Some(bears))),
        },
        &mut events,
    )
    .expect("registered");
    let Some(EventKind::EffectAdded { effect, .. }) = events.first().map(|e| e.kind.clone()) else {
        panic!("an effect-added event first: {events:?}");
    };
    let events = to(&mut g, BEARS, GRAVEYARD);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::NotMoved { .. }))
    );
    assert_eq!(zone(&g, BEARS), IN_PLAY);
    // Another card is not held.
    to(&mut g, ANGEL, GRAVEYARD);
    assert_eq!(zone(&g, ANGEL), GRAVEYARD);
    g.apply(Action::EndEffect { effect }, &mut Vec::new())
        .expect("end it");
    to(&mut g, BEARS, GRAVEYARD);
    assert_eq!(zone(&g, BEARS), GRAVEYARD);
}
