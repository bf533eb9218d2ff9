//! `play --deck` and `sim --deck` with `--pool`: a Cockatrice deck of real card names,
//! against a pool made by `ryoiki pool import`, is played and simulated; a missing pool
//! and names the pool does not have are refused, naming the file (and line).

mod common;

use common::{card_fixture, import_mtgjson, ryoiki};
use std::path::Path;

/// A folder holding `real.toml`, the pool imported from the MTGJSON fixture.
fn imported() -> tempfile::TempDir {
    let t = tempfile::tempdir().unwrap();
    let (code, _, err) = import_mtgjson(t.path());
    assert_eq!(code, 0, "{err}");
    t
}

/// The two players' decks: the fixture of real names for alice and for bob.
fn decks() -> [String; 2] {
    let cod = card_fixture("real-names.cod");
    [format!("alice={cod}"), format!("bob={cod}")]
}

/// `cmd --game mtg --deck alice=… --deck bob=… --pool pool`, then `more`.
fn with_decks<'a>(
    cmd: &'a str,
    decks: &'a [String; 2],
    pool: &'a str,
    more: &[&'a str],
) -> Vec<&'a str> {
    let [alice, bob] = decks;
    let mut args = vec![
        cmd, "--game", "mtg", "--deck", alice, "--deck", bob, "--pool", pool,
    ];
    args.extend_from_slice(more);
    args
}

#[test]
fn a_cockatrice_deck_of_real_names_is_played_with_its_imported_pool() {
    let t = imported();
    let decks = decks();
    let more = [
        "--bot",
        "alice=random",
        "--bot",
        "bob=random",
        "--max-actions",
        "40",
        "--save",
        "game.json",
    ];
    let args = with_decks("play", &decks, "real.toml", &more);
    let (code, out, err) = ryoiki(&args, t.path());
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"type\":\"hello\""), "{out}");
    assert!(out.contains("\"players\":[\"alice\",\"bob\"]"), "{out}");
    // The bots played the real cards up to the limit.
    assert!(out.contains("\"reason\":\"action-limit\""), "{out}");
    // The saved game holds the real cards.
    let saved = std::fs::read_to_string(t.path().join("game.json")).unwrap();
    assert!(
        saved.contains("Lightning Bolt"),
        "the real names are played"
    );
    // Without --pool, the .cod has no pool: told to give one.
    let without: Vec<&str> = args
        .iter()
        .copied()
        .filter(|a| *a != "--pool" && *a != "real.toml")
        .collect();
    let (code, _, err) = ryoiki(&without, t.path());
    assert_eq!(code, 2);
    assert!(err.contains("--pool"), "{err}");
}

#[test]
fn a_cockatrice_deck_of_real_names_is_simulated_with_its_imported_pool() {
    let t = imported();
    let decks = decks();
    let more = ["--games", "2", "--step-limit", "300"];
    let (code, out, err) = ryoiki(&with_decks("sim", &decks, "real.toml", &more), t.path());
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("alice") && out.contains("bob"), "{out}");
}

#[test]
fn a_missing_pool_and_names_it_lacks_are_refused_naming_the_file() {
    let t = imported();
    let decks = decks();
    for cmd in ["play", "sim"] {
        // A pool file that is not there.
        let args = with_decks(cmd, &decks, "nothere.toml", &[]);
        let (code, out, err) = ryoiki(&args, t.path());
        assert_eq!(code, 2, "{cmd}: {out}{err}");
        assert!(err.contains("nothere.toml"), "{cmd}: {err}");
        // The built-in sample pool has none of the real names: each is named, with the
        // deck file and its line.
        let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../decks/pools/mtg.toml");
        let sample = sample.display().to_string();
        let (code, _, err) = ryoiki(&with_decks(cmd, &decks, &sample, &[]), t.path());
        assert_eq!(code, 2, "{cmd}: {err}");
        assert!(
            err.contains("'Lightning Bolt' is not in the card pool"),
            "{cmd}: {err}"
        );
        assert!(
            err.contains("real-names.cod:"),
            "{cmd}: the file and line: {err}"
        );
    }
}
