//! The shapes `--format json` writes for `check`, `explain`, `soak` and `deck`: one JSON
//! document on standard output, documented in `docs/cli.md`. Fields are only ever added
//! to these shapes, never renamed or removed; a value not known is `null`. Messages are
//! in the language of `--lang`.

use serde::Serialize;
use std::collections::BTreeMap;

/// Writes `value` as one line of JSON.
pub(crate) fn write(out: &mut impl std::io::Write, value: &impl Serialize) {
    match serde_json::to_string(value) {
        Ok(s) => {
            let _ = writeln!(out, "{s}");
        }
        // The shapes are plain structures of strings and numbers: they always serialize.
        Err(e) => eprintln!("ryoiki: {e}"),
    }
}

/// What kind of problem a [`Problem`] is.
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum ProblemKind {
    /// A folder could not be searched.
    Search,
    /// The file does not load (it is not a scenario the loader accepts).
    Load,
    /// Running it went wrong: an invariant broke, a step was refused, the runner stopped.
    Run,
    /// An expectation did not hold.
    Expect,
}

/// One problem of a file, with where it stands when that is known.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct Problem {
    /// What kind.
    pub(crate) kind: ProblemKind,
    /// The file (`<stdin>` for standard input).
    pub(crate) file: String,
    /// Its 1-based line.
    pub(crate) line: Option<usize>,
    /// Its 1-based column, in characters.
    pub(crate) column: Option<usize>,
    /// After which step (0: before any), for an expectation.
    pub(crate) step: Option<usize>,
    /// What is wrong.
    pub(crate) message: String,
    /// How the text report words it, when that is more than `message` (an expectation's
    /// line and step before it); not in the JSON, which has them as fields.
    #[serde(skip)]
    pub(crate) shown: Option<String>,
}

impl Problem {
    /// Each problem of a file that does not load, at its line and column.
    pub(crate) fn of_load(e: &ryoiki_scenario::LoadError, lang: ryoiki_core::Lang) -> Vec<Problem> {
        e.diagnostics
            .iter()
            .map(|d| Problem {
                kind: ProblemKind::Load,
                file: e.path.clone(),
                line: Some(d.line),
                column: Some(d.column),
                step: None,
                message: d.render(lang),
                shown: None,
            })
            .collect()
    }
}

/// `check --format json`: every file's outcome and the counts.
#[derive(Debug, Serialize)]
pub(crate) struct CheckReport {
    /// One entry per file, in the order they were checked.
    pub(crate) files: Vec<FileOutcome>,
    /// How many passed.
    pub(crate) passed: usize,
    /// How many failed.
    pub(crate) failed: usize,
}

/// One file `check` ran, or could not.
#[derive(Debug, Serialize)]
pub(crate) struct FileOutcome {
    /// The file (`<stdin>` for standard input).
    pub(crate) file: String,
    /// Its title, when it loaded.
    pub(crate) title: Option<String>,
    /// Whether it passed.
    pub(crate) passed: bool,
    /// Why not (empty when it passed).
    pub(crate) problems: Vec<Problem>,
}

/// `explain --format json`: the scenario step by step.
#[derive(Debug, Serialize)]
pub(crate) struct Explanation {
    /// The file (`<stdin>` for standard input).
    pub(crate) file: String,
    /// Whether it passed.
    pub(crate) passed: bool,
    /// Its title (`null` when it does not load).
    pub(crate) title: Option<String>,
    /// The game's key (`fow`, `mtg` …).
    pub(crate) game: Option<String>,
    /// Its description.
    pub(crate) description: Option<String>,
    /// The players, in seat order.
    pub(crate) players: Vec<String>,
    /// What was checked and happened before the first step.
    pub(crate) opening: Happened,
    /// Each step.
    pub(crate) steps: Vec<StepReport>,
    /// Why it does not load (empty when it loads).
    pub(crate) problems: Vec<Problem>,
}

/// What happened at one point of a scenario.
#[derive(Debug, Default, Serialize)]
pub(crate) struct Happened {
    /// The events, rendered.
    pub(crate) events: Vec<String>,
    /// Refusals.
    pub(crate) refused: Vec<String>,
    /// Broken invariants.
    pub(crate) problems: Vec<String>,
    /// The expectations checked.
    pub(crate) checks: Vec<CheckOutcome>,
    /// The rule ids the checks here prove, sorted, each once.
    pub(crate) rules: Vec<String>,
}

/// One step of [`Explanation`].
#[derive(Debug, Serialize)]
pub(crate) struct StepReport {
    /// Its number, from 1.
    pub(crate) index: usize,
    /// What it does, as written.
    pub(crate) summary: String,
    /// Who processes it.
    pub(crate) player: String,
    /// The file's note.
    pub(crate) note: Option<String>,
    /// What happened.
    #[serde(flatten)]
    pub(crate) happened: Happened,
}

/// One expectation checked.
#[derive(Debug, Serialize)]
pub(crate) struct CheckOutcome {
    /// Its line in the file.
    pub(crate) line: usize,
    /// Whether it held.
    pub(crate) passed: bool,
    /// The rule ids it proves.
    pub(crate) rules: Vec<String>,
    /// What did not hold.
    pub(crate) failures: Vec<String>,
}

