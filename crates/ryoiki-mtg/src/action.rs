//! Magic's own actions ([`MtgAction`]) and steps of work ([`MtgTask`]) as data: what a
//! scenario step or a player's request decodes into, and what the agenda holds. The
//! checks are the `checks` module, the effects the `actions` module.

pub use crate::face::Face;
use crate::tokens::TokenSpec;
use ryoiki_core::{CardId, ObjectId, PlayerId, ZoneId};
use serde::{Deserialize, Serialize};

/// The names of the actions (the scenario loader validates step names with them).
pub const ACTIONS: &[&str] = &[
    "start-planechase",
    "roll-planar-die",
    "pass-priority",
    "pass-all",
    "planeswalk",
    "leave-game",
    "add-mana",
    "roll-die",
    "activate-ability",
    "cast",
    "modify",
    "prevent-damage",
    "deal-damage",
    "destroy",
    "attach-aura",
    "phase-out",
    "phase-in",
    "remove-from-game",
    "arrange",
    "create-token",
    "start-game",
    "concede",
    "poison",
    "play-land",
    "tap-for-mana",
    "declare-attackers",
    "declare-blockers",
    "assign-combat-damage",
];

/// One name, or several (the `by` of `destroy`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Names {
    /// One name.
    One(String),
    /// Several names.
    Many(Vec<String>),
}

/// What a player may do in Magic's own terms (a scenario step `do = "<name>"` with its
/// keys decodes into one; see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "kebab-case")]
pub enum MtgAction {
    /// Validate the planar decks and begin Planechase (901.5).
    StartPlanechase,
    /// Roll the planar die as the special action (901.9).
    RollPlanarDie {
        /// The face it shows (forced, for a scenario); otherwise random.
        #[serde(default)]
        face: Option<Face>,
    },
    /// Pass priority.
    PassPriority {
        /// The face effect rolls of the planar die show, if forced.
        #[serde(default)]
        face: Option<Face>,
    },
    /// Every remaining player passes in turn until something resolves or the phase ends.
    PassAll {
        /// The face effect rolls of the planar die show, if forced.
        #[serde(default)]
        face: Option<Face>,
    },
    /// An ability makes a player planeswalk (901.11a).
    Planeswalk {
        /// Who (default: the acting player).
        #[serde(default)]
        player: Option<PlayerId>,
    },
    /// A player (a team in Two-Headed Giant) leaves the game.
    LeaveGame {
        /// Who (default: the acting player).
        #[serde(default)]
        player: Option<PlayerId>,
    },
    /// Mana to a pool.
    AddMana {
        /// Whose (default: the acting player).
        #[serde(default)]
        player: Option<PlayerId>,
        /// How much colorless mana.
        #[serde(default)]
        amount: u32,
        /// Mana as a mana string (`"{1}{G}"`, `"RR"`), added besides `amount`.
        #[serde(default)]
        mana: Option<String>,
    },
    /// An effect rolls a six-sided die.
    RollDie {
        /// The number (forced, 1 to 6); otherwise random.
        #[serde(default)]
        value: Option<u32>,
    },
    /// Activate an ability of a permanent or a face-up planar card (901.7).
    ActivateAbility {
        /// The card.
        card: ObjectId,
        /// Which of its activated abilities.
        #[serde(default)]
        index: u32,
    },
    /// Cast a card from hand.
    Cast {
        /// The card.
        card: ObjectId,
    },
    /// Change a spell's or permanent's characteristics (217.1c exception 1).
    Modify {
        /// The object.
        card: ObjectId,
        /// A type to add.
        #[serde(default)]
        add_type: Option<String>,
        /// An ability to add.
        #[serde(default)]
        add_ability: Option<String>,
    },
    /// Prevent damage from a source (217.1c exception 4).
    PreventDamage {
        /// The source.
        card: ObjectId,
        /// How much.
        amount: i64,
    },
    /// A source deals damage to a player, or to a creature in play (marked on it).
    DealDamage {
        /// The source.
        card: ObjectId,
        /// The player (give this or `creature`).
        #[serde(default)]
        player: Option<PlayerId>,
        /// How much.
        amount: i64,
        /// The creature (give this or `player`).
        #[serde(default)]
        creature: Option<ObjectId>,
    },
    /// Destroy a permanent (217.1d).
    Destroy {
        /// The permanent.
        card: ObjectId,
        /// The destroy effects (several: its controller chooses).
        #[serde(default)]
        by: Option<Names>,
    },
    /// An Aura enchants a permanent (217.1c exception 3).
    AttachAura {
        /// The Aura.
        card: ObjectId,
        /// The permanent.
        host: ObjectId,
    },
    /// A permanent phases out (217.1c exception 5).
    PhaseOut {
        /// The permanent.
        card: ObjectId,
    },
    /// A phased-out permanent phases in.
    PhaseIn {
        /// The permanent.
        card: ObjectId,
    },
    /// Remove an object from the game (217.1f).
    RemoveFromGame {
        /// The object.
        card: ObjectId,
    },
    /// The owner arranges their objects in a zone (217.1b).
    Arrange {
        /// The zone.
        zone: ZoneId,
        /// Their objects, in the new order.
        cards: Vec<ObjectId>,
    },
    /// An effect puts tokens into play under the acting player's control.
    CreateToken {
        /// The token's name.
        name: String,
        /// Its types.
        #[serde(default)]
        types: Vec<String>,
        /// Its abilities.
        #[serde(default)]
        abilities: Vec<String>,
        /// Its power.
        #[serde(default)]
        power: Option<i64>,
        /// Its toughness.
        #[serde(default)]
        toughness: Option<i64>,
        /// How many (1 by default).
        #[serde(default)]
        count: Option<u32>,
    },
    /// Start the game (2009 rule 101): shuffle the libraries, choose who plays first,
    /// draw opening hands with mulligans, begin Planechase when there are planar decks
    /// (901.5), and begin the first turn.
    StartGame,
    /// The acting player concedes: they lose the game and leave it (2009 rule 102.3a).
    Concede,
    /// An effect gives poison counters to a player, or to every player in the game when
    /// no player is named (2009 rule 420.5h reads them).
    Poison {
        /// Who (none: every player still in the game).
        #[serde(default)]
        player: Option<PlayerId>,
        /// How many counters.
        amount: u32,
    },
    /// Play a land from hand (the special action, mtg-2009-305.4).
    PlayLand {
        /// The land card.
        card: ObjectId,
    },
    /// Tap a land for mana with its basic land type's mana ability (mtg-2009-212.6d).
    TapForMana {
        /// The land.
        card: ObjectId,
        /// Which color, for a land with several basic land types (`G` or `forest`).
        #[serde(default)]
        color: Option<String>,
    },
    /// Declare attackers (mtg-2009-308.2a).
    DeclareAttackers {
        /// The attacking creatures (none: no attack).
        #[serde(default)]
        cards: Vec<ObjectId>,
        /// The player attacked (default: the next player in turn order).
        #[serde(default)]
        player: Option<PlayerId>,
    },
    /// Declare blockers (mtg-2009-309.2a).
    DeclareBlockers {
        /// Each blocking creature with the attacker it blocks.
        #[serde(default)]
        blocks: Vec<(ObjectId, ObjectId)>,
    },
    /// Assign combat damage and put it on the stack (mtg-2009-310.1).
    AssignCombatDamage {
        /// How a blocked attacker's damage is divided among its blockers: attacker,
        /// blocker, amount (mtg-2009-310.2c); an attacker not named divides lethal
        /// damage to each blocker in order, the rest to the last.
        #[serde(default)]
        divide: Vec<(ObjectId, ObjectId, u32)>,
    },
}

