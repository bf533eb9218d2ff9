//! Prints the memory of a 2 × 60-card churn game state: after setup, after 10⁴ and
//! after 10⁶ churn steps (`cargo run --release -p ryoiki-bench --example state_size`).

use ryoiki_bench::{ChurnRun, footprint};

fn main() {
    let mut churn = ChurnRun::new(42);
    println!("size_of::<State>() = {} B", size_of::<ryoiki_core::State>());
    println!("after setup:        {}", footprint(churn.game().state()));
    for _ in 0..10_000 {
        churn.step();
    }
    println!("after 10^4 steps:   {}", footprint(churn.game().state()));
    let clone = churn.game().clone();
    println!("a fresh clone:      {}", footprint(clone.state()));
    for _ in 10_000..1_000_000 {
        churn.step();
    }
    println!("after 10^6 steps:   {}", footprint(churn.game().state()));
}
