//! `ryoiki explain`: a scenario step by step, in English or Japanese.
//!
//! Every word the command adds around the scenario's own text comes from the CLI's
//! message catalogue (`messages/en.ftl`, `messages/ja.ftl`); events are rendered by the
//! engine and the rule sets in the same language; rule titles come from the rules
//! catalogue in that language. What the scenario's author wrote (title, description,
//! notes, the step as written) is shown as written.

use crate::json::{self, CheckOutcome, Explanation, Happened, Problem, StepReport};
use crate::source::{BadPath, STDIN_NAME, Source, read_stdin};
use crate::values::Format;
use ryoiki_core::{Args, Lang};
use ryoiki_scenario::{
    Catalogue, Entry, LoadError, MAX_FILE_BYTES, Report, Scenario, load_file_with, load_str_with,
    run,
};
use std::io::Write;
use std::path::Path;

pub(crate) use crate::catalogue::{messages, phrase};

fn say(lang: Lang, key: &str, args: Args<'_>) -> String {
    messages().text(lang, key, &args)
}

/// Why a path cannot be explained (bad usage), if it cannot.
fn bad_path(file: &Path, lang: Lang) -> Option<String> {
    let key = match crate::source::bad_path(file)? {
        BadPath::Folder => "explain-is-folder",
        BadPath::NotAFile => "explain-not-a-file",
        BadPath::Missing => "explain-no-such-file",
    };
    Some(say(
        lang,
        key,
        Args::new().with("path", file.display().to_string()),
    ))
}

/// The scenario at `file` (or on standard input, for `-`), loaded, and its text when it
/// was read.
fn load(file: &Path) -> (Result<Scenario, LoadError>, Option<String>) {
    let effects = ryoiki_soak::custom::shipped();
    match Source::named(file) {
        Source::File(path) => {
            let loaded = load_file_with(&path, &effects);
            let src = match &loaded {
                Err(_) => std::fs::read_to_string(&path).ok(),
                Ok(_) => None,
            };
            (loaded, src)
        }
        Source::Stdin => match read_stdin(MAX_FILE_BYTES) {
            Ok(src) => (load_str_with(STDIN_NAME, &src, &effects), Some(src)),
            Err(e) => (
                Err(LoadError {
                    path: STDIN_NAME.to_string(),
                    diagnostics: vec![ryoiki_scenario::Diagnostic::new(1, 1, e.words())],
                }),
                None,
            ),
        },
    }
}

/// Prints the scenario at `file` (`-`: standard input) step by step, as text or as one
/// [`json::Explanation`]; the exit status (0 passed, 1 failed or did not load, 2 no
/// scenario file).
pub(crate) fn explain(
    out: &mut impl Write,
    file: &Path,
    lang: Lang,
    color: bool,
    format: Format,
) -> u8 {
    // A path that is no scenario file is bad usage (2); a file that does not load fails (1).
    if let Some(message) = bad_path(file, lang) {
        eprintln!("ryoiki explain: {message}");
        return 2;
    }
    let sc = match load(file) {
        (Ok(sc), _) => sc,
        (Err(e), src) => {
            match (format, src) {
                (Format::Json, _) => json::write(out, &unloaded(&e, lang)),
                (Format::Text, Some(src)) => {
                    eprintln!("{}", e.render_snippets_in(&src, color, lang))
                }
                (Format::Text, None) => eprintln!("{}", e.render_in(lang)),
            }
            return 1;
        }
    };
    if format == Format::Json {
        let report = run(&sc, lang);
        json::write(out, &explanation(&sc, &report));
        return if report.passed() { 0 } else { 1 };
    }
    let _ = writeln!(
        out,
        "{}",
        say(
            lang,
            "explain-header",
            Args::new()
                .with("title", sc.title_in(lang))
                .with("game", sc.rules.names().get(lang)),
        )
    );
    if let Some(d) = sc.description_in(lang) {
        let _ = writeln!(out, "{d}");
    }
    let players = sc
        .setup
        .players
        .join(&messages().plain(lang, "explain-list-separator"));
    let _ = writeln!(
        out,
        "{}",
        say(
            lang,
            "explain-players",
            Args::new().with("players", players)
        )
    );
    let report = run(&sc, lang);
    for entry in &report.transcript {
        let line = match entry {
            Entry::Step {
                index,
                summary,
                player,
                note,
            } => {
                let _ = writeln!(out);
                let step = say(
                    lang,
                    "explain-step",
                    Args::new()
                        .with("n", *index)
                        .with("summary", summary.as_str())
                        .with("player", player.as_str()),
                );
                match note {
                    Some(n) => format!(
                        "{step}\n  {}",
                        say(lang, "explain-note", Args::new().with("note", n.as_str()))
                    ),
                    None => step,
                }
            }
            Entry::Event(e) => format!(
                "  {}",
                say(lang, "explain-event", Args::new().with("event", e.as_str()))
            ),
            Entry::Refused(msg) => format!(
                "  {}",
                say(
                    lang,
                    "explain-refused",
                    Args::new().with("reason", msg.as_str())
                )
            ),
            Entry::Problem(p) => format!(
                "  {}",
                say(
                    lang,
                    "explain-problem",
                    Args::new().with("problem", p.as_str())
                )
            ),
            Entry::Expect(x) => {
                let mut s = format!("  {}", check_line(x, lang));
                for f in &x.failures {
                    s.push_str(&format!("\n    {f}"));
                }
                s
            }
        };
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out);
    let verdict = if report.passed() {
        "explain-passed"
    } else {
        "explain-failed"
    };
    let _ = writeln!(out, "{}", messages().plain(lang, verdict));
    if report.passed() { 0 } else { 1 }
}

