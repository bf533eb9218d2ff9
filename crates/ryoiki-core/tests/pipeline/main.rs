//! The core's move pipeline, decisions and views, on a toy rule set that knows no game:
//! a hidden ordered pile, a hand its owner sees, a public table, a public discard pile.

mod agenda;
mod characteristics;
mod effects;
mod objects;
mod ordering;
mod setup;
mod toy;
