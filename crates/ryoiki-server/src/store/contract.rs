//! What every store keeps and promises: the records of a table, its seats and its
//! accepted actions, the writes a table asks for, and the [`Store`] trait itself.

use crate::token::TokenHash;
use ryoiki_core::{Action, Setup, ViewKey};
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;

/// One seat of a table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// The player's name.
    pub name: String,
    /// The bot that plays it (`"random"`), or none for a person.
    pub bot: Option<String>,
    /// The hash of its token (none for a bot).
    pub token: Option<TokenHash>,
}

/// A table as created: everything needed to start it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRecord {
    /// Its id.
    pub id: String,
    /// The rule set's key.
    pub game: String,
    /// The variant asked for.
    pub variant: Option<String>,
    /// The setup.
    pub setup: Setup,
    /// The secret key of the seats' handles.
    pub view_key: ViewKey,
    /// Its seats, in seat order.
    pub seats: Vec<SeatRecord>,
    /// The seed of its bots.
    pub bot_seed: u64,
    /// Its name, shown in the lobby and its header (none: known by its id alone).
    pub name: Option<String>,
    /// The hash of its invite token if it is private (not listed; watched and replayed
    /// as a spectator only with the token); none for a public table.
    pub invite: Option<TokenHash>,
}

/// One accepted action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionRecord {
    /// Its index in the table's log, from 0 (the table's version after it is `n + 1`).
    pub n: u64,
    /// The seat that took it (none for the game's opening).
    pub seat: Option<u8>,
    /// The client's seq (none for a bot's or the opening's).
    pub seq: Option<u64>,
    /// The engine action.
    pub action: Action,
}

/// One line of a table's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatRecord {
    /// Its index in the table's chat, from 0.
    pub n: u64,
    /// The seat that said it.
    pub seat: u8,
    /// The table's version when it was said (it comes after that many actions).
    pub version: u64,
    /// What was said.
    pub text: String,
}

/// A table as loaded: its record, its actions and its chat, each in order.
#[derive(Clone, Debug)]
pub struct StoredTable {
    /// The table.
    pub record: TableRecord,
    /// Every accepted action, in order.
    pub actions: Vec<ActionRecord>,
    /// Every line of its chat, in order.
    pub chat: Vec<ChatRecord>,
}

/// Checks that `chat`'s lines are numbered 0, 1, … (a gap is a corrupt table).
pub(super) fn check_chat(table: &str, chat: &[ChatRecord]) -> Result<(), StoreError> {
    match chat.iter().enumerate().find(|(i, c)| c.n != *i as u64) {
        None => Ok(()),
        Some((i, c)) => Err(StoreError::Corrupt {
            table: table.to_string(),
            what: "chat",
            reason: format!("line {} follows {i} lines", c.n),
        }),
    }
}

/// The `StoreError::Corrupt` of a stored JSON value of `table` that does not decode.
pub(super) fn corrupt(
    table: &str,
    what: &'static str,
) -> impl FnOnce(serde_json::Error) -> StoreError {
    let table = table.to_string();
    move |e| StoreError::Corrupt {
        table,
        what,
        reason: e.to_string(),
    }
}

/// A seat's token as stored (none for a bot): 32 bytes, or the table is corrupt.
pub(super) fn stored_token(
    table: &str,
    hash: Option<Vec<u8>>,
) -> Result<Option<TokenHash>, StoreError> {
    match hash {
        None => Ok(None),
        Some(h) => Ok(Some(TokenHash(h.try_into().map_err(|_| {
            StoreError::Corrupt {
                table: table.to_string(),
                what: "token hash",
                reason: "not 32 bytes".into(),
            }
        })?))),
    }
}

/// An action as stored, its engine action still JSON text.
pub(super) fn stored_action(
    table: &str,
    n: i64,
    seat: Option<u8>,
    seq: Option<i64>,
    action: &str,
) -> Result<ActionRecord, StoreError> {
    Ok(ActionRecord {
        n: n as u64,
        seat,
        seq: seq.map(|s| s as u64),
        action: serde_json::from_str(action).map_err(corrupt(table, "action"))?,
    })
}

