//! [`Sim`]: what a simulation plays, and why one cannot begin ([`SimError`]).

use crate::referee::{Referee, referee_for};
use ryoiki_bot::BotKind;
use ryoiki_core::{Action, ActionError, RuleSet, Setup, SetupError};
use ryoiki_games::deck::DeckError;
use ryoiki_games::{GameKind, NoVariant};
use std::path::PathBuf;

/// How one game begins: its setup (its `seed` the game's) and the actions that open it.
#[derive(Clone, Debug)]
pub struct Start {
    /// The setup.
    pub setup: Setup,
    /// The opening actions, applied in order before the bots play.
    pub opening: Vec<Action>,
}

/// How each game begins, from the game's seed.
pub type StartFn = dyn Fn(u64) -> Start + Send + Sync;

/// A simulation: which game, how each game begins, who plays each seat, how many games
/// from which seed, on how many threads, and with which checks. Made by
/// [`Sim::sample`], [`Sim::decks`] or [`Sim::new`]; played by [`Sim::run`].
pub struct Sim {
    /// The game's key, as reports name it.
    pub game: String,
    /// The variant, if one was asked for.
    pub variant: Option<String>,
    /// The rule set.
    pub rules: &'static dyn RuleSet,
    /// How each game begins, from its seed.
    pub start: Box<StartFn>,
    /// Who says a game is over, who won and what turn it is.
    pub referee: &'static dyn Referee,
    /// The bot of each seat, in seat order; seats past the list play `default_bot`.
    pub bots: Vec<&'static BotKind>,
    /// The bot of the seats `bots` does not name.
    pub default_bot: &'static BotKind,
    /// How many games.
    pub games: u64,
    /// The seed of the run: game `i` is seeded from it and `i` alone.
    pub seed: u64,
    /// How many threads play games at once (at least one).
    pub jobs: usize,
    /// The most actions a game may take before the safety stop ends it (`step-limit`).
    pub step_limit: u64,
    /// Whether to check the soak's invariants and leaks after every action.
    pub check: bool,
    /// The game's rule ids (its catalogue), to report those no game cited; empty when
    /// not known ([`Sim::new`]).
    pub catalogue: Vec<&'static str>,
}

impl std::fmt::Debug for Sim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sim")
            .field("game", &self.game)
            .field("variant", &self.variant)
            .field("games", &self.games)
            .field("seed", &self.seed)
            .field("jobs", &self.jobs)
            .finish_non_exhaustive()
    }
}

/// The step limit when none is given: the most actions one game may take.
pub const DEFAULT_STEP_LIMIT: u64 = 20_000;

impl Sim {
    /// A simulation of `rules`, each game begun by `start`: one game from seed 1 on one
    /// thread, random bots in every seat, the rule set's referee ([`referee_for`]), the
    /// default step limit, no checks.
    pub fn new(rules: &'static dyn RuleSet, start: Box<StartFn>) -> Sim {
        let random = ryoiki_bot::KINDS
            .iter()
            .find(|k| k.key == "random")
            .expect("the random bot is listed");
        Sim {
            game: rules.key().to_string(),
            variant: None,
            rules,
            start,
            referee: referee_for(rules.key()),
            bots: Vec::new(),
            default_bot: random,
            games: 1,
            seed: 1,
            jobs: 1,
            step_limit: DEFAULT_STEP_LIMIT,
            check: false,
            catalogue: Vec::new(),
        }
    }

    /// Games of `kind`'s sample game (`variant`'s), as `ryoiki play` without decks
    /// begins them.
    ///
    /// # Errors
    /// [`SimError::NoVariant`]: a variant the game does not have.
    pub fn sample(kind: GameKind, variant: Option<&str>) -> Result<Sim, SimError> {
        kind.sample(variant, 0).map_err(SimError::NoVariant)?;
        let v = variant.map(str::to_string);
        let start = move |seed: u64| {
            let s = kind
                .sample(v.as_deref(), seed)
                .expect("the variant was checked");
            Start {
                setup: s.setup,
                opening: s.opening,
            }
        };
        let mut sim = Sim::new(kind.rules(), Box::new(start));
        sim.variant = variant.map(str::to_string);
        sim.catalogue = catalogue(kind);
        Ok(sim)
    }

