//! The public section of a view as the observation's numbers, read in place where the
//! package knows the rule set: Magic's section ([`ryoiki_mtg::public::MtgPublic`], what
//! `ryoiki_mtg::public::public` makes of the state) is written straight from Magic's
//! state, value by value in the order of its keys' text ([`public::Values`]), with no
//! section built, no `erased_serde` walk and no keys to sort; it reads only what that
//! section shows (no handle, nothing hidden). Any other rule set's section is built and
//! walked by [`public::encode`]. Both give the same numbers (a test compares them at
//! every position of whole games), so the observation's layout (`docs/python.md`) does
//! not depend on the path.

use crate::public::{self, Values};
use ryoiki_core::{Game, PlayerId};
use ryoiki_mtg::ext::MtgState;

/// The keys of Magic's section (`MtgPublic`) in the order of their text, as `mtg`
/// writes their values (a test checks them against the section's JSON keys).
pub const MTG_KEYS: [&str; 22] = [
    "active",
    "begun",
    "damage",
    "die",
    "last_planeswalk",
    "left",
    "life",
    "lost",
    "mana",
    "outcome",
    "phase",
    "planar_controllers",
    "planar_die",
    "poison",
    "pool",
    "priority",
    "rolls",
    "stack",
    "started",
    "starter",
    "step",
    "turn",
];

/// Appends the numbers of `seat`'s public section of `game` (its view's `public`) to
/// `out`, as [`public::encode`] gives them; nothing when the game shows no section.
pub fn encode(game: &Game, seat: PlayerId, out: &mut Vec<f32>) {
    let names = game.state().players();
    let magic = game
        .state()
        .ext_slot()
        .as_ref()
        .and_then(|t| t.get::<MtgState>());
    match magic {
        Some(ms) => mtg(game, ms, names, seat, out),
        None => {
            if let Some(p) = game.view(seat).public() {
                public::encode(&p, names, seat, out);
            }
        }
    }
}

/// Magic's section, key by key in [`MTG_KEYS`]' order, each value as
/// `ryoiki_mtg::public::public` makes it: players by name, maps keyed by every
/// player's name (a text value, such as a loss's cause or a mana pool's symbols, is 0
/// in a map).
fn mtg(game: &Game, ms: &MtgState, names: &[String], seat: PlayerId, out: &mut Vec<f32>) {
    let name = |p: PlayerId| game.player_name(p);
    let by_player = |f: fn(&MtgState, PlayerId) -> f32| {
        ms.players().map(move |p| (game.player_name(p), f(ms, p)))
    };
    let mut v = Values::new(names, seat, out);
    v.text(name(ms.active))
        .value(&ms.begun)
        .list(
            ms.damage
                .iter()
                .filter(|d| game.resolve(d.object).is_ok())
                .count(),
        )
        .value(&ms.last_number);
    // The last planeswalk and the outcome are maps of their fields (texts and lists
    // as 0 in a map, numbers and flags as themselves).
    match &ms.last_planeswalk {
        Some(r) => v.map(
            [
                ("player", 0.0),
                ("from", 0.0),
                ("to", 0.0),
                ("count", r.count as f32),
            ]
            .into_iter(),
        ),
        None => v.null(),
    };
    v.list(ms.players().filter(|&p| !ms.present(p)).count())
        .map(by_player(|ms, p| (ms.life(p) as f64) as f32))
        .map(
            ms.players()
                .filter(|&p| ms.seat(p).lost.is_some())
                .map(|p| (name(p), 0.0)),
        )
        .map(by_player(|ms, p| ms.seat(p).mana as f32));
    match &ms.outcome {
        Some(o) => v.map(
            [
                ("winners", 0.0),
                ("draw", f32::from(u8::from(o.winners.is_empty()))),
                ("cause", 0.0),
            ]
            .into_iter(),
        ),
        None => v.null(),
    };
    v.value(&ms.phase)
        .list(ms.planar_controllers.len())
        .value(&ms.last_face)
        .map(by_player(|ms, p| ms.seat(p).poison as f32))
        .map(by_player(|_, _| 0.0));
    match ms.priority {
        Some(p) => v.text(name(p)),
        None => v.null(),
    };
    v.map(by_player(|ms, p| ms.seat(p).rolls as f32))
        .list(ms.stack.len())
        .value(&ms.started);
    match ms.starter {
        Some(p) => v.text(name(p)),
        None => v.null(),
    };
    v.value(&ms.step).value(&ms.turn);
    v.end();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::played::positions;
    use ryoiki_mtg::public::MtgPublic;

    #[test]
    fn magics_section_read_in_place_gives_the_numbers_of_its_serde_walk() {
        let (mut compared, mut stack, mut outcome, mut lost) = (0, 0, 0, 0);
        positions(&mut |game| {
            let names = game.state().players();
            for s in 0..names.len() {
                let seat = PlayerId(s as u8);
                let section = game.view(seat).public().expect("Magic shows a section");
                let m = section.get::<MtgPublic>().expect("Magic's section");
                let (mut fast, mut walked) = (Vec::new(), Vec::new());
                encode(game, seat, &mut fast);
                public::encode(&section, names, seat, &mut walked);
                assert_eq!(fast, walked, "seat {seat:?} of {m:?}");
                compared += 1;
                stack += usize::from(!m.stack.is_empty());
                outcome += usize::from(m.outcome.is_some());
                lost += usize::from(!m.lost.is_empty());
            }
        });
        // The games reached sections with a stack, a loss and an outcome (none with
        // damage marked at a step: the random players keep no damaged creature; the
        // count mirrors the filter of Magic's section).
        assert!(compared > 1000, "{compared} sections compared");
        assert!(
            stack > 0 && outcome > 0 && lost > 0,
            "{stack} stacks, {outcome} outcomes, {lost} losses"
        );
    }

    #[test]
    fn magics_keys_are_its_sections_json_keys_in_text_order() {
        let mut checked = 0;
        positions(&mut |game| {
            if checked < 50 {
                let section = game.view(PlayerId(0)).public().expect("a section");
                let json = serde_json::to_value(&section).expect("serializes");
                let mut keys: Vec<&str> = json
                    .as_object()
                    .expect("a map")
                    .keys()
                    .map(String::as_str)
                    .collect();
                keys.sort_unstable();
                assert_eq!(keys, MTG_KEYS);
                checked += 1;
            }
        });
        assert_eq!(checked, 50);
    }
}
