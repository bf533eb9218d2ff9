//! Declarative effects a game can register: replacements, prohibitions, triggers, and
//! exposures (reveal and look).
//!
//! These are data, not callbacks, so the state stays plain data that can be cloned,
//! serialized and replayed. Rule sets express their own fixed rules in code (see
//! [`RuleSet`](crate::RuleSet)); effects are what cards and scenarios add during a game.

use crate::card::Side;
use crate::change::Change;
use crate::duration::Duration;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, PlayerSet, ZoneKind};
use crate::placement::Facing;
use crate::zone::{Destination, Position};
use serde::{Deserialize, Serialize};

/// Which cards an effect is about.
///
/// ```
/// use ryoiki_model::{CardFilter, CardId, PlayerId};
///
/// // "Creatures you own".
/// let filter = CardFilter { types: vec!["creature".into()], owner: Some(PlayerId(0)), ..CardFilter::default() };
/// assert!(filter.matches(CardId(4), PlayerId(0), |t| t == "creature"));
/// assert!(!filter.matches(CardId(4), PlayerId(1), |t| t == "creature"));
/// assert!(!filter.matches(CardId(4), PlayerId(0), |t| t == "artifact"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFilter {
    /// Just this card.
    pub card: Option<CardId>,
    /// With `card`: just this object of the card. An effect that names an object stops
    /// applying when the card becomes a new object (FoW 3.1.c, MTG 217.1c: effects do
    /// not track a card into its new zone).
    #[serde(default)]
    pub generation: Option<u32>,
    /// Cards with any of these types (empty: any type).
    pub types: Vec<String>,
    /// Cards owned by this player.
    pub owner: Option<PlayerId>,
    /// Cards controlled by this player (a card with no controller never matches).
    #[serde(default)]
    pub controller: Option<PlayerId>,
}

/// Which moves an effect is about.
///
/// ```
/// use ryoiki_model::{CardFilter, MoveFilter, ZoneKind};
///
/// // "Whenever a card is put into a graveyard (zone kind 3) from anywhere".
/// let into_graveyard = MoveFilter { card: CardFilter::default(), from: None, to: Some(ZoneKind(3)) };
/// assert_eq!(into_graveyard.to, Some(ZoneKind(3)));
/// assert_eq!(MoveFilter::default().from, None);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveFilter {
    /// Which cards.
    pub card: CardFilter,
    /// Moving out of this kind of zone (any when `None`).
    pub from: Option<ZoneKind>,
    /// Moving into this kind of zone (any when `None`).
    pub to: Option<ZoneKind>,
}

/// What a prohibition forbids.
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
/// let mut game = toy_game(&[("Anchor", 2)]);
/// // "Anchor cannot leave the table."
/// let body = EffectBody::Prohibition {
///     card: CardFilter { card: Some(CardId(0)), ..CardFilter::default() },
///     what: Prohibited::Move,
/// };
/// game.apply(Action::AddEffect { label: "anchored".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let anchor = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// game.apply(Action::move_to(PlayerId(0), anchor, ZoneKind(3)), &mut events)?;
/// assert!(events.iter().any(|e| matches!(e.kind, EventKind::NotMoved { .. })));
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(2), PlayerId(0))), &[CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Prohibited {
    /// The card cannot move out of its zone.
    Move,
    /// The card cannot be turned face down.
    TurnFaceDown,
    /// The card cannot be attached (set) to another card.
    Attach,
}

/// When a trigger fires.
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
/// // "When a card is put into a graveyard, record it."
/// let body = EffectBody::Trigger {
///     on: TriggerOn::PutInto,
///     filter: MoveFilter { to: Some(ZoneKind(3)), ..MoveFilter::default() },
///     record: "a card died".into(),
/// };
/// game.apply(Action::AddEffect { label: "watcher".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let moth = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut events)?;
/// assert!(events.iter().any(|e| matches!(&e.kind, EventKind::Triggered { label, .. } if label == "a card died")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TriggerOn {
    /// The card is put into the zone in the rules' sense: the rule set may say a move does
    /// not count (FoW 3.6.e: field to field has not 'entered the field').
    PutInto,
    /// The card leaves the zone.
    Leaves,
    /// Any move that matches the filter, counted or not.
    AnyMove,
    /// The card is revealed (PMV 11.6.4: not the same as looked at).
    Revealed,
    /// The card is looked at.
    LookedAt,
    /// The card turns sideways (rests, taps, sleeps); not when it already was (PMV 11.5.3).
    TurnedSideways,
    /// The card turns upright (recovers, untaps, becomes active); not when it already was.
    TurnedUpright,
}

