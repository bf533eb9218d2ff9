//! General processes every game may use, reached as game actions by name.
//!
//! Several processes of card games are not one game's own: attaching a card to another
//! (PMV's set, Magic's attach), holding a card aside (PMV's extract), choosing at random,
//! and splitting cards into groups. The core carries them out itself whenever a
//! [`NamedAction`] names one of [`GENERAL_ACTIONS`], for every rule set, before the rule
//! set's own actions are considered. A rule set only says which of its rules each step
//! cites ([`RuleSet::process_rules`](crate::RuleSet::process_rules)) and may change where
//! a failed extraction goes.
//!
//! | action | arguments | module |
//! |---|---|---|
//! | `attach` | `card`, `host` | [`crate::attach`] |
//! | `extract` | `card`, optional `label` | [`crate::extract`] |
//! | `put-back` | `card` | [`crate::extract`] |
//! | `extract-failed` | `card` | [`crate::extract`] |
//! | `choose-random` | `cards`, optional `count` | [`crate::random`] |
//! | `split` | `cards`, `count`, optional `label` | [`crate::groups`] |

use crate::error::ActionError;
use crate::event::EventSink;
use crate::game::Game;
use crate::game_action::NamedAction;
use crate::ids::ObjectId;

/// The names of the core's general actions.
pub const GENERAL_ACTIONS: &[&str] = &[
    "attach",
    "extract",
    "put-back",
    "extract-failed",
    "choose-random",
    "split",
];

/// Whether a game action names a general process of the core.
pub fn is_general(name: &str) -> bool {
    GENERAL_ACTIONS.contains(&name)
}

pub(crate) fn need_object(a: &NamedAction, key: &str) -> Result<ObjectId, ActionError> {
    a.object(key).ok_or_else(|| ActionError::BadArgument {
        action: a.name.clone(),
        what: format!("a card as `{key}`"),
    })
}

pub(crate) fn need_objects(a: &NamedAction, key: &str) -> Result<Vec<ObjectId>, ActionError> {
    match a.objects(key) {
        Some(v) if !v.is_empty() => Ok(v),
        Some(_) => Err(ActionError::NoCards),
        None => Err(ActionError::BadArgument {
            action: a.name.clone(),
            what: format!("a list of cards as `{key}`"),
        }),
    }
}

impl Game {
    /// Emits a general process's event (a [`crate::EventKind::Named`] event).
    pub(crate) fn game_event<S: EventSink + ?Sized>(
        &self,
        sink: &mut S,
        name: &str,
        text: String,
        objects: Vec<ObjectId>,
        rules: &[&'static [crate::event::RuleId]],
    ) {
        sink.emit(crate::event::Event {
            kind: crate::event::EventKind::Named {
                name: name.to_string(),
                text,
                objects,
            },
            rules: crate::event::cite(rules),
        });
    }

    /// A card object in words for a general process's event text: "Name (c3#1)".
    pub(crate) fn label(&self, o: ObjectId) -> String {
        format!("{} ({o})", self.state.def(o.card).name())
    }

    /// Checks a general action (the name must be one of [`GENERAL_ACTIONS`]).
    pub(crate) fn check_general(&self, a: &NamedAction) -> Result<(), ActionError> {
        match a.name.as_str() {
            "attach" => self.check_attach(a),
            "extract" => self.check_extract(a),
            "put-back" | "extract-failed" => self.check_held(a),
            "choose-random" => self.check_choose_random(a),
            "split" => self.check_split(a),
            other => Err(ActionError::UnknownAction {
                game: "core",
                name: other.to_string(),
            }),
        }
    }

    /// Carries out a checked general action, scheduling its work on the agenda.
    pub(crate) fn apply_general<S: EventSink + ?Sized>(&mut self, a: NamedAction, sink: &mut S) {
        match a.name.as_str() {
            "attach" => self.apply_attach(a, sink),
            "extract" => self.apply_extract(a, sink),
            "put-back" => self.apply_put_back(a, sink),
            "extract-failed" => self.apply_extract_failed(a, sink),
            "choose-random" => self.apply_choose_random(a, sink),
            "split" => self.apply_split(a, sink),
            _ => {}
        }
    }
}
