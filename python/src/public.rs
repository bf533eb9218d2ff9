//! The public section of a view (the rule set's own state as a seat may see it) as the
//! observation's numbers, written straight from the rule set's value by a serde
//! [`Serializer`]: no JSON value is built, and a list's items are counted without
//! being serialized.
//!
//! The numbers are those the section's JSON form gives by these rules (documented in
//! `docs/python.md`): the section is a map, read key by key in the order of the keys'
//! text (as the view's JSON lists them); each value gives a number or a flag as itself
//! (a number that is not finite is JSON's null: 0), a player's name as their seat counted
//! from the observer plus one, another text as a stable code in [0, 1), a list as its
//! length, a map keyed by player names as one number per seat counted from the observer
//! (a number or a flag as itself, anything else 0), another map as its size, nothing as
//! 0. An enum value is as JSON has it: a unit variant its name's text, any other a map of
//! one key, the variant's name.

use ryoiki_core::PlayerId;
use serde::ser::{self, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A stable 64-bit hash of a text (FNV-1a), the same on every machine and run.
pub fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The seat `p` counted from `seat` (0: the seat itself) among `n` seats.
pub fn relative(p: PlayerId, seat: PlayerId, n: usize) -> usize {
    (usize::from(p.0) + n - usize::from(seat.0) % n.max(1)) % n.max(1)
}

/// Appends the numbers of `section` (see the module documentation) for `seat` of the
/// players `names` to `out`. A section that is not a map gives nothing.
pub fn encode<T: Serialize + ?Sized>(
    section: &T,
    names: &[String],
    seat: PlayerId,
    out: &mut Vec<f32>,
) {
    let ctx = Ctx { names, seat };
    let start = out.len();
    if section
        .serialize(Enc {
            ctx: &ctx,
            mode: Mode::Top,
            out,
        })
        .is_err()
    {
        // A value JSON could not hold either: JSON gives no section then.
        out.truncate(start);
    }
}

/// A section's values written one by one, in the order of their keys' text, by a
/// caller that knows the section's type ([`crate::sections`]): each value gives the same
/// numbers as under [`encode`], with no `erased_serde` and no key to sort.
pub struct Values<'a, 'o> {
    ctx: Ctx<'a>,
    out: &'o mut Vec<f32>,
    start: usize,
    failed: bool,
}

impl<'a, 'o> Values<'a, 'o> {
    /// A writer of `seat`'s numbers among the players `names`, appending to `out`.
    pub fn new(names: &'a [String], seat: PlayerId, out: &'o mut Vec<f32>) -> Self {
        let start = out.len();
        Values {
            ctx: Ctx { names, seat },
            out,
            start,
            failed: false,
        }
    }

    /// The next key's value.
    pub fn value<T: Serialize + ?Sized>(&mut self, v: &T) -> &mut Self {
        if !self.failed {
            let written = v.serialize(Enc {
                ctx: &self.ctx,
                mode: Mode::Value,
                out: self.out,
            });
            self.failed = written.is_err();
        }
        self
    }

    /// The next key's value when it is a text (a player's name, or another text).
    pub fn text(&mut self, s: &str) -> &mut Self {
        self.out.push(self.ctx.text(s));
        self
    }

    /// The next key's value when it is nothing (JSON's null).
    pub fn null(&mut self) -> &mut Self {
        self.out.push(0.0);
        self
    }

    /// The next key's value when it is a list of `n` items.
    pub fn list(&mut self, n: usize) -> &mut Self {
        self.out.push(n as f32);
        self
    }

    /// The next key's value when it is a map of `entries` (key, the number its value
    /// gives in a map: a number or a flag as itself, anything else 0), in any order; a
    /// key met twice keeps its last value.
    pub fn map<'k>(&mut self, entries: impl Iterator<Item = (&'k str, f32)> + Clone) -> &mut Self {
        // Keyed by player names (Magic's maps by player): one number per seat, written
        // in place with no key hashed.
        let base = self.out.len();
        self.out.resize(base + self.ctx.names.len(), 0.0);
        let mut any = false;
        for (k, v) in entries.clone() {
            match self.ctx.seat_of(k) {
                Some(r) => self.out[base + r] = v,
                None => {
                    // Another key: the map's size, counted as [`Ctx::map`] counts it.
                    self.out.truncate(base);
                    let entries: Vec<(Key, f32)> =
                        entries.map(|(k, v)| (self.ctx.key(k), v)).collect();
                    self.ctx.map(&entries, self.out);
                    return self;
                }
            }
            any = true;
        }
        if !any {
            // An empty map: its size.
            self.out.truncate(base);
            self.out.push(0.0);
        }
        self
    }

    /// Done: a value JSON could not hold gives no section, as under [`encode`].
    pub fn end(self) {
        if self.failed {
            self.out.truncate(self.start);
        }
    }
}

