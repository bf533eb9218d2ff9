//! [`SeatEvent`]: an engine event as one player may know it.
//!
//! The projection reads the game after the action that caused the events: a card is
//! named (with the player's handle) only if the player sees its front now, shown as a
//! face-down card under the player's handle if the player's view lists it, and is
//! otherwise "a card", with no handle. Positions in a zone and the order of hidden
//! cards are never given; groups are given by their sizes. A card that was public and
//! is hidden after the action is therefore "a card" too: the projection errs on the
//! side of saying less.

use crate::decision::{Choice, DecisionKind};
use crate::effect::ExposureKind;
use crate::event::{Event, EventKind};
use crate::game::Game;
use crate::ids::{CardId, Handle, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::messages::{Args, core};
use crate::placement::{Facing, Orientation};
use crate::process::Words;
use crate::zone::Lang;
use serde::{Deserialize, Serialize};

/// One event as one player may know it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEvent {
    /// What kind of event ("moved", "shuffled", or a rule set's own code).
    pub event: String,
    /// In English.
    pub en: String,
    /// In Japanese.
    pub ja: String,
    /// The rules that made it happen, most specific first.
    pub rules: Vec<String>,
    /// The player's handles for the cards it names that the player's view shows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Handle>,
}

/// Builds one player's text of one event in one language, from the core's catalogue
/// (the `seat-` messages).
struct Say<'g> {
    game: &'g Game,
    viewer: PlayerId,
    lang: Lang,
    cards: Vec<Handle>,
}

impl Say<'_> {
    /// A card as the viewer may know it: named with the viewer's handle, a face-down
    /// card with it, or "a card".
    fn card(&mut self, c: CardId) -> String {
        let view = self.game.view(self.viewer);
        let (h, front, held) = match (view.card(c), view.held_card(c)) {
            (Some(cv), _) => (cv.handle(), cv.front(), false),
            // A card held aside that the viewer's view lists among the held cards.
            (None, Some(hv)) => (hv.handle(), hv.front(), true),
            (None, None) => return core().plain(self.lang, "seat-card-unknown"),
        };
        if !self.cards.contains(&h) {
            self.cards.push(h);
        }
        let handle = h.to_string();
        match front {
            Some(side) => core().text(
                self.lang,
                "seat-card-named",
                &Args::new()
                    .with("name", side.name.as_str())
                    .with("handle", handle),
            ),
            None if held => core().text(
                self.lang,
                "seat-card-held",
                &Args::new().with("handle", handle),
            ),
            None => core().text(
                self.lang,
                "seat-card-face-down",
                &Args::new().with("handle", handle),
            ),
        }
    }

    fn obj(&mut self, o: ObjectId) -> String {
        self.card(o.card)
    }

    fn cards(&mut self, objects: &[ObjectId]) -> String {
        let names: Vec<String> = objects.iter().map(|o| self.obj(*o)).collect();
        names.join(&self.separator())
    }

    fn separator(&self) -> String {
        core().plain(self.lang, "list-separator")
    }

    fn zone(&self, z: ZoneId) -> String {
        self.game.zone_name(z, self.lang)
    }

    fn player(&self, p: PlayerId) -> String {
        self.game.player_name(p).to_string()
    }

    fn players(&self, set: PlayerSet) -> String {
        (0..self.game.state.players.len())
            .map(|p| PlayerId(p as u8))
            .filter(|&p| set.contains(p))
            .map(|p| self.player(p))
            .collect::<Vec<_>>()
            .join(&self.separator())
    }

    /// The message `key` in the language being built.
    fn say(&self, key: &str, args: Args<'_>) -> String {
        core().text(self.lang, key, &args)
    }
}

impl Game {
    /// Events as `viewer` may know them, read from the game as it is after the action
    /// that caused them (see the module `seat::events`). Cheap: no copy of the state, only
    /// the cards the events name are looked at.
    pub fn seat_events(&self, viewer: PlayerId, events: &[Event]) -> Vec<SeatEvent> {
        events.iter().map(|e| self.seat_event(viewer, e)).collect()
    }

