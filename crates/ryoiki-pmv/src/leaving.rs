//! The steps of leaving the field (11.3.3 a–h), of set cards travelling with their host
//! (11.3.11.d), and the end of a move (11.1.2).

use crate::abilities::Timing;
use crate::events::PmvEvent;
use crate::process::{Pcx, schedule_tasks};
use crate::resolve::resolve_timing;
use crate::state::{in_field, text_live};
use crate::zones::{SET_CARD_DISCARD, UNDERWORLD};
use ryoiki_core::{CardId, Cause, Destination, MoveTask, ObjectId, PlayerId, RuleId, Task, ZoneId};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// 11.3.3.a, f: 'discard' is applied to one level of set cards.
pub(crate) fn run_discard(cx: &mut Pcx<'_>, cards: &[CardId], depth: u32) {
    // 'Discard' itself is the event: with no one listening there is nothing to do.
    if !cx.emitting() {
        return;
    }
    let cards = cards.iter().map(|&c| cx.state().object(c)).collect();
    let rules: &'static [RuleId] = if depth > 0 {
        &["pmv-11.3.3.f", "pmv-11.3.3.g"]
    } else {
        &["pmv-11.3.3.a"]
    };
    cx.emit(PmvEvent::Discard { cards }, &[rules]);
}

fn discard_rules(timing: Timing, depth: u32) -> &'static [RuleId] {
    match (timing, depth > 0) {
        (Timing::WhenDiscarding, false) => &["pmv-11.3.3.b"],
        (Timing::WhenBeingDiscarded, false) => &["pmv-11.3.3.c"],
        (Timing::WhenDiscarded, false) => &["pmv-11.3.3.d"],
        (_, false) => &["pmv-11.3.3.e"],
        (Timing::WhenDiscarding, true) => &["pmv-11.3.3.b", "pmv-11.3.3.g"],
        (Timing::WhenBeingDiscarded, true) => &["pmv-11.3.3.c", "pmv-11.3.3.g"],
        (Timing::WhenDiscarded, true) => &["pmv-11.3.3.d", "pmv-11.3.3.g"],
        (_, true) => &["pmv-11.3.3.e", "pmv-11.3.3.g"],
    }
}

/// 11.3.3.b–e, g: one discard timing resolves for the set cards still on the field.
pub(crate) fn run_discard_timing(cx: &mut Pcx<'_>, cards: &[CardId], timing: Timing, depth: u32) {
    // Usually every set card is still there: then the list is used as it is.
    let st = cx.state();
    let cards: Cow<'_, [CardId]> = if cards.iter().all(|&c| in_field(st, c)) {
        Cow::Borrowed(cards)
    } else {
        cards.iter().copied().filter(|&c| in_field(st, c)).collect()
    };
    let rules = discard_rules(timing, depth);
    if cx.emitting() {
        let objects = cards.iter().map(|&c| cx.state().object(c)).collect();
        cx.emit(
            PmvEvent::Resolving {
                timing,
                cards: objects,
            },
            &[rules],
        );
    }
    // The set cards are still set: only equipment and talisman set cards' own text is
    // live (11.3.11.a/b).
    resolve_timing(
        cx,
        timing,
        &cards,
        |st, c| in_field(st, c) && text_live(st, c),
        None,
        rules,
    );
}

/// 11.3.3.h: the card has arrived; its set cards that have not moved meanwhile go to the top of their owners' underworlds, each owner ordering their own (11.1.2: one moved elsewhere stays there).
pub(crate) fn run_set_cards_to_underworld(cx: &mut Pcx<'_>, host: CardId, cards: Vec<ObjectId>) {
    let st = cx.state();
    let event = PmvEvent::HostArrived {
        host: st.object(host),
        zone: st.zone_of(host),
    };
    cx.emit(event, &[&["pmv-11.3.3.h"]]);
    cx.ext_mut().leaving.remove(&host);
    let mut by_owner: BTreeMap<PlayerId, Vec<ObjectId>> = BTreeMap::new();
    for o in cards {
        let st = cx.state();
        if st.card(o.card).generation != o.generation {
            cx.emit(PmvEvent::MoveEnded { card: o }, &[&["pmv-11.1.2"]]);
            continue;
        }
        by_owner.entry(st.card(o.card).owner).or_default().push(o);
    }
    if by_owner.is_empty() {
        return;
    }
    if cx.emitting() {
        let all = by_owner.values().flatten().copied().collect();
        cx.emit(
            PmvEvent::SetCardsToUnderworld { cards: all },
            &[&["pmv-11.3.3.h"]],
        );
    }
    let tasks = by_owner
        .into_iter()
        .map(|(owner, objs)| {
            // Each owner's list has at least the object that created it.
            let template = MoveTask::new(
                objs[0],
                owner,
                Destination {
                    kind: UNDERWORLD,
                    player: Some(owner),
                },
                Cause::Special(SET_CARD_DISCARD.into()),
            );
            Task::Order {
                remaining: objs,
                chosen: Vec::new(),
                template,
                decider: owner,
            }
        })
        .collect();
    schedule_tasks(cx, tasks);
}

/// 11.3.11.d: set cards move along with their host from field to field.
pub(crate) fn run_carry(cx: &mut Pcx<'_>, cards: &[CardId], to: ZoneId) {
    let objects: Vec<ObjectId> = cards.iter().map(|&c| cx.state().object(c)).collect();
    if cx.emitting() {
        cx.emit(
            PmvEvent::Carried {
                cards: objects.clone(),
            },
            &[&["pmv-11.3.11.d"]],
        );
    }
    let tasks = objects
        .into_iter()
        .map(|o| {
            Task::Move(MoveTask::new(
                o,
                to.player.unwrap_or(PlayerId(0)),
                Destination {
                    kind: to.kind,
                    player: to.player,
                },
                Cause::Special("carried".into()),
            ))
        })
        .collect();
    schedule_tasks(cx, tasks);
}

/// 11.1.2: a card that arrived and was moved on by the work its arrival set off still counts as moved.
pub(crate) fn run_move_done(cx: &mut Pcx<'_>, object: ObjectId, zone: ZoneId) {
    if cx.state().object(object.card) != object {
        cx.emit(
            PmvEvent::MoveCountedDone { object, zone },
            &[&["pmv-11.1.2"]],
        );
    }
}
