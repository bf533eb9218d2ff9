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
use crate::event::EventSink;
use crate::game::Game;
use crate::game_action::NamedAction;
use crate::general::need_objects;
use crate::ids::PlayerSet;

impl Game {
    pub(crate) fn check_choose_random(&self, a: &NamedAction) -> Result<(), ActionError> {
        let cards = need_objects(a, "cards")?;
        for (i, o) in cards.iter().enumerate() {
            self.resolve(*o)?;
            if cards[..i].iter().any(|x| x.card == o.card) {
                return Err(ActionError::DuplicateCard(o.card));
            }
        }
        let count = a.int("count").unwrap_or(1);
        if count < 1 || count as usize > cards.len() {
            return Err(ActionError::BadArgument {
                action: a.name.clone(),
                what: format!("a count from 1 to {}, not {count}", cards.len()),
            });
        }
        Ok(())
    }

    pub(crate) fn apply_choose_random<S: EventSink + ?Sized>(
        &mut self,
        a: NamedAction,
        sink: &mut S,
    ) {
        let mut range = a.objects("cards").expect("checked");
        let count = a.int("count").unwrap_or(1) as usize;
        for o in &range {
            self.state.cards[o.card.index()].known_by = PlayerSet::NONE;
        }
        self.game_event(
            sink,
            "range-made-unknown",
            format!(
                "{} cards are made unknown to every player before the choice",
                range.len()
            ),
            range.clone(),
            &[self.rules.process_rules("random-unknown")],
        );
        let mut chosen = Vec::with_capacity(count);
        for _ in 0..count {
            let i = self.state.rng.below(range.len() as u64) as usize;
            chosen.push(range.remove(i));
        }
        let names: Vec<String> = chosen.iter().map(|o| self.label(*o)).collect();
        self.game_event(
            sink,
            "chosen-at-random",
            format!("chosen at random: {}", names.join(", ")),
            chosen,
            &[self.rules.process_rules("random")],
        );
    }
}
