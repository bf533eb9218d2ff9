//! A stored table to its replay's frames: the stored log played again through the
//! engine, and each frame built, for the viewer, from what the engine gives it.

use super::viewer::{ReplayError, Viewer};
use crate::store::StoredTable;
use ryoiki_core::seat::SAVED_GAME_VERSION;
use ryoiki_core::{Event, Game, Lang, PlayerId, Recorded, SavedGame};
use ryoiki_games::GameKind;
use ryoiki_games::table::to_move;
use serde::Serialize;
use serde_json::{Value, json};

/// A page of a replay's frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayFrames {
    /// The first frame (0: the setup).
    pub from: usize,
    /// How many, 1 to [`MAX_FRAMES`](super::viewer::MAX_FRAMES).
    pub count: usize,
}

/// A replay, or a page of it.
#[derive(Clone, Debug, Serialize)]
pub struct Replay {
    /// The table.
    pub table: String,
    /// The game's key.
    pub game: String,
    /// Its variant.
    pub variant: Option<String>,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// Whose replay: `seat`, `spectator` or `judge`.
    pub viewer: &'static str,
    /// The seat, for a seat's replay.
    pub seat: Option<u8>,
    /// How many frames the whole replay has (the setup and one per action after it).
    pub total: usize,
    /// The first frame of this page.
    pub from: usize,
    /// The frames of this page, in order.
    pub frames: Vec<Value>,
}

/// The frames `page` of `viewer`'s replay of `stored`. Only a finished game has a
/// replay: the stored game replayed must be over by its rules, or have no seat left
/// who may act. Who may ask is not checked here (`access`).
///
/// # Errors
/// [`ReplayError::NotOver`]; [`ReplayError::PastEnd`] for a page past the last frame;
/// [`ReplayError::Replay`] for a stored game that does not replay.
pub fn frames(
    stored: StoredTable,
    viewer: Viewer,
    page: ReplayFrames,
) -> Result<Replay, ReplayError> {
    let record = stored.record;
    let table = record.id.clone();
    let broken = |reason: String| ReplayError::Replay {
        table: table.clone(),
        reason,
    };
    let kind: GameKind = record
        .game
        .parse()
        .map_err(|_| broken(format!("no game '{}'", record.game)))?;
    let takers: Vec<Option<u8>> = stored.actions.iter().map(|a| a.seat).collect();
    // The opening: the actions of no seat before the first seat's.
    let opening = takers.iter().take_while(|s| s.is_none()).count();
    let total = 1 + takers.len() - opening;
    if page.from >= total {
        return Err(ReplayError::PastEnd {
            from: page.from,
            total,
        });
    }
    let wanted = page.from..page.from.saturating_add(page.count).min(total);
    let seats = record.setup.players.len();
    let players = record.setup.players.clone();
    let mut maker = Maker {
        viewer,
        seats,
        takers: &takers,
        opening_log: Vec::new(),
        frames: Vec::new(),
    };
    if opening == 0 && wanted.contains(&0) {
        let start = Game::new_with_key(kind.rules(), record.setup.clone(), record.view_key)
            .map_err(|e| broken(e.to_string()))?;
        let frame = maker.frame(&start, 0, 0, &[]);
        maker.frames.push(frame);
    }
    let saved = SavedGame {
        version: SAVED_GAME_VERSION,
        game: record.game.clone(),
        setup: record.setup,
        view_key: record.view_key,
        actions: stored.actions.into_iter().map(|a| a.action).collect(),
    };
    let mut n = 0usize;
    let rec = Recorded::resume(kind.rules(), saved, &mut |game, _, events| {
        n += 1;
        if n < opening {
            if viewer == Viewer::Judge {
                maker.opening_log.extend(judge_log(game, events));
            }
            return;
        }
        let index = n - opening;
        if wanted.contains(&index) {
            let frame = maker.frame(game, index, n as u64, events);
            maker.frames.push(frame);
        }
    })
    .map_err(|e| broken(e.to_string()))?;
    let game = rec.game();
    let last = takers.iter().rev().find_map(|s| s.map(PlayerId));
    if !game.rules().game_over(game.state()) && to_move(game, last).is_some() {
        return Err(ReplayError::NotOver(table));
    }
    Ok(Replay {
        table,
        game: record.game,
        variant: record.variant,
        players,
        viewer: viewer.word(),
        seat: match viewer {
            Viewer::Seat(s) => Some(s),
            _ => None,
        },
        total,
        from: page.from,
        frames: maker.frames,
    })
}

/// Builds the frames of one viewer as the game replays.
struct Maker<'a> {
    viewer: Viewer,
    /// How many seats.
    seats: usize,
    /// Who took each stored action.
    takers: &'a [Option<u8>],
    /// The judge's log of the opening, shown with the setup.
    opening_log: Vec<Value>,
    frames: Vec<Value>,
}

impl Maker<'_> {
    /// Frame `index`: the game at `version`, after the action whose events are `events`
    /// (the setup: none told to a seat, as at the live table).
    fn frame(&mut self, game: &Game, index: usize, version: u64, events: &[Event]) -> Value {
        let by = if index == 0 {
            None
        } else {
            version
                .checked_sub(1)
                .and_then(|i| self.takers.get(i as usize).copied().flatten())
        };
        let told: &[Event] = if index == 0 { &[] } else { events };
        match self.viewer {
            Viewer::Seat(s) => seat_frame(game, PlayerId(s), index, version, by, told),
            Viewer::Spectator => seat_frame(game, PlayerId::SPECTATOR, index, version, by, told),
            Viewer::Judge => {
                let mut log = std::mem::take(&mut self.opening_log);
                log.extend(judge_log(game, events));
                let seats: Vec<Value> = (0..self.seats)
                    .map(|p| {
                        let p = PlayerId(p as u8);
                        json!({
                            "seat": p,
                            "view": game.view(p),
                            "events": game.seat_events(p, told),
                        })
                    })
                    .collect();
                json!({
                    "frame": index,
                    "version": version,
                    "by": by,
                    "log": log,
                    "seats": seats,
                })
            }
        }
    }
}

/// One viewer's frame: its view and its events, as the live table sends them.
fn seat_frame(
    game: &Game,
    viewer: PlayerId,
    index: usize,
    version: u64,
    by: Option<u8>,
    events: &[Event],
) -> Value {
    json!({
        "frame": index,
        "version": version,
        "by": by,
        "events": game.seat_events(viewer, events),
        "view": game.view(viewer),
    })
}

/// The judge's log of one step: each engine event in words (naming hidden cards), with
/// the rules it cites.
fn judge_log(game: &Game, events: &[Event]) -> Vec<Value> {
    events
        .iter()
        .map(|e| {
            json!({
                "en": game.render_event(e, Lang::En),
                "ja": game.render_event(e, Lang::Ja),
                "rules": e.rules,
            })
        })
        .collect()
}
