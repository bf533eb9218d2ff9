//! The frame of a Force of Will game ([`FOW_FRAME`]) and Force of Will's process, which
//! carries only the frame: no card ability runs here, players move cards by hand within
//! their turn.
//!
//! What the comprehensive rules (ver. 5.00, chapters 1 and 13) say is cited by their
//! numbers: two players (1.1), winning and losing (1.3), conceding (1.3), losing at 0
//! life or less and on a draw that cannot be made (13.1). What this project could not
//! read in numbered rules is a table convention with an id that says so
//! (`fow-table-…`): the start (ruler into the ruler area, magic stones into the magic
//! stone deck, both decks shuffled, a hand of 5, 4000 life, a random first player), the
//! phases (draw, recovery, main, end), the draw and the first player's first turn with
//! none, recovering, life adjusted by a player, the mulligan (each player from the
//! first on puts any cards of the opening hand on the bottom of the main deck, draws as
//! many and shuffles), and discarding down to the maximum hand size (7, 3.5) as the turn
//! player passes the turn.

use crate::rules::ForceOfWill;
use crate::state::FowState;
use crate::zones::{
    FIELD, GRAVEYARD, HAND, MAGIC_STONE_AREA, MAGIC_STONE_DECK, MAIN_DECK, RULER_AREA,
};
use ryoiki_core::{ActionError, Cx, Flow, Host, Names, PlayerId, Process, State, Typed};
use ryoiki_frame::{
    Frame, FrameAction, FrameDecision, FrameEvent, FramePublic, FrameRules, FrameSpec, Framed,
    PhaseSpec, PhaseWork, Placement,
};
use serde::{Deserialize, Serialize};

/// The phases of a Force of Will turn (`fow-table-turn`): the battle is fought within
/// the main phase, by hand.
static PHASES: [PhaseSpec; 4] = [
    PhaseSpec {
        key: "draw",
        names: Names::new("draw", "ドロー"),
        work: PhaseWork::Draw,
    },
    PhaseSpec {
        key: "recovery",
        names: Names::new("recovery", "リカバリー"),
        work: PhaseWork::Recover,
    },
    PhaseSpec {
        key: "main",
        names: Names::new("main", "メイン"),
        work: PhaseWork::Nothing,
    },
    PhaseSpec {
        key: "end",
        names: Names::new("end", "エンド"),
        work: PhaseWork::Nothing,
    },
];

/// Force of Will's frame.
pub static FOW_FRAME: FrameSpec = FrameSpec {
    phases: &PHASES,
    deck: MAIN_DECK,
    hand: HAND,
    shuffled: &[MAIN_DECK, MAGIC_STONE_DECK],
    recovers: &[FIELD, MAGIC_STONE_AREA, RULER_AREA],
    placements: &[
        Placement {
            card_type: "ruler",
            from: &[MAIN_DECK, HAND],
            to: RULER_AREA,
            at_most: Some(1),
            rules: &["fow-table-start", "fow-3.8.a"],
        },
        Placement {
            card_type: "magic stone",
            from: &[MAIN_DECK, HAND],
            to: MAGIC_STONE_DECK,
            at_most: None,
            rules: &["fow-table-start", "fow-3.4.a"],
        },
    ],
    opening_hand: 5,
    starting_life: Some(4000),
    first_turn_skips_draw: true,
    zero_life_loses: true,
    failed_draw_loses: true,
    players: Some(2),
    mulligan: true,
    hand_size_discard: Some(GRAVEYARD),
    life_steps: &[-1000, -100, 100, 1000],
    rules: FrameRules {
        start: &["fow-table-start"],
        first_player: &["fow-table-first-player"],
        turn: &["fow-table-turn"],
        draw: &["fow-table-draw"],
        first_draw_skipped: &["fow-table-draw"],
        recover: &["fow-table-recover", "fow-3.2.a"],
        life: &["fow-table-life-adjust"],
        concede: &["fow-1.3.d"],
        life_loss: &["fow-13.1.a", "fow-1.3.a"],
        draw_loss: &["fow-13.1.b", "fow-1.3.a"],
        winner: &["fow-1.3.b"],
        players: &["fow-1.1"],
        mulligan: &["fow-table-mulligan"],
        hand_size: &["fow-table-hand-size", "fow-3.5.b"],
    },
};

/// What every player sees of Force of Will's own state once the game has started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct FowPublic {
    /// The frame: turn, turn player, phase, life, who is out, the winner.
    pub frame: FramePublic,
}

impl Framed for ForceOfWill {
    fn spec(&self) -> &'static FrameSpec {
        &FOW_FRAME
    }

    fn frame(state: &FowState) -> Option<&Frame> {
        state.frame.as_ref()
    }

    fn frame_mut(state: &mut FowState) -> &mut Option<Frame> {
        &mut state.frame
    }

    fn event(event: FrameEvent) -> FrameEvent {
        event
    }

    fn decision(about: FrameDecision) -> Option<FrameDecision> {
        Some(about)
    }
}

impl Process for ForceOfWill {
    type State = FowState;
    type Action = FrameAction;
    type Task = ();
    type Decision = FrameDecision;
    type Event = FrameEvent;

    fn start(&self, _state: &State) -> FowState {
        FowState::default()
    }

    fn check(
        &self,
        game: &dyn Host,
        ext: &FowState,
        player: PlayerId,
        action: &FrameAction,
    ) -> Result<(), ActionError> {
        ryoiki_frame::check(&FOW_FRAME, game, ext.frame.as_ref(), player, action)
    }

    fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, action: FrameAction) {
        ryoiki_frame::apply(self, cx, player, action);
    }

    /// The mulligan (`fow-table-mulligan`) and the discard to the maximum hand size
    /// (`fow-table-hand-size`), the frame's decisions.
    fn answer(&self, cx: &mut Cx<'_, Self>, _decider: PlayerId, about: FrameDecision, choice: u32) {
        ryoiki_frame::answer(self, cx, about, choice);
    }

    /// At a table: `start-game` before the game has started; then the turn player's
    /// `next-phase` and `pass-turn`, `adjust-life` and `concede`.
    fn table_actions(&self, game: &dyn Host, ext: &FowState, player: PlayerId) -> Vec<FrameAction> {
        ryoiki_frame::table_actions(&FOW_FRAME, game, ext.frame.as_ref(), player)
    }

    fn flow(&self, action: &FrameAction) -> Flow {
        action.flow()
    }

    /// Nothing before the game starts (the view is as it always was); then the frame.
    fn public(&self, game: &dyn Host, ext: &FowState, _viewer: PlayerId) -> Option<Typed> {
        ext.frame.as_ref().map(|f| {
            Typed::new(FowPublic {
                frame: FramePublic::of(game, &FOW_FRAME, f),
            })
        })
    }
}
