//! What a soak reports: its summary, a failing game, why a soak cannot run.

use crate::say;
use ryoiki_core::{Action, EffectBody, Game, Lang, Phrase, Word};
use ryoiki_games::GameKind;

/// A refusal in words: its English and its Japanese.
pub(crate) fn refusal(e: &ryoiki_core::ActionError) -> Word {
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
    /// opening ([`soak_start`](super::soak_start) of `seed`), else a snapshot taken `skipped` actions in.
    pub from: Option<Game>,
    /// How many of the game's actions came before `actions` and were not kept.
    pub skipped: usize,
    /// The actions, up to and including the one that broke an invariant.
    pub actions: Vec<Action>,
}
