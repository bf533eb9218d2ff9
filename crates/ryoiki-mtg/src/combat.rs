//! Combat as the 2009 rules had it (306–311 of that edition's comprehensive rules):
//! declaring attackers (mtg-2009-308.2a, tapping them, 308.2c), declaring blockers (each
//! untapped creature of the defending player blocks at most one attacker, 309.2a; flying,
//! 502.4b), and combat damage put on the stack as one object (310.1) that players may
//! respond to and that resolves all at once (310.4): unblocked attackers to the defending
//! player (310.2b), a blocked creature's damage divided as its controller chooses among
//! its blockers (310.2c), each blocker's to the attacker it blocks (310.2d); a first
//! combat damage step for first and double strike (310.5).
//!
//! Damage marked on creatures is kept in [`MtgState::damage`]; the state-based effects
//! read it. While the turn does not walk the combat phase's steps ([`Step::Main`] in the
//! combat phase), each combat action is accepted in the combat phase in its order
//! (attackers, blockers, damage); once it does, each only in its own step.

use crate::common::{Mx, forbid, is_active_player, kind_of, phrase};
use crate::events::MtgEvent;
use crate::ext::{ItemEffect, ItemKind, MtgState, Phase, StackItem, Step};
use crate::keywords::{self, DOUBLE_STRIKE, FIRST_STRIKE, FLYING};
use crate::play_events::PlayEvent;
use crate::stack::{new_item, push};
use crate::zones::IN_PLAY;
use ryoiki_core::{Action, ActionError, CardId, Host, ObjectId, Orientation, PlayerId, State};

pub use crate::combat_state::{Assignment, Combat, Recipient};

/// The combat of the current turn, if attackers were declared.
pub fn current(ms: &MtgState) -> Option<&Combat> {
    ms.combat.as_ref().filter(|c| c.turn == ms.turn)
}

/// Whether the game is in a combat step, or in the combat phase while its steps are not
/// walked (a game that never ran `start-game` moves from phase to phase).
fn in_step(ms: &MtgState, step: Step) -> bool {
    if ms.begun {
        ms.step == step
    } else {
        ms.phase == Phase::Combat
    }
}

/// A creature's power now (0 without one).
fn power(state: &State, card: CardId) -> i64 {
    crate::abilities::characteristics(state, card)
        .numbers
        .get("power")
        .copied()
        .unwrap_or(0)
}

/// A creature's toughness now (0 without one).
fn toughness(state: &State, card: CardId) -> i64 {
    crate::abilities::characteristics(state, card)
        .numbers
        .get("toughness")
        .copied()
        .unwrap_or(0)
}

/// Whether an object is still the same object in play.
fn still_in_play(state: &State, o: ObjectId) -> bool {
    state.object(o.card) == o && kind_of(state, o.card) == Some(IN_PLAY)
}

/// Whether a first combat damage step is needed: an attacking or blocking creature has
/// first strike or double strike (mtg-2009-310.5).
pub fn first_strike_step(state: &State, ms: &MtgState) -> bool {
    let Some(c) = current(ms) else { return false };
    c.attackers
        .iter()
        .map(|&(o, _)| o)
        .chain(c.blocks.iter().map(|&(b, _)| b))
        .filter(|&o| still_in_play(state, o))
        .any(|o| strikes_first(state, o.card))
}

fn strikes_first(state: &State, c: CardId) -> bool {
    keywords::has(state, c, FIRST_STRIKE) || keywords::has(state, c, DOUBLE_STRIKE)
}

/// The player attacked by default: the next player (team) in turn order.
fn default_defender(ms: &MtgState, p: PlayerId) -> Option<PlayerId> {
    ms.next_in_turn_order(ms.primary(p), &|q| !ms.team_present(q))
}

