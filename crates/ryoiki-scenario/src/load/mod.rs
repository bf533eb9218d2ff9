//! Loading a scenario: TOML text to a checked [`Scenario`], with every problem reported.
//!
//! Loading runs in two passes. The first parses the TOML, recovering from syntax errors
//! so that all of them are reported, and reads each table on its own, so that an
//! unknown field in one card does not hide a problem in another. The second resolves
//! names (players, cards, zones, effects) against the game's catalogue. Each problem is
//! a [`Diagnostic`] with the line and column where it stands.
//!
//! This module holds the entry points, the loader's core (positions, diagnostics, names
//! of players, cards and zones) and the file's overall shape; `cards`, `effects`,
//! `steps` and `expect` read the tables of their names.

mod cards;
mod decks;
mod doc_keywords;
mod effects;
mod expect;
mod snippet;
mod steps;

use crate::games;
use crate::model::{CardRef, DeclaredEffect, Expectation, Scenario, Step, ZoneRef};
use crate::raw::*;
use ryoiki_core::{
    CardId, CardSetup, Facing, GameOptions, Orientation, PlayerId, Position, RngKind, RuleSet,
    Scope, Setup, ZoneId, ZoneKind,
};
use ryoiki_core::{Lang, Phrase, Word};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use toml::Spanned;
use toml::de::{DeArray, DeTable, DeValue, ValueDeserializer};

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

/// The most problems reported for one table (each costs a reading of the table).
const MAX_ERRORS_PER_TABLE: usize = 20;

/// A message of the loader's part of the scenario catalogue (`messages/*.ftl`, keys
/// `load-…`), with no arguments yet.
pub(crate) fn say(key: &'static str) -> Phrase {
    Phrase::new(crate::run::messages(), key)
}

/// One problem in a scenario file, with where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, as words of the catalogue: [`Diagnostic::render`] puts them into
    /// any language.
    pub words: Phrase,
}

impl Diagnostic {
    /// A problem at `line`:`column`; its English `message` is rendered from `words`.
    pub fn new(line: usize, column: usize, words: Phrase) -> Diagnostic {
        Diagnostic {
            line,
            column,
            message: words.render(Lang::En),
            words,
        }
    }

    /// What is wrong, in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        self.words.render(lang)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// A scenario file that could not be loaded: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render())]
pub struct LoadError {
    /// The file, as given.
    pub path: String,
    /// Every problem, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

impl LoadError {
    /// One line per problem: `path:line:column: message`, in English.
    pub fn render(&self) -> String {
        self.render_in(Lang::En)
    }

    /// One line per problem: `path:line:column: message`, the message in `lang`.
    pub fn render_in(&self, lang: Lang) -> String {
        self.diagnostics
            .iter()
            .map(|d| format!("{}:{}:{}: {}", self.path, d.line, d.column, d.render(lang)))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Where each line of a text starts, built once, so that a byte offset becomes a line
/// and column in logarithmic time (a file with thousands of cards has thousands of
/// positions to report or remember).
struct LineIndex {
    /// The byte offset of the start of each line; the first is 0.
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(src: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// The 1-based line and column (in characters) of byte `offset` of `src` (the text
    /// the index was built from); an offset past the end is the end, and one inside a
    /// character is that character.
    fn pos(&self, src: &str, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(src.len());
        while !src.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        (line, src[start..offset].chars().count() + 1)
    }
}

struct Loader<'a> {
    src: &'a str,
    lines: LineIndex,
    diags: Vec<Diagnostic>,
    rules: Option<&'static dyn RuleSet>,
    players: Vec<String>,
    cards: BTreeMap<String, CardId>,
    effects: Vec<String>,
    abilities: Vec<String>,
    /// The effects written in Rust that `custom` keys may name.
    custom: ryoiki_core::CustomEffects,
}

/// The file's tables, each read on its own (first pass).
struct RawFile<'a> {
    header: Option<RawHeader>,
    /// Whether the file has a `[scenario]` table at all (it may not have read).
    has_header: bool,
    cards: Vec<(usize, RawCard)>,
    /// Ids of cards whose table did not read.
    broken_cards: Vec<String>,
    effects: Vec<RawEffect>,
    steps: Vec<(usize, RawStep)>,
    expects: Vec<Spanned<DeValue<'a>>>,
    /// `[[deck]]` tables.
    decks: Vec<RawDeck>,
}

/// What the second pass makes of the file's tables.
struct Body {
    cards: Vec<CardSetup>,
    effects: Vec<DeclaredEffect>,
    initial: Vec<Expectation>,
    steps: Vec<Step>,
}

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

