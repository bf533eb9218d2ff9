//! The server's tables: created from a request, restored from the store on start,
//! found by id.

use crate::setup::{self, CreateError, CreateRequest};
use crate::store::{self, ActionRecord, Claim, Holder, SeatRecord, Store, TableRecord, Write};
use crate::table::{RestoreError, Table, TableHandle};
use crate::token::{new_token, random_hex};
use ryoiki_core::{Game, NullSink, ViewKey};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// The server's limits.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The largest WebSocket message the protocol takes (bigger ones are refused
    /// `too-large`; twice this closes the connection).
    pub max_message: usize,
    /// The most spectators one table takes at once (they need no token, so they have a
    /// limit of their own and never fill the seats' room).
    pub max_spectators_per_table: usize,
    /// The most connections on one seat at once (two tabs or devices of one player).
    pub max_conns_per_seat: usize,
    /// Actions a connection may send per second, on average.
    pub actions_per_second: f64,
    /// Actions a connection may send in a burst.
    pub action_burst: f64,
    /// Chat lines a connection may send per second, on average.
    pub chats_per_second: f64,
    /// Chat lines a connection may send in a burst.
    pub chat_burst: f64,
    /// The most characters of one chat line.
    pub max_chat_chars: usize,
    /// The most chat lines a table keeps (they are stored with it, so a table's chat
    /// cannot grow the store without end).
    pub max_chat_lines: u64,
    /// How long a new connection has to send its `join`.
    pub join_timeout: Duration,
    /// The largest HTTP request body.
    pub max_body: usize,
    /// The most tables the server keeps.
    pub max_tables: usize,
    /// The most TCP connections speaking HTTP at once (a WebSocket stops counting once
    /// upgraded); one more is closed at once.
    pub max_connections: usize,
    /// How long a connection has to send a request's headers, its first request's and,
    /// kept alive, each next one's; an idle or slow-writing connection is then closed.
    pub header_timeout: Duration,
    /// The most WebSockets waiting for their `join` at once; one more upgrade is
    /// refused with 503.
    pub max_unjoined: usize,
    /// The most tables one client (network address) may create at once
    /// ([`crate::quota`]); more wait for the bucket to refill.
    pub tables_per_client_burst: u32,
    /// How many tables an hour refill a client's bucket.
    pub tables_per_client_per_hour: u32,
    /// How long a table whose seats were never used waits, with no connection, before
    /// it expires ([`crate::expiry`]).
    pub untouched_expiry: Duration,
    /// How long any other table waits, with no connection, before it expires.
    pub idle_expiry: Duration,
    /// How often the tables are swept for expiry.
    pub expiry_sweep: Duration,
}

impl Limits {
    /// What one table takes of these limits.
    pub fn conn_limits(&self) -> crate::table::ConnLimits {
        crate::table::ConnLimits {
            spectators: self.max_spectators_per_table,
            per_seat: self.max_conns_per_seat,
            chat_lines: self.max_chat_lines,
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_message: 64 * 1024,
            max_spectators_per_table: 16,
            max_conns_per_seat: 4,
            actions_per_second: 20.0,
            action_burst: 40.0,
            chats_per_second: 1.0,
            chat_burst: 5.0,
            max_chat_chars: 500,
            max_chat_lines: 1000,
            join_timeout: Duration::from_secs(10),
            max_body: 256 * 1024,
            max_tables: 20_000,
            max_connections: 512,
            header_timeout: Duration::from_secs(10),
            max_unjoined: 256,
            tables_per_client_burst: 50,
            tables_per_client_per_hour: 120,
            untouched_expiry: Duration::from_secs(60 * 60),
            idle_expiry: Duration::from_secs(7 * 24 * 60 * 60),
            expiry_sweep: Duration::from_secs(60),
        }
    }
}

