//! The scenario model: what a loaded scenario is made of (its setup, steps, checks and
//! declared effects), shared by the loader that builds it and the runner that plays it.

use ryoiki_core::{
    CardId, Cause, EffectBody, ExposureKind, Facing, Orientation, Outside, PlayerId, PlayerSet,
    Position, RuleSet, Scope, Setup, ZoneId, ZoneKind,
};
use std::collections::BTreeMap;
use std::fmt;

/// A card named in a step: its current object, or a stale one (`name@generation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardRef {
    /// The card.
    pub card: CardId,
    /// A fixed generation, to test what happens to a gone object.
    pub generation: Option<u32>,
}

/// A zone named in a scenario; `player` is `None` when the file leaves it to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZoneRef {
    /// The zone kind.
    pub kind: ZoneKind,
    /// Whose zone, if named.
    pub player: Option<PlayerId>,
}

impl ZoneRef {
    /// The zone instance, when the player is known.
    pub fn id(&self, scope: Scope) -> Option<ZoneId> {
        match scope {
            Scope::Shared => Some(ZoneId {
                kind: self.kind,
                player: None,
            }),
            Scope::PerPlayer => self.player.map(|p| ZoneId {
                kind: self.kind,
                player: Some(p),
            }),
        }
    }
}

/// What a step does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepAction {
    /// Move one card.
    Move {
        /// The card.
        card: CardRef,
        /// Where to.
        to: ZoneRef,
        /// Where in the zone.
        position: Option<Position>,
        /// How it lies on arrival.
        facing: Option<Facing>,
        /// Side to turn to.
        side: Option<u8>,
        /// Cause.
        cause: Cause,
    },
    /// Move several cards at once.
    MoveMany {
        /// The cards.
        cards: Vec<CardRef>,
        /// Where to.
        to: ZoneRef,
        /// Cause.
        cause: Cause,
    },
    /// Something happens that ends effects lasting until it.
    Happen(ryoiki_core::Happening),
    /// Move every matching card at once (a mass move: "destroy all creatures").
    MoveAll {
        /// Which cards.
        filter: ryoiki_core::CardFilter,
        /// Only from zones of this kind (any zone when `None`).
        from: Option<ZoneKind>,
        /// Where to.
        to: ZoneRef,
        /// Where in the zone.
        position: Option<Position>,
        /// Cause.
        cause: Cause,
    },
    /// Move top cards one at a time.
    MoveTop {
        /// The pile.
        from: ZoneId,
        /// How many.
        count: u32,
        /// Where to.
        to: ZoneRef,
        /// Cause.
        cause: Cause,
    },
    /// Bring a card in from outside the game.
    Enter {
        /// The card.
        card: CardId,
        /// Where to.
        to: ZoneRef,
    },
    /// Turn upright or sideways.
    Turn {
        /// The card.
        card: CardRef,
        /// Which way.
        orientation: Orientation,
    },
    /// Turn face up or down.
    Face {
        /// The card.
        card: CardRef,
        /// Which way.
        facing: Facing,
    },
    /// Shuffle a zone.
    Shuffle {
        /// The zone.
        zone: ZoneId,
        /// A forced order.
        order: Option<Vec<u32>>,
    },
    /// Reveal or look, as a named effect.
    Expose {
        /// The effect's scenario name.
        name: String,
        /// The effect's label (its name unless the file gives one).
        label: String,
        /// The label in Japanese (`label_ja`), if the file gives one.
        label_ja: Option<String>,
        /// The cards.
        cards: Vec<CardRef>,
        /// Reveal or look.
        kind: ExposureKind,
        /// Who sees the cards.
        to: PlayerSet,
    },
    /// Create a token (an object that is not a card) on top of a zone, owned and
    /// controlled by the step's player.
    CreateToken {
        /// The zone.
        zone: ZoneId,
        /// Its characteristics.
        side: ryoiki_core::Side,
        /// With the step's `id`: the index of the name given to the token.
        names: Option<usize>,
    },
    /// The engine's action itself, read from JSON: the last resort of a written repro
    /// for an action no other step form expresses.
    Engine(Box<ryoiki_core::Action>),
    /// Start a declared effect.
    Begin {
        /// Index into [`Scenario::effects`].
        effect: usize,
    },
    /// End an effect by scenario name.
    End {
        /// The name.
        name: String,
    },
    /// Change a zone's limit.
    SetLimit {
        /// The zone.
        zone: ZoneId,
        /// The limit.
        limit: Option<u32>,
    },
    /// Answer the pending decision with an effect (by scenario name), a card, or a
    /// rule-set option (by label).
    Answer {
        /// An effect's name.
        effect: Option<String>,
        /// A card.
        pick: Option<CardRef>,
        /// An option's label.
        option: Option<String>,
    },
    /// Put an ability on a zone.
    PutAbility {
        /// Which of the file's abilities (index into [`Scenario::ability_names`]).
        index: usize,
        /// The zone.
        zone: ZoneId,
        /// Its source card, if any.
        source: Option<CardRef>,
        /// Its text.
        text: String,
    },
    /// An ability ceases to exist.
    Cease {
        /// The ability.
        card: CardRef,
    },
    /// An action of the rule set's own.
    Game {
        /// Its name.
        name: String,
        /// Its arguments.
        args: Vec<(String, ArgTemplate)>,
        /// With the step's `id`: the index of the name given to the first object the
        /// action creates (a token, an ability), like `put-ability`'s.
        names: Option<usize>,
    },
}

