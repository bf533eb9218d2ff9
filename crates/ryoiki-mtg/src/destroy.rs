//! Destroying a permanent, and the zone-change procedure of 217.1d: the event that moves
//! it (its controller chooses among conflicting destroy effects), the owner's check for
//! abilities affecting a move to a public zone, replacement effects (the card's own and
//! the core's, with a choice when they conflict), the move, then triggers and the
//! state-based check for Auras (217.1c).

use crate::abilities::{self, Ability, Trigger};
use crate::action::MtgTask;
use crate::common::{Mx, core, kind_of, mv};
use crate::events::{MtgDecision, MtgEvent, NotAppliedWhy};
use crate::ext::{ItemEffect, ItemKind};
use crate::stack::{new_item, push};
use crate::zones::*;
use ryoiki_core::zone::Position;
use ryoiki_core::{CardId, Cause, Destination, GameOption, ObjectId, PlayerId};

fn decider(cx: &Mx<'_>, card: CardId) -> PlayerId {
    let cs = cx.state().card(card);
    cs.controller.unwrap_or(cs.owner)
}

/// Destroys a permanent by the effects named; several conflict, and its controller
/// chooses which one is the event that moves it (217.1d).
pub(crate) fn destroy_by(cx: &mut Mx<'_>, o: ObjectId, by: Vec<String>) {
    if let [one] = by.as_slice() {
        destroy(cx, o, one, &[]);
        return;
    }
    let d = decider(cx, o.card);
    cx.emit(
        MtgEvent::ConflictingEffects {
            object: o,
            count: by.len(),
            decider: d,
        },
        &[&["mtg-217.1d"]],
    );
    let options = by
        .iter()
        .map(|b| GameOption {
            label: b.clone(),
            object: Some(o),
        })
        .collect();
    cx.wait(
        d,
        MtgDecision::ChooseDestroyEffect {
            object: o,
            effects: by,
        },
        options,
        &[&["mtg-217.1d"]],
    );
}

/// The answer to one of Magic's decisions.
pub(crate) fn answer(cx: &mut Mx<'_>, about: MtgDecision, choice: u32) {
    // An answer out of range (the core checks it against the options) changes nothing.
    let i = usize::try_from(choice).unwrap_or(usize::MAX);
    match about {
        MtgDecision::ChooseDestroyEffect { object, effects } => {
            let Some(by) = effects.get(i).cloned() else {
                return;
            };
            let others: Vec<String> = effects
                .into_iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, x)| x)
                .collect();
            destroy(cx, object, &by, &others);
        }
        MtgDecision::ChooseReplacementHow {
            object,
            ways,
            others,
        } => {
            let owner = cx.state().card(object.card).owner;
            let (label, to, position) = match ways.get(i) {
                Some(way) => {
                    let (to, position) = match way.as_str() {
                        "library-top" => (LIBRARY, Some(Position::Top)),
                        "library-bottom" => (LIBRARY, Some(Position::Bottom)),
                        "hand" => (HAND, None),
                        _ => (REMOVED, None),
                    };
                    let nm = cx.state().def(object.card).name().to_string();
                    (format!("{nm}: {way}"), to, position)
                }
                // Another effect was chosen: the move goes on to the graveyard, where the
                // core's pipeline applies that effect.
                None => match others.get(i - ways.len()) {
                    Some(l) => (l.clone(), GRAVEYARD, None),
                    None => return,
                },
            };
            cx.emit(
                MtgEvent::ReplacementChosen { object, label },
                &[&["mtg-217.1d"]],
            );
            let dest = Destination {
                kind: to,
                player: (to != REMOVED).then_some(owner),
            };
            destroy_move(cx, object, dest, position, &[]);
        }
        // The turn's and the start's decisions are answered elsewhere (`crate::Magic`).
        _ => {}
    }
}

