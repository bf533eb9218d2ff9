//! PMV's own processes on the core's typed seam: [`Process`] for [`PhantomMagicVision`],
//! which checks and applies the action ([`PmvAction`]) and runs each step of work
//! ([`PmvTask`]) in a function of its own, and the set action.

use crate::abilities::Timing;
use crate::cards::host_alive;
use crate::entering::{enter_a, enter_b, enter_c, enter_d, set_a, set_b, set_c, unset};
use crate::events::{PmvDecision, PmvEvent};
use crate::frame::PMV_FRAME;
use crate::leaving::{
    Stage, answer_set_card_order, run_carry, run_discard, run_discard_timing, run_leave_field,
    run_move_done, run_set_cards_to_underworld,
};
use crate::resolve::resolve_timing;
use crate::rule_set::{Pcx, PhantomMagicVision};
use crate::state::{PmvPublic, PmvState};
use crate::tasks::{PmvAction, PmvTask, game_task, schedule_tasks};
use crate::zones::{FIELD, HAND, in_field};
use ryoiki_core::Host;
use ryoiki_core::{
    ActionError, CardId, Cause, Destination, EffectBody, Event, EventKind, MoveTask, ObjectId,
    Place, PlayerId, Process, Prohibited, State, Task, Typed, ZoneId, ZoneKind, cite,
};
use ryoiki_frame::{Frame, FrameEvent, FrameSpec, Framed};

impl Process for PhantomMagicVision {
    type State = PmvState;
    type Action = PmvAction;
    type Task = PmvTask;
    type Decision = PmvDecision;
    type Event = PmvEvent;

    fn start(&self, state: &State) -> PmvState {
        PmvState {
            parsed: ryoiki_core::Derived::new(crate::state::Parsed::of(state)),
            ..PmvState::default()
        }
    }

    fn check(
        &self,
        game: &dyn Host,
        ext: &PmvState,
        player: PlayerId,
        action: &PmvAction,
    ) -> Result<(), ActionError> {
        match action {
            PmvAction::Set { card, host } => set_steps(game, player, *card, *host).map(|_| ()),
            PmvAction::Frame(a) => {
                ryoiki_frame::check(&PMV_FRAME, game, ext.frame.as_ref(), player, a)
            }
        }
    }

    fn apply(&self, cx: &mut Pcx<'_>, player: PlayerId, action: PmvAction) {
        match action {
            PmvAction::Set { card, host } => apply_set(cx, player, card, host),
            PmvAction::Frame(a) => ryoiki_frame::apply(self, cx, player, a),
        }
    }

    /// Passing the turn hands the move on, conceding leaves the game; setting a card
    /// and the rest of the frame keep the move.
    fn flow(&self, action: &PmvAction) -> ryoiki_core::Flow {
        match action {
            PmvAction::Frame(a) => a.flow(),
            PmvAction::Set { .. } => ryoiki_core::Flow::Stays,
        }
    }

    fn run(&self, cx: &mut Pcx<'_>, task: PmvTask) {
        match task {
            PmvTask::NoteSetCards { host, cards } => {
                cx.ext_mut().leaving.insert(host, cards);
            }
            PmvTask::LeaveField {
                host,
                noted,
                levels,
                depth,
                next,
            } => run_leave_field(cx, host, noted, levels, Stage { depth, next }),
            PmvTask::Discard { cards, depth } => run_discard(cx, &cards, depth),
            PmvTask::DiscardTiming {
                cards,
                timing,
                depth,
            } => run_discard_timing(cx, &cards, timing, depth),
            PmvTask::SetCardsToUnderworld { host, cards } => {
                run_set_cards_to_underworld(cx, host, cards)
            }
            PmvTask::Carry { cards, to } => run_carry(cx, &cards, to),
            PmvTask::WhenPut { card } => resolve_timing(
                cx,
                Timing::WhenPut,
                card,
                |_, _| true,
                None,
                &["pmv-11.2.2.d"],
            ),
            PmvTask::MoveDone { object, zone } => run_move_done(cx, object, zone),
            PmvTask::EnterA { card } => enter_a(cx, card),
            PmvTask::EnterB { card } => enter_b(cx, card),
            PmvTask::EnterC { card } => enter_c(cx, card),
            PmvTask::EnterD { card } => enter_d(cx, card),
            PmvTask::SetA {
                card,
                host,
                entering,
            } => set_a(cx, card, host, entering),
            PmvTask::SetB {
                card,
                host,
                entering,
            } => set_b(cx, card, host, entering),
            PmvTask::SetC {
                card,
                host,
                entering,
            } => set_c(cx, card, host, entering),
            PmvTask::Unset { card } => unset(cx, card),
        }
    }

