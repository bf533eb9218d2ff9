//! The [`RuleSet`] trait: what a game must tell the core.
//!
//! A rule set declares its zone catalogue and fills in the stages of the move pipeline
//! (see [`crate::moves`]). Every method but the catalogue has a default that does
//! nothing special, so a rule set states only what its game changes. Methods return the
//! rule ids that justify what they decide, so every event can cite them.

use crate::card::Side;
use crate::decision::{Choice, Decision};
use crate::error::ActionError;
use crate::event::EventSink;
use crate::event::RuleId;
use crate::game::{Game, Progress};
use crate::game_action::GameAction;
use crate::ids::{CardId, PlayerId, ZoneId, ZoneKind};
use crate::placement::Facing;
use crate::state::{Cause, State};
use crate::zone::{Names, ZoneGroup, ZoneSpec};
use std::borrow::Cow;

/// What the rules say about a move to a final destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restriction {
    /// The card may go there.
    Allow,
    /// The card does not move (FoW 3.15.a: 'it does not move').
    Stay(&'static [RuleId]),
    /// The card goes to this zone instead (FoW 3.15.d); checked again there.
    Redirect(ZoneId, &'static [RuleId]),
}

/// A game's rules, as the core needs them.
pub trait RuleSet: Send + Sync + 'static {
    /// A short stable key ("fow").
    fn key(&self) -> &'static str;

    /// The game's name.
    fn names(&self) -> Names;

    /// The zone catalogue. [`ZoneKind`] `n` is the `n`-th entry.
    fn zones(&self) -> &'static [ZoneSpec];

    /// Named groups of zones (FoW 3.14.a: the playground).
    fn groups(&self) -> &'static [ZoneGroup] {
        &[]
    }

    /// The player whose zone a card goes to when the instruction names none, and why.
    /// The default is the card's owner.
    fn default_player(
        &self,
        state: &State,
        card: CardId,
        kind: ZoneKind,
        processing: PlayerId,
    ) -> (PlayerId, &'static [RuleId]) {
        let _ = (kind, processing);
        (state.card(card).owner, &[])
    }

    /// A rule that sends a card to another zone before replacement effects are
    /// considered (MTG 217.1a: another player's library goes to the owner's).
    fn redirect(
        &self,
        state: &State,
        card: CardId,
        to: ZoneId,
    ) -> Option<(ZoneId, &'static [RuleId])> {
        let _ = (state, card, to);
        None
    }

    /// The rules cited when a replacement effect applies or is chosen.
    fn replacement_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// Whether the rules let a card go to its final destination.
    fn restriction(&self, state: &State, card: CardId, to: ZoneId, cause: &Cause) -> Restriction {
        let _ = (state, card, to, cause);
        Restriction::Allow
    }

    /// Whether a card moving between these zones stays the same object, with its
    /// placement state (FoW 3.1.c: playground to playground). The rules cited either way.
    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        let _ = (from, to);
        (false, &[])
    }

    /// Whether arriving from `from` counts as being put into `to` for triggers
    /// (FoW 3.6.e, 3.7.c), and the rules cited.
    fn counts_as_put_into(
        &self,
        from: Option<ZoneKind>,
        to: ZoneKind,
    ) -> (bool, &'static [RuleId]) {
        let _ = (from, to);
        (true, &[])
    }

    /// The controller of a card arriving in a zone (FoW 3.14.b), if the zone gives one.
    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        let _ = (state, card, to);
        None
    }

    /// The rules cited when several cards arriving at once are ordered (FoW 3.1.d).
    fn order_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// The rules cited when several cards leave a pile one top card at a time
    /// (FoW 3.3.b, 3.4.b).
    fn one_at_a_time_rules(&self, from: ZoneKind) -> &'static [RuleId] {
        let _ = from;
        &[]
    }

    /// The rules cited when a card arrives in a zone with orientation upright (FoW 3.2.a.1).
    fn arrival_state_rules(&self, to: ZoneKind) -> &'static [RuleId] {
        let _ = to;
        &[]
    }

    /// The rules cited when a card turns upright or sideways (FoW 3.2.a).
    fn orientation_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// The current characteristics of a card's current side, as the rules modify them
    /// (FoW 3.8.d: a J-ruler side in the ruler area is an astral with no abilities).
    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        Cow::Borrowed(state.printed_side(card))
    }

    /// Whether `viewer` may see the side of `card` that is not current (FoW 3.6.d, 3.8.c).
    fn may_see_other_side(&self, state: &State, viewer: PlayerId, card: CardId) -> bool {
        let _ = (state, viewer, card);
        false
    }

    /// Whether a card may be turned face down; if not, the rules that refuse it
    /// (FoW 3.2.b.1).
    fn may_turn_face_down(&self, state: &State, card: CardId) -> Result<(), &'static [RuleId]> {
        let _ = (state, card);
        Ok(())
    }

    /// Whether turning a card to `facing` where it is makes it a new object, and the rules
    /// that say so (MTG 901.7a: a face-up plane turned face down is a new object). The
    /// state already shows the card turned. The default: turning keeps the object.
    fn face_makes_new_object(
        &self,
        state: &State,
        card: CardId,
        facing: Facing,
    ) -> Option<&'static [RuleId]> {
        let _ = (state, card, facing);
        None
    }

    /// The names of the rule set's own actions (see [`GameAction`]).
    fn game_actions(&self) -> &'static [&'static str] {
        &[]
    }

    /// Checks a game action without changing anything.
    ///
    /// # Errors
    /// Why the action is refused; the default refuses every action as unknown.
    fn check_game_action(&self, game: &Game, action: &GameAction) -> Result<(), ActionError> {
        let _ = game;
        Err(ActionError::UnknownAction {
            game: self.key(),
            name: action.name.clone(),
        })
    }

    /// Carries out a game action already checked by [`RuleSet::check_game_action`]. It may
    /// apply core actions through [`Game::apply`] and keep its own state in
    /// [`State::ext`].
    fn apply_game_action(
        &self,
        game: &mut Game,
        action: GameAction,
        sink: &mut dyn EventSink,
    ) -> Progress {
        let _ = (game, action, sink);
        Progress::Done
    }

    /// Carries out the answer to a decision of kind
    /// [`DecisionKind::Game`](crate::DecisionKind::Game) that this rule set asked for.
    /// The answer has been checked against the decision's options.
    fn answer_game_decision(
        &self,
        game: &mut Game,
        decision: Decision,
        choice: Choice,
        sink: &mut dyn EventSink,
    ) -> Progress {
        let _ = (game, decision, choice, sink);
        Progress::Done
    }

    /// The cards a bare word in a card's text refers to (FoW 3.6.c: 'resonator' means
    /// resonators on the field), with the rules cited; `None` if the word is unknown.
    fn select(
        &self,
        state: &State,
        word: &str,
        player: Option<PlayerId>,
    ) -> Option<(Vec<CardId>, &'static [RuleId])> {
        let _ = (state, word, player);
        None
    }

    /// The rule set's own actions `player` may take now at a table (see
    /// [`Game::legal_actions`]); each must pass [`RuleSet::check_game_action`].
    fn table_actions(&self, game: &Game, player: crate::ids::PlayerId) -> Vec<GameAction> {
        let _ = (game, player);
        Vec::new()
    }
}
