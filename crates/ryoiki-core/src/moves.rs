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

use crate::decision::{Decision, DecisionKind};
use crate::effect::{EffectBody, MoveFilter, Prohibited, TriggerOn};
use crate::event::{Event, EventKind, EventSink, Rules, cite};
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId, PlayerSet, ZoneId, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::ruleset::{Hooks, Restriction};
use crate::state::{MoveStage, MoveTask, Place};
use crate::zone::{Destination, Ordering, Position, Scope};

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
        let at = crate::custom::EffectView::new(self.rules, &self.state);
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
        let at = crate::custom::EffectView::new(self.rules, &self.state);
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
                let at = crate::custom::EffectView::new(self.rules, &self.state);
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

    /// [`Game::execute`] for a move with nothing to consult, as its own function: kept
    /// out of line, so that it does not swell every caller of [`Game::apply`].
    #[inline(never)]
    pub(crate) fn execute_bare<S: EventSink + ?Sized>(
        &mut self,
        mv: &MoveTask,
        dest: ZoneId,
        sink: &mut S,
    ) {
        self.execute::<S, true>(mv, dest, sink);
    }

    /// Leaves and arrives: stages 5 to 7. `BARE`: the move was found to have nothing to
    /// consult ([`Game::bare_destination`]), so the hooks and effects it would ask are
    /// known to be absent and are not looked at; the code is otherwise the same.
    #[inline]
    pub(crate) fn execute<S: EventSink + ?Sized, const BARE: bool>(
        &mut self,
        mv: &MoveTask,
        dest: ZoneId,
        sink: &mut S,
    ) {
        let card = mv.object.card;
        let Some(to_idx) = self.state.zone_index(dest) else {
            return;
        };
        let (before_place, before_side) = {
            let c = self.state.card(card);
            (c.place, c.side)
        };
        let from_zone: Option<(u16, ZoneId)> = match before_place {
            Place::Zone(z) => Some((z, self.state.zones[z as usize].id)),
            Place::Aside { zone, .. } => Some((zone, self.state.zones[zone as usize].id)),
            Place::Outside(_) | Place::Ceased => None,
        };
        let spec = self.spec(dest.kind);
        let same_zone =
            from_zone.is_some_and(|(z, _)| z == to_idx) && matches!(before_place, Place::Zone(_));
        // Whether the card stays the same object depends on the zone kinds alone.
        let (kept, identity_rules) = match from_zone {
            Some(_) if same_zone => (true, &[][..]),
            Some((_, from)) if !BARE && self.hooks.has(Hooks::KEEPS_IDENTITY) => {
                self.rules.keeps_identity(from.kind, dest.kind)
            }
            Some(_) => (false, &[][..]),
            None => (false, &[][..]),
        };
        // Who saw the front before the move is read only for a new object that does not
        // arrive face up in a public zone; only then is it worked out (before leaving).
        let surely_face_up_in_public = spec.visibility.is_public()
            && mv.facing.unwrap_or(spec.default_facing) == Facing::FaceUp;
        let saw = match mv.known_override {
            Some(known) => known,
            None if kept || surely_face_up_in_public => PlayerSet::NONE,
            None => self.seers(card),
        };
        let saw = if !BARE && self.hooks.has(Hooks::ARRIVAL_KNOWLEDGE) {
            self.rules.arrival_knowledge(&self.state, mv, dest, saw)
        } else {
            saw
        };
        // Leave. (Only a card held aside has a hold to drop: one branch, not a call.)
        if let Place::Aside { .. } = before_place {
            self.drop_hold(card, sink);
        }
        if let Place::Zone(z) = before_place {
            let cards = &mut self.state.zones[z as usize].cards;
            // The card is found from the top, where most moves take it from (a draw, the
            // card just played); taken from the top, the others need not shift.
            if let Some(i) = cards.iter().rposition(|&c| c == card) {
                if i + 1 == cards.len() {
                    cards.pop();
                } else {
                    cards.remove(i);
                }
            }
        }
        // Arrive.
        // The rules below are cited only in the arrival's event: not asked for a sink
        // that drops events.
        let arrival_rules = if spec.has_orientation && !kept && sink.enabled() {
            self.rules.arrival_state_rules(dest.kind)
        } else {
            &[]
        };
        let side_changed = mv.side.filter(|&s| s != before_side);
        let refused_face_down =
            self.land::<BARE>(mv, to_idx, spec, kept, saw, from_zone.map(|(_, z)| z));
        let controller = if !BARE && self.hooks.has(Hooks::CONTROLLER_ON_ARRIVAL) {
            self.rules.controller_on_arrival(&self.state, card, dest)
        } else {
            None
        };
        self.state.cards[card.index()].controller = controller;
        let zone = &mut self.state.zones[to_idx as usize];
        let len = zone.cards.len();
        let (index, clamped) = match spec.ordering {
            Ordering::Unordered => (len, false),
            Ordering::Ordered => mv.position.index_in(len),
        };
        if index == len {
            // On top, the usual place: nothing shifts.
            zone.cards.push(card);
        } else {
            zone.cards.insert(index, card);
        }
        let has_limit = zone.limit.is_some();
        let clamp_rules = if clamped && sink.enabled() {
            self.rules
                .process_rules(crate::ruleset::ProcessStep::PositionClamped)
        } else {
            &[]
        };
        let new = self.state.object(card);
        if let Some(rules) = refused_face_down {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object: new,
                    what: "face-down",
                },
                rules: cite(&[rules]),
            });
        }
        let from_kind = from_zone.map(|(_, z)| z.kind);
        let rules = [identity_rules, arrival_rules, clamp_rules];
        self.announce_arrival(mv, new, from_zone.map(|(_, z)| z), dest, index, rules, sink);
        if mv.position == Position::Shuffled {
            // "Shuffle it into": the same instruction shuffles the zone it went into.
            let also = self
                .rules
                .process_rules(crate::ruleset::ProcessStep::ShuffleInto);
            self.shuffle_citing(dest, None, also, sink);
        }
        if let Some(side) = side_changed {
            // The instruction turned the card to another side as it moved (FoW Judgment).
            sink.emit(Event {
                kind: EventKind::SideChanged { object: new, side },
                rules: Rules::new(),
            });
        }
        if has_limit {
            self.check_limit(to_idx, sink);
        }
        if !BARE && let Some(replaced) = &mv.replaced {
            self.after_replaced(replaced, new, sink);
        }
        if !BARE && new != mv.object && !self.state.effects.is_empty() {
            // Effects that lasted while the old object stayed where it was end now (with
            // no effect in force, none can: one branch instead of a call).
            self.end_effects_of_departed(card, sink);
        }
        if !BARE && !self.state.effects.is_empty() {
            self.fire_move_triggers(mv.object, new, from_kind, dest.kind, sink);
        }
        if !BARE && self.hooks.has(Hooks::AFTER_ARRIVE) {
            let after = self
                .rules
                .after_arrive(self, mv, new, from_zone.map(|(_, z)| z));
            self.state.agenda.extend(after.into_iter().rev());
        }
    }

    /// What replacements said follows the arrival of `new`: words recorded ("its
    /// controller gains 3 life"), counters put on it, tokens created (see
    /// [`crate::custom::FollowUp`]).
    #[inline(never)]
    fn after_replaced<S: EventSink + ?Sized>(
        &mut self,
        replaced: &crate::state::Replaced,
        new: ObjectId,
        sink: &mut S,
    ) {
        self.follow_ups(&replaced.follow, new, sink);
        for (effect, words) in &replaced.then {
            sink.emit(Event {
                kind: EventKind::Triggered {
                    effect: *effect,
                    label: words.clone(),
                    object: new,
                },
                rules: cite(&[self.rules.replacement_rules()]),
            });
        }
    }

    /// Counters put on the arrived object `new` and tokens created, as replacements said.
    fn follow_ups<S: EventSink + ?Sized>(
        &mut self,
        follow: &[(EffectId, crate::custom::FollowUp)],
        new: ObjectId,
        sink: &mut S,
    ) {
        for (effect, follow) in follow {
            let controller = self
                .state
                .effects
                .iter()
                .find(|e| e.id == *effect)
                .and_then(|e| e.controller);
            let owner = controller.unwrap_or(self.state.card(new.card).owner);
            match follow {
                crate::custom::FollowUp::Record(_) => {}
                crate::custom::FollowUp::Counters { kind, count } => {
                    let id = self.add_effect(
                        format!("{count} {kind}"),
                        controller,
                        EffectBody::Counters {
                            object: new,
                            kind: kind.clone(),
                            count: *count,
                        },
                        sink,
                    );
                    if let Some(e) = self.state.effects.iter_mut().find(|e| e.id == id) {
                        e.until = Some(crate::duration::Duration::WhileIn(new));
                    }
                }
                crate::custom::FollowUp::Token { side, zone } => {
                    let zone = ZoneId {
                        kind: zone.kind,
                        player: match self.spec(zone.kind).scope {
                            Scope::Shared => None,
                            Scope::PerPlayer => Some(zone.player.unwrap_or(owner)),
                        },
                    };
                    if self.state.zone_index(zone).is_some() && !side.name.trim().is_empty() {
                        self.create_token(owner, zone, side.clone(), sink);
                    }
                }
            }
        }
    }

    /// The card lands in its new zone: its last known state is kept, then its side,
    /// place, facing (a face-down refusal is judged on the side it lands on, in the zone
    /// it lands in, FoW 3.2.b.1),
    /// orientation, knowledge and place are set. Returns the rules of a refused
    /// face-down turn.
    // One caller (`execute`), on every move: inlined, it saves a call's register saves
    // and argument passing.
    #[inline]
    fn land<const BARE: bool>(
        &mut self,
        mv: &MoveTask,
        to_idx: u16,
        spec: &'static crate::zone::ZoneSpec,
        kept: bool,
        saw: PlayerSet,
        from: Option<ZoneId>,
    ) -> Option<&'static [crate::event::RuleId]> {
        let card = mv.object.card;
        if !kept && let Some(zone) = from {
            let c = &self.state.cards[card.index()];
            let lk = crate::state::LastKnown {
                object: mv.object,
                zone,
                controller: c.controller,
                orientation: c.orientation,
                facing: c.facing,
                side: c.side,
                attached_to: c.attached_to,
            };
            // With no characteristics hook and no effect in force, the object is as
            // printed: nothing to keep.
            let characteristics = if !BARE
                && (self.hooks.has(Hooks::CHARACTERISTICS) || !self.state.effects.is_empty())
            {
                crate::characteristics::differing(self.rules, &self.state, card)
            } else {
                None
            };
            self.state.last_known.record(lk, characteristics);
        }
        if let Some(side) = mv.side {
            self.state.cards[card.index()].side = side;
        }
        // The card is judged where it lands, as it lands: its characteristics may depend
        // on the zone (FoW 3.8.d: a J-ruler side in the ruler area is an astral, which
        // could be turned face down; on the field it is a J-ruler, which cannot).
        self.state.cards[card.index()].place = Place::Zone(to_idx);
        let mut refused_face_down = None;
        let facing = match mv.facing {
            Some(Facing::FaceDown) => match self.rules.may_turn_face_down(&self.state, card) {
                Ok(()) => Some(Facing::FaceDown),
                Err(rules) => {
                    refused_face_down = Some(rules);
                    Some(Facing::FaceUp)
                }
            },
            other => other,
        };
        let c = &mut self.state.cards[card.index()];
        if !kept {
            c.generation += 1;
            c.orientation = spec.has_orientation.then_some(Orientation::Upright);
            c.facing = facing.unwrap_or(spec.default_facing);
            c.attached_to = None;
            c.exposed_to = PlayerSet::NONE;
            c.known_by = if spec.visibility.is_public() && c.facing == Facing::FaceUp {
                PlayerSet::NONE
            } else {
                saw
            };
        } else {
            if spec.has_orientation && c.orientation.is_none() {
                c.orientation = Some(Orientation::Upright);
            }
            if !spec.has_orientation {
                c.orientation = None;
            }
            if let Some(f) = facing {
                c.facing = f;
            }
        }
        c.place = Place::Zone(to_idx);
        refused_face_down
    }

    /// The `moved` (or `entered`) event of an arrival, with the rules that shaped it.
    #[allow(clippy::too_many_arguments)]
    fn announce_arrival<S: EventSink + ?Sized>(
        &self,
        mv: &MoveTask,
        new: ObjectId,
        from: Option<ZoneId>,
        dest: ZoneId,
        index: usize,
        [identity_rules, arrival_rules, clamp_rules]: [&'static [crate::event::RuleId]; 3],
        sink: &mut S,
    ) {
        if !sink.enabled() {
            return;
        }
        let card = mv.object.card;
        let from_kind = from.map(|z| z.kind);
        let one = if mv.one_at_a_time {
            from_kind
                .map(|k| self.rules.one_at_a_time_rules(k))
                .unwrap_or(&[])
        } else {
            &[]
        };
        match from {
            Some(from) => sink.emit(Event {
                kind: EventKind::Moved {
                    card,
                    old: mv.object,
                    new,
                    from,
                    to: dest,
                    position: index as u32,
                },
                rules: cite(&[one, identity_rules, arrival_rules, clamp_rules]),
            }),
            None => sink.emit(Event {
                kind: EventKind::Entered {
                    object: new,
                    to: dest,
                },
                rules: cite(&[arrival_rules, clamp_rules]),
            }),
        }
    }

    pub(crate) fn check_limit<S: EventSink + ?Sized>(&self, zi: u16, sink: &mut S) {
        let z = &self.state.zones[zi as usize];
        if let Some(limit) = z.limit
            && z.cards.len() as u32 > limit
        {
            sink.emit(Event {
                kind: EventKind::OverLimit {
                    zone: z.id,
                    count: z.cards.len() as u32,
                    limit,
                },
                rules: cite(&[self.spec(z.id.kind).limit_rule.as_slice()]),
            });
        }
    }

    fn fire_move_triggers<S: EventSink + ?Sized>(
        &self,
        old: ObjectId,
        new: ObjectId,
        from: Option<ZoneKind>,
        to: ZoneKind,
        sink: &mut S,
    ) {
        if self.state.effects.is_empty() {
            return;
        }
        for e in &self.state.effects {
            if let EffectBody::Custom(c) = &e.body {
                self.fire_custom_trigger(e, c, old, new, from, to, sink);
                continue;
            }
            let EffectBody::Trigger { on, filter, record } = &e.body else {
                continue;
            };
            let (fires, rules): (bool, &'static [&'static str]) = match on {
                TriggerOn::PutInto => {
                    if !self.filter_matches(filter, old, from, to) {
                        (false, &[])
                    } else if self.hooks.has(Hooks::COUNTS_AS_PUT_INTO) {
                        self.rules.counts_as_put_into(from, to)
                    } else {
                        (false, &[])
                    }
                }
                TriggerOn::Leaves => (
                    from.is_some()
                        && filter.from.is_none_or(|k| Some(k) == from)
                        && self.object_matches(&filter.card, old),
                    &[],
                ),
                TriggerOn::AnyMove => (self.filter_matches(filter, old, from, to), &[]),
                TriggerOn::Revealed
                | TriggerOn::LookedAt
                | TriggerOn::TurnedSideways
                | TriggerOn::TurnedUpright => (false, &[]),
            };
            if fires {
                sink.emit(Event {
                    kind: EventKind::Triggered {
                        effect: e.id,
                        label: record.clone(),
                        object: new,
                    },
                    rules: cite(&[rules]),
                });
            } else if !rules.is_empty() {
                // The move matched the trigger's zones but does not count (FoW 3.6.e).
                sink.emit(Event {
                    kind: EventKind::NotApplied {
                        object: new,
                        what: "put-into trigger",
                    },
                    rules: cite(&[rules]),
                });
            }
        }
    }

    /// A custom effect's trigger on a move (see [`crate::custom`]).
    #[allow(clippy::too_many_arguments)]
    fn fire_custom_trigger<S: EventSink + ?Sized>(
        &self,
        e: &crate::effect::Effect,
        c: &crate::custom::CustomRef,
        old: ObjectId,
        new: ObjectId,
        from: Option<ZoneKind>,
        to: ZoneKind,
        sink: &mut S,
    ) {
        let Some(x) = self.state.custom.get(&c.key) else {
            return;
        };
        let at = crate::custom::EffectView::new(self.rules, &self.state);
        let moved = crate::custom::Moved { old, new, from, to };
        if let Some(label) = x.on_move(&at, crate::custom::this(e, c.source), &moved) {
            sink.emit(Event {
                kind: EventKind::Triggered {
                    effect: e.id,
                    label,
                    object: new,
                },
                rules: Rules::new(),
            });
        }
    }

    pub(crate) fn fire_card_triggers<S: EventSink + ?Sized>(
        &self,
        on: TriggerOn,
        object: ObjectId,
        sink: &mut S,
    ) {
        for e in &self.state.effects {
            if let EffectBody::Trigger {
                on: o,
                filter,
                record,
            } = &e.body
                && *o == on
                && self.card_matches(&filter.card, object.card)
            {
                sink.emit(Event {
                    kind: EventKind::Triggered {
                        effect: e.id,
                        label: record.clone(),
                        object,
                    },
                    rules: Rules::new(),
                });
            }
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
