//! What more than one of the command's test files needs.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs the binary in `dir` with `args` and `input` on standard input, and waits for it.
pub fn ryoiki_with_input(dir: &Path, args: &[&str], input: &str) -> Output {
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
        .write_all(input.as_bytes())
        .expect("writes");
    child.wait_with_output().expect("waits")
}
