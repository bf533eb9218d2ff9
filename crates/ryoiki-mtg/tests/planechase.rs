//! Rust-level tests of the Magic rule set: planar deck validation as a typed list of
//! every problem (901.3, 901.15a), the planar die's faces drawn from the game's RNG
//! (901.3a), and what an arranged zone still shows other players (217.1b).

use ryoiki_core::{
    Action, Arg, CardDef, CardSetup, Facing, Game, GameOptions, NamedAction, Orientation, PlayerId,
    Setup, SetupPlace, Side, ZoneId,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::deck::{DeckProblem, validate};
use ryoiki_mtg::ext::MtgState;
use ryoiki_mtg::zones::{COMMAND, IN_PLAY};
use std::collections::BTreeMap;

fn planar(name: &str, phenomenon: bool, owner: u8) -> CardSetup {
    let t = if phenomenon { "phenomenon" } else { "plane" };
    CardSetup {
        def: CardDef::single(Side::new(name, &[t])),
        owner: PlayerId(owner),
        place: SetupPlace::Zone(ZoneId {
            kind: COMMAND,
            player: None,
        }),
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

fn act(player: u8, name: &str, args: &[(&str, Arg)]) -> Action {
    Action::Named(NamedAction {
        player: PlayerId(player),
        name: name.into(),
        args: args
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect(),
    })
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
        .apply(act(0, "start-planechase", &[]), &mut Vec::new())
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
    game.apply(act(0, "start-planechase", &[]), &mut sink)
        .expect("start");
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    for _ in 0..600 {
        game.apply(act(0, "add-mana", &[("amount", Arg::Int(1000))]), &mut sink)
            .expect("mana");
        game.apply(act(0, "roll-planar-die", &[]), &mut sink)
            .expect("roll");
        let ms = MtgState::load(game.state());
        *counts.entry(ms.last_face.clone().unwrap()).or_default() += 1;
        if !ms.stack.is_empty() {
            game.apply(act(0, "pass-all", &[]), &mut sink)
                .expect("resolve");
        }
        sink.clear();
    }
    let get = |k: &str| counts.get(k).copied().unwrap_or(0);
    assert_eq!(get("planeswalker") + get("chaos") + get("blank"), 600);
    // Expected 100 / 100 / 400; allow wide margins.
    assert!((60..=140).contains(&get("planeswalker")), "{counts:?}");
    assert!((60..=140).contains(&get("chaos")), "{counts:?}");
    assert!((340..=460).contains(&get("blank")), "{counts:?}");
}

#[test]
fn arranging_in_play_keeps_control_and_tapped_state_visible() {
    let perm = |name: &str, owner: u8, orientation| CardSetup {
        def: CardDef::single(Side::new(name, &["creature"])),
        owner: PlayerId(owner),
        place: SetupPlace::Zone(ZoneId {
            kind: IN_PLAY,
            player: None,
        }),
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
    let objs: Vec<Arg> = (0..2)
        .rev()
        .map(|c| Arg::Object(game.state().object(ryoiki_core::CardId(c))))
        .collect();
    game.apply(
        act(
            0,
            "arrange",
            &[
                (
                    "zone",
                    Arg::Zone(ZoneId {
                        kind: IN_PLAY,
                        player: None,
                    }),
                ),
                ("cards", Arg::List(objs)),
            ],
        ),
        &mut Vec::new(),
    )
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
