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
//!
//! Every action is checked completely in [`check`] before [`apply`] changes anything.

use crate::abilities::{self, Ability};
use crate::deck::{self, is_planar};
use crate::events::MtgEvent;
use crate::ext::{ItemKind, Modification, MtgState, Shield, Variant};
use crate::zones::*;
use crate::{Magic, destroy, leave, planar, priority};
use ryoiki_core::{
    Action, ActionError, CardId, Cause, Cx, Destination, Facing, Game, ObjectId, Place, PlayerId,
    RuleId, State, ZoneId, ZoneKind,
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

    /// The face's name in English and Japanese.
    pub fn names(self) -> (&'static str, &'static str) {
        match self {
            Face::Planeswalker => ("planeswalker", "プレインズウォーカー・シンボル"),
            Face::Chaos => ("chaos", "混沌シンボル"),
            Face::Blank => ("blank", "空白"),
        }
    }
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
    /// What follows a destroyed permanent's move (see [`crate::destroy`]).
    AfterDestroy {
        /// The permanent's object before the move.
        object: ObjectId,
        /// The Auras attached to it.
        auras: Vec<CardId>,
        /// The effects that did not apply.
        others: Vec<String>,
    },
}

pub(crate) fn forbid(reason: impl Into<String>, rule: &'static str) -> ActionError {
    ActionError::Forbidden {
        reason: reason.into(),
        rule,
    }
}

fn bad(action: &str, what: &str) -> ActionError {
    ActionError::BadArgument {
        action: action.into(),
        what: what.into(),
    }
}

pub(crate) fn kind_of(st: &State, card: CardId) -> Option<ZoneKind> {
    st.zone_of(card).map(|z| z.kind)
}

pub(crate) fn name(st: &State, card: CardId) -> String {
    st.def(card).name().to_string()
}

