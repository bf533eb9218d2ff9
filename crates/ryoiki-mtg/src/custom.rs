//! Real Magic cards written in Rust with the core's custom-effect API
//! (`ryoiki_core::custom`): a replacement from a permanent that is not the moved
//! object, a trigger and a continuous effect. Used by the example `custom_cards`, the
//! crate's test `tests/custom_effects.rs`, and scenario files, which name each by its
//! key (`custom = "leyline-of-the-void"` in an `[[effect]]`, see `docs/scenarios.md`).
//! Nothing registers them on its own: a program registers the ones it wants
//! ([`registry`] holds all four).

use crate::zones::{GRAVEYARD, IN_PLAY, REMOVED};
use ryoiki_core::custom::{CustomEffect, EffectView, Instead, Moved, ProposedMove, This};
use ryoiki_core::{CardId, Destination, Layer, Side, State};

/// The key Leyline of the Void's effect is registered under.
pub const LEYLINE_OF_THE_VOID: &str = "leyline-of-the-void";
/// The key Rest in Peace's effect is registered under.
pub const REST_IN_PEACE: &str = "rest-in-peace";
/// The key Soul Warden's trigger is registered under.
pub const SOUL_WARDEN: &str = "soul-warden";
/// The key Glorious Anthem's effect is registered under.
pub const GLORIOUS_ANTHEM: &str = "glorious-anthem";

/// Leyline of the Void (Guildpact): "If a card would be put into an opponent's
/// graveyard from anywhere, remove it from the game instead." Its controller is "you";
/// a token is not a card, so it is not replaced.
pub struct LeylineOfTheVoid;

impl CustomEffect for LeylineOfTheVoid {
    fn replace_move(
        &self,
        at: &EffectView<'_>,
        this: This<'_>,
        mv: &ProposedMove,
    ) -> Option<Instead> {
        let opponents_graveyard =
            mv.to.kind == GRAVEYARD && mv.to.player.is_some() && mv.to.player != this.controller;
        (opponents_graveyard && !at.is_token(mv.object.card)).then(removed_instead)
    }
}

/// The replacement Leyline of the Void and Rest in Peace make: the card goes to the
/// removed-from-game zone instead.
fn removed_instead() -> Instead {
    Instead {
        to: Some(Destination {
            kind: REMOVED,
            player: None,
        }),
        ..Instead::default()
    }
}

/// Rest in Peace (Return to Ravnica): "If a card or token would be put into a graveyard
/// from anywhere, exile it instead." (exile: the 2009 rules' removed-from-game zone).
pub struct RestInPeace;

impl CustomEffect for RestInPeace {
    fn replace_move(&self, _: &EffectView<'_>, _: This<'_>, mv: &ProposedMove) -> Option<Instead> {
        (mv.to.kind == GRAVEYARD).then(removed_instead)
    }
}

/// Soul Warden (Exodus): "Whenever another creature comes into play, you gain 1 life."
/// The trigger records its words; resolving it is the rule set's (here: recorded only).
pub struct SoulWarden;

impl CustomEffect for SoulWarden {
    fn on_move(&self, at: &EffectView<'_>, this: This<'_>, moved: &Moved) -> Option<String> {
        let another = this.source.is_none_or(|s| s.card != moved.new.card);
        let entered = moved.to == IN_PLAY && moved.from != Some(IN_PLAY);
        (another && entered && at.characteristics(moved.new.card).has_type("creature"))
            .then(|| "you gain 1 life".to_string())
    }
}

/// Glorious Anthem (Urza's Saga): "Creatures you control get +1/+1."
pub struct GloriousAnthem;

impl CustomEffect for GloriousAnthem {
    fn changes_characteristics(&self) -> bool {
        true
    }

    fn change(&self, state: &State, this: This<'_>, card: CardId, layer: Layer, side: &mut Side) {
        let yours = this.controller.is_some() && state.card(card).controller == this.controller;
        let in_play = state.zone_of(card).is_some_and(|z| z.kind == IN_PLAY);
        if layer == Layer::ModifyNumbers && yours && in_play && side.has_type("creature") {
            for key in ["power", "toughness"] {
                let n = side.numbers.entry(key.to_string()).or_insert(0);
                *n = n.saturating_add(1);
            }
        }
    }
}

/// A registry with all four cards, as a program builds it on starting and again on
/// restoring a saved game.
pub fn registry() -> ryoiki_core::CustomEffects {
    use std::sync::Arc;
    ryoiki_core::CustomEffects::new()
        .with(LEYLINE_OF_THE_VOID, Arc::new(LeylineOfTheVoid))
        .with(REST_IN_PEACE, Arc::new(RestInPeace))
        .with(SOUL_WARDEN, Arc::new(SoulWarden))
        .with(GLORIOUS_ANTHEM, Arc::new(GloriousAnthem))
}
