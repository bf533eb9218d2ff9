//! Views: what one player may know, derived from the state for that player alone.
//!
//! A [`View`] borrows the game and lists only what its viewer may see; it never copies
//! the state and blanks fields. Every zone shows its count and limit (FoW 3.1.b.1). A
//! card appears only if the viewer may see its front, or if its place is public
//! knowledge without its front (a face-down card on the field; FoW 3.11's identifiable
//! chant-standby order). Each card appears under a [`Handle`] derived, with a secret key
//! the view never holds, from the viewer, the card, its object generation and the
//! number of times its zone has been shuffled: the handle changes whenever the card
//! moves or its zone is shuffled, so no one can follow a card through a hidden zone.
//!
//! A view holds no log, no RNG, no seed and no hidden zone's order as stable ids. It
//! serializes (serde) to exactly what a client would be sent.

use crate::card::Side;
use crate::decision::DecisionKind;
use crate::game::Game;
use crate::held::HeldView;
use crate::ids::{CardId, Handle, ObjectId, PlayerId, ZoneId};
use crate::placement::{Facing, Orientation};
use crate::state::{CardState, Place};
use crate::zone::{Ordering, Visibility, ZoneSpec, ZoneState};
use serde::ser::{SerializeMap, SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};
use siphasher::sip::SipHasher13;
use std::borrow::Cow;
use std::hash::Hasher;

/// One player's view of a game.
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
/// let game = toy_game(&[("Moth", 1), ("Gull", 2), ("Tide", 0)]);
/// let (alice, bob) = (PlayerId(0), PlayerId(1));
/// let view: View<'_> = game.view(bob);
/// assert_eq!(view.viewer(), bob);
/// // Bob sees the Gull on Alice's table, not the Moth in her hand nor the Tide in her deck.
/// let mut seen = Vec::new();
/// for zone in view.zones() {
///     seen.extend(zone.cards().filter_map(|c| c.front().map(|side| side.name.clone())));
/// }
/// assert_eq!(seen, ["Gull"]);
/// assert_eq!(view.zone(game.zone_id(ZoneKind(1), alice)).unwrap().count(), 1);
/// assert_eq!(view.listed(CardId(1)), Some(game.handle(bob, CardId(1))));
/// assert!(view.pending().is_none());
/// // A view is what a client is sent: JSON with no RNG and no hidden names.
/// let json = serde_json::to_string(&view)?;
/// assert!(json.contains("Gull") && !json.contains("Moth") && !json.contains("rng"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct View<'g> {
    game: &'g Game,
    viewer: PlayerId,
}

impl Game {
    /// The view of `viewer`: everything that player may know, nothing else.
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
    /// let hand = game.zone_id(ZoneKind(1), PlayerId(0));
    /// assert_eq!(game.view(PlayerId(0)).zone(hand).unwrap().cards().count(), 1);
    /// assert_eq!(game.view(PlayerId(1)).zone(hand).unwrap().cards().count(), 0);
    /// // A spectator sees only what is public.
    /// assert!(game.view(PlayerId::SPECTATOR).card(CardId(0)).is_none());
    /// ```
    pub fn view(&self, viewer: PlayerId) -> View<'_> {
        View { game: self, viewer }
    }

    /// The handle under which `viewer` sees `card` right now.
    ///
    /// # Panics
    /// If `card` is not a card of this game. Ids the engine itself produced (in a view,
    /// an event, a decision, the state) always are; for an id from outside, use
    /// [`Game::try_handle`].
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
    /// let h = game.handle(PlayerId(0), CardId(0));
    /// assert_eq!(game.object_for_handle(PlayerId(0), h), Some(game.object_of(CardId(0))?));
    /// // A new object gets new handles: an old handle names nothing.
    /// let moth = game.object_of(CardId(0))?;
    /// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(2)), &mut NullSink)?;
    /// assert_ne!(game.handle(PlayerId(0), CardId(0)), h);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn handle(&self, viewer: PlayerId, card: CardId) -> Handle {
        self.try_handle(viewer, card)
            .unwrap_or_else(|| panic!("no card {card} in this game"))
    }

    /// The handle under which `viewer` sees `card` right now, or `None` if the game has
    /// no such card.
    pub fn try_handle(&self, viewer: PlayerId, card: CardId) -> Option<Handle> {
        let c = self.state.try_card(card)?;
        let shuffles = match c.place {
            Place::Zone(z) | Place::Aside { zone: z, .. } => self.state.zones[z as usize].shuffles,
            Place::Outside(_) | Place::Ceased => 0,
        };
        let mut h = SipHasher13::new_with_keys(self.state.view_key[0], self.state.view_key[1]);
        h.write_u8(viewer.0);
        h.write_u32(card.0);
        h.write_u32(c.generation);
        h.write_u32(shuffles);
        Some(Handle(h.finish()))
    }

    /// The object `viewer` refers to by `handle`, if that viewer can see such a card now.
    pub fn object_for_handle(&self, viewer: PlayerId, handle: Handle) -> Option<ObjectId> {
        let view = self.view(viewer);
        view.zones()
            .flat_map(|z| z.cards().collect::<Vec<_>>())
            .find(|c| c.handle() == handle)
            .map(|c| self.state.object(c.card))
    }
}

