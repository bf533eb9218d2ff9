//! The runner's state while it plays one scenario: the game, the names the file gave,
//! the report so far, and the checks that watch every step. The other modules of `run`
//! act on it.

use super::report::Report;
use crate::leak::LeakCheck;
use crate::model::Scenario;
use ryoiki_core::{CardId, EffectId, Event, Game, Lang};
use std::collections::BTreeMap;

pub(crate) struct Runner<'s> {
    pub(crate) sc: &'s Scenario,
    pub(crate) game: Game,
    pub(crate) names: BTreeMap<String, EffectId>,
    /// The engine card of each ability or token the file names, once put or created.
    pub(crate) abilities: Vec<Option<CardId>>,
    /// For each of those whose slot a later ability or token took over: the generation
    /// it last had, so the name keeps meaning the object that has ceased.
    pub(crate) superseded: Vec<Option<u32>>,
    /// The names (indices into `abilities`) looked up while no object answered to them
    /// (the step that would create it was refused or has not run), since last cleared:
    /// a step or check that names one is refused or fails instead of reading a card the
    /// game does not have.
    pub(crate) unbound: std::cell::RefCell<Vec<usize>>,
    pub(crate) lang: Lang,
    pub(crate) report: Report,
    /// The hidden-information check, with the handles each viewer was shown so far.
    pub(crate) leaks: LeakCheck,
    /// The check of what each player is told, with what each was allowed to see so far
    /// (when the file asks for `seat_messages`).
    pub(crate) messages: crate::seats::SeatMessages,
    /// Every event, in order, when the file asks for a replay check.
    pub(crate) stream: Vec<Event>,
}