/// One seat of a created table, as its creator is told.
#[derive(Clone, Debug, Serialize)]
pub struct CreatedSeat {
    /// The seat number.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The seat's token: shown only here (none for a bot's seat).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

/// A created table, as its creator is told (`201` of `POST /api/tables`).
#[derive(Clone, Debug, Serialize)]
pub struct Created {
    /// Its id.
    pub id: String,
    /// The game's key.
    pub game: &'static str,
    /// The variant.
    pub variant: Option<String>,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// The seats, with their tokens.
    pub seats: Vec<CreatedSeat>,
    /// Its name, if it was given one.
    pub name: Option<String>,
    /// Whether it is private (not listed; watched only with its invite link).
    pub private: bool,
    /// A private table's invite token: shown only here, for its creator to pass on in
    /// the invite link (`/#table=ID&invite=TOKEN`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invite: Option<String>,
}

/// A table in the list (`GET /api/tables`).
#[derive(Clone, Debug, Serialize)]
pub struct TableSummary {
    /// Its id.
    pub id: String,
    /// The game's key.
    pub game: &'static str,
    /// The variant.
    pub variant: Option<String>,
    /// Its name, if it was given one.
    pub name: Option<String>,
    /// The players.
    pub players: Vec<String>,
    /// How many actions it has accepted.
    pub version: u64,
    /// Whether the game has ended.
    pub over: bool,
}

/// The server: its tables, its store and its limits.
pub struct Server {
    tables: RwLock<BTreeMap<String, TableHandle>>,
    store: Arc<dyn Store>,
    /// The limits.
    pub limits: Limits,
    next_conn: AtomicU64,
    /// Permits for WebSockets that have not joined yet ([`Limits::max_unjoined`]).
    pub(crate) unjoined: Arc<tokio::sync::Semaphore>,
    /// Tables per client ([`Limits::tables_per_client_burst`]).
    pub(crate) quota: crate::quota::ClientQuota,
    /// Held while a table of another node is claimed or taken over, so that one table
    /// is never started twice on this node.
    claims: tokio::sync::Mutex<()>,
    /// The hash of the operator's judge token, if judges' replays are allowed
    /// ([`Server::allow_judges`], [`crate::replays`]).
    judge: std::sync::OnceLock<crate::token::TokenHash>,
}

/// Why a table asked for does not run on this node ([`Server::find`]).
#[derive(Debug)]
pub enum NotHere {
    /// No such table.
    Absent,
    /// A live node of the shared store holds it: clients go there.
    Elsewhere(Holder),
    /// Its holder's lease had run out, but this node could not take it over.
    Failed(String),
}

/// What restoring the stored tables found.
#[derive(Debug, Default)]
pub struct Restored {
    /// How many tables were restored.
    pub tables: usize,
    /// The tables that could not be, and why.
    pub failed: Vec<RestoreError>,
}

impl Server {
    /// A server over `store`, with every stored table restored (replayed) and running.
    /// Must be called inside a Tokio runtime.
    ///
    /// # Errors
    /// The store cannot be read. A table that does not replay is reported in
    /// [`Restored::failed`] and left out.
    pub fn open(
        store: Arc<dyn Store>,
        limits: Limits,
    ) -> Result<(Arc<Server>, Restored), store::StoreError> {
        let stored = store.load_all()?;
        let mut tables = BTreeMap::new();
        let mut restored = Restored::default();
        restored
            .failed
            .extend(stored.unreadable.into_iter().map(RestoreError::Unreadable));
        for t in stored.tables {
            let id = t.record.id.clone();
            match Table::spawn(t, store.clone(), limits.conn_limits()) {
                Ok(h) => {
                    tables.insert(id, h);
                    restored.tables += 1;
                }
                Err(e) => {
                    tracing::warn!(table = %id, error = %e, "table not restored");
                    restored.failed.push(e);
                }
            }
        }
        tracing::info!(
            tables = restored.tables,
            failed = restored.failed.len(),
            "tables restored"
        );
        let limits_unjoined = limits.max_unjoined;
        let quota = crate::quota::ClientQuota::new(
            limits.tables_per_client_burst,
            limits.tables_per_client_per_hour,
        );
        let server = Arc::new(Server {
            quota,
            tables: RwLock::new(tables),
            store,
            limits,
            next_conn: AtomicU64::new(1),
            unjoined: Arc::new(tokio::sync::Semaphore::new(limits_unjoined)),
            claims: tokio::sync::Mutex::new(()),
            judge: std::sync::OnceLock::new(),
        });
        spawn_sweep(Arc::downgrade(&server), server.limits.expiry_sweep);
        if let Some(every) = server.store.takeover_every() {
            spawn_takeover(Arc::downgrade(&server), every);
        }
        Ok((server, restored))
    }

