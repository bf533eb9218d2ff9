//! The steps of leaving the field (11.3.3 a–h), of set cards travelling with their host
//! (11.3.11.d), and the end of a move (11.1.2).

use crate::abilities::Timing;
use crate::cards::text_live;
use crate::events::{PmvDecision, PmvEvent};
use crate::resolve::{may_act, timing_moves};
use crate::rule_set::Pcx;
use crate::tasks::{PmvTask, game_task, schedule_tasks};
use crate::zones::{SET_CARD_DISCARD, UNDERWORLD, in_field};
use ryoiki_core::{
    CardId, Cause, Destination, GameOption, MoveTask, ObjectId, PlayerId, RuleId, State, Task,
    ZoneId,
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
            // The rest waits behind the moves: the levels left, if any, then the order
            // of the set cards (11.3.3.h), asked once they are all discarded.
            cx.schedule_core(game_task(PmvTask::LeaveField {
                host,
                noted: None,
                levels,
                depth: stage.depth,
                next: stage.next,
            }));
            schedule_tasks(cx, moves);
            return;
        }
    }
    ask_set_card_order(cx, host, None);
}

/// 11.3.3.h, asked before the card moves: each owner, in player order from the one after
/// `after` (the first when none), who has two or more of the noted set cards still on
/// the field orders them. The card and its set cards are still together on the field
/// while the owner decides; the order chosen is written into the noted list, and once
/// the card has arrived they move in it with no decision ([`run_set_cards_to_underworld`]).
/// A card that has itself been moved on meanwhile (11.1.2) asks nothing.
pub(crate) fn ask_set_card_order(cx: &mut Pcx<'_>, host: CardId, after: Option<PlayerId>) {
    let st = cx.state();
    if !in_field(st, host) {
        return;
    }
    let Some(noted) = cx.ext().leaving.get(&host) else {
        return;
    };
    // The owners in player order, each once: the lowest owner above the last one tried.
    let mut last = after;
    let owner = loop {
        let next = noted
            .iter()
            .filter(|o| live(st, o))
            .map(|o| st.card(o.card).owner)
            .filter(|&p| last.is_none_or(|a| p > a))
            .min();
        let Some(p) = next else {
            return;
        };
        if noted.iter().filter(|o| mine(st, o, p)).nth(1).is_some() {
            break p;
        }
        last = Some(p);
    };
    wait_for_order(cx, host, owner, 0);
}

/// As at 11.3.3.h: a noted set card still the object it was (one moved elsewhere
/// meanwhile stays there, 11.1.2).
fn live(st: &State, o: &ObjectId) -> bool {
    st.card(o.card).generation == o.generation
}

/// Whether a noted set card is still there and `owner`'s: one of the cards they order.
fn mine(st: &State, o: &ObjectId, owner: PlayerId) -> bool {
    live(st, o) && st.card(o.card).owner == owner
}

/// Asks `owner` which of their set cards not yet placed goes onto their underworld next:
/// their noted set cards still there, after the first `chosen` (picked already, in the
/// order picked).
fn wait_for_order(cx: &mut Pcx<'_>, host: CardId, owner: PlayerId, chosen: u32) {
    let st = cx.state();
    let Some(noted) = cx.ext().leaving.get(&host) else {
        return;
    };
    let options = noted
        .iter()
        .filter(|o| mine(st, o, owner))
        .skip(chosen as usize)
        .map(|&o| GameOption {
            label: st.def(o.card).name().to_string(),
            object: Some(o),
        })
        .collect();
    cx.wait(
        owner,
        PmvDecision::OrderSetCards {
            host,
            owner,
            chosen,
        },
        options,
        &[&["pmv-11.3.3.h"]],
    );
}

/// 11.3.3.h: `owner` picked the `pick`th of their set cards not yet placed to go onto
/// their underworld next. The noted list keeps each owner's set cards in their own
/// places, the picked ones first in the order picked: the pick moves up to follow them.
/// Once one card (or none) is left, the owner's order is complete and the next owner is
/// asked.
pub(crate) fn answer_set_card_order(
    cx: &mut Pcx<'_>,
    host: CardId,
    owner: PlayerId,
    chosen: u32,
    pick: u32,
) {
    let Some(noted) = cx.ext_mut().leaving.get_mut(&host) else {
        return;
    };
    // Taken out while the state is read (nothing moves while an owner decides).
    let mut list = std::mem::take(noted);
    let st = cx.state();
    let (first, at) = (chosen as usize, chosen as usize + pick as usize);
    let mut count = 0;
    let mut carry = None;
    for (n, o) in list.iter().filter(|o| mine(st, o, owner)).enumerate() {
        if n == at {
            carry = Some(*o);
        }
        count += 1;
    }
    // The pick goes to the first place not yet picked; the cards between move down one.
    if let Some(mut carry) = carry {
        let mut n = 0;
        for o in list.iter_mut() {
            if !mine(st, o, owner) {
                continue;
            }
            if (first..=at).contains(&n) {
                std::mem::swap(o, &mut carry);
            }
            n += 1;
        }
    }
    if let Some(noted) = cx.ext_mut().leaving.get_mut(&host) {
        *noted = list;
    }
    if count > first + 2 {
        wait_for_order(cx, host, owner, chosen + 1);
    } else {
        ask_set_card_order(cx, host, Some(owner));
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

/// 11.3.3.h: the card has arrived; its set cards that have not moved meanwhile go to the
/// top of their owners' underworlds, in the order each owner chose before the card moved
/// ([`ask_set_card_order`]), with no decision now (11.1.2: one moved elsewhere stays
/// there).
pub(crate) fn run_set_cards_to_underworld(cx: &mut Pcx<'_>, host: CardId, cards: Vec<ObjectId>) {
    let st = cx.state();
    let event = PmvEvent::HostArrived {
        host: st.object(host),
        zone: st.zone_of(host),
    };
    cx.emit(event, &[&["pmv-11.3.3.h"]]);
    // The noted list, ordered by the owners, is the one; a task saved with its own list
    // and none noted goes by that.
    let mut cards = cx.ext_mut().leaving.remove(&host).unwrap_or(cards);
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
    // In the order chosen, owner by owner: the first card moves first and ends deepest.
    // Everyone knows where each lands, as with any ordered batch into a public zone.
    let known = cx.state().all_players();
    let mut moves = Vec::with_capacity(groups.iter().map(|(_, g)| g.len()).sum());
    for (owner, objs) in groups {
        for o in objs {
            let mut mv = MoveTask::new(
                o,
                owner,
                Destination {
                    kind: UNDERWORLD,
                    player: Some(owner),
                },
                SET_CARD_DISCARD,
            );
            mv.known_override = Some(known);
            moves.push(Task::Move(mv));
        }
    }
    schedule_tasks(cx, moves);
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
