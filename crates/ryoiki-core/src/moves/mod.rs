//! The move pipeline: one documented procedure for every move of a card.
//!
//! Every move runs these stages, in this order; a rule set fills them in through
//! [`RuleSet`](crate::RuleSet):
//!
//! 1. **Event.** The instruction names the object, the destination kind and perhaps a
//!    player. An object that has already moved on is not moved (PMV 11.1.2): the step
//!    stops there.
//! 2. **Destination.** With no player named, [`RuleSet::default_player`] picks one (FoW
//!    3.1.e: the owner's zone); then [`RuleSet::redirect`] may send it elsewhere (MTG
//!    217.1a).
//! 3. **Replacement effects.** Every registered replacement that matches and has not yet
//!    applied to this event is collected. None: go on. One: it applies. Several: the
//!    object's controller (or owner) chooses one through a [`Decision`]; the move waits.
//!    After each application the collection is made again, so the chosen effect may stop
//!    others from applying (217.1d). Each effect applies at most once per event.
//! 4. **Restrictions** on the final destination: a prohibition effect, or
//!    [`RuleSet::restriction`], says the card does not move, or sends it elsewhere (FoW
//!    3.15.d), in which case the check runs again there.
//! 5. **Before leaving.** With the destination final, [`RuleSet::before_leave`] may
//!    schedule work that must happen first (PMV 11.3.3.a–g: the set cards of a card
//!    leaving the field are discarded, timing by timing). That work runs at once; the
//!    move then goes on, unless the work moved the card elsewhere (PMV 11.1.2).
//! 6. **Leave.** The card leaves its old zone; the others keep their order. A card held
//!    aside by an extraction leaves its hold, and its zone is no longer frozen for it.
//! 7. **Arrive.** [`RuleSet::keeps_identity`] says whether the card stays the same object
//!    (FoW playground to playground) or becomes a new one; a new object takes the zone's
//!    default placement (upright, the zone's facing) and loses attachments and
//!    exposures. Control comes from [`RuleSet::controller_on_arrival`]. Who knows the
//!    card's front is carried over from who could see it before the move, as
//!    [`RuleSet::arrival_knowledge`] allows.
//! 8. **After.** A zone over its limit is reported (never silently trimmed), then triggers
//!    fire: they see the object in its new zone (MTG 217.1c, exception 2). Last,
//!    [`RuleSet::after_arrive`] may schedule what follows the arrival (PMV 11.2.2.d,
//!    11.3.3.h), which runs next.
//!
//! **The short path.** A fresh move with nothing to consult — no effect in force, none
//! of the move's hooks declared ([`Hooks::MOVE`](crate::Hooks::MOVE)), a zone the
//! instruction names — goes straight to stages 6 and 7, through the same code compiled
//! with the absent hooks and effects left out: a rule set pays only for the hooks it
//! declares. `tests/bare_moves.rs` plays the same random games through both paths and
//! finds the same events and states.
//!
//! [`Decision`]: crate::Decision
//! [`RuleSet::default_player`]: crate::RuleSet::default_player
//! [`RuleSet::redirect`]: crate::RuleSet::redirect
//! [`RuleSet::restriction`]: crate::RuleSet::restriction
//! [`RuleSet::keeps_identity`]: crate::RuleSet::keeps_identity
//! [`RuleSet::controller_on_arrival`]: crate::RuleSet::controller_on_arrival
//! [`RuleSet::before_leave`]: crate::RuleSet::before_leave
//! [`RuleSet::after_arrive`]: crate::RuleSet::after_arrive
//! [`RuleSet::arrival_knowledge`]: crate::RuleSet::arrival_knowledge

mod arrive;
mod batch;
mod triggers;

use crate::decision::{Decision, DecisionKind};
use crate::effect::{EffectBody, MoveFilter, Prohibited};
use crate::event::{Event, EventKind, EventSink, cite};
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId, PlayerSet, ZoneId, ZoneKind};
use crate::placement::Facing;
use crate::ruleset::{Hooks, Restriction};
use crate::state::{MoveStage, MoveTask, Place};
use crate::zone::{Destination, Scope};

