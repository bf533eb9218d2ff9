//! The steps of entering the field alone (11.3.9 a–d) and of setting a card onto a field
//! card (11.3.10 a–c), and a set card set onto the field itself (11.3.8.b).

use crate::abilities::Timing;
use crate::cards::{auto_active, is_gear, power_steps};
use crate::events::PmvEvent;
use crate::resolve::resolve_timing;
use crate::rule_set::Pcx;
use crate::zones::in_field;
use ryoiki_core::{CardId, ObjectId, RuleId};

/// 11.3.9.a: the card is entering; a character card is a character from now.
pub(crate) fn enter_a(cx: &mut Pcx<'_>, card: CardId) {
    cx.ext_mut().entering.insert(card);
    if cx.state().printed_side(card).has_type("character") {
        cx.ext_mut().characters.insert(card);
        let o = cx.state().object(card);
        cx.emit(PmvEvent::BecomesCharacter { card: o }, &[&["pmv-11.3.9.a"]]);
    }
}

/// 11.3.9.b: 'when entering' effects; the entering card's own abilities are not active yet.
pub(crate) fn enter_b(cx: &mut Pcx<'_>, card: CardId) {
    let rules: &'static [RuleId] = &["pmv-11.3.9.b"];
    resolve_own(cx, card, Timing::WhenEntering, None, rules, rules);
}

/// Step c of entering (11.3.9.c): the card's auto abilities become active; power
/// changes are applied one by one and the death state is judged only at the end.
pub(crate) fn enter_c(cx: &mut Pcx<'_>, card: CardId) {
    cx.ext_mut().characters.remove(&card);
    cx.ext_mut().entering.remove(&card);
    if !in_field(cx.state(), card) {
        return;
    }
    let rules: &'static [RuleId] = &["pmv-11.3.9.c"];
    let o = cx.state().object(card);
    cx.emit(
        PmvEvent::AbilitiesActive {
            card: o,
            set_card: false,
        },
        &[rules],
    );
    let Some((base, steps)) = power_steps(cx.state(), card) else {
        return;
    };
    let mut power = base;
    for (src, delta) in steps {
        // A derived number: saturating, never wrapping (see `power_now`).
        power = power.saturating_add(delta);
        let source = cx.state().object(src);
        let event = PmvEvent::PowerApplied {
            card: o,
            source,
            delta,
            power,
        };
        cx.emit(event, &[rules]);
    }
    let ext = cx.ext_mut();
    ext.power.insert(card, power);
    let dead = power <= 0;
    if dead {
        ext.death_state.insert(o);
    } else {
        ext.death_state.remove(&o);
    }
    cx.emit(PmvEvent::DeathStateChecked { card: o, power }, &[rules]);
    if dead {
        cx.emit(PmvEvent::DeathState { card: o, power }, &[rules]);
    }
}

/// 11.3.9.d: 'when entered' effects, the entered card's own included.
pub(crate) fn enter_d(cx: &mut Pcx<'_>, card: CardId) {
    if !in_field(cx.state(), card) {
        return;
    }
    let rules: &'static [RuleId] = &["pmv-11.3.9.d"];
    resolve_own(cx, card, Timing::WhenEntered, None, rules, rules);
}

/// 11.3.10.a: 'when setting' effects (and 'when entering', 11.3.9.b, for a card from outside the field).
pub(crate) fn set_a(cx: &mut Pcx<'_>, card: CardId, host: ObjectId, entering: bool) {
    if entering {
        cx.ext_mut().entering.insert(card);
    }
    let rules: &'static [RuleId] = &["pmv-11.3.10.a"];
    resolve_own(cx, card, Timing::WhenSetting, Some(host.card), rules, rules);
    if entering {
        resolve_timing(
            cx,
            Timing::WhenEntering,
            card,
            auto_active,
            None,
            &["pmv-11.3.10", "pmv-11.3.9.b"],
        );
    }
}

/// 11.3.10.b: the card is a set card now; an equipment or talisman card's abilities become active. If it did not reach its host, the set failed (11.3.13).
pub(crate) fn set_b(cx: &mut Pcx<'_>, card: CardId, host: ObjectId, entering: bool) {
    let o = cx.state().object(card);
    if cx.state().card(card).attached_to != Some(host) {
        let ext = cx.ext_mut();
        ext.entering.remove(&card);
        ext.failed = Some(card);
        cx.emit(
            PmvEvent::SetFailed {
                card: o,
                prohibited: false,
            },
            &[&["pmv-11.3.13"]],
        );
        return;
    }
    let rules: &'static [RuleId] = if entering {
        &["pmv-11.3.10.b", "pmv-11.3.10", "pmv-11.3.6"]
    } else {
        &["pmv-11.3.10.b", "pmv-11.3.8.b", "pmv-11.3.6"]
    };
    cx.emit(
        PmvEvent::Set {
            card: o,
            host: Some(host),
            entering,
        },
        &[rules],
    );
    if entering {
        cx.ext_mut().entering.remove(&card);
        if is_gear(cx.state(), card) {
            cx.emit(
                PmvEvent::AbilitiesActive {
                    card: o,
                    set_card: true,
                },
                &[&["pmv-11.3.10.b", "pmv-11.3.9.c"]],
            );
        }
    }
}

/// 11.3.10.c: 'when set' effects (11.3.15: naming no host means the card that has it), and 'when entered' for a card that entered.
pub(crate) fn set_c(cx: &mut Pcx<'_>, card: CardId, host: ObjectId, entering: bool) {
    if cx.state().card(card).attached_to != Some(host) {
        return;
    }
    let rules: &'static [RuleId] = &["pmv-11.3.10.c", "pmv-11.3.15"];
    resolve_own(
        cx,
        card,
        Timing::WhenSet,
        Some(host.card),
        &["pmv-11.3.10.c"],
        rules,
    );
    if entering {
        resolve_timing(
            cx,
            Timing::WhenEntered,
            card,
            auto_active,
            None,
            &["pmv-11.3.10", "pmv-11.3.9.d"],
        );
    }
}

/// 11.3.8.b: a set card set onto the field itself stops being a set card and does not enter anew.
pub(crate) fn unset(cx: &mut Pcx<'_>, card: CardId) {
    let o = cx.state().object(card);
    cx.set_attached(card, None);
    cx.emit(
        PmvEvent::Set {
            card: o,
            host: None,
            entering: false,
        },
        &[&["pmv-11.3.8.b"]],
    );
}

/// Says that `card`'s abilities of `timing` resolve (citing `announced`), then resolves
/// them (citing `rules`), the card's own abilities acting while [`auto_active`] and
/// `host` its host, if any.
fn resolve_own(
    cx: &mut Pcx<'_>,
    card: CardId,
    timing: Timing,
    host: Option<CardId>,
    announced: &'static [RuleId],
    rules: &'static [RuleId],
) {
    let o = cx.state().object(card);
    cx.emit(
        PmvEvent::Resolving {
            timing,
            cards: vec![o],
        },
        &[announced],
    );
    resolve_timing(cx, timing, card, auto_active, host, rules);
}
