//! `ryoiki check` on a folder whose files go wrong in different ways (issue 26): each
//! file's failure is reported with its place, and the run goes on to the next file.

use std::process::Command;

/// A `create-token` Magic refuses, then a check on the token's name: before the fix the
/// runner panicked here (exit 101) and the files after it were never checked.
const REFUSED_TOKEN: &str = include_str!("fixtures/refused-token.toml");

const GOOD: &str = include_str!("fixtures/good.toml");

#[test]
fn a_folder_run_reports_each_files_failure_with_its_place_and_goes_on() {
    let dir = tempfile::Builder::new()
        .prefix("ryoiki-check-")
        .tempdir()
        .expect("a temporary folder");
    let files = [
        ("a-refused-token.toml", REFUSED_TOKEN.to_string()),
        (
            "b-unknown-arg.toml",
            GOOD.replace(
                "to = \"alice:graveyard\"\n",
                "to = \"alice:graveyard\"\nargs = { face = \"up\" }\n",
            ),
        ),
        (
            "c-bidi-name.toml",
            GOOD.replace(
                "id = \"bears\"\n",
                "id = \"bears\"\nname = \"Grizzly\\u202EBears\"\n",
            ),
        ),
        ("d-good.toml", GOOD.to_string()),
    ];
    for (name, text) in &files {
        std::fs::write(dir.path().join(name), text).expect("written");
    }
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["--color", "never", "check", "."])
        .current_dir(dir.path())
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stdout.ends_with("1 passed, 3 failed\n"), "{stdout}");
    let why = "the name 'soldier' (given at ./a-refused-token.toml:8:6) stands for no object: the step that would create it was refused or has not run";
    for want in [
        format!("FAIL ./a-refused-token.toml: step 2 (line 14) was refused: {why}"),
        format!("FAIL ./a-refused-token.toml: line 18 (after step 2): {why}"),
        "FAIL ./b-unknown-arg.toml:15:10: 'move' reads no argument 'face' (known: none:".to_string(),
        "FAIL ./c-bidi-name.toml:8:8: a card name cannot contain bidirectional controls: 'Grizzly\\u{202e}Bears' has U+202E".to_string(),
    ] {
        assert!(stdout.contains(&want), "{want}\nnot in:\n{stdout}");
    }
}
