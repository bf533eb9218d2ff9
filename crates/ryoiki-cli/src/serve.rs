//! `ryoiki serve`: a thin shell over `ryoiki-server`: open the store, restore the
//! tables, bind, print the address (and `--demo`'s seat URLs), serve.

use crate::explain::phrase;
use ryoiki_core::Lang;
use ryoiki_server::{Limits, MemoryStore, Server, SqliteStore, Store, demo};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

/// Where `ryoiki serve` keeps its tables.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))]
pub enum Place {
    /// In a SQLite database in this folder, or (none) only in memory.
    Data(Option<PathBuf>),
    /// In a shared PostgreSQL database, as the node `node`, taking part in failover.
    Postgres {
        /// The database's URL.
        url: String,
        /// This node's name.
        node: String,
        /// The address its clients use, if not the one it listens on.
        advertise: Option<String>,
        /// How long its lease lasts unrenewed.
        lease: std::time::Duration,
    },
}

/// The address a node of a shared database advertises: `--advertise`, or the address
/// it listens on, which must then name a host (not `0.0.0.0` or `[::]`).
#[cfg(feature = "postgres")]
fn advertised(advertise: Option<&String>, local: std::net::SocketAddr) -> Result<String, String> {
    match advertise {
        Some(a) => Ok(a.clone()),
        None if local.ip().is_unspecified() => Err(format!(
            "--addr {local} names no host clients can reach: give --advertise HOST:PORT"
        )),
        None => Ok(local.to_string()),
    }
}

/// The store for `place`, or the message saying why there is none; `local` is the
/// address the server listens on.
fn open_store(place: &Place, local: std::net::SocketAddr) -> Result<Arc<dyn Store>, String> {
    #[cfg(not(feature = "postgres"))]
    let _ = local;
    match place {
        Place::Data(Some(dir)) => SqliteStore::open(dir)
            .map(|s| Arc::new(s) as Arc<dyn Store>)
            .map_err(|e| e.to_string()),
        Place::Data(None) => Ok(Arc::new(MemoryStore::new())),
        #[cfg(feature = "postgres")]
        Place::Postgres {
            url,
            node,
            advertise,
            lease,
        } => {
            let failover = ryoiki_server::store::Failover {
                addr: advertised(advertise.as_ref(), local)?,
                lease: *lease,
            };
            ryoiki_server::PgStore::connect_with(url, node, Some(failover))
                .map(|s| Arc::new(s) as Arc<dyn Store>)
                .map_err(|e| e.to_string())
        }
        #[cfg(not(feature = "postgres"))]
        Place::Postgres { .. } => Err("--postgres needs a ryoiki built with the postgres \
             feature (cargo build --release -p ryoiki-cli --features postgres)"
            .to_string()),
    }
}

/// Runs `ryoiki serve`; the exit status (it returns only on an error). Its lines and
/// errors are in `lang`; another library's own message stays as it came, inside them.
/// The server's log goes to stderr in `log` format, filtered by `RUST_LOG`.
pub fn serve(
    addr: &str,
    place: &Place,
    with_demo: bool,
    lang: Lang,
    log: ryoiki_server::log::LogFormat,
) -> u8 {
    if let Err(e) = ryoiki_server::log::init(log) {
        fail(lang, "serve-bad-log", &e.to_string());
        return 2;
    }
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            fail(lang, "serve-no-runtime", &e.to_string());
            return 1;
        }
    };
    rt.block_on(run(addr, place, with_demo, lang))
}

/// Prints one of serve's errors: `key` with `error` (another library's words).
fn fail(lang: Lang, key: &'static str, error: &str) {
    let line = phrase(key).arg("error", error.to_string()).render(lang);
    eprintln!("ryoiki serve: {line}");
}

