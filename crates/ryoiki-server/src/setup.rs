//! A table's game from a create request: the game's built-in sample setup (as
//! `ryoiki play --game G` plays it), or one deck per player read with the deck loader
//! and checked against the game's built-in card pool (a deck's own `pool:` line names a
//! file on the client's machine, so the server ignores it).
//!
//! A table is played in one of two modes ([`Mode`]): **manual**, the free moves of any
//! card (a judge's or a scenario author's sandbox), or **rules**, the game played under
//! its rules from decks (the request's, or the game's sample decks, [`crate::samples`])
//! and begun by the game's own start where it has one (Magic's `start-game`, 2009 rule
//! 101: shuffles, who plays first, hands of seven, mulligans); Force of Will and Phantom
//! Magic Vision list their turn frame's `start-game` to the seats.

use crate::words;
use ryoiki_core::{Action, Args, Setup};
use ryoiki_games::GameKind;
use ryoiki_games::deck::{Deck, Pool};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The most players a table seats.
pub const MAX_PLAYERS: usize = 8;
/// The longest player name.
pub const MAX_NAME: usize = 40;
/// The longest table name.
pub const MAX_TABLE_NAME: usize = 60;

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
    /// How the table is played (absent: [`Mode::Manual`], as before modes existed).
    #[serde(default)]
    pub mode: Option<Mode>,
    /// The table's name, shown in the lobby's list and the table's header (absent: the
    /// table is known by its id alone): 1 to [`MAX_TABLE_NAME`] characters, none of them
    /// a control, bidirectional or zero-width character ([`table_name`]).
    #[serde(default)]
    pub name: Option<String>,
    /// Who may find and watch the table (absent: [`Visibility::Public`]).
    #[serde(default)]
    pub visibility: Option<Visibility>,
}

/// Who may find and watch a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Visibility {
    /// Listed by `GET /api/tables`; anyone may watch it and, once over, replay it as a
    /// spectator.
    #[default]
    Public,
    /// Not listed; watched and replayed as a spectator only with its invite link (a
    /// secret token drawn at creation, shown once to its creator, kept as its hash).
    Private,
}

/// How a table is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Free moves of any card, with the zones' rules enforced: the sample setup (or the
    /// decks) as set up, and the sample game's opening (Magic: Planechase started).
    #[default]
    Manual,
    /// The game under its rules, from decks (the request's, or the game's sample decks
    /// when it brings none), begun by the game's own start from decks
    /// ([`ryoiki_games::GameDescription::deck_opening`]: Magic's `start-game`).
    Rules,
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

pub use crate::wire::Said;

/// Why a table cannot be created from a request. Nothing is created. Its words, in
/// English ([`Display`](std::fmt::Display)) and Japanese ([`CreateError::japanese`]),
/// are the server's catalogue's ([`CreateError::said`]).
#[derive(Debug)]
pub enum CreateError {
    /// Not one of the games.
    UnknownGame(String),
    /// The setup or the variant is refused, or the server holds its most tables.
    Setup(Said),
    /// The setup, the sample game or the built-in pool is refused: the engine's or the
    /// loader's words, in both languages.
    Refused(Said),
    /// A deck entry is refused (a player's name, the number of players).
    Deck(Said),
    /// The decks break their game's rules: every problem with its line, in both
    /// languages.
    Decks(Said),
    /// A bot entry names no seat or no bot.
    Bot(Said),
    /// The table's name (the request's `name`) is empty, too long or holds a character
    /// that may not stand in a name.
    Name(Said),
    /// The operating system gave no randomness (for the view key, tokens or id).
    NoRandomness(String),
    /// The table could not be stored.
    Store(crate::store::StoreError),
}

impl From<crate::store::StoreError> for CreateError {
    fn from(e: crate::store::StoreError) -> CreateError {
        CreateError::Store(e)
    }
}

impl std::fmt::Display for CreateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en)
    }
}

