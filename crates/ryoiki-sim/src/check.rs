//! The checks of `Sim::check`, after every action: the soak's invariants and leak
//! checks, through their public API (`ryoiki_scenario::leak`, `ryoiki_games::seats`).
//!
//! - Every card is in exactly one place (`State::conservation_problems`).
//! - No card's generation goes back (no object id is reused).
//! - No player's view shows what that player may not know ([`LeakCheck`]).
//! - What each player is told of the action (its events) and what the acting seat is
//!   offered next hold no hidden identity; every tenth action, every seat's offers
//!   ([`SeatMessages`]).
//! - At the end, the game's actions replayed from its start give its state.

use crate::report::{MAX_VIOLATIONS, Violation};
use crate::words::say;
use ryoiki_core::{Action, Event, Game, Phrase, PlayerId};
use ryoiki_scenario::leak::LeakCheck;
use ryoiki_scenario::seats::SeatMessages;

/// The checks of one game under way.
pub(crate) struct Checks {
    start: Game,
    actions: Vec<Action>,
    leaks: LeakCheck,
    messages: SeatMessages,
    generations: Vec<u32>,
    names: Vec<String>,
    found: Vec<Violation>,
}

impl Checks {
    /// The checks of a game as it is before the bots' first action.
    pub(crate) fn new(game: &Game) -> Checks {
        let cards = game.state().cards();
        let mut checks = Checks {
            start: game.clone(),
            actions: Vec::new(),
            leaks: LeakCheck::new(),
            messages: SeatMessages::new(game),
            generations: cards.iter().map(|c| c.generation).collect(),
            names: (0..cards.len()).map(|i| format!("c{i}")).collect(),
            found: Vec::new(),
        };
        let problems = checks.leaks.check_words(game, &checks.names);
        checks.record(0, problems);
        checks
    }

    /// After the `step`-th action, `action` by `actor`, which caused `events`.
    pub(crate) fn step(
        &mut self,
        step: u64,
        game: &Game,
        action: &Action,
        events: &[Event],
        actor: PlayerId,
    ) {
        self.actions.push(action.clone());
        let mut problems = game.state().conservation_problems();
        let cards = game.state().cards();
        self.generations.resize(cards.len(), 0);
        self.names
            .extend((self.names.len()..cards.len()).map(|i| format!("c{i}")));
        for (i, c) in cards.iter().enumerate() {
            if c.generation < self.generations[i] {
                problems.push(say("sim-generation-back").arg("card", format!("c{i}")));
            }
            self.generations[i] = c.generation;
        }
        problems.extend(self.leaks.check_words(game, &self.names));
        problems.extend(
            self.messages
                .step_words(game, events, actor, step % 10 == 0),
        );
        self.record(step, problems);
    }

    /// The end of the game: its actions replayed from its start must give its state.
    /// Every violation found.
    pub(crate) fn finish(mut self, game: &Game) -> Vec<Violation> {
        let mut replay = self.start.clone();
        for a in &self.actions {
            // Every kept action was accepted when taken.
            let _ = replay.apply(a.clone(), &mut ryoiki_core::NullSink);
        }
        if replay.state() != game.state() {
            let p = say("sim-replay-differs").arg("count", self.actions.len());
            self.record(self.actions.len() as u64, vec![p]);
        }
        self.found
    }

    fn record(&mut self, step: u64, problems: Vec<Phrase>) {
        for problem in problems {
            if self.found.len() < MAX_VIOLATIONS {
                self.found.push(Violation { step, problem });
            }
        }
    }
}
