//! The loader's state: one file being read, its tables, and what the second pass makes
//! of them. The other modules of `load` act on it.

use super::diagnostic::{Diagnostic, LineIndex};
use crate::model::{DeclaredEffect, Expectation, Step};
use crate::raw::*;
use ryoiki_core::{CardId, CardSetup, RuleSet};
use std::collections::BTreeMap;
use toml::Spanned;
use toml::de::DeValue;

/// The loader of one file: its text, the problems found so far, and the names it has
/// resolved (players, cards, effects, abilities) against the game's catalogue.
pub(crate) struct Loader<'a> {
    pub(crate) src: &'a str,
    pub(crate) lines: LineIndex,
    pub(crate) diags: Vec<Diagnostic>,
    pub(crate) rules: Option<&'static dyn RuleSet>,
    pub(crate) players: Vec<String>,
    pub(crate) cards: BTreeMap<String, CardId>,
    pub(crate) effects: Vec<String>,
    pub(crate) abilities: Vec<String>,
    /// Where the file gives each of `abilities` (line and column).
    pub(crate) ability_at: Vec<(usize, usize)>,
    /// The effects written in Rust that `custom` keys may name.
    pub(crate) custom: ryoiki_core::CustomEffects,
}

/// The file's tables, each read on its own (first pass).
pub(crate) struct RawFile<'a> {
    pub(crate) header: Option<RawHeader>,
    /// Whether the file has a `[scenario]` table at all (it may not have read).
    pub(crate) has_header: bool,
    pub(crate) cards: Vec<(usize, RawCard)>,
    /// Ids of cards whose table did not read.
    pub(crate) broken_cards: Vec<String>,
    pub(crate) effects: Vec<RawEffect>,
    pub(crate) steps: Vec<(usize, RawStep)>,
    pub(crate) expects: Vec<Spanned<DeValue<'a>>>,
    /// `[[deck]]` tables.
    pub(crate) decks: Vec<RawDeck>,
}

/// What the second pass makes of the file's tables.
pub(crate) struct Body {
    pub(crate) cards: Vec<CardSetup>,
    pub(crate) effects: Vec<DeclaredEffect>,
    pub(crate) initial: Vec<Expectation>,
    pub(crate) steps: Vec<Step>,
}
