//! # The frame of a game
//!
//! For rule sets with no turn engine of their own (Force of Will's and Phantom Magic
//! Vision's zone and process rules here): whose turn it is and its phases, drawing at
//! the start of a turn, recovering the turn player's cards, passing the turn, life
//! totals a player adjusts, concession, and a declared winner. Cards still move by hand
//! within a turn, as the table moves them.
//!
//! A game describes its frame as data ([`FrameSpec`]: phases, zones, opening hand,
//! starting life, and the rule ids each step cites, its own comprehensive rules' where
//! they say it and its table conventions' where they do not), keeps a [`Frame`] in its
//! process state once the game starts, and passes the frame's actions ([`FrameAction`])
//! to [`check`] and [`apply`] through [`Framed`]. The move stays with the turn player
//! ([`Frame::to_act`]) until they pass the turn.
//!
//! | module | what |
//! |---|---|
//! | `spec` | [`FrameSpec`], [`PhaseSpec`], [`Placement`], [`FrameRules`] |
//! | `frame` | [`Frame`], [`FramePublic`], [`FrameEvent`], [`FrameDecision`], [`NoDecision`], the catalogue |
//! | `table` | [`TABLE_WORDS`], [`TABLE_LAYOUT`]: the frame's words and layout at the table |
//! | `play` | [`FrameAction`], [`Framed`], [`check`], [`apply`], [`table_actions`] |

mod frame;
mod play;
mod spec;
mod table;

pub use frame::{Frame, FrameDecision, FrameEvent, FramePublic, NoDecision, messages};
pub use play::{FrameAction, Framed, answer, apply, check, table_actions};
pub use spec::{FrameRules, FrameSpec, PhaseSpec, PhaseWork, Placement};
pub use table::{TABLE_LAYOUT, TABLE_WORDS};
