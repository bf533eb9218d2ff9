//! What the writer of a scenario file knows: the names it has given to effects and to
//! the objects the run created, and how a step names a card's object by them.

use ryoiki_core::{EffectId, Event, EventKind, Game, ObjectId};
use std::collections::BTreeMap;
use std::fmt::Write;

/// What a step names itself: the effect it begins (a `reveal`'s or `begin`'s), the
/// object its `id` names.
#[derive(Default)]
pub(super) struct Own {
    /// The name of the effect the step begins, if it names one.
    pub(super) effect: Option<String>,
    /// The name its `id` gives the first object it creates, if any.
    pub(super) object: Option<String>,
}

/// What the writer knows of the names it has given.
#[derive(Default)]
pub(super) struct Writer {
    /// How many cards the setup has (`c0` …); objects beyond are created during play.
    pub(super) setup_cards: usize,
    /// For each created object's slot: the names given to the objects created in it,
    /// each with the generation it was created with, oldest first.
    pub(super) objects: BTreeMap<u32, Vec<(u32, String)>>,
    /// How many tokens and abilities were named.
    created: usize,
    /// The effects in force by the names given them.
    pub(super) effects: BTreeMap<EffectId, String>,
    /// Every effect name the file declares (a refused step's too).
    used: std::collections::BTreeSet<String>,
}

impl Writer {
    /// A writer that has named nothing yet, for a setup of `setup_cards` cards.
    pub(super) fn new(setup_cards: usize) -> Writer {
        Writer {
            setup_cards,
            ..Writer::default()
        }
    }

    /// A new effect name for the effect `id` would get.
    pub(super) fn effect_name(&mut self, id: EffectId) -> String {
        let mut name = format!("fx{}", id.0);
        let mut k = 1;
        while self.used.contains(&name) {
            name = format!("fx{}.{k}", id.0);
            k += 1;
        }
        self.used.insert(name.clone());
        name
    }

    /// A new name for an object the run creates.
    pub(super) fn object_name(&mut self, what: &str) -> String {
        self.created += 1;
        format!("{what}{}", self.created)
    }

    /// A card's object as a step names it: `c3` (a card of the setup) or `token2` (an
    /// object the run created), with `@generation` when it is not the current object of
    /// its name; `None` for an object the file never named.
    pub(super) fn card(&self, game: &Game, o: ObjectId) -> Option<String> {
        let current = game.state().try_card(o.card).map(|c| c.generation);
        if o.card.index() < self.setup_cards {
            return Some(if current == Some(o.generation) {
                format!("c{}", o.card.0)
            } else {
                format!("c{}@{}", o.card.0, o.generation)
            });
        }
        let names = self.objects.get(&o.card.0)?;
        let at = names.iter().rposition(|(g, _)| *g <= o.generation)?;
        let name = &names[at].1;
        Some(if at + 1 == names.len() && current == Some(o.generation) {
            name.clone()
        } else {
            format!("{name}@{}", o.generation)
        })
    }

    /// The name of a card's current object, when a name alone says it (an `[[effect]]`
    /// names the object its card or token is when the effect begins).
    pub(super) fn current(&self, game: &Game, card: ryoiki_core::CardId) -> Option<String> {
        let generation = game.state().try_card(card)?.generation;
        self.card(game, ObjectId { card, generation })
            .filter(|n| !n.contains('@'))
    }

    /// A list of objects as a TOML array of names.
    pub(super) fn cards(&self, game: &Game, objects: &[ObjectId]) -> Option<String> {
        let names: Option<Vec<String>> = objects
            .iter()
            .map(|o| self.card(game, *o).map(|n| format!("{n:?}")))
            .collect();
        Some(format!("[{}]", names?.join(", ")))
    }

    /// After a step was carried out: the names of the effects and objects it began and
    /// created (`names`, `creates`), besides those the step names itself.
    pub(super) fn named(&mut self, step: &mut String, events: &[Event], next: EffectId, own: &Own) {
        let mut names = Vec::new();
        let mut creates = Vec::new();
        let mut own_object = own.object.clone();
        for e in events {
            match &e.kind {
                EventKind::EffectAdded { effect, .. } => match &own.effect {
                    Some(name) if *effect == next => {
                        self.effects.insert(*effect, name.clone());
                    }
                    _ => {
                        let name = self.effect_name(*effect);
                        self.effects.insert(*effect, name.clone());
                        names.push(format!("{name:?}"));
                    }
                },
                EventKind::EffectEnded { effect, .. } => {
                    self.effects.remove(effect);
                }
                EventKind::AbilityPut { object, .. } | EventKind::TokenCreated { object, .. } => {
                    let name = match own_object.take() {
                        Some(name) => name,
                        None => {
                            let what = if matches!(e.kind, EventKind::TokenCreated { .. }) {
                                "token"
                            } else {
                                "ability"
                            };
                            let name = self.object_name(what);
                            creates.push(format!("{name:?}"));
                            name
                        }
                    };
                    self.objects
                        .entry(object.card.0)
                        .or_default()
                        .push((object.generation, name));
                }
                _ => {}
            }
        }
        if !names.is_empty() {
            let _ = writeln!(step, "names = [{}]", names.join(", "));
        }
        if !creates.is_empty() {
            let _ = writeln!(step, "creates = [{}]", creates.join(", "));
        }
    }
}
