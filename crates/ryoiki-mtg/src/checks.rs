//! The checks of Magic's actions: every action is checked completely, without changing
//! anything, before it is carried out.

use crate::action::MtgAction;
use crate::common::{activated, forbid, has_priority, is_active_player, kind_of};
use crate::common::{name, phrase, pname};
use crate::deck::{self, is_planar};
use crate::ext::{MtgState, Variant};
use crate::zones::*;
use ryoiki_core::Host;
use ryoiki_core::{
    ActionError, CardId, Facing, ObjectId, Phrase, PlayerId, State, ZoneId, ZoneKind,
};

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
    if ms.outcome.is_some() {
        return Err(forbid(phrase("mtg-refuse-game-over"), "mtg-2009-102.1"));
    }
    if !ms.present(p) && !matches!(a, MtgAction::PassAll { .. }) {
        return Err(forbid(
            phrase("mtg-refuse-player-left").arg("player", pname(st, p)),
            "mtg-901.10",
        ));
    }
    match a {
        MtgAction::StartPlanechase => check_start(st, ms),
        MtgAction::RollPlanarDie { .. } => check_roll(st, ms, p),
        MtgAction::PassPriority { .. } => check_pass(st, ms, p),
        MtgAction::PassAll { .. } => Ok(()),
        MtgAction::Planeswalk { player: q } => check_planeswalk(game, ms, p, *q),
        MtgAction::LeaveGame { player: q } => check_leave(game, ms, p, *q),
        MtgAction::AddMana {
            player: q,
            amount,
            mana,
        } => {
            check_add_mana(game, ms, p, *q, *amount)?;
            check_mana_string(game, ms, p, *q, mana.as_deref())
        }
        MtgAction::RollDie { value } => match value {
            Some(v) if !(1..=6).contains(v) => Err(bad("roll-die", phrase("mtg-need-die-value"))),
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
        } => check_modify(game, *card, add_type.as_deref(), add_ability.as_deref()),
        MtgAction::PreventDamage { card, amount } => {
            object(game, *card)?;
            if *amount > 0 {
                Ok(())
            } else {
                Err(bad("prevent-damage", phrase("mtg-need-positive-amount")))
            }
        }
        MtgAction::DealDamage {
            card,
            player: q,
            amount,
            creature,
        } => match (q, creature) {
            (Some(q), None) => check_deal_damage(game, ms, p, *card, *q, *amount),
            (None, Some(c)) => check_damage_creature(game, *card, *c, *amount),
            _ => Err(bad("deal-damage", phrase("mtg-need-damage-target"))),
        },
        MtgAction::Destroy { card, .. } => {
            object(game, *card)?;
            require_zone(game, *card, IN_PLAY, "mtg-needed-in-play")
        }
        MtgAction::AttachAura { card, host } => check_attach(game, *card, *host),
        MtgAction::PhaseOut { card } => {
            object(game, *card)?;
            require_zone(game, *card, IN_PLAY, "mtg-needed-in-play")
        }
        MtgAction::PhaseIn { card } => {
            object(game, *card)?;
            require_zone(game, *card, PHASED_OUT, "mtg-needed-phased-out")
        }
        MtgAction::RemoveFromGame { card } => object(game, *card),
        MtgAction::Arrange { zone, cards } => check_arrange(game, p, *zone, cards),
        MtgAction::CreateToken { .. } => match a.token_spec() {
            Some(spec) => crate::tokens::check(&spec),
            None => Ok(()),
        },
        MtgAction::StartGame => crate::start::check(st, ms),
        MtgAction::Concede => Ok(()),
        MtgAction::Poison { player: q, .. } => match q {
            Some(q) => player(game, Some(*q), p, "poison").map(|_| ()),
            None => Ok(()),
        },
        MtgAction::PlayLand { card } => crate::lands::check_play(game, ms, p, *card),
        MtgAction::TapForMana { card, color } => {
            crate::lands::check_tap(game, ms, p, *card, color.as_deref())
        }
        MtgAction::DeclareAttackers { cards, player: q } => {
            if let Some(q) = q {
                player(game, Some(*q), p, "declare-attackers")?;
            }
            crate::combat::check_attackers(game, ms, p, cards, *q)
        }
        MtgAction::DeclareBlockers { blocks } => crate::combat::check_blockers(game, ms, p, blocks),
        MtgAction::AssignCombatDamage { divide } => {
            crate::combat::check_damage(game, ms, p, divide)
        }
    }
}

