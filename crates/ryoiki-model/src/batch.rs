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

pub use crate::task::{Arrival, Batch};
