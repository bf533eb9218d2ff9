//! Property tests of the engine's promises, for every rule set built so far: random
//! actions (legal and not) never lose or duplicate a card, a refused action changes
//! nothing, no view shows a card's hidden side, and replaying the same actions from the
//! same setup reproduces the same log and state.

use proptest::prelude::*;
use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Cause, Choice, Destination, EffectBody, ExposureKind,
    Facing, Game, Lang, ObjectId, Orientation, Outside, PlayerId, PlayerSet, Position, Progress,
    Scope, Setup, SetupPlace, Side, ZoneId, ZoneKind,
};
use ryoiki_scenario::games;
use ryoiki_scenario::leak::leak_problems;

const TYPES: [&[&str]; 8] = [
    &["resonator"],
    &["spell"],
    &["magic stone"],
    &["addition"],
    &["regalia"],
    &["ruler"],
    &["j-ruler"],
    &["artifact"],
];

fn setup(game: &'static dyn ryoiki_core::RuleSet, seed: u64, n: usize) -> Setup {
    let zones = game.zones();
    let mut cards = Vec::new();
    for i in 0..n {
        let owner = PlayerId((i % 2) as u8);
        let kind = ZoneKind((i * 7 % zones.len()) as u16);
        let zone = match zones[kind.0 as usize].scope {
            Scope::Shared => ZoneId { kind, player: None },
            Scope::PerPlayer => ZoneId {
                kind,
                player: Some(owner),
            },
        };
        let types = TYPES[i % TYPES.len()];
        let mut sides = vec![Side::new(format!("Card{i:03}"), types)];
        if i % 5 == 0 {
            sides.push(Side::new(format!("Back{i:03}"), &["j-ruler"]));
        }
        cards.push(CardSetup {
            def: CardDef { sides },
            owner,
            place: if i % 11 == 10 {
                SetupPlace::Outside(Outside::Sideboard)
            } else {
                SetupPlace::Zone(zone)
            },
            side: 0,
            facing: None,
            orientation: None,
            controller: None,
        });
    }
    Setup {
        players: vec!["alice".into(), "bob".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// Turns four random numbers into an action, looking at the game only as a client
/// could (plus card ids, which tests may use): often legal, sometimes not.
fn action(game: &Game, r: [u64; 4]) -> Action {
    let st = game.state();
    let n = st.cards.len() as u64;
    let card = CardId((r[1] % (n + 2)) as u32);
    let generation = st.try_card(card).map(|c| c.generation).unwrap_or(0);
    let object = ObjectId {
        card,
        generation: if r[2] % 13 == 0 {
            generation.wrapping_add(1)
        } else {
            generation
        },
    };
    let kinds = game.rules().zones().len() as u64;
    let kind = ZoneKind((r[2] % (kinds + 1)) as u16);
    let player = PlayerId((r[3] % 3) as u8);
    let dest = Destination {
        kind,
        player: if r[3] % 4 == 0 {
            None
        } else {
            Some(PlayerId((r[3] % 2) as u8))
        },
    };
    if let Some(d) = game.pending() {
        let options = d.options();
        let choice = if r[0] % 10 == 0 || options.is_empty() {
            Choice::Object(object)
        } else {
            options[(r[1] % options.len() as u64) as usize]
        };
        let who = if r[0] % 7 == 0 {
            PlayerId(1 - d.decider.0.min(1))
        } else {
            d.decider
        };
        return Action::Answer {
            player: who,
            choice,
        };
    }
    match r[0] % 9 {
        0..=2 => Action::Move {
            player,
            object,
            to: dest,
            position: Some(match r[3] % 3 {
                0 => Position::Top,
                1 => Position::Bottom,
                _ => Position::Index((r[2] % 5) as u32),
            }),
            facing: (r[1] % 4 == 0).then_some(Facing::FaceDown),
            side: None,
            cause: Cause::Instruction,
        },
        3 => Action::MoveMany {
            player,
            objects: (0..(1 + r[3] % 3))
                .map(|k| game.state().object(CardId(((r[1] + k * 3) % n) as u32)))
                .collect(),
            to: dest,
            cause: Cause::Instruction,
        },
        4 => Action::MoveTop {
            player,
            from: ZoneId {
                kind,
                player: Some(PlayerId((r[3] % 2) as u8)),
            },
            count: (r[1] % 4) as u32,
            to: dest,
            cause: Cause::Draw,
        },
        5 => Action::Turn {
            player,
            object,
            orientation: if r[3] % 2 == 0 {
                Orientation::Sideways
            } else {
                Orientation::Upright
            },
        },
        6 => Action::Face {
            player,
            object,
            facing: if r[3] % 2 == 0 {
                Facing::FaceDown
            } else {
                Facing::FaceUp
            },
        },
        7 => Action::Shuffle {
            player,
            zone: ZoneId {
                kind,
                player: Some(PlayerId((r[3] % 2) as u8)),
            },
            forced: None,
        },
        _ => {
            if r[1] % 2 == 0 && !st.effects.is_empty() {
                Action::EndEffect {
                    effect: st.effects[(r[2] % st.effects.len() as u64) as usize].id,
                }
            } else {
                Action::AddEffect {
                    label: "look".into(),
                    controller: Some(PlayerId((r[3] % 2) as u8)),
                    body: EffectBody::Exposure {
                        objects: vec![object],
                        to: PlayerSet::only(PlayerId((r[3] % 2) as u8)),
                        kind: if r[3] % 3 == 0 {
                            ExposureKind::Reveal
                        } else {
                            ExposureKind::Look
                        },
                    },
                }
            }
        }
    }
}

/// Plays the actions; returns the rendered log and the final game. Panics on any broken
/// invariant.
fn play(game_key: &str, seed: u64, script: &[[u64; 4]]) -> (Vec<String>, Game) {
    let rules = games::ruleset(game_key).expect("built");
    let mut game = Game::new(rules, setup(rules, seed, 24)).expect("valid setup");
    let names: Vec<String> = (0..24).map(|i| format!("card{i}")).collect();
    let mut log = Vec::new();
    for r in script {
        let a = action(&game, *r);
        let before = game.state().clone();
        let mut events = Vec::new();
        match game.apply(a.clone(), &mut events) {
            Ok(Progress::Done) | Ok(Progress::Waiting(_)) => {}
            Err(e) => {
                assert!(events.is_empty(), "a refused action emitted events: {a:?}");
                assert!(
                    &before == game.state(),
                    "refused {a:?} ({e}) changed the state"
                );
                log.push(format!("refused: {e}"));
            }
        }
        log.extend(events.iter().map(|e| game.render_event(e, Lang::En)));
        let problems = game.state().check_conservation();
        assert!(problems.is_empty(), "after {a:?}: {problems:?}");
        let leaks = leak_problems(&game, &names);
        assert!(leaks.is_empty(), "after {a:?}: {leaks:?}");
    }
    (log, game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn fow_random_actions_keep_every_promise(seed in any::<u64>(), script in prop::collection::vec(any::<[u64; 4]>(), 1..120)) {
        let (log, game) = play("fow", seed, &script);
        let (again, replayed) = play("fow", seed, &script);
        prop_assert_eq!(log, again);
        prop_assert!(game.state() == replayed.state());
    }
}

#[test]
fn a_long_random_game_replays_bit_for_bit() {
    let mut s = 1u64;
    let script: Vec<[u64; 4]> = (0..3000)
        .map(|_| {
            let mut r = [0u64; 4];
            for x in &mut r {
                *x = ryoiki_core::rng::splitmix64_next(&mut s);
            }
            r
        })
        .collect();
    let (log, game) = play("fow", 99, &script);
    let (again, replayed) = play("fow", 99, &script);
    assert_eq!(log, again);
    assert!(game.state() == replayed.state());
    assert!(
        log.iter().any(|l| l.contains("moves from")),
        "the script moved nothing"
    );
    assert!(
        log.iter().any(|l| l.starts_with("refused")),
        "the script was never refused"
    );
}

/// Every action `legal_actions` lists applies without error, and random actions it does
/// not list are refused by `apply_as` without changing anything.
#[test]
fn listed_actions_apply_and_unlisted_ones_are_refused() {
    let rules = games::ruleset("fow").unwrap();
    let mut s = 5u64;
    let mut next = || ryoiki_core::rng::splitmix64_next(&mut s);
    let mut game = Game::new(rules, ryoiki_scenario::soak::soak_setup(rules, 11)).unwrap();
    let mut sink = ryoiki_core::NullSink;
    for _ in 0..400 {
        let p = game
            .pending()
            .map(|d| d.decider)
            .unwrap_or(PlayerId((next() % 2) as u8));
        let legal = game.legal_actions(p);
        assert!(!legal.is_empty());
        for a in legal.iter().step_by(7) {
            let mut trial = game.clone();
            trial
                .apply_as(p, a.clone(), &mut sink)
                .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
        }
        for _ in 0..5 {
            let r = [next(), next(), next(), next()];
            let wrong = ryoiki_scenario::soak::random_action(&game, r);
            let q = PlayerId((r[3] % 2) as u8);
            if game.legal_actions(q).contains(&wrong) {
                continue;
            }
            let before = game.state().clone();
            assert!(
                game.apply_as(q, wrong.clone(), &mut sink).is_err(),
                "unlisted {wrong:?} taken"
            );
            assert!(&before == game.state());
        }
        let a = legal[(next() % legal.len() as u64) as usize].clone();
        game.apply_as(p, a, &mut sink).unwrap();
    }
}
