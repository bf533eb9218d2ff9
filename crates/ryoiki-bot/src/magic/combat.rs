//! Which attack and which block the bot declares, among those listed.
//!
//! Attacking: with every creature when the attack is lethal (its damage, less what the
//! defender's untapped creatures could stop, is at least their life) or every attacker
//! is safe; else with the strongest safe creature alone (the listing offers each creature
//! alone or all together). An attacker is safe when no untapped creature of the
//! defender that could block it would kill it.
//!
//! Blocking: when the attack would be lethal unblocked, the block that stops the most
//! damage (a blocker that survives first); else a block that kills its attacker without
//! losing the blocker, the strongest attacker first; else no block.

use super::seen::{Card, Seen};

/// Whether `blocker` may block `attacker` (flying: 2009 rule 502.4b).
fn can_block(blocker: &Card, attacker: &Card) -> bool {
    !attacker.has("flying") || blocker.has("flying")
}

/// Whether `hitter` kills `target` in a fight between the two (each deals its power to
/// the other; a first striker that kills first takes no damage back).
fn kills(hitter: &Card, target: &Card) -> bool {
    if hitter.combat_damage() < target.toughness {
        return false;
    }
    // The target strikes first and kills the hitter before it deals damage.
    let first = target.strikes_first() && !hitter.strikes_first();
    !(first && target.combat_damage() >= hitter.toughness)
}

/// Whether `attacker` survives any single block by the untapped creatures `blockers`.
fn safe(attacker: &Card, blockers: &[&Card]) -> bool {
    blockers
        .iter()
        .filter(|b| can_block(b, attacker))
        .all(|b| !kills(b, attacker))
}

/// Whether an attack by `attackers` deals at least `life` even if each of `blockers`
/// stops the strongest attacker it could.
fn lethal(attackers: &[&Card], blockers: &[&Card], life: i64) -> bool {
    let mut damage: Vec<i64> = attackers.iter().map(|a| a.combat_damage()).collect();
    damage.sort_unstable_by(|a, b| b.cmp(a));
    let stopped = blockers.len().min(damage.len());
    damage[stopped..].iter().sum::<i64>() >= life
}

/// The index among `options` (each a listed attack: its creatures' handles) of the
/// attack to declare, or `None` to attack with nothing.
pub(crate) fn attack(seen: &Seen, options: &[(usize, Vec<String>)]) -> Option<usize> {
    let blockers: Vec<&Card> = seen
        .theirs()
        .filter(|c| c.is("creature") && !c.tapped)
        .collect();
    let cards =
        |hs: &[String]| -> Vec<&Card> { hs.iter().filter_map(|h| seen.permanent(h)).collect() };
    let life = seen.their_life();
    // The largest listed attack: every creature that may attack.
    let all = options.iter().max_by_key(|(_, hs)| hs.len())?;
    let everyone = cards(&all.1);
    if everyone.len() == all.1.len()
        && (lethal(&everyone, &blockers, life) || everyone.iter().all(|a| safe(a, &blockers)))
    {
        return Some(all.0);
    }
    options
        .iter()
        .filter(|(_, hs)| hs.len() == 1)
        .filter_map(|(i, hs)| seen.permanent(&hs[0]).map(|c| (*i, c)))
        .filter(|(_, c)| c.power > 0 && safe(c, &blockers))
        .max_by_key(|(i, c)| (c.combat_damage(), std::cmp::Reverse(*i)))
        .map(|(i, _)| i)
}

/// The index among `options` (each a listed block: blocker and attacker handles; an
/// empty one is no block) of the block to declare.
pub(crate) fn block(seen: &Seen, options: &[(usize, Vec<(String, String)>)]) -> Option<usize> {
    // The attackers: those the listed blocks name, and the other players' tapped
    // creatures (an attacker taps unless it has vigilance; the view does not say which
    // creatures attack).
    let mut attackers: Vec<&Card> = Vec::new();
    for (_, blocks) in options {
        for (_, a) in blocks {
            if let Some(c) = seen.permanent(a)
                && !attackers.iter().any(|x| x.handle == c.handle)
            {
                attackers.push(c);
            }
        }
    }
    for c in seen.theirs().filter(|c| c.is("creature") && c.tapped) {
        if !attackers.iter().any(|x| x.handle == c.handle) {
            attackers.push(c);
        }
    }
    let incoming: i64 = attackers.iter().map(|a| a.combat_damage()).sum();
    let none = options.iter().find(|(_, b)| b.is_empty()).map(|(i, _)| *i);
    let singles: Vec<(usize, &Card, &Card)> = options
        .iter()
        .filter(|(_, b)| b.len() == 1)
        .filter_map(|(i, b)| {
            let (bl, at) = &b[0];
            Some((*i, seen.permanent(bl)?, seen.permanent(at)?))
        })
        .collect();
    if incoming >= seen.my_life() {
        // Stop the most damage; among equal, a blocker that survives, then one that kills.
        return singles
            .iter()
            .max_by_key(|(i, b, a)| {
                (
                    a.combat_damage(),
                    !kills(a, b),
                    kills(b, a),
                    std::cmp::Reverse(*i),
                )
            })
            .map(|(i, _, _)| *i)
            .or(none);
    }
    singles
        .iter()
        .filter(|(_, b, a)| kills(b, a) && !kills(a, b))
        .max_by_key(|(i, _, a)| (a.combat_damage(), std::cmp::Reverse(*i)))
        .map(|(i, _, _)| *i)
        .or(none)
}
