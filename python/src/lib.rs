//! # ryoiki-py: the engine as the Python package `ryoiki`
//!
//! The native module `ryoiki._ryoiki`, built by maturin into the package `ryoiki` (see
//! `docs/python.md`). It reaches every listed game through the engine's seats, as
//! `ryoiki play` does: a seat's view, its listed actions, an action by value or by its
//! index in the list, the events as the seat may know them. How a game ended is worked
//! out from the rule set's `game_over` ([`outcome`]).
//!
//! Plain Rust does the work ([`table`], [`observe`], [`batch`]); `py` is the thin layer
//! of Python classes and functions, which releases the GIL for every long call.

/// The extension's Rust allocations go through mimalloc (Python's own objects do not).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod batch;
pub mod observe;
pub mod outcome;
#[cfg(test)]
mod played;
pub mod public;
mod py;
pub mod samples;
pub mod sections;
pub mod setups;
pub mod table;
