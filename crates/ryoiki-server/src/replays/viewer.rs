//! Whose replay ([`Viewer`]), and why a replay is refused ([`ReplayError`]).

/// The most frames one request returns (a frame holds whole views).
pub const MAX_FRAMES: usize = 100;

/// Whose replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// One seat's: its view and its events.
    Seat(u8),
    /// The spectator's: public information only.
    Spectator,
    /// The judge's: every seat's view and events, and the engine's events in words.
    Judge,
}

impl Viewer {
    /// The viewer as a query names it: a seat number, `spectator` or `judge`.
    ///
    /// # Errors
    /// [`ReplayError::BadViewer`]: anything else.
    pub fn parse(text: &str) -> Result<Viewer, ReplayError> {
        match text {
            "spectator" => Ok(Viewer::Spectator),
            "judge" => Ok(Viewer::Judge),
            _ => text
                .parse::<u8>()
                .map(Viewer::Seat)
                .map_err(|_| ReplayError::BadViewer(text.to_string())),
        }
    }

    /// Its name in a replay's JSON: `seat`, `spectator` or `judge`.
    pub fn word(self) -> &'static str {
        match self {
            Viewer::Seat(_) => "seat",
            Viewer::Spectator => "spectator",
            Viewer::Judge => "judge",
        }
    }
}

/// Why a replay is refused.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// No table with that id.
    #[error("no table {0}")]
    NoTable(String),
    /// The game has not ended.
    #[error("the game at table {0} has not ended: its replay opens when it ends")]
    NotOver(String),
    /// The viewer is not a seat number, `spectator` or `judge`.
    #[error("viewer '{0}' is not a seat number, 'spectator' or 'judge'")]
    BadViewer(String),
    /// A seat the table does not have.
    #[error("table {table} has no seat {seat} (its seats: 0 to {last})")]
    NoSeat {
        /// The table.
        table: String,
        /// The seat asked for.
        seat: u8,
        /// Its last seat.
        last: usize,
    },
    /// A seat's replay without that seat's token (or with another).
    #[error("seat {0}'s replay needs that seat's token (Authorization: Bearer TOKEN)")]
    SeatToken(u8),
    /// A private table's spectator replay without its invite token (or with another).
    #[error(
        "table {0} is private: its spectator's replay needs its invite token (Authorization: Bearer TOKEN)"
    )]
    Invite(String),
    /// A seat played by a bot has no token and no replay of its own.
    #[error("seat {0} is played by a bot: it has no replay of its own")]
    BotSeat(u8),
    /// The server allows no judge's replay.
    #[error("this server allows no judge's replay (start it with RYOIKI_JUDGE_TOKEN)")]
    NoJudges,
    /// A judge's replay without the judge token (or with another).
    #[error("a judge's replay needs the judge token (Authorization: Bearer TOKEN)")]
    JudgeToken,
    /// Frames asked for past the last.
    #[error("the replay has {total} frames (0 to {last}); frame {from} is past them", last = total.saturating_sub(1))]
    PastEnd {
        /// The first frame asked for.
        from: usize,
        /// How many frames the replay has.
        total: usize,
    },
    /// A first frame that is not a frame number.
    #[error("from must be a frame number (0, 1, …), not '{0}'")]
    BadFrom(String),
    /// A page of frames that is not a count from 1 to [`MAX_FRAMES`].
    #[error("count must be 1 to {most}, not '{0}'", most = MAX_FRAMES)]
    BadCount(String),
    /// The store cannot be read.
    #[error("the table cannot be read: {0}")]
    Store(#[from] crate::store::StoreError),
    /// The stored game is not one of the games, or does not replay.
    #[error("table {table}: the stored game does not replay: {reason}")]
    Replay {
        /// The table.
        table: String,
        /// Why.
        reason: String,
    },
}

impl ReplayError {
    /// The HTTP status of the refusal.
    pub fn status(&self) -> u16 {
        match self {
            ReplayError::NoTable(_) => 404,
            ReplayError::NotOver(_) => 409,
            ReplayError::BadViewer(_)
            | ReplayError::NoSeat { .. }
            | ReplayError::PastEnd { .. }
            | ReplayError::BadFrom(_)
            | ReplayError::BadCount(_)
            | ReplayError::BotSeat(_) => 400,
            ReplayError::SeatToken(_) | ReplayError::JudgeToken | ReplayError::Invite(_) => 401,
            ReplayError::NoJudges => 403,
            ReplayError::Store(_) | ReplayError::Replay { .. } => 500,
        }
    }

    /// The refusal in the server's words, English and Japanese.
    pub fn said(&self) -> crate::wire::Said {
        use crate::words::said;
        use ryoiki_core::Args;
        match self {
            ReplayError::NoTable(t) => said(
                "server-replay-no-table",
                Args::new().with("table", t.as_str()),
            ),
            ReplayError::NotOver(t) => said(
                "server-replay-not-over",
                Args::new().with("table", t.as_str()),
            ),
            ReplayError::BadViewer(v) => said(
                "server-replay-bad-viewer",
                Args::new().with("viewer", v.as_str()),
            ),
            ReplayError::NoSeat { table, seat, last } => said(
                "server-replay-no-seat",
                Args::new()
                    .with("table", table.as_str())
                    .with("seat", *seat)
                    .with("last", *last),
            ),
            ReplayError::SeatToken(s) => {
                said("server-replay-seat-token", Args::new().with("seat", *s))
            }
            ReplayError::Invite(t) => said(
                "server-replay-invite",
                Args::new().with("table", t.as_str()),
            ),
            ReplayError::BotSeat(s) => said("server-replay-bot-seat", Args::new().with("seat", *s)),
            ReplayError::NoJudges => said("server-replay-no-judges", Args::new()),
            ReplayError::JudgeToken => said("server-replay-judge-token", Args::new()),
            ReplayError::PastEnd { from, total } => said(
                "server-replay-past-end",
                Args::new()
                    .with("from", *from)
                    .with("total", *total)
                    .with("last", total.saturating_sub(1)),
            ),
            ReplayError::BadFrom(g) => said(
                "server-replay-bad-from",
                Args::new().with("given", g.as_str()),
            ),
            ReplayError::BadCount(g) => said(
                "server-replay-bad-count",
                Args::new()
                    .with("given", g.as_str())
                    .with("most", MAX_FRAMES),
            ),
            ReplayError::Store(_) | ReplayError::Replay { .. } => said(
                "server-replay-unreadable",
                Args::new().with("error", self.to_string()),
            ),
        }
    }
}
