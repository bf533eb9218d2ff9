//! Soak: random legal play at scale, with the engine's promises checked after every step.
//!
//! Every step a random player takes a random action from [`Game::legal_actions`] (a
//! pending decision's answers when one waits), and then:
//! - every listed action must apply without error;
//! - every card is in exactly one place, and no object id is reused (generations only
//!   grow);
//! - no player's serialized view names a card side that player may not see, or holds
//!   the RNG (see [`crate::leak`]);
//! - a random action that is not listed is refused, and leaves the state unchanged.
//!
//! Every 1,000 steps the last 1,000 actions are replayed from a snapshot taken before
//! them and must reproduce the state; at the end the whole run is replayed from the seed.

use crate::games;
use crate::leak::leak_problems;
use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Cause, Choice, Destination, EffectBody, ExposureKind,
    Facing, Game, ObjectId, Orientation, Outside, PlayerId, PlayerSet, Position, RuleSet, Scope,
    Setup, SetupPlace, Side, State, ZoneId, ZoneKind, rng::splitmix64_next,
};

/// What a soak run found.
#[derive(Clone, Debug, Default)]
pub struct SoakReport {
    /// Steps played.
    pub steps: u64,
    /// Games played (a new game starts from the next seed when one ends).
    pub games: u64,
    /// Every violation, in words (the first few of each run).
    pub violations: Vec<String>,
    /// The actions of the run up to the first violation, for reproducing it.
    pub failing_actions: Option<(u64, Vec<Action>)>,
}

/// A playable setup for soaking a game: two players, each with a ruler-like card, a pile
/// of mixed cards in every per-player ordered zone, cards in hand, and a sideboard.
pub fn soak_setup(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    let zones = rules.zones();
    let mut s = seed;
    let types: [&[&str]; 9] = [
        &["resonator"],
        &["resonator"],
        &["spell"],
        &["addition"],
        &["regalia"],
        &["magic stone"],
        &["ruler"],
        &["j-ruler"],
        &["artifact"],
    ];
    let mut cards = Vec::new();
    for p in 0..2u8 {
        let owner = PlayerId(p);
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let zone = match zones[kind.0 as usize].scope {
                Scope::Shared => ZoneId { kind, player: None },
                Scope::PerPlayer => ZoneId {
                    kind,
                    player: Some(owner),
                },
            };
            let t = types[(r >> 8) as usize % types.len()];
            let mut sides = vec![Side::new(format!("P{p} Card {i:02}"), t)];
            if t == ["ruler"] {
                sides.push(Side::new(format!("P{p} Card {i:02} Risen"), &["j-ruler"]));
            }
            cards.push(CardSetup {
                def: CardDef { sides },
                owner,
                place: if (r >> 20) % 16 == 0 {
                    SetupPlace::Outside(if (r >> 24) % 2 == 0 {
                        Outside::Sideboard
                    } else {
                        Outside::Collection
                    })
                } else {
                    SetupPlace::Zone(zone)
                },
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            });
        }
    }
    Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// Turns four random numbers into an action a client could send, looking at the game
