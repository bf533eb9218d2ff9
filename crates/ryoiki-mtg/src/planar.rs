//! Planechase (901): the planar deck, the start, the planar die, planeswalking,
//! phenomena, and the planar controller.
//!
//! The planar deck is the face-down plane and phenomenon cards in the command zone, in
//! zone order (the last is the top); a face-up one is a turned-over plane or phenomenon.

use crate::abilities::{self, Ability, Trigger};
use crate::common::{Cite, Mx, core, mv_facing, name};
use crate::events::MtgEvent;
use crate::ext::{ItemEffect, ItemKind, Names, PlaneswalkRecord, Variant, planar_shuffle};
use crate::face::Face;
use crate::planes::command;
pub use crate::planes::{face_up_planar, planar_deck, planar_owner, planar_top, static_words};
use crate::stack::{ability_item, die_triggers, new_item, push};
use crate::zones::*;
use ryoiki_core::{Action, CardId, Cause, Destination, Facing, ObjectId, PlayerId, RuleId};
use ryoiki_core::{ZoneId, zone::Position};

/// The planar controller becomes `p` (901.6; the active team's primary in Two-Headed
/// Giant, 901.12b); face-up planes and phenomena come under their control.
pub(crate) fn set_planar_controller(cx: &mut Mx<'_>, p: PlayerId) {
    let ms = cx.ext_mut();
    let p = ms.primary(p);
    ms.planar_controllers = smallvec::smallvec![p];
    let two = ms.variant == Variant::TwoHeadedGiant;
    let up: Vec<CardId> = face_up_planar(cx.state()).collect();
    for c in up {
        cx.set_controller(c, Some(p));
    }
    let rules: &'static [RuleId] = if two {
        &["mtg-901.12b", "mtg-901.6"]
    } else {
        &["mtg-901.6"]
    };
    cx.emit(MtgEvent::PlanarController { player: p }, &[rules]);
}

/// The special action (901.9): pay the cost (the number of rolls already taken this
/// turn), then roll.
pub(crate) fn roll_as_special_action(cx: &mut Mx<'_>, p: PlayerId, face: Option<Face>) {
    let seat = cx.ext_mut().seat_mut(p);
    let cost = seat.rolls;
    // `check_roll` refused a cost above the pool.
    seat.mana = seat.mana.saturating_sub(cost);
    seat.rolls = seat.rolls.saturating_add(1);
    let nth = seat.rolls;
    cx.emit(
        MtgEvent::RollCostPaid {
            player: p,
            cost,
            nth,
        },
        &[&["mtg-901.9"]],
    );
    roll_planar(cx, p, face, true);
}

/// Rolls the planar die (901.9a–d); `special` when it is the special action.
pub(crate) fn roll_planar(cx: &mut Mx<'_>, roller: PlayerId, forced: Option<Face>, special: bool) {
    let face = match forced {
        Some(f) => f,
        None => Face::DIE[cx.random_below(6) as usize],
    };
    cx.ext_mut().last_face = Some(face);
    let rules: Cite<'_> = if special {
        &[&["mtg-901.9", "mtg-901.3a"]]
    } else {
        &[&["mtg-901.3a"]]
    };
    cx.emit(
        MtgEvent::PlanarDieRolled {
            player: roller,
            face,
            special,
        },
        rules,
    );
    die_triggers(cx, None);
    let rule: &'static [RuleId] = match face {
        Face::Chaos => {
            cx.emit(MtgEvent::Chaos, &[&["mtg-901.9b"]]);
            chaos(cx, roller);
            &["mtg-901.9b"]
        }
        Face::Planeswalker => {
            let mut item = new_item(
                cx,
                ItemKind::Planeswalking,
                None,
                roller,
                roller,
                ItemEffect::Planeswalk,
            );
            let st = cx.state();
            item.planes = face_up_planar(st).map(|c| st.object(c)).collect();
            push(cx, item, &[&["mtg-901.9c", "mtg-901.8"]]);
            &["mtg-901.9c"]
        }
        Face::Blank => {
            cx.emit(MtgEvent::Blank, &[&["mtg-901.9a"]]);
            &["mtg-901.9a"]
        }
    };
    let ms = cx.ext_mut();
    ms.priority = Some(ms.active);
    ms.passes = 0;
    let active = ms.active;
    cx.emit(MtgEvent::Priority { player: active }, &[rule]);
}