    /// Expires every table whose time has come ([`crate::expiry`]): out of the list,
    /// then out of the store. The ids expired.
    pub async fn sweep(&self) -> Vec<String> {
        let gone = self.take_expired(crate::expiry::now_ms());
        for id in &gone {
            tracing::info!(table = %id, "table expired");
            if let Err(e) = self.forget(id).await {
                tracing::warn!(table = %id, error = %e, "expired table stays in the store");
            }
        }
        gone
    }

    /// Takes the tables expired at `now` out of the list ([`crate::expiry`]); their ids.
    pub(crate) fn take_expired(&self, now: u64) -> Vec<String> {
        let rule = crate::expiry::ExpiryRule {
            untouched: self.limits.untouched_expiry,
            idle: self.limits.idle_expiry,
        };
        let Ok(mut tables) = self.tables.write() else {
            return Vec::new();
        };
        let gone: Vec<String> = tables
            .values()
            .filter(|h| crate::expiry::expired(&h.info, now, rule))
            .map(|h| h.info.id.clone())
            .collect();
        for id in &gone {
            tables.remove(id);
        }
        gone
    }

    /// Deletes an expired table's rows from the store.
    pub(crate) async fn forget(&self, id: &str) -> Result<(), store::StoreError> {
        store::commit(
            &*self.store,
            Write::Expire {
                table: id.to_string(),
            },
        )
        .await
    }

    /// Allows judges' replays of finished games to whoever brings `token` (the
    /// operator's judge token, [`crate::replays`]); without it they are refused. The
    /// server keeps only its hash.
    ///
    /// # Errors
    /// [`crate::replays::WeakJudgeToken`]: a token under
    /// [`crate::replays::JUDGE_TOKEN_MIN`] characters, or one already set.
    pub fn allow_judges(&self, token: &str) -> Result<(), crate::replays::WeakJudgeToken> {
        crate::replays::check_judge_token(token)?;
        self.judge
            .set(crate::token::TokenHash::of(token))
            .map_err(|_| crate::replays::WeakJudgeToken::AlreadySet)
    }

    /// The hash of the judge token, if judges' replays are allowed.
    pub(crate) fn judge_token(&self) -> Option<&crate::token::TokenHash> {
        self.judge.get()
    }

