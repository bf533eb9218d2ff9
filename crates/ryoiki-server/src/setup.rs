//! A table's game from a create request: the game's built-in sample setup (as
//! `ryoiki play --game G` plays it), or one deck per player read with the deck loader
//! and checked against the game's built-in card pool (a deck's own `pool:` line names a
//! file on the client's machine, so the server ignores it).

use ryoiki_core::{Action, Lang, Setup};
use ryoiki_scenario::deck::{Deck, Pool};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::soak::{soak_start, variants};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The most players a table seats.
pub const MAX_PLAYERS: usize = 8;
/// The longest player name.
pub const MAX_NAME: usize = 40;

/// `POST /api/tables`: what table to create.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    /// `fow`, `pmv` or `mtg`.
    pub game: String,
    /// A variant of the game (Magic's Planechase variants).
    #[serde(default)]
    pub variant: Option<String>,
    /// The seed of the setup and the bots (random when absent).
    #[serde(default)]
    pub seed: Option<u64>,
    /// One deck per player, in seat order (the sample setup when absent).
    #[serde(default)]
    pub decks: Option<Vec<DeckEntry>>,
    /// Seats a bot plays: seat number or player name → `"random"`.
    #[serde(default)]
    pub bots: BTreeMap<String, String>,
}

/// One player and the deck they bring.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckEntry {
    /// The player's name.
    pub name: String,
    /// The deck file's text (a plain-text decklist, or Cockatrice XML).
    pub deck: String,
}

/// A message for a person, in English and in Japanese (the engine's, the loader's and
/// the deck reader's words put into each language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// In English.
    pub en: String,
    /// In Japanese.
    pub ja: String,
}

impl Said {
    /// A message rendered in each language by `render`.
    pub fn of(render: impl Fn(Lang) -> String) -> Said {
        Said {
            en: render(Lang::En),
            ja: render(Lang::Ja),
        }
    }
}

/// Why a table cannot be created from a request. Nothing is created.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    /// Not one of the games.
    #[error("no game '{0}' (the games: fow, pmv, mtg)")]
    UnknownGame(String),
    /// The setup or the variant is refused.
    #[error("{0}")]
    Setup(String),
    /// The setup, the sample game or the built-in pool is refused: the engine's or the
    /// loader's words, in both languages.
    #[error("{}", .0.en)]
    Refused(Said),
    /// A deck entry is refused (a player's name, the number of players).
    #[error("{0}")]
    Deck(String),
    /// The decks break their game's rules: every problem with its line, in both
    /// languages.
    #[error("{}", .0.en)]
    Decks(Said),
    /// A bot entry names no seat or no bot.
    #[error("{0}")]
    Bot(String),
    /// The operating system gave no randomness (for the view key, tokens or id).
    #[error("no randomness from the operating system: {0}")]
    NoRandomness(String),
    /// The table could not be stored.
    #[error("the table could not be stored: {0}")]
    Store(#[from] crate::store::StoreError),
}

impl CreateError {
    /// Whether the request was at fault (HTTP 400) rather than the server (500).
    pub fn is_client_error(&self) -> bool {
        matches!(
            self,
            CreateError::UnknownGame(_)
                | CreateError::Setup(_)
                | CreateError::Refused(_)
                | CreateError::Deck(_)
                | CreateError::Decks(_)
                | CreateError::Bot(_)
        )
    }

    /// The reason in Japanese, where it has Japanese words (the engine's, the loader's
    /// and the deck reader's problems); the server's own few reasons are English only.
    pub fn japanese(&self) -> Option<&str> {
        match self {
            CreateError::Refused(said) | CreateError::Decks(said) => Some(said.ja.as_str()),
            _ => None,
        }
    }
}

/// A game ready to start: its kind, setup, opening actions and which seats bots play.
pub struct Start {
    /// The game.
    pub kind: GameKind,
    /// The setup.
    pub setup: Setup,
    /// The opening actions (Magic: Planechase started), applied before play.
    pub opening: Vec<Action>,
    /// For each seat, the bot that plays it.
    pub bots: Vec<Option<String>>,
}

/// The game's built-in card pool (the one `decks/pools/` holds).
fn pool(kind: GameKind) -> Result<Pool, CreateError> {
    let (file, text) = match kind {
        GameKind::Fow => ("fow.toml", include_str!("../../../decks/pools/fow.toml")),
        GameKind::Pmv => ("pmv.toml", include_str!("../../../decks/pools/pmv.toml")),
        GameKind::Mtg => ("mtg.toml", include_str!("../../../decks/pools/mtg.toml")),
    };
    Pool::parse(file, text).map_err(|problems| {
        CreateError::Refused(Said::of(|lang| {
            let sep = ryoiki_core::messages::core().plain(lang, "group-separator");
            let words: Vec<String> = problems.iter().map(|p| p.render(lang)).collect();
            words.join(&sep)
        }))
    })
}

