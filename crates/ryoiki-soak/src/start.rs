//! How each game's soak game begins: the game's sample game (its description's: a pile
//! of mixed cards for Force of Will, characters and equipment for Phantom Magic Vision,
//! planar decks for Magic), with the soak's own effect registered.

use crate::SoakError;
use crate::effect::{SOAK_EFFECT, SoakEffect};
use ryoiki_core::{Action, Game, RuleSet, Setup};
use ryoiki_games::GameKind;

/// A playable setup for soaking a game: two players, each with a ruler-like card, a pile
/// of mixed cards in every per-player ordered zone, cards in hand, and a sideboard
/// (`ryoiki_games::mixed_pile`, Force of Will's sample game).
pub fn soak_setup(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    ryoiki_games::mixed_pile(rules, seed)
}

/// How a soak game begins: its setup, and the actions that open it (Magic:
/// `start-planechase`).
#[derive(Clone, Debug)]
pub struct SoakStart {
    /// The setup.
    pub setup: Setup,
    /// The opening actions, applied in order before play.
    pub opening: Vec<Action>,
}

impl SoakStart {
    /// The game after its opening.
    ///
    /// # Errors
    /// [`SoakError`]: the setup or an opening action is refused.
    pub fn game(&self, rules: &'static dyn RuleSet) -> Result<Game, SoakError> {
        let mut game = Game::new_with_key(
            rules,
            self.setup.clone(),
            ryoiki_scenario::SCENARIO_VIEW_KEY,
        )
        .map_err(SoakError::Setup)?;
        game.register_effect(SOAK_EFFECT, std::sync::Arc::new(SoakEffect));
        for a in &self.opening {
            game.apply(a.clone(), &mut ryoiki_core::NullSink)
                .map_err(|e| SoakError::Opening(Box::new(e)))?;
        }
        Ok(game)
    }
}

/// The variants `ryoiki soak --variant` accepts for a game (its description's).
pub fn variants(game: GameKind) -> Vec<&'static str> {
    game.variants()
}

/// The start of the soak game of `game` (and `variant`) for `seed`: the game's sample
/// game ([`GameKind::sample`]).
///
/// # Errors
/// [`SoakError::NoVariant`]: a variant the game does not have.
pub fn soak_start(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
) -> Result<SoakStart, SoakError> {
    let sample = game
        .sample(variant, seed)
        .map_err(|e| SoakError::NoVariant {
            game: e.game,
            variant: e.variant,
        })?;
    Ok(SoakStart {
        setup: sample.setup,
        opening: sample.opening,
    })
}
