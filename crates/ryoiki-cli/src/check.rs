//! `ryoiki check`: run scenario files (folders searched for `*.toml`, `-` standard
//! input) and report each failure once. As text, each problem is one `FAIL` line on
//! standard output; a problem of loading also shows the line it stands on, with a caret
//! under the word at fault, on standard error (the message is not repeated there). As
//! JSON (`--format json`), one [`json::CheckReport`] and nothing on standard error.
//! Exit status 0 when every file passed, 1 when one failed, 2 for bad usage.

use crate::explain::{messages, phrase};
use crate::json::{self, CheckReport, FileOutcome, Problem, ProblemKind};
use crate::progress;
use crate::source::{STDIN_NAME, is_stdin, read_stdin};
use crate::values::Format;
use ryoiki_core::{Args, Lang};
use ryoiki_scenario::{
    Found, LoadError, MAX_FILE_BYTES, Report, Scenario, find_scenarios, load_file_with,
    load_str_with, run,
};
use std::io::Write;
use std::path::PathBuf;

/// How `check` was asked to report.
pub(crate) struct CheckOptions {
    /// Language of the problems and the summary.
    pub(crate) lang: Lang,
    /// Colour in the snippets on standard error.
    pub(crate) color: bool,
    /// Text or JSON.
    pub(crate) format: Format,
}

/// The `check` command; its exit status.
pub(crate) fn check(out: &mut impl Write, paths: &[PathBuf], o: &CheckOptions) -> u8 {
    let lang = o.lang;
    let stdin = paths.iter().filter(|p| is_stdin(p)).count();
    if stdin > 1 {
        eprintln!(
            "ryoiki check: {}",
            messages().plain(lang, "check-stdin-twice")
        );
        return 2;
    }
    let files: Vec<PathBuf> = paths.iter().filter(|p| !is_stdin(p)).cloned().collect();
    let found = if files.is_empty() {
        Found::default()
    } else {
        match find_scenarios(&files) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("ryoiki check: {}", e.render(lang));
                return 2;
            }
        }
    };
    if stdin == 0 && found.files.is_empty() && found.problems.is_empty() {
        eprintln!(
            "ryoiki check: {}",
            messages().plain(lang, "check-nothing-found")
        );
        return 2;
    }
    let mut report = CheckReport {
        files: Vec::new(),
        passed: 0,
        failed: 0,
    };
    let mut tell = |outcome: FileOutcome, out: &mut dyn Write| {
        if o.format == Format::Text {
            for p in &outcome.problems {
                let _ = writeln!(out, "{}", text_line(p, lang));
            }
        }
        if outcome.passed {
            report.passed += 1;
        } else {
            report.failed += 1;
        }
        report.files.push(outcome);
    };
    for (path, problem) in &found.problems {
        let file = path.display().to_string();
        tell(
            failed(&file, ProblemKind::Search, problem.render(lang)),
            out,
        );
    }
    // The effects written in Rust that files may name (`custom = "…"`): those the
    // project ships, the soak's and the Magic cards of `ryoiki_mtg::custom`.
    let effects = ryoiki_soak::custom::shipped();
    if stdin == 1 {
        let outcome = match read_stdin(MAX_FILE_BYTES) {
            Ok(src) => {
                let loaded = load_str_with(STDIN_NAME, &src, &effects);
                outcome(loaded, Some(&src), o, &mut std::io::stderr())
            }
            Err(e) => failed(STDIN_NAME, ProblemKind::Load, e.words().render(lang)),
        };
        tell(outcome, out);
    }
    let bar = progress::bar(
        found.files.len() as u64,
        &messages().plain(lang, "progress-files"),
    );
    for f in &found.files {
        let loaded = load_file_with(f, &effects);
        let src = match &loaded {
            Err(_) => std::fs::read_to_string(f).ok(),
            Ok(_) => None,
        };
        bar.suspend(|| {
            let outcome = outcome(loaded, src.as_deref(), o, &mut std::io::stderr());
            tell(outcome, out);
        });
        bar.inc(1);
    }
    bar.finish_and_clear();
    let code = if report.failed == 0 { 0 } else { 1 };
    match o.format {
        Format::Json => json::write(out, &report),
        Format::Text => {
            let _ = writeln!(
                out,
                "{}",
                messages().text(
                    lang,
                    "check-summary",
                    &Args::new()
                        .with("passed", report.passed)
                        .with("failed", report.failed),
                )
            );
        }
    }
    code
}

