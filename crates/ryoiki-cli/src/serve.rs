//! `ryoiki serve`: a thin shell over `ryoiki-server`: open the store, restore the
//! tables, bind, print the address (and `--demo`'s seat URLs), serve.

use ryoiki_server::{Limits, MemoryStore, Server, SqliteStore, Store, demo};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;

/// Runs `ryoiki serve`; the exit status (it returns only on an error).
pub fn serve(addr: &str, data: Option<&Path>, with_demo: bool) -> u8 {
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
    rt.block_on(run(addr, data, with_demo))
}

async fn run(addr: &str, data: Option<&Path>, with_demo: bool) -> u8 {
    let store: Arc<dyn Store> = match data {
        Some(dir) => match SqliteStore::open(dir) {
            Ok(s) => Arc::new(s),
            Err(e) => {
                eprintln!("ryoiki serve: {e}");
                return 2;
            }
        },
        None => Arc::new(MemoryStore::new()),
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
