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
//! bots go on as they would have; a bot hands the move on ([`Flow::HandsOn`]: passing
//! priority) often, so a game with bots moves on ([`bot_choice`]).
//!
//! The actions listed for the seat to move are worked out once per version (checking
//! each), and kept in two forms: the list itself while the table is active, and always a
//! [`SeatListing`], one bit per action considered, from which the list is had again and
//! a picked action taken without checking anything again.
//!
//! The table keeps the game and the count of its actions, not a second copy of its
//! setup and log: the store holds those, and [`Command::Saved`] reads them back from
//! it. Card definitions are shared between all tables of the process through one
//! [`DefPool`], so tables of the same cards hold one copy of each.

use crate::store::{self, ActionRecord, Store, StoredTable, Write};
use crate::token::TokenHash;
use crate::wire::Said;
use crate::wire::{self, Refusal};
use axum::extract::ws::Utf8Bytes;
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::seat::SAVED_GAME_VERSION;
use ryoiki_core::{
    Action, DefPool, Event, Flow, Game, PlayerId, Recorded, ResumeError, SavedGame, SeatAction,
    SeatListing,
};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::protocol::to_move_listed;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex};
use tokio::sync::{Notify, mpsc, oneshot};

/// The most bot actions taken in a row before the table reads its queue again.
pub const BOT_BURST: usize = 64;

/// How long a table keeps the listed actions of the seat to move without a command:
/// then it drops them and keeps only their compact form (a [`SeatListing`], a few
/// hundred bytes), from which the next command has them again without checking them.
pub const KEEP_LISTED: std::time::Duration = std::time::Duration::from_secs(2);

/// How often a bot hands the move on when it may (passes priority), in 256ths: 96 is
/// 3 in 8, so a bot takes under two other actions on average before passing.
pub const BOT_HANDS_ON: u64 = 96;

/// The index of the listed action a bot takes, from a random number `r` and the
/// listing: with [`BOT_HANDS_ON`]/256 chance the first listed action that hands the move
/// on ([`Flow::HandsOn`]), when there is one; otherwise any listed action but leaving
/// the game (unless nothing else is listed), uniformly. A bot that picked uniformly
/// among hundreds of listed moves would pass priority only every few hundred actions,
/// holding up every other seat. `None` when nothing is listed.
pub fn bot_choice(r: u64, listing: &SeatListing) -> Option<usize> {
    let n = listing.len();
    if n == 0 {
        return None;
    }
    if let Some(i) = listing.with_flow(Flow::HandsOn).next()
        && r & 0xFF < BOT_HANDS_ON
    {
        return Some(i);
    }
    let r = r >> 8;
    let leaves: Vec<usize> = listing.with_flow(Flow::Leaves).collect();
    if leaves.len() >= n {
        return Some(leaves[(r % n as u64) as usize]);
    }
    let k = (r % (n - leaves.len()) as u64) as usize;
    (0..n).filter(|i| !leaves.contains(i)).nth(k)
}

/// The card definitions of every table of the process, each distinct one held once.
static DEFS: LazyLock<Mutex<DefPool>> = LazyLock::new(|| Mutex::new(DefPool::new()));

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
    version: AtomicU64,
    over: AtomicBool,
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
    tx: mpsc::Sender<Command>,
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

/// Why a stored table cannot be started again.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The stored game is not one of the games.
    #[error("table {table}: no game '{game}'")]
    UnknownGame {
        /// The table.
        table: String,
        /// The stored key.
        game: String,
    },
    /// Its actions do not replay.
    #[error("table {table}: {source}")]
    Replay {
        /// The table.
        table: String,
        /// Why.
        source: Box<ResumeError>,
    },
}

struct Seat {
    bot: bool,
    token: Option<TokenHash>,
    /// Every accepted client seq of this seat and the version it was acknowledged at,
    /// in increasing seq order.
    acks: Vec<(u64, u64)>,
}

impl Seat {
    fn last_seq(&self) -> Option<u64> {
        self.acks.last().map(|&(s, _)| s)
    }

