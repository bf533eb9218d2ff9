//! A game made of data (`games/tidepool.toml`) as a new user meets it: run in the
//! workspace, the binary loads `games/` and lists, checks, explains and plays the game
//! like a built-in one; `--game-file` adds a definition from elsewhere; a bad definition
//! or a key already taken is reported with its file and the binary exits 2.

mod common;

use common::ryoiki_with_input;
use std::path::PathBuf;
use std::process::Output;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn ryoiki(args: &[&str]) -> Output {
    ryoiki_with_input(&root(), args, "")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn the_games_folder_is_loaded_and_listed() {
    let out = ryoiki(&["games"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout)
            .lines()
            .any(|l| l == "tidepool\tTidepool Traders"),
        "{}",
        text(&out.stdout)
    );
    let json = ryoiki(&["games", "--format", "json"]);
    assert!(text(&json.stdout).contains("\"tidepool\""));
}

#[test]
fn check_passes_the_conformance_scenarios_and_examples() {
    let out = ryoiki(&["check", "conformance", "examples"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains(" 0 failed"), "{stdout}");
    let tide = ryoiki(&["check", "conformance/tidepool"]);
    assert!(tide.status.success(), "{}", text(&tide.stdout));
    assert!(
        text(&tide.stdout).contains("9 passed, 0 failed"),
        "{}",
        text(&tide.stdout)
    );
}

#[test]
fn rules_lists_its_sixteen_rules_and_their_proofs() {
    let out = ryoiki(&["rules", "--game", "tidepool"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("tidepool: 16 of 16 covered"), "{stdout}");
    assert!(stdout.contains("tidepool-2.5"), "{stdout}");
    assert!(stdout.contains("Four cards on a shore"), "{stdout}");
    assert!(
        stdout.contains("conformance/tidepool/2.5-full-shore-refuses-a-fifth-card.toml"),
        "{stdout}"
    );
    let ja = ryoiki(&["rules", "--game", "tidepool", "--lang", "ja"]);
    assert!(
        text(&ja.stdout).contains("岸辺は4枚まで"),
        "{}",
        text(&ja.stdout)
    );
}

#[test]
fn play_deals_the_sample_game_and_takes_a_clients_moves() {
    let input = "{\"pick\": 0}\n".repeat(5);
    let out = ryoiki_with_input(
        &root(),
        &[
            "play",
            "--game",
            "tidepool",
            "--seat",
            "p0",
            "--bot",
            "p1=random",
            "--max-actions",
            "6",
            "--check-leaks",
        ],
        &input,
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect();
    assert_eq!(lines[0]["type"], "hello", "{stdout}");
    assert_eq!(lines[0]["game"], "tidepool", "{stdout}");
    assert!(lines.iter().any(|l| l["type"] == "turn"), "{stdout}");
    assert!(lines.iter().any(|l| l["type"] == "events"), "{stdout}");
    // The start procedure has run: the market is open, three cards in it.
    let turn = lines.iter().find(|l| l["type"] == "turn").expect("a turn");
    let market = turn["view"]["zones"]
        .as_array()
        .expect("zones")
        .iter()
        .find(|z| z["zone"] == "market")
        .expect("the market");
    assert_eq!(market["count"], 3, "{stdout}");
    let end = lines.last().expect("an end");
    assert_eq!(end["type"], "end", "{stdout}");
    assert_eq!(end["reason"], "action-limit", "{stdout}");
}

#[test]
fn a_game_file_from_elsewhere_is_loaded_with_the_option() {
    let file = root().join("games/tidepool.toml");
    let elsewhere = std::env::temp_dir();
    let out = ryoiki_with_input(
        &elsewhere,
        &["--game-file", file.to_str().expect("utf-8"), "games"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("tidepool\tTidepool Traders"));
    // Without it, the game is unknown there.
    let out = ryoiki_with_input(&elsewhere, &["play", "--game", "tidepool"], "");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn a_bad_definition_is_reported_at_its_line_and_column_and_exits_2() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        "[game]\nkey = \"Bad Key\"\nname = { en = \"Bad\", ja = \"悪\" }\nplayers = { min = 2, max = 2 }\n",
    )
    .expect("writes");
    let out = ryoiki_with_input(
        dir.path(),
        &["--game-file", bad.to_str().expect("utf-8"), "games"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("bad.toml:2:"), "{err}");
}

#[test]
fn a_key_already_listed_is_an_error_naming_the_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let src = std::fs::read_to_string(root().join("games/tidepool.toml")).expect("reads");
    let again = dir.path().join("again.toml");
    std::fs::write(&again, &src).expect("writes");
    // The workspace's games/ has tidepool already: the copy clashes.
    let out = ryoiki_with_input(
        &root(),
        &["--game-file", again.to_str().expect("utf-8"), "games"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("again.toml") && err.contains("tidepool"),
        "{err}"
    );
    // A built-in game's key, too.
    let fow = dir.path().join("fow.toml");
    std::fs::write(
        &fow,
        src.replace("key = \"tidepool\"", "key = \"fow\"")
            .replace("tidepool-", "fow-"),
    )
    .expect("writes");
    let out = ryoiki_with_input(
        dir.path(),
        &["--game-file", fow.to_str().expect("utf-8"), "games"],
        "",
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("fow.toml"),
        "{}",
        text(&out.stderr)
    );
}
