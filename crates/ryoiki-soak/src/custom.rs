//! The registries of effects written in Rust that the soak and its written files use.
//!
//! [`soak`] is what a soak game registers (the soak's own [`SoakEffect`] under
//! [`SOAK_EFFECT`]); [`shipped`] adds it to the effects the listed games ship
//! ([`ryoiki_scenario::custom::shipped`]): what the `ryoiki` command loads scenario
//! files with, so that a file the soak wrote (naming `soak-custom`) checks like any
//! other.

use crate::{SOAK_EFFECT, SoakEffect};
use ryoiki_core::CustomEffects;
use std::sync::Arc;

/// The effects the project ships: the listed games' (the Magic cards
/// `leyline-of-the-void`, `rest-in-peace`, `soul-warden` and `glorious-anthem`) and
/// `soak-custom`.
pub fn shipped() -> CustomEffects {
    let mut registry = ryoiki_scenario::custom::shipped();
    registry.insert(SOAK_EFFECT.to_string(), Arc::new(SoakEffect));
    registry
}

/// The registry a soak game registers (the soak's own effect only), so a written repro
/// loaded with it sets up the very game the soak played.
pub fn soak() -> CustomEffects {
    CustomEffects::new().with(SOAK_EFFECT, Arc::new(SoakEffect))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_shipped_registry_is_the_games_effects_and_the_soak_effect() {
        let games = ryoiki_scenario::custom::shipped();
        let mut expected: Vec<&str> = games.keys().chain(["soak-custom"]).collect();
        expected.sort_unstable();
        let shipped = super::shipped();
        assert_eq!(shipped.keys().collect::<Vec<_>>(), expected);
        assert!(expected.contains(&"leyline-of-the-void"), "{expected:?}");
        assert_eq!(super::soak().keys().collect::<Vec<_>>(), ["soak-custom"]);
    }
}
