//! A soak run from the command line without the CLI (and so without the server):
//! `soak_seed <game> <variant|-> <seed> <steps> [repro.toml]` prints the violations and
//! writes the first one's shrunk scenario file when asked; `soak_seed check <files…>`
//! runs scenario files and prints their failures.

use ryoiki_soak::repro;
use std::sync::atomic::AtomicBool;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("check") {
        let mut failed = 0;
        for f in &args[2..] {
            match ryoiki_scenario::load_file(std::path::Path::new(f)) {
                Err(e) => {
                    failed += 1;
                    println!("{f}: {}", e.render());
                }
                Ok(sc) => {
                    let report = ryoiki_scenario::run(&sc, ryoiki_core::Lang::En);
                    if !report.passed() {
                        failed += 1;
                    }
                    for reason in report.failures() {
                        println!("{f}: {reason}");
                    }
                }
            }
        }
        println!("{} files, {failed} failing", args.len() - 2);
        std::process::exit(i32::from(failed > 0));
    }
    if args.len() < 5 {
        eprintln!("usage: soak_seed <game> <variant|-> <seed> <steps> [repro.toml]");
        std::process::exit(2);
    }
    let Ok(game) = args[1].parse::<ryoiki_games::GameKind>() else {
        eprintln!("soak_seed: no game {:?}", args[1]);
        std::process::exit(2);
    };
    let variant = (args[2] != "-").then_some(args[2].as_str());
    let (Ok(seed), Ok(steps)) = (args[3].parse::<u64>(), args[4].parse::<u64>()) else {
        eprintln!("soak_seed: the seed and the steps are numbers");
        std::process::exit(2);
    };
    let stop = AtomicBool::new(false);
    let report = match ryoiki_soak::soak(game, variant, seed, steps, &mut |_| {}, &stop) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("soak_seed: {e}");
            std::process::exit(2);
        }
    };
    for v in &report.violations {
        println!("violation: {v}");
    }
    println!(
        "game={} variant={} seed={seed} steps={} violations={}",
        args[1],
        args[2],
        report.steps,
        report.violations.len()
    );
    if let (Some(failing), Some(path)) = (&report.failing, args.get(5)) {
        let rules = game.rules();
        let title = format!(
            "soak violation: {}",
            report
                .violations
                .first()
                .map(ToString::to_string)
                .unwrap_or_default()
        );
        let body = match &failing.from {
            None => {
                let start = ryoiki_soak::soak_start(game, variant, failing.seed).expect("it ran");
                let shrunk = repro::shrink(rules, &start, &failing.actions, 400);
                repro::to_scenario(rules, &start, &shrunk, &title)
            }
            Some(snapshot) => {
                let start = ryoiki_soak::soak_start(game, variant, failing.seed).expect("it ran");
                let shrunk = repro::shrink_from(snapshot, &failing.actions, 400);
                format!(
                    "# from a snapshot {} actions in\n{}",
                    failing.skipped,
                    repro::to_scenario(rules, &start, &shrunk, &title)
                )
            }
        };
        std::fs::write(path, body).expect("writable");
        println!("repro written to {path}");
    }
}
