//! The frame's actions ([`FrameAction`]): checked ([`check`]) without changing anything,
//! then carried out ([`apply`]) through the game's process context, every card moved
//! by a core action through the move pipeline.

use crate::frame::{Frame, FrameDecision, FrameEvent, messages};
use crate::spec::{FrameSpec, PhaseWork};
use ryoiki_core::{
    Action, ActionError, Cause, Cx, Destination, Flow, GameOption, Happening, Host, ObjectId,
    Orientation, Phrase, PlayerId, Position, Process, ZoneId, ZoneKind,
};
use serde::{Deserialize, Serialize};

/// The largest opening hand a start may name.
const MAX_HAND: u32 = 1_000;
/// The largest life total, up or down, a change may leave.
const MAX_LIFE: i64 = 1_000_000_000;

fn yes() -> bool {
    true
}

/// A yes or no written as a boolean, or as 1 or 0 (a scenario file's arguments carry
/// booleans as numbers).
fn flag<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Flag {
        Bool(bool),
        Int(i64),
    }
    match Flag::deserialize(d)? {
        Flag::Bool(b) => Ok(b),
        Flag::Int(0) => Ok(false),
        Flag::Int(1) => Ok(true),
        Flag::Int(n) => Err(serde::de::Error::custom(format!(
            "a yes or no is true or false (1 or 0), not {n}"
        ))),
    }
}

/// What a player may do to the frame (scenario files: `do = "<name>"`, fields in `args`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "kebab-case")]
pub enum FrameAction {
    /// Start the game: place cards, shuffle, choose the first player, draw opening
    /// hands, begin the first turn.
    StartGame {
        /// The first player, as the table agreed; none: chosen with the game's RNG.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<PlayerId>,
        /// Whether the decks are shuffled (a scenario may keep its set-up order).
        #[serde(default = "yes", deserialize_with = "flag")]
        shuffle: bool,
        /// The opening hand; none: the game's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand: Option<u32>,
        /// Whether the players are asked for their mulligans when the game has them (a
        /// scenario may leave them out).
        #[serde(default = "yes", deserialize_with = "flag")]
        mulligan: bool,
    },
    /// The turn player moves on to the next phase.
    NextPhase,
    /// The turn player ends their turn; the next player's begins.
    PassTurn,
    /// A player changes a player's life total (a table convention).
    AdjustLife {
        /// Whose life.
        player: PlayerId,
        /// By how much (negative: loses life).
        by: i64,
    },
    /// The player concedes and leaves the game.
    Concede,
}

impl FrameAction {
    /// The names of the frame's actions in text forms.
    pub const NAMES: [&'static str; 5] = [
        "start-game",
        "next-phase",
        "pass-turn",
        "adjust-life",
        "concede",
    ];

    /// What the action does to the course of play at a table: passing the turn hands
    /// the move on, conceding leaves the game, the rest keep the move.
    pub fn flow(&self) -> Flow {
        match self {
            FrameAction::PassTurn => Flow::HandsOn,
            FrameAction::Concede => Flow::Leaves,
            _ => Flow::Stays,
        }
    }
}

/// A game whose process carries the frame.
pub trait Framed: Process {
    /// The game's frame, as data.
    fn spec(&self) -> &'static FrameSpec;
    /// The frame in the game's state, once started.
    fn frame(state: &Self::State) -> Option<&Frame>;
    /// The frame in the game's state, to change.
    fn frame_mut(state: &mut Self::State) -> &mut Option<Frame>;
    /// A frame event as the game's event.
    fn event(event: FrameEvent) -> Self::Event;
    /// A frame decision as the game's decision; none, the default: the game cannot ask
    /// it, and the frame goes on without it (no mulligan, no discard to hand size).
    fn decision(about: FrameDecision) -> Option<Self::Decision> {
        let _ = about;
        None
    }
}

fn need(action: &str, what: Phrase) -> ActionError {
    ActionError::BadArgument {
        action: action.into(),
        what,
    }
}

fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}

/// The action's name in text forms.
fn name(action: &FrameAction) -> &'static str {
    match action {
        FrameAction::StartGame { .. } => "start-game",
        FrameAction::NextPhase => "next-phase",
        FrameAction::PassTurn => "pass-turn",
        FrameAction::AdjustLife { .. } => "adjust-life",
        FrameAction::Concede => "concede",
    }
}

/// Checks `action` by `player` against the frame, changing nothing.
///
/// # Errors
/// What the action needs and lacks, in the frame's words.
pub fn check(
    spec: &FrameSpec,
    game: &dyn Host,
    frame: Option<&Frame>,
    player: PlayerId,
    action: &FrameAction,
) -> Result<(), ActionError> {
    let act = name(action);
    let seats = game.state().players().len();
    if player.index() >= seats {
        return Err(ActionError::UnknownPlayer(player));
    }
    if let FrameAction::StartGame { first, hand, .. } = action {
        if frame.is_some() {
            return Err(need(act, say("frame-need-not-started")));
        }
        if let Some(n) = spec.players
            && n != seats
        {
            return Err(ActionError::Forbidden {
                reason: say("frame-need-seat-count")
                    .arg("count", n as i64)
                    .arg("seats", seats as i64),
                rule: spec.rules.players.first().copied().unwrap_or("frame"),
            });
        }
        if first.is_some_and(|p| p.index() >= seats) {
            return Err(need(act, say("frame-need-first-player")));
        }
        if hand.is_some_and(|h| h > MAX_HAND) {
            return Err(need(act, say("frame-need-hand-size")));
        }
        return Ok(());
    }
    let Some(frame) = frame else {
        return Err(need(act, say("frame-need-started")));
    };
    if frame.over {
        return Err(need(act, say("frame-need-not-over")));
    }
    if !frame.present(player) {
        return Err(need(act, say("frame-need-player-in-game")));
    }
    match action {
        FrameAction::StartGame { .. } | FrameAction::Concede => Ok(()),
        FrameAction::NextPhase | FrameAction::PassTurn => {
            if player != frame.turn_player {
                return Err(ActionError::Forbidden {
                    reason: say("frame-need-turn-player")
                        .arg("player", game.player_name(frame.turn_player).to_string()),
                    rule: spec.rules.turn.first().copied().unwrap_or("frame"),
                });
            }
            if matches!(action, FrameAction::NextPhase) && frame.phase + 1 >= spec.phases.len() {
                return Err(need(act, say("frame-need-not-last-phase")));
            }
            Ok(())
        }
        FrameAction::AdjustLife { player: whose, by } => {
            if spec.starting_life.is_none() || frame.life.is_empty() {
                return Err(need(act, say("frame-need-life")));
            }
            let Some(&now) = frame.life.get(whose.index()) else {
                return Err(ActionError::UnknownPlayer(*whose));
            };
            if !frame.present(*whose) {
                return Err(need(act, say("frame-need-player-in-game")));
            }
            let fits = now
                .checked_add(*by)
                .is_some_and(|l| (-MAX_LIFE..=MAX_LIFE).contains(&l));
            if *by == 0 || !fits {
                return Err(need(act, say("frame-need-life-change")));
            }
            Ok(())
        }
    }
}

/// The frame's actions `player` may take now at a table, each passing [`check`]: start
/// the game (the first player chosen at random), move to the next phase and pass the
/// turn (the turn player), change a life by each of the spec's `life_steps`, concede.
pub fn table_actions(
    spec: &FrameSpec,
    game: &dyn Host,
    frame: Option<&Frame>,
    player: PlayerId,
) -> Vec<FrameAction> {
    let mut out = vec![FrameAction::StartGame {
        first: None,
        shuffle: true,
        hand: None,
        mulligan: true,
    }];
    if let Some(f) = frame {
        out.clear();
        out.push(FrameAction::NextPhase);
        out.push(FrameAction::PassTurn);
        for q in f.remaining(game.state().players().len()) {
            for &by in spec.life_steps {
                out.push(FrameAction::AdjustLife { player: q, by });
            }
        }
        out.push(FrameAction::Concede);
    }
    out.retain(|a| check(spec, game, frame, player, a).is_ok());
    out
}

