//! Rendering events for people: English or Japanese, every sentence from the core's
//! message catalogue ([`crate::messages::core`]), zone names from the zone catalogue.
//!
//! The rendered log is for judges and developers on the server side; it names hidden
//! cards, so it is never part of a player's view. Positions are counted from 1 at the
//! bottom of a zone, as people count.

use crate::decision::{Choice, DecisionKind};
use crate::effect::ExposureKind;
use crate::event::{Event, EventKind};
use crate::game::Game;
use crate::ids::{EffectId, ObjectId, PlayerSet, ZoneId};
use crate::messages::{Args, core};
use crate::placement::{Facing, Orientation};
use crate::zone::Lang;

/// A message of the core's catalogue.
fn text(lang: Lang, key: &str, args: Args<'_>) -> String {
    core().text(lang, key, &args)
}

impl Game {
    /// A card object for people: "Name (x)" when the card was named `x`
    /// ([`Game::label_card`]), else "Name (c3#1)", "Name（c3#1）".
    pub(crate) fn object_words(&self, o: ObjectId, lang: Lang) -> String {
        let name = self
            .state
            .defs()
            .get(o.card.index())
            .map_or("?", |d| d.name());
        let id = self
            .card_label(o.card)
            .map_or_else(|| o.to_string(), str::to_string);
        core().text(
            lang,
            "card-object",
            &Args::new().with("name", name).with("id", id),
        )
    }

    /// An effect for people: its given name ([`Game::label_effect`]) or its id (`e2`).
    fn effect_words(&self, e: EffectId) -> String {
        self.effect_label(e)
            .map_or_else(|| e.to_string(), str::to_string)
    }

    /// Whether a zone keeps its cards in order (a position there means something).
    fn keeps_order(&self, zone: ZoneId) -> bool {
        self.try_spec(zone.kind)
            .is_some_and(|s| s.ordering == crate::zone::Ordering::Ordered)
    }

    fn objects_words(&self, objects: &[ObjectId], lang: Lang) -> String {
        let sep = core().plain(lang, "list-separator");
        objects
            .iter()
            .map(|o| self.object_words(*o, lang))
            .collect::<Vec<_>>()
            .join(&sep)
    }

    fn players_word(&self, set: PlayerSet, lang: Lang) -> String {
        if set == self.state.all_players() {
            return core().plain(lang, "every-player");
        }
        let names: Vec<&str> = (0..self.state.players.len())
            .filter(|&p| set.contains(crate::ids::PlayerId(p as u8)))
            .map(|p| self.state.players[p].as_str())
            .collect();
        names.join(&core().plain(lang, "list-separator"))
    }

    /// One event in words, followed by the rule ids that caused it.
    pub fn render_event(&self, e: &Event, lang: Lang) -> String {
        let text = match &e.kind {
            EventKind::DestinationChosen { .. }
            | EventKind::Redirected { .. }
            | EventKind::Replaced { .. }
            | EventKind::NotMoved { .. }
            | EventKind::Moved { .. }
            | EventKind::Entered { .. } => self.render_move_event(&e.kind, lang),
            EventKind::OverLimit { .. }
            | EventKind::LimitChanged { .. }
            | EventKind::MoveEnded { .. }
            | EventKind::LoopStopped { .. } => self.render_zone_event(&e.kind, lang),
            EventKind::Turned { .. }
            | EventKind::Faced { .. }
            | EventKind::NotApplied { .. }
            | EventKind::SideChanged { .. }
            | EventKind::Shuffled { .. }
            | EventKind::AbilityPut { .. }
            | EventKind::AbilityCeased { .. }
            | EventKind::TokenCreated { .. }
            | EventKind::TokenCeased { .. }
            | EventKind::Attached { .. } => self.render_card_event(&e.kind, lang),
            EventKind::Triggered { .. }
            | EventKind::Exposed { .. }
            | EventKind::EffectAdded { .. }
            | EventKind::EffectEnded { .. } => self.render_effect_event(&e.kind, lang),
            EventKind::Extracted { .. }
            | EventKind::PutBack { .. }
            | EventKind::ExtractionFailed { .. }
            | EventKind::RangeMadeUnknown { .. }
            | EventKind::ChosenAtRandom { .. }
            | EventKind::Grouped { .. }
            | EventKind::GroupsEnded { .. } => self.render_process_event(&e.kind, lang),
            EventKind::DecisionRequested { .. }
            | EventKind::Answered { .. }
            | EventKind::Game(_) => self.render_decision_event(&e.kind, lang),
        };
        if e.rules.is_empty() {
            text
        } else {
            core().text(
                lang,
                "rules-cited",
                &Args::new()
                    .with("text", text)
                    .with("rules", e.rules.join(&core().plain(lang, "list-separator"))),
            )
        }
    }