/// A table's name and invite as stored: the invite's hash is 32 bytes, or the table is
/// corrupt.
pub(super) fn with_door(
    mut t: StoredTable,
    name: Option<String>,
    invite: Option<Vec<u8>>,
) -> Result<StoredTable, StoreError> {
    t.record.invite = stored_token(&t.record.id, invite)?;
    t.record.name = name;
    Ok(t)
}

/// A table as stored, its setup and view key still JSON text (its name and invite are
/// added by [`with_door`]).
#[expect(
    clippy::too_many_arguments,
    reason = "the columns of a stored table, as both stores read them"
)]
pub(super) fn stored_table(
    id: &str,
    game: String,
    variant: Option<String>,
    setup: &str,
    key: &str,
    seats: Vec<SeatRecord>,
    bot_seed: i64,
    actions: Vec<ActionRecord>,
    chat: Vec<ChatRecord>,
) -> Result<StoredTable, StoreError> {
    check_chat(id, &chat)?;
    Ok(StoredTable {
        record: TableRecord {
            id: id.to_string(),
            game,
            variant,
            setup: serde_json::from_str(setup).map_err(corrupt(id, "setup"))?,
            view_key: serde_json::from_str(key).map_err(corrupt(id, "view key"))?,
            seats,
            bot_seed: bot_seed as u64,
            name: None,
            invite: None,
        },
        actions,
        chat,
    })
}

/// A write to make durable.
#[derive(Clone, Debug)]
pub enum Write {
    /// A new table and its opening actions.
    Create {
        /// The table.
        table: TableRecord,
        /// The game's opening, applied before play.
        opening: Vec<ActionRecord>,
    },
    /// One more accepted action of a table.
    Append {
        /// The table's id.
        table: String,
        /// The action.
        action: ActionRecord,
    },
    /// One more line of a table's chat.
    Chat {
        /// The table's id.
        table: String,
        /// The line.
        line: ChatRecord,
    },
    /// An expired table ([`crate::expiry`]): its chat, actions, seats and record are deleted.
    Expire {
        /// The table's id.
        table: String,
    },
}

/// Why a write or a load failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database refused.
    #[error("the database refused {what}: {source}")]
    Db {
        /// What was being done.
        what: String,
        /// The database's error.
        source: rusqlite::Error,
    },
    /// PostgreSQL refused (the `postgres` feature).
    #[cfg(feature = "postgres")]
    #[error("PostgreSQL refused {what}: {source}")]
    Postgres {
        /// What was being done.
        what: String,
        /// The database's error.
        source: tokio_postgres::Error,
    },
    /// A write for a table that belongs to another node (or to none) of a shared store.
    #[error("table {table} is not a table of node {node}")]
    NotOurs {
        /// The table.
        table: String,
        /// The node that tried to write it.
        node: String,
    },
    /// A node's lease too short to be renewed in time.
    #[error("a lease of {0:?} is too short: give at least 100 ms")]
    Lease(std::time::Duration),
    /// A node name that cannot be used.
    #[error("bad node name {0:?}: use 1 to 64 of a-z, A-Z, 0-9, '-', '_', '.'")]
    Node(String),
    /// A stored value does not read back.
    #[error("table {table}: the stored {what} does not read back: {reason}")]
    Corrupt {
        /// The table.
        table: String,
        /// Which value.
        what: &'static str,
        /// Why.
        reason: String,
    },
    /// The transaction holding the write did not commit.
    #[error("the commit failed: {0}")]
    Commit(String),
    /// The store's writer has stopped.
    #[error("the store's writer has stopped")]
    Closed,
    /// A write was failed on purpose (a test's fault injection).
    #[error("the write failed (injected fault)")]
    Injected,
    /// A database whose schema is newer than this build's: made by a newer ryoiki. It is
    /// neither read nor changed.
    #[error(
        "{store} has schema version {found}, newer than the {supported} this ryoiki knows: \
         run the ryoiki that made it, or a newer one"
    )]
    NewerSchema {
        /// The database (a path, or the PostgreSQL database).
        store: String,
        /// Its version.
        found: u32,
        /// The newest this build knows.
        supported: u32,
    },
    /// The data folder cannot be used.
    #[error("the data folder {path}: {reason}")]
    Folder {
        /// The folder.
        path: String,
        /// Why.
        reason: String,
    },
}