/// The players and the observer.
struct Ctx<'a> {
    names: &'a [String],
    seat: PlayerId,
}

impl Ctx<'_> {
    /// The seat of a player's name, counted from the observer plus one; `None` for a
    /// text that names no player.
    fn seat_code(&self, s: &str) -> Option<f32> {
        self.seat_of(s).map(|r| (r + 1) as f32)
    }

    /// A text value's number.
    fn text(&self, s: &str) -> f32 {
        self.seat_code(s)
            .unwrap_or_else(|| (fnv(s) % 1000) as f32 / 1000.0)
    }

    /// The seat a player's name names, counted from the observer; `None` for a text
    /// that names no player.
    fn seat_of(&self, text: &str) -> Option<usize> {
        let n = self.names.len();
        self.names
            .iter()
            .position(|x| x == text)
            .map(|p| relative(PlayerId(p as u8), self.seat, n))
    }

    /// A map key's text as a [`Key`].
    fn key(&self, text: &str) -> Key {
        Key {
            seat: self.seat_of(text),
            hash: fnv(text),
        }
    }

    /// A map's numbers from its entries (key, the value's number as a map value); keys
    /// met twice keep their last value, as a JSON object does.
    fn map(&self, entries: &[(Key, f32)], out: &mut Vec<f32>) {
        if !entries.is_empty() && entries.iter().all(|(k, _)| k.seat.is_some()) {
            let base = out.len();
            out.resize(base + self.names.len(), 0.0);
            for (k, v) in entries {
                if let Some(r) = k.seat {
                    out[base + r] = *v;
                }
            }
        } else {
            let unique = entries
                .iter()
                .enumerate()
                .filter(|(i, (k, _))| !entries[i + 1..].iter().any(|(l, _)| l.hash == k.hash))
                .count();
            out.push(unique as f32);
        }
    }
}

/// A key of a map inside the section: the seat it names counted from the observer, if
/// it is a player's name, and its text's hash (which tells keys apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    seat: Option<usize>,
    hash: u64,
}

/// Where a value stands: the section itself, one of its values, or a value inside a
/// map value (where only a number or a flag counts).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Top,
    Value,
    Scalar,
}

/// The serializer: writes a value's numbers to `out` as its mode says.
struct Enc<'a, 'c> {
    ctx: &'c Ctx<'c>,
    mode: Mode,
    out: &'a mut Vec<f32>,
}

/// Never raised by the encoder itself; serde's `custom` errors of a value's own
/// `Serialize` (a map key JSON cannot hold …) end up here.
#[derive(Debug)]
pub struct EncodeError(String);

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EncodeError {}

impl ser::Error for EncodeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        EncodeError(msg.to_string())
    }
}

impl<'a, 'c> Enc<'a, 'c> {
    fn number(self, x: f64) -> Result<(), EncodeError> {
        if self.mode != Mode::Top {
            self.out.push(if x.is_finite() { x as f32 } else { 0.0 });
        }
        Ok(())
    }

