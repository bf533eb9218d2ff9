//! Resolving auto-γ abilities at a timing (自動γ): which cards' abilities act, and what
//! they do (11.1.1: at once).

use crate::abilities::{Ability, Act, Filter, Timing};
use crate::cards::{abilities, auto_active, has_gamma_in, is_character, parsed_now};
use crate::events::PmvEvent;
use crate::rule_set::Pcx;
use crate::state::Parsed;
use crate::tasks::schedule_tasks;
use crate::zones::field_cards;
use ryoiki_core::{CardId, Cause, Destination, MoveTask, RuleId, State, Task};

/// Whether any ability may act when one of `subjects` is the subject of `timing`:
/// false only when the parsed cache tells that none of them has an own auto-γ
/// ability of `timing` and no card watches any card at it.
pub(crate) fn may_act(st: &State, subjects: &[CardId], timing: Timing) -> bool {
    let parsed = parsed_now(st);
    parsed.is_none_or(|p| p.may_watch(st, timing))
        || subjects
            .iter()
            .any(|&s| has_gamma_in(st, parsed, s, timing, false))
}

/// The field cards, in order, whose `any` auto-γ abilities of `timing` are active: the
/// only cards besides a subject whose abilities may act at `timing`.
fn watchers(st: &State, parsed: Option<&Parsed>, timing: Timing) -> Vec<CardId> {
    if parsed.is_some_and(|p| !p.may_watch(st, timing)) {
        return Vec::new();
    }
    field_cards(st)
        .filter(|&w| has_gamma_in(st, parsed, w, timing, true) && auto_active(st, w))
        .collect()
}

/// The abilities that act when `subject` is the subject of `timing`, appended to `out`
/// as (subject, source, act): its own if `own_active` says its text acts, then the
/// `any` ones of every other card of `watchers` (see [`watchers`]). `records` says
/// whether `record` acts are wanted: they only emit an event, so with no one listening
/// they are left out.
fn acting(
    st: &State,
    (timing, subject, host): (Timing, CardId, Option<CardId>),
    own_active: fn(&State, CardId) -> bool,
    (parsed, watchers): (Option<&Parsed>, &[CardId]),
    records: bool,
    out: &mut Vec<(CardId, CardId, Act)>,
) {
    let wanted = |act: &Act| records || matches!(act, Act::Move(_));
    // Whether the text is live is asked only of a card that has such an ability.
    if has_gamma_in(st, parsed, subject, timing, false) && own_active(st, subject) {
        for a in abilities(st, subject).iter() {
            if let Ability::Gamma {
                any: false,
                timing: t,
                act,
                ..
            } = a
                && *t == timing
                && wanted(act)
            {
                out.push((subject, subject, act.clone()));
            }
        }
    }
    for &w in watchers {
        if w == subject {
            continue;
        }
        for a in abilities(st, w).iter() {
            if let Ability::Gamma {
                any: true,
                timing: t,
                filter,
                act,
            } = a
                && *t == timing
                && wanted(act)
            {
                let ok = match &filter {
                    // 11.3.15: 'when set' naming no host means this card.
                    None if timing == Timing::WhenSet => host == Some(w),
                    None | Some(Filter::OntoAny) => true,
                    Some(Filter::Character) => is_character(st, subject),
                    Some(Filter::Type(ty)) => st.printed_side(subject).has_type(ty),
                };
                if ok {
                    out.push((subject, w, act.clone()));
                }
            }
        }
    }
}

/// Resolves the auto-γ abilities of one timing for `card` (11.1.1: at once). Acts that
/// move a card are scheduled to run next, in order.
pub(crate) fn resolve_timing(
    cx: &mut Pcx<'_>,
    timing: Timing,
    card: CardId,
    own_active: fn(&State, CardId) -> bool,
    host: Option<CardId>,
    rules: &'static [RuleId],
) {
    let moves = timing_moves(cx, timing, &[card], own_active, host, rules);
    schedule_tasks(cx, moves);
}

/// As [`resolve_timing`], for every card of `subjects` in turn, but the moves that acts
/// make are handed back, in order, for the caller to schedule (with what must wait
/// behind them).
pub(crate) fn timing_moves(
    cx: &mut Pcx<'_>,
    timing: Timing,
    subjects: &[CardId],
    own_active: fn(&State, CardId) -> bool,
    host: Option<CardId>,
    rules: &'static [RuleId],
) -> Vec<Task> {
    // Nothing that acts here changes the state (moves wait until the end): which field
    // cards watch is the same for every subject, and every subject's acts are found
    // first, then carried out in order.
    let st = cx.state();
    let parsed = parsed_now(st);
    let watchers = watchers(st, parsed, timing);
    let records = cx.emitting();
    let mut acts = Vec::new();
    for &s in subjects {
        let about = (timing, s, host);
        acting(
            st,
            about,
            own_active,
            (parsed, &watchers),
            records,
            &mut acts,
        );
    }
    let mut moves = Vec::new();
    for (s, source, act) in acts {
        let so = cx.state().object(source);
        let subject = cx.state().object(s);
        match act {
            Act::Record(word) => cx.emit(
                PmvEvent::Recorded {
                    word,
                    source: so,
                    subject,
                    timing,
                },
                &[rules],
            ),
            Act::Move(kind) => {
                cx.emit(
                    PmvEvent::AbilityMove {
                        source: so,
                        timing,
                        to: kind,
                    },
                    &[rules],
                );
                let owner = cx.state().card(source).owner;
                moves.push(Task::Move(MoveTask::new(
                    so,
                    owner,
                    Destination {
                        kind,
                        player: Some(owner),
                    },
                    Cause::Instruction,
                )));
            }
        }
    }
    moves
}
