//! The checks of Magic's actions: every action is checked completely, without changing
//! anything, before it is carried out.

use crate::actions::{MtgAction, activated, active_players, forbid, has_priority, kind_of};
use crate::actions::{name, pname};
use crate::deck::{self, is_planar};
use crate::ext::{MtgState, Variant};
use crate::zones::*;
use ryoiki_core::Host;
use ryoiki_core::{ActionError, CardId, Facing, ObjectId, PlayerId, State, ZoneId, ZoneKind};

/// Checks an action without changing anything.
///
/// # Errors
/// Why the action is refused.
pub fn check(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    a: &MtgAction,
) -> Result<(), ActionError> {
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
        MtgAction::AddMana { player: q, amount } => {
            let q = player(game, *q, p, "add-mana")?;
            let pool = ms.seat(q).mana;
            if pool.checked_add(*amount).is_none() {
                return Err(bad(
                    "add-mana",
                    &format!(
                        "an `amount` the mana pool can hold: {}'s pool has {pool}, and {pool} + {amount} is over the limit {}",
                        pname(st, q),
                        u32::MAX
                    ),
                ));
            }
            Ok(())
        }
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
            let dealt = crate::objects::after_prevention(ms, *card, *amount);
            let life = ms.seat(*q).life;
            if life.checked_sub(dealt).is_none() {
                return Err(bad(
                    "deal-damage",
                    &format!(
                        "an `amount` a life total can take: {}'s life is {life}, and {life} - {dealt} is below the limit {}",
                        pname(st, *q),
                        i64::MIN
                    ),
                ));
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
        MtgAction::CreateToken { .. } => match a.token_spec() {
            Some(spec) => crate::tokens::check(&spec),
            None => Ok(()),
        },
    }
}

fn check_start(st: &State, ms: &MtgState) -> Result<(), ActionError> {
    if ms.started {
        return Err(forbid("Planechase has already started", "mtg-901.5"));
    }
    if let Err(e) = deck::validate(st) {
        // `validate` returns an error only with at least one problem.
        let single = ms.variant == Variant::SinglePlanarDeck;
        let rule = e.problems.first().map_or("mtg-901.3", |p| p.rule(single));
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
    game: &dyn Host,
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

fn check_cast(game: &dyn Host, ms: &MtgState, p: PlayerId, o: ObjectId) -> Result<(), ActionError> {
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

fn check_attach(game: &dyn Host, o: ObjectId, h: ObjectId) -> Result<(), ActionError> {
    object(game, o)?;
    object(game, h)?;
    require_zone(game, o, IN_PLAY, "in play")?;
    require_zone(game, h, IN_PLAY, "in play")?;
    if o.card == h.card {
        return Err(bad("attach-aura", "`host`: another permanent"));
    }
    if !ryoiki_core::RuleSet::characteristics(&crate::MTG, game.state(), o.card).has_type("aura") {
        return Err(forbid(
            format!("{} is not an Aura", name(game.state(), o.card)),
            "mtg-217.1c",
        ));
    }
    Ok(())
}

fn check_arrange(
    game: &dyn Host,
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

fn object(game: &dyn Host, o: ObjectId) -> Result<(), ActionError> {
    game.resolve(o).map(|_| ())
}

fn player(
    game: &dyn Host,
    p: Option<PlayerId>,
    me: PlayerId,
    action: &str,
) -> Result<PlayerId, ActionError> {
    let p = p.unwrap_or(me);
    if p.index() < game.state().players().len() {
        Ok(p)
    } else {
        Err(bad(action, "`player`: a player of this game"))
    }
}

fn require_zone(
    game: &dyn Host,
    o: ObjectId,
    kind: ZoneKind,
    what: &str,
) -> Result<(), ActionError> {
    if kind_of(game.state(), o.card) == Some(kind) {
        Ok(())
    } else {
        Err(ActionError::WrongZone {
            object: o,
            name: game.card_words(o.card),
            place: game.place_name(o.card, ryoiki_core::Lang::En),
            needed: what.to_string(),
        })
    }
}

fn bad(action: &str, what: &str) -> ActionError {
    ActionError::BadArgument {
        action: action.into(),
        what: what.into(),
    }
}
