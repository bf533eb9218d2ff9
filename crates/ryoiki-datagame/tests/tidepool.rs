//! The shipped game, `games/tidepool.toml`, played through the core: its start
//! procedure, hidden information in views, its limits, and identity on moves.

mod common;

use common::mv;
use ryoiki_core::{
    Action, Cause, Destination, Event, EventKind, Game, Orientation, PlayerId, RuleSet, ZoneId,
    ZoneKind,
};
use ryoiki_datagame::{DataGame, StartError, StartStep};
use std::sync::OnceLock;

fn tidepool() -> &'static DataGame {
    static GAME: OnceLock<&'static DataGame> = OnceLock::new();
    GAME.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tidepool.toml");
        match ryoiki_datagame::load(path) {
            Ok(g) => g,
            Err(e) => panic!("games/tidepool.toml does not load:\n{e}"),
        }
    })
}

fn players(n: usize) -> Vec<String> {
    ["alice", "bob", "carol", "dave"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn kind(key: &str) -> ZoneKind {
    tidepool().zone_kind(key).expect("zone")
}

fn zone(key: &str, p: u8) -> ZoneId {
    ZoneId {
        kind: kind(key),
        player: Some(PlayerId(p)),
    }
}

fn shared(key: &str) -> ZoneId {
    ZoneId {
        kind: kind(key),
        player: None,
    }
}

fn cites(e: &Event, id: &str) -> bool {
    e.rules.contains(&id)
}

#[test]
fn the_definition_loads_with_its_zones_rules_cards_and_start() {
    let g = tidepool();
    assert_eq!(g.key(), "tidepool");
    assert_eq!(g.names().en, "Tidepool Traders");
    assert_eq!(g.names().ja, "潮だまり商会");
    assert_eq!(g.players(), 2..=4);
    assert!(g.description().starts_with("Buy from a market of three"));
    let keys: Vec<&str> = g.zones().iter().map(|z| z.key).collect();
    assert_eq!(
        keys,
        ["deck", "hand", "shore", "discard", "supply", "market"]
    );
    assert_eq!(g.rule_items().len(), 16);
    assert_eq!(
        g.rule("tidepool-2.5").map(|r| r.title.ja),
        Some("岸辺は4枚まで")
    );
    assert_eq!(g.cards().len(), 9);
    assert!(g.refuses_over_limit(kind("shore")));
    assert!(!g.refuses_over_limit(kind("hand")));
    assert_eq!(
        g.start_steps(),
        &[
            StartStep::Shuffle { zone: kind("deck") },
            StartStep::Shuffle {
                zone: kind("supply")
            },
            StartStep::Deal {
                count: 5,
                from: kind("deck"),
                to: kind("hand")
            },
            StartStep::Deal {
                count: 3,
                from: kind("supply"),
                to: kind("market")
            },
        ]
    );
    // For two players: each deck shuffled by its owner, the supply by the first seat,
    // five cards to each hand, three to the market.
    let actions: Vec<String> = g
        .start_actions(2)
        .iter()
        .map(|(step, a)| match a {
            Action::Shuffle { player, zone, .. } => format!("{step}: {player:?} shuffles {zone:?}"),
            Action::MoveTop {
                player,
                from,
                count,
                to,
                ..
            } => format!("{step}: {player:?} deals {count} {from:?} {to:?}"),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(actions.len(), 6, "{actions:#?}");
    assert!(actions[0].starts_with("0: PlayerId(0) shuffles"));
    assert!(actions[1].starts_with("0: PlayerId(1) shuffles"));
    assert!(actions[2].starts_with("1: PlayerId(0) shuffles"));
    assert!(actions[3].starts_with("2: PlayerId(0) deals 5"));
    assert!(actions[4].starts_with("2: PlayerId(1) deals 5"));
    assert!(actions[5].starts_with("3: PlayerId(0) deals 3"));
    let shore = &g.zones()[kind("shore").0 as usize];
    assert_eq!(
        (shore.limit, shore.limit_rule, shore.has_orientation),
        (Some(4), Some("tidepool-2.5"), true)
    );
}

#[test]
fn the_start_shuffles_every_deck_and_the_supply_then_deals_hands_and_the_market() {
    let g = tidepool();
    for n in 2..=4 {
        let (game, events) = g.start(&players(n), 11).expect("the game starts");
        for p in 0..n as u8 {
            assert_eq!(game.cards_in(zone("deck", p)).len(), 5, "{n} players");
            assert_eq!(game.cards_in(zone("hand", p)).len(), 5);
            assert!(game.cards_in(zone("shore", p)).is_empty());
        }
        assert_eq!(game.cards_in(shared("market")).len(), 3);
        assert_eq!(game.cards_in(shared("supply")).len(), 9);
        // One shuffle per deck and one of the supply, each citing 4.1.
        let shuffles: Vec<&Event> = events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Shuffled { .. }))
            .collect();
        assert_eq!(shuffles.len(), n + 1);
        assert!(shuffles.iter().all(|e| cites(e, "tidepool-4.1")));
        // Each card dealt moved one at a time, citing 3.3 (the file's one_at_a_time).
        let moved: Vec<&Event> = events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Moved { .. }))
            .collect();
        assert_eq!(moved.len(), 5 * n + 3);
        assert!(moved.iter().all(|e| cites(e, "tidepool-3.3")));
    }
}

