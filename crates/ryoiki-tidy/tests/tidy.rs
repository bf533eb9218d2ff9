//! ARCHITECTURE.md's claims about the code's shape, checked over the whole workspace.

use ryoiki_tidy::graph::CrateGraph;
use std::path::{Path, PathBuf};

/// The workspace root (two folders above this crate).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

/// Every crate of the workspace with a `src` folder: its folder name and `src` path.
fn crates() -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = std::fs::read_dir(root().join("crates"))
        .expect("crates/")
        .filter_map(|e| {
            let dir = e.ok()?.path();
            let src = dir.join("src");
            let name = dir.file_name()?.to_string_lossy().into_owned();
            src.is_dir().then_some((name, src))
        })
        .collect();
    out.sort();
    out
}

/// Files still in an import circle while the redesign of issue #24 removes them: the
/// list may only shrink. A file in a circle that is not listed fails the test, and so
/// does a listed file that is in no circle any more (take it off the list).
const NOT_YET: &[&str] = &[
    "crates/ryoiki-core/src/action.rs",
    "crates/ryoiki-core/src/batch.rs",
    "crates/ryoiki-core/src/characteristics.rs",
    "crates/ryoiki-core/src/custom.rs",
    "crates/ryoiki-core/src/duration.rs",
    "crates/ryoiki-core/src/effect.rs",
    "crates/ryoiki-core/src/event.rs",
    "crates/ryoiki-core/src/game.rs",
    "crates/ryoiki-core/src/held.rs",
    "crates/ryoiki-core/src/last_known.rs",
    "crates/ryoiki-core/src/process.rs",
    "crates/ryoiki-core/src/replace.rs",
    "crates/ryoiki-core/src/ruleset.rs",
    "crates/ryoiki-core/src/seat/mod.rs",
    "crates/ryoiki-core/src/seat/record.rs",
    "crates/ryoiki-core/src/state.rs",
    "crates/ryoiki-core/src/view.rs",
    "crates/ryoiki-mtg/src/abilities.rs",
    "crates/ryoiki-mtg/src/actions.rs",
    "crates/ryoiki-mtg/src/checks.rs",
    "crates/ryoiki-mtg/src/deck.rs",
    "crates/ryoiki-mtg/src/destroy.rs",
    "crates/ryoiki-mtg/src/events.rs",
    "crates/ryoiki-mtg/src/ext.rs",
    "crates/ryoiki-mtg/src/leave.rs",
    "crates/ryoiki-mtg/src/lib.rs",
    "crates/ryoiki-mtg/src/objects.rs",
    "crates/ryoiki-mtg/src/planar.rs",
    "crates/ryoiki-mtg/src/priority.rs",
    "crates/ryoiki-mtg/src/public.rs",
    "crates/ryoiki-mtg/src/tokens.rs",
    "crates/ryoiki-pmv/src/abilities.rs",
    "crates/ryoiki-pmv/src/entering.rs",
    "crates/ryoiki-pmv/src/events.rs",
    "crates/ryoiki-pmv/src/leaving.rs",
    "crates/ryoiki-pmv/src/lib.rs",
    "crates/ryoiki-pmv/src/process.rs",
    "crates/ryoiki-pmv/src/resolve.rs",
    "crates/ryoiki-pmv/src/state.rs",
];

/// Architecture Invariant: no crate has an import circle among its files.
#[test]
fn no_crate_has_an_import_circle() {
    let mut report = String::new();
    let mut in_circles = Vec::new();
    let mut files = 0;
    for (name, src) in crates() {
        let graph = CrateGraph::load(&src).expect("readable sources");
        files += graph.len();
        for circle in graph.circles() {
            let prefix = format!("{}/", root().display());
            let new: Vec<_> = circle
                .files
                .iter()
                .map(|f| f.display().to_string().replace(&prefix, ""))
                .filter(|f| !NOT_YET.contains(&f.as_str()))
                .collect();
            in_circles.extend(
                circle
                    .files
                    .iter()
                    .map(|f| f.display().to_string().replace(&prefix, "")),
            );
            if !new.is_empty() {
                let text = circle.to_string().replace(&prefix, "");
                report.push_str(&format!("{name}: {text}\n"));
            }
        }
    }
    assert!(
        files > 100,
        "read only {files} files: is the workspace where it was?"
    );
    assert!(
        report.is_empty(),
        "import circles (ARCHITECTURE.md, Invariants, says there are none):\n{report}"
    );
    let stale: Vec<_> = NOT_YET
        .iter()
        .filter(|f| !in_circles.iter().any(|c| c == *f))
        .collect();
    assert!(
        stale.is_empty(),
        "no longer in a circle, take them off NOT_YET: {stale:?}"
    );
}
