//! Splitting cards into groups (PMV 11.10 グループに分ける): a general process.
//!
//! The processing player decides, one card at a time, which group each card joins (a
//! [`DecisionKind::Named`] named `split-card` whose options are `group 1` … `group N`).
//! No group may stay empty: once the cards left are as many as the empty groups, only
//! empty groups are offered. If there are fewer cards than groups, the split cannot be
//! made and does not apply (a `not-applied` event; nothing changes). When every card is
//! placed, the result is announced to every player (a `groups` event naming every card
//! by group) and kept as an [`EffectBody::Groups`] effect; the groups exist only while
//! that effect does and vanish when it ends.
//!
//! [`DecisionKind::Named`]: crate::DecisionKind::Named
//! [`EffectBody::Groups`]: crate::EffectBody::Groups

use crate::decision::{Decision, DecisionKind, GameOption};
use crate::effect::EffectBody;
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::game_action::NamedAction;
use crate::general::need_objects;
use crate::ids::{ObjectId, PlayerId};
use crate::state::Task;

/// The name of the decision a split asks for.
pub const SPLIT_DECISION: &str = "split-card";

impl Game {
    pub(crate) fn check_split(&self, a: &NamedAction) -> Result<(), ActionError> {
        let cards = need_objects(a, "cards")?;
        for (i, o) in cards.iter().enumerate() {
            self.resolve(*o)?;
            if cards[..i].iter().any(|x| x.card == o.card) {
                return Err(ActionError::DuplicateCard(o.card));
            }
        }
        match a.int("count") {
            Some(n) if n >= 1 => Ok(()),
            _ => Err(ActionError::BadArgument {
                action: a.name.clone(),
                what: "a number of groups (at least 1) as `count`".into(),
            }),
        }
    }

    pub(crate) fn apply_split<S: EventSink + ?Sized>(&mut self, a: NamedAction, sink: &mut S) {
        let cards = a.objects("cards").expect("checked");
        let n = a.int("count").expect("checked") as usize;
        if cards.len() < n {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object: cards[0],
                    what: "split",
                },
                rules: cite(&[self.rules.process_rules("split-impossible")]),
            });
            return;
        }
        self.state.agenda.push(Task::Split {
            label: a.text("label").unwrap_or("groups").to_string(),
            decider: a.player,
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
            let text = groups
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    let names: Vec<String> = g.iter().map(|o| self.label(*o)).collect();
                    format!("group {}: {}", i + 1, names.join(", "))
                })
                .collect::<Vec<_>>()
                .join("; ");
            let all: Vec<ObjectId> = groups.iter().flatten().copied().collect();
            self.add_effect(label, Some(decider), EffectBody::Groups { groups }, sink);
            self.game_event(
                sink,
                "groups",
                text,
                all,
                &[self.rules.process_rules("split-shown")],
            );
            return None;
        };
        let empty = groups.iter().filter(|g| g.is_empty()).count();
        let only_empty = remaining.len() <= empty;
        let options = groups
            .iter()
            .enumerate()
            .filter(|(_, g)| !only_empty || g.is_empty())
            .map(|(i, _)| GameOption {
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
            kind: DecisionKind::Named {
                name: SPLIT_DECISION.into(),
                options,
            },
        })
    }

    /// Places the next card of a split in the group the answer names.
    pub(crate) fn answer_split(&mut self, label: &str) {
        let Some(Task::Split {
            remaining, groups, ..
        }) = self.state.agenda.last_mut()
        else {
            return;
        };
        let Some(k) = label
            .strip_prefix("group ")
            .and_then(|n| n.parse::<usize>().ok())
        else {
            return;
        };
        if k >= 1 && k <= groups.len() && !remaining.is_empty() {
            let card = remaining.remove(0);
            groups[k - 1].push(card);
        }
    }
}
