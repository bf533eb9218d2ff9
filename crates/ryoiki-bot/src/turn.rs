//! [`Turn`]: what a bot is shown when its seat is to move.

use ryoiki_core::{Flow, Game, PlayerId, SeatAction, SeatListing, Typed, View};

/// What a bot may know when its seat is to move: the seat's view (every card it may
/// see, the game's public section, its pending decision) and the actions listed for it,
/// with what each does to the course of play ([`Flow`]). It holds no way to the game's
/// state, nor to the engine's ids (a card's stable id would let a bot follow it through
/// a shuffle): a bot reads exactly what a person in that seat is sent, the view as it
/// is serialized ([`Turn::view_json`]) and the game's public section
/// ([`Turn::public`]).
#[derive(Clone, Copy)]
pub struct Turn<'a> {
    view: View<'a>,
    actions: &'a [SeatAction],
    listing: &'a SeatListing,
}

impl<'a> Turn<'a> {
    /// The turn of the listing's seat in `game`: its view, and `actions`, the list
    /// [`Game::seat_listing`] made with `listing` at this state.
    pub fn new(game: &'a Game, actions: &'a [SeatAction], listing: &'a SeatListing) -> Turn<'a> {
        Turn {
            view: game.view(listing.seat()),
            actions,
            listing,
        }
    }

    /// The seat to move.
    pub fn seat(&self) -> PlayerId {
        self.listing.seat()
    }

    /// What the seat may see, as the seat is sent it (`docs/protocol.md`): zones, each
    /// card under the seat's handle with what the seat may see of it, the game's public
    /// section, the seat's pending decision. Built on each call.
    pub fn view_json(&self) -> serde_json::Value {
        serde_json::to_value(self.view).unwrap_or(serde_json::Value::Null)
    }

    /// What every player may see of the game's own state (life, the turn, the stack …),
    /// in the game's own type ([`Typed::get`]); `None` for a game that shows none.
    pub fn public(&self) -> Option<Typed> {
        self.view.public()
    }

    /// The listed actions, in list order.
    pub fn actions(&self) -> &'a [SeatAction] {
        self.actions
    }

    /// What the `i`-th listed action does to the course of play.
    pub fn flow(&self, i: usize) -> Flow {
        self.listing.flow(i)
    }

    /// The indices of the listed actions that do not take the seat out of the game.
    pub fn staying(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.actions.len()).filter(|&i| self.flow(i) != Flow::Leaves)
    }

    /// The indices of the listed answers to a pending decision.
    pub fn answers(&self) -> impl Iterator<Item = usize> + '_ {
        self.actions
            .iter()
            .enumerate()
            .filter(|(_, a)| matches!(a, SeatAction::Answer { .. }))
            .map(|(i, _)| i)
    }
}