pub(crate) fn pname(st: &State, p: PlayerId) -> String {
    st.players.get(p.index()).cloned().unwrap_or_default()
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

/// Applies a nested core action; a refusal is reported as an event-free no-op, which
/// the checks before make rare (the card moved meanwhile).
pub(crate) fn core(cx: &mut Mx<'_>, action: Action) -> bool {
    cx.apply(action).is_ok()
}

pub(crate) fn active_players(ms: &MtgState) -> Vec<PlayerId> {
    ms.teammates(ms.active)
        .into_iter()
        .filter(|&p| ms.present(p))
        .collect()
}

pub(crate) fn has_priority(ms: &MtgState, p: PlayerId) -> bool {
    ms.priority.is_some_and(|h| ms.team(h) == ms.team(p))
}

fn object(game: &Game, o: ObjectId) -> Result<(), ActionError> {
    game.resolve(o).map(|_| ())
}

fn player(
    game: &Game,
    p: Option<PlayerId>,
    me: PlayerId,
    action: &str,
) -> Result<PlayerId, ActionError> {
    let p = p.unwrap_or(me);
    if p.index() < game.state().players.len() {
        Ok(p)
    } else {
        Err(bad(action, "`player`: a player of this game"))
    }
}

fn require_zone(game: &Game, o: ObjectId, kind: ZoneKind, what: &str) -> Result<(), ActionError> {
    if kind_of(game.state(), o.card) == Some(kind) {
        Ok(())
    } else {
        Err(ActionError::NotInZone {
            object: o,
            place: format!(
                "{} is {}, not {what}",
                o,
                game.place_name(o.card, ryoiki_core::Lang::En)
            ),
        })
    }
}

pub(crate) fn activated(st: &State, c: CardId) -> Vec<(u32, String)> {
    abilities::parse_all(&st.printed_side(c).abilities)
        .into_iter()
        .filter_map(|a| match a {
            Ability::Activated(n, e) => Some((n, e)),
            _ => None,
        })
        .collect()
}

/// Checks an action without changing anything.
///
/// # Errors
/// Why the action is refused.
pub fn check(game: &Game, ms: &MtgState, p: PlayerId, a: &MtgAction) -> Result<(), ActionError> {
    let st = game.state();
    if !ms.present(p) && !matches!(a, MtgAction::PassAll { .. }) {
        return Err(forbid(
            format!("{} has left the game", pname(st, p)),
            "mtg-901.10",
        ));
    }
    match a {
        MtgAction::StartPlanechase => check_start(st, ms),
        MtgAction::RollPlanarDie { .. } => check_roll(st, ms, p),
        MtgAction::PassPriority { .. } => check_pass(st, ms, p),
        MtgAction::PassAll { .. } => Ok(()),
        MtgAction::Planeswalk { player: q } => {
            let q = player(game, *q, p, "planeswalk")?;
            if !ms.started {
                return Err(forbid("Planechase has not started", "mtg-901.11"));
            }
            if !ms.present(q) {
                return Err(forbid("that player has left the game", "mtg-901.11"));
            }
            Ok(())
        }
        MtgAction::LeaveGame { player: q } => {
            let q = player(game, *q, p, "leave-game")?;
            if !ms.present(q) {
                return Err(forbid("that player has already left", "mtg-901.10"));
            }
            Ok(())
        }
        MtgAction::AddMana { player: q, .. } => player(game, *q, p, "add-mana").map(|_| ()),
        MtgAction::RollDie { value } => match value {
            Some(v) if !(1..=6).contains(v) => Err(bad("roll-die", "`value`: 1 to 6")),
            _ => Ok(()),
        },
        MtgAction::ActivateAbility { card, index } => {
            check_activate(game, ms, p, *card, *index as usize)
        }
        MtgAction::Cast { card } => check_cast(game, ms, p, *card),
        MtgAction::Modify {
            card,
            add_type,
            add_ability,
        } => {
            object(game, *card)?;
            if !matches!(kind_of(st, card.card), Some(STACK) | Some(IN_PLAY)) {
                return Err(forbid(
                    "only spells and permanents are modified here",
                    "mtg-217.1c",
                ));
            }
            if add_type.is_none() && add_ability.is_none() {
                return Err(bad("modify", "`add_type` or `add_ability`"));
            }
            Ok(())
        }
        MtgAction::PreventDamage { card, amount } => {
            object(game, *card)?;
            if *amount > 0 {
                Ok(())
            } else {
                Err(bad("prevent-damage", "`amount`: a positive number"))
            }
        }
        MtgAction::DealDamage {
            card,
            player: q,
            amount,
        } => {
            object(game, *card)?;
            require_zone(game, *card, IN_PLAY, "in play")?;
            player(game, Some(*q), p, "deal-damage")?;
            if *amount < 0 {
                return Err(bad("deal-damage", "`amount`: a number, 0 or more"));
            }
            Ok(())
        }
        MtgAction::Destroy { card, .. } => {
            object(game, *card)?;
            require_zone(game, *card, IN_PLAY, "in play")
        }
        MtgAction::AttachAura { card, host } => check_attach(game, *card, *host),
        MtgAction::PhaseOut { card } => {
            object(game, *card)?;
            require_zone(game, *card, IN_PLAY, "in play")
        }
        MtgAction::PhaseIn { card } => {
            object(game, *card)?;
            require_zone(game, *card, PHASED_OUT, "phased out")
        }
        MtgAction::RemoveFromGame { card } => object(game, *card),
        MtgAction::Arrange { zone, cards } => check_arrange(game, p, *zone, cards),
    }
}

fn check_start(st: &State, ms: &MtgState) -> Result<(), ActionError> {
    if ms.started {
        return Err(forbid("Planechase has already started", "mtg-901.5"));
    }
    if let Err(e) = deck::validate(st) {
        let rule = e.problems[0].rule(ms.variant == Variant::SinglePlanarDeck);
        return Err(forbid(e.to_string(), rule));
    }
    Ok(())
}

fn check_roll(st: &State, ms: &MtgState, p: PlayerId) -> Result<(), ActionError> {
    if !ms.started {
        return Err(forbid("Planechase has not started", "mtg-901.5"));
    }
    if !active_players(ms).contains(&p) {
        return Err(forbid(
            format!("{} is not an active player", pname(st, p)),
            if ms.variant == Variant::TwoHeadedGiant {
                "mtg-901.12d"
            } else {
                "mtg-901.9"
            },
        ));
    }
    if !ms.phase.is_main() {
        return Err(forbid("it is not a main phase", "mtg-901.9"));
    }
    if !has_priority(ms, p) {
        return Err(forbid(
            format!("{} does not have priority", pname(st, p)),
            "mtg-901.9",
        ));
    }
    if !ms.stack.is_empty() {
        return Err(forbid("the stack is not empty", "mtg-901.9"));
    }
    let seat = ms.seat(p);
    if seat.mana < seat.rolls {
        return Err(forbid(
            format!(
                "rolling costs {} mana, {} has {}",
                seat.rolls,
                pname(st, p),
                seat.mana
            ),
            "mtg-901.9",
        ));
    }
    Ok(())
}

fn check_pass(st: &State, ms: &MtgState, p: PlayerId) -> Result<(), ActionError> {
    if has_priority(ms, p) {
        Ok(())
    } else {
        Err(forbid(
            format!("{} does not have priority", pname(st, p)),
            "mtg-901.9",
        ))
    }
}

fn check_activate(
    game: &Game,
    ms: &MtgState,
    p: PlayerId,
    o: ObjectId,
    index: usize,
) -> Result<(), ActionError> {
    object(game, o)?;
    let st = game.state();
    let c = o.card;
    let planar_up =
        kind_of(st, c) == Some(COMMAND) && is_planar(st, c) && st.card(c).facing == Facing::FaceUp;
    if !planar_up && kind_of(st, c) != Some(IN_PLAY) {
        return Err(forbid(
            "only a permanent or a face-up plane or phenomenon has usable abilities",
            "mtg-901.7",
        ));
    }
    if st.card(c).controller != Some(p) {
        return Err(forbid(
            format!("{} does not control it", pname(st, p)),
            "mtg-901.7",
        ));
    }
    if !has_priority(ms, p) {
        return Err(forbid("no priority", "mtg-901.7"));
    }
    let Some((cost, _)) = activated(st, c).get(index).cloned() else {
        return Err(bad(
            "activate-ability",
            "`index`: one of the card's activated abilities",
        ));
    };
    if ms.seat(p).mana < cost {
        return Err(forbid(
            format!("the ability costs {cost} mana"),
            "mtg-901.7",
        ));
    }
    Ok(())
}

fn check_cast(game: &Game, ms: &MtgState, p: PlayerId, o: ObjectId) -> Result<(), ActionError> {
    object(game, o)?;
    let hand = ZoneId {
        kind: HAND,
        player: Some(p),
    };
    if game.state().zone_of(o.card) != Some(hand) {
        return Err(forbid(
            "a spell is cast from its caster's hand",
            "mtg-217.1",
        ));
    }
    if !has_priority(ms, p) {
        return Err(forbid("no priority", "mtg-217.1"));
    }
    Ok(())
}

fn check_attach(game: &Game, o: ObjectId, h: ObjectId) -> Result<(), ActionError> {
    object(game, o)?;
    object(game, h)?;
    require_zone(game, o, IN_PLAY, "in play")?;
    require_zone(game, h, IN_PLAY, "in play")?;
    if o.card == h.card {
        return Err(bad("attach-aura", "`host`: another permanent"));
    }
    if !game.state().printed_side(o.card).has_type("aura") {
        return Err(forbid(
            format!("{} is not an Aura", name(game.state(), o.card)),
            "mtg-217.1c",
        ));
    }
    Ok(())
}

fn check_arrange(
    game: &Game,
    p: PlayerId,
    z: ZoneId,
    order: &[ObjectId],
) -> Result<(), ActionError> {
    let st = game.state();
    if matches!(z.kind, LIBRARY | GRAVEYARD | STACK) {
        return Err(forbid(
            "the order of a library, graveyard or stack changes only by rules or effects",
            "mtg-217.1b",
        ));
    }
    let Some(zone) = st.zone(z) else {
        return Err(ActionError::UnknownZone(format!("{z:?}")));
    };
    if z.player.is_some_and(|zp| zp != p) {
        return Err(forbid(
            "only the owner arranges the objects of a zone",
            "mtg-217.1b",
        ));
    }
    let mut own: Vec<CardId> = zone
        .cards
        .iter()
        .copied()
        .filter(|&c| st.card(c).owner == p)
        .collect();
    let mut given: Vec<CardId> = order.iter().map(|o| o.card).collect();
    for o in order {
        game.resolve(*o)?;
    }
    own.sort();
    given.sort();
    if own != given {
        return Err(forbid(
            "an owner arranges exactly the objects they own there",
            "mtg-217.1b",
        ));
    }
    Ok(())
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
        MtgAction::AddMana { player, amount } => add_mana(cx, player.unwrap_or(p), amount),
        MtgAction::RollDie { value } => roll_die(cx, p, value),
        MtgAction::ActivateAbility { card, index } => {
            priority::activate(cx, p, card, index as usize)
        }
        MtgAction::Cast { card } => priority::cast(cx, p, card),
        MtgAction::Modify {
            card,
            add_type,
            add_ability,
        } => modify(cx, card, add_type, add_ability),
        MtgAction::PreventDamage { card, amount } => prevent(cx, card, amount),
        MtgAction::DealDamage {
            card,
            player,
            amount,
        } => deal_damage(cx, card, player, amount),
        MtgAction::Destroy { card, by } => {
            let by = match by {
                Some(Names::One(t)) => vec![t],
                Some(Names::Many(v)) if !v.is_empty() => v,
                _ => vec!["a destroy effect".into()],
            };
            destroy::destroy_by(cx, card, by)
        }
        MtgAction::AttachAura { card, host } => attach_aura(cx, card, host),
        MtgAction::PhaseOut { card } => phase(cx, p, card, PHASED_OUT, "phase-out"),
        MtgAction::PhaseIn { card } => phase(cx, p, card, IN_PLAY, "phase-in"),
        MtgAction::RemoveFromGame { card } => remove_from_game(cx, p, card),
        MtgAction::Arrange { zone, cards } => arrange(cx, p, zone, cards),
    }
}

