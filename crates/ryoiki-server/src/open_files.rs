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

#[cfg(test)]
mod tests {
    #[test]
    #[cfg(unix)]
    fn the_soft_limit_is_raised_to_the_hard_one() {
        let (soft, hard) = super::raise();
        assert_eq!(soft, hard);
        let again = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        assert_eq!(again.current, soft, "the raise did not hold");
    }
}