impl<'g> View<'g> {
    /// What the viewer may see of the rule set's own state (life, the stack, the turn …),
    /// as the rule set's [`Process::public`](crate::Process::public) gives it.
    pub fn public(&self) -> Option<crate::typed::Typed> {
        self.game
            .rules
            .process()
            .and_then(|p| p.public(self.game, self.viewer))
    }

    /// Who this view is for.
    pub fn viewer(&self) -> PlayerId {
        self.viewer
    }

    /// The game it is a view of (for the crate's other view modules).
    pub(crate) fn game(&self) -> &'g Game {
        self.game
    }

    /// Every zone of the game, in catalogue order, each player's in seat order.
    pub fn zones(&self) -> impl Iterator<Item = ZoneView<'g>> + 'g {
        let game = self.game;
        let viewer = self.viewer;
        game.state.zones.iter().map(move |z| ZoneView {
            game,
            viewer,
            zone: z,
            spec: game.spec(z.id.kind),
        })
    }

    /// One zone.
    pub fn zone(&self, id: ZoneId) -> Option<ZoneView<'g>> {
        let z = self.game.state.zone(id)?;
        Some(ZoneView {
            game: self.game,
            viewer: self.viewer,
            zone: z,
            spec: self.game.spec(id.kind),
        })
    }

    /// What the viewer may know of one card, if it is shown to them at all.
    pub fn card(&self, card: CardId) -> Option<CardView<'g>> {
        let game = self.game;
        let Place::Zone(z) = game.state.try_card(card)?.place else {
            return None;
        };
        let zone = &game.state.zones[z as usize];
        let zv = ZoneView {
            game,
            viewer: self.viewer,
            zone,
            spec: game.spec(zone.id.kind),
        };
        let pos = zone.position(card)?;
        zv.card_at(pos)
    }

    /// The viewer's handle for a card its view lists (in a zone, or held aside).
    pub fn listed(&self, card: CardId) -> Option<Handle> {
        self.card(card)
            .map(|c| c.handle())
            .or_else(|| self.held_card(card).map(|h| h.handle()))
    }

    /// The pending decision as this viewer may know it: its options only if it is theirs.
    pub fn pending(&self) -> Option<PendingView> {
        let d = self.game.pending()?;
        let what = match &d.kind {
            DecisionKind::ChooseReplacement { .. } => "choose-replacement".to_string(),
            DecisionKind::OrderCards { .. } => "order-cards".to_string(),
            DecisionKind::SplitCard { .. } => "split-card".to_string(),
            DecisionKind::Game { about, .. } => self
                .game
                .rules
                .process()
                .map(|p| p.code(about))
                .unwrap_or("game")
                .to_string(),
        };
        let mut unseen = 0;
        let options = if d.decider != self.viewer {
            Vec::new()
        } else {
            let mut options: Vec<OptionView> = d
                .options()
                .into_iter()
                .filter(|c| {
                    // A card the decider's view does not list (a card of a hidden pile, a
                    // face-down card it never saw) is not named by a handle: such cards
                    // are one option, "one of the cards you cannot see".
                    let hidden = matches!(c, crate::decision::Choice::Object(o)
                        if self.listed(o.card).is_none());
                    unseen += u32::from(hidden);
                    !hidden
                })
                .map(|c| match (c, &d.kind) {
                    (crate::decision::Choice::Effect(e), _) => OptionView::Effect {
                        effect: e,
                        label: self
                            .game
                            .state
                            .effects
                            .iter()
                            .find(|x| x.id == e)
                            .map(|x| x.label.clone())
                            .unwrap_or_default(),
                    },
                    (crate::decision::Choice::Object(o), _) => OptionView::Card {
                        handle: self.game.handle(self.viewer, o.card),
                    },
                    (crate::decision::Choice::Option(i), DecisionKind::Game { options, .. })
                    | (crate::decision::Choice::Option(i), DecisionKind::SplitCard { options }) => {
                        OptionView::Option {
                            index: i,
                            label: options
                                .get(i as usize)
                                .map(|o| o.label.clone())
                                .unwrap_or_default(),
                            handle: options
                                .get(i as usize)
                                .and_then(|o| o.object)
                                .and_then(|o| self.listed(o.card)),
                        }
                    }
                    (crate::decision::Choice::Option(i), _) => OptionView::Option {
                        index: i,
                        label: String::new(),
                        handle: None,
                    },
                })
                .collect();
            if unseen > 0 {
                options.push(OptionView::Unseen { count: unseen });
            }
            options
        };
        Some(PendingView {
            decider: d.decider,
            what,
            options,
        })
    }
}

