//! Values the command line's options take that the commands read too: the game (any
//! game of the list, `ryoiki games`) and the output format. Both `args.rs` (the grammar)
//! and the commands import this module, and it imports neither.

use clap::ValueEnum;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use ryoiki_games::GameKind;

/// How a command prints: text for people, JSON for programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    Text,
    Json,
}

/// The parser of `--game`: one of the listed games' keys (so help and completions list
/// them), as its [`GameKind`].
pub(crate) fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    let keys: Vec<&'static str> = GameKind::all().into_iter().map(GameKind::key).collect();
    PossibleValuesParser::new(keys).map(|key| GameKind::named(&key))
}
