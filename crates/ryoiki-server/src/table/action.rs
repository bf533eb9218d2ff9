//! A seat's action at a table: checked (seq, version, whose move, listed), then stored,
//! and only once durable applied, acknowledged and told to every connection.

use super::connection::send;
use super::listing::{game_ended, position};
use super::state::Table;
use crate::store::{self, ActionRecord, Write};
use crate::wire::{self, Refusal, Said};
use crate::words;
use ryoiki_core::Args;
use ryoiki_core::{Action, Event, PlayerId, SeatAction};

impl Table {
    /// A connection's action (`Command::Act`): a resend is acknowledged again, anything
    /// refused is answered with `refused` and a fresh state, a listed action is taken.
    pub(super) async fn act(
        &mut self,
        conn: u64,
        seq: u64,
        version: u64,
        action: Option<SeatAction>,
        pick: Option<usize>,
    ) {
        let Some(seat) = self.conns.iter().find(|c| c.id == conn).map(|c| c.seat) else {
            return;
        };
        let Some(seat) = seat else {
            let e = words::said_plain("server-spectator-may-not-act");
            return self.refuse(conn, seq, Refusal::Spectator, &e);
        };
        let s = &self.seats[seat.index()];
        if let Some(v) = s.ack_for(seq) {
            if version + 1 != v {
                // The seq is taken, by an action made at another version: another
                // connection of this seat (a second tab) numbered its action alike.
                // Not a resend: refused, with the state's `last_seq` to number above.
                return self.refuse(
                    conn,
                    seq,
                    Refusal::SeqUsed,
                    &words::said("server-seq-used", Args::new().with("seq", seq)),
                );
            }
            // A resend of an accepted action (made at the version before its ack): the
            // same ack, nothing applied.
            if let Some(c) = self.conns.iter().find(|c| c.id == conn)
                && !send(c, wire::ack(seq, v))
            {
                self.drop_conn(conn);
            }
            return;
        }
        if let Some(last) = s.last_seq()
            && seq <= last
        {
            return self.refuse(
                conn,
                seq,
                Refusal::BadMessage,
                &words::said(
                    "server-seq-not-above",
                    Args::new().with("seq", seq).with("last", last),
                ),
            );
        }
        if version != self.version() {
            return self.refuse(
                conn,
                seq,
                Refusal::Stale,
                &words::said(
                    "server-stale-version",
                    Args::new()
                        .with("version", version)
                        .with("current", self.version()),
                ),
            );
        }
        let chosen = self.choose(seat, action, pick);
        match chosen {
            Ok((_, a)) => {
                if let Err((why, e)) = self.take(seat, a, Some(seq), Some(conn)).await {
                    self.refuse(conn, seq, why, &e);
                }
            }
            Err((why, e)) => self.refuse(conn, seq, why, &e),
        }
    }

    /// The listed action a seat's message names (by the action itself or by its index),
    /// and the engine's action behind it; why not, when it is not `seat`'s move or the
    /// message names no listed action.
    fn choose(
        &mut self,
        seat: PlayerId,
        action: Option<SeatAction>,
        pick: Option<usize>,
    ) -> Result<(SeatAction, Action), (Refusal, Said)> {
        match self.turn {
            None => Err((Refusal::NotYourMove, game_ended())),
            Some(p) if p != seat => Err((
                Refusal::NotYourMove,
                words::said(
                    "server-not-your-move",
                    Args::new().with("mover", p.0).with("seat", seat.0),
                ),
            )),
            Some(_) => match (action, pick) {
                (Some(a), None) => match position(self.listed(), &a) {
                    Some(i) => self.pick(i),
                    None => Err((Refusal::NotListed, words::said_plain("server-not-listed"))),
                },
                (None, Some(i)) => self.pick(i),
                _ => Err((
                    Refusal::BadMessage,
                    words::said_plain("server-action-or-pick"),
                )),
            },
        }
    }

    /// Takes a listed action for `seat` (the engine's action behind it, from the
    /// listing): stored, then applied, acknowledged to `conn` and told to every
    /// connection.
    pub(super) async fn take(
        &mut self,
        seat: PlayerId,
        engine: Action,
        seq: Option<u64>,
        conn: Option<u64>,
    ) -> Result<(), (Refusal, Said)> {
        let n = self.version();
        let write = Write::Append {
            table: self.info.id.clone(),
            action: ActionRecord {
                n,
                seat: Some(seat.0),
                seq,
                action: engine.clone(),
            },
        };
        if let Err(e) = store::commit(self.store.as_ref(), write).await {
            tracing::warn!(table = %self.info.id, seat = seat.0, seq, n, error = %e, "action not stored");
            if matches!(e, store::StoreError::NotOurs { .. }) {
                // Another node of the shared store holds the table now: this one stops,
                // and its clients, their connections closed, join again and are sent
                // to it (`Server::find`).
                self.give_up();
            } else {
                self.reload();
            }
            return Err((
                Refusal::Unavailable,
                words::said("server-not-saved", Args::new().with("error", e.to_string())),
            ));
        }
        let mut events: Vec<Event> = Vec::new();
        if let Err(e) = self.game.apply(engine, &mut events) {
            // A listed action the engine refuses is a bug; the store holds it now, so
            // the table is reloaded from the store (which will not replay it either).
            tracing::error!(
                table = %self.info.id,
                seat = seat.0,
                seq,
                n,
                error = %e,
                "a listed action was refused after it was stored"
            );
            self.reload();
            return Err((
                Refusal::NotListed,
                words::said(
                    "server-engine-refused",
                    Args::new().with("error", e.to_string()),
                ),
            ));
        }
        self.version += 1;
        let version = self.version();
        tracing::debug!(
            table = %self.info.id,
            seat = seat.0,
            seq,
            n,
            bot = seq.is_none(),
            "action accepted"
        );
        if let Some(seq) = seq {
            self.seats[seat.index()].acks.push((seq, version));
        }
        self.last = Some(seat);
        self.refresh_turn();
        if let (Some(conn), Some(seq)) = (conn, seq)
            && let Some(c) = self.conns.iter().find(|c| c.id == conn)
            && !send(c, wire::ack(seq, version))
        {
            self.drop_conn(conn);
        }
        self.tell_all(seat, &events);
        Ok(())
    }

    /// Stops serving a table another node has taken over: marked lost, every connection
    /// closed (so its client joins again, and is sent where the table is now).
    pub(super) fn give_up(&mut self) {
        self.info
            .lost
            .store(true, std::sync::atomic::Ordering::Relaxed);
        let conns: Vec<u64> = self.conns.iter().map(|c| c.id).collect();
        for c in conns {
            self.drop_conn(c);
        }
        tracing::warn!(
            table = %self.info.id,
            "another node holds the table now; its connections were closed"
        );
    }
}