/// Checks `declare-attackers`.
pub(crate) fn check_attackers(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    cards: &[ObjectId],
    defender: Option<PlayerId>,
) -> Result<(), ActionError> {
    let st = game.state();
    for &o in cards {
        game.resolve(o)?;
    }
    if !is_active_player(ms, p) {
        return Err(forbid(
            phrase("mtg-refuse-attack-not-active"),
            "mtg-2009-308.1",
        ));
    }
    if !in_step(ms, Step::DeclareAttackers) {
        return Err(forbid(phrase("mtg-refuse-attack-step"), "mtg-2009-308.1"));
    }
    if current(ms).is_some() {
        return Err(forbid(phrase("mtg-refuse-attack-again"), "mtg-2009-308.1"));
    }
    let defender = defender.or_else(|| default_defender(ms, p));
    match defender {
        Some(d) if ms.present(d) && ms.team(d) != ms.team(p) => {}
        _ => return Err(forbid(phrase("mtg-refuse-attack-whom"), "mtg-2009-308.2a")),
    }
    for (i, &o) in cards.iter().enumerate() {
        let c = o.card;
        let name = crate::common::name(st, c);
        let refuse = |key: &'static str, rule: &'static str| {
            Err(forbid(phrase(key).arg("card", name.as_str()), rule))
        };
        if cards[..i].iter().any(|x| x.card == c) {
            return refuse("mtg-refuse-attack-twice", "mtg-2009-308.2a");
        }
        if kind_of(st, c) != Some(IN_PLAY)
            || st.card(c).controller != Some(p)
            || !keywords::creature(st, c)
        {
            return refuse("mtg-refuse-attack-not-creature", "mtg-2009-308.2a");
        }
        if keywords::tapped(st, c) {
            return refuse("mtg-refuse-attack-tapped", "mtg-2009-308.2a");
        }
        if keywords::sick(st, ms, c) {
            return refuse("mtg-refuse-attack-sick", "mtg-2009-212.3d");
        }
    }
    Ok(())
}

/// Declares checked attackers: each is tapped (mtg-2009-308.2c) unless it has vigilance
/// (mtg-2009-502.14b), and attacks the defending player.
pub(crate) fn declare_attackers(
    cx: &mut Mx<'_>,
    p: PlayerId,
    cards: Vec<ObjectId>,
    defender: Option<PlayerId>,
) {
    let Some(defender) = defender.or_else(|| default_defender(cx.ext(), p)) else {
        return;
    };
    let mut attackers = Vec::new();
    let mut vigilant = false;
    for o in cards {
        let o = cx.state().object(o.card);
        if keywords::has(cx.state(), o.card, keywords::VIGILANCE) {
            vigilant = true;
            attackers.push(o);
            continue;
        }
        let tap = Action::Turn {
            player: p,
            object: o,
            orientation: Orientation::Sideways,
        };
        if crate::common::core(cx, tap) {
            attackers.push(cx.state().object(o.card));
        }
    }
    let turn = cx.ext().turn;
    // The turn reads them to skip the blockers and damage steps without attackers.
    cx.ext_mut().attackers = attackers.clone();
    cx.ext_mut().combat = Some(Combat {
        turn,
        attacking: p,
        attackers: attackers.iter().map(|&o| (o, defender)).collect(),
        blocked_declared: false,
        blocks: Vec::new(),
        first_assigned: false,
        regular_assigned: false,
        dealt_first: Vec::new(),
        pending: Vec::new(),
    });
    cx.emit(
        MtgEvent::Play {
            event: PlayEvent::AttackersDeclared {
                player: p,
                attackers,
            },
        },
        if vigilant {
            &[&["mtg-2009-308.2a", "mtg-2009-308.2c", "mtg-2009-502.14b"]]
        } else {
            &[&["mtg-2009-308.2a", "mtg-2009-308.2c"]]
        },
    );
}

