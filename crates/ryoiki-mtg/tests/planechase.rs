//! Rust-level tests of the Magic rule set: planar deck validation as a typed list of
//! every problem (901.3, 901.15a), the planar die's faces drawn from the game's RNG
//! (901.3a), and what an arranged zone still shows other players (217.1b).

use ryoiki_core::{
    Action, CardDef, CardSetup, Facing, Game, GameAction, GameOptions, Orientation, PlayerId,
    Setup, SetupPlace, Side, ZoneId,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::actions::{Face, MtgAction};
use ryoiki_mtg::deck::{DeckProblem, validate};
use ryoiki_mtg::ext::MtgState;
use ryoiki_mtg::zones::{COMMAND, IN_PLAY};
use std::collections::BTreeMap;

fn planar(name: &str, phenomenon: bool, owner: u8) -> CardSetup {
    let t = if phenomenon { "phenomenon" } else { "plane" };
    CardSetup {
        def: CardDef::single(Side::new(name, &[t])),
        owner: PlayerId(owner),
        place: SetupPlace::zone(COMMAND, None),
        side: 0,
        facing: Some(Facing::FaceDown),
        orientation: None,
        controller: None,
    }
}

fn setup(players: &[&str], cards: Vec<CardSetup>, variant: Option<&str>) -> Setup {
    let mut extra = BTreeMap::new();
    if let Some(v) = variant {
        extra.insert("variant".to_string(), v.to_string());
    }
    Setup {
        players: players.iter().map(|p| p.to_string()).collect(),
        options: GameOptions {
            tournament: false,
            extra,
        },
        seed: 11,
        rng: Default::default(),
        cards,
    }
}

fn act(player: u8, action: MtgAction) -> Action {
    Action::Game(GameAction::new(PlayerId(player), action))
}

#[test]
fn every_deck_problem_is_reported_at_once() {
    let mut cards = Vec::new();
    for i in 0..5 {
        cards.push(planar(&format!("Plane {i}"), false, 0));
    }
    cards.push(planar("Plane 0", false, 0));
    for i in 0..3 {
        cards.push(planar(&format!("Surge {i}"), true, 0));
    }
    for i in 0..10 {
        cards.push(planar(&format!("Bob Plane {i}"), false, 1));
    }
    let game = Game::new(&MTG, setup(&["alice", "bob"], cards, None)).expect("setup");
    let err = validate(game.state()).expect_err("alice's deck is bad");
    assert_eq!(
        err.problems,
        vec![
            DeckProblem::TooFewCards {
                player: Some("alice".into()),
                count: 9,
                min: 10
            },
            DeckProblem::TooManyPhenomena {
                player: Some("alice".into()),
                count: 3,
                max: 2
            },
            DeckProblem::DuplicateName {
                player: Some("alice".into()),
                name: "Plane 0".into(),
                count: 2
            },
        ]
    );
    // The start is refused with all of them, and nothing changes.
    let mut game = game;
    let before = game.state().clone();
    let refused = game
        .apply(act(0, MtgAction::StartPlanechase), &mut Vec::new())
        .expect_err("refused");
    let text = refused.to_string();
    assert!(text.contains("9 cards") && text.contains("3 phenomena") && text.contains("'Plane 0'"));
    assert_eq!(game.state(), &before);
}

#[test]
fn single_deck_size_is_forty_or_ten_per_player() {
    let cards: Vec<CardSetup> = (0..20)
        .map(|i| planar(&format!("P{i}"), false, 0))
        .collect();
    let two = Game::new(
        &MTG,
        setup(&["a", "b"], cards.clone(), Some("single-planar-deck")),
    )
    .expect("setup");
    assert!(validate(two.state()).is_ok(), "2 players need 20");
    let three = Game::new(
        &MTG,
        setup(&["a", "b", "c"], cards, Some("single-planar-deck")),
    )
    .expect("setup");
    let err = validate(three.state()).expect_err("3 players need 30");
    assert_eq!(
        err.problems,
        vec![DeckProblem::TooFewCards {
            player: None,
            count: 20,
            min: 30
        }]
    );
}

#[test]
fn the_planar_die_rolls_one_planeswalker_one_chaos_four_blanks() {
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..40 {
            cards.push(planar(&format!("P{p}-{i}"), false, p));
        }
    }
    let mut game = Game::new(&MTG, setup(&["alice", "bob"], cards, None)).expect("setup");
    let mut sink = Vec::new();
    game.apply(act(0, MtgAction::StartPlanechase), &mut sink)
        .expect("start");
    let mut counts: BTreeMap<Face, u32> = BTreeMap::new();
    for _ in 0..600 {
        let mana = MtgAction::AddMana {
            player: None,
            amount: 1000,
            mana: None,
        };
        game.apply(act(0, mana), &mut sink).expect("mana");
        game.apply(act(0, MtgAction::RollPlanarDie { face: None }), &mut sink)
            .expect("roll");
        let ms = game.state().ext::<MtgState>();
        *counts.entry(ms.last_face.unwrap()).or_default() += 1;
        if !ms.stack.is_empty() {
            game.apply(act(0, MtgAction::PassAll { face: None }), &mut sink)
                .expect("resolve");
        }
        sink.clear();
    }
    let get = |k: Face| counts.get(&k).copied().unwrap_or(0);
    assert_eq!(
        get(Face::Planeswalker) + get(Face::Chaos) + get(Face::Blank),
        600
    );
    // Expected 100 / 100 / 400; allow wide margins.
    assert!((60..=140).contains(&get(Face::Planeswalker)), "{counts:?}");
    assert!((60..=140).contains(&get(Face::Chaos)), "{counts:?}");
    assert!((340..=460).contains(&get(Face::Blank)), "{counts:?}");
}

