//! `ryoiki rules`: the rules catalogue with each id's status and proofs, as text or
//! JSON, or one rule (`--id`) with its description and proofs.
//!
//! In JSON each rule's `title` is an object with both languages: `{"en": …, "ja": …}`
//! (the Japanese in the words of the seed rule texts), and so is `--id`'s
//! `description` (its `ja` null for a data game's rule that gives no Japanese) and each
//! file that did not load (`not_loaded`: `{"path": …, "en": …, "ja": …}`). The text and
//! the errors are in the language `--lang` asks for, the rule's description too.
//!
//! Exit status: 0 when every rule asked about is covered and every scenario passed, 1
//! when one is missing or a scenario failed or did not load, 2 on bad input (an unknown
//! id, a folder that does not exist, or no scenarios found where it looked).

use crate::explain::phrase;
use crate::values::Format;
use ryoiki_core::{Lang, Phrase};
use ryoiki_games::GameKind;
use ryoiki_scenario::{Catalogue, Coverage, coverage, find_scenarios};
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `ryoiki rules` was asked for.
pub struct RulesArgs {
    /// Only this game.
    pub game: Option<GameKind>,
    /// Where the scenarios are.
    pub scenarios: Option<PathBuf>,
    /// Text or JSON.
    pub format: Format,
    /// One rule.
    pub id: Option<String>,
    /// The language of the text and the errors.
    pub lang: Lang,
}

/// Why no folder of scenarios was found.
enum NoScenarios {
    /// `--scenarios` names no folder.
    NoSuchFolder(PathBuf),
    /// The current folder cannot be read.
    NoCurrentFolder(std::io::Error),
    /// No `conformance` folder here or above; where it looked.
    NotInRepository(Vec<PathBuf>),
}

impl NoScenarios {
    /// The error's lines, in `lang`.
    fn render(&self, lang: Lang) -> String {
        match self {
            NoScenarios::NoSuchFolder(dir) => phrase("rules-no-such-folder")
                .arg("path", dir.display().to_string())
                .render(lang),
            NoScenarios::NoCurrentFolder(e) => phrase("rules-no-current-folder")
                .arg("error", e.to_string())
                .render(lang),
            NoScenarios::NotInRepository(looked) => {
                let mut lines = vec![phrase("rules-not-in-repository").render(lang)];
                lines.extend(looked.iter().map(|p| format!("  {}", p.display())));
                lines.push(phrase("rules-give-scenarios").render(lang));
                lines.join("\n")
            }
        }
    }
}

/// Where the scenarios are: `--scenarios`, else `conformance/` in the current folder or
/// the nearest folder above it that has one. `Err` lists where it looked.
fn scenario_dir(given: Option<PathBuf>) -> Result<PathBuf, NoScenarios> {
    if let Some(dir) = given {
        return if dir.is_dir() {
            Ok(dir)
        } else {
            Err(NoScenarios::NoSuchFolder(dir))
        };
    }
    let cwd = std::env::current_dir().map_err(NoScenarios::NoCurrentFolder)?;
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
        looked.push(candidate);
    }
    Err(NoScenarios::NotInRepository(looked))
}

/// The `rules` command.
pub fn rules(out: &mut impl Write, args: RulesArgs) -> u8 {
    let RulesArgs {
        game,
        scenarios,
        format,
        id,
        lang,
    } = args;
    let cat = Catalogue::embedded();
    if let Some(id) = &id
        && !cat.contains(id)
    {
        say_unknown_id(cat, id, lang);
        return 2;
    }
    let Some((dir, files)) = scenario_files(scenarios, lang) else {
        return 2;
    };
    let game = match (&id, game) {
        (Some(id), _) => cat.get(id).and_then(|r| r.game.parse::<GameKind>().ok()),
        (None, g) => g,
    };
    let cov = measure(&files, game, lang);
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
        return one_rule(out, rule, &proofs, format, &dir, broken, lang);
    }
    let complete = cov.games.iter().all(|(_, gc)| gc.missing.is_empty());
    match format {
        Format::Json => print_json(out, cat, &cov, &failing),
        Format::Text => print_text(out, cat, &cov, lang),
    }
    if complete && !broken { 0 } else { 1 }
}