    /// The store the tables are kept in.
    pub(crate) fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// A new connection's number.
    pub fn next_conn(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// A table by id.
    pub fn table(&self, id: &str) -> Option<TableHandle> {
        self.tables.read().ok()?.get(id).cloned()
    }

    /// A table by id, if it runs on this node: one that has found it lost to another
    /// node (its writes refused) leaves the list here.
    fn running(&self, id: &str) -> Option<TableHandle> {
        let h = self.table(id)?;
        if !h.info.lost() {
            return Some(h);
        }
        if let Ok(mut t) = self.tables.write() {
            t.remove(id);
        }
        None
    }

    /// A table to join, wherever it is: running here; or, in a shared store, taken over
    /// from a node whose lease has run out (loaded with every action it committed) and
    /// started here; or why not, with the live node that holds it.
    pub async fn find(&self, id: &str) -> Result<TableHandle, NotHere> {
        if let Some(h) = self.running(id) {
            return Ok(h);
        }
        let _one = self.claims.lock().await;
        if let Some(h) = self.running(id) {
            return Ok(h);
        }
        let store = self.store.clone();
        let wanted = id.to_string();
        let claim = tokio::task::spawn_blocking(move || store.claim(&wanted))
            .await
            .map_err(|e| NotHere::Failed(e.to_string()))?
            .map_err(|e| NotHere::Failed(e.to_string()))?;
        match claim {
            Claim::Taken(stored) => {
                tracing::info!(table = %id, "took over table");
                self.adopt(*stored)
                    .map_err(|e| NotHere::Failed(e.to_string()))
            }
            Claim::Here | Claim::Absent => Err(NotHere::Absent),
            Claim::Elsewhere(holder) => Err(NotHere::Elsewhere(holder)),
        }
    }

    /// Starts a table taken over from another node, and lists it.
    fn adopt(&self, stored: store::StoredTable) -> Result<TableHandle, crate::table::RestoreError> {
        let id = stored.record.id.clone();
        let handle = Table::spawn(stored, self.store.clone(), self.limits.conn_limits())?;
        if let Ok(mut t) = self.tables.write() {
            t.insert(id, handle.clone());
        }
        Ok(handle)
    }

    /// Takes over the tables of nodes whose lease has run out (a shared store with
    /// failover; a few at a time), and drops from the list the tables lost to another
    /// node. How many were taken over.
    pub async fn take_over(&self) -> usize {
        if let Ok(mut t) = self.tables.write() {
            t.retain(|_, h| !h.info.lost());
        }
        let _one = self.claims.lock().await;
        let store = self.store.clone();
        let loaded = match tokio::task::spawn_blocking(move || store.take_orphans()).await {
            Ok(Ok(l)) => l,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "cannot look for tables to take over");
                return 0;
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot look for tables to take over");
                return 0;
            }
        };
        for e in &loaded.unreadable {
            tracing::warn!(error = %e, "a table taken over is left out");
        }
        let mut taken = 0;
        for t in loaded.tables {
            let id = t.record.id.clone();
            match self.adopt(t) {
                Ok(_) => taken += 1,
                Err(e) => tracing::warn!(table = %id, error = %e, "table taken over is left out"),
            }
        }
        if taken > 0 {
            tracing::info!(
                tables = taken,
                "took over tables of nodes whose lease ran out"
            );
        }
        taken
    }

    /// Every public table, in id order (a private one is left out: only its invite
    /// link leads to it).
    pub fn list(&self) -> Vec<TableSummary> {
        let Ok(tables) = self.tables.read() else {
            return Vec::new();
        };
        tables
            .values()
            .filter(|h| !h.info.private())
            .map(|h| TableSummary {
                id: h.info.id.clone(),
                game: h.info.game.key(),
                variant: h.info.variant.clone(),
                name: h.info.name.clone(),
                players: h.info.players.clone(),
                version: h.info.version(),
                over: h.info.over(),
            })
            .collect()
    }