    /// One event as `viewer` may know it.
    pub fn seat_event(&self, viewer: PlayerId, e: &Event) -> SeatEvent {
        let mut say = Say {
            game: self,
            viewer,
            lang: Lang::En,
            cards: Vec::new(),
        };
        let (code, en) = self.seat_text(&mut say, &e.kind);
        // The same cards in the same order: the handles are gathered once.
        say.lang = Lang::Ja;
        let (_, ja) = self.seat_text(&mut say, &e.kind);
        SeatEvent {
            event: code,
            en,
            ja,
            rules: e.rules.iter().map(|r| r.to_string()).collect(),
            cards: say.cards,
        }
    }

    /// The event's code and its text in `s.lang`.
    fn seat_text(&self, s: &mut Say<'_>, k: &EventKind) -> (String, String) {
        let t = |code: &str, text: String| (code.to_string(), text);
        match k {
            EventKind::DestinationChosen { object, zone } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*zone));
                t("destination-chosen", s.say("seat-destination-chosen", a))
            }
            EventKind::Redirected { object, from, to } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("from", s.zone(*from))
                    .with("to", s.zone(*to));
                t("redirected", s.say("seat-redirected", a))
            }
            EventKind::Replaced {
                object, from, to, ..
            } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("from", s.zone(*from))
                    .with("to", s.zone(*to));
                t("replaced", s.say("seat-replaced", a))
            }
            EventKind::NotMoved { object, to } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*to));
                t("not-moved", s.say("seat-not-moved", a))
            }
            EventKind::Moved { card, from, to, .. } => {
                let a = Args::new()
                    .with("card", s.card(*card))
                    .with("from", s.zone(*from))
                    .with("to", s.zone(*to));
                t("moved", s.say("seat-moved", a))
            }
            EventKind::Entered { object, to } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*to));
                t("entered", s.say("seat-entered", a))
            }
            EventKind::OverLimit { zone, count, limit } => {
                let a = Args::new()
                    .with("zone", s.zone(*zone))
                    .with("count", *count)
                    .with("limit", *limit);
                t("over-limit", s.say("seat-over-limit", a))
            }
            EventKind::LimitChanged { zone, limit } => {
                let limit = match limit {
                    Some(n) => s.say("seat-limit-cards", Args::new().with("n", *n)),
                    None => s.say("no-limit", Args::new()),
                };
                let a = Args::new().with("zone", s.zone(*zone)).with("limit", limit);
                t("limit-changed", s.say("seat-limit-changed", a))
            }
            EventKind::Turned {
                object,
                orientation,
            } => {
                let key = match orientation {
                    Orientation::Upright => "seat-turned-upright",
                    Orientation::Sideways => "seat-turned-sideways",
                };
                let a = Args::new().with("card", s.obj(*object));
                t("turned", s.say(key, a))
            }
            EventKind::Faced { object, facing } => {
                let key = match facing {
                    Facing::FaceUp => "seat-faced-up",
                    Facing::FaceDown => "seat-faced-down",
                };
                let a = Args::new().with("card", s.obj(*object));
                t("faced", s.say(key, a))
            }
            EventKind::NotApplied { object, what } => {
                let a = Args::new().with("card", s.obj(*object)).with("what", *what);
                t("not-applied", s.say("seat-not-applied", a))
            }
            EventKind::SideChanged { object, .. } => {
                let a = Args::new().with("card", s.obj(*object));
                t("side-changed", s.say("seat-side-changed", a))
            }
            EventKind::Shuffled { zone, cards } => {
                let a = Args::new()
                    .with("zone", s.zone(*zone))
                    .with("count", *cards);
                t("shuffled", s.say("seat-shuffled", a))
            }
            EventKind::AbilityPut { object, zone, .. } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*zone));
                t("ability-put", s.say("seat-ability-put", a))
            }
            EventKind::AbilityCeased { zone, .. } => {
                let a = Args::new().with("zone", s.zone(*zone));
                t("ability-ceased", s.say("seat-ability-ceased", a))
            }
            EventKind::TokenCreated { object, zone } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*zone));
                t("token-created", s.say("seat-token-created", a))
            }
            EventKind::TokenCeased { zone, .. } => {
                let a = Args::new().with("zone", s.zone(*zone));
                t("token-ceased", s.say("seat-token-ceased", a))
            }
            EventKind::Triggered { label, object, .. } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("label", label.as_str());
                t("triggered", s.say("seat-triggered", a))
            }
            EventKind::Exposed {
                objects, to, kind, ..
            } => {
                let a = Args::new()
                    .with("cards", s.cards(objects))
                    .with("players", s.players(*to));
                match kind {
                    ExposureKind::Reveal => t("revealed", s.say("seat-revealed", a)),
                    ExposureKind::Look => t("looked-at", s.say("seat-looked-at", a)),
                }
            }
            EventKind::EffectAdded { effect, label } => {
                let a = Args::new()
                    .with("effect", effect.to_string())
                    .with("label", label.as_str());
                t("effect-added", s.say("seat-effect-added", a))
            }
            EventKind::EffectEnded { label, .. } => {
                let a = Args::new().with("label", label.as_str());
                t("effect-ended", s.say("seat-effect-ended", a))
            }
            EventKind::DecisionRequested { decision } => {
                let what = match &decision.kind {
                    DecisionKind::ChooseReplacement { .. } => "choose-replacement",
                    DecisionKind::OrderCards { .. } => "order-cards",
                    DecisionKind::SplitCard { .. } => "split-card",
                    DecisionKind::Game { about, .. } => self
                        .rules
                        .process()
                        .map(|p| p.code(about))
                        .unwrap_or("game"),
                };
                let a = Args::new()
                    .with("player", s.player(decision.decider))
                    .with("what", what);
                t("decision-requested", s.say("seat-decision-requested", a))
            }
            EventKind::Game(v) => match self.rules.process() {
                Some(p) => (
                    p.code(v).to_string(),
                    p.render(v, &Words::for_viewer(self, s.lang, s.viewer)),
                ),
                None => t("game", String::new()),
            },
            EventKind::Attached { object, host } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("host", s.obj(*host));
                t("attached", s.say("seat-attached", a))
            }
            EventKind::Extracted { object, zone, .. } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*zone));
                t("extracted", s.say("seat-extracted", a))
            }
            EventKind::PutBack { object, zone, .. } => {
                let a = Args::new()
                    .with("card", s.obj(*object))
                    .with("zone", s.zone(*zone));
                t("put-back", s.say("seat-put-back", a))
            }
            EventKind::ExtractionFailed { object } => {
                let a = Args::new().with("card", s.obj(*object));
                t("extraction-failed", s.say("seat-extraction-failed", a))
            }
            EventKind::RangeMadeUnknown { objects } => {
                let a = Args::new().with("count", objects.len());
                t("range-made-unknown", s.say("seat-range-made-unknown", a))
            }
            EventKind::ChosenAtRandom { objects } => {
                let a = Args::new().with("cards", s.cards(objects));
                t("chosen-at-random", s.say("seat-chosen-at-random", a))
            }
            EventKind::Grouped { groups, .. } => {
                let sizes: Vec<String> = groups.iter().map(|g| g.len().to_string()).collect();
                let sep = s.say("seat-size-separator", Args::new());
                let a = Args::new().with("sizes", sizes.join(&sep));
                t("grouped", s.say("seat-grouped", a))
            }
            EventKind::GroupsEnded { label, objects } => {
                let a = Args::new()
                    .with("label", label.as_str())
                    .with("count", objects.len());
                t("groups-ended", s.say("seat-groups-ended", a))
            }
            EventKind::MoveEnded { object } => {
                let a = Args::new().with("card", s.obj(*object));
                t("move-ended", s.say("seat-move-ended", a))
            }
            EventKind::LoopStopped { dropped } => {
                let a = Args::new().with("dropped", *dropped);
                t("loop-stopped", s.say("seat-loop-stopped", a))
            }
            EventKind::Answered { player, choice } => {
                let choice = match choice {
                    Choice::Object(o) => s.obj(*o),
                    Choice::Effect(e) => {
                        s.say("choice-effect", Args::new().with("effect", e.to_string()))
                    }
                    Choice::Option(i) => s.say("choice-option", Args::new().with("n", *i)),
                };
                let a = Args::new()
                    .with("player", s.player(*player))
                    .with("choice", choice);
                t("answered", s.say("seat-answered", a))
            }
        }
    }
}