    fn ack_for(&self, seq: u64) -> Option<u64> {
        self.acks
            .binary_search_by_key(&seq, |&(s, _)| s)
            .ok()
            .map(|i| self.acks[i].1)
    }
}

struct Conn {
    id: u64,
    seat: Option<PlayerId>,
    out: Outbox,
    kill: Arc<Notify>,
}

/// A table's game and everything needed to play it, owned by its task.
pub struct Table {
    info: Arc<TableInfo>,
    game: Game,
    /// How many actions the game has accepted (its opening included).
    version: u64,
    seats: Vec<Seat>,
    last: Option<PlayerId>,
    bot_seed: u64,
    /// The seat to move (it may do something), or none when the game has ended or no
    /// seat may act.
    turn: Option<PlayerId>,
    /// The actions listed for the seat to move, kept while the table is active (see
    /// [`KEEP_LISTED`]); had again from `listing` when needed.
    listed: Option<Vec<SeatAction>>,
    /// The same list in its compact form, made at this version (none when no seat is to
    /// move, or before the first look at a table just started).
    listing: Option<SeatListing>,
    conns: Vec<Conn>,
    store: Arc<dyn Store>,
    max_conns: usize,
}

/// A table's game, its version, its seats' acks and who acted last, replayed from the
/// store.
type Replayed = (Game, u64, Vec<Seat>, Option<PlayerId>);

fn replay(t: StoredTable) -> Result<(GameKind, Replayed), RestoreError> {
    let id = t.record.id.clone();
    let kind: GameKind = t
        .record
        .game
        .parse()
        .map_err(|_| RestoreError::UnknownGame {
            table: id.clone(),
            game: t.record.game.clone(),
        })?;
    let mut seats: Vec<Seat> = t
        .record
        .seats
        .iter()
        .map(|s| Seat {
            bot: s.bot.is_some(),
            token: s.token,
            acks: Vec::new(),
        })
        .collect();
    let mut last = None;
    for a in &t.actions {
        if let Some(s) = a.seat {
            last = Some(PlayerId(s));
            if let (Some(seq), Some(seat)) = (a.seq, seats.get_mut(usize::from(s))) {
                seat.acks.push((seq, a.n + 1));
            }
        }
    }
    let saved = SavedGame {
        version: SAVED_GAME_VERSION,
        game: t.record.game,
        setup: t.record.setup,
        view_key: t.record.view_key,
        actions: t.actions.into_iter().map(|a| a.action).collect(),
    };
    let rec = Recorded::resume(kind.rules(), saved, &mut |_, _, _| {}).map_err(|source| {
        RestoreError::Replay {
            table: id.clone(),
            source: Box::new(source),
        }
    })?;
    let version = rec.version();
    let mut game = rec.into_game();
    if let Ok(mut pool) = DEFS.lock() {
        game.share_defs(&mut pool);
    }
    Ok((kind, (game, version, seats, last)))
}

