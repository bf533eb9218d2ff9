//! The agenda frame of the action being applied: what a nested action may run, and the
//! loop guard's count.

/// Where the action being applied stands on the agenda.
///
/// The agenda is one stack of work. A top-level action (a player's, through
/// [`Game::apply`](crate::Game::apply)) runs it until it is empty or a decision is needed. A process's
/// nested action ([`Cx::apply`](crate::process::Cx::apply), run while the process
/// does one of its own steps) marks the stack's height as its `floor` and runs only
/// the tasks above it: the work that action scheduled, in the order it scheduled it.
/// The caller's own tasks below the floor are left for the caller's run, after the
/// step that made the nested call. A decision needed inside the nested action stops
/// it with its remaining tasks above the caller's, so answering it finishes the
/// nested work first, then the caller's: the same order as if nothing had waited.
/// DESIGN.md, "In what order does work run?", says why.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Frame {
    /// Tasks below this height belong to a caller further out.
    pub(crate) floor: usize,
    /// Steps of work run since the top-level action began: the loop guard counts
    /// nested actions' steps with their caller's.
    pub(crate) steps: u32,
    /// How deep in nested actions the engine is (0: a top-level action).
    pub(crate) depth: u32,
}
