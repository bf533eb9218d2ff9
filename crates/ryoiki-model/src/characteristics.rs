//! Characteristic changes: continuous effects that add and remove types and abilities
//! and set and modify numbers, and the order they are applied in.
//!
//! A change is an [`EffectBody::Characteristics`] effect: it lasts while the effect is
//! in force (so anything that ends an effect, a duration included, ends the change),
//! and it is about the cards its [`CardFilter`] and zone kind match. An effect that
//! names a card is about one object of it ([`CardFilter::generation`]): when the card
//! becomes a new object, the change no longer applies (FoW 3.1.c, MTG 217.1c).
//!
//! # Order of application
//!
//! The rule set's hook ([`RuleSet::characteristics`](crate::RuleSet::characteristics))
//! first makes the card's characteristics as its own rules give them (a FoW astral,
//! PMV's set cards, Magic's spell changes and planes); then [`with_effects`] applies
//! the effects in force, **layer by layer**, and within a layer in the order the
//! effects began (their timestamps):
//!
//! 1. [`Layer::Types`]: types added, then types removed, effect by effect;
//! 2. [`Layer::Abilities`]: per effect, all abilities removed (Humility's "lose all
//!    abilities"), named abilities removed, then abilities added;
//! 3. [`Layer::SetNumbers`]: numbers set to a value (Humility's "are 1/1");
//! 4. [`Layer::ModifyNumbers`]: numbers raised or lowered (Giant Growth's "+3/+3").
//!
//! This is the part of Magic's layer system of the time that the engine's
//! characteristics hold (type-changing effects, then ability-adding and -removing
//! effects, then power/toughness setting before modifying); copy, control, text and
//! colour effects have no characteristic here to change. Which cards a change is about
//! is decided for the type layer on the card as the rule set gives it, and for the
//! later layers on the card with its types already changed (Opalescence makes an
//! enchantment a creature, and Humility then sees a creature).

use crate::card::Side;
use crate::custom::ReadRules;
use crate::effect::{CardFilter, EffectBody};
use crate::ids::{CardId, ObjectId, ZoneKind};
use crate::state::State;
use std::borrow::Cow;

pub use crate::change::{Change, Layer};

/// Whether a characteristic change about `filter` and `zone` applies to `card`, judged
/// on `side` (the card's characteristics as far as they are made).
pub fn applies_to(
    state: &State,
    filter: &CardFilter,
    zone: Option<ZoneKind>,
    card: CardId,
    side: &Side,
) -> bool {
    let Some(cs) = state.try_card(card) else {
        return false;
    };
    if cs.ability.is_some() && filter.card != Some(card) {
        // Abilities on the stack are not cards: only a change naming one touches it.
        return false;
    }
    filter.generation.is_none_or(|g| g == cs.generation)
        && zone.is_none_or(|k| state.zone_of(card).is_some_and(|z| z.kind == k))
        && filter.matches(card, cs.owner, |t| side.has_type(t))
}

/// The characteristic changes in force, in the order they began.
pub fn changes(state: &State) -> impl Iterator<Item = (&CardFilter, Option<ZoneKind>, &Change)> {
    state.effects().iter().filter_map(|e| match &e.body {
        EffectBody::Characteristics { card, zone, change } => Some((card, *zone, change)),
        _ => None,
    })
}

/// `base` (the card's characteristics as its rule set makes them) with every
/// characteristic change in force applied, layer by layer (see the module
/// documentation). Borrows `base` unchanged when no change applies, so a game with no
/// such effect pays one pass over its effects and no copy.
pub fn with_effects<'s>(state: &State, card: CardId, base: Cow<'s, Side>) -> Cow<'s, Side> {
    if !state.effects().iter().any(|e| is_change(state, e)) {
        return base;
    }
    let mut side = base;
    // The type layer is judged on the card as the rule set gives it.
    let typed: Vec<Changer<'_>> = changers(state)
        .filter(|c| match c {
            Changer::Declared(f, z, c) => {
                c.touches(Layer::Types) && applies_to(state, f, *z, card, &side)
            }
            Changer::Custom(..) => true,
        })
        .collect();
    for c in typed {
        c.apply(state, card, Layer::Types, &mut side);
    }
    // The later layers are judged on the card with its types changed.
    let later: Vec<Changer<'_>> = changers(state)
        .filter(|c| match c {
            Changer::Declared(f, z, _) => applies_to(state, f, *z, card, &side),
            Changer::Custom(..) => true,
        })
        .collect();
    for layer in [Layer::Abilities, Layer::SetNumbers, Layer::ModifyNumbers] {
        for c in &later {
            c.apply(state, card, layer, &mut side);
        }
    }
    side
}

/// Whether an effect changes characteristics: a declared change, or a custom effect
/// that says it does.
fn is_change(state: &State, e: &crate::effect::Effect) -> bool {
    match &e.body {
        EffectBody::Characteristics { .. } => true,
        EffectBody::Custom(c) => state
            .custom_effects()
            .get(&c.key)
            .is_some_and(|x| x.changes_characteristics()),
        _ => false,
    }
}