fn add_mana(cx: &mut Mx<'_>, q: PlayerId, n: u32) {
    let seat = cx.ext_mut().seat_mut(q);
    seat.mana += n;
    let pool = seat.mana;
    cx.emit(
        MtgEvent::ManaAdded {
            player: q,
            amount: n,
            pool,
        },
        &[&["mtg-901.9"]],
    );
}

fn roll_die(cx: &mut Mx<'_>, p: PlayerId, value: Option<u32>) {
    let v = match value {
        Some(v) => v,
        None => cx.random_below(6) as u32 + 1,
    };
    cx.ext_mut().last_number = Some(v);
    cx.emit(
        MtgEvent::DieRolled {
            player: p,
            value: v,
        },
        &[&["mtg-901.9d"]],
    );
    priority::die_triggers(cx, Some(v));
}

fn modify(cx: &mut Mx<'_>, o: ObjectId, add_type: Option<String>, add_ability: Option<String>) {
    let m = Modification {
        object: o,
        types: add_type.into_iter().collect(),
        abilities: add_ability.into_iter().collect(),
    };
    let event = MtgEvent::CharacteristicsChanged {
        object: o,
        types: m.types.clone(),
        abilities: m.abilities.clone(),
    };
    cx.ext_mut().mods.push(m);
    cx.emit(event, &[&["mtg-217.1c"]]);
}

