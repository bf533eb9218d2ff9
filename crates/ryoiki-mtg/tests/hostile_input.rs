//! Actions naming players, zones, objects, indexes and amounts that do not fit the game
//! are refused with an error: none panics, and none changes the game.

use ryoiki_core::{
    Action, CardDef, CardSetup, Game, GameAction, NullSink, ObjectId, PlayerId, Setup, SetupPlace,
    Side, ZoneId,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::actions::MtgAction;
use ryoiki_mtg::zones::{HAND, IN_PLAY};

fn game() -> Game {
    let mut side = Side::new("Prodigal Sorcerer", &["creature"]);
    side.abilities = vec!["activated 0: you gain-life 1".into()];
    let card = CardSetup::new(
        CardDef::single(side),
        PlayerId(0),
        SetupPlace::zone(IN_PLAY, None),
    );
    Game::new(
        &MTG,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![card],
            ..Setup::default()
        },
    )
    .expect("valid setup")
}

#[test]
fn out_of_range_players_zones_objects_and_indexes_are_refused() {
    let mut g = game();
    let sorcerer = g.object_of(ryoiki_core::CardId(0)).expect("card");
    let stale = ObjectId {
        card: ryoiki_core::CardId(0),
        generation: 99,
    };
    let missing = ObjectId {
        card: ryoiki_core::CardId(4_000_000_000),
        generation: 0,
    };
    let nobody = Some(PlayerId(200));
    let cases: Vec<(u8, MtgAction)> = vec![
        (200, MtgAction::PassPriority { face: None }),
        (
            0,
            MtgAction::AddMana {
                player: nobody,
                amount: 1,
                mana: None,
            },
        ),
        (
            0,
            MtgAction::DealDamage {
                card: sorcerer,
                player: Some(PlayerId(200)),
                creature: None,
                amount: 1,
            },
        ),
        (0, MtgAction::LeaveGame { player: nobody }),
        (0, MtgAction::Planeswalk { player: nobody }),
        (
            0,
            MtgAction::ActivateAbility {
                card: sorcerer,
                index: u32::MAX,
            },
        ),
        (0, MtgAction::Cast { card: missing }),
        (
            0,
            MtgAction::Destroy {
                card: stale,
                by: None,
            },
        ),
        (
            0,
            MtgAction::Arrange {
                zone: ZoneId {
                    kind: HAND,
                    player: Some(PlayerId(200)),
                },
                cards: vec![],
            },
        ),
        (
            0,
            MtgAction::Arrange {
                zone: ZoneId {
                    kind: ryoiki_core::ZoneKind(60_000),
                    player: None,
                },
                cards: vec![],
            },
        ),
        (
            0,
            MtgAction::RollDie {
                value: Some(u32::MAX),
            },
        ),
        (
            0,
            MtgAction::PreventDamage {
                card: sorcerer,
                amount: i64::MIN,
            },
        ),
        (
            0,
            MtgAction::DealDamage {
                card: sorcerer,
                player: Some(PlayerId(1)),
                creature: None,
                amount: i64::MIN,
            },
        ),
    ];
    for (player, action) in cases {
        let before = g.state().clone();
        let result = g.apply(
            Action::Game(GameAction::new(PlayerId(player), action.clone())),
            &mut NullSink,
        );
        assert!(result.is_err(), "{action:?} was accepted");
        assert!(g.state() == &before, "{action:?} changed the game");
    }
}
