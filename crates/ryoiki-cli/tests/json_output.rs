//! `--format json` of `check`, `explain`, `soak` and `deck`: one JSON document on
//! standard output, in the shapes docs/cli.md gives, parsed here as a program would.

mod common;

use common::{ryoiki, tempdir};

use serde_json::Value;
use std::path::Path;

/// Standard output as one JSON document on one line.
fn parse(out: &str) -> Value {
    assert_eq!(out.lines().count(), 1, "one line of JSON: {out}");
    serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

/// A scenario that passes: a FoW card moved to the graveyard, proving fow-3.9.
const PASSING: &str = include_str!("fixtures/passing.toml");

#[test]
fn check_json_gives_each_file_its_verdict_and_its_problems_with_their_places() {
    let t = tempdir("ryoiki-json-");
    let d = t.path();
    std::fs::write(d.join("a-ok.toml"), PASSING).unwrap();
    // The expectation on line 17 fails after step 1.
    std::fs::write(
        d.join("b-bad.toml"),
        PASSING.replace("cards = [\"x\"]", "cards = []"),
    )
    .unwrap();
    // Line 14, column 8: a card no file declares.
    std::fs::write(
        d.join("c-typo.toml"),
        PASSING.replace("card = \"x\"", "card = \"y\""),
    )
    .unwrap();
    let (code, out, err) = ryoiki(&["check", "--format", "json", "."], d);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.is_empty(),
        "the problems are in the JSON alone, not on standard error: {err}"
    );
    let v = parse(&out);
    assert_eq!(v["passed"], 1);
    assert_eq!(v["failed"], 2);
    let files = v["files"].as_array().unwrap();
    let names: Vec<&str> = files.iter().map(|f| f["file"].as_str().unwrap()).collect();
    assert_eq!(names, ["./a-ok.toml", "./b-bad.toml", "./c-typo.toml"]);

    assert_eq!(files[0]["passed"], true);
    assert_eq!(files[0]["title"], "graveyard order");
    assert_eq!(files[0]["problems"], Value::Array(vec![]));

    assert_eq!(files[1]["passed"], false);
    let p = &files[1]["problems"][0];
    assert_eq!(p["kind"], "expect");
    assert_eq!(p["file"], "./b-bad.toml");
    assert_eq!(
        (p["line"].as_u64(), p["step"].as_u64()),
        (Some(17), Some(1))
    );
    assert_eq!(p["column"], Value::Null);
    assert_eq!(p["message"], "alice:graveyard holds [x], expected []");

    assert_eq!(files[2]["passed"], false);
    assert_eq!(files[2]["title"], Value::Null, "it does not load");
    let p = &files[2]["problems"][0];
    assert_eq!(p["kind"], "load");
    assert_eq!(
        (p["line"].as_u64(), p["column"].as_u64()),
        (Some(14), Some(8))
    );
    assert_eq!(p["message"], "unknown card 'y' (did you mean 'x'?)");

    // In Japanese, the messages are.
    let (_, out, _) = ryoiki(&["check", "--format", "json", "--lang", "ja", "."], d);
    let v = parse(&out);
    assert_eq!(
        v["files"][1]["problems"][0]["message"],
        "alice:graveyardにあるのは［x］だが、［］のはず"
    );
    // Everything passing exits 0.
    let (code, out, _) = ryoiki(&["check", "--format", "json", "a-ok.toml"], d);
    assert_eq!(code, 0);
    assert_eq!(parse(&out)["failed"], 0);
}

