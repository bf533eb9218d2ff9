//! Loading a scenario: TOML text to a checked [`Scenario`], with every problem reported.
//!
//! Loading runs in two passes. The first parses the TOML, recovering from syntax errors
//! so that all of them are reported, and reads each table on its own, so that an
//! unknown field in one card does not hide a problem in another. The second resolves
//! names (players, cards, zones, effects) against the game's catalogue. Each problem is
//! a [`Diagnostic`] with the line and column where it stands.
//!
//! This module holds the entry points, the loader itself (its state, its reports, the
//! file's `[scenario]` header and the second pass over its tables) and the limits on a
//! file's size; `bounds` the limits on what its text may cost, checked before parsing. `diagnostic` holds the problems and their positions, `tables` the first
//! pass, `names` the names of players, cards and zones; `cards`, `effects`, `steps` and
//! `expect` read the tables of their names, `decks` a file's `[[deck]]` tables, and
//! `setup` checks the setup as the game will, each problem at its card or player.

mod bounds;
mod cards;
mod decks;
mod diagnostic;
mod doc_keywords;
mod effects;
mod expect;
mod names;
mod setup;
mod snippet;
mod state;
mod steps;
mod tables;

pub use bounds::{MAX_ARRAY_ITEMS, MAX_NESTING, MAX_VALUES};
pub(crate) use diagnostic::serde_words;
pub use diagnostic::{Diagnostic, LoadError};
pub use steps::GENERAL_ARGS;

use crate::games;
use crate::model::Scenario;
use crate::raw::*;
use diagnostic::LineIndex;
use ryoiki_core::{GameOptions, Phrase, RngKind, Setup, Word};
use std::collections::BTreeMap;
use tables::items;
use toml::Spanned;
use toml::de::DeTable;

/// The largest scenario file loaded, in bytes (8 MiB): a real deck or scenario is a few
/// kilobytes, and a bigger file is refused before it is parsed.
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// The most `[[card]]` tables a scenario file may have.
pub const MAX_CARDS: usize = 10_000;

/// The most `[[step]]` tables a scenario file may have.
pub const MAX_STEPS: usize = 100_000;

/// The most cards times steps a scenario file may have: after every step the runner
/// checks every card (conservation, and what each player's view shows), so a file with
/// both many cards and many steps would run for an hour (10,000 cards take about 35 ms a
/// step). A million is about 4 s.
pub const MAX_CARDS_TIMES_STEPS: usize = 1_000_000;

pub(crate) use crate::messages::say;
pub(crate) use state::{Body, Loader, RawFile};

impl<'a> Loader<'a> {
    fn new(src: &'a str, custom: ryoiki_core::CustomEffects) -> Self {
        Loader {
            custom,
            src,
            lines: LineIndex::new(src),
            diags: Vec::new(),
            rules: None,
            players: Vec::new(),
            cards: BTreeMap::new(),
            effects: Vec::new(),
            abilities: Vec::new(),
            ability_at: Vec::new(),
        }
    }

    /// The problems found so far, as the error of loading `path`.
    fn fail(self, path: &str) -> LoadError {
        LoadError {
            path: path.into(),
            diagnostics: self.diags,
        }
    }

    fn pos(&self, offset: usize) -> (usize, usize) {
        self.lines.pos(self.src, offset)
    }

    /// A zone limit as the file writes it: negative for none, else at most
    /// `u32::MAX`. A larger one is an error naming the value (it would otherwise wrap
    /// or silently become "no limit"); `None` then.
    fn zone_limit(&mut self, l: &Spanned<i64>) -> Option<Option<u32>> {
        let v = *l.get_ref();
        if v < 0 {
            return Some(None);
        }
        match u32::try_from(v) {
            Ok(n) => Some(Some(n)),
            Err(_) => {
                self.err(
                    l.span(),
                    say("load-limit-too-large")
                        .arg("limit", v.to_string())
                        .arg("max", u32::MAX.to_string()),
                );
                None
            }
        }
    }

    /// Whether a name prints as it reads: no control characters (NUL, newlines, escapes
    /// …), which would be printed raw in logs and reports, no bidirectional controls and
    /// no zero-width characters (the core's [`ryoiki_core::unprintable`]); if it has one,
    /// an error names the first.
    fn printable(&mut self, s: &S, what: &'static str) -> bool {
        match ryoiki_core::unprintable(s.get_ref()) {
            None => true,
            Some((c, kind)) => {
                let kind = match kind {
                    ryoiki_core::Unprintable::Control => say("load-kind-control"),
                    ryoiki_core::Unprintable::Bidi => say("load-kind-bidi"),
                    ryoiki_core::Unprintable::ZeroWidth => say("load-kind-zero-width"),
                };
                self.err(
                    s.span(),
                    say("load-control-character")
                        .arg("what", say(what))
                        .arg("kind", kind)
                        .arg("name", s.get_ref().escape_debug().to_string())
                        .arg("code", format!("U+{:04X}", c as u32)),
                );
                false
            }
        }
    }