/// Every stored table as it read back on start.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The tables that read back, each with its actions in order.
    pub tables: Vec<StoredTable>,
    /// Why each other table did not (a row that does not parse, a gap in its actions,
    /// an id or text that is not UTF-8): that table is left out, not the others.
    pub unreadable: Vec<StoreError>,
}

impl Loaded {
    /// Sorts one table's outcome into its list.
    pub fn push(&mut self, table: Result<Option<StoredTable>, StoreError>) {
        match table {
            Ok(Some(t)) => self.tables.push(t),
            Ok(None) => {}
            Err(e) => self.unreadable.push(e),
        }
    }
}

/// Told when a write is durable (`Ok`) or will never be (`Err`).
pub type Done = oneshot::Sender<Result<(), StoreError>>;

/// A place tables are kept.
pub trait Store: Send + Sync + 'static {
    /// Makes `write` durable, then sends the outcome on `done`. Writes of one table
    /// submitted in order are made durable in order.
    fn submit(&self, write: Write, done: Done);

    /// Every table, each with its actions in order (on start). A table whose rows do
    /// not read back is in [`Loaded::unreadable`], and the others load all the same.
    ///
    /// # Errors
    /// The store cannot be read at all.
    fn load_all(&self) -> Result<Loaded, StoreError>;

    /// One table, with its actions in order (to reload a table after a failed write).
    ///
    /// # Errors
    /// The store cannot be read.
    fn load_table(&self, id: &str) -> Result<Option<StoredTable>, StoreError>;

    /// A table this node does not run: taken over if its holder's lease has run out,
    /// or where it is. A store of one node has no other node: [`Claim::Absent`].
    ///
    /// # Errors
    /// The store cannot be read, or the table taken over does not read back.
    fn claim(&self, id: &str) -> Result<Claim, StoreError> {
        let _ = id;
        Ok(Claim::Absent)
    }

    /// Every table of nodes whose lease has run out that this node could take over
    /// (a few at a time), each loaded. A store of one node has none.
    ///
    /// # Errors
    /// The store cannot be read.
    fn take_orphans(&self) -> Result<Loaded, StoreError> {
        Ok(Loaded::default())
    }

    /// How often the server should call [`Store::take_orphans`]; none for a store that
    /// never takes over another node's tables.
    fn takeover_every(&self) -> Option<std::time::Duration> {
        None
    }
}

/// The node that holds a table another node was asked for ([`Claim::Elsewhere`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    /// The node's name.
    pub node: String,
    /// The address it advertises for clients (`host:port`), none if it takes no part in
    /// failover (a node of a shared database that never registered an address).
    pub addr: Option<String>,
}

/// What asking a shared store for a table this node does not run found
/// ([`Store::claim`]).
#[derive(Debug)]
pub enum Claim {
    /// Its holder's lease had run out: this node has taken it over, and here it is, with
    /// every action its holder committed.
    Taken(Box<StoredTable>),
    /// This node holds it already (it is running here, or it did not read back).
    Here,
    /// A live node holds it: clients go there.
    Elsewhere(Holder),
    /// No such table.
    Absent,
}

/// Submits `write` and waits until it is durable.
///
/// # Errors
/// As the store says, or [`StoreError::Closed`] if it dropped the write.
pub async fn commit(store: &dyn Store, write: Write) -> Result<(), StoreError> {
    let (tx, rx) = oneshot::channel();
    store.submit(write, tx);
    rx.await.unwrap_or(Err(StoreError::Closed))
}

/// `v` as JSON for a database column, or why it cannot be: `what` of table `table`.
pub(super) fn json<T: serde::Serialize>(
    table: &str,
    what: &'static str,
    v: &T,
) -> Result<String, StoreError> {
    serde_json::to_string(v).map_err(|e| StoreError::Corrupt {
        table: table.to_string(),
        what,
        reason: e.to_string(),
    })
}
