//! # ryoiki-datagame: card games made of data
//!
//! A game described in a TOML file (its zones, which moves make a new object, its
//! start procedure, its own rule ids, its cards and sample deck), loaded at run time
//! into a [`DataGame`], which is a [`RuleSet`](ryoiki_core::RuleSet) like the games
//! written in Rust. The format is described in `docs/games.md`; the project ships
//! `games/tidepool.toml`.
//!
//! - [`load`] reads, checks and loads a file once per process (the definition is leaked
//!   into the `'static` data the core's trait hands out); [`load_str`] does so from
//!   text, [`check`] only checks.
//! - Every problem of a file is reported with its line and column
//!   ([`DefinitionErrors`]), as a line `path:line:column: message` or with the source
//!   line and a caret ([`DefinitionErrors::render_snippets`]).
//! - [`DataGame::setup`] gives a setup with the sample deck, [`DataGame::begin`] runs
//!   the start procedure on a game, [`DataGame::start`] does both.
//!
//! ```
//! use ryoiki_core::{PlayerId, RuleSet, ZoneId};
//!
//! let src = r#"
//! [game]
//! key = "pebbles"
//! name = { en = "Pebbles", ja = "小石" }
//! players = { min = 2, max = 2 }
//!
//! [[rule]]
//! id = "pebbles-1"
//! title = { en = "The bowl", ja = "鉢" }
//!
//! [[zone]]
//! key = "bowl"
//! name = { en = "bowl", ja = "鉢" }
//! scope = "per-player"
//! visibility = "owner"
//! ordered = false
//! rules = ["pebbles-1"]
//!
//! [[card]]
//! name = "Pebble"
//!
//! [[sample]]
//! zone = "bowl"
//! cards = [{ card = "Pebble", count = 3 }]
//! "#;
//! let game = ryoiki_datagame::load_str("pebbles.toml", src)?;
//! assert_eq!(game.key(), "pebbles");
//! let (g, _events) = game.start(&["alice".into(), "bob".into()], 7)?;
//! let bowl = |p| ZoneId { kind: game.zone_kind("bowl").unwrap(), player: Some(PlayerId(p)) };
//! assert_eq!(g.cards_in(bowl(0)).len(), 3);
//! // Bob sees that alice's bowl holds three cards, but none of them.
//! let bob = g.view(PlayerId(1));
//! let alice_bowl = bob.zone(bowl(0)).unwrap();
//! assert_eq!((alice_bowl.count(), alice_bowl.cards().count()), (3, 0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod game;
mod load;
mod raw;
pub mod snippet;

pub use error::{DefinitionErrors, Hint, LoadError, Located, Problem, StartError};
pub use game::{DataGame, RuleItem, SampleZone, StartStep};
pub use load::{check, load, load_str};