    fn err(&mut self, span: std::ops::Range<usize>, words: Phrase) {
        let (line, column) = self.pos(span.start);
        self.diags.push(Diagnostic::new(line, column, words));
    }

    /// The game and the players of `[scenario]`.
    fn header(&mut self, header: &RawHeader) {
        match header.game.get_ref().parse::<games::GameKind>() {
            Ok(g) => self.rules = Some(g.rules()),
            Err(_) => self.err(
                header.game.span(),
                say("load-unknown-game")
                    .arg("name", header.game.get_ref().as_str())
                    .arg("known", ryoiki_games::keys()),
            ),
        }
        for (i, p) in header.players.iter().enumerate() {
            if header.players[..i]
                .iter()
                .any(|q| q.get_ref() == p.get_ref())
            {
                self.err(
                    p.span(),
                    say("load-player-twice").arg("name", p.get_ref().as_str()),
                );
            }
            if p.get_ref().contains(':') || p.get_ref().contains('@') {
                self.err(p.span(), say("load-player-name-colon"));
            }
            self.printable(p, "load-what-player-name");
        }
        if header.players.is_empty() {
            self.err(0..0, say("load-no-players"));
        }
        self.players = header.players.iter().map(|p| p.get_ref().clone()).collect();
    }

    /// Second pass: the cards, effects, initial expectations and steps, names resolved.
    fn body(&mut self, file: &RawFile<'a>) -> Body {
        let mut cards = Vec::new();
        for (_, c) in &file.cards {
            if let Some(cs) = self.card_setup(c) {
                cards.push(cs);
            }
        }
        // The names steps give the objects they create come first, so an effect, a
        // check or a step may name a token or an ability created before it.
        let named: Vec<(Option<usize>, Vec<usize>)> = file
            .steps
            .iter()
            .map(|(_, s)| (self.name_ability(s), self.object_names(s)))
            .collect();
        let effects = self.effects(&file.effects);
        self.check_untils(&file.effects, &file.steps);
        let mut initial = Vec::new();
        for e in &file.expects {
            if let Some(x) = self.table::<RawExpect>(e, "[[expect]]") {
                let spanned = Spanned::new(e.span(), x);
                if let Some(x) = self.expectation(&spanned) {
                    initial.push(x);
                }
            }
        }
        let mut steps = Vec::new();
        for ((line, s), named) in file.steps.iter().zip(named) {
            if let Some(st) = self.step(s, *line, named) {
                steps.push(st);
            }
        }
        Body {
            cards,
            effects,
            initial,
            steps,
        }
    }

    /// The limits on a file's size: how many cards, how many steps, and the two
    /// multiplied.
    fn check_sizes(&mut self, root: &DeTable<'_>) {
        let mut counts = [0usize; 2];
        for (n, (table, what, max)) in [
            ("card", "load-too-many-cards", MAX_CARDS),
            ("step", "load-too-many-steps", MAX_STEPS),
        ]
        .into_iter()
        .enumerate()
        {
            if let Some(v) = root.get(table) {
                let items = items(v);
                counts[n] = items.len();
                if items.len() > max {
                    self.err(
                        items[max].span(),
                        say(what)
                            .arg("count", items.len().to_string())
                            .arg("max", max.to_string()),
                    );
                }
            }
        }
        let [cards, steps] = counts;
        if self.diags.is_empty() && cards.saturating_mul(steps) > MAX_CARDS_TIMES_STEPS {
            self.err(
                0..0,
                say("load-too-much-work")
                    .arg("cards", cards.to_string())
                    .arg("steps", steps.to_string())
                    .arg("max", MAX_CARDS_TIMES_STEPS.to_string()),
            );
        }
    }

    /// The scenario the file describes, once both passes found no problem.
    fn scenario(&self, path: &str, header: RawHeader, file: &RawFile<'_>, body: Body) -> Scenario {
        let setup = Setup {
            players: self.players.clone(),
            options: GameOptions {
                tournament: header.tournament.unwrap_or(false),
                extra: header.options.clone(),
            },
            seed: header.seed.unwrap_or(0),
            rng: RngKind::ChaCha8,
            cards: body.cards,
        };
        Scenario {
            path: path.into(),
            title: header.title,
            description: header.description,
            title_ja: header.title_ja,
            description_ja: header.description_ja,
            source: header.source,
            rules: self.rules.expect("checked"),
            setup,
            card_names: file
                .cards
                .iter()
                .map(|(_, c)| c.id.get_ref().clone())
                .collect(),
            ability_names: self.abilities.clone(),
            ability_at: self.ability_at.clone(),
            effects: body.effects,
            initial: body.initial,
            steps: body.steps,
            replay: header.replay.unwrap_or(false),
            seat_messages: header.seat_messages.unwrap_or(false),
            custom: self.custom.clone(),
        }
    }
}

