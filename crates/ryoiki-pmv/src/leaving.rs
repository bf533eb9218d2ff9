//! The steps of leaving the field (11.3.3 a–h), of set cards travelling with their host
//! (11.3.11.d), and the end of a move (11.1.2).

use crate::abilities::Timing;
use crate::cards::text_live;
use crate::events::PmvEvent;
use crate::resolve::{may_act, timing_moves};
use crate::rule_set::Pcx;
use crate::tasks::{PmvTask, game_task, schedule_tasks};
use crate::zones::{SET_CARD_DISCARD, UNDERWORLD, in_field};
use ryoiki_core::{
    CardId, Cause, Destination, MoveTask, ObjectId, PlayerId, RuleId, State, Task, ZoneId,
};
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

/// Where the discarding of a leaving card's set cards has got to: the level, and the
/// step of that level to run next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stage {
    /// 0 for the leaving card's own set cards, more for set cards of set cards.
    pub(crate) depth: u32,
    /// The discard timing to resolve next; none: 'discard' itself (11.3.3.a, f).
    pub(crate) next: Option<Timing>,
}

impl Stage {
    /// The step after this one: 'discard', its four timings in order (11.3.3.b–e), then
    /// the next level's 'discard' (11.3.3.f).
    fn following(self) -> Stage {
        let at = self
            .next
            .and_then(|t| Timing::DISCARD.iter().position(|&d| d == t));
        match at {
            None => Stage {
                next: Some(Timing::DISCARD[0]),
                ..self
            },
            Some(i) if i + 1 < Timing::DISCARD.len() => Stage {
                next: Some(Timing::DISCARD[i + 1]),
                ..self
            },
            Some(_) => Stage {
                depth: self.depth + 1,
                next: None,
            },
        }
    }
}

/// 11.3.3.a–g for a card leaving the field, from `stage` on: the set cards are noted for
/// h (once, at the start), then each level in turn is discarded and its four timings
/// resolve. The steps run one after another here until an ability moves a card: the
/// move runs next (11.1.1), and the rest of the steps wait behind it as one task.
pub(crate) fn run_leave_field(
    cx: &mut Pcx<'_>,
    host: CardId,
    noted: Option<Vec<ObjectId>>,
    levels: Vec<Vec<CardId>>,
    mut stage: Stage,
) {
    if let Some(noted) = noted {
        cx.ext_mut().leaving.insert(host, noted);
    }
    while let Some(cards) = levels.get(stage.depth as usize) {
        let moves = match stage.next {
            None => {
                run_discard(cx, cards, stage.depth);
                Vec::new()
            }
            Some(timing) => discard_timing_moves(cx, cards, timing, stage.depth),
        };
        stage = stage.following();
        if !moves.is_empty() {
            if (stage.depth as usize) < levels.len() {
                cx.schedule_core(game_task(PmvTask::LeaveField {
                    host,
                    noted: None,
                    levels,
                    depth: stage.depth,
                    next: stage.next,
                }));
            }
            schedule_tasks(cx, moves);
            return;
        }
    }
}

/// 11.3.3.b–e, g: one discard timing resolves for the set cards still on the field.
pub(crate) fn run_discard_timing(cx: &mut Pcx<'_>, cards: &[CardId], timing: Timing, depth: u32) {
    let moves = discard_timing_moves(cx, cards, timing, depth);
    schedule_tasks(cx, moves);
}

/// As [`run_discard_timing`], handing back the moves the abilities make, in order.
fn discard_timing_moves(
    cx: &mut Pcx<'_>,
    cards: &[CardId],
    timing: Timing,
    depth: u32,
) -> Vec<Task> {
    let st = cx.state();
    // With nothing that may act and no one listening, the timing does nothing.
    if !cx.emitting() && !may_act(st, cards, timing) {
        return Vec::new();
    }
    // Usually every set card is still there: then the list is used as it is.
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
    timing_moves(
        cx,
        timing,
        &cards,
        |st, c| in_field(st, c) && text_live(st, c),
        None,
        rules,
    )
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
    let mut cards = cards;
    cards.retain(|o| {
        let moved = cx.state().card(o.card).generation != o.generation;
        if moved {
            cx.emit(PmvEvent::MoveEnded { card: *o }, &[&["pmv-11.1.2"]]);
        }
        !moved
    });
    if cards.is_empty() {
        return;
    }
    let groups = by_owner(cx.state(), cards);
    if cx.emitting() {
        let all = groups.iter().flat_map(|(_, g)| g).copied().collect();
        cx.emit(
            PmvEvent::SetCardsToUnderworld { cards: all },
            &[&["pmv-11.3.3.h"]],
        );
    }
    // Scheduled last first: the first owner orders first.
    for (owner, objs) in groups.into_iter().rev() {
        // Each owner's list has at least the object that created it.
        let template = MoveTask::new(
            objs[0],
            owner,
            Destination {
                kind: UNDERWORLD,
                player: Some(owner),
            },
            SET_CARD_DISCARD,
        );
        cx.schedule_core(Task::Order {
            remaining: objs,
            chosen: Vec::new(),
            template,
            decider: owner,
        });
    }
}

/// `objects` (at least one) grouped by owner, the owners in player order, each group in
/// the order given.
fn by_owner(state: &State, objects: Vec<ObjectId>) -> Vec<(PlayerId, Vec<ObjectId>)> {
    let owner = |o: &ObjectId| state.card(o.card).owner;
    let first = owner(&objects[0]);
    if objects.iter().all(|o| owner(o) == first) {
        return vec![(first, objects)];
    }
    let mut groups: BTreeMap<PlayerId, Vec<ObjectId>> = BTreeMap::new();
    for o in objects {
        groups.entry(owner(&o)).or_default().push(o);
    }
    groups.into_iter().collect()
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
                Cause::game("carried"),
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
