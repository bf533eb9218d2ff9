//! What made a move happen ([`Cause`]): an instruction, a draw, one of the core's own
//! processes, or a process a rule set defines ([`GameCause`]).
//!
//! A game's cause is a word the rule set chooses ("cast", "judgment"), checked when it
//! is made and held as a `&'static str` in a `Copy` value, so that copying a move's
//! cause never allocates. A word read from a file is kept once for the run (at most
//! [`CAUSE_WORDS_READ_MAX`] distinct words), like a rule set's constants. A rule set names its causes as constants
//! (`const CAST: Cause = Cause::game("cast")`) and compares against them; scenario files
//! and saved games write the word, as they always have (`cause = "judgment"`,
//! `{"special": "judgment"}`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest word a [`GameCause`] holds.
pub const CAUSE_WORD_MAX: usize = 23;

/// How many distinct cause words read from input (scenario files, saved games) one run
/// keeps; a word past them is refused.
pub const CAUSE_WORDS_READ_MAX: usize = 1024;

/// What made a move happen; rule sets may treat causes differently.
///
/// Saved as it always was: `"instruction"`, `"draw"`, or `{"special": word}` for the
/// core's own processes and a rule set's.
///
/// ```
/// use ryoiki_model::Cause;
///
/// assert_eq!(Cause::from_word("draw").unwrap(), Cause::Draw);
/// assert_eq!(Cause::from_word("cast").unwrap(), Cause::game("cast"));
/// assert_eq!(Cause::game("cast").word(), "cast");
/// assert!(Cause::from_word("Not A Word").is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "CauseWire", into = "CauseWire")]
pub enum Cause {
    /// A plain instruction ("put", "move").
    Instruction,
    /// Drawing.
    Draw,
    /// The core attaching a card to a host (an attachment that cannot stay where it is).
    Attach,
    /// The core putting back a card whose extraction could not complete.
    ExtractFailed,
    /// A process of the rule set's own (Magic's "cast", FoW's "judgment").
    Game(GameCause),
}

impl Cause {
    /// A cause of the rule set's own, named by `word` (see [`GameCause::new`]).
    ///
    /// # Panics
    /// If `word` is not a cause word; a rule set's constant is checked when it compiles.
    #[must_use]
    pub const fn game(word: &'static str) -> Cause {
        Cause::Game(GameCause::new(word))
    }

    /// The cause a word names, as a scenario file or a saved game writes it:
    /// `instruction`, `draw`, the core's `attach` and `extract-failed`, or a rule set's
    /// own word.
    ///
    /// # Errors
    /// [`CauseError`] when the word is empty, too long or not made of lower-case
    /// letters, digits and hyphens.
    pub fn from_word(word: &str) -> Result<Cause, CauseError> {
        Ok(match word {
            "instruction" => Cause::Instruction,
            "draw" => Cause::Draw,
            other => Cause::special(GameCause::parse(other)?),
        })
    }

    /// The cause written `{"special": word}`: one of the core's own or the rule set's.
    fn special(word: GameCause) -> Cause {
        if word == ATTACH {
            Cause::Attach
        } else if word == EXTRACT_FAILED {
            Cause::ExtractFailed
        } else {
            Cause::Game(word)
        }
    }

    /// The word a scenario file writes for the cause.
    #[must_use]
    pub fn word(&self) -> &'static str {
        match self {
            Cause::Instruction => "instruction",
            Cause::Draw => "draw",
            Cause::Attach => ATTACH.as_str(),
            Cause::ExtractFailed => EXTRACT_FAILED.as_str(),
            Cause::Game(g) => g.as_str(),
        }
    }
}

const ATTACH: GameCause = GameCause::new("attach");
const EXTRACT_FAILED: GameCause = GameCause::new("extract-failed");

/// A rule set's own cause of a move: a word of lower-case letters, digits and hyphens,
/// at most [`CAUSE_WORD_MAX`] bytes (a `Copy` value, no allocation).
///
/// ```
/// use ryoiki_model::GameCause;
///
/// const CAST: GameCause = GameCause::new("cast");
/// assert_eq!(GameCause::parse("cast").unwrap(), CAST);
/// assert_eq!(CAST.as_str(), "cast");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameCause {
    /// The word, checked.
    word: &'static str,
}

impl GameCause {
    /// The cause named `word`.
    ///
    /// # Panics
    /// If `word` is empty, longer than [`CAUSE_WORD_MAX`] or has a byte other than a
    /// lower-case letter, a digit or a hyphen: a rule set's constant fails to compile.
    /// Words from input go through [`GameCause::parse`].
    #[must_use]
    pub const fn new(word: &'static str) -> GameCause {
        match GameCause::checked(word) {
            Ok(()) => GameCause { word },
            Err(_) => panic!("a cause word is 1 to 23 lower-case letters, digits or hyphens"),
        }
    }

    /// The cause named `word`, read from input.
    ///
    /// # Errors
    /// [`CauseError`] naming the word and what is wrong with it.
    pub fn parse(word: &str) -> Result<GameCause, CauseError> {
        let refused = |problem| CauseError {
            word: word.to_string(),
            problem,
        };
        GameCause::checked(word).map_err(refused)?;
        let mut read = READ_WORDS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(kept) = read.iter().find(|w| **w == word) {
            return Ok(GameCause { word: kept });
        }
        if read.len() >= CAUSE_WORDS_READ_MAX {
            return Err(refused(CauseProblem::TooMany));
        }
        // Kept for the rest of the run, like a rule set's constant words: at most
        // `CAUSE_WORDS_READ_MAX` words of at most 23 bytes.
        let kept: &'static str = Box::leak(word.to_string().into_boxed_str());
        read.push(kept);
        Ok(GameCause { word: kept })
    }

