//! `ryoiki loadtest`: many tables played at once over loopback, measured.
//!
//! The load test starts a server in this process on `127.0.0.1` (a free port), with the
//! durable SQLite store in a fresh temporary folder (or the memory store), creates the
//! tables, measures the memory they hold while idle, then connects two seats to each
//! table and plays: whenever a seat is to move it picks one of its listed actions at
//! random, paced so that each table takes about `rate` actions per second (people at a
//! table act every few seconds; a bot at full speed is what `ryoiki bench churn`
//! measures). It stops by itself after the given duration and reports:
//!
//! - **action → update latency**: from sending an action to receiving the `state` of the
//!   new version on the same connection (that is, after the server checked, applied,
//!   made the action durable and built each seat's messages), p50, p99 and the largest;
//! - the same to the `ack`;
//! - messages received per second by all the clients;
//! - the memory an idle table holds: the growth of the process's resident set while the
//!   tables were created, divided by their number.
//!
//! Clients and server share the process and its cores: the figures are a lower bound on
//! what a server alone could serve. The process's CPU time while playing, per accepted
//! action, is reported too: on a machine shared with other work, latency measures the
//! machine, CPU time per action measures the server (and its clients).
//!
//! It never waits without saying so: with `progress`, a line on stderr every few seconds
//! of each phase (tables created, seats joined, actions played); a seat that does not
//! join within [`JOIN_TIMEOUT`] fails the test naming its table; the clock starts once
//! every seat has joined (its first `state` received), and the clients still busy
//! [`GRACE`] after the end are stopped.

use crate::server::{Created, Limits, Server};
use crate::setup::CreateRequest;
use crate::store::{MemoryStore, SqliteStore, Store};
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde::de::IgnoredAny;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

/// The most tables a load test creates.
pub const MAX_TABLES: usize = 10_000;
/// The longest a load test runs.
pub const MAX_DURATION: Duration = Duration::from_secs(600);
/// How long a seat has to connect, join and receive its first `state`.
pub const JOIN_TIMEOUT: Duration = Duration::from_secs(30);
/// How many seats join at once.
pub const JOINING_AT_ONCE: usize = 64;
/// How long the clients have, after the end, to finish and close.
pub const GRACE: Duration = Duration::from_secs(10);
/// How often a progress line is printed.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// What to load.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// How many tables, each with two seats connected.
    pub tables: usize,
    /// How long to play.
    pub duration: Duration,
    /// Actions per second per table, on average.
    pub rate: f64,
    /// Keep tables in memory only instead of the durable SQLite store.
    pub memory: bool,
    /// The games to play, in turn (`fow`, `pmv`, `mtg`).
    pub games: Vec<String>,
    /// The seed of the tables' setups and of the clients' picks.
    pub seed: u64,
    /// Print a progress line on stderr every few seconds of each phase.
    pub progress: bool,
}

impl Default for LoadConfig {
    fn default() -> LoadConfig {
        LoadConfig {
            tables: 100,
            duration: Duration::from_secs(10),
            rate: 1.0,
            memory: false,
            games: ryoiki_games::games()
                .into_iter()
                .map(|g| g.key().to_string())
                .collect(),
            seed: 1,
            progress: false,
        }
    }
}

/// Why a load test could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// A setting out of its bounds.
    #[error("{0}")]
    Bounds(String),
    /// The store, the server or a table could not be started.
    #[error("cannot start the server: {0}")]
    Start(String),
    /// A client could not connect or join.
    #[error("a client could not join table {table}: {reason}")]
    Join {
        /// The table.
        table: String,
        /// Why.
        reason: String,
    },
}

/// Latency figures, in microseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Latency {
    /// How many samples.
    pub samples: usize,
    /// The median.
    pub p50_us: u64,
    /// The 99th percentile.
    pub p99_us: u64,
    /// The largest.
    pub max_us: u64,
}

