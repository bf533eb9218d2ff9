//! The `ryoiki` command as a user runs it: output, and exit status 0 / 1 / 2.

mod common;

use common::{ryoiki, tempdir};

use std::path::Path;
use std::process::Command;

/// A scenario that passes: a FoW card moved to the graveyard, proving fow-3.9.
const PASSING: &str = include_str!("fixtures/passing.toml");

#[test]
fn check_counts_passes_and_failures_and_sets_the_exit_status() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::write(d.join("ok.toml"), PASSING).unwrap();
    let (code, out, _) = ryoiki(&["check", "."], d);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().last(), Some("1 passed, 0 failed"));

    let failing = PASSING.replace("cards = [\"x\"]", "cards = []");
    std::fs::create_dir_all(d.join("sub")).unwrap();
    std::fs::write(d.join("sub/bad.toml"), failing).unwrap();
    std::fs::write(d.join("sub/broken.toml"), "[scenario\n").unwrap();
    let (code, out, _) = ryoiki(&["check", "."], d);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out.lines().last(), Some("1 passed, 2 failed"));
    assert!(out.contains("FAIL ./sub/bad.toml: line"), "{out}");
    assert!(
        out.contains("alice:graveyard holds [x], expected []"),
        "{out}"
    );
    assert!(out.contains("FAIL ./sub/broken.toml:1:"), "{out}");

    // In Japanese: the failure, its line and step, and the summary.
    let (code, out, _) = ryoiki(&["check", "--lang", "ja", "."], d);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out.lines().last(), Some("成立1件、不成立2件"));
    assert!(
        out.contains(
            "不成立 ./sub/bad.toml：17行目（手順1の後）：alice:graveyardにあるのは［x］だが、［］のはず"
        ),
        "{out}"
    );
    // (The loader's own diagnostics, from the TOML parser, stay in English.)
    assert!(!out.contains("holds"), "{out}");
}

#[test]
fn check_with_a_missing_path_or_no_scenario_is_bad_usage() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    let (code, _, err) = ryoiki(&["check", "nowhere"], d);
    assert_eq!(code, 2);
    assert!(err.contains("no such file or folder: nowhere"), "{err}");
    let (code, _, err) = ryoiki(&["check", "."], d);
    assert_eq!(code, 2);
    assert!(err.contains("no scenario"), "{err}");
    let (code, _, _) = ryoiki(&["frobnicate"], d);
    assert_eq!(code, 2);
}

#[test]
fn rules_reports_coverage_as_json() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::create_dir_all(d.join("conformance")).unwrap();
    std::fs::write(d.join("conformance/ok.toml"), PASSING).unwrap();
    let (code, out, _) = ryoiki(&["rules", "--game", "fow", "--format", "json"], d);
    assert_eq!(code, 1, "coverage is incomplete");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"]["fow"]["total"], 57);
    assert_eq!(v["games"]["fow"]["covered"], 2);
    let missing = v["games"]["fow"]["missing"].as_array().unwrap();
    assert_eq!(missing.len(), 55);
    assert!(!missing.iter().any(|m| m == "fow-3.9"));
    assert!(v["games"].get("pmv").is_none());
    let (_, out, _) = ryoiki(&["rules", "--format", "json"], d);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // 42 rules of 217 and 901, and 52 of the 2009 rules (the turn, the start and end,
    // playing cards); PMV's 66 and its 6 table conventions.
    assert_eq!(v["games"]["mtg"]["total"], 94);
    assert_eq!(v["games"]["pmv"]["total"], 72);
}

#[test]
fn explain_prints_each_step_with_its_rules_in_both_languages() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::write(d.join("ok.toml"), PASSING).unwrap();
    let (code, out, _) = ryoiki(&["explain", "ok.toml"], d);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("step 1: move x graveyard (by alice)"), "{out}");
    assert!(out.contains("[fow-3.1.e]"), "{out}");
    assert!(out.contains("alice's graveyard"), "{out}");
    let (code, out, _) = ryoiki(&["explain", "ok.toml", "--lang", "ja"], d);
    assert_eq!(code, 0);
    assert!(out.contains("aliceの墓地"), "{out}");
}