    fn text(self, s: &str) -> Result<(), EncodeError> {
        match self.mode {
            Mode::Top => {}
            Mode::Value => self.out.push(self.ctx.text(s)),
            Mode::Scalar => self.out.push(0.0),
        }
        Ok(())
    }

    fn null(self) -> Result<(), EncodeError> {
        if self.mode != Mode::Top {
            self.out.push(0.0);
        }
        Ok(())
    }

    fn list(self) -> Compound<'a, 'c> {
        let kind = match self.mode {
            Mode::Top => Kind::Ignore(None),
            Mode::Value => Kind::Count(0),
            Mode::Scalar => Kind::Ignore(Some(0.0)),
        };
        Compound {
            ctx: self.ctx,
            out: self.out,
            kind,
        }
    }

    fn map(self) -> Compound<'a, 'c> {
        let kind = match self.mode {
            Mode::Top => Kind::Top {
                // A rule set's section: a few dozen keys and numbers.
                keys: Vec::with_capacity(32),
                values: Vec::with_capacity(64),
                key: None,
            },
            Mode::Value => Kind::Map {
                entries: Vec::new(),
                key: None,
            },
            Mode::Scalar => Kind::Ignore(Some(0.0)),
        };
        Compound {
            ctx: self.ctx,
            out: self.out,
            kind,
        }
    }

    /// A variant that JSON writes as a map of one key (its name) holding `value`.
    fn one_key<T: Serialize + ?Sized>(
        self,
        variant: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        let mut c = self.map();
        ser::SerializeStruct::serialize_field(&mut c, variant, value)?;
        ser::SerializeStruct::end(c)
    }

    /// A variant that JSON writes as a map of one key (its name) holding a list or a
    /// map: the inner compound, wrapped.
    fn wrapped(self, variant: &'static str, inner_map: bool) -> Compound<'a, 'c> {
        let ctx = self.ctx;
        match self.mode {
            Mode::Top => Compound {
                ctx,
                out: self.out,
                kind: Kind::Wrapped {
                    inner: Box::new(if inner_map {
                        Kind::Map {
                            entries: Vec::new(),
                            key: None,
                        }
                    } else {
                        Kind::Count(0)
                    }),
                    buf: Vec::new(),
                },
            },
            // In a value, the one-key map's value is not a number: the map gives its
            // size (1), or, keyed by a player's name, that seat's 0.
            Mode::Value => {
                let mut row = Vec::new();
                ctx.map(&[(ctx.key(variant), 0.0)], &mut row);
                Compound {
                    ctx,
                    out: self.out,
                    kind: Kind::Then(row),
                }
            }
            Mode::Scalar => Compound {
                ctx,
                out: self.out,
                kind: Kind::Ignore(Some(0.0)),
            },
        }
    }
}

/// A list, map or struct being written.
struct Compound<'a, 'c> {
    ctx: &'c Ctx<'c>,
    out: &'a mut Vec<f32>,
    kind: Kind,
}

