//! Soak: random legal play at scale, with the engine's promises checked after every step.
//!
//! Every step a random player takes a random action from [`Game::legal_actions`] (a
//! pending decision's answers when one waits), and then:
//! - every listed action must apply without error;
//! - every card is in exactly one place, and no object id is reused (generations only
//!   grow);
//! - no player's serialized view shows anything of a card side that player may not
//!   see, follows a hidden card by its handle, or holds the RNG (see [`crate::leak`]);
//! - a random action that is not listed is refused, and leaves the state unchanged.
//!
//! Every 1,000 steps the last 1,000 actions are replayed from a snapshot taken before
//! them and must reproduce the state; when a game ends, and at the end of the run, the
//! game's actions are replayed from its start, or, for a game longer than the window of
//! recent actions kept ([`ActionWindow`], about [`WINDOW`] actions), from the window's
//! first snapshot.
//!
//! Memory stays bounded however long the run: only the window of recent actions (with
//! the snapshot it begins at) is kept, and a violation is shrunk from it.
//!
//! The parts: `start` (each game's soak setup and opening), `random` (the random actions
//! a seat or the rules take), `effect` (the custom effect the soak registers),
//! `window` (the bounded window of recent actions) and `play` (a run under way, step by
//! step, with every check). This module holds what a run reports.

mod effect;
mod play;
mod random;
mod start;
mod window;

pub use effect::{SOAK_EFFECT, SoakEffect};
pub use play::{Recorded, action_player, record_game, soak};
pub use random::random_action;
pub use start::{SoakStart, soak_setup, soak_start, variants};
pub use window::{ActionWindow, WINDOW};

use crate::games::GameKind;
use ryoiki_core::{Action, EffectBody, Game, Lang, Phrase, Word};

/// A message of the scenario crate's catalogue (`violation-`, `soak-start-`), kept as words.
fn say(key: &'static str) -> Phrase {
    crate::load::say(key)
}

/// A refusal in words: its English and its Japanese.
fn refusal(e: &ryoiki_core::ActionError) -> Word {
    Word::Written {
        en: e.to_string(),
        ja: e.render(Lang::Ja),
    }
}

/// Why a soak game cannot begin.
#[derive(Clone, Debug, thiserror::Error)]
pub enum SoakError {
    /// The game has no such variant.
    #[error("the {game} rule set has no variant '{variant}'")]
    NoVariant {
        /// The game.
        game: GameKind,
        /// The variant asked for.
        variant: String,
    },
    /// The soak game's setup is refused.
    #[error("{0}")]
    Setup(ryoiki_core::SetupError),
    /// An action of the soak game's opening is refused (boxed, to keep results small).
    #[error("opening action refused: {0}")]
    Opening(Box<ryoiki_core::ActionError>),
}

impl SoakError {
    /// The reason in `lang`; in English it is the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            SoakError::NoVariant { game, variant } => say("soak-start-no-variant")
                .arg("game", game.key())
                .arg("variant", variant.as_str())
                .render(lang),
            SoakError::Setup(e) => e.render(lang),
            SoakError::Opening(e) => say("soak-start-opening-refused")
                .arg("error", refusal(e))
                .render(lang),
        }
    }
}

/// What a soak run found.
#[derive(Clone, Debug, Default)]
pub struct SoakReport {
    /// Steps played.
    pub steps: u64,
    /// Games played (a new game starts from the next seed when one ends).
    pub games: u64,
    /// Every violation, in words to be shown in either language (the first few of
    /// each run); `to_string` gives the English.
    pub violations: Vec<Phrase>,
    /// The recent actions up to the first violation, for reproducing it.
    pub failing: Option<Failing>,
    /// Whether the run was stopped before its steps were played (`steps` says how many
    /// were).
    pub interrupted: bool,
    /// How many of the rules' own actions (effects begun and ended, tokens, happenings,
    /// mass moves) were applied, by kind (see [`effect_kind`]).
    pub rules_actions: std::collections::BTreeMap<&'static str, u64>,
}

/// The kind of a rules' action the soak counts: `move-all`, `custom` (a custom effect
/// written in Rust), `follow-up` (a replacement with counters or a token), `lasting`
/// (another effect with a duration), `change` (a characteristic change), `token`,
/// `happen`, `end`, `cease`, `effect` (any other effect), `other`.
pub fn effect_kind(a: &Action) -> &'static str {
    let body = |b: &EffectBody| match b {
        EffectBody::Custom(_) => Some("custom"),
        EffectBody::ReplaceMove(r) if !r.follow_ups.is_empty() => Some("follow-up"),
        EffectBody::Characteristics { .. } => Some("change"),
        _ => None,
    };
    match a {
        Action::MoveAll { .. } => "move-all",
        Action::AddLasting { body: b, .. } => body(b).unwrap_or("lasting"),
        Action::AddEffect { body: b, .. } => body(b).unwrap_or("effect"),
        Action::CreateToken { .. } => "token",
        Action::Happen { .. } => "happen",
        Action::EndEffect { .. } => "end",
        Action::Cease { .. } => "cease",
        _ => "other",
    }
}

/// The actions that led to a soak violation: those of its game, or for a long game the
/// window of recent actions and the snapshot it begins at.
#[derive(Clone, Debug)]
pub struct Failing {
    /// The seed of the game it happened in.
    pub seed: u64,
    /// The game as it was before `actions`: `None` when they are the whole game from its
    /// opening ([`soak_start`] of `seed`), else a snapshot taken `skipped` actions in.
    pub from: Option<Game>,
    /// How many of the game's actions came before `actions` and were not kept.
    pub skipped: usize,
    /// The actions, up to and including the one that broke an invariant.
    pub actions: Vec<Action>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn violations_and_start_errors_read_in_both_languages() {
        let refused = ryoiki_core::ActionError::NoDecision;
        let inner = say("violation-generation-back").arg("card", "c3");
        let cases = [
            (
                say("violation-listed-refused")
                    .arg("step", 7u64)
                    .arg("action", "Shuffle")
                    .arg("error", refusal(&refused)),
                "step 7: listed action Shuffle was refused: no decision is pending, so there is nothing to answer",
            ),
            (
                say("violation-at-step")
                    .arg("step", 9u64)
                    .arg("problem", inner),
                "step 9: c3's generation went back",
            ),
            (
                say("violation-snapshot-differs")
                    .arg("step", 2000u64)
                    .arg("from", 1000usize),
                "step 2000: replaying steps 1000..2000 from a snapshot differs",
            ),
            (
                say("violation-window-replay-differs").arg("count", 12usize),
                "replaying the game's last 12 actions from their snapshot differs",
            ),
        ];
        for (p, en) in &cases {
            assert_eq!(p.to_string(), *en);
            let ja = p.render(Lang::Ja);
            assert!(
                ja.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c)),
                "{ja}"
            );
            // No English words but the action's data.
            let words: Vec<&str> = ja
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 2 && *w != "Shuffle")
                .collect();
            assert!(words.is_empty(), "{ja}: {words:?}");
        }
        let e = soak_start(GameKind::named("fow"), Some("grand-melee"), 1)
            .expect_err("fow has no variants");
        assert_eq!(
            e.to_string(),
            "the fow rule set has no variant 'grand-melee'"
        );
        assert_eq!(
            e.render(Lang::Ja),
            "fowのルールセットに変種「grand-melee」はない"
        );
    }
}
