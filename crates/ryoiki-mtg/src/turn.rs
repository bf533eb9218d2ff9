//! The turn of the 2009 rules (300–314), walked step by step once the game has begun
//! (`start-game`): untap (302: the active player's permanents untap, nobody receives
//! priority), upkeep, draw (304: the active player draws; the starting player skips the
//! first draw in a two-player game, 101.5a, and in Two-Headed Giant only the starting
//! team's secondary player draws then, 101.5b), the main phases, the combat steps (the
//! declare blockers and combat damage steps are skipped when no creature attacks,
//! 306.1; a first-strike damage step comes first when an attacker has first or double
//! strike), end of turn, and cleanup (314: the active player discards to seven, damage
//! wears off and "until end of turn" effects end; priority only if a state-based effect
//! happened, 314.3). Mana pools empty when a phase ends (300.3).
//!
//! A game that never ran `start-game` (a scenario set up in the middle of a turn) walks
//! the five phases only, as passing priority always did, without drawing or checking.

use crate::common::{Mx, core, kind_of, mv};
use crate::events::MtgEvent;
use crate::ext::{MtgState, Phase, Step, Variant};
use crate::mana::empty_pools;
use crate::planar;
use crate::zones::*;
use ryoiki_core::{
    Action, CardId, Cause, Destination, Happening, Orientation, PlayerId, RuleId, ZoneId,
};

/// The maximum hand size (2009 rule 314.1: normally seven).
pub const MAX_HAND: usize = 7;

/// The game moves on from the current step (everyone passed with an empty stack).
pub(crate) fn advance(cx: &mut Mx<'_>) {
    if !cx.ext().begun {
        phases_only(cx);
        return;
    }
    if cx.ext().outcome.is_some() {
        return;
    }
    let ms = cx.ext();
    let next = next_step(cx.state(), ms);
    if next.is_none_or(|(ph, _)| ph != ms.phase) {
        // 300.3: a phase ends; so does combat (the attackers leave it).
        empty_pools(cx);
        if cx.ext().phase == Phase::Combat {
            cx.ext_mut().attackers.clear();
        }
    }
    match next {
        Some((ph, st)) => enter(cx, ph, st),
        None => next_turn(cx),
    }
}

/// The turn is over: the next player in turn order (with a team still in) begins one.
fn next_turn(cx: &mut Mx<'_>) {
    let ms = cx.ext();
    let next = ms
        .next_in_turn_order(ms.active, &|q| !ms.team_present(q))
        .unwrap_or(ms.active);
    begin_turn(cx, next);
}

/// The step after the current one, with its phase: after a cleanup step in which
/// players received priority, another cleanup step (314.3). (A cleanup step in which
/// nothing happened ends the turn itself.) `None`: the game has no step after.
fn next_step(st: &ryoiki_core::State, ms: &MtgState) -> Option<(Phase, Step)> {
    use Step::*;
    // An attacker or a blocker with first or double strike (310.5).
    let first_strike = crate::combat::first_strike_step(st, ms);
    Some(match (ms.phase, ms.step) {
        (Phase::Beginning, Untap) => (Phase::Beginning, Upkeep),
        (Phase::Beginning, Upkeep) => (Phase::Beginning, Draw),
        (Phase::Beginning, _) => (Phase::PrecombatMain, Main),
        (Phase::PrecombatMain, _) => (Phase::Combat, BeginningOfCombat),
        (Phase::Combat, BeginningOfCombat) => (Phase::Combat, DeclareAttackers),
        (Phase::Combat, DeclareAttackers) if ms.attackers.is_empty() => {
            (Phase::Combat, EndOfCombat)
        }
        (Phase::Combat, DeclareAttackers) => (Phase::Combat, DeclareBlockers),
        (Phase::Combat, DeclareBlockers) if first_strike => (Phase::Combat, FirstStrikeDamage),
        (Phase::Combat, DeclareBlockers | FirstStrikeDamage) => (Phase::Combat, CombatDamage),
        (Phase::Combat, CombatDamage) => (Phase::Combat, EndOfCombat),
        (Phase::Combat, _) => (Phase::PostcombatMain, Main),
        (Phase::PostcombatMain, _) => (Phase::Ending, EndOfTurn),
        (Phase::Ending, EndOfTurn | Cleanup) => (Phase::Ending, Cleanup),
        (Phase::Ending, _) => return None,
    })
}

/// The rules a step's beginning cites.
fn step_rules(step: Step) -> &'static [RuleId] {
    match step {
        Step::Untap => &["mtg-2009-300.1", "mtg-2009-302.2"],
        Step::Draw => &["mtg-2009-300.1", "mtg-2009-304"],
        Step::EndOfCombat | Step::DeclareBlockers | Step::CombatDamage => {
            &["mtg-2009-300.1", "mtg-2009-306.1"]
        }
        Step::Cleanup => &["mtg-2009-300.1", "mtg-2009-314.1"],
        _ => &["mtg-2009-300.1"],
    }
}

