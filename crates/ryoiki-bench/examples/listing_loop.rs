//! Listing a seat's actions at the seeded "typical main phase" of `benches/sim.rs`, as a
//! program, for instruction counts under `valgrind --tool=callgrind` (repeatable
//! whatever else the machine is doing):
//! `cargo build --release -p ryoiki-bench --example listing_loop` then
//! `valgrind --tool=callgrind target/release/examples/listing_loop 2000` (and `1000`:
//! the difference of the two runs is 1,000 listings, without the set-up).

#[path = "../benches/seeded/mod.rs"]
mod seeded;

use std::hint::black_box;

/// As the benches: an application chooses its allocator, and this one mimalloc.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000);
    let (game, p, steps) = seeded::seeded_main_phase(7);
    let mut listed = 0;
    for _ in 0..n {
        let (list, listing) = game.seat_listing(black_box(p));
        listed += black_box(list).len() + black_box(listing).len();
    }
    println!(
        "{n} listings after {steps} actions of seeded game 7 ({} in hand); {} actions each",
        seeded::count(&game, ryoiki_mtg::zones::HAND, Some(p)),
        listed / 2 / n.max(1) as usize
    );
}
