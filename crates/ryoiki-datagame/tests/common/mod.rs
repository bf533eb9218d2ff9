//! What more than one of the data game's test files needs.

use ryoiki_core::{Action, CardId, Cause, Destination, Event, Game, PlayerId, ZoneId};

/// Player `p` moves `card` into the zone `to`, with nothing else said; the events.
pub fn mv(game: &mut Game, p: u8, card: CardId, to: ZoneId) -> Vec<Event> {
    let object = game.object_of(card).expect("card");
    let mut log = Vec::new();
    game.apply(
        Action::Move {
            player: PlayerId(p),
            object,
            to: Destination {
                kind: to.kind,
                player: to.player,
            },
            position: None,
            facing: None,
            side: None,
            cause: Cause::Instruction,
        },
        &mut log,
    )
    .expect("the move is applied");
    log
}
