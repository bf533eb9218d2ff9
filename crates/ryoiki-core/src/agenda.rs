//! The agenda: work still to do, run step by step until done or a decision is needed.

use crate::action::Progress;
use crate::decision::{Choice, Decision, DecisionKind};
use crate::event::{Event, EventKind, EventSink, Rules, cite};
use crate::game::Game;
use crate::ids::{ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::state::{MoveTask, Task};
use std::sync::Arc;

impl Game {
    pub(crate) fn answer<S: EventSink + ?Sized>(&mut self, choice: Choice, sink: &mut S) {
        let decision = self.state.pending.take().expect("checked");
        match (&decision.kind, choice) {
            (DecisionKind::ChooseReplacement { .. }, Choice::Effect(e)) => {
                if let Some(Task::Move(mut mv)) = self.state.agenda.pop() {
                    self.apply_replacement(&mut mv, e, sink);
                    self.state.agenda.push(Task::Move(mv));
                }
            }
            (DecisionKind::OrderCards { .. }, Choice::Object(o)) => {
                // The pick is only recorded: the cards move together once the order
                // is complete, so no one watching learns it pick by pick (FoW 3.1.d).
                match self.state.agenda.pop() {
                    Some(Task::Batch(batch)) => self.pick_in_batch(batch, o),
                    Some(Task::Order {
                        mut remaining,
                        mut chosen,
                        template,
                        decider,
                    }) => {
                        remaining.retain(|x| *x != o);
                        chosen.push(o);
                        self.state.agenda.push(Task::Order {
                            remaining,
                            chosen,
                            template,
                            decider,
                        });
                    }
                    Some(other) => self.state.agenda.push(other),
                    None => {}
                }
            }
            (DecisionKind::SplitCard { .. }, Choice::Option(i)) => self.answer_split(i as usize),
            (DecisionKind::Game { about, .. }, Choice::Option(i)) => {
                if let Some(p) = self.rules.process() {
                    p.answer(
                        crate::process::RawCx::new(self, &mut DynSink(sink)),
                        decision.decider,
                        about,
                        i,
                    );
                }
            }
            _ => {}
        }
    }

    /// Who learns a card's place when it arrives in an ordered batch: in a hidden zone
    /// only the player who ordered it (FoW 3.1.d).
    pub(crate) fn batch_knowledge(&self, mv: &MoveTask, decider: PlayerId) -> PlayerSet {
        let public = self.spec(mv.requested.kind).visibility.is_public();
        if public {
            self.state.all_players()
        } else {
            PlayerSet::only(decider)
        }
    }

    pub(crate) fn run<S: EventSink + ?Sized>(&mut self, sink: &mut S) -> Progress {
        if let Some(d) = &self.state.pending {
            return Progress::Waiting(Arc::clone(d));
        }
        if self.frame.depth == 0 {
            self.frame.steps = 0;
        }
        while self.state.agenda.len() > self.frame.floor {
            let Some(task) = self.state.agenda.pop() else {
                break;
            };
            self.frame.steps += 1;
            if self.frame.steps > MAX_STEPS_PER_ACTION {
                // Effects that set each other off without end (a card whose 'when put'
                // puts it again): the rules of these games give no end, so the engine
                // stops the loop rather than hang, and says so.
                let dropped = self.state.agenda.len() + 1;
                self.state.agenda.clear();
                sink.emit(Event {
                    kind: EventKind::LoopStopped {
                        dropped: dropped as u32,
                    },
                    rules: Rules::new(),
                });
                return Progress::Done;
            }
            let waiting = match task {
                Task::Move(mv) => self.step_move(mv, sink),
                Task::Order {
                    remaining,
                    chosen,
                    template,
                    decider,
                } => self.step_order(remaining, chosen, template, decider),
                Task::Batch(batch) => self.step_batch(batch),
                Task::Attach { card, host } => {
                    self.finish_attach(card, host, sink);
                    None
                }
                Task::Split {
                    label,
                    decider,
                    remaining,
                    groups,
                } => self.step_split(label, decider, remaining, groups, sink),
                Task::Game(t) => {
                    if let Some(p) = self.rules.process() {
                        p.run(crate::process::RawCx::new(self, &mut DynSink(sink)), t);
                    }
                    if let Some(d) = &self.state.pending {
                        // The process asked and announced its decision itself.
                        return Progress::Waiting(Arc::clone(d));
                    }
                    None
                }
                Task::FromTop {
                    from,
                    remaining,
                    template,
                } => {
                    self.step_from_top(from, remaining, template);
                    None
                }
            };
            if let Some(d) = waiting {
                return self.wait_on(d, sink);
            }
        }
        Progress::Done
    }

    /// A player ordering cards that arrive at once: once one card (or none) is left,
    /// the cards go in the chosen order, the first pick deepest; until then, the decider
    /// picks the next. Cards that have moved since drop out. Inlined: out of line, the
    /// task's fields are copied into the call (callgrind: PMV's loop ran slower).
    #[inline(always)]
    fn step_order(
        &mut self,
        mut remaining: Vec<ObjectId>,
        mut chosen: Vec<ObjectId>,
        template: MoveTask,
        decider: PlayerId,
    ) -> Option<Decision> {
        remaining.retain(|o| self.state.card(o.card).generation == o.generation);
        if remaining.len() <= 1 {
            chosen.extend(remaining);
            let known = self.batch_knowledge(&template, decider);
            for o in chosen.into_iter().rev() {
                let mut mv = template.clone();
                mv.object = o;
                mv.known_override = Some(known);
                self.state.agenda.push(Task::Move(mv));
            }
            return None;
        }
        let zone = ZoneId {
            kind: template.requested.kind,
            player: template.requested.player,
        };
        let d = Decision {
            decider,
            kind: DecisionKind::OrderCards {
                zone,
                remaining: remaining.clone(),
            },
        };
        self.state.agenda.push(Task::Order {
            remaining,
            chosen,
            template,
            decider,
        });
        Some(d)
    }

    /// The next of the top `remaining` cards of `from` moving, each as the top card
    /// when its turn comes; an empty zone ends the instruction.
    fn step_from_top(&mut self, from: ZoneId, remaining: u32, template: MoveTask) {
        let top = self.state.zone(from).and_then(|z| z.cards.last().copied());
        if let (Some(top), true) = (top, remaining > 0) {
            if remaining > 1 {
                self.state.agenda.push(Task::FromTop {
                    from,
                    remaining: remaining - 1,
                    template: template.clone(),
                });
            }
            let mut mv = template;
            mv.object = self.state.object(top);
            mv.one_at_a_time = true;
            self.state.agenda.push(Task::Move(mv));
        }
    }

    /// Records that the game waits for a decision of the core's own.
    pub(crate) fn wait_on<S: EventSink + ?Sized>(&mut self, d: Decision, sink: &mut S) -> Progress {
        // The decision is copied into its event only for a sink that keeps events.
        if sink.enabled() {
            sink.emit(Event {
                kind: EventKind::DecisionRequested {
                    decision: d.clone(),
                },
                rules: match d.kind {
                    DecisionKind::ChooseReplacement { .. } => {
                        cite(&[self.rules.replacement_rules()])
                    }
                    DecisionKind::OrderCards { .. } => cite(&[self.rules.order_rules()]),
                    DecisionKind::SplitCard { .. } => {
                        cite(&[self.rules.process_rules(crate::ruleset::ProcessStep::Split)])
                    }
                    DecisionKind::Game { .. } => Rules::new(),
                },
            });
        }
        let d = Arc::new(d);
        self.state.pending = Some(Arc::clone(&d));
        Progress::Waiting(d)
    }
}

pub(crate) fn decision_word(d: &Decision) -> crate::words::Phrase {
    crate::words::phrase(match &d.kind {
        DecisionKind::ChooseReplacement { .. } => "topic-replacement",
        DecisionKind::OrderCards { .. } => "topic-order",
        DecisionKind::Game { .. } => "topic-game",
        DecisionKind::SplitCard { .. } => "topic-split",
    })
}

/// How many steps of work one action may set off before the engine calls it an endless
/// loop and stops it.
pub const MAX_STEPS_PER_ACTION: u32 = 10_000;

/// Lets a sink of any type be passed on as `&mut dyn EventSink`.
pub(crate) struct DynSink<'a, S: ?Sized>(pub(crate) &'a mut S);

impl<S: EventSink + ?Sized> EventSink for DynSink<'_, S> {
    fn emit(&mut self, event: Event) {
        self.0.emit(event);
    }

    // Passed on, so a process skips building events for a sink that drops them.
    fn enabled(&self) -> bool {
        self.0.enabled()
    }
}
