//! The window of recent actions a soak game keeps: bounded however long the game, and
//! always enough to replay from its snapshot and to shrink a violation from.

use ryoiki_core::{Action, Game};

/// Actions kept by a soak for replays and shrinking, in each half of its window: a game
/// keeps between [`WINDOW`] and twice as many of its latest actions (plus those since the
/// last checkpoint), about 24 MiB at most.
pub const WINDOW: usize = 50_000;

/// The recent actions of a soak game, bounded: the actions since a snapshot of the game,
/// which moves forward at checkpoints so that at most twice `half` actions plus twice
/// those between two checkpoints are kept, and, once the game is longer than that, at
/// least `half` (so a violation can be shrunk from them). While the game is short, the
/// snapshot is its start.
#[derive(Clone, Debug)]
pub struct ActionWindow {
    half: usize,
    /// Actions of the game before `actions`, no longer kept.
    dropped: usize,
    /// The game after `dropped` actions; `None` while nothing was dropped.
    from: Option<Game>,
    actions: Vec<Action>,
    /// A later checkpoint: how many of `actions` come before it, and the game there.
    next: Option<(usize, Game)>,
}

impl ActionWindow {
    /// An empty window for a game at its start, keeping `half` to twice `half` actions.
    pub fn new(half: usize) -> Self {
        ActionWindow {
            half: half.max(1),
            dropped: 0,
            from: None,
            actions: Vec::new(),
            next: None,
        }
    }

    /// Adds the game's next action.
    pub fn push(&mut self, action: Action) {
        self.actions.push(action);
    }

    /// A point where the window may move on: `game` is the game after every action pushed
    /// so far. Once `half` actions are kept, a snapshot is taken here; once `half` more
    /// follow it, the actions before that snapshot are dropped and it becomes the start.
    pub fn checkpoint(&mut self, game: &Game) {
        match &self.next {
            None if self.actions.len() >= self.half => {
                self.next = Some((self.actions.len(), game.clone()));
            }
            Some((at, _)) if self.actions.len() - at >= self.half => {
                let (at, snapshot) = self.next.take().expect("matched");
                self.actions.drain(..at);
                self.dropped += at;
                self.from = Some(snapshot);
                self.next = Some((self.actions.len(), game.clone()));
            }
            _ => {}
        }
    }

    /// The actions kept, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// How many of the game's actions came before those kept.
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// How many actions the game has taken in all.
    pub fn total(&self) -> usize {
        self.dropped + self.actions.len()
    }

    /// The game before the actions kept: `None` when they are the whole game.
    pub fn from(&self) -> Option<&Game> {
        self.from.as_ref()
    }

    /// The actions kept from the game's `index`-th action on (`index` at least
    /// [`dropped`](Self::dropped)).
    pub fn since(&self, index: usize) -> &[Action] {
        &self.actions[index.saturating_sub(self.dropped).min(self.actions.len())..]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::soak_start;
    use ryoiki_core::{ZoneId, ZoneKind};
    use ryoiki_games::GameKind;

    /// A distinct action for each number.
    fn action(i: usize) -> Action {
        Action::SetLimit {
            zone: ZoneId {
                kind: ZoneKind(0),
                player: None,
            },
            limit: Some(i as u32),
        }
    }

    /// A distinct game for each checkpoint, to tell which one a window starts from.
    fn marker(checkpoint: usize) -> Game {
        let rules = GameKind::named("fow").rules();
        soak_start(GameKind::named("fow"), None, checkpoint as u64)
            .unwrap()
            .game(rules)
            .unwrap()
    }

    #[test]
    fn the_window_keeps_between_half_and_twice_half_the_latest_actions() {
        let (half, every) = (100, 30);
        let mut w = ActionWindow::new(half);
        for i in 0..3_000 {
            w.push(action(i));
            assert_eq!(w.total(), i + 1);
            assert!(
                w.actions().len() <= 2 * (half + every),
                "{}",
                w.actions().len()
            );
            if i >= 2 * half + every {
                assert!(w.actions().len() >= half, "{}", w.actions().len());
            }
            // The actions kept are the latest ones, in order.
            assert_eq!(w.actions().last(), Some(&action(i)));
            assert_eq!(w.actions()[0], action(w.dropped()));
            assert_eq!(w.since(i), &[action(i)]);
            if (i + 1) % every == 0 {
                w.checkpoint(&marker((i + 1) / every));
                // The window starts from the game as it was after the actions dropped.
                match w.from() {
                    None => assert_eq!(w.dropped(), 0),
                    Some(g) => {
                        assert_eq!(w.dropped() % every, 0);
                        assert_eq!(g.state(), marker(w.dropped() / every).state());
                    }
                }
            }
        }
        assert!(w.dropped() >= 3_000 - 2 * half - every);
    }

    #[test]
    fn a_short_game_is_kept_whole_from_its_start() {
        let mut w = ActionWindow::new(50);
        for i in 0..99 {
            w.push(action(i));
            w.checkpoint(&marker(1));
        }
        assert_eq!((w.dropped(), w.actions().len()), (0, 99));
        assert!(w.from().is_none());
        w.push(action(99));
        w.checkpoint(&marker(1));
        assert_eq!((w.dropped(), w.actions().len()), (50, 50));
    }
}
