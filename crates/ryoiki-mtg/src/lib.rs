//! # Magic: The Gathering, rule 217 (2009 text) and Planechase (rule 901)
//!
//! The Magic rule set on the ryoiki core. Rule 217's zones are the zone catalogue:
//! library, hand and graveyard per player; in play, stack, removed from game, ante and
//! the phased-out zone shared; plus the shared command zone Planechase needs (901.4).
//! 217.1a is [`RuleSet::redirect`] and [`RuleSet::restriction`]; 217.1c's new-object rule
//! is [`RuleSet::keeps_identity`] with its exceptions carried out by the actions; 217.1d
//! is the core's replacement pipeline plus the `destroy` action's choice of event
//! ([`destroy`]).
//!
//! Planechase is Magic plus a planar deck: turns, priority, the stack, mana pools, the
//! planar die and planeswalking live in [`ext::MtgState`] (the core's typed `ext` slot)
//! and are driven by Magic's own actions on the core's typed seam ([`Process`]):
//!
//! | module | what |
//! |---|---|
//! | [`actions`] | [`actions::MtgAction`], [`actions::MtgTask`], the dispatch of actions and tasks |
//! | [`checks`] | the check of each action |
//! | [`priority`] | priority, the stack, resolving |
//! | [`turn`] | the turn's steps (2009 rules 300–314), drawing, the cleanup |
//! | [`start`] | `start-game`: shuffling, who plays first, opening hands, mulligans (2009 rule 101) |
//! | [`sba`] | state-based effects (2009 rule 420.5), damage marked on creatures |
//! | [`outcome`] | losing, conceding, winning, a draw (2009 rule 102) |
//! | [`planar`] | planar deck, die, planeswalking, phenomena, planar controller |
//! | [`destroy`] | destroy and its replacement choices (217.1d) |
//! | [`custom`] | real cards written in Rust with the core's custom-effect API (Leyline of the Void, Rest in Peace, Soul Warden, Glorious Anthem) |
//! | [`leave`] | a player leaving (901.10 …) |
//! | [`events`] | [`events::MtgEvent`], [`events::MtgDecision`] in English and Japanese |
//! | [`public`] | what every player sees of Magic's state |
//!
//! Variants are game options:
//! `variant = "two-headed-giant" | "grand-melee" | "single-planar-deck"`,
//! `range_of_influence = "1"`, `turn_markers = "alice,carol"` (Grand Melee),
//! `planar_shuffle = "random" | "none"` (whether the planar decks are shuffled at the
//! start; `none` keeps the set-up order for tests), `mode = "rules" | "manual"` (what a
//! seat at a table is offered, see below).
//!
//! A game is played to its end under the rules once `start-game` has run: the turn is
//! walked step by step, state-based effects are checked whenever a player would
//! receive priority, and the game ends with a winner or a draw. From then on a seat at
//! a table is offered only game actions (pass, cast, activate, roll the planar die,
//! concede, answer a decision), unless `mode = "manual"` keeps the free moves of any
//! card; with `mode = "rules"` the table also offers `start-game` before it has run. A
//! game that never runs `start-game` (most scenarios, set up mid-turn) keeps the free
//! moves and walks phases only. An unknown option or value refuses
//! the setup, naming the valid values ([`ext::option_problems`]).
//!
//! The planar deck is the face-down plane and phenomenon cards in the command zone, in
//! zone order (the last is the top); a face-up one is a turned-over plane or phenomenon.
//! A card never leaves the command zone by being turned over (901.4). A face-down planar
//! deck is a hidden stack whose order nobody knows: `start-planechase` shuffles each one
//! with the game's RNG (901.3; rule 103.1 of the current comprehensive rules, outside the
//! 2009 text, says every deck starts in a random order), unless `planar_shuffle = "none"`.

pub mod abilities;
mod ability;
mod action;
pub mod actions;
mod catalogue;
pub mod checks;
pub mod combat;
pub mod combat_state;
mod common;
pub mod cost;
mod counters;
pub mod custom;
pub mod deck;
pub mod destroy;
pub mod events;
pub mod ext;
mod face;
pub mod game;
pub mod keywords;
pub mod lands;
pub mod leave;
mod magic;
pub mod mana;
mod objects;
pub mod outcome;
pub mod planar;
mod planes;
pub mod play_events;
pub mod priority;
pub mod public;
pub mod sba;
mod seat_form;
pub mod spell;
mod stack;
pub mod start;
pub mod symbols;
pub mod tokens;
pub mod turn;
pub mod zones;

