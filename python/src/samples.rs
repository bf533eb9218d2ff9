//! The sample decks of the games that ship them, as each game's registration holds them
//! ([`ryoiki_games::GameKind::sample_decks`]: the repository's `decks/`, the files
//! `ryoiki sim`, `serve --demo` and the browser tests play), so that a Python
//! environment plays a game under its rules with no file at hand.

/// The sample decks of game `key` for `players` seats (seat `i` plays deck `i` modulo
/// their number), as decklist texts checked against the game's built-in pool: each
/// file's `pool:` line, which names the file's neighbour in the repository, is left
/// out. Empty for a game that ships none (a game made of data) or a key no game has.
pub fn sample_decks(key: &str, players: usize) -> Vec<String> {
    let decks = ryoiki_games::find(key).map_or(&[][..], ryoiki_games::GameKind::sample_decks);
    if decks.is_empty() {
        return Vec::new();
    }
    (0..players)
        .map(|i| {
            decks[i % decks.len()]
                .text
                .lines()
                .filter(|l| !l.trim_start().starts_with("pool:"))
                .fold(String::new(), |mut text, l| {
                    text.push_str(l);
                    text.push('\n');
                    text
                })
        })
        .collect()
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{DeckSource, Table, game_kind};

    /// Every game's sample decks start a game under its rules from its built-in pool.
    #[test]
    fn every_sample_deck_starts_a_game() {
        for key in ["mtg", "fow", "pmv"] {
            let decks: Vec<DeckSource> = sample_decks(key, 2)
                .into_iter()
                .map(DeckSource::Text)
                .collect();
            assert_eq!(decks.len(), 2, "{key}");
            let kind = game_kind(key).unwrap();
            if let Err(e) = Table::start(kind, None, Some(&decks), 1) {
                panic!("{key}: {e}");
            }
        }
        assert!(sample_decks("tidepool", 2).is_empty());
    }
}
