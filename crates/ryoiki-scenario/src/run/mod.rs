//! Running a scenario: set up the game, apply each step, check each expectation.
//!
//! Besides the file's own expectations, the runner checks after every step that every
//! card is in exactly one place, that a refused step left the state exactly as it was,
//! and that no player's serialized view names a card whose front that player may not
//! see. A rule counts as covered only when an expectation naming it passes.
//!
//! `build` turns a step into the engine's action, `checks` checks an expectation,
//! and `events` names and matches events.

mod build;
mod checks;
mod events;
mod labels;
mod report;
mod runner;

pub use events::event_kind;
pub use report::{Entry, ExpectResult, Report};
pub(crate) use runner::Runner;

pub use crate::messages::messages;

/// Every event kind a scenario may expect, as written in files.
pub use crate::model::EVENT_KINDS;

use crate::leak::LeakCheck;
use crate::load::say;
use crate::model::{Check, Expectation, Scenario, Step, StepAction};
use ryoiki_core::{
    CardId, Choice, Decision, EffectId, Event, EventKind, Game, Lang, ObjectId, Phrase, PlayerId,
    State,
};
use std::collections::BTreeMap;

impl Runner<'_> {
    pub(super) fn name(&self, c: CardId) -> &str {
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

    pub(super) fn player_name(&self, p: PlayerId) -> String {
        self.sc
            .setup
            .players
            .get(p.index())
            .cloned()
            .unwrap_or_else(|| p.to_string())
    }

    pub(super) fn zone_name(&self, z: ryoiki_core::ZoneId) -> String {
        let key = self.game.spec(z.kind).key;
        match z.player {
            Some(p) => format!("{}:{key}", self.player_name(p)),
            None => key.to_string(),
        }
    }

    fn effect_name(&self, id: EffectId) -> String {
        self.names
            .iter()
            .find(|(_, v)| **v == id)
            .map(|(k, _)| k.clone())
            .unwrap_or_else(|| id.to_string())
    }

    pub(super) fn option_names(&self, d: &Decision) -> Vec<String> {
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
        self.unbound.borrow_mut().clear();
        let x = &crate::model::map_cards(x, &|c| self.real(c));
        // A check on a name no object answers to fails, and reads nothing.
        let unbound: Vec<String> = self
            .take_unbound()
            .iter()
            .map(|p| p.render(self.lang))
            .collect();
        let failures: Vec<String> = if unbound.is_empty() {
            x.checks
                .iter()
                .filter_map(|c| self.check(c, events, error, before).err())
                .collect()
        } else {
            unbound
        };
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
        for p in self.game.state().conservation_problems() {
            self.problem(
                say("problem-conservation")
                    .arg("step", step.to_string())
                    .arg("problem", p),
            );
        }
        for p in self.leaks.check_words(&self.game, &self.sc.card_names) {
            self.problem(
                say("problem-after-step")
                    .arg("step", step.to_string())
                    .arg("problem", p),
            );
        }
    }

    /// A problem, in the language the scenario runs in.
    fn problem(&mut self, words: Phrase) {
        let p = words.render(self.lang);
        self.report.transcript.push(Entry::Problem(p.clone()));
        self.report.problems.push(p);
    }

    fn objects(&self) -> Vec<ObjectId> {
        (0..self.game.state().cards().len() as u32)
            .map(|c| self.game.state().object(CardId(c)))
            .collect()
    }

    /// Gives the game the names the file gave its cards, abilities, tokens and effects
    /// so far, so that the log names them as the file does. An effect keeps its name in
    /// the log after it ends (its id is never used again).
    fn label(&mut self) {
        for (c, name) in self.sc.card_names.iter().enumerate() {
            if self.game.card_label(CardId(c as u32)).is_none() {
                self.game.label_card(CardId(c as u32), name);
            }
        }
        for (k, card) in self.abilities.iter().enumerate() {
            if let (Some(card), Some(name)) = (card, self.sc.ability_names.get(k))
                && self.game.card_label(*card) != Some(name.as_str())
            {
                self.game.label_card(*card, name);
            }
        }
        for (name, effect) in &self.names {
            if self.game.effect_label(*effect) != Some(name.as_str()) {
                self.game.label_effect(*effect, name);
            }
        }
    }

    /// Registers the declared effects in force from the start.
    fn register_effects(&mut self) {
        for e in &self.sc.effects {
            if !e.active {
                continue;
            }
            let mut events = Vec::new();
            let action = build::declared_action(e, &self.game, &|c| self.real(c));
            let id = self.game.state().next_effect();
            match self.game.apply(action, &mut events) {
                Ok(_) => {
                    self.names.insert(e.name.clone(), id);
                }
                Err(err) => self.problem(
                    say("problem-effect-not-registered")
                        .arg("name", e.name.as_str())
                        .arg("error", err.render(self.lang)),
                ),
            }
        }
    }

    /// Takes step `index` (from 1) and checks its expectations; the events it set off.
    fn step(&mut self, index: usize, step: &Step) -> Vec<Event> {
        self.report.transcript.push(Entry::Step {
            index,
            summary: step.summary.clone(),
            player: self.player_name(step.player),
            note: step.note_in(self.lang).map(str::to_string),
        });
        let before_state = self.game.state().clone();
        let before = self.objects();
        let mut events = Vec::new();
        let next_effect = self.game.state().next_effect();
        // A refusal in English (what `error = ...` expectations compare against) and in
        // the transcript's language.
        let lang = self.lang;
        let mut refused_as_shown = None;
        self.unbound.borrow_mut().clear();
        let result = self
            .build(&step.action, step.player)
            .map_err(|words| (words.to_string(), words.render(lang)))
            .and_then(|a| {
                // A step on a name no object answers to is refused before the game
                // sees it.
                let unbound = self.take_unbound();
                if !unbound.is_empty() {
                    let all = |f: &dyn Fn(&Phrase) -> String| {
                        unbound.iter().map(f).collect::<Vec<_>>().join("; ")
                    };
                    return Err((all(&|p| p.to_string()), all(&|p| p.render(lang))));
                }
                let applied = self.game.apply(a, &mut events);
                applied.map_err(|e| {
                    // Shown with the file's names for its cards and effects.
                    let shown = match self.game.labels() {
                        Some(l) => e.render_labelled(lang, l),
                        None => e.render(lang),
                    };
                    (e.to_string(), shown)
                })
            });
        if result.is_ok() {
            self.name_effects(&step.action, &events, next_effect);
            self.name_more(index, step, &events, next_effect);
        }
        // The events name what the file named, including what this step named.
        self.label();
        for e in &events {
            let line = self.render(e);
            self.report.transcript.push(Entry::Event(line));
        }
        if self.sc.replay {
            self.stream.extend(events.iter().cloned());
        }
        let error = match result {
            Ok(_) => None,
            Err((msg, shown)) => {
                self.report.transcript.push(Entry::Refused(shown.clone()));
                refused_as_shown = Some(shown);
                if !same_state(&before_state, self.game.state()) {
                    self.problem(
                        say("problem-refused-changed")
                            .arg("step", index.to_string())
                            .arg("line", step.line.to_string()),
                    );
                }
                Some(msg)
            }
        };
        self.invariants(index);
        if self.sc.seat_messages && error.is_none() {
            // What each player is told of the step, and may do next, in its own terms.
            let found = self
                .messages
                .step_words(&self.game, &events, step.player, true);
            for p in found {
                self.problem(
                    say("problem-after-step")
                        .arg("step", index.to_string())
                        .arg("problem", p),
                );
            }
        }
        for x in &step.expects {
            self.expect(index, x, &events, error.as_deref(), &before);
        }
        if let Some(shown) = refused_as_shown
            && !step
                .expects
                .iter()
                .any(|x| x.checks.iter().any(|c| matches!(c, Check::Error(_))))
        {
            self.problem(
                say("problem-refused")
                    .arg("step", index.to_string())
                    .arg("line", step.line.to_string())
                    .arg("error", shown),
            );
        }
        events
    }

    /// After a step that was carried out: the names of effects it began or ended, and
    /// the engine card of an ability it put.
    fn name_effects(&mut self, action: &StepAction, events: &[Event], next_effect: EffectId) {
        // A slot reused by a new ability or token: an earlier name stays with the old one.
        for e in events {
            if let EventKind::AbilityPut { object, .. } | EventKind::TokenCreated { object, .. } =
                e.kind
            {
                for (k, named) in self.abilities.iter().enumerate() {
                    if *named == Some(object.card) && self.superseded[k].is_none() {
                        self.superseded[k] = Some(object.generation.saturating_sub(1));
                    }
                }
            }
        }
        match action {
            StepAction::Expose { name, .. } => {
                self.names.insert(name.clone(), next_effect);
            }
            StepAction::Begin { effect } => {
                self.names
                    .insert(self.sc.effects[*effect].name.clone(), next_effect);
            }
            StepAction::End { name } => {
                self.names.remove(name);
            }
            StepAction::PutAbility { index, .. }
            | StepAction::Game {
                names: Some(index), ..
            }
            | StepAction::CreateToken {
                names: Some(index), ..
            } => {
                let put = events.iter().find_map(|e| match e.kind {
                    EventKind::AbilityPut { object, .. }
                    | EventKind::TokenCreated { object, .. } => Some(object.card),
                    _ => None,
                });
                self.abilities[*index] = put;
                self.superseded[*index] = None;
            }
            _ => {}
        }
        // Effects a game action registers (an extraction, a split's groups) are
        // named by their label, so a later `end` step can end them.
        let by_game = matches!(action, StepAction::Game { .. } | StepAction::Answer { .. });
        for e in events {
            match &e.kind {
                EventKind::EffectAdded { effect, label } if by_game => {
                    self.names.insert(label.clone(), *effect);
                }
                // An effect that ended (an extraction whose card moved on) no
                // longer answers to its name.
                EventKind::EffectEnded { effect, .. } => {
                    self.names.retain(|_, v| v != effect);
                }
                _ => {}
            }
        }
    }
}