/// Carries out an action [`check`] accepted.
pub fn apply<P: Framed>(p: &P, cx: &mut Cx<'_, P>, player: PlayerId, action: FrameAction) {
    let spec = p.spec();
    match action {
        FrameAction::StartGame {
            first,
            shuffle,
            hand,
            mulligan,
        } => start(
            spec,
            cx,
            first,
            shuffle,
            hand.unwrap_or(spec.opening_hand),
            mulligan,
        ),
        FrameAction::NextPhase => {
            let next = frame_of(cx).phase + 1;
            enter_phase(spec, cx, next);
        }
        FrameAction::PassTurn => pass_turn(spec, cx),
        FrameAction::AdjustLife { player: whose, by } => {
            let now = {
                let f = frame_mut(cx);
                let l = &mut f.life[whose.index()];
                *l += by;
                *l
            };
            cx.emit(
                P::event(FrameEvent::LifeChanged {
                    player: whose,
                    by,
                    now,
                    by_player: player,
                }),
                &[spec.rules.life],
            );
            if spec.zero_life_loses && now <= 0 {
                lose(spec, cx, whose, spec.rules.life_loss);
            }
        }
        FrameAction::Concede => {
            cx.emit(
                P::event(FrameEvent::Conceded { player }),
                &[spec.rules.concede],
            );
            lose(spec, cx, player, spec.rules.concede);
        }
    }
}

fn frame_of<'c, P: Framed>(cx: &'c Cx<'_, P>) -> &'c Frame {
    P::frame(cx.ext()).expect("the frame has started (checked)")
}

fn frame_mut<'c, P: Framed>(cx: &'c mut Cx<'_, P>) -> &'c mut Frame {
    P::frame_mut(cx.ext_mut())
        .as_mut()
        .expect("the frame has started (checked)")
}

fn zone(kind: ZoneKind, p: PlayerId) -> ZoneId {
    ZoneId {
        kind,
        player: Some(p),
    }
}

/// A core action the frame applies. Each is checked by the core; one it refuses (an
/// effect forbidding the move) changes nothing and the frame goes on, as a table would.
fn core<P: Framed>(cx: &mut Cx<'_, P>, action: Action) {
    let _ = cx.apply(action);
}

/// Moves `player`'s `object` into that player's own zone of `kind`, at `position` (a
/// mulligan's return, a discard, a placement), as it lies.
fn move_own<P: Framed>(
    cx: &mut Cx<'_, P>,
    player: PlayerId,
    object: ObjectId,
    kind: ZoneKind,
    position: Option<Position>,
    cause: Cause,
) {
    let to = Destination {
        kind,
        player: Some(player),
    };
    core(
        cx,
        Action::Move {
            player,
            object,
            to,
            position,
            facing: None,
            side: None,
            cause,
        },
    );
}

fn start<P: Framed>(
    spec: &FrameSpec,
    cx: &mut Cx<'_, P>,
    first: Option<PlayerId>,
    shuffle: bool,
    hand: u32,
    mulligan: bool,
) {
    let seats = cx.state().players().len();
    for i in 0..seats {
        let p = PlayerId(i as u8);
        place(spec, cx, p);
        if shuffle {
            for &kind in spec.shuffled {
                core(
                    cx,
                    Action::Shuffle {
                        player: p,
                        zone: zone(kind, p),
                        forced: None,
                    },
                );
            }
        }
    }
    let named = first.is_some();
    let first = first.unwrap_or_else(|| PlayerId(cx.random_below(seats as u64) as u8));
    *P::frame_mut(cx.ext_mut()) = Some(Frame {
        turn: 0,
        turn_player: first,
        first,
        phase: 0,
        life: spec.starting_life.map_or_else(Vec::new, |l| vec![l; seats]),
        out: Vec::new(),
        winner: None,
        over: false,
    });
    cx.emit(
        P::event(FrameEvent::GameStarted { first, named }),
        &[spec.rules.start, spec.rules.first_player],
    );
    for k in 0..seats {
        let p = PlayerId(((first.index() + k) % seats) as u8);
        let count = draw(cx, spec, p, hand);
        cx.emit(
            P::event(FrameEvent::OpeningHand { player: p, count }),
            &[spec.rules.start],
        );
    }
    if mulligan && spec.mulligan {
        ask_mulligan(spec, cx, first, 0);
    } else {
        begin_turn(spec, cx, first);
    }
}

