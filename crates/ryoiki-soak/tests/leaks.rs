//! The hidden-information check catches what a broken rule set lets through: another
//! side shown for a face-down card, types and numbers of hidden cards, and it keeps
//! quiet where the viewer may know the values.

use broken::Broken;
use ryoiki_core::{
    CardDef, CardSetup, Facing, Game, NullSink, PlayerId, Setup, SetupPlace, Side, State, Typed,
    ZoneId, ZoneKind,
};
use ryoiki_scenario::leak::{LeakCheck, leak_problems};
use std::collections::BTreeMap;

mod broken;

const MAIN_DECK: ZoneKind = ZoneKind(0);
const FIELD: ZoneKind = ZoneKind(3);

/// Force of Will's zones, with two faults: every player sees the other side of every
/// card, face down or not; and once 'leak' is taken, the public state lists the types
/// and numbers of every card in a main deck.
static LEAKY: Broken = Broken {
    key: "leaky",
    names: ryoiki_core::Names {
        en: "Leaky",
        ja: "漏れる",
    },
    sees_other_sides: true,
    shows: main_deck_types_and_numbers,
};

/// What the leaky public state shows.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Shown {
    types: Vec<String>,
    numbers: BTreeMap<String, i64>,
}

/// The types and numbers of every card in a main deck.
fn main_deck_types_and_numbers(st: &State) -> Typed {
    let mut shown = Shown {
        types: Vec::new(),
        numbers: BTreeMap::new(),
    };
    for z in st.zones().iter().filter(|z| z.id.kind == MAIN_DECK) {
        for &c in &z.cards {
            let side = st.printed_side(c);
            shown.types.extend(side.types.iter().cloned());
            shown.numbers.extend(side.numbers.clone());
        }
    }
    Typed::new(shown)
}

fn card(sides: Vec<Side>, kind: ZoneKind, side: u8, facing: Option<Facing>) -> CardSetup {
    CardSetup {
        def: CardDef { sides },
        owner: PlayerId(0),
        place: SetupPlace::Zone(ZoneId {
            kind,
            player: Some(PlayerId(0)),
        }),
        side,
        facing,
        orientation: None,
        controller: None,
    }
}

fn side(name: &str, types: &[&str], numbers: &[(&str, i64)]) -> Side {
    let mut s = Side::new(name, types);
    s.numbers = numbers.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    s
}

fn names(game: &Game) -> Vec<String> {
    (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect()
}

/// A J-ruler side lying face down on the field: FoW shows no one its other side, and a
/// rule set that does is caught, though it shows it as "allowed".
#[test]
fn another_side_of_a_face_down_card_is_a_leak() {
    let setup = || Setup {
        players: vec!["alice".into(), "bob".into()],
        cards: vec![card(
            vec![
                side("Wandering Sage", &["ruler"], &[]),
                side("Sage of the Burning Sky", &["j-ruler"], &[("atk", 800)]),
            ],
            FIELD,
            0,
            Some(Facing::FaceDown),
        )],
        ..Setup::default()
    };
    let fow = Game::new(&ryoiki_fow::FOW, setup()).unwrap();
    assert_eq!(leak_problems(&fow, &names(&fow)), Vec::<String>::new());
    let leaky = Game::new(&LEAKY, setup()).unwrap();
    let problems = leak_problems(&leaky, &names(&leaky));
    assert!(
        problems
            .iter()
            .any(|p| p == "p1's view shows the other side of card c0, which it may not see"),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p
            == "p1's view holds the name 'Sage of the Burning Sky' of card c0, whose other side it may not see"),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p
            == "p1's view holds the number atk = 800 of card c0, whose other side it may not see"),
        "{problems:?}"
    );
}

