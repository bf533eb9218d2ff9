//! # The bots of ryoiki
//!
//! A bot plays one seat of a game: when that seat is to move, it is shown what the seat
//! may know ([`Turn`]: the seat's view as the seat is sent it and its listed actions,
//! never the game's state nor an engine id)
//! and picks one of the listed actions by its index ([`Bot::choose`]). `ryoiki play`,
//! the online table (`ryoiki serve`) and the simulator (`ryoiki sim`) use these bots.
//!
//! - [`Bot`]: the trait; a bot is deterministic from its own seed.
//! - [`RandomBot`]: picks at random among the listed actions that keep it in the game
//!   (it never concedes or leaves), answering a pending decision first.
//! - [`HeuristicBot`]: a simple Magic player (`heuristic`): plays a land, casts what it
//!   can pay for (costliest first), attacks when safe or lethal, blocks to survive or to
//!   kill an attacker for free, answers decisions; it reads only the seat's view.
//! - [`BotKind`]: the bots by name (`random`, and the games' own bots), what
//!   `--bot NAME=KIND` takes; [`kinds_for`] lists those a game may use, [`find`] looks one up.

mod bot;
mod kinds;
mod magic;
mod random;
mod turn;

pub use bot::Bot;
pub use kinds::{BotKind, KINDS, UnknownBot, find, kinds_for};
pub use magic::HeuristicBot;
pub use random::RandomBot;
pub use turn::Turn;
