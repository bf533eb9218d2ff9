//! `ryoiki play` and `ryoiki replay`: the seat protocol over stdin and stdout, and a
//! saved game's log for the judge or one seat.

use ryoiki_core::{Lang, PlayerId, Recorded, SavedGame, SetupError, ViewKey};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::protocol::{Player, Session};
use ryoiki_scenario::soak::soak_start;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

/// What `ryoiki play` was asked for.
pub struct PlayArgs {
    /// The game, for a built-in sample setup.
    pub game: Option<GameKind>,
    /// The language of the problems that stop the game from starting.
    pub lang: Lang,
    /// Its variant.
    pub variant: Option<String>,
    /// A scenario file whose setup to play instead.
    pub scenario: Option<PathBuf>,
    /// `NAME=FILE` for each player, in seat order: the deck each brings.
    pub decks: Vec<String>,
    /// The seats the client drives (names or numbers); all but the bots when empty.
    pub seats: Vec<String>,
    /// `NAME=random` for each seat a bot plays.
    pub bots: Vec<String>,
    /// The seed of the sample setup and of the bots.
    pub seed: u64,
    /// The most actions to take.
    pub max_actions: Option<usize>,
    /// Where to save the game when it ends.
    pub save: Option<PathBuf>,
    /// Search every message for hidden identities; a leak fails the run.
    pub check_leaks: bool,
}

/// Runs `ryoiki play`; the exit status.
pub fn play(args: PlayArgs) -> u8 {
    let (rec, variant) = match start(&args) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ryoiki play: {e}");
            return 2;
        }
    };
    let names: Vec<String> = rec.game().state().players().to_vec();
    let seats = match seat_players(&names, &args.seats, &args.bots) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki play: {e}");
            return 2;
        }
    };
    let mut session = Session::new(rec, seats, args.seed ^ 0xB07);
    session.limit = args.max_actions.unwrap_or(usize::MAX);
    session.check_leaks = args.check_leaks;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = writeln!(out, "{}", session.hello(variant.as_deref()));
    let _ = out.flush();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines().map_while(Result::ok);
    let mut write = |line: &str| {
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    };
    session.run(&mut lines, &mut write);
    if let Some(path) = &args.save {
        let text = serde_json::to_string_pretty(session.recorded().saved()).unwrap_or_default();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("ryoiki play: cannot save to {}: {e}", path.display());
            return 1;
        }
    }
    if !session.leaks.is_empty() {
        for l in session.leaks.iter().take(5) {
            eprintln!("ryoiki play: leak: {l}");
        }
        eprintln!("ryoiki play: {} leaks in all", session.leaks.len());
        return 1;
    }
    0
}

/// The game to play: a scenario file's setup or the game's sample setup, opened as the
/// soak opens it (Magic: Planechase started), with a fresh secret key.
fn start(args: &PlayArgs) -> Result<(Recorded, Option<String>), String> {
    let key = ViewKey::from_os().map_err(|e| e.to_string())?;
    let lang = args.lang;
    let err = |e: SetupError| e.render(lang);
    let (kind, setup) = match (&args.scenario, args.game) {
        (Some(_), _) if !args.decks.is_empty() => {
            return Err("give either --scenario or --deck, not both".into());
        }
        (None, None) if !args.decks.is_empty() => {
            return Err("--deck needs --game fow|pmv|mtg (which game the decks are for)".into());
        }
        (None, Some(kind)) if !args.decks.is_empty() => (kind, deck_setup(kind, args)?),
        (Some(path), _) => {
            let sc = ryoiki_scenario::load_file(path).map_err(|e| {
                format!(
                    "{}: {}",
                    e.path,
                    e.diagnostics
                        .iter()
                        .map(|d| format!("{}:{}: {}", d.line, d.column, d.render(lang)))
                        .collect::<Vec<_>>()
                        .join("; ")
                )
            })?;
            let kind: GameKind = sc.rules.key().parse().map_err(|e| format!("{e}"))?;
            (kind, sc.setup)
        }
        (None, Some(kind)) => (
            kind,
            soak_start(kind, args.variant.as_deref(), args.seed)?.setup,
        ),
        (None, None) => return Err("give --game fow|pmv|mtg or --scenario FILE".into()),
    };
    let opening = soak_start(kind, args.variant.as_deref(), args.seed)?.opening;
    let mut rec = Recorded::start(kind.rules(), setup, key).map_err(err)?;
    for a in opening {
        rec.apply(a, &mut ryoiki_core::NullSink)
            .map_err(|e| format!("the game's opening is refused: {e}"))?;
    }
    Ok((rec, args.variant.clone()))
}

