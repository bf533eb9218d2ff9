//! Stages 6 to 8 of a move (see [the pipeline](super)): the card leaves its zone and
//! lands in the new one (identity, last known state, placement, knowledge, control),
//! the arrival is announced, and a zone over its limit is reported.

use crate::effect::EffectBody;
use crate::event::{Event, EventKind, EventSink, Rules, cite};
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId, PlayerSet, ZoneId, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::ruleset::Hooks;
use crate::state::{MoveTask, Place};
use crate::zone::{Ordering, Position, Scope, ZoneSpec};

impl Game {
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

    /// Leaves, arrives and what follows: stages 6 to 8. `BARE`: the move was found to have nothing to
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
        self.leave(card, before_place, sink);
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
        let (index, clamped, has_limit) = self.place_card(card, to_idx, spec, mv.position);
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
                    what: crate::event::Unapplied::FaceDown,
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
        if !BARE {
            self.after_arrival(mv, new, from_zone.map(|(_, z)| z), from_kind, dest, sink);
        }
    }

    /// Stage 6: the card leaves the place it was in. (Only a card held aside has a hold
    /// to drop: one branch, not a call.)
    #[inline(always)]
    fn leave<S: EventSink + ?Sized>(&mut self, card: CardId, place: Place, sink: &mut S) {
        if let Place::Aside { .. } = place {
            self.drop_hold(card, sink);
        }
        if let Place::Zone(z) = place {
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
    }

    /// The landed card takes its place among the zone's cards: at `position` in an
    /// ordered zone, on top in an unordered one. Returns its index, whether the position
    /// was clamped to the zone's size, and whether the zone has a limit to check.
    #[inline(always)]
    fn place_card(
        &mut self,
        card: CardId,
        to_idx: u16,
        spec: &'static ZoneSpec,
        position: Position,
    ) -> (usize, bool, bool) {
        let zone = &mut self.state.zones[to_idx as usize];
        let len = zone.cards.len();
        let (index, clamped) = match spec.ordering {
            Ordering::Unordered => (len, false),
            Ordering::Ordered => position.index_in(len),
        };
        if index == len {
            // On top, the usual place: nothing shifts.
            zone.cards.push(card);
        } else {
            zone.cards.insert(index, card);
        }
        (index, clamped, zone.limit.is_some())
    }

    /// What a move with something to consult does after its arrival is announced: the
    /// replacement's follow-ups, effects that end with the old object, triggers, and the
    /// rule set's own consequences. `from_kind` is `from`'s kind, passed as computed in
    /// [`Game::execute`]: derived here instead, the short path's move measured 6
    /// instructions more (callgrind), the values kept live across its calls changing.
    #[inline(always)]
    fn after_arrival<S: EventSink + ?Sized>(
        &mut self,
        mv: &MoveTask,
        new: ObjectId,
        from: Option<ZoneId>,
        from_kind: Option<ZoneKind>,
        dest: ZoneId,
        sink: &mut S,
    ) {
        if let Some(replaced) = &mv.replaced {
            self.after_replaced(replaced, new, sink);
        }
        if new != mv.object && !self.state.effects.is_empty() {
            // Effects that lasted while the old object stayed where it was end now (with
            // no effect in force, none can: one branch instead of a call).
            self.end_effects_of_departed(mv.object.card, sink);
        }
        if !self.state.effects.is_empty() {
            self.fire_move_triggers(mv.object, new, from_kind, dest.kind, sink);
        }
        if self.hooks.has(Hooks::AFTER_ARRIVE) {
            let after = self.rules.after_arrive(self, mv, new, from);
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
            let lk =
                crate::state::LastKnown::leaving(mv.object, zone, &self.state.cards[card.index()]);
            // With no characteristics hook and no effect in force, the object is as
            // printed: nothing to keep.
            let characteristics = if !BARE
                && (self.hooks.has(Hooks::CHARACTERISTICS) || !self.state.effects.is_empty())
            {
                crate::characteristics::differing(&self.rules, &self.state, card)
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
}
