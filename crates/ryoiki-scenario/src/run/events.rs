//! Events as scenario files name and match them: their kinds, the processes' events,
//! and whether an event matches an expected pattern.

use crate::model::{EventPattern, ZoneRef};
use ryoiki_core::{CardId, Event, EventKind, Game, ObjectId, ZoneId};

/// The tag of an event kind, as used in scenario files.
pub fn event_kind(e: &EventKind) -> &'static str {
    match e {
        EventKind::DestinationChosen { .. } => "destination-chosen",
        EventKind::Redirected { .. } => "redirected",
        EventKind::Replaced { .. } => "replaced",
        EventKind::NotMoved { .. } => "not-moved",
        EventKind::Moved { .. } => "moved",
        EventKind::Entered { .. } => "entered",
        EventKind::OverLimit { .. } => "over-limit",
        EventKind::LimitChanged { .. } => "limit-changed",
        EventKind::Turned { .. } => "turned",
        EventKind::Faced { .. } => "faced",
        EventKind::NotApplied { .. } => "not-applied",
        EventKind::SideChanged { .. } => "side-changed",
        EventKind::Shuffled { .. } => "shuffled",
        EventKind::Triggered { .. } => "triggered",
        EventKind::Exposed { .. } => "exposed",
        EventKind::EffectAdded { .. } => "effect-added",
        EventKind::EffectEnded { .. } => "effect-ended",
        EventKind::DecisionRequested { .. } => "decision-requested",
        EventKind::Answered { .. } => "answered",
        EventKind::Game(_) => "game",
        EventKind::Attached { .. } => "attached",
        EventKind::Extracted { .. } => "extracted",
        EventKind::PutBack { .. } => "put-back",
        EventKind::ExtractionFailed { .. } => "extraction-failed",
        EventKind::RangeMadeUnknown { .. } => "range-made-unknown",
        EventKind::ChosenAtRandom { .. } => "chosen-at-random",
        EventKind::Grouped { .. } => "groups",
        EventKind::GroupsEnded { .. } => "groups-ended",
        EventKind::MoveEnded { .. } => "move-ended",
        EventKind::LoopStopped { .. } => "loop-stopped",
        EventKind::AbilityPut { .. } => "ability-put",
        EventKind::AbilityCeased { .. } => "ability-ceased",
        EventKind::TokenCreated { .. } => "token-created",
        EventKind::TokenCeased { .. } => "token-ceased",
    }
}

/// A process's event (the core's general processes, or the rule set's own): its label
/// and the objects it names. Scenario files match these as `kind = "game"` with this
/// label, or by their own kind.
pub(super) fn process_event(e: &EventKind, game: &Game) -> Option<(String, Vec<ObjectId>)> {
    let process = game.rules().process();
    Some(match e {
        EventKind::Game(g) => {
            let p = process?;
            (p.code(g).to_string(), p.objects(g))
        }
        EventKind::Attached { object, host } => ("attached".into(), vec![*object, *host]),
        EventKind::Extracted { object, .. }
        | EventKind::PutBack { object, .. }
        | EventKind::ExtractionFailed { object }
        | EventKind::MoveEnded { object } => (event_kind(e).into(), vec![*object]),
        EventKind::RangeMadeUnknown { objects }
        | EventKind::ChosenAtRandom { objects }
        | EventKind::GroupsEnded { objects, .. } => (event_kind(e).into(), objects.clone()),
        EventKind::Grouped { groups, .. } => {
            ("groups".into(), groups.iter().flatten().copied().collect())
        }
        EventKind::LoopStopped { .. } => ("loop-stopped".into(), Vec::new()),
        _ => return None,
    })
}

fn event_card(e: &EventKind) -> Option<CardId> {
    Some(match e {
        EventKind::DestinationChosen { object, .. }
        | EventKind::Redirected { object, .. }
        | EventKind::Replaced { object, .. }
        | EventKind::NotMoved { object, .. }
        | EventKind::Entered { object, .. }
        | EventKind::Turned { object, .. }
        | EventKind::Faced { object, .. }
        | EventKind::NotApplied { object, .. }
        | EventKind::SideChanged { object, .. }
        | EventKind::Triggered { object, .. }
        | EventKind::AbilityPut { object, .. }
        | EventKind::AbilityCeased { object, .. }
        | EventKind::TokenCreated { object, .. }
        | EventKind::TokenCeased { object, .. } => object.card,
        EventKind::Moved { card, .. } => *card,
        _ => return None,
    })
}

fn event_zones(e: &EventKind) -> (Option<ZoneId>, Option<ZoneId>) {
    match e {
        EventKind::Redirected { from, to, .. }
        | EventKind::Replaced { from, to, .. }
        | EventKind::Moved { from, to, .. } => (Some(*from), Some(*to)),
        EventKind::NotMoved { to, .. } | EventKind::Entered { to, .. } => (None, Some(*to)),
        EventKind::AbilityPut { zone, .. } => (None, Some(*zone)),
        EventKind::AbilityCeased { zone, .. } => (Some(*zone), None),
        EventKind::TokenCreated { zone, .. } => (None, Some(*zone)),
        EventKind::TokenCeased { zone, .. } => (Some(*zone), None),
        EventKind::DestinationChosen { zone, .. } => (None, Some(*zone)),
        EventKind::OverLimit { zone, .. }
        | EventKind::LimitChanged { zone, .. }
        | EventKind::Shuffled { zone, .. } => (None, Some(*zone)),
        _ => (None, None),
    }
}

fn zone_matches(r: &ZoneRef, z: Option<ZoneId>) -> bool {
    z.is_some_and(|z| z.kind == r.kind && r.player.is_none_or(|p| z.player == Some(p)))
}

pub(super) fn matches(p: &EventPattern, e: &Event, game: &Game) -> bool {
    let (from, to) = event_zones(&e.kind);
    let process = process_event(&e.kind, game);
    (event_kind(&e.kind) == p.kind || (p.kind == "game" && process.is_some()))
        && p.card.is_none_or(|c| match &process {
            // A process's event matches a card it names.
            Some((_, objects)) => objects.iter().any(|o| o.card == c),
            None => event_card(&e.kind) == Some(c),
        })
        && p.from.as_ref().is_none_or(|r| zone_matches(r, from))
        && p.to.as_ref().is_none_or(|r| zone_matches(r, to))
        && p.label.as_ref().is_none_or(|l| match (&e.kind, &process) {
            (EventKind::Triggered { label, .. }, _)
            | (EventKind::EffectAdded { label, .. }, _)
            | (EventKind::EffectEnded { label, .. }, _) => label == l,
            (_, Some((label, _))) => label == l,
            _ => false,
        })
        && p.rules.iter().all(|r| e.rules.iter().any(|x| x == r))
}
