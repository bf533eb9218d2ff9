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

mod apart;
mod clients;
mod limits;

pub use apart::{ClientsProgram, clients_main};
pub use limits::{
    GRACE, JOIN_TIMEOUT, JOINING_AT_ONCE, LoadError, MAX_DURATION, MAX_TABLES, runtime,
};

use limits::{PROGRESS_EVERY, Sockets, check_open_files, cpu_time, progress};

use crate::server::{Created, Limits, Server};
use crate::setup::{CreateRequest, Mode};
use crate::store::{MemoryStore, SqliteStore, Store};
use clients::{ClientsJob, ClientsOutcome, SeatTicket};
use std::cell::Cell;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;

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
    /// Where the clients run.
    pub clients: Clients,
    /// How the tables are played: [`Mode::Manual`] (the sample setups: tables of free
    /// moves, 150–200 listed to the seat to move) or [`Mode::Rules`] (each game under
    /// its rules from its sample decks; the games that ship none are left out).
    pub mode: Mode,
}

/// Where a load test's clients run.
#[derive(Clone, Debug, Default)]
pub enum Clients {
    /// In the server's process (four sockets a table in one process; the CPU time
    /// reported is the server's and the clients' together).
    #[default]
    Here,
    /// In a second process, started as the given program, which calls
    /// [`clients_main`]: each process holds two sockets a table, and the CPU time is
    /// reported for the server and for the clients apart.
    Apart(ClientsProgram),
    /// Here when the open-file limit holds four sockets a table, else apart.
    Auto(ClientsProgram),
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
            clients: Clients::Here,
            mode: Mode::Manual,
        }
    }
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
    /// The process's CPU time (user and system, every thread: the server, and the
    /// clients when they ran in its process) while the tables played; none where the
    /// system does not say.
    pub cpu: Option<Duration>,
    /// The clients' CPU time while playing, when they ran in a process of their own.
    pub clients_cpu: Option<Duration>,
    /// Whether the clients ran in a process of their own.
    pub clients_apart: bool,
    /// How the tables were played.
    pub mode: Mode,
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

    /// The process's CPU time per accepted action, in microseconds (the server's
    /// alone when the clients ran apart, else the server's and the clients').
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
            "{} tables ({}), {} store, {:.1} s: {} actions ({:.0}/s), {} refused, {} games ended",
            self.tables,
            match self.mode {
                Mode::Manual => "free moves",
                Mode::Rules => "under the rules",
            },
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
        let share = |c: Duration| 100.0 * c.as_secs_f64() / self.elapsed.as_secs_f64().max(1e-9);
        if let (Some(cpu), Some(per)) = (self.cpu, self.cpu_per_action_us()) {
            let whose = if self.clients_apart {
                "the server alone"
            } else {
                "server and clients"
            };
            writeln!(
                f,
                "CPU time while playing: {:.1} s ({:.0}% of a core), {per:.0} µs per action ({whose})",
                cpu.as_secs_f64(),
                share(cpu),
            )?;
        }
        if let Some(c) = self.clients_cpu {
            writeln!(
                f,
                "clients (a second process): {:.1} s of CPU ({:.0}% of a core)",
                c.as_secs_f64(),
                share(c)
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

/// Runs a load test.
///
/// # Errors
/// [`LoadError`]: settings out of bounds, a server that does not start, a client that
/// cannot join.
pub async fn run(cfg: &LoadConfig) -> Result<LoadReport, LoadError> {
    check_bounds(cfg)?;
    let (soft, hard) = crate::open_files::raise();
    let apart = match &cfg.clients {
        Clients::Here => {
            check_open_files(cfg.tables, Sockets::All, soft, hard)?;
            None
        }
        Clients::Apart(p) => {
            check_open_files(cfg.tables, Sockets::OneSide, soft, hard)?;
            Some(p)
        }
        Clients::Auto(p) => {
            if check_open_files(cfg.tables, Sockets::All, soft, hard).is_ok() {
                None
            } else {
                check_open_files(cfg.tables, Sockets::OneSide, soft, hard)?;
                progress(cfg.progress, || {
                    "the clients run in a second process: this one cannot hold four sockets a table"
                        .into()
                });
                Some(p)
            }
        }
    };
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
    // clock starts; this process's CPU time is counted from then.
    let job = ClientsJob {
        addr,
        tables: cfg.tables,
        rate: cfg.rate,
        duration_ms: cfg.duration.as_millis() as u64,
        seed: cfg.seed,
        progress: cfg.progress,
        seats: tickets(&created),
    };
    let (cpu_start, cpu_end) = (Cell::new(None), Cell::new(None));
    let joined = || cpu_start.set(cpu_time());
    let ended = || cpu_end.set(cpu_time());
    let outcome: ClientsOutcome = match apart {
        None => clients::play(&job, joined, ended).await?,
        Some(program) => apart::play(program, &job, joined, ended).await?,
    };
    let cpu = match (cpu_start.get(), cpu_end.get()) {
        (Some(a), Some(b)) => Some(b.saturating_sub(a)),
        _ => None,
    };
    serving.abort();
    Ok(LoadReport {
        tables: cfg.tables,
        elapsed: Duration::from_micros(outcome.elapsed_us),
        actions: outcome.actions,
        refused: outcome.refused,
        ended: outcome.ended,
        messages: outcome.messages,
        update: Latency::of(outcome.update),
        ack: Latency::of(outcome.ack),
        idle_table_bytes,
        rss_end: resident_bytes(),
        store: store_name,
        joining: Duration::from_micros(outcome.joining_us),
        cpu,
        clients_cpu: apart.and(outcome.cpu_us.map(Duration::from_micros)),
        clients_apart: apart.is_some(),
        mode: cfg.mode,
    })
}

/// The first two seats (with tokens) of every table.
fn tickets(created: &[Created]) -> Vec<SeatTicket> {
    created
        .iter()
        .enumerate()
        .flat_map(|(t, c)| {
            c.seats.iter().take(2).filter_map(move |s| {
                Some(SeatTicket {
                    table: t,
                    id: c.id.clone(),
                    seat: s.seat,
                    token: s.token.clone()?,
                })
            })
        })
        .collect()
}

/// The games the tables play, in turn: under the rules, those that ship sample decks.
fn played_games(cfg: &LoadConfig) -> Result<Vec<String>, LoadError> {
    let games: Vec<String> = match cfg.mode {
        Mode::Manual => cfg.games.clone(),
        Mode::Rules => cfg
            .games
            .iter()
            .filter(|g| !crate::samples::decks(g).is_empty())
            .cloned()
            .collect(),
    };
    if games.is_empty() {
        return Err(LoadError::Bounds(
            "no game to play (under the rules, only games with sample decks)".into(),
        ));
    }
    Ok(games)
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
    let games = played_games(cfg)?;
    let mut created = Vec::with_capacity(cfg.tables);
    let mut report_at = Instant::now() + PROGRESS_EVERY;
    for i in 0..cfg.tables {
        if Instant::now() >= report_at {
            report_at += PROGRESS_EVERY;
            progress(cfg.progress, || {
                format!("creating tables: {i} of {}", cfg.tables)
            });
        }
        let req = CreateRequest {
            game: games[i % games.len()].clone(),
            seed: Some(cfg.seed.wrapping_add(i as u64)),
            mode: Some(cfg.mode),
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
        let e = check_open_files(5000, Sockets::All, Some(1024), Some(1024))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("--tables 5000 (4 sockets a table, clients and server in this process) needs about 20256 open files"),
            "{e}"
        );
        assert!(e.contains("may open 1024"), "{e}");
        assert!(
            e.contains("use at most 192 tables, or the clients in a second process"),
            "{e}"
        );
        assert!(check_open_files(192, Sockets::All, Some(1024), None).is_ok());
        assert!(check_open_files(193, Sockets::All, Some(1024), None).is_err());
        assert!(
            check_open_files(10_000, Sockets::All, None, None).is_ok(),
            "no limit"
        );
        // Apart, each process holds two sockets a table: 5,000 tables fit in 20,000
        // descriptors (the server's 10,256), which four a table would not.
        assert!(check_open_files(5000, Sockets::All, Some(20_000), Some(20_000)).is_err());
        assert!(check_open_files(5000, Sockets::OneSide, Some(20_000), Some(20_000)).is_ok());
        let e = check_open_files(9000, Sockets::OneSide, Some(1024), None)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("2 sockets a table, one end of each connection in this process"),
            "{e}"
        );
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
