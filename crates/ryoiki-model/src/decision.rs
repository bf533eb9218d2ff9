//! Decisions: whenever a player must choose, the game stops and waits for an answer.
//!
//! Applying an action returns [`Progress::Waiting`](crate::Progress) with a [`Decision`]:
//! who decides, what about, and (through [`Decision::options`]) every legal answer. The
//! answer is another action, [`Action::Answer`](crate::Action). Orders are answered one
//! pick at a time, so the legal answers can always be listed without enumerating
//! permutations.

use crate::ids::{EffectId, ObjectId, PlayerId, ZoneId};
use serde::{Deserialize, Serialize};

/// A choice the game is waiting for.
///
/// ```
/// use ryoiki_model::{CardId, Choice, Decision, DecisionKind, ObjectId, PlayerId, ZoneId, ZoneKind};
///
/// // Two cards arrive at once in an ordered zone: their owner picks the next to place.
/// let (a, b) = (ObjectId { card: CardId(0), generation: 1 }, ObjectId { card: CardId(1), generation: 1 });
/// let decision = Decision {
///     decider: PlayerId(0),
///     kind: DecisionKind::OrderCards {
///         zone: ZoneId { kind: ZoneKind(0), player: Some(PlayerId(0)) },
///         remaining: vec![a, b],
///     },
/// };
/// assert_eq!(decision.options(), [Choice::Object(a), Choice::Object(b)]);
/// assert!(decision.allows(Choice::Object(b)));
/// assert!(!decision.allows(Choice::Option(0)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The player who must answer.
    pub decider: PlayerId,
    /// What is to be decided.
    pub kind: DecisionKind,
}

/// What is to be decided.
///
/// ```
/// use ryoiki_model::{Decision, DecisionKind, EffectId, CardId, ObjectId, PlayerId};
///
/// // Two replacement effects apply to one move: pick the one to apply first.
/// let kind = DecisionKind::ChooseReplacement {
///     object: ObjectId { card: CardId(2), generation: 0 },
///     options: vec![EffectId(0), EffectId(3)],
/// };
/// let d = Decision { decider: PlayerId(1), kind };
/// assert_eq!(d.options().len(), 2);
/// assert!(serde_json::to_string(&d).unwrap().contains(r#""kind":"choose-replacement""#));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum DecisionKind {
    /// Several replacement effects apply to one move: pick the one to apply first
    /// (FoW/MTG 217.1d: the affected object's controller, or owner, chooses).
    ChooseReplacement {
        /// The object about to move.
        object: ObjectId,
        /// The effects that apply and have not applied yet.
        options: Vec<EffectId>,
    },
    /// Several cards arrive at once in an ordered zone: pick the next one to place. The
    /// first pick goes in first (deepest), the last pick ends on top (FoW 3.1.d).
    OrderCards {
        /// The zone they go to.
        zone: ZoneId,
        /// The cards still to place.
        remaining: Vec<ObjectId>,
    },
    /// The next card of a split into groups (PMV 11.10): pick its group; the answer is
    /// [`Choice::Option`] with an index into `options` (`group 1` … `group N`, each
    /// about the card to place).
    SplitCard {
        /// The groups it may join.
        options: Vec<GameOption>,
    },
    /// A decision of a rule set's own process: what it is about
    /// ([`Process::Decision`](crate::Process::Decision)) and the legal answers; the
    /// answer is [`Choice::Option`] with an index into `options`.
    Game {
        /// What is decided, in the rule set's type.
        about: crate::typed::Typed,
        /// The legal answers.
        options: Vec<GameOption>,
    },
}

/// One answer a rule-set decision allows.
///
/// ```
/// use ryoiki_model::{Choice, Decision, DecisionKind, GameOption, PlayerId};
///
/// let group = |n: u32| GameOption { label: format!("group {n}"), object: None };
/// let d = Decision {
///     decider: PlayerId(0),
///     kind: DecisionKind::SplitCard { options: vec![group(1), group(2)] },
/// };
/// assert_eq!(d.option_labels()[1].label, "group 2");
/// assert_eq!(d.options(), [Choice::Option(0), Choice::Option(1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOption {
    /// The answer in words ("group 2", "yes").
    pub label: String,
    /// The object it is about, if any.
    pub object: Option<ObjectId>,
}

/// One answer to a decision.
///
/// ```
/// use ryoiki_model::{CardId, Choice, EffectId, ObjectId};
///
/// assert_eq!(Choice::Option(1).to_string(), "option 1");
/// assert_eq!(Choice::Effect(EffectId(4)).to_string(), "effect e4");
/// assert_eq!(Choice::Object(ObjectId { card: CardId(2), generation: 0 }).to_string(), "object c2#0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choice {
    /// An effect (for [`DecisionKind::ChooseReplacement`]).
    Effect(EffectId),
    /// An object (for [`DecisionKind::OrderCards`]).
    Object(ObjectId),
    /// The index of an option (for [`DecisionKind::Game`] and [`DecisionKind::SplitCard`]).
    Option(u32),
}

impl std::fmt::Display for Choice {
    /// An answer in words, for error messages: `effect e1`, `object c2#0`, `option 1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Choice::Effect(e) => write!(f, "effect {e}"),
            Choice::Object(o) => write!(f, "object {o}"),
            Choice::Option(i) => write!(f, "option {i}"),
        }
    }
}

impl Decision {
    /// Every legal answer to this decision.
    pub fn options(&self) -> Vec<Choice> {
        match &self.kind {
            DecisionKind::ChooseReplacement { options, .. } => {
                options.iter().copied().map(Choice::Effect).collect()
            }
            DecisionKind::OrderCards { remaining, .. } => {
                remaining.iter().copied().map(Choice::Object).collect()
            }
            DecisionKind::Game { options, .. } | DecisionKind::SplitCard { options } => {
                (0..options.len() as u32).map(Choice::Option).collect()
            }
        }
    }

    /// The options of a decision answered by [`Choice::Option`], in order: each one's
    /// label and the object it is about; empty for the other kinds.
    pub fn option_labels(&self) -> &[GameOption] {
        match &self.kind {
            DecisionKind::Game { options, .. } | DecisionKind::SplitCard { options } => options,
            _ => &[],
        }
    }

    /// Whether `choice` is one of the legal answers.
    pub fn allows(&self, choice: Choice) -> bool {
        match (&self.kind, choice) {
            (DecisionKind::ChooseReplacement { options, .. }, Choice::Effect(e)) => {
                options.contains(&e)
            }
            (DecisionKind::OrderCards { remaining, .. }, Choice::Object(o)) => {
                remaining.contains(&o)
            }
            (DecisionKind::Game { options, .. }, Choice::Option(i))
            | (DecisionKind::SplitCard { options }, Choice::Option(i)) => {
                (i as usize) < options.len()
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{CardId, EffectId, ObjectId};

    #[test]
    fn choices_read_as_words_in_errors() {
        let o = ObjectId {
            card: CardId(2),
            generation: 0,
        };
        assert_eq!(Choice::Object(o).to_string(), "object c2#0");
        assert_eq!(Choice::Effect(EffectId(1)).to_string(), "effect e1");
        assert_eq!(Choice::Option(3).to_string(), "option 3");
    }
}