/// The game enters a step: its event, its turn-based actions, then priority (none in
/// the untap step, 302.3, nor in a cleanup step where nothing happened, 314.3).
fn enter(cx: &mut Mx<'_>, ph: Phase, step: Step) {
    let ms = cx.ext_mut();
    let phase_changed = ms.phase != ph;
    ms.phase = ph;
    ms.step = step;
    ms.passes = 0;
    ms.priority = None;
    if phase_changed {
        cx.emit(
            MtgEvent::Phase { phase: ph },
            &[&["mtg-2009-300.1", "mtg-2009-300.3"]],
        );
    }
    cx.emit(MtgEvent::Step { step }, &[step_rules(step)]);
    match step {
        Step::Untap => {
            untap(cx);
            advance(cx);
        }
        Step::Draw => {
            draw_step(cx);
            give_priority(cx);
        }
        Step::Cleanup => cleanup(cx),
        Step::FirstStrikeDamage | Step::CombatDamage => {
            // The attacking player assigns the damage; with no choice to make (no
            // attacker blocked by several creatures) it is assigned as the step begins.
            if !crate::combat::damage_needs_division(cx.ext()) {
                let active = cx.ext().active;
                crate::combat::assign_damage(cx, active, Vec::new());
            }
            give_priority(cx);
        }
        _ => give_priority(cx),
    }
}

/// The active player receives priority (state-based effects are checked first, as
/// whenever a player would receive priority: the action's end runs the check).
fn give_priority(cx: &mut Mx<'_>) {
    let ms = cx.ext_mut();
    ms.priority = Some(ms.active);
    ms.passes = 0;
}

/// A new turn begins for `next` (the primary player of their team in Two-Headed Giant).
pub(crate) fn begin_turn(cx: &mut Mx<'_>, next: PlayerId) {
    let ms = cx.ext_mut();
    ms.turn = ms.turn.saturating_add(1);
    ms.active = ms.primary(next);
    ms.phase = Phase::Beginning;
    ms.step = Step::Untap;
    ms.passes = 0;
    for s in ms.seats.iter_mut() {
        s.rolls = 0;
    }
    let (turn, active) = (ms.turn, ms.active);
    cx.emit(
        MtgEvent::Turn {
            turn,
            player: active,
        },
        &[&["mtg-901.6"]],
    );
    if cx.ext().variant != Variant::GrandMelee {
        planar::set_planar_controller(cx, active);
    }
    if cx.ext().begun {
        enter_first_step(cx);
    } else {
        cx.ext_mut().step = Step::Upkeep;
        cx.ext_mut().priority = Some(active);
    }
}

/// The turn's first step, the untap step (also the first turn's, from the start).
pub(crate) fn enter_first_step(cx: &mut Mx<'_>) {
    cx.emit(
        MtgEvent::Step { step: Step::Untap },
        &[step_rules(Step::Untap)],
    );
    let ms = cx.ext_mut();
    ms.phase = Phase::Beginning;
    ms.step = Step::Untap;
    ms.priority = None;
    untap(cx);
    advance(cx);
}

/// A game set up mid-turn moves from phase to phase (as before the steps were walked).
fn phases_only(cx: &mut Mx<'_>) {
    empty_pools(cx);
    let ms = cx.ext_mut();
    match ms.phase.next() {
        Some(ph) => {
            ms.phase = ph;
            ms.step = match ph {
                Phase::Beginning => Step::Upkeep,
                Phase::Combat => Step::BeginningOfCombat,
                Phase::Ending => Step::EndOfTurn,
                Phase::PrecombatMain | Phase::PostcombatMain => Step::Main,
            };
            cx.emit(MtgEvent::Phase { phase: ph }, &[&["mtg-901.9"]]);
        }
        None => {
            let ms = cx.ext();
            let next = ms
                .next_in_turn_order(ms.active, &|q| !ms.team_present(q))
                .unwrap_or(ms.active);
            begin_turn(cx, next);
        }
    }
    let ms = cx.ext_mut();
    ms.priority = Some(ms.active);
}

/// The members of the active team (the active player alone outside Two-Headed Giant)
/// still in the game.
fn active_players(ms: &MtgState) -> Vec<PlayerId> {
    ms.teammates(ms.active)
        .into_iter()
        .filter(|&q| ms.present(q))
        .collect()
}

/// 302.2: the active players' tapped permanents untap.
fn untap(cx: &mut Mx<'_>) {
    for p in active_players(cx.ext()) {
        let st = cx.state();
        let tapped: Vec<CardId> = st
            .zones()
            .iter()
            .filter(|z| z.id.kind == IN_PLAY)
            .flat_map(|z| z.cards.iter().copied())
            .filter(|&c| {
                let cs = st.card(c);
                cs.controller.unwrap_or(cs.owner) == p
                    && cs.orientation == Some(Orientation::Sideways)
            })
            .collect();
        let mut count = 0;
        for c in tapped {
            let object = cx.state().object(c);
            let turn = Action::Turn {
                player: p,
                object,
                orientation: Orientation::Upright,
            };
            if core(cx, turn) {
                count += 1;
            }
        }
        cx.emit(
            MtgEvent::Untapped { player: p, count },
            &[&["mtg-2009-302.2", "mtg-2009-302.3"]],
        );
    }
}

