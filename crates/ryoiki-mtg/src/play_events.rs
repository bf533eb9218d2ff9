//! What playing cards reports ([`PlayEvent`], carried by [`crate::events::MtgEvent::Play`]):
//! mana made, paid and burnt, lands played, attackers and blockers declared, combat
//! damage assigned and dealt, spells' effects. Each sentence is in Magic's message
//! catalogue (the `mtg-play-…` keys).

use crate::catalogue::messages;
use ryoiki_core::{Args, ObjectId, PlayerId, Words};
use serde::{Deserialize, Serialize};

/// One thing playing cards did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "play", rename_all = "kebab-case")]
pub enum PlayEvent {
    /// A phase ended with unused mana in a pool (mana burn, mtg-2009-300.3).
    ManaBurn {
        /// Whose pool.
        player: PlayerId,
        /// How much mana was lost (and life with it).
        lost: i64,
        /// The life total afterwards.
        life: i64,
    },
    /// Mana goes to a pool (a land's mana ability, `add-mana` with a mana string).
    ManaProduced {
        /// Whose pool.
        player: PlayerId,
        /// The permanent tapped for it, if any.
        source: Option<ObjectId>,
        /// The mana, as symbols.
        mana: String,
    },
    /// A spell's mana cost is paid from its caster's pool (mtg-2009-409.1).
    ManaPaid {
        /// Who pays.
        player: PlayerId,
        /// The spell.
        spell: ObjectId,
        /// The mana spent, as symbols.
        mana: String,
    },
    /// A land is played (the special action, mtg-2009-305.4).
    LandPlayed {
        /// Who plays it.
        player: PlayerId,
        /// The land, in play.
        land: ObjectId,
    },
    /// Attackers are declared (mtg-2009-308.2a).
    AttackersDeclared {
        /// The attacking player.
        player: PlayerId,
        /// The attacking creatures.
        attackers: Vec<ObjectId>,
    },
    /// Blockers are declared (mtg-2009-309.2a).
    BlockersDeclared {
        /// The defending player.
        player: PlayerId,
        /// Each blocker with the attacker it blocks.
        blocks: Vec<(ObjectId, ObjectId)>,
    },
    /// Combat damage is assigned and put on the stack as one object (mtg-2009-310.1).
    DamageAssigned {
        /// Whether this is the first-strike combat damage step (mtg-2009-310.5).
        first_strike: bool,
        /// How many assignments.
        count: usize,
    },
    /// Damage is marked on a creature (mtg-2009-310.4).
    DamageMarked {
        /// The source.
        source: ObjectId,
        /// The creature.
        creature: ObjectId,
        /// How much.
        amount: u32,
        /// The damage marked on it now.
        marked: u32,
    },
    /// A player loses life (a spell's effect).
    LifeLost {
        /// Who.
        player: PlayerId,
        /// How much.
        amount: i64,
    },
}

impl PlayEvent {
    /// The name scenario files match (`label`).
    pub fn code(&self) -> &'static str {
        match self {
            PlayEvent::ManaBurn { .. } => "mana-burn",
            PlayEvent::ManaProduced { .. } => "mana-produced",
            PlayEvent::ManaPaid { .. } => "mana-paid",
            PlayEvent::LandPlayed { .. } => "land-played",
            PlayEvent::AttackersDeclared { .. } => "attackers-declared",
            PlayEvent::BlockersDeclared { .. } => "blockers-declared",
            PlayEvent::DamageAssigned { .. } => "combat-damage-assigned",
            PlayEvent::DamageMarked { .. } => "damage-marked",
            PlayEvent::LifeLost { .. } => "life-lost",
        }
    }

    /// The objects it names.
    pub fn objects(&self) -> Vec<ObjectId> {
        match self {
            PlayEvent::ManaProduced { source, .. } => source.iter().copied().collect(),
            PlayEvent::ManaPaid { spell, .. } => vec![*spell],
            PlayEvent::LandPlayed { land, .. } => vec![*land],
            PlayEvent::AttackersDeclared { attackers, .. } => attackers.clone(),
            PlayEvent::BlockersDeclared { blocks, .. } => {
                blocks.iter().flat_map(|&(b, a)| [b, a]).collect()
            }
            PlayEvent::DamageMarked {
                source, creature, ..
            } => vec![*source, *creature],
            _ => Vec::new(),
        }
    }

    /// The event in words.
    pub fn render(&self, w: &Words<'_>) -> String {
        let say = |key: &str, args: Args<'_>| w.text(messages(), key, args);
        let list = |objects: &[ObjectId]| {
            objects
                .iter()
                .map(|&o| w.object(o))
                .collect::<Vec<_>>()
                .join(&w.list_separator())
        };
        match self {
            PlayEvent::ManaBurn { player, lost, life } => say(
                "mtg-play-mana-burn",
                Args::new()
                    .with("p", w.player(*player))
                    .with("lost", *lost)
                    .with("life", *life),
            ),
            PlayEvent::ManaProduced {
                player,
                source,
                mana,
            } => say(
                "mtg-play-mana-produced",
                Args::new()
                    .with("p", w.player(*player))
                    .with("mana", mana.as_str())
                    .with(
                        "source",
                        source.map(|o| w.object(o)).unwrap_or_else(|| "-".into()),
                    ),
            ),
            PlayEvent::ManaPaid {
                player,
                spell,
                mana,
            } => say(
                "mtg-play-mana-paid",
                Args::new()
                    .with("p", w.player(*player))
                    .with("o", w.object(*spell))
                    .with("mana", mana.as_str()),
            ),
            PlayEvent::LandPlayed { player, land } => say(
                "mtg-play-land-played",
                Args::new()
                    .with("p", w.player(*player))
                    .with("o", w.object(*land)),
            ),
            PlayEvent::AttackersDeclared { player, attackers } => say(
                "mtg-play-attackers",
                Args::new()
                    .with("p", w.player(*player))
                    .with("count", attackers.len())
                    .with("list", list(attackers)),
            ),
            PlayEvent::BlockersDeclared { player, blocks } => {
                let pairs = blocks
                    .iter()
                    .map(|&(b, a)| {
                        say(
                            "mtg-play-block",
                            Args::new()
                                .with("blocker", w.object(b))
                                .with("attacker", w.object(a)),
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(&w.list_separator());
                say(
                    "mtg-play-blockers",
                    Args::new()
                        .with("p", w.player(*player))
                        .with("count", blocks.len())
                        .with("list", pairs),
                )
            }
            PlayEvent::DamageAssigned {
                first_strike,
                count,
            } => say(
                if *first_strike {
                    "mtg-play-damage-assigned-first"
                } else {
                    "mtg-play-damage-assigned"
                },
                Args::new().with("count", *count),
            ),
            PlayEvent::DamageMarked {
                source,
                creature,
                amount,
                marked,
            } => say(
                "mtg-play-damage-marked",
                Args::new()
                    .with("source", w.object(*source))
                    .with("o", w.object(*creature))
                    .with("amount", *amount)
                    .with("marked", *marked),
            ),
            PlayEvent::LifeLost { player, amount } => say(
                "mtg-play-life-lost",
                Args::new()
                    .with("p", w.player(*player))
                    .with("amount", *amount),
            ),
        }
    }
}