/// Every event kind a scenario may expect, as written in files.
pub const EVENT_KINDS: [&str; 24] = [
    "game",
    "ability-put",
    "ability-ceased",
    "token-created",
    "token-ceased",
    "destination-chosen",
    "redirected",
    "replaced",
    "not-moved",
    "moved",
    "entered",
    "over-limit",
    "limit-changed",
    "turned",
    "faced",
    "not-applied",
    "side-changed",
    "shuffled",
    "triggered",
    "exposed",
    "effect-added",
    "effect-ended",
    "decision-requested",
    "answered",
];

/// One argument of an action's text form (`do = "…"` with its keys), once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// An object.
    Object(ryoiki_core::ObjectId),
    /// A card, whatever object it is now.
    Card(ryoiki_core::CardId),
    /// A player.
    Player(ryoiki_core::PlayerId),
    /// A zone.
    Zone(ryoiki_core::ZoneId),
    /// A destination.
    Destination(ryoiki_core::Destination),
    /// A number.
    Int(i64),
    /// A word.
    Text(String),
    /// Several arguments.
    List(Vec<Arg>),
}

/// A game action's argument before the run resolves cards to their current objects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgTemplate {
    /// A card, resolved to its object when the step runs.
    Card(CardRef),
    /// A fixed value.
    Fixed(Arg),
    /// Several.
    List(Vec<ArgTemplate>),
}

/// A step: who acts, what, and what to check afterwards.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Line of the step in the file.
    pub line: usize,
    /// The step as written ("move bolt to field").
    pub summary: String,
    /// The processing player.
    pub player: PlayerId,
    /// What it does.
    pub action: StepAction,
    /// A note from the file.
    pub note: Option<String>,
    /// The note in Japanese (`note_ja`), if the file gives one.
    pub note_ja: Option<String>,
    /// Checks after it.
    pub expects: Vec<Expectation>,
    /// Names for the effects the step begins besides the one the step itself names, in
    /// the order of their `effect-added` events (`names`).
    pub names: Vec<String>,
    /// Names (indices into [`Scenario::ability_names`]) for the objects the step creates
    /// besides the one its `id` names, in the order of their events (`creates`).
    pub creates: Vec<usize>,
}

/// What a viewer should see of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sees {
    /// The card's front.
    Front,
    /// The card, under a handle, but not its front.
    Back,
    /// Nothing of the card at all (only its zone's count).
    Nothing,
}

