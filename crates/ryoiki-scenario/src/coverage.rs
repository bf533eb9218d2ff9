//! Rule coverage: which catalogue ids are proven by passing scenario expectations.

use crate::catalogue::Catalogue;
use crate::games::GameKind;
use crate::load::{LoadError, load_file};
use crate::run::{Report, run};
use ryoiki_core::Lang;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every `*.toml` file under the given paths (files are taken as they are; folders are
/// searched recursively), sorted.
///
/// # Errors
/// The first path that does not exist.
pub fn find_scenarios(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "toml") {
                out.push(p);
            }
        }
    }
    for p in paths {
        if p.is_dir() {
            walk(p, &mut out);
        } else if p.is_file() {
            out.push(p.clone());
        } else {
            return Err(format!("no such file or folder: {}", p.display()));
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// The coverage of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameCoverage {
    /// Ids of the game in the catalogue.
    pub total: usize,
    /// For each covered id, the proofs: `path:line`.
    pub covered: BTreeMap<String, Vec<String>>,
    /// Ids not covered, sorted.
    pub missing: Vec<String>,
}

/// Coverage of every game, and what running the scenarios found.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    /// By game, in catalogue order.
    pub games: Vec<(GameKind, GameCoverage)>,
    /// The reports of the scenarios that loaded.
    pub reports: Vec<Report>,
    /// The scenarios that did not load.
    pub load_errors: Vec<LoadError>,
}

/// Runs every scenario file and computes which rule ids passing expectations prove, for
/// every game or only `game`.
pub fn coverage(files: &[PathBuf], game: Option<GameKind>) -> Coverage {
    let cat = Catalogue::embedded();
    let mut reports = Vec::new();
    let mut load_errors = Vec::new();
    for f in files {
        match load_file(f) {
            Ok(sc) => reports.push(run(&sc, Lang::En)),
            Err(e) => load_errors.push(e),
        }
    }
    let mut proofs: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for r in &reports {
        for (id, line) in r.covered() {
            proofs
                .entry(id.to_string())
                .or_default()
                .push(format!("{}:{line}", r.path));
        }
    }
    let games = GameKind::ALL
        .into_iter()
        .filter(|g| game.is_none_or(|want| want == *g))
        .map(|g| {
            let mut gc = GameCoverage::default();
            for rule in cat.of_game(g.key()) {
                gc.total += 1;
                match proofs.get(&rule.id) {
                    Some(p) => {
                        gc.covered.insert(rule.id.clone(), p.clone());
                    }
                    None => gc.missing.push(rule.id.clone()),
                }
            }
            gc.missing.sort();
            (g, gc)
        })
        .collect();
    Coverage {
        games,
        reports,
        load_errors,
    }
}
