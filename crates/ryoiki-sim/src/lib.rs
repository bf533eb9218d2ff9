//! # The simulator of ryoiki
//!
//! Plays whole games between bots ([`ryoiki_bot`]) and reports what happened: who won,
//! why each game ended, how long it took (actions and turns), and how often each rule
//! id was cited by the games' events. `ryoiki sim` is a thin shell over it.
//!
//! - [`Sim`]: what to play (a rule set, how each game starts, the bots of the seats,
//!   a per-game step limit, whether to check the engine's promises), and [`Sim::run`],
//!   which plays game `i` from a seed made of (seed, `i`) alone, so the results are the
//!   same on any number of threads.
//! - [`referee`]: how a game says it is over, who won and what turn it is, one
//!   [`Referee`] per game (Magic's reads who is still in the game).
//! - [`GameRecord`], [`End`]: one game's result; [`SimReport`]: the whole run's, with
//!   win rates and their Wilson 95% intervals ([`wilson`]).
//! - `check` (`Sim::check`): the soak's invariants (card conservation, generations that
//!   only grow, a game that replays from its start) and its leak checks (each player's
//!   view, and what each is told and offered), after every action.
//!
//! A game runs until the rule set declares it over. It also ends, each a cause of its
//! own and never a winner: when no seat may do anything (`stalled`), when the seat to
//! move may only leave the game, which bots never do (`only-leaving`), when a listed
//! action is refused (`refused`, a bug), and at the safety stop of the step limit
//! (`step-limit`), which is no turn cap: it decides nothing.

mod check;
mod play;
pub mod referee;
mod report;
mod run;
mod spec;
mod words;

pub use play::game_seed;
pub use referee::{Outcome, Referee, referee_for};
pub use report::{End, GameRecord, Length, SeatWins, SimReport, Violation, wilson};
pub use spec::{DEFAULT_STEP_LIMIT, Sim, SimError, Start, StartFn};
pub use words::messages;