/// Damage from an object in play to a creature in play: an amount of at least 0.
fn check_damage_creature(
    game: &dyn Host,
    card: ObjectId,
    creature: ObjectId,
    amount: i64,
) -> Result<(), ActionError> {
    object(game, card)?;
    require_zone(game, card, IN_PLAY, "mtg-needed-in-play")?;
    object(game, creature)?;
    require_zone(game, creature, IN_PLAY, "mtg-needed-in-play")?;
    if !crate::abilities::has_type(game.state(), creature.card, "creature") {
        return Err(forbid(
            phrase("mtg-refuse-not-creature").arg("card", name(game.state(), creature.card)),
            "mtg-2009-420.5c",
        ));
    }
    if amount < 0 {
        return Err(bad("deal-damage", phrase("mtg-need-amount")));
    }
    Ok(())
}

/// A mana string added to a pool (`q`'s, else `p`'s): it reads, and the pool holds it.
fn check_mana_string(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    q: Option<PlayerId>,
    text: Option<&str>,
) -> Result<(), ActionError> {
    let Some(text) = text else { return Ok(()) };
    let q = player(game, q, p, "add-mana")?;
    let made = crate::mana::Mana::parse(text).map_err(|e| {
        bad(
            "add-mana",
            phrase("mtg-need-mana-string").arg("problem", e.phrase()),
        )
    })?;
    if !crate::mana::fits(ms.seat(q), &made) {
        return Err(bad(
            "add-mana",
            phrase("mtg-need-mana-string").arg("problem", phrase("mtg-refuse-pool-full")),
        ));
    }
    Ok(())
}

/// Planeswalking (`q`, else `p`): only once Planechase has started, and only for a
/// player still in the game.
fn check_planeswalk(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    q: Option<PlayerId>,
) -> Result<(), ActionError> {
    let q = player(game, q, p, "planeswalk")?;
    if !ms.started {
        return Err(forbid(phrase("mtg-refuse-not-started"), "mtg-901.11"));
    }
    still_in(ms, q, "mtg-refuse-that-player-left", "mtg-901.11")
}

/// Leaving the game (`q`, else `p`): only a player still in it.
fn check_leave(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    q: Option<PlayerId>,
) -> Result<(), ActionError> {
    let q = player(game, q, p, "leave-game")?;
    still_in(ms, q, "mtg-refuse-already-left", "mtg-901.10")
}

/// `q` is still in the game; else the refusal `key`, citing `rule`.
fn still_in(
    ms: &MtgState,
    q: PlayerId,
    key: &'static str,
    rule: &'static str,
) -> Result<(), ActionError> {
    if ms.present(q) {
        Ok(())
    } else {
        Err(forbid(phrase(key), rule))
    }
}

/// Adding mana to a pool (`q`'s, else `p`'s): the pool must hold the sum.
fn check_add_mana(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    q: Option<PlayerId>,
    amount: u32,
) -> Result<(), ActionError> {
    let st = game.state();
    let q = player(game, q, p, "add-mana")?;
    let pool = ms.seat(q).mana;
    if pool.checked_add(amount).is_none() {
        return Err(bad(
            "add-mana",
            phrase("mtg-need-mana-amount")
                .arg("player", pname(st, q))
                .arg("pool", pool)
                .arg("amount", amount)
                .arg("limit", u32::MAX),
        ));
    }
    Ok(())
}