impl Latency {
    fn of(mut samples: Vec<u64>) -> Latency {
        if samples.is_empty() {
            return Latency::default();
        }
        samples.sort_unstable();
        let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
        Latency {
            samples: samples.len(),
            p50_us: at(0.50),
            p99_us: at(0.99),
            max_us: samples[samples.len() - 1],
        }
    }
}

/// What a load test measured.
#[derive(Clone, Debug)]
pub struct LoadReport {
    /// The tables played.
    pub tables: usize,
    /// How long they were played.
    pub elapsed: Duration,
    /// Actions accepted (acknowledged).
    pub actions: u64,
    /// Actions refused (a client acting on a state that had moved on, a limit).
    pub refused: u64,
    /// Games that ended during the test.
    pub ended: u64,
    /// Messages the clients received.
    pub messages: u64,
    /// Action → new `state` on the acting connection.
    pub update: Latency,
    /// Action → `ack`.
    pub ack: Latency,
    /// Resident memory growth per table while the tables were created and idle, in bytes
    /// (none where the operating system does not say).
    pub idle_table_bytes: Option<u64>,
    /// The process's resident set at the end, in bytes.
    pub rss_end: Option<u64>,
    /// The store used.
    pub store: &'static str,
    /// How long every seat took to join, before the clock started.
    pub joining: Duration,
    /// The process's CPU time (user and system, every thread: the server and the
    /// clients) while the tables played; none where the system does not say.
    pub cpu: Option<Duration>,
}

impl LoadReport {
    /// Messages received per second.
    pub fn messages_per_second(&self) -> f64 {
        self.messages as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Accepted actions per second.
    pub fn actions_per_second(&self) -> f64 {
        self.actions as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The process's CPU time per accepted action, in microseconds (server and clients).
    pub fn cpu_per_action_us(&self) -> Option<f64> {
        let cpu = self.cpu?;
        (self.actions > 0).then(|| cpu.as_secs_f64() * 1e6 / self.actions as f64)
    }
}

impl std::fmt::Display for LoadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |us: u64| us as f64 / 1000.0;
        writeln!(
            f,
            "{} tables, {} store, {:.1} s: {} actions ({:.0}/s), {} refused, {} games ended",
            self.tables,
            self.store,
            self.elapsed.as_secs_f64(),
            self.actions,
            self.actions_per_second(),
            self.refused,
            self.ended
        )?;
        writeln!(
            f,
            "action -> update: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} samples)",
            ms(self.update.p50_us),
            ms(self.update.p99_us),
            ms(self.update.max_us),
            self.update.samples
        )?;
        writeln!(
            f,
            "action -> ack:    p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            ms(self.ack.p50_us),
            ms(self.ack.p99_us),
            ms(self.ack.max_us)
        )?;
        writeln!(f, "messages: {:.0}/s", self.messages_per_second())?;
        writeln!(
            f,
            "seats joined in {:.1} s (before the clock started)",
            self.joining.as_secs_f64()
        )?;
        if let (Some(cpu), Some(per)) = (self.cpu, self.cpu_per_action_us()) {
            writeln!(
                f,
                "CPU time while playing: {:.1} s ({:.0}% of a core), {:.0} µs per action (server and clients)",
                cpu.as_secs_f64(),
                100.0 * cpu.as_secs_f64() / self.elapsed.as_secs_f64().max(1e-9),
                per
            )?;
        }
        match self.idle_table_bytes {
            Some(b) => writeln!(f, "memory per idle table: {:.1} KiB", b as f64 / 1024.0)?,
            None => writeln!(f, "memory per idle table: not measured on this system")?,
        }
        if let Some(r) = self.rss_end {
            writeln!(
                f,
                "resident set at the end: {:.1} MiB",
                r as f64 / 1048576.0
            )?;
        }
        Ok(())
    }
}

/// The process's resident set in bytes (Linux), or none.
pub fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Shared counters of the clients.
#[derive(Default)]
struct Tally {
    actions: AtomicU64,
    refused: AtomicU64,
    ended: AtomicU64,
    messages: AtomicU64,
    update: Mutex<Vec<u64>>,
    ack: Mutex<Vec<u64>>,
}