impl Table {
    /// Starts a table from its stored form (replaying its actions) as a task; its handle.
    ///
    /// # Errors
    /// [`RestoreError`]: an unknown game, or actions that do not replay.
    pub fn spawn(
        stored: StoredTable,
        store: Arc<dyn Store>,
        max_conns: usize,
    ) -> Result<TableHandle, RestoreError> {
        let id = stored.record.id.clone();
        let variant = stored.record.variant.clone();
        let bot_seed = stored.record.bot_seed;
        let players: Vec<String> = stored.record.seats.iter().map(|s| s.name.clone()).collect();
        let (kind, (game, version, seats, last)) = replay(stored)?;
        let info = Arc::new(TableInfo {
            id,
            game: kind,
            variant,
            players,
            version: AtomicU64::new(version),
            over: AtomicBool::new(false),
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
            store,
            max_conns,
        };
        table.refresh_turn();
        // A table just started or restored is idle until someone joins: it keeps only
        // the compact listing.
        table.listed = None;
        let (tx, rx) = mpsc::channel(256);
        tokio::spawn(table.run(rx));
        Ok(TableHandle { info, tx })
    }

    fn game(&self) -> &Game {
        &self.game
    }

    fn version(&self) -> u64 {
        self.version
    }

    /// The game as saved, read back from the store (which holds exactly what the table
    /// has accepted: an action is applied only once it is stored).
    fn saved(&self) -> Option<SavedGame> {
        let t = match self.store.load_table(&self.info.id) {
            Ok(Some(t)) => t,
            Ok(None) => return None,
            Err(e) => {
                eprintln!(
                    "ryoiki serve: table {}: cannot read it back: {e}",
                    self.info.id
                );
                return None;
            }
        };
        Some(SavedGame {
            version: SAVED_GAME_VERSION,
            game: t.record.game,
            setup: t.record.setup,
            view_key: t.record.view_key,
            actions: t.actions.into_iter().map(|a| a.action).collect(),
        })
    }

    fn over(&self) -> bool {
        self.game().rules().game_over(self.game().state())
    }

    fn refresh_turn(&mut self) {
        let turn = if self.over() {
            None
        } else {
            to_move_listed(&self.game, self.last)
        };
        match turn {
            Some((p, list, listing)) => {
                self.turn = Some(p);
                self.listed = Some(list);
                self.listing = Some(listing);
            }
            None => {
                self.turn = None;
                self.listed = None;
                self.listing = None;
            }
        }
        self.info.version.store(self.version(), Ordering::Relaxed);
        self.info.over.store(self.turn.is_none(), Ordering::Relaxed);
    }

    /// Makes sure the table holds the compact listing of the seat to move (none when no
    /// seat is to move), listing if it has none.
    fn ensure_listing(&mut self) {
        let Some(p) = self.turn else {
            return;
        };
        if self.listing.as_ref().is_none_or(|l| l.seat() != p) {
            let (list, listing) = self.game.seat_listing(p);
            self.listed = Some(list);
            self.listing = Some(listing);
        }
    }

    /// The actions listed for the seat to move (none when no seat is to move), had
    /// again from the compact listing if the table dropped them.
    fn listed(&mut self) -> &[SeatAction] {
        if self.turn.is_none() {
            return &[];
        }
        self.ensure_listing();
        if self.listed.is_none() {
            let list = self
                .listing
                .as_ref()
                .map(|l| self.game.seat_actions_listed(l))
                .unwrap_or_default();
            self.listed = Some(list);
        }
        self.listed.as_deref().unwrap_or(&[])
    }

    /// The `i`-th listed action of the seat to move, and the engine's action behind it,
    /// without listing again.
    fn pick(&mut self, i: usize) -> Result<(SeatAction, Action), (Refusal, Said)> {
        self.ensure_listing();
        let Some(listing) = self.listing.as_ref() else {
            return Err((Refusal::NotYourMove, game_ended()));
        };
        self.game.seat_pick(listing, i).ok_or_else(|| {
            let n = listing.len();
            (
                Refusal::NotListed,
                Said::new(
                    format!("pick {i} is outside the {n} listed actions"),
                    format!("選択{i}は示された{n}個の行動の範囲外です"),
                ),
            )
        })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        loop {
            // While a bot is to move, it plays in bursts between the queue's commands.
            let cmd = if self.bot_to_move() {
                match rx.try_recv() {
                    Ok(cmd) => cmd,
                    Err(mpsc::error::TryRecvError::Empty) => {
                        self.play_bots().await;
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
                        self.listed = None;
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
        }
    }

    fn bot_to_move(&self) -> bool {
        // A seat is to move only if it may do something.
        matches!(self.turn, Some(p) if self.seats[p.index()].bot)
    }

    async fn handle(&mut self, cmd: Command) {
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
            Command::Saved { reply } => {
                if let Some(saved) = self.saved() {
                    let _ = reply.send(saved);
                }
            }
        }
    }

    fn join(&mut self, mut c: Conn, seat: Option<u8>, token: Option<&str>) -> Result<(), Said> {
        let seat = match seat {
            None => None,
            Some(s) => {
                let Some(info) = self.seats.get(usize::from(s)) else {
                    let last = self.seats.len().saturating_sub(1);
                    return Err(Said::new(
                        format!("this table has no seat {s} (its seats: 0 to {last})"),
                        format!("この卓に席{s}はありません(席は0から{last}まで)"),
                    ));
                };
                if info.bot {
                    return Err(Said::new(
                        format!("seat {s} is played by a bot"),
                        format!("席{s}はボットが遊んでいます"),
                    ));
                }
                // A token is compared in constant time against the seat's hash; a missing
                // token fails the same way.
                let ok = match (info.token, token) {
                    (Some(h), Some(t)) => h.matches(t),
                    _ => false,
                };
                if !ok {
                    return Err(Said::new(
                        format!("that is not seat {s}'s token at this table"),
                        format!("それはこの卓の席{s}のトークンではありません"),
                    ));
                }
                Some(PlayerId(s))
            }
        };
        if self.conns.len() >= self.max_conns {
            return Err(Said::new(
                format!(
                    "this table already has {} connections, its most",
                    self.max_conns
                ),
                format!("この卓の接続はすでに上限の{}です", self.max_conns),
            ));
        }
        let last_seq = seat.and_then(|s| self.seats[s.index()].last_seq());
        let hello = wire::hello(
            &self.info.id,
            self.game(),
            self.info.variant.as_deref(),
            seat,
            self.version(),
            last_seq,
        );
        c.seat = seat;
        let state = self.state_for(seat);
        if !send(&c, hello) || !send(&c, state) {
            return Err(Said::new(
                "the connection is not reading",
                "接続が読み取りをしていません",
            ));
        }
        if let Some(end) = self.end_message() {
            send(&c, end);
        }
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
            (true, Some(l)) => l.as_slice(),
            _ => &[],
        };
        wire::state(&self.game, seat, self.version, self.turn, list)
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
    fn refuse(&mut self, conn: u64, seq: u64, why: Refusal, error: &Said) {
        let Some(i) = self.conns.iter().position(|c| c.id == conn) else {
            return;
        };
        let seat = self.conns[i].seat;
        let msg = wire::refused(Some(seq), self.version(), why, error);
        let state = self.state_for(seat);
        let c = &self.conns[i];
        if !send(c, msg) || !send(c, state) {
            self.drop_conn(conn);
        }
    }

    fn drop_conn(&mut self, conn: u64) {
        if let Some(i) = self.conns.iter().position(|c| c.id == conn) {
            let c = self.conns.swap_remove(i);
            let _ = c.out.try_send(Outbound::Close);
            c.kill.notify_one();
        }
    }

    async fn act(
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
            let e = Said::new("a spectator may not act", "観戦者は行動できません");
            return self.refuse(conn, seq, Refusal::Spectator, &e);
        };
        let s = &self.seats[seat.index()];
        if let Some(v) = s.ack_for(seq) {
            // A resend of an accepted action: the same ack, nothing applied.
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
                &Said::new(
                    format!("seq {seq} is not above {last}, the seat's last accepted seq"),
                    format!("seq {seq}は、この席が最後に受理された seq {last}より大きくありません"),
                ),
            );
        }
        if version != self.version() {
            return self.refuse(
                conn,
                seq,
                Refusal::Stale,
                &Said::new(
                    format!(
                        "the action is for version {version}; the table is at version {}",
                        self.version()
                    ),
                    format!(
                        "この行動は版{version}に対するものですが、卓は版{}です",
                        self.version()
                    ),
                ),
            );
        }
        let chosen = match self.turn {
            None => Err((Refusal::NotYourMove, game_ended())),
            Some(p) if p != seat => Err((
                Refusal::NotYourMove,
                Said::new(
                    format!("it is seat {}'s move, not seat {}'s", p.0, seat.0),
                    format!("今は席{}の番で、席{}の番ではありません", p.0, seat.0),
                ),
            )),
            Some(_) => match (action, pick) {
                (Some(a), None) => match position(self.listed(), &a) {
                    Some(i) => self.pick(i),
                    None => Err((
                        Refusal::NotListed,
                        Said::new(
                            "that action is not one of the listed actions",
                            "その行動は示された行動のどれでもありません",
                        ),
                    )),
                },
                (None, Some(i)) => self.pick(i),
                _ => Err((
                    Refusal::BadMessage,
                    Said::new(
                        "send either an action or a pick",
                        "行動(action)か選択(pick)のどちらか一方を送ってください",
                    ),
                )),
            },
        };
        match chosen {
            Ok((_, a)) => {
                if let Err((why, e)) = self.take(seat, a, Some(seq), Some(conn)).await {
                    self.refuse(conn, seq, why, &e);
                }
            }
            Err((why, e)) => self.refuse(conn, seq, why, &e),
        }
    }

    /// Takes a listed action for `seat` (the engine's action behind it, from the
    /// listing): stored, then applied, acknowledged to `conn` and told to every
    /// connection.
    async fn take(
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
            self.reload();
            return Err((
                Refusal::Unavailable,
                Said::new(
                    format!("the action could not be saved, so it was not taken: {e}"),
                    format!("行動を保存できなかったため、行いませんでした({e})"),
                ),
            ));
        }
        let mut events: Vec<Event> = Vec::new();
        if let Err(e) = self.game.apply(engine, &mut events) {
            // A listed action the engine refuses is a bug; the store holds it now, so
            // the table is reloaded from the store (which will not replay it either).
            eprintln!(
                "ryoiki serve: table {}: a listed action was refused after it was stored: {e}",
                self.info.id
            );
            self.reload();
            return Err((
                Refusal::NotListed,
                Said::new(e.to_string(), format!("エンジンが行動を拒否しました({e})")),
            ));
        }
        self.version += 1;
        let version = self.version();
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

    /// Reloads the game from the store, so memory never holds what the store does not.
    fn reload(&mut self) {
        let stored = match self.store.load_table(&self.info.id) {
            Ok(Some(t)) => t,
            Ok(None) => return,
            Err(e) => {
                eprintln!("ryoiki serve: table {}: cannot reload: {e}", self.info.id);
                return;
            }
        };
        match replay(stored) {
            Ok((_, (game, version, seats, last))) => {
                self.game = game;
                self.version = version;
                self.seats = seats;
                self.last = last;
                self.refresh_turn();
            }
            Err(e) => eprintln!("ryoiki serve: cannot reload: {e}"),
        }
    }

    /// After `by` acted: each connection its seat's events, then its state, then `end`
    /// if the game has ended. Each message is built once per seat.
    fn tell_all(&mut self, by: PlayerId, events: &[Event]) {
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

    /// Bots play while it is a bot's move (at most [`BOT_BURST`] actions in a row), each
    /// action chosen by [`bot_choice`] from the bot seed and the version. A bot action
    /// that cannot be stored stops the burst; the table waits a moment before the bot
    /// tries again.
    async fn play_bots(&mut self) {
        for _ in 0..BOT_BURST {
            let Some(seat) = self.turn else {
                return;
            };
            if !self.seats[seat.index()].bot {
                return;
            }
            let mut r = self.bot_seed ^ self.version().wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let r = splitmix64_next(&mut r);
            self.ensure_listing();
            let Some(i) = self.listing.as_ref().and_then(|l| bot_choice(r, l)) else {
                return;
            };
            let Ok((_, action)) = self.pick(i) else {
                return;
            };
            if self.take(seat, action, None, None).await.is_err() {
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                return;
            }
            tokio::task::yield_now().await;
        }
    }
}

/// Where `a` is in `list`.
fn position(list: &[SeatAction], a: &SeatAction) -> Option<usize> {
    list.iter().position(|l| l == a)
}

fn send(c: &Conn, text: String) -> bool {
    c.out
        .try_send(Outbound::Text(Utf8Bytes::from(text)))
        .is_ok()
}

/// Why no seat may act once the game is over.
fn game_ended() -> Said {
    Said::new(
        "no seat may act: the game has ended",
        "どの席も行動できません:ゲームは終わっています",
    )
}
