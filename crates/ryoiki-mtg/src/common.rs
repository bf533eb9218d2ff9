//! The small steps Magic's processes and checks share: refusals, names, a core move, an
//! event built only when someone listens, a nested core action, who holds priority.

use crate::abilities::{self, Ability};
use crate::events::MtgEvent;
use crate::ext::MtgState;
pub(crate) use crate::magic::{Cite, Mx};
use ryoiki_core::{Action, ActionError, CardId, Cause, Destination, ObjectId, PlayerId, State};
use ryoiki_core::{Facing, Phrase, ZoneKind};

/// A refusal: the rules forbid the action; `reason` is a message of Magic's catalogue.
pub(crate) fn forbid(reason: Phrase, rule: &'static str) -> ActionError {
    ActionError::Forbidden { reason, rule }
}

pub(crate) use crate::catalogue::phrase;

pub(crate) fn kind_of(st: &State, card: CardId) -> Option<ZoneKind> {
    st.zone_of(card).map(|z| z.kind)
}

pub(crate) fn name(st: &State, card: CardId) -> String {
    st.def(card).name().to_string()
}

pub(crate) fn pname(st: &State, p: PlayerId) -> String {
    st.players().get(p.index()).cloned().unwrap_or_default()
}

/// A core move, as Magic's processes make them.
pub(crate) fn mv(
    player: PlayerId,
    object: ObjectId,
    to: Destination,
    position: Option<ryoiki_core::zone::Position>,
    cause: Cause,
) -> Action {
    mv_facing(player, object, to, position, None, cause)
}

/// A core move that also turns the card to `facing` (when given).
pub(crate) fn mv_facing(
    player: PlayerId,
    object: ObjectId,
    to: Destination,
    position: Option<ryoiki_core::zone::Position>,
    facing: Option<Facing>,
    cause: Cause,
) -> Action {
    Action::Move {
        player,
        object,
        to,
        position,
        facing,
        side: None,
        cause,
    }
}

/// Emits an event that copies texts (names, effects), built only when someone listens
/// (a game run with `NullSink` builds none).
pub(crate) fn emit_built(cx: &mut Mx<'_>, event: impl FnOnce() -> MtgEvent, rules: Cite<'_>) {
    if cx.emitting() {
        cx.emit(event(), rules);
    }
}

/// Applies a nested core action, fully checked; a refusal (rare: the checks before
/// make it so, unless an object moved meanwhile) is reported as a `core-refused` event,
/// and the caller learns whether the action was carried out.
pub(crate) fn core(cx: &mut Mx<'_>, action: Action) -> bool {
    match cx.apply(action) {
        Ok(_) => true,
        Err(e) => {
            cx.emit(
                MtgEvent::CoreRefused {
                    reason: e.to_string(),
                },
                &[],
            );
            false
        }
    }
}

/// Whether `p` is one of the active players still in the game (the active team's
/// members in Two-Headed Giant).
pub(crate) fn is_active_player(ms: &MtgState, p: PlayerId) -> bool {
    ms.present(p) && ms.team(p) == ms.team(ms.active)
}

pub(crate) fn has_priority(ms: &MtgState, p: PlayerId) -> bool {
    ms.priority.is_some_and(|h| ms.team(h) == ms.team(p))
}

pub(crate) fn activated(st: &State, c: CardId) -> Vec<(u32, String)> {
    abilities::current(st, c)
        .into_iter()
        .filter_map(|a| match a {
            Ability::Activated(n, e) => Some((n, e)),
            _ => None,
        })
        .collect()
}
