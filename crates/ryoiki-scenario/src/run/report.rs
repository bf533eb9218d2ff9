//! What running a scenario reports: each step's entry, each expectation's result.

use crate::messages::messages;
use ryoiki_core::Lang;

/// The outcome of one expectation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectResult {
    /// After which step (0: before any step).
    pub step: usize,
    /// Its line in the file.
    pub line: usize,
    /// The rules it proves.
    pub rules: Vec<String>,
    /// Whether every check held.
    pub passed: bool,
    /// What did not hold.
    pub failures: Vec<String>,
}

/// One line of a scenario's transcript, for `ryoiki explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A step begins.
    Step {
        /// Its number, from 1.
        index: usize,
        /// What it does.
        summary: String,
        /// Who processes it.
        player: String,
        /// The file's note.
        note: Option<String>,
    },
    /// An event, rendered.
    Event(String),
    /// The step was refused: the reason in the transcript's language (a rule set's own
    /// reason stays in its words).
    Refused(String),
    /// An expectation was checked.
    Expect(ExpectResult),
    /// An invariant broke.
    Problem(String),
}

/// What running a scenario found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The file.
    pub path: String,
    /// Its title.
    pub title: String,
    /// Every expectation's outcome.
    pub results: Vec<ExpectResult>,
    /// Broken invariants and unexpected refusals.
    pub problems: Vec<String>,
    /// The transcript.
    pub transcript: Vec<Entry>,
}

impl Report {
    /// Whether everything held.
    pub fn passed(&self) -> bool {
        self.problems.is_empty() && self.results.iter().all(|r| r.passed)
    }

    /// Rule ids proven by passing expectations, with the line proving each.
    pub fn covered(&self) -> impl Iterator<Item = (&str, usize)> {
        self.results
            .iter()
            .filter(|r| r.passed)
            .flat_map(|r| r.rules.iter().map(move |id| (id.as_str(), r.line)))
    }

    /// The reasons it failed, one per line, in English.
    pub fn failures(&self) -> Vec<String> {
        self.failures_in(Lang::En)
    }

    /// The reasons it failed, one per line, each with its line and step in `lang` (the
    /// reasons themselves are in the language the scenario was run in: [`run`](super::run)'s).
    pub fn failures_in(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = self.problems.clone();
        for r in self.results.iter().filter(|r| !r.passed) {
            for f in &r.failures {
                out.push(
                    messages().text(
                        lang,
                        "failure-at",
                        &ryoiki_core::Args::new()
                            .with("line", r.line)
                            .with("step", r.step)
                            .with("failure", f.as_str()),
                    ),
                );
            }
        }
        out
    }
}
