//! How much memory a game [`State`] takes: its inline size plus an estimate of the heap
//! it owns, counted from the capacities of its vectors and strings.
//!
//! The printed card definitions sit behind an `Arc` shared by every clone, so they are
//! counted apart ([`Footprint::shared_heap`]): a clone copies [`Footprint::inline`] and
//! [`Footprint::owned_heap`] only. Allocator overhead (headers, rounding) is not
//! counted, and a `BTreeMap` is estimated at its entries' sizes.

use ryoiki_core::{
    CardDef, DecisionKind, Effect, EffectBody, RngKind, Side, State, ZoneState,
    state::{MoveTask, Task},
};
use std::fmt;
use std::mem::size_of;

/// The memory of one [`State`], in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    /// `size_of::<State>()`.
    pub inline: usize,
    /// Heap the state owns, copied by every clone.
    pub owned_heap: usize,
    /// Heap shared between clones (the card definitions behind their `Arc`).
    pub shared_heap: usize,
}

impl Footprint {
    /// Everything one state holds: inline, owned and shared.
    pub fn total(&self) -> usize {
        self.inline + self.owned_heap + self.shared_heap
    }

    /// What a clone copies: inline and owned.
    pub fn per_clone(&self) -> usize {
        self.inline + self.owned_heap
    }
}

impl fmt::Display for Footprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "inline {} B + owned heap {} B + shared heap (card definitions) {} B = {} B \
             ({:.1} KiB; a clone copies {} B)",
            self.inline,
            self.owned_heap,
            self.shared_heap,
            self.total(),
            self.total() as f64 / 1024.0,
            self.per_clone()
        )
    }
}

fn vec_heap<T>(v: &Vec<T>) -> usize {
    v.capacity() * size_of::<T>()
}

/// A list the state lends out as a slice: its length, not its spare capacity.
fn slice_heap<T>(v: &[T]) -> usize {
    std::mem::size_of_val(v)
}

fn strings_heap(v: &[String]) -> usize {
    slice_heap(v) + v.iter().map(String::capacity).sum::<usize>()
}

fn side_heap(s: &Side) -> usize {
    s.name.capacity()
        + strings_heap(&s.types)
        + strings_heap(&s.abilities)
        + s.numbers
            .keys()
            .map(|k| size_of::<String>() + size_of::<i64>() + k.capacity())
            .sum::<usize>()
}

fn def_heap(d: &CardDef) -> usize {
    vec_heap(&d.sides) + d.sides.iter().map(side_heap).sum::<usize>()
}

fn task_heap(t: &MoveTask) -> usize {
    t.replaced.as_deref().map_or(0, |r| {
        std::mem::size_of_val(r)
            + vec_heap(&r.applied)
            + vec_heap(&r.then)
            + r.then.iter().map(|(_, w)| w.capacity()).sum::<usize>()
            + vec_heap(&r.follow)
    })
}

fn effect_heap(e: &Effect) -> usize {
    let body = match &e.body {
        EffectBody::Replacement { on, .. } => strings_heap(&on.card.types),
        EffectBody::ReplaceMove(r) => strings_heap(&r.on.card.types) + strings_heap(&r.then),
        EffectBody::Prohibition { card, .. } => strings_heap(&card.types),
        EffectBody::Trigger { filter, record, .. } => {
            strings_heap(&filter.card.types) + record.capacity()
        }
        EffectBody::Exposure { objects, .. } => vec_heap(objects),
        EffectBody::Extraction { .. } => 0,
        EffectBody::Custom(c) => c.key.capacity(),
        EffectBody::Counters { kind, .. } => kind.capacity(),
        EffectBody::Groups { groups } => {
            vec_heap(groups) + groups.iter().map(vec_heap).sum::<usize>()
        }
        EffectBody::Characteristics { card, change, .. } => {
            let words = |v: &Vec<String>| strings_heap(v);
            let numbers = |m: &std::collections::BTreeMap<String, i64>| {
                m.keys()
                    .map(|k| k.capacity() + size_of::<(String, i64)>())
                    .sum::<usize>()
            };
            strings_heap(&card.types)
                + words(&change.add_types)
                + words(&change.remove_types)
                + words(&change.add_abilities)
                + words(&change.remove_abilities)
                + numbers(&change.set_numbers)
                + numbers(&change.modify_numbers)
        }
    };
    e.label.capacity() + body
}

