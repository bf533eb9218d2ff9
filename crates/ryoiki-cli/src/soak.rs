//! `ryoiki soak`: random legal actions at scale, every promise checked after every step.
//! As text, each violation, what reproduces the first, the rules' actions and the
//! summary line (its English `key=value` words for scripts); as JSON (`--format json`),
//! one [`json::SoakSummary`]. Exit status 0 without violations, 1 with, 2 for bad usage,
//! 130 when Ctrl-C stopped the run (the summary is still printed).

use crate::explain;
use crate::json::{self, SoakSummary};
use crate::progress;
use crate::values::Format;
use ryoiki_core::Lang;
use ryoiki_games::GameKind;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

/// `ryoiki soak`: plays the run and prints its violations, what reproduces the first,
/// and the summary, in `lang` (the summary's English is `key=value` words for scripts).
pub(crate) fn soak(
    out: &mut impl Write,
    run: &Run<'_>,
    steps: u64,
    dir: &std::path::Path,
    lang: Lang,
    format: Format,
) -> u8 {
    let say = |p: ryoiki_core::Phrase| p.render(lang);
    if !(1..=100_000_000).contains(&steps) {
        eprintln!(
            "ryoiki soak: {}",
            say(explain::phrase("soak-bad-steps").arg("steps", steps.to_string()))
        );
        return 2;
    }
    let started = std::time::Instant::now();
    let bar = progress::bar(steps, &explain::messages().plain(lang, "progress-steps"));
    let mut progress = |done: u64| {
        if done % 1_000 == 0 {
            bar.set_position(done);
        }
    };
    // Ctrl-C ends the run after its current step, and the summary is still printed.
    static STOP: AtomicBool = AtomicBool::new(false);
    if let Err(e) = ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed)) {
        eprintln!(
            "ryoiki soak: {}",
            say(explain::phrase("soak-no-ctrlc").arg("error", e.to_string()))
        );
    }
    let report =
        match ryoiki_soak::soak(run.game, run.variant, run.seed, steps, &mut progress, &STOP) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("ryoiki soak: {}", e.render(lang));
                return 2;
            }
        };
    bar.finish_and_clear();
    let secs = started.elapsed().as_secs_f64();
    let written = report
        .failing
        .as_ref()
        .and_then(|failing| write_repro(run, failing, &report, dir, lang));
    let code = if report.interrupted {
        130
    } else if report.violations.is_empty() {
        0
    } else {
        1
    };
    let rate = report.steps as f64 / secs.max(1e-9);
    if format == Format::Json {
        json::write(
            out,
            &SoakSummary {
                game: run.game.key().to_string(),
                variant: run.variant.map(str::to_string),
                seed: run.seed,
                steps_asked: steps,
                steps: report.steps,
                games: report.games,
                steps_per_s: rate.round(),
                violations: report.violations.iter().map(|v| v.render(lang)).collect(),
                rules_actions: report
                    .rules_actions
                    .iter()
                    .map(|(k, n)| (k.to_string(), *n))
                    .collect(),
                reproduction: written.as_ref().map(|w| w.file.display().to_string()),
                interrupted: report.interrupted,
            },
        );
        return code;
    }
    for v in &report.violations {
        let _ = writeln!(
            out,
            "{}",
            say(explain::phrase("soak-violation").arg("violation", v.clone()))
        );
    }
    if let Some(w) = &written {
        let _ = writeln!(
            out,
            "{}",
            say(explain::phrase("soak-repro-written")
                .arg("kept", w.kept.to_string())
                .arg("taken", w.taken.to_string())
                .arg("file", w.file.display().to_string()))
        );
    }
    // What the rules did beside the seats' actions; the summary line stays last.
    if !report.rules_actions.is_empty() {
        let kinds: Vec<String> = report
            .rules_actions
            .iter()
            .map(|(k, n)| format!("{k}={n}"))
            .collect();
        let _ = writeln!(
            out,
            "{}",
            say(explain::phrase("soak-rules-actions").arg("kinds", kinds.join(" ")))
        );
    }
    let _ = writeln!(
        out,
        "{}",
        say(explain::phrase("soak-summary")
            .arg("steps", report.steps.to_string())
            .arg("rate", format!("{rate:.0}"))
            .arg("games", report.games.to_string())
            .arg("violations", report.violations.len().to_string()))
    );
    if report.interrupted {
        eprintln!(
            "ryoiki soak: {}",
            say(explain::phrase("soak-interrupted")
                .arg("done", report.steps.to_string())
                .arg("steps", steps.to_string()))
        );
    }
    code
}

