//! What a deck file is read into, and what can be wrong with it: the [`Deck`], its
//! [`DeckProblem`]s, the limits of what is read.

use crate::GameKind;
use crate::words::say;
use ryoiki_core::{Lang, Phrase, Word};
use std::fmt;
use std::path::{Path, PathBuf};

/// The largest deck file read, in bytes (1 MiB; a real one is a few kilobytes).
pub const MAX_DECK_BYTES: u64 = 1024 * 1024;

/// The largest pool file read, in bytes (64 MiB): a pool of every Magic card imported
/// with its rules text is some 20 MB.
pub const MAX_POOL_BYTES: u64 = 64 * 1024 * 1024;

/// The most cards one deck may list in all, every section counted: no game's deck is
/// near it, and a deck's cards become setup pieces one by one, so a deck file cannot
/// ask for millions (1,000 lines of 1,000 copies) and exhaust memory.
pub const MAX_DECK_CARDS: u32 = 1000;

/// The most copies one line of a deck may ask for.
pub const MAX_COPIES: u32 = 1000;

pub use ryoiki_describe::{DeckEntry, Section};

/// The sections a game's decks have (what `Section::of_game` was).
pub fn sections_of(game: GameKind) -> Vec<Section> {
    game.sections()
}

/// A deck read from a file, not yet checked against a pool or the game's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The file, as given.
    pub file: String,
    /// The game the deck is for.
    pub game: GameKind,
    /// Every line, in file order.
    pub entries: Vec<DeckEntry>,
    /// The pool the deck names (`pool:` line), resolved against the deck's folder.
    pub pool: Option<PathBuf>,
}

/// One problem with a deck or pool, with where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckProblem {
    /// The file.
    pub file: String,
    /// The 1-based line (1 for a problem of the whole file).
    pub line: usize,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, as words of the catalogue ([`DeckProblem::render`]).
    pub words: Phrase,
    /// The rule it breaks, when a rule of the game says so.
    pub rule: Option<&'static str>,
}

impl DeckProblem {
    /// A problem at `line` of `file`; its English `message` is rendered from `words`.
    pub(crate) fn new(
        file: &str,
        line: usize,
        words: Phrase,
        rule: Option<&'static str>,
    ) -> DeckProblem {
        DeckProblem {
            file: file.into(),
            line,
            message: words.render(Lang::En),
            words,
            rule,
        }
    }

    /// A problem of the whole file.
    pub(crate) fn whole(file: &str, words: Phrase) -> DeckProblem {
        DeckProblem::new(file, 1, words, None)
    }

    /// `file:line: message [rule]`, the message in `lang`; in English exactly the
    /// [`Display`](fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let mut s = format!("{}:{}: {}", self.file, self.line, self.words.render(lang));
        if let Some(r) = self.rule {
            s.push_str(&format!(" [{r}]"));
        }
        s
    }
}

/// A game's name in each language ("Magic: The Gathering", "マジック：ザ・ギャザリング").
pub(crate) fn game_words(game: GameKind) -> Word {
    game.words()
}

impl fmt::Display for DeckProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)?;
        if let Some(r) = self.rule {
            write!(f, " [{r}]")?;
        }
        Ok(())
    }
}

/// A deck that cannot be used: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("\n"))]
pub struct DeckError {
    /// Each problem, in file order.
    pub problems: Vec<DeckProblem>,
}

impl DeckError {
    /// One line per problem, in `lang`; in English exactly the `Display` text.
    pub fn render(&self, lang: Lang) -> String {
        self.problems
            .iter()
            .map(|p| p.render(lang))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The 1-based line of byte `offset` of `src`.
pub(crate) fn line_of(src: &str, offset: usize) -> usize {
    src.as_bytes()[..offset.min(src.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// A text file of at most `max` bytes ([`MAX_DECK_BYTES`] for a deck, [`MAX_POOL_BYTES`]
/// for a pool), or why not.
pub(crate) fn read_text(path: &Path, max: u64) -> Result<String, Phrase> {
    use std::io::Read;
    // Only a regular file: a pipe or a device could block or never end.
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => {}
        Ok(_) => return Err(say("deck-not-a-file")),
        Err(e) => return Err(say("load-cannot-read").arg("error", e.to_string())),
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(max + 1).read_to_end(&mut bytes))
        .map_err(|e| say("load-cannot-read").arg("error", e.to_string()))?;
    if bytes.len() as u64 > max {
        return Err(say("deck-too-big").arg("max", max.to_string()));
    }
    String::from_utf8(bytes).map_err(|e| say("load-not-utf8").arg("error", e.to_string()))
}

/// What the readers' tests compare of each entry read: its name, count, section and line.
#[cfg(test)]
pub(super) fn entry_summary(entries: &[DeckEntry]) -> Vec<(&str, u32, Section, usize)> {
    entries
        .iter()
        .map(|e| (e.name.as_str(), e.count, e.section, e.line))
        .collect()
}
