//! Simultaneous moves: several objects moving as one event (FoW 3.1.d, MTG 217.1d).
//!
//! A batch ([`Action::MoveMany`], [`Action::MoveAll`]) runs in three phases:
//!
//! 1. **Settle.** Each object goes through the move pipeline's destination, replacement
//!    and restriction stages (with their decisions) as if it moved alone, but stops
//!    before leaving: its final destination is then known. An object that does not move
//!    (a prohibition, a restriction that keeps it where it is, or an object already
//!    gone) drops out here.
//! 2. **Order.** The settled moves are grouped by their real destination zone and by the
//!    **owner** of the card. For every group of two or more cards arriving in a zone that
//!    keeps order, the owner picks the order, one card at a time
//!    ([`DecisionKind::OrderCards`](crate::DecisionKind::OrderCards) naming the real zone). Cards going to an unordered
//!    zone, or alone, are never offered.
//! 3. **Move.** Once every order is known, the cards leave and arrive, group by group,
//!    each group in its chosen order (the first pick deepest). In a hidden zone only the
//!    owner who ordered them learns their places.
//!
//! [`Action::MoveMany`]: crate::Action::MoveMany
//! [`Action::MoveAll`]: crate::Action::MoveAll

use crate::ids::{ObjectId, PlayerId, ZoneId};
use crate::state::MoveTask;
use serde::{Deserialize, Serialize};

/// Several moves in progress at once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Batch {
    /// The moves whose destination is final, in the order they settled.
    pub settled: Vec<MoveTask>,
    /// Set once every move has settled: the arrivals, grouped by zone and owner.
    pub groups: Option<Vec<Arrival>>,
}

/// The cards of one owner arriving in one zone as part of a batch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrival {
    /// The real destination (after redirects, replacements and restrictions).
    pub zone: ZoneId,
    /// The owner of these cards, who orders them in an ordered zone.
    pub owner: PlayerId,
    /// The moves already placed in order, first pick first (deepest).
    pub chosen: Vec<MoveTask>,
    /// The moves not yet placed.
    pub remaining: Vec<MoveTask>,
}

impl Arrival {
    /// The objects not yet placed, in their order.
    pub fn objects(&self) -> Vec<ObjectId> {
        self.remaining.iter().map(|m| m.object).collect()
    }
}