/// The fields of a server message a client needs; the rest is skipped unread.
#[derive(Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    to_move: Option<u8>,
    #[serde(default)]
    actions: Option<Vec<IgnoredAny>>,
    #[serde(default)]
    seq: Option<u64>,
}

/// Runs a load test.
///
/// # Errors
/// [`LoadError`]: settings out of bounds, a server that does not start, a client that
/// cannot join.
pub async fn run(cfg: &LoadConfig) -> Result<LoadReport, LoadError> {
    check_bounds(cfg)?;
    let (soft, hard) = crate::open_files::raise();
    check_open_files(cfg.tables, soft, hard)?;
    let dir = TempDir::new(cfg.seed).map_err(|e| LoadError::Start(e.to_string()))?;
    let (store, store_name): (Arc<dyn Store>, &'static str) = if cfg.memory {
        (Arc::new(MemoryStore::new()), "memory")
    } else {
        let s = SqliteStore::open(&dir.0).map_err(|e| LoadError::Start(e.to_string()))?;
        (Arc::new(s), "sqlite")
    };
    let (server, addr, serving) = start_server(cfg, store).await?;

    // The tables, idle: their memory.
    let before = resident_bytes();
    let created = create_tables(&server, cfg).await?;
    let idle_table_bytes = match (before, resident_bytes()) {
        (Some(b), Some(a)) => Some(a.saturating_sub(b) / cfg.tables as u64),
        _ => None,
    };

    // Two seats at every table, each joined (its first state received) before the
    // clock starts.
    let joining = Instant::now();
    let joined = join_seats(cfg, &addr, &created).await?;
    let joining = joining.elapsed();
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let cpu_start = cpu_time();
    let deadline = tokio::time::Instant::now() + cfg.duration;
    let clients = spawn_seats(cfg, joined, deadline, &tally, &stop);
    let mut report_at = tokio::time::Instant::now() + PROGRESS_EVERY;
    while report_at < deadline {
        tokio::time::sleep_until(report_at).await;
        report_at += PROGRESS_EVERY;
        let done = tally.actions.load(Ordering::Relaxed);
        progress(cfg, || {
            format!(
                "playing: {:.0} of {} s, {done} actions ({:.0}/s)",
                start.elapsed().as_secs_f64(),
                cfg.duration.as_secs(),
                done as f64 / start.elapsed().as_secs_f64().max(1e-9)
            )
        });
    }
    tokio::time::sleep_until(deadline).await;
    stop.store(true, Ordering::Relaxed);
    let elapsed = start.elapsed();
    let cpu = match (cpu_start, cpu_time()) {
        (Some(a), Some(b)) => Some(b.saturating_sub(a)),
        _ => None,
    };
    let grace = tokio::time::Instant::now() + GRACE;
    let mut stuck = 0;
    for c in clients {
        let abort = c.abort_handle();
        if tokio::time::timeout_at(grace, c).await.is_err() {
            abort.abort();
            stuck += 1;
        }
    }
    if stuck > 0 {
        progress(cfg, || {
            format!(
                "{stuck} clients still busy {} s after the end were stopped",
                GRACE.as_secs()
            )
        });
    }
    serving.abort();
    let update = Latency::of(std::mem::take(&mut *tally.update.lock().await));
    let ack = Latency::of(std::mem::take(&mut *tally.ack.lock().await));
    Ok(LoadReport {
        tables: cfg.tables,
        elapsed,
        actions: tally.actions.load(Ordering::Relaxed),
        refused: tally.refused.load(Ordering::Relaxed),
        ended: tally.ended.load(Ordering::Relaxed),
        messages: tally.messages.load(Ordering::Relaxed),
        update,
        ack,
        idle_table_bytes,
        rss_end: resident_bytes(),
        store: store_name,
        joining,
        cpu,
    })
}