#[test]
fn soak_plays_clean_and_refuses_bad_usage() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    let (code, out, _) = ryoiki(
        &["soak", "--game", "fow", "--seed", "3", "--steps", "300"],
        d,
    );
    assert_eq!(code, 0, "{out}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("steps=300 steps_per_s="), "{last}");
    assert!(last.ends_with(" violations=0"), "{last}");
    let (code, _, err) = ryoiki(&["soak", "--game", "fow", "--steps", "0"], d);
    assert_eq!(code, 2);
    assert!(
        err.contains("--steps must be from 1 to 100000000, not 0"),
        "{err}"
    );
    let (code, _, err) = ryoiki(
        &[
            "soak",
            "--game",
            "fow",
            "--variant",
            "grand-melee",
            "--steps",
            "5",
        ],
        d,
    );
    assert_eq!(code, 2);
    assert!(err.contains("has no variant 'grand-melee'"), "{err}");
    let (code, _, _) = ryoiki(&["soak", "--game", "fow", "--seed", "-1"], d);
    assert_eq!(code, 2);
}

#[test]
fn check_reports_link_loops_once_and_checks_each_file_once() {
    use std::os::unix::fs::symlink;
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::create_dir_all(d.join("a")).unwrap();
    std::fs::write(d.join("a/ok.toml"), PASSING).unwrap();
    symlink("..", d.join("a/up")).unwrap();
    symlink(".", d.join("a/self")).unwrap();
    let (code, out, _) = ryoiki(&["check", "a"], d);
    assert_eq!(code, 1, "{out}");
    let real = d.canonicalize().unwrap();
    assert_eq!(
        out,
        format!(
            "FAIL a/self: a link back to a, a folder that holds it (a loop): not followed\n\
             FAIL a/up: a link back to {}, a folder that holds it (a loop): not followed\n\
             1 passed, 2 failed\n",
            real.display()
        )
    );
    // A link to a folder beside it is followed; the file is still checked once.
    std::fs::remove_file(d.join("a/self")).unwrap();
    std::fs::remove_file(d.join("a/up")).unwrap();
    symlink("a", d.join("b")).unwrap();
    symlink("ok.toml", d.join("a/again.toml")).unwrap();
    let (code, out, _) = ryoiki(&["check", "."], d);
    assert_eq!((code, out.as_str()), (0, "1 passed, 0 failed\n"));
    // Links to the parent from deeper down, and to the grandparent of the folder given.
    std::fs::create_dir_all(d.join("a/deep")).unwrap();
    symlink("..", d.join("a/deep/up")).unwrap();
    symlink("../..", d.join("a/c")).unwrap();
    let (code, out, _) = ryoiki(&["check", "a"], d);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("FAIL a/deep/up: a link back to a, a folder that holds it (a loop)"),
        "{out}"
    );
    assert!(out.contains("FAIL a/c: a link back to "), "{out}");
    assert_eq!(out.lines().last(), Some("1 passed, 2 failed"), "{out}");
}

#[test]
fn check_counts_an_unreadable_folder_as_a_failure() {
    use std::os::unix::fs::PermissionsExt;
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::write(d.join("ok.toml"), PASSING).unwrap();
    std::fs::create_dir_all(d.join("locked")).unwrap();
    std::fs::write(d.join("locked/hidden.toml"), PASSING).unwrap();
    std::fs::set_permissions(d.join("locked"), std::fs::Permissions::from_mode(0o000)).unwrap();
    // Root reads any folder: then there is nothing to report.
    let readable = std::fs::read_dir(d.join("locked")).is_ok();
    let (code, out, _) = ryoiki(&["check", "."], d);
    std::fs::set_permissions(d.join("locked"), std::fs::Permissions::from_mode(0o755)).unwrap();
    if readable {
        assert_eq!((code, out.as_str()), (0, "2 passed, 0 failed\n"));
        return;
    }
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("FAIL ./locked: cannot read the folder: Permission denied"),
        "{out}"
    );
    assert_eq!(out.lines().last(), Some("1 passed, 1 failed"), "{out}");
}

#[test]
fn check_says_what_a_path_that_is_no_scenario_is() {
    let t = tempdir("ryoiki-cli-");
    let (code, _, err) = ryoiki(&["check", "/dev/null"], t.path());
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "ryoiki check: not a scenario file or a folder: /dev/null (give *.toml files or folders of them)\n"
    );
}

#[test]
fn check_refuses_a_file_over_the_size_limit_naming_it() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    let mut big = PASSING.to_string();
    big.push('#');
    big.push_str(&"x".repeat(9 * 1024 * 1024));
    std::fs::write(d.join("big.toml"), &big).unwrap();
    let (code, out, _) = ryoiki(&["check", "big.toml"], d);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        format!(
            "FAIL big.toml:1:1: the file is over the limit of 8388608 bytes (8 MiB) for a scenario file ({} bytes)\n\
             0 passed, 1 failed\n",
            big.len()
        )
    );
}

