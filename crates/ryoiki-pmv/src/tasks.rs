//! PMV's own action ([`PmvAction`]) and steps of work ([`PmvTask`]) as data, and how
//! the steps go on the core's agenda.

use crate::abilities::Timing;
use crate::rule_set::Pcx;
use ryoiki_core::{CardId, ObjectId, Task, Typed, ZoneId};
use serde::{Deserialize, Serialize};

/// What a player may do in PMV's own terms (scenario files: `do = "<name>"` with the
/// fields as keys).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "kebab-case")]
pub enum PmvAction {
    /// Set a card (11.3.6): onto the field alone (11.3.9), or onto a field card `host`
    /// (11.3.10); from outside the field it enters the field (11.3.8).
    Set {
        /// The card to set.
        card: ObjectId,
        /// The field card to set it onto; none: onto the field itself.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        host: Option<ObjectId>,
    },
    /// The frame of the game: `start-game`, `next-phase`, `pass-turn`, `adjust-life`
    /// (refused: PMV keeps no life total here), `concede` ([`ryoiki_frame::FrameAction`],
    /// written with its own `action` tag).
    #[serde(untagged)]
    Frame(ryoiki_frame::FrameAction),
}

/// One step of PMV's own work, scheduled on the core's agenda.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "kebab-case")]
pub enum PmvTask {
    /// A card leaves the field (11.3.3.a–g): note its set cards for h (when `noted` is
    /// given), then discard them level by level, each 'discard' followed by its four
    /// timings, from the step `depth` and `next` say on. The steps run in this one task
    /// until an ability moves a card; the rest then waits behind the move as a new one.
    LeaveField {
        /// The card leaving the field.
        host: CardId,
        /// Its set cards at every depth, to note for 11.3.3.h; none once noted.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        noted: Option<Vec<ObjectId>>,
        /// Its set cards level by level: its own, then theirs, and so on.
        levels: Vec<Vec<CardId>>,
        /// The level to go on with (0: the leaving card's own set cards).
        depth: u32,
        /// The discard timing of that level to resolve next; none: 'discard' itself.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        next: Option<Timing>,
    },
    /// Remember which set cards go to the underworld with `host` at 11.3.3.h. (Leaving
    /// the field is one [`PmvTask::LeaveField`] now; this and the two discard steps below
    /// stay so that a game saved while they waited resumes.)
    NoteSetCards {
        /// The card leaving the field.
        host: CardId,
        /// Its set cards at every depth.
        cards: Vec<ObjectId>,
    },
    /// Apply 'discard' to one level of set cards (11.3.3.a, f).
    Discard {
        /// The set cards (one list shared by the level's discard and timing tasks).
        cards: std::sync::Arc<[CardId]>,
        /// 0 for the leaving card's own set cards, more for set cards of set cards.
        depth: u32,
    },
    /// Resolve one discard timing for one level of set cards (11.3.3.b–e, g).
    DiscardTiming {
        /// The set cards.
        cards: std::sync::Arc<[CardId]>,
        /// The timing.
        timing: Timing,
        /// As for [`PmvTask::Discard`].
        depth: u32,
    },
    /// The card that left the field has arrived: its set cards go to the top of their
    /// owners' underworlds (11.3.3.h).
    SetCardsToUnderworld {
        /// The card that left the field.
        host: CardId,
        /// Its set cards as noted when it began to leave; PMV's state holds them (in the
        /// order their owners chose), and then this list is left empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        cards: Vec<ObjectId>,
    },
    /// Move set cards along with their host from field to field (11.3.11.d).
    Carry {
        /// The set cards.
        cards: Vec<CardId>,
        /// The field their host moved to.
        to: ZoneId,
    },
    /// Resolve a card's own 'when put' abilities (11.2.2.d).
    WhenPut {
        /// The card put.
        card: CardId,
    },
    /// The work a move set off is done: if the card has moved on, its move still counts
    /// as done (11.1.2).
    MoveDone {
        /// The card as it arrived.
        object: ObjectId,
        /// Where it arrived.
        zone: ZoneId,
    },
    /// 11.3.9.a: a character card entering alone is a character from now.
    EnterA {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.9.b: 'when entering' effects.
    EnterB {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.9.c: auto abilities become active; the death state is judged at the end.
    EnterC {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.9.d: 'when entered' effects.
    EnterD {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.10.a: 'when setting' effects (and 'when entering', if it enters).
    SetA {
        /// The card being set.
        card: CardId,
        /// The card it is set onto.
        host: ObjectId,
        /// Whether it enters the field by it.
        entering: bool,
    },
    /// 11.3.10.b: the card is a set card now (or the set failed).
    SetB {
        /// The card being set.
        card: CardId,
        /// The card it is set onto.
        host: ObjectId,
        /// Whether it enters the field by it.
        entering: bool,
    },
    /// 11.3.10.c: 'when set' effects (and 'when entered', if it entered).
    SetC {
        /// The card being set.
        card: CardId,
        /// The card it is set onto.
        host: ObjectId,
        /// Whether it entered the field by it.
        entering: bool,
    },
    /// A set card on the field is set onto the field itself: it stops being a set card
    /// and does not enter anew (11.3.8.b).
    Unset {
        /// The set card.
        card: CardId,
    },
}

/// A step of PMV's work as a core task (for the move pipeline's hooks).
pub(crate) fn game_task(task: PmvTask) -> Task {
    Task::Game(Typed::new(task))
}

/// Schedules core tasks to run next, in the order given.
pub(crate) fn schedule_tasks(cx: &mut Pcx<'_>, tasks: Vec<Task>) {
    for t in tasks.into_iter().rev() {
        cx.schedule_core(t);
    }
}