/// 'Whenever you roll chaos': the roller's face-up planes (with their team, 901.12c, in
/// Two-Headed Giant).
fn chaos(cx: &mut Mx<'_>, roller: PlayerId) {
    let st = cx.state();
    let ms = cx.ext();
    // The chaos abilities first (source, controller, owner, effect), then onto the stack.
    let mut found: Vec<(ObjectId, PlayerId, PlayerId, String)> = Vec::new();
    for c in face_up_planar(st) {
        let Some(ctl) = st.card(c).controller else {
            continue;
        };
        if ms.team(ctl) != ms.team(roller) {
            continue;
        }
        for a in abilities::lines(st, c).parsed() {
            if let Ability::Chaos(eff) = a {
                found.push((st.object(c), ctl, planar_owner(st, ms, c), eff.to_string()));
            }
        }
    }
    for (o, ctl, owner, eff) in found {
        let item = ability_item(cx, ItemKind::Chaos, o, ctl, owner, eff, true);
        push(cx, item, &[&["mtg-901.9b", "mtg-901.7"]]);
    }
}

/// Turns a planar card over where it is.
pub(crate) fn turn(cx: &mut Mx<'_>, c: CardId, facing: Facing) {
    let o = cx.state().object(c);
    let owner = cx.state().card(c).owner;
    core(
        cx,
        Action::Face {
            player: owner,
            object: o,
            facing,
        },
    );
}

/// Puts a planar card face down on the bottom of the planar deck, controlled by nobody.
pub(crate) fn to_bottom(cx: &mut Mx<'_>, c: CardId) {
    let o = cx.state().object(c);
    let owner = cx.state().card(c).owner;
    let to = Destination {
        kind: COMMAND,
        player: None,
    };
    let bottom = Some(Position::Bottom);
    let down = Some(Facing::FaceDown);
    core(
        cx,
        mv_facing(owner, o, to, bottom, down, Cause::Instruction),
    );
    cx.set_controller(c, None);
}

/// Shuffles each planar deck (the single one, 901.15) with the game's RNG: a face-down
/// planar deck is a hidden stack (901.3, 901.4), and every deck starts the game in a
/// random order (comprehensive rules 103.1, outside the 2009 text this crate
/// implements). Each deck's cards are permuted among their own places in the command
/// zone by a core `shuffle` of that zone, so every other card stays where it is, the
/// `shuffled` event is the core's, and no player knows a face-down card afterwards. The
/// order comes from the game's seed: a replay shuffles the same.
fn shuffle_planar_decks(cx: &mut Mx<'_>) {
    let zone = ZoneId {
        kind: COMMAND,
        player: None,
    };
    let ms = cx.ext();
    let decks: Vec<PlayerId> = if ms.variant == Variant::SinglePlanarDeck {
        ms.planar_controllers.first().copied().into_iter().collect()
    } else {
        ms.players().collect()
    };
    for p in decks {
        let deck = planar_deck(cx.state(), cx.ext(), p);
        if deck.is_empty() {
            continue;
        }
        let all = command(cx.state());
        // The deck's places in the zone, bottom first; `deck` lists the same cards.
        let places: Vec<usize> = all
            .iter()
            .enumerate()
            .filter(|(_, c)| deck.contains(c))
            .map(|(i, _)| i)
            .collect();
        let mut order: Vec<u32> = (0..all.len())
            .map(|i| u32::try_from(i).unwrap_or(u32::MAX))
            .collect();
        // Fisher–Yates over the deck's places only.
        let mut from = places.clone();
        for i in (1..from.len()).rev() {
            let j = cx.random_below(i as u64 + 1) as usize;
            from.swap(i, j);
        }
        for (&to, &old) in places.iter().zip(&from) {
            order[to] = u32::try_from(old).unwrap_or(u32::MAX);
        }
        let player = p;
        core(
            cx,
            Action::Shuffle {
                player,
                zone,
                forced: Some(order),
            },
        );
    }
}