/// What a [`Compound`] does with its items, by the kind of value and where it stands.
enum Kind {
    /// Items are not looked at; at the end, the number given (if any) is written.
    Ignore(Option<f32>),
    /// Numbers written at the end, whatever the items.
    Then(Vec<f32>),
    /// A list in a value: its length.
    Count(usize),
    /// A map in a value: its keys and its values' numbers.
    Map {
        entries: Vec<(Key, f32)>,
        key: Option<Option<Key>>,
    },
    /// The section: its keys with the range of their numbers in `values`.
    Top {
        keys: Vec<(Cow<'static, str>, usize, usize)>,
        values: Vec<f32>,
        key: Option<Option<Cow<'static, str>>>,
    },
    /// The section as a variant holding a list or a map (`{variant: inner}`): its one
    /// value's numbers, in `buf`.
    Wrapped { inner: Box<Kind>, buf: Vec<f32> },
}

/// The section's keys as written: each key's text, and the range of its numbers.
type TopKeys = [(Cow<'static, str>, usize, usize)];

/// The keys JSON keeps of the section's `keys` (the last of a key met twice), by
/// their index, in the order of their text.
fn text_order(keys: &TopKeys) -> Vec<usize> {
    let mut last: Vec<usize> = Vec::new();
    for (i, k) in keys.iter().enumerate() {
        match last.iter_mut().find(|j| keys[**j].0 == k.0) {
            Some(slot) => *slot = i,
            None => last.push(i),
        }
    }
    last.sort_by(|&a, &b| keys[a].0.cmp(&keys[b].0));
    last
}

/// The most key sequences whose order is kept per thread.
const KEPT_ORDERS: usize = 16;

/// A sequence of a struct's field names (each its text's address and length) and its
/// [`text_order`].
type KeptOrder = (Vec<(usize, usize)>, Vec<usize>);

std::thread_local! {
    /// The orders worked out for the sections met, by their keys: a rule set's
    /// section is a struct, whose field names come in the same sequence every time.
    static ORDERS: std::cell::RefCell<Vec<KeptOrder>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Calls `f` with the [`text_order`] of `keys`, worked out once per sequence of
/// static field names (the same texts at the same addresses have the same order).
fn with_text_order<R>(keys: &TopKeys, f: impl FnOnce(&[usize]) -> R) -> R {
    let all_static = keys.iter().all(|(k, _, _)| matches!(k, Cow::Borrowed(_)));
    if !all_static {
        return f(&text_order(keys));
    }
    let same = |sig: &[(usize, usize)]| {
        sig.len() == keys.len()
            && sig
                .iter()
                .zip(keys)
                .all(|(&(p, n), (k, _, _))| p == k.as_ptr() as usize && n == k.len())
    };
    ORDERS.with(|orders| {
        let mut orders = orders.borrow_mut();
        if let Some((_, order)) = orders.iter().find(|(sig, _)| same(sig)) {
            return f(order);
        }
        let sig = keys
            .iter()
            .map(|(k, _, _)| (k.as_ptr() as usize, k.len()))
            .collect();
        let order = text_order(keys);
        if orders.len() >= KEPT_ORDERS {
            orders.clear();
        }
        orders.push((sig, order));
        f(&orders.last().expect("just pushed").1)
    })
}

/// A map key as JSON's text: a text as itself, a number or a flag as its digits or word;
/// `None` for any other key.
fn key_text<T: Serialize + ?Sized>(key: &T) -> Option<Cow<'static, str>> {
    match serde_json::to_value(key).ok()? {
        serde_json::Value::String(s) => Some(Cow::Owned(s)),
        serde_json::Value::Number(n) => Some(Cow::Owned(n.to_string())),
        serde_json::Value::Bool(b) => Some(Cow::Owned(b.to_string())),
        _ => None,
    }
}

/// A key of a map inside the section as a [`Key`]: a text key read in place; a number
/// or a flag by its JSON text; `None` for a key JSON cannot hold.
fn map_key<T: Serialize + ?Sized>(ctx: &Ctx<'_>, key: &T) -> Option<Key> {
    key.serialize(KeyProbe(ctx)).ok()
}

impl Kind {
    /// One more item of a list: counted, never looked at.
    fn element(&mut self) {
        match self {
            Kind::Count(n) => *n += 1,
            Kind::Wrapped { inner, .. } => inner.element(),
            _ => {}
        }
    }

    /// The next value's key, as a map value's key or the section's.
    fn key<T: Serialize + ?Sized>(&mut self, ctx: &Ctx<'_>, k: &T) -> Result<(), EncodeError> {
        match self {
            Kind::Map { key, .. } => *key = Some(map_key(ctx, k)),
            Kind::Top { key, .. } => *key = Some(key_text(k)),
            Kind::Wrapped { inner, .. } => inner.key(ctx, k)?,
            _ => {}
        }
        Ok(())
    }

    /// A struct field's name as the next value's key.
    fn field(&mut self, ctx: &Ctx<'_>, name: &'static str) {
        match self {
            Kind::Map { key, .. } => *key = Some(Some(ctx.key(name))),
            Kind::Top { key, .. } => *key = Some(Some(Cow::Borrowed(name))),
            Kind::Wrapped { inner, .. } => inner.field(ctx, name),
            _ => {}
        }
    }

    /// The next value. `scratch` is a vector the value's number of a map entry is
    /// written at the end of and taken back from (left as it was).
    fn value<T: Serialize + ?Sized>(
        &mut self,
        ctx: &Ctx<'_>,
        v: &T,
        scratch: &mut Vec<f32>,
    ) -> Result<(), EncodeError> {
        match self {
            Kind::Map { entries, key } => {
                let Some(k) = key.take().flatten() else {
                    // A key JSON cannot hold: JSON gives no section.
                    return Err(EncodeError("a key that is not text".into()));
                };
                let at = scratch.len();
                let written = v.serialize(Enc {
                    ctx,
                    mode: Mode::Scalar,
                    out: scratch,
                });
                let number = scratch.get(at).copied().unwrap_or(0.0);
                scratch.truncate(at);
                written?;
                entries.push((k, number));
            }
            Kind::Top { keys, values, key } => {
                let start = values.len();
                v.serialize(Enc {
                    ctx,
                    mode: Mode::Value,
                    out: values,
                })?;
                match key.take().flatten() {
                    Some(k) => keys.push((k, start, values.len())),
                    // A key JSON cannot hold: JSON gives no section.
                    None => return Err(EncodeError("a key that is not text".into())),
                }
            }
            Kind::Wrapped { inner, .. } => inner.value(ctx, v, scratch)?,
            _ => {}
        }
        Ok(())
    }

    fn end(self, ctx: &Ctx<'_>, out: &mut Vec<f32>) {
        match self {
            Kind::Ignore(n) => out.extend(n),
            Kind::Then(row) => out.extend(row),
            Kind::Count(n) => out.push(n as f32),
            Kind::Map { entries, .. } => ctx.map(&entries, out),
            Kind::Top { keys, values, .. } => {
                with_text_order(&keys, |order| {
                    for &i in order {
                        let (_, a, b) = &keys[i];
                        out.extend_from_slice(&values[*a..*b]);
                    }
                });
            }
            Kind::Wrapped { inner, mut buf } => {
                inner.end(ctx, &mut buf);
                out.extend(buf);
            }
        }
    }
}

/// Serializer methods of numbers that differ only in their name and type: each is
/// `|self, v| body`, giving `$ok`.
macro_rules! number_methods {
    ($ok:ty, |$this:ident, $v:ident| $body:expr, [$($method:ident: $t:ty),*]) => {$(
        fn $method($this, $v: $t) -> Result<$ok, EncodeError> {
            $body
        }
    )*};
}

impl<'a, 'c> Serializer for Enc<'a, 'c> {
    type Ok = ();
    type Error = EncodeError;
    type SerializeSeq = Compound<'a, 'c>;
    type SerializeTuple = Compound<'a, 'c>;
    type SerializeTupleStruct = Compound<'a, 'c>;
    type SerializeTupleVariant = Compound<'a, 'c>;
    type SerializeMap = Compound<'a, 'c>;
    type SerializeStruct = Compound<'a, 'c>;
    type SerializeStructVariant = Compound<'a, 'c>;

    fn serialize_bool(self, v: bool) -> Result<(), EncodeError> {
        self.number(f64::from(u8::from(v)))
    }
    number_methods!((), |self, v| self.number(v as f64), [
        serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_i128: i128, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
        serialize_u64: u64, serialize_u128: u128, serialize_f32: f32, serialize_f64: f64
    ]);
    fn serialize_char(self, v: char) -> Result<(), EncodeError> {
        self.text(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<(), EncodeError> {
        self.text(v)
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), EncodeError> {
        // JSON: a list of numbers.
        match self.mode {
            Mode::Top => {}
            Mode::Value => self.out.push(v.len() as f32),
            Mode::Scalar => self.out.push(0.0),
        }
        Ok(())
    }
    fn serialize_none(self) -> Result<(), EncodeError> {
        self.null()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), EncodeError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), EncodeError> {
        self.null()
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), EncodeError> {
        self.null()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), EncodeError> {
        self.text(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        self.one_key(variant, value)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.list())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.list())
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.list())
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.wrapped(variant, false))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.map())
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.map())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'c>, EncodeError> {
        Ok(self.wrapped(variant, true))
    }
}

