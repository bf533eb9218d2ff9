//! The game state: plain data, `Clone` and serde, with no callbacks and no log.
//!
//! Every card is at all times in exactly one [`Place`]: a zone (and a position in it),
//! held aside by an effect, or outside the game. The zone lists and the cards' places
//! are two views of one fact; [`State::check_conservation`] proves they agree.

use crate::card::{CardDef, Side};
use crate::decision::Decision;
use crate::effect::Effect;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::placement::{Facing, Orientation};
use crate::rng::GameRng;
use crate::typed::{Data, Typed};
use crate::zone::ZoneState;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Where a card is outside the game (FoW 3.16, MTG 217.1e).
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
/// let alice = PlayerId(0);
/// let spare = CardSetup::new(CardDef::single(Side::new("Spare", &[])), alice,
///                                SetupPlace::Outside(Outside::Sideboard));
/// let setup = Setup { players: vec!["alice".into()], cards: vec![spare], ..Setup::default() };
/// let game = Game::new(&TOY, setup)?;
/// assert_eq!(game.state().card(CardId(0)).place, Place::Outside(Outside::Sideboard));
/// assert_eq!(game.state().zone_of(CardId(0)), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outside {
    /// In its owner's sideboard.
    Sideboard,
    /// In its owner's collection: owned, but not in the deck.
    Collection,
    /// Gone with its owner, who has left the game (MTG 2009 600.4a: the objects a
    /// leaving player owns leave the game with them): no effect brings it back.
    LeftWithOwner,
}

/// Where a card is.
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
/// let game = toy_game(&[("Moth", 1)]);
/// // A card in a zone is at that zone's index in the state's zone list.
/// let Place::Zone(z) = game.state().card(CardId(0)).place else { panic!("in a zone") };
/// assert_eq!(game.state().zones()[z as usize].id.kind, ZoneKind(1));
/// assert_ne!(game.state().card(CardId(0)).place, Place::Outside(Outside::Sideboard));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Place {
    /// In a zone (its position is its index in the zone's list).
    Zone(u16),
    /// Taken out of its zone by an effect (PMV 11.4 抜き出す), remembering where it was.
    Aside {
        /// The zone it came from.
        zone: u16,
        /// Its index there.
        index: u32,
        /// The effect holding it.
        by: EffectId,
    },
    /// Outside the game.
    Outside(Outside),
    /// An ability object that has left the stack or chase area and ceased to exist; its
    /// slot may carry a later ability under a new generation.
    Ceased,
}

/// What makes an object an ability rather than a card.
///
/// ```
/// use ryoiki_model::{Ability, CardId, ObjectId};
///
/// // An ability object remembers the object it came from (none for a planeswalk).
/// let from_moth = Ability { source: Some(ObjectId { card: CardId(0), generation: 1 }) };
/// assert_eq!(from_moth.source.map(|o| o.card), Some(CardId(0)));
/// assert_eq!(Ability { source: None }.source, None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ability {
    /// The object it came from; `None` for an ability with no source (Magic's
    /// planeswalking ability, 901.8).
    pub source: Option<ObjectId>,
}

pub use crate::last_known::LastKnown;
use crate::last_known::LastKnownTable;

/// One physical card's state. `Copy`, so that a game's clone copies its card table in
/// one block.
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
/// let mut game = toy_game(&[("Moth", 2)]);
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::Turn { player: PlayerId(0), object: moth, orientation: Orientation::Sideways }, &mut NullSink)?;
/// let card: &CardState = game.state().card(CardId(0));
/// assert_eq!(card.owner, PlayerId(0));
/// assert_eq!(card.orientation, Some(Orientation::Sideways));
/// assert_eq!(card.facing, Facing::FaceUp);
/// assert!(!card.token);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    /// Its owner (持ち主).
    pub owner: PlayerId,
    /// Its controller, where its zone gives one.
    pub controller: Option<PlayerId>,
    /// The current object's generation.
    pub generation: u32,
    /// Where it is.
    pub place: Place,
    /// Which side is current (0: front).
    pub side: u8,
    /// Face up or face down.
    pub facing: Facing,
    /// Upright or sideways, where its zone has orientation.
    pub orientation: Option<Orientation>,
    /// Players who know its front although its place hides it (FoW 3.2.b).
    pub known_by: PlayerSet,
    /// Players shown its front by a reveal or look in force (derived from effects).
    pub exposed_to: PlayerSet,
    /// The card it is attached (set) to, if any. The host's list is derived.
    pub attached_to: Option<ObjectId>,
    /// Set when this object is an ability on the stack or chase area, not a card.
    pub ability: Option<Ability>,
    /// Whether this object is a token: an object that is not a card, created into a zone
    /// by an effect (see `ryoiki_core::token`); it ceases to exist where its rule set says.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub token: bool,
}

