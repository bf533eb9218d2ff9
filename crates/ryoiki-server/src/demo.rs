//! `ryoiki serve --demo`: one table per game played under its rules (Magic: the 2009
//! rules with Planechase, the sample decks `mtg/skyfire.txt` against `mtg/grove.txt`,
//! begun by `start-game`; Force of Will and Phantom Magic Vision: their sample decks and
//! turn frame, started by a seat), then one Magic table in manual mode (free moves), and
//! the seat URLs to open (the token in the URL's fragment, which no request carries).

use crate::server::{Created, Server};
use crate::setup::{CreateError, CreateRequest, Mode};

/// One demo table: how it is played, and what creating it gave.
#[derive(Clone, Debug)]
pub struct DemoTable {
    /// Rules or manual.
    pub mode: Mode,
    /// The table as created.
    pub created: Created,
}

/// The game whose demo also has a manual table (free moves), for judges and scenario
/// authors.
const MANUAL_GAME: &str = "mtg";

/// Creates the demo tables: one per listed game in rules mode, in the list's order,
/// then one Magic table in manual mode.
///
/// # Errors
/// As [`Server::create`].
pub async fn create_demo(server: &Server) -> Result<Vec<DemoTable>, CreateError> {
    let mut asked: Vec<(String, Mode)> = ryoiki_games::games()
        .into_iter()
        .map(|g| (g.key().to_string(), Mode::Rules))
        .collect();
    if asked.iter().any(|(g, _)| g == MANUAL_GAME) {
        asked.push((MANUAL_GAME.to_string(), Mode::Manual));
    }
    let mut out = Vec::new();
    for (game, mode) in asked {
        let req = CreateRequest {
            game,
            seed: Some(1),
            mode: Some(mode),
            ..Default::default()
        };
        out.push(DemoTable {
            mode,
            created: server.create(&req).await?,
        });
    }
    Ok(out)
}

/// One seat a person may take at a demo table, with the URL that opens it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DemoSeat {
    /// The game's key (`fow`, `pmv`, `mtg`).
    pub game: String,
    /// How the table is played.
    pub mode: Mode,
    /// The seat.
    pub seat: u8,
    /// The seat's player name.
    pub name: String,
    /// `http://ADDR/#table=ID&seat=N&token=TOKEN`.
    pub url: String,
}

impl DemoSeat {
    /// The table as a line names it: the game's key, and `manual` after it for a
    /// manual table (`mtg`, `mtg manual`).
    pub fn table(&self) -> String {
        match self.mode {
            Mode::Rules => self.game.clone(),
            Mode::Manual => format!("{} manual", self.game),
        }
    }
}

/// The seats of the demo tables that people play (bots' seats have no token), in table
/// and seat order: what `--demo` prints, one line each.
pub fn seats(addr: &str, tables: &[DemoTable]) -> Vec<DemoSeat> {
    let mut out = Vec::new();
    for DemoTable { mode, created: t } in tables {
        for s in &t.seats {
            if let Some(token) = &s.token {
                out.push(DemoSeat {
                    game: t.game.to_string(),
                    mode: *mode,
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
