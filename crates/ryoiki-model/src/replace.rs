//! Replacement effects that say more than a zone: "instead, put it on the bottom of its
//! owner's library", "instead, reveal it and shuffle it into its owner's library",
//! "instead, put it into play face down" ([`MoveReplacement`]).
//!
//! A [`MoveReplacement`] is an [`EffectBody::ReplaceMove`](crate::EffectBody::ReplaceMove):
//! it matches moves by a [`MoveFilter`] (the card, its owner, its controller, its types,
//! the zone it leaves, the zone it would go to; a filter with no `from` matches "from
//! anywhere"), and changes the move as it stands at the replacement stage of the move
//! pipeline (see `ryoiki_core::moves`): the destination (or keeps it), the position in the
//! zone, the facing, and adds follow-ups recorded once the card has arrived. Like every
//! replacement, it applies at most once to one move, and when several apply the object's
//! controller (or owner) chooses (FoW/MTG 217.1d).

use crate::effect::MoveFilter;
use crate::placement::Facing;
use crate::zone::{Destination, Position};
use serde::{Deserialize, Serialize};

/// "If a matching card would move, instead …": where it goes, where in the zone, how it
/// lies, and what is recorded after.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReplacement {
    /// Which moves it replaces.
    pub on: MoveFilter,
    /// Where the card goes instead (`None`: the zone the move was going to).
    #[serde(default)]
    pub to: Option<Destination>,
    /// Where in that zone ([`Position::Shuffled`]: shuffle it into the zone).
    #[serde(default)]
    pub position: Option<Position>,
    /// How it lies there.
    #[serde(default)]
    pub facing: Option<Facing>,
    /// What is recorded once the card has arrived (each a `triggered` event naming this
    /// effect): the part of the replacement that follows the move ("its controller gains
    /// 3 life").
    #[serde(default)]
    pub then: Vec<String>,
    /// What else follows the arrival: counters put on the card, a token created
    /// (see [`FollowUp`](crate::custom::FollowUp)).
    #[serde(default)]
    pub follow_ups: Vec<crate::custom::FollowUp>,
}