/// Types and numbers of a hidden card are caught, unless a card the viewer sees has
/// the same.
#[test]
fn types_and_numbers_of_a_hidden_card_are_leaks_unless_a_visible_card_shares_them() {
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        cards: vec![
            card(
                vec![side(
                    "Secret",
                    &["resonator", "dragon"],
                    &[("cost", 7), ("atk", 100)],
                )],
                MAIN_DECK,
                0,
                None,
            ),
            card(
                vec![side("Open", &["resonator"], &[("atk", 100)])],
                FIELD,
                0,
                None,
            ),
        ],
        ..Setup::default()
    };
    let mut game = Game::new(&LEAKY, setup).unwrap();
    let mut check = LeakCheck::new();
    assert_eq!(check.check(&game, &names(&game)), Vec::<String>::new());
    game.apply(broken::leak(PlayerId(0)), &mut NullSink)
        .unwrap();
    let problems = check.check(&game, &names(&game));
    for viewer in ["p0", "p1"] {
        for what in ["the type 'dragon'", "the number cost = 7"] {
            let expected =
                format!("{viewer}'s view holds {what} of card c0, whose front it may not see");
            assert!(problems.contains(&expected), "{expected}: {problems:?}");
        }
    }
    assert_eq!(
        problems.len(),
        4,
        "shared values are not leaks: {problems:?}"
    );
}

/// A hidden card whose name happens to be a word of the view's own vocabulary (a zone
/// key, a type a visible card has) is not a leak (found by the `game_api` fuzz target).
#[test]
fn a_hidden_name_equal_to_a_zone_key_or_a_visible_type_is_no_leak() {
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        cards: vec![
            card(vec![side("graveyard", &["spell"], &[])], MAIN_DECK, 0, None),
            card(vec![side("j-ruler", &["spell"], &[])], MAIN_DECK, 0, None),
            card(vec![side("", &["spell"], &[])], MAIN_DECK, 0, None),
            card(vec![side("Open", &["j-ruler"], &[])], FIELD, 0, None),
        ],
        ..Setup::default()
    };
    let game = Game::new(&ryoiki_fow::FOW, setup).unwrap();
    assert_eq!(leak_problems(&game, &names(&game)), Vec::<String>::new());
}

/// A citation is information: a resonator in alice's hand that does not move to her
/// magic stone area is cited 3.15.c to alice, who sees it, and 3.15 to bob, who does
/// not. The message check judges citations: the old event, 3.15.c told to bob, is a
/// leak; what each player is told now is not.
#[test]
fn a_citation_that_tells_a_hidden_cards_type_is_a_leak() {
    use ryoiki_fow::zones::{HAND, MAGIC_STONE_AREA};
    use ryoiki_games::seats::{MessageCheck, seat_message_problems};
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        cards: vec![card(
            vec![side("Ashen Wolf", &["resonator"], &[])],
            HAND,
            0,
            None,
        )],
        ..Setup::default()
    };
    let mut game = Game::new(&ryoiki_fow::FOW, setup).unwrap();
    let wolf = game.state().object(ryoiki_core::CardId(0));
    let mut events: Vec<ryoiki_core::Event> = Vec::new();
    game.apply(
        ryoiki_core::Action::move_to(PlayerId(0), wolf, MAGIC_STONE_AREA),
        &mut events,
    )
    .unwrap();
    assert!(
        events.iter().any(|e| e.rules.as_slice() == ["fow-3.15.c"]),
        "{events:?}"
    );
    let alice = game.seat_events(PlayerId(0), &events);
    let bob = game.seat_events(PlayerId(1), &events);
    assert!(alice.iter().any(|e| e.rules == ["fow-3.15.c"]), "{alice:?}");
    assert!(bob.iter().any(|e| e.rules == ["fow-3.15"]), "{bob:?}");
    assert!(
        bob.iter()
            .all(|e| !e.rules.iter().any(|r| r == "fow-3.15.c")),
        "{bob:?}"
    );
    assert_eq!(
        seat_message_problems(&game, &events, true),
        Vec::<String>::new()
    );
    // The event as bob was told it before: the same, citing 3.15.c.
    let mut old = bob
        .iter()
        .find(|e| e.event == "not-moved")
        .cloned()
        .unwrap();
    old.rules = vec!["fow-3.15.c".into()];
    let json = serde_json::to_value(&old).unwrap();
    let problems = MessageCheck::new(&game, PlayerId(1)).problems(&json);
    assert!(
        problems.iter().any(|p| p.contains("fow-3.15.c")),
        "{problems:?}"
    );
    // Alice sees her resonator: the same citation told to her is no leak.
    let mine = alice.iter().find(|e| e.event == "not-moved").unwrap();
    let json = serde_json::to_value(mine).unwrap();
    assert_eq!(
        MessageCheck::new(&game, PlayerId(0)).problems(&json),
        Vec::<String>::new()
    );
}