pub use abilities::OwnLines;
pub use magic::{MTG, Magic};

pub use game::GAME;

use actions::{MtgAction, MtgTask};
use events::{MtgDecision, MtgEvent};
use ext::{ItemKind, MtgState, Variant, mtg_state, variant};
use ryoiki_core::Host;
use ryoiki_core::{
    ActionError, CardId, Cause, Cx, DynProcess, Facing, Flow, MoveTask, Names, ObjectId, Place,
    PlayerId, Process, ProcessStep, Restriction, RuleId, RuleSet, Side, State, Task, Typed, ZoneId,
    ZoneKind, ZoneSpec,
};
use std::borrow::Cow;
use zones::*;

/// Whether a card is an instant or a sorcery.
fn is_instant_or_sorcery(side: &Side) -> bool {
    side.has_type("instant") || side.has_type("sorcery")
}

impl RuleSet for Magic {
    fn key(&self) -> &'static str {
        "mtg"
    }

    fn names(&self) -> Names {
        Names::new("Magic: The Gathering", "マジック：ザ・ギャザリング")
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }

    /// The game options ([`ext::option_problems`]: an unknown variant or option, a bad
    /// range of influence, unknown turn-marker holders, each with the valid values), and
    /// ability lines whose numbers the engine cannot hold ([`abilities::line_problem`]).
    fn setup_problems(&self, state: &State) -> Vec<ryoiki_core::Phrase> {
        let mut out = ext::option_problems(state);
        for (i, def) in state.defs().iter().enumerate() {
            for side in &def.sides {
                for line in &side.abilities {
                    if let Some(p) = abilities::line_problem(line) {
                        out.push(
                            ryoiki_core::Phrase::new(events::messages(), "mtg-setup-ability")
                                .arg("card", format!("c{i}"))
                                .arg("name", side.name.as_str())
                                .arg("line", line.as_str())
                                .arg("problem", p),
                        );
                    }
                }
            }
        }
        out
    }

    /// 217.1a: a library, graveyard or hand is always the owner's.
    fn redirect(
        &self,
        state: &State,
        card: CardId,
        to: ZoneId,
    ) -> Option<(ZoneId, &'static [RuleId])> {
        let owner = state.card(card).owner;
        if matches!(to.kind, LIBRARY | GRAVEYARD | HAND) && to.player != Some(owner) {
            return Some((
                ZoneId {
                    kind: to.kind,
                    player: Some(owner),
                },
                &["mtg-217.1a"],
            ));
        }
        None
    }

    fn replacement_rules(&self) -> &'static [RuleId] {
        &["mtg-217.1d"]
    }

    /// 217.1a: an instant or sorcery card that would come into play stays where it was.
    fn restriction(&self, state: &State, card: CardId, to: ZoneId, _cause: &Cause) -> Restriction {
        if to.kind == IN_PLAY && is_instant_or_sorcery(&self.characteristics(state, card)) {
            return Restriction::Stay(&["mtg-217.1a"]);
        }
        Restriction::Allow
    }

    /// 217.1c: a zone change makes a new object, except phasing (exception 5): in play to
    /// the phased-out zone and back keeps the permanent and its state.
    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        let phasing = matches!((from, to), (IN_PLAY, PHASED_OUT) | (PHASED_OUT, IN_PLAY));
        (phasing, &["mtg-217.1c"])
    }

    /// Permanents come into play under their owner's control unless a process says
    /// otherwise (a resolving spell sets its caster); spells on the stack are controlled
    /// by their owner until cast sets the caster; phasing keeps the controller.
    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        match to.kind {
            IN_PLAY | STACK => state.card(card).controller.or(Some(state.card(card).owner)),
            PHASED_OUT => state.card(card).controller,
            _ => None,
        }
    }

    fn order_rules(&self) -> &'static [RuleId] {
        &["mtg-217.1b"]
    }

    /// "Until you planeswalk" (`planeswalk:<player>`) ends when that player planeswalks
    /// (901.11).
    fn happening_rules(&self, happening: &ryoiki_core::Happening) -> &'static [RuleId] {
        match happening {
            ryoiki_core::Happening::Named(n) if n.starts_with("planeswalk:") => &["mtg-901.11"],
            ryoiki_core::Happening::EndOfTurn => &["mtg-2009-314.2"],
            _ => &[],
        }
    }

    /// A position past the end of a library: the 2009 text of 217 has no rule for it
    /// (later rules put the card at the bottom); the order is one effects set (217.1b),
    /// so the arrival cites 217.1b. A token that has left play ceases to exist: it is an
    /// object with no card to become a new object of (217.1c; the 2009 rule on tokens
    /// itself is outside the rule text this engine follows).
    fn process_rules(&self, process: ProcessStep) -> &'static [RuleId] {
        match process {
            ProcessStep::TokenCeased => &["mtg-217.1c"],
            ProcessStep::PositionClamped => &["mtg-217.1b"],
            // An effect lasting while its source stays in play ends when the source
            // becomes a new object elsewhere (217.1c).
            ProcessStep::DurationEnded => &["mtg-217.1c"],
            _ => &[],
        }
    }

    fn orientation_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// Current characteristics ([`abilities`]: printed, Magic's own additions, then
    /// the characteristic-changing effects in force, in their layers).
    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        abilities::characteristics(state, card)
    }

    /// The printed side's name: Magic's own additions, counters and the core's
    /// declared changes touch types, abilities and numbers, never a name; only while
    /// an effect written in Rust is in force are the whole characteristics built.
    fn current_name<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, str> {
        if state
            .effects()
            .iter()
            .any(|e| matches!(e.body, ryoiki_core::EffectBody::Custom(_)))
        {
            return match abilities::characteristics(state, card) {
                Cow::Borrowed(side) => Cow::Borrowed(side.name.as_str()),
                Cow::Owned(side) => Cow::Owned(side.name),
            };
        }
        Cow::Borrowed(state.printed_side(card).name.as_str())
    }

    /// A spell card that leaves the stack by any move (not by resolving) is no longer a
    /// spell: its stack entry goes with it (217.1c: the card is a new object elsewhere).
    /// A token that has left play ceases to exist ([`tokens`]).
    fn after_arrive(
        &self,
        game: &dyn Host,
        mv: &MoveTask,
        new: ObjectId,
        from: Option<ZoneId>,
    ) -> Vec<Task> {
        let mut out = Vec::new();
        if let Some(to) = game.state().zone_of(new.card)
            && tokens::ceases_in(game.state(), new, to.kind)
        {
            out.push(Task::Game(Typed::new(MtgTask::TokenLeftPlay {
                object: new,
            })));
        }
        out.extend(play_tasks(game, mv, new, from));
        if from.is_none_or(|z| z.kind != zones::STACK) {
            return out;
        }
        let Some(ms) = mtg_state(game.state()) else {
            return out;
        };
        let listed = ms
            .stack
            .iter()
            .any(|i| i.kind == ItemKind::Spell && i.source == Some(mv.object));
        if listed {
            out.push(Task::Game(Typed::new(MtgTask::SpellLeftStack {
                object: mv.object,
            })));
        }
        out
    }

    /// 901.7a: a face-up plane or phenomenon turned face down is a new object; and the
    /// object `remove-from-game` renews in the removed-from-game zone (217.1f).
    fn face_makes_new_object(
        &self,
        state: &State,
        card: CardId,
        facing: Facing,
    ) -> Option<&'static [RuleId]> {
        let renewing = mtg_state(state);
        if facing == Facing::FaceDown && renewing.is_some_and(|ms| ms.renewing == Some(card)) {
            return Some(&["mtg-217.1f"]);
        }
        (facing == Facing::FaceDown
            && zone_kind_of(state, card) == Some(COMMAND)
            && deck::is_planar(state, card))
        .then_some(&["mtg-901.7a"])
    }

    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }

    /// The player holding priority, who alone may pass it or act on the stack; when no
    /// one holds it, the active player (in Two-Headed Giant, the team's primary player).
    /// A player who has left the game (901.10) is never to act.
    fn to_act(&self, state: &State) -> Option<PlayerId> {
        let ms = mtg_state(state)?;
        if ms.outcome.is_some() {
            return None;
        }
        ms.priority
            .filter(|&p| ms.present(p))
            .or_else(|| ms.present(ms.active).then_some(ms.active))
    }

    /// Over when the game has an outcome (a winner or a draw, 2009 rule 102), or when
    /// fewer than two players (in Two-Headed Giant, teams) remain (901.10).
    fn game_over(&self, state: &State) -> bool {
        mtg_state(state).is_some_and(|ms| ms.outcome.is_some() || game_over(ms))
    }

    /// Free moves of any card at a table, until `start-game` has run (then only game
    /// actions), or always with `mode = "manual"`.
    fn free_moves(&self, state: &State) -> bool {
        let begun = mtg_state(state).is_some_and(|ms| ms.begun);
        !begun || ext::rules_mode(state) == Some(false)
    }

    fn game_actions(&self) -> &'static [&'static str] {
        actions::ACTIONS
    }

    /// 217.1e: 'outside the game' is the removed-from-game zone and every card in no
    /// zone; 'inside the game' is every other card.
    fn select(
        &self,
        state: &State,
        word: &str,
        player: Option<PlayerId>,
    ) -> Option<(Vec<CardId>, &'static [RuleId])> {
        let _ = player;
        let outside = |c: CardId| match state.card(c).place {
            Place::Zone(_) => zone_kind_of(state, c) == Some(REMOVED),
            _ => true,
        };
        let all = (0..state.cards().len() as u32).map(CardId);
        match word {
            "outside the game" => Some((all.filter(|&c| outside(c)).collect(), &["mtg-217.1e"])),
            "inside the game" => Some((all.filter(|&c| !outside(c)).collect(), &["mtg-217.1e"])),
            _ => None,
        }
    }
}

