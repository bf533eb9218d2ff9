//! The audit of what clients were sent: every WebSocket frame a page received, judged
//! against the table's game at the version the frame describes.
//!
//! A [`FrameLog`] is what a client recorded (the browser end-to-end test writes one per
//! table): the table's id and, per page, the seat it joined (none for a spectator) and
//! every text frame it received, in order. [`check_frames`] replays the table's stored
//! game (setup, view key, accepted actions) action by action and judges each frame at
//! its version:
//!
//! - no hidden identity: the whole frame through
//!   [`SeatMessages::check`](ryoiki_scenario::seats::SeatMessages::check), which knows
//!   what the viewer may see at that version and everything it was allowed to see
//!   before (the spectator: what every player may know);
//! - a `state` is exactly the engine's: its `view` is `Game::view(viewer)`, its
//!   `to_move` is whose move it was, its `actions` the seat's listed actions when it was
//!   to move and none otherwise;
//! - an `events` is exactly `Game::seat_events(viewer, …)` of the action that made
//!   that version, and its `by` is the seat that took it;
//! - a frame's `seat` is the page's own, a `hello` names this table, and the version is
//!   one the table reached.
//!
//! A frame without a version (`pong`, `error`) is judged at the version of the page's
//! latest frame that had one (0 before any). The `ryoiki` command runs this as the
//! hidden `ryoiki check-frames --data DIR FILE…` (docs/server.md).

use crate::store::{Store, StoreError, StoredTable};
use ryoiki_core::seat::SAVED_GAME_VERSION;
use ryoiki_core::{Event, Game, PlayerId, Recorded, ResumeError, SavedGame};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::protocol::to_move;
use ryoiki_scenario::seats::SeatMessages;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::fmt;

/// What the pages of one table received: the file the browser test writes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrameLog {
    /// The table's id.
    pub table: String,
    /// Each page that joined the table (or tried to).
    pub pages: Vec<PageFrames>,
}

/// One page: whom it joined as, and every text frame it received, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageFrames {
    /// A name for reports ("seat 0", "spectator").
    pub label: String,
    /// The seat the page joined as; none for a spectator.
    #[serde(default)]
    pub seat: Option<u8>,
    /// The frames' texts, as received.
    pub frames: Vec<String>,
}

/// One thing wrong with one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameProblem {
    /// The page's label.
    pub page: String,
    /// The frame's index among the page's frames, from 0.
    pub frame: usize,
    /// The version the frame was judged at, if it got that far.
    pub version: Option<u64>,
    /// What is wrong, in words.
    pub problem: String,
}

impl fmt::Display for FrameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.version {
            Some(v) => write!(
                f,
                "{}, frame {} (version {v}): {}",
                self.page, self.frame, self.problem
            ),
            None => write!(f, "{}, frame {}: {}", self.page, self.frame, self.problem),
        }
    }
}

/// What [`check_frames`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameReport {
    /// The table's id.
    pub table: String,
    /// Its game's key.
    pub game: String,
    /// Its variant, if any.
    pub variant: Option<String>,
    /// The table's version at the end of its stored log (accepted actions, the opening
    /// included).
    pub versions: u64,
    /// How many frames were judged.
    pub frames: usize,
    /// Everything wrong, page by page, frame by frame.
    pub problems: Vec<FrameProblem>,
}

/// Why the frames could not be judged at all.
#[derive(Debug, thiserror::Error)]
pub enum FrameCheckError {
    /// The store has no table with that id.
    #[error("the store has no table {0}")]
    NoTable(String),
    /// The store cannot be read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The stored game is not one of the games.
    #[error("table {table}: no game '{game}'")]
    UnknownGame {
        /// The table.
        table: String,
        /// The stored key.
        game: String,
    },
    /// The stored actions do not replay.
    #[error("table {table}: the stored game does not replay: {source}")]
    Replay {
        /// The table.
        table: String,
        /// Why.
        source: Box<ResumeError>,
    },
    /// A page says it joined a seat the table does not have.
    #[error("page '{page}' joined seat {seat}, but table {table} has seats 0 to {last}")]
    NoSeat {
        /// The page's label.
        page: String,
        /// The seat it names.
        seat: u8,
        /// The table.
        table: String,
        /// The table's last seat.
        last: usize,
    },
}

/// Loads the log's table from `store` and judges its frames ([`check_frames`]).
///
/// # Errors
/// [`FrameCheckError`]: the store cannot be read or has no such table, or as
/// [`check_frames`].
pub fn check_stored(store: &dyn Store, log: &FrameLog) -> Result<FrameReport, FrameCheckError> {
    let stored = store
        .load_table(&log.table)?
        .ok_or_else(|| FrameCheckError::NoTable(log.table.clone()))?;
    check_frames(stored, log)
}

/// One frame, read and placed at its version.
struct Placed {
    page: usize,
    index: usize,
    viewer: PlayerId,
    message: Value,
}