fn prevent(cx: &mut Mx<'_>, o: ObjectId, n: i64) {
    cx.ext_mut().shields.push(Shield {
        source: o,
        amount: n,
    });
    cx.emit(
        MtgEvent::PreventionAdded {
            source: o,
            amount: n,
        },
        &[&["mtg-217.1c"]],
    );
}

fn deal_damage(cx: &mut Mx<'_>, o: ObjectId, q: PlayerId, n: i64) {
    let ms = cx.ext_mut();
    let mut left = n;
    for s in ms.shields.iter_mut().filter(|s| s.source == o) {
        let k = s.amount.min(left);
        s.amount -= k;
        left -= k;
    }
    ms.shields.retain(|s| s.amount > 0);
    ms.seat_mut(q).life -= left;
    cx.emit(
        MtgEvent::DamageDealt {
            source: o,
            player: q,
            dealt: left,
            prevented: n - left,
        },
        &[&["mtg-217.1c"]],
    );
}

/// 217.1c exception 3 needs an Aura that knows what it enchants: Magic's own attach sets
/// the host without moving anything.
fn attach_aura(cx: &mut Mx<'_>, o: ObjectId, h: ObjectId) {
    cx.set_attached(o.card, Some(h));
    cx.emit(MtgEvent::Attached { aura: o, host: h }, &[&["mtg-217.1c"]]);
}

