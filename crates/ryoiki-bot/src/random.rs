//! [`RandomBot`]: a random pick among the listed actions that keep the seat in the game.

use crate::bot::Bot;
use crate::turn::Turn;
use ryoiki_core::Flow;
use ryoiki_core::rng::splitmix64_next;

/// Picks uniformly at random, from its own seed, among:
/// 1. the answers to a pending decision of its seat, when any is listed;
/// 2. otherwise every listed action that does not take the seat out of the game
///    ([`Flow::Leaves`]: conceding, leaving). It never leaves, so with only leaving
///    actions listed it picks none.
///
/// With a pace ([`RandomBot::paced`]) it first hands the move on (passes priority, ends
/// its turn: the first listed [`Flow::HandsOn`] action) with that chance, so that at a
/// table with hundreds of free moves listed the game still moves on.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: u64,
    /// The chance of handing the move on when it may, in 256ths.
    hands_on: u8,
}

impl RandomBot {
    /// A random bot drawing from `seed`, uniform among the actions it may pick.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: seed,
            hands_on: 0,
        }
    }

    /// A random bot that hands the move on with chance `hands_on`/256 whenever a listed
    /// action does (the online table's bots: 96, so 3 in 8), else picks as
    /// [`RandomBot::new`] does.
    pub fn paced(seed: u64, hands_on: u8) -> RandomBot {
        RandomBot {
            rng: seed,
            hands_on,
        }
    }

    fn next(&mut self) -> u64 {
        splitmix64_next(&mut self.rng)
    }

    /// One of `n` at random.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

impl Bot for RandomBot {
    fn kind(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, turn: &Turn<'_>) -> Option<usize> {
        let answers: Vec<usize> = turn.answers().collect();
        if !answers.is_empty() {
            return Some(answers[self.below(answers.len())]);
        }
        if self.hands_on > 0 {
            let r = self.next();
            let hand_on = (0..turn.actions().len()).find(|&i| turn.flow(i) == Flow::HandsOn);
            if let Some(i) = hand_on
                && r & 0xFF < u64::from(self.hands_on)
            {
                return Some(i);
            }
        }
        let staying: Vec<usize> = turn.staying().collect();
        if staying.is_empty() {
            return None;
        }
        Some(staying[self.below(staying.len())])
    }
}