/// Playing cards' steps after a move: a permanent that came into play is remembered for
/// summoning sickness; an instant or sorcery that resolved into a graveyard has its
/// effect ([`spell`]).
fn play_tasks(game: &dyn Host, mv: &MoveTask, new: ObjectId, from: Option<ZoneId>) -> Vec<Task> {
    let to = game.state().zone_of(new.card).map(|z| z.kind);
    let from = from.map(|z| z.kind);
    match (from, to) {
        (Some(PHASED_OUT), Some(IN_PLAY)) => Vec::new(),
        (_, Some(IN_PLAY)) => vec![Task::Game(Typed::new(MtgTask::EnteredPlay { object: new }))],
        (Some(STACK), Some(GRAVEYARD))
            if mv.cause == Cause::game("resolve")
                && is_instant_or_sorcery(&game.state().printed_side(new.card).clone()) =>
        {
            vec![Task::Game(Typed::new(MtgTask::SpellResolved {
                object: new,
                controller: mv.processing,
            }))]
        }
        _ => Vec::new(),
    }
}

/// Whether the game uses one planar deck for everyone (901.15).
pub fn single_deck(state: &State) -> bool {
    variant(state) == Variant::SinglePlanarDeck
}

impl Process for Magic {
    type State = MtgState;
    type Action = MtgAction;
    type Task = MtgTask;
    type Decision = MtgDecision;
    type Event = MtgEvent;

