//! Benchmarks of the rule sets' own processes: a PMV host with two set cards leaving the
//! field (11.3.3 a–h), and a Planechase planar die roll whose planeswalking ability
//! resolves into a planeswalk (901.9c, 901.11). Each checks its own result once before
//! timing. The game is set up from a scenario file's setup; each iteration works on a
//! clone of it, and the `…/clone_only` benchmarks give that clone's own cost.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

mod common;
use common::{host_leaves, planechase_game, pmv_game, roll_and_planeswalk};

/// The rule-set processes allocate (their tasks, events and lists); glibc's `malloc` and
/// `free` cost about 200 instructions a call here, mimalloc's a small fraction of that.
/// The library imposes no allocator: an application chooses, as this benchmark does
/// (docs/performance.md gives the figures with both).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn pmv(c: &mut Criterion) {
    let game = pmv_game();
    c.bench_function("pmv/host_with_2_set_cards_leaves_field", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(host_leaves(&mut g))
        })
    });
    c.bench_function("pmv/clone_only", |b| b.iter(|| black_box(game.clone())));
}

fn mtg(c: &mut Criterion) {
    let game = planechase_game();
    c.bench_function("mtg/planar_die_roll_with_planeswalk", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(roll_and_planeswalk(&mut g))
        })
    });
    c.bench_function("mtg/clone_only", |b| b.iter(|| black_box(game.clone())));
}

criterion_group!(benches, pmv, mtg);
criterion_main!(benches);
