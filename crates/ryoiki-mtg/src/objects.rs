//! Rule 217's actions on objects: mana and dice, characteristic changes (217.1c
//! exception 1), damage and its prevention (exception 4), Auras (exception 3), phasing
//! (exception 5), removing from the game (217.1e–f) and arranging a zone (217.1b).

use crate::common::{Cite, Mx, core, kind_of, mv};
use crate::events::MtgEvent;
use crate::ext::{Modification, MtgState, Shield};
use crate::stack;
use crate::zones::*;
use ryoiki_core::{
    Action, Cause, Destination, Facing, ObjectId, Place, PlayerId, ZoneId, ZoneKind,
};

/// Adds mana to a pool. For the `add-mana` action the check refused an amount the pool
/// cannot hold, so the saturation never happens there (it only keeps a wrap impossible);
/// an effect's mana is a number the rules derive: a full pool stays full.
pub(crate) fn add_mana(cx: &mut Mx<'_>, q: PlayerId, n: u32, rules: Cite<'_>) {
    let seat = cx.ext_mut().seat_mut(q);
    seat.mana = seat.mana.saturating_add(n);
    let pool = seat.mana;
    cx.emit(
        MtgEvent::ManaAdded {
            player: q,
            amount: n,
            pool,
        },
        rules,
    );
}

/// Adds mana given as a mana string (checked: it reads, and the pool holds it).
pub(crate) fn add_mana_string(cx: &mut Mx<'_>, q: PlayerId, text: &str) {
    let Ok(made) = crate::mana::Mana::parse(text) else {
        return;
    };
    crate::mana::add(cx.ext_mut().seat_mut(q), &made);
    cx.emit(
        MtgEvent::Play {
            event: crate::play_events::PlayEvent::ManaProduced {
                player: q,
                source: None,
                mana: made.symbols(),
            },
        },
        &[],
    );
}

pub(crate) fn roll_die(cx: &mut Mx<'_>, p: PlayerId, value: Option<u32>) {
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
    stack::die_triggers(cx, Some(v));
}

pub(crate) fn modify(
    cx: &mut Mx<'_>,
    o: ObjectId,
    add_type: Option<String>,
    add_ability: Option<String>,
) {
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

pub(crate) fn prevent(cx: &mut Mx<'_>, o: ObjectId, n: i64) {
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

/// How much of `n` damage from `source` is left once its prevention shields apply
/// (`n` is 0 or more, shields positive: nothing here can overflow).
pub(crate) fn after_prevention(ms: &MtgState, source: ObjectId, n: i64) -> i64 {
    ms.shields
        .iter()
        .filter(|s| s.source == source)
        .fold(n, |left, s| left - s.amount.min(left))
}

/// Deals checked damage: the check refused damage the life total cannot take, so the
/// saturation never happens (it only keeps a wrap impossible).
pub(crate) fn deal_damage(cx: &mut Mx<'_>, o: ObjectId, q: PlayerId, n: i64) {
    let ms = cx.ext_mut();
    let mut left = n;
    for s in ms.shields.iter_mut().filter(|s| s.source == o) {
        let k = s.amount.min(left);
        s.amount -= k;
        left -= k;
    }
    ms.shields.retain(|s| s.amount > 0);
    let life = ms.life_mut(q);
    *life = life.saturating_sub(left);
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
pub(crate) fn attach_aura(cx: &mut Mx<'_>, o: ObjectId, h: ObjectId) {
    cx.set_attached(o.card, Some(h));
    cx.emit(MtgEvent::Attached { aura: o, host: h }, &[&["mtg-217.1c"]]);
}

pub(crate) fn phase(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId, to: ZoneKind, why: &'static str) {
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
            Cause::game(why),
        ),
    );
}

/// 217.1f: an object outside the game that is removed from the game becomes a new
/// object without changing zone. The core has no way for a process to renew an object in
/// place, so an object in the removed-from-game zone is turned face down (which Magic's
/// [`RuleSet::face_makes_new_object`](ryoiki_core::RuleSet::face_makes_new_object) makes a
/// new object while [`MtgState::renewing`] names it) and face up again; an object in no
/// zone enters the removed-from-game zone (outside the game too, 217.1e).
pub(crate) fn remove_from_game(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId) {
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
pub(crate) fn arrange(cx: &mut Mx<'_>, p: PlayerId, z: ZoneId, order: Vec<ObjectId>) {
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
