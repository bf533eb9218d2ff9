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
