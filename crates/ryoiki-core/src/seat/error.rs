//! Why a seat's action was refused.

use crate::error::ActionError;
use crate::ids::{Handle, PlayerId};

/// Why a seat's action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    /// The game has no such seat.
    #[error("there is no seat {seat} in this game ({players} players)")]
    NoSuchSeat {
        /// The seat asked for.
        seat: PlayerId,
        /// How many players the game seats.
        players: usize,
    },
    /// A handle that names no card the seat can see now.
    #[error(
        "{handle} names no card you can see now (a handle changes whenever its card moves or its hidden zone is shuffled: take the handles from your latest view)"
    )]
    UnknownHandle {
        /// The handle given.
        handle: Handle,
    },
    /// A zone key the game's catalogue does not have.
    #[error("this game has no zone '{zone}' (its zones: {known})")]
    UnknownZone {
        /// The key given.
        zone: String,
        /// The keys the game has.
        known: String,
    },
    /// A zone of a player the game does not seat.
    #[error("there is no player {player} to own a '{zone}'")]
    NoSuchOwner {
        /// The zone key.
        zone: String,
        /// The player given.
        player: PlayerId,
    },
    /// The game waits for another player's decision.
    #[error("the game waits for {decider}'s decision, not yours")]
    OutOfTurn {
        /// Who must decide.
        decider: String,
    },
    /// An answer when no decision is pending.
    #[error("there is no decision to answer")]
    NothingToAnswer,
    /// A well-formed action that the seat may not take now.
    #[error("you may not {what} now (ask for your legal actions: only those are accepted)")]
    NotListed {
        /// The action, in a word.
        what: &'static str,
    },
    /// The engine refused a listed action (a bug: listed actions apply).
    #[error("the engine refused the action: {0}")]
    Refused(#[from] ActionError),
}
