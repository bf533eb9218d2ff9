//! `play --deck` and `sim --deck` with `--pool`: a Cockatrice deck of real card names,
//! against a pool made by `ryoiki pool import`, is played and simulated; a missing pool
//! and names the pool does not have are refused, naming the file (and line).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn ryoiki(args: &[&str], dir: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A card data fixture of the games crate, by absolute path.
fn fixture(name: &str) -> String {
    let p: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../ryoiki-games/tests/fixtures/cards")
        .join(name);
    p.display().to_string()
}

/// A folder holding `real.toml`, the pool imported from the MTGJSON fixture.
fn imported() -> tempfile::TempDir {
    let t = tempfile::tempdir().unwrap();
    let (code, _, err) = ryoiki(
        &[
            "pool",
            "import",
            "--from",
            "mtgjson",
            &fixture("mtgjson-set.json"),
            "--out",
            "real.toml",
        ],
        t.path(),
    );
    assert_eq!(code, 0, "{err}");
    t
}

#[test]
fn a_cockatrice_deck_of_real_names_is_played_with_its_imported_pool() {
    let t = imported();
    let cod = fixture("real-names.cod");
    let (alice, bob) = (format!("alice={cod}"), format!("bob={cod}"));
    let args = [
        "play",
        "--game",
        "mtg",
        "--deck",
        &alice,
        "--deck",
        &bob,
        "--pool",
        "real.toml",
        "--bot",
        "alice=random",
        "--bot",
        "bob=random",
        "--max-actions",
        "40",
        "--save",
        "game.json",
    ];
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
    let cod = fixture("real-names.cod");
    let (alice, bob) = (format!("alice={cod}"), format!("bob={cod}"));
    let (code, out, err) = ryoiki(
        &[
            "sim",
            "--game",
            "mtg",
            "--deck",
            &alice,
            "--deck",
            &bob,
            "--pool",
            "real.toml",
            "--games",
            "2",
            "--step-limit",
            "300",
        ],
        t.path(),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("alice") && out.contains("bob"), "{out}");
}

#[test]
fn a_missing_pool_and_names_it_lacks_are_refused_naming_the_file() {
    let t = imported();
    let cod = fixture("real-names.cod");
    let (alice, bob) = (format!("alice={cod}"), format!("bob={cod}"));
    for cmd in ["play", "sim"] {
        // A pool file that is not there.
        let (code, out, err) = ryoiki(
            &[
                cmd,
                "--game",
                "mtg",
                "--deck",
                &alice,
                "--deck",
                &bob,
                "--pool",
                "nothere.toml",
            ],
            t.path(),
        );
        assert_eq!(code, 2, "{cmd}: {out}{err}");
        assert!(err.contains("nothere.toml"), "{cmd}: {err}");
        // The built-in sample pool has none of the real names: each is named, with the
        // deck file and its line.
        let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../decks/pools/mtg.toml");
        let sample = sample.display().to_string();
        let (code, _, err) = ryoiki(
            &[
                cmd, "--game", "mtg", "--deck", &alice, "--deck", &bob, "--pool", &sample,
            ],
            t.path(),
        );
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
