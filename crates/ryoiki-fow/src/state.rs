//! Force of Will's own state: the frame of the game once it has started (none before:
//! the cards move by hand and the move passes seat by seat, as before the frame).

use ryoiki_core::State;
use ryoiki_frame::Frame;
use serde::{Deserialize, Serialize};

/// Force of Will's process state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct FowState {
    /// The frame, once `start-game` has been taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<Frame>,
}

/// The frame of a Force of Will game, once started.
pub fn frame_of(state: &State) -> Option<&Frame> {
    state
        .ext_slot()
        .and_then(|t| t.get::<FowState>())
        .and_then(|s| s.frame.as_ref())
}
