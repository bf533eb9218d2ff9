//! The work the game has still to do, as data: the agenda's [`Task`]s, a move in
//! progress ([`MoveTask`], at its [`MoveStage`]) and what made it happen ([`Cause`]),
//! and several moves at once ([`Batch`], see the `batch` module). The state holds them
//! (`State::agenda`); the engine carries them out.

pub use crate::cause::Cause;
use crate::effect::FollowUp;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::placement::Facing;
use crate::typed::Typed;
use crate::zone::{Destination, Position};
use serde::{Deserialize, Serialize};

/// The stage a move has reached (see `ryoiki_core::moves`).
///
/// ```
/// use ryoiki_model::MoveStage;
///
/// // The stages of the move pipeline, in order, each saved as a word.
/// let stages = [MoveStage::Destination, MoveStage::Replacement, MoveStage::Restriction, MoveStage::Execute];
/// assert_eq!(serde_json::to_string(&stages).unwrap(), r#"["destination","replacement","restriction","execute"]"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveStage {
    /// Resolve which player's zone.
    Destination,
    /// Apply replacement effects.
    Replacement,
    /// Check restrictions on the final destination, then leave and arrive.
    Restriction,
    /// The destination is final and the rule set's work before leaving is done
    /// ([`RuleSet::before_leave`](crate::RuleSet::before_leave)): leave and arrive now.
    Execute,
}

/// A move in progress.
///
/// Kept small, because every move builds one: what replacement effects did to it, which
/// most moves never meet, sits behind one pointer ([`Replaced`]). Its saved form is
/// flat, every field at the top level, as it has always been written.
///
/// ```
/// use ryoiki_model::{CardId, Cause, Destination, MoveStage, MoveTask, ObjectId, PlayerId, Position, ZoneKind};
///
/// // A move as the agenda carries it: it starts at the destination stage, on top.
/// let task = MoveTask::new(
///     ObjectId { card: CardId(1), generation: 0 },
///     PlayerId(0),
///     Destination { kind: ZoneKind(3), player: None },
///     Cause::Instruction,
/// );
/// assert_eq!(task.stage, MoveStage::Destination);
/// assert_eq!(task.position, Position::Top);
/// assert!(task.applied().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "MoveTaskWire", into = "MoveTaskWire")]
pub struct MoveTask {
    /// The object moving.
    pub object: ObjectId,
    /// The player processing the instruction.
    pub processing: PlayerId,
    /// The destination asked for.
    pub requested: Destination,
    /// The destination resolved so far.
    pub dest: Option<ZoneId>,
    /// Where in the destination.
    pub position: Position,
    /// How it lies on arrival, if the instruction says.
    pub facing: Option<Facing>,
    /// The side to turn to on arrival, if any.
    pub side: Option<u8>,
    /// What made it move.
    pub cause: Cause,
    /// How far it has got.
    pub stage: MoveStage,
    /// Knowledge the arrival grants instead of what players saw (ordered hidden batches).
    pub known_override: Option<PlayerSet>,
    /// Whether this move is one of several top cards leaving a pile one at a time.
    pub one_at_a_time: bool,
    /// Whether this move is one of several happening at once (see the `batch` module):
    /// once its destination is final it waits for the others instead of moving.
    pub in_batch: bool,
    /// What replacement effects have done to this move, once one has applied.
    pub replaced: Option<Box<Replaced>>,
}

/// What replacement effects have done to one move (MTG 217.1d: each applies at most once
/// to the event), and what they said follows its arrival.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replaced {
    /// Replacement effects already applied to this event.
    pub applied: Vec<EffectId>,
    /// What replacement effects said to record once the card has arrived: the effect
    /// and the words.
    pub then: Vec<(EffectId, String)>,
    /// What else replacement effects said follows the arrival (counters, tokens): the
    /// effect and the follow-up.
    pub follow: Vec<(EffectId, FollowUp)>,
}

impl MoveTask {
    /// A move at its first stage, to the top of the destination, lying as the zone
    /// says, with nothing applied yet.
    pub fn new(
        object: ObjectId,
        processing: PlayerId,
        requested: Destination,
        cause: Cause,
    ) -> MoveTask {
        MoveTask {
            object,
            processing,
            requested,
            dest: None,
            position: Position::Top,
            facing: None,
            side: None,
            cause,
            stage: MoveStage::Destination,
            known_override: None,
            one_at_a_time: false,
            in_batch: false,
            replaced: None,
        }
    }

    /// The replacement effects already applied to this move.
    pub fn applied(&self) -> &[EffectId] {
        self.replaced.as_deref().map_or(&[], |r| &r.applied)
    }

    /// What replacement effects have done to this move, made on first use.
    pub fn replaced_mut(&mut self) -> &mut Replaced {
        self.replaced.get_or_insert_with(Box::default)
    }
}

/// The saved form of a [`MoveTask`]: every field flat, as scenario repro files and saved
/// tables have always written it.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct MoveTaskWire {
    object: ObjectId,
    processing: PlayerId,
    requested: Destination,
    dest: Option<ZoneId>,
    position: Position,
    facing: Option<Facing>,
    side: Option<u8>,
    cause: Cause,
    applied: Vec<EffectId>,
    stage: MoveStage,
    known_override: Option<PlayerSet>,
    one_at_a_time: bool,
    #[serde(default)]
    in_batch: bool,
    #[serde(default)]
    then: Vec<(EffectId, String)>,
    #[serde(default)]
    follow: Vec<(EffectId, FollowUp)>,
}

