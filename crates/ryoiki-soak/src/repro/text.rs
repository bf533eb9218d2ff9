//! How a written scenario says a zone, a destination, a position, a move's cause and a
//! side's numbers, each in the form the loader reads back as the same thing.

use ryoiki_core::{Cause, Destination, Game, Position, Scope, ZoneId};

/// A zone as a scenario names it: `p0:hand`, or a shared zone's key.
pub(super) fn zone_text(game: &Game, z: ZoneId) -> String {
    let key = game.spec(z.kind).key;
    match z.player {
        Some(p) => format!("{}:{key}", game.player_name(p)),
        None => key.to_string(),
    }
}

/// A zone as a step's fully named zone (`zone`, `from`): `None` when the loader would
/// read the words as another zone (a shared zone with a player, a player's zone without
/// one).
pub(super) fn zone_ref(game: &Game, z: ZoneId) -> Option<String> {
    let faithful = match game.spec(z.kind).scope {
        Scope::Shared => z.player.is_none(),
        Scope::PerPlayer => z.player.is_some(),
    };
    faithful.then(|| zone_text(game, z))
}

/// A destination as a step's `to`: `None` for a shared zone with a player, which the
/// loader cannot read back.
pub(super) fn dest_ref(game: &Game, to: Destination) -> Option<String> {
    let key = game.spec(to.kind).key;
    match (to.player, game.spec(to.kind).scope) {
        (Some(p), Scope::PerPlayer) => Some(format!("{}:{key}", game.player_name(p))),
        (None, _) => Some(key.to_string()),
        (Some(_), Scope::Shared) => None,
    }
}

/// A position as a step writes it.
pub(super) fn position_ref(p: Position) -> Option<String> {
    Some(match p {
        Position::Top => "top".to_string(),
        Position::Bottom => "bottom".to_string(),
        Position::Index(i) => i.to_string(),
        Position::FromTop(n) => format!("{n} from top"),
        Position::FromBottom(n) => format!("{n} from bottom"),
        Position::Shuffled => "shuffle".to_string(),
    })
}

/// A move's cause as a step's `cause` line (none for an instruction); `None` for a
/// special cause the loader would read as another.
pub(super) fn cause_line(cause: &Cause) -> Option<String> {
    match cause {
        Cause::Instruction => Some(String::new()),
        Cause::Draw => Some("cause = \"draw\"\n".into()),
        Cause::Game(g) if Cause::from_word(g.as_str()).ok() != Some(*cause) => None,
        other => Some(format!("cause = {:?}\n", other.word())),
    }
}

/// A side's numbers as an inline TOML table.
pub(super) fn numbers(n: &std::collections::BTreeMap<String, i64>) -> String {
    let items: Vec<String> = n.iter().map(|(k, v)| format!("{k:?} = {v}")).collect();
    format!("{{ {} }}", items.join(", "))
}
