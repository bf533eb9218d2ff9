//! `ryoiki`: the command line over the ryoiki libraries.
//!
//! A thin shell: it parses arguments, calls the scenario runner and the engine, and
//! prints. It contains no rules. Exit status: 0 when everything passed, 1 when
//! something failed, 2 for bad usage or a path that is no scenario file or folder
//! (clap's own usage errors exit 2 as well), 130 for a soak stopped by Ctrl-C.

mod args;
mod deck;
mod explain;
mod frames;
mod input;
mod play;
mod pool;
mod progress;
mod rules;
mod serve;
mod sim;
mod values;

use args::{BenchCommand, Cli, Command};
use clap::{CommandFactory, Parser};
use ryoiki_core::Lang;
use ryoiki_games::GameKind;
use ryoiki_scenario::{find_scenarios, load_file_with, run};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// `ryoiki games`: the list of games, one line each (key, name, variants), or as JSON.
fn games(out: &mut impl Write, format: values::Format) -> u8 {
    match format {
        values::Format::Json => {
            let _ = writeln!(out, "{}", ryoiki_games::listing());
        }
        values::Format::Text => {
            for g in ryoiki_games::games() {
                let variants = g.variants();
                let _ = if variants.is_empty() {
                    writeln!(out, "{}\t{}", g.key(), g.name())
                } else {
                    writeln!(out, "{}\t{}\t{}", g.key(), g.name(), variants.join(","))
                };
            }
        }
    }
    0
}

/// The files named by `--game-file FILE` or `--game-file=FILE` in the arguments, read
/// before clap parses them: the games they define must be registered first, so that
/// `--game` and scenario files can name them.
fn game_files(args: &[std::ffi::OsString]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        let Some(a) = a.to_str() else { continue };
        if a == "--" {
            break;
        }
        if a == "--game-file" {
            if let Some(f) = it.next() {
                out.push(PathBuf::from(f));
            }
        } else if let Some(f) = a.strip_prefix("--game-file=") {
            out.push(PathBuf::from(f));
        }
    }
    out
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The games made of data: `./games/*.toml`, then each `--game-file`.
    if let Err(e) = ryoiki_games::data::load_for_tool(&game_files(&args)) {
        eprintln!("{e}");
        return ExitCode::from(2);
    }
    let cli = Cli::parse_from(args);
    let color = cli.color.enabled();
    let mut out = std::io::stdout().lock();
    let code = match cli.command {
        Command::Check { paths, lang } => check(&mut out, &paths, lang.into(), color),
        Command::Play(o) => {
            drop(out);
            return ExitCode::from(play::play(o.into()));
        }
        Command::Loadtest(o) => {
            drop(out);
            return ExitCode::from(serve::loadtest(
                o.tables, o.duration, o.rate, o.memory, o.seed,
            ));
        }
        Command::Serve(o) => {
            drop(out);
            let place = match o.postgres {
                Some(url) => serve::Place::Postgres {
                    url,
                    node: o.node,
                    advertise: o.advertise,
                    lease: std::time::Duration::from_millis(o.lease_ms),
                },
                None => serve::Place::Data(o.data),
            };
            return ExitCode::from(serve::serve(
                &o.addr,
                &place,
                o.demo,
                o.lang.into(),
                o.log_format.into(),
            ));
        }
        Command::Replay { file, seat, lang } => {
            let lang = Lang::from(lang);
            play::replay(&mut out, &file, seat.as_deref(), lang)
        }
        Command::Explain { file, lang } => {
            let lang = Lang::from(lang);
            explain::explain(&mut out, &file, lang, color)
        }
        Command::Rules(o) => rules::rules(&mut out, o.into()),
        Command::Sim(o) => sim::sim(&mut out, &o.into()),
        Command::Games { format } => games(&mut out, format),
        Command::Deck {
            file,
            game,
            pool,
            lang,
        } => deck::check(&mut out, &file, game, pool.as_deref(), lang.into()),
        Command::Pool { which } => pool::run(&mut out, which),
        Command::CheckFrames { data, files } => frames::check_frames(&mut out, &data, &files),
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "ryoiki", &mut out);
            0
        }
        Command::Bench {
            which: BenchCommand::Churn { seed, steps },
        } => {
            let spinner = progress::spinner(&format!("churn: {steps} steps"));
            let line = ryoiki_bench::churn::run(seed, steps).line();
            spinner.finish_and_clear();
            let _ = writeln!(out, "{line}");
            0
        }
        Command::Soak(o) => soak(
            &mut out,
            &Run {
                game: o.game,
                variant: o.variant.as_deref(),
                seed: o.seed,
            },
            o.steps,
            &o.out,
            o.lang.into(),
        ),
    };
    let _ = out.flush();
    ExitCode::from(code)
}

