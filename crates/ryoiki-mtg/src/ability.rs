//! The ability language's lines and effects, parsed ([`Ability`], [`Effect`]), and the
//! game's kept parse of every printed line ([`Parsed`]); see the `abilities` module for the
//! language itself.

use crate::catalogue::phrase;
use ryoiki_core::{CardId, State};
use std::sync::Arc;

/// What a triggered ability waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// Whenever a player rolls a die (any die, the planar die included).
    RollDie,
    /// Whenever a player rolls at least this number (compares the result as a number).
    RollAtLeast(u32),
    /// A phenomenon turned face up by planeswalking.
    Encounter,
    /// A plane turned face up by planeswalking.
    PlaneswalkTo,
    /// A face-up plane or phenomenon a player planeswalks away from.
    PlaneswalkFrom,
    /// This permanent put into a graveyard from play.
    Dies,
    /// The permanent this aura enchants leaves play.
    EnchantedLeaves,
}

/// One parsed ability; its texts are `String`s, or `&str`s borrowed from the line
/// ([`parse_ref`], for code that reads abilities without keeping them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ability<S = String> {
    /// Creatures in play have this word.
    Static(S),
    /// Whenever you roll chaos.
    Chaos(S),
    /// A triggered ability and its effect.
    Triggered(Trigger, S),
    /// An activated ability: its mana cost and effect.
    Activated(u32, S),
    /// The card's own replacement effect for being put into a graveyard from play: the
    /// places it may go instead.
    InsteadOfGraveyard(Vec<S>),
}

impl Ability<&str> {
    /// The ability with its texts copied.
    pub fn to_owned(&self) -> Ability {
        match self {
            Ability::Static(w) => Ability::Static(w.to_string()),
            Ability::Chaos(e) => Ability::Chaos(e.to_string()),
            Ability::Triggered(t, e) => Ability::Triggered(*t, e.to_string()),
            Ability::Activated(n, e) => Ability::Activated(*n, e.to_string()),
            Ability::InsteadOfGraveyard(opts) => {
                Ability::InsteadOfGraveyard(opts.iter().map(|o| o.to_string()).collect())
            }
        }
    }
}

impl Ability {
    /// The ability with its texts borrowed.
    pub fn as_borrowed(&self) -> Ability<&str> {
        match self {
            Ability::Static(w) => Ability::Static(w),
            Ability::Chaos(e) => Ability::Chaos(e),
            Ability::Triggered(t, e) => Ability::Triggered(*t, e),
            Ability::Activated(n, e) => Ability::Activated(*n, e),
            Ability::InsteadOfGraveyard(opts) => {
                Ability::InsteadOfGraveyard(opts.iter().map(String::as_str).collect())
            }
        }
    }
}

/// Parses one ability line; `None` for a line with no rules meaning.
pub fn parse(line: &str) -> Option<Ability> {
    parse_ref(line).map(|a| a.to_owned())
}

/// Parses one ability line into texts borrowed from it, copying nothing (but the list of
/// an `instead-of-graveyard` line); `None` for a line with no rules meaning.
pub fn parse_ref(line: &str) -> Option<Ability<&str>> {
    let (head, effect) = split_head(line)?;
    let head = head.trim();
    let effect = effect.trim();
    if head == "static" {
        let word = effect.strip_prefix("creatures have ")?.trim();
        return Some(Ability::Static(word));
    }
    if head == "instead-of-graveyard" {
        let opts: Vec<&str> = effect
            .split(',')
            .map(str::trim)
            .filter(|w| {
                matches!(
                    *w,
                    "library-top" | "library-bottom" | "hand" | "removed-from-game"
                )
            })
            .collect();
        return (!opts.is_empty()).then_some(Ability::InsteadOfGraveyard(opts));
    }
    if head == "chaos" {
        return Some(Ability::Chaos(effect));
    }
    if let Some(n) = head.strip_prefix("activated ") {
        return Some(Ability::Activated(n.trim().parse().ok()?, effect));
    }
    let trig = trigger_of(head)?;
    Some(Ability::Triggered(trig, effect))
}

/// A line's head and effect, split at its first `:` (as `split_once(':')` does, by a
/// plain scan of the bytes: ability lines are short, and `:` is one byte in UTF-8).
fn split_head(line: &str) -> Option<(&str, &str)> {
    let at = line.bytes().position(|b| b == b':')?;
    Some((&line[..at], &line[at + 1..]))
}

