//! Card pools: TOML files that give each card name its printed facts once, so that
//! decks and scenarios can name cards instead of repeating their types and numbers.
//!
//! ```toml
//! [pool]
//! game = "mtg"
//! title = "Invented sample cards"
//!
//! [[card]]
//! name = "Ember Gull"
//! types = ["creature"]
//! numbers = { power = 1, toughness = 1 }
//! ```
//!
//! A card may also give its Japanese name (`name_ja = "稲妻"`): a deck may then name the
//! card by either name. Pools of real cards are made from card data the user has with
//! `ryoiki pool import` ([`super::import`]).

use super::{DeckProblem, MAX_POOL_BYTES, line_of};
use crate::GameKind;
use crate::words::say;
use ryoiki_core::{CardDef, Side};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;
use toml::Spanned;

/// A card pool: printed cards by name, for one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pool {
    /// The game the cards belong to.
    pub game: GameKind,
    /// What the pool is.
    pub title: String,
    cards: BTreeMap<String, CardDef>,
    /// Each card's Japanese name, by its English name.
    japanese: BTreeMap<String, String>,
    /// The English name of each Japanese name (the first card that gives it).
    by_japanese: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPool {
    pool: RawPoolHeader,
    #[serde(default)]
    card: Vec<RawPoolCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPoolHeader {
    game: Spanned<String>,
    #[serde(default)]
    title: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPoolSide {
    name: Spanned<String>,
    #[serde(default)]
    types: Vec<String>,
    #[serde(default)]
    abilities: Vec<String>,
    #[serde(default)]
    numbers: BTreeMap<String, i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPoolCard {
    name: Spanned<String>,
    #[serde(default)]
    name_ja: Option<String>,
    #[serde(default)]
    types: Vec<String>,
    #[serde(default)]
    abilities: Vec<String>,
    #[serde(default)]
    numbers: BTreeMap<String, i64>,
    #[serde(default)]
    back: Option<RawPoolSide>,
}

fn side(raw: &RawPoolSide) -> Side {
    Side {
        name: raw.name.get_ref().clone(),
        types: raw.types.clone(),
        abilities: raw.abilities.clone(),
        numbers: raw.numbers.clone(),
    }
}

impl Pool {
    /// Reads a pool from its text; `file` is used in problems.
    ///
    /// # Errors
    /// Every problem found (TOML, an unknown game, a name given twice), each with its line.
    pub fn parse(file: &str, src: &str) -> Result<Pool, Vec<DeckProblem>> {
        let raw: RawPool = toml::from_str(src).map_err(|e| {
            vec![DeckProblem::new(
                file,
                e.span().map_or(1, |s| line_of(src, s.start)),
                say("deck-in-pool").arg(
                    "problem",
                    crate::words::serde_words(&e.message().trim().replace('\n', " "), false, false),
                ),
                None,
            )]
        })?;
        let mut problems = Vec::new();
        let game = match raw.pool.game.get_ref().parse::<GameKind>() {
            Ok(g) => Some(g),
            Err(_) => {
                problems.push(DeckProblem::new(
                    file,
                    line_of(src, raw.pool.game.span().start),
                    say("load-unknown-game")
                        .arg("name", raw.pool.game.get_ref().as_str())
                        .arg("known", crate::keys()),
                    None,
                ));
                None
            }
        };
        let mut cards = BTreeMap::new();
        let mut japanese = BTreeMap::new();
        let mut by_japanese = BTreeMap::new();
        for c in &raw.card {
            let mut sides = vec![Side {
                name: c.name.get_ref().clone(),
                types: c.types.clone(),
                abilities: c.abilities.clone(),
                numbers: c.numbers.clone(),
            }];
            sides.extend(c.back.as_ref().map(side));
            let name = c.name.get_ref().clone();
            if let Some(ja) = c.name_ja.as_ref().filter(|ja| !ja.is_empty()) {
                japanese.insert(name.clone(), ja.clone());
                by_japanese
                    .entry(ja.clone())
                    .or_insert_with(|| name.clone());
            }
            if cards.insert(name.clone(), CardDef { sides }).is_some() {
                problems.push(DeckProblem::new(
                    file,
                    line_of(src, c.name.span().start),
                    say("deck-pool-twice").arg("name", name.as_str()),
                    None,
                ));
            }
        }
        match game {
            Some(game) if problems.is_empty() => Ok(Pool {
                game,
                title: raw.pool.title,
                cards,
                japanese,
                by_japanese,
            }),
            _ => Err(problems),
        }
    }

    /// Reads a pool file.
    ///
    /// # Errors
    /// Every problem found; an unreadable file is one problem.
    pub fn load(path: &Path) -> Result<Pool, Vec<DeckProblem>> {
        let shown = path.display().to_string();
        let src = super::read_text(path, MAX_POOL_BYTES)
            .map_err(|m| vec![DeckProblem::whole(&shown, m)])?;
        Pool::parse(&shown, &src)
    }

    /// The printed card of this name: its English name, or its Japanese name where the
    /// pool gives one (an English name is looked up first).
    pub fn get(&self, name: &str) -> Option<&CardDef> {
        self.cards.get(name).or_else(|| {
            self.by_japanese
                .get(name)
                .and_then(|english| self.cards.get(english))
        })
    }

    /// The Japanese name the pool gives the card of this (English) name, if any.
    pub fn japanese_name(&self, name: &str) -> Option<&str> {
        self.japanese.get(name).map(String::as_str)
    }

    /// The names in the pool, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.cards.keys().map(String::as_str)
    }

    /// How many cards the pool names.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the pool names no card.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The name in the pool closest to `name`, if one is close enough to be a typo.
    pub fn closest(&self, name: &str) -> Option<&str> {
        crate::suggest::closest(name, self.names())
    }
}

impl ryoiki_describe::CardLookup for Pool {
    fn card(&self, name: &str) -> Option<&CardDef> {
        self.get(name)
    }
}

impl crate::GameKind {
    /// Its built-in card pool (here beside the pool reader, so that the list of games
    /// does not import the decks that name it).
    ///
    /// # Errors
    /// Every problem of the pool's text (a test keeps the built-in pools good).
    pub fn pool(self) -> Result<Pool, Vec<DeckProblem>> {
        let pool = &self.description().pool;
        Pool::parse(pool.file, pool.text)
    }
}
