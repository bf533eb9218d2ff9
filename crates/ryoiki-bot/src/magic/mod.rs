//! [`HeuristicBot`]: a simple Magic player (`--bot heuristic`), reading only its seat's
//! view and listed actions.

mod combat;
mod decide;
mod listed;
mod mana;
mod seen;

use crate::bot::Bot;
use crate::turn::Turn;
use listed::Listed;
use mana::{Mana, cost_of, land_color, land_to_tap, pool, reachable};
use seen::{Card, Seen};

/// A simple Magic player. In order, when its seat is to move:
/// 1. it answers a pending decision: itself to play first, a hand kept with two to five
///    lands (or five cards or fewer), the card it needs least discarded;
/// 2. it assigns combat damage when that is due;
/// 3. defending, it blocks to survive (when the attack would be lethal unblocked) or
///    when a block kills the attacker without losing the blocker;
/// 4. attacking, it attacks with every creature when that is lethal or every attacker is
///    safe (no untapped creature that could block it would kill it), else with its
///    strongest safe creature alone;
/// 5. in its own main phase with an empty stack, it plays a land (of the color its hand
///    needs most), then casts the costliest card it can pay for with its pool and
///    untapped lands (creatures and spells with an effect first), tapping one land at a
///    time, only lands that pay for that card (so no mana is left to burn);
/// 6. otherwise it passes priority. It never rolls the planar die, never casts an Aura
///    (its cards name no host), and never concedes or leaves.
///
/// It is deterministic: it draws no random numbers, so every seed plays alike.
#[derive(Clone, Debug, Default)]
pub struct HeuristicBot;

impl HeuristicBot {
    /// The bot (`seed` unused: it draws no random numbers).
    pub fn new(_seed: u64) -> HeuristicBot {
        HeuristicBot
    }
}

impl Bot for HeuristicBot {
    fn kind(&self) -> &'static str {
        "heuristic"
    }

    fn choose(&mut self, turn: &Turn<'_>) -> Option<usize> {
        let listed = listed::read_all(turn);
        let pass = listed.iter().position(|l| *l == Listed::Pass);
        let staying = listed.iter().position(|l| *l != Listed::Leaves);
        let answers: Vec<(usize, u32)> = listed
            .iter()
            .enumerate()
            .filter_map(|(i, l)| match l {
                Listed::Answer(n) => Some((i, *n)),
                _ => None,
            })
            .collect();
        if !answers.is_empty() {
            let seen = Seen::read(&turn.view_json());
            let ids: Vec<u32> = answers.iter().map(|(_, n)| *n).collect();
            let n = decide::answer(&seen, &ids);
            return answers.iter().find(|(_, k)| Some(*k) == n).map(|(i, _)| *i);
        }
        if let Some(i) = turn.answers().next() {
            // An answer that is no numbered option (a card, an effect): the first.
            return Some(i);
        }
        if let Some(i) = listed.iter().position(|l| *l == Listed::AssignDamage) {
            return Some(i);
        }
        let acts = listed.iter().any(|l| {
            matches!(
                l,
                Listed::PlayLand(_)
                    | Listed::Tap(_)
                    | Listed::Cast(_)
                    | Listed::Attack(_)
                    | Listed::Block(_)
            )
        });
        if !acts {
            return pass.or(staying);
        }
        let seen = Seen::read(&turn.view_json());
        let blocks: Vec<(usize, Vec<(String, String)>)> = listed
            .iter()
            .enumerate()
            .filter_map(|(i, l)| match l {
                Listed::Block(b) => Some((i, b.clone())),
                _ => None,
            })
            .collect();
        if !blocks.is_empty() {
            return combat::block(&seen, &blocks).or(pass).or(staying);
        }
        let attacks: Vec<(usize, Vec<String>)> = listed
            .iter()
            .enumerate()
            .filter_map(|(i, l)| match l {
                Listed::Attack(a) => Some((i, a.clone())),
                _ => None,
            })
            .collect();
        if !attacks.is_empty() {
            return combat::attack(&seen, &attacks).or(pass).or(staying);
        }
        if seen.main_phase() {
            if let Some(i) = play_land(&seen, &listed) {
                return Some(i);
            }
            if let Some(i) = cast(&seen, &listed) {
                return Some(i);
            }
        }
        pass.or(staying)
    }
}

/// The listed land to play: of the color the hand's costs need most beyond the lands in
/// play, the first listed among equals.
fn play_land(seen: &Seen, listed: &[Listed]) -> Option<usize> {
    let mut need = [0i64; 5];
    for c in seen.hand.iter().filter(|c| !c.is("land")) {
        if let Some(m) = cost_of(c) {
            for (n, k) in need.iter_mut().zip(m.colors) {
                *n += i64::from(k);
            }
        }
    }
    for c in seen.mine().filter(|c| c.is("land")) {
        if let Some(i) = land_color(c) {
            need[i] -= 1;
        }
    }
    listed
        .iter()
        .enumerate()
        .filter_map(|(i, l)| match l {
            Listed::PlayLand(h) => Some((i, seen.in_hand(h))),
            _ => None,
        })
        .max_by_key(|(i, c)| {
            let want = c.and_then(land_color).map_or(i64::MIN, |k| need[k]);
            (want, std::cmp::Reverse(*i))
        })
        .map(|(i, _)| i)
}

/// Whether a card is worth its mana: a creature, a spell with an effect, or a
/// permanent with an ability besides its cost. Auras are never cast (the sample cards
/// name no host to enchant).
fn class(card: &Card) -> Option<u8> {
    if card.is("land") || card.is("aura") {
        return None;
    }
    let has_effect = card.abilities.iter().any(|l| !l.starts_with("cost:"));
    Some(if card.is("creature") || has_effect {
        0
    } else {
        1
    })
}

/// The next step towards casting the costliest card the seat can pay for: cast it when
/// the pool pays and casting is listed, else tap a land it needs.
fn cast(seen: &Seen, listed: &[Listed]) -> Option<usize> {
    let reach = reachable(seen);
    let mut cards: Vec<(u8, Mana, usize, &Card)> = seen
        .hand
        .iter()
        .enumerate()
        .filter_map(|(i, c)| Some((class(c)?, cost_of(c)?, i, c)))
        .filter(|(_, m, _, _)| reach.pays(m))
        .collect();
    cards.sort_by_key(|(class, m, i, _)| (*class, std::cmp::Reverse(m.total()), *i));
    let have = pool(seen);
    for (_, cost, _, card) in cards {
        if have.pays(&cost) {
            let cast = Listed::Cast(card.handle.clone());
            if let Some(i) = listed.iter().position(|l| *l == cast) {
                return Some(i);
            }
            continue;
        }
        if let Some(land) = land_to_tap(seen, &cost) {
            let tap = Listed::Tap(land.handle.clone());
            if let Some(i) = listed.iter().position(|l| *l == tap) {
                return Some(i);
            }
        }
    }
    None
}
