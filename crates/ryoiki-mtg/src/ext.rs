//! The rule set's own state, kept as JSON in [`State::ext`]: turns, priority, the stack's
//! order (spells and abilities), mana pools, life totals, who has left, planar die rolls,
//! the planar controllers, and the effects this crate tracks itself.
//!
//! It exists because the core knows no turns and no stack; everything here is plain data
//! so a game can be cloned, serialized and replayed.

use ryoiki_core::{ObjectId, PlayerId, State};
use serde::{Deserialize, Serialize};

/// The steps of a turn this crate models (only the phases matter for 901.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Beginning phase.
    Beginning,
    /// Precombat main phase (a scenario starts here).
    #[default]
    PrecombatMain,
    /// Combat phase.
    Combat,
    /// Postcombat main phase.
    PostcombatMain,
    /// Ending phase.
    Ending,
}

impl Phase {
    /// The phase after this one, or `None` at the end of the turn.
    pub fn next(self) -> Option<Phase> {
        Some(match self {
            Phase::Beginning => Phase::PrecombatMain,
            Phase::PrecombatMain => Phase::Combat,
            Phase::Combat => Phase::PostcombatMain,
            Phase::PostcombatMain => Phase::Ending,
            Phase::Ending => return None,
        })
    }

    /// Whether this is a main phase.
    pub fn is_main(self) -> bool {
        matches!(self, Phase::PrecombatMain | Phase::PostcombatMain)
    }
}

/// The multiplayer variant in use (`[scenario] options = { variant = … }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Two players, or free-for-all (901.2).
    Standard,
    /// Two-Headed Giant (901.12): seats 0+1, 2+3 … are teams, the first of each primary.
    TwoHeadedGiant,
    /// Grand Melee (901.14): several turn markers, several face-up planes.
    GrandMelee,
    /// The single planar deck option (901.15).
    SinglePlanarDeck,
}

/// What a stack entry is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ItemKind {
    /// A spell: a card on the stack.
    Spell,
    /// The planeswalking ability (901.8): no source.
    Planeswalking,
    /// A chaos ability (901.9b).
    Chaos,
    /// Another triggered ability.
    Triggered,
    /// An activated ability.
    Activated,
}

/// One entry of the stack, bottom first in [`MtgState::stack`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackItem {
    /// A number unique in the game.
    pub id: u32,
    /// Spell or which kind of ability.
    pub kind: ItemKind,
    /// The spell's card, or the ability's source; `None` for the planeswalking ability.
    pub source: Option<ObjectId>,
    /// Its controller (seat).
    pub controller: u8,
    /// Its owner (seat): for a phenomenon's ability, the phenomenon's owner (901.10b).
    pub owner: u8,
    /// What it does when it resolves (see [`crate::abilities`]).
    pub effect: String,
    /// The objects it refers to (217.1c exceptions 2 and 3).
    pub sees: Vec<ObjectId>,
    /// The face-up planes it goes with (901.10a), for the planeswalking ability.
    pub planes: Vec<ObjectId>,
    /// Whether it is a phenomenon's triggered ability (901.10b, 901.11a).
    pub phenomenon: bool,
    /// Whether it comes from a plane or phenomenon (901.12c, 901.13).
    pub planar: bool,
    /// A readable name: the source card's, or "planeswalking ability".
    pub name: String,
}

/// The last planeswalk, by card names (901.11b).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaneswalkRecord {
    /// Who planeswalked.
    pub player: String,
    /// The plane or phenomenon planeswalked to.
    pub to: Vec<String>,
    /// The planes and phenomena planeswalked away from.
    pub from: Vec<String>,
    /// How many times anyone has planeswalked this game.
    pub count: u32,
}

/// A continuous effect lasting until a player planeswalks (901.11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    /// Whose planeswalk ends it (and whose creatures it affects).
    pub player: u8,
    /// The word creatures gain ("flying").
    pub word: String,
}

/// A characteristic change applied to a spell or permanent (217.1c exception 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modification {
    /// The object changed.
    pub object: ObjectId,
    /// Types added.
    pub types: Vec<String>,
    /// Abilities added.
    pub abilities: Vec<String>,
}

/// A prevention shield on damage from a source (217.1c exception 4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shield {
    /// The source whose damage is prevented.
    pub source: ObjectId,
    /// How much damage is still to prevent.
    pub amount: i64,
}