/// A file that failed for one reason, known by no line.
fn failed(file: &str, kind: ProblemKind, message: String) -> FileOutcome {
    FileOutcome {
        file: file.to_string(),
        title: None,
        passed: false,
        problems: vec![Problem {
            kind,
            file: file.to_string(),
            line: None,
            column: None,
            step: None,
            message,
            shown: None,
        }],
    }
}

/// A file's outcome: its problems of loading (each source line and caret written to
/// `snippets` as text), or what running it found.
fn outcome(
    loaded: Result<Scenario, LoadError>,
    src: Option<&str>,
    o: &CheckOptions,
    snippets: &mut impl Write,
) -> FileOutcome {
    let lang = o.lang;
    match loaded {
        Err(e) => {
            if o.format == Format::Text
                && let Some(src) = src
            {
                for d in &e.diagnostics {
                    let one = LoadError {
                        path: e.path.clone(),
                        diagnostics: vec![d.clone()],
                    };
                    if let Some(place) =
                        where_it_stands(&one.render_snippets_in(src, o.color, lang))
                    {
                        let _ = writeln!(snippets, "{place}\n");
                    }
                }
            }
            FileOutcome {
                file: e.path.clone(),
                title: None,
                passed: false,
                problems: Problem::of_load(&e, lang),
            }
        }
        Ok(sc) => {
            // A bug in the runner fails this file, and the run goes on to the next.
            let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&sc, lang)));
            match ran {
                Ok(report) => FileOutcome {
                    file: sc.path.clone(),
                    title: Some(sc.title.clone()),
                    passed: report.passed(),
                    problems: run_problems(&report, lang),
                },
                Err(panic) => {
                    let why = panic
                        .downcast_ref::<&str>()
                        .map(|s| s.to_string())
                        .or_else(|| panic.downcast_ref::<String>().cloned())
                        .unwrap_or_default();
                    let mut f = failed(
                        &sc.path,
                        ProblemKind::Run,
                        phrase("check-runner-stopped").arg("why", why).render(lang),
                    );
                    f.title = Some(sc.title.clone());
                    f
                }
            }
        }
    }
}

/// What running a file found: broken invariants and refusals, then the expectations
/// that did not hold, each worded for the text report as [`Report::failures_in`] words it.
fn run_problems(report: &Report, lang: Lang) -> Vec<Problem> {
    let at = |kind, line, step, message: &str| Problem {
        kind,
        file: report.path.clone(),
        line,
        column: None,
        step,
        message: message.to_string(),
        shown: None,
    };
    let mut problems: Vec<Problem> = report
        .problems
        .iter()
        .map(|p| at(ProblemKind::Run, None, None, p))
        .collect();
    for r in report.results.iter().filter(|r| !r.passed) {
        for f in &r.failures {
            problems.push(at(ProblemKind::Expect, Some(r.line), Some(r.step), f));
        }
    }
    for (p, shown) in problems.iter_mut().zip(report.failures_in(lang)) {
        p.shown = Some(shown);
    }
    problems
}

/// A problem as one line of text: `FAIL path:line:column: message` for a problem of
/// loading, `FAIL path: reason` for the others (an expectation's reason begins with its
/// line and step).
fn text_line(p: &Problem, lang: Lang) -> String {
    match (p.kind, p.line, p.column) {
        (ProblemKind::Load, Some(line), Some(column)) => messages().text(
            lang,
            "check-fail-at",
            &Args::new()
                .with("path", p.file.as_str())
                .with("reason", format!("{line}:{column}: {}", p.message)),
        ),
        _ => messages().text(
            lang,
            "check-fail",
            &Args::new()
                .with("path", p.file.as_str())
                .with("reason", p.shown.as_deref().unwrap_or(&p.message)),
        ),
    }
}

/// A rendered snippet without its first line, the message (already on the `FAIL`
/// line): where the problem stands, its source line and the caret. `None` when the
/// snippet is that message alone (a problem of a line the text does not have).
fn where_it_stands(snippet: &str) -> Option<&str> {
    snippet
        .split_once('\n')
        .map(|(_, rest)| rest)
        .filter(|rest| !rest.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::where_it_stands;

    #[test]
    fn the_snippet_loses_its_message_line_only() {
        let s =
            "error: unknown card 'y'\n  --> t.toml:3:8\n   |\n3 | card = \"y\"\n   |        ^^^";
        assert_eq!(
            where_it_stands(s),
            Some("  --> t.toml:3:8\n   |\n3 | card = \"y\"\n   |        ^^^")
        );
        assert_eq!(where_it_stands("t.toml:9:1: unknown card 'y'"), None);
    }
}