impl From<MoveTaskWire> for MoveTask {
    fn from(w: MoveTaskWire) -> MoveTask {
        let replaced = Replaced {
            applied: w.applied,
            then: w.then,
            follow: w.follow,
        };
        MoveTask {
            object: w.object,
            processing: w.processing,
            requested: w.requested,
            dest: w.dest,
            position: w.position,
            facing: w.facing,
            side: w.side,
            cause: w.cause,
            stage: w.stage,
            known_override: w.known_override,
            one_at_a_time: w.one_at_a_time,
            in_batch: w.in_batch,
            replaced: (replaced != Replaced::default()).then(|| Box::new(replaced)),
        }
    }
}

impl From<MoveTask> for MoveTaskWire {
    fn from(t: MoveTask) -> MoveTaskWire {
        let r = t.replaced.map(|b| *b).unwrap_or_default();
        MoveTaskWire {
            object: t.object,
            processing: t.processing,
            requested: t.requested,
            dest: t.dest,
            position: t.position,
            facing: t.facing,
            side: t.side,
            cause: t.cause,
            applied: r.applied,
            stage: t.stage,
            known_override: t.known_override,
            one_at_a_time: t.one_at_a_time,
            in_batch: t.in_batch,
            then: r.then,
            follow: r.follow,
        }
    }
}

/// Work the game has still to do; a stack, the last entry first.
///
/// ```
/// use ryoiki_core::*;
///
/// // "When the host leaves the table, the other cards of its owner's table go to the
/// // graveyard first": work the rule set puts on the agenda before the card leaves.
/// struct Linked;
/// static ZONES: [ZoneSpec; 2] = [
///     ZoneSpec::public("table", Names::new("table", "テーブル")),
///     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")),
/// ];
/// impl RuleSet for Linked {
///     fn key(&self) -> &'static str { "linked" }
///     fn names(&self) -> Names { Names::new("Linked", "連結") }
///     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
///     fn before_leave(&self, game: &dyn Host, mv: &MoveTask, _dest: ZoneId) -> Vec<Task> {
///         let state = game.state();
///         if state.printed_side(mv.object.card).name != "Host" {
///             return vec![];
///         }
///         let Some(zone) = state.zone_of(mv.object.card).filter(|z| z.kind == ZoneKind(0)) else { return vec![] };
///         state.zone(zone).unwrap().cards.iter().filter(|&&c| c != mv.object.card)
///             .map(|&c| Task::Move(MoveTask::new(state.object(c), mv.processing,
///                 Destination { kind: ZoneKind(1), player: zone.player }, Cause::Instruction)))
///             .collect()
///     }
/// }
/// static LINKED: Linked = Linked;
///
/// let p0 = PlayerId(0);
/// let card = |name| CardSetup::new(CardDef::single(Side::new(name, &[])), p0, SetupPlace::zone(ZoneKind(0), Some(p0)));
/// let setup = Setup { players: vec!["alice".into()], cards: vec![card("Host"), card("Rider")], ..Setup::default() };
/// let mut game = Game::new(&LINKED, setup)?;
/// let host = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(p0, host, ZoneKind(1)), &mut NullSink)?;
/// // The rider went first, then the host.
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), p0)), &[CardId(1), CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    /// Carry on with one move.
    Move(MoveTask),
    /// Several cards arriving at once in an ordered zone: ask for the next pick.
    Order {
        /// The cards still to place.
        remaining: Vec<ObjectId>,
        /// The cards picked so far, first pick first; they move when the order is
        /// complete.
        #[serde(default)]
        chosen: Vec<ObjectId>,
        /// The move each pick becomes.
        template: MoveTask,
        /// Who orders.
        decider: PlayerId,
    },
    /// Several moves happening at once (FoW 3.1.d, MTG 217.1d): each settles its final
    /// destination first, then each owner orders their own cards arriving in an ordered
    /// zone, then they all move (see the `batch` module).
    Batch(Batch),
    /// Move the top card of a pile, `remaining` times, one at a time (FoW 3.3.b).
    FromTop {
        /// The pile.
        from: ZoneId,
        /// How many cards are still to go.
        remaining: u32,
        /// The move each card becomes.
        template: MoveTask,
    },
    /// Attach a card to a host once it has arrived in the host's zone (see
    /// `ryoiki_core::attach`).
    Attach {
        /// The card being attached.
        card: CardId,
        /// The host.
        host: ObjectId,
    },
    /// Split cards into groups, one card at a time (see `ryoiki_core::groups`).
    Split {
        /// The label of the effect the groups belong to.
        label: String,
        /// Who decides.
        decider: PlayerId,
        /// The cards still to place.
        remaining: Vec<ObjectId>,
        /// The groups formed so far.
        groups: Vec<Vec<ObjectId>>,
    },
    /// A step of a rule set's own process ([`Process::Task`](crate::Process::Task)),
    /// carried out by [`Process::run`](crate::Process::run) when it comes up.
    Game(Typed),
}

/// Several moves in progress at once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Batch {
    /// The moves whose destination is final, in the order they settled.
    pub settled: Vec<MoveTask>,
    /// Set once every move has settled: the arrivals, grouped by zone and owner.
    pub groups: Option<Vec<Arrival>>,
}

/// The cards of one owner arriving in one zone as part of a batch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrival {
    /// The real destination (after redirects, replacements and restrictions).
    pub zone: ZoneId,
    /// The owner of these cards, who orders them in an ordered zone.
    pub owner: PlayerId,
    /// The moves already placed in order, first pick first (deepest).
    pub chosen: Vec<MoveTask>,
    /// The moves not yet placed.
    pub remaining: Vec<MoveTask>,
}

impl Arrival {
    /// The objects not yet placed, in their order.
    pub fn objects(&self) -> Vec<ObjectId> {
        self.remaining.iter().map(|m| m.object).collect()
    }
}
