//! Lands: playing one from hand (the special action of mtg-2009-305.4: the active player,
//! in a main phase, with priority and an empty stack, once a turn; no stack), and the
//! basic land types' mana abilities (mtg-2009-212.6d: a land with the type Plains,
//! Island, Swamp, Mountain or Forest has "{T}: add one mana of its color"), activated as
//! mana abilities without the stack (mtg-2009-406.4).

use crate::common::{Mx, core, forbid, has_priority, is_active_player, kind_of, mv, phrase};
use crate::events::MtgEvent;
use crate::ext::MtgState;
use crate::keywords;
use crate::mana::{self, Mana};
use crate::play_events::PlayEvent;
use crate::zones::{HAND, IN_PLAY};
use ryoiki_core::{
    Action, ActionError, Cause, Destination, Host, ObjectId, Orientation, PlayerId, State,
};

/// The basic land types, in the order of the colors of their mana (white … green).
pub const BASIC_TYPES: [&str; 5] = ["plains", "island", "swamp", "mountain", "forest"];

/// The colors of mana a land's basic land types make (indices into the colors).
pub fn land_colors(state: &State, card: ryoiki_core::CardId) -> Vec<usize> {
    let side = crate::abilities::characteristics(state, card);
    if !side.has_type("land") {
        return Vec::new();
    }
    (0..5).filter(|&i| side.has_type(BASIC_TYPES[i])).collect()
}

/// Checks `play-land`: a land card in the player's hand, played by the active player in
/// a main phase with priority and an empty stack, and no land played yet this turn.
pub(crate) fn check_play(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    o: ObjectId,
) -> Result<(), ActionError> {
    game.resolve(o)?;
    let st = game.state();
    let hand = ryoiki_core::ZoneId {
        kind: HAND,
        player: Some(p),
    };
    let rule = "mtg-2009-305.4";
    if st.zone_of(o.card) != Some(hand) {
        return Err(forbid(phrase("mtg-refuse-land-from-hand"), rule));
    }
    if !crate::abilities::has_type(st, o.card, "land") {
        return Err(forbid(phrase("mtg-refuse-not-a-land"), rule));
    }
    if !is_active_player(ms, p) {
        return Err(forbid(phrase("mtg-refuse-land-not-your-turn"), rule));
    }
    if !ms.phase.is_main() {
        return Err(forbid(phrase("mtg-refuse-land-not-main"), rule));
    }
    if !has_priority(ms, p) {
        return Err(forbid(phrase("mtg-refuse-no-priority"), rule));
    }
    if !ms.stack.is_empty() {
        return Err(forbid(phrase("mtg-refuse-land-stack"), rule));
    }
    if ms.seat(p).land_turn == ms.turn {
        return Err(forbid(phrase("mtg-refuse-second-land"), rule));
    }
    Ok(())
}

/// Plays a checked land: it comes into play under the player's control, without the
/// stack.
pub(crate) fn play(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId) {
    let to = Destination {
        kind: IN_PLAY,
        player: None,
    };
    cx.set_controller(o.card, Some(p));
    if !core(cx, mv(p, o, to, None, Cause::game("play-land"))) {
        return;
    }
    let turn = cx.ext().turn;
    cx.ext_mut().seat_mut(p).land_turn = turn;
    let land = cx.state().object(o.card);
    cx.emit(
        MtgEvent::Play {
            event: PlayEvent::LandPlayed { player: p, land },
        },
        &[&["mtg-2009-305.4"]],
    );
}

/// The color a `tap-for-mana` makes: the one asked (a letter or a basic land type), or
/// the land's only one.
fn chosen_color(colors: &[usize], asked: Option<&str>) -> Option<usize> {
    match asked {
        None if colors.len() == 1 => colors.first().copied(),
        None => None,
        Some(a) => {
            let a = a.trim().trim_matches(['{', '}']).to_ascii_lowercase();
            colors.iter().copied().find(|&i| {
                a == BASIC_TYPES[i] || a == mana::COLORS[i].to_ascii_lowercase().to_string()
            })
        }
    }
}

/// Checks `tap-for-mana`: an untapped land the player controls, with a basic land type
/// (the one asked, when it has several); a creature land obeys summoning sickness.
pub(crate) fn check_tap(
    game: &dyn Host,
    ms: &MtgState,
    p: PlayerId,
    o: ObjectId,
    color: Option<&str>,
) -> Result<(), ActionError> {
    game.resolve(o)?;
    let st = game.state();
    let rule = "mtg-2009-212.6d";
    if kind_of(st, o.card) != Some(IN_PLAY) || st.card(o.card).controller != Some(p) {
        return Err(forbid(phrase("mtg-refuse-tap-not-yours"), rule));
    }
    let colors = land_colors(st, o.card);
    if colors.is_empty() {
        return Err(forbid(phrase("mtg-refuse-no-mana-ability"), rule));
    }
    if keywords::tapped(st, o.card) {
        return Err(forbid(phrase("mtg-refuse-already-tapped"), rule));
    }
    if keywords::sick(st, ms, o.card) {
        return Err(forbid(phrase("mtg-refuse-sick-tap"), "mtg-2009-212.3d"));
    }
    let Some(c) = chosen_color(&colors, color) else {
        return Err(forbid(phrase("mtg-refuse-mana-color"), rule));
    };
    let seat = ms.seat(p);
    let made = Mana::one(c);
    if !mana::fits(seat, &made) {
        return Err(forbid(phrase("mtg-refuse-pool-full"), "mtg-2009-406.4"));
    }
    Ok(())
}

/// Taps a checked land for one mana of its color: a mana ability, so no stack.
pub(crate) fn tap(cx: &mut Mx<'_>, p: PlayerId, o: ObjectId, color: Option<&str>) {
    let colors = land_colors(cx.state(), o.card);
    let Some(c) = chosen_color(&colors, color) else {
        return;
    };
    let turn = Action::Turn {
        player: p,
        object: o,
        orientation: Orientation::Sideways,
    };
    if !core(cx, turn) {
        return;
    }
    let made = Mana::one(c);
    mana::add(cx.ext_mut().seat_mut(p), &made);
    cx.emit(
        MtgEvent::Play {
            event: PlayEvent::ManaProduced {
                player: p,
                source: Some(o),
                mana: made.symbols(),
            },
        },
        &[&["mtg-2009-212.6d", "mtg-2009-406.4"]],
    );
}
