//! One table: a game owned by one task (an actor), its version, its seats, and the
//! connections watching it.
//!
//! Everything that touches the game goes through the table's command queue, so moves
//! are taken one at a time. An action is checked (whose move, listed, the seat's terms
//! translated to the engine's), then written to the store; only when the store says it
//! is durable is it applied, acknowledged and told to every connection. So the game in
//! memory is never ahead of the database: a failed write leaves it as it was (and the
//! table reloads itself from the store, to be sure). Bots play their seats through seat
//! actions, each drawn from the table's bot seed and the version, so a restarted table's
//! bots go on as they would have; a bot hands the move on
//! ([`Flow::HandsOn`](ryoiki_core::Flow::HandsOn): passing priority) often, so a game
//! with bots moves on ([`bot_choice`]).
//!
//! The actions listed for the seat to move are worked out once per version (checking
//! each), and kept in two forms: the list itself while the table is active, and always a
//! [`SeatListing`](ryoiki_core::SeatListing), one bit per action considered, from which the list is had again and
//! a picked action taken without checking anything again.
//!
//! The table keeps the game and the count of its actions, not a second copy of its
//! setup and log: the store holds those, and [`Command::Saved`] reads them back from
//! it. Card definitions are shared between all tables of the process through one
//! [`DefPool`](ryoiki_core::DefPool), so tables of the same cards hold one copy of each.
//!
//! The parts: `handle` (what the rest of the server holds: [`TableHandle`], [`Command`],
//! [`TableInfo`], [`Outbound`]), `replay` (the game from the store, and back), `listing`
//! (whose move, and the listed actions), `action` (a seat's action checked, stored,
//! applied), `chat` (a seat's chat line stored and told, and a connection's history on
//! join), `connection` (joining, and what each connection is sent), `seat` (a seat's
//! token and accepted seqs), `bot` (bots playing their seats).

mod action;
mod bot;
mod chat;
mod connection;
mod handle;
mod listing;
mod replay;
mod seat;
mod state;

pub use bot::{BOT_BURST, BOT_HANDS_ON, bot_choice};
pub use handle::{Command, Outbound, Outbox, TableHandle, TableInfo};
pub use replay::RestoreError;
pub use state::{ConnLimits, Table};

use crate::store::{Store, StoredTable};
use handle::Conn;
use replay::replay;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use tokio::sync::mpsc;

/// How long a table keeps the listed actions of the seat to move without a command:
/// then it drops them and keeps only their compact form (a [`SeatListing`](ryoiki_core::SeatListing), a few
/// hundred bytes), from which the next command has them again without checking them.
pub const KEEP_LISTED: std::time::Duration = std::time::Duration::from_secs(2);

impl Table {
    /// Starts a table from its stored form (replaying its actions) as a task; its handle.
    ///
    /// # Errors
    /// [`RestoreError`]: an unknown game, or actions that do not replay.
    pub fn spawn(
        stored: StoredTable,
        store: Arc<dyn Store>,
        conn_limits: ConnLimits,
    ) -> Result<TableHandle, RestoreError> {
        let id = stored.record.id.clone();
        let variant = stored.record.variant.clone();
        let bot_seed = stored.record.bot_seed;
        let players: Vec<String> = stored.record.seats.iter().map(|s| s.name.clone()).collect();
        let chat_lines = stored.chat.len() as u64;
        let name = stored.record.name.clone();
        let invite = stored.record.invite;
        let (kind, (game, version, seats, last)) = replay(stored)?;
        let info = Arc::new(TableInfo {
            id,
            game: kind,
            variant,
            players,
            name,
            invite,
            version: AtomicU64::new(version),
            over: AtomicBool::new(false),
            lost: AtomicBool::new(false),
            activity: handle::Activity {
                conns: AtomicU64::new(0),
                since_ms: AtomicU64::new(crate::expiry::now_ms()),
                touched: AtomicBool::new(seats.iter().any(|s| s.last_seq().is_some())),
            },
        });
        let mut table = Table {
            info: info.clone(),
            game,
            version,
            seats,
            last,
            bot_seed,
            turn: None,
            listed: None,
            listing: None,
            conns: Vec::new(),
            chat_lines,
            store,
            conn_limits,
        };
        table.refresh_turn();
        // A table just started or restored is idle until someone joins: it keeps only
        // the compact listing.
        table.go_idle();
        let (tx, rx) = mpsc::channel(256);
        tokio::spawn(table.run(rx));
        Ok(TableHandle { info, tx })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        loop {
            // While a bot is to move, it plays in bursts between the queue's commands.
            let cmd = if self.bot_to_move() {
                match rx.try_recv() {
                    Ok(cmd) => cmd,
                    Err(mpsc::error::TryRecvError::Empty) => {
                        self.play_bots().await;
                        if self.info.lost() {
                            return;
                        }
                        continue;
                    }
                    Err(mpsc::error::TryRecvError::Disconnected) => return,
                }
            } else if self.listed.is_some() {
                // Active: the list is kept for the next command, but not for long.
                match tokio::time::timeout(KEEP_LISTED, rx.recv()).await {
                    Ok(Some(cmd)) => cmd,
                    Ok(None) => return,
                    Err(_) => {
                        // The compact listing stays: it is all the next command needs.
                        self.go_idle();
                        continue;
                    }
                }
            } else {
                match rx.recv().await {
                    Some(cmd) => cmd,
                    None => return,
                }
            };
            self.handle(cmd).await;
            if self.info.lost() {
                return;
            }
        }
    }

    async fn handle(&mut self, cmd: Command) {
        let used = match &cmd {
            Command::Join { seat, .. } => Some(seat.is_some()),
            Command::Leave { .. } | Command::Act { .. } | Command::Chat { .. } => Some(false),
            Command::Saved { .. } => None,
        };
        self.handle_command(cmd).await;
        if let Some(seat_joined) = used {
            self.note_activity(seat_joined);
        }
    }

    /// Notes for the table's expiry that people used it just now ([`crate::expiry`]).
    fn note_activity(&self, seat_joined: bool) {
        let a = &self.info.activity;
        a.conns.store(self.conns.len() as u64, Ordering::Relaxed);
        a.since_ms.store(crate::expiry::now_ms(), Ordering::Relaxed);
        if seat_joined && self.conns.iter().any(|c| c.seat.is_some()) {
            a.touched.store(true, Ordering::Relaxed);
        }
    }

    async fn handle_command(&mut self, cmd: Command) {
        match cmd {
            Command::Join {
                conn,
                seat,
                token,
                out,
                kill,
                reply,
            } => {
                let c = Conn {
                    id: conn,
                    seat: None,
                    out,
                    kill,
                };
                let _ = reply.send(self.join(c, seat, token.as_deref()));
            }
            Command::Leave { conn } => self.conns.retain(|c| c.id != conn),
            Command::Act {
                conn,
                seq,
                version,
                action,
                pick,
            } => self.act(conn, seq, version, action, pick).await,
            Command::Chat { conn, text } => self.chat(conn, text).await,
            Command::Saved { reply } => {
                if let Some(saved) = self.saved() {
                    let _ = reply.send(saved);
                }
            }
        }
    }
}
