//! The open-file limit: every connection is a file descriptor, so the number a process
//! may open bounds the connections a server (or a load test, whose clients share the
//! process) can hold. Many systems start a process with a soft limit of 1,024 and a
//! far higher hard limit; `serve` and `loadtest` raise the soft limit to the hard one
//! ([`raise`]), and the load test refuses a number of tables the limit cannot hold
//! instead of stalling on it ([`crate::loadtest`]).

/// The process's open-file limits after raising the soft limit to the hard one: `(soft,
/// hard)`, `None` for no limit. On a system without such limits, or if they cannot be
/// read, `(None, None)`.
pub fn raise() -> (Option<u64>, Option<u64>) {
    #[cfg(unix)]
    {
        use rustix::process::{Resource, getrlimit, setrlimit};
        let mut limit = getrlimit(Resource::Nofile);
        if limit.current != limit.maximum {
            let raised = rustix::process::Rlimit {
                current: limit.maximum,
                maximum: limit.maximum,
            };
            if setrlimit(Resource::Nofile, raised).is_ok() {
                limit = getrlimit(Resource::Nofile);
            }
        }
        (limit.current, limit.maximum)
    }
    #[cfg(not(unix))]
    {
        (None, None)
    }
}

/// Descriptors a server needs beside its connections: the store's files and threads'
/// connections, the listener, the runtime, the standard streams.
pub const FILES_BESIDE: u64 = 256;

/// The open-file limit cannot hold what was asked for.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error(
    "{what} needs about {needed} open files, but this process may open {soft} \
     (`ulimit -n`, already raised to the hard limit `ulimit -Hn`{hard}): raise the hard \
     limit (`ulimit -Hn`, LimitNOFILE= in a systemd unit){advice}",
    hard = hard.map_or_else(|| ", none".to_string(), |h| format!(", {h}")),
    advice = advice.as_deref().map_or_else(String::new, |a| format!(", or {a}"))
)]
pub struct TooFewFiles {
    /// What needs the files.
    pub what: String,
    /// About how many it needs.
    pub needed: u64,
    /// The soft limit, after raising.
    pub soft: u64,
    /// The hard limit.
    pub hard: Option<u64>,
    /// What else would do (fewer tables, say).
    pub advice: Option<String>,
}

/// Refuses to serve under an open-file limit (`soft`, after [`raise`]) below the
/// server's own limits: the HTTP connections it accepts at once, the WebSockets waiting
/// for their join, and the files beside them. Past that, connections would fail to
/// open under load, far from the cause.
///
/// # Errors
/// [`TooFewFiles`], naming the limit and what it must hold.
pub fn check_serve(
    limits: &crate::server::Limits,
    soft: Option<u64>,
    hard: Option<u64>,
) -> Result<(), TooFewFiles> {
    let Some(soft) = soft else {
        return Ok(());
    };
    let needed = (limits.max_connections + limits.max_unjoined) as u64 + FILES_BESIDE;
    if needed <= soft {
        tracing::info!(
            open_files = soft,
            joined_websockets = soft - needed,
            "open-file limit"
        );
        return Ok(());
    }
    Err(TooFewFiles {
        what: format!(
            "the server ({} HTTP connections, {} WebSockets waiting to join)",
            limits.max_connections, limits.max_unjoined
        ),
        needed,
        soft,
        hard,
        advice: None,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_server_is_refused_under_its_own_connection_limits() {
        let limits = crate::server::Limits::default();
        let needed = (limits.max_connections + limits.max_unjoined) as u64 + super::FILES_BESIDE;
        assert!(super::check_serve(&limits, Some(needed), Some(needed)).is_ok());
        assert!(super::check_serve(&limits, None, None).is_ok());
        let e = super::check_serve(&limits, Some(256), Some(256)).unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains(&format!("needs about {needed} open files")),
            "{text}"
        );
        assert!(text.contains("may open 256"), "{text}");
        assert!(text.contains("ulimit -Hn`, 256)"), "{text}");
    }

    #[test]
    #[cfg(unix)]
    fn the_soft_limit_is_raised_to_the_hard_one() {
        let (soft, hard) = super::raise();
        assert_eq!(soft, hard);
        let again = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        assert_eq!(again.current, soft, "the raise did not hold");
    }
}
