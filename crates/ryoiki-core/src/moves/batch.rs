//! The engine side of a batch (see [`crate::batch`]): scheduling, settling, grouping
//! and ordering the moves of one simultaneous move.

use crate::batch::{Arrival, Batch};
use crate::decision::{Decision, DecisionKind};
use crate::game::Game;
use crate::ids::ObjectId;
use crate::state::{MoveStage, MoveTask, Task};
use crate::zone::{Ordering, Position};

impl Game {
    /// The objects a mass move is about: every card (not an ability) in a zone of kind
    /// `from` (any zone when `None`) that `filter` matches, in zone order, bottom first.
    pub fn matching_objects(
        &self,
        filter: &crate::effect::CardFilter,
        from: Option<crate::ids::ZoneKind>,
    ) -> Vec<ObjectId> {
        let mut out = Vec::new();
        for zone in &self.state.zones {
            if from.is_some_and(|k| k != zone.id.kind) {
                continue;
            }
            for &card in &zone.cards {
                let c = self.state.card(card);
                if c.ability.is_none() && self.card_matches(filter, card) {
                    out.push(self.state.object(card));
                }
            }
        }
        out
    }

    /// Starts a batch: every move settles its destination first (see the module).
    pub(crate) fn schedule_batch(&mut self, moves: Vec<MoveTask>) {
        self.state.agenda.push(Task::Batch(Batch::default()));
        for mut m in moves.into_iter().rev() {
            m.in_batch = true;
            self.state.agenda.push(Task::Move(m));
        }
    }

    /// A move of a batch whose destination is final waits in its batch (the nearest one
    /// on the agenda, which is the one it belongs to: later batches sit above it).
    pub(crate) fn park(&mut self, mv: MoveTask) {
        let batch = self.state.agenda.iter_mut().rev().find_map(|t| match t {
            Task::Batch(b) if b.groups.is_none() => Some(b),
            _ => None,
        });
        match batch {
            Some(b) => b.settled.push(mv),
            None => {
                // No batch to wait in (a saved state from before batches): it moves now.
                let mut mv = mv;
                mv.in_batch = false;
                self.state.agenda.push(Task::Move(mv));
            }
        }
    }

    /// Whether a group needs its owner to order it: two or more cards still to place in
    /// a zone that keeps order.
    fn needs_order(&self, a: &Arrival) -> bool {
        a.remaining.len() > 1
            && self.spec(a.zone.kind).ordering == Ordering::Ordered
            && a.remaining.iter().any(|m| m.position != Position::Shuffled)
    }

    /// Runs a batch once the moves above it have settled: asks for the next order, or
    /// moves every card.
    pub(crate) fn step_batch(&mut self, mut batch: Batch) -> Option<Decision> {
        if batch.groups.is_none() {
            let settled = std::mem::take(&mut batch.settled);
            batch.groups = Some(self.group_arrivals(settled));
        }
        let mut groups = batch.groups.take().unwrap_or_default();
        for g in &mut groups {
            // A card another effect has moved meanwhile is no longer offered.
            g.remaining
                .retain(|m| self.state.card(m.object.card).generation == m.object.generation);
        }
        if let Some(g) = groups.iter().find(|g| self.needs_order(g)) {
            let d = Decision {
                decider: g.owner,
                kind: DecisionKind::OrderCards {
                    zone: g.zone,
                    remaining: g.objects(),
                },
            };
            batch.groups = Some(groups);
            self.state.agenda.push(Task::Batch(batch));
            return Some(d);
        }
        let mut moves = Vec::new();
        for g in groups {
            let ordered = !g.chosen.is_empty();
            let known = ordered.then(|| {
                if self.spec(g.zone.kind).visibility.is_public() {
                    self.state.all_players()
                } else {
                    crate::ids::PlayerSet::only(g.owner)
                }
            });
            let mut group: Vec<MoveTask> = g.chosen.into_iter().chain(g.remaining).collect();
            if group.first().is_some_and(|m| m.position.stacks_downward()) {
                // Each card placed at the bottom goes below the last one: the first pick
                // must go last to end deepest.
                group.reverse();
            }
            for mut m in group {
                m.in_batch = false;
                m.stage = MoveStage::Execute;
                if known.is_some() {
                    m.known_override = known;
                }
                moves.push(m);
            }
        }
        for m in moves.into_iter().rev() {
            self.state.agenda.push(Task::Move(m));
        }
        None
    }

    /// Groups settled moves by real destination and owner, in the order each group's
    /// first card settled.
    fn group_arrivals(&self, settled: Vec<MoveTask>) -> Vec<Arrival> {
        let mut groups: Vec<Arrival> = Vec::new();
        for m in settled {
            let Some(zone) = m.dest else { continue };
            let owner = self.state.card(m.object.card).owner;
            match groups
                .iter_mut()
                .find(|g| g.zone == zone && g.owner == owner)
            {
                Some(g) => g.remaining.push(m),
                None => groups.push(Arrival {
                    zone,
                    owner,
                    chosen: Vec::new(),
                    remaining: vec![m],
                }),
            }
        }
        groups
    }

    /// Records one pick of a batch's order (the batch is on top of the agenda). The pick
    /// is only recorded: the cards move together once every order is complete, so no
    /// one watching learns it pick by pick (FoW 3.1.d).
    pub(crate) fn pick_in_batch(&mut self, mut batch: Batch, object: ObjectId) {
        if let Some(groups) = batch.groups.as_mut() {
            let pending = groups.iter().position(|g| self.needs_order(g));
            if let Some(g) = pending.and_then(|i| groups.get_mut(i))
                && let Some(i) = g.remaining.iter().position(|m| m.object == object)
            {
                let m = g.remaining.remove(i);
                g.chosen.push(m);
            }
        }
        self.state.agenda.push(Task::Batch(batch));
    }
}
