//! Carrying out a checked action ([`Game::apply`]) and the core's own simple changes:
//! turning, facing, shuffling, effects, abilities.

use crate::action::{Action, GameAction, Progress};
use crate::agenda::DynSink;
use crate::card::CardDef;
use crate::effect::{Effect, EffectBody, ExposureKind};
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, Rules, cite};
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::moves::Advanced;
use crate::placement::{Facing, Orientation};
use crate::ruleset::Hooks;
use crate::state::{CardState, Cause, MoveTask, Place, Task};
use crate::zone::{Destination, Position};
use std::sync::Arc;

/// A new non-card object (an ability, a token) of `player`'s at the zone at index `zi`:
/// owned and controlled by `player`, face up on its front, known to nobody beyond its
/// zone, attached to nothing. The caller says what sort it is and how it lies.
pub(crate) fn fresh_object(player: PlayerId, zi: u16) -> CardState {
    CardState {
        owner: player,
        controller: Some(player),
        generation: 0,
        place: Place::Zone(zi),
        side: 0,
        facing: Facing::FaceUp,
        orientation: None,
        known_by: PlayerSet::NONE,
        exposed_to: PlayerSet::NONE,
        attached_to: None,
        ability: None,
        token: false,
    }
}

impl Game {
    /// Puts a new non-card object (an ability, a token) at the top of the zone at index
    /// `zi`: in the slot of a ceased object of the same sort (`same_sort`) under a new
    /// generation, so no object id is ever used twice, or in a new slot.
    pub(crate) fn new_object(
        &mut self,
        fresh: CardState,
        def: CardDef,
        zi: u16,
        same_sort: impl Fn(&CardState) -> bool,
    ) -> CardId {
        let slot = self
            .state
            .cards
            .iter()
            .position(|c| c.place == Place::Ceased && same_sort(c));
        let card = match slot {
            Some(i) => {
                let generation = self.state.cards[i].generation + 1;
                self.state.cards[i] = CardState {
                    generation,
                    ..fresh
                };
                Arc::make_mut(&mut self.state.defs)[i] = Arc::new(def);
                CardId(i as u32)
            }
            None => {
                self.state.cards.push(fresh);
                self.state.last_known.push_card();
                Arc::make_mut(&mut self.state.defs).push(Arc::new(def));
                CardId(self.state.cards.len() as u32 - 1)
            }
        };
        self.state.zones[zi as usize].cards.push(card);
        card
    }

