//! Effects written in Rust by a library user: replacement, prohibition, trigger and
//! continuous (characteristic-changing) effects as trait objects of their own.
//!
//! A card author implements [`CustomEffect`] (every method has a default that does
//! nothing, so an effect fills in only what its card says), registers it with the game
//! under a **stable key** (`Game::register_effect`), and begins it like any other
//! effect, as an [`EffectBody::Custom`] naming that key and, where the card says so, its
//! source object: with [`Action::AddEffect`], or with [`Action::AddLasting`] and a
//! [`Duration`] ("while the source stays in play": [`Duration::WhileIn`] of the source).
//!
//! The engine asks a custom effect at the same points, in the same order and under the
//! same rules as the declarative ones, from the one list of effects in force:
//!
//! - [`CustomEffect::replace_move`] at the replacement stage of the move pipeline (see
//!   `ryoiki_core::moves`): with another replacement applicable too, the object's controller
//!   (or owner) chooses, and each applies at most once to one move (FoW/MTG 217.1d). The
//!   declarative [`MoveReplacement`](crate::MoveReplacement) is itself an implementation
//!   of this method: the pipeline calls both through this trait.
//! - [`CustomEffect::prohibits`] where prohibitions are checked (a move, turning face
//!   down, attaching).
//! - [`CustomEffect::on_move`] after a card has arrived, beside the declarative
//!   triggers: its words are recorded as a `triggered` event naming the effect.
//! - [`CustomEffect::change`] in `characteristics::with_effects`,
//!   layer by layer in timestamp order with the declarative changes, so everything that
//!   reads characteristics (restrictions, replacements, triggers, views) sees it.
//!
//! # Saving, restoring and replaying
//!
//! The state holds only the key and the source of a custom effect; the code lives in the
//! program. A saved state or a saved game is therefore restored by the same program,
//! which registers the same keys first: `Game::from_state_with` takes the registry and
//! refuses a state naming a key it lacks, and [`Action::AddEffect`] refuses an
//! unregistered key, so a replay never runs with an effect silently missing. A custom
//! effect must be deterministic: it reads only what it is given (never a clock, IO or
//! its own mutable state), so a replay makes the same decisions. The registry itself
//! is shared between clones of the state and costs a move nothing: with no effect in
//! force the pipeline never looks at it.
//!
//! [`Action::AddEffect`]: crate::Action::AddEffect
//! [`Action::AddLasting`]: crate::Action::AddLasting
//! [`Duration`]: crate::Duration
//! [`Duration::WhileIn`]: crate::Duration::WhileIn

use crate::card::Side;
use crate::change::Layer;
use crate::effect::{CardFilter, EffectBody, MoveFilter, Prohibited};
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, ZoneId, ZoneKind};
use crate::placement::Facing;
use crate::registry::Erased;
use crate::state::{Place, State};
use crate::zone::{Destination, Position, ZoneSpec};
use std::borrow::Cow;
use std::sync::Arc;

pub use crate::effect::{CustomRef, FollowUp};
pub use crate::registry::CustomEffects;

/// What a custom effect is told about itself when it is asked.
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
/// use std::sync::Arc;
///
/// // An effect that cannot be moved while its source is in play: it reads its source
/// // from `This`.
/// struct Loyal;
/// impl CustomEffect for Loyal {
///     fn prohibits(&self, at: &EffectView<'_>, this: This<'_>, card: CardId, what: Prohibited) -> bool {
///         what == Prohibited::Move && this.source.is_some_and(|s| s.card == card && at.exists(s))
///     }
/// }
/// let mut game = toy_game(&[("Hound", 2)]);
/// game.register_effect("loyal", Arc::new(Loyal));
/// let hound = game.object_of(CardId(0))?;
/// let body = EffectBody::Custom(CustomRef { key: "loyal".into(), source: Some(hound) });
/// game.apply(Action::AddEffect { label: "loyal".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// game.apply(Action::move_to(PlayerId(0), hound, ZoneKind(3)), &mut NullSink)?;
/// assert_eq!(game.state().zone_of(CardId(0)).map(|z| z.kind), Some(ZoneKind(2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct This<'a> {
    /// The effect's id in this game.
    pub id: EffectId,
    /// The effect's controller ("you" in its text), if any.
    pub controller: Option<PlayerId>,
    /// The object it comes from, if any.
    pub source: Option<ObjectId>,
    /// Its label.
    pub label: &'a str,
}