fn zone_heap(z: &ZoneState) -> usize {
    vec_heap(&z.cards)
}

/// Measures a state.
pub fn footprint(state: &State) -> Footprint {
    let rng = match state.rng_kind() {
        RngKind::ChaCha8 => size_of::<chacha20::ChaCha8Rng>(),
        RngKind::SplitMix64 => 0,
    };
    let agenda = slice_heap(state.agenda())
        + state
            .agenda()
            .iter()
            .map(|t| match t {
                Task::Move(m) => task_heap(m),
                Task::Order {
                    remaining,
                    template,
                    ..
                } => vec_heap(remaining) + task_heap(template),
                Task::FromTop { template, .. } => task_heap(template),
                Task::Batch(b) => {
                    vec_heap(&b.settled)
                        + b.settled.iter().map(task_heap).sum::<usize>()
                        + b.groups.as_ref().map_or(0, |gs| {
                            vec_heap(gs)
                                + gs.iter()
                                    .map(|g| {
                                        vec_heap(&g.chosen)
                                            + vec_heap(&g.remaining)
                                            + g.chosen
                                                .iter()
                                                .chain(&g.remaining)
                                                .map(task_heap)
                                                .sum::<usize>()
                                    })
                                    .sum::<usize>()
                        })
                }
                Task::Attach { .. } => 0,
                Task::Split {
                    label,
                    remaining,
                    groups,
                    ..
                } => {
                    label.capacity()
                        + vec_heap(remaining)
                        + vec_heap(groups)
                        + groups.iter().map(vec_heap).sum::<usize>()
                }
                // A rule set's own step, estimated by its JSON size.
                Task::Game(t) => serde_json::to_string(t).map_or(0, |s| s.len()),
            })
            .sum::<usize>();
    let pending = state.pending().as_ref().map_or(0, |d| match &d.kind {
        DecisionKind::ChooseReplacement { options, .. } => vec_heap(options),
        DecisionKind::OrderCards { remaining, .. } => vec_heap(remaining),
        DecisionKind::Game { about, options } => {
            serde_json::to_string(about).map_or(0, |s| s.len())
                + vec_heap(options)
                + options.iter().map(|o| o.label.capacity()).sum::<usize>()
        }
        DecisionKind::SplitCard { options } => {
            vec_heap(options) + options.iter().map(|o| o.label.capacity()).sum::<usize>()
        }
    });
    // The rule set's own data, estimated by its JSON size.
    let ext = state
        .ext_slot()
        .as_ref()
        .map_or(0, |t| serde_json::to_string(t).map_or(0, |s| s.len()));
    let options = state
        .options()
        .extra
        .iter()
        .map(|(k, v)| 2 * size_of::<String>() + k.capacity() + v.capacity())
        .sum::<usize>();
    let owned_heap = state.ruleset().len()
        + strings_heap(state.players())
        + options
        + slice_heap(state.cards())
        + slice_heap(state.zones())
        + state.zones().iter().map(zone_heap).sum::<usize>()
        + slice_heap(state.kind_base())
        + slice_heap(state.effects())
        + state.effects().iter().map(effect_heap).sum::<usize>()
        + rng
        + agenda
        + pending
        + ext;
    // The Arc's allocation: two counters and the Vec header, then the Vec's buffer of
    // pointers, then each distinct definition's own Arc allocation (equal cards of a
    // game share one).
    let mut seen = std::collections::HashSet::new();
    let shared_heap = 2 * size_of::<usize>()
        + size_of::<Vec<std::sync::Arc<CardDef>>>()
        + slice_heap(state.defs())
        + state
            .defs()
            .iter()
            .filter(|d| seen.insert(std::sync::Arc::as_ptr(d)))
            .map(|d| 2 * size_of::<usize>() + size_of::<CardDef>() + def_heap(d))
            .sum::<usize>();
    Footprint {
        inline: size_of::<State>(),
        owned_heap,
        shared_heap,
    }
}
