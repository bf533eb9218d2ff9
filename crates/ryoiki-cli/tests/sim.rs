//! `ryoiki sim` as a person and a program run it: the same report for any `--jobs`,
//! the same games from the same seed, and clear refusals in both languages.

use std::process::Command;

fn sim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .arg("sim")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn deck(path: &str) -> String {
    format!("{}/../../decks/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// The JSON report without the figures that depend on the machine.
fn report(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = sim(args);
    assert_eq!(code, 0, "{err}");
    let mut v: serde_json::Value = serde_json::from_str(&out).expect("--json prints JSON");
    let m = v.as_object_mut().unwrap();
    assert!(m.remove("seconds").is_some());
    assert!(m.remove("games_per_second").is_some());
    v
}

#[test]
fn the_report_is_the_same_for_one_thread_and_two() {
    let gulls = deck("mtg/gulls.txt");
    let mut args = vec![
        "--game",
        "mtg",
        "--deck",
        &gulls,
        "--deck",
        &gulls,
        "--games",
        "6",
        "--step-limit",
        "80",
        "--seed",
        "9",
        "--json",
    ];
    let one = report(&args);
    args.extend(["--jobs", "2"]);
    let two = report(&args);
    assert_eq!(one, two);
    assert_eq!(one["games"], 6);
    assert_eq!(one["per_game"].as_array().unwrap().len(), 6);
    // Both decks are gulls: the players are told apart by seat.
    assert_eq!(one["players"], serde_json::json!(["gulls-0", "gulls-1"]));
    // Each game has its own seed, and a cause for its end.
    let seeds: Vec<&serde_json::Value> = one["per_game"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["seed"])
        .collect();
    assert!(seeds.windows(2).all(|w| w[0] != w[1]));
    assert!(one["per_game"][0]["end"].is_string());
    assert!(one["rules"].as_object().is_some_and(|r| !r.is_empty()));
}

#[test]
fn the_same_seed_plays_the_same_games_and_another_seed_others() {
    let args = |seed: &'static str| {
        vec![
            "--game",
            "fow",
            "--games",
            "3",
            "--step-limit",
            "40",
            "--seed",
            seed,
            "--json",
        ]
    };
    assert_eq!(report(&args("5")), report(&args("5")));
    assert_ne!(
        report(&args("5"))["per_game"],
        report(&args("6"))["per_game"]
    );
}

#[test]
fn the_summary_has_its_parts_in_both_languages_and_the_checks_pass() {
    let (code, out, err) = sim(&[
        "--game",
        "pmv",
        "--games",
        "2",
        "--step-limit",
        "30",
        "--check",
        "--each",
    ]);
    assert_eq!(code, 0, "{err}");
    for part in [
        "pmv: 2 games from seed 1",
        "game 0 (seed ",
        "p0 (random): 0 wins, 0.0% (95% interval 0.0% to 65.8%)",
        "draws: 0; no winner decided: 2",
        "length in actions: mean 30.0, median 30, longest 30",
        "end causes:\n  step-limit: 2",
        "events citing each rule id:",
        "violations: 0",
        "games per second",
    ] {
        assert!(out.contains(part), "{part:?} in\n{out}");
    }
    let (code, out, err) = sim(&[
        "--game",
        "pmv",
        "--games",
        "1",
        "--step-limit",
        "5",
        "--lang",
        "ja",
    ]);
    assert_eq!(code, 0, "{err}");
    for part in [
        "pmv：シード1から1ゲーム",
        "勝率",
        "終了の理由：",
        "違反：0件",
    ] {
        assert!(out.contains(part), "{part:?} in\n{out}");
    }
}

#[test]
fn bad_input_is_refused_with_its_reason_in_both_languages() {
    let gulls = deck("mtg/gulls.txt");
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec!["--game", "chess"],
            "unknown game 'chess' (fow, pmv, mtg",
            "不明なゲーム「chess」",
        ),
        (
            vec!["--game", "fow", "--bot", "clever"],
            "no bot 'clever' (the bots: random)",
            "ボット「clever」はない（ボット：random）",
        ),
        (
            vec!["--game", "fow", "--bot", "p1="],
            "--bot takes KIND or SEAT=KIND, not 'p1='",
            "--botはKINDかSEAT=KINDの形（「p1=」ではない）",
        ),
        (
            vec!["--game", "fow", "--bot", "carol=random"],
            "no seat 'carol' (the seats: p0, p1)",
            "席「carol」はない（席：p0、p1）",
        ),
        (
            vec![
                "--game", "fow", "--bot", "random", "--bot", "random", "--bot", "random",
            ],
            "3 bots given by seat order (--bot KIND), but the game has 2 seats",
            "席順のボット（--bot KIND）が3個あるが、このゲームの席は2つ",
        ),
        (
            vec!["--game", "fow", "--bot", "heuristic"],
            "no bot 'heuristic' (the bots: random)",
            "ボット「heuristic」はない（ボット：random）",
        ),
        (
            vec!["--game", "fow", "--variant", "grand-melee"],
            "fow has no variant 'grand-melee' (its variants: none)",
            "fowに変種「grand-melee」はない（変種：なし）",
        ),
        (
            vec!["--game", "mtg", "--deck", &gulls],
            "a game needs at least two players, each with a deck (got 1)",
            "それぞれデッキを持つ2人以上のプレイヤーが必要（指定は1人）",
        ),
        (
            vec!["--game", "mtg", "--deck", "a=", "--deck", &gulls],
            "--deck a=: expected FILE or NAME=FILE",
            "--deck a=：FILEかNAME=FILEの形が必要",
        ),
        (
            vec![
                "--game",
                "mtg",
                "--deck",
                "/nonexistent/a.txt",
                "--deck",
                &gulls,
            ],
            "/nonexistent/a.txt",
            "/nonexistent/a.txt",
        ),
    ];
    for (args, en, ja) in cases {
        let (code, out, err) = sim(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: nothing is played: {out}");
        assert!(
            err.starts_with("ryoiki sim: ") && err.contains(en),
            "{args:?}: {err}"
        );
        let mut ja_args = args.clone();
        ja_args.extend(["--lang", "ja"]);
        let (code, _, err) = sim(&ja_args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(ja), "{args:?}: {err}");
    }
}