/// Judges every frame of `log` against `stored`, the table's game replayed action by
/// action. Problems with frames are in the report; an error means nothing was judged.
///
/// # Errors
/// [`FrameCheckError`]: an unknown game, actions that do not replay, or a page of a
/// seat the table does not have.
pub fn check_frames(stored: StoredTable, log: &FrameLog) -> Result<FrameReport, FrameCheckError> {
    let record = stored.record;
    let table = record.id.clone();
    let kind: GameKind = record
        .game
        .parse()
        .map_err(|_| FrameCheckError::UnknownGame {
            table: table.clone(),
            game: record.game.clone(),
        })?;
    let versions = stored.actions.len() as u64;
    // Who took the action that made each version (index: version - 1).
    let takers: Vec<Option<u8>> = stored.actions.iter().map(|a| a.seat).collect();
    let mut problems = Vec::new();
    let mut at: BTreeMap<u64, Vec<Placed>> = BTreeMap::new();
    let mut frames = 0;
    for (pi, page) in log.pages.iter().enumerate() {
        if let Some(s) = page.seat
            && usize::from(s) >= record.seats.len()
        {
            return Err(FrameCheckError::NoSeat {
                page: page.label.clone(),
                seat: s,
                table,
                last: record.seats.len().saturating_sub(1),
            });
        }
        let viewer = page.seat.map_or(PlayerId::SPECTATOR, PlayerId);
        let mut latest = 0;
        for (index, raw) in page.frames.iter().enumerate() {
            frames += 1;
            let mut problem = |version: Option<u64>, text: String| {
                problems.push(FrameProblem {
                    page: page.label.clone(),
                    frame: index,
                    version,
                    problem: text,
                });
            };
            let message: Value = match serde_json::from_str(raw) {
                Ok(v) => v,
                Err(e) => {
                    problem(None, format!("not a JSON message ({e})"));
                    continue;
                }
            };
            let version = match message.get("version") {
                None | Some(Value::Null) => latest,
                Some(v) => match v.as_u64() {
                    Some(n) => n,
                    None => {
                        problem(None, format!("its version {v} is not a count"));
                        continue;
                    }
                },
            };
            if version > versions {
                problem(
                    None,
                    format!(
                        "it describes version {version}, but the table reached only {versions}"
                    ),
                );
                continue;
            }
            latest = version;
            if let Some(seat) = message.get("seat")
                && *seat != json!(page.seat)
            {
                problem(
                    Some(version),
                    format!(
                        "it is addressed to seat {seat}, but the page joined as {}",
                        json!(page.seat)
                    ),
                );
            }
            if message["type"] == "hello" && message["table"] != json!(log.table) {
                problem(
                    Some(version),
                    format!("a hello of table {}, not {}", message["table"], log.table),
                );
            }
            at.entry(version).or_default().push(Placed {
                page: pi,
                index,
                viewer,
                message,
            });
        }
    }

    let rules = kind.rules();
    let replay_error = |source: ResumeError| FrameCheckError::Replay {
        table: table.clone(),
        source: Box::new(source),
    };
    let start = Game::new_with_key(rules, record.setup.clone(), record.view_key)
        .map_err(|e| replay_error(ResumeError::Setup(e)))?;
    let mut seen = SeatMessages::new(&start);
    seen.learn_spectator(&start);
    let mut judge = |game: &Game, version: u64, events: &[Event]| {
        let last = takers[..version as usize]
            .iter()
            .rev()
            .find_map(|s| s.map(PlayerId));
        let turn = if game.rules().game_over(game.state()) {
            None
        } else {
            to_move(game, last)
        };
        for p in at.get(&version).into_iter().flatten() {
            let mut problem = |text: String| {
                problems.push(FrameProblem {
                    page: log.pages[p.page].label.clone(),
                    frame: p.index,
                    version: Some(version),
                    problem: text,
                });
            };
            for leak in seen.check(game, p.viewer).problems(&p.message) {
                problem(leak);
            }
            match p.message["type"].as_str() {
                Some("state") => {
                    let view = serde_json::to_value(game.view(p.viewer)).unwrap_or(Value::Null);
                    if p.message["view"] != view {
                        problem("the state's view is not the engine's view for this viewer".into());
                    }
                    let to = turn.as_ref().map(|(t, _)| t.0);
                    if p.message["to_move"] != json!(to) {
                        problem(format!(
                            "the state says {} is to move, but it was {}",
                            p.message["to_move"],
                            json!(to)
                        ));
                    }
                    let listed = match &turn {
                        Some((t, list)) if Some(t.0) == log.pages[p.page].seat => {
                            serde_json::to_value(list).unwrap_or(Value::Null)
                        }
                        _ => json!([]),
                    };
                    if p.message["actions"] != listed {
                        problem("the state's actions are not the seat's listed actions".into());
                    }
                }
                Some("events") => {
                    let said = serde_json::to_value(game.seat_events(p.viewer, events))
                        .unwrap_or(Value::Null);
                    if version == 0 {
                        problem("events at version 0, which no action made".into());
                    } else if p.message["events"] != said {
                        problem("the events are not the engine's events for this viewer".into());
                    }
                    let by = version
                        .checked_sub(1)
                        .and_then(|i| takers.get(i as usize).copied().flatten());
                    if p.message["by"] != json!(by) {
                        problem(format!(
                            "the events say seat {} acted, but it was {}",
                            p.message["by"],
                            json!(by)
                        ));
                    }
                }
                _ => {}
            }
        }
        seen.learn(game);
        seen.learn_spectator(game);
    };
    judge(&start, 0, &[]);
    let saved = SavedGame {
        version: SAVED_GAME_VERSION,
        game: record.game.clone(),
        setup: record.setup,
        view_key: record.view_key,
        actions: stored.actions.into_iter().map(|a| a.action).collect(),
    };
    let mut n = 0;
    Recorded::resume(rules, saved, &mut |game, _, events| {
        n += 1;
        judge(game, n, events);
    })
    .map_err(replay_error)?;
    problems.sort_by_key(|p| (log.pages.iter().position(|x| x.label == p.page), p.frame));
    Ok(FrameReport {
        table,
        game: record.game,
        variant: record.variant,
        versions,
        frames,
        problems,
    })
}
