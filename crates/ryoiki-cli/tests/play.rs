//! `ryoiki play` and `ryoiki replay` as a client and a judge run them.

mod common;

use std::process::Command;

use common::play;

#[test]
fn a_client_plays_saves_and_the_judge_and_a_seat_replay() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    let input = "{\"pick\": 99999}\n".to_string() + &"{\"pick\": 0}\n".repeat(10);
    let (code, lines, err) = play(
        &[
            "--game",
            "mtg",
            "--variant",
            "single-planar-deck",
            "--seat",
            "p0",
            "--max-actions",
            "8",
            "--check-leaks",
            "--save",
            save.to_str().unwrap(),
        ],
        &input,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines[0]["type"], "hello");
    assert_eq!(lines[0]["protocol"], 1);
    assert_eq!(lines[0]["players"].as_array().unwrap().len(), 3);
    assert!(lines.iter().any(|l| l["type"] == "refused"
        && l["error"].as_str().unwrap().contains("outside the")));
    let end = lines.last().unwrap();
    assert_eq!(end["type"], "end");
    assert!(end["actions"].as_u64().unwrap() > 0);
    let judge = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["replay", save.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(judge.status.success());
    let judge = String::from_utf8_lossy(&judge.stdout);
    assert!(
        judge.starts_with("#1 ") && judge.contains("start-planechase"),
        "{judge}"
    );
    let seat = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args([
            "replay",
            save.to_str().unwrap(),
            "--seat",
            "p2",
            "--lang",
            "ja",
        ])
        .output()
        .unwrap();
    assert!(seat.status.success());
    let seat = String::from_utf8_lossy(&seat.stdout);
    assert!(seat.starts_with("#1"), "{seat}");
    assert!(
        !seat.contains("#0)") && !seat.contains("generation"),
        "{seat}"
    );
}