/// Checks `declare-blockers`.
pub(crate) fn check_blockers(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    blocks: &[(ObjectId, ObjectId)],
) -> Result<(), ActionError> {
    let st = game.state();
    for &(b, a) in blocks {
        game.resolve(b)?;
        game.resolve(a)?;
    }
    let Some(c) = current(ms) else {
        return Err(forbid(
            phrase("mtg-refuse-block-no-attack"),
            "mtg-2009-309.1",
        ));
    };
    if !in_step(ms, Step::DeclareBlockers) || c.first_assigned || c.regular_assigned {
        return Err(forbid(phrase("mtg-refuse-block-step"), "mtg-2009-309.1"));
    }
    if c.blocked_declared {
        return Err(forbid(phrase("mtg-refuse-block-again"), "mtg-2009-309.1"));
    }
    if !c.attackers.iter().any(|&(_, d)| ms.team(d) == ms.team(p)) {
        return Err(forbid(
            phrase("mtg-refuse-block-not-defending"),
            "mtg-2009-309.2a",
        ));
    }
    for (i, &(b, a)) in blocks.iter().enumerate() {
        let name = crate::common::name(st, b.card);
        let refuse = |key: &'static str, rule: &'static str| {
            Err(forbid(phrase(key).arg("card", name.as_str()), rule))
        };
        if blocks[..i].iter().any(|x| x.0.card == b.card) {
            return refuse("mtg-refuse-block-twice", "mtg-2009-309.2a");
        }
        if kind_of(st, b.card) != Some(IN_PLAY)
            || st.card(b.card).controller != Some(p)
            || !keywords::creature(st, b.card)
        {
            return refuse("mtg-refuse-block-not-creature", "mtg-2009-309.2a");
        }
        if keywords::tapped(st, b.card) {
            return refuse("mtg-refuse-block-tapped", "mtg-2009-309.2a");
        }
        let attacked = c
            .attackers
            .iter()
            .any(|&(o, d)| o.card == a.card && ms.team(d) == ms.team(p));
        if !attacked || !still_in_play(st, st.object(a.card)) {
            return refuse("mtg-refuse-block-not-attacker", "mtg-2009-309.2a");
        }
        if keywords::has(st, a.card, FLYING) && !keywords::has(st, b.card, FLYING) {
            return refuse("mtg-refuse-block-flying", "mtg-2009-502.4b");
        }
    }
    Ok(())
}

/// Declares checked blockers.
pub(crate) fn declare_blockers(cx: &mut Mx<'_>, p: PlayerId, blocks: Vec<(ObjectId, ObjectId)>) {
    let st = cx.state();
    let blocks: Vec<(ObjectId, ObjectId)> = blocks
        .into_iter()
        .map(|(b, a)| (st.object(b.card), st.object(a.card)))
        .collect();
    if let Some(c) = cx.ext_mut().combat.as_mut() {
        c.blocked_declared = true;
        c.blocks = blocks.clone();
    }
    cx.emit(
        MtgEvent::Play {
            event: PlayEvent::BlockersDeclared { player: p, blocks },
        },
        &[&["mtg-2009-309.2a"]],
    );
}

/// Whether this combat damage step is the first-strike one: in its own step, or, while
/// the steps are not walked, when a first-strike step is due and not yet done.
fn first_step_now(state: &State, ms: &MtgState, c: &Combat) -> bool {
    match ms.step {
        Step::FirstStrikeDamage => true,
        Step::CombatDamage => false,
        _ => !c.first_assigned && first_strike_step(state, ms),
    }
}

/// Whether the combat damage of the current step is still to be assigned (for the
/// check of passing priority: damage is assigned as the step begins, 310.1).
pub fn damage_due(state: &State, ms: &MtgState) -> bool {
    let Some(c) = current(ms) else { return false };
    match ms.step {
        Step::FirstStrikeDamage => !c.first_assigned,
        Step::CombatDamage => !c.regular_assigned && !c.attackers.is_empty(),
        _ => {
            let _ = state;
            false
        }
    }
}