/// The setup of a game from each player's deck file (`NAME=FILE`, in seat order), with
/// the variant as the game's option; every problem of every deck at once.
fn deck_setup(kind: GameKind, args: &PlayArgs) -> Result<ryoiki_core::Setup, String> {
    let mut decks = Vec::new();
    for d in &args.decks {
        let (name, file) = d
            .split_once('=')
            .filter(|(n, f)| !n.is_empty() && !f.is_empty())
            .ok_or_else(|| format!("--deck {d}: expected NAME=FILE (alice=decks/mtg/gulls.txt)"))?;
        decks.push((name.to_string(), PathBuf::from(file)));
    }
    if decks.len() < 2 {
        return Err(format!(
            "--deck: a game needs at least two players, each with a deck (got {})",
            decks.len()
        ));
    }
    let (mut setup, _ids) = ryoiki_scenario::deck::setup_from_decks(kind, &decks, args.seed)
        .map_err(|e| e.render(args.lang))?;
    if let Some(v) = &args.variant {
        setup.options.extra.insert("variant".into(), v.clone());
    }
    Ok(setup)
}

/// A seat by name or number.
fn seat_of(names: &[String], s: &str) -> Result<usize, String> {
    names
        .iter()
        .position(|n| n == s)
        .or_else(|| s.parse::<usize>().ok().filter(|&i| i < names.len()))
        .ok_or_else(|| format!("no seat '{s}' (the seats: {})", names.join(", ")))
}

/// Who plays each seat: the bots named, the client for the seats named (or for every
/// seat not a bot), and a random bot for the rest.
fn seat_players(
    names: &[String],
    seats: &[String],
    bots: &[String],
) -> Result<Vec<Player>, String> {
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
            .ok_or_else(|| format!("--bot takes SEAT=random, not '{b}'"))?;
        if kind != "random" {
            return Err(format!("no bot '{kind}' (the bots: random)"));
        }
        out[seat_of(names, name)?] = Player::Random;
    }
    Ok(out)
}

/// Runs `ryoiki replay`: the saved game's actions and events, for the judge or one seat.
pub fn replay(out: &mut impl Write, file: &Path, seat: Option<&str>, lang: Lang) -> u8 {
    let saved: SavedGame = match std::fs::read_to_string(file)
        .map_err(|e| e.to_string())
        .and_then(|t| serde_json::from_str(&t).map_err(|e| e.to_string()))
    {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki replay: {}: {e}", file.display());
            return 2;
        }
    };
    let kind: GameKind = match saved.game.parse() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("ryoiki replay: {}: {e}", file.display());
            return 2;
        }
    };
    let viewer = match seat {
        None => None,
        Some(s) => match seat_of(&saved.setup.players, s) {
            Ok(i) => Some(PlayerId(i as u8)),
            Err(e) => {
                eprintln!("ryoiki replay: {e}");
                return 2;
            }
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
                    let text = match lang {
                        Lang::En => e.en,
                        Lang::Ja => e.ja,
                    };
                    let _ = writeln!(out, "  {text} [{}]", e.rules.join(", "));
                }
            }
        }
    });
    match result {
        Ok(_) => 0,
        Err(e) => {
            eprintln!("ryoiki replay: {}: {e}", file.display());
            1
        }
    }
}
