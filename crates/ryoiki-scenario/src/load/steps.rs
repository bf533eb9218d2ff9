//! `[[step]]` tables: one function per kind of step, dispatched from `Loader::step`.

use super::{Loader, say};
use crate::model::{ABILITY_BASE, ArgTemplate, CardRef, Expectation, Step, StepAction, ZoneRef};
use crate::raw::{RawStep, S};
use ryoiki_core::{CardId, Cause, ExposureKind, Facing, Orientation, PlayerId, PlayerSet, ZoneId};

impl Loader<'_> {
    /// A step: its expectations, who takes it, and what it does.
    /// `named`: the names the step gives the objects it creates (its `id`'s and its
    /// `creates`), given before any step is read ([`Loader::name_ability`],
    /// [`Loader::object_names`]).
    pub(super) fn step(
        &mut self,
        st: &RawStep,
        line: usize,
        named: (Option<usize>, Vec<usize>),
    ) -> Option<Step> {
        let (put_index, creates) = named;
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
        if !self.known_args(st, what) {
            return None;
        }
        let action = match what {
            "move" => self.move_step(st)?,
            "move-many" => self.move_many_step(st)?,
            "move-all" => self.move_all_step(st)?,
            "happen" => {
                let id = self.require(&st.id, "id", st)?;
                StepAction::Happen(match id.get_ref().as_str() {
                    "end-of-turn" => ryoiki_core::Happening::EndOfTurn,
                    name => ryoiki_core::Happening::Named(name.to_string()),
                })
            }
            "move-top" => self.move_top_step(st)?,
            "enter" => self.enter_step(st)?,
            "turn" | "rest" | "recover" | "tap" | "untap" | "sleep" | "activate" => {
                self.turn_step(st, what)?
            }
            "face-up" | "face-down" => self.face_step(st, what)?,
            "shuffle" => self.shuffle_step(st)?,
            "reveal" | "look" => self.expose_step(st, what, player)?,
            "create" => self.create_step(st, put_index)?,
            "engine-action" => self.engine_step(st)?,
            "begin" | "end" => self.begin_end_step(st, what)?,
            "put-ability" => self.put_ability_step(st, put_index)?,
            "cease" => self.cease_step(st)?,
            "set-limit" => self.set_limit_step(st)?,
            "answer" => self.answer_step(st)?,
            other if self.is_game_action(other) => self.game_step(st, other, put_index)?,
            other => {
                self.unknown_action(st, other);
                return None;
            }
        };
        let names = self.effect_names(st);
        Some(Step {
            line,
            summary: summary(st),
            player,
            action,
            note: st.note.clone(),
            note_ja: st.note_ja.clone(),
            expects,
            names,
            creates,
        })
    }

    /// The step's `names`: effect names, each new to the file.
    fn effect_names(&mut self, st: &RawStep) -> Vec<String> {
        let mut names = Vec::new();
        for n in &st.names {
            if self.effects.contains(n.get_ref()) {
                self.err(
                    n.span(),
                    say("load-effect-twice").arg("name", n.get_ref().as_str()),
                );
                continue;
            }
            self.effects.push(n.get_ref().clone());
            names.push(n.get_ref().clone());
        }
        names
    }

    /// The step's `creates`: names for the objects it creates, each new to the file and
    /// a card's name from then on.
    pub(super) fn object_names(&mut self, st: &RawStep) -> Vec<usize> {
        let mut indices = Vec::new();
        for n in &st.creates {
            if self.cards.contains_key(n.get_ref()) {
                self.err(
                    n.span(),
                    say("load-name-taken").arg("name", n.get_ref().as_str()),
                );
                continue;
            }
            let index = self.abilities.len();
            self.abilities.push(n.get_ref().clone());
            let at = self.pos(n.span().start);
            self.ability_at.push(at);
            self.cards
                .insert(n.get_ref().clone(), CardId(ABILITY_BASE + index as u32));
            indices.push(index);
        }
        indices
    }

    /// `create`: a token with the characteristics of `token`, on top of `zone`.
    fn create_step(&mut self, st: &RawStep, names: Option<usize>) -> Option<StepAction> {
        let zone = self.step_zone(st);
        let Some(t) = &st.token else {
            self.err(st.do_.span(), say("load-create-needs-token"));
            return None;
        };
        if !self.printable(&t.name, "load-what-token-name") {
            return None;
        }
        let mut side = ryoiki_core::Side::new(
            t.name.get_ref().as_str(),
            &t.types.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        side.abilities = t.abilities.clone();
        side.numbers = t.numbers.clone();
        Some(StepAction::CreateToken {
            zone: zone?,
            side,
            names,
        })
    }

    /// `engine-action`: the engine's action as JSON, read as it stands.
    fn engine_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let json = self.require(&st.json, "json", st)?;
        match serde_json::from_str::<ryoiki_core::Action>(json.get_ref()) {
            Ok(a) => Some(StepAction::Engine(Box::new(a))),
            Err(e) => {
                self.err(
                    json.span(),
                    say("load-not-engine-action").arg("error", e.to_string()),
                );
                None
            }
        }
    }

    /// For `put-ability` with an `id`, or a rule set's action with an `id` (Magic's
    /// `create-token`): the index of the object it puts or creates first, its name now a
    /// card's.
    pub(super) fn name_ability(&mut self, st: &RawStep) -> Option<usize> {
        let what = st.do_.get_ref();
        let names = what == "put-ability" || what == "create" || self.is_game_action(what);
        let (true, Some(id)) = (names, &st.id) else {
            return None;
        };
        if self.cards.contains_key(id.get_ref()) {
            self.err(
                id.span(),
                say("load-id-taken").arg("name", id.get_ref().as_str()),
            );
        }
        let index = self.abilities.len();
        self.abilities.push(id.get_ref().clone());
        let at = self.pos(id.span().start);
        self.ability_at.push(at);
        self.cards
            .insert(id.get_ref().clone(), CardId(ABILITY_BASE + index as u32));
        Some(index)
    }

    /// A move's `cause`: `instruction` (default), `draw`, or any other word, a special
    /// process the rule set recognises; a word that cannot name a cause is reported at
    /// the step.
    fn cause(&mut self, st: &RawStep) -> Option<Cause> {
        match st
            .cause
            .as_deref()
            .map_or(Ok(Cause::Instruction), Cause::from_word)
        {
            Ok(c) => Some(c),
            Err(e) => {
                self.err(
                    st.do_.span(),
                    say("load-bad-cause").arg("cause", e.word.as_str()),
                );
                None
            }
        }
    }

    fn require<'s>(&mut self, v: &'s Option<S>, what: &str, step: &RawStep) -> Option<&'s S> {
        if v.is_none() {
            self.err(
                step.do_.span(),
                say("load-step-needs")
                    .arg("action", step.do_.get_ref().as_str())
                    .arg("field", what),
            );
        }
        v.as_ref()
    }

    /// The step's `cards`, which it needs.
    fn step_cards(&mut self, st: &RawStep) -> Option<Vec<CardRef>> {
        let Some(list) = &st.cards else {
            self.err(
                st.do_.span(),
                say("load-step-needs")
                    .arg("action", st.do_.get_ref().as_str())
                    .arg("field", "cards"),
            );
            return None;
        };
        let refs: Vec<Option<CardRef>> = list.iter().map(|c| self.card(c)).collect();
        refs.into_iter().collect()
    }

    /// The step's field `what` (`v`), which it needs, read by `read`.
    fn needs<T>(
        &mut self,
        v: &Option<S>,
        what: &str,
        st: &RawStep,
        read: impl FnOnce(&mut Self, &S) -> Option<T>,
    ) -> Option<T> {
        self.require(v, what, st).and_then(|s| read(self, s))
    }

    /// The step's `card`, which it needs (a stale object allowed).
    fn step_card(&mut self, st: &RawStep) -> Option<CardRef> {
        self.needs(&st.card, "card", st, Self::card)
    }

    /// The step's `zone`, which it needs.
    fn step_zone(&mut self, st: &RawStep) -> Option<ZoneId> {
        self.needs(&st.zone, "zone", st, Self::zone_id)
    }

    /// The step's `to`, which it needs.
    fn step_to(&mut self, st: &RawStep) -> Option<ZoneRef> {
        self.needs(&st.to, "to", st, Self::zone_ref)
    }

    fn move_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let card = self.step_card(st);
        let to = self.step_to(st);
        let position = st
            .position
            .as_ref()
            .and_then(|p| self.position(&toml::Spanned::new(p.span(), p.get_ref().0.clone())));
        let facing = st.face.as_ref().and_then(|f| self.facing(f));
        let cause = self.cause(st);
        Some(StepAction::Move {
            card: card?,
            to: to?,
            position,
            facing,
            side: st.side,
            cause: cause?,
        })
    }

    fn move_many_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let to = self.step_to(st);
        Some(StepAction::MoveMany {
            cards: self.step_cards(st)?,
            to: to?,
            cause: self.cause(st)?,
        })
    }

    fn move_all_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let to = self.step_to(st);
        let from = match &st.from {
            Some(f) => Some(self.zone_kind(f.get_ref(), f.span())?),
            None => None,
        };
        let position = st
            .position
            .as_ref()
            .and_then(|p| self.position(&toml::Spanned::new(p.span(), p.get_ref().0.clone())));
        let m = st.matching.as_ref();
        let owner = m.and_then(|m| m.owner.as_ref()).map(|o| self.player(o));
        let controller = m
            .and_then(|m| m.controller.as_ref())
            .map(|o| self.player(o));
        let filter = ryoiki_core::CardFilter {
            types: m.map(|m| m.types.clone()).unwrap_or_default(),
            owner: owner.flatten(),
            controller: controller.flatten(),
            ..Default::default()
        };
        if owner.is_some_and(|o| o.is_none()) || controller.is_some_and(|c| c.is_none()) {
            return None;
        }
        Some(StepAction::MoveAll {
            filter,
            from,
            to: to?,
            position,
            cause: self.cause(st)?,
        })
    }

    fn move_top_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let from = self.needs(&st.from, "from", st, Self::zone_id);
        let to = self.step_to(st);
        Some(StepAction::MoveTop {
            from: from?,
            count: st.count.unwrap_or(1),
            to: to?,
            cause: self.cause(st)?,
        })
    }

    fn enter_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let card = self.needs(&st.card, "card", st, Self::plain_card);
        let to = self.step_to(st);
        Some(StepAction::Enter {
            card: card?,
            to: to?,
        })
    }

    /// `turn` (with `orientation`), or a word that names the orientation.
    fn turn_step(&mut self, st: &RawStep, what: &str) -> Option<StepAction> {
        let card = self.step_card(st);
        let orientation = match what {
            "rest" | "tap" | "sleep" => Some(Orientation::Sideways),
            "recover" | "untap" | "activate" => Some(Orientation::Upright),
            _ => self.needs(&st.orientation, "orientation", st, Self::orientation),
        };
        Some(StepAction::Turn {
            card: card?,
            orientation: orientation?,
        })
    }

    fn face_step(&mut self, st: &RawStep, what: &str) -> Option<StepAction> {
        let card = self.step_card(st);
        Some(StepAction::Face {
            card: card?,
            facing: if what == "face-up" {
                Facing::FaceUp
            } else {
                Facing::FaceDown
            },
        })
    }

    fn shuffle_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let zone = self.step_zone(st);
        Some(StepAction::Shuffle {
            zone: zone?,
            order: st.order.clone(),
        })
    }

    /// `reveal` (to everyone) or `look` (by the step's player), as a named effect.
    fn expose_step(&mut self, st: &RawStep, what: &str, player: PlayerId) -> Option<StepAction> {
        let id = self.require(&st.id, "id", st)?.clone();
        let cards = self.step_cards(st)?;
        if self.effects.contains(id.get_ref()) {
            self.err(
                id.span(),
                say("load-effect-twice").arg("name", id.get_ref().as_str()),
            );
        }
        self.effects.push(id.get_ref().clone());
        let n = self.players.len();
        let to = match &st.shown_to {
            Some(names) => {
                let mut set = PlayerSet::default();
                for p in names {
                    set = set.with(self.player(p)?);
                }
                set
            }
            None if what == "reveal" => PlayerSet::all(n),
            None => PlayerSet::only(player),
        };
        Some(StepAction::Expose {
            name: id.get_ref().clone(),
            label: st.label.clone().unwrap_or_else(|| id.get_ref().clone()),
            label_ja: st.label_ja.clone(),
            cards,
            kind: if what == "reveal" {
                ExposureKind::Reveal
            } else {
                ExposureKind::Look
            },
            to,
        })
    }

    /// Where the effect `e` names stands among those the file has named so far; an
    /// unknown name is reported, with the nearest known one, and gives `None`.
    fn effect_index(&mut self, e: &S) -> Option<usize> {
        let index = self.effects.iter().position(|x| x == e.get_ref());
        if index.is_none() {
            let hint = crate::suggest::did_you_mean_words(
                e.get_ref(),
                self.effects.iter().map(String::as_str),
            );
            self.err(
                e.span(),
                say("load-unknown-effect")
                    .arg("name", e.get_ref().as_str())
                    .arg("hint", hint),
            );
        }
        index
    }

    fn begin_end_step(&mut self, st: &RawStep, what: &str) -> Option<StepAction> {
        let e = self.require(&st.effect, "effect", st)?.clone();
        let effect = self.effect_index(&e)?;
        Some(if what == "end" {
            StepAction::End {
                name: e.get_ref().clone(),
            }
        } else {
            StepAction::Begin { effect }
        })
    }

    fn put_ability_step(&mut self, st: &RawStep, put_index: Option<usize>) -> Option<StepAction> {
        let id = self.require(&st.id, "id", st)?.clone();
        let zone = self.step_zone(st);
        let source = st.card.as_ref().and_then(|c| self.card(c));
        let index = put_index?;
        Some(StepAction::PutAbility {
            index,
            zone: zone?,
            source,
            text: st.text.clone().unwrap_or_else(|| id.get_ref().clone()),
        })
    }

    fn cease_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let card = self.step_card(st);
        Some(StepAction::Cease { card: card? })
    }

    fn set_limit_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let zone = self.step_zone(st);
        let limit = match &st.limit {
            Some(l) => self.zone_limit(l),
            None => Some(None),
        };
        Some(StepAction::SetLimit {
            zone: zone?,
            limit: limit?,
        })
    }

    fn answer_step(&mut self, st: &RawStep) -> Option<StepAction> {
        let effect = st.effect.as_ref().map(|e| e.get_ref().clone());
        if let Some(e) = &st.effect {
            // An unknown name is reported; the answer is still read for its other faults.
            let _ = self.effect_index(e);
        }
        let pick = st.pick.as_ref().and_then(|p| self.card(p));
        let option = st.option.as_ref().map(|o| o.get_ref().clone());
        if effect.is_none() && pick.is_none() && option.is_none() {
            self.err(st.do_.span(), say("load-answer-needs"));
            return None;
        }
        Some(StepAction::Answer {
            effect,
            pick,
            option,
        })
    }

    /// Whether `what` names a general process of the core or an action of the rule set.
    fn is_game_action(&self, what: &str) -> bool {
        ryoiki_core::is_general(what)
            || self.rules.is_some_and(|r| r.game_actions().contains(&what))
    }

    /// A general process or an action of the rule set's own, with its arguments.
    fn game_step(&mut self, st: &RawStep, name: &str, names: Option<usize>) -> Option<StepAction> {
        let args = self.game_args(st)?;
        // The general processes that register an effect name it by its `label`
        // (or a default), so a later `end` step may end it.
        let default_label = match name {
            "extract" => Some("extract"),
            "split" => Some("groups"),
            _ => None,
        };
        if let Some(d) = default_label {
            let label = args
                .iter()
                .find_map(|(k, a)| match (k.as_str(), a) {
                    ("label", ArgTemplate::Fixed(crate::model::Arg::Text(t))) => Some(t.clone()),
                    _ => None,
                })
                .unwrap_or_else(|| d.to_string());
            if !self.effects.contains(&label) {
                self.effects.push(label);
            }
        }
        Some(StepAction::Game {
            name: name.to_string(),
            args,
            names,
        })
    }

    /// A game action's arguments: `card`, `cards`, `to`, `from`, `zone` and `count` as
    /// the step gives them, then everything in `args`.
    fn game_args(&mut self, st: &RawStep) -> Option<Vec<(String, ArgTemplate)>> {
        let mut args = Vec::new();
        if let Some(c) = &st.card {
            args.push(("card".to_string(), ArgTemplate::Card(self.card(c)?)));
        }
        if st.cards.is_some() {
            args.push((
                "cards".to_string(),
                ArgTemplate::List(
                    self.step_cards(st)?
                        .into_iter()
                        .map(ArgTemplate::Card)
                        .collect(),
                ),
            ));
        }
        if let Some(t) = &st.to {
            let z = self.zone_ref(t)?;
            args.push((
                "to".to_string(),
                ArgTemplate::Fixed(crate::model::Arg::Destination(ryoiki_core::Destination {
                    kind: z.kind,
                    player: z.player,
                })),
            ));
        }
        for (key, field) in [("from", &st.from), ("zone", &st.zone)] {
            if let Some(z) = field {
                args.push((
                    key.to_string(),
                    ArgTemplate::Fixed(crate::model::Arg::Zone(self.zone_id(z)?)),
                ));
            }
        }
        if let Some(n) = st.count {
            args.push((
                "count".to_string(),
                ArgTemplate::Fixed(crate::model::Arg::Int(n as i64)),
            ));
        }
        // The step's `id` names the object it creates, which does not exist yet when
        // the step's arguments are read: the same word in `args` (a token named
        // "soldier" with `types = ["soldier"]`) would become that object, not a word.
        let own = st.id.as_ref().map(|i| i.get_ref().as_str());
        let mut clash = false;
        for (k, v) in &st.args {
            if let Some(id) = own.filter(|id| holds_word(v, id)) {
                self.err(
                    k.span(),
                    say("load-id-in-args")
                        .arg("name", id)
                        .arg("key", k.get_ref().as_str()),
                );
                clash = true;
            }
        }
        if clash {
            return None;
        }
        for (k, v) in &st.args {
            args.push((k.get_ref().clone(), self.arg(v, k.span())?));
        }
        Some(args)
    }

    /// A value in `args`: a card id becomes that card, a player name that player, a
    /// number a number, any other string a word, an array a list.
    fn arg(&mut self, v: &toml::Value, span: std::ops::Range<usize>) -> Option<ArgTemplate> {
        use crate::model::Arg;
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
                self.err(span, say("load-bad-argument").arg("kind", other.type_str()));
                return None;
            }
        })
    }

    /// Whether every key of the step's `args` is one its action reads: a step of the
    /// core's own (`move`, `create` …) reads none, a general process of the core the keys
    /// of [`GENERAL_ARGS`]; each other key is reported where it stands, with the keys
    /// the action knows. A rule set's own action is read by the rule set, which reports
    /// what it cannot decode.
    fn known_args(&mut self, st: &RawStep, what: &str) -> bool {
        let known: &[&str] = if CORE_ACTIONS.contains(&what) {
            &[]
        } else if let Some((_, keys)) = GENERAL_ARGS.iter().find(|(a, _)| *a == what) {
            keys
        } else {
            return true;
        };
        let mut ok = true;
        for k in st.args.keys() {
            if known.contains(&k.get_ref().as_str()) {
                continue;
            }
            ok = false;
            let known_words = if known.is_empty() {
                ryoiki_core::Word::Phrase(say("load-no-args"))
            } else {
                ryoiki_core::Word::Text(known.join(", "))
            };
            self.err(
                k.span(),
                say("load-unknown-arg")
                    .arg("key", k.get_ref().as_str())
                    .arg("action", what)
                    .arg("known", known_words),
            );
        }
        ok
    }

    fn unknown_action(&mut self, st: &RawStep, other: &str) {
        let game: Vec<String> = ryoiki_core::GENERAL_ACTIONS
            .iter()
            .map(|a| a.to_string())
            .chain(
                self.rules
                    .into_iter()
                    .flat_map(|r| r.game_actions().iter().map(|a| a.to_string())),
            )
            .collect();
        let hint = crate::suggest::did_you_mean_words(
            other,
            CORE_ACTIONS
                .iter()
                .copied()
                .chain(game.iter().map(String::as_str)),
        );
        let known: Vec<&str> = CORE_ACTIONS
            .iter()
            .copied()
            .chain(game.iter().map(String::as_str))
            .collect();
        self.err(
            st.do_.span(),
            say("load-unknown-action")
                .arg("name", other)
                .arg("hint", hint)
                .arg("known", known.join(", ")),
        );
    }
}

