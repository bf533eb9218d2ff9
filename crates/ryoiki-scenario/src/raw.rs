//! The scenario file format as written: serde structures that mirror the TOML.
//!
//! Every table denies unknown fields, and every value a later check may complain about
//! is `Spanned`, so each problem is reported with its line and column. A field that may
//! be left out is an `Option` (absent: `None`, which serde gives without being asked)
//! or a list, map or flag marked `#[serde(default)]` (absent: empty, or false). The format is
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
    /// The title in Japanese, shown under `--lang ja` (else the title is).
    pub title_ja: Option<String>,
    pub game: S,
    pub players: Vec<S>,
    pub seed: Option<u64>,
    pub tournament: Option<bool>,
    pub description: Option<String>,
    /// The description in Japanese, shown under `--lang ja`.
    pub description_ja: Option<String>,
    pub source: Option<String>,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// Card pool files that `pool_card` reads.
    #[serde(default)]
    pub pools: Vec<S>,
    /// Play the file twice from its seed and require the identical event stream.
    pub replay: Option<bool>,
    /// After every step, search what each player is told (its per-player events and its
    /// seat actions) for hidden identities.
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
    pub name: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub abilities: Vec<String>,
    #[serde(default)]
    pub numbers: BTreeMap<String, i64>,
    pub owner: S,
    pub zone: S,
    pub controller: Option<S>,
    pub orientation: Option<S>,
    pub face: Option<S>,
    pub side: Option<Spanned<u8>>,
    pub back: Option<RawSide>,
    /// How many copies (ids `id.1` … `id.N` when more than one).
    pub count: Option<Spanned<i64>>,
    /// A card of an imported pool: its name and sides come from there.
    pub pool_card: Option<S>,
}

/// `[[deck]]`: a deck file whose cards one player owns.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDeck {
    pub file: S,
    pub owner: S,
    /// The deck's pool, when the deck file names none.
    pub pool: Option<S>,
}

/// `replace = { … }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawReplace {
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    pub owner: Option<S>,
    pub from: Option<S>,
    pub to: Option<S>,
    /// Only cards controlled by this player.
    pub controlled_by: Option<S>,
    /// Where the card goes instead (absent: the zone it was going to).
    pub instead: Option<S>,
    /// Where in that zone.
    pub position: Option<Spanned<RawPosition>>,
    /// How it lies there: `up` or `down`.
    pub face: Option<S>,
    /// What is recorded once the card has arrived.
    #[serde(default)]
    pub then: Vec<String>,
    /// Counters put on the card once it has arrived.
    pub counters: Option<RawCounters>,
    /// A token created once the card has arrived.
    pub token: Option<RawFollowToken>,
}

/// `counters = { kind = "+1/+1", count = 2 }` in a replacement.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCounters {
    /// The kind, in the card's words.
    pub kind: String,
    /// How many (default 1).
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
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    pub owner: Option<S>,
    pub what: S,
}

/// `trigger = { … }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTrigger {
    pub on: S,
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    pub owner: Option<S>,
    pub from: Option<S>,
    pub to: Option<S>,
    pub record: String,
    /// The recorded words in Japanese (the `triggered` event's label under `--lang ja`).
    pub record_ja: Option<String>,
}

/// `change = { … }`: a characteristic change.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChange {
    pub card: Option<S>,
    #[serde(default)]
    pub types: Vec<String>,
    pub owner: Option<S>,
    /// Only cards in this kind of zone.
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
    pub label: Option<String>,
    /// The label in Japanese, shown under `--lang ja`.
    pub label_ja: Option<String>,
    pub controller: Option<S>,
    /// Whether it is in force from the start (default) or begins at a `begin` step.
    pub active: Option<bool>,
    pub replace: Option<Spanned<RawReplace>>,
    pub prohibit: Option<Spanned<RawProhibit>>,
    pub trigger: Option<Spanned<RawTrigger>>,
    pub change: Option<Spanned<RawChange>>,
    /// How long it lasts: `end-of-turn`, or the name of an event (`planeswalk:alice`).
    pub until: Option<S>,
    /// It lasts while this card stays where it is when the effect begins.
    pub while_in: Option<S>,
    /// An effect written in Rust, by the key the runner's registry has it under.
    pub custom: Option<S>,
    /// A custom effect's source card (its object when the effect begins).
    pub source: Option<S>,
}

/// An expected event, in `events = [ … ]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEvent {
    pub kind: S,
    pub card: Option<S>,
    pub from: Option<S>,
    pub to: Option<S>,
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
    pub options: Option<Vec<S>>,
    /// The zone an order decision is about (`order-cards`).
    pub zone: Option<S>,
}

/// `[[expect]]` or `[[step.expect]]`: checks after setup or after a step.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawExpect {
    #[serde(default)]
    pub rules: Vec<S>,
    pub note: Option<String>,
    pub zone: Option<S>,
    pub cards: Option<Vec<S>>,
    pub contains: Option<Vec<S>>,
    pub count: Option<usize>,
    pub limit: Option<Spanned<i64>>,
    pub card: Option<S>,
    #[serde(default, rename = "in")]
    pub in_: Option<S>,
    pub position: Option<u32>,
    pub orientation: Option<S>,
    pub face: Option<S>,
    pub controller: Option<S>,
    pub same_object: Option<bool>,
    pub types: Option<Vec<String>>,
    pub abilities: Option<Vec<String>>,
    pub numbers: Option<BTreeMap<String, i64>>,
    pub side: Option<u8>,
    pub view: Option<S>,
    pub sees: Option<S>,
    pub other_side: Option<bool>,
    pub shows: Option<Vec<S>>,
    pub events: Option<Vec<Spanned<RawEvent>>>,
    pub no_events: Option<Vec<S>>,
    pub error: Option<String>,
    pub pending: Option<Spanned<RawPending>>,
    pub no_pending: Option<bool>,
    pub select: Option<S>,
    pub ext: Option<S>,
    pub public: Option<S>,
    pub value: Option<toml::Value>,
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
    pub player: Option<S>,
    pub card: Option<S>,
    pub cards: Option<Vec<S>>,
    pub to: Option<S>,
    pub from: Option<S>,
    pub zone: Option<S>,
    pub count: Option<u32>,
    pub position: Option<Spanned<RawPosition>>,
    pub face: Option<S>,
    pub side: Option<u8>,
    pub cause: Option<String>,
    pub effect: Option<S>,
    pub pick: Option<S>,
    pub order: Option<Vec<u32>>,
    pub limit: Option<Spanned<i64>>,
    pub id: Option<S>,
    pub note: Option<String>,
    /// The note in Japanese, shown under `--lang ja`.
    pub note_ja: Option<String>,
    pub orientation: Option<S>,
    pub option: Option<S>,
    pub text: Option<String>,
    /// A game action's arguments, each key spanned (a key the action does not read is
    /// reported where it stands).
    #[serde(default)]
    pub args: BTreeMap<S, toml::Value>,
    /// `move-all`: which cards (every card when absent).
    pub matching: Option<RawMatching>,
    /// `reveal` / `look`: the effect's label (default: its `id`).
    pub label: Option<String>,
    /// `reveal` / `look`: the label in Japanese, shown under `--lang ja`.
    pub label_ja: Option<String>,
    /// `reveal` / `look`: the players the cards are shown to.
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
    pub token: Option<RawSide>,
    /// `engine-action`: the engine's action as JSON (the last resort of a written repro).
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
    pub owner: Option<S>,
    pub controller: Option<S>,
}
