//! What a game's frame is made of, as data: its phases, the zones a turn draws from and
//! recovers, the opening hand, the starting life, where cards are placed before the
//! start, and the rule ids each step cites. Each game writes one [`FrameSpec`] with its
//! own citations; the frame's steps ([`crate::play`]) read nothing else.

use ryoiki_core::{Names, RuleId, ZoneKind};

/// The automatic work done as a phase begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseWork {
    /// Nothing: the players act by hand.
    Nothing,
    /// The turn player draws one card (not in the first player's first turn when the
    /// spec says so).
    Draw,
    /// The turn player's cards in [`FrameSpec::recovers`] turn upright.
    Recover,
}

/// One phase of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhaseSpec {
    /// A stable word ("draw", "main"), shown in the public view.
    pub key: &'static str,
    /// The phase's name in English and Japanese.
    pub names: Names,
    /// What happens as it begins.
    pub work: PhaseWork,
}

/// Cards of a type put into a zone before the decks are shuffled (Force of Will: the
/// ruler into the ruler area, magic stones into the magic stone deck).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The printed type that picks the cards (`ruler`).
    pub card_type: &'static str,
    /// The player's zones they are taken from.
    pub from: &'static [ZoneKind],
    /// The player's zone they go to.
    pub to: ZoneKind,
    /// At most this many cards of the type in `to` after placing (the one ruler); none:
    /// every card found.
    pub at_most: Option<usize>,
    /// The rules cited.
    pub rules: &'static [RuleId],
}

/// The rule ids each step of the frame cites: a game's own comprehensive rules where
/// they say it, its table conventions (ids that say so) where they do not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameRules {
    /// Starting the game: shuffling, the opening hands, the starting life.
    pub start: &'static [RuleId],
    /// Who goes first.
    pub first_player: &'static [RuleId],
    /// A turn beginning, the phases in order, passing the turn.
    pub turn: &'static [RuleId],
    /// The draw at the start of a turn.
    pub draw: &'static [RuleId],
    /// The first player's first turn skipping that draw.
    pub first_draw_skipped: &'static [RuleId],
    /// The turn player's cards recovering.
    pub recover: &'static [RuleId],
    /// A life total adjusted by a player.
    pub life: &'static [RuleId],
    /// A player conceding.
    pub concede: &'static [RuleId],
    /// A player losing because their life is 0 or less.
    pub life_loss: &'static [RuleId],
    /// A player losing because they cannot draw in their draw.
    pub draw_loss: &'static [RuleId],
    /// The last player remaining winning.
    pub winner: &'static [RuleId],
    /// The number of players the game is for.
    pub players: &'static [RuleId],
    /// The mulligan of the opening hand.
    pub mulligan: &'static [RuleId],
    /// Discarding down to the maximum hand size at the end of a turn.
    pub hand_size: &'static [RuleId],
}

/// A game's frame, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameSpec {
    /// The phases of a turn, in order (at least one).
    pub phases: &'static [PhaseSpec],
    /// The zone cards are drawn from.
    pub deck: ZoneKind,
    /// The zone they are drawn into.
    pub hand: ZoneKind,
    /// The zones shuffled at the start, each player's.
    pub shuffled: &'static [ZoneKind],
    /// The zones whose cards the turn player recovers ([`PhaseWork::Recover`]).
    pub recovers: &'static [ZoneKind],
    /// Cards placed before the start.
    pub placements: &'static [Placement],
    /// The opening hand, unless the start names another.
    pub opening_hand: u32,
    /// Each player's life at the start; none: the game keeps no life total.
    pub starting_life: Option<i64>,
    /// Whether the first player's first turn has no draw.
    pub first_turn_skips_draw: bool,
    /// Whether a life of 0 or less loses the game.
    pub zero_life_loses: bool,
    /// Whether a player who cannot draw in their draw loses the game.
    pub failed_draw_loses: bool,
    /// The number of players the game is for; none: any.
    pub players: Option<usize>,
    /// Whether each player, from the first player on, may put cards of their opening
    /// hand on the bottom of the deck, draw as many and shuffle the deck
    /// ([`crate::FrameDecision::Mulligan`]).
    pub mulligan: bool,
    /// Where the turn player discards to as they pass the turn while their hand holds
    /// more cards than the hand zone's limit now ([`crate::FrameDecision::HandSize`]);
    /// none: no discard.
    pub hand_size_discard: Option<ZoneKind>,
    /// The changes of a life total a table lists (`adjust-life`), each way.
    pub life_steps: &'static [i64],
    /// The rules each step cites.
    pub rules: FrameRules,
}

impl FrameSpec {
    /// The phase at `index`, if there is one.
    pub fn phase(&self, index: usize) -> Option<&'static PhaseSpec> {
        self.phases.get(index)
    }
}
