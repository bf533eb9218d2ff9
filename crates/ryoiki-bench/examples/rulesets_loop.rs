//! The rule-set benchmarks' loops as a program, for instruction counts under
//! `valgrind --tool=callgrind` (repeatable whatever else the machine is doing):
//! `cargo build --release -p ryoiki-bench --example rulesets_loop` then
//! `valgrind --tool=callgrind target/release/examples/rulesets_loop planar 10000`
//! (or `pmv`). Each iteration clones the set-up game and runs the process on the clone,
//! as `benches/rulesets.rs` does.

#[path = "../benches/common/mod.rs"]
mod common;

use std::hint::black_box;

/// The rule-set processes allocate (their tasks, events and lists); glibc's `malloc` and
/// `free` cost about 200 instructions a call here, mimalloc's a small fraction of that.
/// The library imposes no allocator: an application chooses, as this benchmark does
/// (docs/performance.md gives the figures with both).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "planar".into());
    let n: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let (game, run): (_, fn(&mut ryoiki_core::Game) -> u64) = match which.as_str() {
        "planar" => (common::planechase_game(), |g| {
            u64::from(common::roll_and_planeswalk(g))
        }),
        "pmv" => (common::pmv_game(), |g| common::host_leaves(g) as u64),
        other => {
            eprintln!("unknown loop {other:?}: planar or pmv");
            std::process::exit(2);
        }
    };
    let mut total = 0u64;
    for _ in 0..n {
        let mut g = game.clone();
        total = total.wrapping_add(black_box(run(&mut g)));
    }
    println!("{n} iterations of {which}; checksum {total}");
}
