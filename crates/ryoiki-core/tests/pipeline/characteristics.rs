//! Characteristic changes, last known characteristics and tokens, on the toy rule set:
//! a card on a player's public table and one in their hidden pile.

use super::toy::*;
use ryoiki_core::*;

/// Card 0 on a's table (a 2/2 with "trample"), card 1 in a's pile (hidden).
fn game() -> Game {
    let bear = |name: &str| {
        let mut s = Side::new(name, &["creature"]);
        s.abilities = vec!["trample".into()];
        s.numbers.insert("power".into(), 2);
        s.numbers.insert("toughness".into(), 2);
        s
    };
    let card = |name: &str, kind| {
        CardSetup::new(CardDef::single(bear(name)), A, SetupPlace::Zone(z(kind, A)))
    };
    let setup = Setup {
        players: vec!["a".into(), "b".into()],
        seed: 5,
        cards: vec![card("Bear", TABLE), card("Hidden Bear", PILE)],
        ..Setup::default()
    };
    Game::new(&TOY, setup).expect("valid")
}

fn change(filter: CardFilter, zone: Option<ZoneKind>, change: Change) -> Action {
    Action::AddEffect {
        label: "change".into(),
        controller: Some(A),
        body: Box::new(EffectBody::Characteristics {
            card: filter,
            zone,
            change,
        }),
    }
}

fn every_creature() -> CardFilter {
    CardFilter {
        types: vec!["creature".into()],
        ..CardFilter::default()
    }
}

fn front(g: &Game, viewer: PlayerId, card: u32) -> Option<Side> {
    let zone = g.state().zone_of(CardId(card))?;
    g.view(viewer)
        .zone(zone)?
        .cards()
        .find(|c| c.card_id() == CardId(card))?
        .front()
        .map(|s| s.into_owned())
}

#[test]
fn every_reader_sees_the_change_and_a_view_only_where_the_front_is_seen() {
    let mut g = game();
    let humility = Change {
        remove_all_abilities: true,
        set_numbers: [("power".into(), 1), ("toughness".into(), 1)].into(),
        ..Change::default()
    };
    g.apply(change(every_creature(), None, humility), &mut NullSink)
        .expect("a valid change");
    let now = g.rules().characteristics(g.state(), CardId(0));
    assert!(now.abilities.is_empty());
    assert_eq!(now.numbers["power"], 1);
    // b sees the public card as it is now …
    let seen = front(&g, B, 0).expect("b sees the table card");
    assert_eq!(seen.numbers["power"], 1);
    assert!(seen.abilities.is_empty());
    // … and nothing of the hidden one, changed or not.
    assert_eq!(front(&g, B, 1), None);
    assert_eq!(front(&g, A, 1), None);
    // The printed side is untouched, and a view gives it only where it gives the front.
    assert_eq!(g.state().printed_side(CardId(0)).numbers["power"], 2);
    let printed = |viewer: PlayerId, card: u32| {
        let zone = g.state().zone_of(CardId(card))?;
        g.view(viewer)
            .zone(zone)?
            .cards()
            .find(|c| c.card_id() == CardId(card))?
            .printed_front()
            .cloned()
    };
    let on_table = printed(B, 0).expect("b sees the table card's front");
    assert_eq!(on_table.numbers["power"], 2);
    assert_eq!(on_table.abilities, ["trample"]);
    assert_eq!(printed(B, 1), None);
    assert_eq!(printed(A, 1), None);
}

#[test]
fn a_change_limited_to_a_zone_and_one_object_stops_when_the_card_moves_on() {
    let mut g = game();
    let object = g.state().object(CardId(0));
    let growth = Change {
        modify_numbers: [("power".into(), 3)].into(),
        ..Change::default()
    };
    let pinned = CardFilter {
        card: Some(CardId(0)),
        generation: Some(object.generation),
        ..CardFilter::default()
    };
    g.apply(change(pinned, Some(TABLE), growth), &mut NullSink)
        .expect("valid");
    assert_eq!(
        g.rules().characteristics(g.state(), CardId(0)).numbers["power"],
        5
    );
    g.apply(move_to(A, object, TABLE, Some(B)), &mut NullSink)
        .expect("a move");
    // A new object: the change named the old one.
    assert_eq!(
        g.rules().characteristics(g.state(), CardId(0)).numbers["power"],
        2
    );
    // The last known characteristics keep the +3 it had as it left.
    let known = characteristics::last_known(g.state(), object).expect("kept");
    assert_eq!(known.numbers["power"], 5);
    assert_eq!(g.last_known(object).map(|lk| lk.zone), Some(z(TABLE, A)));
}

