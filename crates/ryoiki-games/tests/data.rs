//! A game made of data registered like the built-in ones: its description (sample
//! game, pool, deck section), its rule items, and the errors of a clashing key or a
//! bad file.

use ryoiki_core::Game;
use ryoiki_games::CardLookup;
use ryoiki_games::data::{self, DataError};
use std::path::{Path, PathBuf};

fn tidepool() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../games/tidepool.toml")
}

#[test]
fn tidepool_registers_once_and_describes_itself() {
    let kind = data::load_file(&tidepool()).expect("registers");
    // The same file again: the game registered the first time.
    assert_eq!(data::load_file(&tidepool()).expect("again"), kind);
    assert_eq!(ryoiki_games::find("tidepool"), Some(kind));
    assert!(ryoiki_games::games().contains(&kind));
    assert_eq!(kind.name(), "Tidepool Traders");
    assert!(kind.variants().is_empty());
    assert!(data::data_game("tidepool").is_some());

    // Its sample game: the sample deck, the start procedure as the opening.
    let sample = kind.sample(None, 3).expect("a sample");
    assert_eq!(sample.setup.players, ["p0", "p1"]);
    assert!(!sample.opening.is_empty());
    let mut game = Game::new(kind.rules(), sample.setup).expect("the setup");
    for a in sample.opening {
        game.apply(a, &mut Vec::new()).expect("the opening applies");
    }

    // Its pool holds its cards; its decks have one section.
    let pool = kind.pool().expect("the pool parses");
    assert!(pool.card("Kelp Runner").is_some());
    assert_eq!(kind.sections().len(), 1);

    // Its rule items, titles in both languages.
    let rules: Vec<_> = data::rule_items()
        .into_iter()
        .filter(|r| r.game == "tidepool")
        .collect();
    assert_eq!(rules.len(), 16);
    let r = rules.iter().find(|r| r.id == "tidepool-2.5").expect("2.5");
    assert_eq!(r.section, "2.5");
    assert_eq!(r.title.ja, "岸辺は4枚まで");
}

#[test]
fn a_clashing_key_names_the_file() {
    data::load_file(&tidepool()).expect("registers");
    let dir = tempfile::tempdir().expect("a folder");
    let copy = dir.path().join("copy.toml");
    std::fs::copy(tidepool(), &copy).expect("copies");
    let err = data::load_dir(dir.path()).expect_err("the key is taken");
    assert!(matches!(err, DataError::KeyTaken { .. }), "{err:?}");
    assert!(err.to_string().contains("copy.toml"), "{err}");
}

#[test]
fn a_bad_file_is_reported_at_its_line_and_column() {
    let dir = tempfile::tempdir().expect("a folder");
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "[game]\nkey = \"Bad Key\"\n").expect("writes");
    let err = data::load_file(&bad).expect_err("not a definition");
    let text = err.to_string();
    assert!(text.contains("bad.toml:"), "{text}");
    assert!(text.lines().all(|l| l.contains("bad.toml:")), "{text}");
}
