//! Where tables are kept: each table's setup, secret view key, seats (names, bots, token
//! hashes) and every accepted action with its seat and client seq.
//!
//! A [`Store`] takes writes and says, through a one-shot channel, when each is durable;
//! a table acknowledges an action only after that. [`SqliteStore`] is the durable store
//! (one database file, a single writer thread committing many tables' writes in one
//! transaction); [`MemoryStore`] keeps nothing past the process (`ryoiki serve` without
//! `--data`, and tests, where it can be told to fail). With the `postgres` feature,
//! `PgStore` keeps a node's tables in a database several server nodes share, and with
//! `Failover` takes over the tables of a node that died (`lease.rs`).

mod contract;
#[cfg(feature = "postgres")]
mod lease;
mod memory;
#[cfg(feature = "postgres")]
mod postgres;
pub mod schema;
mod sqlite;

pub use schema::SCHEMA_VERSION;

#[cfg(feature = "postgres")]
pub use lease::ORPHANS_PER_SWEEP;
pub use memory::MemoryStore;
#[cfg(feature = "postgres")]
pub use postgres::{Failover, PgStore, valid_node};
pub use sqlite::SqliteStore;

pub use contract::{
    ActionRecord, ChatRecord, Claim, Done, Holder, Loaded, SeatRecord, Store, StoreError,
    StoredTable, TableRecord, Write, commit,
};
