//! What more than one of the scenario crate's test files needs.

use ryoiki_scenario::games::GameKind;

/// Every game, and every Magic variant.
pub fn starts() -> Vec<(GameKind, Option<&'static str>)> {
    let mut out = Vec::new();
    for g in GameKind::all() {
        out.push((g, None));
        for v in g.variants() {
            out.push((g, Some(v)));
        }
    }
    out
}
