//! A table and its store: the table's game replayed from the stored form (at start, and
//! again after a failed write), and the game as saved, read back.

use super::seat::Seat;
use super::state::Table;
use crate::store::StoredTable;
use ryoiki_core::seat::SAVED_GAME_VERSION;
use ryoiki_core::{DefPool, Game, PlayerId, Recorded, ResumeError, SavedGame};
use ryoiki_games::GameKind;
use std::sync::{LazyLock, Mutex};

/// The card definitions of every table of the process, each distinct one held once.
static DEFS: LazyLock<Mutex<DefPool>> = LazyLock::new(|| Mutex::new(DefPool::new()));

/// Why a stored table cannot be started again.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The stored game is not one of the games.
    #[error("table {table}: no game '{game}'")]
    UnknownGame {
        /// The table.
        table: String,
        /// The stored key.
        game: String,
    },
    /// Its rows in the store do not read back.
    #[error("{0}")]
    Unreadable(crate::store::StoreError),
    /// Its seats are not one per player of its setup.
    #[error("table {table}: {seats} seats stored for {players} players")]
    Seats {
        /// The table.
        table: String,
        /// Seats stored.
        seats: usize,
        /// Players in its setup.
        players: usize,
    },
    /// Every seat is a bot's: such a table is never created, and would play by itself.
    #[error("table {table}: every seat is a bot's")]
    NoPerson {
        /// The table.
        table: String,
    },
    /// Its actions do not replay.
    #[error("table {table}: {source}")]
    Replay {
        /// The table.
        table: String,
        /// Why.
        source: Box<ResumeError>,
    },
}

/// A table's game, its version, its seats' acks and who acted last, replayed from the
/// store.
pub(super) type Replayed = (Game, u64, Vec<Seat>, Option<PlayerId>);

pub(super) fn replay(t: StoredTable) -> Result<(GameKind, Replayed), RestoreError> {
    let id = t.record.id.clone();
    let kind: GameKind = t
        .record
        .game
        .parse()
        .map_err(|_| RestoreError::UnknownGame {
            table: id.clone(),
            game: t.record.game.clone(),
        })?;
    let (seats_stored, players) = (t.record.seats.len(), t.record.setup.players.len());
    if seats_stored != players {
        return Err(RestoreError::Seats {
            table: id,
            seats: seats_stored,
            players,
        });
    }
    if t.record.seats.iter().all(|s| s.bot.is_some()) {
        return Err(RestoreError::NoPerson { table: id });
    }
    let mut seats: Vec<Seat> = t
        .record
        .seats
        .iter()
        .map(|s| Seat {
            // A stored kind the bots no longer have plays as the random bot, which
            // plays every game.
            bot: s.bot.as_deref().map(|k| {
                ryoiki_bot::find(k, kind.key())
                    .or_else(|_| ryoiki_bot::find("random", kind.key()))
                    .unwrap_or(&ryoiki_bot::KINDS[0])
            }),
            token: s.token,
            acks: Vec::new(),
        })
        .collect();
    let mut last = None;
    for a in &t.actions {
        if let Some(s) = a.seat {
            last = Some(PlayerId(s));
            if let (Some(seq), Some(seat)) = (a.seq, seats.get_mut(usize::from(s))) {
                seat.acks.push((seq, a.n + 1));
            }
        }
    }
    let saved = SavedGame {
        version: SAVED_GAME_VERSION,
        game: t.record.game,
        setup: t.record.setup,
        view_key: t.record.view_key,
        actions: t.actions.into_iter().map(|a| a.action).collect(),
    };
    let rec = Recorded::resume(kind.rules(), saved, &mut |_, _, _| {}).map_err(|source| {
        RestoreError::Replay {
            table: id.clone(),
            source: Box::new(source),
        }
    })?;
    let version = rec.version();
    let mut game = rec.into_game();
    if let Ok(mut pool) = DEFS.lock() {
        game.share_defs(&mut pool);
    }
    Ok((kind, (game, version, seats, last)))
}

impl Table {
    /// The game as saved, read back from the store (which holds exactly what the table
    /// has accepted: an action is applied only once it is stored).
    pub(super) fn saved(&self) -> Option<SavedGame> {
        let t = match self.store.load_table(&self.info.id) {
            Ok(Some(t)) => t,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!(table = %self.info.id, error = %e, "cannot read the table back");
                return None;
            }
        };
        Some(SavedGame {
            version: SAVED_GAME_VERSION,
            game: t.record.game,
            setup: t.record.setup,
            view_key: t.record.view_key,
            actions: t.actions.into_iter().map(|a| a.action).collect(),
        })
    }

    /// Reloads the game from the store, so memory never holds what the store does not.
    pub(super) fn reload(&mut self) {
        let stored = match self.store.load_table(&self.info.id) {
            Ok(Some(t)) => t,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(table = %self.info.id, error = %e, "cannot reload the table");
                return;
            }
        };
        match replay(stored) {
            Ok((_, (game, version, seats, last))) => {
                self.game = game;
                self.version = version;
                self.seats = seats;
                self.last = last;
                self.refresh_turn();
            }
            Err(e) => tracing::warn!(table = %self.info.id, error = %e, "cannot reload the table"),
        }
    }
}