/// A progress line on stderr, if asked for.
fn progress(cfg: &LoadConfig, line: impl FnOnce() -> String) {
    if cfg.progress {
        eprintln!("ryoiki loadtest: {}", line());
    }
}

/// The process's CPU time so far (every thread, user and system), where the system
/// says.
fn cpu_time() -> Option<Duration> {
    #[cfg(unix)]
    {
        let t = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
        Some(Duration::new(
            u64::try_from(t.tv_sec).ok()?,
            u32::try_from(t.tv_nsec).ok()?,
        ))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Descriptors a table takes in a load test: two seats' client sockets and the server's
/// two ends of them, all in this process.
const FILES_PER_TABLE: u64 = 4;
/// Refuses a number of tables the open-file limit `soft` (`hard`: the hard limit)
/// cannot hold (a load test past it would stall on sockets that cannot be opened),
/// naming the limit and the most tables it holds.
fn check_open_files(tables: usize, soft: Option<u64>, hard: Option<u64>) -> Result<(), LoadError> {
    let Some(limit) = soft else {
        return Ok(());
    };
    let beside = crate::open_files::FILES_BESIDE;
    let needed = tables as u64 * FILES_PER_TABLE + beside;
    if needed <= limit {
        return Ok(());
    }
    let most = limit.saturating_sub(beside) / FILES_PER_TABLE;
    Err(LoadError::Bounds(
        crate::open_files::TooFewFiles {
            what: format!(
                "--tables {tables} ({FILES_PER_TABLE} sockets a table, clients and server in this process)"
            ),
            needed,
            soft: limit,
            hard,
            advice: Some(format!("use at most {most} tables")),
        }
        .to_string(),
    ))
}

/// Refuses settings out of their bounds.
fn check_bounds(cfg: &LoadConfig) -> Result<(), LoadError> {
    if cfg.tables == 0 || cfg.tables > MAX_TABLES {
        return Err(LoadError::Bounds(format!(
            "--tables must be 1 to {MAX_TABLES}, not {}",
            cfg.tables
        )));
    }
    if cfg.duration.is_zero() || cfg.duration > MAX_DURATION {
        return Err(LoadError::Bounds(format!(
            "--duration must be 1 to {} seconds",
            MAX_DURATION.as_secs()
        )));
    }
    if !(cfg.rate > 0.0 && cfg.rate <= 20.0) {
        return Err(LoadError::Bounds(format!(
            "--rate must be above 0 and at most 20 actions per second per table, not {}",
            cfg.rate
        )));
    }
    if cfg.games.is_empty() {
        return Err(LoadError::Bounds("no game to play".into()));
    }
    Ok(())
}

/// A server on `store` (room for every table), serving on a free loopback port: the
/// server, its address, and the serving task.
async fn start_server(
    cfg: &LoadConfig,
    store: Arc<dyn Store>,
) -> Result<(Arc<Server>, String, JoinHandle<std::io::Result<()>>), LoadError> {
    let limits = Limits {
        max_tables: cfg.tables.max(Limits::default().max_tables),
        // Every seat of every table connects at once while the tables start.
        max_unjoined: (cfg.tables * 2).max(Limits::default().max_unjoined),
        max_connections: (cfg.tables * 2).max(Limits::default().max_connections),
        ..Limits::default()
    };
    let (server, _) = Server::open(store, limits).map_err(|e| LoadError::Start(e.to_string()))?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| LoadError::Start(e.to_string()))?;
    let addr = listener
        .local_addr()
        .map_err(|e| LoadError::Start(e.to_string()))?
        .to_string();
    let serving = tokio::spawn(crate::serve(listener, server.clone()));
    Ok((server, addr, serving))
}

/// Creates the tables, the games in turn, each with its own seed.
async fn create_tables(server: &Server, cfg: &LoadConfig) -> Result<Vec<Created>, LoadError> {
    let mut created = Vec::with_capacity(cfg.tables);
    let mut report_at = Instant::now() + PROGRESS_EVERY;
    for i in 0..cfg.tables {
        if Instant::now() >= report_at {
            report_at += PROGRESS_EVERY;
            progress(cfg, || format!("creating tables: {i} of {}", cfg.tables));
        }
        let req = CreateRequest {
            game: cfg.games[i % cfg.games.len()].clone(),
            seed: Some(cfg.seed.wrapping_add(i as u64)),
            ..CreateRequest::default()
        };
        let c = server
            .create(&req)
            .await
            .map_err(|e| LoadError::Start(e.to_string()))?;
        created.push(c);
    }
    Ok(created)
}

/// A seat joined over its own connection: the connection, the seat, the table's
/// index, and its first state: the version and how many actions it may take (none when
/// it is not to move).
struct Joined {
    ws: Ws,
    seat: u8,
    table: usize,
    first: Option<(u64, usize)>,
}

/// Joins the first two seats (with tokens) of every table, one connection each,
/// [`JOINING_AT_ONCE`] at a time, each within [`JOIN_TIMEOUT`].
async fn join_seats(
    cfg: &LoadConfig,
    addr: &str,
    created: &[Created],
) -> Result<Vec<Joined>, LoadError> {
    let wanted: Vec<(usize, &str, u8, String)> = created
        .iter()
        .enumerate()
        .flat_map(|(t, c)| {
            c.seats
                .iter()
                .take(2)
                .filter_map(move |s| Some((t, c.id.as_str(), s.seat, s.token.clone()?)))
        })
        .collect();
    let total = wanted.len();
    let mut joining = futures_util::stream::iter(wanted.into_iter().map(|(t, id, seat, token)| async move {
        let joined = tokio::time::timeout(JOIN_TIMEOUT, join(addr, id, seat, &token))
            .await
            .map_err(|_| LoadError::Join {
                table: id.to_string(),
                reason: format!(
                    "seat {seat} had no state within {} s (the server is overloaded, or out of open files)",
                    JOIN_TIMEOUT.as_secs()
                ),
            })??;
        Ok::<_, LoadError>(Joined {
            ws: joined.0,
            seat,
            table: t,
            first: joined.1,
        })
    }))
    .buffer_unordered(JOINING_AT_ONCE);
    let mut joined = Vec::with_capacity(total);
    let mut report_at = Instant::now() + PROGRESS_EVERY;
    while let Some(j) = joining.next().await {
        joined.push(j?);
        if Instant::now() >= report_at {
            report_at += PROGRESS_EVERY;
            progress(cfg, || {
                format!("joining seats: {} of {total}", joined.len())
            });
        }
    }
    Ok(joined)
}

/// Starts a client task for each joined seat, each table paced to `cfg.rate` until
/// `deadline`.
fn spawn_seats(
    cfg: &LoadConfig,
    joined: Vec<Joined>,
    deadline: tokio::time::Instant,
    tally: &Arc<Tally>,
    stop: &Arc<AtomicBool>,
) -> Vec<JoinHandle<()>> {
    // Each table's pace, shared by its seats: the earliest time of its next action, in
    // microseconds from `base`; the first actions are spread over the first gap.
    let base = tokio::time::Instant::now();
    let gap_us = (1e6 / cfg.rate) as u64;
    let paces: Vec<Arc<AtomicU64>> = (0..cfg.tables)
        .map(|t| {
            let mut r = cfg.seed ^ (t as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
            let first = ryoiki_core::rng::splitmix64_next(&mut r) % gap_us.max(1);
            Arc::new(AtomicU64::new(first))
        })
        .collect();
    let mut clients = Vec::new();
    for Joined {
        ws,
        seat,
        table: t,
        first,
    } in joined
    {
        let seed = cfg
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(((t as u64) << 8) | u64::from(seat));
        let pace = Pace {
            base,
            gap_us,
            next_us: paces[t].clone(),
        };
        clients.push(tokio::spawn(play_seat(
            ws,
            seat,
            first,
            seed,
            pace,
            deadline,
            tally.clone(),
            stop.clone(),
        )));
    }
    clients
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Connects, joins and reads up to the seat's first `state`: the connection, and the
/// state's version and how many actions the seat may take (none when not its move).
async fn join(
    addr: &str,
    table: &str,
    seat: u8,
    token: &str,
) -> Result<(Ws, Option<(u64, usize)>), LoadError> {
    let err = |reason: String| LoadError::Join {
        table: table.to_string(),
        reason,
    };
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .map_err(|e| err(e.to_string()))?;
    let msg = serde_json::json!({"type": "join", "table": table, "seat": seat, "token": token});
    ws.send(Message::text(msg.to_string()))
        .await
        .map_err(|e| err(e.to_string()))?;
    loop {
        let text = match ws.next().await {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(err(e.to_string())),
            None => return Err(err("the server closed the connection".into())),
        };
        let Ok(m) = serde_json::from_str::<Incoming>(text.as_str()) else {
            continue;
        };
        match m.kind.as_str() {
            "state" => {
                let n = m.actions.map_or(0, |a| a.len());
                let first =
                    (m.to_move == Some(seat) && n > 0).then_some((m.version.unwrap_or(0), n));
                return Ok((ws, first));
            }
            "error" | "refused" => return Err(err(format!("refused: {text}"))),
            _ => {}
        }
    }
}

/// A table's pace, shared by its seats.
struct Pace {
    base: tokio::time::Instant,
    gap_us: u64,
    /// The earliest time of the table's next action, in microseconds from `base`.
    next_us: Arc<AtomicU64>,
}

impl Pace {
    fn ready_at(&self) -> tokio::time::Instant {
        self.base + Duration::from_micros(self.next_us.load(Ordering::Relaxed))
    }

    /// The table acted now: its next action no sooner than one gap later, give or take
    /// half a gap, so that tables do not act in lockstep.
    fn acted(&self, r: u64) {
        let now = self.base.elapsed().as_micros() as u64;
        let jitter = (r >> 32) as f64 / f64::from(u32::MAX);
        let next = now + (self.gap_us as f64 * (0.5 + jitter)) as u64;
        self.next_us.store(next, Ordering::Relaxed);
    }
}

/// One seat: whenever it is to move, it waits for the table's pace and sends a random
/// listed action.
#[allow(clippy::too_many_arguments)]
async fn play_seat(
    mut ws: Ws,
    seat: u8,
    first: Option<(u64, usize)>,
    mut rng: u64,
    pace: Pace,
    deadline: tokio::time::Instant,
    tally: Arc<Tally>,
    stop: Arc<AtomicBool>,
) {
    let mut seq: u64 = 0;
    // The action in flight: its seq, the version it was sent at, and when.
    let mut in_flight: Option<(u64, u64, Instant)> = None;
    let mut update_samples = Vec::new();
    let mut ack_samples = Vec::new();
    let mut messages = 0u64;
    // The latest state: its version and how many actions this seat may take.
    let mut pending_pick: Option<(u64, usize)> = first;
    loop {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let wake = match (&pending_pick, in_flight) {
            (Some(_), None) => pace.ready_at().min(deadline),
            _ => deadline,
        };
        tokio::select! {
            m = ws.next() => {
                let text = match m {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(_)) => continue,
                    _ => break,
                };
                messages += 1;
                let Ok(msg) = serde_json::from_str::<Incoming>(text.as_str()) else {
                    continue;
                };
                match msg.kind.as_str() {
                    "state" => {
                        let version = msg.version.unwrap_or(0);
                        if let Some((_, sent_at, t0)) = in_flight
                            && version > sent_at
                        {
                            update_samples.push(t0.elapsed().as_micros() as u64);
                            in_flight = None;
                        }
                        let n = msg.actions.map_or(0, |a| a.len());
                        pending_pick = (msg.to_move == Some(seat) && n > 0).then_some((version, n));
                    }
                    "ack" => {
                        if let Some((s, _, t0)) = in_flight
                            && msg.seq == Some(s)
                        {
                            ack_samples.push(t0.elapsed().as_micros() as u64);
                            tally.actions.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    "refused" => {
                        tally.refused.fetch_add(1, Ordering::Relaxed);
                        in_flight = None;
                    }
                    "end" => {
                        tally.ended.fetch_add(1, Ordering::Relaxed);
                        pending_pick = None;
                    }
                    _ => {}
                }
            }
            _ = tokio::time::sleep_until(wake) => {
                if tokio::time::Instant::now() >= deadline {
                    break;
                }
                if let (Some((version, n)), None) = (pending_pick, in_flight) {
                    if tokio::time::Instant::now() < pace.ready_at() {
                        continue;
                    }
                    pending_pick = None;
                    let r = ryoiki_core::rng::splitmix64_next(&mut rng);
                    let pick = (r % n as u64) as usize;
                    seq += 1;
                    let msg = serde_json::json!({
                        "type": "action", "seq": seq, "version": version, "pick": pick
                    });
                    in_flight = Some((seq, version, Instant::now()));
                    let sent = tokio::time::timeout_at(
                        deadline,
                        ws.send(Message::text(msg.to_string())),
                    )
                    .await;
                    if !matches!(sent, Ok(Ok(()))) {
                        break;
                    }
                    pace.acted(r);
                }
            }
        }
    }
    let _ = tokio::time::timeout(Duration::from_secs(1), ws.close(None)).await;
    tally.messages.fetch_add(messages, Ordering::Relaxed);
    tally.update.lock().await.extend(update_samples);
    tally.ack.lock().await.extend(ack_samples);
}

/// A fresh folder for the load test's database, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(seed: u64) -> std::io::Result<TempDir> {
        let nonce = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!(
            "ryoiki-loadtest-{}-{seed}-{nonce}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir)?;
        Ok(TempDir(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_of_known_samples() {
        let l = Latency::of((1..=100).collect());
        assert_eq!(
            (l.samples, l.p50_us, l.p99_us, l.max_us),
            (100, 51, 99, 100)
        );
        assert_eq!(Latency::of(Vec::new()), Latency::default());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_small_load_plays_and_measures() {
        let cfg = LoadConfig {
            tables: 6,
            duration: Duration::from_secs(2),
            rate: 5.0,
            ..LoadConfig::default()
        };
        let r = run(&cfg).await.unwrap();
        assert_eq!(r.tables, 6);
        assert!(r.actions > 0, "{r}");
        assert_eq!(
            r.ack.samples as u64, r.actions,
            "every accepted action was acknowledged"
        );
        assert!(
            r.update.samples > 0 && r.update.p50_us <= r.update.p99_us,
            "{r}"
        );
        assert!(r.messages > r.actions, "{r}");
        if cfg!(unix) {
            assert!(r.cpu.is_some_and(|c| !c.is_zero()), "{r}");
            assert!(r.cpu_per_action_us().is_some(), "{r}");
        }
    }

    #[test]
    fn tables_past_the_open_file_limit_are_refused_naming_it() {
        let e = check_open_files(5000, Some(1024), Some(1024))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("--tables 5000 (4 sockets a table, clients and server in this process) needs about 20256 open files"),
            "{e}"
        );
        assert!(e.contains("may open 1024"), "{e}");
        assert!(e.contains("use at most 192 tables"), "{e}");
        assert!(check_open_files(192, Some(1024), None).is_ok());
        assert!(check_open_files(193, Some(1024), None).is_err());
        assert!(check_open_files(10_000, None, None).is_ok(), "no limit");
    }

    #[tokio::test]
    async fn bounds_are_refused() {
        let too_many = LoadConfig {
            tables: MAX_TABLES + 1,
            ..LoadConfig::default()
        };
        assert!(matches!(run(&too_many).await, Err(LoadError::Bounds(_))));
        let too_long = LoadConfig {
            duration: MAX_DURATION + Duration::from_secs(1),
            ..LoadConfig::default()
        };
        assert!(matches!(run(&too_long).await, Err(LoadError::Bounds(_))));
    }
}