/// An expected event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventPattern {
    /// Its kind, as in the JSON event tag ("moved", "not-moved" …).
    pub kind: String,
    /// The card it is about.
    pub card: Option<CardId>,
    /// The zone it comes from.
    pub from: Option<ZoneRef>,
    /// The zone it goes to.
    pub to: Option<ZoneRef>,
    /// The trigger label.
    pub label: Option<String>,
    /// Rule ids it must cite.
    pub rules: Vec<String>,
}

/// One check.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// The zone holds exactly these cards, bottom first.
    ZoneCards(ZoneId, Vec<CardId>),
    /// The zone holds these cards among others.
    ZoneContains(ZoneId, Vec<CardId>),
    /// The zone holds this many cards.
    ZoneCount(ZoneId, usize),
    /// The zone's limit (negative in the file: none).
    ZoneLimit(ZoneId, Option<u32>),
    /// The card is in this zone (and at this position).
    CardIn(CardId, ZoneId, Option<u32>),
    /// The card is outside the game.
    CardOutside(CardId, Outside),
    /// The card's orientation.
    Orientation(CardId, Option<Orientation>),
    /// The card's facing.
    Face(CardId, Facing),
    /// The card's controller.
    Controller(CardId, Option<PlayerId>),
    /// Whether the card is the same object as before the step.
    SameObject(CardId, bool),
    /// The card's current types (as the rules modify them), in any order.
    Types(CardId, Vec<String>),
    /// The card's current abilities.
    Abilities(CardId, Vec<String>),
    /// The card's current numbers.
    Numbers(CardId, BTreeMap<String, i64>),
    /// The card's current side.
    Side(CardId, u8),
    /// What a viewer sees of a card.
    ViewSees(PlayerId, CardId, Sees),
    /// Whether a viewer sees the card's other side.
    ViewOtherSide(PlayerId, CardId, bool),
    /// The count a viewer sees for a zone.
    ViewCount(PlayerId, ZoneId, usize),
    /// The cards whose front a viewer sees in a zone, in zone order.
    ViewShows(PlayerId, ZoneId, Vec<CardId>),
    /// The zone limit a viewer sees.
    ViewLimit(PlayerId, ZoneId, Option<u32>),
    /// These events, in this order, among the step's events.
    Events(Vec<EventPattern>),
    /// None of the step's events is of these kinds.
    NoEvents(Vec<String>),
    /// The step was refused with a message containing this.
    Error(String),
    /// A decision is pending.
    Pending {
        /// Who decides.
        decider: PlayerId,
        /// Its kind ("choose-replacement", "order-cards").
        kind: String,
        /// Its legal answers (effect names or card names), if given.
        options: Option<Vec<String>>,
        /// For an order decision: the zone the cards go to, if given.
        zone: Option<ZoneId>,
    },
    /// No decision is pending.
    NoPending,
    /// A bare word of card text refers to exactly these cards.
    Select(String, Option<PlayerId>, Vec<CardId>),
    /// What a player's view shows of the rule set's own state (`public` in the view), at
    /// a JSON pointer, equals a value.
    Public(PlayerId, String, serde_json::Value),
}

/// An `expect` table: checks, and the rules they prove.
#[derive(Clone, Debug, PartialEq)]
pub struct Expectation {
    /// Where it stands.
    pub line: usize,
    /// The rule ids it proves.
    pub rules: Vec<String>,
    /// A note from the file.
    pub note: Option<String>,
    /// The checks; all must hold.
    pub checks: Vec<Check>,
}

/// An effect declared in `[[effect]]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclaredEffect {
    /// Its scenario name.
    pub name: String,
    /// Its label.
    pub label: String,
    /// Its label in Japanese (`label_ja`), if the file gives one.
    pub label_ja: Option<String>,
    /// For a trigger: the words it records in Japanese (its `record_ja`), if the file
    /// gives them.
    pub record_ja: Option<String>,
    /// Its controller.
    pub controller: Option<PlayerId>,
    /// What it does.
    pub body: EffectBody,
    /// Whether it is in force from the start.
    pub active: bool,
    /// How long it lasts, once begun (`None`: until an `end` step).
    pub until: Option<DeclaredDuration>,
    /// For a custom effect: its source card, whose object at the time the effect begins
    /// it names.
    pub source: Option<CardId>,
}

