//! Cards held aside (extracted, PMV 11.4) as one viewer may know them.
//!
//! A card held aside is in no zone's list, so no [`ZoneView`](crate::ZoneView) shows it.
//! Yet the player whose effect holds it chose it (PMV 11.4.1: the extracting effect
//! works with that card until its instruction is carried out) and may put it back or
//! move it: that player's view lists it among the held cards, under the player's
//! handle, with the effect holding it and the zone it was taken from. A viewer who may
//! see its front (a reveal or a look in force) has it listed too. Its front is shown
//! only where the viewer may see it ([`Game::sees_front`]); everyone else is told only
//! the zone's count, as before.
//!
//! The list is read from the game's effects (one per held card), so it costs what it
//! shows, not a pass over every card.

use crate::effect::EffectBody;
use crate::game::Game;
use crate::ids::{CardId, EffectId, Handle, PlayerId, ZoneId};
use crate::state::Place;

/// One card held aside, as one viewer may know it.
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
/// // Alice holds the card aside: it is in no zone, and her view lists it as held.
/// game.apply(Action::Extract { player: alice, card: moth, label: None }, &mut NullSink)?;
/// let table = game.zone_id(ZoneKind(2), alice);
/// assert!(game.cards_in(table).is_empty());
/// let view = game.view(alice);
/// let held: HeldView<'_> = view.held().next().unwrap();
/// assert_eq!(held.card_id(), CardId(0));
/// assert_eq!(held.from(), table);
/// assert_eq!(held.handle(), game.handle(alice, CardId(0)));
/// assert_eq!(held.held_by(), game.state().effects()[0].id);
/// // Bob controls no hold and sees nothing held.
/// assert_eq!(game.view(PlayerId(1)).held().count(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct HeldView<'g> {
    game: &'g Game,
    viewer: PlayerId,
    card: CardId,
    by: EffectId,
    from: ZoneId,
}

/// The cards held aside that `viewer` may know of (see `View::held`): those held by an
/// effect the viewer controls, and those whose front the viewer may see. In the order
/// the holds began.
pub(crate) fn held_by<'g>(
    game: &'g Game,
    viewer: PlayerId,
) -> impl Iterator<Item = HeldView<'g>> + 'g {
    game.state.effects.iter().filter_map(move |e| {
        let EffectBody::Extraction { object } = e.body else {
            return None;
        };
        let c = game.state.try_card(object.card)?;
        let Place::Aside { zone, by, .. } = c.place else {
            return None;
        };
        let ours = e.controller == Some(viewer);
        (by == e.id
            && c.generation == object.generation
            && (ours || game.sees_front(viewer, object.card)))
        .then(|| HeldView {
            game,
            viewer,
            card: object.card,
            by,
            from: game.state.zones[zone as usize].id,
        })
    })
}

impl<'g> HeldView<'g> {
    /// The viewer's handle for the card.
    pub fn handle(&self) -> Handle {
        self.game.handle(self.viewer, self.card)
    }

    /// The card's engine id. Not part of the serialized view: for the library's own use
    /// on the server side.
    pub fn card_id(&self) -> CardId {
        self.card
    }

    /// The effect holding it.
    pub fn held_by(&self) -> EffectId {
        self.by
    }

    /// The zone it was taken from (it goes back there, PMV 11.4.3).
    pub fn from(&self) -> ZoneId {
        self.from
    }

    /// The key of the zone it was taken from ("deck").
    pub(crate) fn source_zone_key(&self) -> &'static str {
        self.game.spec(self.from.kind).key
    }

    /// The effect holding it, for finding one held card.
    pub(crate) fn by(&self) -> EffectId {
        self.by
    }

    /// The characteristics of its current side, if the viewer may see its front.
    pub fn front(&self) -> Option<std::borrow::Cow<'g, crate::card::Side>> {
        self.game
            .sees_front(self.viewer, self.card)
            .then(|| self.game.rules.characteristics(&self.game.state, self.card))
    }
}
