//! Benchmarks of the simulator and of what a bot's every move costs: one whole game of
//! Magic between random bots with the sample decks (`sim/…`), and listing the seat to
//! move's actions in a main phase (`listing/…`, [`Game::seat_listing`], which every
//! bot move and every table update does): a main phase set up by hand
//! (`listing/mtg_main_phase_seat_listing`), and one reached by playing a seeded game
//! under the rules (`listing/mtg_seeded_main_phase_*`: the first main phase in which
//! the active player holds priority with an empty stack, at least two lands and a
//! creature in play and at least two cards in hand; the "typical main phase").
//!
//! The game is played by `ryoiki_sim` as `ryoiki sim` plays it, with a step limit of
//! 2,000 actions as a safety stop: under the 2009 rules a game between random bots ends
//! by the rules (about 300 actions), so this measures complete games. The first line
//! printed says how the measured game ended and its length.

use criterion::{Criterion, criterion_group, criterion_main};
use ryoiki_bot::{Bot, RandomBot, Turn};
use ryoiki_core::{Action, Cause, Destination, Game, NullSink, PlayerId, ViewKey, ZoneId};
use ryoiki_games::GameKind;
use ryoiki_games::table::to_move_listed;
use ryoiki_mtg::ext::MtgState;
use ryoiki_mtg::zones::{HAND, IN_PLAY, LIBRARY};
use ryoiki_sim::Sim;
use std::hint::black_box;
use std::path::PathBuf;

#[path = "seeded/mod.rs"]
mod seeded;
use seeded::{count, seeded_main_phase};

/// As the other benches: an application chooses its allocator, and this one mimalloc.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Two players, each with the sample deck `decks/mtg/gulls.txt`.
fn decks() -> Vec<(String, PathBuf)> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../decks/mtg/gulls.txt");
    vec![("alice".into(), file.clone()), ("bob".into(), file)]
}

/// A main phase of the deck game: each player has drawn seven cards and has three of
/// their library's cards in play; alice holds priority.
fn main_phase() -> Game {
    let mtg = GameKind::named("mtg");
    let (setup, _) = ryoiki_games::deck::setup_from_decks(mtg, &decks(), 1).expect("the decks");
    let mut game = Game::new_with_key(mtg.rules(), setup, ViewKey::new(1, 2)).expect("the setup");
    for a in mtg.sample(None, 1).expect("no variant").opening {
        game.apply(a, &mut NullSink).expect("the opening");
    }
    for p in [PlayerId(0), PlayerId(1)] {
        let library = ZoneId {
            kind: LIBRARY,
            player: Some(p),
        };
        for (to, count) in [(HAND, 7), (IN_PLAY, 3)] {
            let draw = Action::MoveTop {
                player: p,
                from: library,
                count,
                to: Destination {
                    kind: to,
                    player: Some(p),
                },
                cause: Cause::Draw,
            };
            game.apply(draw, &mut NullSink)
                .expect("the library has the cards");
        }
    }
    game
}

fn listing(c: &mut Criterion) {
    let game = main_phase();
    let (list, _) = game.seat_listing(PlayerId(0));
    eprintln!("listing: alice is offered {} actions", list.len());
    c.bench_function("listing/mtg_main_phase_seat_listing", |b| {
        b.iter(|| black_box(game.seat_listing(black_box(PlayerId(0)))))
    });
}

fn seeded_listing(c: &mut Criterion) {
    let (game, p, steps) = seeded_main_phase(7);
    let ms = game.state().ext_slot().and_then(|t| t.get::<MtgState>());
    let (list, _) = game.seat_listing(p);
    eprintln!(
        "listing: seeded game 7 after {steps} actions, turn {:?}: {} in hand, {} actions listed",
        ms.map(|m| m.turn),
        count(&game, HAND, Some(p)),
        list.len()
    );
    // What the issue names: listing the seat's legal game actions.
    c.bench_function("listing/mtg_seeded_main_phase_seat_listing", |b| {
        b.iter(|| black_box(game.seat_listing(black_box(p))))
    });
    // A bot's whole decision as `ryoiki sim` makes it: who is to move and their listing,
    // the random bot's pick, and the engine's action behind it.
    let mut bot = RandomBot::new(3);
    c.bench_function("listing/mtg_seeded_main_phase_bot_decision", |b| {
        b.iter(|| {
            let (_, list, listing) = to_move_listed(&game, None).expect("someone may act");
            let i = bot.choose(&Turn::new(&game, &list, &listing));
            black_box(i.and_then(|i| game.seat_pick(&listing, i)))
        })
    });
}

fn whole_game(c: &mut Criterion) {
    let mut sim = Sim::decks(GameKind::named("mtg"), &decks(), None).expect("the decks");
    sim.step_limit = 2_000;
    let once = sim.run(&|_| {}).expect("the game begins");
    let g = &once.records[0];
    eprintln!(
        "sim: one game of random bots, {} actions, turn {:?}, ended by {}",
        g.actions,
        g.turns,
        g.end.cause()
    );
    let mut group = c.benchmark_group("sim");
    group.sample_size(10);
    group.bench_function("mtg_gulls_random_bots_one_game", |b| {
        b.iter(|| black_box(sim.run(&|_| {}).expect("the game begins")))
    });
    group.finish();
}

criterion_group!(benches, listing, seeded_listing, whole_game);
criterion_main!(benches);