/// Checks `assign-combat-damage` (the attacking player's division among blockers).
pub(crate) fn check_damage(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    divide: &[(ObjectId, ObjectId, u32)],
) -> Result<(), ActionError> {
    let st = game.state();
    for &(a, b, _) in divide {
        game.resolve(a)?;
        game.resolve(b)?;
    }
    let Some(c) = current(ms) else {
        return Err(forbid(
            phrase("mtg-refuse-damage-no-combat"),
            "mtg-2009-310.1",
        ));
    };
    let in_damage_step = if ms.begun {
        matches!(ms.step, Step::FirstStrikeDamage | Step::CombatDamage)
    } else {
        ms.phase == Phase::Combat
    };
    if !in_damage_step {
        return Err(forbid(phrase("mtg-refuse-damage-step"), "mtg-2009-310.1"));
    }
    if p != c.attacking && ms.team(p) != ms.team(c.attacking) {
        return Err(forbid(
            phrase("mtg-refuse-damage-not-attacker"),
            "mtg-2009-310.1",
        ));
    }
    let first = first_step_now(st, ms, c);
    if (first && c.first_assigned) || (!first && c.regular_assigned) {
        return Err(forbid(phrase("mtg-refuse-damage-again"), "mtg-2009-310.1"));
    }
    if !ms.stack.is_empty() && !ms.begun {
        return Err(forbid(phrase("mtg-refuse-damage-again"), "mtg-2009-310.1"));
    }
    // Each division names a blocked attacker that deals damage now and its blockers, and
    // gives out exactly its power.
    let mut named: Vec<CardId> = divide.iter().map(|d| d.0.card).collect();
    named.dedup();
    for a in named {
        let name = crate::common::name(st, a);
        let wrong = || {
            Err(forbid(
                phrase("mtg-refuse-damage-division").arg("card", name.as_str()),
                "mtg-2009-310.2c",
            ))
        };
        let Some(&(ao, _)) = c.attackers.iter().find(|x| x.0.card == a) else {
            return wrong();
        };
        if !deals_now(st, c, ao, first) {
            return wrong();
        }
        let blockers: Vec<CardId> = c
            .blocks
            .iter()
            .filter(|x| x.1 == ao && still_in_play(st, x.0))
            .map(|x| x.0.card)
            .collect();
        let mut sum: u64 = 0;
        for &(x, b, n) in divide.iter().filter(|d| d.0.card == a) {
            let _ = x;
            if !blockers.contains(&b.card) {
                return wrong();
            }
            sum += u64::from(n);
        }
        if sum != u64::try_from(power(st, a).max(0)).unwrap_or(0) {
            return wrong();
        }
    }
    Ok(())
}

/// Whether a creature in combat deals damage in this step (310.5): in the first-strike
/// step those with first or double strike; in the regular one, those that did not deal
/// damage in the first, and those with double strike.
fn deals_now(state: &State, c: &Combat, o: ObjectId, first: bool) -> bool {
    if !still_in_play(state, o) {
        return false;
    }
    if first {
        strikes_first(state, o.card)
    } else {
        !c.dealt_first.contains(&o) || keywords::has(state, o.card, DOUBLE_STRIKE)
    }
}

/// The default division of an attacker's damage among its blockers: lethal damage to
/// each in the order they were declared, the rest to the last.
fn default_division(state: &State, mut left: u32, blockers: &[ObjectId]) -> Vec<(ObjectId, u32)> {
    let mut out = Vec::new();
    for (i, &b) in blockers.iter().enumerate() {
        let n = if i + 1 == blockers.len() {
            left
        } else {
            let lethal = u32::try_from(toughness(state, b.card).max(0)).unwrap_or(u32::MAX);
            lethal.min(left)
        };
        left -= n;
        if n > 0 {
            out.push((b, n));
        }
    }
    out
}

/// Assigns the step's combat damage and puts it on the stack as one object
/// (mtg-2009-310.1); the active player gets priority.
pub(crate) fn assign_damage(cx: &mut Mx<'_>, p: PlayerId, divide: Vec<(ObjectId, ObjectId, u32)>) {
    let st = cx.state();
    let ms = cx.ext();
    let Some(c) = current(ms).cloned() else {
        return;
    };
    let first = first_step_now(st, ms, &c);
    let mut out: Vec<(ObjectId, Recipient, u32)> = Vec::new();
    let amount = |o: ObjectId| u32::try_from(power(st, o.card).max(0)).unwrap_or(u32::MAX);
    let mut dealt = Vec::new();
    for &(a, defender) in &c.attackers {
        if !deals_now(st, &c, a, first) {
            continue;
        }
        dealt.push(a);
        let n = amount(a);
        let blocked = c.blocks.iter().any(|x| x.1 == a);
        if !blocked {
            out.push((a, Recipient::Player(defender), n));
            continue;
        }
        let blockers: Vec<ObjectId> = c
            .blocks
            .iter()
            .filter(|x| x.1 == a && still_in_play(st, x.0))
            .map(|x| x.0)
            .collect();
        let asked: Vec<(ObjectId, u32)> = divide
            .iter()
            .filter(|d| d.0.card == a.card)
            .map(|d| (st.object(d.1.card), d.2))
            .collect();
        let division = if asked.is_empty() {
            default_division(st, n, &blockers)
        } else {
            asked
        };
        out.extend(
            division
                .into_iter()
                .filter(|&(_, k)| k > 0)
                .map(|(b, k)| (a, Recipient::Creature(b), k)),
        );
    }
    for &(b, a) in &c.blocks {
        if !deals_now(st, &c, b, first) {
            continue;
        }
        dealt.push(b);
        if still_in_play(st, a) {
            out.push((b, Recipient::Creature(a), amount(b)));
        }
    }
    out.retain(|x| x.2 > 0);
    let owner = p;
    let active = cx.ext().active;
    let item: StackItem = new_item(
        cx,
        ItemKind::CombatDamage,
        None,
        active,
        owner,
        ItemEffect::new("combat-damage"),
    );
    let id = item.id;
    let count = out.len();
    {
        let ms = cx.ext_mut();
        if let Some(c) = ms.combat.as_mut() {
            if first {
                c.first_assigned = true;
                c.dealt_first = dealt;
            } else {
                c.regular_assigned = true;
            }
            c.pending
                .extend(out.into_iter().map(|(source, to, amount)| Assignment {
                    item: id,
                    source,
                    to,
                    amount,
                }));
        }
    }
    cx.emit(
        MtgEvent::Play {
            event: PlayEvent::DamageAssigned {
                first_strike: first,
                count,
            },
        },
        if first {
            &[&["mtg-2009-310.1", "mtg-2009-310.5"]]
        } else {
            &[&["mtg-2009-310.1"]]
        },
    );
    push(cx, item, &[&["mtg-2009-310.1"]]);
    let ms = cx.ext_mut();
    ms.priority = Some(ms.active);
    ms.passes = 0;
}

