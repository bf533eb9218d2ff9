//! The questions about cards PMV's processes ask of the game: the abilities a card has
//! now and its auto-γ timings, set cards and their hosts, whose text is live, whose auto
//! abilities are active, and power now.

use crate::abilities::{Ability, Timing, parse_side};
use crate::state::{Parsed, pmv, side_is_gear};
use crate::zones::{field_cards, in_field};
use ryoiki_core::{CardId, ObjectId, State};

/// The abilities a card has. Malformed texts act as nothing (see the
/// module documentation: they are reported by [`ability_problems`], not here).
///
/// The abilities are parsed once per card at the start of the game
/// ([`crate::state::Parsed`]); a game restored from a saved state parses on demand.
///
/// What counts is the abilities the card has **now**: an effect in force that adds or
/// removes abilities (a characteristic change) is seen here, as by everything else that
/// reads characteristics; only while no such effect touches the card are the printed
/// side's parsed abilities used as they are.
pub(crate) fn abilities(state: &State, card: CardId) -> std::borrow::Cow<'_, [Ability]> {
    use std::borrow::Cow;
    let printed = state.printed_side(card);
    // With no effect in force nothing can change a card's abilities: no need to ask.
    if !state.effects().is_empty() {
        let now = ryoiki_core::characteristics::with_effects(state, card, Cow::Borrowed(printed));
        if let Cow::Owned(side) = &now
            && side.abilities != printed.abilities
        {
            return Cow::Owned(parse_side(side));
        }
    }
    let side = state.card(card).side as usize;
    if let Some(parsed) = pmv(state).parsed.get(card, side) {
        return Cow::Borrowed(parsed);
    }
    Cow::Owned(parse_side(printed))
}

/// The parsed cache, when it tells the abilities cards have now: while no effect is in
/// force, nothing can have changed them. (Only cards of the setup are in it, and their
/// printed cards never change.)
pub(crate) fn parsed_now(state: &State) -> Option<&Parsed> {
    state.effects().is_empty().then(|| &*pmv(state).parsed)
}

/// Whether a card has an auto-γ ability of `timing` that watches any card (`any`) or,
/// with `any` false, one of its own.
pub(crate) fn has_gamma(state: &State, card: CardId, timing: Timing, any: bool) -> bool {
    has_gamma_in(state, parsed_now(state), card, timing, any)
}

/// [`has_gamma`] with [`parsed_now`] already found (for a caller that asks of many
/// cards): read from the cache when it has the card, else from its abilities now.
pub(crate) fn has_gamma_in(
    state: &State,
    parsed: Option<&Parsed>,
    card: CardId,
    timing: Timing,
    any: bool,
) -> bool {
    let side = state.card(card).side as usize;
    match parsed.and_then(|p| p.has_gamma(card, side, timing, any)) {
        Some(has) => has,
        None => has_gamma_now(state, card, timing, any),
    }
}

/// [`has_gamma`] from the card's abilities as effects make them now (the cache cannot
/// tell): kept out of line, as it is rarely needed.
#[cold]
#[inline(never)]
fn has_gamma_now(state: &State, card: CardId, timing: Timing, any: bool) -> bool {
    abilities(state, card)
        .iter()
        .any(|a| matches!(a, Ability::Gamma { any: y, timing: t, .. } if *y == any && *t == timing))
}

/// The power of a card: its printed power and every active continuous change, one step
/// each (others' changes first, then its own); `None` when it has no power.
pub(crate) fn power_steps(state: &State, card: CardId) -> Option<(i64, Vec<(CardId, i64)>)> {
    let base = *state.printed_side(card).numbers.get("power")?;
    let mut steps = Vec::new();
    // A card's power changes: those for others (`others`) or its own.
    let mut changes = |w: CardId, others: bool| {
        for a in abilities(state, w).iter() {
            if let Ability::Power { delta, others: o } = a
                && *o == others
            {
                steps.push((w, *delta));
            }
        }
    };
    for w in field_cards(state) {
        if w != card && auto_active(state, w) {
            changes(w, true);
        }
    }
    if auto_active(state, card) {
        changes(card, false);
    }
    Some((base, steps))
}

/// The card a card is set onto, while that host is still the same object.
pub(crate) fn host_alive(state: &State, card: CardId) -> Option<ObjectId> {
    let h = state.card(card).attached_to?;
    (state.card(h.card).generation == h.generation).then_some(h)
}

/// The cards set onto `host` (attached to it while it is that object), in card order, as
/// [`State::attachments`] lists them but without collecting them.
pub(crate) fn set_onto(state: &State, host: ObjectId) -> impl Iterator<Item = CardId> + '_ {
    (0u32..)
        .zip(state.cards())
        .filter(move |(_, c)| c.attached_to == Some(host))
        .map(|(i, _)| CardId(i))
}

/// The set cards of `host` at every depth, each followed by its own (as
/// [`Host::attachments_deep`] lists them), as their objects now, appended to `out`.
pub(crate) fn set_cards_deep(state: &State, host: ObjectId, out: &mut Vec<ObjectId>) {
    for c in set_onto(state, host) {
        let o = state.object(c);
        out.push(o);
        set_cards_deep(state, o, out);
    }
}

/// Whether a card is an equipment or talisman card (装備カード, 呪符カード).
pub(crate) fn is_gear(state: &State, card: CardId) -> bool {
    let side = state.card(card).side as usize;
    pmv(state)
        .parsed
        .is_gear(card, side)
        .unwrap_or_else(|| side_is_gear(state.printed_side(card)))
}

/// Whether a card's text is live: not a set card, or a set equipment/talisman card
/// (11.3.11.a/b).
pub(crate) fn text_live(state: &State, card: CardId) -> bool {
    host_alive(state, card).is_none() || is_gear(state, card)
}

/// Whether a card's auto abilities are active: on the field, text live, and not in the
/// middle of its own entering before step c (11.3.9.c).
pub(crate) fn auto_active(state: &State, card: CardId) -> bool {
    in_field(state, card) && text_live(state, card) && !pmv(state).entering.contains(&card)
}

/// Whether a card counts as a character: a character card on the field, or one entering
/// alone from step 11.3.9.a on.
pub(crate) fn is_character(state: &State, card: CardId) -> bool {
    state.printed_side(card).has_type("character")
        && (in_field(state, card) || pmv(state).characters.contains(&card))
}

/// A card's current power on the field, every active change applied. Power is a number
/// the rules derive, so it saturates at `i64::MIN` and `i64::MAX` rather than wrapping (a
/// huge power plus +1 stays huge, never negative).
pub(crate) fn power_now(state: &State, card: CardId) -> Option<i64> {
    power_steps(state, card).map(|(base, steps)| {
        steps
            .iter()
            .fold(base, |power, &(_, delta)| power.saturating_add(delta))
    })
}
