//! Every scenario file under `conformance/<game>/` (each listed game's folder, from the
//! list of games) and `examples/` runs inside `cargo test`, one test per file, so a
//! failure names its file (`cargo test --test conformance -- fow/3.15` runs some). A
//! failing file lists the `file:line` of every expectation that failed, or every problem
//! loading it. A listed game with no scenario folder is a failing test of its own. The
//! games defined in data files (the workspace's `games/*.toml`) are registered first,
//! as the command line does, so their scenarios run here too.
//!
//! The harness is `libtest-mimic` (a test per file found at run time, with libtest's
//! filters, `--list` and output), so this target sets `harness = false`.

use libtest_mimic::{Arguments, Failed, Trial};
use ryoiki_core::Lang;
use ryoiki_scenario::{find_scenarios, load_file, run};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The folders of scenarios: each listed game's `conformance/<key>`, and `examples`.
fn folders() -> Vec<String> {
    let mut out: Vec<String> = ryoiki_games::games()
        .into_iter()
        .map(|g| format!("conformance/{}", g.key()))
        .collect();
    out.push("examples".into());
    out
}

/// Runs one scenario file; fails listing each failure.
fn run_file(file: &Path) -> Result<(), Failed> {
    let sc = load_file(file).map_err(|e| Failed::from(e.render()))?;
    let report = run(&sc, Lang::En);
    if report.passed() {
        return Ok(());
    }
    let reasons: Vec<String> = report
        .failures()
        .into_iter()
        .map(|reason| format!("{}: {reason}", report.path))
        .collect();
    Err(reasons.join("\n").into())
}

fn main() {
    let args = Arguments::from_args();
    let root = root();
    let mut trials = Vec::new();
    if let Err(e) = ryoiki_games::data::load_dir(&root.join("games")) {
        let why = e.to_string();
        trials.push(Trial::test("games", move || Err(why.into())));
    }
    for folder in folders() {
        let found = match find_scenarios(&[root.join(&folder)]) {
            Ok(found) if found.problems.is_empty() && !found.files.is_empty() => found,
            other => {
                let why = match other {
                    Ok(f) if f.files.is_empty() => format!("no scenario found under {folder}"),
                    Ok(f) => format!("{:?}", f.problems),
                    Err(e) => e.to_string(),
                };
                trials.push(Trial::test(folder.clone(), move || Err(why.into())));
                continue;
            }
        };
        for file in found.files {
            let name = file
                .strip_prefix(&root)
                .unwrap_or(&file)
                .display()
                .to_string();
            trials.push(Trial::test(name, move || run_file(&file)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