async fn run(addr: &str, place: &Place, with_demo: bool, lang: Lang) -> u8 {
    // Every connection is a descriptor: hold as many as the system lets this process,
    // and refuse to start where that is fewer than the server's own connection limits.
    let (soft, hard) = ryoiki_server::open_files::raise();
    if let Err(e) = ryoiki_server::open_files::check_serve(&Limits::default(), soft, hard) {
        fail(lang, "serve-open-files", &e.to_string());
        return 2;
    }
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        Err(e) => {
            let line = phrase("serve-cannot-listen")
                .arg("addr", addr.to_string())
                .arg("error", e.to_string())
                .render(lang);
            eprintln!("ryoiki serve: {line}");
            return 2;
        }
    };
    // Bound first: a node of a shared database advertises the address it listens on.
    let local = match listener.local_addr() {
        Ok(a) => a,
        Err(e) => {
            fail(lang, "serve-failed", &e.to_string());
            return 1;
        }
    };
    let store = match open_store(place, local) {
        Ok(s) => s,
        Err(e) => {
            fail(lang, "serve-no-store", &e);
            return 2;
        }
    };
    let (server, restored) = match Server::open(store, Limits::default()) {
        Ok(s) => s,
        Err(e) => {
            fail(lang, "serve-unreadable-tables", &e.to_string());
            return 1;
        }
    };
    for e in &restored.failed {
        fail(lang, "serve-table-left-out", &e.to_string());
    }
    // Judges' replays of finished games, for the operator who set a judge token (read
    // from the environment, not the command line, which other users of the machine see).
    if let Ok(token) = std::env::var("RYOIKI_JUDGE_TOKEN")
        && let Err(e) = server.allow_judges(&token)
    {
        fail(lang, "serve-bad-judge-token", &e.to_string());
        return 2;
    }
    let local = local.to_string();
    let said = |p: ryoiki_core::Phrase| format!("ryoiki serve: {}", p.render(lang));
    let mut lines = vec![said(
        phrase("serve-listening").arg("url", format!("http://{local}")),
    )];
    if restored.tables > 0 {
        lines.push(said(
            phrase("serve-restored").arg("count", restored.tables.to_string()),
        ));
    }
    if with_demo {
        match demo::create_demo(&server).await {
            Ok(tables) => {
                for s in demo::seats(&local, &tables) {
                    lines.push(
                        phrase("serve-demo-seat")
                            .arg("game", s.table())
                            .arg("seat", s.seat.to_string())
                            .arg("name", s.name)
                            .arg("url", s.url)
                            .render(lang),
                    );
                }
            }
            Err(e) => {
                fail(lang, "serve-no-demo", &e.to_string());
                return 1;
            }
        }
    }
    {
        let mut out = std::io::stdout().lock();
        for l in lines {
            let _ = writeln!(out, "{l}");
        }
        let _ = out.flush();
    }
    match ryoiki_server::serve(listener, server).await {
        Ok(()) => 0,
        Err(e) => {
            fail(lang, "serve-failed", &e.to_string());
            1
        }
    }
}

/// Runs `ryoiki loadtest`; the exit status.
pub(crate) fn loadtest(o: &crate::args::LoadtestOptions) -> u8 {
    use ryoiki_server::loadtest::{Clients, ClientsProgram};
    // The clients' process is this program again, with its hidden subcommand.
    let program = || {
        std::env::current_exe().map(|program| ClientsProgram {
            program,
            args: vec!["loadtest-clients".into()],
        })
    };
    let clients = match (o.clients, program()) {
        (crate::args::ClientsArg::Here, _) => Clients::Here,
        (crate::args::ClientsArg::Apart, Ok(p)) => Clients::Apart(p),
        (crate::args::ClientsArg::Auto, Ok(p)) => Clients::Auto(p),
        (_, Err(e)) => {
            eprintln!("ryoiki loadtest: cannot find this program to run the clients apart: {e}");
            return 1;
        }
    };
    let Some(rt) = ryoiki_server::loadtest::runtime("ryoiki loadtest") else {
        return 1;
    };
    let cfg = ryoiki_server::loadtest::LoadConfig {
        tables: o.tables,
        duration: std::time::Duration::from_secs(o.duration),
        rate: o.rate,
        memory: o.memory,
        seed: o.seed,
        progress: true,
        clients,
        mode: match o.mode {
            crate::args::TableModeArg::Manual => ryoiki_server::Mode::Manual,
            crate::args::TableModeArg::Rules => ryoiki_server::Mode::Rules,
        },
        ..Default::default()
    };
    match rt.block_on(ryoiki_server::loadtest::run(&cfg)) {
        Ok(report) => {
            print!("{report}");
            0
        }
        Err(e @ ryoiki_server::loadtest::LoadError::Bounds(_)) => {
            eprintln!("ryoiki loadtest: {e}");
            2
        }
        Err(e) => {
            eprintln!("ryoiki loadtest: {e}");
            1
        }
    }
}
