//! Replacement effects that say more than a zone: "instead, put it on the bottom of its
//! owner's library", "instead, reveal it and shuffle it into its owner's library",
//! "instead, put it into play face down" ([`MoveReplacement`]).
//!
//! A [`MoveReplacement`] is an [`EffectBody::ReplaceMove`](crate::EffectBody::ReplaceMove):
//! it matches moves by a [`MoveFilter`](crate::MoveFilter) (the card, its owner, its controller, its types,
//! the zone it leaves, the zone it would go to; a filter with no `from` matches "from
//! anywhere"), and changes the move as it stands at the replacement stage of the move
//! pipeline (see `ryoiki_core::moves`): the destination (or keeps it), the position in the
//! zone, the facing, and adds follow-ups recorded once the card has arrived. Like every
//! replacement, it applies at most once to one move, and when several apply the object's
//! controller (or owner) chooses (FoW/MTG 217.1d).

pub use crate::effect::MoveReplacement;
