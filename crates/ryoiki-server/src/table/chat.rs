//! A table's chat and a connection's history: a seat's chat line is stored with the
//! table (so it survives a restart and a takeover) and only then told to every
//! connection of the table; a connection joining is sent the events its viewer was told
//! of the table's latest actions and the latest chat lines, rebuilt from the store.

use super::connection::send;
use super::state::Table;
use crate::store::{self, ChatRecord, StoreError, Write};
use crate::wire::{self, PastEvents, Refusal};
use crate::words;
use ryoiki_core::seat::SAVED_GAME_VERSION;
use ryoiki_core::{Args, PlayerId, Recorded, SavedGame};

/// The most past actions whose events a `history` carries (the latest ones).
pub const HISTORY_ACTIONS: usize = 200;

/// The most chat lines a `history` carries (the latest ones).
pub const HISTORY_CHAT: usize = 200;

impl Table {
    /// A connection's chat line: refused for a spectator or a full chat; otherwise
    /// stored, then told to every connection of the table.
    pub(super) async fn chat(&mut self, conn: u64, text: String) {
        let Some(seat) = self.conns.iter().find(|c| c.id == conn).map(|c| c.seat) else {
            return;
        };
        let Some(seat) = seat else {
            let e = words::said_plain("server-spectator-may-not-chat");
            return self.refuse_only(conn, Refusal::Spectator, &e);
        };
        let most = self.conn_limits.chat_lines;
        if self.chat_lines >= most {
            let e = words::said("server-chat-full", Args::new().with("most", most));
            return self.refuse_only(conn, Refusal::ChatFull, &e);
        }
        let line = ChatRecord {
            n: self.chat_lines,
            seat: seat.0,
            version: self.version(),
            text,
        };
        let write = Write::Chat {
            table: self.info.id.clone(),
            line: line.clone(),
        };
        if let Err(e) = store::commit(self.store.as_ref(), write).await {
            tracing::warn!(table = %self.info.id, seat = seat.0, n = line.n, error = %e, "chat line not stored");
            if matches!(e, StoreError::NotOurs { .. }) {
                self.give_up();
                return;
            }
            // The count may be behind the store's (a write that failed after it
            // committed): read it back.
            if let Ok(Some(t)) = self.store.load_table(&self.info.id) {
                self.chat_lines = t.chat.len() as u64;
            }
            let e = words::said(
                "server-chat-not-saved",
                Args::new().with("error", e.to_string()),
            );
            return self.refuse_only(conn, Refusal::Unavailable, &e);
        }
        self.chat_lines += 1;
        tracing::debug!(table = %self.info.id, seat = seat.0, n = line.n, "chat line");
        let name = self
            .info
            .players
            .get(seat.index())
            .map_or("", String::as_str);
        let msg = axum::extract::ws::Utf8Bytes::from(wire::chat(&line, name));
        let gone: Vec<u64> = self
            .conns
            .iter()
            .filter(|c| c.out.try_send(super::Outbound::Text(msg.clone())).is_err())
            .map(|c| c.id)
            .collect();
        for id in gone {
            self.drop_conn(id);
        }
    }

    /// Sends `refused` (no seq, no state: a chat line changes no state) to one connection.
    fn refuse_only(&mut self, conn: u64, why: Refusal, error: &wire::Said) {
        let Some(c) = self.conns.iter().find(|c| c.id == conn) else {
            return;
        };
        tracing::debug!(table = %self.info.id, conn, why = why.code(), "chat refused");
        if !send(c, wire::refused(None, self.version(), why, error)) {
            self.drop_conn(conn);
        }
    }

    /// The `history` of a connection joining as `seat` (a spectator for none): the
    /// events its viewer was told of the latest [`HISTORY_ACTIONS`] seats' actions (the
    /// game's opening, told to no one, is left out), each rebuilt by replaying the
    /// stored log as the engine told it then, and the latest [`HISTORY_CHAT`] chat
    /// lines. None if the store cannot be read or the log does not replay (the join
    /// goes on without it).
    pub(super) fn history(&self, seat: Option<PlayerId>) -> Option<String> {
        // No seat has acted and no one has spoken: nothing to tell, and nothing to read
        // back or replay (every seat's first join at a new table, a storm of them when
        // many tables start at once).
        if self.last.is_none() && self.chat_lines == 0 {
            return Some(wire::history(
                seat,
                self.version(),
                (&[], 0),
                (&[], 0),
                &self.info.players,
            ));
        }
        let stored = match self.store.load_table(&self.info.id) {
            Ok(Some(t)) => t,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!(table = %self.info.id, error = %e, "no history: the table cannot be read back");
                return None;
            }
        };
        let viewer = seat.unwrap_or(PlayerId::SPECTATOR);
        let by: Vec<Option<u8>> = stored.actions.iter().map(|a| a.seat).collect();
        let told = by.iter().filter(|s| s.is_some()).count();
        let skip = told.saturating_sub(HISTORY_ACTIONS);
        let saved = SavedGame {
            version: SAVED_GAME_VERSION,
            game: stored.record.game,
            setup: stored.record.setup,
            view_key: stored.record.view_key,
            actions: stored.actions.into_iter().map(|a| a.action).collect(),
        };
        let mut past = Vec::new();
        let (mut index, mut seen) = (0usize, 0usize);
        let replayed = Recorded::resume(self.info.game.rules(), saved, &mut |game, _, events| {
            if let Some(Some(s)) = by.get(index) {
                if seen >= skip {
                    past.push(PastEvents {
                        version: index as u64 + 1,
                        by: PlayerId(*s),
                        events: game.seat_events(viewer, events),
                    });
                }
                seen += 1;
            }
            index += 1;
        });
        if let Err(e) = replayed {
            tracing::warn!(table = %self.info.id, error = %e, "no history: the log does not replay");
            return None;
        }
        let chat = &stored.chat;
        let from = chat.len().saturating_sub(HISTORY_CHAT);
        Some(wire::history(
            seat,
            self.version(),
            (&past, skip as u64),
            (&chat[from..], from as u64),
            &self.info.players,
        ))
    }
}
