//! # Phantom Magic Vision, chapter 11: the processes (その他の処理)
//!
//! The PMV rule set on the ryoiki core. The general processes of chapter 11 — put and
//! move (the core's move pipeline), extract, reveal and look, shuffle, choose at random,
//! split into groups, attach — are the core's; this crate names PMV's zones, says which
//! rule each step cites, and adds what is PMV's own:
//!
//! - **Zones**: deck (デッキ), hand (手札), field (場, active/sleep), underworld (冥界,
//!   ordered, public) and removed area (除外エリア), one each per player.
//! - **Put** (11.2.2): replacements first (core), leave and arrive (the `moved` event
//!   cites 11.2.2.b/c), then 'when put' effects (11.2.2.d) only if the card reached the
//!   instructed kind of zone.
//! - **Leaving the field** (11.3.3 a–h): [`RuleSet::before_leave`] schedules, for the
//!   set cards of a card leaving the field, 'discard' (a), the four discard timings (b–e)
//!   each for all set cards before the next, then the nested set cards (f, g); then each
//!   owner orders their own set cards for h (PMV's own decision, `order-set-cards`), while
//!   the card and its set cards are still together on the field; the card then moves,
//!   and [`RuleSet::after_arrive`] sends every set card to the top of its owner's
//!   underworld in the order chosen, with no decision between (h: at the same time).
//! - **Field to field** (11.3.11.d): set cards travel with their host.
//! - **Set** (`do = "set"`, [`PmvAction::Set`], 11.3.9 and 11.3.10) with steps a–d /
//!   a–c, interleaved when a card comes from outside the field onto a field card.
//! - **Power and the death state** (11.3.9.c): judged once all effects applied.
//!
//! ## Card abilities
//!
//! Abilities are declarative strings in a card's `abilities`:
//!
//! | text | meaning |
//! |---|---|
//! | `auto-gamma: <timing>: <act>` | when this card is the subject of `<timing>`, do `<act>` |
//! | `auto-gamma: any <timing>[ <type>]: <act>` | when any card (of `<type>`) is the subject |
//! | `auto-gamma: any when-set onto-any: <act>` | when any card is set onto any card |
//! | `auto-alpha: power <±n> self` / `others` | a continuous power change |
//!
//! Timings: `when-discarding`, `when-being-discarded`, `when-discarded`,
//! `after-being-discarded` (11.3.3.b–e), `when-entering`, `when-entered` (11.3.9.b/d),
//! `when-setting`, `when-set` (11.3.10.a/c), `when-put` (11.2.2.d). Acts: `record <word>`
//! (a `game` event whose code is `<word>`) or `move <zone>` (the card itself moves to its
//! owner's zone, at once, 11.1.1). A text that starts with `auto-alpha:`/`auto-gamma:`
//! but does not parse acts as nothing; [`ability_problems`] names it for a loader.
//!
//! An ability acts only while its card's text is live: on the field, not between steps
//! a and c of its own entering (11.3.9.c: its auto abilities become active at c), and,
//! for a set card, only if it is an equipment or talisman card (11.3.11.a/b). 'When put'
//! abilities act wherever the card arrives.
//!
//! ## Rule readings
//!
//! - 11.3.9.b–d: the entering card's own auto-γ abilities become active only at c, so
//!   its own 'when entering' (場に出る場合) abilities do not act at b; other cards' do.
//!   Its own 'when entered' (場に出た場合) abilities act at d.
//! - 11.3.3.b–e with 11.3.11.b: the set cards are still set cards during b–e, so only
//!   equipment and talisman set cards' own discard abilities act; other set cards' text
//!   is disabled. Cards elsewhere on the field watching discards act for every set card.
//! - 11.3.3.h: set cards at every depth go to the underworld together, each owner
//!   ordering their own.
//! - 11.3.15: a 'when set' ability that names no host (`any when-set`) acts only when a
//!   card is set onto the card that has it.
//! - 11.4.2 with 11.4.5: while a card is extracted, moves that reorder its zone are
//!   refused; a shuffle is allowed and leaves the extracted card out.
//! - 11.3.9.c: the death state belongs to the object that entered; a card that leaves the
//!   field becomes a new object, no longer in it. A card entering anew is judged anew.
//!
//! ## On the core's typed seam
//!
//! PMV's own state is [`PmvState`] (keyed by card, never by name: two cards may share a
//! name), its action [`PmvAction`], its steps of work [`PmvTask`] (run by
//! [`ryoiki_core::Process::run`], one function each), its events [`PmvEvent`] (in English and Japanese), and what every player sees
//! of its state [`PmvPublic`] (the power of each field card and which are in the death
//! state). Its one decision of its own ([`PmvDecision`]) is an owner ordering set cards
//! for 11.3.3.h.
//!
//! | module | what |
//! |---|---|
//! | [`zones`] | the zone catalogue, which cards are on a field |
//! | `frame` | [`PMV_FRAME`], the frame of a game: turns, phases, draw, concession (table conventions) |
//! | `catalogue` | PMV's message catalogue |
//! | `abilities` | the ability grammar and its parser, [`Timing`] |
//! | `state` | [`PmvState`], its parsed abilities, [`PmvPublic`] |
//! | `cards` | questions about cards: abilities now, set cards, live text, power now |
//! | `rule_set` | [`PhantomMagicVision`], [`PMV`], the process context |
//! | `tasks` | [`PmvAction`], [`PmvTask`] as data, scheduling them |
//! | `process` | [`ryoiki_core::Process`], the set action |
//! | `resolve` | resolving auto-γ abilities at a timing |
//! | `leaving` | leaving the field (11.3.3), carrying set cards (11.3.11.d), 11.1.2 |
//! | `entering` | entering alone (11.3.9), setting onto a card (11.3.10), 11.3.8.b |
//! | `events` | [`PmvEvent`], [`PmvDecision`] |

