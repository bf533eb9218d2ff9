//! # ryoiki-scenario: rules tests a judge can read
//!
//! A scenario is a TOML file that sets up a game (players, cards and where they are,
//! declarative effects), takes steps (moves, turns, reveals, answers to decisions), and
//! after any step checks what must be true, each check naming the rule ids it proves.
//! The format is documented in `docs/scenarios.md`.
//!
//! - [`load_file`] / [`load_str`] read and check a file, reporting every problem with
//!   its line and column ([`LoadError`]).
//! - [`run()`] plays it and reports each expectation ([`Report`]); it also checks card
//!   conservation, that refused steps change nothing, and that no view leaks a hidden
//!   card, after every step.
//! - [`Catalogue`] is the rules catalogue, gathered from the listed games; [`coverage()`]
//!   computes which rule ids passing expectations prove.
//!
//! The soak, and the shrinking of its violations into scenario files, are the
//! `ryoiki-soak` crate's, built on this one.

pub mod catalogue;
pub mod coverage;
pub mod custom;
pub mod games;
pub mod leak;
pub mod load;
mod messages;
pub mod model;
pub mod protocol;
mod raw;
pub mod run;

pub use catalogue::{BadCatalogue, Catalogue, Rule};
pub use coverage::{
    Coverage, FindError, Found, GameCoverage, SearchProblem, coverage, find_scenarios,
};
pub use load::{
    Diagnostic, LoadError, MAX_ARRAY_ITEMS, MAX_CARDS, MAX_CARDS_TIMES_STEPS, MAX_FILE_BYTES,
    MAX_NESTING, MAX_STEPS, MAX_VALUES, load_file, load_file_with, load_str, load_str_with,
};
pub use model::{SCENARIO_VIEW_KEY, Scenario};
pub use run::{Entry, ExpectResult, Moment, Report, run, run_watched};
/// Deck files and card pools, the seats' message check and "did you mean": moved to
/// `ryoiki-games`, kept here under their old paths.
pub use ryoiki_games::{deck, seats, suggest};

/// The README's examples, compiled and run as doctests so they stay true.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
