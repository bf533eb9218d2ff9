//! Running a scenario: set up the game, apply each step, check each expectation.
//!
//! Besides the file's own expectations, the runner checks after every step that every
//! card is in exactly one place, that a refused step left the state exactly as it was,
//! and that no player's serialized view names a card whose front that player may not
//! see. A rule counts as covered only when an expectation naming it passes.

use crate::leak::leak_problems;
use crate::model::{
    ArgTemplate, CardRef, Check, EventPattern, Expectation, Scenario, Sees, StepAction, ZoneRef,
};
use ryoiki_core::{
    Action, CardId, Choice, Decision, DecisionKind, Destination, EffectBody, EffectId, Event,
    EventKind, Game, Lang, ObjectId, Place, PlayerId, State,
};
use serde::Deserialize;
use std::collections::BTreeMap;

/// Every event kind a scenario may expect, as written in files.
pub const EVENT_KINDS: [&str; 23] = [
    "game",
    "ability-put",
    "ability-ceased",
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
    "refused",
];

/// The outcome of one expectation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectResult {
    /// After which step (0: before any step).
    pub step: usize,
    /// Its line in the file.
    pub line: usize,
    /// The rules it proves.
    pub rules: Vec<String>,
    /// Whether every check held.
    pub passed: bool,
    /// What did not hold.
    pub failures: Vec<String>,
}

/// One line of a scenario's transcript, for `ryoiki explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A step begins.
    Step {
        /// Its number, from 1.
        index: usize,
        /// What it does.
        summary: String,
        /// Who processes it.
        player: String,
        /// The file's note.
        note: Option<String>,
    },
    /// An event, rendered.
    Event(String),
    /// The step was refused.
    Refused(String),
    /// An expectation was checked.
    Expect(ExpectResult),
    /// An invariant broke.
    Problem(String),
}

/// What running a scenario found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The file.
    pub path: String,
    /// Its title.
    pub title: String,
    /// Every expectation's outcome.
    pub results: Vec<ExpectResult>,
    /// Broken invariants and unexpected refusals.
    pub problems: Vec<String>,
    /// The transcript.
    pub transcript: Vec<Entry>,
}

impl Report {
    /// Whether everything held.
    pub fn passed(&self) -> bool {
        self.problems.is_empty() && self.results.iter().all(|r| r.passed)
    }

    /// Rule ids proven by passing expectations, with the line proving each.
    pub fn covered(&self) -> impl Iterator<Item = (&str, usize)> {
        self.results
            .iter()
            .filter(|r| r.passed)
            .flat_map(|r| r.rules.iter().map(move |id| (id.as_str(), r.line)))
    }

    /// The reasons it failed, one per line.
    pub fn failures(&self) -> Vec<String> {
        let mut out: Vec<String> = self.problems.clone();
        for r in self.results.iter().filter(|r| !r.passed) {
            for f in &r.failures {
                out.push(format!("line {} (after step {}): {f}", r.line, r.step));
            }
        }
        out
    }
}

/// The tag of an event kind, as used in scenario files.
pub fn event_kind(e: &EventKind) -> &'static str {
    match e {
        EventKind::DestinationChosen { .. } => "destination-chosen",
        EventKind::Redirected { .. } => "redirected",
        EventKind::Replaced { .. } => "replaced",
        EventKind::NotMoved { .. } => "not-moved",
        EventKind::Moved { .. } => "moved",
        EventKind::Entered { .. } => "entered",
        EventKind::OverLimit { .. } => "over-limit",
        EventKind::LimitChanged { .. } => "limit-changed",
        EventKind::Turned { .. } => "turned",
        EventKind::Faced { .. } => "faced",
        EventKind::NotApplied { .. } => "not-applied",
        EventKind::SideChanged { .. } => "side-changed",
        EventKind::Shuffled { .. } => "shuffled",
        EventKind::Triggered { .. } => "triggered",
        EventKind::Exposed { .. } => "exposed",
        EventKind::EffectAdded { .. } => "effect-added",
        EventKind::EffectEnded { .. } => "effect-ended",
        EventKind::DecisionRequested { .. } => "decision-requested",
        EventKind::Answered { .. } => "answered",
        EventKind::Named { .. } | EventKind::Game(_) => "game",
        EventKind::Attached { .. } => "attached",
        EventKind::Extracted { .. } => "extracted",
        EventKind::PutBack { .. } => "put-back",
        EventKind::ExtractionFailed { .. } => "extraction-failed",
        EventKind::RangeMadeUnknown { .. } => "range-made-unknown",
        EventKind::ChosenAtRandom { .. } => "chosen-at-random",
        EventKind::Grouped { .. } => "groups",
        EventKind::GroupsEnded { .. } => "groups-ended",
        EventKind::MoveEnded { .. } => "move-ended",
        EventKind::LoopStopped { .. } => "loop-stopped",
        EventKind::AbilityPut { .. } => "ability-put",
        EventKind::AbilityCeased { .. } => "ability-ceased",
    }
}

