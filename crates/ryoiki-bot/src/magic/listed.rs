//! The listed actions of a Magic seat, sorted by what they do: read from each action's
//! game form (`{"action": "cast", "card": "h…"}`), never from the game's state.

use crate::turn::Turn;
use ryoiki_core::{Flow, SeatAction, SeatChoice};

/// One listed action of Magic's, as the bot reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Listed {
    /// Pass priority.
    Pass,
    /// Play the land of this handle.
    PlayLand(String),
    /// Tap the land of this handle for mana.
    Tap(String),
    /// Cast the card of this handle.
    Cast(String),
    /// Declare these creatures as attackers.
    Attack(Vec<String>),
    /// Declare these blocks (blocker, attacker); none: no blocks.
    Block(Vec<(String, String)>),
    /// Assign combat damage (the default division).
    AssignDamage,
    /// Answer the pending decision with its option of this index.
    Answer(u32),
    /// Anything else that keeps the seat in the game (rolling the planar die, an
    /// ability): the bot takes it only when nothing else is listed.
    Other,
    /// An action that takes the seat out of the game: never taken.
    Leaves,
}

fn handle(v: &serde_json::Value) -> Option<String> {
    v.as_str().map(str::to_string)
}

/// What the `i`-th listed action of `turn` does.
pub(crate) fn read(turn: &Turn<'_>, i: usize) -> Listed {
    if turn.flow(i) == Flow::Leaves {
        return Listed::Leaves;
    }
    let json = match &turn.actions()[i] {
        SeatAction::Answer {
            choice: SeatChoice::Option { index },
        } => return Listed::Answer(*index),
        SeatAction::Game { game } => game.json(),
        _ => return Listed::Other,
    };
    let game = &*json;
    let card = || game.get("card").and_then(handle);
    match game.get("action").and_then(serde_json::Value::as_str) {
        Some("pass-priority") => Listed::Pass,
        Some("play-land") => card().map_or(Listed::Other, Listed::PlayLand),
        Some("tap-for-mana") => card().map_or(Listed::Other, Listed::Tap),
        Some("cast") => card().map_or(Listed::Other, Listed::Cast),
        Some("declare-attackers") => {
            let cards = game
                .get("cards")
                .and_then(serde_json::Value::as_array)
                .map(|a| a.iter().filter_map(handle).collect())
                .unwrap_or_default();
            Listed::Attack(cards)
        }
        Some("declare-blockers") => {
            let blocks = game
                .get("blocks")
                .and_then(serde_json::Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(|pair| {
                            let p = pair.as_array()?;
                            Some((handle(p.first()?)?, handle(p.get(1)?)?))
                        })
                        .collect()
                })
                .unwrap_or_default();
            Listed::Block(blocks)
        }
        Some("assign-combat-damage") => Listed::AssignDamage,
        _ => Listed::Other,
    }
}

/// Every listed action of `turn`, read, in list order.
pub(crate) fn read_all(turn: &Turn<'_>) -> Vec<Listed> {
    (0..turn.actions().len()).map(|i| read(turn, i)).collect()
}
