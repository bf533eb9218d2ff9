//! The same search as [`super::walk`], made while the view serializes: a serde
//! serializer that writes nothing and looks each value up among the suspects as it is
//! handed over, so the view is neither printed nor read back.
//!
//! It sees what `serde_json` would write, value for value: struct fields and map keys
//! are keys, an enum variant with data is a one-key object, a unit variant and a char
//! are strings, `Option` and newtypes are what they hold. [`super::LeakCheck::cross_checked`]
//! runs both searches and reports any difference, and the soak's tests run it.

use super::walk::{Found, Suspects, Walk};
use serde::Serialize;
use serde::ser::{self, Impossible};
use std::fmt::{self, Write as _};

/// Searches `value` (a view) as it serializes, finding what [`super::walk::read`] finds
/// in its JSON text.
pub(super) fn search<T: Serialize + ?Sized>(
    value: &T,
    suspects: &Suspects<'_>,
) -> Result<Found, SearchError> {
    let mut found = Found::default();
    value.serialize(Walk::top(suspects, &mut found))?;
    Ok(found)
}

/// Why a value could not be searched: what `serde_json` would refuse too.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(super) struct SearchError(String);

impl ser::Error for SearchError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        SearchError(msg.to_string())
    }
}

/// A sequence (array) being serialized: its elements sit under its own key.
pub(super) struct Seq<'w, 's> {
    key: Option<&'w str>,
    suspects: &'w Suspects<'s>,
    found: &'w mut Found,
}

impl Seq<'_, '_> {
    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SearchError> {
        v.serialize(Walk {
            key: self.key,
            in_numbers: false,
            suspects: self.suspects,
            found: &mut *self.found,
        })
    }
}

/// An object being serialized (struct or map): its entries sit under their keys, and
/// are numbers when the object is a `numbers` map.
pub(super) struct Object<'w, 's> {
    in_numbers: bool,
    key: String,
    suspects: &'w Suspects<'s>,
    found: &'w mut Found,
}

impl Object<'_, '_> {
    fn entry<T: Serialize + ?Sized>(&mut self, key: &str, v: &T) -> Result<(), SearchError> {
        self.found.key(key);
        v.serialize(Walk {
            key: Some(key),
            in_numbers: self.in_numbers,
            suspects: self.suspects,
            found: &mut *self.found,
        })
    }
}

impl<'w, 's> ser::Serializer for Walk<'w, 's> {
    type Ok = ();
    type Error = SearchError;
    type SerializeSeq = Seq<'w, 's>;
    type SerializeTuple = Seq<'w, 's>;
    type SerializeTupleStruct = Seq<'w, 's>;
    type SerializeTupleVariant = Seq<'w, 's>;
    type SerializeMap = Object<'w, 's>;
    type SerializeStruct = Object<'w, 's>;
    type SerializeStructVariant = Object<'w, 's>;

    fn serialize_bool(self, _: bool) -> Result<(), SearchError> {
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), SearchError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Result<(), SearchError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Result<(), SearchError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Result<(), SearchError> {
        self.number(v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), SearchError> {
        if let Ok(v) = i64::try_from(v) {
            self.number(v);
        }
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), SearchError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Result<(), SearchError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Result<(), SearchError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Result<(), SearchError> {
        if let Ok(v) = i64::try_from(v) {
            self.number(v);
        }
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), SearchError> {
        if let Ok(v) = i64::try_from(v) {
            self.number(v);
        }
        Ok(())
    }
    fn serialize_f32(self, _: f32) -> Result<(), SearchError> {
        Ok(())
    }
    fn serialize_f64(self, _: f64) -> Result<(), SearchError> {
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), SearchError> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), SearchError> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), SearchError> {
        // An array of numbers, none in a `numbers` map.
        Ok(())
    }
    fn serialize_none(self) -> Result<(), SearchError> {
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<(), SearchError> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), SearchError> {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), SearchError> {
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), SearchError> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<(), SearchError> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Result<(), SearchError> {
        self.found.key(variant);
        v.serialize(Walk {
            key: Some(variant),
            in_numbers: self.key == Some("numbers"),
            suspects: self.suspects,
            found: self.found,
        })
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Seq<'w, 's>, SearchError> {
        Ok(Seq {
            key: self.key,
            suspects: self.suspects,
            found: self.found,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'w, 's>, SearchError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        len: usize,
    ) -> Result<Seq<'w, 's>, SearchError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Seq<'w, 's>, SearchError> {
        // `{variant: […]}`: the elements sit under the variant's key.
        self.found.key(variant);
        Ok(Seq {
            key: Some(variant),
            suspects: self.suspects,
            found: self.found,
        })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Object<'w, 's>, SearchError> {
        Ok(Object {
            in_numbers: self.key == Some("numbers"),
            key: String::new(),
            suspects: self.suspects,
            found: self.found,
        })
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Object<'w, 's>, SearchError> {
        self.serialize_map(None)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Object<'w, 's>, SearchError> {
        // `{variant: {…}}`: the inner object sits under the variant's key.
        self.found.key(variant);
        Ok(Object {
            in_numbers: variant == "numbers",
            key: String::new(),
            suspects: self.suspects,
            found: self.found,
        })
    }
}

/// A sequence, a tuple, a tuple struct and a tuple variant are searched alike: each
/// element in turn; only the trait's and method's names differ.
macro_rules! searched_elements {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Seq<'_, '_> {
            type Ok = ();
            type Error = SearchError;
            fn $method<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SearchError> {
                self.element(v)
            }
            fn end(self) -> Result<(), SearchError> {
                Ok(())
            }
        }
    )*};
}

searched_elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Object<'_, '_> {
    type Ok = ();
    type Error = SearchError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), SearchError> {
        self.key.clear();
        k.serialize(KeyWriter(&mut self.key))
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SearchError> {
        let key = std::mem::take(&mut self.key);
        let done = self.entry(&key, v);
        self.key = key;
        done
    }
    fn end(self) -> Result<(), SearchError> {
        Ok(())
    }
}

/// A struct and a struct variant: each field searched under its static name.
macro_rules! searched_fields {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Object<'_, '_> {
            type Ok = ();
            type Error = SearchError;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                v: &T,
            ) -> Result<(), SearchError> {
                self.entry(key, v)
            }
            fn end(self) -> Result<(), SearchError> {
                Ok(())
            }
        }
    )*};
}

