//! The sample decks a rules table is played with when its request brings none (the
//! demo's tables, the lobby's "sample decks"): each game's own
//! ([`ryoiki_games::GameKind::sample_decks`], built into its crate), so that the server
//! needs no folder beside it.

pub use ryoiki_games::SampleDeck;

/// The sample decks of the game `key`, in the order seats take them (seat `i` plays
/// deck `i` modulo their number); empty for a game with none (a game made of data) or
/// a key no game has.
pub fn decks(key: &str) -> &'static [SampleDeck] {
    ryoiki_games::find(key).map_or(&[], ryoiki_games::GameKind::sample_decks)
}