/// The setup, opening and bots a request asks for.
///
/// # Errors
/// [`CreateError`]: an unknown game or variant, a refused deck (every problem, with its
/// line), a bot entry that names no seat or no bot, or a table of bots only.
pub fn start(req: &CreateRequest, seed: u64) -> Result<Start, CreateError> {
    let kind: GameKind = req
        .game
        .parse()
        .map_err(|_| CreateError::UnknownGame(req.game.chars().take(20).collect()))?;
    let variant = req.variant.as_deref();
    if let Some(v) = variant
        && !variants(kind).contains(&v)
    {
        return Err(CreateError::Setup(format!(
            "the {} rule set has no variant '{}' (its variants: {})",
            kind.key(),
            v.chars().take(40).collect::<String>(),
            if variants(kind).is_empty() {
                "none".to_string()
            } else {
                variants(kind).join(", ")
            }
        )));
    }
    let sample = soak_start(kind, variant, seed)
        .map_err(|e| CreateError::Refused(Said::of(|l| e.render(l))))?;
    let setup = match &req.decks {
        None => sample.setup,
        Some(decks) => deck_setup(kind, decks, variant, seed)?,
    };
    let bots = bots(&setup.players, &req.bots)?;
    Ok(Start {
        kind,
        setup,
        opening: sample.opening,
        bots,
    })
}

fn deck_setup(
    kind: GameKind,
    decks: &[DeckEntry],
    variant: Option<&str>,
    seed: u64,
) -> Result<Setup, CreateError> {
    if decks.len() < 2 || decks.len() > MAX_PLAYERS {
        return Err(CreateError::Deck(format!(
            "a table needs 2 to {MAX_PLAYERS} players, each with a deck (got {})",
            decks.len()
        )));
    }
    let pool = pool(kind)?;
    let mut cards = Vec::new();
    let mut problems: Vec<ryoiki_scenario::deck::DeckProblem> = Vec::new();
    for (seat, d) in decks.iter().enumerate() {
        check_name(&d.name)?;
        if decks[..seat].iter().any(|e| e.name == d.name) {
            return Err(CreateError::Deck(format!(
                "two players are named '{}'",
                d.name
            )));
        }
        let file = format!("deck of {}", d.name);
        let owner = ryoiki_core::PlayerId(seat as u8);
        match Deck::parse(&file, &d.deck, kind)
            .and_then(|deck| deck.setup_pieces(&pool, owner, &d.name))
        {
            Ok(pieces) => cards.extend(pieces.into_iter().map(|(_, c)| c)),
            Err(e) => problems.extend(e.problems),
        }
    }
    if !problems.is_empty() {
        return Err(CreateError::Decks(Said::of(|lang| {
            let sep = ryoiki_core::messages::core().plain(lang, "group-separator");
            let words: Vec<String> = problems.iter().map(|p| p.render(lang)).collect();
            words.join(&sep)
        })));
    }
    let mut setup = Setup {
        players: decks.iter().map(|d| d.name.clone()).collect(),
        seed,
        cards,
        ..Default::default()
    };
    if let Some(v) = variant {
        setup.options.extra.insert("variant".into(), v.to_string());
    }
    Ok(setup)
}

fn check_name(name: &str) -> Result<(), CreateError> {
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(CreateError::Deck(format!(
            "a player's name is 1 to {MAX_NAME} printable characters, not {:?}",
            name.chars().take(MAX_NAME + 1).collect::<String>()
        )));
    }
    Ok(())
}

/// Which seats bots play: keys are seat numbers or player names, values `"random"`.
fn bots(
    players: &[String],
    asked: &BTreeMap<String, String>,
) -> Result<Vec<Option<String>>, CreateError> {
    let mut out = vec![None; players.len()];
    for (seat, bot) in asked {
        let i = players
            .iter()
            .position(|p| p == seat)
            .or_else(|| seat.parse::<usize>().ok().filter(|&i| i < players.len()))
            .ok_or_else(|| {
                CreateError::Bot(format!(
                    "no seat '{}' for a bot (the seats: 0 to {}, or {})",
                    seat.chars().take(40).collect::<String>(),
                    players.len() - 1,
                    players.join(", ")
                ))
            })?;
        if bot != "random" {
            return Err(CreateError::Bot(format!(
                "no bot '{}' (the bots: random)",
                bot.chars().take(40).collect::<String>()
            )));
        }
        out[i] = Some(bot.clone());
    }
    if out.iter().all(Option::is_some) {
        return Err(CreateError::Bot(
            "every seat is a bot: a table needs at least one person".into(),
        ));
    }
    Ok(out)
}