/// Everything this rule set keeps in [`State::ext`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MtgState {
    /// The turn number, from 1.
    pub turn: u32,
    /// The active player (in Two-Headed Giant, the active team's primary player).
    pub active: u8,
    /// The current phase.
    pub phase: Phase,
    /// Who holds priority (in Two-Headed Giant, the team's primary player).
    pub priority: Option<u8>,
    /// How many players (teams) passed in succession.
    pub passes: u32,
    /// The stack, bottom first.
    pub stack: Vec<StackItem>,
    /// The next stack item id.
    pub next_item: u32,
    /// Each player's mana pool (generic mana).
    pub mana: Vec<u32>,
    /// Each player's life total.
    pub life: Vec<i64>,
    /// Players who have left the game.
    pub left: Vec<bool>,
    /// Planar die rolls taken as the special action this turn, per player (901.9).
    pub rolls: Vec<u32>,
    /// The planar controllers (one, or several in Grand Melee).
    pub planar_controllers: Vec<u8>,
    /// Whether the Planechase start (901.5) has happened.
    pub started: bool,
    /// Grand Melee turn marker holders.
    pub markers: Vec<u8>,
    /// Effects lasting until a player planeswalks.
    pub until_planeswalk: Vec<Lasting>,
    /// Characteristic changes.
    pub mods: Vec<Modification>,
    /// Prevention shields.
    pub shields: Vec<Shield>,
    /// The last number rolled on a numbered die, if any (901.9d: planar rolls never set it).
    pub last_number: Option<u32>,
    /// The last planeswalk.
    pub last_planeswalk: Option<PlaneswalkRecord>,
    /// The last planar die face rolled.
    pub last_face: Option<String>,
}

impl MtgState {
    /// The rule set's state of a game, or the state a new game starts with.
    pub fn load(state: &State) -> MtgState {
        if let Ok(ms) = serde_json::from_value::<MtgState>(state.ext_json.clone()) {
            return ms;
        }
        let n = state.players.len();
        let markers = match state.options.extra.get("turn_markers") {
            Some(list) => list
                .split(',')
                .filter_map(|name| state.players.iter().position(|p| p == name.trim()))
                .map(|i| i as u8)
                .collect(),
            None => vec![0],
        };
        MtgState {
            turn: 1,
            active: 0,
            phase: Phase::PrecombatMain,
            priority: Some(0),
            passes: 0,
            stack: Vec::new(),
            next_item: 0,
            mana: vec![0; n],
            life: vec![20; n],
            left: vec![false; n],
            rolls: vec![0; n],
            planar_controllers: if variant(state) == Variant::GrandMelee {
                markers.clone()
            } else {
                vec![0]
            },
            started: false,
            markers,
            until_planeswalk: Vec::new(),
            mods: Vec::new(),
            shields: Vec::new(),
            last_number: None,
            last_planeswalk: None,
            last_face: None,
        }
    }

    /// Writes it back into the state.
    pub fn store(&self, state: &mut State) {
        state.ext_json = serde_json::to_value(self).unwrap_or(serde_json::Value::Null);
    }

    /// Whether a seat is still in the game.
    pub fn present(&self, p: u8) -> bool {
        !self.left.get(p as usize).copied().unwrap_or(true)
    }
}

/// The variant a game uses.
pub fn variant(state: &State) -> Variant {
    match state.options.extra.get("variant").map(|s| s.as_str()) {
        Some("two-headed-giant") => Variant::TwoHeadedGiant,
        Some("grand-melee") => Variant::GrandMelee,
        Some("single-planar-deck") => Variant::SinglePlanarDeck,
        _ => Variant::Standard,
    }
}

/// The limited range of influence option, if used (901.2: not used by default).
pub fn range_of_influence(state: &State) -> Option<usize> {
    state
        .options
        .extra
        .get("range_of_influence")
        .and_then(|s| s.parse().ok())
}

/// A player's team in Two-Headed Giant (seats 0+1, 2+3 …); elsewhere each player alone.
pub fn team(state: &State, p: u8) -> u8 {
    if variant(state) == Variant::TwoHeadedGiant {
        p / 2
    } else {
        p
    }
}

/// The members of a player's team (the player alone outside Two-Headed Giant).
pub fn teammates(state: &State, p: u8) -> Vec<u8> {
    let n = state.players.len() as u8;
    (0..n)
        .filter(|&q| team(state, q) == team(state, p))
        .collect()
}

/// The primary player of a player's team (901.12b): its first seat.
pub fn primary(state: &State, p: u8) -> u8 {
    teammates(state, p).first().copied().unwrap_or(p)
}

/// Seats in turn order after `p` (a team's primary in Two-Headed Giant), skipping those
/// in `gone`, and not `p` itself.
pub fn next_in_turn_order(state: &State, p: u8, gone: &dyn Fn(u8) -> bool) -> Option<u8> {
    let n = state.players.len() as u8;
    (1..=n)
        .map(|k| (p + k) % n)
        .find(|&q| primary(state, q) == q && !gone(q) && team(state, q) != team(state, p))
}

/// Whether `q` is within `p`'s range of influence (seats at most `range` apart).
pub fn in_range(state: &State, p: u8, q: u8, range: usize) -> bool {
    let n = state.players.len();
    let d = (p as usize + n - q as usize) % n;
    d.min(n - d) <= range
}

/// The seat as a [`PlayerId`].
pub fn pid(p: u8) -> PlayerId {
    PlayerId(p)
}