/// The core's replacement effects that affect a move of `card` from play to its owner's
/// graveyard: declarative or written in Rust, each asked as the move pipeline asks it.
fn affecting(cx: &Mx<'_>, card: CardId) -> Vec<String> {
    let st = cx.state();
    let at = ryoiki_core::EffectView::new(&crate::magic::MTG, st);
    let mv = ryoiki_core::ProposedMove {
        object: st.object(card),
        from: Some(IN_PLAY),
        to: ryoiki_core::ZoneId {
            kind: GRAVEYARD,
            player: Some(st.card(card).owner),
        },
    };
    st.effects()
        .iter()
        .filter(|e| ryoiki_core::custom::replaces(&at, e, &mv).is_some())
        .map(|e| e.label.clone())
        .collect()
}

/// 217.1d, for a destroy: the chosen event moves the object; the owner checks for
/// abilities affecting a move to a public zone; replacement effects apply (the core's
/// pipeline, or a choice when the card's own conflicts with them); then the move.
fn destroy(cx: &mut Mx<'_>, o: ObjectId, by: &str, others: &[String]) {
    let card = o.card;
    let owner = cx.state().card(card).owner;
    cx.emit(
        MtgEvent::ZoneChangeEvent {
            object: o,
            by: by.to_string(),
        },
        &[&["mtg-217.1d"]],
    );
    let core_effects = affecting(cx, card);
    // The object's own replacement effects as it is now: an ability an effect gave it
    // counts, one an effect took away does not (217.1d).
    let own_instead: Option<Vec<String>> = abilities::current(cx.state(), card)
        .into_iter()
        .find_map(|a| match a {
            Ability::InsteadOfGraveyard(opts) => Some(opts),
            _ => None,
        });
    let mut listed = core_effects.clone();
    if own_instead.is_some() {
        let nm = cx.state().def(card).name().to_string();
        listed.insert(0, format!("{nm}'s own replacement ability"));
    }
    cx.emit(
        MtgEvent::OwnerChecks {
            object: o,
            owner,
            affecting: listed,
        },
        &[&["mtg-217.1d"]],
    );
    let Some(ways) = own_instead else {
        let grave = Destination {
            kind: GRAVEYARD,
            player: Some(owner),
        };
        destroy_move(cx, o, grave, None, others);
        return;
    };
    // The card's own replacement and any others conflict: the controller (or owner)
    // chooses which applies, and for the card's own, how.
    for other in others {
        cx.emit(
            MtgEvent::NotApplied {
                object: o,
                effect: other.clone(),
                by: by.to_string(),
                why: NotAppliedWhy::OtherEvent,
            },
            &[&["mtg-217.1d"]],
        );
    }
    let d = decider(cx, card);
    let nm = cx.state().def(card).name().to_string();
    let mut options: Vec<GameOption> = ways
        .iter()
        .map(|w| GameOption {
            label: format!("{nm}: {w}"),
            object: Some(o),
        })
        .collect();
    options.extend(core_effects.iter().map(|l| GameOption {
        label: l.clone(),
        object: Some(o),
    }));
    cx.emit(
        MtgEvent::ReplacementConflict {
            object: o,
            decider: d,
        },
        &[&["mtg-217.1d"]],
    );
    cx.wait(
        d,
        MtgDecision::ChooseReplacementHow {
            object: o,
            ways,
            others: core_effects,
        },
        options,
        &[&["mtg-217.1d"]],
    );
}

