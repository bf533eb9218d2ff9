//! [`Game`]: a rule set and a state, and the actions that change it.
//!
//! Every change goes through [`Game::apply`], which first checks the whole action and
//! then carries it out, emitting events into a sink. An action that is refused returns
//! an [`ActionError`] and changes nothing. An action that needs a player's choice
//! returns [`Progress::Waiting`]; the game resumes when the answer arrives.

use crate::action::Progress;
use crate::decision::Decision;
use crate::error::{ActionError, SetupError, SetupProblem, Whereabouts};
use crate::event::EventSink;
use crate::ids::{CardId, ObjectId, PlayerId, ZoneId, ZoneKind};
use crate::ruleset::RuleSet;
use crate::state::{CardState, Outside, Place, State};
use crate::words::{PlaceWords, ZoneWords};
use crate::zone::{Lang, Scope, ZoneSpec};

/// A game in progress: a rule set and its state.
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
/// // A game: a rule set and a state; every change is an action, checked before it applies.
/// let alice = PlayerId(0);
/// let mut game = toy_game(&[("Moth", 0), ("Gull", 0)]);
/// let deck = game.zone_id(ZoneKind(0), alice);
/// assert_eq!(game.cards_in(deck), &[CardId(0), CardId(1)]);
/// assert_eq!(game.zone_kind("graveyard"), Some(ZoneKind(3)));
/// assert_eq!(game.player_name(alice), "alice");
/// assert_eq!(game.rules().key(), "toy");
///
/// // Draw the top card (the Gull: the last of the list is the top).
/// let mut events = Vec::new();
/// let draw = Action::MoveTop { player: alice, from: deck, to: Destination { kind: ZoneKind(1), player: Some(alice) }, count: 1, cause: Cause::Draw };
/// assert_eq!(game.apply(draw, &mut events)?, Progress::Done);
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), alice)), &[CardId(1)]);
/// assert_eq!(game.zone_name(deck, Lang::En), "alice's deck");
/// assert_eq!(game.place_name(CardId(1), Lang::En), "alice's hand");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Game {
    pub(crate) rules: &'static dyn RuleSet,
    /// The rule set's zone catalogue, looked up once (views read it for every zone).
    pub(crate) zones: &'static [ZoneSpec],
    /// The pipeline hooks the rule set fills in, looked up once.
    pub(crate) hooks: crate::ruleset::Hooks,
    pub(crate) state: State,
    /// Where the action being applied stands on the agenda (the engine's bookkeeping
    /// for one call, no part of the state: never saved nor compared).
    pub(crate) frame: crate::frame::Frame,
    /// The names the game's set-up gave its cards and effects, for a judge's words
    /// (a scenario file's ids); no part of the state. `None` (most games) costs a
    /// clone nothing.
    pub(crate) labels: Option<std::sync::Arc<crate::labels::Labels>>,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("rules", &self.rules.key())
            .field("state", &self.state)
            .finish()
    }
}