    fn answer(&self, cx: &mut Pcx<'_>, _decider: PlayerId, about: PmvDecision, choice: u32) {
        match about {
            PmvDecision::OrderSetCards {
                host,
                owner,
                chosen,
            } => answer_set_card_order(cx, host, owner, chosen, choice),
        }
    }

    /// At a table: put a card of your hand onto the field (set), or set it onto one of
    /// your field cards; set one of your field cards onto another (a field card set onto
    /// a field card does not enter anew, 11.3.8.b); and the frame's actions
    /// (`start-game` before the start; then the turn player's `next-phase` and
    /// `pass-turn`, and `concede`).
    fn table_actions(&self, game: &dyn Host, ext: &PmvState, player: PlayerId) -> Vec<PmvAction> {
        let st = game.state();
        let mine = |kind: ZoneKind| -> Vec<ObjectId> {
            st.zone(ZoneId {
                kind,
                player: Some(player),
            })
            .map(|z| z.cards.iter().map(|&c| st.object(c)).collect())
            .unwrap_or_default()
        };
        let hand = mine(HAND);
        let field = mine(FIELD);
        let mut out = Vec::new();
        for &card in &hand {
            out.push(PmvAction::Set { card, host: None });
            for &h in &field {
                out.push(PmvAction::Set {
                    card,
                    host: Some(h),
                });
            }
        }
        for &card in &field {
            for &h in &field {
                if card != h {
                    out.push(PmvAction::Set {
                        card,
                        host: Some(h),
                    });
                }
            }
        }
        out.retain(|a| self.check(game, ext, player, a).is_ok());
        out.extend(
            ryoiki_frame::table_actions(&PMV_FRAME, game, ext.frame.as_ref(), player)
                .into_iter()
                .map(PmvAction::Frame),
        );
        out
    }

    /// Setting a card names the card and its host (the objects `seat_form` writes).
    fn action_objects(&self, action: &PmvAction, each: &mut dyn FnMut(ObjectId)) {
        if let PmvAction::Set { card, host } = action {
            each(*card);
            if let Some(h) = host {
                each(*h);
            }
        }
    }

    /// Setting a card names the card and its host: each is written as the seat's handle.
    fn seat_form(
        &self,
        action: &PmvAction,
        handle: &mut dyn FnMut(ObjectId) -> Option<ryoiki_core::Handle>,
    ) -> Option<serde_json::Value> {
        let mut one = |o: ObjectId| handle(o).map(|h| serde_json::Value::String(h.to_string()));
        let (card, host) = match action {
            PmvAction::Set { card, host } => {
                let host = match host {
                    Some(h) => Some(one(*h)?),
                    None => None,
                };
                (Some(one(*card)?), host)
            }
            PmvAction::Frame(_) => (None, None),
        };
        let mut v = serde_json::to_value(action).ok()?;
        let fields = v.as_object_mut()?;
        for (key, seat) in [("card", card), ("host", host)] {
            if let Some(seat) = seat {
                *fields.get_mut(key)? = seat;
            }
        }
        Some(v)
    }

    fn public(&self, game: &dyn Host, ext: &PmvState, viewer: PlayerId) -> Option<Typed> {
        Some(Typed::new(PmvPublic::of(game, ext, viewer)))
    }
}

impl Framed for PhantomMagicVision {
    fn spec(&self) -> &'static FrameSpec {
        &PMV_FRAME
    }

    fn frame(state: &PmvState) -> Option<&Frame> {
        state.frame.as_ref()
    }

    fn frame_mut(state: &mut PmvState) -> &mut Option<Frame> {
        &mut state.frame
    }

    fn event(event: FrameEvent) -> PmvEvent {
        PmvEvent::Frame(event)
    }
}

