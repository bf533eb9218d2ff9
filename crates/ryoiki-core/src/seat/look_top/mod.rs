//! "Look at the top N": a seat looks at the top cards of one of its own piles that no
//! one may see (a deck, a library), without its view listing those cards first.
//!
//! A seat's single [`SeatAction::Look`] names a card by its handle, and a seat has no
//! handle for a card of a hidden pile; so a look at a deck's top cards is its own
//! action, [`SeatAction::LookTop`], naming the pile and how many cards. It stands for
//! the engine's look ([`EffectBody::Exposure`] with [`ExposureKind::Look`], PMV 11.7.1):
//! the cards stay where they are (11.7.2), only the seat sees their fronts (its `exposed`
//! event cites the rule set's look, [`ProcessStep::Look`](crate::ProcessStep::Look):
//! PMV 11.7.1 and 11.7.2; Force of Will's chapter 3 and Magic's rule 217 name no look,
//! so there it cites nothing), and it lasts
//! until the seat ends it ([`SeatAction::EndEffect`]) or the pile is shuffled (11.8.1);
//! when it ends the cards are hidden again in their places (11.7.3).
//!
//! It is listed only where free moves are (a manual table, a game whose rule set lets a
//! seat move its cards freely): no rule of a game played under its rules lets a player
//! look at their own deck at will, so there it is not offered. Another seat learns only
//! that so many cards were looked at and by whom: its view does not list them, its
//! events name no card, and the action it might see in a log names the pile and a count.

use super::{SeatAction, SeatZone};
use crate::action::Action;
use crate::effect::{EffectBody, ExposureKind};
use crate::game::Game;
use crate::ids::{PlayerId, PlayerSet};

/// The label of the effect a look at the top cards makes (the engine's effect; a seat
/// sees it only as an effect it may end).
const LOOK_TOP_LABEL: &str = "look-top";

/// The most cards one look at the top takes (the top 1 to 10, or as many as the pile
/// has): enough for what a card asks ("look at the top three"), and few enough that a
/// table's listing stays short.
pub const LOOK_TOP_MOST: u32 = 10;

impl Game {
    /// Whether an engine effect labelled `label` is a look at the top cards
    /// ([`Game::seat_look_top`] translates it).
    pub(crate) fn is_look_top(label: &str) -> bool {
        label == LOOK_TOP_LABEL
    }

    /// Whether zone kind `kind` is a pile no one sees into ([`ZoneSpec::is_unseen_pile`]).
    ///
    /// [`ZoneSpec::is_unseen_pile`]: crate::ZoneSpec::is_unseen_pile
    fn unseen_pile(&self, kind: usize) -> bool {
        self.zones[kind].is_unseen_pile()
    }

    /// The looks at the top 1 to [`LOOK_TOP_MOST`] cards of each of `player`'s piles no
    /// one sees into, for the table's listing (free moves only).
    pub(crate) fn look_top_candidates(&self, player: PlayerId, out: &mut Vec<Action>) {
        let st = &self.state;
        for zone in &st.zones {
            if zone.id.player != Some(player)
                || zone.cards.is_empty()
                || !self.unseen_pile(zone.id.kind.0 as usize)
            {
                continue;
            }
            let most = zone.cards.len().min(LOOK_TOP_MOST as usize);
            for n in 1..=most {
                // The top card is the last of the zone's list: the top first.
                let objects = zone.cards.iter().rev().take(n).map(|&c| st.object(c));
                out.push(Action::AddEffect {
                    label: LOOK_TOP_LABEL.into(),
                    controller: Some(player),
                    body: Box::new(EffectBody::Exposure {
                        objects: objects.collect(),
                        to: PlayerSet::only(player),
                        kind: ExposureKind::Look,
                    }),
                });
            }
        }
    }

    /// A listed look at the top cards in `seat`'s terms: the pile and the count, if
    /// `body` looks for `seat` alone at the top cards, in order, of one of the seat's
    /// piles no one sees into; `None` for anything else.
    pub(crate) fn seat_look_top(&self, seat: PlayerId, body: &EffectBody) -> Option<SeatAction> {
        let EffectBody::Exposure {
            objects,
            to,
            kind: ExposureKind::Look,
        } = body
        else {
            return None;
        };
        if *to != PlayerSet::only(seat) {
            return None;
        }
        let first = objects.first()?;
        let zone_id = self.state.zone_of(first.card)?;
        if zone_id.player != Some(seat) || !self.unseen_pile(zone_id.kind.0 as usize) {
            return None;
        }
        let zone = self.state.zone(zone_id)?;
        let top = zone.cards.iter().rev().take(objects.len());
        if top.len() != objects.len() || !top.zip(objects).all(|(&c, o)| self.state.object(c) == *o)
        {
            return None;
        }
        Some(SeatAction::LookTop {
            zone: SeatZone {
                zone: self.spec(zone_id.kind).key.to_string(),
                player: zone_id.player,
            },
            count: u32::try_from(objects.len()).ok()?,
        })
    }
}

#[cfg(test)]
mod tests;
