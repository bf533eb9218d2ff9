//! Extracting (PMV 11.4 抜き出す): holding a card aside while an effect works with it.
//!
//! An extracted card leaves its zone's list but is not lost: its place is
//! [`Place::Aside`], remembering the zone, its index there and the effect holding it (an
//! [`EffectBody::Extraction`]). It stays the same object. While any card is held, the
//! zone's order is frozen ([`ZoneState::frozen`]): a move that would reorder the zone
//! (a card of the zone moved within it) is refused. A shuffle of the zone leaves the
//! held card out (PMV 11.4.5), since it is not in the list. The hold ends in one of
//! three ways:
//!
//! - the card is moved somewhere by a move: the hold ends as it leaves;
//! - `put-back`, or the holding effect ends: it returns to its exact index (PMV 11.4.3);
//! - `extract-failed`: the process could not be carried out, and the card goes where the
//!   rule set says ([`RuleSet::failed_extraction_destination`], PMV 11.4.4: its owner's
//!   removed area), or back if the rule set names no place.
//!
//! [`Place::Aside`]: crate::Place::Aside
//! [`EffectBody::Extraction`]: crate::EffectBody::Extraction
//! [`ZoneState::frozen`]: crate::zone::ZoneState::frozen
//! [`RuleSet::failed_extraction_destination`]: crate::RuleSet::failed_extraction_destination

use crate::effect::EffectBody;
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId};
use crate::state::{Cause, MoveTask, Place, Task};

impl Game {
    pub(crate) fn check_extract(&self, card: ObjectId) -> Result<(), ActionError> {
        let cs = self.resolve(card)?;
        match cs.place {
            Place::Zone(_) => Ok(()),
            _ => Err(ActionError::NotInZone {
                object: card,
                name: crate::process::Host::card_ref(self, card.card),
                place: self.place_words(card.card),
            }),
        }
    }

    pub(crate) fn check_held(&self, action: &str, card: ObjectId) -> Result<(), ActionError> {
        let cs = self.resolve(card)?;
        match cs.place {
            Place::Aside { .. } => Ok(()),
            _ => Err(ActionError::BadArgument {
                action: action.into(),
                what: crate::words::phrase("need-extracted")
                    .arg("object", card.to_string())
                    .arg("place", self.place_words(card.card)),
            }),
        }
    }

    pub(crate) fn apply_extract<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        object: ObjectId,
        label: String,
        sink: &mut S,
    ) {
        let Place::Zone(zi) = self.state.card(object.card).place else {
            return;
        };
        let by = self.add_effect(label, Some(player), EffectBody::Extraction { object }, sink);
        let zone = &mut self.state.zones[zi as usize];
        let index = zone.position(object.card).unwrap_or(0);
        zone.cards.remove(index);
        zone.frozen += 1;
        let zid = zone.id;
        self.state.cards[object.card.index()].place = Place::Aside {
            zone: zi,
            index: index as u32,
            by,
        };
        sink.emit(Event {
            kind: EventKind::Extracted {
                object,
                zone: zid,
                index: index as u32,
            },
            rules: cite(&[self
                .rules
                .process_rules(crate::ruleset::ProcessStep::Extract)]),
        });
    }

    pub(crate) fn apply_put_back<S: EventSink + ?Sized>(&mut self, object: ObjectId, sink: &mut S) {
        if let Place::Aside { by, .. } = self.state.card(object.card).place {
            self.end_effect(by, sink);
        }
    }

    pub(crate) fn apply_extract_failed<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        object: ObjectId,
        sink: &mut S,
    ) {
        let Place::Aside { by, .. } = self.state.card(object.card).place else {
            return;
        };
        match self
            .rules
            .failed_extraction_destination(&self.state, object.card)
        {
            None => self.end_effect(by, sink),
            Some((to, rules)) => {
                sink.emit(Event {
                    kind: EventKind::ExtractionFailed { object },
                    rules: cite(&[rules]),
                });
                self.state.agenda.push(Task::Move(MoveTask::new(
                    object,
                    player,
                    to,
                    Cause::ExtractFailed,
                )));
            }
        }
    }

    /// Puts a held card back at its exact index, if `effect` still holds it (PMV 11.4.3).
    pub(crate) fn release_held<S: EventSink + ?Sized>(
        &mut self,
        card: CardId,
        effect: EffectId,
        sink: &mut S,
    ) {
        let Place::Aside { zone, index, by } = self.state.card(card).place else {
            return;
        };
        if by != effect {
            return;
        }
        let z = &mut self.state.zones[zone as usize];
        let at = (index as usize).min(z.cards.len());
        z.cards.insert(at, card);
        z.frozen = z.frozen.saturating_sub(1);
        let zid = z.id;
        self.state.cards[card.index()].place = Place::Zone(zone);
        let object = self.state.object(card);
        sink.emit(Event {
            kind: EventKind::PutBack {
                object,
                zone: zid,
                index: at as u32,
            },
            rules: cite(&[self
                .rules
                .process_rules(crate::ruleset::ProcessStep::PutBack)]),
        });
    }

    /// Ends the hold on a card that is leaving by a move: the zone is no longer frozen
    /// for it and its holding effect ends.
    pub(crate) fn drop_hold<S: EventSink + ?Sized>(&mut self, card: CardId, sink: &mut S) {
        if let Place::Aside { zone, by, .. } = self.state.card(card).place {
            let z = &mut self.state.zones[zone as usize];
            z.frozen = z.frozen.saturating_sub(1);
            let label = self
                .state
                .effects
                .iter()
                .find(|e| e.id == by)
                .map(|e| e.label.clone())
                .unwrap_or_default();
            self.state.effects.retain(|e| e.id != by);
            sink.emit(Event {
                kind: EventKind::EffectEnded { effect: by, label },
                rules: crate::event::Rules::new(),
            });
        }
    }

    /// Whether moving `card` to `to` would reorder a zone frozen by an extraction.
    pub(crate) fn reorders_frozen(&self, card: CardId, to: crate::ids::ZoneId) -> bool {
        match self.state.card(card).place {
            Place::Zone(z) => {
                let zone = &self.state.zones[z as usize];
                zone.frozen > 0 && zone.id == to
            }
            _ => false,
        }
    }
}