/// 901.5 (901.14a in Grand Melee): each planar deck is shuffled (unless the game's
/// `planar_shuffle = "none"` option keeps the set-up order for a test), then each
/// starting player turns over planar cards until a plane is face up; phenomena go to the
/// bottom; nothing triggers.
pub(crate) fn start(cx: &mut Mx<'_>) {
    if planar_shuffle(cx.state()) {
        shuffle_planar_decks(cx);
    }
    let ms = cx.ext();
    let gm = ms.variant == Variant::GrandMelee;
    let starters: Vec<PlayerId> = if gm {
        ms.markers.to_vec()
    } else {
        vec![ms.active]
    };
    for &s in &starters {
        starting_plane(cx, s, gm);
    }
    cx.ext_mut().started = true;
    if gm {
        cx.ext_mut().planar_controllers = starters.iter().copied().collect();
        cx.emit(
            MtgEvent::PlanarControllers { players: starters },
            &[&["mtg-901.14a"]],
        );
    } else {
        let a = cx.ext().active;
        set_planar_controller(cx, a);
    }
}

fn starting_plane(cx: &mut Mx<'_>, s: PlayerId, gm: bool) {
    let tries = planar_deck(cx.state(), cx.ext(), s).len();
    for _ in 0..tries {
        let Some(top) = planar_top(cx.state(), cx.ext(), s) else {
            break;
        };
        turn(cx, top, Facing::FaceUp);
        if cx.state().def(top).sides[0].has_type("phenomenon") {
            let o = cx.state().object(top);
            cx.emit(MtgEvent::StartPhenomenon { card: o }, &[&["mtg-901.5"]]);
            turn(cx, top, Facing::FaceDown);
            to_bottom(cx, top);
            continue;
        }
        cx.set_controller(top, Some(s));
        let o = cx.state().object(top);
        let rules: &'static [RuleId] = if gm {
            &["mtg-901.14a", "mtg-901.5", "mtg-901.4"]
        } else {
            &["mtg-901.5", "mtg-901.4"]
        };
        cx.emit(
            MtgEvent::StartingPlane {
                plane: o,
                player: s,
            },
            &[rules],
        );
        break;
    }
}

/// A player planeswalks (901.11): the face-up planes and phenomena they control go face
/// down (new objects, 901.7a) to the bottom of their owners' planar decks, the top card
/// of their planar deck turns face up, effects lasting until they planeswalk end, and
/// planeswalk triggers trigger.
pub(crate) fn planeswalk(cx: &mut Mx<'_>, p: PlayerId, why: &'static [RuleId]) {
    planeswalk_to(cx, p, why, 1, Vec::new());
}

/// A planeswalk trigger found while planeswalking: source, owner, effect, phenomenon.
type Found = (ObjectId, PlayerId, String, bool);