#[test]
fn bots_given_in_order_play_the_seats_in_order_and_unused_ids_are_listed() {
    let sky = deck("mtg/skyfire.txt");
    let grove = deck("mtg/grove.txt");
    let base = [
        "--game", "mtg", "--deck", &sky, "--deck", &grove, "--games", "4", "--seed", "3",
    ];
    let mixed = report(
        &[
            &base[..],
            &["--bot", "heuristic", "--bot", "random", "--json"],
        ]
        .concat(),
    );
    assert_eq!(mixed["bots"], serde_json::json!(["heuristic", "random"]));
    let wins = mixed["wins"].as_array().unwrap();
    assert_eq!(wins[0]["bot"], "heuristic");
    assert_eq!(wins[1]["bot"], "random");
    // A seat named wins over the order; one kind alone plays every seat.
    let named = report(
        &[
            &base[..],
            &[
                "--bot",
                "heuristic",
                "--bot",
                "random",
                "--bot",
                "skyfire=random",
                "--json",
            ],
        ]
        .concat(),
    );
    assert_eq!(named["bots"], serde_json::json!(["random", "random"]));
    let one = report(&[&base[..], &["--bot", "heuristic", "--json"]].concat());
    assert_eq!(one["bots"], serde_json::json!(["heuristic", "heuristic"]));
    // The ids no game cited are Magic catalogue ids the games' events never name.
    let never: Vec<&str> = one["never_cited"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(!never.is_empty() && never.iter().all(|id| id.starts_with("mtg-")));
    let cited = one["rules"].as_object().unwrap();
    assert!(never.iter().all(|id| !cited.contains_key(*id)));
    assert!(
        cited.contains_key("mtg-2009-308.2a"),
        "attacks are declared"
    );
    let (code, out, err) = sim(&[&base[..], &["--bot", "heuristic"]].concat());
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("rule ids of the catalogue no game cited ("),
        "{out}"
    );
}
