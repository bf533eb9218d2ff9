//! Card pools from real card data the user has: an MTGJSON file (a set file,
//! `AllPrintings.json`, or `AtomicCards.json`; [`mtgjson`]) or a Scryfall bulk file
//! ([`scryfall`]), read into Magic cards ([`ImportedCard`]) and written as a pool file
//! ([`ImportedPool::to_toml`]) that decks and `--pool` name.
//!
//! What a card keeps: its name (the front face's for a double-faced card, the whole
//! `A // B` for a split card, as Cockatrice names them), its Japanese name where the
//! data has one, its types (supertypes, card types and subtypes, lowercase), its mana
//! cost, its power, toughness, loyalty and defense, and its rules text. The mana cost is
//! the line `cost: {1}{G}` the engine pays when the cost is one it reads (numbers, W U B
//! R G, C); any other (`{X}`, hybrid, Phyrexian) is kept as the text line
//! `mana cost: {X}{R}`. The rules text is kept as text, one line `text: …` per printed
//! line: no line of it is executed (the engine's ability language reads no `text:`
//! line, not even `text: Flying`). A number that is no integer (`*`, `1+*`) is kept as
//! a text line (`power: *`). Planes and phenomena (layout `planar`) come in with their
//! types (`plane`, its planar type; `phenomenon`), so a planar deck of real planes is
//! checked by 901.3.
//!
//! Both readers stream: the file is read through a buffer and each card object is
//! turned into an [`ImportedCard`] as it is met, so the memory used is that of the
//! pool being made (one entry per distinct card name, the printings of a name merged
//! into the first), never a copy of the file. Tokens, emblems and art cards are left
//! out.

mod card;
pub mod mtgjson;
pub mod scryfall;
mod stream;
mod write;

pub use card::{Face, ImportCounts, ImportError, ImportedCard, ImportedPool, Source};
use std::path::Path;

/// Reads a card data file of `source` into cards, streaming.
///
/// # Errors
/// The file cannot be read, is no JSON of the source's shape (with its line and
/// column), or has no card.
pub fn import_file(path: &Path, source: Source) -> Result<ImportedPool, ImportError> {
    let file = path.display().to_string();
    let read_error = |e: std::io::Error| ImportError::Read {
        file: file.clone(),
        error: e.to_string(),
    };
    // Only a regular file, asked before opening it: a pipe could block or never end.
    if !std::fs::metadata(path).map_err(read_error)?.is_file() {
        return Err(ImportError::NotAFile { file });
    }
    let opened = std::fs::File::open(path).map_err(read_error)?;
    let reader = std::io::BufReader::with_capacity(1 << 16, opened);
    let pool = match source {
        Source::Mtgjson => mtgjson::read(&file, reader)?,
        Source::Scryfall => scryfall::read(&file, reader)?,
    };
    if pool.cards.is_empty() {
        return Err(ImportError::NoCards {
            file,
            skipped: pool.counts.skipped,
        });
    }
    Ok(pool)
}
