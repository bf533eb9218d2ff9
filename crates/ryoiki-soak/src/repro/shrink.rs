//! Shrinking a violation: removing actions, chunks first and then one at a time, while
//! a violation of the same kind still occurs.

use super::replay::{Messages, first_violation_checked};
use crate::SoakStart;
use ryoiki_core::{Action, Game, RuleSet};

/// Whether two violation messages are of the same kind: the same words once the step
/// numbers are dropped and every other number is blurred.
pub fn same_kind(a: &str, b: &str) -> bool {
    kind(a) == kind(b)
}

/// What kind of violation a message describes: its text without the step number, with
/// every number blurred (which card or generation it names may change as actions go).
fn kind(message: &str) -> String {
    let rest = message
        .split_once(": ")
        .map(|(_, rest)| rest)
        .unwrap_or(message);
    rest.chars()
        .map(|c| if c.is_ascii_digit() { '#' } else { c })
        .collect()
}

/// Removes actions while a violation of the same kind still occurs, within `budget`
/// replays. Returns the shortest sequence found.
pub fn shrink(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
    budget: usize,
) -> Vec<Action> {
    match begin.game(rules) {
        Ok(start) => shrink_from(&start, actions, budget),
        Err(_) => actions.to_vec(),
    }
}

/// [`shrink`], replaying from a copy of `start` (a soak game at any point) rather than
/// from the soak game's opening.
pub fn shrink_from(from: &Game, actions: &[Action], budget: usize) -> Vec<Action> {
    // The seat messages are checked only for a violation the state and views do not show.
    let (messages, target) = match first_violation_checked(from, actions, Messages::Unchecked) {
        Some(v) => (Messages::Unchecked, v),
        None => match first_violation_checked(from, actions, Messages::Checked) {
            Some(v) => (Messages::Checked, v),
            None => return actions.to_vec(),
        },
    };
    let target = kind(&target);
    let mut best = actions.to_vec();
    let mut replays = 0;
    let mut chunk = best.len().div_ceil(2).max(1);
    while chunk >= 1 && replays < budget {
        let mut start = 0;
        let mut removed_any = false;
        while start < best.len() && replays < budget {
            let end = (start + chunk).min(best.len());
            let mut trial = best[..start].to_vec();
            trial.extend_from_slice(&best[end..]);
            replays += 1;
            if first_violation_checked(from, &trial, messages).is_some_and(|v| kind(&v) == target) {
                best = trial;
                removed_any = true;
            } else {
                start = end;
            }
        }
        if chunk == 1 && !removed_any {
            break;
        }
        chunk = if chunk == 1 { 1 } else { chunk / 2 };
    }
    best
}