fn check(out: &mut impl Write, paths: &[PathBuf], lang: Lang, color: bool) -> u8 {
    let say = |key: &str, args: ryoiki_core::Args<'_>| explain::messages().text(lang, key, &args);
    let found = match find_scenarios(paths) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("ryoiki check: {}", e.render(lang));
            return 2;
        }
    };
    if found.files.is_empty() && found.problems.is_empty() {
        eprintln!(
            "ryoiki check: {}",
            explain::messages().plain(lang, "check-nothing-found")
        );
        return 2;
    }
    let (mut passed, mut failed) = (0, 0);
    for (path, problem) in &found.problems {
        failed += 1;
        let _ = writeln!(
            out,
            "{}",
            say(
                "check-fail",
                ryoiki_core::Args::new()
                    .with("path", path.display().to_string())
                    .with("reason", problem.render(lang)),
            )
        );
    }
    let bar = progress::bar(
        found.files.len() as u64,
        &explain::messages().plain(lang, "progress-files"),
    );
    // The effects written in Rust that files may name (`custom = "…"`): those the
    // project ships, the soak's and the Magic cards of `ryoiki_mtg::custom`.
    let effects = ryoiki_soak::custom::shipped();
    for f in &found.files {
        match load_file_with(f, &effects) {
            Err(e) => {
                failed += 1;
                bar.suspend(|| {
                    for d in &e.diagnostics {
                        let _ = writeln!(
                            out,
                            "{}",
                            say(
                                "check-fail-at",
                                ryoiki_core::Args::new().with("path", e.path.as_str()).with(
                                    "reason",
                                    format!("{}:{}: {}", d.line, d.column, d.render(lang)),
                                ),
                            )
                        );
                    }
                    if let Ok(src) = std::fs::read_to_string(f) {
                        eprintln!("{}\n", e.render_snippets_in(&src, color, lang));
                    }
                });
            }
            Ok(sc) => {
                // A bug in the runner fails this file, and the run goes on to the next.
                let report =
                    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&sc, lang)))
                    {
                        Ok(report) => report,
                        Err(panic) => {
                            failed += 1;
                            let why = panic
                                .downcast_ref::<&str>()
                                .map(|s| s.to_string())
                                .or_else(|| panic.downcast_ref::<String>().cloned())
                                .unwrap_or_default();
                            bar.suspend(|| {
                                let _ = writeln!(
                                    out,
                                    "{}",
                                    say(
                                        "check-fail",
                                        ryoiki_core::Args::new()
                                            .with("path", sc.path.as_str())
                                            .with(
                                                "reason",
                                                say(
                                                    "check-runner-stopped",
                                                    ryoiki_core::Args::new().with("why", why),
                                                ),
                                            ),
                                    )
                                );
                            });
                            bar.inc(1);
                            continue;
                        }
                    };
                if report.passed() {
                    passed += 1;
                } else {
                    failed += 1;
                    bar.suspend(|| {
                        for reason in report.failures_in(lang) {
                            let _ = writeln!(
                                out,
                                "{}",
                                say(
                                    "check-fail",
                                    ryoiki_core::Args::new()
                                        .with("path", report.path.as_str())
                                        .with("reason", reason),
                                )
                            );
                        }
                    });
                }
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let _ = writeln!(
        out,
        "{}",
        say(
            "check-summary",
            ryoiki_core::Args::new()
                .with("passed", passed)
                .with("failed", failed),
        )
    );
    if failed == 0 { 0 } else { 1 }
}

/// `ryoiki soak`: plays the run and prints its violations, what reproduces the first,
/// and the summary, in `lang` (the summary's English is `key=value` words for scripts).
fn soak(out: &mut impl Write, run: &Run<'_>, steps: u64, dir: &std::path::Path, lang: Lang) -> u8 {
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
    for v in &report.violations {
        let _ = writeln!(
            out,
            "{}",
            say(explain::phrase("soak-violation").arg("violation", v.clone()))
        );
    }
    if let Some(failing) = &report.failing {
        write_repro(out, run, failing, &report, dir, lang);
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
            .arg(
                "rate",
                format!("{:.0}", report.steps as f64 / secs.max(1e-9))
            )
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
        return 130;
    }
    if report.violations.is_empty() { 0 } else { 1 }
}

/// What a soak run was asked to play.
struct Run<'a> {
    game: GameKind,
    variant: Option<&'a str>,
    /// The first game's seed.
    seed: u64,
}

/// Shrinks the actions that led to the first violation and writes them as a scenario
/// file. When they are only the latest actions of a long game, they are shrunk from the
/// snapshot they begin at, then tried from the game's opening, where a scenario starts;
/// if the violation does not happen from there, the file also says how to reproduce it
/// with `ryoiki soak`.
fn write_repro(
    out: &mut impl Write,
    run: &Run<'_>,
    failing: &ryoiki_soak::Failing,
    report: &ryoiki_soak::SoakReport,
    dir: &std::path::Path,
    lang: Lang,
) {
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
        Ok(()) => {
            let _ = writeln!(
                out,
                "{}",
                explain::phrase("soak-repro-written")
                    .arg("kept", shrunk.len().to_string())
                    .arg("taken", taken.to_string())
                    .arg("file", file.display().to_string())
                    .render(lang)
            );
        }
        Err(e) => eprintln!(
            "ryoiki soak: {}",
            explain::phrase("soak-cannot-write")
                .arg("file", file.display().to_string())
                .arg("error", e.to_string())
                .render(lang)
        ),
    }
}
