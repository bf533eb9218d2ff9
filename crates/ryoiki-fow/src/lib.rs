//! # Force of Will, chapter 3: zones (領域)
//!
//! The Force of Will rule set on the ryoiki core: every zone of chapter 3 with its
//! visibility, order, placement states and limits; the playground (3.14); identity on
//! moves (3.1.c); the type-based movement restrictions of 3.15; the back-face rules of
//! 3.6.d and 3.8.c; and what bare words in card text refer to (3.6.c, 3.7.b, 3.8.b,
//! 3.13.b), plus 'outside the game' (3.16).
//!
//! Rule ids are those of the project's catalogue (`fow-3.15.d` …); each hook below
//! names the ids it implements.
//!
//! The frame of a game (turns, phases, life, concession, a declared winner) is
//! [`FOW_FRAME`] on the shared `ryoiki-frame` crate; it starts with the `start-game`
//! action and until then the game is as before: cards moved by hand, no turn.
//!
//! Card types are lowercase words: `ruler`, `j-ruler`, `resonator`, `addition`,
//! `regalia`, `spell` (`chant` is accepted as a spell), `magic stone`, `astral`.

mod frame;
pub mod game;
mod rules;
mod state;

pub use frame::{FOW_FRAME, FowPublic};
pub use game::GAME;
pub use rules::*;
pub use state::FowState;
