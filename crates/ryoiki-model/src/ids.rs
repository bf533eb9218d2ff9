//! Small vocabulary types: players, cards, objects, zones, effects and view handles.
//!
//! A physical card keeps one [`CardId`] for the whole game. Each stay of that card in a
//! zone is an *object* ([`ObjectId`]): the card id plus a generation that grows by one on
//! every zone change that makes a new object. An old `ObjectId` therefore stops resolving
//! the moment its card moves on, which is exactly the rules' "effects do not track" (FoW
//! 3.1.c, MTG 217.1c), while the card id still tells the engine where the card went.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered from 0 in turn order.
///
/// ```
/// use ryoiki_model::PlayerId;
///
/// let bob = PlayerId(1);
/// assert_eq!(bob.index(), 1);
/// assert_eq!(bob.to_string(), "p1");
/// assert_ne!(bob, PlayerId::SPECTATOR);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The viewer who is no player: a spectator at the table. No game seats it (a game
    /// has at most 64 seats, [`PlayerSet`]), so no zone is its own, no card is known by
    /// or shown to it, no decision is its to make: its view (`Game::view`) lists only
    /// what is public (face-up cards of public zones, places that are public knowledge,
    /// counts, the rule set's public section), and its handles are its own.
    ///
    pub const SPECTATOR: PlayerId = PlayerId(u8::MAX);

    /// The seat number as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}", self.0)
    }
}

/// A set of players, as a bit set (at most 64 seats).
///
/// ```
/// use ryoiki_model::{PlayerId, PlayerSet};
///
/// let seen = PlayerSet::only(PlayerId(0)).with(PlayerId(2));
/// assert!(seen.contains(PlayerId(2)) && !seen.contains(PlayerId(1)));
/// assert_eq!(seen.union(PlayerSet::all(2)), PlayerSet::all(3));
/// assert!(PlayerSet::NONE.is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerSet(pub u64);

impl PlayerSet {
    /// No player.
    pub const NONE: PlayerSet = PlayerSet(0);

    /// Every seat of a game with `players` seats.
    pub fn all(players: usize) -> PlayerSet {
        if players >= 64 {
            PlayerSet(u64::MAX)
        } else {
            PlayerSet((1u64 << players) - 1)
        }
    }

    /// The bit of a seat; none for a player beyond the 64 seats a set can hold (no
    /// game seats one).
    fn bit(p: PlayerId) -> u64 {
        1u64.checked_shl(u32::from(p.0)).unwrap_or(0)
    }

    /// Just this player (empty for a player beyond 64 seats).
    pub fn only(p: PlayerId) -> PlayerSet {
        PlayerSet(Self::bit(p))
    }

    /// Whether `p` is in the set (never for a player beyond 64 seats).
    pub fn contains(self, p: PlayerId) -> bool {
        self.0 & Self::bit(p) != 0
    }

    /// The set with `p` added (unchanged for a player beyond 64 seats).
    pub fn with(self, p: PlayerId) -> PlayerSet {
        PlayerSet(self.0 | Self::bit(p))
    }

    /// The union of two sets.
    pub fn union(self, other: PlayerSet) -> PlayerSet {
        PlayerSet(self.0 | other.0)
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A physical card, stable for the whole game.
///
/// ```
/// use ryoiki_model::CardId;
///
/// let card = CardId(4);
/// assert_eq!(card.index(), 4);
/// assert_eq!(card.to_string(), "c4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u32);

impl CardId {
    /// The card number as an index into the game's card table.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c{}", self.0)
    }
}

/// One stay of a card in one place: the card plus its generation (ゾーン移動ごとの新しいオブジェクト).
///
/// Generations never repeat for a card, so no object id is ever reused.
///
/// ```
/// use ryoiki_model::{CardId, ObjectId};
///
/// // The same card after one zone change is another object.
/// let before = ObjectId { card: CardId(3), generation: 0 };
/// let after = ObjectId { generation: 1, ..before };
/// assert_ne!(before, after);
/// assert_eq!(after.card, before.card);
/// assert_eq!(after.to_string(), "c3#1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ObjectId {
    /// The physical card.
    pub card: CardId,
    /// How many times this card has become a new object before this stay.
    pub generation: u32,
}

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", self.card, self.generation)
    }
}

/// A kind of zone in a rule set's catalogue (main deck, hand, field …), by index.
///
/// ```
/// use ryoiki_model::{Names, ZoneKind, ZoneSpec, kind_in};
///
/// // A kind is a zone's position in its rule set's catalogue.
/// const ZONES: [ZoneSpec; 2] = [
///     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
///     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// ];
/// const HAND: ZoneKind = kind_in(&ZONES, "hand");
/// assert_eq!(HAND, ZoneKind(1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ZoneKind(pub u16);