/// A move as it stands when replacement effects are asked about it.
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
/// let at = EffectView::new(&TOY, game.state());
/// // The table's Moth would go to Alice's graveyard.
/// let mv = ProposedMove {
///     object: game.object_of(CardId(0))?,
///     from: Some(ZoneKind(2)),
///     to: game.zone_id(ZoneKind(3), PlayerId(0)),
/// };
/// let from_table = MoveFilter { from: Some(ZoneKind(2)), ..MoveFilter::default() };
/// let from_hand = MoveFilter { from: Some(ZoneKind(1)), ..MoveFilter::default() };
/// assert!(at.move_matches(&from_table, &mv));
/// assert!(!at.move_matches(&from_hand, &mv));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProposedMove {
    /// The object moving.
    pub object: ObjectId,
    /// The kind of zone it leaves (`None`: it comes from outside the game).
    pub from: Option<ZoneKind>,
    /// The zone it would go to now (after the rules' redirects and the replacements
    /// applied so far).
    pub to: ZoneId,
}

/// A move that has happened, as triggers see it.
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
/// use std::sync::Arc;
///
/// // "Whenever a card leaves the table, say so."
/// struct Farewell;
/// impl CustomEffect for Farewell {
///     fn on_move(&self, at: &EffectView<'_>, _: This<'_>, moved: &Moved) -> Option<String> {
///         (moved.from == Some(ZoneKind(2)) && moved.old != moved.new)
///             .then(|| format!("{} left the table", at.characteristics(moved.new.card).name))
///     }
/// }
/// let mut game = toy_game(&[("Moth", 2)]);
/// game.register_effect("farewell", Arc::new(Farewell));
/// let body = EffectBody::Custom(CustomRef { key: "farewell".into(), source: None });
/// game.apply(Action::AddEffect { label: "farewell".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let moth = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut events)?;
/// assert!(events.iter().any(|e| matches!(&e.kind, EventKind::Triggered { label, .. } if label == "Moth left the table")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    /// The object that left.
    pub old: ObjectId,
    /// The object in its new zone (the same as `old` when the rules kept its identity).
    pub new: ObjectId,
    /// The kind of zone it left (`None`: it came from outside the game).
    pub from: Option<ZoneKind>,
    /// The kind of zone it arrived in.
    pub to: ZoneKind,
}

/// What a replacement does to a move instead of it: where the card goes, where in the
/// zone, how it lies, and what follows its arrival. Every part left `None` or empty
/// keeps the move as it was.
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
/// use std::sync::Arc;
///
/// // "… is put on the bottom of its owner's deck, face down, instead."
/// struct Bury;
/// impl CustomEffect for Bury {
///     fn replace_move(&self, _: &EffectView<'_>, _: This<'_>, mv: &ProposedMove) -> Option<Instead> {
///         (mv.to.kind == ZoneKind(3)).then(|| Instead {
///             to: Some(Destination { kind: ZoneKind(0), player: None }),
///             position: Some(Position::Bottom),
///             facing: Some(Facing::FaceDown),
///             then: vec![FollowUp::Record("buried".into())],
///         })
///     }
/// }
/// let mut game = toy_game(&[("Moth", 2), ("Gull", 0)]);
/// game.register_effect("bury", Arc::new(Bury));
/// let body = EffectBody::Custom(CustomRef { key: "bury".into(), source: None });
/// game.apply(Action::AddEffect { label: "bury".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut NullSink)?;
/// // Bottom of the deck: under the Gull.
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(0), PlayerId(0))), &[CardId(0), CardId(1)]);
/// assert_eq!(game.state().card(CardId(0)).facing, Facing::FaceDown);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Instead {
    /// The new destination (`None`: the zone the move was going to).
    pub to: Option<Destination>,
    /// Where in that zone.
    pub position: Option<Position>,
    /// How it lies there.
    pub facing: Option<Facing>,
    /// What follows once the card has arrived.
    pub then: Vec<FollowUp>,
}

