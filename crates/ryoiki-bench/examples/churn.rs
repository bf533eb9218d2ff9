//! Runs the churn workload and prints the WORKLOAD.md §7 line, like the peers' drivers.
//!
//! `cargo run --release -p ryoiki-bench --example churn -- [--seed S] [--steps K]`
//! (defaults: seed 42, 100000 steps). Until the `ryoiki bench churn` subcommand exists,
//! this is how to run it from the command line.

use std::process::ExitCode;

fn parse(name: &str, value: Option<String>) -> Result<u64, String> {
    let v = value.ok_or_else(|| format!("{name} needs a value"))?;
    let parsed = match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => v.parse(),
    };
    parsed.map_err(|e| format!("{name} {v}: {e}"))
}

fn main() -> ExitCode {
    let mut seed = ryoiki_bench::churn::DEFAULT_SEED;
    let mut steps = 100_000;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let r = match a.as_str() {
            "--seed" => parse("--seed", args.next()).map(|v| seed = v),
            "--steps" => parse("--steps", args.next()).map(|v| steps = v),
            other => Err(format!(
                "unknown argument {other}; use [--seed S] [--steps K]"
            )),
        };
        if let Err(e) = r {
            eprintln!("churn: {e}");
            return ExitCode::from(2);
        }
    }
    println!("{}", ryoiki_bench::run(seed, steps));
    ExitCode::SUCCESS
}
