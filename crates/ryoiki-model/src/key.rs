//! The secret key that mints view handles.
//!
//! A [`Handle`](crate::Handle) is a keyed hash of the viewer, the card, its generation
//! and its zone's shuffle count. Whoever knows the key can turn a handle back into a
//! card, so the key must not be derivable from anything a player sees: not from the
//! seed (a seed is small enough to search), not from any view. `Game::new` draws it
//! from the operating system's randomness; tests, scenarios and soaks, which must replay
//! exactly, give one explicitly (`Game::new_with_key`). It is stored with the game
//! (and in a saved game) and never shown in a view.
//!

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The secret key of a game's view handles: 128 bits.
///
/// ```
/// use ryoiki_model::ViewKey;
///
/// let key = ViewKey::new(1, 2);
/// assert_eq!(ViewKey::from_hex(&key.to_hex()), Some(key));
/// assert_eq!(ViewKey::from_hex("not hex"), None);
/// // Its debug form hides the secret.
/// assert!(!format!("{key:?}").contains(&key.to_hex()));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ViewKey(#[doc(hidden)] pub [u64; 2]);

/// The operating system could not give randomness for a view key.
///
/// ```
/// use ryoiki_model::NoRandomness;
///
/// let e = NoRandomness { reason: "no entropy source".into() };
/// assert_eq!(
///     e.to_string(),
///     "the operating system gave no randomness for the view key: no entropy source"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the operating system gave no randomness for the view key: {reason}")]
pub struct NoRandomness {
    /// What the operating system said.
    pub reason: String,
}

impl ViewKey {
    /// An explicit key, for games that must replay exactly (tests, scenarios, soaks).
    /// A game played by people should use [`ViewKey::from_os`].
    pub const fn new(k0: u64, k1: u64) -> ViewKey {
        ViewKey([k0, k1])
    }

    /// A fresh key from the operating system's randomness.
    ///
    /// # Errors
    /// [`NoRandomness`] if the operating system has none to give.
    pub fn from_os() -> Result<ViewKey, NoRandomness> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| NoRandomness {
            reason: e.to_string(),
        })?;
        let (a, b) = bytes.split_at(8);
        let word = |s: &[u8]| {
            let mut w = [0u8; 8];
            w.copy_from_slice(s);
            u64::from_le_bytes(w)
        };
        Ok(ViewKey([word(a), word(b)]))
    }

    /// The key as 32 hex digits (for a saved game; it is a secret).
    pub fn to_hex(&self) -> String {
        format!("{:016x}{:016x}", self.0[0], self.0[1])
    }

    /// A key from 32 hex digits, as [`ViewKey::to_hex`] writes it.
    pub fn from_hex(s: &str) -> Option<ViewKey> {
        if s.len() != 32 || !s.is_ascii() {
            return None;
        }
        let a = u64::from_str_radix(&s[..16], 16).ok()?;
        let b = u64::from_str_radix(&s[16..], 16).ok()?;
        Some(ViewKey([a, b]))
    }
}

/// The key is a secret: its debug form does not show it.
impl fmt::Debug for ViewKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ViewKey(..)")
    }
}

impl Serialize for ViewKey {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for ViewKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ViewKey, D::Error> {
        let s = String::deserialize(d)?;
        ViewKey::from_hex(&s).ok_or_else(|| serde::de::Error::custom("a view key is 32 hex digits"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_keys_differ_and_hex_round_trips() {
        let a = ViewKey::from_os().unwrap();
        let b = ViewKey::from_os().unwrap();
        assert_ne!(a, b);
        assert_eq!(ViewKey::from_hex(&a.to_hex()), Some(a));
        assert_eq!(ViewKey::from_hex("xyz"), None);
        assert_eq!(ViewKey::from_hex(&"g".repeat(32)), None);
        assert!(!format!("{a:?}").contains(&a.to_hex()));
    }
}