/// Planeswalks to the top `count` cards of the planar deck (an ability may say two);
/// `gone` names planes that left the game, planeswalked away from too (901.11b).
pub(crate) fn planeswalk_to(
    cx: &mut Mx<'_>,
    p: PlayerId,
    why: &'static [RuleId],
    count: usize,
    gone: Vec<String>,
) {
    let ms = cx.ext();
    let gm = ms.variant == Variant::GrandMelee;
    // Face-up planar cards are controlled by the planar controller (901.6), in Grand
    // Melee by the planar controller who planeswalks (901.14).
    let ctl = if gm {
        p
    } else {
        ms.planar_controllers.first().copied().unwrap_or(p)
    };
    let st = cx.state();
    let from: smallvec::SmallVec<[CardId; 4]> = face_up_planar(st)
        .filter(|&c| !gm || st.card(c).controller == Some(p))
        .collect();
    let mut from_names: Names = gone.into_iter().collect();
    let mut from_triggers: Vec<Found> = Vec::new();
    for &c in &from {
        from_names.push(name(st, c));
        let o = st.object(c);
        let owner = planar_owner(st, cx.ext(), c);
        for a in abilities::lines(st, c).parsed() {
            if let Ability::Triggered(Trigger::PlaneswalkFrom, eff) = a {
                from_triggers.push((o, owner, eff.to_string(), false));
            }
        }
    }
    for &c in &from {
        turn(cx, c, Facing::FaceDown);
        to_bottom(cx, c);
    }
    let (to_names, to_triggers) = turn_over_top(cx, p, ctl, count);
    let extra: &'static [RuleId] = if from.len() > 1 {
        &["mtg-901.11c"]
    } else {
        &[]
    };
    let emitting = cx.emitting();
    let ms = cx.ext_mut();
    let n = ms
        .last_planeswalk
        .as_ref()
        .map_or(0, |r| r.count)
        .saturating_add(1);
    let record = ms.last_planeswalk.insert(PlaneswalkRecord {
        player: p,
        to: to_names,
        from: from_names,
        count: n,
    });
    // The names are copied for the event only when someone listens.
    let event = emitting.then(|| MtgEvent::Planeswalked {
        player: p,
        from: record.from.to_vec(),
        to: record.to.to_vec(),
    });
    if let Some(event) = event {
        cx.emit(event, &[why, &["mtg-901.11", "mtg-901.11b"], extra]);
    }
    let ms = cx.ext_mut();
    let before = ms.until_planeswalk.len();
    ms.until_planeswalk.retain(|l| l.player != p);
    if ms.until_planeswalk.len() != before {
        cx.emit(
            MtgEvent::LastingEffectEnded { player: p },
            &[&["mtg-901.11"]],
        );
    }
    // The core's effects lasting "until <player> planeswalks" end too (901.11): the
    // happening is applied unless no effect lasts until anything and no work waits on
    // the agenda (it would change nothing).
    let lasting = cx.state().effects().iter().any(|e| e.until.is_some());
    if (lasting || !cx.state().agenda().is_empty())
        && let Some(who) = cx.state().players().get(p.index())
    {
        let event = ryoiki_core::Happening::Named(format!("planeswalk:{who}"));
        let _ = cx.apply(ryoiki_core::Action::Happen { event });
    }
    for (o, owner, eff, _) in from_triggers {
        let item = ability_item(cx, ItemKind::Triggered, o, ctl, owner, eff, true);
        push(cx, item, &[&["mtg-901.11", "mtg-901.11b"]]);
    }
    for (o, owner, eff, phen) in to_triggers {
        let mut item = ability_item(cx, ItemKind::Triggered, o, ctl, owner, eff, true);
        item.phenomenon = phen;
        push(cx, item, &[&["mtg-901.11", "mtg-901.7"]]);
    }
}

/// Turns the top `count` cards of `p`'s planar deck face up under `ctl`'s control: their
/// names, and their planeswalk-to and encounter triggers.
fn turn_over_top(cx: &mut Mx<'_>, p: PlayerId, ctl: PlayerId, count: usize) -> (Names, Vec<Found>) {
    let mut names = Names::new();
    let mut triggers = Vec::new();
    for _ in 0..count {
        let Some(top) = planar_top(cx.state(), cx.ext(), p) else {
            break;
        };
        turn(cx, top, Facing::FaceUp);
        cx.set_controller(top, Some(ctl));
        let st = cx.state();
        names.push(name(st, top));
        let o = st.object(top);
        let phen = st.def(top).sides[0].has_type("phenomenon");
        let owner = planar_owner(st, cx.ext(), top);
        for a in abilities::lines(st, top).parsed() {
            match a {
                Ability::Triggered(Trigger::Encounter, eff) if phen => {
                    triggers.push((o, owner, eff.to_string(), true))
                }
                Ability::Triggered(Trigger::PlaneswalkTo, eff) if !phen => {
                    triggers.push((o, owner, eff.to_string(), false))
                }
                _ => {}
            }
        }
    }
    (names, triggers)
}
