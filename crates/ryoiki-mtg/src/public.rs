//! What every player may see of Magic's own state ([`MtgPublic`], a view's `public`
//! section): the turn, the active player, the phase, who holds priority, life totals,
//! mana pools and planar die rolls by player name, the stack, the planar controllers, and
//! the last die results and planeswalk, the step, poison counters, damage marked on
//! creatures, who lost and why, and how the game ended. Players are named, cards shown by the viewer's
//! handles; no engine ids, nothing hidden.

use crate::ext::{EndCause, ItemKind, LossCause, MtgState, Phase, Step};
use crate::face::Face;
use ryoiki_core::Host;
use ryoiki_core::{Handle, PlayerId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One stack entry as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicItem {
    /// The spell's or the ability's source's name, or "planeswalking ability".
    pub name: String,
    /// Spell or which kind of ability.
    pub kind: ItemKind,
    /// Its controller's name.
    pub controller: String,
    /// What it does.
    pub effect: String,
    /// The source, by the viewer's handle, while it is still the same object.
    pub source: Option<Handle>,
}

/// The last planeswalk, as everyone saw it (901.11b).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlaneswalk {
    /// Who planeswalked.
    pub player: String,
    /// The planes and phenomena planeswalked away from.
    pub from: Vec<String>,
    /// The plane or phenomenon planeswalked to.
    pub to: Vec<String>,
    /// How many times anyone has planeswalked this game.
    pub count: u32,
}

/// How the game ended, as everyone sees it (2009 rule 102).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicOutcome {
    /// The winners by name; empty for a draw.
    pub winners: Vec<String>,
    /// Whether the game is a draw.
    pub draw: bool,
    /// Why it ended.
    pub cause: EndCause,
}

/// Magic's public state, as a view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MtgPublic {
    /// The turn number.
    pub turn: u32,
    /// The active player's name.
    pub active: String,
    /// The phase.
    pub phase: Phase,
    /// Who holds priority, by name.
    pub priority: Option<String>,
    /// Life totals by player name.
    pub life: BTreeMap<String, i64>,
    /// Mana pools by player name.
    pub mana: BTreeMap<String, u32>,
    /// Planar die rolls taken as the special action this turn, by player name (901.9).
    pub rolls: BTreeMap<String, u32>,
    /// The players who have left the game.
    pub left: Vec<String>,
    /// The stack, bottom first.
    pub stack: Vec<PublicItem>,
    /// Whether Planechase has started (901.5).
    pub started: bool,
    /// The planar controllers by name.
    pub planar_controllers: Vec<String>,
    /// The face the planar die last showed.
    pub planar_die: Option<Face>,
    /// The number a six-sided die last showed (901.9d: planar rolls never set it).
    pub die: Option<u32>,
    /// The last planeswalk.
    pub last_planeswalk: Option<PublicPlaneswalk>,
    /// The step of the turn ([`Step::Main`] in a main phase).
    pub step: Step,
    /// Whether the game has begun under the rules (`start-game`).
    pub begun: bool,
    /// Who plays first, once chosen (2009 rule 101.2).
    pub starter: Option<String>,
    /// Poison counters by player name.
    pub poison: BTreeMap<String, u32>,
    /// The players who lost, by name, with why (2009 rule 102.3).
    pub lost: BTreeMap<String, LossCause>,
    /// How the game ended, once it has.
    pub outcome: Option<PublicOutcome>,
    /// Whole mana pools by player name, as mana symbols (colorless mana as a number:
    /// `{2}{G}`; an empty pool `{0}`).
    #[serde(default)]
    pub pool: BTreeMap<String, String>,
    /// Damage marked on permanents, in the order it was first marked.
    #[serde(default)]
    pub damage: Vec<PublicDamage>,
}

/// Damage marked on a permanent, as a view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicDamage {
    /// The permanent's name.
    pub name: String,
    /// The permanent.
    pub card: Handle,
    /// How much damage.
    pub amount: u32,
}

/// What `viewer` sees of Magic's state.
pub fn public(game: &dyn Host, ms: &MtgState, viewer: PlayerId) -> MtgPublic {
    let name = |p: PlayerId| game.player_name(p).to_string();
    let by_name = |f: &dyn Fn(PlayerId) -> u32| -> BTreeMap<String, u32> {
        ms.players().map(|p| (name(p), f(p))).collect()
    };
    MtgPublic {
        turn: ms.turn,
        active: name(ms.active),
        phase: ms.phase,
        priority: ms.priority.map(name),
        life: ms.players().map(|p| (name(p), ms.life(p))).collect(),
        mana: by_name(&|p| ms.seat(p).mana),
        rolls: by_name(&|p| ms.seat(p).rolls),
        left: ms.players().filter(|&p| !ms.present(p)).map(name).collect(),
        stack: ms
            .stack
            .iter()
            .map(|i| PublicItem {
                name: i.name.to_string(),
                kind: i.kind,
                controller: name(i.controller),
                effect: i.effect.text().to_string(),
                source: i
                    .source
                    .filter(|&o| game.resolve(o).is_ok())
                    .map(|o| game.handle(viewer, o.card)),
            })
            .collect(),
        started: ms.started,
        planar_controllers: ms.planar_controllers.iter().map(|&p| name(p)).collect(),
        planar_die: ms.last_face,
        die: ms.last_number,
        last_planeswalk: ms.last_planeswalk.as_ref().map(|r| PublicPlaneswalk {
            player: name(r.player),
            from: r.from.to_vec(),
            to: r.to.to_vec(),
            count: r.count,
        }),
        step: ms.step,
        begun: ms.begun,
        starter: ms.starter.map(name),
        poison: by_name(&|p| ms.seat(p).poison),
        lost: ms
            .players()
            .filter_map(|p| ms.seat(p).lost.map(|c| (name(p), c)))
            .collect(),
        outcome: ms.outcome.as_ref().map(|o| PublicOutcome {
            winners: o.winners.iter().map(|&p| name(p)).collect(),
            draw: o.winners.is_empty(),
            cause: o.cause,
        }),
        pool: ms
            .players()
            .map(|p| (name(p), crate::mana::pool(ms.seat(p)).symbols()))
            .collect(),
        damage: ms
            .damage
            .iter()
            .filter(|d| game.resolve(d.object).is_ok())
            .map(|d| PublicDamage {
                name: game.state().def(d.object.card).name().to_string(),
                card: game.handle(viewer, d.object.card),
                amount: u32::try_from(d.amount).unwrap_or(0),
            })
            .collect(),
    }
}
