//! PMV's own processes on the core's typed seam: the action a player takes
//! ([`PmvAction`]), the steps of work it and the move pipeline's hooks schedule
//! ([`PmvTask`]), and [`Process`] for [`PhantomMagicVision`], which checks and applies the
//! action and runs each step in a function of its own.

use crate::PhantomMagicVision;
use crate::abilities::{Ability, Act, Filter, Timing, abilities, power_steps};
use crate::events::{PmvDecision, PmvEvent};
use crate::state::{
    PmvPublic, PmvState, auto_active, field_cards, host_alive, in_field, is_character, is_gear,
    text_live,
};
use crate::zones::{FIELD, HAND, UNDERWORLD};
use ryoiki_core::{
    ActionError, CardId, Cause, Cx, Destination, EffectBody, Event, EventKind, Game, MoveTask,
    ObjectId, Place, PlayerId, Process, Prohibited, RuleId, State, Task, Typed, ZoneId, ZoneKind,
    cite,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a player may do in PMV's own terms (scenario files: `do = "<name>"` with the
/// fields as keys).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "kebab-case")]
pub enum PmvAction {
    /// Set a card (11.3.6): onto the field alone (11.3.9), or onto a field card `host`
    /// (11.3.10); from outside the field it enters the field (11.3.8).
    Set {
        /// The card to set.
        card: ObjectId,
        /// The field card to set it onto; none: onto the field itself.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        host: Option<ObjectId>,
    },
}

/// One step of PMV's own work, scheduled on the core's agenda.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "kebab-case")]
pub enum PmvTask {
    /// Remember which set cards go to the underworld with `host` at 11.3.3.h.
    NoteSetCards {
        /// The card leaving the field.
        host: CardId,
        /// Its set cards at every depth.
        cards: Vec<ObjectId>,
    },
    /// Apply 'discard' to one level of set cards (11.3.3.a, f).
    Discard {
        /// The set cards.
        cards: Vec<CardId>,
        /// 0 for the leaving card's own set cards, more for set cards of set cards.
        depth: u32,
    },
    /// Resolve one discard timing for one level of set cards (11.3.3.b–e, g).
    DiscardTiming {
        /// The set cards.
        cards: Vec<CardId>,
        /// The timing.
        timing: Timing,
        /// As for [`PmvTask::Discard`].
        depth: u32,
    },
    /// The card that left the field has arrived: its set cards go to the top of their
    /// owners' underworlds (11.3.3.h).
    SetCardsToUnderworld {
        /// The card that left the field.
        host: CardId,
        /// Its set cards as noted when it began to leave.
        cards: Vec<ObjectId>,
    },
    /// Move set cards along with their host from field to field (11.3.11.d).
    Carry {
        /// The set cards.
        cards: Vec<CardId>,
        /// The field their host moved to.
        to: ZoneId,
    },
    /// Resolve a card's own 'when put' abilities (11.2.2.d).
    WhenPut {
        /// The card put.
        card: CardId,
    },
    /// The work a move set off is done: if the card has moved on, its move still counts
    /// as done (11.1.2).
    MoveDone {
        /// The card as it arrived.
        object: ObjectId,
        /// Where it arrived.
        zone: ZoneId,
    },
    /// 11.3.9.a: a character card entering alone is a character from now.
    EnterA {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.9.b: 'when entering' effects.
    EnterB {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.9.c: auto abilities become active; the death state is judged at the end.
    EnterC {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.9.d: 'when entered' effects.
    EnterD {
        /// The entering card.
        card: CardId,
    },
    /// 11.3.10.a: 'when setting' effects (and 'when entering', if it enters).
    SetA {
        /// The card being set.
        card: CardId,
        /// The card it is set onto.
        host: ObjectId,
        /// Whether it enters the field by it.
        entering: bool,
    },
    /// 11.3.10.b: the card is a set card now (or the set failed).
    SetB {
        /// The card being set.
        card: CardId,
        /// The card it is set onto.
        host: ObjectId,
        /// Whether it enters the field by it.
        entering: bool,
    },
    /// 11.3.10.c: 'when set' effects (and 'when entered', if it entered).
    SetC {
        /// The card being set.
        card: CardId,
        /// The card it is set onto.
        host: ObjectId,
        /// Whether it entered the field by it.
        entering: bool,
    },
    /// A set card on the field is set onto the field itself: it stops being a set card
    /// and does not enter anew (11.3.8.b).
    Unset {
        /// The set card.
        card: CardId,
    },
}

/// A step of PMV's work as a core task (for the move pipeline's hooks).
pub(crate) fn game_task(task: PmvTask) -> Task {
    Task::Game(Typed::new(task))
}

type Pcx<'a> = Cx<'a, PhantomMagicVision>;

/// Schedules core tasks to run next, in the order given.
fn schedule_tasks(cx: &mut Pcx<'_>, tasks: Vec<Task>) {
    for t in tasks.into_iter().rev() {
        cx.schedule_core(t);
    }
}

impl Process for PhantomMagicVision {
    type State = PmvState;
    type Action = PmvAction;
    type Task = PmvTask;
    type Decision = PmvDecision;
    type Event = PmvEvent;

    fn start(&self, state: &State) -> PmvState {
        let _ = state;
        PmvState::default()
    }

    fn check(
        &self,
        game: &Game,
        ext: &PmvState,
        player: PlayerId,
        action: &PmvAction,
    ) -> Result<(), ActionError> {
        let _ = ext;
        match action {
            PmvAction::Set { card, host } => set_steps(game, player, *card, *host).map(|_| ()),
        }
    }

    fn apply(&self, cx: &mut Pcx<'_>, player: PlayerId, action: PmvAction) {
        match action {
            PmvAction::Set { card, host } => apply_set(cx, player, card, host),
        }
    }

    fn run(&self, cx: &mut Pcx<'_>, task: PmvTask) {
        match task {
            PmvTask::NoteSetCards { host, cards } => {
                cx.ext_mut().leaving.insert(host, cards);
            }
            PmvTask::Discard { cards, depth } => run_discard(cx, &cards, depth),
            PmvTask::DiscardTiming {
                cards,
                timing,
                depth,
            } => run_discard_timing(cx, cards, timing, depth),
            PmvTask::SetCardsToUnderworld { host, cards } => {
                run_set_cards_to_underworld(cx, host, cards)
            }
            PmvTask::Carry { cards, to } => run_carry(cx, &cards, to),
            PmvTask::WhenPut { card } => resolve_timing(
                cx,
                Timing::WhenPut,
                &[card],
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

    /// At a table: put a card of your hand onto the field (set), or set it onto one of
    /// your field cards; set one of your field cards onto another (a field card set onto
    /// a field card does not enter anew, 11.3.8.b).
    fn table_actions(&self, game: &Game, ext: &PmvState, player: PlayerId) -> Vec<PmvAction> {
        let _ = ext;
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
        out
    }

    fn public(&self, game: &Game, ext: &PmvState, viewer: PlayerId) -> Option<Typed> {
        Some(Typed::new(PmvPublic::of(game, ext, viewer)))
    }
}

// ---------------------------------------------------------------- set

fn bad(what: &str) -> ActionError {
    ActionError::BadArgument {
        action: "set".into(),
        what: what.to_string(),
    }
}

/// The steps of setting `card` (onto `host`, or onto the field): 11.3.9 a–d with the
/// move between b and c, or 11.3.10 a–c with the move and the attach between a and b.
fn set_steps(
    game: &Game,
    player: PlayerId,
    card: ObjectId,
    host: Option<ObjectId>,
) -> Result<Vec<Task>, ActionError> {
    let cs = game.resolve(card)?;
    let st = game.state();
    let from_field = in_field(st, card.card);
    if !matches!(cs.place, Place::Zone(_) | Place::Aside { .. }) {
        return Err(bad("a card in a zone or extracted from one"));
    }
    let Some(host) = host else {
        if from_field {
            if host_alive(st, card.card).is_none() {
                return Err(bad("a card not already alone on the field"));
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
                Cause::Special("set".into()),
            )),
            game_task(PmvTask::EnterC { card: c }),
            game_task(PmvTask::EnterD { card: c }),
        ]);
    };
    game.resolve(host)?;
    if !in_field(st, host.card) {
        return Err(bad("a host on the field"));
    }
    if host.card == card.card || game.attachments_deep(card).contains(&host.card) {
        return Err(bad("a host that is not the card nor set on it"));
    }
    let entering = !from_field;
    let c = card.card;
    let mut t = vec![game_task(PmvTask::SetA {
        card: c,
        host,
        entering,
    })];
    if entering {
        let hz = st.zone_of(host.card).expect("on the field");
        t.push(Task::Move(MoveTask::new(
            card,
            player,
            Destination {
                kind: hz.kind,
                player: hz.player,
            },
            Cause::Special("set".into()),
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
    state.effects.iter().any(|e| match &e.body {
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
                what: "set",
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
    // `check` accepted this very action on this very state, and `set_steps` only reads it.
    let steps = set_steps(cx.game(), player, card, host).expect("checked by Process::check");
    schedule_tasks(cx, steps);
}

// ---------------------------------------------------------------- auto-γ

/// The abilities that act when `subject` is the subject of `timing`: its own if
/// `own_active` says its text acts, then every other active field card's `any` ones.
fn acting(
    st: &State,
    timing: Timing,
    subject: CardId,
    own_active: fn(&State, CardId) -> bool,
    host: Option<CardId>,
) -> Vec<(CardId, Act)> {
    let mut out = Vec::new();
    if own_active(st, subject) {
        for a in abilities(st, subject) {
            if let Ability::Gamma {
                any: false,
                timing: t,
                act,
                ..
            } = a
                && t == timing
            {
                out.push((subject, act));
            }
        }
    }
    for w in field_cards(st) {
        if w == subject || !auto_active(st, w) {
            continue;
        }
        for a in abilities(st, w) {
            if let Ability::Gamma {
                any: true,
                timing: t,
                filter,
                act,
            } = a
                && t == timing
            {
                let ok = match &filter {
                    // 11.3.15: 'when set' naming no host means this card.
                    None if timing == Timing::WhenSet => host == Some(w),
                    None | Some(Filter::OntoAny) => true,
                    Some(Filter::Character) => is_character(st, subject),
                    Some(Filter::Type(ty)) => st.printed_side(subject).has_type(ty),
                };
                if ok {
                    out.push((w, act));
                }
            }
        }
    }
    out
}

/// Resolves the auto-γ abilities of one timing for `subjects` (11.1.1: at once). Acts
/// that move a card are scheduled to run next, in order.
fn resolve_timing(
    cx: &mut Pcx<'_>,
    timing: Timing,
    subjects: &[CardId],
    own_active: fn(&State, CardId) -> bool,
    host: Option<CardId>,
    rules: &'static [RuleId],
) {
    let mut moves = Vec::new();
    for &s in subjects {
        for (source, act) in acting(cx.state(), timing, s, own_active, host) {
            let so = cx.state().object(source);
            let subject = cx.state().object(s);
            match act {
                Act::Record(word) => cx.emit(
                    PmvEvent::Recorded {
                        word,
                        source: so,
                        subject,
                        timing,
                    },
                    &[rules],
                ),
                Act::Move(kind) => {
                    cx.emit(
                        PmvEvent::AbilityMove {
                            source: so,
                            timing,
                            to: kind,
                        },
                        &[rules],
                    );
                    let owner = cx.state().card(source).owner;
                    moves.push(Task::Move(MoveTask::new(
                        so,
                        owner,
                        Destination {
                            kind,
                            player: Some(owner),
                        },
                        Cause::Instruction,
                    )));
                }
            }
        }
    }
    schedule_tasks(cx, moves);
}

// ---------------------------------------------------------------- leaving the field

fn run_discard(cx: &mut Pcx<'_>, cards: &[CardId], depth: u32) {
    let cards = cards.iter().map(|&c| cx.state().object(c)).collect();
    let rules: &'static [RuleId] = if depth > 0 {
        &["pmv-11.3.3.f", "pmv-11.3.3.g"]
    } else {
        &["pmv-11.3.3.a"]
    };
    cx.emit(PmvEvent::Discard { cards }, &[rules]);
}

fn discard_rules(timing: Timing, depth: u32) -> &'static [RuleId] {
    match (timing, depth > 0) {
        (Timing::WhenDiscarding, false) => &["pmv-11.3.3.b"],
        (Timing::WhenBeingDiscarded, false) => &["pmv-11.3.3.c"],
        (Timing::WhenDiscarded, false) => &["pmv-11.3.3.d"],
        (_, false) => &["pmv-11.3.3.e"],
        (Timing::WhenDiscarding, true) => &["pmv-11.3.3.b", "pmv-11.3.3.g"],
        (Timing::WhenBeingDiscarded, true) => &["pmv-11.3.3.c", "pmv-11.3.3.g"],
        (Timing::WhenDiscarded, true) => &["pmv-11.3.3.d", "pmv-11.3.3.g"],
        (_, true) => &["pmv-11.3.3.e", "pmv-11.3.3.g"],
    }
}

fn run_discard_timing(cx: &mut Pcx<'_>, cards: Vec<CardId>, timing: Timing, depth: u32) {
    let cards: Vec<CardId> = cards
        .into_iter()
        .filter(|&c| in_field(cx.state(), c))
        .collect();
    let rules = discard_rules(timing, depth);
    let objects = cards.iter().map(|&c| cx.state().object(c)).collect();
    cx.emit(
        PmvEvent::Resolving {
            timing,
            cards: objects,
        },
        &[rules],
    );
    // The set cards are still set: only equipment and talisman set cards' own text is
    // live (11.3.11.a/b).
    resolve_timing(
        cx,
        timing,
        &cards,
        |st, c| in_field(st, c) && text_live(st, c),
        None,
        rules,
    );
}

fn run_set_cards_to_underworld(cx: &mut Pcx<'_>, host: CardId, cards: Vec<ObjectId>) {
    let st = cx.state();
    let event = PmvEvent::HostArrived {
        host: st.object(host),
        zone: st.zone_of(host),
    };
    cx.emit(event, &[&["pmv-11.3.3.h"]]);
    cx.ext_mut().leaving.remove(&host);
    let mut by_owner: BTreeMap<PlayerId, Vec<ObjectId>> = BTreeMap::new();
    for o in cards {
        let st = cx.state();
        if st.card(o.card).generation != o.generation {
            cx.emit(PmvEvent::MoveEnded { card: o }, &[&["pmv-11.1.2"]]);
            continue;
        }
        by_owner.entry(st.card(o.card).owner).or_default().push(o);
    }
    let all: Vec<ObjectId> = by_owner.values().flatten().copied().collect();
    if all.is_empty() {
        return;
    }
    cx.emit(
        PmvEvent::SetCardsToUnderworld { cards: all },
        &[&["pmv-11.3.3.h"]],
    );
    let tasks = by_owner
        .into_iter()
        .map(|(owner, objs)| {
            let template = MoveTask::new(
                objs[0],
                owner,
                Destination {
                    kind: UNDERWORLD,
                    player: Some(owner),
                },
                Cause::Special(crate::zones::SET_CARD_DISCARD.into()),
            );
            Task::Order {
                remaining: objs,
                chosen: Vec::new(),
                template,
                decider: owner,
            }
        })
        .collect();
    schedule_tasks(cx, tasks);
}

fn run_carry(cx: &mut Pcx<'_>, cards: &[CardId], to: ZoneId) {
    let objects: Vec<ObjectId> = cards.iter().map(|&c| cx.state().object(c)).collect();
    cx.emit(
        PmvEvent::Carried {
            cards: objects.clone(),
        },
        &[&["pmv-11.3.11.d"]],
    );
    let tasks = objects
        .into_iter()
        .map(|o| {
            Task::Move(MoveTask::new(
                o,
                to.player.unwrap_or(PlayerId(0)),
                Destination {
                    kind: to.kind,
                    player: to.player,
                },
                Cause::Special("carried".into()),
            ))
        })
        .collect();
    schedule_tasks(cx, tasks);
}

fn run_move_done(cx: &mut Pcx<'_>, object: ObjectId, zone: ZoneId) {
    if cx.state().object(object.card) != object {
        cx.emit(
            PmvEvent::MoveCountedDone { object, zone },
            &[&["pmv-11.1.2"]],
        );
    }
}

// ---------------------------------------------------------------- entering alone

fn enter_a(cx: &mut Pcx<'_>, card: CardId) {
    cx.ext_mut().entering.insert(card);
    if cx.state().printed_side(card).has_type("character") {
        cx.ext_mut().characters.insert(card);
        let o = cx.state().object(card);
        cx.emit(PmvEvent::BecomesCharacter { card: o }, &[&["pmv-11.3.9.a"]]);
    }
}

fn enter_b(cx: &mut Pcx<'_>, card: CardId) {
    let o = cx.state().object(card);
    let rules: &'static [RuleId] = &["pmv-11.3.9.b"];
    cx.emit(
        PmvEvent::Resolving {
            timing: Timing::WhenEntering,
            cards: vec![o],
        },
        &[rules],
    );
    resolve_timing(cx, Timing::WhenEntering, &[card], auto_active, None, rules);
}

/// Step c of entering (11.3.9.c): the card's auto abilities become active; power
/// changes are applied one by one and the death state is judged only at the end.
fn enter_c(cx: &mut Pcx<'_>, card: CardId) {
    cx.ext_mut().characters.remove(&card);
    cx.ext_mut().entering.remove(&card);
    if !in_field(cx.state(), card) {
        return;
    }
    let rules: &'static [RuleId] = &["pmv-11.3.9.c"];
    let o = cx.state().object(card);
    cx.emit(
        PmvEvent::AbilitiesActive {
            card: o,
            set_card: false,
        },
        &[rules],
    );
    let Some((base, steps)) = power_steps(cx.state(), card) else {
        return;
    };
    let mut power = base;
    for (src, delta) in steps {
        power += delta;
        let source = cx.state().object(src);
        let event = PmvEvent::PowerApplied {
            card: o,
            source,
            delta,
            power,
        };
        cx.emit(event, &[rules]);
    }
    let ext = cx.ext_mut();
    ext.power.insert(card, power);
    let dead = power <= 0;
    if dead {
        ext.death_state.insert(o);
    } else {
        ext.death_state.remove(&o);
    }
    cx.emit(PmvEvent::DeathStateChecked { card: o, power }, &[rules]);
    if dead {
        cx.emit(PmvEvent::DeathState { card: o, power }, &[rules]);
    }
}

fn enter_d(cx: &mut Pcx<'_>, card: CardId) {
    if !in_field(cx.state(), card) {
        return;
    }
    let o = cx.state().object(card);
    let rules: &'static [RuleId] = &["pmv-11.3.9.d"];
    cx.emit(
        PmvEvent::Resolving {
            timing: Timing::WhenEntered,
            cards: vec![o],
        },
        &[rules],
    );
    resolve_timing(cx, Timing::WhenEntered, &[card], auto_active, None, rules);
}

// ---------------------------------------------------------------- setting onto a card

fn set_a(cx: &mut Pcx<'_>, card: CardId, host: ObjectId, entering: bool) {
    if entering {
        cx.ext_mut().entering.insert(card);
    }
    let o = cx.state().object(card);
    let rules: &'static [RuleId] = &["pmv-11.3.10.a"];
    cx.emit(
        PmvEvent::Resolving {
            timing: Timing::WhenSetting,
            cards: vec![o],
        },
        &[rules],
    );
    resolve_timing(
        cx,
        Timing::WhenSetting,
        &[card],
        auto_active,
        Some(host.card),
        rules,
    );
    if entering {
        resolve_timing(
            cx,
            Timing::WhenEntering,
            &[card],
            auto_active,
            None,
            &["pmv-11.3.10", "pmv-11.3.9.b"],
        );
    }
}

fn set_b(cx: &mut Pcx<'_>, card: CardId, host: ObjectId, entering: bool) {
    let o = cx.state().object(card);
    if cx.state().card(card).attached_to != Some(host) {
        let ext = cx.ext_mut();
        ext.entering.remove(&card);
        ext.failed = Some(card);
        cx.emit(
            PmvEvent::SetFailed {
                card: o,
                prohibited: false,
            },
            &[&["pmv-11.3.13"]],
        );
        return;
    }
    let rules: &'static [RuleId] = if entering {
        &["pmv-11.3.10.b", "pmv-11.3.10", "pmv-11.3.6"]
    } else {
        &["pmv-11.3.10.b", "pmv-11.3.8.b", "pmv-11.3.6"]
    };
    cx.emit(
        PmvEvent::Set {
            card: o,
            host: Some(host),
            entering,
        },
        &[rules],
    );
    if entering {
        cx.ext_mut().entering.remove(&card);
        if is_gear(cx.state(), card) {
            cx.emit(
                PmvEvent::AbilitiesActive {
                    card: o,
                    set_card: true,
                },
                &[&["pmv-11.3.10.b", "pmv-11.3.9.c"]],
            );
        }
    }
}

fn set_c(cx: &mut Pcx<'_>, card: CardId, host: ObjectId, entering: bool) {
    if cx.state().card(card).attached_to != Some(host) {
        return;
    }
    let o = cx.state().object(card);
    cx.emit(
        PmvEvent::Resolving {
            timing: Timing::WhenSet,
            cards: vec![o],
        },
        &[&["pmv-11.3.10.c"]],
    );
    resolve_timing(
        cx,
        Timing::WhenSet,
        &[card],
        auto_active,
        Some(host.card),
        &["pmv-11.3.10.c", "pmv-11.3.15"],
    );
    if entering {
        resolve_timing(
            cx,
            Timing::WhenEntered,
            &[card],
            auto_active,
            None,
            &["pmv-11.3.10", "pmv-11.3.9.d"],
        );
    }
}

fn unset(cx: &mut Pcx<'_>, card: CardId) {
    let o = cx.state().object(card);
    cx.set_attached(card, None);
    cx.emit(
        PmvEvent::Set {
            card: o,
            host: None,
            entering: false,
        },
        &[&["pmv-11.3.8.b"]],
    );
}
