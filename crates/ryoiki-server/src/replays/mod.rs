//! Replays of finished games: a table's stored log played again through the engine,
//! one frame per step, as one viewer may know it.
//!
//! A replay is a list of frames: the setup (the game as it stood once its opening was
//! applied), then one frame per action after it. A frame holds what the viewer was told
//! of that step and what it saw after it:
//!
//! - a **seat**'s replay: that seat's view (`Game::view(seat)`) and its events
//!   (`Game::seat_events(seat, …)`, each with the rule ids it cites and its words in
//!   English and Japanese): the same derivation the live table sends that seat, so a
//!   seat's replay shows nothing its seat could not see while it played;
//! - a **spectator**'s replay: the same for the viewer who is no player (public
//!   information only);
//! - a **judge**'s replay: everything: every seat's view and events, and the judge's log
//!   of the step (the engine's events in words, naming hidden cards, with their rules).
//!
//! Who may ask for which (`GET /api/replays/{id}`, docs/server.md):
//!
//! - only once the game is over: the stored game replayed must be over by its rules, or
//!   have no seat left who may act (the live table's `end`); an unfinished table is
//!   refused (`409`), to everyone, so that a replay never helps a game in progress;
//! - a seat's replay needs that seat's token (`Authorization: Bearer TOKEN`), the one
//!   that let it sit: a player sees their own hidden cards again, and no one else's;
//! - a spectator's replay needs nothing: it is what anyone watching could see; but a
//!   private table's (one created `"visibility": "private"`) needs its invite token, as
//!   watching it does, and `GET /api/replays` does not list it;
//! - a judge's replay needs the operator's judge token (`ryoiki serve` reads it from
//!   `RYOIKI_JUDGE_TOKEN`); a server started without one refuses every judge's replay.
//!   A finished game's hidden cards still matter (the next game of a match is played
//!   with the same decks), so they are not opened to everyone when the game ends.
//!
//! The parts: `viewer` (whose replay, and what can go wrong), `frames` (a stored table
//! to its frames), `access` (the rule above), `http` (the routes).

mod access;
mod frames;
pub(crate) mod http;
mod viewer;

pub use access::{JUDGE_TOKEN_MIN, WeakJudgeToken, check_judge_token};
pub use frames::{Replay, ReplayFrames, frames};
pub use viewer::{MAX_FRAMES, ReplayError, Viewer};
