//! [`Bot`]: a player that picks one of its seat's listed actions.

use crate::turn::Turn;

/// A player of one seat. When its seat is to move it is shown a [`Turn`] and picks one
/// of the listed actions by its index, or none. A bot is deterministic from the seed it
/// was made with: the same seed and the same turns give the same picks.
pub trait Bot: Send {
    /// The bot's kind, as `--bot NAME=KIND` names it.
    fn kind(&self) -> &'static str;

    /// The index of the listed action to take, or `None` when the bot will take none of
    /// them (a bot never leaves the game: with only leaving actions listed it takes
    /// none). An index past the list is a bug of the bot; callers treat it as `None`.
    fn choose(&mut self, turn: &Turn<'_>) -> Option<usize>;
}
