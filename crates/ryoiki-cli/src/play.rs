//! `ryoiki play` and `ryoiki replay`: the seat protocol over stdin and stdout, and a
//! saved game's log for the judge or one seat.

use crate::explain::phrase;
use ryoiki_core::{
    ActionError, Lang, NoRandomness, PlayerId, Recorded, ResumeError, SavedGame, SetupError,
    SetupProblem, ViewKey,
};
use ryoiki_games::deck::DeckError;
use ryoiki_games::{GameKind, UnknownGame};
use ryoiki_scenario::LoadError;
use ryoiki_scenario::protocol::{Player, Session};
use ryoiki_soak::{SoakError, soak_start};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why `ryoiki play` or `ryoiki replay` cannot go on: an argument that does not fit, or a
/// game that cannot start or be read. Each is shown in the language asked for.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.render(Lang::En))]
pub enum PlayError {
    /// Both `--scenario` and `--deck`.
    ScenarioAndDeck,
    /// `--deck` without `--game`.
    DeckWithoutGame,
    /// Neither `--game` nor `--scenario`.
    NoGame,
    /// A `--deck` that is not `NAME=FILE`.
    DeckArgument(String),
    /// Fewer than two `--deck`s.
    TooFewDecks(usize),
    /// A seat named that the game does not have.
    NoSeat {
        /// The seat as given.
        seat: String,
        /// The game's seats.
        seats: Vec<String>,
    },
    /// A `--bot` that is not `SEAT=KIND`.
    BotArgument(String),
    /// A seat given both to the client (`--seat`) and to a bot (`--bot`).
    SeatAndBot(String),
    /// A bot kind there is none of for the game.
    NoBot(ryoiki_bot::UnknownBot),
    /// No randomness for the secret view key.
    NoRandomness(NoRandomness),
    /// The scenario file does not load.
    Load(LoadError),
    /// A deck is refused.
    Deck(DeckError),
    /// The sample game cannot begin (an unknown variant).
    Soak(SoakError),
    /// The setup is refused.
    Setup(SetupError),
    /// An action of the game's opening is refused (boxed, to keep results small).
    Opening(Box<ActionError>),
    /// A game key that names no game.
    UnknownGame(UnknownGame),
    /// The saved game cannot be read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// The system's words.
        error: String,
    },
    /// The file is no saved game.
    NotSaved {
        /// The file.
        path: PathBuf,
        /// The JSON reader's words.
        error: String,
    },
    /// The saved game is of no game this program knows.
    SavedGameUnknown {
        /// The file.
        path: PathBuf,
        /// Why.
        error: UnknownGame,
    },
    /// The saved game does not replay.
    Resume {
        /// The file.
        path: PathBuf,
        /// Why (boxed, to keep results small).
        error: Box<ResumeError>,
    },
    /// The game cannot be saved.
    CannotSave {
        /// The file.
        path: PathBuf,
        /// The system's words.
        error: String,
    },
}

/// The keys of the registered games as `--game` takes one: `a|b|c`.
fn game_keys() -> String {
    let keys: Vec<&str> = ryoiki_games::games().into_iter().map(|g| g.key()).collect();
    keys.join("|")
}

