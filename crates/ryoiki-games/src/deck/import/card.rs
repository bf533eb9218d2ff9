//! The cards an import reads ([`ImportedCard`], their [`Face`]s), the pool they are
//! gathered in ([`ImportedPool`]: a name met again is merged into its first printing),
//! and what can go wrong ([`ImportError`]).

use crate::words::say;
use ryoiki_core::{Lang, Phrase};
use std::collections::BTreeMap;

/// Where card data comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// An MTGJSON v5 file: a set file, `AllPrintings.json`, or `AtomicCards.json`.
    Mtgjson,
    /// A Scryfall bulk data file (an array of card objects), or a list object.
    Scryfall,
}

impl Source {
    /// The source's name as people write it.
    pub fn name(self) -> &'static str {
        match self {
            Source::Mtgjson => "MTGJSON",
            Source::Scryfall => "Scryfall",
        }
    }
}

/// One face of a card as the data prints it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Face {
    /// The face's English name.
    pub name: String,
    /// Supertypes, card types and subtypes, as printed (`Legendary`, `Creature`, `Elf`).
    pub types: Vec<String>,
    /// The mana cost as printed (`{2}{W}`), if any.
    pub mana_cost: Option<String>,
    /// The rules text, lines separated by `\n`.
    pub text: Option<String>,
    /// Power, toughness, loyalty and defense, as printed (`3`, `*`, `1+*`).
    pub numbers: Vec<(&'static str, String)>,
}

/// A face's printed numbers as card data gives them, each absent where the face prints
/// none: the same four keys in MTGJSON's and Scryfall's card objects.
#[derive(Clone, Default, serde::Deserialize)]
#[serde(default)]
pub(super) struct Printed {
    pub(super) power: Option<String>,
    pub(super) toughness: Option<String>,
    pub(super) loyalty: Option<String>,
    pub(super) defense: Option<String>,
}

impl Printed {
    /// The numbers printed, in the order a face lists them ([`Face::numbers`]).
    pub(super) fn into_numbers(self) -> Vec<(&'static str, String)> {
        [
            ("power", self.power),
            ("toughness", self.toughness),
            ("loyalty", self.loyalty),
            ("defense", self.defense),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| (k, v)))
        .collect()
    }
}

/// A card read from card data, before it is written as a pool entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportedCard {
    /// The name decks call it by.
    pub name: String,
    /// Its Japanese name, where the data has one.
    pub name_ja: Option<String>,
    /// The layout the data gives (`normal`, `transform`, `split`, `planar` …).
    pub layout: String,
    /// The front face.
    pub front: Face,
    /// The back face (or the second half of a split card), if any.
    pub back: Option<Face>,
}

impl ImportedCard {
    /// Whether the card is a plane.
    pub fn is_plane(&self) -> bool {
        self.front
            .types
            .iter()
            .any(|t| t.eq_ignore_ascii_case("plane"))
    }

    /// Whether the card is a phenomenon.
    pub fn is_phenomenon(&self) -> bool {
        self.front
            .types
            .iter()
            .any(|t| t.eq_ignore_ascii_case("phenomenon"))
    }
}

/// Whether a layout is of cards named as a whole (`Fire // Ice`) rather than by their
/// front face.
pub(super) fn named_as_whole(layout: &str) -> bool {
    matches!(layout, "split" | "aftermath")
}

/// Whether a layout is of objects that are no card of a deck.
pub(super) fn not_a_card(layout: &str) -> bool {
    matches!(
        layout,
        "token" | "double_faced_token" | "emblem" | "art_series"
    )
}

/// What an import found, besides the cards.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportCounts {
    /// Card objects read (each face of MTGJSON's, each printing).
    pub objects: u64,
    /// Objects left out: tokens, emblems, art cards.
    pub skipped: u64,
    /// Objects that were another printing (or face) of a card already read.
    pub merged: u64,
}

/// The cards read from one file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportedPool {
    /// The cards by name.
    pub cards: BTreeMap<String, ImportedCard>,
    /// What was read and left out.
    pub counts: ImportCounts,
}

