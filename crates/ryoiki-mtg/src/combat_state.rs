//! The data of a turn's combat, kept in [`crate::ext::MtgState::combat`]: the attackers,
//! the blocks, which combat damage steps have assigned, and the damage on the stack
//! ([`crate::combat`] carries it out).

use ryoiki_core::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// What receives combat damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Recipient {
    /// A player.
    Player(PlayerId),
    /// A creature.
    Creature(ObjectId),
}

/// One creature's combat damage to one recipient, on the stack until it resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assignment {
    /// The stack entry the damage belongs to.
    pub item: u32,
    /// The creature that deals it.
    pub source: ObjectId,
    /// Who or what receives it.
    pub to: Recipient,
    /// How much.
    pub amount: u32,
}

/// The combat of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    /// The turn it belongs to.
    pub turn: u32,
    /// The attacking player.
    pub attacking: PlayerId,
    /// Each attacking creature with the player it attacks.
    pub attackers: Vec<(ObjectId, PlayerId)>,
    /// Whether blockers have been declared.
    pub blocked_declared: bool,
    /// Each blocking creature with the attacker it blocks.
    pub blocks: Vec<(ObjectId, ObjectId)>,
    /// Whether the first-strike combat damage has been assigned.
    pub first_assigned: bool,
    /// Whether the (regular) combat damage has been assigned.
    pub regular_assigned: bool,
    /// The creatures that assigned damage in the first-strike step.
    pub dealt_first: Vec<ObjectId>,
    /// Damage on the stack.
    pub pending: Vec<Assignment>,
}