impl PlayError {
    /// The reason in `lang`, from the CLI's catalogue and the words of the libraries'
    /// errors; in English it is the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let path = |p: &PathBuf| p.display().to_string();
        let p = match self {
            PlayError::ScenarioAndDeck => phrase("play-scenario-and-deck"),
            PlayError::DeckWithoutGame => {
                phrase("play-deck-without-game").arg("games", game_keys())
            }
            PlayError::NoGame => phrase("play-no-game").arg("games", game_keys()),
            PlayError::DeckArgument(d) => phrase("play-deck-argument").arg("deck", d.as_str()),
            PlayError::TooFewDecks(n) => phrase("play-too-few-decks").arg("count", *n),
            PlayError::NoSeat { seat, seats } => {
                phrase("play-no-seat").arg("seat", seat.as_str()).arg(
                    "seats",
                    seats.join(&crate::explain::messages().plain(lang, "explain-list-separator")),
                )
            }
            PlayError::BotArgument(b) => phrase("play-bot-argument").arg("bot", b.as_str()),
            PlayError::SeatAndBot(s) => phrase("play-seat-and-bot").arg("seat", s.as_str()),
            PlayError::NoBot(e) => no_bot(e, lang),
            PlayError::NoRandomness(e) => {
                return SetupProblem::NoRandomness {
                    reason: e.reason.clone(),
                }
                .render(lang);
            }
            PlayError::Load(e) => {
                let sep = crate::explain::messages().plain(lang, "play-problem-separator");
                let problems: Vec<String> = e
                    .diagnostics
                    .iter()
                    .map(|d| format!("{}:{}: {}", d.line, d.column, d.render(lang)))
                    .collect();
                return format!("{}: {}", e.path, problems.join(&sep));
            }
            PlayError::Deck(e) => return e.render(lang),
            PlayError::Soak(e) => return e.render(lang),
            PlayError::Setup(e) => return e.render(lang),
            PlayError::Opening(e) => phrase("play-opening-refused").arg("error", e.render(lang)),
            PlayError::UnknownGame(e) => unknown_game(e),
            PlayError::Unreadable { path: p, error } => phrase("replay-unreadable")
                .arg("path", path(p))
                .arg("error", error.as_str()),
            PlayError::NotSaved { path: p, error } => phrase("replay-not-saved")
                .arg("path", path(p))
                .arg("error", error.as_str()),
            PlayError::SavedGameUnknown { path: p, error } => phrase("replay-game")
                .arg("path", path(p))
                .arg("error", unknown_game(error)),
            PlayError::Resume { path: p, error } => phrase("replay-game")
                .arg("path", path(p))
                .arg("error", error.render(lang)),
            PlayError::CannotSave { path: p, error } => phrase("play-cannot-save")
                .arg("path", path(p))
                .arg("error", error.as_str()),
        };
        p.render(lang)
    }
}

/// A bot kind that no bot of the game has, in words (`sim` says it the same way).
pub(crate) fn no_bot(e: &ryoiki_bot::UnknownBot, lang: Lang) -> ryoiki_core::Phrase {
    let sep = crate::explain::messages().plain(lang, "explain-list-separator");
    phrase("play-no-bot")
        .arg("bot", e.kind.as_str())
        .arg("bots", e.known.join(&sep))
}

/// A game key that names no game, in words.
fn unknown_game(e: &UnknownGame) -> ryoiki_core::Phrase {
    phrase("play-unknown-game")
        .arg("game", e.0.as_str())
        .arg("games", ryoiki_games::keys())
}

/// What `ryoiki play` was asked for.
pub struct PlayArgs {
    /// The game, for a built-in sample setup.
    pub game: Option<GameKind>,
    /// The language of the errors: arguments, the problems that stop the game from
    /// starting, leaks.
    pub lang: Lang,
    /// Its variant.
    pub variant: Option<String>,
    /// A scenario file whose setup to play instead.
    pub scenario: Option<PathBuf>,
    /// `NAME=FILE` for each player, in seat order: the deck each brings.
    pub decks: Vec<String>,
    /// The card pool of every deck, instead of their `pool:` lines.
    pub pool: Option<PathBuf>,
    /// The seats the client drives (names or numbers); all but the bots when empty.
    pub seats: Vec<String>,
    /// `NAME=KIND` for each seat a bot plays (`random`, or a game's own bot).
    pub bots: Vec<String>,
    /// The seed of the sample setup and of the bots.
    pub seed: u64,
    /// The most actions to take; with none, a game that bots play in every seat stops
    /// after [`ALL_BOTS_LIMIT`].
    pub max_actions: Option<usize>,
    /// Where to save the game when it ends.
    pub save: Option<PathBuf>,
    /// Search every message for hidden identities; a leak fails the run.
    pub check_leaks: bool,
}

/// The most actions a game that bots play in every seat takes when `--max-actions` is
/// not given: bots never concede, and some games (Tidepool) never end, so without a
/// limit such a game would run, and its record grow, without end.
pub const ALL_BOTS_LIMIT: usize = 100_000;

