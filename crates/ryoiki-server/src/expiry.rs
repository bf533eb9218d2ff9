//! Abandoned tables expire, so that tables nobody plays do not hold the server's table
//! limit (and its memory) for ever, across restarts too.
//!
//! The rule (docs/guarantees.md): a table with no connection open expires
//! - [`Limits::untouched_expiry`] (an hour) after it was last used if no seat of it was
//!   ever used: no seat joined since the server started and its log holds no seat's
//!   action (a table made and never sat at, such as a flood of creations);
//! - [`Limits::idle_expiry`] (seven days) after it was last used otherwise.
//!
//! "Used" is a connection joining, leaving or acting; a bot's action is not a use, so a
//! table of bots nobody watches expires too. A restart counts as a use (the server
//! cannot know when a stored table was last used before it), so a flood of untouched
//! tables is gone an hour after a restart. The sweep runs every
//! [`Limits::expiry_sweep`]; an expired table leaves the list, its seats can no longer
//! join, and its rows are deleted from the store.
//!
//! [`Limits::untouched_expiry`]: crate::Limits::untouched_expiry
//! [`Limits::idle_expiry`]: crate::Limits::idle_expiry
//! [`Limits::expiry_sweep`]: crate::Limits::expiry_sweep

use crate::table::TableInfo;
use std::sync::OnceLock;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Milliseconds since the process's first call: the clock of the tables' activity.
pub fn now_ms() -> u64 {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    EPOCH.get_or_init(Instant::now).elapsed().as_millis() as u64
}

/// How long a table waits before it expires: if no seat of it was ever used, and
/// otherwise ([`Limits::untouched_expiry`], [`Limits::idle_expiry`]).
///
/// [`Limits::untouched_expiry`]: crate::Limits::untouched_expiry
/// [`Limits::idle_expiry`]: crate::Limits::idle_expiry
#[derive(Clone, Copy, Debug)]
pub struct ExpiryRule {
    /// The wait of a table whose seats were never used.
    pub untouched: Duration,
    /// The wait of any other table.
    pub idle: Duration,
}

/// Whether the table of `info` has expired at `now` (milliseconds of [`now_ms`]).
pub(crate) fn expired(info: &TableInfo, now: u64, rule: ExpiryRule) -> bool {
    let a = &info.activity;
    if a.conns.load(Ordering::Relaxed) > 0 {
        return false;
    }
    let after = if a.touched.load(Ordering::Relaxed) {
        rule.idle
    } else {
        rule.untouched
    };
    let idle = now.saturating_sub(a.since_ms.load(Ordering::Relaxed));
    u128::from(idle) >= after.as_millis()
}
