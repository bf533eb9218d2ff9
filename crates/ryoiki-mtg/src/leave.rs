//! A player (a team in Two-Headed Giant) leaving the game: planar controller succession
//! (901.6, 901.12b) or its end (901.14b in Grand Melee), every object they own leaving
//! (901.10; with a single planar deck the planar cards stay, 901.15b), the stack
//! (901.10a–b), the planeswalk a face-up plane's leaving causes, and priority.
//!
//! The objects a player owns leave the game with them (2009 600.4a): cards go outside
//! the game, into no zone ([`ryoiki_core::Outside::LeftWithOwner`]), with no move, so
//! nothing can replace it or ask anyone anything, and nothing brings them back.

use crate::common::{Mx, core, kind_of, name};
use crate::deck::is_planar;
use crate::events::MtgEvent;
use crate::ext::{ItemKind, MtgState, Variant};
use crate::planar::{face_up_planar, planar_owner, planeswalk_to, set_planar_controller};
use crate::planar::{to_bottom, turn};
use crate::zones::*;
use ryoiki_core::{Action, CardId, Facing, ObjectId, Place, PlayerId, RuleId};

/// A player (with their team in Two-Headed Giant) leaves the game.
pub(crate) fn leave(cx: &mut Mx<'_>, q: PlayerId) {
    let ms = cx.ext();
    let leaving: Vec<PlayerId> = if ms.variant == Variant::TwoHeadedGiant {
        ms.teammates(q)
    } else {
        vec![q]
    };
    succession(cx, &leaving);
    let ms = cx.ext_mut();
    for &l in &leaving {
        ms.seat_mut(l).left = true;
    }
    let single = ms.variant == Variant::SinglePlanarDeck;
    let (left_objects, left_planar_up) = objects_leave(cx, &leaving, single);
    let rules: &'static [RuleId] = if single {
        &["mtg-2009-600.4a", "mtg-901.10", "mtg-901.15b"]
    } else {
        &["mtg-2009-600.4a", "mtg-901.10"]
    };
    cx.emit(
        MtgEvent::LeftGame {
            players: leaving.clone(),
            objects: left_objects.clone(),
        },
        &[rules],
    );
    if single {
        let pc = cx
            .ext()
            .planar_controllers
            .first()
            .copied()
            .unwrap_or(PlayerId(0));
        cx.emit(
            MtgEvent::PlanarCardsStay { player: pc },
            &[&["mtg-901.15b", "mtg-901.10"]],
        );
    }
    clean_stack(cx, &leaving, &left_objects);
    leave_planeswalks(cx, left_planar_up);
    // The turn goes on (without an active player if the active player left); priority
    // passes on from a player who left.
    let ms = cx.ext();
    if let Some(h) = ms.priority.filter(|h| leaving.contains(h)) {
        let next = ms.next_in_turn_order(h, &|x| !ms.present(x));
        let ms = cx.ext_mut();
        ms.priority = next;
        ms.passes = 0;
    }
}

/// Planar controller succession first (901.6, 901.12b) or its end (901.14b).
fn succession(cx: &mut Mx<'_>, leaving: &[PlayerId]) {
    let ms = cx.ext();
    if ms.variant == Variant::GrandMelee {
        for &l in leaving {
            if !cx.ext().markers.contains(&l) {
                continue;
            }
            let ms = cx.ext_mut();
            ms.markers.retain(|m| *m != l);
            ms.planar_controllers.retain(|m| *m != l);
            cx.emit(
                MtgEvent::PlanarControllerStops { player: l },
                &[&["mtg-901.14b"]],
            );
            let up: Vec<CardId> = face_up_planar(cx.state()).collect();
            for c in up {
                if cx.state().card(c).controller == Some(l) {
                    let o = cx.state().object(c);
                    cx.emit(MtgEvent::Bottomed { card: o }, &[&["mtg-901.14b"]]);
                    turn(cx, c, Facing::FaceDown);
                    to_bottom(cx, c);
                }
            }
        }
    } else if ms.planar_controllers.iter().any(|pc| leaving.contains(pc)) {
        // Not empty: one of them is leaving (the condition above).
        let pc = ms.planar_controllers[0];
        let gone = |x: PlayerId, ms: &MtgState| leaving.contains(&x) || !ms.present(x);
        if let Some(next) = ms.next_in_turn_order(pc, &|x| gone(x, ms)) {
            set_planar_controller(cx, next);
        }
    }
}

