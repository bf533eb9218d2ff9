//! What goes wrong: a definition file that cannot be read or is not valid
//! ([`LoadError`], each problem a [`Problem`] at its line and column), and a game that
//! cannot be started ([`StartError`]).

use ryoiki_core::{ActionError, SetupError};
use std::fmt;

/// A "did you mean" hint: empty, or ` (did you mean 'x'?)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hint(pub Option<String>);

impl Hint {
    /// The known name closest to `word`, if one is close enough to be a likely typo.
    pub fn closest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Hint {
        let best = known
            .into_iter()
            .map(|k| (strsim::jaro_winkler(word, k), k))
            .filter(|(score, _)| *score >= 0.8)
            .max_by(|a, b| a.0.total_cmp(&b.0));
        Hint(best.map(|(_, k)| k.to_string()))
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(k) => write!(f, " (did you mean '{k}'?)"),
            None => Ok(()),
        }
    }
}

/// One problem of a definition file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Problem {
    /// The TOML does not parse, a key is unknown, a value has the wrong type, a key is
    /// missing: the parser's own message.
    #[error("{0}")]
    Toml(String),
    /// A key (game, zone) with characters other than `a`–`z`, `0`–`9` and `-`, or empty,
    /// or not starting with a letter.
    #[error("{what} '{key}' must be lowercase letters, digits and '-', starting with a letter")]
    BadKey {
        /// What the key names ("game key", "zone key").
        what: &'static str,
        /// The key as written.
        key: String,
    },
    /// A name or title that is empty or holds a control character.
    #[error("{what} must be non-empty text without control characters")]
    BadText {
        /// What the text is ("English name").
        what: &'static str,
    },
    /// The player counts are out of range.
    #[error("players: min {min} and max {max} must satisfy 1 <= min <= max <= 64")]
    PlayerRange {
        /// As written.
        min: i64,
        /// As written.
        max: i64,
    },
    /// A rule id used twice.
    #[error("rule '{id}' is defined twice")]
    DuplicateRule {
        /// The id.
        id: String,
    },
    /// A rule id that does not start with the game's key and a dash, or holds spaces.
    #[error("rule id '{id}' must start with '{key}-' and hold no spaces")]
    RulePrefix {
        /// The id.
        id: String,
        /// The game's key.
        key: String,
    },
    /// A rule id cited that no `[[rule]]` defines.
    #[error("unknown rule '{id}'{hint}")]
    UnknownRule {
        /// The id.
        id: String,
        /// The closest defined id.
        hint: Hint,
    },
    /// The file has no zone.
    #[error("a game needs at least one [[zone]]")]
    NoZones,
    /// More zones than the core can number.
    #[error("a game has at most {max} zones")]
    TooManyZones {
        /// The most allowed.
        max: usize,
    },
    /// A zone key used twice.
    #[error("zone '{key}' is defined twice")]
    DuplicateZone {
        /// The key.
        key: String,
    },
    /// A zone named that the file does not define.
    #[error("unknown zone '{name}'{hint}")]
    UnknownZone {
        /// The name.
        name: String,
        /// The closest zone key.
        hint: Hint,
    },
    /// `visibility = "owner"` on a shared zone, which has no owner.
    #[error("zone '{zone}' is shared: only a per-player zone can be seen by its owner")]
    OwnerOfShared {
        /// The zone.
        zone: String,
    },
    /// `positions_public` on a public zone (whose cards are all seen anyway).
    #[error("positions_public is for hidden zones; zone '{zone}' is public")]
    PositionsOfPublic {
        /// The zone.
        zone: String,
    },
    /// A limit that is negative or too large.
    #[error("limit {limit} is out of range (0 to 4294967295)")]
    LimitRange {
        /// As written.
        limit: i64,
    },
    /// A limit with no rule to cite.
    #[error("zone '{zone}' has a limit but no limit_rule to cite when it is reached")]
    LimitWithoutRule {
        /// The zone.
        zone: String,
    },
    /// `limit_rule` or `on_limit` without a limit.
    #[error("{key} is given but zone '{zone}' has no limit")]
    NoLimit {
        /// The key given (`limit_rule`, `on_limit`).
        key: &'static str,
        /// The zone.
        zone: String,
    },
    /// Two `[[identity.moves]]` entries for the same pair of zones.
    #[error("the move from '{from}' to '{to}' is listed twice")]
    DuplicateMove {
        /// The zone left.
        from: String,
        /// The zone entered.
        to: String,
    },
    /// A start step lacks a key its kind needs.
    #[error("a '{step}' step needs '{key}'")]
    StepMissing {
        /// The step's kind.
        step: &'static str,
        /// The key.
        key: &'static str,
    },
    /// A start step has a key its kind does not take.
    #[error("'{key}' is not a key of a '{step}' step")]
    StepExtra {
        /// The step's kind.
        step: &'static str,
        /// The key.
        key: &'static str,
    },
    /// A count that is not at least 1 (or too large).
    #[error("count {count} is out of range (1 to {max})")]
    CountRange {
        /// As written.
        count: i64,
        /// The largest allowed.
        max: i64,
    },
    /// A deal from a zone that keeps no order, which has no top.
    #[error("zone '{zone}' is unordered: a deal takes the top of an ordered zone")]
    DealFromUnordered {
        /// The zone.
        zone: String,
    },
    /// A card name used twice in the card list.
    #[error("card '{name}' is listed twice")]
    DuplicateCard {
        /// The name.
        name: String,
    },
    /// A card type that is not a lowercase word.
    #[error("card type '{word}' must be lowercase, without control characters")]
    BadType {
        /// As written.
        word: String,
    },
    /// A sample deck names a card the card list does not have.
    #[error("unknown card '{name}'{hint}")]
    UnknownCard {
        /// The name.
        name: String,
        /// The closest card name.
        hint: Hint,
    },
    /// A sample deck puts more cards into a zone than its limit.
    #[error("the sample puts {count} cards into zone '{zone}', over its limit of {limit}")]
    SampleOverLimit {
        /// The zone.
        zone: String,
        /// How many cards.
        count: u64,
        /// The limit.
        limit: u32,
    },
}

