//! `ryoiki serve --demo`: one table per game, each with the game's sample setup, and
//! the seat URLs to open (the token in the URL's fragment, which no request carries).

use crate::server::{Created, Server};
use crate::setup::{CreateError, CreateRequest};

/// Creates the demo tables (fow, pmv, mtg).
///
/// # Errors
/// As [`Server::create`].
pub async fn create_demo(server: &Server) -> Result<Vec<Created>, CreateError> {
    let mut out = Vec::new();
    for game in ["fow", "pmv", "mtg"] {
        let req = CreateRequest {
            game: game.into(),
            seed: Some(1),
            ..Default::default()
        };
        out.push(server.create(&req).await?);
    }
    Ok(out)
}

/// The lines `--demo` prints: one per table and seat,
/// `demo fow seat 0 (p0): http://ADDR/#table=ID&seat=0&token=TOKEN`.
pub fn seat_lines(addr: &str, tables: &[Created]) -> Vec<String> {
    let mut out = Vec::new();
    for t in tables {
        for s in &t.seats {
            if let Some(token) = &s.token {
                out.push(format!(
                    "demo {} seat {} ({}): http://{addr}/#table={}&seat={}&token={token}",
                    t.game, s.seat, s.name, t.id, s.seat
                ));
            }
        }
    }
    out
}
