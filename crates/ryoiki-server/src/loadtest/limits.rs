//! What bounds a load test: its settings' limits, the open files its sockets take,
//! and why it could not run; and the two things every part of it reports with (a
//! progress line, the process's CPU time).

use std::time::Duration;

/// The most tables a load test creates.
pub const MAX_TABLES: usize = 10_000;
/// The longest a load test runs.
pub const MAX_DURATION: Duration = Duration::from_secs(600);
/// How long a seat has to connect, join and receive its first `state`.
pub const JOIN_TIMEOUT: Duration = Duration::from_secs(30);
/// How many seats join at once.
pub const JOINING_AT_ONCE: usize = 64;
/// How long the clients have, after the end, to finish and close.
pub const GRACE: Duration = Duration::from_secs(10);
/// How often a progress line is printed.
pub(super) const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// Why a load test could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// A setting out of its bounds.
    #[error("{0}")]
    Bounds(String),
    /// The store, the server or a table could not be started.
    #[error("cannot start the server: {0}")]
    Start(String),
    /// The clients' process could not be started, or failed.
    #[error("the clients' process failed: {0}")]
    Clients(String),
    /// A client could not connect or join.
    #[error("a client could not join table {table}: {reason}")]
    Join {
        /// The table.
        table: String,
        /// Why.
        reason: String,
    },
}

/// A progress line on stderr, if asked for.
pub(super) fn progress(on: bool, line: impl FnOnce() -> String) {
    if on {
        eprintln!("ryoiki loadtest: {}", line());
    }
}

/// The process's CPU time so far (every thread, user and system), where the system
/// says.
pub(super) fn cpu_time() -> Option<Duration> {
    #[cfg(unix)]
    {
        let t = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
        Some(Duration::new(
            u64::try_from(t.tv_sec).ok()?,
            u32::try_from(t.tv_nsec).ok()?,
        ))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// A multi-threaded runtime for the load test or its clients (`who` names them in the
/// message); `None`, said on standard error, when the system cannot start one.
pub fn runtime(who: &str) -> Option<tokio::runtime::Runtime> {
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => Some(rt),
        Err(e) => {
            eprintln!("{who}: cannot start the runtime: {e}");
            None
        }
    }
}

/// Which sockets of a load test one process holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sockets {
    /// Both seats' client sockets and the server's two ends of them: four a table.
    All,
    /// One end of each connection (the server's, or the clients' in their own process):
    /// two a table.
    OneSide,
}

impl Sockets {
    fn per_table(self) -> u64 {
        match self {
            Sockets::All => 4,
            Sockets::OneSide => 2,
        }
    }

    fn what(self) -> &'static str {
        match self {
            Sockets::All => "clients and server in this process",
            Sockets::OneSide => {
                "one end of each connection in this process, the other in a second one"
            }
        }
    }
}

/// Refuses a number of tables the open-file limit `soft` (`hard`: the hard limit)
/// cannot hold with `sockets` in this process (a load test past it would stall on
/// sockets that cannot be opened), naming the limit and the most tables it holds.
pub(super) fn check_open_files(
    tables: usize,
    sockets: Sockets,
    soft: Option<u64>,
    hard: Option<u64>,
) -> Result<(), LoadError> {
    let Some(limit) = soft else {
        return Ok(());
    };
    let per = sockets.per_table();
    let beside = crate::open_files::FILES_BESIDE;
    let needed = tables as u64 * per + beside;
    if needed <= limit {
        return Ok(());
    }
    let most = limit.saturating_sub(beside) / per;
    let advice = match sockets {
        Sockets::All => format!(
            "use at most {most} tables, or the clients in a second process (`--clients apart`)"
        ),
        Sockets::OneSide => format!("use at most {most} tables"),
    };
    Err(LoadError::Bounds(
        crate::open_files::TooFewFiles {
            what: format!(
                "--tables {tables} ({per} sockets a table, {})",
                sockets.what()
            ),
            needed,
            soft: limit,
            hard,
            advice: Some(advice),
        }
        .to_string(),
    ))
}
