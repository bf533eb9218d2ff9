//! The scenario file format as written: serde structures that mirror the TOML.
//!
//! Every table denies unknown fields, and every value a later check may complain about
//! is `Spanned`, so each problem is reported with its line and column. The format is
//! documented for people in `docs/scenarios.md`.
#![allow(missing_docs, reason = "field names mirror the documented file format")]

use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// A spanned string.
pub type S = Spanned<String>;

/// `[scenario]`: what the file is about and how the game is set up.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawHeader {
    pub title: String,
    pub game: S,
    pub players: Vec<S>,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub tournament: Option<bool>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub source: Option<String>,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// Card pool files that `pool_card` reads.
    #[serde(default)]
    pub pools: Vec<S>,
    /// Play the file twice from its seed and require the identical event stream.
    #[serde(default)]
    pub replay: Option<bool>,
    /// After every step, search what each player is told (its per-player events and its
    /// seat actions) for hidden identities.
    #[serde(default)]
    pub seat_messages: Option<bool>,
}

/// One side of a card, for `back`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSide {
    pub name: S,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub abilities: Vec<String>,
    #[serde(default)]
    pub numbers: BTreeMap<String, i64>,
}

/// `[[card]]`: one card and where it starts.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCard {
    pub id: S,
    #[serde(default)]
    pub name: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub abilities: Vec<String>,
    #[serde(default)]
    pub numbers: BTreeMap<String, i64>,
    pub owner: S,
    pub zone: S,
    #[serde(default)]
    pub controller: Option<S>,
    #[serde(default)]
    pub orientation: Option<S>,
    #[serde(default)]
    pub face: Option<S>,
    #[serde(default)]
    pub side: Option<Spanned<u8>>,
    #[serde(default)]
    pub back: Option<RawSide>,
    /// How many copies (ids `id.1` … `id.N` when more than one).
    #[serde(default)]
    pub count: Option<Spanned<i64>>,
    /// A card of an imported pool: its name and sides come from there.
    #[serde(default)]
    pub pool_card: Option<S>,
}

/// `[[deck]]`: a deck file whose cards one player owns.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDeck {
    pub file: S,
    pub owner: S,
    /// The deck's pool, when the deck file names none.
    #[serde(default)]
    pub pool: Option<S>,
}

/// `replace = { … }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawReplace {
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub owner: Option<S>,
    #[serde(default)]
    pub from: Option<S>,
    #[serde(default)]
    pub to: Option<S>,
    /// Only cards controlled by this player.
    #[serde(default)]
    pub controlled_by: Option<S>,
    /// Where the card goes instead (absent: the zone it was going to).
    #[serde(default)]
    pub instead: Option<S>,
    /// Where in that zone.
    #[serde(default)]
    pub position: Option<Spanned<RawPosition>>,
    /// How it lies there: `up` or `down`.
    #[serde(default)]
    pub face: Option<S>,
    /// What is recorded once the card has arrived.
    #[serde(default)]
    pub then: Vec<String>,
    /// Counters put on the card once it has arrived.
    #[serde(default)]
    pub counters: Option<RawCounters>,
    /// A token created once the card has arrived.
    #[serde(default)]
    pub token: Option<RawFollowToken>,
}

/// `counters = { kind = "+1/+1", count = 2 }` in a replacement.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCounters {
    /// The kind, in the card's words.
    pub kind: String,
    /// How many (default 1).
    #[serde(default)]
    pub count: Option<u32>,
}

/// `token = { name, types, numbers, zone }` in a replacement.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawFollowToken {
    /// The token's name.
    pub name: String,
    /// Its types.
    #[serde(default)]
    pub types: Vec<String>,
    /// Its numbers.
    #[serde(default)]
    pub numbers: std::collections::BTreeMap<String, i64>,
    /// Where it is created (a zone, or `player:zone`).
    pub zone: S,
}

/// `prohibit = { … }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawProhibit {
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub owner: Option<S>,
    pub what: S,
}

/// `trigger = { … }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTrigger {
    pub on: S,
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub owner: Option<S>,
    #[serde(default)]
    pub from: Option<S>,
    #[serde(default)]
    pub to: Option<S>,
    pub record: String,
}

/// `change = { … }`: a characteristic change.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChange {
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub owner: Option<S>,
    /// Only cards in this kind of zone.
    #[serde(default)]
    pub zone: Option<S>,
    #[serde(default)]
    pub add_types: Vec<String>,
    #[serde(default)]
    pub remove_types: Vec<String>,
    #[serde(default)]
    pub lose_all_abilities: bool,
    #[serde(default)]
    pub add_abilities: Vec<String>,
    #[serde(default)]
    pub remove_abilities: Vec<String>,
    #[serde(default)]
    pub set: BTreeMap<String, i64>,
    #[serde(default)]
    pub modify: BTreeMap<String, i64>,
}

/// `[[effect]]`: a declarative effect.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEffect {
    pub id: S,
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub controller: Option<S>,
    /// Whether it is in force from the start (default) or begins at a `begin` step.
    #[serde(default)]
    pub active: Option<bool>,
    #[serde(default)]
    pub replace: Option<Spanned<RawReplace>>,
    #[serde(default)]
    pub prohibit: Option<Spanned<RawProhibit>>,
    #[serde(default)]
    pub trigger: Option<Spanned<RawTrigger>>,
    #[serde(default)]
    pub change: Option<Spanned<RawChange>>,
    /// How long it lasts: `end-of-turn`, or the name of an event (`planeswalk:alice`).
    #[serde(default)]
    pub until: Option<S>,
    /// It lasts while this card stays where it is when the effect begins.
    #[serde(default)]
    pub while_in: Option<S>,
    /// An effect written in Rust, by the key the runner's registry has it under.
    #[serde(default)]
    pub custom: Option<S>,
    /// A custom effect's source card (its object when the effect begins).
    #[serde(default)]
    pub source: Option<S>,
}