#[test]
fn an_interrupted_soak_prints_its_summary_and_exits_130() {
    let t = tempdir("ryoiki-cli-");
    let child = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["soak", "--game", "fow", "--steps", "100000000"])
        .current_dir(t.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Long enough for the handler to be set (it is, before the first step).
    std::thread::sleep(std::time::Duration::from_secs(3));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let out = child.wait_with_output().expect("the soak ends");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stdout}\n{stderr}");
    let last = stdout.lines().last().unwrap_or("");
    assert!(last.starts_with("steps="), "{stdout}");
    assert!(last.ends_with(" games=1 violations=0"), "{stdout}");
    assert!(
        stderr.contains("ryoiki soak: interrupted after ")
            && stderr.contains(" of 100000000 steps"),
        "{stderr}"
    );
}

#[test]
fn explain_says_what_is_wrong_with_a_path_that_is_no_scenario_file() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::create_dir_all(d.join("folder")).unwrap();
    let cases = [
        (
            "folder",
            "ryoiki explain: folder is a folder: explain takes one scenario file (check takes folders)\n",
        ),
        (
            "missing.toml",
            "ryoiki explain: no such file: missing.toml\n",
        ),
        (
            "/dev/null",
            "ryoiki explain: not a scenario file: /dev/null\n",
        ),
    ];
    for (path, message) in cases {
        let (code, out, err) = ryoiki(&["explain", path], d);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", message));
    }
    // A file that does not load fails (1), with its problems.
    std::fs::write(d.join("broken.toml"), "[scenario\n").unwrap();
    let (code, _, err) = ryoiki(&["explain", "broken.toml"], d);
    assert_eq!(code, 1);
    assert!(err.contains(" --> broken.toml:1:"), "{err}");
}

#[test]
fn rules_json_gives_each_ids_title_status_and_proofs_and_exits_by_coverage() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::create_dir_all(d.join("conformance")).unwrap();
    std::fs::write(d.join("conformance/ok.toml"), PASSING).unwrap();
    let (code, out, _) = ryoiki(&["rules", "--game", "fow", "--format", "json"], d);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rules = v["games"]["fow"]["rules"].as_array().unwrap();
    assert_eq!(rules.len(), 57);
    let r39 = rules.iter().find(|r| r["id"] == "fow-3.9").unwrap();
    assert_eq!(r39["status"], "covered");
    assert_eq!(r39["proofs"][0], "conformance/ok.toml:17");
    assert!(r39["title"]["en"].as_str().is_some_and(|t| !t.is_empty()));
    // Both languages: the Japanese title is Japanese, not the English copied.
    let ja = r39["title"]["ja"].as_str().unwrap();
    assert!(
        ja.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c)) && ja != r39["title"]["en"],
        "{ja}"
    );
    let r31a = rules.iter().find(|r| r["id"] == "fow-3.1.a").unwrap();
    assert_eq!(r31a["status"], "missing");
    // One rule: its words and its proofs; a covered rule exits 0, a missing one 1.
    let (code, out, _) = ryoiki(&["rules", "--id", "fow-3.9"], d);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("fow-3.9 — "), "{out}");
    assert!(
        out.contains("proved by:\n  conformance/ok.toml:17"),
        "{out}"
    );
    let (code, out, _) = ryoiki(&["rules", "--id", "fow-3.9", "--format", "json"], d);
    assert_eq!(code, 0, "{out}");
    let one: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(one["title"]["ja"], "墓地");
    assert_eq!(one["title"]["en"], r39["title"]["en"]);
    let (code, out, _) = ryoiki(&["rules", "--id", "fow-3.1.a"], d);
    assert_eq!(code, 1);
    assert!(
        out.contains("MISSING: no passing scenario under conformance proves it"),
        "{out}"
    );
    // A failing scenario makes the exit status 1 even for a covered id.
    std::fs::write(
        d.join("conformance/bad.toml"),
        PASSING.replace("cards = [\"x\"]", "cards = []"),
    )
    .unwrap();
    let (code, _, _) = ryoiki(&["rules", "--id", "fow-3.9"], d);
    assert_eq!(code, 1);
    // Bad input is 2, with a hint.
    let (code, _, err) = ryoiki(&["rules", "--id", "fow-3.9x"], d);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown rule id 'fow-3.9x' (did you mean 'fow-3.9'?)"),
        "{err}"
    );
}

