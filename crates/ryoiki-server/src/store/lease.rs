//! Nodes' leases in a shared PostgreSQL database, and tables taken over from a node
//! whose lease has run out (docs/server.md, "Failover").
//!
//! A node that takes part in failover has a row in `ryoiki_nodes`: its name, the
//! address its clients use, and `lease_until`, a time of the database's own clock that
//! the node pushes forward every quarter of its lease. A table row carries the node
//! that holds it and an `epoch`, raised by one every time a node takes the table
//! (created, restored or taken over). The store remembers, for each table it holds, the
//! epoch it took it at ([`Held`]), and writes an action only under that epoch, in the
//! same statement (`... WHERE node = me AND epoch = mine FOR SHARE`): a node that lost
//! a table writes nothing more to it. Taking a table is one compare-and-set of the
//! epoch, so of two nodes trying at once one wins; the `FOR SHARE` row lock of a write
//! in flight makes the take wait for that write's commit, so the taker, which loads the
//! table after its take, has every action committed before it.

use super::StoreError;
use super::contract::Holder;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio_postgres::Client;

/// The tables a store holds, each with the epoch it took it at.
#[derive(Clone, Default)]
pub(super) struct Held(Arc<Mutex<HashMap<String, i64>>>);

impl Held {
    /// The epoch this store holds `table` at, if it holds it.
    pub(super) fn epoch(&self, table: &str) -> Option<i64> {
        self.0.lock().ok()?.get(table).copied()
    }

    /// Notes that this store holds `table` at `epoch`.
    pub(super) fn hold(&self, table: &str, epoch: i64) {
        if let Ok(mut h) = self.0.lock() {
            h.insert(table.to_string(), epoch);
        }
    }

    /// Notes that this store no longer holds `table`.
    pub(super) fn release(&self, table: &str) {
        if let Ok(mut h) = self.0.lock() {
            h.remove(table);
        }
    }
}

/// The most tables of dead nodes one node takes over in one sweep (the other live
/// nodes take the rest, so the tables spread).
pub const ORPHANS_PER_SWEEP: i64 = 64;

pub(super) fn pg(what: impl Into<String>) -> impl FnOnce(tokio_postgres::Error) -> StoreError {
    let what = what.into();
    move |source| StoreError::Postgres { what, source }
}

/// Registers `node` at `addr` with a lease of `lease` from now (by the database's clock).
pub(super) async fn register(
    conn: &Client,
    node: &str,
    addr: &str,
    lease: Duration,
) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO ryoiki_nodes (node, addr, lease_until) \
         VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3)) \
         ON CONFLICT (node) DO UPDATE SET addr = EXCLUDED.addr, lease_until = EXCLUDED.lease_until",
        &[&node, &addr, &lease.as_secs_f64()],
    )
    .await
    .map_err(pg(format!("registering node {node}")))?;
    Ok(())
}

/// Pushes `node`'s lease to `lease` from now.
pub(super) async fn renew(conn: &Client, node: &str, lease: Duration) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE ryoiki_nodes SET lease_until = clock_timestamp() + make_interval(secs => $2) \
         WHERE node = $1",
        &[&node, &lease.as_secs_f64()],
    )
    .await
    .map_err(pg(format!("renewing the lease of node {node}")))?;
    Ok(())
}

/// Ends `node`'s lease now (a node stopping cleanly): its tables may be taken at once.
pub(super) async fn give_up(conn: &Client, node: &str) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE ryoiki_nodes SET lease_until = clock_timestamp() WHERE node = $1",
        &[&node],
    )
    .await
    .map_err(pg(format!("ending the lease of node {node}")))?;
    Ok(())
}

/// Who holds a table, as the database says now.
#[derive(Debug)]
pub(super) struct Placement {
    /// The holding node.
    pub(super) node: String,
    /// Its epoch.
    pub(super) epoch: i64,
    /// The address the node advertises (none: it takes no part in failover).
    pub(super) addr: Option<String>,
    /// Whether its lease runs now (none: it has no lease, it takes no part in failover).
    pub(super) live: Option<bool>,
}

impl Placement {
    pub(super) fn holder(&self) -> Holder {
        Holder {
            node: self.node.clone(),
            addr: self.addr.clone(),
        }
    }
}

/// Who holds table `id`, none if there is no such table.
pub(super) async fn locate(conn: &Client, id: &str) -> Result<Option<Placement>, StoreError> {
    let row = conn
        .query_opt(
            "SELECT t.node, t.epoch, n.addr, n.lease_until > clock_timestamp() \
             FROM ryoiki_tables t LEFT JOIN ryoiki_nodes n ON n.node = t.node WHERE t.id = $1",
            &[&id],
        )
        .await
        .map_err(pg(format!("finding the node of table {id}")))?;
    let Some(row) = row else {
        return Ok(None);
    };
    let read = || pg(format!("reading the node of table {id}"));
    Ok(Some(Placement {
        node: row.try_get(0).map_err(read())?,
        epoch: row.try_get(1).map_err(read())?,
        addr: row.try_get(2).map_err(read())?,
        live: row.try_get(3).map_err(read())?,
    }))
}

/// Takes table `id` for `me` if it is still at `from` (node and epoch) and `from`'s node
/// is not live (or is `me`): its new epoch, or none if another node moved first or the
/// holder came back.
pub(super) async fn take(
    conn: &Client,
    me: &str,
    id: &str,
    from: &Placement,
) -> Result<Option<i64>, StoreError> {
    let row = conn
        .query_opt(
            "UPDATE ryoiki_tables t SET node = $1, epoch = t.epoch + 1 \
             WHERE t.id = $2 AND t.node = $3 AND t.epoch = $4 \
             AND (t.node = $1 OR NOT EXISTS (SELECT 1 FROM ryoiki_nodes n \
                  WHERE n.node = t.node AND n.lease_until > clock_timestamp())) \
             RETURNING t.epoch",
            &[&me, &id, &from.node, &from.epoch],
        )
        .await
        .map_err(pg(format!("taking over table {id}")))?;
    match row {
        None => Ok(None),
        Some(r) => Ok(Some(
            r.try_get(0)
                .map_err(pg(format!("reading the epoch of {id}")))?,
        )),
    }
}

/// Up to [`ORPHANS_PER_SWEEP`] tables whose node's lease has run out (and that are not
/// `me`'s), each with where it is, in random order so that several nodes sweeping at
/// once spread them.
pub(super) async fn orphans(
    conn: &Client,
    me: &str,
) -> Result<Vec<(String, Placement)>, StoreError> {
    let rows = conn
        .query(
            // Driven from the few dead nodes, their tables found by the node index.
            "SELECT t.id, t.node, t.epoch, n.addr FROM ryoiki_nodes n \
             JOIN ryoiki_tables t ON t.node = n.node \
             WHERE n.node <> $1 AND n.lease_until <= clock_timestamp() \
             ORDER BY random() LIMIT $2",
            &[&me, &ORPHANS_PER_SWEEP],
        )
        .await
        .map_err(pg("finding the tables of nodes whose lease ran out"))?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let read = || pg("reading a table of a node whose lease ran out");
        let id: String = r.try_get(0).map_err(read())?;
        out.push((
            id,
            Placement {
                node: r.try_get(1).map_err(read())?,
                epoch: r.try_get(2).map_err(read())?,
                addr: r.try_get(3).map_err(read())?,
                live: Some(false),
            },
        ));
    }
    Ok(out)
}
