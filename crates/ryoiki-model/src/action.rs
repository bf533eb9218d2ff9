//! [`Action`]s: everything that can change a game, as plain data.

use crate::decision::Choice;
use crate::decision::Decision;
use crate::effect::{CardFilter, EffectBody};
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, ZoneId, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::state::Cause;
use crate::typed::{Data, Typed};
use crate::zone::{Destination, Position};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What an action asks for.
///
/// ```
/// use ryoiki_model::{Action, CardId, Cause, Destination, ObjectId, PlayerId, ZoneKind};
///
/// // "Put that card into a graveyard" (zone kind 3): whose is the rule set's choice.
/// let card = ObjectId { card: CardId(0), generation: 0 };
/// let action = Action::move_to(PlayerId(0), card, ZoneKind(3));
/// assert!(matches!(
///     action,
///     Action::Move { to: Destination { kind: ZoneKind(3), player: None }, cause: Cause::Instruction, .. }
/// ));
/// // Actions are data: they serialize, so a game's log can be saved and replayed.
/// let json = serde_json::to_string(&action).unwrap();
/// assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// Move one object to a zone (置く / 移す / 戻す).
    Move {
        /// The player processing the instruction.
        player: PlayerId,
        /// What moves.
        object: ObjectId,
        /// Where to.
        to: Destination,
        /// Where in the zone (top by default).
        position: Option<Position>,
        /// How it lies on arrival (the zone's default when `None`).
        facing: Option<Facing>,
        /// Turn to this side on arrival.
        side: Option<u8>,
        /// What causes the move.
        cause: Cause,
    },
    /// Move several objects at once; to an ordered zone, their owner orders them
    /// (FoW 3.1.d) one pick at a time.
    MoveMany {
        /// The player processing the instruction.
        player: PlayerId,
        /// What moves.
        objects: Vec<ObjectId>,
        /// Where to.
        to: Destination,
        /// What causes the move.
        cause: Cause,
    },
    /// Move every object that matches at once: "destroy all creatures", "put all
    /// creatures on the bottom of their owners' libraries". The objects are those in a
    /// zone (of kind `from`, or any zone) matching `filter` when the action is applied;
    /// they move as one simultaneous event (see [`crate::batch`]): each meets its own
    /// replacement effects and restrictions, then each owner orders their own cards
    /// arriving in an ordered zone. When nothing matches, nothing happens.
    MoveAll {
        /// The player processing the instruction.
        player: PlayerId,
        /// Which objects (card, owner, controller, types).
        filter: CardFilter,
        /// Only objects in zones of this kind (any zone when `None`).
        from: Option<ZoneKind>,
        /// Where to.
        to: Destination,
        /// Where in the zone (top by default).
        position: Option<Position>,
        /// What causes the move.
        cause: Cause,
    },
    /// Move the top card of a pile `count` times, one card at a time (FoW 3.3.b).
    MoveTop {
        /// The player processing the instruction.
        player: PlayerId,
        /// The pile.
        from: ZoneId,
        /// How many.
        count: u32,
        /// Where to.
        to: Destination,
        /// What causes the move.
        cause: Cause,
    },
    /// Bring a card from outside the game into a zone.
    Enter {
        /// The player processing the instruction.
        player: PlayerId,
        /// The card.
        card: CardId,
        /// Where to.
        to: Destination,
    },
    /// Turn a card upright or sideways (recover/rest, untap/tap, activate/sleep).
    Turn {
        /// The player processing the instruction.
        player: PlayerId,
        /// The object.
        object: ObjectId,
        /// The orientation wanted.
        orientation: Orientation,
    },
    /// Turn a card face up or face down.
    Face {
        /// The player processing the instruction.
        player: PlayerId,
        /// The object.
        object: ObjectId,
        /// The facing wanted.
        facing: Facing,
    },
    /// Shuffle a zone, or put it in a forced order (`forced[i]` is the old index of the
    /// card that ends at index `i`); a forced order is an input, so replays match.
    Shuffle {
        /// The player processing the instruction.
        player: PlayerId,
        /// The zone.
        zone: ZoneId,
        /// A forced result, for scenarios and tests.
        forced: Option<Vec<u32>>,
    },
    /// Register an effect.
    AddEffect {
        /// Its label.
        label: String,
        /// Its controller.
        controller: Option<PlayerId>,
        /// What it does (boxed: the largest payload of any action, kept out of line
        /// so that every action, a move above all, stays small to copy).
        body: Box<EffectBody>,
    },
    /// Register an effect that lasts only as long as `until` says (see
    /// [`crate::duration`]): "this turn", "while the source stays in its zone", "until a
    /// named event".
    AddLasting {
        /// Its label.
        label: String,
        /// Its controller.
        controller: Option<PlayerId>,
        /// What it does (boxed, as [`Action::AddEffect`]'s).
        body: Box<EffectBody>,
        /// How long it lasts.
        until: crate::duration::Duration,
    },
    /// Something happens that ends the effects lasting until it: the end of the turn,
    /// or a named event ("planeswalk").
    Happen {
        /// What happens.
        event: crate::duration::Happening,
    },
    /// End an effect (a reveal or look ends with it).
    EndEffect {
        /// The effect.
        effect: EffectId,
    },
    /// Put an ability on a zone that holds abilities (FoW's chase area, Magic's stack):
    /// a new object, with or without a source card.
    PutAbility {
        /// Its controller.
        player: PlayerId,
        /// The zone.
        zone: ZoneId,
        /// The object it comes from, if any.
        source: Option<ObjectId>,
        /// Its text.
        text: String,
    },
    /// An ability leaves its zone (resolved, countered, or removed by a rule) and
    /// ceases to exist; or a token ceases to exist where it is (see `ryoiki_core::token`).
    Cease {
        /// The ability object.
        object: ObjectId,
    },
    /// Create a token (an object that is not a card) with these characteristics on top
    /// of a zone, owned and controlled by `player` (see `ryoiki_core::token`).
    CreateToken {
        /// Its owner and controller.
        player: PlayerId,
        /// The zone it is created in.
        zone: ZoneId,
        /// Its characteristics (boxed, so that every action stays small to copy).
        side: Box<crate::card::Side>,
    },
    /// Change a zone's size limit.
    SetLimit {
        /// The zone.
        zone: ZoneId,
        /// The new limit.
        limit: Option<u32>,
    },
    /// Attach a card to a host (PMV 11.3 セット, Magic's attach; see `ryoiki_core::attach`).
    Attach {
        /// The player processing the instruction.
        player: PlayerId,
        /// The card attached.
        card: ObjectId,
        /// Its host.
        host: ObjectId,
    },
    /// Hold a card aside while an effect works with it (PMV 11.4 抜き出す; see
    /// `ryoiki_core::extract`).
    Extract {
        /// The player processing the instruction.
        player: PlayerId,
        /// The card.
        card: ObjectId,
        /// The label of the holding effect (`extract` by default).
        label: Option<String>,
    },
    /// Put a held card back at its exact position (PMV 11.4.3).
    PutBack {
        /// The player processing the instruction.
        player: PlayerId,
        /// The held card.
        card: ObjectId,
    },
    /// The process that extracted a card could not be carried out (PMV 11.4.4).
    ExtractFailed {
        /// The player processing the instruction.
        player: PlayerId,
        /// The held card.
        card: ObjectId,
    },
    /// Choose cards at random after making the range unknown (PMV 11.9; see
    /// `ryoiki_core::random`).
    ChooseRandom {
        /// The player processing the instruction.
        player: PlayerId,
        /// The range.
        cards: Vec<ObjectId>,
        /// How many to choose (one when a text form leaves it out).
        #[serde(default = "one")]
        count: u32,
    },
    /// Split cards into groups, card by card (PMV 11.10; see `ryoiki_core::groups`).
    Split {
        /// The player who decides.
        player: PlayerId,
        /// The cards.
        cards: Vec<ObjectId>,
        /// How many groups.
        count: u32,
        /// The label of the effect that keeps the groups (`groups` by default).
        label: Option<String>,
    },
    /// An action of the rule set's own process ([`Process::Action`](crate::Process)).
    Game(GameAction),
    /// Answer the pending decision.
    Answer {
        /// Who answers.
        player: PlayerId,
        /// The answer.
        choice: Choice,
    },
}