    fn start(&self, state: &State) -> MtgState {
        MtgState::new(state)
    }

    fn check(
        &self,
        game: &dyn Host,
        ext: &MtgState,
        player: PlayerId,
        action: &MtgAction,
    ) -> Result<(), ActionError> {
        checks::check(game, ext, player, action)
    }

    /// Carries out the action; then, since a player would receive priority, the
    /// state-based effects are checked (2009 rule 420.3).
    fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, action: MtgAction) {
        actions::apply(cx, player, action);
        sba::check(cx);
    }

    fn run(&self, cx: &mut Cx<'_, Self>, task: MtgTask) {
        actions::run(cx, task);
    }

    fn answer(&self, cx: &mut Cx<'_, Self>, _decider: PlayerId, about: MtgDecision, choice: u32) {
        match about {
            MtgDecision::ChooseStartingPlayer { .. } => start::starting_player(cx, choice),
            MtgDecision::Mulligan { player, .. } => start::mulligan(cx, player, choice),
            MtgDecision::DiscardToHandSize { player, .. } => turn::discard(cx, player, choice),
            other => destroy::answer(cx, other, choice),
        }
        sba::check(cx);
    }

    /// At a table: roll the planar die (at its cost, when the rules allow), pass
    /// priority, add a mana, or leave the game; only those the rules allow now. Once the
    /// game has begun (`start-game`): pass, roll the planar die, cast a card from hand,
    /// activate an ability, or concede; before it, `start-game` when `mode = "rules"`.
    fn table_actions(&self, game: &dyn Host, ext: &MtgState, player: PlayerId) -> Vec<MtgAction> {
        if ext.begun {
            return rules_table_actions(game, ext, player);
        }
        if ext::rules_mode(game.state()) == Some(true) {
            let start = MtgAction::StartGame;
            return checks::check(game, ext, player, &start)
                .is_ok()
                .then_some(start)
                .into_iter()
                .collect();
        }
        [
            MtgAction::RollPlanarDie { face: None },
            MtgAction::PassPriority { face: None },
            MtgAction::AddMana {
                player: Some(player),
                amount: 1,
                mana: None,
            },
            MtgAction::LeaveGame {
                player: Some(player),
            },
        ]
        .into_iter()
        .filter(|a| checks::check(game, ext, player, a).is_ok())
        .collect()
    }

    /// Passing priority hands the move on (to the next player, or the game goes on to
    /// the next step or the top of the stack); leaving the game (901.10) leaves it.
    fn flow(&self, action: &MtgAction) -> Flow {
        match action {
            MtgAction::PassPriority { .. } | MtgAction::PassAll { .. } => Flow::HandsOn,
            MtgAction::LeaveGame { .. } | MtgAction::Concede => Flow::Leaves,
            _ => Flow::Stays,
        }
    }

    fn action_objects(&self, action: &MtgAction, each: &mut dyn FnMut(ryoiki_core::ObjectId)) {
        seat_form::objects(action, each);
    }

    fn seat_form(
        &self,
        action: &MtgAction,
        handle: &mut dyn FnMut(ryoiki_core::ObjectId) -> Option<ryoiki_core::Handle>,
    ) -> Option<serde_json::Value> {
        seat_form::seat_form(action, handle)
    }

    fn public(&self, game: &dyn Host, ext: &MtgState, viewer: PlayerId) -> Option<Typed> {
        Some(Typed::new(public::public(game, ext, viewer)))
    }
}

