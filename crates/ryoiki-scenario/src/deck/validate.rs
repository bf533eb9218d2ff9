//! A deck against its pool and its game's rules: every problem, each at its line.
//!
//! Magic: the planar deck against 901.3 (at least 10 planes and phenomena, at most 2
//! phenomena, no two cards of one name); the 2009 rule 217 gives no deck size, so the
//! main deck and sideboard are checked only for their cards' names and places.
//! Force of Will: chapter 3 gives no deck size either; it says where cards of each type
//! may not go (3.15.a–e), so a card in a section whose zone its type is kept out of is a
//! problem citing that rule, and the ruler section holds rulers.
//! Phantom Magic Vision: chapter 11 gives no deck rule; only names are checked.

use super::{Deck, DeckEntry, DeckProblem, Pool, Section, game_words};
use crate::games::GameKind;
use crate::load::say;
use ryoiki_core::Phrase;
use std::collections::BTreeMap;

/// Every problem of `deck` against `pool` and its game.
pub(super) fn problems(deck: &Deck, pool: &Pool) -> Vec<DeckProblem> {
    let mut out = Vec::new();
    let problem = |e: &DeckEntry, words: Phrase, rule: Option<&'static str>| {
        DeckProblem::new(&deck.file, e.line, words, rule)
    };
    if pool.game != deck.game {
        out.push(DeckProblem::whole(
            &deck.file,
            say("deck-pool-other-game")
                .arg("pool", format!("'{}'", pool.title))
                .arg("pool-game", game_words(pool.game))
                .arg("game", game_words(deck.game)),
        ));
        return out;
    }
    for e in &deck.entries {
        let Some(def) = pool.get(&e.name) else {
            let hint = crate::suggest::did_you_mean_words(&e.name, pool.names());
            out.push(problem(
                e,
                say("deck-not-in-pool")
                    .arg("name", e.name.as_str())
                    .arg("hint", hint),
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
                        say("deck-not-planar").arg("name", e.name.as_str()),
                        Some("mtg-901.3"),
                    ));
                } else if e.section != Section::Planar && planar {
                    out.push(problem(
                        e,
                        say("deck-planar-elsewhere").arg("name", e.name.as_str()),
                        Some("mtg-901.3"),
                    ));
                }
            }
            GameKind::Fow => {
                let kept_out: &[(&str, &'static str, &'static str)] = match e.section {
                    Section::Main => &[
                        ("magic stone", "fow-3.15.e", "deck-to-main"),
                        ("ruler", "fow-3.15.a", "deck-to-main"),
                        ("j-ruler", "fow-3.15.b", "deck-to-main"),
                    ],
                    Section::MagicStones => &[
                        ("resonator", "fow-3.15.c", "deck-to-magic-stones"),
                        ("addition", "fow-3.15.c", "deck-to-magic-stones"),
                        ("regalia", "fow-3.15.c", "deck-to-magic-stones"),
                        ("spell", "fow-3.15.d", "deck-to-magic-stones"),
                        ("chant", "fow-3.15.d", "deck-to-magic-stones"),
                        ("ruler", "fow-3.15.a", "deck-to-magic-stones"),
                    ],
                    Section::Ruler => &[
                        ("resonator", "fow-3.15.c", "deck-to-ruler-area"),
                        ("addition", "fow-3.15.c", "deck-to-ruler-area"),
                        ("regalia", "fow-3.15.c", "deck-to-ruler-area"),
                        ("magic stone", "fow-3.15.e", "deck-to-ruler-area"),
                    ],
                    _ => &[],
                };
                let broken = kept_out.iter().find(|(t, _, _)| front.has_type(t));
                if let Some((t, rule, place)) = broken {
                    out.push(problem(
                        e,
                        say("deck-kept-out")
                            .arg("name", e.name.as_str())
                            .arg("type", *t)
                            .arg("place", say(place)),
                        Some(rule),
                    ));
                } else if e.section == Section::Ruler && !has("ruler") {
                    out.push(problem(
                        e,
                        say("deck-not-ruler").arg("name", e.name.as_str()),
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
    let at =
        |line: usize, words: Phrase| DeckProblem::new(&deck.file, line, words, Some("mtg-901.3"));
    let total: u32 = entries.iter().map(|e| e.count).sum();
    if total < 10 {
        out.push(at(
            first,
            say("deck-planar-few").arg("count", total.to_string()),
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
            say("deck-planar-phenomena").arg("count", phenomena.to_string()),
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
                say("deck-planar-same-name")
                    .arg("count", count.to_string())
                    .arg("name", name),
            ));
        }
    }
}