impl Runner<'_> {
    /// After a step that was carried out: the names its `names` gives the effects it
    /// began, and its `creates` the objects it created, besides those the step itself
    /// names (a `reveal`'s or `begin`'s effect, the object of an `id`), in event order.
    fn name_more(&mut self, index: usize, step: &Step, events: &[Event], next_effect: EffectId) {
        let own_effect = matches!(
            step.action,
            StepAction::Expose { .. } | StepAction::Begin { .. }
        );
        let added: Vec<EffectId> = events
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::EffectAdded { effect, .. } => Some(*effect),
                _ => None,
            })
            .filter(|e| !(own_effect && *e == next_effect))
            .collect();
        if !step.names.is_empty() && step.names.len() != added.len() {
            self.problem(
                say("problem-names-effects")
                    .arg("step", index.to_string())
                    .arg("line", step.line.to_string())
                    .arg("named", step.names.len().to_string())
                    .arg("began", added.len().to_string()),
            );
        }
        for (name, effect) in step.names.iter().zip(&added) {
            self.names.insert(name.clone(), *effect);
        }
        let own_object = step_names_first(step);
        let created: Vec<ObjectId> = events
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::AbilityPut { object, .. } | EventKind::TokenCreated { object, .. } => {
                    Some(object)
                }
                _ => None,
            })
            .skip(usize::from(own_object))
            .collect();
        if !step.creates.is_empty() && step.creates.len() != created.len() {
            self.problem(
                say("problem-names-created")
                    .arg("step", index.to_string())
                    .arg("line", step.line.to_string())
                    .arg("named", step.creates.len().to_string())
                    .arg("created", created.len().to_string()),
            );
        }
        for (&k, object) in step.creates.iter().zip(&created) {
            self.abilities[k] = Some(object.card);
            self.superseded[k] = None;
        }
    }
}

