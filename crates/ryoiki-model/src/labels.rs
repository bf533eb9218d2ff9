//! The names a scenario file gives its cards and effects (`x`, `exile-x`), kept beside
//! a game so that a judge's log names them as the file does instead of by engine id
//! (`c1#0`, `e1`).
//!
//! Labels are no part of the state: never saved, compared nor shown to a player (a
//! player's words use handles, [`crate::Words::for_viewer`]).

use crate::ids::{CardId, EffectId};
use std::collections::BTreeMap;

/// Names given to cards and effects by whoever set the game up.
///
/// ```
/// use ryoiki_model::{CardId, EffectId, Labels};
///
/// let mut labels = Labels::new();
/// labels.name_card(CardId(0), "wolf");
/// labels.name_effect(EffectId(1), "exile-wolf");
/// assert_eq!(labels.card(CardId(0)), Some("wolf"));
/// assert_eq!(labels.effect(EffectId(1)), Some("exile-wolf"));
/// assert_eq!(labels.card(CardId(1)), None);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Labels {
    cards: BTreeMap<CardId, String>,
    effects: BTreeMap<EffectId, String>,
}

impl Labels {
    /// No names.
    pub fn new() -> Labels {
        Labels::default()
    }

    /// Names a card (every object it becomes); a later name replaces an earlier one.
    pub fn name_card(&mut self, card: CardId, name: impl Into<String>) {
        self.cards.insert(card, name.into());
    }

    /// Names an effect; a later name replaces an earlier one.
    pub fn name_effect(&mut self, effect: EffectId, name: impl Into<String>) {
        self.effects.insert(effect, name.into());
    }

    /// The name of a card, if it was given one.
    pub fn card(&self, card: CardId) -> Option<&str> {
        self.cards.get(&card).map(String::as_str)
    }

    /// The name of an effect, if it was given one.
    pub fn effect(&self, effect: EffectId) -> Option<&str> {
        self.effects.get(&effect).map(String::as_str)
    }

    /// Whether no name is given.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty() && self.effects.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_later_name_replaces_an_earlier_one_and_unnamed_ids_have_none() {
        let mut l = Labels::new();
        assert!(l.is_empty());
        l.name_card(CardId(1), "x");
        l.name_card(CardId(1), "y");
        l.name_effect(EffectId(0), "exile-x");
        assert_eq!(l.card(CardId(1)), Some("y"));
        assert_eq!(l.card(CardId(0)), None);
        assert_eq!(l.effect(EffectId(0)), Some("exile-x"));
        assert_eq!(l.effect(EffectId(1)), None);
        assert!(!l.is_empty());
    }
}
