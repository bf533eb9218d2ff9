//! Ending effects when their duration is over (see [`crate::duration`]).

use crate::duration::{Duration, Happening};
use crate::event::EventSink;
use crate::game::Game;
use crate::ids::{CardId, EffectId};

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