/// What happened to an accepted action.
///
/// ```
/// use ryoiki_model::{Decision, DecisionKind, PlayerId, Progress};
/// use std::sync::Arc;
///
/// // Most actions are simply done; one that needs a choice waits for it.
/// let waiting = Progress::Waiting(Arc::new(Decision {
///     decider: PlayerId(1),
///     kind: DecisionKind::SplitCard { options: vec![] },
/// }));
/// assert_ne!(waiting, Progress::Done);
/// assert!(matches!(waiting, Progress::Waiting(d) if d.decider == PlayerId(1)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// It was carried out completely.
    Done,
    /// It waits for a decision (also available as `Game::pending`).
    /// Shared with the game's own pending decision, so that waiting copies nothing; one
    /// word, so that a `Progress` comes back in a register: most actions are simply done.
    Waiting(Arc<Decision>),
}

/// An action of a rule set's own, taken by a player.
///
/// ```
/// use ryoiki_model::{GameAction, PlayerId};
/// use serde::{Deserialize, Serialize};
///
/// // A rule set's own action type ("pass priority"), carried by the core as a `Typed`.
/// #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// enum MyAction { Pass }
///
/// let action = GameAction::new(PlayerId(0), MyAction::Pass);
/// assert_eq!(action.action.get::<MyAction>(), Some(&MyAction::Pass));
/// assert_eq!(serde_json::to_string(&action).unwrap(), r#"{"player":0,"game":"Pass"}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameAction {
    /// The player taking it.
    pub player: PlayerId,
    /// The rule set's [`Process::Action`](crate::Process::Action) (serialized as `game`).
    #[serde(rename = "game")]
    pub action: Typed,
}

