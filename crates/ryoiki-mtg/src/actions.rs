//! Magic's own actions ([`MtgAction`]), steps of work ([`MtgTask`]), and their checks
//! and effects, one function per action.
//!
//! | action | what it does |
//! |---|---|
//! | `start-planechase` | validates planar decks (901.3, 901.15a), then 901.5 (901.14a) |
//! | `roll-planar-die` (`face`: planeswalker, chaos, blank) | the special action (901.9) |
//! | `pass-priority`, `pass-all` (`face` for effect rolls) | priority; resolves the top of the stack or moves on |
//! | `planeswalk` (`player`) | an ability makes a player planeswalk (901.11a) |
//! | `leave-game` (`player`) | a player (a team in Two-Headed Giant) leaves (901.6, 901.10 …) |
//! | `add-mana` (`amount`, `player`) | mana to a pool |
//! | `roll-die` (`value`) | an effect rolls a six-sided die (a number) |
//! | `activate-ability` (`card`, `index`) | an activated ability (901.7) |
//! | `cast` (`card`) | a card from hand onto the stack |
//! | `modify` (`card`, `add_type`, `add_ability`) | change a spell's characteristics |
//! | `prevent-damage` (`card`, `amount`) | prevent damage from a source |
//! | `deal-damage` (`card`, `player`, `amount`) | a source deals damage |
//! | `destroy` (`card`, `by = [...]`) | destroy a permanent; several effects: its controller chooses (217.1d) |
//! | `attach-aura` (`card`, `host`) | an Aura enchants a permanent (217.1c exception 3) |
//! | `phase-out`, `phase-in` (`card`) | phasing (217.1c exception 5) |
//! | `remove-from-game` (`card`) | remove from the game (217.1f) |
//! | `arrange` (`zone`, `cards`) | the owner arranges a zone (217.1b) |
//! | `create-token` (`name`, `types`, `abilities`, `power`, `toughness`, `count`) | put tokens into play under the acting player's control ([`crate::tokens`]) |
//!
//! Every action is checked completely in [`crate::checks::check`] before [`apply`]
//! changes anything.

use crate::abilities::{self, Ability};
use crate::events::MtgEvent;
use crate::ext::{ItemKind, MtgState};
use crate::zones::*;
use crate::{Magic, destroy, leave, objects, planar, priority};
use ryoiki_core::Phrase;
use ryoiki_core::{
    Action, ActionError, CardId, Cause, Cx, Destination, ObjectId, PlayerId, RuleId, State, ZoneId,
    ZoneKind,
};
use serde::{Deserialize, Serialize};

/// The context Magic's process works through.
pub type Mx<'a> = Cx<'a, Magic>;

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
];

/// A face of the planar die (901.3a): one planeswalker symbol, one chaos symbol, four
/// blank faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", try_from = "String")]
pub enum Face {
    /// The planeswalker symbol.
    Planeswalker,
    /// The chaos symbol.
    Chaos,
    /// A blank face.
    Blank,
}

impl TryFrom<String> for Face {
    type Error = String;

    fn try_from(s: String) -> Result<Face, String> {
        match s.as_str() {
            "planeswalker" => Ok(Face::Planeswalker),
            "chaos" => Ok(Face::Chaos),
            "blank" => Ok(Face::Blank),
            other => Err(format!(
                "`face`: planeswalker, chaos or blank, not '{other}' [mtg-901.3a]"
            )),
        }
    }
}

impl Face {
    /// The die's six faces.
    pub const DIE: [Face; 6] = [
        Face::Planeswalker,
        Face::Chaos,
        Face::Blank,
        Face::Blank,
        Face::Blank,
        Face::Blank,
    ];
}

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
        /// How much.
        amount: u32,
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
    /// A source deals damage to a player.
    DealDamage {
        /// The source.
        card: ObjectId,
        /// The player.
        player: PlayerId,
        /// How much.
        amount: i64,
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
}