    /// Games of `kind` between the players of `decks` (a name and a deck file each, in
    /// seat order), read and checked once: each game's setup is theirs with the game's
    /// seed, the variant as its game option, and the game's own opening from decks
    /// ([`ryoiki_games::GameDescription::deck_opening`]: Magic's `start-game`), or the
    /// sample game's opening where it has none (as `ryoiki play --deck` begins).
    ///
    /// # Errors
    /// [`SimError::NoVariant`], or [`SimError::Deck`] with every problem of every deck.
    pub fn decks(
        kind: GameKind,
        decks: &[(String, PathBuf)],
        variant: Option<&str>,
    ) -> Result<Sim, SimError> {
        kind.sample(variant, 0).map_err(SimError::NoVariant)?;
        let (setup, _ids) =
            ryoiki_games::deck::setup_from_decks(kind, decks, 0).map_err(SimError::Deck)?;
        Sim::deck_setup(kind, setup, variant)
    }

    /// [`Sim::decks`] from the decks' setup already made (each deck checked against the
    /// pool its caller chose: `ryoiki sim --pool`): the variant's own options are set on
    /// it (as its sample game has them).
    ///
    /// # Errors
    /// [`SimError::NoVariant`].
    pub fn deck_setup(
        kind: GameKind,
        mut setup: ryoiki_core::Setup,
        variant: Option<&str>,
    ) -> Result<Sim, SimError> {
        kind.sample(variant, 0).map_err(SimError::NoVariant)?;
        kind.set_variant_options(&mut setup, variant);
        let v = variant.map(str::to_string);
        let start = move |seed: u64| {
            let mut setup = setup.clone();
            setup.seed = seed;
            // The game's own start under its rules, where it has one; else the sample's.
            let opening = kind
                .deck_opening(v.as_deref(), seed)
                .expect("the variant was checked");
            Start { setup, opening }
        };
        let mut sim = Sim::new(kind.rules(), Box::new(start));
        sim.variant = variant.map(str::to_string);
        sim.catalogue = catalogue(kind);
        Ok(sim)
    }

    /// The players' names, in seat order (those of the run's first game).
    pub fn players(&self) -> Vec<String> {
        (self.start)(self.seed).setup.players
    }

    /// The bot of a seat.
    pub fn bot(&self, seat: usize) -> &'static BotKind {
        self.bots.get(seat).copied().unwrap_or(self.default_bot)
    }
}

/// The rule ids of `kind`'s catalogue, in its order (none if it cannot be read: the
/// catalogue's own tests hold it readable).
fn catalogue(kind: GameKind) -> Vec<&'static str> {
    kind.description()
        .rule_catalogue
        .rows()
        .map(|rows| rows.iter().map(|r| r.id).collect())
        .unwrap_or_default()
}

/// Why a simulation cannot begin or go on.
#[derive(Clone, Debug, thiserror::Error)]
pub enum SimError {
    /// The game has no such variant.
    #[error("{0}")]
    NoVariant(NoVariant),
    /// A deck is refused (every problem of every deck).
    #[error("{0}")]
    Deck(DeckError),
    /// A game's setup is refused.
    #[error("game {game}: {error}")]
    Setup {
        /// The game's number in the run, from 0.
        game: u64,
        /// Why.
        error: SetupError,
    },
    /// An action of a game's opening is refused.
    #[error("game {game}: opening action refused: {error}")]
    Opening {
        /// The game's number in the run, from 0.
        game: u64,
        /// Why (boxed, to keep results small).
        error: Box<ActionError>,
    },
}