/// 304: the active player draws; the first turn's skip (101.5a, 101.5b).
fn draw_step(cx: &mut Mx<'_>) {
    let ms = cx.ext();
    let first = ms.turn == 1 && ms.starter.is_some_and(|s| ms.team(s) == ms.team(ms.active));
    let players = active_players(ms);
    let two_player = ms.seats.len() == 2 && ms.variant != Variant::TwoHeadedGiant;
    let thg = ms.variant == Variant::TwoHeadedGiant;
    for p in players {
        if first && two_player {
            cx.emit(MtgEvent::DrawSkipped { player: p }, &[&["mtg-2009-101.5a"]]);
            continue;
        }
        if first && thg && p == cx.ext().primary(p) {
            cx.emit(MtgEvent::DrawSkipped { player: p }, &[&["mtg-2009-101.5b"]]);
            continue;
        }
        draw(cx, p, 1, &["mtg-2009-304"]);
    }
}

/// A player draws `n` cards one at a time (from the top of their library); drawing
/// from an empty library is remembered for the state-based check (420.5g).
pub(crate) fn draw(cx: &mut Mx<'_>, p: PlayerId, n: u32, rules: &'static [RuleId]) {
    let library = ZoneId {
        kind: LIBRARY,
        player: Some(p),
    };
    let mut drawn = 0;
    for _ in 0..n {
        let empty = cx.state().zone(library).is_none_or(|z| z.cards.is_empty());
        if empty {
            cx.ext_mut().seat_mut(p).drew_from_empty = true;
            cx.emit(
                MtgEvent::DrewFromEmpty { player: p },
                &[&["mtg-2009-420.5g"]],
            );
            break;
        }
        let hand = Destination {
            kind: HAND,
            player: Some(p),
        };
        let top = Action::MoveTop {
            player: p,
            from: library,
            count: 1,
            to: hand,
            cause: Cause::Draw,
        };
        if core(cx, top) {
            drawn += 1;
        }
    }
    if drawn > 0 {
        cx.emit(
            MtgEvent::Drew {
                player: p,
                count: drawn,
            },
            &[rules],
        );
    }
}

/// The cards in a player's hand.
pub(crate) fn hand_of(st: &ryoiki_core::State, p: PlayerId) -> Vec<CardId> {
    st.zone(ZoneId {
        kind: HAND,
        player: Some(p),
    })
    .map(|z| z.cards.clone())
    .unwrap_or_default()
}

/// 314: discard to the maximum hand size (a decision of the active player, one card at
/// a time), then damage wears off and "until end of turn" effects end (314.2); then
/// priority if a state-based effect happens (314.3), else the turn ends.
pub(crate) fn cleanup(cx: &mut Mx<'_>) {
    for p in active_players(cx.ext()) {
        let hand = hand_of(cx.state(), p);
        if hand.len() > MAX_HAND {
            let options = hand
                .iter()
                .map(|&c| ryoiki_core::GameOption {
                    label: cx.state().def(c).name().to_string(),
                    object: Some(cx.state().object(c)),
                })
                .collect();
            let excess = u32::try_from(hand.len() - MAX_HAND).unwrap_or(u32::MAX);
            cx.wait(
                p,
                crate::events::MtgDecision::DiscardToHandSize { player: p, excess },
                options,
                &[&["mtg-2009-314.1"]],
            );
            return;
        }
    }
    cx.ext_mut().damage.clear();
    let _ = cx.apply(Action::Happen {
        event: Happening::EndOfTurn,
    });
    cx.emit(MtgEvent::CleanupDone, &[&["mtg-2009-314.2"]]);
    if crate::sba::check(cx) {
        if cx.ext().outcome.is_none() {
            // 314.3: players receive priority; when all pass, another cleanup step.
            give_priority(cx);
        }
        return;
    }
    empty_pools(cx);
    next_turn(cx);
}

/// The answer to the cleanup's discard: the chosen card goes to its owner's graveyard,
/// and the cleanup goes on.
pub(crate) fn discard(cx: &mut Mx<'_>, p: PlayerId, choice: u32) {
    let hand = hand_of(cx.state(), p);
    let Some(&c) = usize::try_from(choice).ok().and_then(|i| hand.get(i)) else {
        return;
    };
    let o = cx.state().object(c);
    cx.emit(
        MtgEvent::Discarded { player: p, card: o },
        &[&["mtg-2009-314.1"]],
    );
    let grave = Destination {
        kind: GRAVEYARD,
        player: Some(p),
    };
    core(cx, mv(p, o, grave, None, Cause::game("discard")));
    if kind_of(cx.state(), c) == Some(HAND) {
        return;
    }
    cleanup(cx);
}