/// What the replacement stage of a move leads to.
enum Next {
    /// The move goes on to its next stage.
    Continue,
    /// The move waits on the agenda (see [`Waiting`]).
    Wait(Box<Waiting>),
}

/// Where [`Game::advance_move`] left a move. Two words at most, so that it comes back
/// in registers: most moves are simply over, and waiting is rare enough to be boxed.
pub(crate) enum Advanced {
    /// The move is over: done, or stopped.
    Over,
    /// The move must wait on the agenda (see [`Waiting`]).
    Wait(Box<Waiting>),
    /// One of several moves at once: its destination is final and it waits for the
    /// others in its batch.
    Park,
}

/// Why a move waits on the agenda: work to do before it (`first`, run first) and, if
/// any, a decision.
pub(crate) struct Waiting {
    /// The decision the move waits for, if any.
    pub(crate) decision: Option<Decision>,
    /// Work to do before the move goes on, first entry first.
    pub(crate) first: Vec<crate::state::Task>,
}

impl Game {
    /// Advances one move as far as it goes; returns a decision if it must wait.
    pub(crate) fn step_move<S: EventSink + ?Sized>(
        &mut self,
        mut mv: MoveTask,
        sink: &mut S,
    ) -> Option<Decision> {
        match self.advance_move(&mut mv, sink) {
            Advanced::Over => None,
            Advanced::Wait(w) => self.wait_behind(mv, *w),
            Advanced::Park => {
                self.park(mv);
                None
            }
        }
    }

    /// Puts a move that must wait on the agenda, behind the work to do first.
    pub(crate) fn wait_behind(&mut self, mv: MoveTask, waiting: Waiting) -> Option<Decision> {
        self.state.agenda.push(crate::state::Task::Move(mv));
        self.state.agenda.extend(waiting.first.into_iter().rev());
        waiting.decision
    }

    /// Advances one move in place as far as it goes. The move is worked on by reference
    /// (it is over a hundred bytes): it is copied only if it must wait on the agenda or
    /// in its batch, which the caller does from the answer.
    pub(crate) fn advance_move<S: EventSink + ?Sized>(
        &mut self,
        mv: &mut MoveTask,
        sink: &mut S,
    ) -> Advanced {
        let card = mv.object.card;
        if self.state.card(card).generation != mv.object.generation {
            // PMV 11.1.2: another effect already moved the card; this move stops here.
            let rules = self
                .rules
                .process_rules(crate::ruleset::ProcessStep::StaleMove);
            if !rules.is_empty() {
                sink.emit(Event {
                    kind: EventKind::MoveEnded { object: mv.object },
                    rules: cite(&[rules]),
                });
            }
            return Advanced::Over;
        }
        // A fresh move with nothing to consult (no effect in force, no move hook, a
        // destination the instruction names) only leaves and arrives: the stages below
        // would each find nothing to do.
        if mv.stage == MoveStage::Destination
            && !mv.in_batch
            && let Some(dest) = self.bare_destination(mv)
        {
            self.execute_bare(mv, dest, sink);
            return Advanced::Over;
        }
        // The stages in order, straight through (a move that waited resumes at its
        // stage); only the replacement stage repeats, once per effect applied. The
        // destination is handed from stage to stage in a local as well as kept in the
        // move: read back at once from the move, it would wait on its own fresh store.
        let mut dest_now = None;
        if mv.stage == MoveStage::Destination {
            dest_now = Some(self.stage_destination(mv, sink));
        }
        while mv.stage == MoveStage::Replacement {
            if !self.state.effects.is_empty() {
                // A replacement may change the destination: the move's copy is the one.
                dest_now = None;
            }
            match self.stage_replacement(mv, sink) {
                Next::Continue => {}
                Next::Wait(w) => return Advanced::Wait(w),
            }
        }
        if mv.stage == MoveStage::Restriction {
            let dest = dest_now.or(mv.dest).expect("resolved");
            match self.stage_restriction(mv, dest, sink) {
                Ok(d) => dest_now = Some(d),
                Err(halted) => return halted,
            }
        }
        if mv.in_batch {
            // One of several moves at once: it waits for the others.
            return Advanced::Park;
        }
        let dest = dest_now.or(mv.dest).expect("resolved");
        self.execute::<S, false>(mv, dest, sink);
        Advanced::Over
    }

