//! [`Typed`]: a value of a rule set's own type, held by the core without knowing it.
//!
//! The core knows no game, yet a game's state, actions, steps of work, decisions and
//! events must live in the core's [`State`](crate::State), [`Action`](crate::Action)s and
//! [`Event`](crate::Event)s. Each is a `Typed`: a boxed value of the rule set's own type
//! (Magic's `MtgState`, PMV's `PmvAction` …) that the core can clone, compare, print
//! and serialize, and that only the rule set reads, by downcasting to its own type.
//!
//! This module is the serialization boundary for those values: a value serializes as its
//! own type does (through `erased_serde`); a deserialized state holds it as
//! [`Typed::saved`] JSON until `Game::from_state` asks the
//! rule set to decode it into its type again. Nothing else in the core reads JSON.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::fmt;

/// What a value needs to live inside the core: clone, compare, print, serialize and
/// deserialize, and be sent between threads. Every plain `#[derive(Clone, PartialEq,
/// Debug, Serialize, Deserialize)]` type is `Data`.
///
/// ```
/// use ryoiki_model::{Data, Typed};
/// use serde::{Deserialize, Serialize};
///
/// // Any plain derived type is `Data`, so the core can hold it.
/// #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// struct Life(i64);
/// fn holds<T: Data>(value: T) -> Typed { Typed::new(value) }
/// assert_eq!(holds(Life(20)).get::<Life>(), Some(&Life(20)));
/// ```
pub trait Data:
    Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
}

impl<T> Data for T where
    T: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
}

/// The object-safe face of a [`Data`] value. A `&dyn Payload` is read as its type
/// through its `Any` supertrait (an upcast: no call), so a downcast costs one call of
/// `type_id` (rule sets downcast their state a few dozen times per action).
trait Payload: Any + fmt::Debug + Send + Sync + erased_serde::Serialize {
    fn clone_payload(&self) -> Box<dyn Payload>;
    fn eq_payload(&self, other: &dyn Payload) -> bool;
}

impl<T: Data> Payload for T {
    fn clone_payload(&self) -> Box<dyn Payload> {
        Box::new(self.clone())
    }

    fn eq_payload(&self, other: &dyn Payload) -> bool {
        (other as &dyn Any).downcast_ref::<T>() == Some(self)
    }
}

erased_serde::serialize_trait_object!(Payload);

enum Repr {
    Live(Box<dyn Payload>),
    Saved(Box<serde_json::Value>),
}

/// A value of a rule set's own type (see the module documentation).
///
/// ```
/// use ryoiki_model::Typed;
/// use serde::{Deserialize, Serialize};
///
/// #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// struct Life(i64);
///
/// let mut t = Typed::new(Life(20));
/// t.get_mut::<Life>().unwrap().0 -= 3;
/// assert_eq!(t.get::<Life>(), Some(&Life(17)));
/// assert_eq!(t.get::<String>(), None);
/// assert_eq!(serde_json::to_string(&t).unwrap(), "17");
/// assert_eq!(t.take::<Life>().unwrap(), Life(17));
/// ```
pub struct Typed(Repr);

impl Typed {
    /// Wraps a value.
    pub fn new<T: Data>(value: T) -> Typed {
        Typed(Repr::Live(Box::new(value)))
    }

    /// The value, if it is a `T` (and not still [`Typed::saved`]).
    pub fn get<T: Data>(&self) -> Option<&T> {
        match &self.0 {
            Repr::Live(b) => (&**b as &dyn Any).downcast_ref(),
            Repr::Saved(_) => None,
        }
    }

    /// The value, mutably, if it is a `T`.
    pub fn get_mut<T: Data>(&mut self) -> Option<&mut T> {
        match &mut self.0 {
            Repr::Live(b) => (&mut **b as &mut dyn Any).downcast_mut(),
            Repr::Saved(_) => None,
        }
    }

    /// Takes the value out, if it is a `T`; otherwise gives the container back.
    ///
    /// # Errors
    /// The container itself, unchanged, when it holds another type.
    pub fn take<T: Data>(self) -> Result<T, Typed> {
        match self.0 {
            Repr::Live(b) if (&*b as &dyn Any).is::<T>() => {
                let any: Box<dyn Any> = b;
                Ok(*any.downcast::<T>().expect("checked with is"))
            }
            other => Err(Typed(other)),
        }
    }

    /// Whether the value was deserialized and not yet decoded into its type.
    pub fn saved(&self) -> bool {
        matches!(self.0, Repr::Saved(_))
    }

    /// Decodes a deserialized value into `T` (a live value of type `T` is left as it is).
    ///
    /// # Errors
    /// What did not fit `T`, in words.
    pub fn decode<T: Data>(&mut self) -> Result<(), String> {
        match &self.0 {
            Repr::Live(b) if (&**b as &dyn Any).is::<T>() => Ok(()),
            Repr::Live(b) => Err(format!(
                "expected {}, found {:?}",
                std::any::type_name::<T>(),
                b
            )),
            Repr::Saved(v) => {
                let value: T = T::deserialize(v.as_ref()).map_err(|e| e.to_string())?;
                self.0 = Repr::Live(Box::new(value));
                Ok(())
            }
        }
    }
}

impl Clone for Typed {
    fn clone(&self) -> Typed {
        Typed(match &self.0 {
            Repr::Live(b) => Repr::Live(b.clone_payload()),
            Repr::Saved(v) => Repr::Saved(v.clone()),
        })
    }
}

impl PartialEq for Typed {
    fn eq(&self, other: &Typed) -> bool {
        match (&self.0, &other.0) {
            (Repr::Live(a), Repr::Live(b)) => a.eq_payload(b.as_ref()),
            (Repr::Saved(a), Repr::Saved(b)) => a == b,
            _ => false,
        }
    }
}

/// Rule sets' values compare as their types do; the types used as actions and decisions
/// are plain data, for which equality is an equivalence.
impl Eq for Typed {}

impl fmt::Debug for Typed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Live(b) => b.fmt(f),
            Repr::Saved(v) => write!(f, "saved {v}"),
        }
    }
}

impl Serialize for Typed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Repr::Live(b) => erased_serde::serialize(b.as_ref(), s),
            Repr::Saved(v) => v.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Typed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Typed, D::Error> {
        let v = serde_json::Value::deserialize(d)?;
        Ok(Typed(Repr::Saved(Box::new(v))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Life {
        points: i64,
    }

    #[test]
    fn downcasts_compares_and_round_trips() {
        let mut t = Typed::new(Life { points: 20 });
        assert_eq!(t.get::<Life>(), Some(&Life { points: 20 }));
        assert_eq!(t.get::<u32>(), None);
        t.get_mut::<Life>().unwrap().points -= 3;
        assert_eq!(t, Typed::new(Life { points: 17 }));
        assert_ne!(t, Typed::new(17u32));
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, r#"{"points":17}"#);
        let mut back: Typed = serde_json::from_str(&json).unwrap();
        assert!(back.saved() && back.get::<Life>().is_none());
        back.decode::<Life>().unwrap();
        assert_eq!(back, t);
        assert!(back.decode::<u32>().is_err());
        assert_eq!(back.take::<Life>().unwrap().points, 17);
    }
}
