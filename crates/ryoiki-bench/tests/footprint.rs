//! The memory of a 2 × 60-card game state stays small (target: at most 64 KiB).

use ryoiki_bench::{ChurnRun, footprint};

#[test]
fn a_two_by_sixty_card_state_fits_in_64_kib() {
    let mut churn = ChurnRun::new(42);
    let at_setup = footprint(churn.game().state());
    for _ in 0..10_000 {
        churn.step();
    }
    let later = footprint(churn.game().state());
    for f in [at_setup, later] {
        assert!(f.total() <= 64 * 1024, "{f}");
        assert!(f.inline == size_of::<ryoiki_core::State>());
        assert!(f.owned_heap > 120 * size_of::<ryoiki_core::CardState>());
        assert!(f.shared_heap > 0);
    }
    // The state keeps no log: ten thousand steps later it has not grown past the
    // slack of its vectors.
    assert!(
        later.per_clone() < 2 * at_setup.per_clone(),
        "{at_setup} / {later}"
    );
    println!("after setup: {at_setup}\nafter 10^4 steps: {later}");
}
