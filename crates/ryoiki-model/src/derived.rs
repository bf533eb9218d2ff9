//! [`Derived`]: a value a rule set keeps in its state but derives from the game (a
//! cache, such as every card's parsed abilities), so no part of the state.

use std::fmt;
use std::ops::Deref;

/// A value derived from the game and kept beside a rule set's state, for speed: it is
/// no part of the state. Any two compare equal (two games with the same cards derive the
/// same), it prints as `Derived(..)`, and it is not saved: mark the field
/// `#[serde(skip)]`, so a restored game starts from `T::default()` and derives again.
/// The value is read through [`Deref`]; the wrapper has no methods of its own to hide
/// the value's.
///
/// ```
/// use ryoiki_model::Derived;
///
/// // A cache beside a rule set's state: read through `Deref`, never part of equality.
/// let parsed = Derived::new(vec!["flying", "haste"]);
/// assert_eq!(parsed.len(), 2);
/// assert_eq!(parsed, Derived::default());
/// assert_eq!(format!("{parsed:?}"), "Derived(..)");
/// ```
#[derive(Clone, Copy, Default)]
pub struct Derived<T>(T);

impl<T> Derived<T> {
    /// Keeps `value`.
    pub const fn new(value: T) -> Derived<T> {
        Derived(value)
    }
}

impl<T> Deref for Derived<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> PartialEq for Derived<T> {
    /// Always: the value is no part of the state.
    fn eq(&self, _: &Derived<T>) -> bool {
        true
    }
}

impl<T> Eq for Derived<T> {}

impl<T> fmt::Debug for Derived<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Derived(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_part_of_the_state() {
        let a = Derived::new(vec![1, 2, 3]);
        let b = Derived::<Vec<i32>>::default();
        assert_eq!(a, b);
        assert_eq!(format!("{a:?}"), "Derived(..)");
        assert_eq!(*a, [1, 2, 3]);
        assert_eq!(a.len(), 3);
    }
}