impl Game {
    /// A game from a state saved with serde (for example as JSON): the rule set decodes
    /// its own values in it (its state, steps of work and pending decision).
    ///
    /// # Errors
    /// [`SetupError`] when the state belongs to another rule set, lacks the rule set's
    /// state, or holds values that are not the rule set's types.
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
    /// let game = toy_game(&[("Moth", 2)]);
    /// let json = serde_json::to_string(game.state())?;
    /// let back = Game::from_state(&TOY, serde_json::from_str(&json)?)?;
    /// assert_eq!(back.state(), game.state());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_state(rules: &'static dyn RuleSet, state: State) -> Result<Game, SetupError> {
        Game::from_state_with(rules, state, crate::custom::CustomEffects::default())
    }

    /// A game from a saved state whose effects may include custom ones (see
    /// [`crate::custom`]): `custom` is the program's registry, rebuilt by the program
    /// under the same keys it used when the state was saved.
    ///
    /// # Errors
    /// As [`Game::from_state`], and a [`SetupProblem::RuleState`] naming each custom
    /// effect in force whose key `custom` lacks.
    pub fn from_state_with(
        rules: &'static dyn RuleSet,
        mut state: State,
        custom: crate::custom::CustomEffects,
    ) -> Result<Game, SetupError> {
        let mut problems = Vec::new();
        for e in &state.effects {
            if let crate::effect::EffectBody::Custom(c) = &e.body
                && custom.get(&c.key).is_none()
            {
                problems.push(SetupProblem::RuleState {
                    rules: rules.key(),
                    reason: format!(
                        "effect {} is the custom effect '{}', which the program has not registered",
                        e.id, c.key
                    ),
                });
            }
        }
        state.custom = custom;
        if &*state.ruleset != rules.key() {
            problems.push(SetupProblem::WrongGame {
                state: state.ruleset.to_string(),
                rules: rules.key(),
            });
        }
        match rules.process() {
            Some(_) if state.ext.is_none() => problems.push(SetupProblem::RuleState {
                rules: rules.key(),
                reason: "the state has none".into(),
            }),
            Some(p) => {
                if let Err(e) = p.restore(&mut state) {
                    problems.push(SetupProblem::RuleState {
                        rules: rules.key(),
                        reason: e,
                    });
                }
            }
            None => {}
        }
        if state.kind_base.len() != rules.zones().len() {
            problems.push(SetupProblem::ZoneKinds {
                state: state.kind_base.len(),
                rules: rules.key(),
                expected: rules.zones().len(),
            });
        }
        problems.extend(
            state
                .conservation_problems()
                .into_iter()
                .map(SetupProblem::Conservation),
        );
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        Ok(Game::holding(rules, state))
    }

    /// A game of `rules` over a state already checked (restored or newly set up): the
    /// one place the engine's own fields are filled, with nothing on the agenda and no
    /// labels.
    pub(crate) fn holding(rules: &'static dyn RuleSet, state: State) -> Game {
        Game {
            rules,
            zones: rules.zones(),
            hooks: rules.hooks(),
            state,
            frame: crate::frame::Frame::default(),
            labels: None,
        }
    }

    /// Registers a custom effect's code under a stable key (see [`crate::custom`]);
    /// effects naming the key can then begin. A key already registered gets the new
    /// code. The registry is not saved: a program restoring a game registers the same
    /// keys again ([`Game::from_state_with`]).
    pub fn register_effect(
        &mut self,
        key: impl Into<String>,
        effect: std::sync::Arc<dyn crate::custom::CustomEffect>,
    ) {
        self.state.custom.insert(key.into(), effect);
    }

    /// The rule set.
    pub fn rules(&self) -> &'static dyn RuleSet {
        self.rules
    }

    /// The state, read-only.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The spec of a zone kind.
    ///
    /// # Panics
    /// If the kind is not in the rule set's catalogue. Kinds the engine produced always
    /// are; for one from outside, use [`Game::try_spec`].
    pub fn spec(&self, kind: ZoneKind) -> &'static ZoneSpec {
        &self.zones[kind.0 as usize]
    }

    /// The spec of a zone kind, if the rule set's catalogue has it.
    pub fn try_spec(&self, kind: ZoneKind) -> Option<&'static ZoneSpec> {
        self.zones.get(kind.0 as usize)
    }

    /// A zone kind by its key ("graveyard").
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
    /// let game = toy_game(&[]);
    /// assert_eq!(game.zone_kind("hand"), Some(ZoneKind(1)));
    /// assert_eq!(game.zone_kind("moon"), None);
    /// ```
    pub fn zone_kind(&self, key: &str) -> Option<ZoneKind> {
        self.rules
            .zones()
            .iter()
            .position(|z| z.key == key)
            .map(|i| ZoneKind(i as u16))
    }

    /// The zone instance of a kind for a player (the player is ignored for shared zones).
    ///
    /// # Panics
    /// If the kind is not in the rule set's catalogue (see [`Game::spec`]).
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
    /// let game = toy_game(&[]);
    /// let hand = game.zone_id(ZoneKind(1), PlayerId(1));
    /// assert_eq!(hand, ZoneId { kind: ZoneKind(1), player: Some(PlayerId(1)) });
    /// ```
    pub fn zone_id(&self, kind: ZoneKind, player: PlayerId) -> ZoneId {
        match self.spec(kind).scope {
            Scope::Shared => ZoneId { kind, player: None },
            Scope::PerPlayer => ZoneId {
                kind,
                player: Some(player),
            },
        }
    }

    /// The cards of a zone, bottom first.
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
    /// let game = toy_game(&[("Moth", 0), ("Gull", 0), ("Tide", 1)]);
    /// // Bottom first: the Gull is the top of the deck.
    /// assert_eq!(game.cards_in(game.zone_id(ZoneKind(0), PlayerId(0))), &[CardId(0), CardId(1)]);
    /// assert!(game.cards_in(game.zone_id(ZoneKind(0), PlayerId(1))).is_empty());
    /// ```
    pub fn cards_in(&self, zone: ZoneId) -> &[CardId] {
        self.state
            .zone(zone)
            .map(|z| z.cards.as_slice())
            .unwrap_or(&[])
    }

    /// The decision the game waits for, if any.
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
    /// let mut game = toy_game(&[("Moth", 2), ("Gull", 2)]);
    /// assert!(game.pending().is_none());
    /// let objects = vec![game.object_of(CardId(0))?, game.object_of(CardId(1))?];
    /// let to = Destination { kind: ZoneKind(3), player: None };
    /// game.apply(Action::MoveMany { player: PlayerId(0), objects, to, cause: Cause::Instruction }, &mut NullSink)?;
    /// assert_eq!(game.pending().map(|d| d.decider), Some(PlayerId(0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pending(&self) -> Option<&Decision> {
        self.state.pending.as_deref()
    }

    /// The current object of a card.
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
    /// let before = game.object_of(CardId(0))?;
    /// game.apply(Action::move_to(PlayerId(0), before, ZoneKind(2)), &mut NullSink)?;
    /// let after = game.object_of(CardId(0))?;
    /// assert_eq!((after.card, after.generation), (CardId(0), before.generation + 1));
    /// assert!(game.object_of(CardId(9)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn object_of(&self, card: CardId) -> Result<ObjectId, ActionError> {
        // Not `ok_or(ActionError::…)`: that builds the error on every call and drops it
        // on success (a call to `ActionError`'s drop glue on the hot path).
        match self.state.try_card(card) {
            Some(c) => Ok(ObjectId {
                card,
                generation: c.generation,
            }),
            None => Err(ActionError::UnknownCard(card)),
        }
    }

    /// Checks that an object still exists; if its card has moved on, says where it went.
    ///
    /// # Errors
    /// [`ActionError::UnknownCard`] or [`ActionError::GoneObject`].
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
    /// assert_eq!(game.resolve(moth)?.owner, PlayerId(0));
    /// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(2)), &mut NullSink)?;
    /// assert!(matches!(game.resolve(moth), Err(ActionError::GoneObject { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    // Asked on every action about a card: inlined, its answer is not written to memory
    // and read back (the error is large); the error is built out of line.
    #[inline]
    pub fn resolve(&self, object: ObjectId) -> Result<&CardState, ActionError> {
        match self.state.try_card(object.card) {
            Some(cs) if cs.generation == object.generation => Ok(cs),
            _ => Err(self.unresolved(object)),
        }
    }

    /// Why [`Game::resolve`] refused `object`.
    #[cold]
    #[inline(never)]
    fn unresolved(&self, object: ObjectId) -> ActionError {
        match self.state.try_card(object.card) {
            None => ActionError::UnknownCard(object.card),
            Some(_) => ActionError::GoneObject {
                object,
                now: self.whereabouts(object.card),
            },
        }
    }

    /// Where a card is now (for a card the game does not have: its object of
    /// generation 0, "no such card").
    pub fn whereabouts(&self, card: CardId) -> Whereabouts {
        Whereabouts {
            object: self
                .state
                .try_card(card)
                .map(|_| self.state.object(card))
                .unwrap_or(ObjectId {
                    card,
                    generation: 0,
                }),
            name: crate::process::Host::card_ref(self, card),
            place: self.place_words(card),
        }
    }

    /// A card's place in words ("no such card" for a card the game does not have).
    pub fn place_name(&self, card: CardId, lang: Lang) -> String {
        self.place_words(card).render(lang)
    }

    /// A card's place as data, to be put into words in any language.
    pub fn place_words(&self, card: CardId) -> PlaceWords {
        let Some(c) = self.state.try_card(card) else {
            return PlaceWords::NoCard(card);
        };
        match c.place {
            Place::Zone(z) => {
                let zone = &self.state.zones[z as usize];
                // A position only where the zone keeps its cards in order.
                let ordered = self
                    .try_spec(zone.id.kind)
                    .is_some_and(|s| s.ordering == crate::zone::Ordering::Ordered);
                PlaceWords::InZone {
                    zone: self.zone_words(zone.id),
                    pos: ordered.then(|| zone.position(card).unwrap_or(0) as u32 + 1),
                }
            }
            Place::Aside { zone, .. } => {
                PlaceWords::Aside(self.zone_words(self.state.zones[zone as usize].id))
            }
            Place::Ceased if c.token => PlaceWords::CeasedToken,
            Place::Ceased => PlaceWords::Ceased,
            Place::Outside(Outside::Sideboard) => PlaceWords::Sideboard,
            Place::Outside(Outside::Collection) => PlaceWords::Collection,
            Place::Outside(Outside::LeftWithOwner) => PlaceWords::LeftWithOwner,
        }
    }

    /// A zone's name ("alice's graveyard", "aliceの墓地", "the chase area"; "an unknown
    /// zone" for a kind the game does not have).
    pub fn zone_name(&self, zone: ZoneId, lang: Lang) -> String {
        self.zone_words(zone).render(lang)
    }

    /// A zone as data, to be put into words in any language.
    pub fn zone_words(&self, zone: ZoneId) -> ZoneWords {
        let Some(spec) = self.try_spec(zone.kind) else {
            return ZoneWords::Unknown(zone.kind.0);
        };
        match zone.player {
            None => ZoneWords::Shared(spec.names),
            // A player the game does not seat (in a refusal) by their id.
            Some(p) => ZoneWords::OfPlayer {
                player: self
                    .state
                    .players
                    .get(p.index())
                    .cloned()
                    .unwrap_or_else(|| p.to_string()),
                names: spec.names,
            },
        }
    }

    /// A player's name.
    pub fn player_name(&self, p: PlayerId) -> &str {
        self.state
            .players
            .get(p.index())
            .map(|s| s.as_str())
            .unwrap_or("?")
    }

    /// The last known state of an object that has moved on, if it is the card's latest
    /// previous object (for triggers that look back, MTG 217.1c).
    pub fn last_known(&self, object: ObjectId) -> Option<&crate::state::LastKnown> {
        self.state.last_known.get(object)
    }
}

