//! `ryoiki sim`: whole games between bots, and what they came to (a thin shell over
//! `ryoiki-sim`): win rates with Wilson 95% intervals, draws, game lengths, end causes,
//! rule ids cited, and the games per second; or all of it as JSON.

use crate::explain::{messages, phrase};
use crate::play::{no_bot, seat_of};
use crate::progress;
use ryoiki_core::{Lang, Phrase};
use ryoiki_games::{GameKind, UnknownGame};
use ryoiki_sim::{Sim, SimError, SimReport};
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `ryoiki sim` was asked for.
pub struct SimArgs {
    /// The game's key.
    pub game: String,
    /// Its variant.
    pub variant: Option<String>,
    /// The decks, in seat order: `FILE` or `NAME=FILE`; none: the game's sample game.
    pub decks: Vec<String>,
    /// The card pool of every deck, instead of their `pool:` lines.
    pub pool: Option<std::path::PathBuf>,
    /// How many games.
    pub games: u64,
    /// `KIND` or `SEAT=KIND` (one seat). One `KIND` alone plays every seat; several
    /// play the seats in order (`--bot heuristic --bot random`: seat 0 and seat 1), the
    /// seats past them random; `SEAT=KIND` names its seat and wins over both.
    pub bots: Vec<String>,
    /// The run's seed.
    pub seed: u64,
    /// Threads.
    pub jobs: usize,
    /// The most actions one game may take.
    pub step_limit: u64,
    /// The soak's invariant and leak checks after every action.
    pub check: bool,
    /// One line per game besides the summary.
    pub each: bool,
    /// The report as JSON.
    pub json: bool,
    /// The language of the summary and the errors.
    pub lang: Lang,
}

/// Why `ryoiki sim` cannot run.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.render(Lang::En))]
pub enum SimCliError {
    /// A game key that names no game.
    UnknownGame(UnknownGame),
    /// A `--deck` that is neither `FILE` nor `NAME=FILE`.
    DeckArgument(String),
    /// One `--deck` only.
    TooFewDecks(usize),
    /// A `--bot` that is neither `KIND` nor `SEAT=KIND`.
    BotArgument(String),
    /// More bots by seat order (`--bot KIND` given several times) than seats.
    TooManyBots {
        /// How many were given.
        count: usize,
        /// The game's seats.
        seats: usize,
    },
    /// A bot kind there is none of for the game.
    NoBot(ryoiki_bot::UnknownBot),
    /// A seat the game does not have.
    NoSeat(crate::play::PlayError),
    /// The simulation cannot begin.
    Sim(SimError),
}

impl SimCliError {
    /// The reason in `lang`; in English it is the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let p = match self {
            SimCliError::UnknownGame(e) => phrase("play-unknown-game")
                .arg("game", e.0.as_str())
                .arg("games", ryoiki_games::keys()),
            SimCliError::DeckArgument(d) => phrase("sim-deck-argument").arg("deck", d.as_str()),
            SimCliError::TooFewDecks(n) => phrase("play-too-few-decks").arg("count", *n),
            SimCliError::BotArgument(b) => phrase("sim-bot-argument").arg("bot", b.as_str()),
            SimCliError::TooManyBots { count, seats } => phrase("sim-too-many-bots")
                .arg("count", *count)
                .arg("seats", *seats),
            SimCliError::NoBot(e) => no_bot(e, lang),
            SimCliError::NoSeat(e) => return e.render(lang),
            SimCliError::Sim(e) => return sim_error(e, lang),
        };
        p.render(lang)
    }
}

/// Why a simulation cannot begin, in `lang`.
fn sim_error(e: &SimError, lang: Lang) -> String {
    let sep = messages().plain(lang, "explain-list-separator");
    let p = match e {
        SimError::NoVariant(v) => {
            let variants = v.game.variants();
            let listed = if variants.is_empty() {
                messages().plain(lang, "sim-no-variants")
            } else {
                variants.join(&sep)
            };
            phrase("sim-no-variant")
                .arg("game", v.game.key())
                .arg("variant", v.variant.as_str())
                .arg("variants", listed)
        }
        SimError::Deck(d) => return d.render(lang),
        SimError::Setup { game, error } => phrase("sim-setup")
            .arg("game", *game)
            .arg("error", error.render(lang)),
        SimError::Opening { game, error } => phrase("sim-opening")
            .arg("game", *game)
            .arg("error", error.render(lang)),
    };
    p.render(lang)
}