/// One zone instance: a kind, and the player it belongs to (none for a shared zone).
///
/// ```
/// use ryoiki_model::{PlayerId, ZoneId, ZoneKind};
///
/// let bobs_hand = ZoneId { kind: ZoneKind(1), player: Some(PlayerId(1)) };
/// let shared_stack = ZoneId { kind: ZoneKind(5), player: None };
/// assert_ne!(bobs_hand.player, shared_stack.player);
/// assert_eq!(serde_json::to_string(&shared_stack).unwrap(), r#"{"kind":5,"player":null}"#);
/// ```
// Aligned to its size, so it is stored and loaded as one 4-byte word: a move writes its
// destination and reads it back at once, and a load that spans two narrower stores
// cannot be forwarded from them (it waits for both to reach the cache).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[repr(align(4))]
pub struct ZoneId {
    /// Which kind of zone.
    pub kind: ZoneKind,
    /// Whose zone; `None` for a zone shared by the whole game (FoW's chase area, MTG's stack).
    pub player: Option<PlayerId>,
}

/// A registered effect (a replacement, a prohibition, a trigger, a reveal …).
///
/// ```
/// use ryoiki_model::EffectId;
///
/// assert_eq!(EffectId(12).to_string(), "e12");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct EffectId(pub u32);

impl fmt::Display for EffectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "e{}", self.0)
    }
}

/// How one viewer refers to one card in a view: opaque, different for every viewer, and
/// new whenever the card becomes a new object or its hidden zone is shuffled, so that no
/// one can follow a card through a hidden zone.
///
/// On the wire it is a string, `h` and 16 hex digits (`"h3f9a0c…"`), so that any client
/// (a JavaScript one, whose numbers stop at 2^53) can send it back unchanged.
///
/// ```
/// use ryoiki_model::Handle;
///
/// // On the wire a handle is `h` and 16 hex digits, so any client can echo it back.
/// let h = Handle(0x3f9a);
/// assert_eq!(h.to_string(), "h0000000000003f9a");
/// assert_eq!("h0000000000003f9a".parse::<Handle>(), Ok(h));
/// assert!("3f9a".parse::<Handle>().is_err());
/// assert_eq!(serde_json::to_string(&h).unwrap(), r#""h0000000000003f9a""#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Handle(pub u64);

impl fmt::Display for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "h{:016x}", self.0)
    }
}

impl std::str::FromStr for Handle {
    type Err = BadHandle;

    /// Reads `h` and 16 hex digits, as [`Handle`]'s display writes it.
    fn from_str(s: &str) -> Result<Handle, BadHandle> {
        let bad = || BadHandle {
            text: s.chars().take(40).collect(),
        };
        let hex = s.strip_prefix('h').ok_or_else(bad)?;
        if hex.len() != 16 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        u64::from_str_radix(hex, 16).map(Handle).map_err(|_| bad())
    }
}

/// A text that is not a handle (`h` and 16 hex digits).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a card handle (a handle is 'h' and 16 hex digits, as a view shows it)")]
pub struct BadHandle {
    /// The text given (at most 40 characters of it).
    pub text: String,
}

impl Handle {
    /// The handle as [`Handle`]'s display writes it (`h` and 16 hex digits), in a
    /// buffer of its own: written without the formatting machinery, as a server writes
    /// hundreds of handles in every message.
    fn text(self) -> [u8; 17] {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let mut out = [b'h'; 17];
        for (i, b) in out[1..].iter_mut().enumerate() {
            *b = HEX[((self.0 >> (60 - 4 * i)) & 0xf) as usize];
        }
        out
    }
}

impl Serialize for Handle {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let text = self.text();
        // `h` and hex digits: ASCII, so always UTF-8.
        match std::str::from_utf8(&text) {
            Ok(t) => s.serialize_str(t),
            Err(_) => s.collect_str(self),
        }
    }
}

impl<'de> Deserialize<'de> for Handle {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Handle, D::Error> {
        let s = std::borrow::Cow::<'de, str>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod handle_text {
    use super::Handle;

    #[test]
    fn a_handle_serializes_as_it_displays_and_reads_back() {
        for v in [0, 1, 0xf, 0x10, 0x0123_4567_89ab_cdef, u64::MAX, 1 << 63] {
            let h = Handle(v);
            let json = serde_json::to_string(&h).unwrap();
            assert_eq!(json, format!("\"{h}\""));
            assert_eq!(serde_json::from_str::<Handle>(&json).unwrap(), h);
        }
    }
}