impl GameAction {
    /// A typed action for `player`.
    pub fn new<A: Data>(player: PlayerId, action: A) -> GameAction {
        GameAction {
            player,
            action: Typed::new(action),
        }
    }
}

/// The default count of a random choice.
fn one() -> u32 {
    1
}

impl Action {
    /// A card moved by an instruction (`Cause::Instruction`) to a kind of zone, with
    /// nothing else said: whose zone is the rule set's choice, on top, lying as the
    /// zone's cards do, on the side it has.
    pub fn move_to(player: PlayerId, object: ObjectId, kind: ZoneKind) -> Action {
        Action::Move {
            player,
            object,
            to: Destination { kind, player: None },
            position: None,
            facing: None,
            side: None,
            cause: Cause::Instruction,
        }
    }

    /// Every object `filter` matches (in `from`, or anywhere) moved at once by an
    /// instruction to a kind of zone, with nothing else said, as [`Action::move_to`].
    pub fn move_all(
        player: PlayerId,
        filter: CardFilter,
        from: Option<ZoneKind>,
        kind: ZoneKind,
    ) -> Action {
        Action::MoveAll {
            player,
            filter,
            from,
            to: Destination { kind, player: None },
            position: None,
            cause: Cause::Instruction,
        }
    }
}

/// What an action does, as a message of the core's catalogue ("move that card there").
pub fn action_word(a: &Action) -> crate::words::Phrase {
    crate::words::phrase(match a {
        Action::Move { .. } => "deed-move",
        Action::MoveMany { .. } => "deed-move-many",
        Action::MoveAll { .. } => "deed-move-all",
        Action::AddLasting { .. } => "deed-add-lasting",
        Action::Happen { .. } => "deed-happen",
        Action::MoveTop { .. } => "deed-move-top",
        Action::Enter { .. } => "deed-enter",
        Action::Turn { .. } => "deed-turn",
        Action::Face { .. } => "deed-face",
        Action::Shuffle { .. } => "deed-shuffle",
        Action::AddEffect { .. } => "deed-add-effect",
        Action::EndEffect { .. } => "deed-end-effect",
        Action::SetLimit { .. } => "deed-set-limit",
        Action::PutAbility { .. } => "deed-put-ability",
        Action::Cease { .. } => "deed-cease",
        Action::CreateToken { .. } => "deed-create-token",
        Action::Game(_) => "deed-game",
        Action::Attach { .. } => "deed-attach",
        Action::Extract { .. } => "deed-extract",
        Action::PutBack { .. } => "deed-put-back",
        Action::ExtractFailed { .. } => "deed-extract-failed",
        Action::ChooseRandom { .. } => "deed-choose-random",
        Action::Split { .. } => "deed-split",
        Action::Answer { .. } => "deed-answer",
    })
}
