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

use crate::event::EventSink;
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId};
use serde::{Deserialize, Serialize};

/// How long an effect lasts.
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

impl Game {
    /// Ends every effect lasting until `h`, in the order they began, citing the rule set's
    /// rules for it.
    pub(crate) fn happen<S: EventSink + ?Sized>(&mut self, h: &Happening, sink: &mut S) {
        let ending: Vec<EffectId> = self
            .state
            .effects
            .iter()
            .filter(|e| e.until.as_ref().is_some_and(|d| h.ends(d)))
            .map(|e| e.id)
            .collect();
        let rules = self.rules.happening_rules(h);
        for id in ending {
            self.end_effect_citing(id, rules, sink);
        }
    }

    /// Ends the effects that lasted while an object of `card` stayed where it was, now
    /// that the object is gone (a new object, or ceased).
    pub(crate) fn end_effects_of_departed<S: EventSink + ?Sized>(
        &mut self,
        card: CardId,
        sink: &mut S,
    ) {
        if self.state.effects.is_empty() {
            return;
        }
        let current = self.state.card(card).generation;
        let ending: Vec<EffectId> = self
            .state
            .effects
            .iter()
            .filter(|e| {
                matches!(e.until, Some(Duration::WhileIn(o)) if o.card == card && o.generation != current)
            })
            .map(|e| e.id)
            .collect();
        if ending.is_empty() {
            return;
        }
        let rules = self
            .rules
            .process_rules(crate::ruleset::ProcessStep::DurationEnded);
        for id in ending {
            self.end_effect_citing(id, rules, sink);
        }
    }
}