/// How long a declared effect lasts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclaredDuration {
    /// Until the end of the turn (a `happen` step with `id = "end-of-turn"`).
    EndOfTurn,
    /// Until the named event happens.
    Named(String),
    /// While this card's object at the time the effect begins stays where it is.
    WhileIn(ryoiki_core::CardId),
}

/// A loaded, checked scenario.
#[derive(Clone)]
pub struct Scenario {
    /// The file it came from.
    pub path: String,
    /// Its title.
    pub title: String,
    /// Its description.
    pub description: Option<String>,
    /// Its title in Japanese (`title_ja`), if the file gives one.
    pub title_ja: Option<String>,
    /// Its description in Japanese (`description_ja`), if the file gives one.
    pub description_ja: Option<String>,
    /// The rules document and edition it follows.
    pub source: Option<String>,
    /// The rule set.
    pub rules: &'static dyn RuleSet,
    /// The setup.
    pub setup: Setup,
    /// Card names as the file gives them, by card id.
    pub card_names: Vec<String>,
    /// Names the file gives abilities it puts (`put-ability` with `id`), in order.
    pub ability_names: Vec<String>,
    /// Where the file gives each of those names (line and column), by the same index.
    pub ability_at: Vec<(usize, usize)>,
    /// Declared effects.
    pub effects: Vec<DeclaredEffect>,
    /// Checks before any step.
    pub initial: Vec<Expectation>,
    /// The steps.
    pub steps: Vec<Step>,
    /// Whether the runner plays the file a second time from its seed and requires the
    /// identical event stream and final state (`replay = true`).
    pub replay: bool,
    /// Whether the runner searches every player's per-player events and seat actions for
    /// hidden identities after every step (`seat_messages = true`).
    pub seat_messages: bool,
    /// The effects written in Rust the file was loaded against (every `custom` key it
    /// names is one of them); the runner registers them all in the game it plays.
    pub custom: ryoiki_core::CustomEffects,
}

impl Scenario {
    /// Its title in `lang`: the Japanese one under Japanese when the file gives one,
    /// else the title as written.
    pub fn title_in(&self, lang: ryoiki_core::Lang) -> &str {
        in_lang(&self.title, self.title_ja.as_deref(), lang)
    }

    /// Its description in `lang`, as [`Scenario::title_in`] chooses.
    pub fn description_in(&self, lang: ryoiki_core::Lang) -> Option<&str> {
        let en = self.description.as_deref()?;
        Some(in_lang(en, self.description_ja.as_deref(), lang))
    }
}

impl Scenario {
    /// The Japanese label the file gives the effect it names `name` (an `[[effect]]`'s
    /// `id`, or a `reveal` or `look` step's), if it gives one.
    pub fn label_ja(&self, name: &str) -> Option<&str> {
        let declared = self
            .effects
            .iter()
            .find(|e| e.name == name)
            .and_then(|e| e.label_ja.as_deref());
        declared.or_else(|| {
            self.steps.iter().find_map(|s| match &s.action {
                StepAction::Expose {
                    name: n, label_ja, ..
                } if n == name => label_ja.as_deref(),
                _ => None,
            })
        })
    }

    /// The Japanese words the trigger the file names `name` records (its `record_ja`),
    /// if the file gives them.
    pub fn record_ja(&self, name: &str) -> Option<&str> {
        self.effects
            .iter()
            .find(|e| e.name == name)
            .and_then(|e| e.record_ja.as_deref())
    }

