//! Loading a scenario: TOML text to a checked [`Scenario`], with every problem reported.
//!
//! Loading runs in two passes. The first parses the TOML, recovering from syntax errors
//! so that all of them are reported, and reads each table on its own, so that an
//! unknown field in one card does not hide a problem in another. The second resolves
//! names (players, cards, zones, effects) against the game's catalogue. Each problem is
//! a [`Diagnostic`] with the line and column where it stands.

use crate::games;
use crate::raw::*;
use ryoiki_core::{
    CardDef, CardFilter, CardId, CardSetup, Cause, EffectBody, ExposureKind, Facing, GameOptions,
    MoveFilter, Orientation, Outside, PlayerId, PlayerSet, Position, Prohibited, RngKind, RuleSet,
    Scope, Setup, SetupPlace, Side, TriggerOn, ZoneId, ZoneKind,
};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use toml::Spanned;
use toml::de::{DeTable, DeValue, ValueDeserializer};

/// One problem in a scenario file, with where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// A scenario file that could not be loaded: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render())]
pub struct LoadError {
    /// The file, as given.
    pub path: String,
    /// Every problem, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

impl LoadError {
    /// One line per problem: `path:line:column: message`.
    pub fn render(&self) -> String {
        self.diagnostics
            .iter()
            .map(|d| format!("{}:{d}", self.path))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

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
    },
    /// Move top cards one at a time.
    MoveTop {
        /// The pile.
        from: ZoneId,
        /// How many.
        count: u32,
        /// Where to.
        to: ZoneRef,
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
        /// The cards.
        cards: Vec<CardRef>,
        /// Reveal or look.
        kind: ExposureKind,
        /// For a look, who looks.
        to: PlayerSet,
    },
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
    },
}

/// A game action's argument before the run resolves cards to their current objects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgTemplate {
    /// A card, resolved to its object when the step runs.
    Card(CardRef),
    /// A fixed value.
    Fixed(ryoiki_core::Arg),
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
    /// Checks after it.
    pub expects: Vec<Expectation>,
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
    },
    /// No decision is pending.
    NoPending,
    /// A bare word of card text refers to exactly these cards.
    Select(String, Option<PlayerId>, Vec<CardId>),
    /// The rule set's own state at a JSON pointer equals a value.
    Ext(String, serde_json::Value),
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
    /// Its controller.
    pub controller: Option<PlayerId>,
    /// What it does.
    pub body: EffectBody,
    /// Whether it is in force from the start.
    pub active: bool,
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
    /// Declared effects.
    pub effects: Vec<DeclaredEffect>,
    /// Checks before any step.
    pub initial: Vec<Expectation>,
    /// The steps.
    pub steps: Vec<Step>,
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

struct Loader<'a> {
    src: &'a str,
    diags: Vec<Diagnostic>,
    rules: Option<&'static dyn RuleSet>,
    players: Vec<String>,
    cards: BTreeMap<String, CardId>,
    effects: Vec<String>,
    abilities: Vec<String>,
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

