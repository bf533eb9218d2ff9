//! A Magic scenario whose options Magic does not read (a misspelt variant, a range of
//! influence that is no number) does not run as the standard game: the setup is refused
//! and the report names every problem with the valid values.

use ryoiki_core::Lang;
use ryoiki_scenario::{load_str, run};

#[test]
fn a_bad_variant_fails_the_scenario_with_the_valid_values() {
    let src = include_str!("bad/mtg-unknown-variant.toml");
    let sc = load_str("mtg-unknown-variant.toml", src).expect("the file itself is well formed");
    let report = run(&sc, Lang::En);
    assert!(!report.passed());
    assert_eq!(report.problems.len(), 1, "{:?}", report.problems);
    let problem = &report.problems[0];
    for part in [
        "option range_of_influence: 'one' is not valid (valid: a number of seats, 0 or more (none: unlimited))",
        "option variant: 'two-headed-gaint' is not valid (valid: two-headed-giant, grand-melee or single-planar-deck (none: the standard game))",
    ] {
        assert!(problem.contains(part), "{problem}");
    }
}