/// Runs `ryoiki play`; the exit status.
pub fn play(args: PlayArgs) -> u8 {
    let lang = args.lang;
    let (rec, variant) = match start(&args) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ryoiki play: {}", e.render(lang));
            return 2;
        }
    };
    let names: Vec<String> = rec.game().state().players().to_vec();
    let key = rec.game().rules().key();
    let seats = match seat_players(&names, &args.seats, &args.bots, key) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki play: {}", e.render(lang));
            return 2;
        }
    };
    let all_bots = seats.iter().all(|s| *s != Player::Client);
    let mut session = Session::new(rec, seats, args.seed ^ 0xB07);
    session.limit = match args.max_actions {
        Some(n) => n,
        None if all_bots => ALL_BOTS_LIMIT,
        None => usize::MAX,
    };
    session.check_leaks = args.check_leaks;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = writeln!(out, "{}", session.hello(variant.as_deref()));
    let _ = out.flush();
    let stdin = std::io::stdin();
    let mut lines = crate::input::Lines::new(stdin.lock());
    let mut write = |line: &str| {
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    };
    session.run(&mut lines, &mut write);
    if let Some(path) = &args.save {
        let text = serde_json::to_string_pretty(session.recorded().saved()).unwrap_or_default();
        if let Err(e) = std::fs::write(path, text) {
            let e = PlayError::CannotSave {
                path: path.clone(),
                error: e.to_string(),
            };
            eprintln!("ryoiki play: {}", e.render(lang));
            return 1;
        }
    }
    if !session.leaks.is_empty() {
        for l in session.leaks.iter().take(5) {
            let leak = phrase("play-leak").arg("leak", l.clone());
            eprintln!("ryoiki play: {}", leak.render(lang));
        }
        let count = phrase("play-leaks").arg("count", session.leaks.len());
        eprintln!("ryoiki play: {}", count.render(lang));
        return 1;
    }
    0
}

/// The game to play: a scenario file's setup or the game's sample setup, opened as the
/// soak opens it (Magic: Planechase started), or the players' decks, opened by the
/// game's own start (Magic: `start-game`), with a fresh secret key.
fn start(args: &PlayArgs) -> Result<(Recorded, Option<String>), PlayError> {
    let key = ViewKey::from_os().map_err(PlayError::NoRandomness)?;
    let (kind, setup) = match (&args.scenario, args.game) {
        (Some(_), _) if !args.decks.is_empty() => return Err(PlayError::ScenarioAndDeck),
        (None, None) if !args.decks.is_empty() => return Err(PlayError::DeckWithoutGame),
        (None, Some(kind)) if !args.decks.is_empty() => (kind, deck_setup(kind, args)?),
        (Some(path), _) => {
            let sc = ryoiki_scenario::load_file_with(path, &ryoiki_soak::custom::shipped())
                .map_err(PlayError::Load)?;
            let kind: GameKind = sc.rules.key().parse().map_err(PlayError::UnknownGame)?;
            (kind, sc.setup)
        }
        (None, Some(kind)) => (
            kind,
            soak_start(kind, args.variant.as_deref(), args.seed)
                .map_err(PlayError::Soak)?
                .setup,
        ),
        (None, None) => return Err(PlayError::NoGame),
    };
    // With decks, the game's own start under its rules where it has one (Magic's
    // `start-game`, as `ryoiki sim --deck` begins), so that bots play a whole game.
    let opening = if args.decks.is_empty() {
        soak_start(kind, args.variant.as_deref(), args.seed)
            .map_err(PlayError::Soak)?
            .opening
    } else {
        kind.deck_opening(args.variant.as_deref(), args.seed)
            .map_err(|e| {
                PlayError::Soak(SoakError::NoVariant {
                    game: e.game,
                    variant: e.variant,
                })
            })?
    };
    let mut rec = Recorded::start(kind.rules(), setup, key).map_err(PlayError::Setup)?;
    for a in opening {
        rec.apply(a, &mut ryoiki_core::NullSink)
            .map_err(|e| PlayError::Opening(Box::new(e)))?;
    }
    Ok((rec, args.variant.clone()))
}

/// The setup of a game from each player's deck file (`NAME=FILE`, in seat order), with
/// the variant as the game's option; every problem of every deck at once.
fn deck_setup(kind: GameKind, args: &PlayArgs) -> Result<ryoiki_core::Setup, PlayError> {
    let mut decks = Vec::new();
    for d in &args.decks {
        let (name, file) = d
            .split_once('=')
            .filter(|(n, f)| !n.is_empty() && !f.is_empty())
            .ok_or_else(|| PlayError::DeckArgument(d.clone()))?;
        decks.push((name.to_string(), PathBuf::from(file)));
    }
    if decks.len() < 2 {
        return Err(PlayError::TooFewDecks(decks.len()));
    }
    let mut setup = crate::decks::setup(kind, &decks, args.pool.as_deref(), args.seed)
        .map_err(PlayError::Deck)?;
    crate::decks::variant_options(kind, args.variant.as_deref(), &mut setup);
    Ok(setup)
}

