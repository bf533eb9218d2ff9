//! Reading the command zone (901.4): the face-up planes and phenomena, each player's
//! planar deck and its top, a planar card's owner, and the words face-up planes' static
//! abilities give creatures (901.7).

use crate::ability::Ability;
use crate::deck::is_planar;
use crate::ext::{MtgState, Variant};
use crate::zones::COMMAND;
use ryoiki_core::{CardId, Facing, PlayerId, State, ZoneId};

/// The cards of the command zone, in zone order.
pub(crate) fn command(st: &State) -> &[CardId] {
    let zone = ZoneId {
        kind: COMMAND,
        player: None,
    };
    st.zone(zone).map(|z| z.cards.as_slice()).unwrap_or(&[])
}

/// Face-up planes and phenomena, in command-zone order.
pub fn face_up_planar(st: &State) -> impl Iterator<Item = CardId> + '_ {
    command(st)
        .iter()
        .copied()
        // The cheap test first: most of the command zone is face-down planar decks.
        .filter(|&c| st.card(c).facing == Facing::FaceUp && is_planar(st, c))
}

/// Whether a card of the command zone is in `p`'s planar deck: face down, planar, and
/// theirs (anyone's with a single planar deck, 901.15c).
fn in_planar_deck(st: &State, ms: &MtgState, p: PlayerId, c: CardId) -> bool {
    st.card(c).facing == Facing::FaceDown
        && (ms.variant == Variant::SinglePlanarDeck || st.card(c).owner == p)
        && is_planar(st, c)
}

/// The planar deck a player uses, bottom first: the face-down planes and phenomena they
/// own in the command zone, or with a single planar deck all of them (901.15c).
pub fn planar_deck(st: &State, ms: &MtgState, p: PlayerId) -> Vec<CardId> {
    command(st)
        .iter()
        .copied()
        .filter(|&c| in_planar_deck(st, ms, p, c))
        .collect()
}

/// The top card of the planar deck a player uses ([`planar_deck`]'s last).
pub fn planar_top(st: &State, ms: &MtgState, p: PlayerId) -> Option<CardId> {
    command(st)
        .iter()
        .rev()
        .copied()
        .find(|&c| in_planar_deck(st, ms, p, c))
}

/// The owner of a plane or phenomenon: who started with it (901.6), or with a single
/// planar deck the planar controller (901.15b).
pub fn planar_owner(st: &State, ms: &MtgState, card: CardId) -> PlayerId {
    if ms.variant == Variant::SinglePlanarDeck {
        ms.planar_controllers
            .first()
            .copied()
            .unwrap_or(st.card(card).owner)
    } else {
        st.card(card).owner
    }
}

/// The words face-up planes' static abilities give creatures controlled by `controller`
/// (901.7); in Grand Melee only within the plane controller's range of influence
/// (901.13). Borrowed from the planes' printed text.
pub fn static_words<'s>(
    st: &'s State,
    ms: &'s MtgState,
    controller: Option<PlayerId>,
) -> impl Iterator<Item = &'s str> + 's {
    let gm = ms.variant == Variant::GrandMelee;
    face_up_planar(st)
        .filter(
            move |&c| match (gm, ms.range, st.card(c).controller, controller) {
                (true, Some(r), Some(pc), Some(ctl)) => ms.in_range(pc, ctl, r),
                _ => true,
            },
        )
        .flat_map(move |c| {
            let lines = st.printed_side(c).abilities.iter().enumerate();
            lines.filter_map(move |(at, l)| match ms.parsed.line(c, at, l) {
                Some(Ability::Static(w)) => Some(w),
                _ => None,
            })
        })
}