impl MtgAction {
    /// A `create-token` action's request, for its check and its effect.
    pub(crate) fn token_spec(&self) -> Option<TokenSpec<'_>> {
        match self {
            MtgAction::CreateToken {
                name,
                types,
                abilities,
                power,
                toughness,
                count,
            } => Some(TokenSpec {
                name,
                types,
                abilities,
                power: *power,
                toughness: *toughness,
                count: count.unwrap_or(1),
            }),
            _ => None,
        }
    }
}

/// One step of Magic's work, on the core's agenda.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "kebab-case")]
pub enum MtgTask {
    /// A spell moved off the stack other than by resolving: its stack entry goes (217.1c).
    SpellLeftStack {
        /// The spell's object on the stack.
        object: ObjectId,
    },
    /// A token that has left play ceases to exist (see the `tokens` module).
    TokenLeftPlay {
        /// The token's object where it arrived.
        object: ObjectId,
    },
    /// What follows a destroyed permanent's move (see the `destroy` module).
    AfterDestroy {
        /// The permanent's object before the move.
        object: ObjectId,
        /// The Auras attached to it.
        auras: Vec<CardId>,
        /// The effects that did not apply.
        others: Vec<String>,
        /// The effects of its 'dies' abilities as it was in play before the move.
        #[serde(default)]
        dies: Vec<String>,
        /// Its numbers as it was in play before the move (last known information).
        #[serde(default)]
        known: std::collections::BTreeMap<String, i64>,
    },
    /// A permanent came into play: remembered for summoning sickness (mtg-2009-212.3d).
    EnteredPlay {
        /// Its object in play.
        object: ObjectId,
    },
    /// An instant or sorcery resolved into its owner's graveyard: its effect happens.
    SpellResolved {
        /// Its object in the graveyard.
        object: ObjectId,
        /// Its controller as it resolved.
        controller: PlayerId,
    },
}