    /// Creates a table: its game started (the opening applied), its tokens drawn, all
    /// of it stored durably, then its task started.
    ///
    /// # Errors
    /// [`CreateError`]: a bad request (unknown game or variant, a refused deck, a bad
    /// bot entry, a bad table name), too many tables, no randomness, or the store
    /// refused.
    pub async fn create(&self, req: &CreateRequest) -> Result<Created, CreateError> {
        let name = setup::table_name(req.name.as_deref())?;
        if self.tables.read().map(|t| t.len()).unwrap_or(usize::MAX) >= self.limits.max_tables {
            let most = self.limits.max_tables;
            return Err(CreateError::Setup(crate::words::said(
                "server-most-tables",
                ryoiki_core::Args::new().with("most", most),
            )));
        }
        let nr = |e: crate::token::NoTokenRandomness| CreateError::NoRandomness(e.to_string());
        let seed = match req.seed {
            Some(s) => s,
            None => u64::from_str_radix(&random_hex(8).map_err(nr)?, 16).unwrap_or(0),
        };
        let start = setup::start(req, seed)?;
        let key = ViewKey::from_os().map_err(|e| CreateError::NoRandomness(e.to_string()))?;
        // The setup and the opening are checked before anything is stored.
        let mut game = Game::new_with_key(start.kind.rules(), start.setup.clone(), key)
            .map_err(|e| CreateError::Refused(setup::Said::of(|lang| e.render(lang))))?;
        for a in &start.opening {
            game.apply(a.clone(), &mut NullSink).map_err(|e| {
                CreateError::Setup(crate::words::said(
                    "server-opening-refused",
                    ryoiki_core::Args::new().with("error", e.to_string()),
                ))
            })?;
        }
        drop(game);
        let id = random_hex(8).map_err(nr)?;
        let mut seats = Vec::new();
        let mut created = Vec::new();
        for (i, (name, bot)) in start.setup.players.iter().zip(&start.bots).enumerate() {
            let (token, hash) = match bot {
                Some(_) => (None, None),
                None => {
                    let (t, h) = new_token().map_err(nr)?;
                    (Some(t), Some(h))
                }
            };
            seats.push(SeatRecord {
                name: name.clone(),
                bot: bot.clone(),
                token: hash,
            });
            created.push(CreatedSeat {
                seat: i as u8,
                name: name.clone(),
                token,
            });
        }
        let (invite, invite_hash) = match req.visibility.unwrap_or_default() {
            setup::Visibility::Public => (None, None),
            setup::Visibility::Private => {
                let (t, h) = new_token().map_err(nr)?;
                (Some(t), Some(h))
            }
        };
        let record = TableRecord {
            id: id.clone(),
            game: start.kind.key().to_string(),
            variant: req.variant.clone(),
            setup: start.setup.clone(),
            view_key: key,
            seats,
            bot_seed: seed ^ 0xB07,
            name: name.clone(),
            invite: invite_hash,
        };
        let opening: Vec<ActionRecord> = start
            .opening
            .iter()
            .enumerate()
            .map(|(n, a)| ActionRecord {
                n: n as u64,
                seat: None,
                seq: None,
                action: a.clone(),
            })
            .collect();
        let stored = store::StoredTable {
            record: record.clone(),
            actions: opening.clone(),
            chat: Vec::new(),
        };
        store::commit(
            self.store.as_ref(),
            Write::Create {
                table: record,
                opening,
            },
        )
        .await?;
        tracing::info!(
            table = %id,
            game = start.kind.key(),
            seats = start.setup.players.len(),
            bots = start.bots.iter().filter(|b| b.is_some()).count(),
            private = invite.is_some(),
            "table created"
        );
        let handle =
            Table::spawn(stored, self.store.clone(), self.limits.conn_limits()).map_err(|e| {
                CreateError::Setup(crate::words::said(
                    "server-not-started",
                    ryoiki_core::Args::new().with("error", e.to_string()),
                ))
            })?;
        if let Ok(mut t) = self.tables.write() {
            t.insert(id.clone(), handle);
        }
        Ok(Created {
            id,
            game: start.kind.key(),
            variant: req.variant.clone(),
            players: start.setup.players.clone(),
            seats: created,
            name,
            private: invite.is_some(),
            invite,
        })
    }
}

/// Takes over the tables of dead nodes every `every` until the server is dropped.
fn spawn_takeover(server: std::sync::Weak<Server>, every: Duration) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let Some(server) = server.upgrade() else {
                return;
            };
            server.take_over().await;
        }
    });
}

/// Sweeps `server`'s tables for expiry every `every` until the server is dropped.
fn spawn_sweep(server: std::sync::Weak<Server>, every: Duration) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            let Some(server) = server.upgrade() else {
                return;
            };
            server.sweep().await;
        }
    });
}
