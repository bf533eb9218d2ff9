//! Events: every change of the game state, each naming the rules that caused it.
//!
//! Events are emitted into an [`EventSink`] given to `Game::apply`;
//! the game state keeps no log, so it stays the same size however long the game runs.
//! A `Vec<Event>` is a sink; [`NullSink`] drops everything (for search and benchmarks).
//! `Game::render_event` renders an event in English or
//! Japanese for a judge.

use crate::decision::{Choice, Decision};
use crate::effect::ExposureKind;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::placement::{Facing, Orientation};
use serde::{Deserialize, Serialize};

/// A rule id from the catalogue (`fow-3.15.d`, `mtg-217.1c` …).
///
/// ```
/// use ryoiki_model::{RuleId, cite};
///
/// const PUT_INTO: RuleId = "fow-3.1.d";
/// let rules = cite(&[&[PUT_INTO], &["fow-3.6.e"]]);
/// assert_eq!(rules.as_slice(), ["fow-3.1.d", "fow-3.6.e"]);
/// ```
pub type RuleId = &'static str;

/// The rules an event cites; up to four are stored inline.
///
/// ```
/// use ryoiki_model::{Rules, cite};
///
/// // The rules one event cites, each once, most specific first; up to four without
/// // allocating.
/// let rules: Rules = cite(&[&["mtg-217.1c"], &["mtg-217.1a", "mtg-217.1c"]]);
/// assert_eq!(rules.as_slice(), ["mtg-217.1c", "mtg-217.1a"]);
/// assert!(!rules.spilled());
/// ```
pub type Rules = smallvec::SmallVec<[RuleId; 4]>;

/// Joins several static rule lists into one citation.
pub fn cite(lists: &[&'static [RuleId]]) -> Rules {
    let mut out = Rules::new();
    for list in lists {
        for r in *list {
            if !out.contains(r) {
                out.push(r);
            }
        }
    }
    out
}

/// One state change and the rules that caused it.
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
/// let moth = game.object_of(CardId(0))?;
/// let mut events: Vec<Event> = Vec::new();
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(2)), &mut events)?;
/// // Each event says what happened and the rules that made it happen.
/// let moved = events.iter().find(|e| matches!(e.kind, EventKind::Moved { .. })).unwrap();
/// assert!(matches!(moved.kind, EventKind::Moved { card: CardId(0), .. }));
/// assert!(serde_json::to_string(moved)?.contains(r#""event":"moved""#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Event {
    /// What happened.
    pub kind: EventKind,
    /// The rules that made it happen, most specific first.
    pub rules: Rules,
}