#[test]
fn the_shuffle_comes_from_the_seed() {
    let g = tidepool();
    let hand = |seed| {
        let (game, _) = g.start(&players(2), seed).expect("starts");
        let mut h = game.cards_in(zone("hand", 0)).to_vec();
        h.sort();
        h
    };
    // Unshuffled, alice's hand would be the top five of her deck: cards 5 to 9.
    let unshuffled: Vec<_> = (5..10).map(ryoiki_core::CardId).collect();
    let hands: Vec<_> = (0..8).map(hand).collect();
    assert!(hands.iter().any(|h| *h != unshuffled));
    assert!(hands.iter().any(|h| *h != hands[0]));
    // The same seed deals the same hand.
    assert_eq!(hand(3), hand(3));
}

#[test]
fn a_hand_is_seen_by_its_player_alone_and_a_deck_by_no_one() {
    let (game, _) = tidepool().start(&players(3), 5).expect("starts");
    let alice = game.view(PlayerId(0));
    let bob = game.view(PlayerId(1));
    let hand = alice.zone(zone("hand", 0)).expect("zone");
    assert_eq!((hand.count(), hand.cards().count()), (5, 5));
    let hand = bob.zone(zone("hand", 0)).expect("zone");
    assert_eq!((hand.count(), hand.cards().count()), (5, 0));
    for card in game.cards_in(zone("hand", 0)) {
        assert!(alice.card(*card).is_some());
        assert!(bob.card(*card).is_none());
    }
    let deck = alice.zone(zone("deck", 0)).expect("zone");
    assert_eq!((deck.count(), deck.cards().count()), (5, 0));
    let supply = bob.zone(shared("supply")).expect("zone");
    assert_eq!((supply.count(), supply.cards().count()), (9, 0));
    let market = bob.zone(shared("market")).expect("zone");
    assert_eq!(market.cards().count(), 3);
    // What bob's client would receive names none of alice's hand.
    let json = serde_json::to_string(&bob).expect("serializes");
    let mut shown_to_bob = 0;
    for card in game.cards_in(zone("hand", 0)) {
        let handle = game.handle(PlayerId(1), *card);
        shown_to_bob +=
            usize::from(json.contains(&serde_json::to_string(&handle).expect("handle")));
    }
    assert_eq!(shown_to_bob, 0);
    // The same search finds them in what alice's client receives.
    let json = serde_json::to_string(&alice).expect("serializes");
    let shown_to_alice = game
        .cards_in(zone("hand", 0))
        .iter()
        .filter(|card| {
            let handle = game.handle(PlayerId(0), **card);
            json.contains(&serde_json::to_string(&handle).expect("handle"))
        })
        .count();
    assert_eq!(shown_to_alice, 5);
}

#[test]
fn a_full_shore_refuses_a_fifth_card_citing_the_games_own_rule() {
    let (mut game, _) = tidepool().start(&players(2), 1).expect("starts");
    let hand: Vec<_> = game.cards_in(zone("hand", 0)).to_vec();
    for &card in &hand[..4] {
        let log = mv(&mut game, 0, card, zone("shore", 0));
        let arrived = log
            .iter()
            .find(|e| matches!(e.kind, EventKind::Moved { .. }))
            .expect("moved");
        // A new card arrives ready (5.1) and is a new object (3.1).
        assert!(cites(arrived, "tidepool-3.1") && cites(arrived, "tidepool-5.1"));
    }
    let log = mv(&mut game, 0, hand[4], zone("shore", 0));
    assert!(
        matches!(log.as_slice(), [e] if matches!(e.kind, EventKind::NotMoved { .. }) && cites(e, "tidepool-2.5"))
    );
    assert_eq!(game.cards_in(zone("shore", 0)).len(), 4);
    assert!(game.cards_in(zone("hand", 0)).contains(&hand[4]));
    // Bob's shore is another zone, with room.
    let log = mv(&mut game, 0, hand[4], zone("shore", 1));
    assert!(
        log.iter()
            .any(|e| matches!(e.kind, EventKind::Moved { .. }))
    );
}

#[test]
fn a_full_market_refuses_a_card_and_takes_one_when_a_slot_is_free() {
    let (mut game, _) = tidepool().start(&players(2), 2).expect("starts");
    let card = game.cards_in(zone("hand", 0))[0];
    let log = mv(&mut game, 0, card, shared("market"));
    assert!(
        log.iter()
            .any(|e| matches!(e.kind, EventKind::NotMoved { .. }) && cites(e, "tidepool-2.8"))
    );
    assert_eq!(game.cards_in(shared("market")).len(), 3);
    // Alice buys a card from the market: now the card fits.
    let bought = game.cards_in(shared("market"))[0];
    mv(&mut game, 0, bought, zone("discard", 0));
    let log = mv(&mut game, 0, card, shared("market"));
    assert!(
        log.iter()
            .any(|e| matches!(e.kind, EventKind::Moved { .. }))
    );
    assert!(game.cards_in(shared("market")).contains(&card));
}