    /// The label of the effect the file names `name`, in `lang`: its `label_ja` under
    /// Japanese when the file gives one, else `label` as written (`None` for a name the
    /// file gives no effect).
    pub fn label_in(&self, name: &str, lang: ryoiki_core::Lang) -> Option<&str> {
        let written = self
            .effects
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.label.as_str())
            .or_else(|| {
                self.steps.iter().find_map(|s| match &s.action {
                    StepAction::Expose { name: n, label, .. } if n == name => Some(label.as_str()),
                    _ => None,
                })
            })?;
        Some(in_lang(written, self.label_ja(name), lang))
    }
}

impl Step {
    /// Its note in `lang`, as [`Scenario::title_in`] chooses.
    pub fn note_in(&self, lang: ryoiki_core::Lang) -> Option<&str> {
        let en = self.note.as_deref()?;
        Some(in_lang(en, self.note_ja.as_deref(), lang))
    }
}

/// What the author wrote, in `lang`: the Japanese under Japanese when given, else the
/// text as written.
fn in_lang<'a>(written: &'a str, ja: Option<&'a str>, lang: ryoiki_core::Lang) -> &'a str {
    match (lang, ja) {
        (ryoiki_core::Lang::Ja, Some(ja)) => ja,
        _ => written,
    }
}

impl fmt::Debug for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Scenario")
            .field("path", &self.path)
            .field("title", &self.title)
            .field("game", &self.rules.key())
            .finish_non_exhaustive()
    }
}

/// Scenario card ids from this value up name abilities put during the run.
pub const ABILITY_BASE: u32 = 1 << 30;

/// The expectation with every card id passed through `f`.
pub fn map_cards(x: &Expectation, f: &dyn Fn(CardId) -> CardId) -> Expectation {
    let v = |cs: &Vec<CardId>| cs.iter().map(|&c| f(c)).collect::<Vec<_>>();
    let checks = x
        .checks
        .iter()
        .map(|c| match c {
            Check::ZoneCards(z, cs) => Check::ZoneCards(*z, v(cs)),
            Check::ZoneContains(z, cs) => Check::ZoneContains(*z, v(cs)),
            Check::CardIn(c, z, p) => Check::CardIn(f(*c), *z, *p),
            Check::CardOutside(c, o) => Check::CardOutside(f(*c), *o),
            Check::Orientation(c, o) => Check::Orientation(f(*c), *o),
            Check::Face(c, o) => Check::Face(f(*c), *o),
            Check::Controller(c, o) => Check::Controller(f(*c), *o),
            Check::SameObject(c, o) => Check::SameObject(f(*c), *o),
            Check::Types(c, o) => Check::Types(f(*c), o.clone()),
            Check::Abilities(c, o) => Check::Abilities(f(*c), o.clone()),
            Check::Numbers(c, o) => Check::Numbers(f(*c), o.clone()),
            Check::Side(c, o) => Check::Side(f(*c), *o),
            Check::ViewSees(p, c, s) => Check::ViewSees(*p, f(*c), *s),
            Check::ViewOtherSide(p, c, s) => Check::ViewOtherSide(*p, f(*c), *s),
            Check::ViewShows(p, z, cs) => Check::ViewShows(*p, *z, v(cs)),
            Check::Events(pats) => Check::Events(
                pats.iter()
                    .map(|p| EventPattern {
                        card: p.card.map(f),
                        ..p.clone()
                    })
                    .collect(),
            ),
            Check::Select(w, p, cs) => Check::Select(w.clone(), *p, v(cs)),
            other => other.clone(),
        })
        .collect();
    Expectation {
        checks,
        ..x.clone()
    }
}

/// The explicit view key of scenario and soak games: they must replay exactly, so their
/// handles may not come from the operating system's randomness. A game played by people
/// gets a fresh key (`ryoiki_core::Game::new`).
pub const SCENARIO_VIEW_KEY: ryoiki_core::ViewKey =
    ryoiki_core::ViewKey::new(0x7363_656e_6172_696f, 0x736f_616b_6b65_7973);