/// The actions every game's scenarios can take, as `do` names them.
pub const CORE_ACTIONS: &[&str] = &[
    "move",
    "move-many",
    "move-all",
    "happen",
    "move-top",
    "enter",
    "turn",
    "rest",
    "recover",
    "tap",
    "untap",
    "sleep",
    "activate",
    "face-up",
    "face-down",
    "shuffle",
    "reveal",
    "look",
    "begin",
    "end",
    "set-limit",
    "put-ability",
    "cease",
    "answer",
    "create",
    "engine-action",
];

/// The keys each general process of the core reads from a step's `args` (besides the
/// step's own `card`, `cards` and `count`, which may stand there too); the acting player
/// is the step's `player`.
pub const GENERAL_ARGS: &[(&str, &[&str])] = &[
    ("attach", &["card", "host"]),
    ("extract", &["card", "label"]),
    ("put-back", &["card"]),
    ("extract-failed", &["card"]),
    ("choose-random", &["cards", "count"]),
    ("split", &["cards", "count", "label"]),
];

/// The step as written: its kind, then the names it gives.
fn summary(st: &RawStep) -> String {
    let mut summary = st.do_.get_ref().to_string();
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
    summary
}

/// Whether `word` is `v`, or one of its items (an array's, at any depth).
fn holds_word(v: &toml::Value, word: &str) -> bool {
    match v {
        toml::Value::String(s) => s == word,
        toml::Value::Array(items) => items.iter().any(|i| holds_word(i, word)),
        _ => false,
    }
}
