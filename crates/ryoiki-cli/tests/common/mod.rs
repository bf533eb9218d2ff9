//! What more than one of the command's test files needs (each file uses part of it).
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs the binary in `dir` with `args` and `input` on standard input, and waits for it.
/// The command may stop reading early (a too-large input): a broken pipe is fine.
pub fn ryoiki_with_input(dir: &Path, args: &[&str], input: impl AsRef<[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let _ = stdin.write_all(input.as_ref());
    drop(stdin);
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

/// Runs the binary in `dir` with `args`: its exit status, standard output and standard
/// error.
pub fn ryoiki(args: &[&str], dir: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs");
    outcome(&out)
}

/// Runs the binary in `dir` with `args` and `input` on standard input: its exit status,
/// standard output and standard error.
pub fn ryoiki_fed(args: &[&str], dir: &Path, input: &[u8]) -> (i32, String, String) {
    outcome(&ryoiki_with_input(dir, args, input))
}

/// A card data fixture of the games crate, by absolute path.
pub fn card_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../ryoiki-games/tests/fixtures/cards")
        .join(name)
        .display()
        .to_string()
}

/// `ryoiki pool import --from mtgjson` of the MTGJSON set fixture into `dir/real.toml`:
/// its exit status, standard output and standard error.
pub fn import_mtgjson(dir: &Path) -> (i32, String, String) {
    let set = card_fixture("mtgjson-set.json");
    let args = [
        "pool",
        "import",
        "--from",
        "mtgjson",
        &set,
        "--out",
        "real.toml",
    ];
    ryoiki(&args, dir)
}

/// A finished run's exit status, standard output and standard error.
fn outcome(out: &Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A fresh folder whose name begins with `prefix`, removed with everything in it when
/// dropped.
pub fn tempdir(prefix: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(prefix)
        .tempdir()
        .expect("a temporary folder")
}

/// Every `.toml` file below `dir`, at any depth, added to `out`.
pub fn scenario_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            scenario_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "toml") {
            out.push(p);
        }
    }
}

/// `ryoiki serve` as a child on a free loopback port, for the tests that kill it.
pub mod serve {
    use serde_json::Value;
    use std::io::{BufRead, BufReader};
    use std::process::{Child, Command, Stdio};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;

    /// Starts `ryoiki serve --addr 127.0.0.1:0` with `args` after it; the child and the
    /// address it printed on its first line.
    pub fn start(args: &[String]) -> (Child, String) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        let addr = first
            .trim()
            .strip_prefix("ryoiki serve: listening on http://")
            .unwrap_or_else(|| panic!("first line: {first:?}"))
            .to_string();
        (child, addr)
    }

    /// Creates a table (`POST /api/tables` with `body`); the `201` answer's JSON.
    pub async fn create(addr: &str, body: &str) -> Value {
        let mut s = TcpStream::connect(addr).await.unwrap();
        let req = format!(
            "POST /api/tables HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        s.write_all(req.as_bytes()).await.unwrap();
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).await.unwrap();
        let text = String::from_utf8(buf).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 201"), "{head}\n{body}");
        serde_json::from_str(body).unwrap()
    }
}