/// A problem at its place in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub problem: Problem,
}

/// A definition file that is not valid: every problem found, in file order.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render())]
pub struct DefinitionErrors {
    /// The file, as given.
    pub path: String,
    /// The file's text (the problems' lines and columns point into it).
    pub source_text: String,
    /// Every problem, in file order.
    pub problems: Vec<Located>,
}

impl DefinitionErrors {
    /// One line per problem: `path:line:column: message`.
    pub fn render(&self) -> String {
        self.problems
            .iter()
            .map(|p| format!("{}:{}:{}: {}", self.path, p.line, p.column, p.problem))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Every problem with its source line and a caret under the word at fault, as
    /// scenario load errors are shown; with `color`, ANSI colours for a terminal.
    pub fn render_snippets(&self, color: bool) -> String {
        crate::snippet::render(
            &self.path,
            &self.source_text,
            self.problems
                .iter()
                .map(|p| (p.line, p.column, p.problem.to_string())),
            color,
        )
    }
}

/// A definition file that could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{path}: cannot read the game definition: {source}")]
    Read {
        /// The file, as given.
        path: String,
        /// What the operating system said.
        #[source]
        source: std::io::Error,
    },
    /// The file was read, and is not a valid game definition.
    #[error(transparent)]
    Invalid(#[from] DefinitionErrors),
}

impl LoadError {
    /// The problems of an invalid file, if that is what went wrong.
    pub fn problems(&self) -> &[Located] {
        match self {
            LoadError::Read { .. } => &[],
            LoadError::Invalid(e) => &e.problems,
        }
    }
}

/// A data game that could not be started.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The number of players is outside the game's range.
    #[error("{game} is for {min} to {max} players, not {count}")]
    PlayerCount {
        /// The game's key.
        game: &'static str,
        /// Players asked for.
        count: usize,
        /// The game's least.
        min: u8,
        /// The game's most.
        max: u8,
    },
    /// The core refused the setup.
    #[error("{game}: the setup was refused: {source}")]
    Setup {
        /// The game's key.
        game: &'static str,
        /// The core's problems.
        #[source]
        source: SetupError,
    },
    /// A step of the start procedure was refused.
    #[error("{game}: start step {step} was refused: {source}")]
    Step {
        /// The game's key.
        game: &'static str,
        /// The step's index (from 1) in the file's `[[start.step]]` list.
        step: usize,
        /// The core's refusal (boxed: it is large, and rare).
        #[source]
        source: Box<ActionError>,
    },
}

#[cfg(test)]
mod tests {
    use super::Hint;

    #[test]
    fn a_hint_names_a_close_key_and_nothing_for_a_far_one() {
        assert_eq!(
            Hint::closest("shroe", ["shore", "hand"]).to_string(),
            " (did you mean 'shore'?)"
        );
        assert_eq!(Hint::closest("zzz", ["shore", "hand"]).to_string(), "");
    }
}
