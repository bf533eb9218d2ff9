//! Priority and the stack (the turn's steps are [`crate::turn`]): casting, activating, triggering, passing,
//! resolving, and the effects the sample cards' abilities have (see [`crate::abilities`]).

use crate::abilities::Effect;
use crate::common::{Cite, Mx, activated, core, emit_built, kind_of, mv};
use crate::deck::is_planar;
use crate::events::{Carried, MtgEvent};
use crate::ext::{ItemEffect, ItemKind, Lasting, MtgState, StackItem, Variant};
use crate::face::Face;
use crate::objects;
use crate::planar;
use crate::stack::{ability_item, new_item, push};
use crate::zones::*;
use ryoiki_core::{Cause, Destination, ObjectId, PlayerId, RuleId};

/// Casts a card from hand: it moves to the stack and becomes a spell its caster controls.
pub(crate) fn cast(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId) {
    let stack = Destination {
        kind: STACK,
        player: None,
    };
    if !core(cx, mv(p, o, stack, None, Cause::game("cast"))) {
        return;
    }
    cx.set_controller(o.card, Some(p));
    let new = cx.state().object(o.card);
    let owner = cx.state().card(o.card).owner;
    let item = new_item(
        cx,
        ItemKind::Spell,
        Some(new),
        p,
        owner,
        ItemEffect::Resolve,
    );
    push(cx, item, &[&["mtg-217.1"]]);
    crate::cost::pay(cx, p, new);
    let ms = cx.ext_mut();
    ms.priority = Some(p);
    ms.passes = 0;
}

/// Activates an activated ability (901.7 for a face-up plane or phenomenon).
pub(crate) fn activate(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId, index: usize) {
    let Some((cost, effect)) = activated(cx.state(), o.card).get(index).cloned() else {
        return;
    };
    // `check_activate` refused a cost above the pool.
    let seat = cx.ext_mut().seat_mut(p);
    seat.mana = seat.mana.saturating_sub(cost);
    let planar = is_planar(cx.state(), o.card);
    let owner = if planar {
        planar::planar_owner(cx.state(), cx.ext(), o.card)
    } else {
        cx.state().card(o.card).owner
    };
    let item = ability_item(cx, ItemKind::Activated, o, p, owner, effect, planar);
    push(cx, item, if planar { &[&["mtg-901.7"]] } else { &[] });
    let ms = cx.ext_mut();
    ms.priority = Some(p);
    ms.passes = 0;
}

/// How many players (teams in Two-Headed Giant) still pass priority.
fn remaining(ms: &MtgState) -> usize {
    ms.players()
        .filter(|&q| ms.primary(q) == q && ms.team_present(q))
        .count()
}

/// Every remaining player passes in turn, until something resolves or the phase ends.
pub(crate) fn pass_all(cx: &mut Mx<'_>, face: Option<Face>) {
    let n = remaining(cx.ext());
    for _ in 0..n {
        pass(cx, face);
        if cx.ext().passes == 0 {
            break;
        }
    }
}

/// The priority holder passes; when everyone has passed in succession, the top of the
/// stack resolves, or with an empty stack the game moves on.
pub(crate) fn pass(cx: &mut Mx<'_>, face: Option<Face>) {
    let ms = cx.ext_mut();
    let holder = ms.priority.unwrap_or(ms.active);
    // Reset to 0 below once it reaches the number of players still passing (at most 64).
    ms.passes += 1;
    cx.emit(
        MtgEvent::PriorityPassed { player: holder },
        &[&["mtg-901.9"]],
    );
    let ms = cx.ext();
    if ms.passes as usize >= remaining(ms) {
        cx.ext_mut().passes = 0;
        if let Some(top) = cx.ext_mut().stack.pop() {
            resolve(cx, top, face);
            let ms = cx.ext_mut();
            ms.priority = Some(ms.active);
        } else {
            crate::turn::advance(cx);
        }
    } else {
        let next = ms.next_in_turn_order(ms.primary(holder), &|q| !ms.team_present(q));
        cx.ext_mut().priority = next.or(Some(holder));
    }
}

fn resolve(cx: &mut Mx<'_>, item: StackItem, face: Option<Face>) {
    let (base, phen) = item_rules(&item);
    emit_built(
        cx,
        || MtgEvent::Resolves {
            kind: item.kind,
            name: item.name.to_string(),
            source: item.source,
        },
        &[base, phen],
    );
    match item.kind {
        ItemKind::Spell => resolve_spell(cx, &item),
        ItemKind::Planeswalking => {
            planar::planeswalk(cx, item.controller, &["mtg-901.8", "mtg-901.11a"]);
        }
        ItemKind::CombatDamage => crate::combat::resolve_damage(cx, &item),
        _ => {
            run_effect(cx, &item, face);
            if item.phenomenon {
                cx.emit(
                    MtgEvent::PhenomenonDone {
                        name: item.name.to_string(),
                        player: item.controller,
                    },
                    &[&["mtg-901.11a"]],
                );
                planar::planeswalk(cx, item.controller, &["mtg-901.11a"]);
            }
        }
    }
}