/// Modifying an object: only one on the stack or in play, and only with something to
/// add, a type or an ability.
fn check_modify(
    game: &dyn Host,
    card: ObjectId,
    add_type: Option<&str>,
    add_ability: Option<&str>,
) -> Result<(), ActionError> {
    object(game, card)?;
    if !matches!(
        kind_of(game.state(), card.card),
        Some(STACK) | Some(IN_PLAY)
    ) {
        return Err(forbid(phrase("mtg-refuse-modify-kind"), "mtg-217.1c"));
    }
    if add_type.is_none() && add_ability.is_none() {
        return Err(bad("modify", phrase("mtg-need-modification")));
    }
    Ok(())
}

/// Damage from an object in play to player `q`: an amount of at least 0 whose part not
/// prevented the player's life can lose.
fn check_deal_damage(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    card: ObjectId,
    q: PlayerId,
    amount: i64,
) -> Result<(), ActionError> {
    object(game, card)?;
    require_zone(game, card, IN_PLAY, "mtg-needed-in-play")?;
    player(game, Some(q), p, "deal-damage")?;
    if amount < 0 {
        return Err(bad("deal-damage", phrase("mtg-need-amount")));
    }
    let dealt = crate::objects::after_prevention(ms, card, amount);
    let life = ms.life(q);
    if life.checked_sub(dealt).is_none() {
        return Err(bad(
            "deal-damage",
            phrase("mtg-need-damage-amount")
                .arg("player", pname(game.state(), q))
                .arg("life", life)
                .arg("dealt", dealt)
                .arg("limit", i64::MIN),
        ));
    }
    Ok(())
}

fn check_start(st: &State, ms: &MtgState) -> Result<(), ActionError> {
    if ms.started {
        return Err(forbid(phrase("mtg-refuse-already-started"), "mtg-901.5"));
    }
    if let Err(e) = deck::validate(st) {
        // `validate` returns an error only with at least one problem.
        let single = ms.variant == Variant::SinglePlanarDeck;
        let rule = e.problems.first().map_or("mtg-901.3", |p| p.rule(single));
        return Err(forbid(e.phrase(), rule));
    }
    Ok(())
}

fn check_roll(st: &State, ms: &MtgState, p: PlayerId) -> Result<(), ActionError> {
    if !ms.started {
        return Err(forbid(phrase("mtg-refuse-not-started"), "mtg-901.5"));
    }
    if !is_active_player(ms, p) {
        return Err(forbid(
            phrase("mtg-refuse-not-active").arg("player", pname(st, p)),
            if ms.variant == Variant::TwoHeadedGiant {
                "mtg-901.12d"
            } else {
                "mtg-901.9"
            },
        ));
    }
    if !ms.phase.is_main() {
        return Err(forbid(phrase("mtg-refuse-not-main"), "mtg-901.9"));
    }
    if !has_priority(ms, p) {
        return Err(forbid(
            phrase("mtg-refuse-no-priority-player").arg("player", pname(st, p)),
            "mtg-901.9",
        ));
    }
    if !ms.stack.is_empty() {
        return Err(forbid(phrase("mtg-refuse-stack-not-empty"), "mtg-901.9"));
    }
    let seat = ms.seat(p);
    if seat.mana < seat.rolls {
        return Err(forbid(
            phrase("mtg-refuse-roll-cost")
                .arg("cost", seat.rolls)
                .arg("player", pname(st, p))
                .arg("mana", seat.mana),
            "mtg-901.9",
        ));
    }
    Ok(())
}

