//! Reading a source's JSON as it streams, into the pool: an array of card objects, and
//! one field of an object with the others skipped. A file is never held whole.

use super::card::{ImportedPool, not_a_card};
use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt;
use std::marker::PhantomData;

/// A source's card object.
pub(super) trait SourceCard: for<'de> Deserialize<'de> {
    /// The object's layout as the source writes it (`normal`, `split`, `token` …).
    fn layout(&self) -> &str;

    /// Adds this card object, a card of a deck ([`add_each`] counts the others as
    /// skipped), to the pool.
    fn add_to(self, pool: &mut ImportedPool);
}

/// Adds each card object of an array to the pool as it is read.
pub(super) fn add_each<'de, C: SourceCard, A: SeqAccess<'de>>(
    mut seq: A,
    pool: &mut ImportedPool,
) -> Result<(), A::Error> {
    while let Some(card) = seq.next_element::<C>()? {
        if not_a_card(card.layout()) {
            pool.count(true, false);
        } else {
            card.add_to(pool);
        }
    }
    Ok(())
}

/// Reads the field `name` of an object with `read`, skipping every other field; whether
/// the field was there.
pub(super) fn one_field<'de, A: MapAccess<'de>>(
    mut map: A,
    name: &str,
    mut read: impl FnMut(&mut A) -> Result<(), A::Error>,
) -> Result<bool, A::Error> {
    let mut saw = false;
    while let Some(key) = map.next_key::<String>()? {
        if key == name {
            read(&mut map)?;
            saw = true;
        } else {
            map.next_value::<IgnoredAny>()?;
        }
    }
    Ok(saw)
}

/// An array of card objects of type `C`, each added to the pool as it is read, or an
/// object whose field `field` is one (at any depth), its other fields skipped.
pub(super) struct Cards<'p, C> {
    pool: &'p mut ImportedPool,
    field: &'static str,
    what: &'static str,
    card: PhantomData<C>,
}

impl<'p, C> Cards<'p, C> {
    /// Reads into `pool`; an object's cards are in `field`; `what` says what was expected
    /// when the JSON is neither.
    pub(super) fn new(pool: &'p mut ImportedPool, field: &'static str, what: &'static str) -> Self {
        Cards {
            pool,
            field,
            what,
            card: PhantomData,
        }
    }
}

impl<'de, C: SourceCard> DeserializeSeed<'de> for Cards<'_, C> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de, C: SourceCard> Visitor<'de> for Cards<'_, C> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<(), A::Error> {
        add_each::<C, A>(seq, self.pool)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<(), A::Error> {
        let (field, what) = (self.field, self.what);
        one_field(map, field, |m| {
            m.next_value_seed(Cards::<C>::new(&mut *self.pool, field, what))
        })
        .map(drop)
    }
}
