//! The seeded "typical main phase" the listing is measured at: shared by
//! `benches/sim.rs` (criterion) and `examples/listing_loop.rs` (the same listing as a
//! program, for instruction counts under callgrind).

use ryoiki_bot::{Bot, RandomBot, Turn};
use ryoiki_core::{Game, NullSink, PlayerId, ViewKey, ZoneId};
use ryoiki_games::GameKind;
use ryoiki_games::table::to_move_listed;
use ryoiki_mtg::ext::{MtgState, Step};
use ryoiki_mtg::zones::{HAND, IN_PLAY};
use ryoiki_sim::Sim;
use std::path::PathBuf;

/// The sample decks `ryoiki sim` is timed with: skyfire against grove.
pub fn sim_decks() -> Vec<(String, PathBuf)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../decks/mtg");
    vec![
        ("alice".into(), dir.join("skyfire.txt")),
        ("bob".into(), dir.join("grove.txt")),
    ]
}

/// The cards of `player` in the zone `kind` (their own, or the shared one).
pub fn count(game: &Game, kind: ryoiki_core::ZoneKind, player: Option<PlayerId>) -> usize {
    game.state()
        .zone(ZoneId { kind, player })
        .map_or(0, |z| z.cards.len())
}

/// Whether the active player holds priority in a main phase with an empty stack, at
/// least two lands and a creature in play and at least two cards in hand.
pub fn typical_main_phase(game: &Game) -> Option<PlayerId> {
    let ms = game.state().ext_slot()?.get::<MtgState>()?;
    let p = ms.active;
    if ms.step != Step::Main || ms.priority != Some(p) || !ms.stack.is_empty() {
        return None;
    }
    if count(game, HAND, Some(p)) < 2 {
        return None;
    }
    let st = game.state();
    let mine = |t: &str| {
        st.zone(ZoneId {
            kind: IN_PLAY,
            player: None,
        })
        .map_or(0, |z| {
            z.cards
                .iter()
                .filter(|&&c| st.card(c).controller == Some(p))
                .filter(|&&c| game.rules().characteristics(st, c).has_type(t))
                .count()
        })
    };
    (mine("land") >= 2 && mine("creature") >= 1).then_some(p)
}

/// A game of `ryoiki sim`'s decks seeded `seed`, played by random bots (as `ryoiki sim`
/// plays it) up to its first typical main phase ([`typical_main_phase`]).
pub fn seeded_main_phase(seed: u64) -> (Game, PlayerId, u64) {
    let sim = Sim::decks(GameKind::named("mtg"), &sim_decks(), None).expect("the decks");
    let start = (sim.start)(seed);
    let mut game =
        Game::new_with_key(sim.rules, start.setup, ViewKey::new(seed, !seed)).expect("the setup");
    for a in start.opening {
        game.apply(a, &mut NullSink).expect("the opening");
    }
    let mut bots = [RandomBot::new(seed ^ 1), RandomBot::new(seed ^ 2)];
    let mut last = None;
    for step in 0..5_000u64 {
        if let Some(p) = typical_main_phase(&game) {
            return (game, p, step);
        }
        let (seat, list, listing) = to_move_listed(&game, last).expect("someone may act");
        let i = bots[seat.index()]
            .choose(&Turn::new(&game, &list, &listing))
            .expect("a random bot always picks");
        let (_, action) = game.seat_pick(&listing, i).expect("a listed action");
        game.apply(action, &mut NullSink)
            .expect("a listed action applies");
        last = Some(seat);
    }
    panic!("no typical main phase within 5,000 actions of game {seed}");
}
