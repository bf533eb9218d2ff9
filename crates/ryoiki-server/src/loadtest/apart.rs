//! The load test's clients in a process of their own.
//!
//! One process holding both ends of every connection needs four sockets a table: 5,000
//! tables need more than 20,000 descriptors, a common hard limit. Apart, the server's
//! process holds its ends (two a table) and a second process the clients' (two a
//! table), and the CPU time of each is measured on its own: the server's is what it
//! costs to serve.
//!
//! The parent starts the program it is given (the `ryoiki` command line runs itself
//! with a hidden subcommand that calls [`clients_main`]), writes the job (the server's
//! address, the seats and their tokens, the pace) as one JSON document on its standard
//! input, and reads from its standard output a line `joined` when every seat has its
//! first state (the clock starts), a line `ended` when the time is up, and a last line:
//! the measures, as JSON. The child's standard error is the parent's: its progress
//! lines and errors show as they come.

use super::clients::{self, ClientsJob, ClientsOutcome};
use super::limits::{LoadError, Sockets, check_open_files, runtime};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// How to start the clients' process: a program and its arguments, which must call
/// [`clients_main`] (the `ryoiki` command line: itself, with its hidden
/// `loadtest-clients` subcommand).
#[derive(Clone, Debug)]
pub struct ClientsProgram {
    /// The program.
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
}

/// The line the clients' process writes when every seat has joined.
const JOINED: &str = "joined";
/// The line it writes when the time is up.
const ENDED: &str = "ended";

/// Starts the clients' process on `job`, calls `joined` and `ended` as it reports
/// them, and returns its measures.
pub(super) async fn play(
    program: &ClientsProgram,
    job: &ClientsJob,
    joined: impl FnOnce(),
    ended: impl FnOnce(),
) -> Result<ClientsOutcome, LoadError> {
    let fail = |what: String| LoadError::Clients(what);
    let mut child = Command::new(&program.program)
        .args(&program.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| fail(format!("cannot start {}: {e}", program.program.display())))?;
    let (Some(mut stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(fail("its standard input or output is not a pipe".into()));
    };
    let input = serde_json::to_vec(job).map_err(|e| fail(e.to_string()))?;
    let writing = tokio::task::spawn_blocking(move || stdin.write_all(&input));
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    let reading = tokio::task::spawn_blocking(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let (mut joined, mut ended) = (Some(joined), Some(ended));
    let mut outcome = None;
    while let Some(line) = rx.recv().await {
        match line.as_str() {
            JOINED => joined.take().map_or((), |f| f()),
            ENDED => ended.take().map_or((), |f| f()),
            measures => {
                outcome = Some(
                    serde_json::from_str::<ClientsOutcome>(measures)
                        .map_err(|e| fail(format!("its measures do not read: {e}")))?,
                );
            }
        }
    }
    let _ = reading.await;
    let wrote = writing.await.map_err(|e| fail(e.to_string()))?;
    let status = tokio::task::spawn_blocking(move || child.wait())
        .await
        .map_err(|e| fail(e.to_string()))?
        .map_err(|e| fail(e.to_string()))?;
    if !status.success() {
        return Err(fail(format!("it ended with {status} (its error is above)")));
    }
    wrote.map_err(|e| fail(format!("cannot send it the job: {e}")))?;
    outcome.ok_or_else(|| fail("it ended without its measures".into()))
}

/// The clients' process: reads the job from standard input, plays it, and writes
/// `joined`, `ended` and the measures to standard output (see the module's
/// documentation); the exit status: 0 when played, 1 when a client could not join,
/// 2 when the job does not read or the open-file limit cannot hold its sockets.
pub fn clients_main() -> u8 {
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("ryoiki loadtest (clients): cannot read the job: {e}");
        return 2;
    }
    let job: ClientsJob = match serde_json::from_str(&input) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("ryoiki loadtest (clients): the job does not read: {e}");
            return 2;
        }
    };
    let (soft, hard) = crate::open_files::raise();
    if let Err(e) = check_open_files(job.tables, Sockets::OneSide, soft, hard) {
        eprintln!("ryoiki loadtest (clients): {e}");
        return 2;
    }
    let Some(rt) = runtime("ryoiki loadtest (clients)") else {
        return 1;
    };
    let say = |line: &str| {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}").and_then(|()| out.flush());
    };
    match rt.block_on(clients::play(&job, || say(JOINED), || say(ENDED))) {
        Ok(outcome) => match serde_json::to_string(&outcome) {
            Ok(json) => {
                say(&json);
                0
            }
            Err(e) => {
                eprintln!("ryoiki loadtest (clients): {e}");
                1
            }
        },
        Err(e) => {
            eprintln!("ryoiki loadtest (clients): {e}");
            1
        }
    }
}
