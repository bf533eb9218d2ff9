//! Attaching a card to another (PMV's set, Magic's attach): a general process.
//!
//! An attachment is stored once, on the attached card ([`CardState::attached_to`]); the
//! host's list is derived ([`State::attachments`]). Attaching a card that is not yet in
//! the host's zone moves it there through the whole move pipeline first, then attaches
//! it ([`Task::Attach`]); a card already in the host's zone is attached where it is and
//! stays the same object. A card already attached moves to the new host (PMV 11.3.1).
//! A prohibition on attaching ([`Prohibited::Attach`]) means the attach does not happen
//! at all (PMV 11.3.13): a `not-applied` event, nothing moves. Where the rule set says
//! attachments share orientation, the card takes its host's.
//!
//! [`CardState::attached_to`]: crate::CardState::attached_to
//! [`State::attachments`]: crate::State::attachments
//! [`Task::Attach`]: crate::state::Task::Attach
//! [`Prohibited::Attach`]: crate::Prohibited::Attach

use crate::effect::Prohibited;
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::ids::{CardId, ObjectId, PlayerId};
use crate::state::{Cause, MoveTask, Place, Task};
use crate::zone::Destination;

impl Game {
    /// The host a card is attached to, if that host still exists (`None` for a card
    /// the game does not have).
    pub fn host_of(&self, card: CardId) -> Option<ObjectId> {
        let h = self.state.try_card(card)?.attached_to?;
        (self.state.try_card(h.card)?.generation == h.generation).then_some(h)
    }

    /// The cards attached to `host`, and to those, at every depth (depth first).
    pub fn attachments_deep(&self, host: ObjectId) -> Vec<CardId> {
        let mut out = Vec::new();
        for c in self.state.attachments(host) {
            out.push(c);
            out.extend(self.attachments_deep(self.state.object(c)));
        }
        out
    }

    pub(crate) fn check_attach(&self, card: ObjectId, host: ObjectId) -> Result<(), ActionError> {
        for o in [card, host] {
            let cs = self.resolve(o)?;
            if !matches!(cs.place, Place::Zone(_)) {
                return Err(ActionError::NotInZone {
                    object: o,
                    name: crate::process::Host::card_ref(self, o.card),
                    place: self.place_words(o.card),
                });
            }
        }
        if card.card == host.card || self.attachments_deep(card).contains(&host.card) {
            return Err(ActionError::BadArgument {
                action: "attach".into(),
                what: crate::words::phrase("need-attach-host"),
            });
        }
        Ok(())
    }

    pub(crate) fn apply_attach<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        card: ObjectId,
        host: ObjectId,
        sink: &mut S,
    ) {
        if self.prohibited(card.card, Prohibited::Attach) {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object: card,
                    what: crate::event::Unapplied::Attach,
                },
                rules: cite(&[self
                    .rules
                    .process_rules(crate::ruleset::ProcessStep::AttachProhibited)]),
            });
            return;
        }
        let host_zone = self.state.zone_of(host.card).expect("checked");
        if self.state.zone_of(card.card) == Some(host_zone) {
            self.finish_attach(card.card, host, sink);
            return;
        }
        self.state.agenda.push(Task::Attach {
            card: card.card,
            host,
        });
        self.state.agenda.push(Task::Move(MoveTask::new(
            card,
            player,
            Destination {
                kind: host_zone.kind,
                player: host_zone.player,
            },
            Cause::Attach,
        )));
    }

    /// Attaches a card already in its host's zone (the second half of [`Task::Attach`]).
    pub(crate) fn finish_attach<S: EventSink + ?Sized>(
        &mut self,
        card: CardId,
        host: ObjectId,
        sink: &mut S,
    ) {
        let object = self.state.object(card);
        let host_alive = self.state.card(host.card).generation == host.generation;
        if !host_alive || self.state.zone_of(card) != self.state.zone_of(host.card) {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object,
                    what: crate::event::Unapplied::Attach,
                },
                rules: cite(&[self
                    .rules
                    .process_rules(crate::ruleset::ProcessStep::Attach)]),
            });
            return;
        }
        let share = self.rules.attachments_share_orientation();
        let host_orientation = self.state.card(host.card).orientation;
        let c = &mut self.state.cards[card.index()];
        c.attached_to = Some(host);
        if share {
            c.orientation = host_orientation;
        }
        sink.emit(Event {
            kind: EventKind::Attached { object, host },
            rules: cite(&[self
                .rules
                .process_rules(crate::ruleset::ProcessStep::Attach)]),
        });
    }
}
