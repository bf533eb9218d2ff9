//! The bots by name: what `--bot NAME=KIND` takes, and which games each may play.

use crate::bot::Bot;
use crate::magic::HeuristicBot;
use crate::random::RandomBot;

/// A kind of bot: its name, the games it plays, and how to make one from a seed.
#[derive(Clone, Copy)]
pub struct BotKind {
    /// Its name (`random`).
    pub key: &'static str,
    /// The games it plays, by key; empty: every game (it reads nothing game-specific).
    pub games: &'static [&'static str],
    /// A bot of this kind drawing from `seed`.
    pub make: fn(seed: u64) -> Box<dyn Bot>,
}

impl std::fmt::Debug for BotKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotKind")
            .field("key", &self.key)
            .field("games", &self.games)
            .finish()
    }
}

impl PartialEq for BotKind {
    fn eq(&self, other: &BotKind) -> bool {
        self.key == other.key
    }
}

impl Eq for BotKind {}

impl BotKind {
    /// Whether it plays the game of key `game`.
    pub fn plays(&self, game: &str) -> bool {
        self.games.is_empty() || self.games.contains(&game)
    }
}

/// Every kind of bot. A game's own bot (one that reads the game's public section or
/// its cards' facts in the seat's view) is one more entry, naming its game.
pub static KINDS: &[BotKind] = &[
    BotKind {
        key: "random",
        games: &[],
        make: |seed| Box::new(RandomBot::new(seed)),
    },
    BotKind {
        key: "heuristic",
        games: &["mtg"],
        make: |seed| Box::new(HeuristicBot::new(seed)),
    },
];

/// The kinds of bot that play the game of key `game`, in [`KINDS`] order.
pub fn kinds_for(game: &str) -> Vec<&'static BotKind> {
    KINDS.iter().filter(|k| k.plays(game)).collect()
}

/// The kind of bot named `key` for the game of key `game`.
///
/// # Errors
/// [`UnknownBot`]: no kind of that name plays that game (it names those that do).
pub fn find(key: &str, game: &str) -> Result<&'static BotKind, UnknownBot> {
    KINDS
        .iter()
        .find(|k| k.key == key && k.plays(game))
        .ok_or_else(|| UnknownBot {
            kind: key.to_string(),
            game: game.to_string(),
            known: kinds_for(game).iter().map(|k| k.key).collect(),
        })
}

/// No kind of bot of that name plays the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no bot '{kind}' for {game} (the bots: {})", known.join(", "))]
pub struct UnknownBot {
    /// The kind asked for.
    pub kind: String,
    /// The game's key.
    pub game: String,
    /// The kinds that play the game.
    pub known: Vec<&'static str>,
}