#[test]
fn explain_json_gives_the_steps_with_their_events_checks_and_rule_ids() {
    let t = tempdir("ryoiki-json-");
    let d = t.path();
    std::fs::write(d.join("ok.toml"), PASSING).unwrap();
    let (code, out, err) = ryoiki(&["explain", "--format", "json", "ok.toml"], d);
    assert_eq!(code, 0, "{out}{err}");
    let v = parse(&out);
    assert_eq!(v["file"], "ok.toml");
    assert_eq!(v["passed"], true);
    assert_eq!(v["title"], "graveyard order");
    assert_eq!(v["game"], "fow");
    assert_eq!(v["players"], serde_json::json!(["alice", "bob"]));
    assert_eq!(v["problems"], serde_json::json!([]));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 1);
    let s = &steps[0];
    assert_eq!(s["index"], 1);
    assert_eq!(s["player"], "alice");
    assert!(s["summary"].as_str().unwrap().starts_with("move"), "{s}");
    let events = s["events"].as_array().unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.as_str().unwrap().contains("graveyard")),
        "the move's event: {s}"
    );
    assert_eq!(s["rules"], serde_json::json!(["fow-3.1.e", "fow-3.9"]));
    let check = &s["checks"][0];
    assert_eq!(check["line"], 17);
    assert_eq!(check["passed"], true);
    assert_eq!(check["rules"], serde_json::json!(["fow-3.9", "fow-3.1.e"]));

    // A failing check: exit 1, its failure in the step.
    std::fs::write(
        d.join("bad.toml"),
        PASSING.replace("cards = [\"x\"]", "cards = []"),
    )
    .unwrap();
    let (code, out, _) = ryoiki(&["explain", "--format", "json", "bad.toml"], d);
    assert_eq!(code, 1);
    let v = parse(&out);
    assert_eq!(v["passed"], false);
    assert_eq!(v["steps"][0]["checks"][0]["passed"], false);
    assert_eq!(
        v["steps"][0]["checks"][0]["failures"][0],
        "alice:graveyard holds [x], expected []"
    );
    // A file that does not load: exit 1, its problems with their places, no steps.
    std::fs::write(d.join("broken.toml"), "[scenario\n").unwrap();
    let (code, out, err) = ryoiki(&["explain", "--format", "json", "broken.toml"], d);
    assert_eq!(code, 1);
    assert!(err.is_empty(), "{err}");
    let v = parse(&out);
    assert_eq!(v["passed"], false);
    assert_eq!(v["steps"], serde_json::json!([]));
    assert_eq!(v["problems"][0]["kind"], "load");
    assert_eq!(v["problems"][0]["line"], 1);
    assert!(v["problems"][0]["column"].as_u64().is_some(), "{v}");
}

#[test]
fn soak_json_gives_the_summary_and_the_violations() {
    let t = tempdir("ryoiki-json-");
    let (code, out, err) = ryoiki(
        &[
            "soak", "--game", "fow", "--steps", "300", "--seed", "3", "--format", "json",
        ],
        t.path(),
    );
    assert_eq!(code, 0, "{out}{err}");
    let v = parse(&out);
    assert_eq!(v["game"], "fow");
    assert_eq!(v["variant"], Value::Null);
    assert_eq!(v["seed"], 3);
    assert_eq!(v["steps_asked"], 300);
    assert_eq!(v["steps"], 300);
    assert!(v["games"].as_u64().unwrap() >= 1, "{v}");
    assert!(v["steps_per_s"].as_f64().unwrap() > 0.0, "{v}");
    assert_eq!(v["violations"], serde_json::json!([]));
    assert!(v["rules_actions"].is_object(), "{v}");
    assert_eq!(v["reproduction"], Value::Null);
    assert_eq!(v["interrupted"], false);
    // Bad usage stays bad usage, with no JSON.
    let (code, out, _) = ryoiki(
        &["soak", "--game", "fow", "--steps", "0", "--format", "json"],
        t.path(),
    );
    assert_eq!((code, out.as_str()), (2, ""));
}

#[test]
fn deck_json_gives_the_verdict_the_sections_and_every_problem() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let (code, out, _) = ryoiki(
        &[
            "deck",
            "decks/mtg/gulls.txt",
            "--game",
            "mtg",
            "--format",
            "json",
        ],
        &root,
    );
    assert_eq!(code, 0, "{out}");
    let v = parse(&out);
    assert_eq!(v["file"], "decks/mtg/gulls.txt");
    assert_eq!(v["game"], "mtg");
    assert_eq!(v["valid"], true);
    assert_eq!(v["problems"], serde_json::json!([]));
    let sections: Vec<(String, u64)> = v["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["count"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        sections,
        [
            ("main deck".to_string(), 60),
            ("sideboard".to_string(), 4),
            ("planar deck".to_string(), 10)
        ]
    );
    assert_eq!(v["sections"][0]["section"], "main");

    let t = tempdir("ryoiki-json-");
    let pool = root.join("decks/pools/mtg.toml");
    std::fs::write(
        t.path().join("bad.txt"),
        format!(
            "pool: {}\n4 Ember Gul\nPlanar deck:\n1 Amber Steppe\n",
            pool.display()
        ),
    )
    .unwrap();
    let (code, out, _) = ryoiki(
        &["deck", "bad.txt", "--game", "mtg", "--format", "json"],
        t.path(),
    );
    assert_eq!(code, 1);
    let v = parse(&out);
    assert_eq!(v["valid"], false);
    assert_eq!(v["sections"], serde_json::json!([]));
    let problems = v["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 2, "{v}");
    assert_eq!(problems[0]["file"], "bad.txt");
    assert_eq!(problems[0]["line"], 2);
    assert_eq!(
        problems[0]["message"],
        "'Ember Gul' is not in the card pool (did you mean 'Ember Gull'?)"
    );
    assert_eq!(problems[0]["rule"], Value::Null);
    assert_eq!(problems[1]["line"], 4);
    assert_eq!(problems[1]["rule"], "mtg-901.3");
}