    /// The destination of a fresh move that has only to leave and arrive: no effect is
    /// in force (so no replacement, prohibition or trigger), the rule set declares none
    /// of the move's hooks ([`Hooks::MOVE`]), nothing has been done to the move yet, and
    /// the instruction names the zone (a shared zone, or a player's). `None`: the move
    /// goes through its stages.
    #[inline]
    pub(crate) fn bare_destination(&self, mv: &MoveTask) -> Option<ZoneId> {
        if self.hooks.any(Hooks::MOVE)
            || !self.state.effects.is_empty()
            || mv.replaced.is_some()
            || mv.known_override.is_some()
        {
            return None;
        }
        self.named_zone(&mv.requested)
    }

    /// The zone a destination names by itself: a shared zone, or the named player's.
    /// `None` for a player's zone with no player named, which the rule set picks
    /// ([`RuleSet::default_player`](crate::RuleSet::default_player)).
    #[inline]
    pub(crate) fn named_zone(&self, d: &Destination) -> Option<ZoneId> {
        match (self.spec(d.kind).scope, d.player) {
            (Scope::Shared, _) => Some(ZoneId {
                kind: d.kind,
                player: None,
            }),
            (Scope::PerPlayer, Some(p)) => Some(ZoneId {
                kind: d.kind,
                player: Some(p),
            }),
            (Scope::PerPlayer, None) => None,
        }
    }

    /// Resolves which player's zone, then any rule redirect (MTG 217.1a).
    fn stage_destination<S: EventSink + ?Sized>(
        &mut self,
        mv: &mut MoveTask,
        sink: &mut S,
    ) -> ZoneId {
        let card = mv.object.card;
        // The common case, a named player's zone or a shared zone, inline; the rule set
        // is asked for a player only when none is named.
        let dest = match self.named_zone(&mv.requested) {
            Some(zone) => zone,
            None => self.resolve_destination(&mv.requested, card, mv.processing, sink, mv.object),
        };
        let redirected = if self.hooks.has(Hooks::REDIRECT) {
            self.rules.redirect(&self.state, card, dest)
        } else {
            None
        };
        let dest = match redirected {
            Some((to, rules)) => redirected_event(mv.object, dest, to, rules, sink),
            None => dest,
        };
        mv.dest = Some(dest);
        mv.stage = MoveStage::Replacement;
        dest
    }

    /// Applies the replacement effects that match, one at a time; several at once wait
    /// for a decision (FoW/MTG 217.1d).
    fn stage_replacement<S: EventSink + ?Sized>(
        &mut self,
        mv: &mut MoveTask,
        sink: &mut S,
    ) -> Next {
        let card = mv.object.card;
        if self.state.effects.is_empty() {
            // Nothing can replace this move.
            mv.stage = MoveStage::Restriction;
            return Next::Continue;
        }
        let proposed = self.proposed(mv);
        let at = crate::custom::EffectView::new(&self.rules, &self.state);
        // Declarative and custom replacements are asked alike (see [`crate::custom`]).
        let applicable: Vec<EffectId> = self
            .state
            .effects
            .iter()
            .filter(|e| !mv.applied().contains(&e.id))
            .filter(|e| {
                crate::custom::replacement_of(&at, &self.state.custom, e, &proposed).is_some()
            })
            .map(|e| e.id)
            .collect();
        match applicable.len() {
            0 => mv.stage = MoveStage::Restriction,
            1 => self.apply_replacement(mv, applicable[0], sink),
            _ => {
                let cs = self.state.card(card);
                let decider = cs.controller.unwrap_or(cs.owner);
                let object = mv.object;
                return Next::Wait(Box::new(Waiting {
                    decision: Some(Decision {
                        decider,
                        kind: DecisionKind::ChooseReplacement {
                            object,
                            options: applicable,
                        },
                    }),
                    first: Vec::new(),
                }));
            }
        }
        Next::Continue
    }

