//! `ryoiki pool import` as a user runs it (issue #29): an MTGJSON or Scryfall file
//! becomes a pool file, and `ryoiki deck --pool` checks a Cockatrice deck of real names
//! against it.

mod common;

use common::{card_fixture as fixture, import_mtgjson, ryoiki};

use std::path::Path;

#[test]
fn an_imported_mtgjson_pool_makes_a_cockatrice_deck_of_real_names_good() {
    let t = tempfile::tempdir().unwrap();
    let d = t.path();
    let cod = fixture("real-names.cod");
    // Before: no pool names these cards.
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../decks/pools/mtg.toml");
    let (code, out, _) = ryoiki(
        &[
            "deck",
            &cod,
            "--game",
            "mtg",
            "--pool",
            &sample.display().to_string(),
        ],
        d,
    );
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("'Lightning Bolt' is not in the card pool"),
        "{out}"
    );

    let (code, out, err) = import_mtgjson(d);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("real.toml: 27 cards from "), "{out}");
    assert!(
        out.contains("14 with a Japanese name, 11 planes, 2 phenomena"),
        "{out}"
    );
    let (code, out, _) = ryoiki(&["deck", &cod, "--game", "mtg", "--pool", "real.toml"], d);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("a good Magic: The Gathering deck"), "{out}");
    assert!(out.contains("60"), "{out}");

    // A decklist naming the cards in Japanese, its report in Japanese.
    let (code, out, _) = ryoiki(
        &[
            "deck",
            &fixture("japanese.txt"),
            "--game",
            "mtg",
            "--pool",
            "real.toml",
            "--lang",
            "ja",
        ],
        d,
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("正しいデッキ"), "{out}");
}

#[test]
fn a_scryfall_file_imports_and_reports_in_japanese() {
    let t = tempfile::tempdir().unwrap();
    let d = t.path();
    let (code, out, err) = ryoiki(
        &[
            "pool",
            "import",
            "--from",
            "scryfall",
            &fixture("scryfall-bulk.json"),
            "--out",
            "s.toml",
            "--lang",
            "ja",
        ],
        d,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("10枚"), "{out}");
    assert!(out.contains("次元2枚、現象1枚"), "{out}");
    let pool = std::fs::read_to_string(d.join("s.toml")).unwrap();
    assert!(pool.contains("name_ja = \"稲妻\""), "{pool}");
}

#[test]
fn broken_card_data_is_refused_at_its_line_and_column_and_nothing_is_written() {
    let t = tempfile::tempdir().unwrap();
    let d = t.path();
    std::fs::write(
        d.join("bad.json"),
        "{\"data\": {\"cards\": [\n  {\"name\": \"X\",, }\n]}}",
    )
    .unwrap();
    let (code, _, err) = ryoiki(
        &[
            "pool", "import", "--from", "mtgjson", "bad.json", "--out", "p.toml",
        ],
        d,
    );
    assert_eq!(code, 1, "{err}");
    // The second comma, at column 16 of line 2.
    assert_eq!(err.trim_end(), "bad.json:2:16: key must be a string");
    assert!(!d.join("p.toml").exists());
    assert!(!d.join("p.toml.partial").exists());

    let (code, _, err) = ryoiki(
        &[
            "pool", "import", "--from", "mtgjson", "bad.json", "--out", "p.toml", "--lang", "ja",
        ],
        d,
    );
    assert_eq!(code, 1);
    assert!(err.contains("JSONの誤り"), "{err}");
}

#[test]
fn a_cockatrice_deck_without_a_pool_is_told_to_give_one_with_pool() {
    let t = tempfile::tempdir().unwrap();
    let (code, out, _) = ryoiki(
        &["deck", &fixture("real-names.cod"), "--game", "mtg"],
        t.path(),
    );
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("a Cockatrice deck is XML and names no pool; give one with --pool FILE"),
        "{out}"
    );
}