/// What a line's head waits for, when the line is a triggered ability
/// (`trigger roll-die`, `trigger roll-at-least 4` …).
fn trigger_of(head: &str) -> Option<Trigger> {
    let t = head.strip_prefix("trigger ")?.trim();
    Some(match t {
        "roll-die" => Trigger::RollDie,
        "encounter" => Trigger::Encounter,
        "planeswalk-to" => Trigger::PlaneswalkTo,
        "planeswalk-from" => Trigger::PlaneswalkFrom,
        "dies" => Trigger::Dies,
        "enchanted-leaves" => Trigger::EnchantedLeaves,
        other => Trigger::RollAtLeast(other.strip_prefix("roll-at-least ")?.trim().parse().ok()?),
    })
}

/// Whether a line is a triggered ability, read without copying anything (a quick test
/// before [`parse`], for code that looks only for triggers).
pub fn is_triggered(line: &str) -> bool {
    split_head(line).is_some_and(|(head, _)| trigger_of(head.trim()).is_some())
}

/// Every ability of a list of lines that has a rules meaning.
pub fn parse_all(lines: &[String]) -> Vec<Ability> {
    lines.iter().filter_map(|l| parse(l)).collect()
}

/// Every card's printed ability lines, parsed once when Magic's state is made and
/// shared by every clone of the game (planes' lines are read on every roll and
/// planeswalk). A kept parse is used only while the card's line at that place is still
/// the same text: a card whose printed text is another (a token's new card, another
/// side) is parsed afresh, never from a stale parse. It is no part of the game: Magic's
/// state keeps it as [`Derived`](ryoiki_core::Derived) data, not saved (a loaded game
/// parses as it goes).
#[derive(Clone, Default)]
pub struct Parsed(Arc<[CardLines]>);

/// One card's printed lines, each with its parse.
type CardLines = Box<[(String, Option<Ability>)]>;

impl Parsed {
    /// The printed lines of every card of `state`, parsed.
    pub fn of(state: &State) -> Parsed {
        let card = |i: usize| {
            let lines = &state.printed_side(CardId(i as u32)).abilities;
            lines.iter().map(|l| (l.clone(), parse(l))).collect()
        };
        Parsed((0..state.cards().len()).map(card).collect())
    }

    /// Line `at` of `card`'s printed lines, whose text is `line`, parsed: the kept
    /// parse while the kept text is the same, else parsed now.
    pub fn line<'a>(&'a self, card: CardId, at: usize, line: &'a str) -> Option<Ability<&'a str>> {
        match self.0.get(card.index()).and_then(|lines| lines.get(at)) {
            Some((text, parsed)) if text == line => parsed.as_ref().map(Ability::as_borrowed),
            _ => parse_ref(line),
        }
    }
}

/// One effect, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The controller (with their team, for planar cards in Two-Headed Giant) gains life.
    YouGainLife(i64),
    /// Each player (within range, where range applies) gains life.
    EachPlayerGainLife(i64),
    /// The controller adds mana.
    AddMana(u32),
    /// The controller's creatures have a word until the controller planeswalks.
    UntilPlaneswalk(String),
    /// Roll the planar die (an effect's roll: it costs nothing and is not counted).
    RollPlanarDie,
    /// The controller planeswalks.
    Planeswalk,
    /// The controller planeswalks to the top two cards of their planar deck at once.
    PlaneswalkTwo,
    /// The objects the ability saw return to their owners' hands.
    ReturnToHand,
    /// The controller gains life equal to the power the ability's source had as it
    /// last existed in play (last known information).
    YouGainLifePower,
    /// Nothing.
    Nothing,
}

/// Parses an effect; unknown effects do nothing.
pub fn effect(text: &str) -> Effect {
    let words: Vec<&str> = text.split_whitespace().collect();
    let num = |i: usize| words.get(i).and_then(|w| w.parse::<i64>().ok());
    match words.as_slice() {
        ["you", "gain-life", _] => num(2).map(Effect::YouGainLife),
        ["each-player", "gain-life", _] => num(2).map(Effect::EachPlayerGainLife),
        // An amount that is no mana count (negative, or over u32::MAX) is no effect here;
        // the setup refuses such a card ([`line_problem`]).
        ["you", "add-mana", _] => num(2)
            .and_then(|n| u32::try_from(n).ok())
            .map(Effect::AddMana),
        ["until-planeswalk", w] => Some(Effect::UntilPlaneswalk(w.to_string())),
        ["roll-planar-die"] => Some(Effect::RollPlanarDie),
        ["planeswalk"] => Some(Effect::Planeswalk),
        ["planeswalk-two"] => Some(Effect::PlaneswalkTwo),
        ["return-to-hand"] => Some(Effect::ReturnToHand),
        ["you", "gain-life-power"] => Some(Effect::YouGainLifePower),
        _ => None,
    }
    .unwrap_or(Effect::Nothing)
}

