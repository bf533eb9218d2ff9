//! The online table of ryoiki (`ryoiki serve`): tables created over HTTP and played over
//! WebSocket, each seat sent only what the engine gives that seat, every accepted action
//! durable before it is acknowledged.
//!
//! - [`http`]: the routes (the embedded browser table, `/api/tables`, `/ws`).
//! - [`log`]: the server's log: structured events on stderr, as text or JSON.
//! - [`listen`]: accepting connections: how many at once, and header and idle timeouts.
//! - [`ws`]: one connection: join, limits, passing messages to its table.
//! - [`table`]: one table as a task owning its game (its log is in the store).
//! - [`server`]: the tables by id; creating and restoring them, and taking over the
//!   tables of a dead node of a shared store.
//! - [`expiry`]: abandoned tables expire, on a documented rule.
//! - [`open_files`]: the open-file limit, raised to the hard limit at start.
//! - [`replays`]: replays of finished games, per seat, for a spectator or a judge.
//! - [`quota`]: tables per client, so that one client cannot fill the table limit.
//! - [`setup`]: a create request to a setup (sample setup or decks), in manual or rules mode.
//! - [`samples`]: the sample decks a rules table plays when its request brings none.
//! - [`store`]: where tables are kept ([`store::SqliteStore`], [`store::MemoryStore`],
//!   and with the `postgres` feature a database several nodes share, with leases).
//! - [`token`]: seat tokens, kept as SHA-256 and compared in constant time.
//! - [`wire`]: the protocol's messages.
//! - [`words`]: the server's own words, from its message catalogue (`messages/`).
//! - [`demo`]: `--demo`'s tables.
//! - [`frames`]: the audit of the frames clients received (`ryoiki check-frames`).
//! - [`loadtest`]: `ryoiki loadtest`, many tables played at once over loopback, measured.
//!
//! The protocol is in `docs/protocol.md`, section "The table".

mod asset;
pub mod demo;
pub mod expiry;
pub mod frames;
pub mod http;
pub mod listen;
pub mod loadtest;
pub mod log;
pub mod open_files;
pub mod playground;
pub mod quota;
pub mod replays;
pub mod sample_list;
pub mod samples;
pub mod server;
pub mod setup;
pub mod store;
pub mod table;
pub mod token;
pub mod wire;
pub mod words;
pub mod ws;

pub use server::{Created, Limits, NotHere, Restored, Server, TableSummary};
pub use setup::{CreateError, CreateRequest, DeckEntry, Mode};
#[cfg(feature = "postgres")]
pub use store::PgStore;
pub use store::{MemoryStore, SqliteStore, Store, StoreError};

use std::sync::Arc;

/// Serves `server` on `listener` until the process ends.
///
/// # Errors
/// The listener fails.
pub async fn serve(listener: tokio::net::TcpListener, server: Arc<Server>) -> std::io::Result<()> {
    listen::serve(listener, server).await
}