/// One characteristic-changing effect in force, declared or custom.
enum Changer<'a> {
    Declared(&'a CardFilter, Option<ZoneKind>, &'a Change),
    Custom(&'a dyn crate::custom::CustomEffect, crate::custom::This<'a>),
}

impl Changer<'_> {
    fn apply(&self, state: &State, card: CardId, layer: Layer, side: &mut Cow<'_, Side>) {
        match self {
            Changer::Declared(_, _, c) => {
                if c.touches(layer) {
                    c.apply(layer, side.to_mut());
                }
            }
            Changer::Custom(x, this) => x.change(state, *this, card, layer, side.to_mut()),
        }
    }
}

/// The characteristic changes in force, declared and custom, in the order they began.
fn changers(state: &State) -> impl Iterator<Item = Changer<'_>> {
    state.effects().iter().filter_map(move |e| match &e.body {
        EffectBody::Characteristics { card, zone, change } => {
            Some(Changer::Declared(card, *zone, change))
        }
        EffectBody::Custom(c) => state
            .custom_effects()
            .get(&c.key)
            .filter(|x| x.changes_characteristics())
            .map(|x| Changer::Custom(x, crate::custom::this(e, c.source))),
        _ => None,
    })
}

/// A card's current characteristics when they differ from its printed side (kept in
/// its last known state when it moves on); `None` when they are as printed.
// Out of line, as it was when it took `&dyn RuleSet`: inlined into the move pipeline's
// `advance_move` it cost PMV's host-leaving loop instructions (callgrind).
#[inline(never)]
pub fn differing<R: ReadRules + ?Sized>(
    rules: &R,
    state: &State,
    card: CardId,
) -> Option<Box<Side>> {
    match rules.current_side(state, card) {
        Cow::Borrowed(_) => None,
        Cow::Owned(side) => (side != *state.printed_side(card)).then(|| Box::new(side)),
    }
}

/// The characteristics an object had as it last existed in the zone it left (last
/// known information, MTG 217.1c's exceptions, PMV 11.3.3), if `object` is the card's
/// latest previous object: what was kept when it moved, else its printed side then.
pub fn last_known<'s>(state: &'s State, object: ObjectId) -> Option<Cow<'s, Side>> {
    let lk = state.last_known_of(object)?;
    Some(match state.last_known.differing(object) {
        Some(side) => Cow::Borrowed(side),
        None => {
            let def = state.def(object.card);
            Cow::Borrowed(def.side(lk.side).unwrap_or(&def.sides[0]))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn creature() -> Side {
        let mut s = Side::new("Grizzly Bears", &["creature"]);
        s.abilities = vec!["flying".into(), "trample".into()];
        s.numbers.insert("power".into(), 2);
        s.numbers.insert("toughness".into(), 2);
        s
    }

    #[test]
    fn setting_comes_before_modifying_whatever_the_timestamps() {
        // Giant Growth (+3/+3) resolved before Humility (1/1) began: still 4/4.
        let growth = Change {
            modify_numbers: [("power".into(), 3), ("toughness".into(), 3)].into(),
            ..Change::default()
        };
        let humility = Change {
            remove_all_abilities: true,
            set_numbers: [("power".into(), 1), ("toughness".into(), 1)].into(),
            ..Change::default()
        };
        let mut s = creature();
        for layer in [Layer::Abilities, Layer::SetNumbers, Layer::ModifyNumbers] {
            for c in [&growth, &humility] {
                c.apply(layer, &mut s);
            }
        }
        assert_eq!(s.numbers["power"], 4);
        assert_eq!(s.numbers["toughness"], 4);
        assert!(s.abilities.is_empty());
    }

    #[test]
    fn losing_all_then_gaining_keeps_only_the_gained() {
        let c = Change {
            remove_all_abilities: true,
            add_abilities: vec!["haste".into()],
            ..Change::default()
        };
        let mut s = creature();
        c.apply(Layer::Abilities, &mut s);
        assert_eq!(s.abilities, vec!["haste".to_string()]);
    }

    #[test]
    fn types_are_added_once_and_removed_case_insensitively() {
        let c = Change {
            add_types: vec!["artifact".into(), "creature".into()],
            remove_types: vec!["CREATURE".into()],
            ..Change::default()
        };
        let mut s = creature();
        c.apply(Layer::Types, &mut s);
        assert_eq!(s.types, vec!["artifact".to_string()]);
        assert!(!c.is_empty());
        assert!(Change::default().is_empty());
    }

    #[test]
    fn numbers_saturate_instead_of_overflowing() {
        let c = Change {
            modify_numbers: [("power".into(), i64::MAX)].into(),
            ..Change::default()
        };
        let mut s = creature();
        c.apply(Layer::ModifyNumbers, &mut s);
        assert_eq!(s.numbers["power"], i64::MAX);
    }
}
