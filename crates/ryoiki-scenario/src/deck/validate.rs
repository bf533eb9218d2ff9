//! A deck against its pool and its game's rules: every problem, each at its line.
//!
//! Magic: the planar deck against 901.3 (at least 10 planes and phenomena, at most 2
//! phenomena, no two cards of one name); the 2009 rule 217 gives no deck size, so the
//! main deck and sideboard are checked only for their cards' names and places.
//! Force of Will: chapter 3 gives no deck size either; it says where cards of each type
//! may not go (3.15.a–e), so a card in a section whose zone its type is kept out of is a
//! problem citing that rule, and the ruler section holds rulers.
//! Phantom Magic Vision: chapter 11 gives no deck rule; only names are checked.

use super::{Deck, DeckEntry, DeckProblem, Pool, Section};
use crate::games::GameKind;
use std::collections::BTreeMap;

/// Every problem of `deck` against `pool` and its game.
pub(super) fn problems(deck: &Deck, pool: &Pool) -> Vec<DeckProblem> {
    let mut out = Vec::new();
    let problem = |e: &DeckEntry, message: String, rule: Option<&'static str>| DeckProblem {
        file: deck.file.clone(),
        line: e.line,
        message,
        rule,
    };
    if pool.game != deck.game {
        out.push(DeckProblem::whole(
            &deck.file,
            format!(
                "the pool '{}' is for {}, the deck for {}",
                pool.title,
                pool.game.name(),
                deck.game.name()
            ),
        ));
        return out;
    }
    for e in &deck.entries {
        let Some(def) = pool.get(&e.name) else {
            let hint = crate::suggest::did_you_mean(&e.name, pool.names());
            out.push(problem(
                e,
                format!("'{}' is not in the card pool{hint}", e.name),
                None,
            ));
            continue;
        };
        let front = &def.sides[0];
        let has = |t: &str| def.sides.iter().any(|s| s.has_type(t));
        match deck.game {
            GameKind::Mtg => {
                let planar = front.has_type("plane") || front.has_type("phenomenon");
                if e.section == Section::Planar && !planar {
                    out.push(problem(
                        e,
                        format!(
                            "'{}' is not a plane or phenomenon: a planar deck holds only those",
                            e.name
                        ),
                        Some("mtg-901.3"),
                    ));
                } else if e.section != Section::Planar && planar {
                    out.push(problem(
                        e,
                        format!(
                            "'{}' is a planar card: it belongs in the planar deck",
                            e.name
                        ),
                        Some("mtg-901.3"),
                    ));
                }
            }
            GameKind::Fow => {
                let kept_out: &[(&str, &'static str, &str)] = match e.section {
                    Section::Main => &[
                        ("magic stone", "fow-3.15.e", "the main deck"),
                        ("ruler", "fow-3.15.a", "the main deck"),
                        ("j-ruler", "fow-3.15.b", "the main deck"),
                    ],
                    Section::MagicStones => &[
                        ("resonator", "fow-3.15.c", "the magic stone deck"),
                        ("addition", "fow-3.15.c", "the magic stone deck"),
                        ("regalia", "fow-3.15.c", "the magic stone deck"),
                        ("spell", "fow-3.15.d", "the magic stone deck"),
                        ("chant", "fow-3.15.d", "the magic stone deck"),
                        ("ruler", "fow-3.15.a", "the magic stone deck"),
                    ],
                    Section::Ruler => &[
                        ("resonator", "fow-3.15.c", "the ruler area"),
                        ("addition", "fow-3.15.c", "the ruler area"),
                        ("regalia", "fow-3.15.c", "the ruler area"),
                        ("magic stone", "fow-3.15.e", "the ruler area"),
                    ],
                    _ => &[],
                };
                let broken = kept_out.iter().find(|(t, _, _)| front.has_type(t));
                if let Some((t, rule, place)) = broken {
                    out.push(problem(
                        e,
                        format!("'{}' is a {t}, and a {t} does not go to {place}", e.name),
                        Some(rule),
                    ));
                } else if e.section == Section::Ruler && !has("ruler") {
                    out.push(problem(
                        e,
                        format!(
                            "'{}' is not a ruler: the ruler section holds the ruler",
                            e.name
                        ),
                        None,
                    ));
                }
            }
            GameKind::Pmv => {}
        }
    }
    if deck.game == GameKind::Mtg && deck.entries.iter().any(|e| e.section == Section::Planar) {
        planar(deck, pool, &mut out);
    }
    out.sort_by_key(|p| p.line);
    out
}

/// 901.3: at least 10 cards, at most 2 phenomena, no two cards with the same name.
fn planar(deck: &Deck, pool: &Pool, out: &mut Vec<DeckProblem>) {
    let entries: Vec<&DeckEntry> = deck
        .entries
        .iter()
        .filter(|e| e.section == Section::Planar)
        .collect();
    let first = entries[0].line;
    let at = |line: usize, message: String| DeckProblem {
        file: deck.file.clone(),
        line,
        message,
        rule: Some("mtg-901.3"),
    };
    let total: u32 = entries.iter().map(|e| e.count).sum();
    if total < 10 {
        out.push(at(
            first,
            format!("the planar deck has {total} cards, needs at least 10"),
        ));
    }
    let phenomena: u32 = entries
        .iter()
        .filter(|e| {
            pool.get(&e.name)
                .is_some_and(|d| d.sides[0].has_type("phenomenon"))
        })
        .map(|e| e.count)
        .sum();
    if phenomena > 2 {
        out.push(at(
            first,
            format!("the planar deck has {phenomena} phenomena, at most 2 allowed"),
        ));
    }
    let mut by_name: BTreeMap<&str, (u32, usize)> = BTreeMap::new();
    for e in &entries {
        let slot = by_name.entry(&e.name).or_insert((0, e.line));
        slot.0 += e.count;
    }
    for (name, (count, line)) in by_name {
        if count > 1 {
            out.push(at(
                line,
                format!("the planar deck has {count} cards named '{name}', at most 1 allowed"),
            ));
        }
    }
}