    /// Whether a name has no control characters (NUL, newlines, escapes …), which
    /// would be printed raw in logs and reports; if it has, an error names the first.
    fn printable(&mut self, s: &S, what: &'static str) -> bool {
        match s.get_ref().chars().find(|c| c.is_control()) {
            None => true,
            Some(c) => {
                self.err(
                    s.span(),
                    say("load-control-character")
                        .arg("what", say(what))
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

    /// A TOML or serde error, in table `context` (`None`: the file's syntax).
    fn toml_err(&mut self, e: toml::de::Error, context: Option<&str>) {
        let span = e.span().unwrap_or(0..0);
        let msg = e.message().trim().replace('\n', " ");
        let problem = serde_words(&msg, context.is_none(), true);
        let words = match context {
            Some(table) => say("load-in-table")
                .arg("table", table)
                .arg("problem", problem),
            None => problem,
        };
        self.err(span, words);
    }

    fn table<T: for<'de> Deserialize<'de>>(
        &mut self,
        v: &Spanned<DeValue<'a>>,
        context: &str,
    ) -> Option<T> {
        let context = Some(context);
        match T::deserialize(ValueDeserializer::from(v.clone())) {
            Ok(t) => Some(t),
            Err(e) => {
                self.every_field_error::<T>(v, e, context);
                None
            }
        }
    }

    /// Reports `first`, the error of reading table `v` as a `T`, and the error of every
    /// other field: serde stops at the first, so the field at fault is taken out and the
    /// table read again, until it reads or an error belongs to no one field (a missing
    /// field). A field taken out is not then reported missing.
    fn every_field_error<T: for<'de> Deserialize<'de>>(
        &mut self,
        v: &Spanned<DeValue<'a>>,
        first: toml::de::Error,
        context: Option<&str>,
    ) {
        let DeValue::Table(table) = v.get_ref() else {
            self.toml_err(first, context);
            return;
        };
        let mut table = table.clone();
        let mut taken: Vec<String> = Vec::new();
        let mut error = first;
        for _ in 0..MAX_ERRORS_PER_TABLE {
            if taken
                .iter()
                .any(|k| error.message().contains(&format!("missing field `{k}`")))
            {
                return;
            }
            // The field at fault is the last to begin before the error: a table's span
            // is only its header, and its fields follow it.
            let at = error.span();
            let field = at.as_ref().and_then(|at| {
                table
                    .iter()
                    .map(|(k, val)| (k.span().start.min(val.span().start), k))
                    .filter(|(start, _)| *start <= at.start)
                    .max_by_key(|(start, _)| *start)
                    .map(|(_, k)| k.clone())
            });
            self.toml_err(error, context);
            let (Some(field), Some(at)) = (field, at) else {
                return;
            };
            // In an array (of tables, say), only the element at fault is taken out, so
            // that the others are read too.
            let value = table.get_mut(&field).expect("found");
            let span = value.span();
            let element = match value.get_ref() {
                DeValue::Array(items) => items
                    .iter()
                    .enumerate()
                    .filter(|(_, i)| i.span().start <= at.start)
                    .max_by_key(|(_, i)| i.span().start)
                    .map(|(n, _)| n),
                _ => None,
            };
            if let (DeValue::Array(items), Some(n)) = (value.get_mut(), element) {
                let rest: DeArray<'a> = items
                    .iter()
                    .enumerate()
                    .filter(|(m, _)| *m != n)
                    .map(|(_, i)| i.clone())
                    .collect();
                *value = Spanned::new(span, DeValue::Array(rest));
            } else {
                table.remove(&field);
                taken.push(field.get_ref().to_string());
            }
            let rest = Spanned::new(v.span(), DeValue::Table(table.clone()));
            match T::deserialize(ValueDeserializer::from(rest)) {
                Ok(_) => return,
                Err(e) => error = e,
            }
        }
        self.err(
            v.span(),
            say("load-in-table")
                .arg("table", context.unwrap_or_default())
                .arg(
                    "problem",
                    say("load-too-many-problems").arg("max", MAX_ERRORS_PER_TABLE),
                ),
        );
    }

    fn player(&mut self, s: &S) -> Option<PlayerId> {
        match self.players.iter().position(|p| p == s.get_ref()) {
            Some(i) => Some(PlayerId(i as u8)),
            None => {
                let known = self.players.join(", ");
                let hint = crate::suggest::did_you_mean_words(
                    s.get_ref(),
                    self.players.iter().map(String::as_str),
                );
                self.err(
                    s.span(),
                    say("load-unknown-player")
                        .arg("name", s.get_ref().as_str())
                        .arg("hint", hint)
                        .arg("known", known),
                );
                None
            }
        }
    }

    fn card(&mut self, s: &S) -> Option<CardRef> {
        let (name, generation) = match s.get_ref().split_once('@') {
            Some((n, g)) => match g.parse::<u32>() {
                Ok(g) => (n, Some(g)),
                Err(_) => {
                    self.err(
                        s.span(),
                        say("load-bad-generation").arg("name", s.get_ref().as_str()),
                    );
                    return None;
                }
            },
            None => (s.get_ref().as_str(), None),
        };
        match self.cards.get(name) {
            Some(&card) => Some(CardRef { card, generation }),
            None => {
                let hint =
                    crate::suggest::did_you_mean_words(name, self.cards.keys().map(String::as_str));
                self.err(
                    s.span(),
                    say("load-unknown-card").arg("name", name).arg("hint", hint),
                );
                None
            }
        }
    }

    fn plain_card(&mut self, s: &S) -> Option<CardId> {
        let r = self.card(s)?;
        if r.generation.is_some() {
            self.err(s.span(), say("load-generation-not-here"));
        }
        Some(r.card)
    }

    fn zone_kind(&mut self, key: &str, span: std::ops::Range<usize>) -> Option<ZoneKind> {
        let rules = self.rules?;
        match rules.zones().iter().position(|z| z.key == key) {
            Some(i) => Some(ZoneKind(i as u16)),
            None => {
                let known: Vec<&str> = rules.zones().iter().map(|z| z.key).collect();
                let hint = match crate::suggest::other_edition_words(rules.key(), key) {
                    Some(h) => Word::Phrase(say("load-hint").arg("hint", h)),
                    None => crate::suggest::did_you_mean_words(key, known.iter().copied()),
                };
                self.err(
                    span,
                    say("load-unknown-zone")
                        .arg("name", key)
                        .arg("game", rules.key())
                        .arg("hint", hint)
                        .arg("known", known.join(", ")),
                );
                None
            }
        }
    }

    /// `zone` or `player:zone`.
    fn zone_ref(&mut self, s: &S) -> Option<ZoneRef> {
        let text = s.get_ref();
        let (player, key) = match text.split_once(':') {
            Some((p, k)) => {
                let p = self.player(&Spanned::new(s.span(), p.to_string()))?;
                (Some(p), k)
            }
            None => (None, text.as_str()),
        };
        let kind = self.zone_kind(key, s.span())?;
        let rules = self.rules?;
        if rules.zones()[kind.0 as usize].scope == Scope::Shared && player.is_some() {
            self.err(s.span(), say("load-zone-shared").arg("name", key));
            return None;
        }
        Some(ZoneRef { kind, player })
    }

    /// A zone that must be fully named (`player:zone`, or a shared zone).
    fn zone_id(&mut self, s: &S) -> Option<ZoneId> {
        let r = self.zone_ref(s)?;
        let scope = self.rules?.zones()[r.kind.0 as usize].scope;
        match r.id(scope) {
            Some(id) => Some(id),
            None => {
                self.err(
                    s.span(),
                    say("load-whose-zone").arg("name", s.get_ref().as_str()),
                );
                None
            }
        }
    }

    fn orientation(&mut self, s: &S) -> Option<Orientation> {
        match s.get_ref().as_str() {
            "upright" | "recovered" | "untapped" | "active" => Some(Orientation::Upright),
            "sideways" | "rested" | "tapped" | "sleep" | "asleep" => Some(Orientation::Sideways),
            other => {
                self.err(s.span(), say("load-unknown-orientation").arg("name", other));
                None
            }
        }
    }

    fn facing(&mut self, s: &S) -> Option<Facing> {
        match s.get_ref().as_str() {
            "up" => Some(Facing::FaceUp),
            "down" => Some(Facing::FaceDown),
            other => {
                self.err(s.span(), say("load-unknown-facing").arg("name", other));
                None
            }
        }
    }

    fn position(&mut self, s: &S) -> Option<Position> {
        match s.get_ref().as_str() {
            "top" => Some(Position::Top),
            "bottom" => Some(Position::Bottom),
            "shuffle" => Some(Position::Shuffled),
            n if counted_position(n).is_some() => counted_position(n),
            n => match n.parse::<u32>() {
                Ok(i) => Some(Position::Index(i)),
                Err(_) => {
                    self.err(s.span(), say("load-unknown-position").arg("name", n));
                    None
                }
            },
        }
    }

    /// First pass: every top-level table, read on its own.
    fn tables(&mut self, root: &DeTable<'a>) -> RawFile<'a> {
        let mut file = RawFile {
            header: None,
            has_header: false,
            cards: Vec::new(),
            broken_cards: Vec::new(),
            effects: Vec::new(),
            steps: Vec::new(),
            expects: Vec::new(),
            decks: Vec::new(),
        };
        for (k, v) in root.iter() {
            match k.get_ref().as_ref() {
                "scenario" => {
                    file.has_header = true;
                    file.header = self.table::<RawHeader>(v, "[scenario]");
                }
                "card" => {
                    for item in items(v) {
                        let line = self.pos(item.span().start).0;
                        match self.table::<RawCard>(&item, "[[card]]") {
                            Some(c) => file.cards.push((line, c)),
                            // Remember the id of a card that did not load, so references
                            // to it do not add misleading problems.
                            None => file.broken_cards.extend(
                                item.get_ref()
                                    .get("id")
                                    .and_then(|v| v.get_ref().as_str())
                                    .map(String::from),
                            ),
                        }
                    }
                }
                "effect" => {
                    for item in items(v) {
                        if let Some(e) = self.table::<RawEffect>(&item, "[[effect]]") {
                            file.effects.push(e);
                        }
                    }
                }
                "step" => {
                    for item in items(v) {
                        let line = self.pos(item.span().start).0;
                        if let Some(s) = self.table::<RawStep>(&item, "[[step]]") {
                            file.steps.push((line, s));
                        }
                    }
                }
                "expect" => file.expects.extend(items(v)),
                "deck" => {
                    for item in items(v) {
                        if let Some(d) = self.table::<RawDeck>(&item, "[[deck]]") {
                            file.decks.push(d);
                        }
                    }
                }
                other => {
                    const TABLES: [&str; 6] =
                        ["scenario", "card", "deck", "effect", "step", "expect"];
                    let hint = crate::suggest::did_you_mean_words(other, TABLES);
                    self.err(
                        k.span(),
                        say("load-unknown-table")
                            .arg("name", other)
                            .arg("hint", hint)
                            .arg("known", TABLES.join(", ")),
                    );
                }
            }
        }
        file
    }

    /// The game and the players of `[scenario]`.
    fn header(&mut self, header: &RawHeader) {
        match header.game.get_ref().parse::<games::GameKind>() {
            Ok(g) => self.rules = Some(g.rules()),
            Err(_) => self.err(
                header.game.span(),
                say("load-unknown-game")
                    .arg("name", header.game.get_ref().as_str())
                    .arg(
                        "known",
                        games::GameKind::ALL.map(games::GameKind::key).join(", "),
                    ),
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
}

/// A TOML syntax error (`syntax`) or serde's error reading a table, as words: serde's
/// common messages ("unknown field `x`, expected one of `a`, `b`", "unknown variant
/// `x`, expected …", "missing field `x`", "invalid type: …") each have a message of
/// their own (with "did you mean" for an unknown name when `hint`); any other is shown
/// as the parser wrote it, inside a message that says what it is. In English the text
/// is the parser's own, word for word (and the hint after it).
pub(crate) fn serde_words(msg: &str, syntax: bool, hint: bool) -> Phrase {
    let unknown = [
        ("unknown field `", "load-unknown-field"),
        ("unknown variant `", "load-unknown-variant"),
    ];
    for (prefix, key) in unknown {
        let Some(rest) = msg.strip_prefix(prefix) else {
            continue;
        };
        let Some((word, expected)) = rest.split_once('`') else {
            break;
        };
        let names: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
        let hint = if hint {
            crate::suggest::did_you_mean_words(word, names.iter().copied())
        } else {
            Word::Text(String::new())
        };
        // serde's English tail (", expected one of `a`, `b`") as it wrote it, and the
        // names in Japanese.
        let ja = if names.is_empty() {
            say("load-expected-none").render(Lang::Ja)
        } else {
            say("load-expected")
                .arg("names", names.join("、"))
                .render(Lang::Ja)
        };
        let tail = Word::Written {
            en: expected.to_string(),
            ja,
        };
        return say(key)
            .arg("name", word)
            .arg("expected", tail)
            .arg("hint", hint);
    }
    if let Some(field) = msg
        .strip_prefix("missing field `")
        .and_then(|r| r.strip_suffix('`'))
    {
        return say("load-missing-field").arg("name", field);
    }
    if let Some(detail) = msg.strip_prefix("invalid type: ") {
        return say("load-invalid-type").arg("detail", detail);
    }
    if let Some(detail) = msg.strip_prefix("invalid value: ") {
        return say("load-invalid-value").arg("detail", detail);
    }
    if syntax {
        say("load-toml-syntax").arg("detail", msg)
    } else {
        say("load-unreadable").arg("detail", msg)
    }
}

fn items<'i>(v: &Spanned<DeValue<'i>>) -> Vec<Spanned<DeValue<'i>>> {
    match v.get_ref() {
        DeValue::Array(a) => a.iter().cloned().collect(),
        _ => vec![v.clone()],
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
    let (root, errors) = DeTable::parse_recoverable(src);
    for e in errors {
        l.toml_err(e, None);
    }
    if !l.diags.is_empty() {
        return Err(l.fail(path));
    }
    let root = root.into_inner();
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
                l.err(
                    items[max].span(),
                    say(what)
                        .arg("count", items.len().to_string())
                        .arg("max", max.to_string()),
                );
            }
        }
    }
    let [cards, steps] = counts;
    if l.diags.is_empty() && cards.saturating_mul(steps) > MAX_CARDS_TIMES_STEPS {
        l.err(
            0..0,
            say("load-too-much-work")
                .arg("cards", cards.to_string())
                .arg("steps", steps.to_string())
                .arg("max", MAX_CARDS_TIMES_STEPS.to_string()),
        );
    }
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
    let setup = Setup {
        players: l.players.clone(),
        options: GameOptions {
            tournament: header.tournament.unwrap_or(false),
            extra: header.options.clone(),
        },
        seed: header.seed.unwrap_or(0),
        rng: RngKind::ChaCha8,
        cards: body.cards,
    };
    Ok(Scenario {
        path: path.into(),
        title: header.title,
        description: header.description,
        source: header.source,
        rules: l.rules.expect("checked"),
        setup,
        card_names: file
            .cards
            .iter()
            .map(|(_, c)| c.id.get_ref().clone())
            .collect(),
        ability_names: l.abilities.clone(),
        effects: body.effects,
        initial: body.initial,
        steps: body.steps,
        replay: header.replay.unwrap_or(false),
        seat_messages: header.seat_messages.unwrap_or(false),
        custom: l.custom.clone(),
    })
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

/// "N from top" or "N from bottom" (N counted from 1: "1 from top" is the top card's
/// place), as a position. "0 from top" counts no card: the engine takes it as the end
/// it counts from and cites its clamping rule, as for a count past the other end.
fn counted_position(s: &str) -> Option<Position> {
    let (n, end) = s.split_once(" from ")?;
    let n = n.trim().parse::<u32>().ok()?;
    match end.trim() {
        "top" => Some(Position::FromTop(n)),
        "bottom" => Some(Position::FromBottom(n)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    /// Line and column by rescanning the text: what the index must agree with.
    fn slow(src: &str, offset: usize) -> (usize, usize) {
        let before = &src[..offset];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }

    #[test]
    fn the_line_index_agrees_with_rescanning() {
        for src in [
            "",
            "a",
            "\n",
            "ab\ncd\n",
            "\n\nx",
            "é\n日本語 = 1\r\nz",
            "a\n\n\nb",
        ] {
            let index = LineIndex::new(src);
            for offset in (0..=src.len()).filter(|&o| src.is_char_boundary(o)) {
                assert_eq!(
                    index.pos(src, offset),
                    slow(src, offset),
                    "{src:?} at {offset}"
                );
            }
            assert_eq!(index.pos(src, src.len() + 5), slow(src, src.len()));
        }
        // Inside a character: that character.
        assert_eq!(LineIndex::new("x\né").pos("x\né", 3), (2, 1));
    }
}