/// Loads a scenario from its text; `path` is used in messages, and the pools and decks
/// the file imports (`pools`, `[[deck]]`) are read relative to its folder. Its `custom`
/// effects are those the project ships ([`crate::custom::shipped`]).
///
/// # Errors
/// A [`LoadError`] with every problem found, each with its line and column.
pub fn load_str(path: &str, src: &str) -> Result<Scenario, LoadError> {
    load_str_with(path, src, &crate::custom::shipped())
}

/// [`load_str`] against a program's own registry of effects written in Rust: a
/// `custom` key the registry lacks is a problem of the file, and the runner registers
/// the whole registry in the game it plays.
///
/// # Errors
/// As [`load_str`].
pub fn load_str_with(
    path: &str,
    src: &str,
    custom: &ryoiki_core::CustomEffects,
) -> Result<Scenario, LoadError> {
    if src.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(path, src.len() as u64));
    }
    let mut l = Loader::new(src, custom.clone());
    if !l.check_bounds() {
        return Err(l.fail(path));
    }
    let (root, errors) = DeTable::parse_recoverable(src);
    for e in errors {
        l.toml_err(e, None);
    }
    if !l.diags.is_empty() {
        return Err(l.fail(path));
    }
    let root = root.into_inner();
    l.check_sizes(&root);
    if !l.diags.is_empty() {
        return Err(l.fail(path));
    }
    let mut file = l.tables(&root);
    let Some(header) = file.header.take() else {
        if !file.has_header {
            l.err(0..0, say("load-no-scenario"));
        }
        return Err(l.fail(path));
    };
    l.header(&header);
    let base = std::path::Path::new(path)
        .parent()
        .unwrap_or(std::path::Path::new(""))
        .to_path_buf();
    l.expand_cards(&header, &mut file, &base);
    l.name_cards(&file.cards, &file.broken_cards);
    if l.rules.is_none() {
        return Err(l.fail(path));
    }
    let body = l.body(&file);
    if !l.diags.is_empty() {
        l.diags.sort_by_key(|d| (d.line, d.column));
        l.diags.dedup();
        return Err(l.fail(path));
    }
    let players_at: Vec<_> = header.players.iter().map(|p| p.span()).collect();
    let game_at = header.game.span();
    let sc = l.scenario(path, header, &file, body);
    l.check_setup(&sc, &file, &players_at, game_at);
    if !l.diags.is_empty() {
        l.diags.sort_by_key(|d| (d.line, d.column));
        return Err(l.fail(path));
    }
    Ok(sc)
}

/// The error of a file over [`MAX_FILE_BYTES`].
fn too_big(path: &str, bytes: u64) -> LoadError {
    let size = if bytes > MAX_FILE_BYTES {
        Word::Phrase(say("load-file-size").arg("bytes", bytes.to_string()))
    } else {
        Word::Text(String::new())
    };
    at_start(
        path,
        say("load-too-big")
            .arg("max", MAX_FILE_BYTES.to_string())
            .arg("size", size),
    )
}

/// An error about the whole file, reported at 1:1.
fn at_start(path: &str, words: Phrase) -> LoadError {
    LoadError {
        path: path.into(),
        diagnostics: vec![Diagnostic::new(1, 1, words)],
    }
}

/// Loads a scenario file. A file over [`MAX_FILE_BYTES`] is refused without reading
/// more of it than the limit. Its `custom` effects are those the project ships
/// ([`crate::custom::shipped`]).
///
/// # Errors
/// A [`LoadError`]; an unreadable or too large file is one diagnostic at 1:1.
pub fn load_file(path: &std::path::Path) -> Result<Scenario, LoadError> {
    load_file_with(path, &crate::custom::shipped())
}

/// [`load_file`] against a program's own registry of effects written in Rust (see
/// [`load_str_with`]).
///
/// # Errors
/// As [`load_file`].
pub fn load_file_with(
    path: &std::path::Path,
    custom: &ryoiki_core::CustomEffects,
) -> Result<Scenario, LoadError> {
    use std::io::Read;
    let shown = path.display().to_string();
    let mut bytes = Vec::new();
    let read =
        std::fs::File::open(path).and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes));
    if let Err(e) = read {
        return Err(at_start(
            &shown,
            say("load-cannot-read").arg("error", e.to_string()),
        ));
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        return Err(too_big(&shown, size));
    }
    match String::from_utf8(bytes) {
        Ok(src) => load_str_with(&shown, &src, custom),
        Err(e) => Err(at_start(
            &shown,
            say("load-not-utf8").arg("error", e.to_string()),
        )),
    }
}