    /// Checks prohibitions and the rules' restrictions on the final destination `dest`
    /// (the move's own), then schedules the rule set's work before leaving. Returns the
    /// final destination when the move goes straight on to leave and arrive, or where
    /// the move was left (stopped, or waiting behind the rule set's work).
    fn stage_restriction<S: EventSink + ?Sized>(
        &mut self,
        mv: &mut MoveTask,
        mut dest: ZoneId,
        sink: &mut S,
    ) -> Result<ZoneId, Advanced> {
        let card = mv.object.card;
        // With no effect in force nothing prohibits: one branch instead of a call.
        if !self.state.effects.is_empty() && self.prohibited(card, Prohibited::Move) {
            sink.emit(Event {
                kind: EventKind::NotMoved {
                    object: mv.object,
                    to: dest,
                },
                rules: cite(&[self.rules.replacement_rules()]),
            });
            return Err(Advanced::Over);
        }
        for _ in 0..8 {
            if !self.hooks.has(Hooks::RESTRICTION) {
                break;
            }
            match self.rules.restriction(&self.state, card, dest, &mv.cause) {
                Restriction::Allow => break,
                Restriction::Stay(rules) => {
                    sink.emit(Event {
                        kind: EventKind::NotMoved {
                            object: mv.object,
                            to: dest,
                        },
                        rules: cite(&[rules]),
                    });
                    return Err(Advanced::Over);
                }
                Restriction::Redirect(to, rules) => {
                    dest = redirected_event(mv.object, dest, to, rules, sink);
                }
            }
        }
        mv.dest = Some(dest);
        mv.stage = MoveStage::Execute;
        let before = if self.hooks.has(Hooks::BEFORE_LEAVE) {
            self.rules.before_leave(self, mv, dest)
        } else {
            Vec::new()
        };
        if !before.is_empty() {
            return Err(Advanced::Wait(Box::new(Waiting {
                decision: None,
                first: before,
            })));
        }
        Ok(dest)
    }

    fn resolve_destination<S: EventSink + ?Sized>(
        &self,
        d: &Destination,
        card: CardId,
        processing: crate::ids::PlayerId,
        sink: &mut S,
        object: ObjectId,
    ) -> ZoneId {
        if let Some(zone) = self.named_zone(d) {
            return zone;
        }
        let (p, rules) = self
            .rules
            .default_player(&self.state, card, d.kind, processing);
        let zone = ZoneId {
            kind: d.kind,
            player: Some(p),
        };
        if !rules.is_empty() {
            sink.emit(Event {
                kind: EventKind::DestinationChosen { object, zone },
                rules: cite(&[rules]),
            });
        }
        zone
    }

    /// Applies one replacement effect to a move in progress.
    pub(crate) fn apply_replacement<S: EventSink + ?Sized>(
        &mut self,
        mv: &mut MoveTask,
        effect: EffectId,
        sink: &mut S,
    ) {
        let Some(e) = self.state.effects.iter().find(|e| e.id == effect) else {
            return;
        };
        let from = mv.dest.expect("resolved");
        let proposed = self.proposed(mv);
        let at = crate::custom::EffectView::new(&self.rules, &self.state);
        let Some(instead) = crate::custom::replacement_of(&at, &self.state.custom, e, &proposed)
        else {
            return;
        };
        if let Some(p) = instead.position {
            mv.position = p;
        }
        if let Some(f) = instead.facing {
            mv.facing = Some(f);
        }
        let replaced = mv.replaced_mut();
        for follow in instead.then {
            match follow {
                crate::custom::FollowUp::Record(words) => replaced.then.push((effect, words)),
                other => replaced.follow.push((effect, other)),
            }
        }
        replaced.applied.push(effect);
        let to = match instead.to {
            Some(d) => self.resolve_destination(&d, mv.object.card, mv.processing, sink, mv.object),
            None => from,
        };
        mv.dest = Some(to);
        sink.emit(Event {
            kind: EventKind::Replaced {
                object: mv.object,
                effect,
                from,
                to,
            },
            rules: cite(&[self.rules.replacement_rules()]),
        });
    }

    /// The move as replacement effects are asked about it.
    fn proposed(&self, mv: &MoveTask) -> crate::custom::ProposedMove {
        crate::custom::ProposedMove {
            object: mv.object,
            from: self.current_kind(mv.object.card),
            to: mv.dest.expect("resolved"),
        }
    }

