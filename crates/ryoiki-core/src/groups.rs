//! Splitting cards into groups (PMV 11.10 グループに分ける): a general process.
//!
//! The processing player decides, one card at a time, which group each card joins (a
//! [`DecisionKind::SplitCard`] whose options are `group 1` … `group N`).
//! No group may stay empty: once the cards left are as many as the empty groups, only
//! empty groups are offered. If there are fewer cards than groups, the split cannot be
//! made and does not apply (a `not-applied` event; nothing changes). When every card is
//! placed, the result is announced to every player (a `groups` event naming every card
//! by group) and kept as an [`EffectBody::Groups`] effect; the groups exist only while
//! that effect does and vanish when it ends.
//!
//! [`DecisionKind::SplitCard`]: crate::DecisionKind::SplitCard
//! [`EffectBody::Groups`]: crate::EffectBody::Groups

use crate::decision::{Decision, DecisionKind, GameOption};
use crate::effect::EffectBody;
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::ids::{ObjectId, PlayerId};
use crate::state::Task;

impl Game {
    pub(crate) fn check_split(&self, cards: &[ObjectId], count: u32) -> Result<(), ActionError> {
        self.check_range(cards)?;
        if count >= 1 {
            Ok(())
        } else {
            Err(ActionError::BadArgument {
                action: "split".into(),
                what: crate::words::phrase("need-group-count"),
            })
        }
    }

    pub(crate) fn apply_split<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        cards: Vec<ObjectId>,
        count: u32,
        label: String,
        sink: &mut S,
    ) {
        let n = count as usize;
        if cards.len() < n {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object: cards[0],
                    what: crate::event::Unapplied::Split,
                },
                rules: cite(&[self
                    .rules
                    .process_rules(crate::ruleset::ProcessStep::SplitImpossible)]),
            });
            return;
        }
        self.state.agenda.push(Task::Split {
            label,
            decider: player,
            remaining: cards,
            groups: vec![Vec::new(); n],
        });
    }

    /// Runs a split task: asks for the next card, or announces the result.
    pub(crate) fn step_split<S: EventSink + ?Sized>(
        &mut self,
        label: String,
        decider: PlayerId,
        remaining: Vec<ObjectId>,
        groups: Vec<Vec<ObjectId>>,
        sink: &mut S,
    ) -> Option<Decision> {
        let Some(&next) = remaining.first() else {
            let effect = self.add_effect(
                label,
                Some(decider),
                EffectBody::Groups {
                    groups: groups.clone(),
                },
                sink,
            );
            sink.emit(Event {
                kind: EventKind::Grouped { effect, groups },
                rules: cite(&[self
                    .rules
                    .process_rules(crate::ruleset::ProcessStep::SplitShown)]),
            });
            return None;
        };
        let options = offered(&groups, &remaining)
            .map(|i| GameOption {
                label: format!("group {}", i + 1),
                object: Some(next),
            })
            .collect();
        self.state.agenda.push(Task::Split {
            label,
            decider,
            remaining,
            groups,
        });
        Some(Decision {
            decider,
            kind: DecisionKind::SplitCard { options },
        })
    }

    /// Places the next card of a split in the group the answer picks: the `pick`-th of
    /// the groups the decision offered, worked out again from the split as it stands.
    pub(crate) fn answer_split(&mut self, pick: usize) {
        let Some(Task::Split {
            remaining, groups, ..
        }) = self.state.agenda.last_mut()
        else {
            return;
        };
        let picked = offered(groups, remaining).nth(pick);
        if let Some(k) = picked {
            let card = remaining.remove(0);
            groups[k].push(card);
        }
    }
}

/// The groups (by index) the next card may join: every group, or once the cards left
/// are no more than the empty groups, only the empty ones (no group may stay empty).
/// The decision's options and its answer both read it, so an answer is an index, never
/// a label to parse.
fn offered<'a>(
    groups: &'a [Vec<ObjectId>],
    remaining: &[ObjectId],
) -> impl Iterator<Item = usize> + 'a {
    let empty = groups.iter().filter(|g| g.is_empty()).count();
    let only_empty = !remaining.is_empty() && remaining.len() <= empty;
    groups
        .iter()
        .enumerate()
        .filter(move |(_, g)| !only_empty || g.is_empty())
        .map(|(i, _)| i)
}
