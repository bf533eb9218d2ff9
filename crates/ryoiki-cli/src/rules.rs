//! `ryoiki rules`: the rules catalogue with each id's status and proofs, as text or
//! JSON, or one rule (`--id`) with its description and proofs.
//!
//! In JSON each rule's `title` is an object with both languages: `{"en": …, "ja": …}`
//! (the Japanese in the words of the seed rule texts).
//!
//! Exit status: 0 when every rule asked about is covered and every scenario passed, 1
//! when one is missing or a scenario failed or did not load, 2 on bad input (an unknown
//! id, a folder that does not exist, or no scenarios found where it looked).

use crate::{Format, GameArg};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::{Catalogue, coverage, find_scenarios};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where the scenarios are: `--scenarios`, else `conformance/` in the current folder or
/// the nearest folder above it that has one. `Err` lists where it looked.
fn scenario_dir(given: Option<PathBuf>) -> Result<PathBuf, String> {
    if let Some(dir) = given {
        return if dir.is_dir() {
            Ok(dir)
        } else {
            Err(format!("no such folder: {}", dir.display()))
        };
    }
    let cwd =
        std::env::current_dir().map_err(|e| format!("cannot read the current folder: {e}"))?;
    let mut looked = Vec::new();
    for dir in cwd.ancestors() {
        let candidate = dir.join("conformance");
        if candidate.is_dir() {
            return Ok(if dir == cwd {
                PathBuf::from("conformance")
            } else {
                candidate
            });
        }
        looked.push(candidate.display().to_string());
    }
    Err(format!(
        "no scenarios: not inside a ryoiki repository. Looked for a conformance folder at:\n  {}\nGive one with --scenarios DIR.",
        looked.join("\n  ")
    ))
}

/// The `rules` command.
pub fn rules(
    out: &mut impl Write,
    game: Option<GameArg>,
    scenarios: Option<PathBuf>,
    format: Format,
    id: Option<String>,
) -> u8 {
    let cat = Catalogue::embedded();
    if let Some(id) = &id
        && !cat.contains(id)
    {
        let hint =
            ryoiki_scenario::suggest::did_you_mean(id, cat.rules.iter().map(|r| r.id.as_str()));
        eprintln!("ryoiki rules: unknown rule id '{id}'{hint}");
        return 2;
    }
    let dir = match scenario_dir(scenarios) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("ryoiki rules: {e}");
            return 2;
        }
    };
    let files = match find_scenarios(std::slice::from_ref(&dir)) {
        Ok(found) => {
            for (path, problem) in &found.problems {
                eprintln!("ryoiki rules: not searched: {}: {problem}", path.display());
            }
            found.files
        }
        Err(e) => {
            eprintln!("ryoiki rules: {e}");
            return 2;
        }
    };
    let game = match (&id, game) {
        (Some(id), _) => cat.get(id).and_then(|r| r.game.parse::<GameKind>().ok()),
        (None, g) => g.map(GameKind::from),
    };
    let bar = crate::progress::spinner(&format!("running {} scenario files", files.len()));
    let cov = coverage(&files, game);
    bar.finish_and_clear();
    let failing: Vec<&str> = cov
        .reports
        .iter()
        .filter(|r| !r.passed())
        .map(|r| r.path.as_str())
        .collect();
    let broken = !failing.is_empty() || !cov.load_errors.is_empty();
    if let Some(id) = id {
        let rule = cat.get(&id).expect("checked");
        let proofs = cov
            .games
            .iter()
            .find_map(|(_, gc)| gc.covered.get(&id))
            .cloned()
            .unwrap_or_default();
        return one_rule(out, rule, &proofs, format, &dir, broken);
    }
    let complete = cov.games.iter().all(|(_, gc)| gc.missing.is_empty());
    match format {
        Format::Json => {
            let mut games = serde_json::Map::new();
            for (g, gc) in &cov.games {
                let rules: Vec<serde_json::Value> = cat
                    .of_game(g.key())
                    .map(|r| {
                        let proofs = gc.covered.get(&r.id);
                        serde_json::json!({
                            "id": r.id,
                            "title": { "en": r.title, "ja": r.title_ja },
                            "status": if proofs.is_some() { "covered" } else { "missing" },
                            "proofs": proofs.cloned().unwrap_or_default(),
                        })
                    })
                    .collect();
                games.insert(
                    g.to_string(),
                    serde_json::json!({
                        "total": gc.total,
                        "covered": gc.covered.len(),
                        "missing": gc.missing,
                        "rules": rules,
                    }),
                );
            }
            let not_loaded: Vec<String> = cov.load_errors.iter().map(|e| e.render()).collect();
            let _ = writeln!(
                out,
                "{}",
                serde_json::json!({ "games": games, "failing": failing, "not_loaded": not_loaded })
            );
        }
        Format::Text => {
            for (g, gc) in &cov.games {
                let _ = writeln!(out, "{g}: {} of {} covered", gc.covered.len(), gc.total);
                for rule in cat.of_game(g.key()) {
                    match gc.covered.get(&rule.id) {
                        Some(proofs) => {
                            let _ = writeln!(
                                out,
                                "  {:<16} covered  {}  ({})",
                                rule.id,
                                rule.title,
                                proofs.join(", ")
                            );
                        }
                        None => {
                            let _ = writeln!(out, "  {:<16} MISSING  {}", rule.id, rule.title);
                        }
                    }
                }
            }
            for e in &cov.load_errors {
                let _ = writeln!(out, "not loaded: {}", e.render());
            }
            for r in cov.reports.iter().filter(|r| !r.passed()) {
                let _ = writeln!(out, "failing: {} ({} problems)", r.path, r.failures().len());
            }
        }
    }
    if complete && !broken { 0 } else { 1 }
}

/// `rules --id`: one rule, what it says in our words, and what proves it.
fn one_rule(
    out: &mut impl Write,
    rule: &ryoiki_scenario::Rule,
    proofs: &[String],
    format: Format,
    dir: &Path,
    broken: bool,
) -> u8 {
    let game = rule
        .game
        .parse::<GameKind>()
        .map(GameKind::name)
        .unwrap_or("");
    match format {
        Format::Json => {
            let _ = writeln!(
                out,
                "{}",
                serde_json::json!({
                    "id": rule.id,
                    "game": rule.game,
                    "section": rule.section,
                    "title": { "en": rule.title, "ja": rule.title_ja },
                    "description": rule.description,
                    "status": if proofs.is_empty() { "missing" } else { "covered" },
                    "proofs": proofs,
                })
            );
        }
        Format::Text => {
            let _ = writeln!(out, "{} — {}", rule.id, rule.title);
            let _ = writeln!(out, "{game}, section {}", rule.section);
            let _ = writeln!(out);
            let _ = writeln!(out, "{}", rule.description);
            let _ = writeln!(
                out,
                "(the catalogue's words; the rule documents themselves are not in the repository)"
            );
            let _ = writeln!(out);
            if proofs.is_empty() {
                let _ = writeln!(
                    out,
                    "MISSING: no passing scenario under {} proves it",
                    dir.display()
                );
            } else {
                let _ = writeln!(out, "proved by:");
                for p in proofs {
                    let _ = writeln!(out, "  {p}");
                }
            }
        }
    }
    if proofs.is_empty() || broken { 1 } else { 0 }
}
