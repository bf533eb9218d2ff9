//! `ryoiki check-frames` (hidden, a diagnostic): judges the WebSocket frames a client
//! recorded against the table's game in a `ryoiki serve --data DIR` folder
//! (`ryoiki_server::frames`). The browser test writes one file per table and runs it.

use ryoiki_server::SqliteStore;
use ryoiki_server::frames::{FrameLog, check_stored};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Checks each file of frames against the tables of the data folder `data`; the exit
/// status: 0 when no frame has a problem, 1 when one has, 2 for bad input (no
/// database, a file that is not a frame log, a table the store does not have).
pub fn check_frames(out: &mut impl Write, data: &Path, files: &[PathBuf]) -> u8 {
    let db = data.join("tables.db");
    if !db.is_file() {
        eprintln!(
            "ryoiki check-frames: no table database at {} (the --data folder of ryoiki serve)",
            db.display()
        );
        return 2;
    }
    let store = match SqliteStore::open(data) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki check-frames: {e}");
            return 2;
        }
    };
    let (mut clean, mut faulty) = (0, 0);
    for file in files {
        let log: FrameLog = match std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|t| serde_json::from_str(&t).map_err(|e| e.to_string()))
        {
            Ok(l) => l,
            Err(e) => {
                eprintln!("ryoiki check-frames: {}: {e}", file.display());
                return 2;
            }
        };
        let report = match check_stored(&store, &log) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("ryoiki check-frames: {}: {e}", file.display());
                return 2;
            }
        };
        let game = match &report.variant {
            Some(v) => format!("{} {v}", report.game),
            None => report.game.clone(),
        };
        for p in &report.problems {
            let _ = writeln!(out, "{}: table {}: {p}", file.display(), report.table);
        }
        let _ = writeln!(
            out,
            "table {} ({game}): {} frames of {} pages judged over {} versions: {} problems",
            report.table,
            report.frames,
            log.pages.len(),
            report.versions + 1,
            report.problems.len()
        );
        if report.problems.is_empty() {
            clean += 1;
        } else {
            faulty += 1;
        }
    }
    let _ = writeln!(
        out,
        "check-frames: {clean} tables without a problem, {faulty} with problems"
    );
    u8::from(faulty > 0)
}
