//! Rule coverage: which catalogue ids are proven by passing scenario expectations.

use crate::catalogue::Catalogue;
use crate::games::GameKind;
use crate::load::{LoadError, load_file, say};
use crate::run::{Report, run};
use ryoiki_core::Lang;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

/// What [`find_scenarios`] found: the scenario files, and what could not be searched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// Every scenario file, sorted, each file once (however many links lead to it).
    pub files: Vec<PathBuf>,
    /// What could not be searched, each with why: an unreadable folder or file, a
    /// broken link named `*.toml`, or a link back to a folder that holds it (a loop,
    /// not followed). Each is a failure of `ryoiki check`.
    pub problems: Vec<(PathBuf, SearchProblem)>,
}

/// Why a path given to [`find_scenarios`] cannot be searched at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render(Lang::En))]
pub enum FindError {
    /// It exists but is neither a file nor a folder (a named pipe, a socket …).
    NotScenario(PathBuf),
    /// It does not exist.
    Missing(PathBuf),
}

impl FindError {
    /// The reason in `lang`, from the scenario crate's catalogue; in English it is the
    /// [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let words = match self {
            FindError::NotScenario(_) => say("find-not-scenario"),
            FindError::Missing(_) => say("find-no-such-path"),
        };
        words
            .arg("path", self.path().display().to_string())
            .render(lang)
    }

    /// The path it is about.
    pub fn path(&self) -> &Path {
        match self {
            FindError::NotScenario(p) | FindError::Missing(p) => p,
        }
    }
}

/// Why a folder or file met while searching could not be searched.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, thiserror::Error)]
#[error("{}", self.render(Lang::En))]
pub enum SearchProblem {
    /// A link back to a folder that holds it: a loop, not followed.
    Loop {
        /// The folder it leads back to.
        ancestor: PathBuf,
    },
    /// A file or folder the system would not read.
    Unreadable {
        /// A `*.toml` file (else a folder).
        file: bool,
        /// The system's own words.
        error: String,
    },
}

impl SearchProblem {
    /// The problem in `lang`, from the scenario crate's catalogue (the system's own
    /// error text is shown as written); in English it is the
    /// [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let words = match self {
            SearchProblem::Loop { ancestor } => {
                say("find-loop").arg("ancestor", ancestor.display().to_string())
            }
            SearchProblem::Unreadable { file, error } => {
                let key = if *file {
                    "find-unreadable-file"
                } else {
                    "find-unreadable-folder"
                };
                say(key).arg("error", error.as_str())
            }
        };
        words.render(lang)
    }
}

/// Every `*.toml` file under the given paths, sorted: files are taken as they are;
/// folders are searched recursively, following links to folders (a link back to a
/// folder that holds it is reported, not followed), and only regular files are taken
/// from them (a named pipe called `x.toml` would block a reader).
///
/// # Errors
/// [`FindError`]: the first path given that does not exist or is neither a file nor a
/// folder.
pub fn find_scenarios(paths: &[PathBuf]) -> Result<Found, FindError> {
    let mut found = Found::default();
    let mut files = Vec::new();
    let mut visited = HashSet::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut visited, &mut files, &mut found.problems);
        } else if p.is_file() {
            files.push(p.clone());
        } else if std::fs::symlink_metadata(p).is_ok() {
            return Err(FindError::NotScenario(p.clone()));
        } else {
            return Err(FindError::Missing(p.clone()));
        }
    }
    files.sort();
    let mut seen = HashSet::new();
    for f in files {
        let real = std::fs::canonicalize(&f).unwrap_or_else(|_| f.clone());
        if seen.insert(real) {
            found.files.push(f);
        }
    }
    found.problems.sort();
    found.problems.dedup();
    Ok(found)
}

/// The `*.toml` regular files under `dir`, and what could not be searched. Folders
/// already searched (through another link) are not searched again; a link to a folder
/// that holds `dir` is a loop, as is one to a folder between `dir` and the link.
fn walk(
    dir: &Path,
    visited: &mut HashSet<PathBuf>,
    files: &mut Vec<PathBuf>,
    problems: &mut Vec<(PathBuf, SearchProblem)>,
) {
    let root = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    let loop_found = |path: &Path, ancestor: &Path| {
        (
            path.to_path_buf(),
            SearchProblem::Loop {
                ancestor: ancestor.to_path_buf(),
            },
        )
    };
    let mut walker = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter();
    while let Some(entry) = walker.next() {
        match entry {
            Ok(e) if e.file_type().is_dir() => {
                let real = std::fs::canonicalize(e.path()).unwrap_or_else(|_| e.path().into());
                if e.path_is_symlink() && root.starts_with(&real) {
                    problems.push(loop_found(e.path(), &real));
                    walker.skip_current_dir();
                } else if !visited.insert(real) {
                    walker.skip_current_dir();
                }
            }
            Ok(e) => {
                if e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "toml") {
                    files.push(e.into_path());
                }
            }
            Err(e) => {
                let path = e.path().unwrap_or(dir).to_path_buf();
                if let Some(ancestor) = e.loop_ancestor() {
                    problems.push(loop_found(&path, ancestor));
                } else if let Some(io) = e.io_error() {
                    let named_toml = path.extension().is_some_and(|x| x == "toml");
                    if io.kind() == std::io::ErrorKind::NotFound && !named_toml {
                        // A broken link that would not have been a scenario anyway.
                        continue;
                    }
                    problems.push((
                        path,
                        SearchProblem::Unreadable {
                            file: named_toml,
                            error: io.to_string(),
                        },
                    ));
                }
            }
        }
    }
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
    let games = GameKind::all()
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
