//! The table's state, owned by its task: the game, its version, seats, the listed
//! actions, the connections watching. The other modules of `table` act on it.

use super::handle::{Conn, TableInfo};
use super::seat::Seat;
use crate::store::Store;
use ryoiki_core::{Game, PlayerId, SeatAction, SeatListing};
use std::sync::Arc;

/// How many connections a table takes: spectators, and each seat's own (two tabs or
/// devices on one seat), counted apart so that spectators never fill a seat's room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnLimits {
    /// Spectators at once.
    pub spectators: usize,
    /// Connections on one seat at once.
    pub per_seat: usize,
    /// Lines of chat the table keeps.
    pub chat_lines: u64,
}

/// A table's game and everything needed to play it, owned by its task.
pub struct Table {
    pub(super) info: Arc<TableInfo>,
    pub(super) game: Game,
    /// How many actions the game has accepted (its opening included).
    pub(super) version: u64,
    pub(super) seats: Vec<Seat>,
    pub(super) last: Option<PlayerId>,
    pub(super) bot_seed: u64,
    /// The seat to move (it may do something), or none when the game has ended or no
    /// seat may act.
    pub(super) turn: Option<PlayerId>,
    /// The actions listed for the seat to move, kept while the table is active (see
    /// [`KEEP_LISTED`](super::KEEP_LISTED)); had again from `listing` when needed.
    pub(super) listed: Option<Vec<SeatAction>>,
    /// The same list in its compact form, made at this version (none when no seat is to
    /// move, or before the first look at a table just started).
    pub(super) listing: Option<SeatListing>,
    pub(super) conns: Vec<Conn>,
    /// How many lines its chat holds.
    pub(super) chat_lines: u64,
    pub(super) store: Arc<dyn Store>,
    pub(super) conn_limits: ConnLimits,
}

impl Table {
    pub(super) fn game(&self) -> &Game {
        &self.game
    }

    pub(super) fn version(&self) -> u64 {
        self.version
    }

    pub(super) fn over(&self) -> bool {
        self.game().rules().game_over(self.game().state())
    }
}
