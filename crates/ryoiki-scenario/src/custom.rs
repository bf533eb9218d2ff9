//! The effects written in Rust that scenario files may name by key (`custom = "…"` in an
//! `[[effect]]`): a registry the loader resolves keys against and the runner registers
//! in the game it plays (see `docs/effects.md`).
//!
//! [`shipped`] is what the project ships, and what [`crate::load_file`] and
//! [`crate::load_str`] use: the soak's own effect ([`crate::soak::SoakEffect`], key
//! `soak-custom`) and every listed game's (its description's `custom_effects`: the Magic
//! cards of `ryoiki_mtg::custom`). A program with effects
//! of its own loads with [`crate::load::load_str_with`] or
//! [`crate::load::load_file_with`] and its registry.

use ryoiki_core::CustomEffects;
use std::sync::Arc;

/// The registry of the effects the project ships: `soak-custom` and the Magic cards
/// `leyline-of-the-void`, `rest-in-peace`, `soul-warden` and `glorious-anthem`.
pub fn shipped() -> CustomEffects {
    let mut registry = CustomEffects::new();
    for game in ryoiki_games::games() {
        for (key, effect) in (game.description().custom_effects)().iter() {
            registry.insert(key.to_string(), effect.clone());
        }
    }
    registry.insert(
        crate::soak::SOAK_EFFECT.to_string(),
        Arc::new(crate::soak::SoakEffect),
    );
    registry
}

/// The registry a soak game registers (the soak's own effect only), so a written repro
/// loaded with it sets up the very game the soak played.
pub fn soak() -> CustomEffects {
    CustomEffects::new().with(crate::soak::SOAK_EFFECT, Arc::new(crate::soak::SoakEffect))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_shipped_registry_holds_the_soak_effect_and_the_magic_cards() {
        let shipped = super::shipped();
        let keys: Vec<&str> = shipped.keys().collect();
        assert_eq!(
            keys,
            [
                "glorious-anthem",
                "leyline-of-the-void",
                "rest-in-peace",
                "soak-custom",
                "soul-warden"
            ]
        );
    }
}
