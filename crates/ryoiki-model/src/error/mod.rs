//! Errors: a refused action or a rejected setup, each saying what was wrong.
//!
//! The core uses small enums with context ([`ActionError`], [`SetupError`]). A refused
//! action leaves the game exactly as it was: the engine checks everything an action
//! needs before it changes anything.

use crate::decision::Choice;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId};
use crate::words::{CardWords, ChoiceWords, Phrase, PlaceWords, ZoneWords};
use thiserror::Error;

/// Where a card is now, for errors about gone objects: data, put into words when shown.
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// let mut game = toy_game(&[("Moth", 1)]);
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut NullSink)?;
/// let now: Whereabouts = game.whereabouts(CardId(0));
/// assert_eq!(now.name, CardWords::Named("Moth".into()));
/// assert_eq!(now.place.render(Lang::En), "alice's graveyard, position 1 from the bottom");
/// assert_eq!(now.object.generation, moth.generation + 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Whereabouts {
    /// The card's current object.
    pub object: ObjectId,
    /// The card: its name where every player may see it, else a hidden card.
    pub name: CardWords,
    /// Its place ("p0's graveyard, position 3 from the bottom").
    pub place: PlaceWords,
}

/// Answers in words, joined for the English [`Display`](std::fmt::Display) text.
fn english_list(choices: &[ChoiceWords]) -> String {
    choices
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why an action was refused. The game state is unchanged.
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// let mut game = toy_game(&[("Moth", 1)]);
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(2)), &mut NullSink)?;
/// // The old object is gone: the same action again is refused, and nothing changes.
/// let before = game.state().clone();
/// let err = game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut NullSink).unwrap_err();
/// assert!(matches!(err, ActionError::GoneObject { object, .. } if object == moth));
/// assert!(err.to_string().starts_with("Moth has moved since this action named it"));
/// assert_eq!(game.state(), &before);
/// assert!(!err.render(Lang::Ja).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    /// The card id is not one of this game's cards.
    #[error("no card {0} in this game")]
    UnknownCard(CardId),
    /// The object has changed zones since; effects do not track it (FoW 3.1.c).
    #[error("{} has moved since this action named it: it is now in {} (object {object} no longer exists; the card is now object {})", now.name, now.place, now.object)]
    GoneObject {
        /// The stale object.
        object: ObjectId,
        /// Where the card is now.
        now: Whereabouts,
    },
    /// The player is not seated in this game.
    #[error("no player {0} in this game")]
    UnknownPlayer(PlayerId),
    /// The zone does not exist in this game.
    #[error("{0} is not a zone of this game")]
    UnknownZone(ZoneWords),
    /// A move asks for a side the card does not have.
    #[error("{object} has no side {side}")]
    NoSuchSide {
        /// The object.
        object: ObjectId,
        /// The side asked for.
        side: u8,
    },
    /// The action needs a card in a zone, and the card is elsewhere (outside the game,
    /// held aside, or an ability that has ceased).
    #[error("{name} is {place}, and this needs a card in a zone of the game")]
    NotInZone {
        /// The object.
        object: ObjectId,
        /// The card.
        name: CardWords,
        /// Where it is instead.
        place: PlaceWords,
    },
    /// The action needs a card in one kind of zone, and the card is in another.
    #[error("{name} is in {place}, not {needed}")]
    WrongZone {
        /// The object.
        object: ObjectId,
        /// The card.
        name: CardWords,
        /// Where it is.
        place: PlaceWords,
        /// Where it would have to be, in the rule set's words ("in play"; boxed, to keep
        /// every `Result` small).
        needed: Box<Phrase>,
    },
    /// The card's zone has no upright/sideways state.
    #[error("{name} is in {zone}, where cards are not turned upright or sideways")]
    NoOrientation {
        /// The object.
        object: ObjectId,
        /// The card.
        name: CardWords,
        /// Its zone.
        zone: ZoneWords,
    },
    /// The game waits for a decision, and this action is not its answer.
    #[error("the game is waiting for {decider_name} to decide ({what}); answer that first")]
    DecisionPending {
        /// Who must decide.
        decider: PlayerId,
        /// Their name.
        decider_name: String,
        /// What about.
        what: Phrase,
    },
    /// An answer was given, but no decision is pending.
    #[error("no decision is pending, so there is nothing to answer")]
    NoDecision,
    /// The answer came from the wrong player.
    #[error("{got_name} answered, but the decision is {expected_name}'s to make")]
    WrongDecider {
        /// Who must decide.
        expected: PlayerId,
        /// Who answered.
        got: PlayerId,
        /// The decider's name.
        expected_name: String,
        /// The name of who answered.
        got_name: String,
    },
    /// The answer is not one of the legal options.
    #[error(
        "{chosen} is not a legal answer; the legal answers are {}",
        english_list(legal)
    )]
    IllegalChoice {
        /// The answer given.
        choice: Choice,
        /// The answer given (a card by its name where everyone may see it).
        chosen: ChoiceWords,
        /// The legal answers.
        legal: Vec<ChoiceWords>,
    },
    /// No effect with this id is in force.
    #[error("no effect {0} is in force")]
    UnknownEffect(EffectId),
    /// A forced shuffle order is not a permutation of the zone's cards.
    #[error("forced shuffle order {given:?} is not a permutation of 0..{len}")]
    BadForcedOrder {
        /// The order given.
        given: Vec<u32>,
        /// The zone's size.
        len: usize,
    },
    /// A card was asked to come in from outside the game but is not outside it.
    #[error("{0} is not outside the game")]
    NotOutside(CardId),
    /// A card was asked to come in from outside the game, but it left the game with
    /// its owner (MTG 2009 600.4a), and nothing brings it back.
    #[error("{0} left the game with its owner and cannot come back")]
    LeftWithOwner(CardId),
    /// An action that names a list of cards named none.
    #[error("the action names no cards")]
    NoCards,
    /// The rule set has no such action.
    #[error("the {game} rule set has no action '{name}'")]
    UnknownAction {
        /// The rule set.
        game: &'static str,
        /// The action's name.
        name: String,
    },
    /// A game action is missing an argument or has one of the wrong kind.
    #[error("'{action}' needs {what}")]
    BadArgument {
        /// The action.
        action: String,
        /// What it needs.
        what: Phrase,
    },
    /// The rules forbid the action now; the message says which rule and why.
    #[error("{reason} [{rule}]")]
    Forbidden {
        /// Why, in the rule set's words.
        reason: Phrase,
        /// The rule id.
        rule: &'static str,
    },
    /// Abilities do not change zones; they cease to exist instead.
    #[error("{0} is an ability: it cannot move to another zone (it can only cease to exist)")]
    AbilityCannotMove(ObjectId),
    /// Only an ability can cease to exist.
    #[error("{0} is a card, not an ability: only abilities cease to exist")]
    NotAnAbility(ObjectId),
    /// The same card was named twice in one action.
    #[error("{0} is named twice in one action")]
    DuplicateCard(CardId),
    /// At a table, a player may take only the actions `Game::legal_actions` lists.
    ///
    #[error("{player} may not {action} now")]
    NotAllowed {
        /// Who tried.
        player: PlayerId,
        /// What they tried.
        action: Phrase,
    },
}

