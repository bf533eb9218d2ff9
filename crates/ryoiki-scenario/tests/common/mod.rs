//! What more than one of the scenario crate's test files needs.

use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::soak::variants;

/// Every game, and every Magic variant.
pub fn starts() -> Vec<(GameKind, Option<&'static str>)> {
    let mut out = Vec::new();
    for g in GameKind::all() {
        out.push((g, None));
        for v in variants(g) {
            out.push((g, Some(v)));
        }
    }
    out
}
