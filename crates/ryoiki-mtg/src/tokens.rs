//! Tokens (Raise the Alarm: "Put two 1/1 white Soldier creature tokens into play"):
//! created in play under their creator's control, public like any permanent, and gone
//! once they have left play.
//!
//! A token is a core object that is not a card ([`ryoiki_core::token`]). A token that
//! leaves play still arrives where it goes (a 'dies' ability sees it put into the
//! graveyard, 217.1c exception 2), then ceases to exist: it has no card to become a new
//! object of (217.1c). Phasing out is no zone change for it (exception 5), so a
//! phased-out token stays. The `token-ceased` event cites 217.1c; the rule on tokens
//! itself (in the comprehensive rules of 2009, outside rule 217) is not in the text this
//! engine follows.

use crate::common::{Mx, core};
use crate::zones::{IN_PLAY, PHASED_OUT};
use ryoiki_core::{Action, ActionError, ObjectId, PlayerId, Side, State, ZoneId, ZoneKind};
use std::collections::BTreeMap;

/// The most tokens one `create-token` makes (a bound on one action's work).
pub const MAX_TOKENS_AT_ONCE: u32 = 100;

/// What `create-token` asks for, checked.
pub(crate) struct TokenSpec<'a> {
    /// The token's name ("Soldier").
    pub name: &'a str,
    /// Its types.
    pub types: &'a [String],
    /// Its abilities.
    pub abilities: &'a [String],
    /// Its power.
    pub power: Option<i64>,
    /// Its toughness.
    pub toughness: Option<i64>,
    /// How many.
    pub count: u32,
}

/// Checks a token's creation without changing anything.
pub(crate) fn check(spec: &TokenSpec<'_>) -> Result<(), ActionError> {
    let bad = |what: ryoiki_core::Phrase| ActionError::BadArgument {
        action: "create-token".into(),
        what,
    };
    if spec.name.trim().is_empty() {
        return Err(bad(crate::catalogue::phrase("mtg-need-token-name")));
    }
    if spec.count == 0 || spec.count > MAX_TOKENS_AT_ONCE {
        return Err(bad(
            crate::catalogue::phrase("mtg-need-token-count").arg("max", MAX_TOKENS_AT_ONCE)
        ));
    }
    Ok(())
}

/// Puts `count` tokens into play under `player`'s control.
pub(crate) fn create(cx: &mut Mx<'_>, player: PlayerId, spec: &TokenSpec<'_>) {
    let side = Side {
        name: spec.name.to_string(),
        types: spec.types.to_vec(),
        abilities: spec.abilities.to_vec(),
        numbers: [("power", spec.power), ("toughness", spec.toughness)]
            .into_iter()
            .filter_map(|(k, v)| Some((k.to_string(), v?)))
            .collect::<BTreeMap<String, i64>>(),
    };
    for _ in 0..spec.count {
        let zone = ZoneId {
            kind: IN_PLAY,
            player: None,
        };
        core(
            cx,
            Action::CreateToken {
                player,
                zone,
                side: Box::new(side.clone()),
            },
        );
    }
}

/// Whether a token arriving in `to` ceases to exist there: anywhere but in play or
/// phased out.
pub(crate) fn ceases_in(state: &State, object: ObjectId, to: ZoneKind) -> bool {
    state.card(object.card).token && to != IN_PLAY && to != PHASED_OUT
}

/// A token that has left play ceases to exist (the core's event cites 217.1c).
pub(crate) fn cease(cx: &mut Mx<'_>, object: ObjectId) {
    if cx.state().object(object.card) == object {
        core(cx, Action::Cease { object });
    }
}
