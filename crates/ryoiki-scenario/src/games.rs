//! The games a scenario can name, and their rule sets.

use ryoiki_core::RuleSet;

/// The rule set for a game key, or why there is none.
///
/// # Errors
/// A message naming the known games, or saying the game's rule set is not built yet.
pub fn ruleset(key: &str) -> Result<&'static dyn RuleSet, String> {
    match key {
        "fow" => Ok(&ryoiki_fow::FOW),
        "pmv" => Ok(&ryoiki_pmv::PMV),
        "mtg" => Ok(&ryoiki_mtg::MTG),
        other => Err(format!("unknown game '{other}' (fow, pmv, mtg)")),
    }
}