/// The cards of `p`'s hand as options, each labelled with its name, after an option 0
/// labelled `first` when there is one.
fn hand_options<P: Framed>(
    spec: &FrameSpec,
    cx: &Cx<'_, P>,
    p: PlayerId,
    first: Option<&str>,
) -> Vec<GameOption> {
    let st = cx.state();
    let mut options: Vec<GameOption> = first
        .map(|w| GameOption {
            label: w.to_string(),
            object: None,
        })
        .into_iter()
        .collect();
    if let Some(z) = st.zone(zone(spec.hand, p)) {
        options.extend(z.cards.iter().map(|&c| GameOption {
            label: st.def(c).name().to_string(),
            object: Some(st.object(c)),
        }));
    }
    options
}

/// Asks `p` for their mulligan (`returned` cards on the bottom so far); with an empty
/// hand, or a game that cannot ask, the mulligan ends at once.
fn ask_mulligan<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>, p: PlayerId, returned: u32) {
    let held = cx
        .state()
        .zone(zone(spec.hand, p))
        .map_or(0, |z| z.cards.len());
    let about = FrameDecision::Mulligan {
        player: p,
        returned,
    };
    match P::decision(about) {
        Some(d) if held > 0 => {
            let options = hand_options(spec, cx, p, Some("keep"));
            cx.wait(p, d, options, &[spec.rules.mulligan]);
        }
        _ => end_mulligan(spec, cx, p, returned),
    }
}

/// `p` keeps: as many cards as went to the bottom are drawn and the deck shuffled; the
/// next player in turn order is asked, and after the last the first turn begins.
fn end_mulligan<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>, p: PlayerId, returned: u32) {
    if returned > 0 {
        draw(cx, spec, p, returned);
        core(
            cx,
            Action::Shuffle {
                player: p,
                zone: zone(spec.deck, p),
                forced: None,
            },
        );
    }
    cx.emit(
        P::event(FrameEvent::Mulligan {
            player: p,
            count: returned,
        }),
        &[spec.rules.mulligan],
    );
    let seats = cx.state().players().len();
    let first = frame_of(cx).first;
    let next = PlayerId(((p.index() + 1) % seats) as u8);
    if next == first {
        begin_turn(spec, cx, first);
    } else {
        ask_mulligan(spec, cx, next, 0);
    }
}

/// Draws up to `count` cards for `p`, as many as the deck holds; how many were drawn.
fn draw<P: Framed>(cx: &mut Cx<'_, P>, spec: &FrameSpec, p: PlayerId, count: u32) -> u32 {
    let left = cx
        .state()
        .zone(zone(spec.deck, p))
        .map_or(0, |z| z.cards.len() as u32);
    let count = count.min(left);
    if count > 0 {
        core(
            cx,
            Action::MoveTop {
                player: p,
                from: zone(spec.deck, p),
                count,
                to: Destination {
                    kind: spec.hand,
                    player: Some(p),
                },
                cause: Cause::Draw,
            },
        );
    }
    count
}