impl std::error::Error for CreateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CreateError::Store(e) => Some(e),
            _ => None,
        }
    }
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
                | CreateError::Name(_)
        )
    }

    /// The reason in Japanese.
    pub fn japanese(&self) -> String {
        self.said().ja
    }

    /// The reason in both languages.
    pub fn said(&self) -> Said {
        match self {
            CreateError::Refused(said)
            | CreateError::Decks(said)
            | CreateError::Setup(said)
            | CreateError::Deck(said)
            | CreateError::Bot(said)
            | CreateError::Name(said) => said.clone(),
            CreateError::UnknownGame(g) => {
                let keys: Vec<&str> = ryoiki_games::games()
                    .into_iter()
                    .map(GameKind::key)
                    .collect();
                words::said_by("server-unknown-game", |lang| {
                    Args::new()
                        .with("game", g.as_str())
                        .with("games", words::list(lang, &keys))
                })
            }
            CreateError::NoRandomness(e) => words::said(
                "server-no-randomness",
                Args::new().with("error", e.as_str()),
            ),
            CreateError::Store(e) => words::said(
                "server-not-stored",
                Args::new().with("error", e.to_string()),
            ),
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

/// The game's built-in card pool (its description's; `decks/pools/` holds the same).
fn pool(kind: GameKind) -> Result<Pool, CreateError> {
    kind.pool().map_err(|problems| {
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
    let variants = kind.variants();
    if let Some(v) = variant
        && !variants.contains(&v)
    {
        let v: String = v.chars().take(40).collect();
        return Err(CreateError::Setup(words::said_by(
            "server-no-variant",
            |lang| {
                let all = if variants.is_empty() {
                    words::messages().plain(lang, "server-no-variants")
                } else {
                    words::list(lang, &variants)
                };
                Args::new()
                    .with("game", kind.key())
                    .with("variant", v.as_str())
                    .with("variants", all)
            },
        )));
    }
    let refused =
        |e: ryoiki_games::NoVariant| CreateError::Refused(Said::new(e.to_string(), e.to_string()));
    let sample = kind.sample(variant, seed).map_err(refused)?;
    let mode = req.mode.unwrap_or_default();
    let sample_decks = kind.sample_decks();
    // Under the rules, the game's own opening from decks (Magic's `start-game`), or the
    // sample game's for a game whose start is taken at the table.
    let rules_opening = || kind.deck_opening(variant, seed).map_err(refused);
    let (setup, opening) = match (mode, &req.decks) {
        (Mode::Manual, None) => (sample.setup, sample.opening),
        (Mode::Manual, Some(decks)) => (deck_setup(kind, decks, variant, seed)?, sample.opening),
        (Mode::Rules, Some(decks)) => (deck_setup(kind, decks, variant, seed)?, rules_opening()?),
        // A game with no sample decks (one made of data) is played from its sample setup.
        (Mode::Rules, None) if sample_decks.is_empty() => (sample.setup, rules_opening()?),
        (Mode::Rules, None) => {
            // The sample game's players (a variant's number of them), each with a sample
            // deck in turn.
            let decks: Vec<DeckEntry> = sample
                .setup
                .players
                .iter()
                .enumerate()
                .map(|(i, name)| DeckEntry {
                    name: name.clone(),
                    deck: sample_decks[i % sample_decks.len()].text.to_string(),
                })
                .collect();
            (deck_setup(kind, &decks, variant, seed)?, rules_opening()?)
        }
    };
    let bots = bots(kind.key(), &setup.players, &req.bots)?;
    Ok(Start {
        kind,
        setup,
        opening,
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
        let n = decks.len();
        return Err(CreateError::Deck(words::said(
            "server-players-count",
            Args::new().with("most", MAX_PLAYERS).with("count", n),
        )));
    }
    let pool = pool(kind)?;
    let mut cards = Vec::new();
    let mut problems: Vec<ryoiki_games::deck::DeckProblem> = Vec::new();
    for (seat, d) in decks.iter().enumerate() {
        check_name(&d.name)?;
        if decks[..seat].iter().any(|e| e.name == d.name) {
            return Err(CreateError::Deck(words::said(
                "server-same-name",
                Args::new().with("name", d.name.as_str()),
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
    // The variant's own options, as its sample game has them (Magic's `two-player` has
    // none; `grand-melee` also sets its turn markers and range of influence).
    kind.set_variant_options(&mut setup, variant);
    Ok(setup)
}

/// The table's name a request asks for, checked: none stays none; a name is 1 to
/// [`MAX_TABLE_NAME`] characters (counted after trimming the spaces around it, which are
/// dropped), none of them a control, bidirectional or zero-width character
/// ([`ryoiki_core::Unprintable`]), as every name the project prints.
///
/// # Errors
/// [`CreateError::Name`], naming the field `name` and what is wrong with it.
pub fn table_name(name: Option<&str>) -> Result<Option<String>, CreateError> {
    let Some(raw) = name else {
        return Ok(None);
    };
    let name = raw.trim();
    let count = name.chars().count();
    if count == 0 || count > MAX_TABLE_NAME {
        return Err(CreateError::Name(words::said(
            "server-table-name-length",
            Args::new()
                .with("most", MAX_TABLE_NAME)
                .with("count", count),
        )));
    }
    if let Some((at, (c, kind))) = name
        .chars()
        .enumerate()
        .find_map(|(i, c)| ryoiki_core::Unprintable::of(c).map(|k| (i + 1, (c, k))))
    {
        let key = match kind {
            ryoiki_core::Unprintable::Control => "setup-name-control",
            ryoiki_core::Unprintable::Bidi => "setup-name-bidi",
            ryoiki_core::Unprintable::ZeroWidth => "setup-name-zero-width",
        };
        return Err(CreateError::Name(words::said_by(
            "server-table-name-unprintable",
            |lang| {
                Args::new()
                    .with("what", ryoiki_core::messages::core().plain(lang, key))
                    .with("code", format!("{:04X}", c as u32))
                    .with("at", at)
            },
        )));
    }
    Ok(Some(name.to_string()))
}

fn check_name(name: &str) -> Result<(), CreateError> {
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        let shown: String = name.chars().take(MAX_NAME + 1).collect();
        return Err(CreateError::Deck(words::said(
            "server-bad-name",
            Args::new()
                .with("most", MAX_NAME)
                .with("name", format!("{shown:?}")),
        )));
    }
    Ok(())
}

/// Which seats bots play: keys are seat numbers or player names, values a kind of bot
/// that plays the game (`ryoiki_bot::kinds_for`: `random`, and Magic's `heuristic`).
fn bots(
    game: &str,
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
                let s: String = seat.chars().take(40).collect();
                let last = players.len() - 1;
                let names: Vec<&str> = players.iter().map(String::as_str).collect();
                CreateError::Bot(words::said_by("server-no-bot-seat", |lang| {
                    Args::new()
                        .with("seat", s.as_str())
                        .with("last", last)
                        .with("names", words::list(lang, &names))
                }))
            })?;
        if let Err(unknown) = ryoiki_bot::find(bot, game) {
            let b: String = bot.chars().take(40).collect();
            return Err(CreateError::Bot(words::said_by("server-no-bot", |lang| {
                Args::new()
                    .with("bot", b.as_str())
                    .with("bots", words::list(lang, &unknown.known))
            })));
        }
        out[i] = Some(bot.clone());
    }
    if out.iter().all(Option::is_some) {
        return Err(CreateError::Bot(words::said_plain("server-all-bots")));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_core::{Game, NullSink, PlayerId, SeatAction};

    fn req(game: &str, mode: Option<Mode>) -> CreateRequest {
        CreateRequest {
            game: game.into(),
            mode,
            ..Default::default()
        }
    }

    /// The game a start gives, its opening applied.
    fn begun(s: Start) -> Game {
        let mut game = Game::new(s.kind.rules(), s.setup).expect("the setup is accepted");
        for a in s.opening {
            game.apply(a, &mut NullSink)
                .expect("the opening is accepted");
        }
        game
    }

    /// A Magic rules table without decks plays the sample decks (60 cards and a planar
    /// deck of 10 each), begun by `start-game`: the first thing is the choice of who
    /// plays first, and a seat is offered only game actions, never a free move.
    #[test]
    fn a_magic_rules_table_begins_under_the_rules_with_the_sample_decks() {
        let s = start(&req("mtg", Some(Mode::Rules)), 5).expect("a rules table");
        assert_eq!(s.setup.players, ["p0", "p1"]);
        assert_eq!(s.setup.cards.len(), 2 * (60 + 10));
        let game = begun(s);
        let pending = game
            .view(PlayerId(0))
            .pending()
            .expect("a decision is pending");
        assert_eq!(pending.what, "choose-starting-player");
        let decider = pending.decider;
        let actions = game.seat_actions(decider);
        assert!(!actions.is_empty());
        assert!(
            actions
                .iter()
                .all(|a| matches!(a, SeatAction::Answer { .. })),
            "{actions:?}"
        );
    }

    /// Without a mode (or in manual mode) a table is the sample setup with the sample
    /// game's opening, as before modes existed: free moves are listed.
    #[test]
    fn a_manual_table_is_the_sample_setup_with_free_moves() {
        for mode in [None, Some(Mode::Manual)] {
            let s = start(&req("mtg", mode), 5).expect("a manual table");
            let sample = GameKind::named("mtg").sample(None, 5).expect("the sample");
            assert_eq!(s.setup.cards.len(), sample.setup.cards.len());
            let game = begun(s);
            let moves = (0..2)
                .flat_map(|p| game.seat_actions(PlayerId(p)))
                .filter(|a| matches!(a, SeatAction::Move { .. }))
                .count();
            assert!(moves > 0, "no free move is listed in manual mode");
        }
    }

    /// Force of Will and PMV rules tables play their sample decks and list the turn
    /// frame's `start-game` to a seat before the game has started.
    #[test]
    fn fow_and_pmv_rules_tables_list_the_frame_start() {
        for game in ["fow", "pmv"] {
            let s = start(&req(game, Some(Mode::Rules)), 5).expect("a rules table");
            assert!(s.opening.is_empty(), "{game}: the seats start the game");
            let g = begun(s);
            let starts = g
                .seat_actions(PlayerId(0))
                .into_iter()
                .filter(|a| {
                    matches!(a, SeatAction::Game { game } if serde_json::to_value(game)
                        .is_ok_and(|v| v["action"] == "start-game"))
                })
                .count();
            assert_eq!(starts, 1, "{game}: start-game is not listed");
        }
    }

    /// A mode the server does not know is refused by the request's reader, naming it.
    #[test]
    fn an_unknown_mode_is_refused() {
        let e = serde_json::from_str::<CreateRequest>(r#"{"game":"mtg","mode":"sandbox"}"#)
            .expect_err("an unknown mode");
        assert!(e.to_string().contains("sandbox"), "{e}");
    }
}
