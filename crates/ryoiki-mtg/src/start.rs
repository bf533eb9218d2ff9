//! The start of the game (2009 rule 101), the `start-game` action: each library is
//! shuffled (101.1); a random method picks the player who chooses who plays first
//! (101.2: a decision of that player); life totals are set (20, or 30 shared per team
//! in Two-Headed Giant, 101.3a) and each player draws seven (101.3); then each player
//! in turn order from the starting player keeps or takes mulligans (101.4: the hand is
//! shuffled into the library and a new hand of one fewer card drawn; in a multiplayer
//! game the first mulligan draws seven again, 101.4a). Then Planechase begins when the
//! game has planar decks (901.5), and the starting player's first turn begins with its
//! untap step ([`crate::turn`]).

use crate::common::{Mx, core, forbid, mv, phrase};
use crate::deck::{self, is_planar};
use crate::events::{MtgDecision, MtgEvent};
use crate::ext::{MtgState, Variant};
use crate::turn::{draw, enter_first_step, hand_of};
use crate::zones::*;
use ryoiki_core::{
    Action, ActionError, CardId, Cause, Destination, GameOption, PlayerId, State, ZoneId,
};

/// The opening hand size (2009 rule 101.3).
pub const OPENING_HAND: u32 = 7;

/// Whether the game has planar cards in the command zone (a Planechase game).
fn has_planar_decks(st: &State) -> bool {
    (0..st.cards().len() as u32)
        .map(CardId)
        .any(|c| st.zone_of(c).is_some_and(|z| z.kind == COMMAND) && is_planar(st, c))
}

/// `start-game`: only once, and with valid planar decks when the game has any.
///
/// # Errors
/// The game has begun, or a planar deck is not valid (901.3, 901.15a).
pub(crate) fn check(st: &State, ms: &MtgState) -> Result<(), ActionError> {
    if ms.begun {
        return Err(forbid(phrase("mtg-refuse-game-begun"), "mtg-2009-101.1"));
    }
    if !ms.started
        && has_planar_decks(st)
        && let Err(e) = deck::validate(st)
    {
        let single = ms.variant == Variant::SinglePlanarDeck;
        let rule = e.problems.first().map_or("mtg-901.3", |p| p.rule(single));
        return Err(forbid(e.phrase(), rule));
    }
    Ok(())
}

/// The teams' primary players (every player outside Two-Headed Giant), in seat order.
fn primaries(ms: &MtgState) -> Vec<PlayerId> {
    ms.players()
        .filter(|&q| ms.primary(q) == q && ms.present(q))
        .collect()
}

/// Shuffles `p`'s library, at the start and after a mulligan (a library of one card or
/// none has no order to change, and is left alone).
fn shuffle_library(cx: &mut Mx<'_>, p: PlayerId) {
    let zone = library(p);
    if cx.state().zone(zone).is_some_and(|z| z.cards.len() > 1) {
        let _ = cx.apply(Action::Shuffle {
            player: p,
            zone,
            forced: None,
        });
    }
}

/// Begins the game: shuffles, then the randomly picked player chooses who plays first.
pub(crate) fn start(cx: &mut Mx<'_>) {
    let thg = cx.ext().variant == Variant::TwoHeadedGiant;
    let ms = cx.ext_mut();
    ms.begun = true;
    ms.priority = None;
    ms.passes = 0;
    if thg {
        for s in ms.seats.iter_mut() {
            s.life = 30;
        }
    }
    let players: Vec<PlayerId> = ms.players().collect();
    for p in players {
        shuffle_library(cx, p);
    }
    let teams = primaries(cx.ext());
    let n = teams.len().max(1) as u64;
    let pick = usize::try_from(cx.random_below(n)).unwrap_or(0);
    let Some(&chooser) = teams.get(pick) else {
        return;
    };
    cx.emit(
        MtgEvent::GameStarted { chooser },
        &[&["mtg-2009-101.1", "mtg-2009-101.2"]],
    );
    let options = teams
        .iter()
        .map(|&q| GameOption {
            label: cx.game().player_name(q).to_string(),
            object: None,
        })
        .collect();
    cx.wait(
        chooser,
        MtgDecision::ChooseStartingPlayer { chooser },
        options,
        &[&["mtg-2009-101.2"]],
    );
}

fn library(p: PlayerId) -> ZoneId {
    ZoneId {
        kind: LIBRARY,
        player: Some(p),
    }
}