/// Combat damage resolves: all of it is dealt at once as assigned (mtg-2009-310.4), even
/// from a source that has left play; damage to a creature no longer in play is not dealt.
pub(crate) fn resolve_damage(cx: &mut Mx<'_>, item: &StackItem) {
    let mine: Vec<Assignment> = match cx.ext_mut().combat.as_mut() {
        Some(c) => {
            let (mine, rest): (Vec<_>, Vec<_>) = c.pending.iter().partition(|a| a.item == item.id);
            c.pending = rest;
            mine
        }
        None => return,
    };
    for a in mine {
        match a.to {
            Recipient::Player(q) => {
                let life = cx.ext_mut().life_mut(q);
                *life = life.saturating_sub(i64::from(a.amount));
                cx.emit(
                    MtgEvent::DamageDealt {
                        source: a.source,
                        player: q,
                        dealt: i64::from(a.amount),
                        prevented: 0,
                    },
                    &[&["mtg-2009-310.4", "mtg-2009-310.2b"]],
                );
            }
            Recipient::Creature(o) => {
                if !still_in_play(cx.state(), o) {
                    continue;
                }
                let ms = cx.ext_mut();
                let dealt = i64::from(a.amount);
                let marked = match ms.damage.iter_mut().find(|d| d.object == o) {
                    Some(d) => {
                        d.amount = d.amount.saturating_add(dealt);
                        d.amount
                    }
                    None => {
                        ms.damage.push(crate::ext::MarkedDamage {
                            object: o,
                            amount: dealt,
                        });
                        dealt
                    }
                };
                let marked = u32::try_from(marked).unwrap_or(u32::MAX);
                cx.emit(
                    MtgEvent::Play {
                        event: PlayEvent::DamageMarked {
                            source: a.source,
                            creature: o,
                            amount: a.amount,
                            marked,
                        },
                    },
                    &[&["mtg-2009-310.4"]],
                );
            }
        }
    }
}

/// Whether the attacking player has a choice in assigning combat damage: an attacker
/// blocked by two or more creatures divides its damage among them (310.2c). Without
/// one, the damage is assigned as the damage step begins.
pub fn damage_needs_division(ms: &MtgState) -> bool {
    current(ms).is_some_and(|c| {
        c.attackers
            .iter()
            .any(|&(a, _)| c.blocks.iter().filter(|&&(_, x)| x == a).count() >= 2)
    })
}

/// Whether an object attacks in this turn's combat.
pub fn attacking(ms: &MtgState, o: ObjectId) -> bool {
    current(ms).is_some_and(|c| c.attackers.iter().any(|x| x.0 == o))
}

/// The damage marked on a permanent.
pub fn marked(ms: &MtgState, o: ObjectId) -> u32 {
    ms.damage
        .iter()
        .find(|d| d.object == o)
        .map_or(0, |d| u32::try_from(d.amount).unwrap_or(0))
}