/// Everything the leaving players own leaves the game (2009 600.4a, 901.10): a card
/// goes outside the game, into no zone ([`Outside::LeftWithOwner`]: not the
/// removed-from-game zone, from which an effect could bring it back), and a token
/// ceases to exist; with a single planar deck the planar cards are the planar
/// controller's (901.15b), so they stay. Control the leaving players hold of other
/// players' cards ends (600.4a), so nothing they control is left to remove. Nothing here
/// goes through the move pipeline, so no replacement effect and no decision comes of it.
/// Returns the objects that left, and the face-up planar cards among them with their
/// controllers.
///
/// [`Outside::LeftWithOwner`]: ryoiki_core::Outside::LeftWithOwner
fn objects_leave(
    cx: &mut Mx<'_>,
    leaving: &[PlayerId],
    single: bool,
) -> (Vec<ObjectId>, Vec<(CardId, Option<PlayerId>)>) {
    let mut left_planar_up = Vec::new();
    let mut left_objects = Vec::new();
    for i in 0..cx.state().cards().len() {
        let c = CardId(i as u32);
        let st = cx.state();
        let cs = st.card(c);
        if !matches!(cs.place, Place::Zone(_)) || cs.ability.is_some() {
            continue;
        }
        let kind = kind_of(st, c);
        let planar = kind == Some(COMMAND) && is_planar(st, c);
        let owner = if planar {
            planar_owner(st, cx.ext(), c)
        } else {
            cs.owner
        };
        if !leaving.contains(&owner) {
            // 600.4a: effects giving a leaving player control of another's card end.
            if !planar && cs.controller.is_some_and(|p| leaving.contains(&p)) {
                cx.set_controller(c, Some(owner));
            }
            continue;
        }
        if planar && single {
            continue;
        }
        if planar && cs.facing == Facing::FaceUp {
            left_planar_up.push((c, cs.controller));
        }
        if cs.token {
            let o = st.object(c);
            left_objects.push(o);
            core(cx, Action::Cease { object: o });
        } else if let Some(o) = cx.leave_game(c) {
            left_objects.push(o);
        }
    }
    (left_objects, left_planar_up)
}

/// The stack: abilities from phenomena stay under the new planar controller (901.10b);
/// a planeswalking ability whose plane left ceases to exist (901.10a); other objects of
/// the leaving players leave.
fn clean_stack(cx: &mut Mx<'_>, leaving: &[PlayerId], left_objects: &[ObjectId]) {
    let pc = cx.ext().planar_controllers.first().copied();
    let mut kept = smallvec::SmallVec::new();
    for mut item in std::mem::take(&mut cx.ext_mut().stack) {
        if item.kind == ItemKind::Planeswalking
            && item.planes.iter().any(|o| left_objects.contains(o))
        {
            cx.emit(MtgEvent::AbilityCeased, &[&["mtg-901.10a"]]);
            continue;
        }
        if item.phenomenon && leaving.contains(&item.owner) {
            if let Some(pc) = pc {
                item.controller = pc;
                cx.emit(
                    MtgEvent::AbilityStays {
                        name: item.name.to_string(),
                        player: pc,
                    },
                    &[&["mtg-901.10b"]],
                );
            }
            kept.push(item);
            continue;
        }
        let spell_gone =
            item.kind == ItemKind::Spell && item.source.is_some_and(|o| left_objects.contains(&o));
        if spell_gone || leaving.contains(&item.controller) {
            continue;
        }
        kept.push(item);
    }
    cx.ext_mut().stack = kept;
}

/// 901.10: a face-up plane or phenomenon left: the planar controller planeswalks now,
/// once per planar controller whose face-up cards left.
fn leave_planeswalks(cx: &mut Mx<'_>, left_planar_up: Vec<(CardId, Option<PlayerId>)>) {
    let ms = cx.ext();
    let gm = ms.variant == Variant::GrandMelee;
    let mut walks: Vec<(PlayerId, Vec<String>)> = Vec::new();
    for (c, ctl) in left_planar_up {
        let walker = if gm {
            ctl.filter(|p| ms.planar_controllers.contains(p))
        } else {
            ms.planar_controllers.first().copied()
        };
        if let Some(w) = walker {
            let nm = name(cx.state(), c);
            match walks.iter_mut().find(|(x, _)| *x == w) {
                Some((_, names)) => names.push(nm),
                None => walks.push((w, vec![nm])),
            }
        }
    }
    for (w, gone) in walks {
        cx.emit(MtgEvent::LeavePlaneswalk { player: w }, &[&["mtg-901.10"]]);
        planeswalk_to(cx, w, &["mtg-901.10", "mtg-901.11a"], 1, gone);
    }
}
