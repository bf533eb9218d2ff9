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
use crate::view::View;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// One card held aside, as one viewer may know it.
#[derive(Clone, Copy)]
pub struct HeldView<'g> {
    game: &'g Game,
    viewer: PlayerId,
    card: CardId,
    by: EffectId,
    from: ZoneId,
}

impl<'g> View<'g> {
    /// The cards held aside that this viewer may know of: those held by an effect the
    /// viewer controls, and those whose front the viewer may see. In the order the holds
    /// began.
    pub fn held(&self) -> impl Iterator<Item = HeldView<'g>> + 'g {
        let game = self.game();
        let viewer = self.viewer();
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

    /// One held card, if this viewer's view lists it ([`View::held`]).
    pub fn held_card(&self, card: CardId) -> Option<HeldView<'g>> {
        let game = self.game();
        let Place::Aside { by, .. } = game.state.try_card(card)?.place else {
            return None;
        };
        // Only the holding effect need be looked at.
        self.held().find(|h| h.by == by && h.card == card)
    }
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

    /// The characteristics of its current side, if the viewer may see its front.
    pub fn front(&self) -> Option<std::borrow::Cow<'g, crate::card::Side>> {
        self.game
            .sees_front(self.viewer, self.card)
            .then(|| self.game.rules.characteristics(&self.game.state, self.card))
    }
}

impl Serialize for HeldView<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("handle", &self.handle())?;
        m.serialize_entry("held_by", &self.by)?;
        m.serialize_entry("from", self.game.spec(self.from.kind).key)?;
        if let Some(p) = self.from.player {
            m.serialize_entry("player", &p)?;
        }
        if let Some(front) = self.front() {
            m.serialize_entry("front", &crate::view::SideSer(&front))?;
        }
        m.end()
    }
}

/// The held cards of a view, as a JSON list.
pub(crate) struct HeldSer<'g>(pub(crate) View<'g>);

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