/// Whether the step's `id` names the first object it creates (`put-ability`, or
/// `create` or a rule set's action with an `id`).
fn step_names_first(step: &Step) -> bool {
    matches!(
        step.action,
        StepAction::PutAbility { .. }
            | StepAction::Game { names: Some(_), .. }
            | StepAction::CreateToken { names: Some(_), .. }
    )
}

fn same_state(a: &State, b: &State) -> bool {
    a == b
}

/// Runs a scenario, rendering its transcript in `lang`. With `replay = true` the file
/// is played a second time from its seed, and any difference in the event stream or the
/// final state is a problem.
pub fn run(sc: &Scenario, lang: Lang) -> Report {
    run_watched(sc, lang, &mut |_| {})
}

/// The game as a step left it, shown to a watcher of [`run_watched`].
#[derive(Clone, Copy)]
pub struct Moment<'a> {
    /// The step just taken, from 1; 0 is the game as set up, before any step.
    pub step: usize,
    /// The game after it (each player's view is `game.view(player)`).
    pub game: &'a Game,
    /// The events the step set off, in order (none for step 0; none for a refused step).
    pub events: &'a [Event],
}

/// [`run`], showing `watch` the game after its setup and after every step of the first
/// play (a replay check's second play is not shown): what the playground steps through.
pub fn run_watched(sc: &Scenario, lang: Lang, watch: &mut dyn FnMut(Moment<'_>)) -> Report {
    let (mut report, first) = run_once(sc, lang, watch);
    if sc.replay
        && let Some((stream, state)) = first
    {
        let (_, second) = run_once(sc, lang, &mut |_| {});
        match second {
            Some((again, state_again)) => {
                if let Some(i) =
                    (0..stream.len().max(again.len())).find(|&i| stream.get(i) != again.get(i))
                {
                    report.problems.push(
                        say("problem-replay-stream")
                            .arg("event", (i + 1).to_string())
                            .arg("first", stream.len().to_string())
                            .arg("second", again.len().to_string())
                            .render(lang),
                    );
                } else if state != state_again {
                    report
                        .problems
                        .push(say("problem-replay-state").render(lang));
                }
            }
            None => report
                .problems
                .push(say("problem-replay-setup").render(lang)),
        }
    }
    report
}

/// [`run`] once, with the game's final state when it was set up: for checking that a
/// file plays the very game of a run (a soak's written repro).
pub fn run_to_end(sc: &Scenario, lang: Lang) -> (Report, Option<State>) {
    let (report, end) = run_once(sc, lang, &mut |_| {});
    (report, end.map(|(_, state)| state))
}

/// One run: the report, and (when the game was set up) every event in order with the
/// final state.
fn run_once(
    sc: &Scenario,
    lang: Lang,
    watch: &mut dyn FnMut(Moment<'_>),
) -> (Report, Option<(Vec<Event>, State)>) {
    let mut report = Report {
        path: sc.path.clone(),
        title: sc.title_in(lang).to_string(),
        ..Report::default()
    };
    let game = match Game::new_with_key(sc.rules, sc.setup.clone(), crate::model::SCENARIO_VIEW_KEY)
    {
        Ok(mut g) => {
            // The effects written in Rust the file may name, by their keys.
            for (key, effect) in sc.custom.iter() {
                g.register_effect(key, effect.clone());
            }
            g
        }
        Err(e) => {
            // In the transcript too, so that `explain` shows why nothing ran.
            let p = e.render(lang);
            report.transcript.push(Entry::Problem(p.clone()));
            report.problems.push(p);
            return (report, None);
        }
    };
    let mut r = Runner {
        sc,
        game,
        names: BTreeMap::new(),
        abilities: vec![None; sc.ability_names.len()],
        superseded: vec![None; sc.ability_names.len()],
        unbound: std::cell::RefCell::new(Vec::new()),
        lang,
        report,
        leaks: LeakCheck::new(),
        messages: crate::seats::SeatMessages::default(),
        stream: Vec::new(),
    };
    if sc.seat_messages {
        r.messages.learn(&r.game);
    }
    r.register_effects();
    r.label();
    r.invariants(0);
    let objects = r.objects();
    for x in &sc.initial {
        r.expect(0, x, &[], None, &objects);
    }
    watch(Moment {
        step: 0,
        game: &r.game,
        events: &[],
    });
    for (i, step) in sc.steps.iter().enumerate() {
        let events = r.step(i + 1, step);
        watch(Moment {
            step: i + 1,
            game: &r.game,
            events: &events,
        });
    }
    let state = r.game.state().clone();
    (r.report, Some((r.stream, state)))
}

#[cfg(test)]
mod catalogue_tests {
    use super::*;

    #[test]
    fn the_runner_catalogue_has_the_same_keys_and_arguments_in_both_languages_and_every_key_used() {
        let m = messages();
        assert_eq!(m.same_keys(), Ok(()));
        // Every key is a literal of its own (some are chosen by a condition): a quote,
        // then one of the catalogue's prefixes, then the rest of the key.
        let used: Vec<&str> = [
            include_str!("mod.rs"),
            include_str!("checks.rs"),
            include_str!("build.rs"),
            include_str!("report.rs"),
            include_str!("runner.rs"),
            include_str!("../load/mod.rs"),
            include_str!("../load/state.rs"),
            include_str!("../load/diagnostic.rs"),
            include_str!("../load/names.rs"),
            include_str!("../load/tables.rs"),
            include_str!("../load/cards.rs"),
            include_str!("../load/decks.rs"),
            include_str!("../load/effects.rs"),
            include_str!("../load/expect.rs"),
            include_str!("../load/steps.rs"),
            include_str!("../load/setup.rs"),
            include_str!("../load/bounds.rs"),
            include_str!("../leak.rs"),
            include_str!("../coverage.rs"),
            include_str!("../protocol.rs"),
        ]
        .iter()
        .flat_map(|src| {
            // Each string literal that opens with a key's prefix, to its closing quote.
            [
                "check-",
                "failure-",
                "load-",
                "build-",
                "problem-",
                "leak-",
                "deck-",
                "seat-check-",
                "find-",
                "protocol-",
            ]
            .iter()
            .flat_map(move |p| {
                let opening = format!("\"{p}");
                src.match_indices(opening.as_str())
                    .map(|(i, _)| &src[i + 1..])
                    .filter_map(|rest| rest.split_once('"').map(|(k, _)| k))
                    .collect::<Vec<_>>()
            })
        })
        .filter(|c| {
            !c.ends_with('-')
                && c.chars()
                    .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-')
        })
        .collect();
        assert!(used.len() > 40, "{used:?}");
        for k in &used {
            assert!(m.has(Lang::En, k), "the runner asks for {k}");
        }
        for k in m.keys(Lang::En) {
            assert!(used.contains(&k.as_str()), "{k} is never used");
        }
    }
}
