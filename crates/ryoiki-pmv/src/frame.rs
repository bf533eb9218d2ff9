//! The frame of a PMV game ([`PMV_FRAME`]): turns, phases, the draw, activating the turn
//! player's field, concession and a declared winner, on the shared `ryoiki-frame` crate.
//!
//! The rules held here (chapter 11) do not say how a game starts, how a turn runs or
//! how it ends, so every step of the frame is a table convention with an id that says
//! so (`pmv-table-…`): a shuffled deck, a hand of 7 and 25 life (as the public game
//! guide of the PMV wiki gives them, with no mulligan), a random first player, the
//! phases active, maintenance, draw, main and discard as public play guides name them, a
//! draw in the draw phase but none in the first player's first turn, the turn player's
//! sleeping field cards made active in the active phase (each turn citing 11.5.1), life
//! adjusted by the players, and the end: a player loses at 0 life or less, or when they
//! must draw in the draw phase from an empty deck (an empty deck alone does not lose),
//! or by conceding; the last player remaining wins.

use crate::zones::{DECK, FIELD, HAND};
use ryoiki_core::Names;
use ryoiki_frame::{FrameRules, FrameSpec, PhaseSpec, PhaseWork};

static PHASES: [PhaseSpec; 5] = [
    PhaseSpec {
        key: "active",
        names: Names::new("active", "アクティブ"),
        work: PhaseWork::Recover,
    },
    PhaseSpec {
        key: "maintenance",
        names: Names::new("maintenance", "メンテナンス"),
        work: PhaseWork::Nothing,
    },
    PhaseSpec {
        key: "draw",
        names: Names::new("draw", "ドロー"),
        work: PhaseWork::Draw,
    },
    PhaseSpec {
        key: "main",
        names: Names::new("main", "メイン"),
        work: PhaseWork::Nothing,
    },
    PhaseSpec {
        key: "discard",
        names: Names::new("discard", "ディスカード"),
        work: PhaseWork::Nothing,
    },
];

/// PMV's frame.
pub static PMV_FRAME: FrameSpec = FrameSpec {
    phases: &PHASES,
    deck: DECK,
    hand: HAND,
    shuffled: &[DECK],
    recovers: &[FIELD],
    placements: &[],
    opening_hand: 7,
    starting_life: Some(25),
    first_turn_skips_draw: true,
    zero_life_loses: true,
    failed_draw_loses: true,
    players: None,
    mulligan: false,
    hand_size_discard: None,
    life_steps: &[-5, -1, 1, 5],
    rules: FrameRules {
        start: &["pmv-table-start"],
        first_player: &["pmv-table-first-player"],
        turn: &["pmv-table-turn"],
        draw: &["pmv-table-draw"],
        first_draw_skipped: &["pmv-table-draw"],
        recover: &["pmv-table-activate"],
        life: &["pmv-table-life"],
        concede: &["pmv-table-concede"],
        life_loss: &["pmv-table-life-loss"],
        draw_loss: &["pmv-table-deck-out"],
        winner: &["pmv-table-winner"],
        players: &[],
        mulligan: &[],
        hand_size: &[],
    },
};
