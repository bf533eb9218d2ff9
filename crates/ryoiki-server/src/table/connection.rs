//! The connections watching a table: joining a seat (or watching), and what each
//! connection is sent: its state, a refusal, the events of an action, the end.

use super::handle::{Conn, Outbound};
use super::state::Table;
use crate::wire::{self, Refusal, Said};
use crate::words;
use axum::extract::ws::Utf8Bytes;
use ryoiki_core::Args;
use ryoiki_core::{Event, PlayerId};

impl Table {
    pub(super) fn join(
        &mut self,
        mut c: Conn,
        seat: Option<u8>,
        token: Option<&str>,
    ) -> Result<(), Said> {
        let seat = match seat {
            // A private table's spectator brings its invite token (in `token`); a missing
            // or wrong one is refused alike, compared in constant time.
            None => {
                if let Some(invite) = self.info.invite
                    && !token.is_some_and(|t| invite.matches(t))
                {
                    tracing::info!(table = %self.info.id, "spectator refused: no invite");
                    return Err(words::said(
                        "server-private-table",
                        Args::new().with("table", self.info.id.as_str()),
                    ));
                }
                None
            }
            Some(s) => {
                let Some(info) = self.seats.get(usize::from(s)) else {
                    let last = self.seats.len().saturating_sub(1);
                    return Err(words::said(
                        "server-no-seat",
                        Args::new().with("seat", s).with("last", last),
                    ));
                };
                if info.bot.is_some() {
                    return Err(words::said("server-seat-bot", Args::new().with("seat", s)));
                }
                // A token is compared in constant time against the seat's hash; a missing
                // token fails the same way.
                let ok = match (info.token, token) {
                    (Some(h), Some(t)) => h.matches(t),
                    _ => false,
                };
                if !ok {
                    tracing::info!(table = %self.info.id, seat = s, "seat refused: bad token");
                    return Err(words::said("server-bad-token", Args::new().with("seat", s)));
                }
                Some(PlayerId(s))
            }
        };
        // Spectators have room of their own: however many watch, each seat can join.
        let watching = |s: Option<PlayerId>| self.conns.iter().filter(|c| c.seat == s).count();
        match seat {
            None if watching(None) >= self.conn_limits.spectators => {
                return Err(words::said(
                    "server-too-many-spectators",
                    Args::new().with("most", self.conn_limits.spectators),
                ));
            }
            Some(s) if watching(Some(s)) >= self.conn_limits.per_seat => {
                return Err(words::said(
                    "server-too-many-connections",
                    Args::new()
                        .with("seat", s.0)
                        .with("most", self.conn_limits.per_seat),
                ));
            }
            _ => {}
        }
        let last_seq = seat.and_then(|s| self.seats[s.index()].last_seq());
        let hello = wire::hello(
            &self.info.id,
            self.info.name.as_deref(),
            self.game(),
            self.info.variant.as_deref(),
            seat,
            self.version(),
            last_seq,
        );
        c.seat = seat;
        let history = self.history(seat);
        let state = self.state_for(seat);
        if !send(&c, hello) || history.is_some_and(|h| !send(&c, h)) || !send(&c, state) {
            return Err(words::said_plain("server-not-reading"));
        }
        if let Some(end) = self.end_message() {
            send(&c, end);
        }
        tracing::info!(
            table = %self.info.id,
            seat = seat.map(|s| s.0),
            conn = c.id,
            version = self.version(),
            "joined"
        );
        self.conns.push(c);
        Ok(())
    }

    /// `seat`'s state message; the actions are listed (and kept) only for the seat to
    /// move.
    fn state_for(&mut self, seat: Option<PlayerId>) -> String {
        if seat.is_some() && seat == self.turn {
            self.listed();
        }
        let list = match (seat == self.turn, &self.listed) {
            (true, Some(l)) => wire::Listed::new(l, self.listing.as_ref()),
            _ => wire::Listed::none(),
        };
        let last_seq = seat.and_then(|s| self.seats.get(s.index())?.last_seq());
        wire::state(&self.game, seat, self.version, self.turn, last_seq, list)
    }

    fn end_message(&self) -> Option<String> {
        if self.turn.is_some() {
            return None;
        }
        let reason = if self.over() {
            "game-over"
        } else {
            "no-legal-action"
        };
        Some(wire::end(reason, self.version()))
    }

    /// Sends `refused` and a fresh `state` to one connection.
    pub(super) fn refuse(&mut self, conn: u64, seq: u64, why: Refusal, error: &Said) {
        let Some(i) = self.conns.iter().position(|c| c.id == conn) else {
            return;
        };
        let seat = self.conns[i].seat;
        tracing::debug!(
            table = %self.info.id,
            seat = seat.map(|s| s.0),
            seq,
            why = why.code(),
            "action refused"
        );
        let msg = wire::refused(Some(seq), self.version(), why, error);
        let state = self.state_for(seat);
        let c = &self.conns[i];
        if !send(c, msg) || !send(c, state) {
            self.drop_conn(conn);
        }
    }

    pub(super) fn drop_conn(&mut self, conn: u64) {
        if let Some(i) = self.conns.iter().position(|c| c.id == conn) {
            let c = self.conns.swap_remove(i);
            let _ = c.out.try_send(Outbound::Close);
            c.kill.notify_one();
        }
    }

    /// After `by` acted: each connection its seat's events, then its state, then `end`
    /// if the game has ended. Each message is built once per seat.
    pub(super) fn tell_all(&mut self, by: PlayerId, events: &[Event]) {
        let mut seats: Vec<Option<PlayerId>> = Vec::new();
        for c in &self.conns {
            if !seats.contains(&c.seat) {
                seats.push(c.seat);
            }
        }
        let version = self.version();
        let end = self.end_message().map(Utf8Bytes::from);
        let mut gone = Vec::new();
        for seat in seats {
            let viewer = seat.unwrap_or(PlayerId::SPECTATOR);
            let said = self.game().seat_events(viewer, events);
            let ev = Utf8Bytes::from(wire::events(seat, version, by, &said));
            let st = Utf8Bytes::from(self.state_for(seat));
            for c in self.conns.iter().filter(|c| c.seat == seat) {
                let mut ok = c.out.try_send(Outbound::Text(ev.clone())).is_ok()
                    && c.out.try_send(Outbound::Text(st.clone())).is_ok();
                if let Some(end) = &end {
                    ok &= c.out.try_send(Outbound::Text(end.clone())).is_ok();
                }
                if !ok {
                    gone.push(c.id);
                }
            }
        }
        for id in gone {
            self.drop_conn(id);
        }
    }
}

pub(super) fn send(c: &Conn, text: String) -> bool {
    c.out
        .try_send(Outbound::Text(Utf8Bytes::from(text)))
        .is_ok()
}
