//! `ryoiki explain --lang ja` over every scenario file of the repository: every line of
//! the output is Japanese, apart from what the scenario's author wrote (title,
//! description, notes, labels: shown as written), card names and ids. It runs in the
//! workspace, so the games defined in `games/` (Tidepool Traders) are loaded and their
//! scenarios explained with the rule titles of their definition files.

mod common;

use common::scenario_files;

use std::path::Path;
use std::process::Command;

/// Hiragana, katakana, CJK ideographs, or full-width forms.
fn has_japanese(s: &str) -> bool {
    s.chars().any(|c| {
        ('\u{3040}'..='\u{30ff}').contains(&c)
            || ('\u{3400}'..='\u{9fff}').contains(&c)
            || ('\u{ff00}'..='\u{ffef}').contains(&c)
    })
}

/// Punctuation of the Japanese messages.
const JA_PUNCTUATION: &str = "：（）「」［］、。・";

/// A word written like a Rust enum variant ("PostcombatMain"): a capital, lowercase
/// letters, and another capital inside one word.
fn enum_like(s: &str) -> Option<&str> {
    s.split(|c: char| !c.is_ascii_alphanumeric()).find(|w| {
        w.len() > 3 && w.chars().skip(1).any(|c| c.is_ascii_uppercase()) && {
            let mut cs = w.chars();
            cs.next().is_some_and(|c| c.is_ascii_uppercase())
                && cs.next().is_some_and(|c| c.is_ascii_lowercase())
        }
    })
}

/// What a line shows once the scenario's own words (card names, labels, notes) are
/// taken out.
fn without_authors_words(line: &str, source: &str) -> String {
    let mut rest = line.trim().to_string();
    // Japanese punctuation ends a quoted piece as a space does.
    let spaced: String = rest
        .chars()
        .flat_map(|c| {
            if JA_PUNCTUATION.contains(c) {
                vec![' ', c, ' ']
            } else {
                vec![c]
            }
        })
        .collect();
    // Longest quoted pieces first: any run of the file's text that the line repeats.
    let words: Vec<&str> = spaced.split_whitespace().collect();
    let mut remove = Vec::new();
    for i in 0..words.len() {
        for j in (i + 1..=words.len()).rev() {
            let whole = words[i..j].join(" ");
            let trimmed = whole.trim_matches(|c: char| !c.is_alphanumeric());
            let piece = if source.contains(whole.as_str()) {
                whole.as_str()
            } else {
                trimmed
            };
            if piece.len() > 1 && source.contains(piece) {
                remove.push(piece.to_string());
                break;
            }
        }
    }
    remove.sort_by_key(|p| std::cmp::Reverse(p.len()));
    for p in remove {
        rest = rest.replace(&p, "");
    }
    rest
}

/// The text without the engine's ids.
fn without_ids(rest: &str) -> String {
    // The engine's ids: objects and cards (c3#1, c3), effects (e0), rule ids.
    rest.split_whitespace()
        .map(|w| {
            w.split(|c: char| "（）［］「」、：()[],".contains(c))
                .filter(|t| !is_id(t))
                .collect::<Vec<_>>()
                .join("|")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A word of English left in a line: three or more ASCII letters in a row that are
/// not one of `allowed` (ids already taken out).
fn english_word(rest: &str, allowed: &[String]) -> Option<String> {
    rest.split(|c: char| !c.is_ascii_alphabetic())
        .find(|w| w.len() >= 3 && !allowed.iter().any(|a| a == w))
        .map(str::to_string)
}

/// The words a scenario's author chose that the engine repeats inside its sentences,
/// where no space sets them apart from the Japanese ("aliceの手札"): the keys of the
/// file (an action's argument, 「amount」), and the words of names (players, cards,
/// labels), ids, actions (「add-mana」) and deck texts. Zones as the file writes them
/// ("alice:hand") are not names: a zone must be put into Japanese.
fn authors_words(source: &str) -> Vec<String> {
    const NAMING: [&str; 9] = [
        "name", "id", "players", "label", "do", "card", "cards", "args", "pick",
    ];
    let mut words = Vec::new();
    let ascii_words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    for line in source.lines() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let key = key.trim().trim_start_matches('[');
        words.extend(ascii_words(key));
        if NAMING.contains(&key) {
            for quoted in value.split('"').skip(1).step_by(2) {
                words.extend(ascii_words(quoted));
            }
        }
    }
    words
}

/// An id of the engine or the rules: c3, c3#1, e0, fow-3.1.c, mtg-217.1a.
fn is_id(t: &str) -> bool {
    let engine = |prefix: char| {
        t.strip_prefix(prefix)
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '#'))
    };
    let rule = ["fow-", "pmv-", "mtg-"].iter().any(|g| t.starts_with(g));
    engine('c') || engine('e') || rule
}