/// Why a setup could not become a game: every problem found, not just the first.
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// // Every problem at once, not just the first.
/// let setup = Setup {
///     players: vec!["alice".into()],
///     cards: vec![CardSetup::new(CardDef::default(), PlayerId(3), SetupPlace::zone(ZoneKind(1), Some(PlayerId(0))))],
///     ..Setup::default()
/// };
/// let err: SetupError = Game::new(&TOY, setup).unwrap_err();
/// assert_eq!(err.problems.len(), 2);
/// assert!(err.to_string().starts_with("invalid setup: "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid setup: {}", self.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
pub struct SetupError {
    /// Each problem.
    pub problems: Vec<SetupProblem>,
}

/// One problem with a setup (or a saved state), with what it concerns.
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// let setup = Setup { players: vec!["ali\nce".into()], ..Setup::default() };
/// let err = Game::new(&TOY, setup).unwrap_err();
/// assert!(matches!(err.problems[..], [SetupProblem::ControlCharacter { what: "player name", .. }]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupProblem {
    /// The operating system gave no randomness for the secret view key.
    #[error("the operating system gave no randomness for the view key: {reason}")]
    NoRandomness {
        /// What the operating system said.
        reason: String,
    },
    /// A game seats 1 to 64 players.
    #[error("a game needs 1 to 64 players, not {count}")]
    PlayerCount {
        /// How many the setup seats.
        count: usize,
    },
    /// A card definition has no side at all.
    #[error("card {card} ({name}) has no sides")]
    NoSides {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
    },
    /// A card is set up on a side it does not have.
    #[error("card {card} ({name}) has no side {side}")]
    NoSuchSide {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The side asked for.
        side: u8,
    },
    /// A card's owner has no seat.
    #[error("card {card} ({name}) is owned by {owner}, who is not seated")]
    OwnerNotSeated {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The owner named.
        owner: PlayerId,
    },
    /// A card's controller has no seat.
    #[error("card {card} ({name}) is controlled by {controller}, who is not seated")]
    ControllerNotSeated {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The controller named.
        controller: PlayerId,
    },
    /// A card is placed in a zone the game does not have.
    #[error("card {card} ({name}) is placed in a zone this game does not have ({zone:?})")]
    UnknownZone {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The zone named.
        zone: crate::ids::ZoneId,
    },
    /// A card is given an orientation in a zone without orientation.
    #[error("card {card} ({name}) is given an orientation, but {zone} has none")]
    NoOrientation {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The zone's key.
        zone: &'static str,
    },
    /// A zone starts with more cards than its limit. Going over a limit during a game
    /// is not discarding (FoW 3.5.b, 3.10.b: the rules deal with it later), but a game
    /// cannot begin over one: that is an error of the setup.
    #[error("{zone_name} starts with {count} cards, over its limit of {limit}: card {card} ({}) is the first over it", .name.escape_debug())]
    OverLimit {
        /// The first card over the limit (in setup order).
        card: CardId,
        /// Its name.
        name: String,
        /// The zone.
        zone: crate::ids::ZoneId,
        /// The zone, in words ("alice's life break area", 「aliceのライフブレイクエリア」),
        /// put into the language asked for when shown.
        zone_name: ZoneWords,
        /// How many cards the setup puts there.
        count: usize,
        /// The zone's limit.
        limit: u32,
    },
    /// A player's or card's name holds a character that does not print as it reads: a
    /// control character (NUL, a newline, an escape …), which logs and reports would
    /// print raw, a bidirectional control or a zero-width character
    /// ([`crate::names::unprintable`]).
    #[error("{what} '{}' contains {} (U+{code:04X})", .text.escape_debug(), .kind.words())]
    ControlCharacter {
        /// What the name is ("player name", "card name").
        what: &'static str,
        /// The card, for a card name.
        card: Option<CardId>,
        /// The name.
        text: String,
        /// The first such character's code point.
        code: u32,
        /// What kind of character it is.
        kind: crate::names::Unprintable,
    },
    /// A saved state belongs to another game.
    #[error("the state is a game of {state}, not of {rules}")]
    WrongGame {
        /// The state's game.
        state: String,
        /// The rule set's key.
        rules: &'static str,
    },
    /// A saved state does not match the rule set's zone catalogue.
    #[error("the state has {state} zone kinds; {rules} has {expected}")]
    ZoneKinds {
        /// Zone kinds in the state.
        state: usize,
        /// The rule set's key.
        rules: &'static str,
        /// Zone kinds in its catalogue.
        expected: usize,
    },
    /// A saved state lacks the rule set's own state, or holds one that does not load.
    #[error("the {rules} state does not load: {reason}")]
    RuleState {
        /// The rule set's key.
        rules: &'static str,
        /// Why.
        reason: String,
    },
    /// A saved state breaks card conservation ([`State::conservation_problems`](crate::State::conservation_problems)).
    #[error("{0}")]
    Conservation(Phrase),
    /// A problem the rule set finds with the setup
    /// ([`RuleSet::setup_problems`](crate::RuleSet::setup_problems)), in the words of
    /// its own catalogue.
    #[error("{0}")]
    Rules(Phrase),
}

mod render;