/// What happened.
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
/// let moth = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// // From the table to the graveyard: the card arrives as a new object.
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(3)), &mut events)?;
/// let kinds: Vec<_> = events.iter().map(|e| &e.kind).collect();
/// assert!(kinds.iter().any(|k| matches!(k,
///     EventKind::Moved { old, new, .. } if *old == moth && new.generation == moth.generation + 1)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum EventKind {
    /// No player was named for a destination, so the rule set chose one (FoW 3.1.e).
    DestinationChosen {
        /// The moving object.
        object: ObjectId,
        /// The zone chosen.
        zone: ZoneId,
    },
    /// The rules sent a card to another zone than the one asked for (FoW 3.15.d,
    /// MTG 217.1a).
    Redirected {
        /// The moving object.
        object: ObjectId,
        /// Where it was going.
        from: ZoneId,
        /// Where it goes now.
        to: ZoneId,
    },
    /// A replacement effect changed where a card goes.
    Replaced {
        /// The moving object.
        object: ObjectId,
        /// The effect applied.
        effect: EffectId,
        /// Where it was going.
        from: ZoneId,
        /// Where it goes now.
        to: ZoneId,
    },
    /// A card did not move, because a rule or an effect says it does not (FoW 3.15).
    NotMoved {
        /// The object that stays.
        object: ObjectId,
        /// Where it would have gone.
        to: ZoneId,
    },
    /// A card moved.
    Moved {
        /// The physical card.
        card: CardId,
        /// The object that left.
        old: ObjectId,
        /// The object that arrived (equal to `old` when identity carried over).
        new: ObjectId,
        /// The zone left.
        from: ZoneId,
        /// The zone entered.
        to: ZoneId,
        /// Its position in the new zone, from the bottom.
        position: u32,
    },
    /// A card came into the game from outside it (a sideboard or collection).
    Entered {
        /// The arriving object.
        object: ObjectId,
        /// The zone entered.
        to: ZoneId,
    },
    /// A zone holds more cards than its limit (FoW 3.5.b, 3.10.b); nothing is discarded.
    OverLimit {
        /// The zone.
        zone: ZoneId,
        /// How many cards it holds.
        count: u32,
        /// Its limit.
        limit: u32,
    },
    /// A zone's size limit changed.
    LimitChanged {
        /// The zone.
        zone: ZoneId,
        /// The new limit, if any.
        limit: Option<u32>,
    },
    /// A card turned upright or sideways.
    Turned {
        /// The object.
        object: ObjectId,
        /// Its new orientation.
        orientation: Orientation,
    },
    /// A card was turned up or down.
    Faced {
        /// The object.
        object: ObjectId,
        /// Its new facing.
        facing: Facing,
    },
    /// An instruction did not apply, because it would change nothing or the rules refuse
    /// it (FoW 3.2.b.1, PMV 11.5.3).
    NotApplied {
        /// The object.
        object: ObjectId,
        /// What was asked.
        what: Unapplied,
    },
    /// A card turned to its other side.
    SideChanged {
        /// The object.
        object: ObjectId,
        /// The side now current.
        side: u8,
    },
    /// A zone was shuffled.
    Shuffled {
        /// The zone.
        zone: ZoneId,
        /// How many cards took part.
        cards: u32,
    },
    /// An ability was put on a zone (the chase area, the stack): a new object.
    AbilityPut {
        /// The ability object.
        object: ObjectId,
        /// The zone.
        zone: ZoneId,
        /// Its source, if any.
        source: Option<ObjectId>,
    },
    /// A token was created in a zone: a new object that is not a card.
    TokenCreated {
        /// The token.
        object: ObjectId,
        /// The zone.
        zone: ZoneId,
    },
    /// A token ceased to exist (the rule set says where a token cannot exist).
    TokenCeased {
        /// The token as it last was.
        object: ObjectId,
        /// The zone it was in.
        zone: ZoneId,
    },
    /// An ability left its zone and ceased to exist.
    AbilityCeased {
        /// The ability object.
        object: ObjectId,
        /// The zone it left.
        zone: ZoneId,
    },
    /// A trigger fired.
    Triggered {
        /// The trigger effect.
        effect: EffectId,
        /// Its label.
        label: String,
        /// The object it saw (in its new zone, for zone-change triggers).
        object: ObjectId,
    },
    /// Cards were shown (revealed, or looked at).
    Exposed {
        /// The effect that shows them.
        effect: EffectId,
        /// The objects.
        objects: Vec<ObjectId>,
        /// To whom.
        to: PlayerSet,
        /// Reveal or look.
        kind: ExposureKind,
    },
    /// An effect was registered.
    EffectAdded {
        /// The effect.
        effect: EffectId,
        /// Its label.
        label: String,
    },
    /// An effect ended.
    EffectEnded {
        /// The effect.
        effect: EffectId,
        /// Its label.
        label: String,
    },
    /// The game waits for a player's decision.
    DecisionRequested {
        /// The decision.
        decision: Decision,
    },
    /// Something a rule set's own process did, in the rule set's type
    /// ([`Process::Event`](crate::Process::Event)).
    Game(crate::typed::Typed),
    /// A card was attached to a host (PMV 11.3 セット, Magic's attach).
    Attached {
        /// The attached card.
        object: ObjectId,
        /// Its host.
        host: ObjectId,
    },
    /// A card was taken out of its zone and held aside (PMV 11.4.1 抜き出す).
    Extracted {
        /// The card.
        object: ObjectId,
        /// The zone it came from.
        zone: ZoneId,
        /// Its position there, from the bottom.
        index: u32,
    },
    /// A held card went back to its exact position (PMV 11.4.3).
    PutBack {
        /// The card.
        object: ObjectId,
        /// The zone.
        zone: ZoneId,
        /// Its position there, from the bottom.
        index: u32,
    },
    /// The process that extracted a card could not be carried out (PMV 11.4.4).
    ExtractionFailed {
        /// The card.
        object: ObjectId,
    },
    /// Cards were made unknown to every player before a random choice (PMV 11.9.2).
    RangeMadeUnknown {
        /// The range.
        objects: Vec<ObjectId>,
    },
    /// Cards were chosen at random (PMV 11.9).
    ChosenAtRandom {
        /// The cards chosen.
        objects: Vec<ObjectId>,
    },
    /// Cards were split into groups, announced to every player (PMV 11.10).
    Grouped {
        /// The effect that keeps the groups.
        effect: EffectId,
        /// Each group's cards.
        groups: Vec<Vec<ObjectId>>,
    },
    /// Groups ceased to exist with the effect that kept them.
    GroupsEnded {
        /// The effect's label.
        label: String,
        /// The cards that were grouped.
        objects: Vec<ObjectId>,
    },
    /// A move ended because another effect had already moved the card (PMV 11.1.2).
    MoveEnded {
        /// The object the move was for.
        object: ObjectId,
    },
    /// Effects kept setting each other off; the engine stopped the loop.
    LoopStopped {
        /// How many steps of work were dropped.
        dropped: u32,
    },
    /// A player answered a decision.
    Answered {
        /// Who answered.
        player: PlayerId,
        /// The answer.
        choice: Choice,
    },
}

