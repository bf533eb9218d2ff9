//! Placement states: upright or sideways, face up or face down.
//!
//! Games name the same two states differently: FoW's recover/rest (リカバー/レスト),
//! Magic's untapped/tapped, PMV's active/sleep (アクティブ/スリープ). The core calls them
//! [`Orientation::Upright`] and [`Orientation::Sideways`]. A card has an orientation only in
//! a zone whose [`ZoneSpec`](crate::ZoneSpec) has one.

use serde::{Deserialize, Serialize};

/// Upright (recovered, untapped, active) or sideways (rested, tapped, asleep).
///
/// ```
/// use ryoiki_model::Orientation;
///
/// // Magic's "tapped" is the core's sideways; on the wire it is kebab-case.
/// assert_eq!(serde_json::to_string(&Orientation::Sideways).unwrap(), r#""sideways""#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Orientation {
    /// Recovered / untapped / active.
    Upright,
    /// Rested / tapped / asleep.
    Sideways,
}

/// Face up (表向き) or face down (裏向き).
///
/// ```
/// use ryoiki_model::Facing;
///
/// let f: Facing = serde_json::from_str(r#""face-down""#).unwrap();
/// assert_eq!(f, Facing::FaceDown);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Facing {
    /// Everyone can see the front, zone visibility permitting.
    FaceUp,
    /// Only players who know the front may see it.
    FaceDown,
}
