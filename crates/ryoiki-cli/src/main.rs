//! `ryoiki`: the command line over the ryoiki libraries.
//!
//! A thin shell: it parses arguments, calls the scenario runner and the engine, and
//! prints. It contains no rules. Exit status: 0 when everything passed, 1 when
//! something failed, 2 for bad usage or a path that is no scenario file or folder
//! (clap's own usage errors exit 2 as well), 130 for a soak stopped by Ctrl-C.

mod deck;
mod explain;
mod frames;
mod play;
mod progress;
mod rules;
mod serve;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use ryoiki_core::Lang;
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::{find_scenarios, load_file_with, run};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// ryoiki (領域): the zones of trading card games, rule by rule.
#[derive(Parser)]
#[command(name = "ryoiki", version, about)]
struct Cli {
    /// Colour in error snippets: auto (when standard error is a terminal and NO_COLOR
    /// is unset), always or never.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto, global = true)]
    color: ColorArg,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

impl ColorArg {
    /// Whether to colour what goes to standard error.
    fn enabled(self) -> bool {
        use std::io::IsTerminal;
        match self {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Run scenario files (folders are searched for *.toml) and report failures.
    Check {
        /// Scenario files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Language of the failures and the summary (a refusal a file expects is still
        /// matched against the English message).
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Print a scenario step by step: actions, decisions, events and their rules.
    Explain {
        /// The scenario file.
        file: PathBuf,
        /// Language of the log.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Benchmarks measured against peers.
    Bench {
        #[command(subcommand)]
        which: BenchCommand,
    },
    /// Play random legal actions at scale, checking every promise after every step.
    Soak {
        /// Which game.
        #[arg(long, value_enum)]
        game: GameArg,
        /// A variant of the game (Magic's Planechase variants).
        #[arg(long)]
        variant: Option<String>,
        /// The first game's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How many steps (1 to 100,000,000).
        #[arg(long, default_value_t = 10_000)]
        steps: u64,
        /// Where to write what reproduces a violation.
        #[arg(long, default_value = "soak-failures")]
        out: PathBuf,
        /// Language of the violations, the summary and the errors.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Play a game over the seat protocol: JSON lines on stdin and stdout
    /// (docs/protocol.md). Hot-seat by default; bots play the seats given with --bot.
    Play {
        /// Which game (a built-in sample setup).
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// A variant of the game (Magic's Planechase variants).
        #[arg(long)]
        variant: Option<String>,
        /// Play this scenario file's setup instead.
        #[arg(long)]
        scenario: Option<PathBuf>,
        /// NAME=FILE: a player and the deck file they bring (repeat for each player, in
        /// seat order; the file's `pool:` line names its card pool). Needs --game.
        #[arg(long, value_name = "NAME=FILE")]
        deck: Vec<String>,
        /// A seat the client drives (name or number); the others are bots.
        #[arg(long)]
        seat: Vec<String>,
        /// SEAT=random: a random bot plays that seat.
        #[arg(long)]
        bot: Vec<String>,
        /// The seed of the sample setup and of the bots.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stop after this many actions.
        #[arg(long)]
        max_actions: Option<usize>,
        /// Save the game here when it ends (it holds the secret view key).
        #[arg(long)]
        save: Option<PathBuf>,
        /// Search every message for hidden identities; a leak exits 1.
        #[arg(long)]
        check_leaks: bool,
        /// Language of the errors (arguments, a deck's or a setup's problems, leaks);
        /// the protocol itself is JSON.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Print a saved game's actions and events, as the judge or one seat knows them.
    Replay {
        /// The saved game (JSON, as `play --save` writes it).
        file: PathBuf,
        /// Only what this seat (name or number) may know.
        #[arg(long)]
        seat: Option<String>,
        /// Language of the log and the errors.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Print the rules catalogue: every id, covered or not, and what proves it.
    Rules {
        /// Only this game.
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// Where the scenarios are (default: ./conformance).
        #[arg(long)]
        scenarios: Option<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// One rule: its description and the scenario files that prove it.
        #[arg(long)]
        id: Option<String>,
        /// Language of the listing and the errors (JSON carries both languages).
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Check a deck file against its card pool and its game's deck rules.
    Deck {
        /// The deck: a plain-text decklist, or a Cockatrice `.cod` (Magic).
        file: PathBuf,
        /// Which game the deck is for.
        #[arg(long, value_enum)]
        game: GameArg,
        /// The card pool (default: the deck's `pool:` line).
        #[arg(long)]
        pool: Option<PathBuf>,
        /// Language of the problems and the verdict.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Serve the online table: create tables over HTTP, play them over WebSocket, in a
    /// browser at http://ADDR/ (docs/protocol.md, "The table").
    Serve {
        /// The address to listen on (port 0: any free port, printed on the first line).
        #[arg(long, default_value = "127.0.0.1:7878")]
        addr: String,
        /// Keep tables durably in this folder (one SQLite database); without it, tables
        /// live only as long as the process.
        #[arg(long, conflicts_with = "postgres")]
        data: Option<PathBuf>,
        /// Keep tables in this shared PostgreSQL database (`postgres://user@host:port/db`;
        /// needs a build with the `postgres` feature); several nodes may share it.
        #[arg(long, value_name = "URL")]
        postgres: Option<String>,
        /// This node's name in a shared database: it restores and serves only the tables
        /// it created (docs/server.md, "Several nodes").
        #[arg(
            long,
            value_name = "NAME",
            default_value = "local",
            requires = "postgres"
        )]
        node: String,
        /// Create one table per game with its sample setup and print the seat URLs.
        #[arg(long)]
        demo: bool,
        /// Language of the lines printed and the errors (the browser table has its own
        /// switch).
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Play many tables at once on loopback and measure them: action -> update latency
    /// (p50, p99), messages per second, memory per idle table (docs/performance.md).
    /// Bounded: it stops by itself.
    Loadtest {
        /// How many tables (two seats each), 1 to 10,000.
        #[arg(long, default_value_t = 100)]
        tables: usize,
        /// How long to play, in seconds (1 to 600).
        #[arg(long, default_value_t = 10)]
        duration: u64,
        /// Actions per second per table, on average (people act every few seconds).
        #[arg(long, default_value_t = 1.0)]
        rate: f64,
        /// Keep the tables in memory only (default: the durable SQLite store, in a
        /// temporary folder removed at the end).
        #[arg(long)]
        memory: bool,
        /// The seed of the tables and of the clients' picks.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Judge recorded WebSocket frames against the tables of a `serve --data` folder: no
    /// hidden identity, and each state and events exactly the engine's at its version
    /// (a diagnostic the browser test runs; docs/server.md).
    #[command(hide = true, name = "check-frames")]
    CheckFrames {
        /// The data folder of `ryoiki serve --data`.
        #[arg(long)]
        data: PathBuf,
        /// Frame logs (JSON: the table's id and each page's seat and frames).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a shell completion script (`ryoiki completions bash > ~/.local/share/bash-completion/completions/ryoiki`).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

#[derive(Subcommand)]
enum BenchCommand {
    /// The churn workload of `shared/peers/WORKLOAD.md`, through the engine's API; prints
    /// one line: impl, steps, seconds, steps/s, checksum, final zone sizes.
    ///
    /// The peer programs live beside the repository in `shared/peers/` (the workload in
    /// `WORKLOAD.md`, their figures in `RESULTS.md`, the boardgame.io peer and a plain
    /// JavaScript one in `boardgameio/`); run them with `cd shared/peers/boardgameio &&
    /// SEED=42 IMPLS="plain python-ref" ./run.sh 100000` (Node; `npm ci` on first use)
    /// and compare the checksum and steps/s with this command's at the same seed and
    /// steps. Both sides hash both players' views
    /// with FNV-1a 64 after every step (ours in `crates/ryoiki-bench/src/fnv.rs`): that
    /// hashing is part of the work being compared, not overhead to subtract. Figures and
    /// method: `docs/performance.md`.
    Churn {
        /// The seed of both random streams.
        #[arg(long, default_value_t = 42)]
        seed: u64,
        /// How many steps.
        #[arg(long, default_value_t = 100_000)]
        steps: u64,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Ja,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::En => Lang::En,
            LangArg::Ja => Lang::Ja,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum GameArg {
    Fow,
    Pmv,
    Mtg,
}

impl From<GameArg> for GameKind {
    fn from(g: GameArg) -> GameKind {
        match g {
            GameArg::Fow => GameKind::Fow,
            GameArg::Pmv => GameKind::Pmv,
            GameArg::Mtg => GameKind::Mtg,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Format {
    Text,
    Json,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = cli.color.enabled();
    let mut out = std::io::stdout().lock();
    let code = match cli.command {
        Command::Check { paths, lang } => check(&mut out, &paths, lang.into(), color),
        Command::Play {
            game,
            variant,
            scenario,
            deck,
            seat,
            bot,
            seed,
            max_actions,
            save,
            check_leaks,
            lang,
        } => {
            drop(out);
            let code = play::play(play::PlayArgs {
                lang: lang.into(),
                game: game.map(GameKind::from),
                variant,
                scenario,
                decks: deck,
                seats: seat,
                bots: bot,
                seed,
                max_actions,
                save,
                check_leaks,
            });
            return ExitCode::from(code);
        }
        Command::Loadtest {
            tables,
            duration,
            rate,
            memory,
            seed,
        } => {
            drop(out);
            return ExitCode::from(serve::loadtest(tables, duration, rate, memory, seed));
        }
        Command::Serve {
            addr,
            data,
            postgres,
            node,
            demo,
            lang,
        } => {
            drop(out);
            let place = match postgres {
                Some(url) => serve::Place::Postgres { url, node },
                None => serve::Place::Data(data),
            };
            return ExitCode::from(serve::serve(&addr, &place, demo, lang.into()));
        }
        Command::Replay { file, seat, lang } => {
            let lang = Lang::from(lang);
            play::replay(&mut out, &file, seat.as_deref(), lang)
        }
        Command::Explain { file, lang } => {
            let lang = Lang::from(lang);
            explain::explain(&mut out, &file, lang, color)
        }
        Command::Rules {
            game,
            scenarios,
            format,
            id,
            lang,
        } => rules::rules(
            &mut out,
            rules::RulesArgs {
                game,
                scenarios,
                format,
                id,
                lang: lang.into(),
            },
        ),
        Command::Deck {
            file,
            game,
            pool,
            lang,
        } => deck::check(&mut out, &file, game, pool.as_deref(), lang.into()),
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
        Command::Soak {
            game,
            variant,
            seed,
            steps,
            out: dir,
            lang,
        } => soak(
            &mut out,
            &Run {
                game: game.into(),
                variant: variant.as_deref(),
                seed,
            },
            steps,
            &dir,
            lang.into(),
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
    let effects = ryoiki_scenario::custom::shipped();
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
                let report = run(&sc, lang);
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
    let report = match ryoiki_scenario::soak::soak(
        run.game,
        run.variant,
        run.seed,
        steps,
        &mut progress,
        &STOP,
    ) {
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
    failing: &ryoiki_scenario::soak::Failing,
    report: &ryoiki_scenario::soak::SoakReport,
    dir: &std::path::Path,
    lang: Lang,
) {
    use ryoiki_scenario::repro;
    let (game, variant, seed) = (run.game, run.variant, failing.seed);
    let rules = game.rules();
    let start = ryoiki_scenario::soak::soak_start(game, variant, seed).expect("the soak ran it");
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