/// The pending decision, as one viewer sees it.
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
/// let (alice, bob) = (PlayerId(0), PlayerId(1));
/// let objects = vec![game.object_of(CardId(0))?, game.object_of(CardId(1))?];
/// // Two cards go to an ordered graveyard at once: their owner orders them.
/// let to = Destination { kind: ZoneKind(3), player: None };
/// let progress = game.apply(Action::MoveMany { player: alice, objects, to, cause: Cause::Instruction }, &mut NullSink)?;
/// assert!(matches!(progress, Progress::Waiting(_)));
/// let mine = game.view(alice).pending().unwrap();
/// assert_eq!((mine.decider, mine.what.as_str(), mine.options.len()), (alice, "order-cards", 2));
/// // Everyone sees that Alice decides; only she sees the options.
/// assert!(game.view(bob).pending().unwrap().options.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who decides.
    pub decider: PlayerId,
    /// What kind of decision ("choose-replacement", "order-cards", or a rule set's own).
    pub what: String,
    /// The legal answers, for the decider only (empty for everyone else).
    pub options: Vec<OptionView>,
}

/// One legal answer, as the decider sees it.
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
/// let alice = PlayerId(0);
/// let objects = vec![game.object_of(CardId(0))?, game.object_of(CardId(1))?];
/// let to = Destination { kind: ZoneKind(3), player: None };
/// game.apply(Action::MoveMany { player: alice, objects, to, cause: Cause::Instruction }, &mut NullSink)?;
/// let options = game.view(alice).pending().unwrap().options;
/// // Each option is a card, by Alice's handle; a client sends one back as its answer.
/// assert!(matches!(options[0], OptionView::Card { .. }));
/// assert!(serde_json::to_string(&options[0])?.starts_with(r#"{"kind":"card","handle":"h"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum OptionView {
    /// A replacement effect to apply.
    Effect {
        /// The effect.
        effect: crate::ids::EffectId,
        /// Its label.
        label: String,
    },
    /// A card to pick, by the decider's handle for it.
    Card {
        /// The decider's handle.
        handle: Handle,
    },
    /// One of the cards to place that the decider's view does not list (FoW 3.1.d,
    /// MTG 217.1b: an owner orders its own cards even when it cannot see them): they are
    /// told apart by no handle; the answer `{"kind":"unseen"}` places the next of them.
    Unseen {
        /// How many such cards remain.
        count: u32,
    },
    /// A rule set's option.
    Option {
        /// Its index (the answer is `Choice::Option(index)`).
        index: u32,
        /// Its label.
        label: String,
        /// The decider's handle for the card it is about, if any.
        handle: Option<Handle>,
    },
}

/// One zone as one viewer sees it.
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
/// let game = toy_game(&[("Moth", 2), ("Gull", 2)]);
/// let alice = PlayerId(0);
/// let view = game.view(PlayerId(1));
/// let table = view.zone(game.zone_id(ZoneKind(2), alice)).unwrap();
/// assert_eq!(table.id(), game.zone_id(ZoneKind(2), alice));
/// assert_eq!(table.spec().key, "table");
/// assert_eq!(table.count(), 2);
/// assert_eq!(table.limit(), None);
/// assert_eq!(table.cards().count(), 2);
/// ```
#[derive(Clone, Copy)]
pub struct ZoneView<'g> {
    game: &'g Game,
    viewer: PlayerId,
    zone: &'g ZoneState,
    spec: &'static ZoneSpec,
}