/// The move of a destroyed permanent. What follows it (the replaced effects' fate, 'dies'
/// triggers, the state-based check for Auras) is scheduled under it, so it runs when the
/// move is done, even if the move first waits for a replacement choice (217.1d).
fn destroy_move(
    cx: &mut Mx<'_>,
    o: ObjectId,
    to: Destination,
    position: Option<Position>,
    others: &[String],
) {
    let st = cx.state();
    let owner = st.card(o.card).owner;
    let auras: Vec<CardId> = (0..st.cards().len() as u32)
        .map(CardId)
        .filter(|&c| st.card(c).attached_to == Some(o))
        .collect();
    // The permanent as it is now, in play: what its 'dies' abilities and their effects
    // will know of it once it has left (last known information).
    let now = crate::abilities::characteristics(st, o.card);
    let known = now.numbers.clone();
    let dies = abilities::parse_all(&now.abilities)
        .into_iter()
        .filter_map(|a| match a {
            Ability::Triggered(Trigger::Dies, eff) => Some(eff),
            _ => None,
        })
        .collect();
    cx.schedule(MtgTask::AfterDestroy {
        object: o,
        auras,
        others: others.to_vec(),
        dies,
        known,
    });
    core(cx, mv(owner, o, to, position, Cause::game("destroy")));
}

/// Finishes a destroy once its move is done: effects that no longer apply, 'dies'
/// triggers, and Auras enchanting nothing going to the graveyard with their triggers.
///
/// `dies` holds the effects of the permanent's 'dies' abilities as it was in play just
/// before the move: such an ability looks back at the permanent as it last existed in
/// play (gained or lost by effects), not at what its card says in the graveyard.
pub(crate) fn after_destroy(
    cx: &mut Mx<'_>,
    o: ObjectId,
    auras: &[CardId],
    others: &[String],
    dies: &[String],
    known: &std::collections::BTreeMap<String, i64>,
) {
    let card = o.card;
    for other in others {
        cx.emit(
            MtgEvent::NotApplied {
                object: o,
                effect: other.clone(),
                by: String::new(),
                why: NotAppliedWhy::NewObject,
            },
            &[&["mtg-217.1d", "mtg-217.1c"]],
        );
    }
    let mut new = cx.state().object(card);
    if new == o {
        return;
    }
    // A token put into the graveyard has ceased to exist since (see the `tokens` module):
    // its 'dies' ability sees it as it last was there.
    let mut in_graveyard = kind_of(cx.state(), card) == Some(GRAVEYARD);
    if cx.state().card(card).token
        && let Some(lk) = cx.state().last_known_of(ObjectId {
            card,
            generation: new.generation.saturating_sub(1),
        })
        && lk.zone.kind == GRAVEYARD
        && lk.object.generation == o.generation + 1
    {
        in_graveyard = true;
        new = lk.object;
    }
    if in_graveyard {
        for eff in dies {
            let ctl = cx.state().card(card).owner;
            let mut item = new_item(
                cx,
                ItemKind::Triggered,
                Some(new),
                ctl,
                ctl,
                ItemEffect::new(eff.clone()),
            );
            item.sees = vec![new];
            item.last_known_numbers = known.clone();
            push(cx, item, &[&["mtg-217.1c"]]);
        }
    }
    // State-based check: Auras attached to nothing go to their owners' graveyards.
    let mut aura_triggers = Vec::new();
    for &aura in auras {
        let st = cx.state();
        let ao = st.object(aura);
        let ab = abilities::current(st, aura);
        let aowner = st.card(aura).owner;
        let ctl = st.card(aura).controller.unwrap_or(aowner);
        cx.emit(MtgEvent::StateBased { aura: ao }, &[&["mtg-217.1c"]]);
        let grave = Destination {
            kind: GRAVEYARD,
            player: Some(aowner),
        };
        core(cx, mv(aowner, ao, grave, None, Cause::game("state-based")));
        for a in ab {
            if let Ability::Triggered(Trigger::EnchantedLeaves, eff) = a {
                aura_triggers.push((aura, ctl, eff));
            }
        }
    }
    for (aura, ctl, eff) in aura_triggers {
        let an = cx.state().object(aura);
        let mut item = new_item(
            cx,
            ItemKind::Triggered,
            Some(an),
            ctl,
            ctl,
            ItemEffect::new(eff),
        );
        item.sees = vec![new, an];
        push(cx, item, &[&["mtg-217.1c"]]);
    }
}
