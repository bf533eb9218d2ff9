//! What a table of people needs of a game besides the engine: whose move it is.

use ryoiki_core::{Game, PlayerId, SeatAction, SeatListing};

/// Whose move it is at a table, and what that seat may do; `None` when no seat may do
/// anything. `last` is the seat that acted last. `ryoiki play`'s session and the
/// server's tables pass the move with it.
///
/// - While a decision is pending, its decider (and no one else) is to move.
/// - Otherwise the player the rule set says is to act ([`RuleSet::to_act`]: in Magic the
///   holder of priority) is to move, if it may do anything.
/// - Otherwise (a rule set that keeps no turn or priority, such as Force of Will's and
///   PMV's zone rules here) the move passes seat by seat: the next seat after `last`, in
///   seat order, that may do anything.
///
/// [`RuleSet::to_act`]: ryoiki_core::RuleSet::to_act
pub fn to_move(game: &Game, last: Option<PlayerId>) -> Option<(PlayerId, Vec<SeatAction>)> {
    to_move_listed(game, last).map(|(p, list, _)| (p, list))
}

/// [`to_move`], with the listing also in its compact form ([`SeatListing`]), for a table
/// that keeps it to take a listed action back by its index later.
pub fn to_move_listed(
    game: &Game,
    last: Option<PlayerId>,
) -> Option<(PlayerId, Vec<SeatAction>, SeatListing)> {
    let listed = |p: PlayerId| {
        let (list, listing) = game.seat_listing(p);
        (!list.is_empty()).then_some((p, list, listing))
    };
    if let Some(d) = game.pending() {
        return listed(d.decider);
    }
    if let Some(p) = game.rules().to_act(game.state())
        && let Some(found) = listed(p)
    {
        return Some(found);
    }
    let n = game.state().players().len();
    let from = last.map_or(0, |p| p.index() + 1);
    (0..n)
        .map(|k| PlayerId(((from + k) % n) as u8))
        .find_map(listed)
}