searched_fields!(SerializeStruct, SerializeStructVariant);

/// Writes a map key as serde_json would: strings as they are, integers, chars and
/// bools as their text, unit variants by name; anything else is refused, as serde_json
/// refuses it.
struct KeyWriter<'k>(&'k mut String);

impl KeyWriter<'_> {
    fn display(self, v: impl fmt::Display) -> Result<(), SearchError> {
        write!(self.0, "{v}").map_err(|e| SearchError(e.to_string()))
    }
}

fn key_must_be_a_string() -> SearchError {
    SearchError("key must be a string".to_string())
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = SearchError;
    type SerializeSeq = Impossible<(), SearchError>;
    type SerializeTuple = Impossible<(), SearchError>;
    type SerializeTupleStruct = Impossible<(), SearchError>;
    type SerializeTupleVariant = Impossible<(), SearchError>;
    type SerializeMap = Impossible<(), SearchError>;
    type SerializeStruct = Impossible<(), SearchError>;
    type SerializeStructVariant = Impossible<(), SearchError>;

    fn serialize_bool(self, v: bool) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_i8(self, v: i8) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_i16(self, v: i16) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_i32(self, v: i32) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_i64(self, v: i64) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_i128(self, v: i128) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_u8(self, v: u8) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_u16(self, v: u16) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_u32(self, v: u32) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_u64(self, v: u64) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_u128(self, v: u128) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_f32(self, _: f32) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_f64(self, _: f64) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_char(self, v: char) -> Result<(), SearchError> {
        self.display(v)
    }
    fn serialize_str(self, v: &str) -> Result<(), SearchError> {
        self.0.push_str(v);
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_none(self) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit(self) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), SearchError> {
        self.0.push_str(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<(), SearchError> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, SearchError> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, SearchError> {
        Err(key_must_be_a_string())
    }
}

#[cfg(test)]
mod tests {
    use super::super::walk::read;
    use super::*;
    use serde::Serialize;
    use std::collections::{BTreeMap, HashSet};

    #[derive(Serialize)]
    enum Shape {
        Plain,
        Named(String),
        Pair(String, i64),
        Card {
            name: String,
            numbers: BTreeMap<String, i64>,
        },
    }

    #[derive(Serialize)]
    struct Newtype(String);

    #[derive(Serialize)]
    struct Sample {
        zone: String,
        types: Vec<String>,
        numbers: BTreeMap<String, i64>,
        shapes: Vec<Shape>,
        by_number: BTreeMap<u32, Newtype>,
        maybe: Option<char>,
        seed: u64,
        big: u64,
        #[serde(rename = "numbers_too")]
        nested: BTreeMap<String, BTreeMap<String, i64>>,
    }

    /// Every shape a view could take (variants with and without data, maps with number
    /// keys, newtypes, options, chars) gives the same finding serialized and searched as
    /// written out as JSON and read back.
    #[test]
    fn the_search_finds_what_reading_the_json_finds() {
        let sample = Sample {
            zone: "Secret".into(),
            types: vec!["Dragon".into(), "Elf".into()],
            numbers: BTreeMap::from([("power".into(), 7), ("cost".into(), 3)]),
            shapes: vec![
                Shape::Plain,
                Shape::Named("Secret".into()),
                Shape::Pair("Dragon".into(), 7),
                Shape::Card {
                    name: "Plain".into(),
                    numbers: BTreeMap::from([("power".into(), 7)]),
                },
            ],
            by_number: BTreeMap::from([(7, Newtype("Secret".into()))]),
            maybe: Some('x'),
            seed: 1,
            big: u64::MAX,
            nested: BTreeMap::from([("numbers".into(), BTreeMap::from([("cost".into(), 3)]))]),
        };
        let suspects = Suspects {
            strings: HashSet::from(["Secret", "Dragon", "Plain", "x", "Elf"]),
            types: HashSet::from(["Dragon", "Elf", "Secret"]),
            numbers: HashSet::from([("power", 7), ("cost", 3), ("7", 7)]),
        };
        let searched = search(&sample, &suspects).unwrap();
        let text = serde_json::to_vec(&sample).unwrap();
        let read = read(&text, &suspects).unwrap();
        assert_eq!(searched, read);
        // And the finding is not empty: each kind was found somewhere.
        assert!(searched.strings.contains("Secret") && searched.strings.contains("Plain"));
        assert!(searched.types.contains("Elf") && !searched.types.contains("Secret"));
        assert!(searched.numbers.contains(&("cost".to_string(), 3)));
        assert_eq!(searched.keys, vec!["seed"]);
    }
}