    const fn checked(word: &str) -> Result<(), CauseProblem> {
        let b = word.as_bytes();
        if b.is_empty() {
            return Err(CauseProblem::Empty);
        }
        if b.len() > CAUSE_WORD_MAX {
            return Err(CauseProblem::TooLong);
        }
        let mut i = 0;
        while i < b.len() {
            if !matches!(b[i], b'a'..=b'z' | b'0'..=b'9' | b'-') {
                return Err(CauseProblem::Character);
            }
            i += 1;
        }
        Ok(())
    }

    /// The word.
    #[must_use]
    pub fn as_str(&self) -> &'static str {
        self.word
    }
}

/// The words read from input so far (see [`GameCause::parse`]).
static READ_WORDS: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());

impl fmt::Debug for GameCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for GameCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for GameCause {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for GameCause {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameCause, D::Error> {
        let word = std::borrow::Cow::<'de, str>::deserialize(d)?;
        GameCause::parse(&word).map_err(serde::de::Error::custom)
    }
}

/// A word that cannot name a cause.
///
/// ```
/// use ryoiki_model::{CauseProblem, GameCause};
///
/// let err = GameCause::parse("").unwrap_err();
/// assert_eq!(err.problem, CauseProblem::Empty);
/// assert_eq!(err.to_string(), r#"cause "" is empty"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cause {word:?} {problem}")]
pub struct CauseError {
    /// The word given.
    pub word: String,
    /// What is wrong with it.
    pub problem: CauseProblem,
}

/// What is wrong with a cause word.
///
/// ```
/// use ryoiki_model::{CauseProblem, GameCause};
///
/// assert_eq!(GameCause::parse("Cast!").unwrap_err().problem, CauseProblem::Character);
/// assert_eq!(GameCause::parse(&"a".repeat(40)).unwrap_err().problem, CauseProblem::TooLong);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CauseProblem {
    /// It is empty.
    #[error("is empty")]
    Empty,
    /// It is longer than [`CAUSE_WORD_MAX`] bytes.
    #[error("is longer than 23 bytes")]
    TooLong,
    /// It has something other than lower-case letters, digits and hyphens.
    #[error("may hold only lower-case letters, digits and hyphens")]
    Character,
    /// The run has already read [`CAUSE_WORDS_READ_MAX`] other cause words.
    #[error("is one distinct cause word more than the 1,024 a run reads")]
    TooMany,
}

/// [`Cause`]'s saved form, unchanged from when the cause was free text.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum CauseWire {
    Instruction,
    Draw,
    Special(GameCause),
}

impl From<CauseWire> for Cause {
    fn from(w: CauseWire) -> Cause {
        match w {
            CauseWire::Instruction => Cause::Instruction,
            CauseWire::Draw => Cause::Draw,
            CauseWire::Special(word) => Cause::special(word),
        }
    }
}

impl From<Cause> for CauseWire {
    fn from(c: Cause) -> CauseWire {
        match c {
            Cause::Instruction => CauseWire::Instruction,
            Cause::Draw => CauseWire::Draw,
            Cause::Attach => CauseWire::Special(ATTACH),
            Cause::ExtractFailed => CauseWire::Special(EXTRACT_FAILED),
            Cause::Game(g) => CauseWire::Special(g),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn causes_save_as_they_always_did() {
        let cases = [
            (Cause::Instruction, r#""instruction""#),
            (Cause::Draw, r#""draw""#),
            (Cause::Attach, r#"{"special":"attach"}"#),
            (Cause::ExtractFailed, r#"{"special":"extract-failed"}"#),
            (Cause::game("judgment"), r#"{"special":"judgment"}"#),
        ];
        for (cause, json) in cases {
            assert_eq!(serde_json::to_string(&cause).unwrap(), json);
            assert_eq!(serde_json::from_str::<Cause>(json).unwrap(), cause);
        }
    }

    #[test]
    fn a_word_names_the_cause_a_scenario_writes() {
        for word in [
            "instruction",
            "draw",
            "attach",
            "extract-failed",
            "cast",
            "set-card-discard",
        ] {
            assert_eq!(Cause::from_word(word).unwrap().word(), word);
        }
        assert_eq!(Cause::from_word("attach").unwrap(), Cause::Attach);
        assert_eq!(
            Cause::from_word("from-removed-area").unwrap(),
            Cause::game("from-removed-area")
        );
        assert_ne!(Cause::game("set"), Cause::game("set-card-discard"));
    }

    #[test]
    fn a_bad_word_is_refused_naming_it() {
        let e = Cause::from_word("Judgment").unwrap_err();
        assert_eq!(e.problem, CauseProblem::Character);
        assert_eq!(
            e.to_string(),
            r#"cause "Judgment" may hold only lower-case letters, digits and hyphens"#
        );
        assert_eq!(
            Cause::from_word("").unwrap_err().problem,
            CauseProblem::Empty
        );
        assert_eq!(
            Cause::from_word("a-cause-word-far-too-long-to-hold")
                .unwrap_err()
                .problem,
            CauseProblem::TooLong
        );
        assert!(serde_json::from_str::<Cause>(r#"{"special":"x y"}"#).is_err());
    }

    #[test]
    fn the_longest_word_fits() {
        let word = "abcdefghijklmnopqrstuvw";
        assert_eq!(word.len(), CAUSE_WORD_MAX);
        assert_eq!(GameCause::parse(word).unwrap().as_str(), word);
    }
}