impl<'g> ZoneView<'g> {
    /// Which zone.
    pub fn id(&self) -> ZoneId {
        self.zone.id
    }

    /// The zone's catalogue entry.
    pub fn spec(&self) -> &'static ZoneSpec {
        self.spec
    }

    /// How many cards it holds (always known, FoW 3.1.b.1).
    pub fn count(&self) -> usize {
        self.zone.cards.len()
    }

    /// Its current size limit.
    pub fn limit(&self) -> Option<u32> {
        self.zone.limit
    }

    /// Whether the viewer sees every card's front here.
    fn all_visible(&self) -> bool {
        match self.spec.visibility {
            Visibility::Public => false,
            Visibility::Hidden { owner_sees, .. } => {
                owner_sees && self.zone.id.player == Some(self.viewer)
            }
        }
    }

    fn card_at(&self, pos: usize) -> Option<CardView<'g>> {
        let card = *self.zone.cards.get(pos)?;
        self.card_view(card, pos, self.shown())
    }

    /// What decides, for the whole zone, how its cards are shown: whether the viewer
    /// sees every front, whether places are public, and whether positions are shown.
    #[inline]
    fn shown(&self) -> Shown {
        let all_visible = self.all_visible();
        let placed_publicly = match self.spec.visibility {
            Visibility::Public => true,
            Visibility::Hidden {
                positions_public, ..
            } => positions_public,
        };
        // Positions in a hidden zone are shown only where order is public knowledge, or
        // for an ordered zone whose card the viewer knows.
        let show_position =
            placed_publicly || all_visible || self.spec.ordering == Ordering::Ordered;
        Shown {
            all_visible,
            placed_publicly,
            show_position,
            public: self.spec.visibility.is_public(),
        }
    }

    /// The card at `pos` (which is `card`, a card of this zone), if it is shown to the
    /// viewer.
    #[inline(always)]
    fn card_view(&self, card: CardId, pos: usize, shown: Shown) -> Option<CardView<'g>> {
        let game = self.game;
        let c = game.state.card(card);
        let front = self.sees_front_here(c, shown);
        if !front && !shown.placed_publicly {
            return None;
        }
        Some(CardView {
            game,
            viewer: self.viewer,
            card,
            position: shown.show_position.then_some(pos as u32),
            front,
            facing: c.facing,
            orientation: c.orientation,
        })
    }

    /// [`Game::sees_front`] for a card of this zone, from what [`ZoneView::shown`]
    /// worked out once for the zone. Every card a zone lists is placed in that zone (the
    /// state's invariant, checked by `check_conservation`), so the zone's visibility
    /// decides: a face-up card of a public zone is seen by all, and otherwise the card
    /// is seen where the zone lets the viewer see it, or the viewer knows it or has it
    /// shown.
    #[inline(always)]
    fn sees_front_here(&self, c: &CardState, shown: Shown) -> bool {
        debug_assert!(
            matches!(c.place, Place::Zone(z) if std::ptr::eq(&self.game.state.zones[z as usize], self.zone)),
            "a zone lists only cards placed in it"
        );
        (shown.public && c.facing == Facing::FaceUp)
            || shown.all_visible
            || c.exposed_to.contains(self.viewer)
            || c.known_by.contains(self.viewer)
    }

    /// The cards shown to the viewer, bottom first.
    pub fn cards(&self) -> impl Iterator<Item = CardView<'g>> + 'g {
        let shown = self.shown();
        Cards {
            zone: *self,
            cards: &self.zone.cards,
            pos: 0,
            shown,
            hidden_unknown: !self.spec.visibility.is_public() && !shown.all_visible,
            positions_public: matches!(
                self.spec.visibility,
                Visibility::Hidden {
                    positions_public: true,
                    ..
                }
            ),
        }
    }
}

/// The iterator of [`ZoneView::cards`].
struct Cards<'g> {
    zone: ZoneView<'g>,
    cards: &'g [CardId],
    pos: usize,
    shown: Shown,
    hidden_unknown: bool,
    positions_public: bool,
}

