//! The keyword abilities this engine carries out, written as plain ability lines of the
//! sample cards (`flying`, `first strike`, `double strike`, `haste`, `vigilance`), and the summoning
//! sickness rule (mtg-2009-212.3d) they bend.
//!
//! | keyword | rule | what it does here |
//! |---|---|---|
//! | `flying` | mtg-2009-502.4b | can't be blocked by creatures without flying |
//! | `first strike` | mtg-2009-502.2b | deals combat damage in a first combat damage step |
//! | `double strike` | mtg-2009-310.5 | deals combat damage in both combat damage steps |
//! | `haste` | mtg-2009-502.5b | attacks and uses {T} abilities despite summoning sickness |
//! | `vigilance` | mtg-2009-502.14b | attacking doesn't tap it |

use crate::abilities;
use crate::common::Mx;
use crate::ext::MtgState;
use crate::zones::IN_PLAY;
use ryoiki_core::{CardId, ObjectId, Orientation, State};

/// Flying (mtg-2009-502.4b).
pub const FLYING: &str = "flying";
/// First strike (mtg-2009-502.2b).
pub const FIRST_STRIKE: &str = "first strike";
/// Double strike (mtg-2009-310.5).
pub const DOUBLE_STRIKE: &str = "double strike";
/// Haste (mtg-2009-502.5b).
pub const HASTE: &str = "haste";
/// Vigilance (mtg-2009-502.14b).
pub const VIGILANCE: &str = "vigilance";

/// Whether a card has a keyword now (an ability line that is the keyword, in any case).
pub fn has(state: &State, card: CardId, keyword: &str) -> bool {
    abilities::lines(state, card)
        .iter()
        .any(|l| l.trim().eq_ignore_ascii_case(keyword))
}

/// Whether a permanent is tapped.
pub fn tapped(state: &State, card: CardId) -> bool {
    state.card(card).orientation == Some(Orientation::Sideways)
}

/// Whether a card is a creature now.
pub fn creature(state: &State, card: CardId) -> bool {
    abilities::has_type(state, card, "creature")
}

/// The summoning sickness rule (mtg-2009-212.3d): a creature that has not been under its
/// controller's control continuously since the start of that player's most recent turn
/// can't attack or use {T} abilities, unless it has haste (mtg-2009-502.5b). A permanent
/// the game began with (a scenario's set-up) has been there all along.
pub fn sick(state: &State, ms: &MtgState, card: CardId) -> bool {
    let Some(ctl) = state.card(card).controller else {
        return false;
    };
    if !creature(state, card) || has(state, card, HASTE) {
        return false;
    }
    let object = state.object(card);
    let recent = if ms.team(ctl) == ms.team(ms.active) {
        ms.turn
    } else {
        ms.seat(ctl).turn_began
    };
    ms.arrived
        .iter()
        .any(|&(o, p, turn)| o == object && p == ctl && turn >= recent)
}

/// Notes that the active players' turn has begun (for [`sick`] in other players' turns):
/// called after every action, so the first action of a turn records it.
pub(crate) fn observe_turn(cx: &mut Mx<'_>) {
    let ms = cx.ext();
    let (turn, team) = (ms.turn, ms.team(ms.active));
    // Usually recorded already: then nothing is written.
    let noted = |ms: &MtgState| {
        ms.players()
            .all(|p| ms.team(p) != team || ms.seat(p).turn_began == turn)
    };
    if noted(ms) {
        return;
    }
    let ms = cx.ext_mut();
    for p in ms.players() {
        if ms.team(p) == team {
            ms.seat_mut(p).turn_began = turn;
        }
    }
}

/// A permanent came into play (or under a new controller): it is remembered with its
/// controller and the turn, for [`sick`]; entries of objects no longer in play go.
pub(crate) fn arrived(cx: &mut Mx<'_>, object: ObjectId) {
    let st = cx.state();
    let Some(ctl) = st.card(object.card).controller else {
        return;
    };
    let live: Vec<bool> = cx
        .ext()
        .arrived
        .iter()
        .map(|&(o, _, _)| {
            st.object(o.card) == o && crate::common::kind_of(st, o.card) == Some(IN_PLAY)
        })
        .collect();
    let turn = cx.ext().turn;
    let ms = cx.ext_mut();
    let mut keep = live.into_iter();
    ms.arrived.retain(|_| keep.next().unwrap_or(false));
    ms.arrived.retain(|&(o, _, _)| o != object);
    ms.arrived.push((object, ctl, turn));
}