/// A process's event (the core's general processes, or the rule set's own): its label
/// and the objects it names. Scenario files match these as `kind = "game"` with this
/// label, or by their own kind.
fn process_event(e: &EventKind, game: &Game) -> Option<(String, Vec<ObjectId>)> {
    let process = game.rules().process();
    Some(match e {
        EventKind::Named { name, objects, .. } => (name.clone(), objects.clone()),
        EventKind::Game(g) => {
            let p = process?;
            (p.code(g).to_string(), p.objects(g))
        }
        EventKind::Attached { object, host } => ("attached".into(), vec![*object, *host]),
        EventKind::Extracted { object, .. }
        | EventKind::PutBack { object, .. }
        | EventKind::ExtractionFailed { object }
        | EventKind::MoveEnded { object } => (event_kind(e).into(), vec![*object]),
        EventKind::RangeMadeUnknown { objects }
        | EventKind::ChosenAtRandom { objects }
        | EventKind::GroupsEnded { objects, .. } => (event_kind(e).into(), objects.clone()),
        EventKind::Grouped { groups, .. } => {
            ("groups".into(), groups.iter().flatten().copied().collect())
        }
        EventKind::LoopStopped { .. } => ("loop-stopped".into(), Vec::new()),
        _ => return None,
    })
}

fn event_card(e: &EventKind) -> Option<CardId> {
    Some(match e {
        EventKind::DestinationChosen { object, .. }
        | EventKind::Redirected { object, .. }
        | EventKind::Replaced { object, .. }
        | EventKind::NotMoved { object, .. }
        | EventKind::Entered { object, .. }
        | EventKind::Turned { object, .. }
        | EventKind::Faced { object, .. }
        | EventKind::NotApplied { object, .. }
        | EventKind::SideChanged { object, .. }
        | EventKind::Triggered { object, .. }
        | EventKind::AbilityPut { object, .. }
        | EventKind::AbilityCeased { object, .. } => object.card,
        EventKind::Moved { card, .. } => *card,
        _ => return None,
    })
}

fn event_zones(e: &EventKind) -> (Option<ryoiki_core::ZoneId>, Option<ryoiki_core::ZoneId>) {
    match e {
        EventKind::Redirected { from, to, .. }
        | EventKind::Replaced { from, to, .. }
        | EventKind::Moved { from, to, .. } => (Some(*from), Some(*to)),
        EventKind::NotMoved { to, .. } | EventKind::Entered { to, .. } => (None, Some(*to)),
        EventKind::AbilityPut { zone, .. } => (None, Some(*zone)),
        EventKind::AbilityCeased { zone, .. } => (Some(*zone), None),
        EventKind::DestinationChosen { zone, .. } => (None, Some(*zone)),
        EventKind::OverLimit { zone, .. }
        | EventKind::LimitChanged { zone, .. }
        | EventKind::Shuffled { zone, .. } => (None, Some(*zone)),
        _ => (None, None),
    }
}

fn zone_matches(r: &ZoneRef, z: Option<ryoiki_core::ZoneId>) -> bool {
    z.is_some_and(|z| z.kind == r.kind && r.player.is_none_or(|p| z.player == Some(p)))
}

fn matches(p: &EventPattern, e: &Event, game: &Game) -> bool {
    let (from, to) = event_zones(&e.kind);
    let process = process_event(&e.kind, game);
    (event_kind(&e.kind) == p.kind || (p.kind == "game" && process.is_some()))
        && p.card.is_none_or(|c| match &process {
            // A process's event matches a card it names.
            Some((_, objects)) => objects.iter().any(|o| o.card == c),
            None => event_card(&e.kind) == Some(c),
        })
        && p.from.as_ref().is_none_or(|r| zone_matches(r, from))
        && p.to.as_ref().is_none_or(|r| zone_matches(r, to))
        && p.label.as_ref().is_none_or(|l| match (&e.kind, &process) {
            (EventKind::Triggered { label, .. }, _) => label == l,
            (_, Some((label, _))) => label == l,
            _ => false,
        })
        && p.rules.iter().all(|r| e.rules.iter().any(|x| x == r))
}