mod abilities;
mod cards;
mod catalogue;
mod entering;
mod events;
mod frame;
pub mod game;
mod leaving;
mod process;
mod resolve;
mod rule_set;
mod state;
mod tasks;
pub mod zones;

pub use abilities::{Timing, ability_problems};
pub use events::{PmvDecision, PmvEvent};
pub use frame::PMV_FRAME;
pub use game::GAME;
pub use rule_set::{PMV, PhantomMagicVision};
pub use state::{PmvPublic, PmvState, PublicCard};
pub use tasks::{PmvAction, PmvTask};
pub use zones::FROM_REMOVED_AREA;

use cards::{has_gamma, is_gear, power_now, set_cards_deep, set_onto, text_live};
use ryoiki_core::Host;
use ryoiki_core::{
    CardId, Cause, Destination, DynProcess, MoveTask, Names, ObjectId, Orientation, Place,
    PlayerId, PlayerSet, ProcessStep, Restriction, RuleId, RuleSet, Side, State, Task, ZoneId,
    ZoneKind, ZoneSpec,
};
use state::pmv;
use std::borrow::Cow;
use tasks::game_task;
use zones::{FIELD, REMOVED_AREA, SET_CARD_DISCARD, ZONES, in_field};

/// Room kept for set cards' lines when a host's characteristics are built (11.3.10.b):
/// a few, so that one or two gear cards' text fits without growing the list again.
const GEAR_LINES: usize = 4;

impl PhantomMagicVision {
    /// PMV's own characteristics: set cards' text (11.3.11.b, 11.3.10.b, 11.3.12) and
    /// power on the field.
    fn own_characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        let printed = state.printed_side(card);
        // 11.3.11.b: a set card that is neither equipment nor talisman has no text.
        if in_field(state, card) && !text_live(state, card) {
            let mut s = printed.clone();
            s.abilities.clear();
            return Cow::Owned(s);
        }
        let mut gear = set_onto(state, state.object(card))
            .filter(|&c| is_gear(state, c))
            .peekable();
        let power = in_field(state, card)
            .then(|| power_now(state, card))
            .flatten();
        if gear.peek().is_none() && power.is_none() {
            return Cow::Borrowed(printed);
        }
        // 11.3.10.b, 11.3.12: an equipment or talisman card's text counts as its host's.
        // Built with room for a few gear lines, so that adding them does not grow the
        // list again.
        let mut abilities = Vec::with_capacity(printed.abilities.len() + GEAR_LINES);
        abilities.extend(printed.abilities.iter().cloned());
        for g in gear {
            abilities.extend(state.printed_side(g).abilities.iter().cloned());
        }
        let mut s = Side {
            name: printed.name.clone(),
            types: printed.types.clone(),
            abilities,
            numbers: printed.numbers.clone(),
        };
        if let Some(power) = power {
            s.numbers.insert("power".into(), power);
        }
        Cow::Owned(s)
    }
}