/// The game actions a seat is offered once the game has begun: pass priority, roll the
/// planar die, cast each card in hand, activate each ability of a permanent or face-up
/// planar card the player controls, concede; each only if the rules allow it now.
///
/// The list is built in one pass over the player's hand and one over the cards they
/// control, and every action is kept only if its check ([`checks::check`]) allows it.
/// Before that check, an action is left out when one of the check's own conditions
/// already refuses it (a land is never cast, a spell is never played as a land, a cost
/// the pool cannot pay, a tapped land): the check would refuse it too, so the list is
/// the same, without building a refusal's message for each card that cannot be played.
fn rules_table_actions(game: &dyn Host, ext: &MtgState, player: PlayerId) -> Vec<MtgAction> {
    let st = game.state();
    let mut out = vec![MtgAction::PassPriority { face: None }];
    let priority = common::has_priority(ext, player);
    let active = common::is_active_player(ext, player);
    let main = ext.phase.is_main();
    let quiet = ext.stack.is_empty();
    if ext.started && active && main {
        out.push(MtgAction::RollPlanarDie { face: None });
    }
    let hand: &[CardId] = st
        .zone(ZoneId {
            kind: HAND,
            player: Some(player),
        })
        .map_or(&[], |z| &z.cards[..]);
    // Which cards of the hand are lands, read once for casting and for playing lands.
    let types = abilities::TypeReader::new(st);
    let lands_in_hand: smallvec::SmallVec<[bool; 16]> =
        hand.iter().map(|&c| types.has(c, "land")).collect();
    if priority {
        let pool = mana::pool(ext.seat(player));
        for (&c, &land) in hand.iter().zip(&lands_in_hand) {
            if !land && spell_castable(st, ext, player, &pool, c) {
                out.push(MtgAction::Cast { card: st.object(c) });
            }
        }
    }
    let mana = ext.seat(player).mana;
    for i in 0..st.cards().len() as u32 {
        let c = CardId(i);
        if st.card(c).controller != Some(player) {
            continue;
        }
        let lines = abilities::lines(st, c);
        let costs = lines.parsed().filter_map(|a| match a {
            abilities::Ability::Activated(cost, _) => Some(cost),
            _ => None,
        });
        for (index, cost) in costs.enumerate() {
            if priority && mana >= cost {
                out.push(MtgAction::ActivateAbility {
                    card: st.object(c),
                    index: u32::try_from(index).unwrap_or(u32::MAX),
                });
            }
        }
    }
    let land_drop = active && main && priority && quiet && ext.seat(player).land_turn != ext.turn;
    play_table_actions(st, ext, player, hand, &lands_in_hand, land_drop, &mut out);
    out.push(MtgAction::Concede);
    out.retain(|a| checks::check(game, ext, player, a).is_ok());
    out
}