/// Carries out the answer to a frame decision; `choice` is the option picked (already
/// checked against the options). A mulligan's option 0 keeps and option `k` is the
/// k-th card of the hand; a discard's option `k` is the card at index `k`.
pub fn answer<P: Framed>(p: &P, cx: &mut Cx<'_, P>, about: FrameDecision, choice: u32) {
    let spec = p.spec();
    let skip = usize::from(matches!(about, FrameDecision::Mulligan { .. }));
    let card = |cx: &Cx<'_, P>, player: PlayerId| {
        let st = cx.state();
        let k = usize::try_from(choice).ok()?.checked_sub(skip)?;
        st.zone(zone(spec.hand, player))
            .and_then(|z| z.cards.get(k).copied())
            .map(|c| st.object(c))
    };
    match about {
        FrameDecision::Mulligan { player, returned } => match card(cx, player) {
            None => end_mulligan(spec, cx, player, returned),
            Some(object) => {
                let cause = Cause::game("mulligan");
                move_own(cx, player, object, spec.deck, Some(Position::Bottom), cause);
                ask_mulligan(spec, cx, player, returned + 1);
            }
        },
        FrameDecision::HandSize {
            player,
            limit,
            discarded,
        } => {
            let discarded = match (card(cx, player), spec.hand_size_discard) {
                (Some(object), Some(to)) => {
                    move_own(cx, player, object, to, None, Cause::game("discard"));
                    discarded + 1
                }
                _ => discarded,
            };
            check_hand_size(spec, cx, player, limit, discarded);
        }
    }
}

/// The spec's placements for one player: cards of a type from some of their zones into
/// another, in the order the zones list them.
fn place<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>, p: PlayerId) {
    for pl in spec.placements {
        let st = cx.state();
        let typed = |c: &ryoiki_core::CardId| st.printed_side(*c).has_type(pl.card_type);
        let already = st
            .zone(zone(pl.to, p))
            .map_or(0, |z| z.cards.iter().filter(|c| typed(c)).count());
        let room = pl.at_most.map_or(usize::MAX, |m| m.saturating_sub(already));
        let found: Vec<_> = pl
            .from
            .iter()
            .filter_map(|&k| st.zone(zone(k, p)))
            .flat_map(|z| z.cards.iter().copied().filter(|c| typed(c)))
            .take(room)
            .map(|c| st.object(c))
            .collect();
        for object in found {
            move_own(
                cx,
                p,
                object,
                pl.to,
                Some(Position::Top),
                Cause::Instruction,
            );
        }
    }
}

fn begin_turn<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>, player: PlayerId) {
    let turn = {
        let f = frame_mut(cx);
        f.turn += 1;
        f.turn_player = player;
        f.phase = 0;
        f.turn
    };
    cx.emit(
        P::event(FrameEvent::TurnBegan { turn, player }),
        &[spec.rules.turn],
    );
    enter_phase(spec, cx, 0);
}

fn enter_phase<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>, index: usize) {
    let Some(phase) = spec.phase(index) else {
        return;
    };
    frame_mut(cx).phase = index;
    cx.emit(
        P::event(FrameEvent::Phase {
            phase: phase.key.to_string(),
        }),
        &[spec.rules.turn],
    );
    let f = frame_of(cx);
    let (tp, first_turn) = (f.turn_player, f.turn == 1);
    match phase.work {
        PhaseWork::Nothing => {}
        PhaseWork::Draw if first_turn && spec.first_turn_skips_draw => {
            cx.emit(
                P::event(FrameEvent::DrawSkipped { player: tp }),
                &[spec.rules.first_draw_skipped],
            );
        }
        PhaseWork::Draw => {
            let empty = cx
                .state()
                .zone(zone(spec.deck, tp))
                .is_none_or(|z| z.cards.is_empty());
            if empty {
                cx.emit(
                    P::event(FrameEvent::CannotDraw { player: tp }),
                    &[spec.rules.draw],
                );
                if spec.failed_draw_loses {
                    lose(spec, cx, tp, spec.rules.draw_loss);
                }
            } else {
                core(
                    cx,
                    Action::MoveTop {
                        player: tp,
                        from: zone(spec.deck, tp),
                        count: 1,
                        to: Destination {
                            kind: spec.hand,
                            player: Some(tp),
                        },
                        cause: Cause::Draw,
                    },
                );
            }
        }
        PhaseWork::Recover => {
            let st = cx.state();
            let rested: Vec<_> = spec
                .recovers
                .iter()
                .filter_map(|&k| st.zone(zone(k, tp)))
                .flat_map(|z| z.cards.iter().copied())
                .filter(|&c| st.card(c).orientation == Some(Orientation::Sideways))
                .map(|c| st.object(c))
                .collect();
            for object in rested {
                core(
                    cx,
                    Action::Turn {
                        player: tp,
                        object,
                        orientation: Orientation::Upright,
                    },
                );
            }
        }
    }
}

