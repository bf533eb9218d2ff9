//! Test positions: every position of a few random games of Magic from the sample
//! decks, for the tests that compare two ways of reading one position.

use crate::samples::sample_decks;
use crate::table::{DeckSource, Table, game_kind};
use ryoiki_core::Game;

/// How many games [`positions`] plays.
const GAMES: u64 = 24;

/// Calls `each` with every position of [`GAMES`] random games of Magic from the sample
/// decks (at most 2,000 steps each), the random player staying in the game while it
/// can.
pub fn positions(each: &mut dyn FnMut(&Game)) {
    let kind = game_kind("mtg").expect("Magic is registered");
    let decks: Vec<DeckSource> = sample_decks("mtg", 2)
        .into_iter()
        .map(DeckSource::Text)
        .collect();
    for seed in 0..GAMES {
        let mut t = Table::start(kind, None, Some(&decks), seed).expect("starts");
        let mut rng = seed ^ 0x5eed;
        for _ in 0..2000 {
            each(t.game());
            if t.over() || !t.random_step(&mut rng) {
                break;
            }
        }
    }
}