impl LastKnown {
    /// What is kept of `object`, which is card `card`'s current object, as it leaves
    /// `zone`.
    #[inline]
    #[doc(hidden)]
    pub fn leaving(object: ObjectId, zone: ZoneId, card: &CardState) -> LastKnown {
        LastKnown {
            object,
            zone,
            controller: card.controller,
            orientation: card.orientation,
            facing: card.facing,
            side: card.side,
            attached_to: card.attached_to,
        }
    }
}

pub use crate::task::{Cause, MoveStage, MoveTask, Replaced, Task};

/// Options of a game, as plain words (a rule set reads the ones it knows).
///
/// ```
/// use ryoiki_model::GameOptions;
///
/// let options = GameOptions::named(&[("variant", "planechase")]);
/// assert!(!options.tournament);
/// assert_eq!(options.extra["variant"], "planechase");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    /// Whether the game is part of a tournament (FoW 3.16).
    pub tournament: bool,
    /// Other options, by name.
    pub extra: BTreeMap<String, String>,
}

impl GameOptions {
    /// A game that is not part of a tournament, with the named options.
    pub fn named(options: &[(&str, &str)]) -> GameOptions {
        GameOptions {
            tournament: false,
            extra: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }
}

/// The whole state of a game.
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
/// let mut game = toy_game(&[("Moth", 1), ("Gull", 0)]);
/// let state: &State = game.state();
/// assert_eq!(state.players(), ["alice", "bob"]);
/// assert_eq!(state.player_count(), 2);
/// assert_eq!(state.def(CardId(0)).name(), "Moth");
/// assert_eq!(state.zone_of(CardId(0)), Some(ZoneId { kind: ZoneKind(1), player: Some(PlayerId(0)) }));
/// // Plain data: it clones, compares and serializes; a game is restored from it.
/// let saved = serde_json::to_string(state)?;
/// let restored = Game::from_state(&TOY, serde_json::from_str(&saved)?)?;
/// assert_eq!(restored.state(), game.state());
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut NullSink)?;
/// assert_ne!(restored.state(), game.state());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The rule set's key. (This and the other parts fixed at setup are shared between
    /// clones: a clone of a game copies only what play can change.)
    #[doc(hidden)]
    pub ruleset: Arc<str>,
    /// The players' names, by seat.
    #[doc(hidden)]
    pub players: Arc<[String]>,
    /// Game options.
    #[doc(hidden)]
    pub options: Arc<GameOptions>,
    /// The printed cards, shared between clones; each definition is an `Arc` of its
    /// own, so equal cards of one game (and, through a [`DefPool`](crate::DefPool), of
    /// many games) hold one copy.
    #[doc(hidden)]
    pub defs: Arc<Vec<Arc<CardDef>>>,
    /// Each card's state, by [`CardId`].
    #[doc(hidden)]
    pub cards: Vec<CardState>,
    /// Every zone instance.
    #[doc(hidden)]
    pub zones: Vec<ZoneState>,
    /// Index of the first instance of each zone kind in `zones`.
    #[doc(hidden)]
    pub kind_base: Arc<[u16]>,
    /// Registered effects.
    #[doc(hidden)]
    pub effects: Vec<Effect>,
    /// The next effect id.
    #[doc(hidden)]
    pub next_effect: u32,
    /// The game's RNG.
    #[doc(hidden)]
    pub rng: GameRng,
    /// The secret key view handles are derived with (never in a view).
    #[doc(hidden)]
    pub view_key: [u64; 2],
    /// Work still to do.
    #[doc(hidden)]
    pub agenda: Vec<Task>,
    /// The decision the game is waiting for.
    #[doc(hidden)]
    pub pending: Option<Arc<Decision>>,
    /// The rule set's own state ([`Process::State`](crate::Process::State)), when the
    /// rule set has a process; only the rule set reads or writes it.
    #[doc(hidden)]
    pub ext: Option<Typed>,
    /// The last known state of each card's previous object, by [`CardId`] (kept beside
    /// the cards rather than in them, so the card states the views walk stay small).
    #[doc(hidden)]
    pub last_known: LastKnownTable,
    /// The custom effects the program registered: code, not data, so never saved (the
    /// program registers them again on restoring; see the `custom` module).
    #[serde(skip)]
    #[doc(hidden)]
    pub custom: crate::registry::CustomEffects,
}

