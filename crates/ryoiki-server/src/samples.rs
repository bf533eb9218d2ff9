//! The sample decks a rules table is played with when its request brings none (the
//! demo's tables, the lobby's "sample decks"), built into the binary so that the server
//! needs no folder beside it. The files are this crate's own copies (`decks/` beside
//! `src/`), so the crate packs on its own; ryoiki-tidy's `embedded_files` test keeps
//! them equal to the repository's `decks/`, which users and scenario files name.

/// One sample deck: its file name (as the repository's `decks/` has it) and the deck
/// file's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SampleDeck {
    /// The file, relative to `decks/` (`mtg/skyfire.txt`).
    pub file: &'static str,
    /// The deck file's text (a plain-text decklist).
    pub text: &'static str,
}

/// Magic: a blue-red deck and a green-white one, each with a planar deck (901).
const MTG: &[SampleDeck] = &[
    SampleDeck {
        file: "mtg/skyfire.txt",
        text: include_str!("../decks/mtg/skyfire.txt"),
    },
    SampleDeck {
        file: "mtg/grove.txt",
        text: include_str!("../decks/mtg/grove.txt"),
    },
];

/// Force of Will: a ruler, a main deck and a magic stone deck (one deck, for every seat).
const FOW: &[SampleDeck] = &[SampleDeck {
    file: "fow/sage.txt",
    text: include_str!("../decks/fow/sage.txt"),
}];

/// Phantom Magic Vision: one deck, for every seat.
const PMV: &[SampleDeck] = &[SampleDeck {
    file: "pmv/lanterns.txt",
    text: include_str!("../decks/pmv/lanterns.txt"),
}];

/// The sample decks of the game `key`, in the order seats take them (seat `i` plays
/// deck `i` modulo their number); empty for a game with none (a game made of data).
pub fn decks(key: &str) -> &'static [SampleDeck] {
    match key {
        "mtg" => MTG,
        "fow" => FOW,
        "pmv" => PMV,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_games::GameKind;
    use ryoiki_games::deck::Deck;

    /// Every sample deck reads and passes its game's deck rules against the game's
    /// built-in pool (the pool the server checks decks against).
    #[test]
    fn every_sample_deck_is_legal_with_the_built_in_pool() {
        for key in ["mtg", "fow", "pmv"] {
            let kind = GameKind::named(key);
            let pool = kind.pool().expect("the built-in pool reads");
            assert!(!decks(key).is_empty(), "{key} has no sample deck");
            for d in decks(key) {
                let deck = Deck::parse(d.file, d.text, kind).expect("the deck reads");
                deck.setup_pieces(&pool, ryoiki_core::PlayerId(0), "p0")
                    .unwrap_or_else(|e| panic!("{}: {:?}", d.file, e.problems));
            }
        }
        assert!(decks("tidepool").is_empty());
    }
}