/// Where events go.
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
/// // A sink that only counts, for a caller that needs no log.
/// struct Count(usize);
/// impl EventSink for Count {
///     fn emit(&mut self, _event: Event) { self.0 += 1; }
/// }
/// let mut game = toy_game(&[("Moth", 1)]);
/// let moth = game.object_of(CardId(0))?;
/// let mut count = Count(0);
/// game.apply(Action::move_to(PlayerId(0), moth, ZoneKind(2)), &mut count)?;
/// assert!(count.0 >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait EventSink {
    /// Receive one event.
    fn emit(&mut self, event: Event);

    /// Whether the sink keeps events at all; the engine skips building the events of
    /// its hot paths for a sink that does not.
    fn enabled(&self) -> bool {
        true
    }
}

impl EventSink for Vec<Event> {
    fn emit(&mut self, event: Event) {
        self.push(event);
    }
}

/// A sink that drops every event.
///
/// ```
/// use ryoiki_model::{EventSink, NullSink};
///
/// // A sink that keeps nothing, and tells the engine not to build events at all.
/// assert!(!NullSink.enabled());
/// assert!(Vec::new().enabled());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NullSink;

impl EventSink for NullSink {
    fn emit(&mut self, _event: Event) {}

    fn enabled(&self) -> bool {
        false
    }
}

/// What an instruction that did not apply asked for ([`EventKind::NotApplied`]). Saved
/// and sent as the word it always was (`"face-down"`, `"put-into trigger"` …).
///
/// ```
/// use ryoiki_model::Unapplied;
///
/// assert_eq!(Unapplied::FaceDown.word(), "face-down");
/// assert_eq!(Unapplied::FaceDown.key(), "what-face-down");
/// assert_eq!(serde_json::to_string(&Unapplied::PutIntoTrigger).unwrap(), r#""put-into trigger""#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unapplied {
    /// To stand upright (recover, untap) what already stands.
    #[serde(rename = "upright")]
    Upright,
    /// To turn sideways (rest, tap) what already lies sideways.
    #[serde(rename = "sideways")]
    Sideways,
    /// To turn face up what already is.
    #[serde(rename = "face-up")]
    FaceUp,
    /// To turn face down what already is, or what may not be.
    #[serde(rename = "face-down")]
    FaceDown,
    /// A "when put into" trigger of an object that is no longer there.
    #[serde(rename = "put-into trigger")]
    PutIntoTrigger,
    /// A split into groups that cannot be made.
    #[serde(rename = "split")]
    Split,
    /// An attachment that cannot be made.
    #[serde(rename = "attach")]
    Attach,
    /// A set (PMV 11.3) that cannot be made.
    #[serde(rename = "set")]
    Set,
}

impl Unapplied {
    /// The word it is saved and sent as (`face-down`).
    pub fn word(self) -> &'static str {
        match self {
            Unapplied::Upright => "upright",
            Unapplied::Sideways => "sideways",
            Unapplied::FaceUp => "face-up",
            Unapplied::FaceDown => "face-down",
            Unapplied::PutIntoTrigger => "put-into trigger",
            Unapplied::Split => "split",
            Unapplied::Attach => "attach",
            Unapplied::Set => "set",
        }
    }

    /// Its words' key in the core's catalogue (`what-face-down`).
    pub fn key(self) -> &'static str {
        match self {
            Unapplied::Upright => "what-upright",
            Unapplied::Sideways => "what-sideways",
            Unapplied::FaceUp => "what-face-up",
            Unapplied::FaceDown => "what-face-down",
            Unapplied::PutIntoTrigger => "what-put-into-trigger",
            Unapplied::Split => "what-split",
            Unapplied::Attach => "what-attach",
            Unapplied::Set => "what-set",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Unapplied;

    #[test]
    fn an_unapplied_instruction_is_saved_as_the_word_it_always_was() {
        for what in [
            Unapplied::Upright,
            Unapplied::Sideways,
            Unapplied::FaceUp,
            Unapplied::FaceDown,
            Unapplied::PutIntoTrigger,
            Unapplied::Split,
            Unapplied::Attach,
            Unapplied::Set,
        ] {
            let json = serde_json::to_string(&what).unwrap();
            assert_eq!(json, format!("\"{}\"", what.word()));
            assert_eq!(serde_json::from_str::<Unapplied>(&json).unwrap(), what);
            assert_eq!(
                what.key(),
                ["what", &what.word().replace(' ', "-")].join("-")
            );
        }
    }
}