/// Runs `ryoiki sim`; the exit status: 0, 1 when a check found a violation or a
/// listed action was refused, 2 for bad input.
pub fn sim(out: &mut impl Write, args: &SimArgs) -> u8 {
    let lang = args.lang;
    let sim = match build(args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("ryoiki sim: {}", e.render(lang));
            return 2;
        }
    };
    let bar = progress::bar(args.games, &messages().plain(lang, "sim-progress"));
    let report = sim.run(&|done| bar.set_position(done));
    bar.finish_and_clear();
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ryoiki sim: {}", sim_error(&e, lang));
            return 2;
        }
    };
    if args.json {
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&report.to_json()).unwrap_or_default()
        );
    } else {
        summary(out, &report, args.each, lang);
    }
    let refused = report.ends().contains_key("refused");
    if report.violations().next().is_some() || refused {
        1
    } else {
        0
    }
}

/// The simulation asked for: its game, start, bots and numbers.
fn build(args: &SimArgs) -> Result<Sim, SimCliError> {
    let kind: GameKind = args.game.parse().map_err(SimCliError::UnknownGame)?;
    let variant = args.variant.as_deref();
    let mut sim = if args.decks.is_empty() {
        Sim::sample(kind, variant)
    } else {
        let decks = decks(&args.decks)?;
        match crate::decks::setup(kind, &decks, args.pool.as_deref(), 0) {
            Ok(setup) => Sim::deck_setup(kind, setup, variant),
            Err(e) => Err(ryoiki_sim::SimError::Deck(e)),
        }
    }
    .map_err(SimCliError::Sim)?;
    sim.games = args.games;
    sim.seed = args.seed;
    sim.jobs = args.jobs.max(1);
    sim.step_limit = args.step_limit;
    sim.check = args.check;
    let names = sim.players();
    let mut seats = vec![None; names.len()];
    let mut in_order = Vec::new();
    for b in &args.bots {
        match b.split_once('=') {
            None if !b.is_empty() => {
                in_order.push(ryoiki_bot::find(b, kind.key()).map_err(SimCliError::NoBot)?);
            }
            Some((seat, k)) if !seat.is_empty() && !k.is_empty() => {
                let s = seat_of(&names, seat).map_err(SimCliError::NoSeat)?;
                seats[s] = Some(ryoiki_bot::find(k, kind.key()).map_err(SimCliError::NoBot)?);
            }
            _ => return Err(SimCliError::BotArgument(b.clone())),
        }
    }
    match in_order[..] {
        [] => {}
        [one] => sim.default_bot = one,
        _ if in_order.len() > names.len() => {
            return Err(SimCliError::TooManyBots {
                count: in_order.len(),
                seats: names.len(),
            });
        }
        _ => {
            for (seat, kind) in seats.iter_mut().zip(in_order) {
                seat.get_or_insert(kind);
            }
        }
    }
    sim.bots = seats
        .into_iter()
        .map(|k| k.unwrap_or(sim.default_bot))
        .collect();
    Ok(sim)
}

/// Each `--deck` as a player's name and file: `NAME=FILE`, or `FILE`, named by its
/// file name without extension (numbered by seat when two are the same).
fn decks(args: &[String]) -> Result<Vec<(String, PathBuf)>, SimCliError> {
    let mut out = Vec::new();
    for d in args {
        let named = d
            .split_once('=')
            .filter(|(n, _)| !n.is_empty() && !n.contains(['/', '\\']));
        let (name, file) = match named {
            Some((_, "")) => return Err(SimCliError::DeckArgument(d.clone())),
            Some((n, f)) => (n.to_string(), f),
            None if d.is_empty() => return Err(SimCliError::DeckArgument(d.clone())),
            None => {
                let stem = Path::new(d)
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                (stem, d.as_str())
            }
        };
        out.push((name, PathBuf::from(file)));
    }
    if out.len() < 2 {
        return Err(SimCliError::TooFewDecks(out.len()));
    }
    let clash = (0..out.len()).any(|i| (0..i).any(|j| out[i].0 == out[j].0));
    if clash {
        for (seat, (name, _)) in out.iter_mut().enumerate() {
            *name = format!("{name}-{seat}");
        }
    }
    Ok(out)
}