/// only as a client could (plus card ids): often legal, sometimes not. Covers every kind
/// of core action a client may send, with stale objects, unknown cards, zones and players.
pub fn random_action(game: &Game, r: [u64; 4]) -> Action {
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

fn new_game(rules: &'static dyn RuleSet, seed: u64) -> Game {
    Game::new(rules, soak_setup(rules, seed)).expect("the soak setup is valid")
}

/// Plays `steps` random legal steps of `game_key` from `seed`, checking every promise.
/// `progress` is called now and then with the steps done.
///
/// # Errors
/// An unknown or unbuilt game.
pub fn soak(
    game_key: &str,
    seed: u64,
    steps: u64,
    progress: &mut dyn FnMut(u64),
) -> Result<SoakReport, String> {
    let rules = games::ruleset(game_key)?;
    let mut report = SoakReport::default();
    let mut rng = seed ^ 0x5EED_5EED_5EED_5EED;
    let mut game = new_game(rules, seed);
    let start = game.clone();
    let names: Vec<String> = (0..game.state().cards.len())
        .map(|i| format!("c{i}"))
        .collect();
    let mut generations: Vec<u32> = game.state().cards.iter().map(|c| c.generation).collect();
    let mut actions: Vec<Action> = Vec::new();
    let mut snapshot: (usize, Game) = (0, game.clone());
    let mut sink = ryoiki_core::NullSink;
    report.games = 1;
    let violation = |report: &mut SoakReport, actions: &[Action], msg: String| {
        if report.violations.len() < 20 {
            report.violations.push(msg);
        }
        if report.failing_actions.is_none() {
            report.failing_actions = Some((seed, actions.to_vec()));
        }
    };
    for step in 1..=steps {
        let mut r = [0u64; 4];
        for x in &mut r {
            *x = splitmix64_next(&mut rng);
        }
        let players = game.state().players.len();
        let p = match game.pending() {
            Some(d) => d.decider,
            None => PlayerId((r[0] % players as u64) as u8),
        };
        let legal = game.legal_actions(p);
        if !legal.is_empty() {
            let a = legal[(r[1] % legal.len() as u64) as usize].clone();
            actions.push(a.clone());
            if let Err(e) = game.apply_as(p, a.clone(), &mut sink) {
                violation(
                    &mut report,
                    &actions,
                    format!("step {step}: listed action {a:?} was refused: {e}"),
                );
            }
        }
        for problem in game.state().check_conservation() {
            violation(&mut report, &actions, format!("step {step}: {problem}"));
        }
        for (i, c) in game.state().cards.iter().enumerate() {
            if i < generations.len() {
                if c.generation < generations[i] {
                    violation(
                        &mut report,
                        &actions,
                        format!("step {step}: c{i}'s generation went back"),
                    );
                }
                generations[i] = c.generation;
            } else {
                generations.push(c.generation);
            }
        }
        for leak in leak_problems(&game, &names) {
            violation(&mut report, &actions, format!("step {step}: {leak}"));
        }
        // A random unlisted action is refused and changes nothing.
        let wrong = random_action(&game, [r[2], r[3], r[0], r[1]]);
        let q = PlayerId((r[3] % players as u64) as u8);
        if !game.legal_actions(q).contains(&wrong) {
            let before: State = game.state().clone();
            match game.apply_as(q, wrong.clone(), &mut sink) {
                Ok(_) => {
                    // It happened: it belongs to the run from now on.
                    actions.push(wrong.clone());
                    violation(
                        &mut report,
                        &actions,
                        format!("step {step}: unlisted action {wrong:?} by {q} was taken"),
                    )
                }
                Err(_) if &before != game.state() => {
                    let mut with = actions.clone();
                    with.push(wrong.clone());
                    violation(
                        &mut report,
                        &with,
                        format!("step {step}: refused action {wrong:?} changed the state"),
                    )
                }
                Err(_) => {}
            }
        }
        if step % 1000 == 0 {
            let (from, mut replay) = snapshot;
            for a in &actions[from..] {
                let who = action_player(&replay, a);
                let _ = replay.apply_as(who, a.clone(), &mut sink);
            }
            if replay.state() != game.state() {
                violation(
                    &mut report,
                    &actions,
                    format!("step {step}: replaying steps {from}..{step} from a snapshot differs"),
                );
            }
            snapshot = (actions.len(), game.clone());
            progress(step);
        }
        report.steps = step;
    }
    let mut replay = start;
    for a in &actions {
        let who = action_player(&replay, a);
        let _ = replay.apply_as(who, a.clone(), &mut sink);
    }
    if replay.state() != game.state() {
        violation(
            &mut report,
            &actions,
            "replaying the whole run from the seed differs".into(),
        );
    }
    Ok(report)
}

/// The player who takes an action.
pub fn action_player(game: &Game, a: &Action) -> PlayerId {
    match a {
        Action::Move { player, .. }
        | Action::MoveMany { player, .. }
        | Action::MoveTop { player, .. }
        | Action::Enter { player, .. }
        | Action::Turn { player, .. }
        | Action::Face { player, .. }
        | Action::Shuffle { player, .. }
        | Action::PutAbility { player, .. }
        | Action::Answer { player, .. } => *player,
        Action::Game(g) => g.player,
        Action::AddEffect { controller, .. } => controller.unwrap_or(PlayerId(0)),
        Action::EndEffect { effect } => game
            .state()
            .effects
            .iter()
            .find(|e| e.id == *effect)
            .and_then(|e| e.controller)
            .unwrap_or(PlayerId(0)),
        Action::SetLimit { .. } | Action::Cease { .. } => PlayerId(0),
    }
}
