//! # ryoiki-games: the list of games, and their decks
//!
//! The one place that names the games. Each game crate exports its description
//! ([`GameDescription`], `ryoiki_fow::GAME` …); this crate lists them ([`games`]), finds
//! one by key ([`find`]: the built-in games, then those registered at run time with
//! [`register`]), and gives what every tool needs of a game through [`GameKind`]: its
//! rule set, variants, sample game ([`GameKind::sample`]), built-in card pool, deck
//! sections and deck rules. [`deck`] reads deck files (plain text and Cockatrice `.cod`)
//! and card pools and checks them against their game.
//!
//! It also holds what a table of people needs besides the engine and that the scenario
//! runner shares: whose move it is ([`table::to_move`]) and the check of every message a
//! seat is sent ([`seats::SeatMessages`]).

mod catalogue;
pub mod data;
pub mod deck;
mod list;
pub mod seats;
pub mod suggest;
pub mod table;
pub mod words;

pub use list::*;
