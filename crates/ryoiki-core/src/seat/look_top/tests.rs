//! A look at the top cards: listed with free moves for the seat's own deck only, seen by
//! that seat alone, named to no one else, ended by the seat.

use crate::*;

/// A toy game: a deck, a hand, a table and a graveyard each; its looks cite "toy-look".
struct Toy {
    free: bool,
}

static ZONES: [ZoneSpec; 4] = [
    ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
    ZoneSpec::hand("hand", Names::new("hand", "手札")),
    ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
    ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
];

impl RuleSet for Toy {
    fn key(&self) -> &'static str {
        "toy"
    }
    fn names(&self) -> Names {
        Names::new("Toy", "おもちゃ")
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn free_moves(&self, _: &State) -> bool {
        self.free
    }
    fn process_rules(&self, step: ProcessStep) -> &'static [RuleId] {
        match step {
            ProcessStep::Look => &["toy-look"],
            _ => &[],
        }
    }
}

static FREE: Toy = Toy { free: true };
static STRICT: Toy = Toy { free: false };

const ALICE: PlayerId = PlayerId(0);
const BOB: PlayerId = PlayerId(1);

/// Alice's deck, bottom first: the top card is the last.
const DECK: [&str; 5] = [
    "Copper Moth",
    "Gale Finch",
    "Tidal Wren",
    "Ashen Lark",
    "Moonveil Oracle",
];

/// Alice has `deck` in her deck (bottom first) and a Brass Gull in hand; Bob has a
/// Quiet Heron in his deck.
fn game_with(rules: &'static Toy, deck: &[&str]) -> Game {
    let card = |name: &str, owner: PlayerId, kind: u16| {
        CardSetup::new(
            CardDef::single(Side::new(name, &["creature"])),
            owner,
            SetupPlace::zone(ZoneKind(kind), Some(owner)),
        )
    };
    let mut cards: Vec<CardSetup> = deck.iter().map(|n| card(n, ALICE, 0)).collect();
    cards.push(card("Brass Gull", ALICE, 1));
    cards.push(card("Quiet Heron", BOB, 0));
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        cards,
        ..Setup::default()
    };
    Game::new_with_key(rules, setup, ViewKey::new(7, 9)).unwrap()
}

fn deck_of(p: PlayerId) -> SeatZone {
    SeatZone {
        zone: "deck".into(),
        player: Some(p),
    }
}

fn look_top(p: PlayerId, count: u32) -> SeatAction {
    SeatAction::LookTop {
        zone: deck_of(p),
        count,
    }
}

/// The counts of the looks at the top of `p`'s deck listed for `seat`.
fn listed_counts(game: &Game, seat: PlayerId, p: PlayerId) -> Vec<u32> {
    game.seat_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            SeatAction::LookTop { zone, count } if zone == deck_of(p) => Some(count),
            _ => None,
        })
        .collect()
}

/// The names of the fronts `seat`'s view shows in `p`'s deck, in the zone's order.
fn deck_fronts(game: &Game, seat: PlayerId, p: PlayerId) -> Vec<String> {
    let view = game.view(seat);
    let zone = view.zone(game.zone_id(ZoneKind(0), p)).unwrap();
    zone.cards()
        .filter_map(|c| c.front().map(|f| f.name.to_string()))
        .collect()
}

#[test]
fn listed_for_the_seats_own_deck_from_one_card_to_all() {
    let game = game_with(&FREE, &DECK);
    assert_eq!(listed_counts(&game, ALICE, ALICE), [1, 2, 3, 4, 5]);
    assert_eq!(listed_counts(&game, BOB, BOB), [1]);
    // Not another seat's deck, and not a hand (its owner sees it) or a public pile.
    assert!(listed_counts(&game, ALICE, BOB).is_empty());
    assert!(listed_counts(&game, BOB, ALICE).is_empty());
    assert!(
        !game
            .seat_actions(ALICE)
            .iter()
            .any(|a| matches!(a, SeatAction::LookTop { zone, .. } if zone.zone != "deck"))
    );
}

#[test]
fn at_most_ten_cards_are_looked_at_once() {
    let deck: Vec<String> = (0..12).map(|i| format!("Card {i}")).collect();
    let names: Vec<&str> = deck.iter().map(String::as_str).collect();
    let mut game = game_with(&FREE, &names);
    let counts = listed_counts(&game, ALICE, ALICE);
    assert_eq!(counts, (1..=LOOK_TOP_MOST).collect::<Vec<_>>());
    let before = game.clone();
    let err = game
        .apply_seat(ALICE, &look_top(ALICE, LOOK_TOP_MOST + 1), &mut NullSink)
        .unwrap_err();
    assert!(matches!(err, SeatError::NotListed { .. }), "{err:?}");
    assert_eq!(
        game.view(ALICE).zones().count(),
        before.view(ALICE).zones().count()
    );
    assert_eq!(deck_fronts(&game, ALICE, ALICE), Vec::<String>::new());
}