impl MtgAction {
    /// A `create-token` action's request, for its check and its effect.
    pub(crate) fn token_spec(&self) -> Option<crate::tokens::TokenSpec<'_>> {
        match self {
            MtgAction::CreateToken {
                name,
                types,
                abilities,
                power,
                toughness,
                count,
            } => Some(crate::tokens::TokenSpec {
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
    /// A token that has left play ceases to exist (see [`crate::tokens`]).
    TokenLeftPlay {
        /// The token's object where it arrived.
        object: ObjectId,
    },
    /// What follows a destroyed permanent's move (see [`crate::destroy`]).
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
}

/// A refusal: the rules forbid the action; `reason` is a message of Magic's catalogue.
pub(crate) fn forbid(reason: Phrase, rule: &'static str) -> ActionError {
    ActionError::Forbidden { reason, rule }
}

/// A message of Magic's catalogue, to be put into words when shown.
pub(crate) fn phrase(key: &'static str) -> Phrase {
    Phrase::new(crate::events::messages(), key)
}

pub(crate) fn kind_of(st: &State, card: CardId) -> Option<ZoneKind> {
    st.zone_of(card).map(|z| z.kind)
}

pub(crate) fn name(st: &State, card: CardId) -> String {
    st.def(card).name().to_string()
}

pub(crate) fn pname(st: &State, p: PlayerId) -> String {
    st.players().get(p.index()).cloned().unwrap_or_default()
}

/// A core move, as Magic's processes make them.
pub(crate) fn mv(
    player: PlayerId,
    object: ObjectId,
    to: Destination,
    position: Option<ryoiki_core::zone::Position>,
    cause: Cause,
) -> Action {
    Action::Move {
        player,
        object,
        to,
        position,
        facing: None,
        side: None,
        cause,
    }
}

/// Emits an event that copies texts (names, effects), built only when someone listens
/// (a game run with `NullSink` builds none).
pub(crate) fn emit_built(cx: &mut Mx<'_>, event: impl FnOnce() -> MtgEvent, rules: Cite<'_>) {
    if cx.emitting() {
        cx.emit(event(), rules);
    }
}

/// Applies a nested core action, fully checked; a refusal (rare: the checks before
/// make it so, unless an object moved meanwhile) is reported as a `core-refused` event,
/// and the caller learns whether the action was carried out.
pub(crate) fn core(cx: &mut Mx<'_>, action: Action) -> bool {
    match cx.apply(action) {
        Ok(_) => true,
        Err(e) => {
            cx.emit(
                MtgEvent::CoreRefused {
                    reason: e.to_string(),
                },
                &[],
            );
            false
        }
    }
}

/// Whether `p` is one of the active players still in the game (the active team's
/// members in Two-Headed Giant).
pub(crate) fn is_active_player(ms: &MtgState, p: PlayerId) -> bool {
    ms.present(p) && ms.team(p) == ms.team(ms.active)
}

pub(crate) fn has_priority(ms: &MtgState, p: PlayerId) -> bool {
    ms.priority.is_some_and(|h| ms.team(h) == ms.team(p))
}

pub(crate) fn activated(st: &State, c: CardId) -> Vec<(u32, String)> {
    abilities::current(st, c)
        .into_iter()
        .filter_map(|a| match a {
            Ability::Activated(n, e) => Some((n, e)),
            _ => None,
        })
        .collect()
}

/// Carries out a checked action.
pub fn apply(cx: &mut Mx<'_>, p: PlayerId, a: MtgAction) {
    match a {
        MtgAction::StartPlanechase => planar::start(cx),
        MtgAction::RollPlanarDie { face } => planar::roll_as_special_action(cx, p, face),
        MtgAction::PassPriority { face } => priority::pass(cx, face),
        MtgAction::PassAll { face } => priority::pass_all(cx, face),
        MtgAction::Planeswalk { player } => {
            planar::planeswalk(cx, player.unwrap_or(p), &["mtg-901.11a"])
        }
        MtgAction::LeaveGame { player } => leave::leave(cx, player.unwrap_or(p)),
        MtgAction::AddMana { player, amount } => objects::add_mana(cx, player.unwrap_or(p), amount),
        MtgAction::RollDie { value } => objects::roll_die(cx, p, value),
        MtgAction::ActivateAbility { card, index } => {
            priority::activate(cx, p, card, index as usize)
        }
        MtgAction::Cast { card } => priority::cast(cx, p, card),
        MtgAction::Modify {
            card,
            add_type,
            add_ability,
        } => objects::modify(cx, card, add_type, add_ability),
        MtgAction::PreventDamage { card, amount } => objects::prevent(cx, card, amount),
        MtgAction::DealDamage {
            card,
            player,
            amount,
        } => objects::deal_damage(cx, card, player, amount),
        MtgAction::Destroy { card, by } => {
            let by = match by {
                Some(Names::One(t)) => vec![t],
                Some(Names::Many(v)) if !v.is_empty() => v,
                _ => vec!["a destroy effect".into()],
            };
            destroy::destroy_by(cx, card, by)
        }
        MtgAction::AttachAura { card, host } => objects::attach_aura(cx, card, host),
        MtgAction::PhaseOut { card } => objects::phase(cx, p, card, PHASED_OUT, "phase-out"),
        MtgAction::PhaseIn { card } => objects::phase(cx, p, card, IN_PLAY, "phase-in"),
        MtgAction::RemoveFromGame { card } => objects::remove_from_game(cx, p, card),
        MtgAction::Arrange { zone, cards } => objects::arrange(cx, p, zone, cards),
        ref token @ MtgAction::CreateToken { .. } => {
            if let Some(spec) = token.token_spec() {
                crate::tokens::create(cx, p, &spec);
            }
        }
    }
}

/// Runs one of Magic's steps of work.
pub fn run(cx: &mut Mx<'_>, task: MtgTask) {
    match task {
        MtgTask::SpellLeftStack { object } => {
            cx.ext_mut()
                .stack
                .retain(|i| !(i.kind == ItemKind::Spell && i.source == Some(object)));
            cx.emit(MtgEvent::SpellLeftStack { object }, &[&["mtg-217.1c"]]);
        }
        MtgTask::AfterDestroy {
            object,
            auras,
            others,
            dies,
            known,
        } => destroy::after_destroy(cx, object, &auras, &others, &dies, &known),
        MtgTask::TokenLeftPlay { object } => crate::tokens::cease(cx, object),
    }
}

/// Rules a list of static lists cites, for passing on.
pub(crate) type Cite<'a> = &'a [&'static [RuleId]];
