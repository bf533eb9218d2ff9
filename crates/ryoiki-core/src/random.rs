//! Choosing at random (PMV 11.9 無作為に選ぶ): a general process.
//!
//! First the range is made unknown to every player: no one keeps knowledge of which card
//! stands where among them (a card's `known_by` is cleared), even if their fronts were
//! public — in the engine no player can name a position to aim at, because the choice is
//! not theirs: it comes from the game's RNG (PMV 11.9.2's 'turn them face down and
//! shuffle'). Then `count` distinct cards are drawn uniformly, and the choice is
//! recorded as a `chosen-at-random` event naming them, so a replay with the same seed
//! chooses the same.

use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::ids::{ObjectId, PlayerSet};

impl Game {
    pub(crate) fn check_choose_random(
        &self,
        cards: &[ObjectId],
        count: u32,
    ) -> Result<(), ActionError> {
        self.check_range(cards)?;
        if count < 1 || count as usize > cards.len() {
            return Err(ActionError::BadArgument {
                action: "choose-random".into(),
                what: crate::words::phrase("need-random-count")
                    .arg("max", cards.len())
                    .arg("count", count),
            });
        }
        Ok(())
    }

    pub(crate) fn apply_choose_random<S: EventSink + ?Sized>(
        &mut self,
        mut range: Vec<ObjectId>,
        count: u32,
        sink: &mut S,
    ) {
        for o in &range {
            self.state.cards[o.card.index()].known_by = PlayerSet::NONE;
        }
        sink.emit(Event {
            kind: EventKind::RangeMadeUnknown {
                objects: range.clone(),
            },
            rules: cite(&[self
                .rules
                .process_rules(crate::ruleset::ProcessStep::RandomUnknown)]),
        });
        let mut chosen = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let i = self.state.rng.below(range.len() as u64) as usize;
            chosen.push(range.remove(i));
        }
        sink.emit(Event {
            kind: EventKind::ChosenAtRandom { objects: chosen },
            rules: cite(&[self
                .rules
                .process_rules(crate::ruleset::ProcessStep::Random)]),
        });
    }
}
