//! The stack's entries: a new one, putting it on top, and the 'whenever a player rolls'
//! abilities that trigger onto it (901.9d).

use crate::abilities;
use crate::ability::{Ability, Trigger};
use crate::common::{Cite, Mx, name};
use crate::events::MtgEvent;
use crate::ext::{ItemEffect, ItemKind, StackItem};
use crate::planes::{face_up_planar, planar_owner};
use crate::zones::IN_PLAY;
use ryoiki_core::{CardId, ObjectId, PlayerId, State, ZoneId};
use smallvec::SmallVec;
use std::borrow::Cow;

/// A new stack entry, not yet on the stack.
pub(crate) fn new_item(
    cx: &mut Mx<'_>,
    kind: ItemKind,
    source: Option<ObjectId>,
    controller: PlayerId,
    owner: PlayerId,
    effect: ItemEffect,
) -> StackItem {
    let ms = cx.ext_mut();
    let id = ms.next_item;
    // Ids tell apart the items on the stack at once: a wrap after 2^32 items cannot
    // collide with a live one, and must not panic.
    ms.next_item = ms.next_item.wrapping_add(1);
    let name = match (source, kind) {
        (Some(o), _) => Cow::Owned(name(cx.state(), o.card)),
        // Combat damage on the stack (2009 rules 310.1) has no source card either.
        (None, ItemKind::CombatDamage) => Cow::Borrowed("combat damage"),
        (None, _) => Cow::Borrowed("planeswalking ability"),
    };
    StackItem {
        id,
        kind,
        source,
        controller,
        owner,
        effect,
        sees: Vec::new(),
        last_known_numbers: Default::default(),
        planes: Default::default(),
        phenomenon: false,
        planar: false,
        name,
    }
}

/// An ability of the card object `source` with the effect its text `effect` says, ready
/// for the stack; `planar` when the source is a face-up plane or phenomenon (901.7).
pub(crate) fn ability_item(
    cx: &mut Mx<'_>,
    kind: ItemKind,
    source: ObjectId,
    controller: PlayerId,
    owner: PlayerId,
    effect: String,
    planar: bool,
) -> StackItem {
    let mut item = new_item(
        cx,
        kind,
        Some(source),
        controller,
        owner,
        ItemEffect::new(effect),
    );
    item.planar = planar;
    item
}

/// Puts an entry on top of the stack.
pub(crate) fn push(cx: &mut Mx<'_>, item: StackItem, rules: Cite<'_>) {
    let event = cx.emitting().then(|| MtgEvent::Stack {
        kind: item.kind,
        name: item.name.to_string(),
        effect: item.effect.text().to_string(),
        controller: item.controller,
        source: item.source,
    });
    cx.ext_mut().stack.push(item);
    if let Some(event) = event {
        cx.emit(event, rules);
    }
}

/// A 'whenever a player rolls' ability of a permanent or a face-up planar card: the
/// card, its controller, whether it is a face-up planar card, what the ability waits for,
/// and its effect.
type RollTrigger = (CardId, PlayerId, bool, Trigger, String);

/// The 'whenever a player rolls' abilities of permanents and face-up planar cards, in
/// card order, as the cards are now; only their effects are copied.
fn roll_triggers(st: &State) -> Vec<RollTrigger> {
    let in_play = ZoneId {
        kind: IN_PLAY,
        player: None,
    };
    // The sources, each with whether it is a face-up planar card, in card order: read
    // from the two zones they can be in rather than from every card of the game.
    let mut sources: SmallVec<[(CardId, bool); 8]> = st
        .zone(in_play)
        .map_or(&[][..], |z| z.cards.as_slice())
        .iter()
        .map(|&c| (c, false))
        .collect();
    sources.extend(face_up_planar(st).map(|c| (c, true)));
    sources.sort_unstable_by_key(|&(c, _)| c);
    let is_roll = |a: &Ability<&str>| {
        matches!(
            a,
            Ability::Triggered(Trigger::RollDie | Trigger::RollAtLeast(_), _)
        )
    };
    // Most often no line Magic's rules add is a roll trigger: the printed lines (parsed
    // once for the game) then say it all, without building each card's added lines.
    let printed_only = abilities::printed_suffice(st, is_roll);
    let mut out = Vec::new();
    for (c, planar_up) in sources {
        let Some(ctl) = st.card(c).controller else {
            continue;
        };
        let mut keep = |a: Ability<&str>| {
            if let Ability::Triggered(t @ (Trigger::RollDie | Trigger::RollAtLeast(_)), eff) = a {
                out.push((c, ctl, planar_up, t, eff.to_string()));
            }
        };
        match printed_only {
            Some(parsed) => {
                let lines = st.printed_side(c).abilities.iter().enumerate();
                lines
                    .filter_map(|(at, l)| parsed.line(c, at, l))
                    .for_each(&mut keep);
            }
            None => abilities::lines(st, c).parsed().for_each(&mut keep),
        }
    }
    out
}

/// 'Whenever a player rolls a die' triggers; numeric ones only for a number (901.9d).
pub(crate) fn die_triggers(cx: &mut Mx<'_>, number: Option<u32>) {
    for (c, ctl, planar, t, eff) in roll_triggers(cx.state()) {
        let fires = match (t, number) {
            (Trigger::RollDie, _) => true,
            (Trigger::RollAtLeast(n), Some(v)) => v >= n,
            (Trigger::RollAtLeast(_), None) => {
                let o = cx.state().object(c);
                cx.emit(MtgEvent::IgnoredRoll { source: o }, &[&["mtg-901.9d"]]);
                false
            }
            _ => false,
        };
        if fires {
            let o = cx.state().object(c);
            let owner = if planar {
                planar_owner(cx.state(), cx.ext(), c)
            } else {
                cx.state().card(c).owner
            };
            let item = ability_item(cx, ItemKind::Triggered, o, ctl, owner, eff, planar);
            let rules: Cite<'_> = if number.is_none() {
                &[&["mtg-901.9d"]]
            } else {
                &[]
            };
            push(cx, item, rules);
        }
    }
}
