//! Random legal play in every variant (two players, Two-Headed Giant, Grand Melee, the
//! single planar deck): every listed action applies, cards are conserved, every
//! player's view serializes, and a replay of the same actions reaches the same state.

use ryoiki_core::{
    Action, CardDef, CardSetup, Facing, Game, GameAction, GameOptions, NullSink, PlayerId, RuleSet,
    Setup, SetupPlace, Side, ZoneId, ZoneKind,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::actions::MtgAction;
use ryoiki_mtg::ext::MtgState;
use ryoiki_mtg::zones::{COMMAND, GRAVEYARD, HAND, IN_PLAY, LIBRARY};

fn card(name: String, types: &[&str], abilities: &[&str], owner: u8, zone: ZoneId) -> CardSetup {
    let mut side = Side::new(&name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    CardSetup {
        def: CardDef::single(side),
        owner: PlayerId(owner),
        place: SetupPlace::Zone(zone),
        side: 0,
        facing: (zone.kind == COMMAND).then_some(Facing::FaceDown),
        orientation: None,
        controller: None,
    }
}

fn setup(variant: &str, seed: u64) -> Setup {
    let (players, options): (u8, &[(&str, &str)]) = match variant {
        "two-headed-giant" => (4, &[("variant", "two-headed-giant")]),
        "grand-melee" => (
            6,
            &[
                ("variant", "grand-melee"),
                ("turn_markers", "p0,p3"),
                ("range_of_influence", "1"),
            ],
        ),
        "single-planar-deck" => (3, &[("variant", "single-planar-deck")]),
        _ => (2, &[]),
    };
    let abilities: [&[&str]; 5] = [
        &["static: creatures have flying"],
        &["chaos: you gain-life 3", "activated 1: planeswalk"],
        &["trigger encounter: you gain-life 2"],
        &["trigger roll-die: you add-mana 1"],
        &[],
    ];
    let mut cards = Vec::new();
    for p in 0..players {
        let command = ZoneId {
            kind: COMMAND,
            player: None,
        };
        for i in 0..10usize {
            let (types, ab): (&[&str], &[&str]) = if i >= 8 {
                (&["phenomenon"], &["trigger encounter: planeswalk"])
            } else {
                (&["plane"], abilities[i % abilities.len()])
            };
            cards.push(card(format!("P{p} Planar {i}"), types, ab, p, command));
        }
        let zones: [(ZoneKind, bool); 4] = [
            (LIBRARY, true),
            (HAND, true),
            (GRAVEYARD, true),
            (IN_PLAY, false),
        ];
        for (i, (kind, own)) in zones.into_iter().enumerate() {
            let zone = ZoneId {
                kind,
                player: own.then_some(PlayerId(p)),
            };
            let types: &[&str] = if i == 1 { &["instant"] } else { &["creature"] };
            let ab: &[&str] = if i == 3 {
                &["trigger dies: return-to-hand"]
            } else {
                &[]
            };
            cards.push(card(format!("P{p} Card {i}"), types, ab, p, zone));
        }
    }
    Setup {
        players: (0..players).map(|p| format!("p{p}")).collect(),
        options: GameOptions::named(options),
        seed,
        cards,
        ..Setup::default()
    }
}

/// Plays `steps` random legal actions, preferring Magic's own; returns the actions taken.
fn play(game: &mut Game, seed: u64, steps: usize) -> Vec<(PlayerId, Action)> {
    let mut s = seed | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let players = game.state().players().len() as u64;
    let mut taken = Vec::new();
    for _ in 0..steps {
        if MTG.game_over(game.state()) {
            break;
        }
        let p = PlayerId((next() % players) as u8);
        let legal = game.legal_actions(p);
        if legal.is_empty() {
            continue;
        }
        // Leaving ends a game soon: keep it rare.
        let leaves = |a: &Action| match a {
            Action::Game(g) => matches!(
                g.action.get::<MtgAction>(),
                Some(MtgAction::LeaveGame { .. })
            ),
            _ => false,
        };
        let rare = next() % 40 == 0;
        let own: Vec<&Action> = legal
            .iter()
            .filter(|a| matches!(a, Action::Game(_)) && (rare || !leaves(a)))
            .collect();
        let a = if !own.is_empty() && next() % 4 != 0 {
            own[(next() % own.len() as u64) as usize].clone()
        } else {
            legal[(next() % legal.len() as u64) as usize].clone()
        };
        if leaves(&a) && !rare {
            continue;
        }
        game.apply_as(p, a.clone(), &mut NullSink)
            .unwrap_or_else(|e| panic!("{a:?} was listed but refused: {e}"));
        let problems = game.state().check_conservation();
        assert!(problems.is_empty(), "after {a:?}: {problems:?}");
        for v in 0..players {
            serde_json::to_value(game.view(PlayerId(v as u8))).expect("the view serializes");
        }
        taken.push((p, a));
    }
    taken
}

#[test]
fn random_play_keeps_its_promises_in_every_variant() {
    for variant in [
        "two-player",
        "two-headed-giant",
        "grand-melee",
        "single-planar-deck",
    ] {
        for seed in 1..6u64 {
            let mut game = Game::new(&MTG, setup(variant, seed)).expect("setup");
            let start = Action::Game(GameAction::new(PlayerId(0), MtgAction::StartPlanechase));
            game.apply(start, &mut NullSink)
                .unwrap_or_else(|e| panic!("{variant}: {e}"));
            let begun = game.clone();
            let taken = play(&mut game, seed * 7919, 300);
            let ms = game.state().ext::<MtgState>();
            assert!(ms.started);
            if std::env::var("MTG_PLAY_STATS").is_ok() {
                let planeswalks = ms.last_planeswalk.as_ref().map_or(0, |r| r.count);
                eprintln!(
                    "{variant} {seed}: {} actions, turn {}, {planeswalks} planeswalks, left {:?}",
                    taken.len(),
                    ms.turn,
                    ms.seats.iter().filter(|s| s.left).count()
                );
            }
            let mut replay = begun;
            for (p, a) in taken {
                replay.apply_as(p, a, &mut NullSink).expect("replays");
            }
            assert!(replay.state() == game.state(), "{variant} {seed}: replay");
        }
    }
}