fn check_pass(st: &State, ms: &MtgState, p: PlayerId) -> Result<(), ActionError> {
    if has_priority(ms, p) && crate::combat::damage_due(st, ms) {
        return Err(forbid(phrase("mtg-refuse-damage-first"), "mtg-2009-310.1"));
    }
    if has_priority(ms, p) {
        Ok(())
    } else {
        Err(forbid(
            phrase("mtg-refuse-no-priority-player").arg("player", pname(st, p)),
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
            phrase("mtg-refuse-no-usable-abilities"),
            "mtg-901.7",
        ));
    }
    if st.card(c).controller != Some(p) {
        return Err(forbid(
            phrase("mtg-refuse-not-controller").arg("player", pname(st, p)),
            "mtg-901.7",
        ));
    }
    if !has_priority(ms, p) {
        return Err(forbid(phrase("mtg-refuse-no-priority"), "mtg-901.7"));
    }
    let Some((cost, _)) = activated(st, c).get(index).cloned() else {
        return Err(bad("activate-ability", phrase("mtg-need-ability-index")));
    };
    if ms.seat(p).mana < cost {
        return Err(forbid(
            phrase("mtg-refuse-ability-cost").arg("cost", cost),
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
        return Err(forbid(phrase("mtg-refuse-cast-from-hand"), "mtg-217.1"));
    }
    if !has_priority(ms, p) {
        return Err(forbid(phrase("mtg-refuse-no-priority"), "mtg-217.1"));
    }
    check_cast_timing_and_cost(game, ms, p, o)
}

/// Playing a spell (the 2009 rules): a land is played, never cast (mtg-2009-305.4); a
/// spell other than an instant only by the active player in a main phase with an empty
/// stack (mtg-2009-305.3); its mana cost paid from the pool (mtg-2009-409.1).
fn check_cast_timing_and_cost(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    o: ObjectId,
) -> Result<(), ActionError> {
    let st = game.state();
    if crate::abilities::has_type(st, o.card, "land") {
        return Err(forbid(phrase("mtg-refuse-cast-land"), "mtg-2009-305.4"));
    }
    if !crate::abilities::has_type(st, o.card, "instant") {
        let timing = is_active_player(ms, p) && ms.phase.is_main() && ms.stack.is_empty();
        if !timing {
            return Err(forbid(
                phrase("mtg-refuse-cast-timing").arg("card", name(st, o.card)),
                "mtg-2009-305.3",
            ));
        }
    }
    let cost = crate::cost::mana_cost(st, o.card).map_err(|e| {
        bad(
            "cast",
            phrase("mtg-need-mana-string").arg("problem", e.phrase()),
        )
    })?;
    let have = crate::mana::pool(ms.seat(p));
    if crate::mana::payment(&have, &cost).is_none() {
        return Err(forbid(
            phrase("mtg-refuse-cast-cost")
                .arg("card", name(st, o.card))
                .arg("cost", cost.symbols())
                .arg("pool", have.symbols()),
            "mtg-2009-409.1",
        ));
    }
    Ok(())
}

fn check_attach(game: &dyn Host, o: ObjectId, h: ObjectId) -> Result<(), ActionError> {
    object(game, o)?;
    object(game, h)?;
    require_zone(game, o, IN_PLAY, "mtg-needed-in-play")?;
    require_zone(game, h, IN_PLAY, "mtg-needed-in-play")?;
    if o.card == h.card {
        return Err(bad("attach-aura", phrase("mtg-need-host")));
    }
    if !crate::abilities::has_type(game.state(), o.card, "aura") {
        return Err(forbid(
            phrase("mtg-refuse-not-aura").arg("card", name(game.state(), o.card)),
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
        return Err(forbid(phrase("mtg-refuse-arrange-order"), "mtg-217.1b"));
    }
    let Some(zone) = st.zone(z) else {
        return Err(ActionError::UnknownZone(game.zone_words(z)));
    };
    if z.player.is_some_and(|zp| zp != p) {
        return Err(forbid(phrase("mtg-refuse-arrange-owner"), "mtg-217.1b"));
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
        return Err(forbid(phrase("mtg-refuse-arrange-exactly"), "mtg-217.1b"));
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
        Err(bad(action, phrase("mtg-need-player")))
    }
}

fn require_zone(
    game: &dyn Host,
    o: ObjectId,
    kind: ZoneKind,
    needed: &'static str,
) -> Result<(), ActionError> {
    if kind_of(game.state(), o.card) == Some(kind) {
        Ok(())
    } else {
        Err(ActionError::WrongZone {
            object: o,
            name: game.card_ref(o.card),
            place: game.place_words(o.card),
            needed: Box::new(phrase(needed)),
        })
    }
}

fn bad(action: &str, what: Phrase) -> ActionError {
    ActionError::BadArgument {
        action: action.into(),
        what,
    }
}
