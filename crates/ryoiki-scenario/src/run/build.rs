//! From a step to the engine's [`Action`]: core actions directly, the rule set's own
//! actions through their text form.

use super::Runner;
use crate::load::say;
use crate::model::{ArgTemplate, CardRef, StepAction, ZoneRef};
use ryoiki_core::{
    Action, CardId, Choice, Destination, EffectBody, EffectId, Game, ObjectId, Phrase, PlayerId,
};
use serde::Deserialize;

impl Runner<'_> {
    /// The object a card reference names now (or the stale one it fixes).
    pub(super) fn object(&self, r: CardRef) -> ObjectId {
        let card = self.real(r.card);
        // An ability or token whose slot a later one took over is the object it last was.
        let superseded = r
            .card
            .0
            .checked_sub(crate::model::ABILITY_BASE)
            .and_then(|k| self.superseded.get(k as usize).copied().flatten());
        ObjectId {
            card,
            generation: r.generation.or(superseded).unwrap_or_else(|| {
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
    /// A name no object answers to yet is noted in `unbound`, and is a card the game
    /// does not have.
    pub(super) fn real(&self, c: CardId) -> CardId {
        match c.0.checked_sub(crate::model::ABILITY_BASE) {
            Some(k) => match self.abilities.get(k as usize).copied().flatten() {
                Some(real) => real,
                None => {
                    self.unbound.borrow_mut().push(k as usize);
                    CardId(u32::MAX)
                }
            },
            None => c,
        }
    }

    /// What the names noted in `unbound` since it was last emptied are, empties it, and
    /// says why each stands for nothing.
    pub(super) fn take_unbound(&self) -> Vec<Phrase> {
        let mut ks = std::mem::take(&mut *self.unbound.borrow_mut());
        ks.sort_unstable();
        ks.dedup();
        ks.into_iter()
            .map(|k| {
                let (line, column) = self.sc.ability_at.get(k).copied().unwrap_or((0, 0));
                say("problem-unbound-name")
                    .arg(
                        "name",
                        self.sc.ability_names.get(k).map_or("?", String::as_str),
                    )
                    .arg("at", format!("{}:{line}:{column}", self.sc.path))
            })
            .collect()
    }

    fn dest(&self, z: ZoneRef) -> Destination {
        Destination {
            kind: z.kind,
            player: z.player,
        }
    }

    /// The action a step takes, on the game as it stands.
    pub(super) fn build(&self, action: &StepAction, player: PlayerId) -> Result<Action, Phrase> {
        Ok(match action {
            StepAction::Move { .. }
            | StepAction::MoveMany { .. }
            | StepAction::MoveAll { .. }
            | StepAction::MoveTop { .. }
            | StepAction::Enter { .. } => self.move_action(action, player),
            StepAction::Turn { .. }
            | StepAction::Face { .. }
            | StepAction::Shuffle { .. }
            | StepAction::SetLimit { .. }
            | StepAction::PutAbility { .. }
            | StepAction::Cease { .. }
            | StepAction::CreateToken { .. }
            | StepAction::Happen(_) => self.change_action(action, player),
            StepAction::Expose {
                label,
                cards,
                kind,
                to,
                ..
            } => Action::AddEffect {
                label: label.clone(),
                controller: Some(player),
                body: Box::new(EffectBody::Exposure {
                    objects: cards.iter().map(|c| self.object(*c)).collect(),
                    to: *to,
                    kind: *kind,
                }),
            },
            StepAction::Begin { effect } => self.begin(*effect)?,
            StepAction::End { name } => Action::EndEffect {
                effect: self.effect_id(name)?,
            },
            StepAction::Answer {
                effect,
                pick,
                option,
            } => Action::Answer {
                player,
                choice: self.choice(effect.as_deref(), *pick, option.as_deref())?,
            },
            StepAction::Engine(action) => self.engine_action(action)?,
            StepAction::Game { name, args, .. } => return self.game_action(name, args, player),
        })
    }

    /// A step that moves cards: one, several, every card a filter matches, the top
    /// cards of a zone, or a card from outside the game.
    fn move_action(&self, action: &StepAction, player: PlayerId) -> Action {
        match action {
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
                cause: *cause,
            },
            StepAction::MoveMany { cards, to, cause } => Action::MoveMany {
                player,
                objects: cards.iter().map(|c| self.object(*c)).collect(),
                to: self.dest(*to),
                cause: *cause,
            },
            StepAction::MoveAll {
                filter,
                from,
                to,
                position,
                cause,
            } => Action::MoveAll {
                player,
                filter: filter.clone(),
                from: *from,
                to: self.dest(*to),
                position: *position,
                cause: *cause,
            },
            StepAction::MoveTop {
                from,
                count,
                to,
                cause,
            } => Action::MoveTop {
                player,
                from: *from,
                count: *count,
                to: self.dest(*to),
                cause: *cause,
            },
            StepAction::Enter { card, to } => Action::Enter {
                player,
                card: *card,
                to: self.dest(*to),
            },
            _ => unreachable!("`build` sends only moves here"),
        }
    }

    /// A step that changes a card or a zone where it stands, makes or ends an object,
    /// or says a happening.
    fn change_action(&self, action: &StepAction, player: PlayerId) -> Action {
        match action {
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
            StepAction::SetLimit { zone, limit } => Action::SetLimit {
                zone: *zone,
                limit: *limit,
            },
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
            StepAction::CreateToken { zone, side, .. } => Action::CreateToken {
                player,
                zone: *zone,
                side: Box::new(side.clone()),
            },
            StepAction::Happen(event) => Action::Happen {
                event: event.clone(),
            },
            _ => unreachable!("`build` sends only changes here"),
        }
    }

    /// The engine's action a step gives as JSON, a rule set's own action decoded.
    fn engine_action(&self, action: &Action) -> Result<Action, Phrase> {
        let mut action = action.clone();
        // A rule set's own action waits as JSON until the rule set decodes it.
        if let Action::Game(g) = &mut action {
            let Some(process) = self.game.rules().process() else {
                return Err(say("build-no-game-actions").arg("game", self.game.rules().key()));
            };
            process
                .decode_action(&mut g.action)
                .map_err(|e| undecoded("engine-action", &e))?;
        }
        Ok(action)
    }

    /// A declared effect, beginning now.
    fn begin(&self, effect: usize) -> Result<Action, Phrase> {
        let e = self
            .sc
            .effects
            .get(effect)
            .ok_or_else(|| say("build-not-declared"))?;
        Ok(declared_action(e, &self.game, &|c| self.real(c)))
    }

    /// The effect in force under a scenario name.
    fn effect_id(&self, name: &str) -> Result<EffectId, Phrase> {
        self.names
            .get(name)
            .copied()
            .ok_or_else(|| say("build-not-in-force").arg("name", name))
    }

    /// An answer to the pending decision: an effect by name, a card, or an option by
    /// its label.
    fn choice(
        &self,
        effect: Option<&str>,
        pick: Option<CardRef>,
        option: Option<&str>,
    ) -> Result<Choice, Phrase> {
        Ok(match (effect, pick, option) {
            (Some(e), _, _) => Choice::Effect(self.effect_id(e)?),
            (None, Some(c), _) => Choice::Object(self.object(c)),
            (None, None, Some(label)) => {
                let Some(options) = self
                    .game
                    .pending()
                    .map(|d| d.option_labels())
                    .filter(|o| !o.is_empty())
                else {
                    return Err(say("build-no-options").arg("label", label));
                };
                let i = options
                    .iter()
                    .position(|o| o.label == *label)
                    .ok_or_else(|| say("build-not-an-option").arg("label", label))?;
                Choice::Option(i as u32)
            }
            (None, None, None) => {
                return Err(say("build-answer-empty"));
            }
        })
    }

    /// A step naming an action of the rule set's own: its text form (the action's name
    /// and its arguments) decoded into the rule set's action type.
    fn game_action(
        &self,
        name: &str,
        args: &[(String, ArgTemplate)],
        player: PlayerId,
    ) -> Result<Action, Phrase> {
        let mut fields = serde_json::Map::new();
        fields.insert("action".into(), name.into());
        for (k, a) in args {
            fields.insert(k.clone(), arg_json(&self.arg(a)));
        }
        if ryoiki_core::is_general(name) {
            // A general process of the core: its text form is the core action's own.
            fields.insert("player".into(), player.0.into());
            return serde_json::from_value::<Action>(serde_json::Value::Object(fields))
                .map_err(|e| undecoded(name, &e.to_string()));
        }
        let Some(process) = self.game.rules().process() else {
            return Err(say("build-no-game-actions").arg("game", self.game.rules().key()));
        };
        let mut action = ryoiki_core::Typed::deserialize(serde_json::Value::Object(fields))
            .map_err(|e| undecoded(name, &e.to_string()))?;
        process
            .decode_action(&mut action)
            .map_err(|e| undecoded(name, &e.to_string()))?;
        Ok(Action::Game(ryoiki_core::GameAction { player, action }))
    }

    fn arg(&self, a: &ArgTemplate) -> crate::model::Arg {
        match a {
            ArgTemplate::Card(c) => crate::model::Arg::Object(self.object(*c)),
            ArgTemplate::Fixed(v) => v.clone(),
            ArgTemplate::List(items) => {
                crate::model::Arg::List(items.iter().map(|i| self.arg(i)).collect())
            }
        }
    }
}

/// A step's arguments that do not decode into the action `name`: serde's error, as
/// words (its common messages in each language, any other as serde wrote it).
fn undecoded(name: &str, error: &str) -> Phrase {
    say("build-undecoded")
        .arg("action", name)
        .arg("error", crate::load::serde_words(error, false, false))
}

/// An argument in the JSON form a rule set's action type reads: objects as
/// `{card, generation}`, cards and players as numbers.
pub(crate) fn arg_json(a: &crate::model::Arg) -> serde_json::Value {
    use crate::model::Arg;
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

/// An effect that names a card is about the card's object at the moment the effect
/// begins: it stops applying when the card becomes a new object (FoW 3.1.c).
/// `real` turns a scenario card id into the engine's (a token or ability the file names
/// is the engine slot it was created in).
pub(super) fn pin_objects(
    body: &EffectBody,
    game: &Game,
    real: &dyn Fn(CardId) -> CardId,
) -> EffectBody {
    let pin = |f: &ryoiki_core::CardFilter| {
        let card = f.card.map(real);
        ryoiki_core::CardFilter {
            card,
            generation: card
                .and_then(|c| game.state().try_card(c))
                .map(|c| c.generation),
            ..f.clone()
        }
    };
    // A filter the runner does not pin names the engine's card all the same.
    let unpinned = |f: &ryoiki_core::CardFilter| ryoiki_core::CardFilter {
        card: f.card.map(real),
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
        EffectBody::Characteristics { card, zone, change } => EffectBody::Characteristics {
            card: pin(card),
            zone: *zone,
            change: change.clone(),
        },
        EffectBody::ReplaceMove(r) => EffectBody::ReplaceMove(ryoiki_core::MoveReplacement {
            on: ryoiki_core::MoveFilter {
                card: unpinned(&r.on.card),
                ..r.on.clone()
            },
            ..r.clone()
        }),
        other => other.clone(),
    }
}

/// The action that begins a declared effect now: with its duration, if it has one (a
/// card it lasts while is pinned to the card's object now).
pub(super) fn declared_action(
    e: &crate::model::DeclaredEffect,
    game: &Game,
    real: &dyn Fn(CardId) -> CardId,
) -> Action {
    use crate::model::DeclaredDuration;
    let mut body = pin_objects(&e.body, game, real);
    // A custom effect's source is the source card's object now.
    if let (EffectBody::Custom(c), Some(source)) = (&mut body, e.source) {
        let card = real(source);
        c.source = game.state().try_card(card).map(|s| ObjectId {
            card,
            generation: s.generation,
        });
    }
    let until = match &e.until {
        None => None,
        Some(DeclaredDuration::EndOfTurn) => Some(ryoiki_core::Duration::EndOfTurn),
        Some(DeclaredDuration::Named(n)) => Some(ryoiki_core::Duration::Until(n.clone())),
        Some(DeclaredDuration::WhileIn(c)) => {
            let card = real(*c);
            let generation = game.state().try_card(card).map_or(0, |s| s.generation);
            Some(ryoiki_core::Duration::WhileIn(ObjectId {
                card,
                generation,
            }))
        }
    };
    match until {
        None => Action::AddEffect {
            label: e.label.clone(),
            controller: e.controller,
            body: Box::new(body),
        },
        Some(until) => Action::AddLasting {
            label: e.label.clone(),
            controller: e.controller,
            body: Box::new(body),
            until,
        },
    }
}
