//! The games a scenario can name, and their rule sets.

use ryoiki_core::RuleSet;
use std::fmt;
use std::str::FromStr;

/// A game ryoiki has a rule set for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Force of Will.
    Fow,
    /// Phantom Magic Vision.
    Pmv,
    /// Magic: The Gathering.
    Mtg,
}

impl GameKind {
    /// Every game, in catalogue order.
    pub const ALL: [GameKind; 3] = [GameKind::Fow, GameKind::Pmv, GameKind::Mtg];

    /// Its short stable key, as scenario files and the command line name it (`fow`).
    pub fn key(self) -> &'static str {
        match self {
            GameKind::Fow => "fow",
            GameKind::Pmv => "pmv",
            GameKind::Mtg => "mtg",
        }
    }

    /// Its rule set.
    pub fn rules(self) -> &'static dyn RuleSet {
        match self {
            GameKind::Fow => &ryoiki_fow::FOW,
            GameKind::Pmv => &ryoiki_pmv::PMV,
            GameKind::Mtg => &ryoiki_mtg::MTG,
        }
    }

    /// Its name in full ("Force of Will").
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Fow => "Force of Will",
            GameKind::Pmv => "Phantom Magic Vision",
            GameKind::Mtg => "Magic: The Gathering",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A game key that names no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game '{0}' ({keys})", keys = GameKind::ALL.map(GameKind::key).join(", "))]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(key: &str) -> Result<Self, Self::Err> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.key() == key)
            .ok_or_else(|| UnknownGame(key.to_string()))
    }
}
