//! Tokens: objects that are not cards, created into a zone by an effect (Magic's Raise
//! the Alarm: "Put two 1/1 white Soldier creature tokens into play").
//!
//! A token is a [`CardState`] marked [`CardState::token`], with its own printed side,
//! so everything that reads cards (moves, characteristics, views, handles, knowledge)
//! reads it the same way: it is public where a card would be, and moves through the
//! whole move pipeline. What a token is not is conserved: it does not come from
//! anywhere and goes nowhere when it ceases to exist. Both are events
//! ([`EventKind::TokenCreated`], [`EventKind::TokenCeased`]); the second cites the rule
//! set's rule ([`ProcessStep::TokenCeased`]). Which zones a token cannot stay in is the
//! rule set's to say: it ceases a token with [`Action::Cease`](crate::Action::Cease)
//! (Magic: a token that has left play). [`State::check_conservation`] accepts a ceased
//! slot only for an ability or a token; a move of a ceased token is refused.
//!
//! A ceased token's slot is reused by the next token under a new generation, so the
//! state does not grow with the game and no object id is reused.
//!
//! [`CardState`]: crate::CardState
//! [`CardState::token`]: crate::CardState::token
//! [`State::check_conservation`]: crate::State::check_conservation
//! [`ProcessStep::TokenCeased`]: crate::ProcessStep::TokenCeased

use crate::card::{CardDef, Side};
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::ids::{ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::ruleset::ProcessStep;
use crate::state::{CardState, LastKnown, Place};

impl Game {
    /// Checks a token's creation: the player and zone exist and the token has a name.
    pub(crate) fn check_create_token(
        &self,
        player: PlayerId,
        zone: ZoneId,
        side: &Side,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        self.check_zone(zone)?;
        if side.name.trim().is_empty() {
            return Err(ActionError::BadArgument {
                action: "create-token".into(),
                what: crate::words::phrase("need-token-name"),
            });
        }
        Ok(())
    }

    /// Creates a token on top of `zone`, owned and controlled by `player`, face up.
    pub(crate) fn create_token<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        zone: ZoneId,
        side: Side,
        sink: &mut S,
    ) -> ObjectId {
        let zi = self.state.zone_index(zone).expect("checked");
        let fresh = CardState {
            orientation: self
                .rules
                .zones()
                .get(zone.kind.0 as usize)
                .filter(|s| s.has_orientation)
                .map(|_| crate::placement::Orientation::Upright),
            token: true,
            ..crate::apply::fresh_object(player, zi)
        };
        let def = CardDef::single(side);
        let card = self.new_object(fresh, def, zi, |c| c.token);
        let object = self.state.object(card);
        sink.emit(Event {
            kind: EventKind::TokenCreated { object, zone },
            rules: crate::event::Rules::new(),
        });
        self.check_limit(zi, sink);
        object
    }

    /// A token ceases to exist where it is: its last known state is kept (an ability
    /// that looks back at it still can), and its slot waits for the next token.
    pub(crate) fn token_ceases<S: EventSink + ?Sized>(&mut self, object: ObjectId, sink: &mut S) {
        let card = object.card;
        let Some(zone) = self.state.zone_of(card) else {
            return;
        };
        let characteristics = crate::characteristics::differing(&self.rules, &self.state, card);
        let lk = LastKnown::leaving(object, zone, &self.state.cards[card.index()]);
        self.state.last_known.record(lk, characteristics);
        let zi = self
            .state
            .zone_index(zone)
            .expect("the token is in this zone");
        self.state.zones[zi as usize].cards.retain(|&x| x != card);
        let c = &mut self.state.cards[card.index()];
        c.place = Place::Ceased;
        c.generation += 1;
        c.attached_to = None;
        c.known_by = PlayerSet::NONE;
        c.exposed_to = PlayerSet::NONE;
        sink.emit(Event {
            kind: EventKind::TokenCeased { object, zone },
            rules: cite(&[self.rules.process_rules(ProcessStep::TokenCeased)]),
        });
    }
}