/// What is wrong with an ability line that starts as the language does but whose number
/// the engine cannot hold (a mana cost or an amount over `u32::MAX`, a negative mana
/// amount, a life amount that is no `i64`), for the setup to refuse the card rather than
/// let the ability silently do nothing or a truncated amount.
pub fn line_problem(line: &str) -> Option<ryoiki_core::Phrase> {
    let out_of_u32 = |key: &'static str, value: &str| {
        phrase(key)
            .arg("value", value)
            .arg("max", u32::MAX.to_string())
    };
    if let Some(text) = crate::symbols::cost_text(line)
        && let Err(e) = crate::symbols::Mana::parse(text)
    {
        return Some(
            phrase("mtg-ability-cost")
                .arg("value", text)
                .arg("problem", e.phrase()),
        );
    }
    let (head, effect) = line.split_once(':')?;
    let head = head.trim();
    if let Some(n) = head.strip_prefix("activated ")
        && n.trim().parse::<u32>().is_err()
    {
        return Some(out_of_u32("mtg-ability-mana-cost", n.trim()));
    }
    if let Some(n) = head.strip_prefix("trigger roll-at-least ")
        && n.trim().parse::<u32>().is_err()
    {
        return Some(out_of_u32("mtg-ability-roll", n.trim()));
    }
    let words: Vec<&str> = effect.split_whitespace().collect();
    match words.as_slice() {
        ["you", "add-mana", n] if n.parse::<u32>().is_err() => {
            Some(out_of_u32("mtg-ability-mana-amount", n))
        }
        ["you" | "each-player", "gain-life", n] if n.parse::<i64>().is_err() => Some(
            phrase("mtg-ability-life-amount")
                .arg("value", *n)
                .arg("min", i64::MIN.to_string())
                .arg("max", i64::MAX.to_string()),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_each_kind() {
        assert_eq!(
            parse("static: creatures have flying"),
            Some(Ability::Static("flying".into()))
        );
        assert_eq!(
            parse("trigger roll-at-least 4: you gain-life 1"),
            Some(Ability::Triggered(
                Trigger::RollAtLeast(4),
                "you gain-life 1".into()
            ))
        );
        assert_eq!(
            parse("activated 2: roll-planar-die"),
            Some(Ability::Activated(2, "roll-planar-die".into()))
        );
        assert_eq!(parse("Flavour text only"), None);
        assert_eq!(effect("you gain-life 3"), Effect::YouGainLife(3));
        assert_eq!(effect("dance"), Effect::Nothing);
    }

    #[test]
    fn a_kept_parse_serves_only_the_same_text() {
        let kept = "chaos: you gain-life 3";
        let lines: CardLines = vec![(kept.to_string(), parse(kept))].into();
        let parsed = Parsed(vec![lines].into());
        let c0 = CardId(0);
        assert_eq!(
            parsed.line(c0, 0, kept),
            Some(Ability::Chaos("you gain-life 3"))
        );
        // Another text at the same place (a new card in the slot) is parsed afresh.
        assert_eq!(
            parsed.line(c0, 0, "static: creatures have flying"),
            Some(Ability::Static("flying"))
        );
        assert_eq!(parsed.line(c0, 1, "dance"), None);
        assert_eq!(
            parsed.line(CardId(7), 0, "trigger roll-die: nothing"),
            Some(Ability::Triggered(Trigger::RollDie, "nothing"))
        );
    }

    #[test]
    fn amounts_out_of_range_are_problems_never_truncated() {
        // 4294967296 used to become `4294967296 as u32` = 0 mana.
        assert_eq!(effect("you add-mana 4294967296"), Effect::Nothing);
        assert_eq!(effect("you add-mana -1"), Effect::Nothing);
        let english = |line: &str| line_problem(line).map(|p| p.to_string());
        assert_eq!(
            english("chaos: you add-mana 4294967296").as_deref(),
            Some("the mana amount '4294967296' is not a number from 0 to 4294967295")
        );
        assert_eq!(
            english("activated 99999999999: nothing").as_deref(),
            Some("the mana cost '99999999999' is not a number from 0 to 4294967295")
        );
        let ja = line_problem("trigger roll-at-least x: you gain-life 1")
            .map(|p| p.render(ryoiki_core::Lang::Ja));
        assert_eq!(
            ja.as_deref(),
            Some("出目「x」は0から4294967295までの数ではない")
        );
        assert_eq!(line_problem("chaos: you add-mana 4294967295"), None);
        assert_eq!(line_problem("Flavour text only"), None);
    }
}