impl<'a> Loader<'a> {
    fn pos(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.src.len());
        let before = &self.src[..offset];
        let line = before.matches('\n').count() + 1;
        let col = before
            .rsplit('\n')
            .next()
            .map(|l| l.chars().count())
            .unwrap_or(0)
            + 1;
        (line, col)
    }

    fn err(&mut self, span: std::ops::Range<usize>, message: impl Into<String>) {
        let (line, column) = self.pos(span.start);
        self.diags.push(Diagnostic {
            line,
            column,
            message: message.into(),
        });
    }

    fn toml_err(&mut self, e: toml::de::Error, context: &str) {
        let span = e.span().unwrap_or(0..0);
        let msg = e.message().trim().replace('\n', " ");
        self.err(span, format!("{context}{msg}"));
    }

    fn table<T: for<'de> Deserialize<'de>>(
        &mut self,
        v: &Spanned<DeValue<'a>>,
        context: &str,
    ) -> Option<T> {
        match T::deserialize(ValueDeserializer::from(v.clone())) {
            Ok(t) => Some(t),
            Err(e) => {
                self.toml_err(e, context);
                None
            }
        }
    }

    fn player(&mut self, s: &S) -> Option<PlayerId> {
        match self.players.iter().position(|p| p == s.get_ref()) {
            Some(i) => Some(PlayerId(i as u8)),
            None => {
                let known = self.players.join(", ");
                self.err(
                    s.span(),
                    format!("unknown player '{}' (players: {known})", s.get_ref()),
                );
                None
            }
        }
    }

    fn card(&mut self, s: &S) -> Option<CardRef> {
        let (name, generation) = match s.get_ref().split_once('@') {
            Some((n, g)) => match g.parse::<u32>() {
                Ok(g) => (n, Some(g)),
                Err(_) => {
                    self.err(
                        s.span(),
                        format!(
                            "'{}': the part after '@' must be an object generation (a number)",
                            s.get_ref()
                        ),
                    );
                    return None;
                }
            },
            None => (s.get_ref().as_str(), None),
        };
        match self.cards.get(name) {
            Some(&card) => Some(CardRef { card, generation }),
            None => {
                self.err(s.span(), format!("unknown card '{name}'"));
                None
            }
        }
    }

    fn plain_card(&mut self, s: &S) -> Option<CardId> {
        let r = self.card(s)?;
        if r.generation.is_some() {
            self.err(
                s.span(),
                "a generation ('@n') is only allowed where a step names a card to act on",
            );
        }
        Some(r.card)
    }

    fn zone_kind(&mut self, key: &str, span: std::ops::Range<usize>) -> Option<ZoneKind> {
        let rules = self.rules?;
        match rules.zones().iter().position(|z| z.key == key) {
            Some(i) => Some(ZoneKind(i as u16)),
            None => {
                let known: Vec<&str> = rules.zones().iter().map(|z| z.key).collect();
                self.err(
                    span,
                    format!(
                        "unknown zone '{key}' for {} (zones: {})",
                        rules.key(),
                        known.join(", ")
                    ),
                );
                None
            }
        }
    }

    /// `zone` or `player:zone`.
    fn zone_ref(&mut self, s: &S) -> Option<ZoneRef> {
        let text = s.get_ref();
        let (player, key) = match text.split_once(':') {
            Some((p, k)) => {
                let p = self.player(&Spanned::new(s.span(), p.to_string()))?;
                (Some(p), k)
            }
            None => (None, text.as_str()),
        };
        let kind = self.zone_kind(key, s.span())?;
        let rules = self.rules?;
        if rules.zones()[kind.0 as usize].scope == Scope::Shared && player.is_some() {
            self.err(
                s.span(),
                format!("'{key}' is shared by the whole game and belongs to no player"),
            );
            return None;
        }
        Some(ZoneRef { kind, player })
    }

    /// A zone that must be fully named (`player:zone`, or a shared zone).
    fn zone_id(&mut self, s: &S) -> Option<ZoneId> {
        let r = self.zone_ref(s)?;
        let scope = self.rules?.zones()[r.kind.0 as usize].scope;
        match r.id(scope) {
            Some(id) => Some(id),
            None => {
                self.err(
                    s.span(),
                    format!("say whose zone: 'player:{}'", s.get_ref()),
                );
                None
            }
        }
    }

    fn orientation(&mut self, s: &S) -> Option<Orientation> {
        match s.get_ref().as_str() {
            "upright" | "recovered" | "untapped" | "active" => Some(Orientation::Upright),
            "sideways" | "rested" | "tapped" | "sleep" | "asleep" => Some(Orientation::Sideways),
            other => {
                self.err(s.span(), format!("unknown orientation '{other}' (upright/recovered/untapped/active or sideways/rested/tapped/sleep)"));
                None
            }
        }
    }

    fn facing(&mut self, s: &S) -> Option<Facing> {
        match s.get_ref().as_str() {
            "up" => Some(Facing::FaceUp),
            "down" => Some(Facing::FaceDown),
            other => {
                self.err(s.span(), format!("unknown facing '{other}' (up or down)"));
                None
            }
        }
    }

    fn filter(&mut self, card: &Option<S>, types: &[String], owner: &Option<S>) -> CardFilter {
        CardFilter {
            card: card.as_ref().and_then(|c| self.plain_card(c)),
            types: types.to_vec(),
            owner: owner.as_ref().and_then(|o| self.player(o)),
            generation: None,
        }
    }

    fn kind_opt(&mut self, s: &Option<S>) -> Option<ZoneKind> {
        let s = s.as_ref()?;
        self.zone_kind(s.get_ref(), s.span())
    }

    fn effect(&mut self, e: &RawEffect) -> Option<DeclaredEffect> {
        let controller = e.controller.as_ref().and_then(|c| self.player(c));
        let given = [
            e.replace.is_some(),
            e.prohibit.is_some(),
            e.trigger.is_some(),
        ]
        .iter()
        .filter(|&&b| b)
        .count();
        if given != 1 {
            self.err(
                e.id.span(),
                format!(
                    "effect '{}' must have exactly one of replace, prohibit or trigger",
                    e.id.get_ref()
                ),
            );
            return None;
        }
        let body = if let Some(r) = &e.replace {
            let r = r.get_ref();
            let card = self.filter(&r.card, &r.types, &r.owner);
            let from = self.kind_opt(&r.from);
            let to = self.kind_opt(&r.to);
            let instead = self.zone_ref(&r.instead)?;
            EffectBody::Replacement {
                on: MoveFilter { card, from, to },
                instead: ryoiki_core::Destination {
                    kind: instead.kind,
                    player: instead.player,
                },
            }
        } else if let Some(p) = &e.prohibit {
            let p = p.get_ref();
            let what = match p.what.get_ref().as_str() {
                "move" => Prohibited::Move,
                "turn-face-down" => Prohibited::TurnFaceDown,
                "attach" | "set" => Prohibited::Attach,
                other => {
                    self.err(
                        p.what.span(),
                        format!("unknown prohibition '{other}' (move, turn-face-down, attach)"),
                    );
                    return None;
                }
            };
            EffectBody::Prohibition {
                card: self.filter(&p.card, &p.types, &p.owner),
                what,
            }
        } else {
            let t = e.trigger.as_ref()?.get_ref();
            let on = match t.on.get_ref().as_str() {
                "put-into" => TriggerOn::PutInto,
                "leaves" => TriggerOn::Leaves,
                "any-move" => TriggerOn::AnyMove,
                "revealed" => TriggerOn::Revealed,
                "looked-at" => TriggerOn::LookedAt,
                "turned-sideways" => TriggerOn::TurnedSideways,
                "turned-upright" => TriggerOn::TurnedUpright,
                other => {
                    self.err(t.on.span(), format!("unknown trigger '{other}' (put-into, leaves, any-move, revealed, looked-at, turned-sideways, turned-upright)"));
                    return None;
                }
            };
            let card = self.filter(&t.card, &t.types, &t.owner);
            let from = self.kind_opt(&t.from);
            let to = self.kind_opt(&t.to);
            EffectBody::Trigger {
                on,
                filter: MoveFilter { card, from, to },
                record: t.record.clone(),
            }
        };
        Some(DeclaredEffect {
            name: e.id.get_ref().clone(),
            label: e.label.clone().unwrap_or_else(|| e.id.get_ref().clone()),
            controller,
            body,
            active: e.active.unwrap_or(true),
        })
    }

    fn card_setup(&mut self, c: &RawCard, index: usize) -> Option<CardSetup> {
        let owner = self.player(&c.owner);
        let controller = c.controller.as_ref().and_then(|p| self.player(p));
        let place = match c.zone.get_ref().strip_prefix("outside:") {
            Some("sideboard") => Some(SetupPlace::Outside(Outside::Sideboard)),
            Some("collection") => Some(SetupPlace::Outside(Outside::Collection)),
            Some(other) => {
                self.err(
                    c.zone.span(),
                    format!("unknown outside place '{other}' (sideboard or collection)"),
                );
                None
            }
            None => self.zone_ref(&c.zone).and_then(|z| {
                let scope = self.rules?.zones()[z.kind.0 as usize].scope;
                let z = ZoneRef {
                    player: z.player.or(owner),
                    ..z
                };
                z.id(scope).map(SetupPlace::Zone)
            }),
        };
        let orientation = c.orientation.as_ref().and_then(|o| self.orientation(o));
        let facing = c.face.as_ref().and_then(|f| self.facing(f));
        let name = c.name.clone().unwrap_or_else(|| c.id.get_ref().clone());
        let mut sides = vec![Side {
            name,
            types: c.types.clone(),
            abilities: c.abilities.clone(),
            numbers: c.numbers.clone(),
        }];
        if let Some(b) = &c.back {
            sides.push(Side {
                name: b.name.clone(),
                types: b.types.clone(),
                abilities: b.abilities.clone(),
                numbers: b.numbers.clone(),
            });
        }
        let side = c.side.as_ref().map(|s| *s.get_ref()).unwrap_or(0);
        if let Some(s) = &c.side
            && *s.get_ref() as usize >= sides.len()
        {
            self.err(
                s.span(),
                format!(
                    "card '{}' has no side {} (give it a `back` to have side 1)",
                    c.id.get_ref(),
                    s.get_ref()
                ),
            );
        }
        let _ = index;
        Some(CardSetup {
            def: CardDef { sides },
            owner: owner?,
            place: place?,
            side,
            facing,
            orientation,
            controller,
        })
    }

    fn position(&mut self, s: &S) -> Option<Position> {
        match s.get_ref().as_str() {
            "top" => Some(Position::Top),
            "bottom" => Some(Position::Bottom),
            n => match n.parse::<u32>() {
                Ok(i) => Some(Position::Index(i)),
                Err(_) => {
                    self.err(
                        s.span(),
                        format!(
                            "unknown position '{n}' (top, bottom, or an index from the bottom)"
                        ),
                    );
                    None
                }
            },
        }
    }

    fn require<'s>(&mut self, v: &'s Option<S>, what: &str, step: &RawStep) -> Option<&'s S> {
        if v.is_none() {
            self.err(
                step.do_.span(),
                format!("'{}' needs `{what}`", step.do_.get_ref()),
            );
        }
        v.as_ref()
    }

    /// A value in `args`: a card id becomes that card, a player name that player, a
    /// number a number, any other string a word, an array a list.
    fn arg(&mut self, v: &toml::Value, span: std::ops::Range<usize>) -> Option<ArgTemplate> {
        use ryoiki_core::Arg;
        Some(match v {
            toml::Value::Integer(i) => ArgTemplate::Fixed(Arg::Int(*i)),
            toml::Value::Boolean(b) => ArgTemplate::Fixed(Arg::Int(*b as i64)),
            toml::Value::String(s) => {
                if let Some(&c) = self.cards.get(s) {
                    ArgTemplate::Card(CardRef {
                        card: c,
                        generation: None,
                    })
                } else if let Some(p) = self.players.iter().position(|p| p == s) {
                    ArgTemplate::Fixed(Arg::Player(PlayerId(p as u8)))
                } else {
                    ArgTemplate::Fixed(Arg::Text(s.clone()))
                }
            }
            toml::Value::Array(items) => {
                let list: Option<Vec<ArgTemplate>> =
                    items.iter().map(|i| self.arg(i, span.clone())).collect();
                ArgTemplate::List(list?)
            }
            other => {
                self.err(
                    span,
                    format!(
                        "an argument must be a number, a string or an array, not {}",
                        other.type_str()
                    ),
                );
                return None;
            }
        })
    }

    fn step(&mut self, st: &RawStep, line: usize) -> Option<Step> {
        // A put ability is named before the expectations that speak of it.
        let put_index = match (st.do_.get_ref().as_str(), &st.id) {
            ("put-ability", Some(id)) => {
                if self.cards.contains_key(id.get_ref()) {
                    self.err(
                        id.span(),
                        format!("'{}' already names a card or ability", id.get_ref()),
                    );
                }
                let index = self.abilities.len();
                self.abilities.push(id.get_ref().clone());
                self.cards
                    .insert(id.get_ref().clone(), CardId(ABILITY_BASE + index as u32));
                Some(index)
            }
            _ => None,
        };
        // Expectations first, so that their problems are reported even when the
        // action itself has one.
        let expects: Vec<Expectation> = st
            .expect
            .iter()
            .filter_map(|e| self.expectation(e))
            .collect();
        let player = match &st.player {
            Some(p) => self.player(p)?,
            None => PlayerId(0),
        };
        let what = st.do_.get_ref().as_str();
        let cards = |this: &mut Self| -> Option<Vec<CardRef>> {
            let Some(list) = &st.cards else {
                this.err(st.do_.span(), format!("'{what}' needs `cards`"));
                return None;
            };
            let refs: Vec<Option<CardRef>> = list.iter().map(|c| this.card(c)).collect();
            refs.into_iter().collect()
        };
        let action = match what {
            "move" => {
                let card = self
                    .require(&st.card, "card", st)
                    .and_then(|c| self.card(c));
                let to = self
                    .require(&st.to, "to", st)
                    .and_then(|t| self.zone_ref(t));
                let position = st.position.as_ref().and_then(|p| self.position(p));
                let facing = st.face.as_ref().and_then(|f| self.facing(f));
                let cause = match st.cause.as_deref() {
                    None | Some("instruction") => Cause::Instruction,
                    Some("draw") => Cause::Draw,
                    Some(other) => Cause::Special(other.to_string()),
                };
                StepAction::Move {
                    card: card?,
                    to: to?,
                    position,
                    facing,
                    side: st.side,
                    cause,
                }
            }
            "move-many" => {
                let to = self
                    .require(&st.to, "to", st)
                    .and_then(|t| self.zone_ref(t));
                StepAction::MoveMany {
                    cards: cards(self)?,
                    to: to?,
                }
            }
            "move-top" => {
                let from = self
                    .require(&st.from, "from", st)
                    .and_then(|f| self.zone_id(f));
                let to = self
                    .require(&st.to, "to", st)
                    .and_then(|t| self.zone_ref(t));
                StepAction::MoveTop {
                    from: from?,
                    count: st.count.unwrap_or(1),
                    to: to?,
                }
            }
            "enter" => {
                let card = self
                    .require(&st.card, "card", st)
                    .and_then(|c| self.plain_card(c));
                let to = self
                    .require(&st.to, "to", st)
                    .and_then(|t| self.zone_ref(t));
                StepAction::Enter {
                    card: card?,
                    to: to?,
                }
            }
            "turn" | "rest" | "recover" | "tap" | "untap" | "sleep" | "activate" => {
                let card = self
                    .require(&st.card, "card", st)
                    .and_then(|c| self.card(c));
                let orientation = match what {
                    "rest" | "tap" | "sleep" => Some(Orientation::Sideways),
                    "recover" | "untap" | "activate" => Some(Orientation::Upright),
                    _ => self
                        .require(&st.orientation, "orientation", st)
                        .and_then(|o| self.orientation(o)),
                };
                StepAction::Turn {
                    card: card?,
                    orientation: orientation?,
                }
            }
            "face-up" | "face-down" => {
                let card = self
                    .require(&st.card, "card", st)
                    .and_then(|c| self.card(c));
                StepAction::Face {
                    card: card?,
                    facing: if what == "face-up" {
                        Facing::FaceUp
                    } else {
                        Facing::FaceDown
                    },
                }
            }
            "shuffle" => {
                let zone = self
                    .require(&st.zone, "zone", st)
                    .and_then(|z| self.zone_id(z));
                StepAction::Shuffle {
                    zone: zone?,
                    order: st.order.clone(),
                }
            }
            "reveal" | "look" => {
                let id = self.require(&st.id, "id", st)?.clone();
                let cards = cards(self)?;
                if self.effects.contains(id.get_ref()) {
                    self.err(
                        id.span(),
                        format!("effect '{}' is declared twice", id.get_ref()),
                    );
                }
                self.effects.push(id.get_ref().clone());
                let n = self.players.len();
                StepAction::Expose {
                    name: id.get_ref().clone(),
                    cards,
                    kind: if what == "reveal" {
                        ExposureKind::Reveal
                    } else {
                        ExposureKind::Look
                    },
                    to: if what == "reveal" {
                        PlayerSet::all(n)
                    } else {
                        PlayerSet::only(player)
                    },
                }
            }
            "begin" | "end" => {
                let e = self.require(&st.effect, "effect", st)?.clone();
                if !self.effects.contains(e.get_ref()) {
                    self.err(e.span(), format!("unknown effect '{}'", e.get_ref()));
                    return None;
                }
                if what == "end" {
                    StepAction::End {
                        name: e.get_ref().clone(),
                    }
                } else {
                    StepAction::Begin {
                        effect: self.effects.iter().position(|x| x == e.get_ref())?,
                    }
                }
            }
            "put-ability" => {
                let id = self.require(&st.id, "id", st)?.clone();
                let zone = self
                    .require(&st.zone, "zone", st)
                    .and_then(|z| self.zone_id(z));
                let source = st.card.as_ref().and_then(|c| self.card(c));
                let index = put_index?;
                StepAction::PutAbility {
                    index,
                    zone: zone?,
                    source,
                    text: st.text.clone().unwrap_or_else(|| id.get_ref().clone()),
                }
            }
            "cease" => {
                let card = self
                    .require(&st.card, "card", st)
                    .and_then(|c| self.card(c));
                StepAction::Cease { card: card? }
            }
            "set-limit" => {
                let zone = self
                    .require(&st.zone, "zone", st)
                    .and_then(|z| self.zone_id(z));
                let limit = st.limit.as_ref().map(|l| *l.get_ref());
                StepAction::SetLimit {
                    zone: zone?,
                    limit: limit.and_then(|l| u32::try_from(l).ok()),
                }
            }
            "answer" => {
                let effect = st.effect.as_ref().map(|e| e.get_ref().clone());
                if let Some(e) = &st.effect
                    && !self.effects.contains(e.get_ref())
                {
                    self.err(e.span(), format!("unknown effect '{}'", e.get_ref()));
                }
                let pick = st.pick.as_ref().and_then(|p| self.card(p));
                let option = st.option.as_ref().map(|o| o.get_ref().clone());
                if effect.is_none() && pick.is_none() && option.is_none() {
                    self.err(st.do_.span(), "'answer' needs `effect`, `pick` or `option`");
                    return None;
                }
                StepAction::Answer {
                    effect,
                    pick,
                    option,
                }
            }
            other
                if ryoiki_core::is_general(other)
                    || self
                        .rules
                        .is_some_and(|r| r.game_actions().contains(&other)) =>
            {
                let mut args = Vec::new();
                if let Some(c) = &st.card {
                    args.push(("card".to_string(), ArgTemplate::Card(self.card(c)?)));
                }
                if st.cards.is_some() {
                    args.push((
                        "cards".to_string(),
                        ArgTemplate::List(
                            cards(self)?.into_iter().map(ArgTemplate::Card).collect(),
                        ),
                    ));
                }
                if let Some(t) = &st.to {
                    let z = self.zone_ref(t)?;
                    args.push((
                        "to".to_string(),
                        ArgTemplate::Fixed(ryoiki_core::Arg::Destination(
                            ryoiki_core::Destination {
                                kind: z.kind,
                                player: z.player,
                            },
                        )),
                    ));
                }
                for (key, field) in [("from", &st.from), ("zone", &st.zone)] {
                    if let Some(z) = field {
                        args.push((
                            key.to_string(),
                            ArgTemplate::Fixed(ryoiki_core::Arg::Zone(self.zone_id(z)?)),
                        ));
                    }
                }
                if let Some(n) = st.count {
                    args.push((
                        "count".to_string(),
                        ArgTemplate::Fixed(ryoiki_core::Arg::Int(n as i64)),
                    ));
                }
                for (k, v) in &st.args {
                    let span = st.do_.span();
                    args.push((k.clone(), self.arg(v, span)?));
                }
                // The general processes that register an effect name it by its `label`
                // (or a default), so a later `end` step may end it.
                let default_label = match other {
                    "extract" => Some("extract"),
                    "split" => Some("groups"),
                    _ => None,
                };
                if let Some(d) = default_label {
                    let label = args
                        .iter()
                        .find_map(|(k, a)| match (k.as_str(), a) {
                            ("label", ArgTemplate::Fixed(ryoiki_core::Arg::Text(t))) => {
                                Some(t.clone())
                            }
                            _ => None,
                        })
                        .unwrap_or_else(|| d.to_string());
                    if !self.effects.contains(&label) {
                        self.effects.push(label);
                    }
                }
                StepAction::Game {
                    name: other.to_string(),
                    args,
                }
            }
            other => {
                self.err(
                    st.do_.span(),
                    format!(
                        "unknown action '{other}' (move, move-many, move-top, enter, turn, rest, recover, tap, untap, sleep, activate, face-up, face-down, shuffle, reveal, look, begin, end, set-limit, put-ability, cease, answer{})",
                        self.rules.map(|r| r.game_actions().iter().map(|a| format!(", {a}")).collect::<String>()).unwrap_or_default()
                    ),
                );
                return None;
            }
        };
        let mut summary = what.to_string();
        for v in [&st.card, &st.from, &st.to, &st.zone, &st.effect, &st.pick]
            .into_iter()
            .flatten()
        {
            summary.push(' ');
            summary.push_str(v.get_ref());
        }
        if let Some(cs) = &st.cards {
            summary.push_str(&format!(
                " [{}]",
                cs.iter()
                    .map(|c| c.get_ref().as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        Some(Step {
            line,
            summary,
            player,
            action,
            note: st.note.clone(),
            expects,
        })
    }

    fn expectation(&mut self, e: &Spanned<RawExpect>) -> Option<Expectation> {
        let (line, _) = self.pos(e.span().start);
        let x = e.get_ref();
        let mut checks = Vec::new();
        let before = self.diags.len();
        for r in &x.rules {
            if !crate::catalogue::Catalogue::embedded().contains(r.get_ref()) {
                self.err(
                    r.span(),
                    format!("unknown rule id '{}' (not in the catalogue)", r.get_ref()),
                );
            }
        }
        let viewer = x.view.as_ref().and_then(|v| self.player(v));
        let card = x.card.as_ref().and_then(|c| self.plain_card(c));
        let zone = x.zone.as_ref().and_then(|z| self.zone_id(z));
        let player = x.player.as_ref().and_then(|p| self.player(p));
        if let Some(v) = viewer {
            if let (Some(c), Some(s)) = (card, &x.sees) {
                let sees = match s.get_ref().as_str() {
                    "front" => Some(Sees::Front),
                    "back" => Some(Sees::Back),
                    "nothing" => Some(Sees::Nothing),
                    other => {
                        self.err(
                            s.span(),
                            format!("unknown `sees` '{other}' (front, back, nothing)"),
                        );
                        None
                    }
                };
                if let Some(sees) = sees {
                    checks.push(Check::ViewSees(v, c, sees));
                }
            }
            if let (Some(c), Some(b)) = (card, x.other_side) {
                checks.push(Check::ViewOtherSide(v, c, b));
            }
            if let Some(z) = zone {
                if let Some(n) = x.count {
                    checks.push(Check::ViewCount(v, z, n));
                }
                if let Some(l) = x.limit {
                    checks.push(Check::ViewLimit(v, z, u32::try_from(l).ok()));
                }
                if let Some(list) = &x.shows {
                    let ids: Vec<Option<CardId>> =
                        list.iter().map(|c| self.plain_card(c)).collect();
                    if let Some(ids) = ids.into_iter().collect() {
                        checks.push(Check::ViewShows(v, z, ids));
                    }
                }
            }
        } else {
            if let Some(z) = zone {
                if let Some(list) = &x.cards {
                    let ids: Vec<Option<CardId>> =
                        list.iter().map(|c| self.plain_card(c)).collect();
                    if let Some(ids) = ids.into_iter().collect() {
                        checks.push(Check::ZoneCards(z, ids));
                    }
                }
                if let Some(list) = &x.contains {
                    let ids: Vec<Option<CardId>> =
                        list.iter().map(|c| self.plain_card(c)).collect();
                    if let Some(ids) = ids.into_iter().collect() {
                        checks.push(Check::ZoneContains(z, ids));
                    }
                }
                if let Some(n) = x.count {
                    checks.push(Check::ZoneCount(z, n));
                }
                if let Some(l) = x.limit {
                    checks.push(Check::ZoneLimit(z, u32::try_from(l).ok()));
                }
            }
            if let Some(c) = card {
                if let Some(place) = &x.in_ {
                    match place.get_ref().strip_prefix("outside:") {
                        Some("sideboard") => checks.push(Check::CardOutside(c, Outside::Sideboard)),
                        Some("collection") => {
                            checks.push(Check::CardOutside(c, Outside::Collection))
                        }
                        Some(other) => {
                            self.err(place.span(), format!("unknown outside place '{other}'"))
                        }
                        None => {
                            if let Some(z) = self.zone_id(place) {
                                checks.push(Check::CardIn(c, z, x.position));
                            }
                        }
                    }
                }
                if let Some(o) = &x.orientation {
                    let o = if o.get_ref() == "none" {
                        Some(None)
                    } else {
                        self.orientation(o).map(Some)
                    };
                    if let Some(o) = o {
                        checks.push(Check::Orientation(c, o));
                    }
                }
                if let Some(f) = &x.face
                    && let Some(f) = self.facing(f)
                {
                    checks.push(Check::Face(c, f));
                }
                if let Some(p) = &x.controller {
                    let p = if p.get_ref() == "none" {
                        Some(None)
                    } else {
                        self.player(p).map(Some)
                    };
                    if let Some(p) = p {
                        checks.push(Check::Controller(c, p));
                    }
                }
                if let Some(b) = x.same_object {
                    checks.push(Check::SameObject(c, b));
                }
                if let Some(t) = &x.types {
                    checks.push(Check::Types(c, t.clone()));
                }
                if let Some(a) = &x.abilities {
                    checks.push(Check::Abilities(c, a.clone()));
                }
                if let Some(n) = &x.numbers {
                    checks.push(Check::Numbers(c, n.clone()));
                }
                if let Some(s) = x.side {
                    checks.push(Check::Side(c, s));
                }
            }
        }
        if let Some(events) = &x.events {
            let mut pats = Vec::new();
            for ev in events {
                let ev = ev.get_ref();
                let card = ev.card.as_ref().and_then(|c| self.plain_card(c));
                let from = ev.from.as_ref().and_then(|z| self.zone_ref(z));
                let to = ev.to.as_ref().and_then(|z| self.zone_ref(z));
                for r in &ev.rules {
                    if !crate::catalogue::Catalogue::embedded().contains(r.get_ref()) {
                        self.err(
                            r.span(),
                            format!("unknown rule id '{}' (not in the catalogue)", r.get_ref()),
                        );
                    }
                }
                if !crate::run::EVENT_KINDS.contains(&ev.kind.get_ref().as_str()) {
                    self.err(
                        ev.kind.span(),
                        format!(
                            "unknown event kind '{}' (one of: {})",
                            ev.kind.get_ref(),
                            crate::run::EVENT_KINDS.join(", ")
                        ),
                    );
                }
                pats.push(EventPattern {
                    kind: ev.kind.get_ref().clone(),
                    card,
                    from,
                    to,
                    label: ev.label.clone(),
                    rules: ev.rules.iter().map(|r| r.get_ref().clone()).collect(),
                });
            }
            checks.push(Check::Events(pats));
        }
        if let Some(kinds) = &x.no_events {
            checks.push(Check::NoEvents(
                kinds.iter().map(|k| k.get_ref().clone()).collect(),
            ));
        }
        if let Some(msg) = &x.error {
            checks.push(Check::Error(msg.clone()));
        }
        if let Some(p) = &x.pending {
            let p = p.get_ref();
            if let Some(d) = self.player(&p.decider) {
                checks.push(Check::Pending {
                    decider: d,
                    kind: p.kind.get_ref().clone(),
                    options: p
                        .options
                        .as_ref()
                        .map(|o| o.iter().map(|s| s.get_ref().clone()).collect()),
                });
            }
        }
        if x.no_pending == Some(true) {
            checks.push(Check::NoPending);
        }
        if let Some(ptr) = &x.ext {
            match &x.value {
                Some(v) => match serde_json::to_value(v) {
                    Ok(j) => checks.push(Check::Ext(ptr.get_ref().clone(), j)),
                    Err(e) => self.err(ptr.span(), format!("`value` cannot be compared: {e}")),
                },
                None => self.err(ptr.span(), "`ext` needs a `value` to compare with"),
            }
        }
        if let Some(ptr) = &x.public {
            match &x.value {
                Some(v) => match serde_json::to_value(v) {
                    Ok(j) => checks.push(Check::Public(
                        player.unwrap_or(PlayerId(0)),
                        ptr.get_ref().clone(),
                        j,
                    )),
                    Err(e) => self.err(ptr.span(), format!("`value` cannot be compared: {e}")),
                },
                None => self.err(ptr.span(), "`public` needs a `value` to compare with"),
            }
        }
        if let Some(word) = &x.select {
            let list = x.cards.clone().unwrap_or_default();
            let ids: Vec<Option<CardId>> = list.iter().map(|c| self.plain_card(c)).collect();
            if let Some(ids) = ids.into_iter().collect() {
                checks.push(Check::Select(word.get_ref().clone(), player, ids));
            }
        }
        if checks.is_empty() && self.diags.len() == before {
            self.err(e.span(), "this expectation checks nothing (give zone+cards/count, card+in/…, view+card+sees, events, error, pending or select)");
        }
        Some(Expectation {
            line,
            rules: x.rules.iter().map(|r| r.get_ref().clone()).collect(),
            note: x.note.clone(),
            checks,
        })
    }
}

fn items<'i>(v: &Spanned<DeValue<'i>>) -> Vec<Spanned<DeValue<'i>>> {
    match v.get_ref() {
        DeValue::Array(a) => a.iter().cloned().collect(),
        _ => vec![v.clone()],
    }
}

/// Loads a scenario from its text; `path` is used in messages.
///
/// # Errors
/// A [`LoadError`] with every problem found, each with its line and column.
pub fn load_str(path: &str, src: &str) -> Result<Scenario, LoadError> {
    let mut l = Loader {
        src,
        diags: Vec::new(),
        rules: None,
        players: Vec::new(),
        cards: BTreeMap::new(),
        effects: Vec::new(),
        abilities: Vec::new(),
    };
    let (root, errors) = DeTable::parse_recoverable(src);
    for e in errors {
        l.toml_err(e, "");
    }
    if !l.diags.is_empty() {
        return Err(LoadError {
            path: path.into(),
            diagnostics: l.diags,
        });
    }
    let root = root.into_inner();
    let mut header = None;
    let mut raw_cards: Vec<(usize, RawCard)> = Vec::new();
    let mut broken_cards: Vec<String> = Vec::new();
    let mut raw_effects: Vec<RawEffect> = Vec::new();
    let mut raw_steps: Vec<(usize, RawStep)> = Vec::new();
    let mut raw_expects: Vec<Spanned<DeValue>> = Vec::new();
    for (k, v) in root.iter() {
        match k.get_ref().as_ref() {
            "scenario" => header = l.table::<RawHeader>(v, "in [scenario]: "),
            "card" => {
                for item in items(v) {
                    let line = l.pos(item.span().start).0;
                    match l.table::<RawCard>(&item, "in [[card]]: ") {
                        Some(c) => raw_cards.push((line, c)),
                        // Remember the id of a card that did not load, so references
                        // to it do not add misleading problems.
                        None => broken_cards.extend(
                            item.get_ref()
                                .get("id")
                                .and_then(|v| v.get_ref().as_str())
                                .map(String::from),
                        ),
                    }
                }
            }
            "effect" => {
                for item in items(v) {
                    if let Some(e) = l.table::<RawEffect>(&item, "in [[effect]]: ") {
                        raw_effects.push(e);
                    }
                }
            }
            "step" => {
                for item in items(v) {
                    let line = l.pos(item.span().start).0;
                    if let Some(s) = l.table::<RawStep>(&item, "in [[step]]: ") {
                        raw_steps.push((line, s));
                    }
                }
            }
            "expect" => raw_expects.extend(items(v)),
            other => {
                l.err(
                    k.span(),
                    format!("unknown table '{other}' (scenario, card, effect, step, expect)"),
                );
            }
        }
    }
    let Some(header) = header else {
        if !root.iter().any(|(k, _)| k.get_ref() == "scenario") {
            l.err(0..0, "missing [scenario] table (title, game, players)");
        }
        return Err(LoadError {
            path: path.into(),
            diagnostics: l.diags,
        });
    };
    match games::ruleset(header.game.get_ref()) {
        Ok(r) => l.rules = Some(r),
        Err(msg) => l.err(header.game.span(), msg),
    }
    for (i, p) in header.players.iter().enumerate() {
        if header.players[..i]
            .iter()
            .any(|q| q.get_ref() == p.get_ref())
        {
            l.err(p.span(), format!("player '{}' is named twice", p.get_ref()));
        }
        if p.get_ref().contains(':') || p.get_ref().contains('@') {
            l.err(p.span(), "a player name cannot contain ':' or '@'");
        }
    }
    if header.players.is_empty() {
        l.err(0..0, "[scenario] needs at least one player");
    }
    l.players = header.players.iter().map(|p| p.get_ref().clone()).collect();
    for (i, (_, c)) in raw_cards.iter().enumerate() {
        let name = c.id.get_ref();
        if l.cards.contains_key(name) {
            l.err(
                c.id.span(),
                format!("card '{name}' is placed twice (card ids must be unique)"),
            );
        } else if name.contains('@') || name.contains(':') {
            l.err(c.id.span(), "a card id cannot contain ':' or '@'");
        } else {
            l.cards.insert(name.clone(), CardId(i as u32));
        }
    }
    for name in broken_cards {
        l.cards.entry(name).or_insert(CardId(u32::MAX));
    }
    if l.rules.is_none() {
        return Err(LoadError {
            path: path.into(),
            diagnostics: l.diags,
        });
    }
    let mut cards = Vec::new();
    for (i, (_, c)) in raw_cards.iter().enumerate() {
        if let Some(cs) = l.card_setup(c, i) {
            cards.push(cs);
        }
    }
    let mut effects = Vec::new();
    for e in &raw_effects {
        if l.effects.contains(e.id.get_ref()) {
            l.err(
                e.id.span(),
                format!("effect '{}' is declared twice", e.id.get_ref()),
            );
        }
        l.effects.push(e.id.get_ref().clone());
    }
    for e in &raw_effects {
        if let Some(d) = l.effect(e) {
            effects.push(d);
        }
    }
    let mut initial = Vec::new();
    for e in &raw_expects {
        if let Some(x) = l.table::<RawExpect>(e, "in [[expect]]: ") {
            let spanned = Spanned::new(e.span(), x);
            if let Some(x) = l.expectation(&spanned) {
                initial.push(x);
            }
        }
    }
    let mut steps = Vec::new();
    for (line, s) in &raw_steps {
        if let Some(st) = l.step(s, *line) {
            steps.push(st);
        }
    }
    if !l.diags.is_empty() {
        l.diags.sort_by_key(|d| (d.line, d.column));
        l.diags.dedup();
        return Err(LoadError {
            path: path.into(),
            diagnostics: l.diags,
        });
    }
    let setup = Setup {
        players: l.players.clone(),
        options: GameOptions {
            tournament: header.tournament.unwrap_or(false),
            extra: header.options.clone(),
        },
        seed: header.seed.unwrap_or(0),
        rng: RngKind::ChaCha8,
        cards,
    };
    Ok(Scenario {
        path: path.into(),
        title: header.title,
        description: header.description,
        source: header.source,
        rules: l.rules.expect("checked"),
        setup,
        card_names: raw_cards
            .iter()
            .map(|(_, c)| c.id.get_ref().clone())
            .collect(),
        ability_names: l.abilities.clone(),
        effects,
        initial,
        steps,
    })
}

/// Loads a scenario file.
///
/// # Errors
/// A [`LoadError`]; an unreadable file is one diagnostic at 1:1.
pub fn load_file(path: &std::path::Path) -> Result<Scenario, LoadError> {
    let shown = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(src) => load_str(&shown, &src),
        Err(e) => Err(LoadError {
            path: shown,
            diagnostics: vec![Diagnostic {
                line: 1,
                column: 1,
                message: format!("cannot read the file: {e}"),
            }],
        }),
    }
}
