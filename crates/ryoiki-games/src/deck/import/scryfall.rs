//! Scryfall bulk data files: an array of card objects (or a list object, whose `data`
//! is that array). Each gives its English Oracle `name` (`A // B` for a card of two
//! faces), `lang`, `layout`, `mana_cost`, `type_line` (`Legendary Creature — Elf`),
//! `oracle_text`, `power`, `toughness`, `loyalty`, `defense`, and, printed in another
//! language, `printed_name`; a card of two faces gives these per face in `card_faces`.
//! A Japanese printing (`lang` `ja`) gives the card its Japanese name; the facts are
//! the Oracle's, the same in every language's printing.
//!
//! Read as a stream, each card object made into a card as it is met.

use super::card::{Face, ImportError, ImportedPool, Printed, json_error, named_as_whole};
use super::stream::{Cards, SourceCard};
use serde::Deserialize;
use serde::de::DeserializeSeed;
use std::io::Read;

/// The facts one card object or one of its faces gives.
#[derive(Deserialize, Default)]
struct Facts {
    #[serde(default)]
    name: String,
    #[serde(default)]
    mana_cost: Option<String>,
    #[serde(default)]
    type_line: Option<String>,
    #[serde(default)]
    oracle_text: Option<String>,
    #[serde(flatten)]
    printed: Printed,
    #[serde(default)]
    printed_name: Option<String>,
}

/// One card object (one printing); every field not named is skipped.
#[derive(Deserialize)]
struct Card {
    #[serde(flatten)]
    facts: Facts,
    #[serde(default)]
    lang: String,
    #[serde(default)]
    layout: String,
    #[serde(default)]
    card_faces: Vec<Facts>,
}

/// The words of a type line: supertypes and card types before the dash, subtypes after
/// it (a plane's planar type is one subtype, of however many words).
pub fn type_words(line: &str) -> Vec<String> {
    let (left, right) = match line.split_once('—') {
        Some((l, r)) => (l.trim(), r.trim()),
        None => (line.trim(), ""),
    };
    let mut out: Vec<String> = left.split_whitespace().map(str::to_string).collect();
    if out.iter().any(|t| t == "Plane") && !right.is_empty() {
        out.push(right.to_string());
    } else {
        out.extend(right.split_whitespace().map(str::to_string));
    }
    out
}

impl Facts {
    /// The face these facts print.
    fn face(&self) -> Face {
        let numbers = self.printed.clone().into_numbers();
        Face {
            name: self.name.clone(),
            types: self
                .type_line
                .as_deref()
                .map(type_words)
                .unwrap_or_default(),
            mana_cost: self.mana_cost.clone().filter(|c| !c.is_empty()),
            text: self.oracle_text.clone().filter(|t| !t.is_empty()),
            numbers,
        }
    }
}

impl SourceCard for Card {
    fn layout(&self) -> &str {
        &self.layout
    }

    fn add_to(self, pool: &mut ImportedPool) {
        let whole = named_as_whole(&self.layout);
        let japanese = if self.lang == "ja" {
            let front = self.card_faces.first().and_then(|f| f.printed_name.clone());
            if whole {
                self.facts.printed_name.clone().or(front)
            } else {
                front.or_else(|| self.facts.printed_name.clone())
            }
        } else {
            None
        };
        let (front, back) = match self.card_faces.as_slice() {
            [] => (self.facts.face(), None),
            [a, rest @ ..] => {
                let mut front = a.face();
                // Fields a card of two faces gives once for both (a split card's
                // faces have no own type line in old data).
                if front.types.is_empty() {
                    front.types = self.facts.face().types;
                }
                (front, rest.first().map(Facts::face))
            }
        };
        let name = if whole || self.card_faces.is_empty() {
            self.facts.name.clone()
        } else {
            front.name.clone()
        };
        let new = pool.add(name.clone(), japanese, &self.layout, front, false);
        if let Some(back) = back {
            pool.add(name, None, &self.layout, back, true);
        }
        pool.count(false, !new);
    }
}

/// Reads a Scryfall bulk file from `reader`; `file` names it in errors.
///
/// # Errors
/// JSON that is no array of card objects (nor a list object), with its line and
/// column.
pub fn read(file: &str, reader: impl Read) -> Result<ImportedPool, ImportError> {
    let mut pool = ImportedPool::default();
    let mut de = serde_json::Deserializer::from_reader(reader);
    // The top: an array of cards, or a list object whose `data` is one.
    Cards::<Card>::new(&mut pool, "data", "an array of Scryfall card objects")
        .deserialize(&mut de)
        .and_then(|()| de.end())
        .map_err(|e| json_error(file, &e))?;
    Ok(pool.finish())
}

#[cfg(test)]
mod tests {
    use super::type_words;

    #[test]
    fn type_lines_split_into_types_and_subtypes() {
        assert_eq!(
            type_words("Legendary Enchantment Creature — God"),
            ["Legendary", "Enchantment", "Creature", "God"]
        );
        assert_eq!(
            type_words("Creature — Elf Druid"),
            ["Creature", "Elf", "Druid"]
        );
        assert_eq!(type_words("Instant"), ["Instant"]);
        assert_eq!(type_words("Phenomenon"), ["Phenomenon"]);
        // A plane's planar type is one subtype, however many words it has.
        assert_eq!(
            type_words("Plane — Bolas's Meditation Realm"),
            ["Plane", "Bolas's Meditation Realm"]
        );
    }
}
