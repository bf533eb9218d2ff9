//! What an instant or sorcery does when it resolves, written as an ability line of the
//! sample cards: `spell: EFFECT`, with the effects `you gain-life N`,
//! `each-opponent lose-life N` and `damage-each-opponent N` (the spell deals N damage to
//! each opponent). The spell's card goes to its owner's graveyard as it resolves; its
//! effect follows at once, before anyone gets priority.

use crate::common::Mx;
use crate::events::MtgEvent;
use crate::play_events::PlayEvent;
use ryoiki_core::{CardId, ObjectId, PlayerId, State};

/// The head of a spell's effect line.
pub const HEAD: &str = "spell:";

/// A spell's effect, parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpellEffect {
    /// Its controller gains life.
    GainLife(i64),
    /// Each opponent of its controller loses life.
    OpponentsLoseLife(i64),
    /// It deals damage to each opponent of its controller.
    DamageOpponents(i64),
}

/// Parses the effect of a `spell:` line; `None` for any other line or effect.
pub fn parse(line: &str) -> Option<SpellEffect> {
    let rest = line.trim().strip_prefix(HEAD)?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let n = |w: &str| w.parse::<i64>().ok().filter(|n| *n >= 0);
    match words.as_slice() {
        ["you", "gain-life", k] => n(k).map(SpellEffect::GainLife),
        ["each-opponent", "lose-life", k] => n(k).map(SpellEffect::OpponentsLoseLife),
        ["damage-each-opponent", k] => n(k).map(SpellEffect::DamageOpponents),
        _ => None,
    }
}

/// A card's spell effects, in order.
pub fn effects(state: &State, card: CardId) -> Vec<SpellEffect> {
    crate::abilities::lines(state, card)
        .iter()
        .filter_map(parse)
        .collect()
}

/// Carries out a resolved spell's effects.
pub(crate) fn resolve(cx: &mut Mx<'_>, object: ObjectId, controller: PlayerId) {
    let ms = cx.ext();
    let opponents: Vec<PlayerId> = ms
        .players()
        .filter(|&q| ms.present(q) && ms.team(q) != ms.team(controller))
        .collect();
    for effect in effects(cx.state(), object.card) {
        match effect {
            SpellEffect::GainLife(n) => {
                let life = cx.ext_mut().life_mut(controller);
                *life = life.saturating_add(n);
                cx.emit(
                    MtgEvent::LifeGained {
                        players: vec![controller],
                        amount: n,
                    },
                    &[],
                );
            }
            SpellEffect::OpponentsLoseLife(n) | SpellEffect::DamageOpponents(n) => {
                // Each opponent loses the life either way; the event tells a loss from
                // damage dealt by the spell.
                for &q in &opponents {
                    let life = cx.ext_mut().life_mut(q);
                    *life = life.saturating_sub(n);
                    let event = if let SpellEffect::OpponentsLoseLife(_) = effect {
                        MtgEvent::Play {
                            event: PlayEvent::LifeLost {
                                player: q,
                                amount: n,
                            },
                        }
                    } else {
                        MtgEvent::DamageDealt {
                            source: object,
                            player: q,
                            dealt: n,
                            prevented: 0,
                        }
                    };
                    cx.emit(event, &[]);
                }
            }
        }
    }
}
