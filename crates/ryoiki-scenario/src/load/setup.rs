//! The setup checked as the game will check it: the core's and the rule set's setup
//! problems (a zone filled over its limit, an orientation in a zone without one, a rule
//! set's own conditions …) found while loading, each at the card or player it is about,
//! so that a file with one names the line and column like every other problem.

use super::{Loader, RawFile, say};
use crate::model::{SCENARIO_VIEW_KEY, Scenario};
use ryoiki_core::{Game, Lang, SetupProblem, Word};
use std::ops::Range;

impl Loader<'_> {
    /// Sets the scenario's game up as the runner will, and reports each problem the core
    /// or the rule set finds at what it is about: a card's `id`, a player's name, or the
    /// header's `game` for the setup as a whole (`game_at`).
    pub(super) fn check_setup(
        &mut self,
        sc: &Scenario,
        file: &RawFile<'_>,
        players_at: &[Range<usize>],
        game_at: Range<usize>,
    ) {
        let Err(e) = Game::new_with_key(sc.rules, sc.setup.clone(), SCENARIO_VIEW_KEY) else {
            return;
        };
        for problem in &e.problems {
            let span = match about(problem) {
                About::Card(i) => file.cards.get(i).map(|(_, c)| c.id.span()),
                About::Player(name) => sc
                    .setup
                    .players
                    .iter()
                    .position(|p| *p == name)
                    .and_then(|i| players_at.get(i).cloned()),
                About::Setup => None,
            };
            self.err(
                span.unwrap_or_else(|| game_at.clone()),
                say("load-setup-problem").arg(
                    "problem",
                    Word::Written {
                        en: problem.to_string(),
                        ja: problem.render(Lang::Ja),
                    },
                ),
            );
        }
    }
}

/// What a setup problem is about.
enum About {
    /// The card of this index in the setup (and in the file's cards).
    Card(usize),
    /// The player of this name.
    Player(String),
    /// The setup as a whole.
    Setup,
}

fn about(problem: &SetupProblem) -> About {
    match problem {
        SetupProblem::NoSides { card, .. }
        | SetupProblem::NoSuchSide { card, .. }
        | SetupProblem::OwnerNotSeated { card, .. }
        | SetupProblem::ControllerNotSeated { card, .. }
        | SetupProblem::UnknownZone { card, .. }
        | SetupProblem::NoOrientation { card, .. }
        | SetupProblem::OverLimit { card, .. }
        | SetupProblem::ControlCharacter {
            card: Some(card), ..
        } => About::Card(card.index()),
        SetupProblem::ControlCharacter {
            card: None, text, ..
        } => About::Player(text.clone()),
        _ => About::Setup,
    }
}