/// A share as a percentage with one decimal.
fn percent(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// The summary for people, in `lang`.
fn summary(out: &mut impl Write, r: &SimReport, each: bool, lang: Lang) {
    let show = |p: Phrase| p.render(lang);
    let sep = messages().plain(lang, "explain-list-separator");
    let game = match &r.variant {
        Some(v) => format!("{} ({v})", r.game),
        None => r.game.clone(),
    };
    let mut lines = vec![show(
        phrase("sim-head")
            .arg("game", game)
            .arg("games", r.records.len())
            .arg("seed", r.seed),
    )];
    if each {
        let none = messages().plain(lang, "sim-none");
        for g in &r.records {
            let winners = match g.end.winners() {
                Some(w) if !w.is_empty() => w
                    .iter()
                    .map(|p| r.players[p.index()].clone())
                    .collect::<Vec<_>>()
                    .join(&sep),
                _ => none.clone(),
            };
            let turn = g.turns.map_or_else(|| none.clone(), |t| t.to_string());
            lines.push(show(
                phrase("sim-game")
                    .arg("game", g.index)
                    .arg("seed", g.seed)
                    .arg("cause", g.end.cause().to_string())
                    .arg("winners", winners)
                    .arg("actions", g.actions)
                    .arg("turn", turn),
            ));
        }
    }
    for w in r.wins() {
        lines.push(show(
            phrase("sim-seat")
                .arg("name", w.name.as_str())
                .arg("bot", w.bot)
                .arg("wins", w.wins)
                .arg("rate", percent(w.rate))
                .arg("low", percent(w.low))
                .arg("high", percent(w.high)),
        ));
    }
    lines.push(show(
        phrase("sim-draws")
            .arg("draws", r.draws())
            .arg("undecided", r.undecided()),
    ));
    let length = |p: Phrase, l: Option<ryoiki_sim::Length>| match l {
        Some(l) => show(
            p.arg("mean", format!("{:.1}", l.mean))
                .arg("median", format!("{}", l.median))
                .arg("max", l.max),
        ),
        None => messages().plain(lang, "sim-no-turns"),
    };
    lines.push(length(phrase("sim-length-actions"), r.actions()));
    lines.push(length(phrase("sim-length-turns"), r.turns()));
    lines.push(messages().plain(lang, "sim-ends"));
    for (cause, n) in r.ends() {
        lines.push(format!(
            "  {}",
            show(phrase("sim-count").arg("what", cause).arg("count", n))
        ));
    }
    lines.push(messages().plain(lang, "sim-rules"));
    for (rule, n) in r.rules() {
        lines.push(format!(
            "  {}",
            show(phrase("sim-count").arg("what", rule).arg("count", n))
        ));
    }
    let never = r.never_cited();
    if !r.catalogue.is_empty() {
        lines.push(show(
            phrase("sim-never-cited")
                .arg("count", never.len())
                .arg("ids", never.join(&sep)),
        ));
    }
    lines.push(show(
        phrase("sim-violations").arg("count", r.violations().count()),
    ));
    for (g, v) in r.violations().take(20) {
        lines.push(format!(
            "  {}",
            show(
                phrase("sim-violation")
                    .arg("game", g)
                    .arg("step", v.step)
                    .arg("problem", v.problem.render(lang))
            )
        ));
    }
    lines.push(show(
        phrase("sim-speed")
            .arg("games", r.records.len())
            .arg("seconds", format!("{:.2}", r.seconds))
            .arg("rate", format!("{:.1}", r.games_per_second())),
    ));
    for l in lines {
        let _ = writeln!(out, "{l}");
    }
}