    fn current_kind(&self, card: CardId) -> Option<ZoneKind> {
        match self.state.card(card).place {
            Place::Zone(z) => Some(self.state.zones[z as usize].id.kind),
            Place::Aside { zone, .. } => Some(self.state.zones[zone as usize].id.kind),
            Place::Outside(_) | Place::Ceased => None,
        }
    }

    pub(crate) fn filter_matches(
        &self,
        f: &MoveFilter,
        object: ObjectId,
        from: Option<ZoneKind>,
        to: ZoneKind,
    ) -> bool {
        f.from.is_none_or(|k| Some(k) == from)
            && f.to.is_none_or(|k| k == to)
            && self.object_matches(&f.card, object)
    }

    /// Whether a filter matches the card's current object.
    pub(crate) fn card_matches(&self, f: &crate::effect::CardFilter, card: CardId) -> bool {
        self.object_matches(f, self.state.object(card))
    }

    /// Whether a filter matches a given object of a card (its current one, or the one
    /// that just moved, for triggers).
    pub(crate) fn object_matches(&self, f: &crate::effect::CardFilter, object: ObjectId) -> bool {
        let card = object.card;
        if f.generation.is_some_and(|g| g != object.generation) {
            return false;
        }
        if f.controller
            .is_some_and(|p| self.state.card(card).controller != Some(p))
        {
            return false;
        }
        if f.types.is_empty() {
            return f.card.is_none_or(|c| c == card)
                && f.owner.is_none_or(|o| o == self.state.card(card).owner);
        }
        let side = self.rules.characteristics(&self.state, card);
        f.matches(card, self.state.card(card).owner, |t| side.has_type(t))
    }

    pub(crate) fn prohibited(&self, card: CardId, what: Prohibited) -> bool {
        self.state.effects.iter().any(|e| match &e.body {
            EffectBody::Prohibition { card: f, what: w } => {
                *w == what && self.card_matches(f, card)
            }
            EffectBody::Custom(c) => self.state.custom.get(&c.key).is_some_and(|x| {
                let at = crate::custom::EffectView::new(&self.rules, &self.state);
                x.prohibits(&at, crate::custom::this(e, c.source), card, what)
            }),
            _ => false,
        })
    }

    /// The players who can see a card's front where it is now.
    pub fn seers(&self, card: CardId) -> PlayerSet {
        let mut set = PlayerSet::NONE;
        for p in 0..self.state.players.len() {
            let p = crate::ids::PlayerId(p as u8);
            if self.sees_front(p, card) {
                set = set.with(p);
            }
        }
        set
    }

    /// Whether `viewer` may see the front of `card` where it is now: a face-up card in a
    /// public zone; a card in the viewer's own zone that its owner sees (a hand); a card
    /// the viewer knows (FoW 3.2.b); a card revealed, or shown to the viewer by a look.
    /// A card the game does not have is seen by no one.
    pub fn sees_front(&self, viewer: crate::ids::PlayerId, card: CardId) -> bool {
        let Some(c) = self.state.try_card(card) else {
            return false;
        };
        if c.exposed_to.contains(viewer) || c.known_by.contains(viewer) {
            return true;
        }
        match c.place {
            Place::Zone(z) => {
                let zone = &self.state.zones[z as usize];
                match self.spec(zone.id.kind).visibility {
                    crate::zone::Visibility::Public => c.facing == Facing::FaceUp,
                    crate::zone::Visibility::Hidden { owner_sees, .. } => {
                        owner_sees && zone.id.player == Some(viewer)
                    }
                }
            }
            Place::Aside { .. } | Place::Ceased => false,
            Place::Outside(_) => c.owner == viewer,
        }
    }
}

/// Announces that the rules send a moving object to `to` instead of `from` (MTG 217.1a,
/// FoW 3.15.d); returns the new destination.
fn redirected_event<S: EventSink + ?Sized>(
    object: ObjectId,
    from: ZoneId,
    to: ZoneId,
    rules: &'static [crate::event::RuleId],
    sink: &mut S,
) -> ZoneId {
    sink.emit(Event {
        kind: EventKind::Redirected { object, from, to },
        rules: cite(&[rules]),
    });
    to
}
