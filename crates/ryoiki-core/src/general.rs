//! General processes every game may use, as actions of the core.
//!
//! Several processes of card games are not one game's own: attaching a card to another
//! (PMV's set, Magic's attach), holding a card aside (PMV's extract), choosing at random,
//! and splitting cards into groups. The core carries them out itself for every rule set,
//! as [`Action`] variants; a rule set only says which of its rules each step cites
//! ([`RuleSet::process_rules`](crate::RuleSet::process_rules)) and may change where a
//! failed extraction goes.
//!
//! | action | module |
//! |---|---|
//! | [`Action::Attach`] | [`crate::attach`] |
//! | [`Action::Extract`], [`Action::PutBack`], [`Action::ExtractFailed`] | [`crate::extract`] |
//! | [`Action::ChooseRandom`] | [`crate::random`] |
//! | [`Action::Split`] | [`crate::groups`] |
//!
//! In text forms (scenario files, JSON) they are named by the same words as their serde
//! tags: `attach`, `extract`, `put-back`, `extract-failed`, `choose-random`, `split`.

use crate::action::Action;
use crate::error::ActionError;
use crate::event::EventSink;
use crate::game::Game;
use crate::ids::ObjectId;

/// The words naming the core's general actions in text forms.
pub const GENERAL_ACTIONS: &[&str] = &[
    "attach",
    "extract",
    "put-back",
    "extract-failed",
    "choose-random",
    "split",
];

/// Whether a word names a general process of the core.
pub fn is_general(name: &str) -> bool {
    GENERAL_ACTIONS.contains(&name)
}

impl Game {
    /// Checks a general action; `None` when the action is not one.
    pub(crate) fn check_general(&self, action: &Action) -> Option<Result<(), ActionError>> {
        Some(match action {
            Action::Attach { player, card, host } => self
                .check_player(*player)
                .and_then(|()| self.check_attach(*card, *host)),
            Action::Extract { player, card, .. } => self
                .check_player(*player)
                .and_then(|()| self.check_extract(*card)),
            Action::PutBack { player, card } => self
                .check_player(*player)
                .and_then(|()| self.check_held("put-back", *card)),
            Action::ExtractFailed { player, card } => self
                .check_player(*player)
                .and_then(|()| self.check_held("extract-failed", *card)),
            Action::ChooseRandom {
                player,
                cards,
                count,
            } => self
                .check_player(*player)
                .and_then(|()| self.check_choose_random(cards, *count)),
            Action::Split {
                player,
                cards,
                count,
                ..
            } => self
                .check_player(*player)
                .and_then(|()| self.check_split(cards, *count)),
            _ => return None,
        })
    }

    /// The cards a general process works on (a split's or a random choice's range): at
    /// least one, each a live object, no card twice.
    pub(crate) fn check_range(&self, cards: &[ObjectId]) -> Result<(), ActionError> {
        if cards.is_empty() {
            return Err(ActionError::NoCards);
        }
        for (i, o) in cards.iter().enumerate() {
            self.resolve(*o)?;
            if cards[..i].iter().any(|x| x.card == o.card) {
                return Err(ActionError::DuplicateCard(o.card));
            }
        }
        Ok(())
    }

    /// Carries out a checked general action, scheduling its work on the agenda; gives
    /// the action back when it is not one.
    pub(crate) fn apply_general<S: EventSink + ?Sized>(
        &mut self,
        action: Action,
        sink: &mut S,
    ) -> Option<Action> {
        match action {
            Action::Attach { player, card, host } => self.apply_attach(player, card, host, sink),
            Action::Extract {
                player,
                card,
                label,
            } => self.apply_extract(
                player,
                card,
                label.unwrap_or_else(|| "extract".into()),
                sink,
            ),
            Action::PutBack { card, .. } => self.apply_put_back(card, sink),
            Action::ExtractFailed { player, card } => self.apply_extract_failed(player, card, sink),
            Action::ChooseRandom { cards, count, .. } => {
                self.apply_choose_random(cards, count, sink)
            }
            Action::Split {
                player,
                cards,
                count,
                label,
            } => self.apply_split(
                player,
                cards,
                count,
                label.unwrap_or_else(|| "groups".into()),
                sink,
            ),
            other => return Some(other),
        }
        None
    }
}