#[test]
fn arranging_in_play_keeps_control_and_tapped_state_visible() {
    let perm = |name: &str, owner: u8, orientation| CardSetup {
        def: CardDef::single(Side::new(name, &["creature"])),
        owner: PlayerId(owner),
        place: SetupPlace::zone(IN_PLAY, None),
        side: 0,
        facing: None,
        orientation: Some(orientation),
        controller: Some(PlayerId(1 - owner)),
    };
    let cards = vec![
        perm("Stone Sentry", 0, Orientation::Sideways),
        perm("Brass Golem", 0, Orientation::Upright),
    ];
    let mut game = Game::new(&MTG, setup(&["alice", "bob"], cards, None)).expect("setup");
    let cards = (0..2)
        .rev()
        .map(|c| game.state().object(ryoiki_core::CardId(c)))
        .collect();
    let arrange = MtgAction::Arrange {
        zone: ZoneId {
            kind: IN_PLAY,
            player: None,
        },
        cards,
    };
    game.apply(act(0, arrange), &mut Vec::new())
        .expect("arranged");
    let view = game.view(PlayerId(1));
    let zone = view
        .zone(ZoneId {
            kind: IN_PLAY,
            player: None,
        })
        .expect("zone");
    let shown: Vec<_> = zone.cards().collect();
    assert_eq!(shown[0].card_id(), ryoiki_core::CardId(1));
    assert_eq!(shown[1].orientation(), Some(Orientation::Sideways));
    assert_eq!(shown[1].controller(), Some(PlayerId(1)));
    assert_eq!(shown[0].controller(), Some(PlayerId(1)));
}

/// Two planar decks of ten planes, dealt in set-up order, with `seed`.
fn shuffled_game(seed: u64, extra: &[(&str, &str)]) -> Game {
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..10 {
            cards.push(planar(&format!("Plane {p}-{i}"), false, p));
        }
    }
    let mut s = setup(&["alice", "bob"], cards, None);
    s.seed = seed;
    s.options.extra = extra
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut game = Game::new(&MTG, s).expect("valid setup");
    game.apply(act(0, MtgAction::StartPlanechase), &mut Vec::new())
        .expect("started");
    game
}

fn command_order(game: &Game) -> Vec<u32> {
    let zone = ZoneId {
        kind: COMMAND,
        player: None,
    };
    game.state()
        .zone(zone)
        .expect("command zone")
        .cards
        .iter()
        .map(|c| c.0)
        .collect()
}

/// 901.3 and 103.1 of the current rules: each planar deck starts in a random order,
/// from the game's seed (a replay shuffles the same), and afterwards no one, the owner
/// included, sees a face-down planar card.
#[test]
fn planar_decks_are_shuffled_from_the_seed_and_hidden_from_their_owners() {
    let a = shuffled_game(21, &[]);
    let b = shuffled_game(21, &[]);
    assert_eq!(
        command_order(&a),
        command_order(&b),
        "same seed, same order"
    );
    let fixed: Vec<u32> = (0..20).collect();
    let orders: Vec<Vec<u32>> = (0..8)
        .map(|s| command_order(&shuffled_game(s, &[])))
        .collect();
    assert!(orders.iter().any(|o| *o != fixed), "shuffled: {orders:?}");
    assert!(orders.windows(2).any(|w| w[0] != w[1]), "seeds differ");
    for o in &orders {
        // Each deck is permuted among its own places: alice's cards stay in 0..10.
        assert!(o[..10].iter().all(|&c| c < 10) && o[10..].iter().all(|&c| c >= 10));
    }
    for viewer in [PlayerId(0), PlayerId(1)] {
        let view = a.view(viewer);
        let zone = view
            .zone(ZoneId {
                kind: COMMAND,
                player: None,
            })
            .expect("zone");
        assert_eq!(zone.count(), 20);
        let fronts: Vec<_> = zone.cards().filter(|c| c.front().is_some()).collect();
        assert_eq!(fronts.len(), 1, "only the starting plane is seen");
        assert_eq!(fronts[0].facing(), Facing::FaceUp);
    }
}

/// `planar_shuffle = "none"` keeps the set-up order (for scenarios and tests).
#[test]
fn planar_shuffle_none_keeps_the_set_up_order() {
    let game = shuffled_game(21, &[("planar_shuffle", "none")]);
    assert_eq!(command_order(&game), (0..20).collect::<Vec<u32>>());
}