// ---------------------------------------------------------------- set

/// A `set` that lacks what it needs; `key` names it in PMV's catalogue.
fn bad(key: &'static str) -> ActionError {
    ActionError::BadArgument {
        action: "set".into(),
        what: ryoiki_core::Phrase::new(crate::catalogue::messages(), key),
    }
}

/// The steps of setting `card` (onto `host`, or onto the field): 11.3.9 a–d with the
/// move between b and c, or 11.3.10 a–c with the move and the attach between a and b.
fn set_steps(
    game: &dyn Host,
    player: PlayerId,
    card: ObjectId,
    host: Option<ObjectId>,
) -> Result<Vec<Task>, ActionError> {
    let cs = game.resolve(card)?;
    let st = game.state();
    let from_field = in_field(st, card.card);
    if !matches!(cs.place, Place::Zone(_) | Place::Aside { .. }) {
        return Err(bad("pmv-need-card-in-zone"));
    }
    let Some(host) = host else {
        if from_field {
            if host_alive(st, card.card).is_none() {
                return Err(bad("pmv-need-card-set-on-another"));
            }
            return Ok(vec![game_task(PmvTask::Unset { card: card.card })]);
        }
        let c = card.card;
        return Ok(vec![
            game_task(PmvTask::EnterA { card: c }),
            game_task(PmvTask::EnterB { card: c }),
            Task::Move(MoveTask::new(
                card,
                player,
                Destination {
                    kind: FIELD,
                    player: None,
                },
                Cause::game("set"),
            )),
            game_task(PmvTask::EnterC { card: c }),
            game_task(PmvTask::EnterD { card: c }),
        ]);
    };
    game.resolve(host)?;
    if !in_field(st, host.card) {
        return Err(bad("pmv-need-host-on-field"));
    }
    if host.card == card.card || game.attachments_deep(card).contains(&host.card) {
        return Err(bad("pmv-need-other-host"));
    }
    let entering = !from_field;
    let c = card.card;
    let mut t = vec![game_task(PmvTask::SetA {
        card: c,
        host,
        entering,
    })];
    if entering {
        let Some(hz) = st.zone_of(host.card) else {
            return Err(bad("pmv-need-host-on-field"));
        };
        t.push(Task::Move(MoveTask::new(
            card,
            player,
            Destination {
                kind: hz.kind,
                player: hz.player,
            },
            Cause::game("set"),
        )));
    }
    t.push(Task::Attach { card: c, host });
    t.push(game_task(PmvTask::SetB {
        card: c,
        host,
        entering,
    }));
    t.push(game_task(PmvTask::SetC {
        card: c,
        host,
        entering,
    }));
    Ok(t)
}

/// Whether an effect says the card cannot be set (11.3.13).
fn cannot_be_set(state: &State, card: CardId) -> bool {
    state.effects().iter().any(|e| match &e.body {
        EffectBody::Prohibition { card: f, what } => {
            *what == Prohibited::Attach
                && f.matches(card, state.card(card).owner, |t| {
                    state.printed_side(card).has_type(t)
                })
        }
        _ => false,
    })
}

fn apply_set(cx: &mut Pcx<'_>, player: PlayerId, card: ObjectId, host: Option<ObjectId>) {
    if cannot_be_set(cx.state(), card.card) {
        // 11.3.13: the set does not happen at all, and the effect fails.
        cx.emit_core(Event {
            kind: EventKind::NotApplied {
                object: card,
                what: ryoiki_core::Unapplied::Set,
            },
            rules: cite(&[&["pmv-11.3.13"]]),
        });
        cx.ext_mut().failed = Some(card.card);
        cx.emit(
            PmvEvent::SetFailed {
                card,
                prohibited: true,
            },
            &[&["pmv-11.3.13"]],
        );
        return;
    }
    // `check` accepted this very action on this very state (the core applies an action
    // right after checking it), and `set_steps` only reads the state, so it cannot fail
    // here.
    let steps = set_steps(cx.game(), player, card, host).expect("checked by Process::check");
    schedule_tasks(cx, steps);
}