/// An expected event, in `events = [ … ]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEvent {
    pub kind: S,
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default)]
    pub from: Option<S>,
    #[serde(default)]
    pub to: Option<S>,
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub rules: Vec<S>,
}

/// `pending = { … }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPending {
    pub decider: S,
    pub kind: S,
    #[serde(default)]
    pub options: Option<Vec<S>>,
    /// The zone an order decision is about (`order-cards`).
    #[serde(default)]
    pub zone: Option<S>,
}

/// `[[expect]]` or `[[step.expect]]`: checks after setup or after a step.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawExpect {
    #[serde(default)]
    pub rules: Vec<S>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub zone: Option<S>,
    #[serde(default)]
    pub cards: Option<Vec<S>>,
    #[serde(default)]
    pub contains: Option<Vec<S>>,
    #[serde(default)]
    pub count: Option<usize>,
    #[serde(default)]
    pub limit: Option<Spanned<i64>>,
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default, rename = "in")]
    pub in_: Option<S>,
    #[serde(default)]
    pub position: Option<u32>,
    #[serde(default)]
    pub orientation: Option<S>,
    #[serde(default)]
    pub face: Option<S>,
    #[serde(default)]
    pub controller: Option<S>,
    #[serde(default)]
    pub same_object: Option<bool>,
    #[serde(default)]
    pub types: Option<Vec<String>>,
    #[serde(default)]
    pub abilities: Option<Vec<String>>,
    #[serde(default)]
    pub numbers: Option<BTreeMap<String, i64>>,
    #[serde(default)]
    pub side: Option<u8>,
    #[serde(default)]
    pub view: Option<S>,
    #[serde(default)]
    pub sees: Option<S>,
    #[serde(default)]
    pub other_side: Option<bool>,
    #[serde(default)]
    pub shows: Option<Vec<S>>,
    #[serde(default)]
    pub events: Option<Vec<Spanned<RawEvent>>>,
    #[serde(default)]
    pub no_events: Option<Vec<S>>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(default)]
    pub pending: Option<Spanned<RawPending>>,
    #[serde(default)]
    pub no_pending: Option<bool>,
    #[serde(default)]
    pub select: Option<S>,
    #[serde(default)]
    pub ext: Option<S>,
    #[serde(default)]
    pub public: Option<S>,
    #[serde(default)]
    pub value: Option<toml::Value>,
    #[serde(default)]
    pub player: Option<S>,
}

/// A step's `position`: `"top"`, `"bottom"`, or an index from the bottom, written as a
/// number (`2`) or a string of digits (`"2"`). Kept as text; the loader reads it.
#[derive(Debug)]
pub struct RawPosition(pub String);

impl<'de> Deserialize<'de> for RawPosition {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = RawPosition;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(
                    r#"a position: "top", "bottom", or an index from the bottom (0, 1, 2, …)"#,
                )
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<RawPosition, E> {
                Ok(RawPosition(v.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<RawPosition, E> {
                Ok(RawPosition(v.to_string()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<RawPosition, E> {
                Ok(RawPosition(v.to_string()))
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// `[[step]]`: one action, and what to check after it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    #[serde(rename = "do")]
    pub do_: S,
    #[serde(default)]
    pub player: Option<S>,
    #[serde(default)]
    pub card: Option<S>,
    #[serde(default)]
    pub cards: Option<Vec<S>>,
    #[serde(default)]
    pub to: Option<S>,
    #[serde(default)]
    pub from: Option<S>,
    #[serde(default)]
    pub zone: Option<S>,
    #[serde(default)]
    pub count: Option<u32>,
    #[serde(default)]
    pub position: Option<Spanned<RawPosition>>,
    #[serde(default)]
    pub face: Option<S>,
    #[serde(default)]
    pub side: Option<u8>,
    #[serde(default)]
    pub cause: Option<String>,
    #[serde(default)]
    pub effect: Option<S>,
    #[serde(default)]
    pub pick: Option<S>,
    #[serde(default)]
    pub order: Option<Vec<u32>>,
    #[serde(default)]
    pub limit: Option<Spanned<i64>>,
    #[serde(default)]
    pub id: Option<S>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub orientation: Option<S>,
    #[serde(default)]
    pub option: Option<S>,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub args: BTreeMap<String, toml::Value>,
    /// `move-all`: which cards (every card when absent).
    #[serde(default)]
    pub matching: Option<RawMatching>,
    /// `reveal` / `look`: the effect's label (default: its `id`).
    #[serde(default)]
    pub label: Option<String>,
    /// `reveal` / `look`: the players the cards are shown to.
    #[serde(default)]
    pub shown_to: Option<Vec<S>>,
    /// Names for the effects the step begins (besides the one its `id` or `effect`
    /// names), in the order of their `effect-added` events.
    #[serde(default)]
    pub names: Vec<S>,
    /// Names for the objects (tokens, abilities) the step creates (besides the one its
    /// `id` names), in the order of their events.
    #[serde(default)]
    pub creates: Vec<S>,
    /// `create`: the token's characteristics.
    #[serde(default)]
    pub token: Option<RawSide>,
    /// `engine-action`: the engine's action as JSON (the last resort of a written repro).
    #[serde(default)]
    pub json: Option<S>,
    #[serde(default)]
    pub expect: Vec<Spanned<RawExpect>>,
}

/// `matching = { types = [...], owner = "…", controller = "…" }` of a `move-all` step.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMatching {
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub owner: Option<S>,
    #[serde(default)]
    pub controller: Option<S>,
}