#[test]
fn rules_outside_a_repository_says_where_it_looked() {
    let t = tempdir("ryoiki-cli-");
    let (code, out, err) = ryoiki(&["rules"], t.path());
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    let looked = t.path().join("conformance");
    assert!(
        err.contains(&format!(
            "Looked for a conformance folder at:\n  {}",
            looked.display()
        )),
        "{err}"
    );
    assert!(err.contains("--scenarios"), "{err}");
    // From a folder below the repository's root, the root's conformance folder is found.
    std::fs::create_dir_all(t.path().join("conformance")).unwrap();
    std::fs::write(t.path().join("conformance/ok.toml"), PASSING).unwrap();
    std::fs::create_dir_all(t.path().join("sub/dir")).unwrap();
    let (_, out, _) = ryoiki(&["rules", "--game", "fow"], &t.path().join("sub/dir"));
    assert!(out.starts_with("fow: 2 of 57 covered"), "{out}");
}

#[test]
fn completions_print_a_script_for_the_shell() {
    let t = tempdir("ryoiki-cli-");
    let (code, out, _) = ryoiki(&["completions", "bash"], t.path());
    assert_eq!(code, 0);
    assert!(out.contains("_ryoiki()"), "{out}");
    assert!(out.contains("completions"), "the script knows the commands");
    let (code, _, _) = ryoiki(&["completions", "tcsh"], t.path());
    assert_eq!(code, 2);
}

#[test]
fn load_errors_show_a_snippet_coloured_only_when_asked() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::write(
        d.join("typo.toml"),
        PASSING
            .replace("card = \"x\"", "card = \"y\"")
            .replace("id = \"x\"", "id = \"yy\""),
    )
    .unwrap();
    let (code, out, err) = ryoiki(&["check", "typo.toml"], d);
    assert_eq!(code, 1);
    assert!(
        out.contains("FAIL typo.toml:14:8: unknown card 'y' (did you mean 'yy'?)"),
        "{out}"
    );
    assert!(
        out.ends_with("0 passed, 1 failed\n"),
        "the summary line is always printed: {out}"
    );
    assert!(err.contains("14 | card = \"y\"\n   |        ^^^"), "{err}");
    assert!(
        !err.contains('\u{1b}'),
        "not a terminal: no colour by default"
    );
    let (_, _, err) = ryoiki(&["--color", "always", "check", "typo.toml"], d);
    assert!(err.contains('\u{1b}'), "{err}");
    let (_, _, err) = ryoiki(&["explain", "typo.toml", "--color", "never"], d);
    assert!(err.contains("^^^") && !err.contains('\u{1b}'), "{err}");
    let (code, _, _) = ryoiki(&["--color", "sometimes", "check", "typo.toml"], d);
    assert_eq!(code, 2);
}

#[test]
fn deck_checks_a_sample_deck_and_lists_every_problem_of_a_bad_one() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let (code, out, _) = ryoiki(&["deck", "decks/mtg/gulls.txt", "--game", "mtg"], &root);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "decks/mtg/gulls.txt: a good Magic: The Gathering deck (main deck 60, sideboard 4, planar deck 10)\n"
    );
    let t = tempdir("ryoiki-cli-");
    let deck = t.path().join("bad.txt");
    let pool = root.join("decks/pools/mtg.toml");
    std::fs::write(
        &deck,
        format!(
            "pool: {}\n4 Ember Gul\nPlanar deck:\n1 Amber Steppe\n",
            pool.display()
        ),
    )
    .unwrap();
    let (code, out, _) = ryoiki(&["deck", "bad.txt", "--game", "mtg"], t.path());
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "FAIL bad.txt:2: 'Ember Gul' is not in the card pool (did you mean 'Ember Gull'?)"
        ),
        "{out}"
    );
    assert!(
        out.contains("FAIL bad.txt:4: the planar deck has 1 cards, needs at least 10 [mtg-901.3]"),
        "{out}"
    );
    assert!(out.ends_with("2 problems\n"), "{out}");
}

#[test]
fn bench_churn_help_says_where_the_peers_are_and_that_hashing_counts() {
    let t = tempdir("ryoiki-cli-");
    let (code, out, _) = ryoiki(&["bench", "churn", "--help"], t.path());
    assert_eq!(code, 0);
    assert!(out.contains("shared/peers/"), "{out}");
    assert!(out.contains("./run.sh"), "{out}");
    assert!(
        out.contains("FNV-1a") && out.contains("part of the work being compared"),
        "{out}"
    );
}

