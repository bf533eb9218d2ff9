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
//!   [`SeatMessages::check`](ryoiki_games::seats::SeatMessages::check), which knows
//!   what the viewer may see at that version and everything it was allowed to see
//!   before (the spectator: what every player may know);
//! - a `state` is exactly the engine's: its `view` is `Game::view(viewer)`, its
//!   `to_move` is whose move it was, its `actions` the seat's listed actions (each with its `flow`) when it was
//!   to move and none otherwise;
//! - an `events` is exactly `Game::seat_events(viewer, …)` of the action that made
//!   that version, and its `by` is the seat that took it;
//! - a `history` (sent on join) as the `events` it repeats, each at its own version;
//!   a `chat` line is what a player said, and is not judged;
//! - a frame's `seat` is the page's own, a `hello` names this table, and the version is
//!   one the table reached.
//!
//! A frame without a version (`pong`, `error`) is judged at the version of the page's
//! latest frame that had one (0 before any). The `ryoiki` command runs this as the
//! hidden `ryoiki check-frames --data DIR FILE…` (docs/server.md).

use crate::store::{Store, StoreError, StoredTable};
use ryoiki_core::seat::SAVED_GAME_VERSION;
use ryoiki_core::{
    Event, Game, PlayerId, Recorded, ResumeError, SavedGame, SeatAction, SeatListing,
};
use ryoiki_games::GameKind;
use ryoiki_games::seats::SeatMessages;
use ryoiki_games::table::to_move_listed;
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
    let placing = place_frames(log, &table, record.seats.len(), versions)?;

    let rules = kind.rules();
    let replay_error = |source: ResumeError| FrameCheckError::Replay {
        table: table.clone(),
        source: Box::new(source),
    };
    let start = Game::new_with_key(rules, record.setup.clone(), record.view_key)
        .map_err(|e| replay_error(ResumeError::Setup(e)))?;
    let mut judge = Judge {
        log,
        takers: &takers,
        at: placing.at,
        seen: SeatMessages::new(&start),
        problems: placing.problems,
    };
    judge.seen.learn_spectator(&start);
    judge.judge(&start, 0, &[]);
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
        judge.judge(game, n, events);
    })
    .map_err(replay_error)?;
    let mut problems = judge.problems;
    problems.sort_by_key(|p| (log.pages.iter().position(|x| x.label == p.page), p.frame));
    Ok(FrameReport {
        table,
        game: record.game,
        variant: record.variant,
        versions,
        frames: placing.frames,
        problems,
    })
}

/// The frames of a log read and placed at their versions, before any is judged.
struct Placing {
    /// The frames at each version.
    at: BTreeMap<u64, Vec<Placed>>,
    /// How many frames there were.
    frames: usize,
    /// What was wrong with frames as they were read.
    problems: Vec<FrameProblem>,
}

/// Reads every page's frames and places each at its version (`versions`: the table's
/// last); an error when a page joined a seat that `table`, with `seats` seats, does not
/// have.
fn place_frames(
    log: &FrameLog,
    table: &str,
    seats: usize,
    versions: u64,
) -> Result<Placing, FrameCheckError> {
    let mut placing = Placing {
        at: BTreeMap::new(),
        frames: 0,
        problems: Vec::new(),
    };
    for (pi, page) in log.pages.iter().enumerate() {
        if let Some(s) = page.seat
            && usize::from(s) >= seats
        {
            return Err(FrameCheckError::NoSeat {
                page: page.label.clone(),
                seat: s,
                table: table.to_string(),
                last: seats.saturating_sub(1),
            });
        }
        placing.frames += page.frames.len();
        place_page(log, pi, versions, &mut placing);
    }
    Ok(placing)
}

/// Places each frame of the `pi`-th page at its version, noting what is wrong with a
/// frame as read: not a message, a version the table never reached, another seat's
/// frame, a hello of another table.
fn place_page(log: &FrameLog, pi: usize, versions: u64, placing: &mut Placing) {
    let page = &log.pages[pi];
    let viewer = page.seat.map_or(PlayerId::SPECTATOR, PlayerId);
    let mut latest = 0;
    for (index, raw) in page.frames.iter().enumerate() {
        let mut problem = |version: Option<u64>, text: String| {
            placing.problems.push(FrameProblem {
                page: page.label.clone(),
                frame: index,
                version,
                problem: text,
            });
        };
        let (version, message) = match read_frame(raw, latest, versions) {
            Ok(read) => read,
            Err(text) => {
                problem(None, text);
                continue;
            }
        };
        latest = version;
        // A chat line is what a player said, not what the server disclosed: its `seat`
        // is the speaker's, and its text is not judged.
        if message["type"] == "chat" {
            continue;
        }
        // A history is judged as the `events` it repeats, each at its own version.
        if message["type"] == "history" {
            for past in message["events"].as_array().into_iter().flatten() {
                match past["version"].as_u64() {
                    Some(v) if v <= versions => {
                        placing.at.entry(v).or_default().push(Placed {
                            page: pi,
                            index,
                            viewer,
                            message: json!({
                                "type": "events",
                                "seat": message["seat"],
                                "version": v,
                                "by": past["by"],
                                "events": past["events"],
                            }),
                        });
                    }
                    _ => placing.problems.push(FrameProblem {
                        page: page.label.clone(),
                        frame: index,
                        version: Some(version),
                        problem: format!(
                            "its history holds events of version {}, which the table never reached",
                            past["version"]
                        ),
                    }),
                }
            }
            if message["seat"] != json!(page.seat) {
                placing.problems.push(FrameProblem {
                    page: page.label.clone(),
                    frame: index,
                    version: Some(version),
                    problem: format!(
                        "its history is seat {}'s, but the page joined as {}",
                        message["seat"],
                        json!(page.seat)
                    ),
                });
            }
            continue;
        }
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
        placing.at.entry(version).or_default().push(Placed {
            page: pi,
            index,
            viewer,
            message,
        });
    }
}

