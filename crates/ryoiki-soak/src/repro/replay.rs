//! Replaying actions on a soak game with every check the soak makes, to find the first
//! broken invariant.

use crate::SoakStart;
use ryoiki_core::{Action, Game, NullSink, RuleSet};
use ryoiki_scenario::leak::LeakCheck;

/// Replays `actions` on the soak game that `begin` opens and returns the first broken
/// invariant, in words, with its step.
pub fn first_violation(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
) -> Option<String> {
    first_violation_from(&begin.game(rules).ok()?, actions)
}

/// Replays `actions` on a copy of `start` (a soak game at any point, such as the
/// snapshot a soak's window of recent actions begins at) and returns the first broken
/// invariant, in words, with its step (counted from `start`). The state's invariants and
/// the views are checked first; only if they all hold is the replay made again with
/// what each player is told checked after every step ([`Messages::Checked`]), which
/// costs more.
pub fn first_violation_from(start: &Game, actions: &[Action]) -> Option<String> {
    first_violation_checked(start, actions, Messages::Unchecked)
        .or_else(|| first_violation_checked(start, actions, Messages::Checked))
}

/// Whether a replay checks what each player is told (its per-player events and seat
/// actions) after every step, besides the state and the views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Messages {
    /// The state's invariants and the views only.
    Unchecked,
    /// Those, and every player's seat messages ([`ryoiki_games::seats::SeatMessages`]).
    Checked,
}

/// [`first_violation_from`] with the seat messages checked or not.
pub fn first_violation_checked(
    start: &Game,
    actions: &[Action],
    messages: Messages,
) -> Option<String> {
    let mut game = start.clone();
    let names: Vec<String> = (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect();
    let mut generations: Vec<u32> = game.state().cards().iter().map(|c| c.generation).collect();
    // One check across the replay, as the scenario runner and the soak keep one: what a
    // viewer was allowed to see earlier is not a leak later.
    let mut leaks = LeakCheck::new();
    let _ = leaks.check(&game, &names);
    let mut told = ryoiki_games::seats::SeatMessages::new(&game);
    for (i, a) in actions.iter().enumerate() {
        let step = i + 1;
        let before = game.state().clone();
        let actor = crate::action_player(&game, a);
        let mut events = Vec::new();
        let done = if messages == Messages::Checked {
            game.apply(a.clone(), &mut events)
        } else {
            game.apply(a.clone(), &mut NullSink)
        };
        if done.is_err() && &before != game.state() {
            return Some(format!("step {step}: a refused action changed the state"));
        }
        if let Some(p) = game.state().check_conservation().into_iter().next() {
            return Some(format!("step {step}: {p}"));
        }
        for (c, cs) in game.state().cards().iter().enumerate() {
            if c < generations.len() && cs.generation < generations[c] {
                return Some(format!("step {step}: c{c}'s generation went back"));
            }
        }
        generations = game.state().cards().iter().map(|c| c.generation).collect();
        if let Some(leak) = leaks.check(&game, &names).into_iter().next() {
            return Some(format!("step {step}: {leak}"));
        }
        if messages == Messages::Checked
            && done.is_ok()
            && let Some(p) = told.step(&game, &events, actor, true).into_iter().next()
        {
            return Some(format!("step {step}: {p}"));
        }
    }
    None
}
