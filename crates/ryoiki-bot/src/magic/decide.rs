//! The bot's answers to Magic's decisions: who plays first (itself), whether to keep an
//! opening hand, which card to discard to the hand size; for any other decision, its
//! first option.

use super::mana::{cost_of, land_color};
use super::seen::Seen;

/// The option index to answer with, of those listed (`listed`, by index).
pub(crate) fn answer(seen: &Seen, listed: &[u32]) -> Option<u32> {
    let label = |i: u32| seen.options.get(i as usize).map(String::as_str);
    let first = listed.iter().copied().min();
    // Who plays first: the bot chooses itself (2009 rule 101.2's choice).
    if let Some(&i) = listed
        .iter()
        .find(|&&i| label(i) == Some(seen.name.as_str()))
    {
        return Some(i);
    }
    let keep = listed.iter().copied().find(|&i| label(i) == Some("keep"));
    let mulligan = listed
        .iter()
        .copied()
        .find(|&i| label(i) == Some("mulligan"));
    if let (Some(keep), Some(mulligan)) = (keep, mulligan) {
        return Some(if keeps(seen) { keep } else { mulligan });
    }
    // A discard (labels are card names of the hand): the card it needs least.
    if let Some(i) = discard(seen, listed) {
        return Some(i);
    }
    first
}

/// Whether to keep the opening hand: two to five lands, or five cards or fewer.
fn keeps(seen: &Seen) -> bool {
    let lands = seen.hand.iter().filter(|c| c.is("land")).count();
    seen.hand.len() <= 5 || (2..=5).contains(&lands)
}

/// The discard: a land when the hand holds more than two, else its costliest card.
fn discard(seen: &Seen, listed: &[u32]) -> Option<u32> {
    let card_of = |i: u32| {
        let label = seen.options.get(i as usize)?;
        seen.hand.iter().find(|c| &c.name == label)
    };
    let cards: Vec<(u32, &super::seen::Card)> = listed
        .iter()
        .filter_map(|&i| card_of(i).map(|c| (i, c)))
        .collect();
    if cards.is_empty() {
        return None;
    }
    let lands = seen.hand.iter().filter(|c| c.is("land")).count();
    if lands > 2
        && let Some((i, _)) = cards.iter().find(|(_, c)| land_color(c).is_some())
    {
        return Some(*i);
    }
    cards
        .iter()
        .filter(|(_, c)| !c.is("land"))
        .max_by_key(|(i, c)| {
            (
                cost_of(c).map_or(u32::MAX, |m| m.total()),
                std::cmp::Reverse(*i),
            )
        })
        .or(cards.first())
        .map(|(i, _)| *i)
}
