//! [`SeatGame`]: an action of the game's own as a seat names it, kept typed until it is
//! written.
//!
//! Listing a seat's actions happens after every action taken (a server, a bot, a
//! simulator), but the list is written out only when a seat is sent it. So a listed
//! action of the game's own keeps the rule set's typed action and the seat's handles of
//! the objects it names; its JSON (the rule set's
//! [`Process::seat_form`](crate::Process::seat_form)) is made only when it is written,
//! compared with an action a client sent, or read as JSON. An action a client sends
//! arrives as JSON and stays JSON: it is not typed until it is matched against a listed
//! action.

use crate::ids::{Handle, ObjectId};
use crate::{RuleSet, Typed};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::borrow::Cow;
use std::fmt;

/// An action of the game's own (pass priority, roll the planar die, set a card …) in a
/// seat's terms: every object it names as the seat's [`Handle`]. It serializes as the
/// game's own form of the action ([`Process::seat_form`](crate::Process::seat_form)),
/// and two compare equal when those forms are equal.
///
/// ```
/// use ryoiki_core::SeatGame;
///
/// // As a client sends it: JSON, read as it is.
/// let sent: SeatGame = serde_json::from_str(r#"{"action":"pass-priority","player":0}"#)?;
/// assert_eq!(sent.json()["action"], "pass-priority");
/// assert_eq!(serde_json::to_string(&sent)?, r#"{"action":"pass-priority","player":0}"#);
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone)]
pub struct SeatGame(Form);

#[derive(Clone)]
enum Form {
    /// As a client sent it, or as read back: the JSON itself.
    Json(Value),
    /// As listed: the rule set's action and the seat's handles of its objects.
    Listed(Listed),
}

#[derive(Clone)]
struct Listed {
    /// The rule set that wrote the action (it writes the seat form).
    rules: &'static dyn RuleSet,
    /// The rule set's action ([`Process::Action`](crate::Process::Action)).
    action: Typed,
    /// Each object the action names with the seat's handle for it, in the order the rule
    /// set names them ([`Process::action_objects`](crate::Process::action_objects)).
    handles: Vec<(ObjectId, Handle)>,
}

impl SeatGame {
    /// A listed action of `rules`' own, with the seat's handle of each object it names.
    pub(crate) fn listed(
        rules: &'static dyn RuleSet,
        action: Typed,
        handles: Vec<(ObjectId, Handle)>,
    ) -> SeatGame {
        SeatGame(Form::Listed(Listed {
            rules,
            action,
            handles,
        }))
    }

    /// The action as JSON, the game's own form of it: made here for a listed action
    /// (`null` if its rule set gave no seat form, which a listed action always has).
    pub fn json(&self) -> Cow<'_, Value> {
        match &self.0 {
            Form::Json(v) => Cow::Borrowed(v),
            Form::Listed(l) => Cow::Owned(l.json().unwrap_or(Value::Null)),
        }
    }

    /// The handles the action names: for a listed action, in the order its rule set
    /// names its objects; for one sent as JSON, every string in it that reads as a
    /// handle (read only to name, in a refusal, a handle the seat does not know).
    pub fn handles(&self) -> Vec<Handle> {
        match &self.0 {
            Form::Json(v) => {
                let mut out = Vec::new();
                json_handles(v, &mut out);
                out
            }
            Form::Listed(l) => l.handles.iter().map(|&(_, h)| h).collect(),
        }
    }
}

impl Listed {
    /// The rule set's seat form of the action, each object written as its kept handle.
    fn json(&self) -> Option<Value> {
        let handles = &self.handles;
        self.rules.process()?.seat_form(&self.action, &mut |o| {
            handles.iter().find(|&&(x, _)| x == o).map(|&(_, h)| h)
        })
    }
}

/// Every handle string inside the JSON of a game action a client sent.
fn json_handles(v: &Value, out: &mut Vec<Handle>) {
    match v {
        Value::String(s) => {
            if let Ok(h) = s.parse() {
                out.push(h);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| json_handles(x, out)),
        Value::Object(m) => m.values().for_each(|x| json_handles(x, out)),
        _ => {}
    }
}

impl From<Value> for SeatGame {
    fn from(v: Value) -> SeatGame {
        SeatGame(Form::Json(v))
    }
}

impl PartialEq for SeatGame {
    fn eq(&self, other: &SeatGame) -> bool {
        match (&self.0, &other.0) {
            (Form::Json(a), Form::Json(b)) => a == b,
            // The same action of the same rule set with the same handles writes the
            // same form; otherwise the forms themselves are compared.
            (Form::Listed(a), Form::Listed(b))
                if a.rules.key() == b.rules.key()
                    && a.action == b.action
                    && a.handles == b.handles =>
            {
                true
            }
            _ => self.json() == other.json(),
        }
    }
}

/// The seat forms compare as JSON values, an equivalence.
impl Eq for SeatGame {}

impl fmt::Debug for SeatGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.json(), f)
    }
}

impl Serialize for SeatGame {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Form::Json(v) => v.serialize(s),
            Form::Listed(l) => match l.json() {
                Some(v) => v.serialize(s),
                None => Err(serde::ser::Error::custom(format!(
                    "the rule set {} gave no seat form of its action {:?}",
                    l.rules.key(),
                    l.action
                ))),
            },
        }
    }
}

impl<'de> Deserialize<'de> for SeatGame {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SeatGame, D::Error> {
        Value::deserialize(d).map(SeatGame::from)
    }
}