/// Whether casting `card` from `player`'s hand passes the conditions of its check that
/// can be read without building a refusal: its timing (anything but an instant only by
/// the active player in a main phase with an empty stack, mtg-2009-305.3) and its mana
/// cost against `pool` (mtg-2009-409.1). The check itself still decides.
fn spell_castable(
    st: &State,
    ext: &MtgState,
    player: PlayerId,
    pool: &symbols::Mana,
    card: CardId,
) -> bool {
    let timing =
        common::is_active_player(ext, player) && ext.phase.is_main() && ext.stack.is_empty();
    if !timing && !abilities::has_type(st, card, "instant") {
        return false;
    }
    match cost::mana_cost(st, card) {
        Ok(cost) => symbols::payment(pool, &cost).is_some(),
        // A cost that does not read: the check says so.
        Err(_) => true,
    }
}

/// The actions of playing cards a seat is offered (each kept only if its check allows
/// it): play each land in `hand` (when `land_drop`: the player may play a land now), tap
/// each untapped land for mana, and in combat declare attackers (each creature alone, or
/// all of them), declare blockers (each creature against each attacker, or none), and
/// assign combat damage by the default division.
fn play_table_actions(
    st: &ryoiki_core::State,
    ext: &MtgState,
    player: PlayerId,
    hand: &[CardId],
    lands_in_hand: &[bool],
    land_drop: bool,
    out: &mut Vec<MtgAction>,
) {
    if land_drop {
        for (&c, &land) in hand.iter().zip(lands_in_hand) {
            if land {
                out.push(MtgAction::PlayLand { card: st.object(c) });
            }
        }
    }
    // The player's permanents in card order, each with whether it is a land and whether
    // it is a creature, read once: found in the in-play zone, not among every card of the
    // game.
    let types = abilities::TypeReader::new(st);
    let mut mine: Vec<(CardId, bool, bool)> = st
        .zones()
        .iter()
        .filter(|z| z.id.kind == IN_PLAY)
        .flat_map(|z| z.cards.iter().copied())
        .filter(|&c| st.card(c).controller == Some(player))
        .map(|c| (c, types.has(c, "land"), types.has(c, "creature")))
        .collect();
    mine.sort_unstable_by_key(|&(c, _, _)| c);
    for &(c, land, _) in &mine {
        if land && !keywords::tapped(st, c) {
            out.push(MtgAction::TapForMana {
                card: st.object(c),
                color: None,
            });
        }
    }
    let creatures = || {
        mine.iter()
            .filter(|&&(_, _, creature)| creature)
            .map(|&(c, _, _)| st.object(c))
    };
    match ext.step {
        ext::Step::DeclareAttackers if combat::current(ext).is_none() => {
            for o in creatures() {
                out.push(MtgAction::DeclareAttackers {
                    cards: vec![o],
                    player: None,
                });
            }
            if creatures().nth(1).is_some() {
                out.push(MtgAction::DeclareAttackers {
                    cards: creatures().collect(),
                    player: None,
                });
            }
        }
        ext::Step::DeclareBlockers => {
            out.push(MtgAction::DeclareBlockers { blocks: Vec::new() });
            if let Some(c) = combat::current(ext) {
                for b in creatures() {
                    for &(a, _) in &c.attackers {
                        out.push(MtgAction::DeclareBlockers {
                            blocks: vec![(b, a)],
                        });
                    }
                }
            }
        }
        ext::Step::FirstStrikeDamage | ext::Step::CombatDamage => {
            out.push(MtgAction::AssignCombatDamage { divide: Vec::new() });
        }
        _ => {}
    }
}

/// Whether fewer than two players (in Two-Headed Giant, teams) remain.
fn game_over(ms: &MtgState) -> bool {
    let mut teams: Vec<PlayerId> = ms
        .players()
        .filter(|&p| ms.present(p))
        .map(|p| ms.team(p))
        .collect();
    teams.dedup();
    teams.len() < 2
}
