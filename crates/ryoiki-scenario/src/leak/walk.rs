//! One read of a view's JSON text, looking up each value among the few that would be a
//! leak ([`Suspects`]), without building a JSON tree or copying the view's strings.
//!
//! What counts as a value is what a client reading the text would take as one: a string
//! anywhere but under the view's own vocabulary ([`STRUCTURAL`] keys: zone keys,
//! facings, player names …, which a card's name may happen to equal), a type inside a
//! `types` list, a number (name and value) inside a `numbers` map. Keys that must never
//! appear in a view (RNG, seed, handle keys) are reported too.

use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;

/// Keys whose string values are the view's own vocabulary, never a card's text.
const STRUCTURAL: [&str; 7] = [
    "zone",
    "facing",
    "orientation",
    "players",
    "game",
    "what",
    "kind",
];

/// Keys no view may hold: the RNG, the seed, the key handles are made with, and the
/// engine's own bookkeeping.
const FORBIDDEN: [&str; 5] = ["rng", "seed", "view_key", "word_pos", "known_by"];

/// The values that would be leaks were they in the view.
#[derive(Debug, Default)]
pub(super) struct Suspects<'s> {
    pub strings: HashSet<&'s str>,
    pub types: HashSet<&'s str>,
    pub numbers: HashSet<(&'s str, i64)>,
}

/// The suspect values the view holds, and the forbidden keys it holds.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Found {
    pub strings: HashSet<String>,
    pub types: HashSet<String>,
    pub numbers: HashSet<(String, i64)>,
    pub keys: Vec<&'static str>,
}

impl Found {
    /// A string value under `key`: a type inside a `types` list, a text anywhere but
    /// under the view's own vocabulary ([`STRUCTURAL`]).
    pub(super) fn string(&mut self, suspects: &Suspects<'_>, key: Option<&str>, s: &str) {
        if key == Some("types") {
            if suspects.types.contains(s) {
                self.types.insert(s.to_owned());
            }
        } else if !key.is_some_and(|k| STRUCTURAL.contains(&k)) && suspects.strings.contains(s) {
            self.strings.insert(s.to_owned());
        }
    }

    /// A whole number under `key`, which counts only as an entry of a `numbers` map.
    pub(super) fn number(
        &mut self,
        suspects: &Suspects<'_>,
        key: Option<&str>,
        in_numbers: bool,
        n: i64,
    ) {
        if in_numbers
            && let Some(k) = key
            && suspects.numbers.contains(&(k, n))
        {
            self.numbers.insert((k.to_owned(), n));
        }
    }

    /// A key of an object: a forbidden one ([`FORBIDDEN`]) is reported.
    pub(super) fn key(&mut self, key: &str) {
        if let Some(bad) = FORBIDDEN.iter().find(|f| **f == key) {
            self.keys.push(bad);
        }
    }
}

/// Reads `text` (a view's JSON) once and returns which suspect values and forbidden keys
/// it holds.
pub(super) fn read(text: &[u8], suspects: &Suspects<'_>) -> Result<Found, ReadError> {
    // Checked as UTF-8 once here, rather than string by string by the reader.
    let text = std::str::from_utf8(text).map_err(ReadError::Utf8)?;
    let mut found = Found::default();
    let mut de = serde_json::Deserializer::from_str(text);
    Walk::top(suspects, &mut found)
        .deserialize(&mut de)
        .map_err(ReadError::Json)?;
    de.end().map_err(ReadError::Json)?;
    Ok(found)
}

/// Why a view's text could not be read.
#[derive(Debug, thiserror::Error)]
pub(super) enum ReadError {
    /// It is not UTF-8.
    #[error("the view's text is not UTF-8: {0}")]
    Utf8(std::str::Utf8Error),
    /// It is not one JSON value.
    #[error("{0}")]
    Json(serde_json::Error),
}

/// One value being searched, a JSON value read here or a value as it serializes
/// ([`super::serialize`]): the key it sits under (an array passes its own key to its
/// elements), and whether it is an entry of a `numbers` map.
pub(super) struct Walk<'w, 's> {
    pub(super) key: Option<&'w str>,
    pub(super) in_numbers: bool,
    pub(super) suspects: &'w Suspects<'s>,
    pub(super) found: &'w mut Found,
}