/// The JSON of a file that does not load: its problems.
fn unloaded(e: &LoadError, lang: Lang) -> Explanation {
    Explanation {
        file: e.path.clone(),
        passed: false,
        title: None,
        game: None,
        description: None,
        players: Vec::new(),
        opening: Happened::default(),
        steps: Vec::new(),
        problems: Problem::of_load(e, lang),
    }
}

/// The JSON of a scenario run: its transcript, step by step.
fn explanation(sc: &Scenario, report: &Report) -> Explanation {
    let mut opening = Happened::default();
    let mut steps: Vec<StepReport> = Vec::new();
    for entry in &report.transcript {
        if let Entry::Step {
            index,
            summary,
            player,
            note,
        } = entry
        {
            steps.push(StepReport {
                index: *index,
                summary: summary.clone(),
                player: player.clone(),
                note: note.clone(),
                happened: Happened::default(),
            });
            continue;
        }
        let here = match steps.last_mut() {
            Some(step) => &mut step.happened,
            None => &mut opening,
        };
        match entry {
            Entry::Step { .. } => {}
            Entry::Event(e) => here.events.push(e.clone()),
            Entry::Refused(r) => here.refused.push(r.clone()),
            Entry::Problem(p) => here.problems.push(p.clone()),
            Entry::Expect(x) => {
                here.rules.extend(x.rules.iter().cloned());
                here.rules.sort();
                here.rules.dedup();
                here.checks.push(CheckOutcome {
                    line: x.line,
                    passed: x.passed,
                    rules: x.rules.clone(),
                    failures: x.failures.clone(),
                });
            }
        }
    }
    Explanation {
        file: sc.path.clone(),
        passed: report.passed(),
        title: Some(sc.title.clone()),
        game: Some(sc.rules.key().to_string()),
        description: sc.description.clone(),
        players: sc.setup.players.clone(),
        opening,
        steps,
        problems: Vec::new(),
    }
}

/// "check line 12: ok fow-3.1.a (Zones and per-player instances)".
fn check_line(x: &ryoiki_scenario::ExpectResult, lang: Lang) -> String {
    let cat = Catalogue::embedded();
    let check = say(
        lang,
        if x.passed {
            "explain-check-ok"
        } else {
            "explain-check-failed"
        },
        Args::new().with("line", x.line),
    );
    if x.rules.is_empty() {
        return check;
    }
    let rules: Vec<String> = x
        .rules
        .iter()
        .map(|id| match cat.get(id) {
            Some(r) => say(
                lang,
                "explain-rule-title",
                Args::new()
                    .with("id", id.as_str())
                    .with("title", r.title_in(lang)),
            ),
            None => id.clone(),
        })
        .collect();
    say(
        lang,
        "explain-check-rules",
        Args::new().with("check", check).with(
            "rules",
            rules.join(&messages().plain(lang, "explain-rule-separator")),
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_soak_violation_line_reads_in_the_language_asked_for() {
        let v = phrase("soak-cannot-write")
            .arg("file", "out.toml")
            .arg("error", "denied");
        let line = phrase("soak-violation").arg("violation", v);
        assert_eq!(
            line.render(Lang::En),
            "VIOLATION cannot write out.toml: denied"
        );
        assert_eq!(
            line.render(Lang::Ja),
            "違反：out.tomlに書き込めない：denied"
        );
    }

    #[test]
    fn the_cli_catalogue_has_the_same_keys_in_both_languages_and_every_key_used() {
        let m = messages();
        assert_eq!(m.same_keys(), Ok(()));
        // `explain`'s words here, `check`'s in check.rs, `soak`'s in soak.rs, standard
        // input's in source.rs, `deck`'s in deck.rs, `pool`'s in pool.rs, `play`'s and `replay`'s in play.rs,
        // `rules`'s in rules.rs, `serve`'s in serve.rs, `sim`'s in sim.rs.
        let files = [
            include_str!("serve.rs"),
            include_str!("explain.rs"),
            include_str!("main.rs"),
            include_str!("check.rs"),
            include_str!("soak.rs"),
            include_str!("source.rs"),
            include_str!("deck.rs"),
            include_str!("pool.rs"),
            include_str!("play.rs"),
            include_str!("rules.rs"),
            include_str!("sim.rs"),
        ];
        let src = files.concat();
        // Keys chosen by a condition are literals of their own, found file by file (a
        // lone quote character, as in this test, turns the rest of its file inside out,
        // but not the files after it).
        let literals = files
            .iter()
            .flat_map(|f| f.split('"').skip(1).step_by(2))
            .filter(|c| {
                ["explain-", "check-", "deck-", "serve-"]
                    .iter()
                    .any(|p| c.starts_with(p))
                    && !c.contains(' ')
            });
        let used: Vec<String> = ryoiki_core::messages::keys_used_in(&src)
            .into_iter()
            .chain(literals.map(str::to_string))
            .collect();
        assert!(used.len() > 10, "{used:?}");
        for k in &used {
            assert!(m.has(Lang::En, k), "the source asks for {k}");
        }
        for k in m.keys(Lang::En) {
            assert!(used.contains(&k), "{k} is in the catalogue but never used");
        }
    }
}
