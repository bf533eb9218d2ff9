//! `ryoiki serve --demo`: one table per game, each with the game's sample setup, and
//! the seat URLs to open (the token in the URL's fragment, which no request carries).

use crate::server::{Created, Server};
use crate::setup::{CreateError, CreateRequest};

/// Creates the demo tables: one per listed game, in the list's order.
///
/// # Errors
/// As [`Server::create`].
pub async fn create_demo(server: &Server) -> Result<Vec<Created>, CreateError> {
    let mut out = Vec::new();
    for game in ryoiki_games::games() {
        let req = CreateRequest {
            game: game.key().into(),
            seed: Some(1),
            ..Default::default()
        };
        out.push(server.create(&req).await?);
    }
    Ok(out)
}

/// One seat a person may take at a demo table, with the URL that opens it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DemoSeat {
    /// The game's key (`fow`, `pmv`, `mtg`).
    pub game: String,
    /// The seat.
    pub seat: u8,
    /// The seat's player name.
    pub name: String,
    /// `http://ADDR/#table=ID&seat=N&token=TOKEN`.
    pub url: String,
}

/// The seats of the demo tables that people play (bots' seats have no token), in table
/// and seat order: what `--demo` prints, one line each.
pub fn seats(addr: &str, tables: &[Created]) -> Vec<DemoSeat> {
    let mut out = Vec::new();
    for t in tables {
        for s in &t.seats {
            if let Some(token) = &s.token {
                out.push(DemoSeat {
                    game: t.game.to_string(),
                    seat: s.seat,
                    name: s.name.clone(),
                    url: format!(
                        "http://{addr}/#table={}&seat={}&token={token}",
                        t.id, s.seat
                    ),
                });
            }
        }
    }
    out
}