/// `soak --format json`: the run's summary and violations.
#[derive(Debug, Serialize)]
pub(crate) struct SoakSummary {
    /// The game's key.
    pub(crate) game: String,
    /// The variant, if one was asked for.
    pub(crate) variant: Option<String>,
    /// The first game's seed.
    pub(crate) seed: u64,
    /// The steps asked for.
    pub(crate) steps_asked: u64,
    /// The steps played.
    pub(crate) steps: u64,
    /// Games played.
    pub(crate) games: u64,
    /// Steps per second, measured (it varies from run to run).
    pub(crate) steps_per_s: f64,
    /// Every violation, in words.
    pub(crate) violations: Vec<String>,
    /// The rules' own actions applied, by kind.
    pub(crate) rules_actions: BTreeMap<String, u64>,
    /// The scenario file written to reproduce the first violation, if one was.
    pub(crate) reproduction: Option<String>,
    /// Whether Ctrl-C stopped the run before its steps were played.
    pub(crate) interrupted: bool,
}

/// `deck --format json`: whether the deck is good, and its problems.
#[derive(Debug, Serialize)]
pub(crate) struct DeckReport {
    /// The deck file (`<stdin>` for standard input).
    pub(crate) file: String,
    /// The game's key.
    pub(crate) game: String,
    /// Whether the deck is good.
    pub(crate) valid: bool,
    /// How many cards each section holds (when the deck is good), in the game's order.
    pub(crate) sections: Vec<SectionCount>,
    /// Every problem (empty when the deck is good).
    pub(crate) problems: Vec<DeckProblem>,
}

/// A section of a good deck.
#[derive(Debug, Serialize)]
pub(crate) struct SectionCount {
    /// The section's key (`main`, `side` …).
    pub(crate) section: String,
    /// Its name in the language asked for.
    pub(crate) name: String,
    /// How many cards.
    pub(crate) count: u32,
}

/// One problem of a deck.
#[derive(Debug, Serialize)]
pub(crate) struct DeckProblem {
    /// The file it is in (the deck's or its pool's).
    pub(crate) file: String,
    /// Its 1-based line (1 for a problem of the whole file).
    pub(crate) line: usize,
    /// What is wrong.
    pub(crate) message: String,
    /// The game's rule it breaks, if a rule says so.
    pub(crate) rule: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key of `v`, at any depth.
    fn keys(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, v) in m {
                    out.push(k.clone());
                    keys(v, out);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|i| keys(i, out)),
            _ => {}
        }
    }

    #[test]
    fn every_field_of_every_shape_is_in_docs_cli_md() {
        let doc = include_str!("../../../docs/cli.md");
        let problem = Problem {
            kind: ProblemKind::Expect,
            file: "t.toml".into(),
            line: Some(17),
            column: None,
            step: Some(1),
            message: "m".into(),
            shown: Some("not in the JSON".into()),
        };
        let happened = Happened {
            checks: vec![CheckOutcome {
                line: 1,
                passed: true,
                rules: vec![],
                failures: vec![],
            }],
            ..Happened::default()
        };
        let shapes = [
            serde_json::to_value(CheckReport {
                files: vec![FileOutcome {
                    file: "t.toml".into(),
                    title: None,
                    passed: false,
                    problems: vec![problem.clone()],
                }],
                passed: 0,
                failed: 1,
            }),
            serde_json::to_value(Explanation {
                file: "t.toml".into(),
                passed: true,
                title: None,
                game: None,
                description: None,
                players: vec![],
                opening: Happened::default(),
                steps: vec![StepReport {
                    index: 1,
                    summary: "move".into(),
                    player: "a".into(),
                    note: None,
                    happened,
                }],
                problems: vec![problem],
            }),
            serde_json::to_value(SoakSummary {
                game: "fow".into(),
                variant: None,
                seed: 1,
                steps_asked: 1,
                steps: 1,
                games: 1,
                steps_per_s: 1.0,
                violations: vec![],
                rules_actions: BTreeMap::new(),
                reproduction: None,
                interrupted: false,
            }),
            serde_json::to_value(DeckReport {
                file: "d.txt".into(),
                game: "mtg".into(),
                valid: false,
                sections: vec![SectionCount {
                    section: "main".into(),
                    name: "main deck".into(),
                    count: 1,
                }],
                problems: vec![DeckProblem {
                    file: "d.txt".into(),
                    line: 1,
                    message: "m".into(),
                    rule: None,
                }],
            }),
        ];
        let mut all = Vec::new();
        for s in shapes {
            keys(&s.expect("serializes"), &mut all);
        }
        assert!(!all.contains(&"shown".to_string()), "{all:?}");
        assert!(all.len() > 30, "{all:?}");
        for k in all {
            assert!(
                doc.contains(&format!("\"{k}\"")) || doc.contains(&format!("`{k}`")),
                "docs/cli.md does not show the field {k}"
            );
        }
    }
}
