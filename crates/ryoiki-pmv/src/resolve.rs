//! Resolving auto-γ abilities at a timing (自動γ): which cards' abilities act, and what
//! they do (11.1.1: at once).

use crate::abilities::{Ability, Act, Filter, Timing, abilities};
use crate::events::PmvEvent;
use crate::process::{Pcx, schedule_tasks};
use crate::state::{auto_active, field_cards, is_character};
use ryoiki_core::{CardId, Cause, Destination, MoveTask, RuleId, State, Task};

/// The abilities that act when `subject` is the subject of `timing`: its own if
/// `own_active` says its text acts, then every other active field card's `any` ones.
fn acting(
    st: &State,
    timing: Timing,
    subject: CardId,
    own_active: fn(&State, CardId) -> bool,
    host: Option<CardId>,
) -> Vec<(CardId, Act)> {
    let mut out = Vec::new();
    if own_active(st, subject) {
        for a in abilities(st, subject).iter() {
            if let Ability::Gamma {
                any: false,
                timing: t,
                act,
                ..
            } = a
                && *t == timing
            {
                out.push((subject, act.clone()));
            }
        }
    }
    for w in field_cards(st) {
        if w == subject || !auto_active(st, w) {
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
            {
                let ok = match &filter {
                    // 11.3.15: 'when set' naming no host means this card.
                    None if timing == Timing::WhenSet => host == Some(w),
                    None | Some(Filter::OntoAny) => true,
                    Some(Filter::Character) => is_character(st, subject),
                    Some(Filter::Type(ty)) => st.printed_side(subject).has_type(ty),
                };
                if ok {
                    out.push((w, act.clone()));
                }
            }
        }
    }
    out
}

/// Resolves the auto-γ abilities of one timing for `subjects` (11.1.1: at once). Acts
/// that move a card are scheduled to run next, in order.
pub(crate) fn resolve_timing(
    cx: &mut Pcx<'_>,
    timing: Timing,
    subjects: &[CardId],
    own_active: fn(&State, CardId) -> bool,
    host: Option<CardId>,
    rules: &'static [RuleId],
) {
    let mut moves = Vec::new();
    for &s in subjects {
        for (source, act) in acting(cx.state(), timing, s, own_active, host) {
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
    }
    schedule_tasks(cx, moves);
}