impl Compound<'_, '_> {
    fn finish(self) -> Result<(), EncodeError> {
        self.kind.end(self.ctx, self.out);
        Ok(())
    }
}

/// The four compound kinds whose elements are values without keys (a sequence, a tuple,
/// a tuple struct, a tuple variant) differ only in their trait and method names.
macro_rules! elements_without_keys {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Compound<'_, '_> {
            type Ok = ();
            type Error = EncodeError;
            fn $method<T: Serialize + ?Sized>(&mut self, _v: &T) -> Result<(), EncodeError> {
                self.kind.element();
                Ok(())
            }
            fn end(self) -> Result<(), EncodeError> {
                self.finish()
            }
        }
    )*};
}

elements_without_keys!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), EncodeError> {
        self.kind.key(self.ctx, k)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), EncodeError> {
        self.kind.value(self.ctx, v, self.out)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish()
    }
}

/// A struct and a struct variant: fields by their static names.
macro_rules! fields_by_name {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Compound<'_, '_> {
            type Ok = ();
            type Error = EncodeError;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                v: &T,
            ) -> Result<(), EncodeError> {
                self.kind.field(self.ctx, key);
                self.kind.value(self.ctx, v, self.out)
            }
            fn end(self) -> Result<(), EncodeError> {
                self.finish()
            }
        }
    )*};
}

