//! Benchmarks of the simulator and of what a bot's every move costs: one whole game of
//! Magic between random bots with the sample decks (`sim/…`), and listing the seat to
//! move's actions in a main phase (`listing/…`, [`Game::seat_listing`], which every
//! bot move and every table update does).
//!
//! The game is played by `ryoiki_sim` as `ryoiki sim` plays it, up to a step limit of
//! 2,000 actions: while Magic's rules let no game end before that (no turn structure,
//! damage or life loss yet), it measures 2,000 actions of play; once they do, it
//! measures complete games. The first line printed says which (the game's end cause and
//! length).

use criterion::{Criterion, criterion_group, criterion_main};
use ryoiki_core::{Action, Cause, Destination, Game, NullSink, PlayerId, ViewKey, ZoneId};
use ryoiki_games::GameKind;
use ryoiki_mtg::zones::{HAND, IN_PLAY, LIBRARY};
use ryoiki_sim::Sim;
use std::hint::black_box;
use std::path::PathBuf;

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

criterion_group!(benches, listing, whole_game);
criterion_main!(benches);
