//! The server's log: structured events (`tracing`) with the fields that name what they
//! are about (`table`, `seat`, `seq`, `n`, `node`), written on stderr one line each, as
//! text or as JSON, filtered by `RUST_LOG` (`info` when it is unset).
//!
//! What is logged, and at which level: a table created, restored, taken over or expired
//! and a seat joining at `info`; each accepted action at `debug`; a refused action at
//! `debug`; a table the server cannot keep (a write that failed, a reload, a lease lost)
//! at `warn`; a bug (a listed action the engine refused) at `error`. Seat tokens and
//! view keys are never logged, nor a card a seat was not shown: an action is logged by
//! its seat, seq and index, not its contents.

use std::str::FromStr;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// One line of text per event: time, level, message and `field=value` pairs.
    Text,
    /// One JSON object per line: `timestamp`, `level`, `fields` (with `message`), `target`.
    Json,
}

/// Why the log cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// A log format that is not `text` or `json`.
    #[error("unknown log format {0:?}: give text or json")]
    Format(String),
    /// A `RUST_LOG` (or filter) that does not parse.
    #[error("the log filter {filter:?} does not parse: {reason}")]
    Filter {
        /// The filter as given.
        filter: String,
        /// Why it does not parse.
        reason: String,
    },
    /// Another logger was set up first in this process.
    #[error("a logger is already set up in this process")]
    AlreadySet,
}

impl FromStr for LogFormat {
    type Err = LogError;

    fn from_str(s: &str) -> Result<LogFormat, LogError> {
        match s {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            other => Err(LogError::Format(other.to_string())),
        }
    }
}

/// The filter of `RUST_LOG`, or `info` when it is unset or empty.
///
/// # Errors
/// [`LogError::Filter`]: `RUST_LOG` does not parse.
pub fn env_filter() -> Result<EnvFilter, LogError> {
    match std::env::var("RUST_LOG") {
        Ok(f) if !f.trim().is_empty() => filter(&f),
        _ => filter("info"),
    }
}

/// The filter `spec` (`RUST_LOG`'s syntax: `info`, `ryoiki_server=debug,warn`).
///
/// # Errors
/// [`LogError::Filter`]: it does not parse.
pub fn filter(spec: &str) -> Result<EnvFilter, LogError> {
    EnvFilter::builder()
        .parse(spec)
        .map_err(|e| LogError::Filter {
            filter: spec.to_string(),
            reason: e.to_string(),
        })
}

/// A subscriber writing events that pass `filter` to `writer` in `format`.
pub fn subscriber<W>(
    format: LogFormat,
    filter: EnvFilter,
    writer: W,
) -> Box<dyn tracing::Subscriber + Send + Sync>
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    let b = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_target(true);
    match format {
        LogFormat::Text => Box::new(b.finish()),
        LogFormat::Json => Box::new(b.json().flatten_event(false).finish()),
    }
}

/// Sets up the process's log: `RUST_LOG`'s filter, lines in `format` on stderr.
///
/// # Errors
/// `RUST_LOG` does not parse, or a logger was set up already.
pub fn init(format: LogFormat) -> Result<(), LogError> {
    let s = subscriber(format, env_filter()?, std::io::stderr);
    tracing::subscriber::set_global_default(s).map_err(|_| LogError::AlreadySet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// A writer that keeps what it was given.
    #[derive(Clone, Default)]
    struct Kept(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Kept {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .map_err(|_| std::io::Error::other("poisoned"))?
                .extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'w> MakeWriter<'w> for Kept {
        type Writer = Kept;
        fn make_writer(&'w self) -> Kept {
            self.clone()
        }
    }

    fn logged(format: LogFormat, spec: &str) -> String {
        let kept = Kept::default();
        let s = subscriber(format, filter(spec).expect("a valid filter"), kept.clone());
        tracing::subscriber::with_default(s, || {
            tracing::info!(table = "t1", seat = 0u8, "seat joined");
            tracing::debug!(
                table = "t1",
                seat = 0u8,
                seq = 3u64,
                n = 7u64,
                "action accepted"
            );
        });
        let bytes = kept.0.lock().expect("not poisoned").clone();
        String::from_utf8(bytes).expect("UTF-8")
    }

    #[test]
    fn json_lines_carry_the_fields_and_the_filter_holds_back_debug() {
        let out = logged(LogFormat::Json, "info");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 1, "{out}");
        let v: serde_json::Value = serde_json::from_str(lines[0]).expect("a JSON line");
        assert_eq!(v["level"], "INFO");
        assert_eq!(v["fields"]["message"], "seat joined");
        assert_eq!(v["fields"]["table"], "t1");
        assert_eq!(v["fields"]["seat"], 0);
    }

    #[test]
    fn text_lines_at_debug_name_the_action_fields() {
        let out = logged(LogFormat::Text, "debug");
        let line = out
            .lines()
            .find(|l| l.contains("action accepted"))
            .expect(&out);
        for f in ["table=\"t1\"", "seat=0", "seq=3", "n=7", "DEBUG"] {
            assert!(line.contains(f), "{f} missing from {line}");
        }
    }

    #[test]
    fn bad_format_and_filter_are_named() {
        let e = "yaml".parse::<LogFormat>().expect_err("not a format");
        assert!(e.to_string().contains("\"yaml\""), "{e}");
        let e = filter("ryoiki=loud").expect_err("not a level");
        assert!(e.to_string().contains("ryoiki=loud"), "{e}");
    }
}