/// Reveal (to everyone) or look (to one player).
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
/// let mut game = toy_game(&[("Secret", 1)]);
/// let secret = game.object_of(CardId(0))?;
/// assert!(game.view(PlayerId(1)).card(CardId(0)).is_none());
/// // Alice reveals the card of her hand to everyone.
/// let body = EffectBody::Exposure { objects: vec![secret], to: PlayerSet::all(2), kind: ExposureKind::Reveal };
/// game.apply(Action::AddEffect { label: "reveal".into(), controller: Some(PlayerId(0)), body: Box::new(body) }, &mut NullSink)?;
/// assert_eq!(game.view(PlayerId(1)).card(CardId(0)).unwrap().front().unwrap().name, "Secret");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExposureKind {
    /// 公開する: the front becomes public information for every player.
    Reveal,
    /// 見る: only the named player may see the front.
    Look,
}

/// What an effect does.
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
/// // "Your creatures are artifacts too" while the effect is in force.
/// let body = EffectBody::Characteristics {
///     card: CardFilter { owner: Some(PlayerId(0)), ..CardFilter::default() },
///     zone: Some(ZoneKind(2)),
///     change: Change { add_types: vec!["artifact".into()], ..Change::default() },
/// };
/// let mut events = Vec::new();
/// game.apply(Action::AddEffect { label: "plating".into(), controller: None, body: Box::new(body) }, &mut events)?;
/// let front = game.view(PlayerId(1)).card(CardId(0)).unwrap().front().unwrap().into_owned();
/// assert!(front.has_type("artifact") && front.has_type("creature"));
/// assert!(matches!(&events[0].kind, EventKind::EffectAdded { label, .. } if label == "plating"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EffectBody {
    /// "Instead of a matching card going to that zone, it goes to `instead`."
    Replacement {
        /// Which moves it replaces.
        on: MoveFilter,
        /// Where the card goes instead.
        instead: Destination,
    },
    /// A replacement that also says where in the zone, how the card lies, and what
    /// follows (see the `replace` module).
    ReplaceMove(MoveReplacement),
    /// "Matching cards cannot …".
    Prohibition {
        /// Which cards.
        card: CardFilter,
        /// What they cannot do.
        what: Prohibited,
    },
    /// "When a matching card …, record `record`."
    Trigger {
        /// Which kind of event.
        on: TriggerOn,
        /// Which moves (for move triggers) or cards.
        filter: MoveFilter,
        /// The label recorded in the log when it fires.
        record: String,
    },
    /// A reveal or a look, lasting until the effect ends.
    Exposure {
        /// The objects exposed; an object that moves on is no longer exposed.
        objects: Vec<ObjectId>,
        /// Who may see them.
        to: PlayerSet,
        /// Reveal or look.
        kind: ExposureKind,
    },
    /// A card held aside by an extraction (see `ryoiki_core::extract`); ending the effect
    /// puts the card back where it was, if it is still held.
    Extraction {
        /// The object held.
        object: ObjectId,
    },
    /// Groups formed by a split (see `ryoiki_core::groups`); they exist only while the
    /// effect does.
    Groups {
        /// The groups, in order.
        groups: Vec<Vec<ObjectId>>,
    },
    /// A characteristic change (see the `characteristics` module): matching cards gain or
    /// lose types and abilities, and have numbers set or modified, while the effect is
    /// in force.
    Characteristics {
        /// Which cards (a card with a generation: that object only).
        card: CardFilter,
        /// Only cards in this kind of zone (any when `None`).
        #[serde(default)]
        zone: Option<ZoneKind>,
        /// What changes.
        change: Change,
    },
    /// An effect written in Rust by the program (see the `custom` module): the key its
    /// code is registered under, and its source.
    Custom(CustomRef),
    /// Counters on an object ("two +1/+1 counters"), put by a replacement's follow-up;
    /// they last while the object stays the same object. What a kind means is the rule
    /// set's to say (Magic: "+1/+1" raises power and toughness).
    Counters {
        /// The object they are on.
        object: ObjectId,
        /// The kind, in the card's words.
        kind: String,
        /// How many.
        count: u32,
    },
}

/// A registered effect.
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
/// let mut game = toy_game(&[]);
/// let body = EffectBody::Prohibition { card: CardFilter::default(), what: Prohibited::TurnFaceDown };
/// game.apply(Action::AddEffect { label: "no hiding".into(), controller: Some(PlayerId(1)), body: Box::new(body) }, &mut NullSink)?;
/// let effect: &Effect = &game.state().effects()[0];
/// assert_eq!(effect.label, "no hiding");
/// assert_eq!(effect.controller, Some(PlayerId(1)));
/// assert_eq!(effect.until, None);
/// // Ended by id.
/// game.apply(Action::EndEffect { effect: effect.id }, &mut NullSink)?;
/// assert!(game.state().effects().is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Its id, unique for the game.
    pub id: EffectId,
    /// A label for logs and scenarios.
    pub label: String,
    /// The player who controls it, if any.
    pub controller: Option<PlayerId>,
    /// What it does.
    pub body: EffectBody,
    /// How long it lasts (`None`: until something ends it by id). See
    /// [`crate::duration`].
    #[serde(default)]
    pub until: Option<Duration>,
}

