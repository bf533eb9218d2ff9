//! The definition file as written: serde's shape of it, every value with its span, so
//! validation can say where a problem stands. Unknown keys are refused by serde.

use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// A spanned string.
pub(crate) type S = Spanned<String>;

/// The whole file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFile {
    pub game: Spanned<RawHeader>,
    #[serde(default, rename = "rule")]
    pub rules: Vec<Spanned<RawRule>>,
    #[serde(default, rename = "zone")]
    pub zones: Vec<Spanned<RawZone>>,
    pub identity: Option<Spanned<RawIdentity>>,
    pub cite: Option<RawCite>,
    pub start: Option<RawStart>,
    #[serde(default, rename = "card")]
    pub cards: Vec<Spanned<RawCard>>,
    #[serde(default)]
    pub sample: Vec<Spanned<RawSample>>,
}

/// `[game]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawHeader {
    pub key: S,
    pub name: Spanned<RawNames>,
    pub players: Spanned<RawPlayers>,
    #[serde(default)]
    pub description: String,
}

/// `{ en = "…", ja = "…" }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawNames {
    pub en: S,
    pub ja: S,
}

/// `players = { min, max }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawPlayers {
    pub min: Spanned<i64>,
    pub max: Spanned<i64>,
}

/// `[[rule]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawRule {
    pub id: S,
    pub title: Spanned<RawNames>,
    #[serde(default)]
    pub text: String,
}

/// `scope`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RawScope {
    PerPlayer,
    Shared,
}

/// `visibility`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RawVisibility {
    Public,
    Hidden,
    Owner,
}

/// `facing`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RawFacing {
    Up,
    Down,
}

/// `on_limit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RawOnLimit {
    Report,
    Refuse,
}

/// `[[zone]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawZone {
    pub key: S,
    pub name: Spanned<RawNames>,
    pub scope: Spanned<RawScope>,
    pub visibility: Spanned<RawVisibility>,
    pub positions_public: Option<Spanned<bool>>,
    pub ordered: bool,
    #[serde(default)]
    pub orientation: bool,
    pub facing: Option<Spanned<RawFacing>>,
    pub limit: Option<Spanned<i64>>,
    pub limit_rule: Option<S>,
    pub on_limit: Option<Spanned<RawOnLimit>>,
    #[serde(default)]
    pub rules: Vec<S>,
}

/// `default` and `object` of `[identity]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RawObject {
    #[serde(alias = "new")]
    NewObject,
    #[serde(alias = "same")]
    SameObject,
}

/// `[identity]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawIdentity {
    pub default: Spanned<RawObject>,
    #[serde(default)]
    pub rules: Vec<S>,
    #[serde(default)]
    pub moves: Vec<Spanned<RawIdentityMove>>,
}

/// `[[identity.moves]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawIdentityMove {
    pub from: S,
    pub to: S,
    pub object: Spanned<RawObject>,
    #[serde(default)]
    pub rules: Vec<S>,
}

/// `[cite]`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCite {
    #[serde(default)]
    pub shuffle: Vec<S>,
    #[serde(default)]
    pub order: Vec<S>,
    #[serde(default)]
    pub one_at_a_time: Vec<S>,
    #[serde(default)]
    pub position_clamped: Vec<S>,
    #[serde(default)]
    pub arrival_state: Vec<S>,
    #[serde(default)]
    pub turn: Vec<S>,
}

/// `[start]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawStart {
    #[serde(default)]
    pub rules: Vec<S>,
    #[serde(default)]
    pub step: Vec<Spanned<RawStep>>,
}

/// `do` of a start step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum RawDo {
    Shuffle,
    Deal,
}

/// `[[start.step]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawStep {
    #[serde(rename = "do")]
    pub what: Spanned<RawDo>,
    pub zone: Option<S>,
    pub count: Option<Spanned<i64>>,
    pub from: Option<S>,
    pub to: Option<S>,
}

/// `[[card]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCard {
    pub name: S,
    #[serde(default)]
    pub types: Vec<S>,
    #[serde(default)]
    pub abilities: Vec<String>,
    #[serde(default)]
    pub numbers: BTreeMap<String, i64>,
}

/// `[[sample]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSample {
    pub zone: S,
    pub cards: Vec<Spanned<RawEntry>>,
}

/// `{ card = "…", count = N }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawEntry {
    pub card: S,
    pub count: Option<Spanned<i64>>,
}