#[test]
fn a_change_that_changes_nothing_or_names_nothing_is_refused_and_changes_nothing() {
    let mut g = game();
    let before = g.state().clone();
    let empty = g.apply(
        change(every_creature(), None, Change::default()),
        &mut NullSink,
    );
    assert!(empty.is_err());
    let unknown = CardFilter {
        card: Some(CardId(99)),
        ..CardFilter::default()
    };
    let growth = Change {
        add_types: vec!["giant".into()],
        ..Change::default()
    };
    let err = g
        .apply(change(unknown, None, growth.clone()), &mut NullSink)
        .expect_err("no card 99");
    assert!(err.to_string().contains("99"), "{err}");
    let bad_zone = g.apply(
        change(every_creature(), Some(ZoneKind(9)), growth),
        &mut NullSink,
    );
    assert!(bad_zone.is_err());
    assert_eq!(*g.state(), before);
}

fn token(player: PlayerId) -> Action {
    let mut side = Side::new("Soldier", &["creature", "token"]);
    side.numbers.insert("power".into(), 1);
    Action::CreateToken {
        player,
        zone: z(TABLE, player),
        side: Box::new(side),
    }
}

/// The token the events say was created.
fn created(events: &[Event]) -> ObjectId {
    events
        .iter()
        .find_map(|e| match e.kind {
            EventKind::TokenCreated { object, .. } => Some(object),
            _ => None,
        })
        .expect("a token-created event")
}

#[test]
fn a_token_is_created_seen_ceased_and_its_slot_reused_under_a_new_generation() {
    let mut g = game();
    let mut events = Vec::new();
    g.apply(token(B), &mut events).expect("created");
    let made = created(&events);
    assert!(g.state().card(made.card).token);
    assert_eq!(g.state().card(made.card).controller, Some(B));
    assert!(g.state().check_conservation().is_empty());
    // Public like a card: a sees it in b's table.
    assert_eq!(
        front(&g, A, made.card.0).map(|s| s.name),
        Some("Soldier".into())
    );

    let mut events = Vec::new();
    g.apply(Action::Cease { object: made }, &mut events)
        .expect("a token may cease");
    let ceased = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::TokenCeased { .. }));
    assert_eq!(
        ceased.map(|e| e.rules.iter().copied().collect::<Vec<_>>()),
        Some(vec!["toy-token-ceases"])
    );
    assert_eq!(g.state().zone_of(made.card), None);
    assert!(g.state().check_conservation().is_empty());
    // Gone: it cannot be moved back, and the refusal changes nothing.
    let before = g.state().clone();
    let back = move_to(B, g.state().object(made.card), TABLE, Some(B));
    assert!(g.apply(back, &mut NullSink).is_err());
    assert_eq!(*g.state(), before);

    // The next token takes the slot under a new generation: no object id is reused.
    let mut events = Vec::new();
    g.apply(token(A), &mut events).expect("created");
    let again = created(&events);
    assert_eq!(again.card, made.card);
    assert!(again.generation > made.generation);
    assert_eq!(g.state().cards().len(), 3);
}

#[test]
fn a_bad_token_is_refused_and_changes_nothing() {
    let mut g = game();
    let before = g.state().clone();
    let nameless = Action::CreateToken {
        player: A,
        zone: z(TABLE, A),
        side: Box::new(Side::new("  ", &["creature"])),
    };
    assert!(g.apply(nameless, &mut NullSink).is_err());
    let nowhere = Action::CreateToken {
        player: A,
        zone: z(ZoneKind(7), A),
        side: Box::new(Side::new("Soldier", &[])),
    };
    assert!(g.apply(nowhere, &mut NullSink).is_err());
    let nobody = Action::CreateToken {
        player: PlayerId(5),
        zone: z(TABLE, A),
        side: Box::new(Side::new("Soldier", &[])),
    };
    assert!(g.apply(nobody, &mut NullSink).is_err());
    // A card is no token: it cannot be ceased.
    let card = g.state().object(CardId(0));
    assert!(
        g.apply(Action::Cease { object: card }, &mut NullSink)
            .is_err()
    );
    assert_eq!(*g.state(), before);
}