#[test]
fn a_seventh_card_in_hand_is_reported_not_refused() {
    let (mut game, _) = tidepool().start(&players(2), 3).expect("starts");
    let mut log = Vec::new();
    game.apply(
        Action::MoveTop {
            player: PlayerId(0),
            from: zone("deck", 0),
            count: 2,
            to: Destination {
                kind: kind("hand"),
                player: Some(PlayerId(0)),
            },
            cause: Cause::Draw,
        },
        &mut log,
    )
    .expect("draws");
    assert_eq!(game.cards_in(zone("hand", 0)).len(), 7);
    let over: Vec<&Event> = log
        .iter()
        .filter(|e| matches!(e.kind, EventKind::OverLimit { .. }))
        .collect();
    assert_eq!(over.len(), 1, "only the seventh card is over");
    assert!(cites(over[0], "tidepool-2.3"));
}

#[test]
fn shore_to_shore_keeps_the_card_and_any_other_move_makes_a_new_one() {
    let (mut game, _) = tidepool().start(&players(2), 4).expect("starts");
    let card = game.cards_in(zone("hand", 0))[0];
    let in_hand = game.object_of(card).expect("card");
    mv(&mut game, 0, card, zone("shore", 0));
    assert!(
        game.resolve(in_hand).is_err(),
        "hand to shore: a new object"
    );
    let on_shore = game.object_of(card).expect("card");
    let mut log = Vec::new();
    game.apply(
        Action::Turn {
            player: PlayerId(0),
            object: on_shore,
            orientation: Orientation::Sideways,
        },
        &mut log,
    )
    .expect("turns");
    assert!(log.iter().any(|e| cites(e, "tidepool-5.1")));
    // Bob lures it to his shore: the same object, still spent.
    let log = mv(&mut game, 1, card, zone("shore", 1));
    let moved = log
        .iter()
        .find(|e| matches!(e.kind, EventKind::Moved { .. }))
        .expect("moved");
    assert!(cites(moved, "tidepool-3.2"));
    assert!(
        game.resolve(on_shore).is_ok(),
        "shore to shore: the same object"
    );
    assert_eq!(
        game.state().card(card).orientation,
        Some(Orientation::Sideways)
    );
    // To the discard pile: a new object again, citing 3.1.
    let log = mv(&mut game, 1, card, zone("discard", 0));
    assert!(game.resolve(on_shore).is_err());
    assert!(log.iter().any(|e| cites(e, "tidepool-3.1")));
}

#[test]
fn a_player_count_outside_the_games_range_is_refused() {
    let g = tidepool();
    for n in [1, 5] {
        let names: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
        match g.start(&names, 0) {
            Err(StartError::PlayerCount {
                count, min, max, ..
            }) => assert_eq!((count, min, max), (n, 2, 4)),
            other => panic!("{n} players: {:?}", other.map(|_| ())),
        }
    }
    let e = g.setup(&players(1), 0).map(|_| ()).unwrap_err();
    assert_eq!(e.to_string(), "tidepool is for 2 to 4 players, not 1");
}

#[test]
fn the_setup_holds_each_players_sample_deck_and_the_shared_supply() {
    let g = tidepool();
    let setup = g.setup(&players(3), 9).expect("setup");
    assert_eq!(setup.cards.len(), 3 * 10 + 12);
    assert_eq!(setup.seed, 9);
    let game = Game::new(g.rules(), setup).expect("the core accepts it");
    for p in 0..3 {
        assert_eq!(game.cards_in(zone("deck", p)).len(), 10);
    }
    assert_eq!(game.cards_in(shared("supply")).len(), 12);
    assert!(game.cards_in(shared("market")).is_empty());
}

#[test]
fn a_simultaneous_move_is_checked_card_by_card_against_the_zone_before_it() {
    // What docs/games.md says a data game cannot express: a refusing limit judged
    // for cards arriving together. Two cards go at once to a shore with room for
    // one: each is checked against the shore as it stands before the move, so both
    // arrive, and the core reports the shore over its limit.
    let (mut game, _) = tidepool().start(&players(2), 6).expect("starts");
    let hand: Vec<_> = game.cards_in(zone("hand", 0)).to_vec();
    for &card in &hand[..3] {
        mv(&mut game, 0, card, zone("shore", 0));
    }
    let objects = hand[3..5]
        .iter()
        .map(|&c| game.object_of(c).expect("card"))
        .collect();
    let mut log = Vec::new();
    game.apply(
        Action::MoveMany {
            player: PlayerId(0),
            objects,
            to: Destination {
                kind: kind("shore"),
                player: Some(PlayerId(0)),
            },
            cause: Cause::Instruction,
        },
        &mut log,
    )
    .expect("moves");
    assert_eq!(game.cards_in(zone("shore", 0)).len(), 5);
    assert!(
        log.iter()
            .any(|e| matches!(e.kind, EventKind::OverLimit { .. }) && cites(e, "tidepool-2.5"))
    );
}