impl Game {
    /// Names a card for a judge's words: the log says "Name (x)" instead of
    /// "Name (c3#1)" for every object it becomes. No part of the state.
    pub fn label_card(&mut self, card: CardId, name: &str) {
        let labels = self.labels.get_or_insert_with(Default::default);
        std::sync::Arc::make_mut(labels).name_card(card, name);
    }

    /// Names an effect for a judge's words: the log says `exile-x` instead of `e1`.
    pub fn label_effect(&mut self, effect: crate::ids::EffectId, name: &str) {
        let labels = self.labels.get_or_insert_with(Default::default);
        std::sync::Arc::make_mut(labels).name_effect(effect, name);
    }

    /// The name given to a card ([`Game::label_card`]), if any.
    pub fn card_label(&self, card: CardId) -> Option<&str> {
        self.labels.as_ref().and_then(|l| l.card(card))
    }

    /// Every name given to a card or an effect ([`Game::label_card`],
    /// [`Game::label_effect`]), if any was: for refusals in a judge's words
    /// ([`ActionError::render_labelled`](crate::ActionError::render_labelled)).
    pub fn labels(&self) -> Option<&crate::labels::Labels> {
        self.labels.as_deref()
    }

    /// The name given to an effect ([`Game::label_effect`]), if any.
    pub fn effect_label(&self, effect: crate::ids::EffectId) -> Option<&str> {
        self.labels.as_ref().and_then(|l| l.effect(effect))
    }
}

