//! The effects written in Rust that scenario files may name by key (`custom = "…"` in an
//! `[[effect]]`): a registry the loader resolves keys against and the runner registers
//! in the game it plays (see `docs/effects.md`).
//!
//! [`shipped`] is what the listed games ship, and what [`crate::load_file`] and
//! [`crate::load_str`] use: every game's (its description's `custom_effects`: the Magic
//! cards of `ryoiki_mtg::custom`). A program with effects of its own loads with
//! [`crate::load::load_str_with`] or [`crate::load::load_file_with`] and its registry;
//! the `ryoiki` command loads with `ryoiki_soak::custom::shipped`, these and the soak's
//! own effect (`soak-custom`), so that the files the soak writes check.

use ryoiki_core::CustomEffects;

/// The registry of the effects the listed games ship: the Magic cards
/// `leyline-of-the-void`, `rest-in-peace`, `soul-warden` and `glorious-anthem`.
pub fn shipped() -> CustomEffects {
    let mut registry = CustomEffects::new();
    for game in ryoiki_games::games() {
        for (key, effect) in (game.description().custom_effects)().iter() {
            registry.insert(key.to_string(), effect.clone());
        }
    }
    registry
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_shipped_registry_holds_the_magic_cards() {
        let shipped = super::shipped();
        let keys: Vec<&str> = shipped.keys().collect();
        assert_eq!(
            keys,
            [
                "glorious-anthem",
                "leyline-of-the-void",
                "rest-in-peace",
                "soul-warden"
            ]
        );
    }
}
