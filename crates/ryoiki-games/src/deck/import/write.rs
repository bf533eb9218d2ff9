//! Imported cards written as a pool file: one `[[card]]` per card, its faces as the
//! pool's sides (the back as `back`), each face's facts as the pool's types, ability
//! lines and numbers.

use super::card::{Face, ImportedPool};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Serialize)]
struct PoolFile<'a> {
    pool: Header<'a>,
    card: Vec<CardOut<'a>>,
}

#[derive(Serialize)]
struct Header<'a> {
    game: &'a str,
    title: &'a str,
}

#[derive(Serialize)]
struct CardOut<'a> {
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name_ja: Option<&'a str>,
    #[serde(flatten)]
    side: SideOut,
    #[serde(skip_serializing_if = "Option::is_none")]
    back: Option<BackOut<'a>>,
}

#[derive(Serialize)]
struct BackOut<'a> {
    name: &'a str,
    #[serde(flatten)]
    side: SideOut,
}

#[derive(Serialize)]
struct SideOut {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    types: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    abilities: Vec<String>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    numbers: BTreeMap<&'static str, i64>,
}

/// A face's facts as a pool side: lowercase types; the mana cost as the `cost:` line
/// the engine pays when it reads the cost, else as the text line `mana cost: …`; each
/// line of rules text as `text: …`; numbers that are integers as numbers, the others
/// as text lines (`power: *`).
pub(super) fn side_of(face: &Face) -> (Vec<String>, Vec<String>, BTreeMap<&'static str, i64>) {
    let types = face.types.iter().map(|t| t.to_lowercase()).collect();
    let mut abilities = Vec::new();
    if let Some(cost) = &face.mana_cost {
        if ryoiki_mtg::symbols::Mana::parse(cost).is_ok() {
            abilities.push(format!("{} {cost}", ryoiki_mtg::symbols::COST_HEAD));
        } else {
            abilities.push(format!("mana cost: {cost}"));
        }
    }
    let mut numbers = BTreeMap::new();
    for (key, value) in &face.numbers {
        match value.trim().parse::<i64>() {
            Ok(n) => {
                numbers.insert(*key, n);
            }
            Err(_) => abilities.push(format!("{key}: {value}")),
        }
    }
    if let Some(text) = &face.text {
        abilities.extend(
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(|l| format!("text: {l}")),
        );
    }
    (types, abilities, numbers)
}

fn side_out(face: &Face) -> SideOut {
    let (types, abilities, numbers) = side_of(face);
    SideOut {
        types,
        abilities,
        numbers,
    }
}

impl ImportedPool {
    /// The pool file's text (TOML, as [`crate::deck::Pool::parse`] reads it), for game
    /// `mtg`, titled `title`.
    pub fn to_toml(&self, title: &str) -> String {
        pool_toml(self, title)
    }
}

/// The pool file's text.
fn pool_toml(pool: &ImportedPool, title: &str) -> String {
    let file = PoolFile {
        pool: Header { game: "mtg", title },
        card: pool
            .cards
            .values()
            .map(|c| CardOut {
                name: &c.name,
                name_ja: c.name_ja.as_deref(),
                side: side_out(&c.front),
                back: c.back.as_ref().map(|b| BackOut {
                    name: &b.name,
                    side: side_out(b),
                }),
            })
            .collect(),
    };
    let body = toml::to_string(&file).unwrap_or_else(|e| {
        // Strings, string lists and integers always serialize; kept an error, not a
        // panic, should that ever change.
        format!("# the pool could not be written: {e}\n")
    });
    format!(
        "# Imported by `ryoiki pool import`: names, types, mana costs, numbers and rules\n\
         # text kept as text (`text:` lines, which the engine does not execute).\n{body}"
    )
}