impl CardFilter {
    /// Whether the filter matches a card with this id, owner and types.
    pub fn matches(&self, card: CardId, owner: PlayerId, has_type: impl Fn(&str) -> bool) -> bool {
        self.card.is_none_or(|c| c == card)
            && self.owner.is_none_or(|o| o == owner)
            && (self.types.is_empty() || self.types.iter().any(|t| has_type(t)))
    }
}

/// A custom effect in force, as the state keeps it: the key it is registered under and
/// the object it comes from.
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
/// // A custom effect names the key its code is registered under; an unregistered key is
/// // refused, so a replay never runs with an effect silently missing.
/// let mut game = toy_game(&[]);
/// let body = EffectBody::Custom(CustomRef { key: "unknown".into(), source: None });
/// let add = Action::AddEffect { label: "x".into(), controller: None, body: Box::new(body) };
/// assert!(game.apply(add, &mut NullSink).is_err());
/// assert!(game.state().effects().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomRef {
    /// The key the program registered the effect's code under.
    pub key: String,
    /// The object the effect comes from (Leyline of the Void in play), if any.
    #[serde(default)]
    pub source: Option<ObjectId>,
}

/// Something a replacement says happens once the card has arrived.
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
/// // "It enters the table with two +1/+1 counters on it."
/// let body = EffectBody::ReplaceMove(MoveReplacement {
///     on: MoveFilter { to: Some(ZoneKind(2)), ..MoveFilter::default() },
///     follow_ups: vec![FollowUp::Counters { kind: "+1/+1".into(), count: 2 }],
///     ..MoveReplacement::default()
/// });
/// game.apply(Action::AddEffect { label: "growth".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(2)), &mut NullSink)?;
/// let now = game.object_of(CardId(0))?;
/// assert_eq!(game.state().counters(now).collect::<Vec<_>>(), [("+1/+1", 2)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FollowUp {
    /// Words recorded as a `triggered` event naming the effect ("reveal it", "its
    /// controller gains 3 life").
    Record(String),
    /// Counters put on the arrived object ("comes into play with two +1/+1 counters on
    /// it"). They are an [`EffectBody::Counters`] effect lasting while the object stays
    /// the same object; what a kind of counter means is the rule set's to say.
    Counters {
        /// The kind of counter, in the card's words ("+1/+1").
        kind: String,
        /// How many.
        count: u32,
    },
    /// A token created once the card has arrived ("… and put a 2/2 black Zombie
    /// creature token into play"), owned and controlled by the effect's controller (the
    /// card's owner when the effect has none).
    Token {
        /// The token's characteristics.
        side: Side,
        /// Where it is created (a zone kind, and a player: absent, the token's owner's).
        zone: Destination,
    },
}

/// "If a matching card would move, instead …": where it goes, where in the zone, how it
/// lies, and what is recorded after.
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
/// // "If a card would be put into a graveyard, put it on the bottom of its owner's deck instead."
/// let body = EffectBody::ReplaceMove(MoveReplacement {
///     on: MoveFilter { to: Some(ZoneKind(3)), ..MoveFilter::default() },
///     to: Some(Destination { kind: ZoneKind(0), player: None }),
///     position: Some(Position::Bottom),
///     ..MoveReplacement::default()
/// });
/// game.apply(Action::AddEffect { label: "recycle".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let moth = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut events)?;
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(0), PlayerId(0))), &[CardId(0)]);
/// assert!(events.iter().any(|e| matches!(e.kind, EventKind::Replaced { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReplacement {
    /// Which moves it replaces.
    pub on: MoveFilter,
    /// Where the card goes instead (`None`: the zone the move was going to).
    #[serde(default)]
    pub to: Option<Destination>,
    /// Where in that zone ([`Position::Shuffled`]: shuffle it into the zone).
    #[serde(default)]
    pub position: Option<Position>,
    /// How it lies there.
    #[serde(default)]
    pub facing: Option<Facing>,
    /// What is recorded once the card has arrived (each a `triggered` event naming this
    /// effect): the part of the replacement that follows the move ("its controller gains
    /// 3 life").
    #[serde(default)]
    pub then: Vec<String>,
    /// What else follows the arrival: counters put on the card, a token created
    /// (see [`FollowUp`]).
    #[serde(default)]
    pub follow_ups: Vec<FollowUp>,
}