#[test]
fn explain_in_japanese_has_japanese_on_every_line_of_every_scenario() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    scenario_files(&root.join("conformance"), &mut files);
    scenario_files(&root.join("examples"), &mut files);
    files.sort();
    assert!(
        files.len() > 100,
        "only {} scenario files found",
        files.len()
    );
    let mut bad = Vec::new();
    let mut japanese_refusals = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let allowed = authors_words(&source);
        let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
            .args(["explain", "--lang", "ja"])
            .arg(file)
            // From the workspace, as a user runs it: the games of `games/` are loaded.
            .current_dir(&root)
            .output()
            .expect("the binary runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(!text.is_empty(), "{}: no output", file.display());
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let ours = without_authors_words(line, &source);
            let english =
                !has_japanese(line) && without_ids(&ours).chars().any(|c| c.is_alphabetic());
            if english {
                bad.push(format!("{}: no Japanese: {line}", file.display()));
            }
            if let Some(w) = enum_like(&ours) {
                bad.push(format!(
                    "{}: '{w}' looks like a code name: {line}",
                    file.display()
                ));
            }
            // A refusal is the core's sentence around the words the error carries (a
            // card, a place, a zone, a rule set's reason), all put into Japanese: no
            // English word may be left in it, and its brackets are full-width.
            let refusal = line.trim_start().starts_with("拒否：");
            if refusal && has_japanese(line.trim_start().trim_start_matches("拒否：")) {
                japanese_refusals += 1;
            }
            if refusal && let Some(w) = english_word(&without_ids(&ours), &allowed) {
                bad.push(format!(
                    "{}: English '{w}' in a refusal: {line}",
                    file.display()
                ));
            }
            if has_japanese(line) && (ours.contains('(') || ours.contains(')')) {
                bad.push(format!(
                    "{}: ASCII brackets in Japanese: {line}",
                    file.display()
                ));
            }
        }
    }
    assert!(japanese_refusals > 0, "no refusal reason is in Japanese");
    assert!(
        bad.is_empty(),
        "{} line(s) are not Japanese:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn the_check_itself_tells_english_from_japanese() {
    let source = "title = \"Lantern Warden\"\nnote = \"a card entered the field\"";
    assert!(has_japanese("確認（3行目）：成立"));
    assert!(!has_japanese("check line 3: ok"));
    // The author's words are taken out; the engine's are not.
    assert_eq!(
        without_authors_words("a card entered the field", source).trim(),
        ""
    );
    assert!(!without_authors_words("Lantern Warden moves to the hand", source).is_empty());
    assert_eq!(
        enum_like("the PostcombatMain phase"),
        Some("PostcombatMain")
    );
    assert_eq!(enum_like("Lantern Warden (c0#1)"), None);
    // A refusal with an English place left in it is caught; ids, names and the keys of
    // the file are not English left over.
    let file = "players = [\"alice\", \"bob\"]\nname = \"Meadow Cub\"\nzone = \"alice:hand\"\n";
    let allowed = authors_words(file);
    assert_eq!(
        english_word(
            &without_ids("c3#1はaliceのhandの下から1番目にある"),
            &allowed
        ),
        Some("hand".to_string())
    );
    assert_eq!(
        english_word(
            &without_ids("Meadow Cubはaliceの墓地にある［mtg-217.1c］"),
            &allowed
        ),
        None
    );
}

#[test]
fn explain_says_its_own_words_in_the_language_asked_for() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let file = root.join("conformance/fow/3.15.d-spell-to-playground.toml");
    let run = |lang: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
            .args(["explain", "--lang", lang])
            .arg(&file)
            .output()
            .expect("the binary runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let ja = run("ja");
    for words in [
        "（フォース・オブ・ウィル）",
        "プレイヤー：alice、bob",
        "手順1：",
        "確認（26行目）：成立　fow-3.15.d（場に移動する呪文は墓地に置かれる）",
        "の下から1番目へ移動し",
        "シナリオ成立",
    ] {
        assert!(ja.contains(words), "{words} missing from:\n{ja}");
    }
    for english in [
        "step ",
        "check line",
        "scenario passed",
        "players:",
        "position",
    ] {
        assert!(!ja.contains(english), "{english} in:\n{ja}");
    }
    let en = run("en");
    assert!(
        en.contains("check line 26: ok fow-3.15.d (Spell redirected to graveyard)"),
        "{en}"
    );
    assert!(en.contains("position 1 from the bottom"), "{en}");
    assert!(en.contains("scenario passed"), "{en}");
}
