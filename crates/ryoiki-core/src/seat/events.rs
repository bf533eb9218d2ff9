//! [`SeatEvent`]: an engine event as one player may know it.
//!
//! The projection reads the game after the action that caused the events: a card is
//! named (with the player's handle) only if the player sees its front now, shown as a
//! face-down card under the player's handle if the player's view lists it, and is
//! otherwise "a card", with no handle. Positions in a zone and the order of hidden
//! cards are never given; groups are given by their sizes. A card that was public and
//! is hidden after the action is therefore "a card" too: the projection errs on the
//! side of saying less.

use crate::decision::{Choice, Decision, DecisionKind};
use crate::effect::ExposureKind;
use crate::event::{Event, EventKind};
use crate::game::Game;
use crate::ids::{CardId, EffectId, Handle, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::messages::{Args, core};
use crate::placement::{Facing, Orientation};
use crate::process::Words;
use crate::zone::Lang;
use serde::{Deserialize, Serialize};

/// One event as one player may know it.
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
/// let (alice, bob) = (PlayerId(0), PlayerId(1));
/// let moth = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// game.apply(Action::move_to(alice, moth, ZoneKind(3)), &mut events)?;
/// // Each player is told the events in words, with only what they may know.
/// let told: Vec<SeatEvent> = game.seat_events(bob, &events);
/// let moved = told.iter().find(|e| e.event == "moved").unwrap();
/// assert!(moved.en.contains("Moth") && moved.en.contains("graveyard"));
/// assert!(!moved.ja.is_empty());
/// assert_eq!(moved.cards, [game.handle(bob, CardId(0))]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
    /// Whether the text names a card whose front the viewer may not see.
    unseen: bool,
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
            (None, None) => {
                self.unseen = true;
                return core().plain(self.lang, "seat-card-unknown");
            }
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
            None if held => {
                self.unseen = true;
                core().text(
                    self.lang,
                    "seat-card-held",
                    &Args::new().with("handle", handle),
                )
            }
            None => {
                self.unseen = true;
                core().text(
                    self.lang,
                    "seat-card-face-down",
                    &Args::new().with("handle", handle),
                )
            }
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

    /// The event's `code` with the message `key` filled from `args`.
    fn coded(&self, code: &str, key: &str, args: Args<'_>) -> (String, String) {
        (code.to_string(), self.say(key, args))
    }

    /// An event about one card, nothing else.
    fn card_only(&mut self, code: &str, key: &str, object: ObjectId) -> (String, String) {
        let a = Args::new().with("card", self.obj(object));
        self.coded(code, key, a)
    }

    /// An event about one zone, naming no card.
    fn zone_only(&self, code: &str, key: &str, zone: ZoneId) -> (String, String) {
        let a = Args::new().with("zone", self.zone(zone));
        self.coded(code, key, a)
    }

    /// An event about one card and one zone.
    fn card_zone(
        &mut self,
        code: &str,
        key: &str,
        object: ObjectId,
        zone: ZoneId,
    ) -> (String, String) {
        let a = Args::new()
            .with("card", self.obj(object))
            .with("zone", self.zone(zone));
        self.coded(code, key, a)
    }

    /// An event about one card going from one zone to another.
    fn card_from_to(
        &mut self,
        code: &str,
        key: &str,
        card: CardId,
        from: ZoneId,
        to: ZoneId,
    ) -> (String, String) {
        let a = Args::new()
            .with("card", self.card(card))
            .with("from", self.zone(from))
            .with("to", self.zone(to));
        self.coded(code, key, a)
    }

    /// A zone holding more cards than its limit.
    fn over_limit(&self, zone: ZoneId, count: u32, limit: u32) -> (String, String) {
        let a = Args::new()
            .with("zone", self.zone(zone))
            .with("count", count)
            .with("limit", limit);
        self.coded("over-limit", "seat-over-limit", a)
    }

    /// A zone's limit changed, or was lifted.
    fn limit_changed(&self, zone: ZoneId, limit: Option<u32>) -> (String, String) {
        let limit = match limit {
            Some(n) => self.say("seat-limit-cards", Args::new().with("n", n)),
            None => self.say("no-limit", Args::new()),
        };
        let a = Args::new()
            .with("zone", self.zone(zone))
            .with("limit", limit);
        self.coded("limit-changed", "seat-limit-changed", a)
    }

    /// Cards revealed or looked at, and to whom.
    fn exposed(
        &mut self,
        objects: &[ObjectId],
        to: PlayerSet,
        kind: ExposureKind,
    ) -> (String, String) {
        let a = Args::new()
            .with("cards", self.cards(objects))
            .with("players", self.players(to));
        match kind {
            ExposureKind::Reveal => self.coded("revealed", "seat-revealed", a),
            ExposureKind::Look => self.coded("looked-at", "seat-looked-at", a),
        }
    }

    /// Cards split into groups: only the groups' sizes are given.
    fn grouped(&self, groups: &[Vec<ObjectId>]) -> (String, String) {
        let sizes: Vec<String> = groups.iter().map(|g| g.len().to_string()).collect();
        let sep = self.say("seat-size-separator", Args::new());
        let a = Args::new().with("sizes", sizes.join(&sep));
        self.coded("grouped", "seat-grouped", a)
    }

    /// A card turned upright or sideways.
    fn turned(&mut self, object: ObjectId, orientation: Orientation) -> (String, String) {
        let key = match orientation {
            Orientation::Upright => "seat-turned-upright",
            Orientation::Sideways => "seat-turned-sideways",
        };
        self.card_only("turned", key, object)
    }

    /// A card turned face up or face down.
    fn faced(&mut self, object: ObjectId, facing: Facing) -> (String, String) {
        let key = match facing {
            Facing::FaceUp => "seat-faced-up",
            Facing::FaceDown => "seat-faced-down",
        };
        self.card_only("faced", key, object)
    }

    /// Something that did not apply to a card.
    fn not_applied(&mut self, object: ObjectId, what: &str) -> (String, String) {
        let a = Args::new()
            .with("card", self.obj(object))
            .with("what", what);
        self.coded("not-applied", "seat-not-applied", a)
    }

    /// A card's ability triggered.
    fn triggered(&mut self, object: ObjectId, label: &str) -> (String, String) {
        let a = Args::new()
            .with("card", self.obj(object))
            .with("label", label);
        self.coded("triggered", "seat-triggered", a)
    }

    /// An effect began.
    fn effect_added(&self, effect: EffectId, label: &str) -> (String, String) {
        let a = Args::new()
            .with("effect", effect.to_string())
            .with("label", label);
        self.coded("effect-added", "seat-effect-added", a)
    }

    /// A card set to (attached to) a host.
    fn attached(&mut self, object: ObjectId, host: ObjectId) -> (String, String) {
        let a = Args::new()
            .with("card", self.obj(object))
            .with("host", self.obj(host));
        self.coded("attached", "seat-attached", a)
    }

    /// Groups that ended, and how many cards they held.
    fn groups_ended(&self, label: &str, count: usize) -> (String, String) {
        let a = Args::new().with("label", label).with("count", count);
        self.coded("groups-ended", "seat-groups-ended", a)
    }

    /// A player's answer to a decision.
    fn answered(&mut self, player: PlayerId, choice: &Choice) -> (String, String) {
        let choice = match choice {
            Choice::Object(o) => self.obj(*o),
            Choice::Effect(e) => {
                self.say("choice-effect", Args::new().with("effect", e.to_string()))
            }
            Choice::Option(i) => self.say("choice-option", Args::new().with("n", *i)),
        };
        let a = Args::new()
            .with("player", self.player(player))
            .with("choice", choice);
        self.coded("answered", "seat-answered", a)
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
            unseen: false,
        };
        let (code, en) = self.seat_text(&mut say, &e.kind);
        // The same cards in the same order: the handles are gathered once.
        say.lang = Lang::Ja;
        let (_, ja) = self.seat_text(&mut say, &e.kind);
        SeatEvent {
            event: code,
            en,
            ja,
            rules: self.seat_rules(e, say.unseen),
            cards: say.cards,
        }
    }

    /// The rules an event cites, as a player may be told them: about a card whose front
    /// the player may not see, a citation that would tell the card's type is replaced by
    /// the rule set's citation that does not
    /// ([`RuleSet::citation_reveals`](crate::RuleSet::citation_reveals)).
    fn seat_rules(&self, e: &Event, unseen: bool) -> Vec<String> {
        let mut out: Vec<String> = Vec::with_capacity(e.rules.len());
        for &r in &e.rules {
            let told = match self.rules().citation_reveals(r) {
                Some(c) if unseen => c.instead,
                _ => r,
            };
            if !out.iter().any(|x| x == told) {
                out.push(told.to_string());
            }
        }
        out
    }

    /// The event's code and its text in `s.lang`. The cards are named in the order the
    /// text names them, so the handles gathered are in that order too.
    fn seat_text(&self, s: &mut Say<'_>, k: &EventKind) -> (String, String) {
        match k {
            EventKind::DestinationChosen { object, zone } => s.card_zone(
                "destination-chosen",
                "seat-destination-chosen",
                *object,
                *zone,
            ),
            EventKind::Redirected { object, from, to } => {
                s.card_from_to("redirected", "seat-redirected", object.card, *from, *to)
            }
            EventKind::Replaced {
                object, from, to, ..
            } => s.card_from_to("replaced", "seat-replaced", object.card, *from, *to),
            EventKind::NotMoved { object, to } => {
                s.card_zone("not-moved", "seat-not-moved", *object, *to)
            }
            EventKind::Moved { card, from, to, .. } => {
                s.card_from_to("moved", "seat-moved", *card, *from, *to)
            }
            EventKind::Entered { object, to } => {
                s.card_zone("entered", "seat-entered", *object, *to)
            }
            EventKind::OverLimit { zone, count, limit } => s.over_limit(*zone, *count, *limit),
            EventKind::LimitChanged { zone, limit } => s.limit_changed(*zone, *limit),
            EventKind::Turned {
                object,
                orientation,
            } => s.turned(*object, *orientation),
            EventKind::Faced { object, facing } => s.faced(*object, *facing),
            EventKind::NotApplied { object, what } => s.not_applied(*object, what.word()),
            EventKind::SideChanged { object, .. } => {
                s.card_only("side-changed", "seat-side-changed", *object)
            }
            EventKind::Shuffled { zone, cards } => {
                let a = Args::new()
                    .with("zone", s.zone(*zone))
                    .with("count", *cards);
                s.coded("shuffled", "seat-shuffled", a)
            }
            EventKind::AbilityPut { object, zone, .. } => {
                s.card_zone("ability-put", "seat-ability-put", *object, *zone)
            }
            EventKind::AbilityCeased { zone, .. } => {
                s.zone_only("ability-ceased", "seat-ability-ceased", *zone)
            }
            EventKind::TokenCreated { object, zone } => {
                s.card_zone("token-created", "seat-token-created", *object, *zone)
            }
            EventKind::TokenCeased { zone, .. } => {
                s.zone_only("token-ceased", "seat-token-ceased", *zone)
            }
            EventKind::Triggered { label, object, .. } => s.triggered(*object, label),
            EventKind::Exposed {
                objects, to, kind, ..
            } => s.exposed(objects, *to, *kind),
            EventKind::EffectAdded { effect, label } => s.effect_added(*effect, label),
            EventKind::EffectEnded { label, .. } => {
                let a = Args::new().with("label", label.as_str());
                s.coded("effect-ended", "seat-effect-ended", a)
            }
            EventKind::DecisionRequested { decision } => self.decision_requested(s, decision),
            EventKind::Game(v) => match self.rules.process() {
                Some(p) => (
                    p.code(v).to_string(),
                    p.render(v, &Words::for_viewer(self, s.lang, s.viewer)),
                ),
                None => ("game".to_string(), String::new()),
            },
            EventKind::Attached { object, host } => s.attached(*object, *host),
            EventKind::Extracted { object, zone, .. } => {
                s.card_zone("extracted", "seat-extracted", *object, *zone)
            }
            EventKind::PutBack { object, zone, .. } => {
                s.card_zone("put-back", "seat-put-back", *object, *zone)
            }
            EventKind::ExtractionFailed { object } => {
                s.card_only("extraction-failed", "seat-extraction-failed", *object)
            }
            EventKind::RangeMadeUnknown { objects } => {
                let a = Args::new().with("count", objects.len());
                s.coded("range-made-unknown", "seat-range-made-unknown", a)
            }
            EventKind::ChosenAtRandom { objects } => {
                let a = Args::new().with("cards", s.cards(objects));
                s.coded("chosen-at-random", "seat-chosen-at-random", a)
            }
            EventKind::Grouped { groups, .. } => s.grouped(groups),
            EventKind::GroupsEnded { label, objects } => s.groups_ended(label, objects.len()),
            EventKind::MoveEnded { object } => {
                s.card_only("move-ended", "seat-move-ended", *object)
            }
            EventKind::LoopStopped { dropped } => {
                let a = Args::new().with("dropped", *dropped);
                s.coded("loop-stopped", "seat-loop-stopped", a)
            }
            EventKind::Answered { player, choice } => s.answered(*player, choice),
        }
    }

    /// "`player` is to decide": what about is the core's kind of decision, or the rule
    /// set's code for its own.
    fn decision_requested(&self, s: &mut Say<'_>, decision: &Decision) -> (String, String) {
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
        s.coded("decision-requested", "seat-decision-requested", a)
    }
}
