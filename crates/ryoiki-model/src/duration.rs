//! How long an effect lasts: "this turn", "while the source stays in its zone", "until
//! a named event".
//!
//! An effect begun with [`Action::AddLasting`] carries a [`Duration`]; the core ends it,
//! with an `effect-ended` event citing the rule behind the end, when:
//!
//! - [`Duration::EndOfTurn`]: a [`Happening::EndOfTurn`] happens ([`Action::Happen`],
//!   which a rule set's turn structure or a scenario step applies);
//! - [`Duration::Until`]: a [`Happening::Named`] with the same name happens ("until you
//!   planeswalk": Magic cites 901.11);
//! - [`Duration::WhileIn`]: the object stops existing as that object, because it moved to
//!   another zone and became a new object (FoW 3.1.c, MTG 217.1c), or ceased. A move
//!   that keeps the object (FoW playground to playground) does not end it.
//!
//! The rules cited come from the rule set: [`RuleSet::happening_rules`] for a
//! happening, [`ProcessStep::DurationEnded`] for a source that left.
//!
//! [`Action::AddLasting`]: crate::Action::AddLasting
//! [`Action::Happen`]: crate::Action::Happen
//! [`RuleSet::happening_rules`]: crate::RuleSet::happening_rules
//! [`ProcessStep::DurationEnded`]: crate::ProcessStep::DurationEnded

use crate::ids::ObjectId;
use serde::{Deserialize, Serialize};

/// How long an effect lasts.
///
/// ```
/// use ryoiki_model::{Duration, Happening};
///
/// let until = Duration::Until("planeswalk".into());
/// assert!(Happening::Named("planeswalk".into()).ends(&until));
/// assert!(!Happening::EndOfTurn.ends(&until));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Duration {
    /// "This turn", "until end of turn".
    EndOfTurn,
    /// "As long as … stays in its zone", "while … is in play": as long as this object
    /// exists.
    WhileIn(ObjectId),
    /// "Until …": until the named event happens.
    Until(String),
}

/// Something that ends effects lasting until it.
///
/// ```
/// use ryoiki_model::{Duration, Happening};
///
/// assert!(Happening::EndOfTurn.ends(&Duration::EndOfTurn));
/// assert!(!Happening::Named("dusk".into()).ends(&Duration::EndOfTurn));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Happening {
    /// The turn ends.
    EndOfTurn,
    /// A named event ("planeswalk").
    Named(String),
}

impl Happening {
    /// Whether an effect lasting `d` ends when this happens.
    pub fn ends(&self, d: &Duration) -> bool {
        match (self, d) {
            (Happening::EndOfTurn, Duration::EndOfTurn) => true,
            (Happening::Named(a), Duration::Until(b)) => a == b,
            _ => false,
        }
    }
}