#[test]
fn bad_usage_exits_2_with_a_reason() {
    let (code, _, err) = play(&["--game", "fow", "--seat", "carol"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("no seat 'carol'") && err.contains("p0, p1"),
        "{err}"
    );
    let (code, _, err) = play(&["--game", "fow", "--bot", "p1=clever"], "");
    assert_eq!(code, 2);
    assert!(err.contains("no bot 'clever'"), "{err}");
    let (code, _, err) = play(&[], "");
    assert_eq!(code, 2);
    assert!(err.contains("--game"), "{err}");
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["replay", "/nonexistent/game.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn input_closed_ends_the_session() {
    let (code, lines, _) = play(&["--game", "pmv"], "");
    assert_eq!(code, 0);
    assert_eq!(lines.last().unwrap()["reason"], "input-closed");
}

/// The repository's sample deck files, from the test's working folder (the crate).
fn sample(path: &str) -> String {
    format!("{}/../../decks/{path}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn a_game_starts_from_each_players_deck_file() {
    for (game, deck) in [
        ("mtg", "mtg/gulls.txt"),
        ("fow", "fow/sage.txt"),
        ("pmv", "pmv/lanterns.txt"),
    ] {
        let alice = format!("alice={}", sample(deck));
        let bob = format!("bob={}", sample(deck));
        let (code, lines, err) = play(
            &[
                "--game",
                game,
                "--deck",
                &alice,
                "--deck",
                &bob,
                "--seat",
                "alice",
                "--bot",
                "bob=random",
                "--max-actions",
                "6",
                "--check-leaks",
            ],
            "{\"pick\": 0}\n".repeat(6),
        );
        assert_eq!(code, 0, "{game}: {err}");
        // The session greets alice's seat, then shows her view: it holds both decks.
        let first = lines[0].to_string();
        assert!(first.contains("alice"), "{game}: {first}");
        let view = lines
            .iter()
            .find(|l| l.get("view").is_some())
            .unwrap_or_else(|| panic!("{game}: no view in {lines:?}"));
        let seen: usize = view["view"]["zones"]
            .as_array()
            .map(|zs| {
                zs.iter()
                    .map(|z| z["count"].as_u64().unwrap_or(0) as usize)
                    .sum()
            })
            .unwrap_or(0);
        assert!(
            seen >= 40,
            "{game}: the decks' cards are in the game: {view}"
        );
    }
}

#[test]
fn a_bad_deck_argument_is_refused_with_a_reason() {
    let (code, _, err) = play(&["--game", "mtg", "--deck", "alice"], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("NAME=FILE"), "{err}");
    let (code, _, err) = play(&["--deck", "alice=x.txt", "--deck", "bob=y.txt"], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--game"), "{err}");
    let missing = format!("alice={}", sample("mtg/no-such-deck.txt"));
    let (code, _, err) = play(
        &["--game", "mtg", "--deck", &missing, "--deck", &missing],
        "",
    );
    assert_ne!(code, 0, "{err}");
    assert!(err.contains("no-such-deck.txt"), "{err}");
}

#[test]
fn a_seat_cannot_be_both_the_clients_and_a_bots() {
    for lang in ["en", "ja"] {
        let (code, lines, err) = play(
            &[
                "--game",
                "mtg",
                "--seat",
                "p0",
                "--bot",
                "p0=random",
                "--lang",
                lang,
            ],
            "",
        );
        assert_eq!(code, 2, "{err}");
        // Refused before the game begins: nothing on the protocol's output.
        assert!(lines.is_empty(), "{lines:?}");
        let said = if lang == "en" {
            "seat 'p0' is given both to --seat"
        } else {
            "席「p0」が--seat"
        };
        assert!(err.contains(said), "{err}");
    }
    // By number as well as by name.
    let (code, _, err) = play(&["--game", "fow", "--seat", "0", "--bot", "p0=random"], "");
    assert_eq!(code, 2);
    assert!(err.contains("'p0'"), "{err}");
    // Different seats are fine.
    let (code, lines, err) = play(
        &[
            "--game",
            "fow",
            "--seat",
            "p0",
            "--bot",
            "p1=random",
            "--max-actions",
            "3",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines[0]["seats"], serde_json::json!([0]));
}

#[test]
fn a_game_of_bots_alone_stops_at_the_default_limit() {
    // Magic's sample game is never begun under the rules (no `start-game`): nothing
    // ends it but players leaving, and bots never leave. Without --max-actions a game
    // of bots alone stops after the documented 100000 actions instead of running (and
    // its record growing) forever.
    let bots = [
        "--game",
        "mtg",
        "--variant",
        "single-planar-deck",
        "--bot",
        "1=random",
        "--bot",
        "2=random",
    ];
    let (code, lines, err) = play(&[&bots[..], &["--bot", "0=random"]].concat(), "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(lines[0]["players"].as_array().unwrap().len(), 3);
    assert_eq!(lines[0]["seats"], serde_json::json!([]));
    let end = lines.last().unwrap();
    assert_eq!(end["type"], "end");
    assert_eq!(end["reason"], "action-limit");
    assert_eq!(end["actions"], 100_000);
    // With a client in a seat no limit is set: the game waits for the client.
    let (_, lines, _) = play(&bots, "");
    assert_eq!(lines.last().unwrap()["reason"], "input-closed");
}

#[test]
fn the_heuristic_bot_plays_a_magic_game_to_its_end() {
    let (code, lines, err) = play(
        &[
            "--game",
            "mtg",
            "--deck",
            &format!("sky={}", sample("mtg/skyfire.txt")),
            "--deck",
            &format!("grove={}", sample("mtg/grove.txt")),
            "--bot",
            "sky=heuristic",
            "--bot",
            "grove=heuristic",
            "--seed",
            "4",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let end = lines.last().unwrap();
    assert_eq!(end["reason"], "game-over", "{end}");
    assert!(end["actions"].as_u64().unwrap() < 100_000);
    // The heuristic bot is Magic's: another game refuses it, naming the bots it has.
    let (code, _, err) = play(&["--game", "fow", "--bot", "p1=heuristic"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("no bot 'heuristic'") && err.contains("random"),
        "{err}"
    );
}
