//! What the rest of the server holds of a table: its handle, the commands sent to it,
//! what anyone may know of it, and the messages it sends a connection.

use crate::wire::Said;
use axum::extract::ws::Utf8Bytes;
use ryoiki_core::{PlayerId, SavedGame, SeatAction};
use ryoiki_games::GameKind;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use tokio::sync::{Notify, mpsc, oneshot};

/// What a connection is sent.
#[derive(Clone, Debug)]
pub enum Outbound {
    /// One message.
    Text(Utf8Bytes),
    /// Close the connection.
    Close,
}

/// Where a connection's messages go.
pub type Outbox = mpsc::Sender<Outbound>;

/// What anyone may know of a table without joining it (`GET /api/tables`).
#[derive(Debug)]
pub struct TableInfo {
    /// Its id.
    pub id: String,
    /// The game.
    pub game: GameKind,
    /// The variant.
    pub variant: Option<String>,
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// Its name, if it was given one.
    pub name: Option<String>,
    /// The hash of its invite token if it is private: spectators join only with the
    /// token, and the list leaves it out.
    pub(crate) invite: Option<crate::token::TokenHash>,
    pub(super) version: AtomicU64,
    pub(super) over: AtomicBool,
    /// Whether another node of a shared store has taken the table over (this node's
    /// write was refused): the table has closed its connections and stopped.
    pub(super) lost: AtomicBool,
    /// What the table's expiry reads ([`crate::expiry`]).
    pub(crate) activity: Activity,
}

/// When a table was last used by people, for its expiry ([`crate::expiry`]): written by
/// the table's task, read by the server's sweep.
#[derive(Debug, Default)]
pub struct Activity {
    /// Connections open to it now (seats and spectators).
    pub(crate) conns: AtomicU64,
    /// When it was last used ([`crate::expiry::now_ms`]): a connection joined, left or
    /// was open, or a seat's action was accepted. Bots' actions do not count.
    pub(crate) since_ms: AtomicU64,
    /// Whether a seat was ever used: a seat joined since the server started, or the log
    /// holds a seat's action.
    pub(crate) touched: AtomicBool,
}

impl TableInfo {
    /// The table's version: how many actions it has accepted (its opening included).
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.over.load(Ordering::Relaxed)
    }

    /// Whether the table is private: left out of the lists, watched and replayed as a
    /// spectator only with its invite link.
    pub fn private(&self) -> bool {
        self.invite.is_some()
    }

    /// Whether another node has taken the table over: it runs here no more.
    pub fn lost(&self) -> bool {
        self.lost.load(Ordering::Relaxed)
    }
}

/// A request to a table.
pub enum Command {
    /// A connection sits at a seat (with its token) or watches (`seat: None`).
    Join {
        /// The connection.
        conn: u64,
        /// The seat, or none to watch.
        seat: Option<u8>,
        /// The seat's token.
        token: Option<String>,
        /// Where the connection's messages go.
        out: Outbox,
        /// Told when the table drops the connection (a slow reader): its writer stops.
        kill: Arc<Notify>,
        /// `Ok` when joined (hello and state are already in `out`), or why not.
        reply: oneshot::Sender<Result<(), Said>>,
    },
    /// A connection has gone.
    Leave {
        /// The connection.
        conn: u64,
    },
    /// A connection's action.
    Act {
        /// The connection.
        conn: u64,
        /// The client's seq.
        seq: u64,
        /// The version the client saw.
        version: u64,
        /// The action, as listed.
        action: Option<SeatAction>,
        /// Or its index in the listed actions.
        pick: Option<usize>,
    },
    /// A seat's chat line (its length and rate already checked by the connection).
    Chat {
        /// The connection.
        conn: u64,
        /// What was said.
        text: String,
    },
    /// The game as saved (for the judge and tests: it holds the secret view key), read
    /// back from the store; the reply is dropped if the store cannot be read.
    Saved {
        /// Where to send it.
        reply: oneshot::Sender<SavedGame>,
    },
}

/// A handle to a running table.
#[derive(Clone)]
pub struct TableHandle {
    /// What anyone may know of it.
    pub info: Arc<TableInfo>,
    pub(super) tx: mpsc::Sender<Command>,
}

impl TableHandle {
    /// Sends a command; `false` if the table has stopped or its queue is full.
    pub fn send(&self, cmd: Command) -> bool {
        self.tx.try_send(cmd).is_ok()
    }

    /// Sends a command, waiting for room in the queue; `false` if the table has stopped.
    pub async fn send_wait(&self, cmd: Command) -> bool {
        self.tx.send(cmd).await.is_ok()
    }

    /// The game as saved so far, read back from the store by the table (so it is what
    /// the table has accepted); none if the table has stopped or the store cannot be read.
    pub async fn saved(&self) -> Option<SavedGame> {
        let (reply, rx) = oneshot::channel();
        if !self.send_wait(Command::Saved { reply }).await {
            return None;
        }
        rx.await.ok()
    }
}

pub(super) struct Conn {
    pub(super) id: u64,
    pub(super) seat: Option<PlayerId>,
    pub(super) out: Outbox,
    pub(super) kill: Arc<Notify>,
}
