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

/// Architecture Invariant: no crate has an import circle among its files.
#[test]
fn no_crate_has_an_import_circle() {
    let prefix = format!("{}/", root().display());
    let mut report = String::new();
    let mut files = 0;
    for (name, src) in crates() {
        let graph = CrateGraph::load(&src).expect("readable sources");
        files += graph.len();
        for circle in graph.circles() {
            let text = circle.to_string().replace(&prefix, "");
            report.push_str(&format!("{name}: {text}\n"));
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
}

/// The names of the workspace crates a crate's `Cargo.toml` depends on (normal
/// dependencies only), read from its `[dependencies]` table.
fn workspace_dependencies(krate: &str) -> Vec<String> {
    let manifest = std::fs::read_to_string(root().join("crates").join(krate).join("Cargo.toml"))
        .expect("a manifest");
    let mut deps = Vec::new();
    let mut in_deps = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
        } else if in_deps && line.starts_with("ryoiki-") {
            let name = line.split(['.', ' ', '=']).next().unwrap_or_default();
            deps.push(name.to_string());
        }
    }
    deps
}

/// Architecture Invariant: the model does not know the engine (nor any game, shell or
/// tool): `ryoiki-model` depends on no crate of the workspace, so its data and
/// contracts cannot reach into the engine.
#[test]
fn the_model_depends_on_no_crate_of_the_workspace() {
    assert_eq!(workspace_dependencies("ryoiki-model"), Vec::<String>::new());
    // And the engine sits on the model, which is how the check above could fail.
    assert!(workspace_dependencies("ryoiki-core").contains(&"ryoiki-model".to_string()));
}

/// Architecture Invariant: the rules core names no game: neither the model nor the
/// engine depends on a game's crate. The game crates are read from the registry
/// (`ryoiki-games` depends on each game it lists), so this test names no game either.
#[test]
fn the_core_depends_on_no_game() {
    let engine = ["ryoiki-model", "ryoiki-core"];
    let games: Vec<String> = workspace_dependencies("ryoiki-games")
        .into_iter()
        .filter(|d| !engine.contains(&d.as_str()))
        .collect();
    // The registry holds games, so the check below could fail.
    assert!(games.len() >= 3, "the registry lists {games:?}");
    for krate in engine {
        let named: Vec<&String> = workspace_dependencies(krate)
            .iter()
            .filter_map(|d| games.iter().find(|g| *g == d))
            .collect();
        assert!(named.is_empty(), "{krate} depends on {named:?}");
    }
}
