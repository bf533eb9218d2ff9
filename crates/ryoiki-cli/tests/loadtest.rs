//! `ryoiki loadtest`: its clients in the server's process and in a second one.

mod common;

use common::{ryoiki, tempdir};

/// A small load: six tables, two seconds, in memory.
const SMALL: [&str; 8] = [
    "loadtest",
    "--tables",
    "6",
    "--duration",
    "2",
    "--rate",
    "4",
    "--memory",
];

/// The figures a report gives: the accepted actions and the update samples.
fn counts(out: &str) -> (u64, u64) {
    let first = out.lines().next().unwrap_or_default();
    let actions = first
        .split(": ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no action count in: {out}"));
    let samples = out
        .lines()
        .find(|l| l.starts_with("action -> update"))
        .and_then(|l| l.rsplit('(').next())
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no sample count in: {out}"));
    (actions, samples)
}

#[test]
fn clients_apart_play_and_the_server_cpu_is_reported_alone() {
    let dir = tempdir("loadtest-apart");
    let args = SMALL;
    let (code, out, err) = ryoiki(&[&args[..], &["--clients", "apart"]].concat(), dir.path());
    assert_eq!(code, 0, "{out}{err}");
    let (actions, samples) = counts(&out);
    assert!(actions > 0 && samples > 0, "{out}");
    assert!(out.contains("per action (the server alone)"), "{out}");
    assert!(out.contains("clients (a second process):"), "{out}");

    let (code, out, err) = ryoiki(&[&args[..], &["--clients", "here"]].concat(), dir.path());
    assert_eq!(code, 0, "{out}{err}");
    assert!(counts(&out).0 > 0, "{out}");
    assert!(out.contains("per action (server and clients)"), "{out}");
    assert!(!out.contains("second process"), "{out}");
}

#[test]
fn the_hidden_clients_subcommand_refuses_a_job_that_does_not_read() {
    let dir = tempdir("loadtest-clients");
    let (code, out, err) = common::ryoiki_fed(&["loadtest-clients"], dir.path(), b"{\"addr\": 1}");
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("the job does not read"), "{err}");
    assert!(out.is_empty(), "{out}");
}

#[test]
fn tables_under_the_rules_play_the_games_with_sample_decks() {
    let dir = tempdir("loadtest-rules");
    let (code, out, err) = ryoiki(&[&SMALL[..], &["--mode", "rules"]].concat(), dir.path());
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("6 tables (under the rules)"), "{out}");
    assert!(counts(&out).0 > 0, "{out}");
    // The clients skip the listed actions that leave the game (`flow`), so no game of
    // Magic ends within a few actions by a concession (before, most did).
    assert!(out.contains(", 0 games ended"), "{out}");
    let (code, out, _) = ryoiki(&SMALL, dir.path());
    assert_eq!(code, 0);
    assert!(out.starts_with("6 tables (free moves)"), "{out}");
}
