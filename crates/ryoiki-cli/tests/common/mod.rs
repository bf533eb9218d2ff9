//! What more than one of the command's test files needs (each file uses part of it).
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs the binary in `dir` with `args` and `input` on standard input, and waits for it.
pub fn ryoiki_with_input(dir: &Path, args: &[&str], input: impl AsRef<[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_ref())
        .expect("writes");
    child.wait_with_output().expect("waits")
}

/// Runs `ryoiki play` with `args` and `input`: its exit status, its lines of JSON, and
/// what it wrote to standard error.
pub fn play(args: &[&str], input: impl AsRef<[u8]>) -> (i32, Vec<serde_json::Value>, String) {
    let args = [&["play"], args].concat();
    let out = ryoiki_with_input(Path::new("."), &args, input);
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect();
    (
        out.status.code().unwrap_or(-1),
        lines,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