/// An effect written in Rust: implement the methods the card's text needs.
///
/// Each method reads the game through an [`EffectView`] and answers with data; none
/// changes the game itself. Every method must be deterministic (see the module
/// documentation).
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
/// use std::sync::Arc;
///
/// // "If a card would be put into a graveyard, it goes to its owner's hand instead."
/// struct Rewind;
/// impl CustomEffect for Rewind {
///     fn replace_move(&self, at: &EffectView<'_>, _: This<'_>, mv: &ProposedMove) -> Option<Instead> {
///         if at.zone_key(mv.to.kind) != "graveyard" {
///             return None;
///         }
///         let hand = Destination { kind: at.zone_kind("hand")?, player: Some(at.owner(mv.object.card)) };
///         Some(Instead { to: Some(hand), ..Instead::default() })
///     }
/// }
///
/// let mut game = toy_game(&[("Moth", 2)]);
/// game.register_effect("rewind", Arc::new(Rewind));
/// let body = EffectBody::Custom(CustomRef { key: "rewind".into(), source: None });
/// game.apply(Action::AddEffect { label: "rewind".into(), controller: None, body: Box::new(body) }, &mut NullSink)?;
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut NullSink)?;
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), PlayerId(0))), &[CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait CustomEffect: Send + Sync + 'static {
    /// A replacement effect: `Some` when this effect replaces `mv`, saying what happens
    /// instead. Asked at the replacement stage of every move while the effect is in force;
    /// the answer must be the same when asked twice about the same move.
    fn replace_move(
        &self,
        at: &EffectView<'_>,
        this: This<'_>,
        mv: &ProposedMove,
    ) -> Option<Instead> {
        let _ = (at, this, mv);
        None
    }

    /// A prohibition: whether `card` may not do `what` while the effect is in force.
    fn prohibits(
        &self,
        at: &EffectView<'_>,
        this: This<'_>,
        card: CardId,
        what: Prohibited,
    ) -> bool {
        let _ = (at, this, card, what);
        false
    }

    /// A trigger: words to record (a `triggered` event naming the effect and the arrived
    /// object) when this move sets the effect off.
    fn on_move(&self, at: &EffectView<'_>, this: This<'_>, moved: &Moved) -> Option<String> {
        let _ = (at, this, moved);
        None
    }

    /// Whether [`CustomEffect::change`] changes anything (`false`: characteristics are
    /// never asked of this effect).
    fn changes_characteristics(&self) -> bool {
        false
    }

    /// A continuous effect: change `side`, the characteristics of `card` as far as they
    /// are made, in `layer` (called once per layer, in layer order, among the other
    /// changes in timestamp order). `state` is the game as it is; read other cards'
    /// printed characteristics only (asking for their changed ones would loop).
    fn change(&self, state: &State, this: This<'_>, card: CardId, layer: Layer, side: &mut Side) {
        let _ = (state, this, card, layer, side);
    }
}

impl CustomEffects {
    /// The registry with `effect` under `key` (a key already there is replaced).
    pub fn with(mut self, key: impl Into<String>, effect: Arc<dyn CustomEffect>) -> CustomEffects {
        self.insert(key.into(), effect);
        self
    }

    /// Registers `effect` under `key` (a key already there is replaced).
    pub fn insert(&mut self, key: String, effect: Arc<dyn CustomEffect>) {
        let erased: Erased = Arc::new(effect);
        Arc::make_mut(&mut self.0).insert(key, erased);
    }

    /// The effect registered under `key`.
    #[inline]
    pub fn get(&self, key: &str) -> Option<&dyn CustomEffect> {
        self.0.get(key).map(|e| &**typed(e))
    }

    /// Every registered effect with its key, in key order (to register them all in
    /// another game, as a scenario runner does).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Arc<dyn CustomEffect>)> {
        self.0.iter().map(|(k, e)| (k.as_str(), typed(e)))
    }
}

/// A registered effect as what it always is ([`CustomEffects::insert`] stores nothing
/// else).
#[inline]
fn typed(e: &Erased) -> &Arc<dyn CustomEffect> {
    e.downcast_ref::<Arc<dyn CustomEffect>>()
        .expect("the registry holds only custom effects")
}

/// What an [`EffectView`] reads of the rule set: its zones, and its reading of a card's
/// current characteristics. Every [`RuleSet`](crate::RuleSet) is one, and so is a
/// `&'static dyn RuleSet` (as a game holds its rule set).
pub trait ReadRules {
    /// The rule set's zones ([`RuleSet::zones`](crate::RuleSet::zones)).
    fn zone_specs(&self) -> &'static [ZoneSpec];

    /// A card's current characteristics
    /// ([`RuleSet::characteristics`](crate::RuleSet::characteristics)).
    fn current_side<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side>;
}

/// What an effect may read of the game when it is asked: the state and the rule set's
/// reading of it (current characteristics).
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
/// let game = toy_game(&[("Moth", 1), ("Gull", 2)]);
/// // What a custom effect reads the game through.
/// let at = EffectView::new(&TOY, game.state());
/// assert_eq!(at.zone_key(ZoneKind(1)), "hand");
/// assert_eq!(at.zone_kind("graveyard"), Some(ZoneKind(3)));
/// assert_eq!(at.owner(CardId(1)), PlayerId(0));
/// assert_eq!(at.zone(CardId(1)).map(|z| z.kind), Some(ZoneKind(2)));
/// assert_eq!(at.characteristics(CardId(0)).name, "Moth");
/// assert!(at.exists(game.object_of(CardId(0))?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct EffectView<'a> {
    rules: &'a dyn ReadRules,
    state: &'a State,
}

