//! A Magic scenario whose options Magic does not read (a misspelt variant, a range of
//! influence that is no number) does not run as the standard game: the setup is refused
//! while the file loads, naming every problem with the valid values.

use ryoiki_scenario::load_str;

#[test]
fn a_bad_variant_fails_the_scenario_with_the_valid_values() {
    let src = include_str!("bad/mtg-unknown-variant.toml");
    // The setup is checked while the file loads, as the game will check it: a problem
    // of the whole setup stands at the header's `game`.
    let err = load_str("mtg-unknown-variant.toml", src).unwrap_err();
    let got: Vec<String> = err.diagnostics.iter().map(|d| d.to_string()).collect();
    assert_eq!(got.len(), 2, "{got:?}");
    let game_at = src
        .lines()
        .position(|l| l.starts_with("game ="))
        .expect("a game line")
        + 1;
    for (problem, part) in got.iter().zip([
        "option range_of_influence: 'one' is not valid (valid: a number of seats, 0 or more (none: unlimited))",
        "option variant: 'two-headed-gaint' is not valid (valid: two-headed-giant, grand-melee or single-planar-deck (none: the standard game))",
    ]) {
        assert_eq!(*problem, format!("{game_at}:8: invalid setup: {part}"));
    }
}
