//! `ryoiki`: the command line over the ryoiki libraries.
//!
//! A thin shell: it parses arguments, calls the scenario runner and the engine, and
//! prints. It contains no rules. Exit status: 0 when everything passed, 1 when
//! something failed, 2 for bad usage or a path that is no scenario file or folder
//! (clap's own usage errors exit 2 as well), 130 for a soak stopped by Ctrl-C.

mod args;
mod catalogue;
mod check;
mod deck;
mod decks;
mod explain;
mod frames;
mod input;
mod json;
mod play;
mod pool;
mod progress;
mod rules;
mod serve;
mod sim;
mod soak;
mod source;
mod values;

/// The program's allocator: mimalloc, as the benchmarks use (DESIGN.md, "Why does the
/// library not choose an allocator?").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use args::{BenchCommand, Cli, Command};
use clap::{CommandFactory, Parser};
use ryoiki_core::Lang;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

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
        Command::Check {
            paths,
            lang,
            format,
        } => check::check(
            &mut out,
            &paths,
            &check::CheckOptions {
                lang: lang.into(),
                color,
                format,
            },
        ),
        Command::Play(o) => {
            drop(out);
            return ExitCode::from(play::play(o.into()));
        }
        Command::Loadtest(o) => {
            drop(out);
            return ExitCode::from(serve::loadtest(&o));
        }
        Command::LoadtestClients => {
            drop(out);
            return ExitCode::from(ryoiki_server::loadtest::clients_main());
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
        Command::Explain { file, lang, format } => {
            explain::explain(&mut out, &file, lang.into(), color, format)
        }
        Command::Rules(o) => rules::rules(&mut out, o.into()),
        Command::Sim(o) => sim::sim(&mut out, &o.into()),
        Command::Games { format } => games(&mut out, format),
        Command::Deck {
            file,
            game,
            pool,
            lang,
            format,
        } => deck::check(
            &mut out,
            &deck::DeckOptions {
                file: &file,
                game,
                pool: pool.as_deref(),
                lang: lang.into(),
                format,
            },
        ),
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
        Command::Soak(o) => soak::soak(
            &mut out,
            &soak::Run {
                game: o.game,
                variant: o.variant.as_deref(),
                seed: o.seed,
            },
            o.steps,
            &o.out,
            o.lang.into(),
            o.format,
        ),
    };
    let _ = out.flush();
    ExitCode::from(code)
}