    /// Checks and carries out an action, emitting its events into `sink`.
    ///
    /// # Errors
    /// An [`ActionError`] naming what was wrong; the game is then exactly as it was.
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
    /// let alice = PlayerId(0);
    /// let moth = game.object_of(CardId(0))?;
    /// let mut events = Vec::new();
    /// let progress = game.apply(Action::move_to(alice, moth, ZoneKind(2)), &mut events)?;
    /// assert_eq!(progress, Progress::Done);
    /// assert!(events.iter().any(|e| matches!(e.kind, EventKind::Moved { .. })));
    /// // Refused: nothing changes and no event is added.
    /// let before = (game.state().clone(), events.len());
    /// assert!(game.apply(Action::move_to(alice, moth, ZoneKind(3)), &mut events).is_err());
    /// assert_eq!((game.state().clone(), events.len()), before);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply<S: EventSink + ?Sized>(
        &mut self,
        action: Action,
        sink: &mut S,
    ) -> Result<Progress, ActionError> {
        // The hot path, one move with nothing pending and nothing under way, is kept in
        // this small function, so that it does not pay for the stack frame and register
        // saves of every other action's code (`apply_action`).
        if self.state.pending.is_some() || !self.state.agenda.is_empty() {
            return self.apply_action(action, sink);
        }
        match action {
            Action::Move {
                player,
                object,
                to,
                position,
                facing,
                side,
                cause,
            } => {
                // A move owns nothing (every field is `Copy`), so the match took copies
                // and `action` is still whole: forgotten here, it costs no out-of-line
                // drop of an `Action` on every move (20 instructions in `move/plain`).
                std::mem::forget(action);
                // What `check` does for a move with no decision pending (a move is not
                // one of the general processes), without its dispatch.
                self.check_move(player, object, &to, side)?;
                let task = MoveTask {
                    position: position.unwrap_or(Position::Top),
                    facing,
                    side,
                    ..MoveTask::new(object, player, to, cause)
                };
                Ok(self.move_now(task, sink))
            }
            Action::MoveTop {
                player,
                from,
                count: 1,
                to,
                cause,
            } if !self.hooks.has(Hooks::BEFORE_LEAVE) && !self.hooks.has(Hooks::AFTER_ARRIVE) => {
                // One card from the top (a draw): the move the agenda's `FromTop` step
                // would make, made at once. Only where the rule set schedules no work
                // around a move, so that the agenda's step count (its loop guard) cannot
                // tell the difference.
                self.check(&action)?;
                // It owns nothing (see the move above): forgotten, not dropped.
                std::mem::forget(action);
                let top = self.state.zone(from).and_then(|z| z.cards.last().copied());
                Ok(match top {
                    Some(top) => {
                        let task = MoveTask {
                            one_at_a_time: true,
                            ..MoveTask::new(self.state.object(top), player, to, cause)
                        };
                        self.move_now(task, sink)
                    }
                    // An empty pile: nothing moves.
                    None => Progress::Done,
                })
            }
            other => self.apply_action(other, sink),
        }
    }

    /// Runs a move at once rather than through the agenda, when nothing else is under
    /// way (the common case, and the hot path), in place: the task is copied only if it
    /// must wait.
    // Always inlined: a call here costs its frame and register saves on every lone move
    // (about 20 instructions a move in `move/plain`).
    #[inline(always)]
    fn move_now<S: EventSink + ?Sized>(&mut self, mut task: MoveTask, sink: &mut S) -> Progress {
        // A move with nothing to consult leaves and arrives here (see `moves/mod.rs`, the
        // short path): the object is current, as checked just before. `advance_move`
        // takes the same path for moves the agenda runs; entered here, a lone move
        // skips that function's frame and stage checks (73 instructions a move).
        if let Some(dest) = self.bare_destination(&task) {
            self.execute_bare(&task, dest, sink);
            // The task's one owned part, dropped in sight (nothing was replaced on this
            // path), rather than by the task's out-of-line drop.
            let MoveTask { replaced, .. } = task;
            if let Some(replaced) = replaced {
                drop(replaced);
            }
            return if self.state.agenda.is_empty() && self.state.pending.is_none() {
                Progress::Done
            } else {
                self.run(sink)
            };
        }
        let waiting = match self.advance_move(&mut task, sink) {
            Advanced::Over => None,
            Advanced::Wait(w) => self.wait_behind(task, *w),
            Advanced::Park => {
                self.park(task);
                None
            }
        };
        match waiting {
            Some(d) => self.wait_on(d, sink),
            // Nothing followed the move: the agenda has nothing to run.
            None if self.state.agenda.is_empty() && self.state.pending.is_none() => Progress::Done,
            None => self.run(sink),
        }
    }

    /// [`Game::apply`] for every action but its hot path.
    #[inline(never)]
    fn apply_action<S: EventSink + ?Sized>(
        &mut self,
        action: Action,
        sink: &mut S,
    ) -> Result<Progress, ActionError> {
        self.check(&action)?;
        match action {
            Action::Answer { player, choice } => {
                sink.emit(Event {
                    kind: EventKind::Answered { player, choice },
                    rules: Rules::new(),
                });
                self.answer(choice, sink);
            }
            Action::Move {
                player,
                object,
                to,
                position,
                facing,
                side,
                cause,
            } => {
                // It owns nothing (see `apply`): forgotten, not dropped.
                std::mem::forget(action);
                let task = MoveTask {
                    position: position.unwrap_or(Position::Top),
                    facing,
                    side,
                    ..MoveTask::new(object, player, to, cause)
                };
                if self.state.agenda.is_empty() {
                    return Ok(self.move_now(task, sink));
                }
                self.state.agenda.push(Task::Move(task));
            }
            Action::MoveMany {
                player,
                objects,
                to,
                cause,
            } => self.schedule_move_many(player, objects, to, Position::Top, cause),
            Action::MoveAll {
                player,
                filter,
                from,
                to,
                position,
                cause,
            } => self.schedule_move_all(player, &filter, from, to, position, cause),
            Action::MoveTop {
                player,
                from,
                count,
                to,
                cause,
            } => self.schedule_from_top(player, from, count, to, cause),
            Action::Enter { player, card, to } => {
                let task = MoveTask::new(self.state.object(card), player, to, Cause::Instruction);
                self.state.agenda.push(Task::Move(task));
            }
            Action::Turn {
                object,
                orientation,
                ..
            } => self.turn(object, orientation, sink),
            Action::Face { object, facing, .. } => self.face(object, facing, sink),
            Action::Shuffle { zone, forced, .. } => self.shuffle(zone, forced, sink),
            Action::AddEffect {
                label,
                controller,
                body,
            } => {
                self.add_effect(label, controller, *body, sink);
            }
            Action::EndEffect { effect } => self.end_effect(effect, sink),
            Action::AddLasting {
                label,
                controller,
                body,
                until,
            } => self.add_lasting(label, controller, *body, until, sink),
            Action::Happen { event } => self.happen(&event, sink),
            Action::SetLimit { zone, limit } => self.set_limit(zone, limit, sink),
            Action::PutAbility {
                player,
                zone,
                source,
                text,
            } => {
                self.put_ability(player, zone, source, text, sink);
            }
            Action::Cease { object } => self.cease(object, sink),
            Action::CreateToken { player, zone, side } => {
                self.create_token(player, zone, *side, sink);
            }
            general @ (Action::Attach { .. }
            | Action::Extract { .. }
            | Action::PutBack { .. }
            | Action::ExtractFailed { .. }
            | Action::ChooseRandom { .. }
            | Action::Split { .. }) => {
                let _ = self.apply_general(general, sink);
            }
            Action::Game(a) => {
                if let Some(waiting) = self.apply_game(a, sink) {
                    return Ok(waiting);
                }
            }
        }
        Ok(self.run(sink))
    }

    /// Every object of `from` that `filter` matches, moving at once (none: nothing
    /// happens).
    fn schedule_move_all(
        &mut self,
        player: PlayerId,
        filter: &crate::effect::CardFilter,
        from: Option<crate::ids::ZoneKind>,
        to: Destination,
        position: Option<Position>,
        cause: Cause,
    ) {
        let objects = self.matching_objects(filter, from);
        if !objects.is_empty() {
            let position = position.unwrap_or(Position::Top);
            self.schedule_move_many(player, objects, to, position, cause);
        }
    }

    /// The top `count` cards of `from` moving to `to`, one by one: each move's object is
    /// filled in with the top card as it goes.
    fn schedule_from_top(
        &mut self,
        player: PlayerId,
        from: ZoneId,
        count: u32,
        to: Destination,
        cause: Cause,
    ) {
        let placeholder = ObjectId {
            card: CardId(0),
            generation: 0,
        };
        let template = MoveTask::new(placeholder, player, to, cause);
        self.state.agenda.push(Task::FromTop {
            from,
            remaining: count,
            template,
        });
    }

    /// An effect in force until `until`.
    fn add_lasting<S: EventSink + ?Sized>(
        &mut self,
        label: String,
        controller: Option<PlayerId>,
        body: EffectBody,
        until: crate::duration::Duration,
        sink: &mut S,
    ) {
        let id = self.add_effect(label, controller, body, sink);
        if let Some(e) = self.state.effects.iter_mut().find(|e| e.id == id) {
            e.until = Some(until);
        }
    }

    /// A rule set's own action, through its process; the decision it waits on, if it
    /// asked one.
    fn apply_game<S: EventSink + ?Sized>(
        &mut self,
        a: GameAction,
        sink: &mut S,
    ) -> Option<Progress> {
        let process = self.rules.process().expect("checked");
        process.apply(
            crate::process::RawCx::new(self, &mut DynSink(sink)),
            a.player,
            a.action,
        );
        let pending = self.state.pending.as_ref()?;
        Some(Progress::Waiting(Arc::clone(pending)))
    }

    /// Several cards moving at once: each settles its destination, then owners order
    /// their own cards arriving in ordered zones (see [`crate::batch`]).
    fn schedule_move_many(
        &mut self,
        player: PlayerId,
        objects: Vec<ObjectId>,
        to: Destination,
        position: Position,
        cause: Cause,
    ) {
        let moves = objects
            .into_iter()
            .map(|o| MoveTask {
                position,
                ..MoveTask::new(o, player, to, cause)
            })
            .collect();
        self.schedule_batch(moves);
    }

    fn set_limit<S: EventSink + ?Sized>(&mut self, zone: ZoneId, limit: Option<u32>, sink: &mut S) {
        let zi = self.state.zone_index(zone).expect("checked");
        self.state.zones[zi as usize].limit = limit;
        sink.emit(Event {
            kind: EventKind::LimitChanged { zone, limit },
            rules: cite(&[self.spec(zone.kind).limit_rule.as_slice()]),
        });
        self.check_limit(zi, sink);
    }

    /// An ability leaves its zone and ceases to exist; its slot keeps a new generation.
    fn cease<S: EventSink + ?Sized>(&mut self, object: ObjectId, sink: &mut S) {
        let c = &mut self.state.cards[object.card.index()];
        let Place::Zone(z) = c.place else {
            unreachable!("checked: the ability is in a zone")
        };
        if c.token {
            self.token_ceases(object, sink);
            return;
        }
        c.place = Place::Ceased;
        c.generation += 1;
        let zone = &mut self.state.zones[z as usize];
        zone.cards.retain(|&x| x != object.card);
        let zone = zone.id;
        sink.emit(Event {
            kind: EventKind::AbilityCeased { object, zone },
            rules: Rules::new(),
        });
        self.end_effects_of_departed(object.card, sink);
    }

    /// Puts a new ability object on top of a zone, reusing the slot of an ability that
    /// has ceased (under a new generation) so the state does not grow with the game.
    pub(crate) fn put_ability<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        zone: ZoneId,
        source: Option<ObjectId>,
        text: String,
        sink: &mut S,
    ) -> ObjectId {
        let zi = self.state.zone_index(zone).expect("checked");
        let def = CardDef::single(crate::card::Side::new(text, &["ability"]));
        let fresh = CardState {
            ability: Some(crate::state::Ability { source }),
            ..fresh_object(player, zi)
        };
        let card = self.new_object(fresh, def, zi, |c| c.ability.is_some());
        let object = self.state.object(card);
        sink.emit(Event {
            kind: EventKind::AbilityPut {
                object,
                zone,
                source,
            },
            rules: Rules::new(),
        });
        object
    }

    /// Registers an effect and returns its id.
    pub(crate) fn add_effect<S: EventSink + ?Sized>(
        &mut self,
        label: String,
        controller: Option<PlayerId>,
        body: EffectBody,
        sink: &mut S,
    ) -> EffectId {
        let id = EffectId(self.state.next_effect);
        self.state.next_effect += 1;
        sink.emit(Event {
            kind: EventKind::EffectAdded {
                effect: id,
                label: label.clone(),
            },
            rules: Rules::new(),
        });
        if let EffectBody::Exposure { objects, to, kind } = &body {
            for o in objects {
                let c = &mut self.state.cards[o.card.index()];
                c.exposed_to = c.exposed_to.union(*to);
            }
            sink.emit(Event {
                kind: EventKind::Exposed {
                    effect: id,
                    objects: objects.clone(),
                    to: *to,
                    kind: *kind,
                },
                // A look cites the rule set's look (PMV 11.7); a reveal cites nothing.
                rules: match kind {
                    ExposureKind::Look => {
                        cite(&[self.rules.process_rules(crate::ruleset::ProcessStep::Look)])
                    }
                    ExposureKind::Reveal => Rules::new(),
                },
            });
            let on = match kind {
                ExposureKind::Reveal => crate::effect::TriggerOn::Revealed,
                ExposureKind::Look => crate::effect::TriggerOn::LookedAt,
            };
            for o in objects.clone() {
                self.fire_card_triggers(on, o, sink);
            }
        }
        self.state.effects.push(Effect {
            id,
            label,
            controller,
            body,
            until: None,
        });
        id
    }

    pub(crate) fn end_effect<S: EventSink + ?Sized>(&mut self, effect: EffectId, sink: &mut S) {
        self.end_effect_citing(effect, &[], sink);
    }

    /// Ends an effect; its `effect-ended` event cites `rules` (a duration's end).
    pub(crate) fn end_effect_citing<S: EventSink + ?Sized>(
        &mut self,
        effect: EffectId,
        rules: &'static [crate::event::RuleId],
        sink: &mut S,
    ) {
        let Some(i) = self.state.effects.iter().position(|e| e.id == effect) else {
            return;
        };
        if let EffectBody::Extraction { object } = self.state.effects[i].body {
            self.release_held(object.card, effect, sink);
        }
        let e = self.state.effects.remove(i);
        if let EffectBody::Groups { groups } = &e.body {
            let objects: Vec<ObjectId> = groups.iter().flatten().copied().collect();
            sink.emit(Event {
                kind: EventKind::GroupsEnded {
                    label: e.label.clone(),
                    objects,
                },
                rules: cite(&[self
                    .rules
                    .process_rules(crate::ruleset::ProcessStep::GroupsEnded)]),
            });
        }
        if let EffectBody::Exposure { objects, .. } = &e.body {
            for o in objects {
                self.recompute_exposure(o.card);
            }
        }
        sink.emit(Event {
            kind: EventKind::EffectEnded {
                effect,
                label: e.label,
            },
            rules: cite(&[rules]),
        });
    }

    /// Recomputes who a card is exposed to from the exposures in force.
    pub(crate) fn recompute_exposure(&mut self, card: CardId) {
        let current = self.state.object(card);
        let mut set = PlayerSet::NONE;
        for e in &self.state.effects {
            if let EffectBody::Exposure { objects, to, .. } = &e.body
                && objects.contains(&current)
            {
                set = set.union(*to);
            }
        }
        self.state.cards[card.index()].exposed_to = set;
    }

    pub(crate) fn turn<S: EventSink + ?Sized>(
        &mut self,
        object: ObjectId,
        o: Orientation,
        sink: &mut S,
    ) {
        let c = &mut self.state.cards[object.card.index()];
        if c.orientation == Some(o) {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object,
                    what: match o {
                        Orientation::Upright => crate::event::Unapplied::Upright,
                        Orientation::Sideways => crate::event::Unapplied::Sideways,
                    },
                },
                rules: cite(&[self.rules.turn_rules(o, false)]),
            });
            return;
        }
        c.orientation = Some(o);
        // The event, and the rule set's citation in it, only for a sink that keeps it.
        if sink.enabled() {
            sink.emit(Event {
                kind: EventKind::Turned {
                    object,
                    orientation: o,
                },
                rules: cite(&[self.rules.turn_rules(o, true)]),
            });
        }
        let on = match o {
            Orientation::Upright => crate::effect::TriggerOn::TurnedUpright,
            Orientation::Sideways => crate::effect::TriggerOn::TurnedSideways,
        };
        self.fire_card_triggers(on, object, sink);
        if self.rules.attachments_share_orientation() {
            // The whole stack turns together: the outermost host and every card attached
            // to it, at any depth.
            let mut root = object;
            while let Some(h) = self.host_of(root.card) {
                root = h;
            }
            let mut stack = vec![root.card];
            stack.extend(self.attachments_deep(root));
            for c in stack {
                if c == object.card || self.state.card(c).orientation == Some(o) {
                    continue;
                }
                self.state.cards[c.index()].orientation = Some(o);
                sink.emit(Event {
                    kind: EventKind::Turned {
                        object: self.state.object(c),
                        orientation: o,
                    },
                    rules: cite(&[
                        self.rules.turn_rules(o, true),
                        self.rules
                            .process_rules(crate::ruleset::ProcessStep::ShareOrientation),
                    ]),
                });
            }
        }
    }

    pub(crate) fn face<S: EventSink + ?Sized>(
        &mut self,
        object: ObjectId,
        facing: Facing,
        sink: &mut S,
    ) {
        if facing == Facing::FaceDown {
            if let Err(rules) = self.rules.may_turn_face_down(&self.state, object.card) {
                sink.emit(Event {
                    kind: EventKind::NotApplied {
                        object,
                        what: crate::event::Unapplied::FaceDown,
                    },
                    rules: cite(&[rules]),
                });
                return;
            }
            if self.prohibited(object.card, crate::effect::Prohibited::TurnFaceDown) {
                sink.emit(Event {
                    kind: EventKind::NotApplied {
                        object,
                        what: crate::event::Unapplied::FaceDown,
                    },
                    rules: Rules::new(),
                });
                return;
            }
        }
        // Who saw the front matters only to a card turned face down.
        let seers = if facing == Facing::FaceDown {
            self.seers(object.card)
        } else {
            PlayerSet::NONE
        };
        let c = &mut self.state.cards[object.card.index()];
        if c.facing == facing {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object,
                    what: match facing {
                        Facing::FaceUp => crate::event::Unapplied::FaceUp,
                        Facing::FaceDown => crate::event::Unapplied::FaceDown,
                    },
                },
                rules: Rules::new(),
            });
            return;
        }
        c.facing = facing;
        if facing == Facing::FaceDown {
            // Whoever saw the front keeps knowing it (FoW 3.2.b).
            c.known_by = c.known_by.union(seers);
        }
        // A rule set may say the turned card is a new object (MTG 901.7a).
        let new_object = self
            .rules
            .face_makes_new_object(&self.state, object.card, facing);
        if new_object.is_some() {
            let c = &mut self.state.cards[object.card.index()];
            c.generation += 1;
            c.attached_to = None;
            c.exposed_to = PlayerSet::NONE;
        }
        // The event, and its citation, only for a sink that keeps it.
        if sink.enabled() {
            sink.emit(Event {
                kind: EventKind::Faced {
                    object: self.state.object(object.card),
                    facing,
                },
                rules: cite(&[new_object.unwrap_or(&[])]),
            });
        }
    }

    /// A shuffle of a hidden zone ends all knowledge of order and identity inside it
    /// (PMV 11.8.1, FoW 3.3.a/3.4.a, Magic 217.1g): nobody knows which card is
    /// where, whoever had known or seen it before.
    ///
    /// The rules-faithful way for reveals and looks is that **the exposure loses the
    /// shuffled objects**, not that the cards become new objects: a card shuffled in
    /// its zone has not changed zones, so it keeps its object (an effect that names it,
    /// such as a prohibition, still applies; FoW 3.1.c and Magic 217.1c make a new
    /// object only of a card that changes zones), but what was revealed or looked at
    /// can no longer be told apart from the rest. Every exposure drops these objects,
    /// so no viewer keeps seeing them; the exposure effect itself stays in force (its
    /// end is its controller's business) for any object it still names elsewhere.
    /// Handles change too, since a card's handle includes its zone's shuffle count.
    /// A shuffle of a public zone changes nothing of this: its cards' fronts are
    /// public anyway, and a face-down one stays known to who knew it.
    fn forget_shuffled(&mut self, zi: usize) {
        // The shuffled objects are collected only when an exposure could name one (no
        // allocation per shuffle otherwise).
        if self
            .state
            .effects
            .iter()
            .any(|e| matches!(e.body, EffectBody::Exposure { .. }))
        {
            let shuffled: Vec<ObjectId> = self.state.zones[zi]
                .cards
                .iter()
                .map(|&c| self.state.object(c))
                .collect();
            for e in &mut self.state.effects {
                if let EffectBody::Exposure { objects, .. } = &mut e.body {
                    objects.retain(|o| !shuffled.contains(o));
                }
            }
        }
        for i in 0..self.state.zones[zi].cards.len() {
            let card = self.state.zones[zi].cards[i];
            let c = &mut self.state.cards[card.index()];
            c.known_by = PlayerSet::NONE;
            c.exposed_to = PlayerSet::NONE;
        }
    }

    pub(crate) fn shuffle<S: EventSink + ?Sized>(
        &mut self,
        zone: ZoneId,
        forced: Option<Vec<u32>>,
        sink: &mut S,
    ) {
        self.shuffle_citing(zone, forced, &[], sink);
    }

    /// A shuffle whose event also cites `also` (the rules of the instruction that asked
    /// for it, such as "shuffle into").
    pub(crate) fn shuffle_citing<S: EventSink + ?Sized>(
        &mut self,
        zone: ZoneId,
        forced: Option<Vec<u32>>,
        also: &'static [crate::event::RuleId],
        sink: &mut S,
    ) {
        let zi = self.state.zone_index(zone).expect("checked") as usize;
        let hidden = !self.spec(zone.kind).visibility.is_public();
        let z = &mut self.state.zones[zi];
        match forced {
            Some(order) => {
                let old = z.cards.clone();
                for (i, &from) in order.iter().enumerate() {
                    z.cards[i] = old[from as usize];
                }
            }
            None => self.state.rng.shuffle(&mut z.cards),
        }
        z.shuffles = z.shuffles.wrapping_add(1);
        let n = z.cards.len() as u32;
        if hidden {
            self.forget_shuffled(zi);
        } else {
            // In a public zone no one keeps track of a shuffled face-down card either
            // (Magic's planar deck: face-down cards in the command zone, 901.4).
            for i in 0..self.state.zones[zi].cards.len() {
                let c = self.state.zones[zi].cards[i];
                let card = &mut self.state.cards[c.index()];
                if card.facing == Facing::FaceDown {
                    card.known_by = PlayerSet::NONE;
                }
            }
        }
        // The event, and the rule set's citation in it, only for a sink that keeps it.
        if !sink.enabled() {
            return;
        }
        sink.emit(Event {
            kind: EventKind::Shuffled { zone, cards: n },
            rules: cite(&[
                also,
                self.rules
                    .process_rules(crate::ruleset::ProcessStep::Shuffle),
            ]),
        });
    }
}