impl ImportedPool {
    /// Adds one printing of a face: a name met again keeps its first printing, and
    /// takes a Japanese name or a missing face from a later one. Whether the face was
    /// new (false: another printing of a face already read).
    pub(super) fn add(
        &mut self,
        name: String,
        name_ja: Option<String>,
        layout: &str,
        face: Face,
        back: bool,
    ) -> bool {
        let card = self
            .cards
            .entry(name.clone())
            .or_insert_with(|| ImportedCard {
                name,
                layout: layout.to_string(),
                ..ImportedCard::default()
            });
        if card.name_ja.is_none() {
            card.name_ja = name_ja.filter(|n| !n.is_empty());
        }
        if back && card.back.is_none() {
            card.back = Some(face);
            true
        } else if !back && card.front.name.is_empty() {
            card.front = face;
            true
        } else {
            false
        }
    }

    /// One card object read: left out (`skip`), or added as a printing that was new
    /// or `merged` into one read before.
    pub(super) fn count(&mut self, skip: bool, merged: bool) {
        self.counts.objects += 1;
        self.counts.skipped += u64::from(skip);
        self.counts.merged += u64::from(merged && !skip);
    }

    /// Drops the entries of which only a back face was read (a back printed apart from
    /// its front: nothing to name the card by).
    pub(super) fn finish(mut self) -> ImportedPool {
        self.cards.retain(|_, c| !c.front.name.is_empty());
        self
    }

    /// How many cards have a Japanese name.
    pub fn japanese(&self) -> usize {
        self.cards.values().filter(|c| c.name_ja.is_some()).count()
    }

    /// How many cards are planes.
    pub fn planes(&self) -> usize {
        self.cards.values().filter(|c| c.is_plane()).count()
    }

    /// How many cards are phenomena.
    pub fn phenomena(&self) -> usize {
        self.cards.values().filter(|c| c.is_phenomenon()).count()
    }
}

/// Why card data could not be imported.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The file cannot be opened or read.
    #[error("cannot read {file}: {error}")]
    Read {
        /// The file.
        file: String,
        /// What the system said.
        error: String,
    },
    /// The path is no regular file (a folder, a pipe, a device).
    #[error("cannot read {file}: not a regular file")]
    NotAFile {
        /// The file.
        file: String,
    },
    /// The file is no JSON, or JSON of another shape, at this place.
    #[error("{file}:{line}:{column}: {error}")]
    Json {
        /// The file.
        file: String,
        /// The 1-based line.
        line: usize,
        /// The 1-based column.
        column: usize,
        /// What the JSON reader said.
        error: String,
    },
    /// JSON with no `data` object at its top: not an MTGJSON file.
    #[error("{file}: not an MTGJSON file: no \"data\" object at the top")]
    NotMtgjson {
        /// The file.
        file: String,
    },
    /// The file has no card of a deck.
    #[error("{file}: no card found ({skipped} tokens, emblems or art cards left out)")]
    NoCards {
        /// The file.
        file: String,
        /// Objects left out.
        skipped: u64,
    },
    /// The pool file cannot be written.
    #[error("cannot write {file}: {error}")]
    Write {
        /// The file.
        file: String,
        /// What the system said.
        error: String,
    },
}

impl ImportError {
    /// The error as words of the catalogue.
    pub fn phrase(&self) -> Phrase {
        match self {
            ImportError::Read { file, error } => say("import-read")
                .arg("file", file.as_str())
                .arg("error", error.as_str()),
            ImportError::Json {
                file,
                line,
                column,
                error,
            } => say("import-json")
                .arg("file", file.as_str())
                .arg("line", line.to_string())
                .arg("column", column.to_string())
                .arg("error", error.as_str()),
            ImportError::NotAFile { file } => say("import-not-a-file").arg("file", file.as_str()),
            ImportError::NotMtgjson { file } => {
                say("import-not-mtgjson").arg("file", file.as_str())
            }
            ImportError::NoCards { file, skipped } => say("import-no-cards")
                .arg("file", file.as_str())
                .arg("skipped", skipped.to_string()),
            ImportError::Write { file, error } => say("import-write")
                .arg("file", file.as_str())
                .arg("error", error.as_str()),
        }
    }

    /// The error in `lang`; in English exactly the `Display` text.
    pub fn render(&self, lang: Lang) -> String {
        self.phrase().render(lang)
    }
}

/// The JSON reader's error at its line and column of `file`.
pub(super) fn json_error(file: &str, e: &serde_json::Error) -> ImportError {
    if e.is_io() {
        return ImportError::Read {
            file: file.to_string(),
            error: e.to_string(),
        };
    }
    // serde_json ends its message with " at line L column C"; the place is given apart.
    let text = e.to_string();
    let error = match text.rfind(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    };
    ImportError::Json {
        file: file.to_string(),
        line: e.line(),
        column: e.column(),
        error,
    }
}