impl<'g> Iterator for Cards<'g> {
    type Item = CardView<'g>;

    #[inline(always)]
    fn next(&mut self) -> Option<CardView<'g>> {
        let zv = self.zone;
        while let Some(&card) = self.cards.get(self.pos) {
            let pos = self.pos;
            self.pos += 1;
            // A hidden zone the viewer does not see lists only the cards it knows, and
            // none at all when it knows none of them.
            if self.hidden_unknown {
                let c = zv.game.state.card(card);
                let known = c.known_by.contains(zv.viewer) || c.exposed_to.contains(zv.viewer);
                if !known && !self.positions_public {
                    continue;
                }
            }
            if let Some(view) = zv.card_view(card, pos, self.shown) {
                return Some(view);
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(self.cards.len().saturating_sub(self.pos)))
    }
}

/// How one zone's cards are shown to one viewer (see [`ZoneView::cards`]).
#[derive(Clone, Copy)]
struct Shown {
    /// The viewer sees every card's front here (their own hand).
    all_visible: bool,
    /// Everyone may know where each card is, front or not.
    placed_publicly: bool,
    /// Cards shown come with their positions.
    show_position: bool,
    /// The zone is public.
    public: bool,
}

/// One card as one viewer sees it.
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
/// let alice = PlayerId(0);
/// let moth = game.object_of(CardId(0))?;
/// game.apply(Action::Turn { player: alice, object: moth, orientation: Orientation::Sideways }, &mut NullSink)?;
/// let view = game.view(PlayerId(1));
/// let card: CardView<'_> = view.card(CardId(0)).unwrap();
/// assert_eq!(card.handle(), game.handle(PlayerId(1), CardId(0)));
/// assert_eq!(card.orientation(), Some(Orientation::Sideways));
/// assert_eq!(card.facing(), Facing::FaceUp);
/// assert_eq!(card.front().unwrap().name, "Moth");
/// assert_eq!(card.printed_front().unwrap().name, "Moth");
/// assert_eq!(card.other_side(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct CardView<'g> {
    game: &'g Game,
    viewer: PlayerId,
    card: CardId,
    position: Option<u32>,
    front: bool,
    facing: Facing,
    orientation: Option<Orientation>,
}

impl<'g> CardView<'g> {
    /// The viewer's handle for this card.
    pub fn handle(&self) -> Handle {
        self.game.handle(self.viewer, self.card)
    }

    /// The card's engine id. Not part of the serialized view: for the library's own use
    /// (the scenario runner, tests) on the server side.
    pub fn card_id(&self) -> CardId {
        self.card
    }

    /// Its position from the bottom, where the viewer may know it.
    pub fn position(&self) -> Option<u32> {
        self.position
    }

    /// Face up or down.
    pub fn facing(&self) -> Facing {
        self.facing
    }

    /// Upright or sideways, where the zone has it.
    pub fn orientation(&self) -> Option<Orientation> {
        self.orientation
    }

    /// Its controller, where its zone gives one.
    pub fn controller(&self) -> Option<PlayerId> {
        self.game.state.card(self.card).controller
    }

    /// The characteristics of its current side, if the viewer may see its front.
    pub fn front(&self) -> Option<Cow<'g, Side>> {
        self.front
            .then(|| self.game.rules.characteristics(&self.game.state, self.card))
    }

    /// Its current side as printed, if the viewer may see its front: what [`front`]
    /// starts from, before the rule set's rules and the effects in force change it
    /// (abilities gained, numbers changed …). Costs a look-up, where [`front`] may build
    /// the whole characteristics: for a reader that wants what is printed (a card's
    /// name, its art's key).
    ///
    /// [`front`]: CardView::front
    pub fn printed_front(&self) -> Option<&'g Side> {
        self.front.then(|| self.game.state.printed_side(self.card))
    }

    /// Its other side, if it has one and the viewer may see it (FoW 3.6.d, 3.8.c).
    pub fn other_side(&self) -> Option<&'g Side> {
        let st = &self.game.state;
        let c = st.card(self.card);
        let other = if c.side == 0 { 1 } else { 0 };
        let side = st.def(self.card).side(other)?;
        self.game
            .rules
            .may_see_other_side(st, self.viewer, self.card)
            .then_some(side)
    }

    /// The handle of the card it is attached to, if any, and if the viewer's view lists
    /// that card (a host held aside, or gone where the viewer does not see it, is not
    /// named by a handle the viewer could not otherwise have).
    pub fn attached_to(&self) -> Option<Handle> {
        let host = self.game.state.card(self.card).attached_to?;
        (self.game.state.object(host.card) == host
            && self.game.view(self.viewer).card(host.card).is_some())
        .then(|| self.game.handle(self.viewer, host.card))
    }
}

