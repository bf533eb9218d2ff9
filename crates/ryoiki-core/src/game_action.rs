//! Actions a rule set defines for its own processes.
//!
//! The core's [`Action`](crate::Action)s cover what every game does with zones. A game
//! has processes of its own (Magic's planar die, PMV's set and extract); a
//! [`NamedAction`] names one and carries its arguments, and
//! [`RuleSet::apply_game_action`](crate::RuleSet::apply_game_action) carries it out.
//! Game actions are plain data, so replays and scenario files record them like any
//! other action.

use crate::ids::{CardId, ObjectId, PlayerId, ZoneId};
use crate::zone::Destination;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One argument of a game action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arg {
    /// An object.
    Object(ObjectId),
    /// A card, whatever object it is now.
    Card(CardId),
    /// A player.
    Player(PlayerId),
    /// A zone.
    Zone(ZoneId),
    /// A destination.
    Destination(Destination),
    /// A number.
    Int(i64),
    /// A word.
    Text(String),
    /// Several arguments.
    List(Vec<Arg>),
}

/// An action of a rule set's own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedAction {
    /// The player taking it.
    pub player: PlayerId,
    /// Its name, one of [`RuleSet::game_actions`](crate::RuleSet::game_actions).
    pub name: String,
    /// Its arguments by name.
    pub args: BTreeMap<String, Arg>,
}

impl NamedAction {
    /// An argument that must be an object.
    pub fn object(&self, key: &str) -> Option<ObjectId> {
        match self.args.get(key)? {
            Arg::Object(o) => Some(*o),
            _ => None,
        }
    }

    /// An argument that must be a number.
    pub fn int(&self, key: &str) -> Option<i64> {
        match self.args.get(key)? {
            Arg::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// An argument that must be a word.
    pub fn text(&self, key: &str) -> Option<&str> {
        match self.args.get(key)? {
            Arg::Text(t) => Some(t),
            _ => None,
        }
    }

    /// An argument that must be a player.
    pub fn player_arg(&self, key: &str) -> Option<PlayerId> {
        match self.args.get(key)? {
            Arg::Player(p) => Some(*p),
            _ => None,
        }
    }

    /// An argument that must be a list of objects.
    pub fn objects(&self, key: &str) -> Option<Vec<ObjectId>> {
        match self.args.get(key)? {
            Arg::List(items) => items
                .iter()
                .map(|a| match a {
                    Arg::Object(o) => Some(*o),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }
}