/// The turn player passes the turn: first, when the game has a maximum hand size, they
/// discard down to it ([`FrameDecision::HandSize`]); then the turn ends.
fn pass_turn<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>) {
    let tp = frame_of(cx).turn_player;
    match spec
        .hand_size_discard
        .and_then(|_| cx.state().zone(zone(spec.hand, tp)).and_then(|z| z.limit))
    {
        Some(limit) => check_hand_size(spec, cx, tp, limit, 0),
        None => end_turn(spec, cx),
    }
}

/// While `tp`'s hand holds more than `limit` cards (and the game can ask), `tp` is asked
/// to discard one; then the discards are reported (if any) and the turn ends.
fn check_hand_size<P: Framed>(
    spec: &FrameSpec,
    cx: &mut Cx<'_, P>,
    tp: PlayerId,
    limit: u32,
    discarded: u32,
) {
    let held = cx
        .state()
        .zone(zone(spec.hand, tp))
        .map_or(0, |z| z.cards.len());
    if held > limit as usize
        && let Some(d) = P::decision(FrameDecision::HandSize {
            player: tp,
            limit,
            discarded,
        })
    {
        let options = hand_options(spec, cx, tp, None);
        cx.wait(tp, d, options, &[spec.rules.hand_size]);
        return;
    }
    if discarded > 0 {
        cx.emit(
            P::event(FrameEvent::HandSize {
                player: tp,
                count: discarded,
                limit,
            }),
            &[spec.rules.hand_size],
        );
    }
    end_turn(spec, cx);
}

/// The turn ends and the next player still in the game begins theirs.
fn end_turn<P: Framed>(spec: &FrameSpec, cx: &mut Cx<'_, P>) {
    // Effects lasting 'this turn' end with it.
    core(
        cx,
        Action::Happen {
            event: Happening::EndOfTurn,
        },
    );
    let seats = cx.state().players().len();
    let f = frame_of(cx);
    let next = (1..=seats)
        .map(|k| PlayerId(((f.turn_player.index() + k) % seats) as u8))
        .find(|&q| f.present(q))
        .unwrap_or(f.turn_player);
    begin_turn(spec, cx, next);
}

/// `player` loses and leaves; with one player left, that player wins; with none, the
/// game ends with no winner. A turn player who leaves a game that goes on passes the
/// turn.
fn lose<P: Framed>(
    spec: &FrameSpec,
    cx: &mut Cx<'_, P>,
    player: PlayerId,
    rules: &'static [ryoiki_core::RuleId],
) {
    let seats = cx.state().players().len();
    frame_mut(cx).out.push(player);
    cx.emit(P::event(FrameEvent::Lost { player }), &[rules]);
    let remaining = frame_of(cx).remaining(seats);
    match remaining.as_slice() {
        [winner] => {
            let f = frame_mut(cx);
            f.winner = Some(*winner);
            f.over = true;
            cx.emit(
                P::event(FrameEvent::Won { player: *winner }),
                &[spec.rules.winner],
            );
        }
        [] => {
            frame_mut(cx).over = true;
            cx.emit(P::event(FrameEvent::NoWinner), &[spec.rules.winner]);
        }
        _ => {
            if frame_of(cx).turn_player == player {
                end_turn(spec, cx);
            }
        }
    }
}