struct SideSer<'a>(&'a Side);

impl Serialize for SideSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_struct("Side", 4)?;
        m.serialize_field("name", &self.0.name)?;
        m.serialize_field("types", &self.0.types)?;
        m.serialize_field("abilities", &self.0.abilities)?;
        m.serialize_field("numbers", &self.0.numbers)?;
        m.end()
    }
}

impl Serialize for CardView<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("handle", &self.handle())?;
        if let Some(p) = self.position {
            m.serialize_entry("position", &p)?;
        }
        m.serialize_entry("facing", &self.facing)?;
        if let Some(o) = self.orientation {
            m.serialize_entry("orientation", &o)?;
        }
        if let Some(c) = self.controller() {
            m.serialize_entry("controller", &c)?;
        }
        if let Some(front) = self.front() {
            m.serialize_entry("front", &SideSer(&front))?;
        }
        if let Some(back) = self.other_side() {
            m.serialize_entry("other_side", &SideSer(back))?;
        }
        if let Some(h) = self.attached_to() {
            m.serialize_entry("attached_to", &h)?;
        }
        m.end()
    }
}

struct CardsSer<'g>(ZoneView<'g>);

impl Serialize for CardsSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(None)?;
        for c in self.0.cards() {
            seq.serialize_element(&c)?;
        }
        seq.end()
    }
}

impl Serialize for ZoneView<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("zone", self.spec.key)?;
        if let Some(p) = self.zone.id.player {
            m.serialize_entry("player", &p)?;
        }
        m.serialize_entry("count", &self.count())?;
        if let Some(l) = self.limit() {
            m.serialize_entry("limit", &l)?;
        }
        m.serialize_entry("cards", &CardsSer(*self))?;
        m.end()
    }
}

struct ZonesSer<'g>(View<'g>);

impl Serialize for ZonesSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(None)?;
        for z in self.0.zones() {
            seq.serialize_element(&z)?;
        }
        seq.end()
    }
}

impl Serialize for View<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_struct("View", 7)?;
        m.serialize_field("game", self.game.rules.key())?;
        m.serialize_field("viewer", &self.viewer)?;
        m.serialize_field("players", &self.game.state.players)?;
        m.serialize_field("zones", &ZonesSer(*self))?;
        // Cards held aside that the viewer may know of (`held.rs`); absent when none.
        if self.held().next().is_some() {
            m.serialize_field("held", &HeldSer(*self))?;
        } else {
            m.skip_field("held")?;
        }
        m.serialize_field("pending", &self.pending())?;
        m.serialize_field("public", &self.public())?;
        m.end()
    }
}

impl<'g> View<'g> {
    /// The cards held aside that this viewer may know of: those held by an effect the
    /// viewer controls, and those whose front the viewer may see. In the order the holds
    /// began.
    pub fn held(&self) -> impl Iterator<Item = HeldView<'g>> + 'g {
        crate::held::held_by(self.game(), self.viewer())
    }

    /// One held card, if this viewer's view lists it ([`View::held`]).
    pub fn held_card(&self, card: CardId) -> Option<HeldView<'g>> {
        let game = self.game();
        let Place::Aside { by, .. } = game.state.try_card(card)?.place else {
            return None;
        };
        // Only the holding effect need be looked at.
        self.held().find(|h| h.by() == by && h.card_id() == card)
    }
}

impl Serialize for HeldView<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("handle", &self.handle())?;
        m.serialize_entry("held_by", &self.held_by())?;
        m.serialize_entry("from", self.source_zone_key())?;
        if let Some(p) = self.from().player {
            m.serialize_entry("player", &p)?;
        }
        if let Some(front) = self.front() {
            m.serialize_entry("front", &SideSer(&front))?;
        }
        m.end()
    }
}

/// The held cards of a view, as a JSON list.
struct HeldSer<'g>(View<'g>);

impl Serialize for HeldSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(None)?;
        for h in self.0.held() {
            seq.serialize_element(&h)?;
        }
        seq.end()
    }
}