/// A seat by name or number.
pub(crate) fn seat_of(names: &[String], s: &str) -> Result<usize, PlayError> {
    names
        .iter()
        .position(|n| n == s)
        .or_else(|| s.parse::<usize>().ok().filter(|&i| i < names.len()))
        .ok_or_else(|| PlayError::NoSeat {
            seat: s.to_string(),
            seats: names.to_vec(),
        })
}

/// Who plays each seat: the bots named (of the kinds of `ryoiki-bot` that play the game
/// of key `game`), the client for the seats named (or for every seat not a bot), and a
/// random bot for the rest. A seat named both for the client and for a bot is refused:
/// a seat has one player.
fn seat_players(
    names: &[String],
    seats: &[String],
    bots: &[String],
    game: &str,
) -> Result<Vec<Player>, PlayError> {
    let mut out = vec![
        if seats.is_empty() {
            Player::Client
        } else {
            Player::Random
        };
        names.len()
    ];
    for s in seats {
        out[seat_of(names, s)?] = Player::Client;
    }
    for b in bots {
        let (name, kind) = b
            .split_once('=')
            .ok_or_else(|| PlayError::BotArgument(b.clone()))?;
        let kind = ryoiki_bot::find(kind, game).map_err(PlayError::NoBot)?;
        let seat = seat_of(names, name)?;
        let driven = seats
            .iter()
            .any(|s| seat_of(names, s).is_ok_and(|d| d == seat));
        if driven {
            return Err(PlayError::SeatAndBot(names[seat].clone()));
        }
        out[seat] = Player::Bot(kind);
    }
    Ok(out)
}

/// Runs `ryoiki replay`: the saved game's actions and events, for the judge or one seat.
pub fn replay(out: &mut impl Write, file: &Path, seat: Option<&str>, lang: Lang) -> u8 {
    let fail = |e: PlayError, code: u8| {
        eprintln!("ryoiki replay: {}", e.render(lang));
        code
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            let error = e.to_string();
            return fail(
                PlayError::Unreadable {
                    path: file.to_path_buf(),
                    error,
                },
                2,
            );
        }
    };
    let saved: SavedGame = match serde_json::from_str(&text) {
        Ok(s) => s,
        Err(e) => {
            let error = e.to_string();
            return fail(
                PlayError::NotSaved {
                    path: file.to_path_buf(),
                    error,
                },
                2,
            );
        }
    };
    let kind: GameKind = match saved.game.parse() {
        Ok(k) => k,
        Err(error) => {
            return fail(
                PlayError::SavedGameUnknown {
                    path: file.to_path_buf(),
                    error,
                },
                2,
            );
        }
    };
    let viewer = match seat {
        None => None,
        Some(s) => match seat_of(&saved.setup.players, s) {
            Ok(i) => Some(PlayerId(i as u8)),
            Err(e) => return fail(e, 2),
        },
    };
    let mut n = 0;
    let result = Recorded::resume(kind.rules(), saved, &mut |game, action, events| {
        n += 1;
        match viewer {
            None => {
                let a = serde_json::to_string(action).unwrap_or_default();
                let _ = writeln!(out, "#{n} {a}");
                for e in events {
                    let _ = writeln!(out, "  {}", game.render_event(e, lang));
                }
            }
            Some(v) => {
                let _ = writeln!(out, "#{n}");
                for e in game.seat_events(v, events) {
                    let _ = match lang {
                        Lang::En => writeln!(out, "  {} [{}]", e.en, e.rules.join(", ")),
                        Lang::Ja => writeln!(out, "  {}［{}］", e.ja, e.rules.join("、")),
                    };
                }
            }
        }
    });
    match result {
        Ok(_) => 0,
        Err(error) => fail(
            PlayError::Resume {
                path: file.to_path_buf(),
                error: Box::new(error),
            },
            1,
        ),
    }
}