/// Says on standard error that `id` is no rule of the catalogue, with the nearest ids.
fn say_unknown_id(cat: &Catalogue, id: &str, lang: Lang) {
    let hint =
        ryoiki_games::suggest::did_you_mean_words(id, cat.rules.iter().map(|r| r.id.as_str()));
    eprintln!(
        "ryoiki rules: {}",
        phrase("rules-unknown-id")
            .arg("id", id)
            .arg("hint", hint)
            .render(lang)
    );
}

/// The folder of scenarios and the scenario files in it, each folder or file that could
/// not be searched said on standard error; none (with why on standard error) when there
/// is no folder or it cannot be searched at all.
fn scenario_files(scenarios: Option<PathBuf>, lang: Lang) -> Option<(PathBuf, Vec<PathBuf>)> {
    let dir = match scenario_dir(scenarios) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("ryoiki rules: {}", e.render(lang));
            return None;
        }
    };
    match find_scenarios(std::slice::from_ref(&dir)) {
        Ok(found) => {
            for (path, problem) in &found.problems {
                eprintln!(
                    "ryoiki rules: {}",
                    phrase("rules-not-searched")
                        .arg("path", path.display().to_string())
                        .arg("problem", problem.render(lang))
                        .render(lang)
                );
            }
            Some((dir, found.files))
        }
        Err(e) => {
            eprintln!("ryoiki rules: {}", e.render(lang));
            None
        }
    }
}

/// Runs the scenario files and gathers the rules they prove (of `game`, or all), with a
/// spinner meanwhile.
fn measure(files: &[PathBuf], game: Option<GameKind>, lang: Lang) -> Coverage {
    let bar = crate::progress::spinner(
        &crate::explain::phrase("progress-rules")
            .arg("count", files.len().to_string())
            .render(lang),
    );
    let cov = coverage(files, game);
    bar.finish_and_clear();
    cov
}

/// The catalogue's coverage as one JSON object: each game's rules with their status and
/// proofs (titles in both languages), the failing scenarios, the files that did not load.
fn print_json(out: &mut impl Write, cat: &Catalogue, cov: &Coverage, failing: &[&str]) {
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
    // Each file that did not load, in both languages, as the titles are.
    let not_loaded: Vec<serde_json::Value> = cov
        .load_errors
        .iter()
        .map(|e| {
            serde_json::json!({
                "path": e.path,
                "en": e.render_in(Lang::En),
                "ja": e.render_in(Lang::Ja),
            })
        })
        .collect();
    let _ = writeln!(
        out,
        "{}",
        serde_json::json!({ "games": games, "failing": failing, "not_loaded": not_loaded })
    );
}

/// The catalogue's coverage as text in `lang`: each game's count, then each rule
/// covered (with its proofs) or missing; the files that did not load; the failing
/// scenarios.
fn print_text(out: &mut impl Write, cat: &Catalogue, cov: &Coverage, lang: Lang) {
    let say = |p: Phrase| p.render(lang);
    for (g, gc) in &cov.games {
        let _ = writeln!(
            out,
            "{}",
            say(phrase("rules-game-coverage")
                .arg("game", g.key())
                .arg("covered", gc.covered.len())
                .arg("total", gc.total))
        );
        for rule in cat.of_game(g.key()) {
            let title = match lang {
                Lang::En => rule.title.as_str(),
                Lang::Ja => rule.title_ja.as_str(),
            };
            let line = match gc.covered.get(&rule.id) {
                Some(proofs) => phrase("rules-covered")
                    .arg("id", format!("{:<16}", rule.id))
                    .arg("title", title)
                    .arg(
                        "proofs",
                        proofs.join(
                            &crate::explain::messages().plain(lang, "explain-list-separator"),
                        ),
                    ),
                None => phrase("rules-missing")
                    .arg("id", format!("{:<16}", rule.id))
                    .arg("title", title),
            };
            let _ = writeln!(out, "  {}", say(line));
        }
    }
    for e in &cov.load_errors {
        let _ = writeln!(
            out,
            "{}",
            say(phrase("rules-not-loaded").arg("error", e.render_in(lang)))
        );
    }
    for r in cov.reports.iter().filter(|r| !r.passed()) {
        let _ = writeln!(
            out,
            "{}",
            say(phrase("rules-failing")
                .arg("path", r.path.as_str())
                .arg("count", r.failures().len()))
        );
    }
}