fn resolve_spell(cx: &mut Mx<'_>, item: &StackItem) {
    let Some(o) = item.source else { return };
    if cx.game().resolve(o).is_err() {
        return;
    }
    let side = crate::abilities::characteristics(cx.state(), o.card);
    let permanent = [
        "artifact",
        "creature",
        "enchantment",
        "planeswalker",
        "land",
    ]
    .iter()
    .any(|t| side.has_type(t));
    let to = if permanent { IN_PLAY } else { GRAVEYARD };
    let owner = cx.state().card(o.card).owner;
    let dest = Destination {
        kind: to,
        player: (to == GRAVEYARD).then_some(owner),
    };
    if !core(
        cx,
        mv(item.controller, o, dest, None, Cause::game("resolve")),
    ) {
        return;
    }
    let new = cx.state().object(o.card);
    if !permanent || kind_of(cx.state(), o.card) != Some(IN_PLAY) {
        return;
    }
    let ms = cx.ext_mut();
    let mut carried = false;
    for m in ms.mods.iter_mut().filter(|m| m.object == o) {
        m.object = new;
        carried = true;
    }
    let mut shielded = false;
    for s in ms.shields.iter_mut().filter(|s| s.source == o) {
        s.source = new;
        shielded = true;
    }
    for (done, what) in [(carried, Carried::Changes), (shielded, Carried::Prevention)] {
        if done {
            cx.emit(
                MtgEvent::CarriedOver {
                    object: new,
                    carried: what,
                },
                &[&["mtg-217.1c"]],
            );
        }
    }
}

fn run_effect(cx: &mut Mx<'_>, item: &StackItem, face: Option<Face>) {
    let ctl = item.controller;
    let (base, phen) = item_rules(item);
    match item.effect.effect().clone() {
        Effect::YouGainLife(n) => {
            let ms = cx.ext();
            if item.planar && ms.variant == Variant::TwoHeadedGiant {
                let who = ms.teammates(ctl);
                gain(cx, &who, n, &[&["mtg-901.12c"]]);
            } else {
                gain(cx, &[ctl], n, &[base, phen]);
            }
        }
        Effect::EachPlayerGainLife(n) => each_player_gains(cx, item, n),
        Effect::AddMana(n) => objects::add_mana(cx, ctl, n, &[base, phen]),
        Effect::UntilPlaneswalk(w) => {
            cx.ext_mut().until_planeswalk.push(Lasting {
                player: ctl,
                word: w.clone(),
            });
            cx.emit(
                MtgEvent::LastingEffect {
                    player: ctl,
                    word: w,
                },
                &[&["mtg-901.11"]],
            );
        }
        Effect::RollPlanarDie => planar::roll_planar(cx, ctl, face, false),
        Effect::Planeswalk => planar::planeswalk(cx, ctl, &["mtg-901.11a"]),
        Effect::PlaneswalkTwo => planar::planeswalk_to(cx, ctl, &["mtg-901.11a"], 2, Vec::new()),
        Effect::ReturnToHand => return_to_hand(cx, item),
        Effect::YouGainLifePower => {
            // The source has left play: its power as it last existed there, not what
            // its card says now (last known information).
            let n = item.last_known_numbers.get("power").copied().unwrap_or(0);
            gain(cx, &[ctl], n.max(0), &[base, phen]);
        }
        Effect::Nothing => {}
    }
}

fn each_player_gains(cx: &mut Mx<'_>, item: &StackItem, n: i64) {
    let ms = cx.ext();
    let ctl = item.controller;
    let gm = ms.variant == Variant::GrandMelee;
    let present: Vec<PlayerId> = ms.players().filter(|&q| ms.present(q)).collect();
    let (who, rules): (Vec<PlayerId>, &'static [RuleId]) = match ms.range {
        Some(_) if item.planar && !gm => (present, &["mtg-901.13"]),
        Some(r) => (
            present
                .into_iter()
                .filter(|&q| ms.in_range(ctl, q, r))
                .collect(),
            if gm { &["mtg-901.13"] } else { &[] },
        ),
        None => (present, &[]),
    };
    if rules.is_empty() {
        let (base, phen) = item_rules(item);
        gain(cx, &who, n, &[base, phen]);
    } else {
        gain(cx, &who, n, &[rules]);
    }
}

fn return_to_hand(cx: &mut Mx<'_>, item: &StackItem) {
    for &o in &item.sees {
        if cx.game().resolve(o).is_err() {
            cx.emit(MtgEvent::NotFound { object: o }, &[&["mtg-217.1c"]]);
            continue;
        }
        let owner = cx.state().card(o.card).owner;
        let hand = Destination {
            kind: HAND,
            player: Some(owner),
        };
        core(cx, mv(owner, o, hand, None, Cause::Instruction));
    }
}

/// The rules a stack entry's resolution cites: those it was put on the stack under, and
/// 901.11a for a phenomenon's ability.
fn item_rules(item: &StackItem) -> (&'static [RuleId], &'static [RuleId]) {
    let base: &'static [RuleId] = match item.kind {
        ItemKind::Spell => &["mtg-217.1"],
        ItemKind::Planeswalking => &["mtg-901.8"],
        ItemKind::Chaos => &["mtg-901.9b", "mtg-901.7"],
        ItemKind::Triggered | ItemKind::Activated if item.planar => &["mtg-901.7"],
        ItemKind::Triggered if !item.sees.is_empty() => &["mtg-217.1c"],
        ItemKind::Triggered => &["mtg-901.9d"],
        ItemKind::Activated => &["mtg-901.13"],
        ItemKind::CombatDamage => &["mtg-2009-310.4"],
    };
    let phen: &'static [RuleId] = if item.phenomenon {
        &["mtg-901.11a"]
    } else {
        &[]
    };
    (base, phen)
}

fn gain(cx: &mut Mx<'_>, who: &[PlayerId], n: i64, rules: Cite<'_>) {
    let ms = cx.ext_mut();
    // Life an effect gives is a number the rules derive: it saturates, never wraps.
    for &q in who {
        let life = ms.life_mut(q);
        *life = life.saturating_add(n);
    }
    cx.emit(
        MtgEvent::LifeGained {
            players: who.to_vec(),
            amount: n,
        },
        rules,
    );
}