fn phase(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId, to: ZoneKind, why: &str) {
    core(
        cx,
        mv(
            p,
            o,
            Destination {
                kind: to,
                player: None,
            },
            None,
            Cause::Special(why.into()),
        ),
    );
}

/// 217.1f: an object outside the game that is removed from the game becomes a new
/// object without changing zone. The core has no way for a process to renew an object in
/// place, so an object in the removed-from-game zone is turned face down (which Magic's
/// [`RuleSet::face_makes_new_object`](ryoiki_core::RuleSet::face_makes_new_object) makes a
/// new object while [`MtgState::renewing`] names it) and face up again; an object in no
/// zone enters the removed-from-game zone (outside the game too, 217.1e).
fn remove_from_game(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId) {
    let removed = Destination {
        kind: REMOVED,
        player: None,
    };
    let st = cx.state();
    if !matches!(st.card(o.card).place, Place::Zone(_)) {
        core(
            cx,
            Action::Enter {
                player: p,
                card: o.card,
                to: removed,
            },
        );
    } else if kind_of(st, o.card) == Some(REMOVED) {
        let owner = st.card(o.card).owner;
        let up = st.card(o.card).facing;
        cx.ext_mut().renewing = Some(o.card);
        for facing in [Facing::FaceDown, up] {
            let object = cx.state().object(o.card);
            core(
                cx,
                Action::Face {
                    player: owner,
                    object,
                    facing,
                },
            );
        }
        cx.ext_mut().renewing = None;
    } else {
        core(cx, mv(p, o, removed, None, Cause::Instruction));
        return;
    }
    let new = cx.state().object(o.card);
    cx.emit(
        MtgEvent::NewObject { old: o, new },
        &[&["mtg-217.1f", "mtg-217.1e"]],
    );
}

/// 217.1b: the owner arranges their objects. The core has no reordering action for a
/// process, so the arrangement is a forced shuffle of the zone that leaves everyone
/// else's objects where they are.
fn arrange(cx: &mut Mx<'_>, p: PlayerId, z: ZoneId, order: Vec<ObjectId>) {
    let st = cx.state();
    let Some(zone) = st.zone(z) else { return };
    let cards = zone.cards.clone();
    let mut wanted = order.iter().map(|o| o.card);
    let forced: Vec<u32> = cards
        .iter()
        .map(|&c| {
            let card = if st.card(c).owner == p {
                wanted.next().unwrap_or(c)
            } else {
                c
            };
            cards.iter().position(|&x| x == card).unwrap_or(0) as u32
        })
        .collect();
    core(
        cx,
        Action::Shuffle {
            player: p,
            zone: z,
            forced: Some(forced),
        },
    );
    cx.emit(
        MtgEvent::Arranged { player: p, zone: z },
        &[&["mtg-217.1b"]],
    );
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
        } => destroy::after_destroy(cx, object, &auras, &others),
    }
}

/// Rules a list of static lists cites, for passing on.
pub(crate) type Cite<'a> = &'a [&'static [RuleId]];
