//! One game of a simulation, from its seed to its end, and the seeds it is made of.

use crate::check::Checks;
use crate::report::{End, GameRecord};
use crate::spec::{Sim, SimError};
use ryoiki_bot::{Bot, Turn};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Event, Game, ViewKey};
use ryoiki_games::table::to_move_listed;
use std::collections::BTreeMap;

/// The seed of game `index` of a run seeded `seed`: from those two alone, so a game is
/// the same whichever thread plays it, and in whatever order.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut s = seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03);
    splitmix64_next(&mut s)
}

/// The seed of the bot of `seat` in the game seeded `game`.
fn bot_seed(game: u64, seat: usize) -> u64 {
    let mut s = game ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    splitmix64_next(&mut s)
}

/// Adds the rule ids `events` cite to `tally`.
fn tally(tally: &mut BTreeMap<&'static str, u64>, events: &[Event]) {
    for e in events {
        for r in &e.rules {
            *tally.entry(*r).or_insert(0) += 1;
        }
    }
}

/// Plays game `index` of `sim` to its end.
///
/// # Errors
/// The game's setup or an action of its opening is refused.
pub(crate) fn play_game(sim: &Sim, index: u64) -> Result<GameRecord, SimError> {
    let seed = game_seed(sim.seed, index);
    let start = (sim.start)(seed);
    // The view key, which names cards to each seat, comes from the seed too: the same
    // seed replays the same game, handles and all.
    let key = ViewKey::new(seed, splitmix64_next(&mut seed.clone()));
    let mut game = Game::new_with_key(sim.rules, start.setup, key)
        .map_err(|error| SimError::Setup { game: index, error })?;
    let mut rules = BTreeMap::new();
    let mut events = Vec::new();
    for a in start.opening {
        game.apply(a, &mut events)
            .map_err(|error| SimError::Opening {
                game: index,
                error: Box::new(error),
            })?;
    }
    tally(&mut rules, &events);
    let players = game.state().players().len();
    let mut bots: Vec<Box<dyn Bot>> = (0..players)
        .map(|s| (sim.bot(s).make)(bot_seed(seed, s)))
        .collect();
    let mut checks = sim.check.then(|| Checks::new(&game));
    let mut actions = 0u64;
    let mut last = None;
    let end = loop {
        if let Some(o) = sim.referee.outcome(&game) {
            break End::Over {
                winners: o.winners,
                cause: o.cause,
            };
        }
        if actions >= sim.step_limit {
            break End::StepLimit;
        }
        let Some((seat, list, listing)) = to_move_listed(&game, last) else {
            break End::Stalled;
        };
        let turn = Turn::new(&game, &list, &listing);
        let picked = bots[seat.index()].choose(&turn).filter(|&i| i < list.len());
        let Some((_, action)) = picked.and_then(|i| game.seat_pick(&listing, i)) else {
            break End::OnlyLeaving { seat };
        };
        events.clear();
        if let Err(e) = game.apply(action.clone(), &mut events) {
            break End::Refused {
                seat,
                error: e.to_string(),
            };
        }
        actions += 1;
        last = Some(seat);
        tally(&mut rules, &events);
        if let Some(c) = &mut checks {
            c.step(actions, &game, &action, &events, seat);
        }
    };
    let violations = checks.map(|c| c.finish(&game)).unwrap_or_default();
    Ok(GameRecord {
        index,
        seed,
        end,
        actions,
        turns: sim.referee.turn(&game),
        rules,
        violations,
    })
}