#[test]
fn the_seat_sees_the_top_cards_in_place_until_it_ends_the_look() {
    let mut game = game_with(&FREE, &DECK);
    let order = game.cards_in(game.zone_id(ZoneKind(0), ALICE)).to_vec();
    let mut events = Vec::new();
    game.apply_seat(ALICE, &look_top(ALICE, 3), &mut events)
        .unwrap();
    // The top three, in the zone's order (the top last), and nothing else.
    assert_eq!(
        deck_fronts(&game, ALICE, ALICE),
        ["Tidal Wren", "Ashen Lark", "Moonveil Oracle"]
    );
    // They stay where they were.
    assert_eq!(game.cards_in(game.zone_id(ZoneKind(0), ALICE)), order);
    // The look cites the rule set's look, and names the cards to Alice.
    let exposed = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Exposed { .. }))
        .unwrap();
    assert_eq!(exposed.rules.as_slice(), ["toy-look"]);
    let said = game.seat_events(ALICE, &events);
    let looked = said.iter().find(|e| e.event == "looked-at").unwrap();
    assert!(looked.en.contains("Moonveil Oracle"), "{}", looked.en);
    assert_eq!(looked.rules, ["toy-look"]);
    // Alice may end it: the end is listed, and the cards are hidden again after.
    let end = game
        .seat_actions(ALICE)
        .into_iter()
        .find(|a| matches!(a, SeatAction::EndEffect { .. }))
        .unwrap();
    game.apply_seat(ALICE, &end, &mut NullSink).unwrap();
    assert!(deck_fronts(&game, ALICE, ALICE).is_empty());
    assert_eq!(game.cards_in(game.zone_id(ZoneKind(0), ALICE)), order);
}

#[test]
fn another_seat_is_told_no_card_of_the_look() {
    let mut game = game_with(&FREE, &DECK);
    let mut events = Vec::new();
    game.apply_seat(ALICE, &look_top(ALICE, 5), &mut events)
        .unwrap();
    let names = DECK;
    // Bob's view: the deck's count, no card of it, no name anywhere.
    let view = game.view(BOB);
    let deck = view.zone(game.zone_id(ZoneKind(0), ALICE)).unwrap();
    assert_eq!(deck.count(), 5);
    assert_eq!(deck.cards().count(), 0);
    let view_json = serde_json::to_string(&view).unwrap();
    // Bob's events: that Alice looked, at how many, citing the rule; no name, no handle.
    let said = game.seat_events(BOB, &events);
    let looked = said.iter().find(|e| e.event == "looked-at").unwrap();
    assert!(looked.cards.is_empty());
    assert_eq!(looked.rules, ["toy-look"]);
    let said_json = serde_json::to_string(&said).unwrap();
    // Bob's listed actions: nothing about Alice's deck.
    let listed_json = serde_json::to_string(&game.seat_actions(BOB)).unwrap();
    for name in names {
        assert!(!view_json.contains(name), "Bob's view names {name}");
        assert!(
            !said_json.contains(name),
            "Bob's events name {name}: {said_json}"
        );
        assert!(!listed_json.contains(name), "Bob's actions name {name}");
    }
    // Alice's handles of the cards she sees are not Bob's to use.
    for c in game
        .view(ALICE)
        .zone(game.zone_id(ZoneKind(0), ALICE))
        .unwrap()
        .cards()
    {
        assert!(!view_json.contains(&c.handle().to_string()));
        assert!(!said_json.contains(&c.handle().to_string()));
    }
    // The same is true in Japanese.
    for e in &said {
        for name in names {
            assert!(!e.ja.contains(name), "{}", e.ja);
        }
    }
}

#[test]
fn a_shuffle_ends_what_the_look_shows() {
    let mut game = game_with(&FREE, &DECK);
    game.apply_seat(ALICE, &look_top(ALICE, 2), &mut NullSink)
        .unwrap();
    assert_eq!(deck_fronts(&game, ALICE, ALICE).len(), 2);
    let shuffle = SeatAction::Shuffle {
        zone: deck_of(ALICE),
    };
    game.apply_seat(ALICE, &shuffle, &mut NullSink).unwrap();
    assert!(deck_fronts(&game, ALICE, ALICE).is_empty());
}

#[test]
fn not_offered_where_a_game_is_played_under_its_rules() {
    let mut game = game_with(&STRICT, &DECK);
    assert!(listed_counts(&game, ALICE, ALICE).is_empty());
    let err = game
        .apply_seat(ALICE, &look_top(ALICE, 1), &mut NullSink)
        .unwrap_err();
    assert!(matches!(err, SeatError::NotListed { .. }), "{err:?}");
    assert!(deck_fronts(&game, ALICE, ALICE).is_empty());
}

#[test]
fn refused_for_another_seats_deck_and_for_none() {
    let mut game = game_with(&FREE, &DECK);
    for bad in [look_top(BOB, 1), look_top(ALICE, 0), look_top(ALICE, 6)] {
        let err = game.apply_seat(ALICE, &bad, &mut NullSink).unwrap_err();
        assert!(
            matches!(err, SeatError::NotListed { .. }),
            "{bad:?}: {err:?}"
        );
    }
    let unknown = SeatAction::LookTop {
        zone: SeatZone {
            zone: "library".into(),
            player: Some(ALICE),
        },
        count: 1,
    };
    let err = game.apply_seat(ALICE, &unknown, &mut NullSink).unwrap_err();
    assert!(matches!(err, SeatError::UnknownZone { .. }), "{err:?}");
    assert!(deck_fronts(&game, ALICE, ALICE).is_empty());
}

#[test]
fn written_and_read_as_json() {
    let json = r#"{"action":"look-top","zone":{"zone":"deck","player":0},"count":3}"#;
    let read: SeatAction = serde_json::from_str(json).unwrap();
    assert_eq!(read, look_top(ALICE, 3));
    assert_eq!(serde_json::to_string(&read).unwrap(), json);
}
