//! What a judge reads in `ryoiki explain` over every conformance file, in English and
//! Japanese: the cards and effects the file names are named as the file names them,
//! never by engine id (`c1#0`, `e1`); a position is given only for a zone that keeps
//! its cards in order; no zone reads "the in play".
//!
//! Refusals are counted too: the runner shows the engine's error with the file's names
//! (`ActionError::render_labelled`).

mod common;

use common::scenario_files;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The words of a line written like an engine id: `c3#1`, `c3`, `e2`.
fn engine_ids(line: &str) -> Vec<&str> {
    line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '#' || c == '-' || c == '_'))
        .filter(|w| {
            let rest = match w.strip_prefix('c').or_else(|| w.strip_prefix('e')) {
                Some(r) => r,
                None => return false,
            };
            let (num, generation) = match rest.split_once('#') {
                Some((n, g)) if w.starts_with('c') => (n, Some(g)),
                Some(_) => return false,
                None => (rest, None),
            };
            !num.is_empty()
                && num.bytes().all(|b| b.is_ascii_digit())
                && generation.is_none_or(|g| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit()))
        })
        .collect()
}

/// Every quoted string of a scenario file: the ids and names it gives (and more).
fn quoted(src: &str) -> Vec<&str> {
    src.split('"').skip(1).step_by(2).collect()
}

fn explain(file: &Path, lang: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["explain", "--lang", lang])
        .arg(file)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .expect("ryoiki runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Every conformance file with its text and its explanations in English and Japanese,
/// run once for all the tests here.
fn explained() -> &'static [(PathBuf, String, String, String)] {
    static ALL: std::sync::OnceLock<Vec<(PathBuf, String, String, String)>> =
        std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../conformance"));
        let mut files = Vec::new();
        scenario_files(root, &mut files);
        files.sort();
        files
            .into_iter()
            .map(|f| {
                let src = std::fs::read_to_string(&f).expect("readable");
                let (en, ja) = (explain(&f, "en"), explain(&f, "ja"));
                (f, src, en, ja)
            })
            .collect()
    })
}

/// Whether an engine id names a card or effect the file names: a card of its
/// `[[card]]` tables (the first cards of the game, by id), or an effect it declares in
/// force from the start (the first effects). Abilities, tokens and effects a step or a
/// card makes come later.
fn named_by_file(id: &str, cards: usize, effects: usize) -> bool {
    let number = |s: &str| s.parse::<usize>().ok();
    if let Some(rest) = id.strip_prefix('c') {
        let card = rest.split('#').next().and_then(number);
        card.is_some_and(|c| c < cards)
    } else {
        id.strip_prefix('e')
            .and_then(number)
            .is_some_and(|e| e < effects)
    }
}

#[test]
fn engine_ids_in_the_explanations_are_named_as_the_file_names_them() {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    ryoiki_games::data::load_for_tool(&[root.join("games/tidepool.toml")])
        .expect("the data games load");
    let all = explained();
    assert!(all.len() > 100, "{} files", all.len());
    let mut bad = Vec::new();
    let (mut lines, mut named_seen) = (0, 0);
    for (f, src, en, ja) in all {
        let sc = ryoiki_scenario::load_file_with(f, &ryoiki_soak::custom::shipped())
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let cards = sc.card_names.len();
        let effects = sc.effects.iter().filter(|e| e.active).count();
        // A name the file gives that is written like an engine id (`id = "c2"`) is
        // the file's name.
        let given = quoted(src);
        named_seen += cards;
        for line in en.lines().chain(ja.lines()) {
            lines += 1;
            if engine_ids(line)
                .iter()
                .any(|id| !given.contains(id) && named_by_file(id, cards, effects))
            {
                bad.push(format!("{}: {line}", f.display()));
            }
        }
    }
    assert!(lines > 8000, "{lines} lines");
    assert!(named_seen > 300, "{named_seen} cards named by the files");
    assert!(
        bad.is_empty(),
        "{} lines show an engine id where the file gave a name, first: {:#?}",
        bad.len(),
        &bad[..bad.len().min(10)]
    );
}

#[test]
fn a_position_is_given_only_in_a_zone_that_keeps_order_and_no_zone_reads_the_in_play() {
    let mut into_hand = 0;
    let mut in_play = 0;
    for (f, _, en, _) in explained() {
        for line in en.lines() {
            // Hands, fields and Magic's in-play zone keep no order in any game here.
            for zone in ["'s hand", "'s field", "in-play zone"] {
                assert!(
                    !line.contains(&format!("{zone}, position")),
                    "{}: {line}",
                    f.display()
                );
            }
            if line.contains(" moves from ") && line.contains("'s hand ") {
                into_hand += 1;
            }
            assert!(!line.contains("the in play"), "{}: {line}", f.display());
            in_play += usize::from(line.contains("the in-play zone"));
        }
    }
    assert!(into_hand > 10, "{into_hand} moves into a hand");
    assert!(in_play > 10, "{in_play} lines name Magic's in-play zone");
}

#[test]
fn the_engine_id_words_are_found() {
    assert_eq!(
        engine_ids("Ashen Hound (c1#0) moves, e12 replaces; ce, c#1, exile-x, e2e"),
        vec!["c1#0", "e12"]
    );
    assert_eq!(
        quoted(r#"id = "x"\nname = "Ashen Hound""#),
        vec!["x", "Ashen Hound"]
    );
    assert!(named_by_file("c1#3", 2, 0));
    assert!(!named_by_file("c2#0", 2, 0));
    assert!(named_by_file("e0", 0, 1));
    assert!(!named_by_file("e1", 0, 1));
}

#[test]
fn a_file_s_japanese_title_and_notes_are_shown_under_japanese_and_the_english_otherwise() {
    let (_, src, en, ja) = explained()
        .iter()
        .find(|(f, ..)| f.ends_with("fow/3.1.e-owner-zone-by-default.toml"))
        .expect("the example file");
    assert!(
        src.contains("title_ja = ") && src.contains("note_ja = "),
        "{src}"
    );
    let ja_title = "移動先の領域が属するプレイヤーが指定されていない移動は";
    let en_title = "A move that names no player's zone goes to the card owner's zone";
    assert!(
        ja.lines().next().is_some_and(|l| l.starts_with(ja_title)),
        "{ja}"
    );
    assert!(!ja.contains(en_title), "{ja}");
    assert!(
        ja.contains("注：カードをコントロールしているbobがそれを破壊する"),
        "{ja}"
    );
    assert!(!ja.contains("bob, who controls the card"), "{ja}");
    assert!(
        en.lines().next().is_some_and(|l| l.starts_with(en_title)),
        "{en}"
    );
    assert!(
        en.contains("note: bob, who controls the card, destroys it"),
        "{en}"
    );
    assert!(!en.contains(ja_title), "{en}");
}