impl<'a> EffectView<'a> {
    /// A view of `state` under `rules`.
    pub fn new(rules: &'a dyn ReadRules, state: &'a State) -> EffectView<'a> {
        EffectView { rules, state }
    }

    /// The whole state, read-only.
    pub fn state(&self) -> &'a State {
        self.state
    }

    /// A card's owner.
    pub fn owner(&self, card: CardId) -> PlayerId {
        self.state.card(card).owner
    }

    /// A card's controller, if it has one where it is.
    pub fn controller(&self, card: CardId) -> Option<PlayerId> {
        self.state.card(card).controller
    }

    /// Whether the object is a token rather than a card.
    pub fn is_token(&self, card: CardId) -> bool {
        self.state.card(card).token
    }

    /// The zone the card is in (or held aside from), if any.
    pub fn zone(&self, card: CardId) -> Option<ZoneId> {
        match self.state.card(card).place {
            Place::Zone(_) | Place::Aside { .. } => self.state.zone_of(card),
            Place::Outside(_) | Place::Ceased => None,
        }
    }

    /// A zone kind's key ("graveyard").
    pub fn zone_key(&self, kind: ZoneKind) -> &'static str {
        self.rules
            .zone_specs()
            .get(kind.0 as usize)
            .map_or("", |z| z.key)
    }

    /// A zone kind by its key.
    pub fn zone_kind(&self, key: &str) -> Option<ZoneKind> {
        self.rules
            .zone_specs()
            .iter()
            .position(|z| z.key == key)
            .map(|i| ZoneKind(i as u16))
    }

    /// Whether the object still exists (the card has not become a new object since).
    pub fn exists(&self, object: ObjectId) -> bool {
        self.state
            .try_card(object.card)
            .is_some_and(|c| c.generation == object.generation && c.place != Place::Ceased)
    }

    /// A card's characteristics as the rules and the effects in force make them now.
    pub fn characteristics(&self, card: CardId) -> Cow<'a, Side> {
        self.rules.current_side(self.state, card)
    }

    /// Whether a filter matches an object (types judged on its current
    /// characteristics; a filter with a generation matches only that object).
    pub fn matches(&self, f: &CardFilter, object: ObjectId) -> bool {
        let Some(cs) = self.state.try_card(object.card) else {
            return false;
        };
        if f.generation.is_some_and(|g| g != object.generation)
            || f.controller.is_some_and(|p| cs.controller != Some(p))
        {
            return false;
        }
        if f.types.is_empty() {
            return f.card.is_none_or(|c| c == object.card)
                && f.owner.is_none_or(|o| o == cs.owner);
        }
        let side = self.characteristics(object.card);
        f.matches(object.card, cs.owner, |t| side.has_type(t))
    }

    /// Whether a move filter matches a proposed move.
    pub fn move_matches(&self, f: &MoveFilter, mv: &ProposedMove) -> bool {
        f.from.is_none_or(|k| Some(k) == mv.from)
            && f.to.is_none_or(|k| k == mv.to.kind)
            && self.matches(&f.card, mv.object)
    }
}

impl CustomEffect for crate::effect::MoveReplacement {
    /// The declarative replacement: it replaces every move its filter matches, with its
    /// destination, position, facing and follow-ups.
    fn replace_move(&self, at: &EffectView<'_>, _: This<'_>, mv: &ProposedMove) -> Option<Instead> {
        at.move_matches(&self.on, mv).then(|| Instead {
            to: self.to,
            position: self.position,
            facing: self.facing,
            then: self
                .then
                .iter()
                .cloned()
                .map(FollowUp::Record)
                .chain(self.follow_ups.iter().cloned())
                .collect(),
        })
    }
}

/// What an effect in force, declarative or custom, replaces a proposed move with
/// (`None`: it does not replace that move). The one function the move pipeline asks;
/// a rule set uses it to list the effects that would affect a move (Magic's 217.1d
/// check by the owner).
pub fn replaces(
    at: &EffectView<'_>,
    e: &crate::effect::Effect,
    mv: &ProposedMove,
) -> Option<Instead> {
    replacement_of(at, &at.state.custom, e, mv)
}

/// [`replaces`], with the registry at hand.
#[doc(hidden)]
pub fn replacement_of(
    at: &EffectView<'_>,
    registry: &CustomEffects,
    e: &crate::effect::Effect,
    mv: &ProposedMove,
) -> Option<Instead> {
    match &e.body {
        // The plain declarative replacement ("goes to `instead`").
        EffectBody::Replacement { on, instead } => at.move_matches(on, mv).then(|| Instead {
            to: Some(*instead),
            ..Instead::default()
        }),
        EffectBody::ReplaceMove(r) => r.replace_move(at, this(e, None), mv),
        EffectBody::Custom(c) => registry
            .get(&c.key)?
            .replace_move(at, this(e, c.source), mv),
        _ => None,
    }
}

/// What an effect is told about itself.
#[doc(hidden)]
pub fn this(e: &crate::effect::Effect, source: Option<ObjectId>) -> This<'_> {
    This {
        id: e.id,
        controller: e.controller,
        source,
        label: &e.label,
    }
}