/// Every player, in turn order from the starting player.
fn from_starter(ms: &MtgState) -> Vec<PlayerId> {
    let n = ms.seats.len();
    let s = ms.starter.map_or(0, PlayerId::index);
    (0..n)
        .map(|k| PlayerId(((s + k) % n) as u8))
        .filter(|&q| ms.present(q))
        .collect()
}

/// The answer: who plays first; then the opening hands are drawn.
pub(crate) fn starting_player(cx: &mut Mx<'_>, choice: u32) {
    let teams = primaries(cx.ext());
    let Some(&starter) = usize::try_from(choice).ok().and_then(|i| teams.get(i)) else {
        return;
    };
    let ms = cx.ext_mut();
    ms.starter = Some(starter);
    ms.active = starter;
    cx.emit(
        MtgEvent::StartingPlayer { player: starter },
        &[&["mtg-2009-101.2"]],
    );
    for p in from_starter(cx.ext()) {
        draw(cx, p, OPENING_HAND, &["mtg-2009-101.3"]);
    }
    ask_mulligan(cx);
}

/// The next player in turn order who has not kept a hand decides; when all have kept,
/// the game goes on.
fn ask_mulligan(cx: &mut Mx<'_>) {
    let next = from_starter(cx.ext())
        .into_iter()
        .find(|&q| !cx.ext().seat(q).kept);
    let Some(p) = next else {
        finish(cx);
        return;
    };
    let hand = u32::try_from(hand_of(cx.state(), p).len()).unwrap_or(u32::MAX);
    if hand == 0 {
        keep(cx, p, 0);
        ask_mulligan(cx);
        return;
    }
    let options = ["keep", "mulligan"]
        .iter()
        .map(|l| GameOption {
            label: (*l).to_string(),
            object: None,
        })
        .collect();
    cx.wait(
        p,
        MtgDecision::Mulligan { player: p, hand },
        options,
        &[&["mtg-2009-101.4"]],
    );
}

fn keep(cx: &mut Mx<'_>, p: PlayerId, hand: u32) {
    cx.ext_mut().seat_mut(p).kept = true;
    cx.emit(MtgEvent::Kept { player: p, hand }, &[&["mtg-2009-101.4"]]);
}

/// The answer to a mulligan decision: keep (0), or shuffle the hand into the library
/// and draw one fewer (1; seven for a multiplayer game's first mulligan, 101.4a).
pub(crate) fn mulligan(cx: &mut Mx<'_>, p: PlayerId, choice: u32) {
    let hand = hand_of(cx.state(), p);
    let size = u32::try_from(hand.len()).unwrap_or(u32::MAX);
    if choice == 0 {
        keep(cx, p, size);
        ask_mulligan(cx);
        return;
    }
    let ms = cx.ext();
    let multiplayer = ms.seats.len() > 2 || ms.variant == Variant::TwoHeadedGiant;
    let free = multiplayer && ms.seat(p).mulligans == 0;
    let new_size = if free {
        OPENING_HAND
    } else {
        size.saturating_sub(1)
    };
    for c in hand {
        let o = cx.state().object(c);
        let to = Destination {
            kind: LIBRARY,
            player: Some(p),
        };
        core(cx, mv(p, o, to, None, Cause::game("mulligan")));
    }
    shuffle_library(cx, p);
    cx.ext_mut().seat_mut(p).mulligans += 1;
    let rules: &'static [&'static str] = if free {
        &["mtg-2009-101.4", "mtg-2009-101.4a"]
    } else {
        &["mtg-2009-101.4"]
    };
    cx.emit(
        MtgEvent::Mulligan {
            player: p,
            hand: new_size,
        },
        &[rules],
    );
    draw(cx, p, new_size, &["mtg-2009-101.4"]);
    ask_mulligan(cx);
}

/// Every hand is kept: Planechase begins when there are planar decks (901.5), then the
/// starting player's first turn.
fn finish(cx: &mut Mx<'_>) {
    if !cx.ext().started && has_planar_decks(cx.state()) {
        crate::planar::start(cx);
    }
    let ms = cx.ext_mut();
    ms.turn = 1;
    ms.phase = crate::ext::Phase::Beginning;
    let player = ms.active;
    cx.emit(MtgEvent::Turn { turn: 1, player }, &[&["mtg-2009-300.1"]]);
    enter_first_step(cx);
}