#[test]
fn bench_and_soak_print_their_summary_line_without_a_terminal() {
    let t = tempdir("ryoiki-cli-");
    let (code, out, err) = ryoiki(&["bench", "churn", "--steps", "200"], t.path());
    assert_eq!(code, 0);
    assert!(
        out.starts_with("impl=") && out.lines().count() == 1,
        "{out}"
    );
    assert!(
        err.is_empty(),
        "no progress drawn when not a terminal: {err}"
    );
    let (code, out, err) = ryoiki(&["soak", "--game", "fow", "--steps", "300"], t.path());
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.lines().last().unwrap().starts_with("steps=300 "),
        "{out}"
    );
    assert!(err.is_empty(), "{err}");
    assert_eq!(
        std::fs::read_dir(t.path()).unwrap().count(),
        0,
        "nothing left behind"
    );
}

/// `check-frames` (the browser test's frame audit) refuses bad input with exit 2 and a
/// reason, and creates nothing: no database in the folder, a file that is not a frame
/// log, a log of a table the database does not have.
#[test]
fn check_frames_refuses_bad_input_with_a_reason() {
    let dir = tempdir("ryoiki-cli-");
    let log = dir.path().join("frames.json");
    std::fs::write(&log, r#"{"table":"nope","pages":[]}"#).unwrap();
    let data = dir.path().join("data");
    let (code, _, err) = ryoiki(
        &["check-frames", "--data", "data", "frames.json"],
        dir.path(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no table database"), "{err}");
    assert!(!data.exists(), "the audit created the data folder");

    // A database with no tables (as a fresh `ryoiki serve --data` leaves it).
    drop(ryoiki_server::SqliteStore::open(&data).unwrap());
    let (code, _, err) = ryoiki(
        &["check-frames", "--data", "data", "frames.json"],
        dir.path(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("has no table nope"), "{err}");

    std::fs::write(&log, r#"{"table":"nope","frames":[]}"#).unwrap();
    let (code, _, err) = ryoiki(
        &["check-frames", "--data", "data", "frames.json"],
        dir.path(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("frames.json"), "{err}");
}

#[test]
fn games_lists_every_game_with_its_variants_and_scenario_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let (code, out, err) = ryoiki(&["games", "--format", "json"], &root);
    assert_eq!(code, 0, "{err}");
    let list: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let keys: Vec<&str> = list
        .as_array()
        .expect("a list")
        .iter()
        .map(|g| g["key"].as_str().expect("a key"))
        .collect();
    // The built-in games, then the one made of data in the workspace's `games/`.
    assert_eq!(keys, ["fow", "pmv", "mtg", "tidepool"]);
    for g in list.as_array().unwrap() {
        let folder = g["conformance"].as_str().unwrap();
        assert!(root.join(folder).is_dir(), "{folder}");
        assert!(g["variants"][0].is_null(), "the default first: {g}");
    }
    let (code, text, _) = ryoiki(&["games"], &root);
    assert_eq!(code, 0);
    assert!(
        text.lines()
            .any(|l| l.starts_with("mtg\tMagic: The Gathering\ttwo-player,")),
        "{text}"
    );
    let (code, _, err) = ryoiki(&["soak", "--game", "nope"], &root);
    assert_eq!(code, 2);
    assert!(
        err.contains("fow") && err.contains("mtg"),
        "the listed games as the possible values: {err}"
    );
}

#[test]
fn each_load_problem_is_printed_once_with_its_place_and_source_line() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::write(
        d.join("typo.toml"),
        PASSING.replace("card = \"x\"", "card = \"y\""),
    )
    .unwrap();
    let (code, out, err) = ryoiki(&["check", "typo.toml"], d);
    assert_eq!(code, 1);
    let message = "unknown card 'y'";
    assert_eq!(
        out.matches(message).count() + err.matches(message).count(),
        1,
        "printed once: {out}\n---\n{err}"
    );
    assert!(
        out.contains("FAIL typo.toml:14:8: unknown card 'y'"),
        "{out}"
    );
    // Standard error shows where it stands, without the message again.
    assert!(err.contains("--> typo.toml:14:8"), "{err}");
    assert!(err.contains("14 | card = \"y\"\n   |        ^^^"), "{err}");
    // `explain` prints the problem once too: the snippet, with its message.
    let (code, out, err) = ryoiki(&["explain", "typo.toml"], d);
    assert_eq!(code, 1);
    assert_eq!(
        out.matches(message).count() + err.matches(message).count(),
        1,
        "{out}\n---\n{err}"
    );
}

#[test]
fn a_misspelt_until_and_a_token_id_among_its_words_fail_the_check_naming_the_place() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    let head = "[scenario]\ntitle = \"t\"\ngame = \"mtg\"\nplayers = [\"alice\", \"bob\"]\n\n\
                [[card]]\nid = \"elves\"\nname = \"Llanowar Elves\"\ntypes = [\"creature\"]\n\
                owner = \"alice\"\nzone = \"in-play\"\n\n";
    std::fs::write(
        d.join("until.toml"),
        format!(
            "{head}[[effect]]\nid = \"spray\"\n\
             replace = {{ card = \"elves\", to = \"graveyard\", instead = \"removed-from-game\" }}\n\
             until = \"end-of-trun\"\n"
        ),
    )
    .unwrap();
    std::fs::write(
        d.join("token.toml"),
        format!(
            "{head}[[step]]\ndo = \"create-token\"\nid = \"soldier\"\n\
             args = {{ types = [\"creature\", \"soldier\"], name = \"Soldier\", power = 1, toughness = 1 }}\n"
        ),
    )
    .unwrap();
    let (code, out, _) = ryoiki(&["check", "until.toml", "token.toml"], d);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "FAIL until.toml:16:9: `until = \"end-of-trun\"` names an event that never happens (did you mean 'end-of-turn'?)"
        ),
        "{out}"
    );
    assert!(
        out.contains("FAIL token.toml:16:10: 'soldier' is this step's `id` and also a word of its `args` (`types`)"),
        "{out}"
    );
    assert!(
        !out.contains("invalid type"),
        "no bare decoding error: {out}"
    );
    // In Japanese.
    let (_, out, _) = ryoiki(&["check", "--lang", "ja", "until.toml"], d);
    assert!(
        out.contains("until.toml:16:9: `until = \"end-of-trun\"`の出来事は起こらない"),
        "{out}"
    );
}

#[test]
fn deck_with_a_path_that_is_no_file_is_bad_usage_as_for_check_and_explain() {
    let t = tempdir("ryoiki-cli-");
    let d = t.path();
    std::fs::create_dir(d.join("folder")).unwrap();
    let cases = [
        ("nowhere.txt", "ryoiki deck: no such file: nowhere.txt\n"),
        (
            "folder",
            "ryoiki deck: folder is a folder: deck takes one deck file\n",
        ),
        ("/dev/null", "ryoiki deck: not a deck file: /dev/null\n"),
    ];
    for (path, message) in cases {
        let (code, out, err) = ryoiki(&["deck", path, "--game", "mtg"], d);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", message));
        let (code, _, _) = ryoiki(&["check", path], d);
        assert_eq!(code, 2, "check {path}");
        let (code, _, _) = ryoiki(&["explain", path], d);
        assert_eq!(code, 2, "explain {path}");
    }
    let (code, _, err) = ryoiki(&["deck", "--lang", "ja", "nowhere.txt", "--game", "mtg"], d);
    assert_eq!(code, 2);
    assert!(err.contains("ファイルがありません：nowhere.txt"), "{err}");
}

#[test]
fn the_top_level_help_says_what_every_command_is_for_and_the_exit_status() {
    let t = tempdir("ryoiki-cli-");
    let (code, out, _) = ryoiki(&["--help"], t.path());
    assert_eq!(code, 0);
    // The commands clap lists, each a line "  name  what it does".
    let commands: Vec<&str> = out
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert!(commands.len() > 10, "{out}");
    for c in [
        "check",
        "explain",
        "rules",
        "games",
        "deck",
        "play",
        "replay",
        "sim",
        "soak",
        "serve",
        "loadtest",
        "bench",
        "completions",
    ] {
        assert!(commands.contains(&c), "{c} is listed: {out}");
    }
    // Each is named in the overview after them, which says what it is for.
    let overview = out.split("What for:").nth(1).expect("an overview");
    let named: Vec<&str> = overview
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_once(':').map(|(_, n)| n))
        .flat_map(|n| n.split(',').map(str::trim))
        .collect();
    let mut listed = commands.clone();
    listed.sort_unstable();
    let mut overview_names = named.clone();
    overview_names.sort_unstable();
    assert_eq!(listed, overview_names, "{out}");
    assert!(out.contains("Exit status: 0 "), "{out}");
    assert!(out.contains("130"), "{out}");
    // The hidden diagnostic is not advertised.
    assert!(!out.contains("check-frames"), "{out}");
}