impl<'w, 's> Walk<'w, 's> {
    /// The whole value, under no key.
    pub(super) fn top(suspects: &'w Suspects<'s>, found: &'w mut Found) -> Self {
        Walk {
            key: None,
            in_numbers: false,
            suspects,
            found,
        }
    }

    /// The value is the string `s`.
    pub(super) fn string(self, s: &str) {
        self.found.string(self.suspects, self.key, s);
    }

    /// The value is the whole number `n`.
    pub(super) fn number(self, n: i64) {
        self.found
            .number(self.suspects, self.key, self.in_numbers, n);
    }
}

impl<'de> DeserializeSeed<'de> for Walk<'_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Walk<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_str<E>(self, s: &str) -> Result<(), E> {
        self.string(s);
        Ok(())
    }

    fn visit_i64<E>(self, n: i64) -> Result<(), E> {
        self.number(n);
        Ok(())
    }

    fn visit_u64<E>(self, n: u64) -> Result<(), E> {
        if let Ok(n) = i64::try_from(n) {
            self.number(n);
        }
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_none<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq
            .next_element_seed(Walk {
                key: self.key,
                in_numbers: false,
                suspects: self.suspects,
                found: &mut *self.found,
            })?
            .is_some()
        {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let in_numbers = self.key == Some("numbers");
        while let Some(k) = map.next_key_seed(Key)? {
            self.found.key(&k);
            map.next_value_seed(Walk {
                key: Some(&k),
                in_numbers,
                suspects: self.suspects,
                found: &mut *self.found,
            })?;
        }
        Ok(())
    }
}

/// A map key, borrowed from the text when it holds no escape.
struct Key;

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Key {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(s))
    }

    fn visit_str<E>(self, s: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn suspects() -> Suspects<'static> {
        Suspects {
            strings: HashSet::from(["Secret Dragon", "Deal 3."]),
            types: HashSet::from(["Dragon"]),
            numbers: HashSet::from([("power", 7)]),
        }
    }

    /// Each kind of value is found only where a client would read it as one: a name
    /// under a structural key is the view's own word, a type outside `types` is text, a
    /// number outside `numbers` is a count.
    #[test]
    fn values_are_found_where_a_client_reads_them_as_such() {
        let text = br#"{"zones":{"hand":{"cards":[{"name":"Secret Dragon","types":["Dragon"],
            "numbers":{"power":7}}]}},"zone":"Deal 3.","count":7,"note":"Dragon"}"#;
        let found = read(text, &suspects()).unwrap();
        assert_eq!(found.strings, HashSet::from(["Secret Dragon".to_string()]));
        assert_eq!(found.types, HashSet::from(["Dragon".to_string()]));
        assert_eq!(found.numbers, HashSet::from([("power".to_string(), 7)]));
        assert!(found.keys.is_empty());
    }

    /// A view holding none of the suspects yields nothing; a forbidden key anywhere is
    /// reported, even with an escape in it.
    #[test]
    fn forbidden_keys_are_reported_and_clean_views_pass() {
        let clean =
            br#"{"zones":{"hand":{"cards":[{"name":"Plain Bear","numbers":{"power":2}}]}}}"#;
        let found = read(clean, &suspects()).unwrap();
        assert!(found.strings.is_empty() && found.types.is_empty() && found.numbers.is_empty());
        let bad = br#"{"inner":[{"se\u0065d":1}],"rng":{"s":[1,2]}}"#;
        assert_eq!(read(bad, &suspects()).unwrap().keys, vec!["seed", "rng"]);
    }

    /// Text that is not JSON, or not UTF-8, is an error, not an empty finding.
    #[test]
    fn text_that_is_not_json_is_an_error() {
        assert!(matches!(
            read(b"{\"a\":", &suspects()),
            Err(ReadError::Json(_))
        ));
        assert!(matches!(
            read(b"{} {}", &suspects()),
            Err(ReadError::Json(_))
        ));
        assert!(matches!(
            read(b"[\"\xff\"]", &suspects()),
            Err(ReadError::Utf8(_))
        ));
    }
}