impl RuleSet for PhantomMagicVision {
    fn key(&self) -> &'static str {
        "pmv"
    }

    fn names(&self) -> Names {
        Names::new("Phantom Magic Vision", "ファントムマジックビジョン")
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }

    fn default_player(
        &self,
        state: &State,
        card: CardId,
        kind: ZoneKind,
        processing: PlayerId,
    ) -> (PlayerId, &'static [RuleId]) {
        if kind == FIELD && !in_field(state, card) {
            (processing, &["pmv-11.3.8.a"])
        } else {
            (state.card(card).owner, &[])
        }
    }

    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        let _ = (state, card);
        // A card on a player's field is under that player's control.
        (to.kind == FIELD).then_some(to.player).flatten()
    }

    fn replacement_rules(&self) -> &'static [RuleId] {
        &["pmv-11.2.2.a"]
    }

    fn restriction(&self, state: &State, card: CardId, to: ZoneId, cause: &Cause) -> Restriction {
        let from = match state.card(card).place {
            Place::Zone(z) => Some(state.zones()[z as usize].id.kind),
            _ => None,
        };
        if from == Some(REMOVED_AREA) && to.kind != REMOVED_AREA && *cause != FROM_REMOVED_AREA {
            return Restriction::Stay(&["pmv-11.3.5"]);
        }
        Restriction::Allow
    }

    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        match (from == FIELD, to == FIELD) {
            (true, true) => (true, &["pmv-11.3.2", "pmv-11.2.2.b", "pmv-11.2.2.c"]),
            (true, false) => (false, &["pmv-11.2.2.b", "pmv-11.2.2.c"]),
            _ => (false, &["pmv-11.3.2", "pmv-11.2.2.b", "pmv-11.2.2.c"]),
        }
    }

    fn counts_as_put_into(
        &self,
        from: Option<ZoneKind>,
        to: ZoneKind,
    ) -> (bool, &'static [RuleId]) {
        let _ = (from, to);
        (true, &["pmv-11.2.2.d"])
    }

    fn arrival_knowledge(
        &self,
        state: &State,
        mv: &MoveTask,
        dest: ZoneId,
        saw: PlayerSet,
    ) -> PlayerSet {
        let _ = state;
        // 11.2.2.a: sent elsewhere by an 'instead' effect, the card loses everything
        // given to it, what players were shown of it included.
        if !mv.applied().is_empty() && dest.kind != mv.requested.kind {
            PlayerSet::NONE
        } else {
            saw
        }
    }

    fn turn_rules(&self, to: Orientation, applied: bool) -> &'static [RuleId] {
        match (to, applied) {
            (Orientation::Upright, true) => &["pmv-11.5.1"],
            (Orientation::Sideways, true) => &["pmv-11.5.2"],
            (_, false) => &["pmv-11.5.3"],
        }
    }

    fn attachments_share_orientation(&self) -> bool {
        true
    }

    /// Ability texts that start like PMV's grammar but do not parse are refused at setup,
    /// each with its card, rather than acting as nothing in play.
    fn setup_problems(&self, state: &State) -> Vec<ryoiki_core::Phrase> {
        let mut out = Vec::new();
        for (i, def) in state.defs().iter().enumerate() {
            for side in &def.sides {
                for p in ability_problems(&side.abilities) {
                    out.push(
                        ryoiki_core::Phrase::new(events::messages(), "pmv-setup-unreadable")
                            .arg("card", format!("c{i}"))
                            .arg("name", side.name.as_str())
                            .arg("problem", p),
                    );
                }
            }
        }
        out
    }

    fn process_rules(&self, process: ProcessStep) -> &'static [RuleId] {
        match process {
            ProcessStep::Attach => &["pmv-11.3.7"],
            ProcessStep::AttachProhibited => &["pmv-11.3.13"],
            ProcessStep::ShareOrientation => &["pmv-11.3.11.c"],
            ProcessStep::Extract => &["pmv-11.4.1"],
            ProcessStep::PutBack => &["pmv-11.4.3"],
            ProcessStep::ExtractFrozen => &["pmv-11.4.2"],
            ProcessStep::Shuffle => &["pmv-11.8.1"],
            ProcessStep::RandomUnknown => &["pmv-11.9.1", "pmv-11.9.2"],
            ProcessStep::Random => &["pmv-11.9.1"],
            ProcessStep::Split => &["pmv-11.10.1", "pmv-11.10.2"],
            ProcessStep::SplitImpossible => &["pmv-11.10.3"],
            ProcessStep::SplitShown => &["pmv-11.10.4"],
            ProcessStep::GroupsEnded => &["pmv-11.10.5"],
            ProcessStep::Look => &["pmv-11.7.1", "pmv-11.7.2"],
            ProcessStep::StaleMove => &["pmv-11.1.2"],
            ProcessStep::ExtractFailed | ProcessStep::TokenCeased => &[],
            // Chapter 11 does not speak of a position past the end of a zone, of
            // shuffling a card into a zone, or of durations.
            ProcessStep::PositionClamped
            | ProcessStep::ShuffleInto
            | ProcessStep::DurationEnded => &[],
        }
    }

    fn failed_extraction_destination(
        &self,
        state: &State,
        card: CardId,
    ) -> Option<(Destination, &'static [RuleId])> {
        Some((
            Destination {
                kind: REMOVED_AREA,
                player: Some(state.card(card).owner),
            },
            &["pmv-11.4.4"],
        ))
    }

    /// Characteristic-changing effects in force apply after PMV's own rules
    /// ([`characteristics::with_effects`](ryoiki_core::characteristics::with_effects)).
    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        ryoiki_core::characteristics::with_effects(
            state,
            card,
            self.own_characteristics(state, card),
        )
    }

    fn before_leave(&self, game: &dyn Host, mv: &MoveTask, dest: ZoneId) -> Vec<Task> {
        let st = game.state();
        if !in_field(st, mv.object.card) || dest.kind == FIELD || is_set_card_discard(&mv.cause) {
            return Vec::new();
        }
        let mut level: Vec<CardId> = set_onto(st, mv.object).collect();
        if level.is_empty() {
            return Vec::new();
        }
        // The levels of set cards, each discarded after the one before (11.3.3.f).
        let mut levels: Vec<Vec<CardId>> = Vec::with_capacity(1);
        while !level.is_empty() {
            let below = level
                .iter()
                .flat_map(|&c| set_onto(st, st.object(c)))
                .collect();
            levels.push(std::mem::replace(&mut level, below));
        }
        // Remember which set cards go to the underworld at h, even if an effect moves
        // one of them elsewhere meanwhile (11.1.2): each followed by its own, which with
        // one level is that level.
        let deep = match levels.as_slice() {
            [only] => only.iter().map(|&c| st.object(c)).collect(),
            _ => {
                let mut deep = Vec::new();
                set_cards_deep(st, mv.object, &mut deep);
                deep
            }
        };
        vec![game_task(PmvTask::LeaveField {
            host: mv.object.card,
            noted: Some(deep),
            levels,
            depth: 0,
            next: None,
        })]
    }

    fn after_arrive(
        &self,
        game: &dyn Host,
        mv: &MoveTask,
        new: ObjectId,
        from: Option<ZoneId>,
    ) -> Vec<Task> {
        let st = game.state();
        // The card has just arrived in a zone; were it anywhere else, nothing follows.
        let Some(to) = st.zone_of(new.card) else {
            return Vec::new();
        };
        let mut tasks = Vec::new();
        let from_field = from.is_some_and(|z| z.kind == FIELD);
        if from_field
            && to.kind != FIELD
            && !is_set_card_discard(&mv.cause)
            && pmv(st).leaving.contains_key(&new.card)
        {
            tasks.push(game_task(PmvTask::SetCardsToUnderworld {
                host: new.card,
                cards: Vec::new(),
            }));
        }
        if from_field && to.kind == FIELD {
            let set: Vec<CardId> = game
                .attachments_deep(new)
                .into_iter()
                .filter(|&c| st.zone_of(c) != Some(to))
                .collect();
            if !set.is_empty() {
                tasks.push(game_task(PmvTask::Carry { cards: set, to }));
            }
        }
        // 11.2.2.d: 'when put' effects, only if the put reached the instructed zone
        // (11.2.2.a: a put sent elsewhere by a replacement has ended).
        if to.kind == mv.requested.kind
            && from != Some(to)
            && has_gamma(st, new.card, Timing::WhenPut, false)
        {
            tasks.push(game_task(PmvTask::WhenPut { card: new.card }));
        }
        if !tasks.is_empty() {
            // Last, once the work the arrival set off is done: 11.1.2's second half. The
            // card's own move has happened, so the process counts as done even if that
            // work moved the card on.
            tasks.push(game_task(PmvTask::MoveDone {
                object: new,
                zone: to,
            }));
        }
        tasks
    }

    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }

    fn game_actions(&self) -> &'static [&'static str] {
        &[
            "set",
            "start-game",
            "next-phase",
            "pass-turn",
            "adjust-life",
            "concede",
        ]
    }

    /// Once the game has started (`start-game`), the turn player acts until they pass
    /// the turn; before, no one in particular (the table passes the move seat by seat).
    fn to_act(&self, state: &State) -> Option<PlayerId> {
        pmv(state).frame.as_ref().and_then(|f| f.to_act())
    }

    /// Over once one player remains (pmv-table-concede) or none does.
    fn game_over(&self, state: &State) -> bool {
        pmv(state).frame.as_ref().is_some_and(|f| f.over)
    }
}

/// Whether a move is a set card's own discard as its host leaves (11.3.3.a).
fn is_set_card_discard(cause: &Cause) -> bool {
    *cause == SET_CARD_DISCARD
}