struct Runner<'s> {
    sc: &'s Scenario,
    game: Game,
    names: BTreeMap<String, EffectId>,
    /// The engine card of each ability the file names, once put.
    abilities: Vec<Option<CardId>>,
    lang: Lang,
    report: Report,
}

impl Runner<'_> {
    fn name(&self, c: CardId) -> &str {
        if let Some(k) = self.abilities.iter().position(|a| *a == Some(c)) {
            return self
                .sc
                .ability_names
                .get(k)
                .map(|s| s.as_str())
                .unwrap_or("?");
        }
        self.sc
            .card_names
            .get(c.index())
            .map(|s| s.as_str())
            .unwrap_or("?")
    }

    fn player_name(&self, p: PlayerId) -> String {
        self.sc
            .setup
            .players
            .get(p.index())
            .cloned()
            .unwrap_or_else(|| p.to_string())
    }

    fn zone_name(&self, z: ryoiki_core::ZoneId) -> String {
        let key = self.game.spec(z.kind).key;
        match z.player {
            Some(p) => format!("{}:{key}", self.player_name(p)),
            None => key.to_string(),
        }
    }

    fn object(&self, r: CardRef) -> ObjectId {
        let card = self.real(r.card);
        ObjectId {
            card,
            generation: r.generation.unwrap_or_else(|| {
                self.game
                    .state()
                    .try_card(card)
                    .map(|c| c.generation)
                    .unwrap_or(0)
            }),
        }
    }

    /// The engine's card for a scenario card id: abilities named in the file get their
    /// engine slot only when the step that puts them runs.
    fn real(&self, c: CardId) -> CardId {
        match c.0.checked_sub(crate::model::ABILITY_BASE) {
            Some(k) => self
                .abilities
                .get(k as usize)
                .copied()
                .flatten()
                .unwrap_or(CardId(u32::MAX)),
            None => c,
        }
    }

    fn dest(&self, z: ZoneRef) -> Destination {
        Destination {
            kind: z.kind,
            player: z.player,
        }
    }

    fn build(&self, action: &StepAction, player: PlayerId) -> Result<Action, String> {
        Ok(match action {
            StepAction::Move {
                card,
                to,
                position,
                facing,
                side,
                cause,
            } => Action::Move {
                player,
                object: self.object(*card),
                to: self.dest(*to),
                position: *position,
                facing: *facing,
                side: *side,
                cause: cause.clone(),
            },
            StepAction::MoveMany { cards, to } => Action::MoveMany {
                player,
                objects: cards.iter().map(|c| self.object(*c)).collect(),
                to: self.dest(*to),
                cause: ryoiki_core::Cause::Instruction,
            },
            StepAction::MoveTop { from, count, to } => Action::MoveTop {
                player,
                from: *from,
                count: *count,
                to: self.dest(*to),
                cause: ryoiki_core::Cause::Instruction,
            },
            StepAction::Enter { card, to } => Action::Enter {
                player,
                card: *card,
                to: self.dest(*to),
            },
            StepAction::Turn { card, orientation } => Action::Turn {
                player,
                object: self.object(*card),
                orientation: *orientation,
            },
            StepAction::Face { card, facing } => Action::Face {
                player,
                object: self.object(*card),
                facing: *facing,
            },
            StepAction::Shuffle { zone, order } => Action::Shuffle {
                player,
                zone: *zone,
                forced: order.clone(),
            },
            StepAction::Expose {
                name,
                cards,
                kind,
                to,
            } => Action::AddEffect {
                label: name.clone(),
                controller: Some(player),
                body: EffectBody::Exposure {
                    objects: cards.iter().map(|c| self.object(*c)).collect(),
                    to: *to,
                    kind: *kind,
                },
            },
            StepAction::Begin { effect } => {
                let e =
                    self.sc.effects.get(*effect).ok_or_else(|| {
                        "only effects declared in [[effect]] can begin".to_string()
                    })?;
                Action::AddEffect {
                    label: e.label.clone(),
                    controller: e.controller,
                    body: pin_objects(&e.body, &self.game),
                }
            }
            StepAction::End { name } => Action::EndEffect {
                effect: *self
                    .names
                    .get(name)
                    .ok_or_else(|| format!("effect '{name}' is not in force"))?,
            },
            StepAction::SetLimit { zone, limit } => Action::SetLimit {
                zone: *zone,
                limit: *limit,
            },
            StepAction::Answer {
                effect,
                pick,
                option,
            } => {
                let choice = match (effect, pick, option) {
                    (Some(e), _, _) => Choice::Effect(
                        *self
                            .names
                            .get(e)
                            .ok_or_else(|| format!("effect '{e}' is not in force"))?,
                    ),
                    (None, Some(c), _) => Choice::Object(self.object(*c)),
                    (None, None, Some(label)) => {
                        let Some(options) = self
                            .game
                            .pending()
                            .map(|d| d.option_labels())
                            .filter(|o| !o.is_empty())
                        else {
                            return Err(format!(
                                "no decision with options is pending to answer '{label}'"
                            ));
                        };
                        let i = options
                            .iter()
                            .position(|o| o.label == *label)
                            .ok_or_else(|| format!("'{label}' is not one of the options"))?;
                        Choice::Option(i as u32)
                    }
                    (None, None, None) => {
                        return Err("an answer needs an effect, a card or an option".into());
                    }
                };
                Action::Answer { player, choice }
            }
            StepAction::PutAbility {
                zone, source, text, ..
            } => Action::PutAbility {
                player,
                zone: *zone,
                source: source.map(|s| self.object(s)),
                text: text.clone(),
            },
            StepAction::Cease { card } => Action::Cease {
                object: self.object(*card),
            },
            StepAction::Game { name, args } => return self.game_action(name, args, player),
        })
    }

    /// A step naming an action of the rule set's own: its text form (the action's name
    /// and its arguments) decoded into the rule set's action type.
    fn game_action(
        &self,
        name: &str,
        args: &[(String, ArgTemplate)],
        player: PlayerId,
    ) -> Result<Action, String> {
        let named = || ryoiki_core::NamedAction {
            player,
            name: name.to_string(),
            args: args.iter().map(|(k, a)| (k.clone(), self.arg(a))).collect(),
        };
        if ryoiki_core::is_general(name) {
            // A general process of the core, in its typed form.
            return ryoiki_core::general_action(&named()).map_err(|e| e.to_string());
        }
        let Some(process) = self.game.rules().process() else {
            return Ok(Action::Named(named()));
        };
        let mut fields = serde_json::Map::new();
        fields.insert("action".into(), name.into());
        for (k, a) in args {
            fields.insert(k.clone(), arg_json(&self.arg(a)));
        }
        let mut action = ryoiki_core::Typed::deserialize(serde_json::Value::Object(fields))
            .map_err(|e| format!("`{name}`: {e}"))?;
        process
            .decode_action(&mut action)
            .map_err(|e| format!("`{name}`: {e}"))?;
        Ok(Action::Game(ryoiki_core::GameAction { player, action }))
    }

    fn arg(&self, a: &ArgTemplate) -> ryoiki_core::Arg {
        match a {
            ArgTemplate::Card(c) => ryoiki_core::Arg::Object(self.object(*c)),
            ArgTemplate::Fixed(v) => v.clone(),
            ArgTemplate::List(items) => {
                ryoiki_core::Arg::List(items.iter().map(|i| self.arg(i)).collect())
            }
        }
    }

    fn effect_name(&self, id: EffectId) -> String {
        self.names
            .iter()
            .find(|(_, v)| **v == id)
            .map(|(k, _)| k.clone())
            .unwrap_or_else(|| id.to_string())
    }

    fn check(
        &self,
        c: &Check,
        events: &[Event],
        error: Option<&str>,
        before: &[ObjectId],
    ) -> Result<(), String> {
        let st = self.game.state();
        let names = |cs: &[CardId]| {
            cs.iter()
                .map(|&c| self.name(c).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let cards_of = |z| self.game.cards_in(z).to_vec();
        match c {
            Check::ZoneCards(z, want) => {
                let got = cards_of(*z);
                (got == *want).then_some(()).ok_or_else(|| {
                    format!(
                        "{} holds [{}], expected [{}]",
                        self.zone_name(*z),
                        names(&got),
                        names(want)
                    )
                })
            }
            Check::ZoneContains(z, want) => {
                let got = cards_of(*z);
                want.iter()
                    .all(|c| got.contains(c))
                    .then_some(())
                    .ok_or_else(|| {
                        format!(
                            "{} holds [{}], expected it to contain [{}]",
                            self.zone_name(*z),
                            names(&got),
                            names(want)
                        )
                    })
            }
            Check::ZoneCount(z, n) => {
                let got = cards_of(*z).len();
                (got == *n).then_some(()).ok_or_else(|| {
                    format!("{} holds {got} cards, expected {n}", self.zone_name(*z))
                })
            }
            Check::ZoneLimit(z, l) => {
                let got = st.zone(*z).and_then(|z| z.limit);
                (got == *l).then_some(()).ok_or_else(|| {
                    format!("{} has limit {got:?}, expected {l:?}", self.zone_name(*z))
                })
            }
            Check::CardIn(card, z, pos) => {
                let where_ = self.game.place_name(*card, Lang::En);
                let zone_ok = st.zone_of(*card) == Some(*z);
                let pos_ok = pos.is_none_or(|p| {
                    st.zone(*z).and_then(|zz| zz.position(*card)) == Some(p as usize)
                });
                (zone_ok && pos_ok).then_some(()).ok_or_else(|| {
                    format!(
                        "{} is in {where_}, expected {}{}",
                        self.name(*card),
                        self.zone_name(*z),
                        pos.map(|p| format!(" at position {p}")).unwrap_or_default()
                    )
                })
            }
            Check::CardOutside(card, o) => (st.card(*card).place == Place::Outside(*o))
                .then_some(())
                .ok_or_else(|| {
                    format!(
                        "{} is in {}, expected outside the game ({o:?})",
                        self.name(*card),
                        self.game.place_name(*card, Lang::En)
                    )
                }),
            Check::Orientation(card, o) => {
                let got = st.card(*card).orientation;
                (got == *o)
                    .then_some(())
                    .ok_or_else(|| format!("{} is {got:?}, expected {o:?}", self.name(*card)))
            }
            Check::Face(card, f) => {
                let got = st.card(*card).facing;
                (got == *f)
                    .then_some(())
                    .ok_or_else(|| format!("{} is {got:?}, expected {f:?}", self.name(*card)))
            }
            Check::Controller(card, p) => {
                let got = st.card(*card).controller;
                (got == *p).then_some(()).ok_or_else(|| {
                    format!(
                        "{} is controlled by {}, expected {}",
                        self.name(*card),
                        got.map(|p| self.player_name(p)).unwrap_or("nobody".into()),
                        p.map(|p| self.player_name(p)).unwrap_or("nobody".into())
                    )
                })
            }
            Check::SameObject(card, same) => {
                let now = st.object(*card);
                let was = before.get(card.index()).copied();
                ((was == Some(now)) == *same).then_some(()).ok_or_else(|| {
                    format!(
                        "{} was object {} and is now {now}: expected {}",
                        self.name(*card),
                        was.map(|w| w.to_string()).unwrap_or_default(),
                        if *same {
                            "the same object"
                        } else {
                            "a new object"
                        }
                    )
                })
            }
            Check::Types(card, want) => {
                let side = self.game.rules().characteristics(st, *card);
                let mut got: Vec<String> = side.types.iter().map(|t| t.to_lowercase()).collect();
                let mut want: Vec<String> = want.iter().map(|t| t.to_lowercase()).collect();
                got.sort();
                want.sort();
                (got == want).then_some(()).ok_or_else(|| {
                    format!("{} has types {got:?}, expected {want:?}", self.name(*card))
                })
            }
            Check::Abilities(card, want) => {
                let side = self.game.rules().characteristics(st, *card);
                (side.abilities == *want).then_some(()).ok_or_else(|| {
                    format!(
                        "{} has abilities {:?}, expected {want:?}",
                        self.name(*card),
                        side.abilities
                    )
                })
            }
            Check::Numbers(card, want) => {
                let side = self.game.rules().characteristics(st, *card);
                (side.numbers == *want).then_some(()).ok_or_else(|| {
                    format!(
                        "{} has numbers {:?}, expected {want:?}",
                        self.name(*card),
                        side.numbers
                    )
                })
            }
            Check::Side(card, s) => {
                let got = st.card(*card).side;
                (got == *s)
                    .then_some(())
                    .ok_or_else(|| format!("{} shows side {got}, expected {s}", self.name(*card)))
            }
            Check::ViewSees(v, card, sees) => {
                let view = self.game.view(*v);
                let got = match view.card(*card) {
                    None => Sees::Nothing,
                    Some(cv) if cv.front().is_some() => Sees::Front,
                    Some(_) => Sees::Back,
                };
                (got == *sees).then_some(()).ok_or_else(|| {
                    format!(
                        "{}'s view shows {got:?} of {}, expected {sees:?}",
                        self.player_name(*v),
                        self.name(*card)
                    )
                })
            }
            Check::ViewOtherSide(v, card, want) => {
                let view = self.game.view(*v);
                let got = view.card(*card).is_some_and(|cv| cv.other_side().is_some());
                (got == *want).then_some(()).ok_or_else(|| {
                    format!(
                        "{}'s view {} the other side of {}",
                        self.player_name(*v),
                        if got { "shows" } else { "does not show" },
                        self.name(*card)
                    )
                })
            }
            Check::ViewCount(v, z, n) => {
                let got = self.game.view(*v).zone(*z).map(|zv| zv.count());
                (got == Some(*n)).then_some(()).ok_or_else(|| {
                    format!(
                        "{}'s view counts {got:?} cards in {}, expected {n}",
                        self.player_name(*v),
                        self.zone_name(*z)
                    )
                })
            }
            Check::ViewLimit(v, z, l) => {
                let got = self.game.view(*v).zone(*z).and_then(|zv| zv.limit());
                (got == *l).then_some(()).ok_or_else(|| {
                    format!(
                        "{}'s view shows limit {got:?} for {}, expected {l:?}",
                        self.player_name(*v),
                        self.zone_name(*z)
                    )
                })
            }
            Check::ViewShows(v, z, want) => {
                let got: Vec<CardId> = self
                    .game
                    .view(*v)
                    .zone(*z)
                    .map(|zv| {
                        zv.cards()
                            .filter(|c| c.front().is_some())
                            .map(|c| c.card_id())
                            .collect()
                    })
                    .unwrap_or_default();
                (got == *want).then_some(()).ok_or_else(|| {
                    format!(
                        "{}'s view shows the fronts of [{}] in {}, expected [{}]",
                        self.player_name(*v),
                        names(&got),
                        self.zone_name(*z),
                        names(want)
                    )
                })
            }
            Check::Events(pats) => {
                let mut i = 0;
                for p in pats {
                    match events[i..].iter().position(|e| matches(p, e, &self.game)) {
                        Some(k) => i += k + 1,
                        None => {
                            let got: Vec<String> = events
                                .iter()
                                .map(|e| self.game.render_event(e, Lang::En))
                                .collect();
                            return Err(format!(
                                "no '{}' event{}{} (in order) among the step's events: [{}]",
                                p.kind,
                                p.card
                                    .map(|c| format!(" of {}", self.name(c)))
                                    .unwrap_or_default(),
                                if p.rules.is_empty() {
                                    String::new()
                                } else {
                                    format!(" citing {}", p.rules.join(", "))
                                },
                                got.join(" | ")
                            ));
                        }
                    }
                }
                Ok(())
            }
            Check::NoEvents(kinds) => match events.iter().find(|e| {
                kinds.iter().any(|k| match k.split_once(':') {
                    // `game:<name>` / `triggered:<label>`: that event with that name.
                    Some((kind, label)) => {
                        kind == event_kind(&e.kind)
                            && match &e.kind {
                                EventKind::Named { name, .. } => name == label,
                                EventKind::Triggered { label: l, .. } => l == label,
                                _ => false,
                            }
                    }
                    None => k == event_kind(&e.kind),
                })
            }) {
                None => Ok(()),
                Some(e) => Err(format!(
                    "unexpected event: {}",
                    self.game.render_event(e, Lang::En)
                )),
            },
            Check::Error(want) => match error {
                Some(msg) if msg.contains(want.as_str()) => Ok(()),
                Some(msg) => Err(format!(
                    "refused with \"{msg}\", expected a message containing \"{want}\""
                )),
                None => Err(format!(
                    "the step was carried out, expected it to be refused with \"{want}\""
                )),
            },
            Check::Pending {
                decider,
                kind,
                options,
            } => {
                let Some(d) = self.game.pending() else {
                    return Err("no decision is pending".into());
                };
                let got_kind = match &d.kind {
                    DecisionKind::ChooseReplacement { .. } => "choose-replacement",
                    DecisionKind::OrderCards { .. } => "order-cards",
                    DecisionKind::Named { name, .. } => name.as_str(),
                    DecisionKind::SplitCard { .. } => "split-card",
                    DecisionKind::Game { about, .. } => self
                        .game
                        .rules()
                        .process()
                        .map_or("game", |p| p.code(about)),
                };
                if d.decider != *decider || got_kind != kind {
                    return Err(format!(
                        "pending: {} decides {got_kind}; expected {} to decide {kind}",
                        self.player_name(d.decider),
                        self.player_name(*decider)
                    ));
                }
                if let Some(want) = options {
                    let mut got = self.option_names(d);
                    let mut want = want.clone();
                    got.sort();
                    want.sort();
                    if got != want {
                        return Err(format!(
                            "the decision's options are {got:?}, expected {want:?}"
                        ));
                    }
                }
                Ok(())
            }
            Check::NoPending => match self.game.pending() {
                None => Ok(()),
                Some(d) => Err(format!(
                    "a decision is pending for {}",
                    self.player_name(d.decider)
                )),
            },
            Check::Ext(ptr, want) => {
                let got = st
                    .ext_json
                    .pointer(ptr)
                    .cloned()
                    .unwrap_or(serde_json::Value::Null);
                (got == *want).then_some(()).ok_or_else(|| {
                    format!("the rule set's state at {ptr} is {got}, expected {want}")
                })
            }
            Check::Public(player, ptr, want) => {
                let view = serde_json::to_value(self.game.view(*player))
                    .map_err(|e| format!("the view does not serialize: {e}"))?;
                let got = view
                    .get("public")
                    .and_then(|p| p.pointer(ptr))
                    .cloned()
                    .unwrap_or(serde_json::Value::Null);
                (got == *want).then_some(()).ok_or_else(|| {
                    format!(
                        "{}'s view shows {got} at public{ptr}, expected {want}",
                        self.player_name(*player)
                    )
                })
            }
            Check::Select(word, player, want) => {
                match self.game.rules().select(st, word, *player) {
                    None => Err(format!("the rules give no meaning to '{word}'")),
                    Some((mut got, _)) => {
                        let mut want = want.clone();
                        got.sort();
                        want.sort();
                        (got == want).then_some(()).ok_or_else(|| {
                            format!(
                                "'{word}' refers to [{}], expected [{}]",
                                names(&got),
                                names(&want)
                            )
                        })
                    }
                }
            }
        }
    }

    fn option_names(&self, d: &Decision) -> Vec<String> {
        d.options()
            .iter()
            .map(|c| match c {
                Choice::Effect(e) => self.effect_name(*e),
                Choice::Object(o) => self.name(o.card).to_string(),
                Choice::Option(i) => d
                    .option_labels()
                    .get(*i as usize)
                    .map_or_else(|| i.to_string(), |o| o.label.clone()),
            })
            .collect()
    }

    fn expect(
        &mut self,
        step: usize,
        x: &Expectation,
        events: &[Event],
        error: Option<&str>,
        before: &[ObjectId],
    ) {
        let x = &crate::model::map_cards(x, &|c| self.real(c));
        let failures: Vec<String> = x
            .checks
            .iter()
            .filter_map(|c| self.check(c, events, error, before).err())
            .collect();
        let r = ExpectResult {
            step,
            line: x.line,
            rules: x.rules.clone(),
            passed: failures.is_empty(),
            failures,
        };
        self.report.transcript.push(Entry::Expect(r.clone()));
        self.report.results.push(r);
    }

    fn invariants(&mut self, step: usize) {
        for p in self.game.state().check_conservation() {
            self.problem(format!("after step {step}: card conservation broken: {p}"));
        }
        for p in leak_problems(&self.game, &self.sc.card_names) {
            self.problem(format!("after step {step}: {p}"));
        }
    }

    fn problem(&mut self, p: String) {
        self.report.transcript.push(Entry::Problem(p.clone()));
        self.report.problems.push(p);
    }

    fn objects(&self) -> Vec<ObjectId> {
        (0..self.game.state().cards.len() as u32)
            .map(|c| self.game.state().object(CardId(c)))
            .collect()
    }
}

/// An effect that names a card is about the card's object at the moment the effect
/// begins: it stops applying when the card becomes a new object (FoW 3.1.c).
/// An argument in the JSON form a rule set's action type reads: objects as
/// `{card, generation}`, cards and players as numbers.
pub(crate) fn arg_json(a: &ryoiki_core::Arg) -> serde_json::Value {
    use ryoiki_core::Arg;
    match a {
        Arg::Object(o) => serde_json::to_value(o).unwrap_or_default(),
        Arg::Card(c) => c.0.into(),
        Arg::Player(p) => p.0.into(),
        Arg::Zone(z) => serde_json::to_value(z).unwrap_or_default(),
        Arg::Destination(d) => serde_json::to_value(d).unwrap_or_default(),
        Arg::Int(n) => (*n).into(),
        Arg::Text(t) => t.as_str().into(),
        Arg::List(items) => items.iter().map(arg_json).collect(),
    }
}

fn pin_objects(body: &EffectBody, game: &Game) -> EffectBody {
    let pin = |f: &ryoiki_core::CardFilter| ryoiki_core::CardFilter {
        generation: f
            .card
            .and_then(|c| game.state().try_card(c))
            .map(|c| c.generation),
        ..f.clone()
    };
    match body {
        EffectBody::Replacement { on, instead } => EffectBody::Replacement {
            on: ryoiki_core::MoveFilter {
                card: pin(&on.card),
                ..on.clone()
            },
            instead: *instead,
        },
        EffectBody::Prohibition { card, what } => EffectBody::Prohibition {
            card: pin(card),
            what: *what,
        },
        EffectBody::Trigger { on, filter, record } => EffectBody::Trigger {
            on: *on,
            filter: ryoiki_core::MoveFilter {
                card: pin(&filter.card),
                ..filter.clone()
            },
            record: record.clone(),
        },
        other => other.clone(),
    }
}

fn same_state(a: &State, b: &State) -> bool {
    a == b
}

/// Runs a scenario, rendering its transcript in `lang`.
pub fn run(sc: &Scenario, lang: Lang) -> Report {
    let mut report = Report {
        path: sc.path.clone(),
        title: sc.title.clone(),
        ..Report::default()
    };
    let game = match Game::new(sc.rules, sc.setup.clone()) {
        Ok(g) => g,
        Err(e) => {
            report.problems.push(e.to_string());
            return report;
        }
    };
    let mut r = Runner {
        sc,
        game,
        names: BTreeMap::new(),
        abilities: vec![None; sc.ability_names.len()],
        lang,
        report,
    };
    for e in &sc.effects {
        if !e.active {
            continue;
        }
        let mut events = Vec::new();
        let action = Action::AddEffect {
            label: e.label.clone(),
            controller: e.controller,
            body: pin_objects(&e.body, &r.game),
        };
        let id = EffectId(r.game.state().next_effect);
        match r.game.apply(action, &mut events) {
            Ok(_) => {
                r.names.insert(e.name.clone(), id);
            }
            Err(err) => r.problem(format!(
                "effect '{}' could not be registered: {err}",
                e.name
            )),
        }
    }
    r.invariants(0);
    let objects = r.objects();
    for x in &sc.initial {
        r.expect(0, x, &[], None, &objects);
    }
    for (i, step) in sc.steps.iter().enumerate() {
        let index = i + 1;
        r.report.transcript.push(Entry::Step {
            index,
            summary: step.summary.clone(),
            player: r.player_name(step.player),
            note: step.note.clone(),
        });
        let before_state = r.game.state().clone();
        let before = r.objects();
        let mut events = Vec::new();
        let next_effect = EffectId(r.game.state().next_effect);
        let result = r
            .build(&step.action, step.player)
            .and_then(|a| r.game.apply(a, &mut events).map_err(|e| e.to_string()));
        for e in &events {
            let line = r.game.render_event(e, r.lang);
            r.report.transcript.push(Entry::Event(line));
        }
        let error = match result {
            Ok(_) => {
                match &step.action {
                    StepAction::Expose { name, .. } => {
                        r.names.insert(name.clone(), next_effect);
                    }
                    StepAction::Begin { effect } => {
                        r.names
                            .insert(sc.effects[*effect].name.clone(), next_effect);
                    }
                    StepAction::End { name } => {
                        r.names.remove(name);
                    }
                    StepAction::PutAbility { index, .. } => {
                        let put = events.iter().find_map(|e| match e.kind {
                            EventKind::AbilityPut { object, .. } => Some(object.card),
                            _ => None,
                        });
                        r.abilities[*index] = put;
                    }
                    _ => {}
                }
                // Effects a game action registers (an extraction, a split's groups) are
                // named by their label, so a later `end` step can end them.
                let by_game = matches!(
                    &step.action,
                    StepAction::Game { .. } | StepAction::Answer { .. }
                );
                for e in &events {
                    match &e.kind {
                        ryoiki_core::EventKind::EffectAdded { effect, label } if by_game => {
                            r.names.insert(label.clone(), *effect);
                        }
                        // An effect that ended (an extraction whose card moved on) no
                        // longer answers to its name.
                        ryoiki_core::EventKind::EffectEnded { effect, .. } => {
                            r.names.retain(|_, v| v != effect);
                        }
                        _ => {}
                    }
                }
                None
            }
            Err(msg) => {
                r.report.transcript.push(Entry::Refused(msg.clone()));
                if !same_state(&before_state, r.game.state()) {
                    r.problem(format!(
                        "step {index} (line {}): a refused action changed the game state",
                        step.line
                    ));
                }
                Some(msg)
            }
        };
        r.invariants(index);
        for x in &step.expects {
            r.expect(index, x, &events, error.as_deref(), &before);
        }
        if let Some(msg) = &error
            && !step
                .expects
                .iter()
                .any(|x| x.checks.iter().any(|c| matches!(c, Check::Error(_))))
        {
            r.problem(format!(
                "step {index} (line {}) was refused: {msg}",
                step.line
            ));
        }
    }
    r.report
}