/// A frame's message and the version it describes (a frame without one: `latest`, the
/// page's latest), or why it cannot be placed.
fn read_frame(raw: &str, latest: u64, versions: u64) -> Result<(u64, Value), String> {
    let message: Value =
        serde_json::from_str(raw).map_err(|e| format!("not a JSON message ({e})"))?;
    let version = match message.get("version") {
        None | Some(Value::Null) => latest,
        Some(v) => match v.as_u64() {
            Some(n) => n,
            None => return Err(format!("its version {v} is not a count")),
        },
    };
    if version > versions {
        return Err(format!(
            "it describes version {version}, but the table reached only {versions}"
        ));
    }
    Ok((version, message))
}

/// The judge of the placed frames, as the table's game replays version by version.
struct Judge<'a> {
    log: &'a FrameLog,
    /// Who took the action that made each version (index: version - 1).
    takers: &'a [Option<u8>],
    at: BTreeMap<u64, Vec<Placed>>,
    /// What each viewer was allowed to see so far.
    seen: SeatMessages,
    problems: Vec<FrameProblem>,
}

impl Judge<'_> {
    /// Judges the frames placed at `version` against `game` as it is at that version
    /// (`events`: those of the action that made it), then learns what each viewer may
    /// now see.
    fn judge(&mut self, game: &Game, version: u64, events: &[Event]) {
        let last = self.takers[..version as usize]
            .iter()
            .rev()
            .find_map(|s| s.map(PlayerId));
        let turn = if game.rules().game_over(game.state()) {
            None
        } else {
            to_move_listed(game, last)
        };
        for p in self.at.get(&version).into_iter().flatten() {
            let mut found = self.seen.check(game, p.viewer).problems(&p.message);
            match p.message["type"].as_str() {
                Some("state") => {
                    let seat = self.log.pages[p.page].seat;
                    found.extend(state_problems(game, p, seat, turn.as_ref()));
                }
                Some("events") => {
                    found.extend(events_problems(game, p, version, events, self.takers));
                }
                _ => {}
            }
            for text in found {
                self.problems.push(FrameProblem {
                    page: self.log.pages[p.page].label.clone(),
                    frame: p.index,
                    version: Some(version),
                    problem: text,
                });
            }
        }
        self.seen.learn(game);
        self.seen.learn_spectator(game);
    }
}

/// What is wrong with a `state` frame to a page of `seat`: a view, a seat to move, or
/// listed actions other than the engine's (`turn`: the seat to move, its list and its
/// listing, whose flows the list is written with).
fn state_problems(
    game: &Game,
    p: &Placed,
    seat: Option<u8>,
    turn: Option<&(PlayerId, Vec<SeatAction>, SeatListing)>,
) -> Vec<String> {
    let mut found = Vec::new();
    let view = serde_json::to_value(game.view(p.viewer)).unwrap_or(Value::Null);
    if p.message["view"] != view {
        found.push("the state's view is not the engine's view for this viewer".into());
    }
    let to = turn.map(|(t, _, _)| t.0);
    if p.message["to_move"] != json!(to) {
        found.push(format!(
            "the state says {} is to move, but it was {}",
            p.message["to_move"],
            json!(to)
        ));
    }
    let listed = match turn {
        // Each listed action with its flow, as the server writes them.
        Some((t, list, listing)) if Some(t.0) == seat => {
            serde_json::to_value(crate::wire::Listed::new(list, Some(listing)))
                .unwrap_or(Value::Null)
        }
        _ => json!([]),
    };
    if p.message["actions"] != listed {
        found.push("the state's actions are not the seat's listed actions".into());
    }
    found
}

/// What is wrong with an `events` frame at `version`: events other than the engine's
/// for the viewer, or another seat named as the one that acted.
fn events_problems(
    game: &Game,
    p: &Placed,
    version: u64,
    events: &[Event],
    takers: &[Option<u8>],
) -> Vec<String> {
    let mut found = Vec::new();
    let said = serde_json::to_value(game.seat_events(p.viewer, events)).unwrap_or(Value::Null);
    if version == 0 {
        found.push("events at version 0, which no action made".into());
    } else if p.message["events"] != said {
        found.push("the events are not the engine's events for this viewer".into());
    }
    let by = version
        .checked_sub(1)
        .and_then(|i| takers.get(i as usize).copied().flatten());
    if p.message["by"] != json!(by) {
        found.push(format!(
            "the events say seat {} acted, but it was {}",
            p.message["by"],
            json!(by)
        ));
    }
    found
}