fields_by_name!(SerializeStruct, SerializeStructVariant);

/// Reads a map key in place (see [`map_key`]).
struct KeyProbe<'c>(&'c Ctx<'c>);

/// The kinds of key JSON cannot hold.
fn not_a_key<T>() -> Result<T, EncodeError> {
    Err(EncodeError("a key that is not text".into()))
}

impl<'c> Serializer for KeyProbe<'c> {
    type Ok = Key;
    type Error = EncodeError;
    type SerializeSeq = ser::Impossible<Key, EncodeError>;
    type SerializeTuple = ser::Impossible<Key, EncodeError>;
    type SerializeTupleStruct = ser::Impossible<Key, EncodeError>;
    type SerializeTupleVariant = ser::Impossible<Key, EncodeError>;
    type SerializeMap = ser::Impossible<Key, EncodeError>;
    type SerializeStruct = ser::Impossible<Key, EncodeError>;
    type SerializeStructVariant = ser::Impossible<Key, EncodeError>;

    fn serialize_str(self, v: &str) -> Result<Key, EncodeError> {
        Ok(self.0.key(v))
    }
    fn serialize_char(self, v: char) -> Result<Key, EncodeError> {
        Ok(self.0.key(v.encode_utf8(&mut [0; 4])))
    }
    fn serialize_bool(self, v: bool) -> Result<Key, EncodeError> {
        Ok(self.0.key(if v { "true" } else { "false" }))
    }
    number_methods!(Key, |self, v| Ok(self.0.key(&v.to_string())), [
        serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_i128: i128, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
        serialize_u64: u64, serialize_u128: u128
    ]);
    fn serialize_f32(self, v: f32) -> Result<Key, EncodeError> {
        key_by_json(self.0, &v)
    }
    fn serialize_f64(self, v: f64) -> Result<Key, EncodeError> {
        key_by_json(self.0, &v)
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<Key, EncodeError> {
        not_a_key()
    }
    fn serialize_none(self) -> Result<Key, EncodeError> {
        not_a_key()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _v: &T) -> Result<Key, EncodeError> {
        not_a_key()
    }
    fn serialize_unit(self) -> Result<Key, EncodeError> {
        not_a_key()
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Key, EncodeError> {
        not_a_key()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Key, EncodeError> {
        Ok(self.0.key(variant))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        v: &T,
    ) -> Result<Key, EncodeError> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _v: &T,
    ) -> Result<Key, EncodeError> {
        not_a_key()
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, EncodeError> {
        not_a_key()
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, EncodeError> {
        not_a_key()
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, EncodeError> {
        not_a_key()
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, EncodeError> {
        not_a_key()
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, EncodeError> {
        not_a_key()
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, EncodeError> {
        not_a_key()
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, EncodeError> {
        not_a_key()
    }
}

/// A number key by its JSON text (as JSON writes a float key).
fn key_by_json<T: Serialize>(ctx: &Ctx<'_>, v: &T) -> Result<Key, EncodeError> {
    match key_text(v) {
        Some(text) => Ok(ctx.key(&text)),
        None => not_a_key(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::ser::SerializeStruct;

    /// A section of three fields, written out of their text's order.
    struct Section(u32);

    impl Serialize for Section {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Section", 3)?;
            st.serialize_field("zeta", &3u32)?;
            st.serialize_field("alpha", &self.0)?;
            st.serialize_field("mid", &true)?;
            st.end()
        }
    }

    /// Another section, with a field name of the first.
    struct Other;

    impl Serialize for Other {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Other", 2)?;
            st.serialize_field("beta", &7u32)?;
            st.serialize_field("alpha", &5u32)?;
            st.end()
        }
    }

    /// A section of numbers of every width, and maps keyed by numbers and by names.
    struct Numbers;

    impl Serialize for Numbers {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Numbers", 7)?;
            st.serialize_field("a", &-3i8)?;
            st.serialize_field("b", &7u64)?;
            st.serialize_field("c", &1.5f32)?;
            st.serialize_field("d", &-2i128)?;
            let by_number: std::collections::BTreeMap<u16, u8> = [(1, 2), (3, 4)].into();
            st.serialize_field("e", &by_number)?;
            let by_name: std::collections::BTreeMap<&str, i64> = [("p1", 9), ("p0", 4)].into();
            st.serialize_field("f", &by_name)?;
            st.serialize_field("g", &f64::NAN)?;
            st.end()
        }
    }

    #[test]
    fn numbers_of_every_width_and_maps_keyed_by_numbers_or_names() {
        let names = vec!["p0".to_string(), "p1".to_string()];
        let mut out = Vec::new();
        encode(&Numbers, &names, PlayerId(1), &mut out);
        // e: two keys that name no player (its size); f: by seat from p1; g: not finite.
        assert_eq!(out, vec![-3.0, 7.0, 1.5, -2.0, 2.0, 9.0, 4.0, 0.0]);
    }

    #[test]
    fn a_sections_numbers_follow_its_keys_text_every_time() {
        let names = vec!["p0".to_string(), "p1".to_string()];
        for round in 0..3 {
            let mut out = Vec::new();
            encode(&Section(round), &names, PlayerId(0), &mut out);
            assert_eq!(out, vec![round as f32, 1.0, 3.0]);
            // Another section between two of the same kind keeps its own order.
            let mut other = Vec::new();
            encode(&Other, &names, PlayerId(1), &mut other);
            assert_eq!(other, vec![5.0, 7.0]);
        }
    }
}