    /// Events of the move pipeline and of zones.
    fn render_move_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id: ZoneId| self.zone_name(id, lang);
        let o = |id: ObjectId| self.object_words(id, lang);
        match kind {
            EventKind::DestinationChosen { object, zone } => text(
                lang,
                "destination-chosen",
                Args::new()
                    .with("object", o(*object))
                    .with("zone", z(*zone)),
            ),
            EventKind::Redirected { object, from, to } => text(
                lang,
                "redirected",
                Args::new()
                    .with("object", o(*object))
                    .with("from", z(*from))
                    .with("to", z(*to)),
            ),
            EventKind::Replaced {
                object,
                effect,
                from,
                to,
            } => text(
                lang,
                "replaced",
                Args::new()
                    .with("effect", self.effect_words(*effect))
                    .with("object", o(*object))
                    .with("from", z(*from))
                    .with("to", z(*to)),
            ),
            EventKind::NotMoved { object, to } => text(
                lang,
                "not-moved",
                Args::new().with("object", o(*object)).with("to", z(*to)),
            ),
            EventKind::Moved {
                old,
                new,
                from,
                to,
                position,
                ..
            } => {
                // A named card is the same card under its name whatever object it is;
                // an unnamed one is told apart by its new object's id.
                let identity = if old == new {
                    core().plain(lang, "moved-same-object")
                } else if self.card_label(new.card).is_some() {
                    core().plain(lang, "moved-new-object")
                } else {
                    text(
                        lang,
                        "moved-new-object-id",
                        Args::new().with("new", new.to_string()),
                    )
                };
                let args = Args::new()
                    .with("old", o(*old))
                    .with("from", z(*from))
                    .with("to", z(*to))
                    .with("identity", identity);
                if self.keeps_order(*to) {
                    text(lang, "moved-at", args.with("pos", position + 1))
                } else {
                    text(lang, "moved", args)
                }
            }
            EventKind::Entered { object, to } => text(
                lang,
                "entered",
                Args::new().with("object", o(*object)).with("to", z(*to)),
            ),
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events about zones as a whole, and the loop guard.
    fn render_zone_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id: ZoneId| self.zone_name(id, lang);
        match kind {
            EventKind::OverLimit { zone, count, limit } => text(
                lang,
                "over-limit",
                Args::new()
                    .with("zone", z(*zone))
                    .with("count", *count)
                    .with("limit", *limit),
            ),
            EventKind::LimitChanged { zone, limit } => {
                let l = limit.map_or_else(|| core().plain(lang, "no-limit"), |l| l.to_string());
                text(
                    lang,
                    "limit-changed",
                    Args::new().with("zone", z(*zone)).with("limit", l),
                )
            }
            EventKind::MoveEnded { object } => text(
                lang,
                "move-ended",
                Args::new().with("object", self.object_words(*object, lang)),
            ),
            EventKind::LoopStopped { dropped } => text(
                lang,
                "loop-stopped",
                Args::new()
                    .with("steps", crate::agenda::MAX_STEPS_PER_ACTION)
                    .with("dropped", *dropped),
            ),
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events that change one card where it is.
    fn render_card_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id: ZoneId| self.zone_name(id, lang);
        let o = |id: ObjectId| self.object_words(id, lang);
        match kind {
            EventKind::Turned {
                object,
                orientation,
            } => {
                let key = match orientation {
                    Orientation::Upright => "turned-upright",
                    Orientation::Sideways => "turned-sideways",
                };
                text(lang, key, Args::new().with("object", o(*object)))
            }
            EventKind::Faced { object, facing } => {
                let key = match facing {
                    Facing::FaceUp => "faced-up",
                    Facing::FaceDown => "faced-down",
                };
                text(lang, key, Args::new().with("object", o(*object)))
            }
            EventKind::NotApplied { object, what } => text(
                lang,
                "not-applied",
                Args::new()
                    .with("object", o(*object))
                    .with("what", core().plain(lang, what.key())),
            ),
            EventKind::SideChanged { object, side } => {
                let name = self
                    .state
                    .def(object.card)
                    .side(*side)
                    .map(|s| s.name.clone())
                    .unwrap_or_default();
                text(
                    lang,
                    "side-changed",
                    Args::new()
                        .with("object", o(*object))
                        .with("side", *side)
                        .with("name", name),
                )
            }
            EventKind::Shuffled { zone, cards } => text(
                lang,
                "shuffled",
                Args::new().with("zone", z(*zone)).with("count", *cards),
            ),
            EventKind::AbilityPut {
                object,
                zone,
                source,
            } => {
                let args = Args::new()
                    .with("object", o(*object))
                    .with("zone", z(*zone));
                match source {
                    Some(s) => text(lang, "ability-put", args.with("source", o(*s))),
                    None => text(lang, "ability-put-no-source", args),
                }
            }
            EventKind::AbilityCeased { object, zone } => text(
                lang,
                "ability-ceased",
                Args::new()
                    .with("object", o(*object))
                    .with("zone", z(*zone)),
            ),
            EventKind::TokenCreated { object, zone } => text(
                lang,
                "token-created",
                Args::new()
                    .with("object", o(*object))
                    .with("zone", z(*zone)),
            ),
            EventKind::TokenCeased { object, zone } => text(
                lang,
                "token-ceased",
                Args::new()
                    .with("object", o(*object))
                    .with("zone", z(*zone)),
            ),
            EventKind::Attached { object, host } => text(
                lang,
                "attached",
                Args::new()
                    .with("object", o(*object))
                    .with("host", o(*host)),
            ),
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events of effects.
    fn render_effect_event(&self, kind: &EventKind, lang: Lang) -> String {
        match kind {
            EventKind::Triggered {
                effect,
                label,
                object,
            } => text(
                lang,
                "triggered",
                Args::new()
                    .with("effect", self.effect_words(*effect))
                    .with("object", self.object_words(*object, lang))
                    .with("label", label.to_string()),
            ),
            EventKind::Exposed {
                effect,
                objects,
                to,
                kind,
            } => {
                let args = Args::new()
                    .with("effect", self.effect_words(*effect))
                    .with("cards", self.objects_words(objects, lang));
                match kind {
                    ExposureKind::Reveal => text(lang, "revealed", args),
                    ExposureKind::Look => text(
                        lang,
                        "looked-at",
                        args.with("players", self.players_word(*to, lang)),
                    ),
                }
            }
            EventKind::EffectAdded { effect, label } => text(
                lang,
                "effect-added",
                Args::new()
                    .with("effect", self.effect_words(*effect))
                    .with("label", label.to_string()),
            ),
            EventKind::EffectEnded { effect, label } => text(
                lang,
                "effect-ended",
                Args::new()
                    .with("effect", self.effect_words(*effect))
                    .with("label", label.to_string()),
            ),
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events of the core's general processes.
    fn render_process_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id: ZoneId| self.zone_name(id, lang);
        let o = |id: ObjectId| self.object_words(id, lang);
        match kind {
            EventKind::Extracted {
                object,
                zone,
                index,
            }
            | EventKind::PutBack {
                object,
                zone,
                index,
            } => {
                // A position is told only in a zone that keeps its order.
                let key = match (kind, self.keeps_order(*zone)) {
                    (EventKind::Extracted { .. }, true) => "extracted-at",
                    (EventKind::Extracted { .. }, false) => "extracted",
                    (_, true) => "put-back-at",
                    (_, false) => "put-back",
                };
                let args = Args::new()
                    .with("object", o(*object))
                    .with("zone", z(*zone));
                text(lang, key, args.with("pos", index + 1))
            }
            EventKind::ExtractionFailed { object } => text(
                lang,
                "extraction-failed",
                Args::new().with("object", o(*object)),
            ),
            EventKind::RangeMadeUnknown { objects } => text(
                lang,
                "range-made-unknown",
                Args::new().with("count", objects.len()),
            ),
            EventKind::ChosenAtRandom { objects } => text(
                lang,
                "chosen-at-random",
                Args::new().with("cards", self.objects_words(objects, lang)),
            ),
            EventKind::Grouped { groups, .. } => groups
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    text(
                        lang,
                        "group-formed",
                        Args::new()
                            .with("n", i + 1)
                            .with("cards", self.objects_words(g, lang)),
                    )
                })
                .collect::<Vec<_>>()
                .join(&core().plain(lang, "group-separator")),
            EventKind::GroupsEnded { label, .. } => text(
                lang,
                "groups-ended",
                Args::new().with("label", label.to_string()),
            ),
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// A split decision's option label ("group 2") in the wanted language.
    fn group_label(label: &str, lang: Lang) -> String {
        match label
            .strip_prefix("group ")
            .and_then(|n| n.parse::<u32>().ok())
        {
            Some(n) => text(lang, "group-label", Args::new().with("n", n)),
            None => label.to_string(),
        }
    }

    /// Decisions, answers and the processes' own events.
    fn render_decision_event(&self, kind: &EventKind, lang: Lang) -> String {
        let o = |id: ObjectId| self.object_words(id, lang);
        let sep = core().plain(lang, "list-separator");
        match kind {
            EventKind::DecisionRequested { decision } => {
                let who = self.player_name(decision.decider).to_string();
                let what = match &decision.kind {
                    DecisionKind::ChooseReplacement { object, options } => text(
                        lang,
                        "decide-replacement",
                        Args::new().with("object", o(*object)).with(
                            "options",
                            options
                                .iter()
                                .map(|e| self.effect_words(*e))
                                .collect::<Vec<_>>()
                                .join(&sep),
                        ),
                    ),
                    DecisionKind::OrderCards { zone, remaining } => text(
                        lang,
                        "decide-order",
                        Args::new()
                            .with("zone", self.zone_name(*zone, lang))
                            .with("count", remaining.len()),
                    ),
                    DecisionKind::SplitCard { options } => text(
                        lang,
                        "decide-split",
                        Args::new()
                            .with(
                                "object",
                                options
                                    .first()
                                    .and_then(|op| op.object)
                                    .map_or_else(String::new, o),
                            )
                            .with(
                                "options",
                                options
                                    .iter()
                                    .map(|op| Self::group_label(&op.label, lang))
                                    .collect::<Vec<_>>()
                                    .join(" / "),
                            ),
                    ),
                    DecisionKind::Game { about, .. } => match self.rules.process() {
                        Some(p) => p.render(about, &crate::process::Words::new(self, lang)),
                        None => format!("{about:?}"),
                    },
                };
                text(
                    lang,
                    "decision-requested",
                    Args::new().with("who", who).with("what", what),
                )
            }
            EventKind::Answered { player, choice } => {
                let who = self.player_name(*player).to_string();
                let c = match choice {
                    Choice::Effect(e) => self.effect_words(*e),
                    Choice::Object(obj) => o(*obj),
                    Choice::Option(i) => text(lang, "option-number", Args::new().with("n", *i)),
                };
                text(
                    lang,
                    "answered",
                    Args::new().with("who", who).with("choice", c),
                )
            }
            EventKind::Game(e) => match self.rules.process() {
                Some(p) => p.render(e, &crate::process::Words::new(self, lang)),
                None => format!("{e:?}"),
            },
            _ => unreachable!("render_event dispatches by group"),
        }
    }
}