/// The scenario file written to reproduce a violation.
struct Written {
    file: std::path::PathBuf,
    /// The actions it keeps.
    kept: usize,
    /// The actions the game had taken.
    taken: usize,
}

/// What a soak run was asked to play.
pub(crate) struct Run<'a> {
    /// The game.
    pub(crate) game: GameKind,
    /// Its variant, if one was asked for.
    pub(crate) variant: Option<&'a str>,
    /// The first game's seed.
    pub(crate) seed: u64,
}

/// Shrinks the actions that led to the first violation and writes them as a scenario
/// file. When they are only the latest actions of a long game, they are shrunk from the
/// snapshot they begin at, then tried from the game's opening, where a scenario starts;
/// if the violation does not happen from there, the file also says how to reproduce it
/// with `ryoiki soak`. `None` when the file could not be written (said on standard error).
fn write_repro(
    run: &Run<'_>,
    failing: &ryoiki_soak::Failing,
    report: &ryoiki_soak::SoakReport,
    dir: &std::path::Path,
    lang: Lang,
) -> Option<Written> {
    use ryoiki_soak::repro;
    let (game, variant, seed) = (run.game, run.variant, failing.seed);
    let rules = game.rules();
    let start = ryoiki_soak::soak_start(game, variant, seed).expect("the soak ran it");
    let first = report
        .violations
        .first()
        .map(ToString::to_string)
        .unwrap_or_default();
    let title = format!("soak violation: {first}");
    let file = dir.join(match variant {
        Some(v) => format!("{game}-{v}-seed{seed}.toml"),
        None => format!("{game}-seed{seed}.toml"),
    });
    let taken = failing.skipped + failing.actions.len();
    let (shrunk, body) = match &failing.from {
        None => {
            let shrunk = repro::shrink(rules, &start, &failing.actions, 400);
            let body = repro::to_scenario(rules, &start, &shrunk, &title);
            (shrunk, body)
        }
        Some(snapshot) => {
            let shrunk = repro::shrink_from(snapshot, &failing.actions, 400);
            let from_opening = repro::first_violation(rules, &start, &shrunk);
            let target = repro::first_violation_from(snapshot, &shrunk);
            let same =
                matches!((&from_opening, &target), (Some(a), Some(b)) if repro::same_kind(a, b));
            let mut body = repro::to_scenario(rules, &start, &shrunk, &title);
            if !same {
                let command = match variant {
                    Some(v) => format!("--game {game} --variant {v}"),
                    None => format!("--game {game}"),
                };
                body = format!(
                    "# The violation happened {taken} actions into a game too long to keep whole;\n\
                     # these are its last actions, shrunk, but from the game's opening they do\n\
                     # not break the same invariant. Reproduce it with:\n\
                     #   ryoiki soak {command} --seed {} --steps {}\n{body}",
                    run.seed, report.steps,
                );
            }
            (shrunk, body)
        }
    };
    match std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&file, body)) {
        Ok(()) => Some(Written {
            file,
            kept: shrunk.len(),
            taken,
        }),
        Err(e) => {
            eprintln!(
                "ryoiki soak: {}",
                explain::phrase("soak-cannot-write")
                    .arg("file", file.display().to_string())
                    .arg("error", e.to_string())
                    .render(lang)
            );
            None
        }
    }
}
