//! Every scenario file under `conformance/` and `examples/` runs inside `cargo test`.
//!
//! One test per folder, so a failure names the folder; each failing file is listed with
//! the `file:line` of every expectation that failed, or every problem loading it.

use ryoiki_core::Lang;
use ryoiki_scenario::{find_scenarios, load_file, run};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs every scenario under `folder` and fails listing each failure.
fn run_folder(folder: &str) {
    let found = find_scenarios(&[root().join(folder)]).expect("the folder exists");
    assert!(found.problems.is_empty(), "{:?}", found.problems);
    let files = found.files;
    assert!(!files.is_empty(), "no scenario found under {folder}");
    let mut failures = Vec::new();
    for f in &files {
        match load_file(f) {
            Err(e) => failures.push(e.render()),
            Ok(sc) => {
                let report = run(&sc, Lang::En);
                if !report.passed() {
                    for reason in report.failures() {
                        failures.push(format!("{}: {reason}", report.path));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenario files under {folder} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn force_of_will_conformance() {
    run_folder("conformance/fow");
}

#[test]
fn phantom_magic_vision_conformance() {
    run_folder("conformance/pmv");
}

#[test]
fn magic_conformance() {
    run_folder("conformance/mtg");
}

#[test]
fn examples() {
    run_folder("examples");
}
