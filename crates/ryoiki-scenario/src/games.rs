//! The games a scenario can name: the list of games of `ryoiki-games`, kept here under
//! its old path.

pub use ryoiki_games::{GameKind, NoVariant, UnknownGame, find, games};