/// `rules --id`: one rule, what it says in our words, and what proves it.
fn one_rule(
    out: &mut impl Write,
    rule: &ryoiki_scenario::Rule,
    proofs: &[String],
    format: Format,
    dir: &Path,
    broken: bool,
    lang: Lang,
) -> u8 {
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
                    "description": { "en": rule.description, "ja": rule.description_ja },
                    "status": if proofs.is_empty() { "missing" } else { "covered" },
                    "proofs": proofs,
                })
            );
        }
        Format::Text => {
            let say = |p: Phrase| p.render(lang);
            let title = match lang {
                Lang::En => rule.title.as_str(),
                Lang::Ja => rule.title_ja.as_str(),
            };
            let game = match (rule.game.parse::<GameKind>(), lang) {
                (Ok(kind), Lang::En) => kind.name(),
                (Ok(kind), Lang::Ja) => kind.rules().names().ja,
                (Err(_), _) => "",
            };
            let _ = writeln!(out, "{} — {title}", rule.id);
            let _ = writeln!(
                out,
                "{}",
                say(phrase("rules-section")
                    .arg("game", game)
                    .arg("section", rule.section.as_str()))
            );
            let _ = writeln!(out);
            let (description, in_lang) = rule.description_in(lang);
            let _ = writeln!(out, "{description}");
            let note = if in_lang {
                phrase("rules-description-note")
            } else {
                phrase("rules-description-note-english")
            };
            let _ = writeln!(out, "{}", say(note));
            let _ = writeln!(out);
            if proofs.is_empty() {
                let _ = writeln!(
                    out,
                    "{}",
                    say(phrase("rules-no-proof").arg("path", dir.display().to_string()))
                );
            } else {
                let _ = writeln!(out, "{}", say(phrase("rules-proved-by")));
                for p in proofs {
                    let _ = writeln!(out, "  {p}");
                }
            }
        }
    }
    if proofs.is_empty() || broken { 1 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn japanese(s: &str) -> bool {
        s.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c))
    }

    #[test]
    fn every_rule_of_the_built_in_games_has_a_japanese_description() {
        let cat = Catalogue::embedded();
        let mut seen = 0;
        for r in cat
            .rules
            .iter()
            .filter(|r| ["fow", "pmv", "mtg"].contains(&r.game.as_str()))
        {
            let (ja, in_ja) = r.description_in(Lang::Ja);
            assert!(in_ja && japanese(ja) && ja != r.description, "{}", r.id);
            assert_eq!(r.description_in(Lang::En), (r.description.as_str(), true));
            seen += 1;
        }
        assert!(seen > 200, "{seen} rules");
    }

    #[test]
    fn one_rule_shows_its_description_in_the_language_asked_for() {
        let cat = Catalogue::embedded();
        let rule = cat.get("pmv-11.4.1").expect("in the catalogue");
        let dir = Path::new("conformance");
        let mut ja = Vec::new();
        let code = one_rule(&mut ja, rule, &[], Format::Text, dir, false, Lang::Ja);
        let ja = String::from_utf8(ja).expect("utf-8");
        assert_eq!(code, 1, "no proof given");
        // The seed's own words (Phantom Magic Vision 11.4.1).
        assert!(
            ja.contains("抜き出すとは、指定されたカードを一時的に元の領域から取り出す処理である。"),
            "{ja}"
        );
        assert!(!ja.contains(&rule.description), "{ja}");
        assert!(!ja.contains("英語のみ"), "{ja}");
        let mut en = Vec::new();
        one_rule(&mut en, rule, &[], Format::Text, dir, false, Lang::En);
        let en = String::from_utf8(en).expect("utf-8");
        assert!(en.contains(&rule.description), "{en}");
        let mut json = Vec::new();
        one_rule(&mut json, rule, &[], Format::Json, dir, false, Lang::En);
        let v: serde_json::Value = serde_json::from_slice(&json).expect("json");
        assert_eq!(v["description"]["en"], rule.description.as_str());
        assert!(v["description"]["ja"].as_str().is_some_and(japanese), "{v}");
    }

    #[test]
    fn a_rule_without_japanese_shows_the_english_and_says_so() {
        let mut rule = Catalogue::embedded()
            .get("fow-3.9")
            .expect("in the catalogue")
            .clone();
        rule.description_ja = None;
        let mut ja = Vec::new();
        one_rule(
            &mut ja,
            &rule,
            &[],
            Format::Text,
            Path::new("c"),
            false,
            Lang::Ja,
        );
        let ja = String::from_utf8(ja).expect("utf-8");
        assert!(ja.contains(&rule.description), "{ja}");
        assert!(ja.contains("英語のまま"), "{ja}");
    }
}
