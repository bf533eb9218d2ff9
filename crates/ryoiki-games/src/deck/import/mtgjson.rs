//! MTGJSON v5 files: `{"meta": …, "data": …}` where `data` is one set (a set file: its
//! `cards` array), the sets by code (`AllPrintings.json`: each set's `cards`), or the
//! cards by name (`AtomicCards.json`: each name's faces). Each card object gives its
//! `name` (`A // B` for a card of two faces), `faceName` and `side` (`a`, `b`) for one
//! face, `layout`, `manaCost`, `supertypes`, `types`, `subtypes`, `power`,
//! `toughness`, `loyalty`, `defense`, `text`, and `foreignData` (each with its
//! `language`, `name` and `faceName`; Japanese is `"Japanese"`).
//!
//! Read as a stream ([`serde::de::DeserializeSeed`]): each card object is made into a
//! face as it is met and every other field is skipped unread, so `AllPrintings.json`
//! (some 500 MB) costs the pool being built, not the file.

use super::card::{Face, ImportError, ImportedPool, Printed, json_error, named_as_whole};
use super::stream::{Cards, SourceCard, one_field};
use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt;
use std::io::Read;

/// One card object (one face of one printing); every field not named is skipped.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Card {
    name: String,
    #[serde(default)]
    face_name: Option<String>,
    #[serde(default)]
    side: Option<String>,
    #[serde(default)]
    layout: String,
    #[serde(default)]
    mana_cost: Option<String>,
    #[serde(default)]
    supertypes: Vec<String>,
    #[serde(default)]
    types: Vec<String>,
    #[serde(default)]
    subtypes: Vec<String>,
    #[serde(default)]
    power: Option<String>,
    #[serde(default)]
    toughness: Option<String>,
    #[serde(default)]
    loyalty: Option<String>,
    #[serde(default)]
    defense: Option<String>,
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    foreign_data: Vec<Foreign>,
}

/// One language's printing of a card.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Foreign {
    #[serde(default)]
    language: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    face_name: Option<String>,
}

impl SourceCard for Card {
    fn layout(&self) -> &str {
        &self.layout
    }

    fn add_to(self, pool: &mut ImportedPool) {
        let whole = named_as_whole(&self.layout);
        let back = self.side.as_deref().is_some_and(|s| s != "a");
        let name = if whole {
            self.name.clone()
        } else {
            // A face of a card of two faces is named by the card's first face.
            self.name
                .split(" // ")
                .next()
                .unwrap_or(&self.name)
                .to_string()
        };
        let japanese = self
            .foreign_data
            .iter()
            .find(|f| f.language == "Japanese")
            .and_then(|f| {
                if whole {
                    f.name.clone()
                } else {
                    f.face_name.clone().or_else(|| {
                        f.name
                            .as_deref()
                            .map(|n| n.split(" // ").next().unwrap_or(n).to_string())
                    })
                }
            });
        let mut types = self.supertypes;
        types.extend(self.types);
        types.extend(self.subtypes);
        let numbers = Printed {
            power: self.power,
            toughness: self.toughness,
            loyalty: self.loyalty,
            defense: self.defense,
        }
        .into_numbers();
        let face = Face {
            name: self.face_name.unwrap_or_else(|| self.name.clone()),
            types,
            mana_cost: self.mana_cost.filter(|c| !c.is_empty()),
            text: self.text.filter(|t| !t.is_empty()),
            numbers,
        };
        // A back face's Japanese name is not the card's.
        let new = pool.add(name, japanese.filter(|_| !back), &self.layout, face, back);
        pool.count(false, !new);
    }
}

/// Reads an MTGJSON file from `reader`; `file` names it in errors.
///
/// # Errors
/// JSON that is not MTGJSON's shape, with its line and column; no `data` object.
pub fn read(file: &str, reader: impl Read) -> Result<ImportedPool, ImportError> {
    let mut pool = ImportedPool::default();
    let mut de = serde_json::Deserializer::from_reader(reader);
    let saw_data = Top { pool: &mut pool }
        .deserialize(&mut de)
        .and_then(|saw| de.end().map(|()| saw))
        .map_err(|e| json_error(file, &e))?;
    if !saw_data {
        return Err(ImportError::NotMtgjson {
            file: file.to_string(),
        });
    }
    Ok(pool.finish())
}

/// The top object: its `data` read, every other field skipped. Yields whether it had
/// `data`.
struct Top<'p> {
    pool: &'p mut ImportedPool,
}

impl<'de> DeserializeSeed<'de> for Top<'_> {
    type Value = bool;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Top<'_> {
    type Value = bool;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an MTGJSON object with \"meta\" and \"data\"")
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<bool, A::Error> {
        one_field(map, "data", |m| {
            m.next_value_seed(Data {
                pool: &mut *self.pool,
            })
        })
    }
}

/// What a set's cards, or a card's faces, must be.
const CARDS: &str = "a set object or an array of card faces";

/// `data`: one set (its `cards`, its other fields, which begin with a lowercase
/// letter, skipped), or sets by code, or cards by name.
struct Data<'p> {
    pool: &'p mut ImportedPool,
}

impl<'de> DeserializeSeed<'de> for Data<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Data<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object: a set, sets by code, or cards by name")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == "cards" {
                map.next_value_seed(Cards::<Card>::new(&mut *self.pool, "cards", CARDS))?;
            } else if key.starts_with(|c: char| c.is_ascii_lowercase()) {
                // A set file's own fields (`tokens`, `booster`, `translations` …).
                map.next_value::<IgnoredAny>()?;
            } else {
                // AllPrintings: a set, its cards in `cards`; AtomicCards: a card's faces.
                map.next_value_seed(Cards::<Card>::new(&mut *self.pool, "cards", CARDS))?;
            }
        }
        Ok(())
    }
}