impl State {
    /// The rule set's key.
    pub fn ruleset(&self) -> &str {
        &self.ruleset
    }

    /// The players' names, by seat.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The game options.
    pub fn options(&self) -> &GameOptions {
        &self.options
    }

    /// The printed cards, by [`CardId`] (equal definitions may be one shared value).
    pub fn defs(&self) -> &[Arc<CardDef>] {
        &self.defs
    }

    /// Each card's state, by [`CardId`].
    pub fn cards(&self) -> &[CardState] {
        &self.cards
    }

    /// Every zone instance, in catalogue order, each player's in seat order.
    pub fn zones(&self) -> &[ZoneState] {
        &self.zones
    }

    /// The effects in force, in the order they began.
    pub fn effects(&self) -> &[Effect] {
        &self.effects
    }

    /// The counters on an object (kind and count, in the order they were put), from
    /// the [`EffectBody::Counters`](crate::EffectBody::Counters) effects in force.
    pub fn counters(&self, object: ObjectId) -> impl Iterator<Item = (&str, u32)> {
        self.effects.iter().filter_map(move |e| match &e.body {
            crate::effect::EffectBody::Counters {
                object: o,
                kind,
                count,
            } if *o == object => Some((kind.as_str(), *count)),
            _ => None,
        })
    }

    /// The custom effects the program registered (see the `custom` module).
    pub fn custom_effects(&self) -> &crate::registry::CustomEffects {
        &self.custom
    }

    /// The id the next effect to begin will get.
    pub fn next_effect(&self) -> EffectId {
        EffectId(self.next_effect)
    }

    /// Work still to do, the next step last.
    pub fn agenda(&self) -> &[Task] {
        &self.agenda
    }

