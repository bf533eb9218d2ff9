//! The start procedure and identity of small games written for the test: deals between
//! shared and per-player zones, a deal from a short pile, and "same object" by default.

mod common;

use common::mv;
use ryoiki_core::{EventKind, PlayerId, RuleSet, ZoneId};
use ryoiki_datagame::DataGame;

const GAME: &str = include_str!("fixtures/relay.toml");

fn relay() -> &'static DataGame {
    ryoiki_datagame::load_str("relay.toml", GAME).expect("loads")
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("p{i}")).collect()
}

#[test]
fn deals_go_to_each_player_from_a_shared_pile_and_from_each_players_pile_to_a_shared_one() {
    let g = relay();
    let (game, _) = g.start(&names(3), 1).expect("starts");
    let hand = g.zone_kind("hand").expect("hand");
    let pit = ZoneId {
        kind: g.zone_kind("pit").expect("pit"),
        player: None,
    };
    for p in 0..3 {
        let z = ZoneId {
            kind: hand,
            player: Some(PlayerId(p)),
        };
        assert_eq!(game.cards_in(z).len(), 2);
    }
    // Each player's stack card went to the pit, then the last pile card: the deal of
    // nine from a pile of one moves what there is.
    assert_eq!(game.cards_in(pit).len(), 3 + 1);
    let pile = ZoneId {
        kind: g.zone_kind("pile").expect("pile"),
        player: None,
    };
    assert!(game.cards_in(pile).is_empty());
}

#[test]
fn a_game_may_keep_the_object_by_default_and_name_the_moves_that_make_a_new_one() {
    let g = relay();
    let (mut game, _) = g.start(&names(2), 1).expect("starts");
    let hand0 = ZoneId {
        kind: g.zone_kind("hand").expect("hand"),
        player: Some(PlayerId(0)),
    };
    let card = game.cards_in(hand0)[0];
    let object = game.object_of(card).expect("card");
    // Hand to another player's hand: the same object, by the default.
    let hand1 = ZoneId {
        player: Some(PlayerId(1)),
        ..hand0
    };
    let log = mv(&mut game, 0, card, hand1);
    assert!(game.resolve(object).is_ok());
    assert!(log.iter().any(|e| e.rules.contains(&"relay-1")));
    // Hand to the pit: a new object, as the file says.
    let pit = ZoneId {
        kind: g.zone_kind("pit").expect("pit"),
        player: None,
    };
    let log = mv(&mut game, 0, card, pit);
    assert!(game.resolve(object).is_err());
    assert!(
        log.iter()
            .any(|e| matches!(e.kind, EventKind::Moved { .. }) && e.rules.contains(&"relay-2"))
    );
}

#[test]
fn a_hidden_zone_may_keep_its_positions_public_and_one_player_may_play_alone() {
    let g = relay();
    let stack = &g.zones()[g.zone_kind("stack").expect("stack").0 as usize];
    assert_eq!(
        stack.visibility,
        ryoiki_core::Visibility::Hidden {
            owner_sees: false,
            positions_public: true
        }
    );
    assert!(g.start(&names(1), 0).is_ok());
    assert!(g.start(&names(4), 0).is_err());
    assert_eq!(g.hooks(), ryoiki_core::Hooks::KEEPS_IDENTITY);
}