impl crate::process::Host for Game {
    fn card_label(&self, card: CardId) -> Option<&str> {
        Game::card_label(self, card)
    }

    fn effect_label(&self, effect: crate::ids::EffectId) -> Option<&str> {
        Game::effect_label(self, effect)
    }

    fn state(&self) -> &State {
        &self.state
    }

    fn key(&self) -> &'static str {
        self.rules.key()
    }

    fn spec(&self, kind: ZoneKind) -> &'static ZoneSpec {
        Game::spec(self, kind)
    }

    fn resolve(&self, object: ObjectId) -> Result<&CardState, ActionError> {
        Game::resolve(self, object)
    }

    fn object_of(&self, card: CardId) -> Result<ObjectId, ActionError> {
        Game::object_of(self, card)
    }

    fn handle(&self, viewer: PlayerId, card: CardId) -> crate::ids::Handle {
        Game::handle(self, viewer, card)
    }

    fn host_of(&self, card: CardId) -> Option<ObjectId> {
        Game::host_of(self, card)
    }

    fn attachments_deep(&self, host: ObjectId) -> Vec<CardId> {
        Game::attachments_deep(self, host)
    }

    fn player_name(&self, p: PlayerId) -> &str {
        Game::player_name(self, p)
    }

    fn zone_name(&self, zone: ZoneId, lang: Lang) -> String {
        Game::zone_name(self, zone, lang)
    }

    fn place_name(&self, card: CardId, lang: Lang) -> String {
        Game::place_name(self, card, lang)
    }

    fn place_words(&self, card: CardId) -> PlaceWords {
        Game::place_words(self, card)
    }

    fn zone_words(&self, zone: ZoneId) -> ZoneWords {
        Game::zone_words(self, zone)
    }

    fn last_known(&self, object: ObjectId) -> Option<&crate::state::LastKnown> {
        Game::last_known(self, object)
    }

    fn front_for(
        &self,
        viewer: PlayerId,
        card: CardId,
    ) -> Option<std::borrow::Cow<'_, crate::card::Side>> {
        self.view(viewer).card(card).and_then(|c| c.front())
    }
}

impl crate::process::HostMut for Game {
    fn host(&self) -> &dyn crate::process::Host {
        self
    }

    /// A process's nested action ([`Cx::apply`](crate::process::Cx::apply)): it runs
    /// only the work it schedules itself, above the caller's tasks, which wait for the
    /// caller (see [`Frame`](crate::frame::Frame)); its steps count toward the
    /// top-level action's limit.
    fn apply_action(
        &mut self,
        action: crate::action::Action,
        sink: &mut dyn EventSink,
    ) -> Result<Progress, ActionError> {
        let outer = self.frame;
        self.frame.floor = self.state.agenda.len();
        self.frame.depth += 1;
        let result = self.apply(action, sink);
        self.frame.floor = outer.floor;
        self.frame.depth = outer.depth;
        result
    }

    fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }
}