    /// The decision the game waits for, if any.
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_deref()
    }

    /// Which generator the game draws from (its state stays private: it would predict
    /// every shuffle).
    pub fn rng_kind(&self) -> crate::rng::RngKind {
        self.rng.kind()
    }

    /// How many zone instances each zone kind starts at (see [`State::zone_index`]).
    pub fn kind_base(&self) -> &[u16] {
        &self.kind_base
    }

    /// The rule set's own state as the core holds it (see [`State::ext`] to read it as
    /// its type).
    pub fn ext_slot(&self) -> Option<&Typed> {
        self.ext.as_ref()
    }

    /// The rule set's own state, as its type `T`.
    ///
    /// # Panics
    /// If the rule set keeps no state of type `T`: a rule set reads only its own
    /// [`Process::State`](crate::Process::State), which `Game::new`
    /// always creates.
    ///
    /// ```
    /// # use ryoiki_core::*;
    /// # use serde::{Deserialize, Serialize};
    /// # // Each player's life: the game's own state.
    /// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    /// # struct Life(Vec<i64>);
    /// # // The game's one action: pay life.
    /// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    /// # struct Pay(i64);
    /// # // What the process did.
    /// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    /// # struct Paid { player: PlayerId, now: i64 }
    /// # impl Described for Paid {
    /// #     fn code(&self) -> &str { "life-paid" }
    /// #     fn render(&self, words: &Words<'_>) -> String {
    /// #         let who = words.player(self.player);
    /// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
    /// #     }
    /// # }
    /// # fn messages() -> &'static Messages {
    /// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
    /// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
    /// # }
    /// # struct LifeGame;
    /// # impl Process for LifeGame {
    /// #     type State = Life;
    /// #     type Action = Pay;
    /// #     type Task = ();
    /// #     type Decision = Paid;
    /// #     type Event = Paid;
    /// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
    /// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
    /// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
    /// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
    /// #     }
    /// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
    /// #         let life = &mut cx.ext_mut().0[player.index()];
    /// #         *life -= pay.0;
    /// #         let now = *life;
    /// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
    /// #     }
    /// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
    /// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
    /// #     }
    /// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
    /// # }
    /// # static LIFE: LifeGame = LifeGame;
    /// # struct LifeRules;
    /// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
    /// # impl RuleSet for LifeRules {
    /// #     fn key(&self) -> &'static str { "life" }
    /// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
    /// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
    /// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
    /// # }
    /// # static RULES: LifeRules = LifeRules;
    /// # fn life_game() -> Game {
    /// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
    /// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
    /// # }
    /// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
    /// // `life_game()`, a game of it for alice and bob at 20 life.
    /// // The game's own state, in its own type (here the life totals of `LifeGame`).
    /// let game = life_game();
    /// assert_eq!(game.state().ext::<Life>(), &Life(vec![20, 20]));
    /// ```
    pub fn ext<T: Data>(&self) -> &T {
        self.ext
            .as_ref()
            .and_then(|t| t.get::<T>())
            .unwrap_or_else(|| panic!("no rule-set state of type {}", std::any::type_name::<T>()))
    }

    /// The state of a card.
    ///
    /// # Panics
    /// If the card does not exist; use [`State::try_card`] for ids from outside.
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
    /// let moth = game.state().card(CardId(0));
    /// assert_eq!((moth.owner, moth.orientation), (PlayerId(0), Some(Orientation::Upright)));
    /// ```
    pub fn card(&self, card: CardId) -> &CardState {
        &self.cards[card.index()]
    }

    /// The state of a card, if it exists.
    pub fn try_card(&self, card: CardId) -> Option<&CardState> {
        self.cards.get(card.index())
    }

    /// The card's printed definition.
    ///
    /// # Panics
    /// If the card does not exist (ids the engine produced always do); check with
    /// [`State::try_card`] first for ids from outside.
    pub fn def(&self, card: CardId) -> &CardDef {
        &self.defs[card.index()]
    }

    /// The card's current side as printed.
    ///
    /// # Panics
    /// If the card does not exist, as [`State::def`].
    pub fn printed_side(&self, card: CardId) -> &Side {
        let def = self.def(card);
        let c = self.card(card);
        def.side(c.side).unwrap_or(&def.sides[0])
    }

    /// The last known state of `object`, if it has moved on and is the card's latest
    /// previous object (for triggers and effects that look back, MTG 217.1c).
    pub fn last_known_of(&self, object: ObjectId) -> Option<&LastKnown> {
        self.last_known.get(object)
    }

    /// The card's current object.
    ///
    /// # Panics
    /// If the card does not exist; `Game::object_of` checks.
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
    /// assert_eq!(game.state().object(CardId(0)), ObjectId { card: CardId(0), generation: 0 });
    /// ```
    pub fn object(&self, card: CardId) -> ObjectId {
        ObjectId {
            card,
            generation: self.card(card).generation,
        }
    }

    /// How many seats the game has.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Every seat.
    pub fn all_players(&self) -> PlayerSet {
        PlayerSet::all(self.players.len())
    }

    /// The index in `zones` of a zone instance, if it exists.
    pub fn zone_index(&self, id: ZoneId) -> Option<u16> {
        let base = *self.kind_base.get(id.kind.0 as usize)?;
        let next = self
            .kind_base
            .get(id.kind.0 as usize + 1)
            .copied()
            .unwrap_or(self.zones.len() as u16);
        let idx = match id.player {
            None => base,
            Some(p) => base + p.0 as u16,
        };
        (idx < next && self.zones[idx as usize].id == id).then_some(idx)
    }

    /// A zone instance by id.
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
    /// let game = toy_game(&[("Moth", 3), ("Gull", 3)]);
    /// let graveyard = game.state().zone(game.zone_id(ZoneKind(3), PlayerId(0))).unwrap();
    /// assert_eq!(graveyard.cards, [CardId(0), CardId(1)]);
    /// assert!(game.state().zone(ZoneId { kind: ZoneKind(9), player: None }).is_none());
    /// ```
    pub fn zone(&self, id: ZoneId) -> Option<&ZoneState> {
        self.zone_index(id).map(|i| &self.zones[i as usize])
    }

    /// The zone a card is in, if it is in one (`None` too for a card that does not
    /// exist).
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
    /// let game = toy_game(&[("Moth", 3)]);
    /// assert_eq!(game.state().zone_of(CardId(0)), Some(game.zone_id(ZoneKind(3), PlayerId(0))));
    /// ```
    pub fn zone_of(&self, card: CardId) -> Option<ZoneId> {
        match self.try_card(card)?.place {
            Place::Zone(z) => Some(self.zones[z as usize].id),
            _ => None,
        }
    }

    /// The cards attached to `host` (derived from each card's `attached_to`).
    pub fn attachments(&self, host: ObjectId) -> Vec<CardId> {
        (0..self.cards.len() as u32)
            .map(CardId)
            .filter(|&c| self.card(c).attached_to == Some(host))
            .collect()
    }

    /// Checks that every card is in exactly one place and every zone lists only cards
    /// that are there. Returns the problems found, in English.
    pub fn check_conservation(&self) -> Vec<String> {
        self.conservation_problems()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// [`State::check_conservation`]'s problems as words, to be shown in any language
    /// ([`Phrase::render`](crate::Phrase::render)).
    pub fn conservation_problems(&self) -> Vec<crate::words::Phrase> {
        use crate::words::phrase;
        let mut problems = Vec::new();
        let mut seen = vec![0u32; self.cards.len()];
        for (zi, zone) in self.zones.iter().enumerate() {
            for &c in &zone.cards {
                match self.cards.get(c.index()) {
                    None => problems.push(
                        phrase("invariant-unknown-card")
                            .arg("zone", zi.to_string())
                            .arg("card", c.to_string()),
                    ),
                    Some(cs) => {
                        seen[c.index()] += 1;
                        if cs.place != Place::Zone(zi as u16) {
                            problems.push(
                                phrase("invariant-wrong-place")
                                    .arg("zone", zi.to_string())
                                    .arg("card", c.to_string())
                                    .arg("place", format!("{:?}", cs.place)),
                            );
                        }
                    }
                }
            }
        }
        for (i, cs) in self.cards.iter().enumerate() {
            if cs.place == Place::Ceased && cs.ability.is_none() && !cs.token {
                problems.push(phrase("invariant-card-ceased").arg("card", format!("c{i}")));
            }
            let in_zone = matches!(cs.place, Place::Zone(_));
            if in_zone && seen[i] != 1 {
                problems.push(
                    phrase("invariant-listed-times")
                        .arg("card", format!("c{i}"))
                        .arg("times", seen[i].to_string()),
                );
            }
            if !in_zone && seen[i] != 0 {
                problems.push(phrase("invariant-listed-outside").arg("card", format!("c{i}")));
            }
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{CardId, ZoneKind};
    use crate::zone::Destination;

    fn task() -> MoveTask {
        MoveTask::new(
            ObjectId {
                card: CardId(3),
                generation: 2,
            },
            PlayerId(1),
            Destination {
                kind: ZoneKind(2),
                player: None,
            },
            Cause::Draw,
        )
    }

    /// A move's saved form stays flat whether or not a replacement has applied, and
    /// reads back to the same move: a move nothing replaced has nothing behind its
    /// pointer.
    #[test]
    fn a_move_task_saves_flat_and_reads_back() {
        let plain = task();
        let json = serde_json::to_value(&plain).unwrap();
        assert_eq!(json["applied"], serde_json::json!([]));
        assert_eq!(json["then"], serde_json::json!([]));
        assert!(json.get("replaced").is_none(), "{json}");
        let back: MoveTask = serde_json::from_value(json).unwrap();
        assert_eq!(back, plain);
        assert!(back.replaced.is_none());

        let mut replaced = task();
        replaced.replaced_mut().applied.push(EffectId(7));
        replaced
            .replaced_mut()
            .then
            .push((EffectId(7), "noted".into()));
        let json = serde_json::to_value(&replaced).unwrap();
        assert_eq!(json["applied"], serde_json::json!([7]));
        assert_eq!(json["then"], serde_json::json!([[7, "noted"]]));
        let back: MoveTask = serde_json::from_value(json).unwrap();
        assert_eq!(back, replaced);
        assert_eq!(back.applied(), &[EffectId(7)]);
    }
}
