//! The `move/plain` benchmark's loop as a program, for instruction counts under
//! `valgrind --tool=callgrind` (repeatable whatever else the machine is doing):
//! `cargo build --release -p ryoiki-bench --example move_plain` then
//! `valgrind --tool=callgrind target/release/examples/move_plain 100000`.
//! One card of p0's moves between the field and the graveyard, one move per iteration.

use ryoiki_bench::ChurnRun;
use ryoiki_bench::churn::{FIELD, GRAVEYARD, HAND, zone};
use ryoiki_core::{Action, Cause, Destination, NullSink, PlayerId};
use std::hint::black_box;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    let p0 = PlayerId(0);
    let mut game = ChurnRun::new(42).game().clone();
    let card = game.cards_in(zone(HAND, p0))[0];
    let mut flip = false;
    for _ in 0..=n {
        let kind = if flip { GRAVEYARD } else { FIELD };
        flip = !flip;
        let action = Action::Move {
            player: p0,
            object: game.object_of(card).expect("a card of the game"),
            to: Destination {
                kind,
                player: Some(p0),
            },
            position: None,
            facing: None,
            side: None,
            cause: Cause::Instruction,
        };
        if let Err(e) = black_box(game.apply(action, &mut NullSink)) {
            eprintln!("refused: {e}");
            std::process::exit(1);
        }
    }
    println!(
        "{n} moves; the card is in {:?}",
        game.state().card(card).place
    );
}
