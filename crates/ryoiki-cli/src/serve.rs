//! `ryoiki serve`: a thin shell over `ryoiki-server`: open the store, restore the
//! tables, bind, print the address (and `--demo`'s seat URLs), serve.

use ryoiki_server::{Limits, MemoryStore, Server, SqliteStore, Store, demo};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

/// Where `ryoiki serve` keeps its tables.
#[cfg_attr(not(feature = "postgres"), allow(dead_code))]
pub enum Place {
    /// In a SQLite database in this folder, or (none) only in memory.
    Data(Option<PathBuf>),
    /// In a shared PostgreSQL database, as the node `node`.
    Postgres {
        /// The database's URL.
        url: String,
        /// This node's name.
        node: String,
    },
}

/// The store for `place`, or the message saying why there is none.
fn open_store(place: &Place) -> Result<Arc<dyn Store>, String> {
    match place {
        Place::Data(Some(dir)) => SqliteStore::open(dir)
            .map(|s| Arc::new(s) as Arc<dyn Store>)
            .map_err(|e| e.to_string()),
        Place::Data(None) => Ok(Arc::new(MemoryStore::new())),
        #[cfg(feature = "postgres")]
        Place::Postgres { url, node } => ryoiki_server::PgStore::connect(url, node)
            .map(|s| Arc::new(s) as Arc<dyn Store>)
            .map_err(|e| e.to_string()),
        #[cfg(not(feature = "postgres"))]
        Place::Postgres { .. } => Err("--postgres needs a ryoiki built with the postgres \
             feature (cargo build --release -p ryoiki-cli --features postgres)"
            .to_string()),
    }
}

/// Runs `ryoiki serve`; the exit status (it returns only on an error).
pub fn serve(addr: &str, place: &Place, with_demo: bool) -> u8 {
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("ryoiki serve: cannot start the runtime: {e}");
            return 1;
        }
    };
    rt.block_on(run(addr, place, with_demo))
}

async fn run(addr: &str, place: &Place, with_demo: bool) -> u8 {
    let store = match open_store(place) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki serve: {e}");
            return 2;
        }
    };
    let (server, restored) = match Server::open(store, Limits::default()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki serve: cannot read the stored tables: {e}");
            return 1;
        }
    };
    for e in &restored.failed {
        eprintln!("ryoiki serve: a stored table is left out: {e}");
    }
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("ryoiki serve: cannot listen on {addr}: {e}");
            return 2;
        }
    };
    let local = match listener.local_addr() {
        Ok(a) => a.to_string(),
        Err(e) => {
            eprintln!("ryoiki serve: {e}");
            return 1;
        }
    };
    let mut lines = vec![format!("ryoiki serve: listening on http://{local}")];
    if restored.tables > 0 {
        lines.push(format!(
            "ryoiki serve: {} stored tables restored",
            restored.tables
        ));
    }
    if with_demo {
        match demo::create_demo(&server).await {
            Ok(tables) => lines.extend(demo::seat_lines(&local, &tables)),
            Err(e) => {
                eprintln!("ryoiki serve: the demo tables: {e}");
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
            eprintln!("ryoiki serve: {e}");
            1
        }
    }
}

/// Runs `ryoiki loadtest`; the exit status.
pub fn loadtest(tables: usize, duration: u64, rate: f64, memory: bool, seed: u64) -> u8 {
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("ryoiki loadtest: cannot start the runtime: {e}");
            return 1;
        }
    };
    let cfg = ryoiki_server::loadtest::LoadConfig {
        tables,
        duration: std::time::Duration::from_secs(duration),
        rate,
        memory,
        seed,
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
