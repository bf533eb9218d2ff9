//! The triggers a move fires once the object has arrived (stage 8 of [the
//! pipeline](super)): effects waiting for a move, custom triggers, and the card
//! triggers a rule set's process asks for. They see the object in its new zone (MTG
//! 217.1c, exception 2).

use crate::effect::{EffectBody, TriggerOn};
use crate::event::{Event, EventKind, EventSink, Rules, cite};
use crate::game::Game;
use crate::ids::{ObjectId, ZoneKind};
use crate::ruleset::Hooks;

impl Game {
    pub(super) fn fire_move_triggers<S: EventSink + ?Sized>(
        &self,
        old: ObjectId,
        new: ObjectId,
        from: Option<ZoneKind>,
        to: ZoneKind,
        sink: &mut S,
    ) {
        if self.state.effects.is_empty() {
            return;
        }
        for e in &self.state.effects {
            if let EffectBody::Custom(c) = &e.body {
                self.fire_custom_trigger(e, c, old, new, from, to, sink);
                continue;
            }
            let EffectBody::Trigger { on, filter, record } = &e.body else {
                continue;
            };
            let (fires, rules): (bool, &'static [&'static str]) = match on {
                TriggerOn::PutInto => {
                    if !self.filter_matches(filter, old, from, to) {
                        (false, &[])
                    } else if self.hooks.has(Hooks::COUNTS_AS_PUT_INTO) {
                        self.rules.counts_as_put_into(from, to)
                    } else {
                        (false, &[])
                    }
                }
                TriggerOn::Leaves => (
                    from.is_some()
                        && filter.from.is_none_or(|k| Some(k) == from)
                        && self.object_matches(&filter.card, old),
                    &[],
                ),
                TriggerOn::AnyMove => (self.filter_matches(filter, old, from, to), &[]),
                TriggerOn::Revealed
                | TriggerOn::LookedAt
                | TriggerOn::TurnedSideways
                | TriggerOn::TurnedUpright => (false, &[]),
            };
            if fires {
                sink.emit(Event {
                    kind: EventKind::Triggered {
                        effect: e.id,
                        label: record.clone(),
                        object: new,
                    },
                    rules: cite(&[rules]),
                });
            } else if !rules.is_empty() {
                // The move matched the trigger's zones but does not count (FoW 3.6.e).
                sink.emit(Event {
                    kind: EventKind::NotApplied {
                        object: new,
                        what: crate::event::Unapplied::PutIntoTrigger,
                    },
                    rules: cite(&[rules]),
                });
            }
        }
    }

    /// A custom effect's trigger on a move (see [`crate::custom`]).
    #[allow(clippy::too_many_arguments)]
    fn fire_custom_trigger<S: EventSink + ?Sized>(
        &self,
        e: &crate::effect::Effect,
        c: &crate::custom::CustomRef,
        old: ObjectId,
        new: ObjectId,
        from: Option<ZoneKind>,
        to: ZoneKind,
        sink: &mut S,
    ) {
        let Some(x) = self.state.custom.get(&c.key) else {
            return;
        };
        let at = crate::custom::EffectView::new(&self.rules, &self.state);
        let moved = crate::custom::Moved { old, new, from, to };
        if let Some(label) = x.on_move(&at, crate::custom::this(e, c.source), &moved) {
            sink.emit(Event {
                kind: EventKind::Triggered {
                    effect: e.id,
                    label,
                    object: new,
                },
                rules: Rules::new(),
            });
        }
    }

    pub(crate) fn fire_card_triggers<S: EventSink + ?Sized>(
        &self,
        on: TriggerOn,
        object: ObjectId,
        sink: &mut S,
    ) {
        for e in &self.state.effects {
            if let EffectBody::Trigger {
                on: o,
                filter,
                record,
            } = &e.body
                && *o == on
                && self.card_matches(&filter.card, object.card)
            {
                sink.emit(Event {
                    kind: EventKind::Triggered {
                        effect: e.id,
                        label: record.clone(),
                        object,
                    },
                    rules: Rules::new(),
                });
            }
        }
    }
}
