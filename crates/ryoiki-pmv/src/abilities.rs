//! The ability grammar of PMV's test cards: declarative strings in a card's `abilities`
//! (see the crate documentation for the table), parsed into [`Ability`].
//!
//! A text that does not start with `auto-alpha:` or `auto-gamma:` is not in the grammar
//! (plain rules text, keywords): it has no effect here. A text that starts so but does not
//! parse is malformed: [`ability_problems`] names it, for a loader to report. Where the
//! abilities are read during play ([`abilities`]) a malformed text acts as nothing, as it
//! always has, because the core gives a rule set no way to report it at load time.

use crate::catalogue::messages;
use crate::zones::kind_of;
use ryoiki_core::{Phrase, ZoneKind};
use serde::{Deserialize, Serialize};

/// When an auto-γ ability acts (自動γの条件): the timings of chapter 11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Timing {
    /// 破棄する場合 (11.3.3.b).
    WhenDiscarding,
    /// 破棄される場合 (11.3.3.c).
    WhenBeingDiscarded,
    /// 破棄した場合 (11.3.3.d).
    WhenDiscarded,
    /// 破棄された場合 (11.3.3.e).
    AfterBeingDiscarded,
    /// 場に出る場合 (11.3.9.b).
    WhenEntering,
    /// 場に出た場合 (11.3.9.d).
    WhenEntered,
    /// セットする場合 (11.3.10.a).
    WhenSetting,
    /// セットされた場合 (11.3.10.c).
    WhenSet,
    /// 置かれた場合 (11.2.2.d).
    WhenPut,
}

impl Timing {
    /// The discard timings of 11.3.3.b–e, in order.
    pub const DISCARD: [Timing; 4] = [
        Timing::WhenDiscarding,
        Timing::WhenBeingDiscarded,
        Timing::WhenDiscarded,
        Timing::AfterBeingDiscarded,
    ];

    const ALL: [Timing; 9] = [
        Timing::WhenDiscarding,
        Timing::WhenBeingDiscarded,
        Timing::WhenDiscarded,
        Timing::AfterBeingDiscarded,
        Timing::WhenEntering,
        Timing::WhenEntered,
        Timing::WhenSetting,
        Timing::WhenSet,
        Timing::WhenPut,
    ];

    /// The word cards and scenario files use for it ("when-entering").
    pub fn code(self) -> &'static str {
        match self {
            Timing::WhenDiscarding => "when-discarding",
            Timing::WhenBeingDiscarded => "when-being-discarded",
            Timing::WhenDiscarded => "when-discarded",
            Timing::AfterBeingDiscarded => "after-being-discarded",
            Timing::WhenEntering => "when-entering",
            Timing::WhenEntered => "when-entered",
            Timing::WhenSetting => "when-setting",
            Timing::WhenSet => "when-set",
            Timing::WhenPut => "when-put",
        }
    }

    /// The timing whose word is `code`.
    pub fn from_code(code: &str) -> Option<Timing> {
        Timing::ALL.into_iter().find(|t| t.code() == code)
    }

    /// Its name in English and in Japanese (the rules' words).
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Timing::WhenDiscarding => ("when discarding", "破棄する場合"),
            Timing::WhenBeingDiscarded => ("when being discarded", "破棄される場合"),
            Timing::WhenDiscarded => ("when discarded", "破棄した場合"),
            Timing::AfterBeingDiscarded => ("after being discarded", "破棄された場合"),
            Timing::WhenEntering => ("when entering", "場に出る場合"),
            Timing::WhenEntered => ("when entered", "場に出た場合"),
            Timing::WhenSetting => ("when setting", "セットする場合"),
            Timing::WhenSet => ("when set", "セットされた場合"),
            Timing::WhenPut => ("when put", "置かれた場合"),
        }
    }
}

/// Which other cards an `any` auto-γ ability watches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Filter {
    /// `onto-any`: a card set onto any card (and any card, at other timings).
    OntoAny,
    /// `character`: a card that counts as a character (11.3.9.a).
    Character,
    /// Any other word: a card of that type.
    Type(String),
}

/// What an auto-γ ability does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    /// `record <word>`: an event with that word as its code.
    Record(String),
    /// `move <zone>`: the card itself moves to its owner's zone of that kind.
    Move(ZoneKind),
}

/// One parsed ability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ability {
    /// Auto-γ: a timing, whether it watches any card, which cards, an act.
    Gamma {
        any: bool,
        timing: Timing,
        filter: Option<Filter>,
        act: Act,
    },
    /// Auto-α: a continuous power change, to the card itself or to every other card.
    Power { delta: i64, others: bool },
}

/// Parses one ability text: `Ok(None)` when it is not in the grammar at all, an error
/// when it starts as the grammar does but does not parse.
pub(crate) fn parse(text: &str) -> Result<Option<Ability>, Phrase> {
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    let bad = |why: &'static str| {
        Err(Phrase::new(messages(), "pmv-unreadable")
            .arg("text", text)
            .arg("why", Phrase::new(messages(), why)))
    };
    match parts.as_slice() {
        ["auto-alpha", body] => {
            let w: Vec<&str> = body.split_whitespace().collect();
            match w.as_slice() {
                ["power", n, target @ ("self" | "others")] => {
                    match n.trim_start_matches('+').parse() {
                        Ok(delta) => Ok(Some(Ability::Power {
                            delta,
                            others: *target == "others",
                        })),
                        Err(_) => bad("pmv-unreadable-power-number"),
                    }
                }
                _ => bad("pmv-unreadable-power"),
            }
        }
        ["auto-gamma", timing, act] => {
            let mut w: Vec<&str> = timing.split_whitespace().collect();
            let any = w.first() == Some(&"any");
            if any {
                w.remove(0);
            }
            let Some(timing) = w.first().and_then(|t| Timing::from_code(t)) else {
                return bad("pmv-unreadable-timing");
            };
            let filter = w.get(1).map(|f| match *f {
                "onto-any" => Filter::OntoAny,
                "character" => Filter::Character,
                other => Filter::Type(other.to_string()),
            });
            let act = match act.split_once(' ') {
                Some(("record", word)) => Act::Record(word.to_string()),
                Some(("move", zone)) => match kind_of(zone) {
                    Some(k) => Act::Move(k),
                    None => return bad("pmv-unreadable-zone"),
                },
                _ => return bad("pmv-unreadable-act"),
            };
            Ok(Some(Ability::Gamma {
                any,
                timing,
                filter,
                act,
            }))
        }
        [head, ..] if head.starts_with("auto-alpha") || head.starts_with("auto-gamma") => {
            bad("pmv-unreadable-shape")
        }
        _ => Ok(None),
    }
}

/// What is wrong with ability texts that start as the grammar does but do not parse, one
/// problem each (empty when every text is fine), as words of PMV's catalogue for a
/// loader to report in either language.
pub fn ability_problems(texts: &[String]) -> Vec<Phrase> {
    texts.iter().filter_map(|t| parse(t).err()).collect()
}

/// The abilities of a printed side that parse.
pub(crate) fn parse_side(side: &ryoiki_core::Side) -> Vec<Ability> {
    side.abilities
        .iter()
        .filter_map(|t| parse(t).ok().flatten())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zones::HAND;

    #[test]
    fn abilities_parse_as_documented() {
        assert_eq!(
            parse("auto-gamma: any when-entering character: record saw"),
            Ok(Some(Ability::Gamma {
                any: true,
                timing: Timing::WhenEntering,
                filter: Some(Filter::Character),
                act: Act::Record("saw".into()),
            }))
        );
        assert_eq!(
            parse("auto-gamma: when-being-discarded: move hand"),
            Ok(Some(Ability::Gamma {
                any: false,
                timing: Timing::WhenBeingDiscarded,
                filter: None,
                act: Act::Move(HAND),
            }))
        );
        assert_eq!(
            parse("auto-alpha: power -2000 others"),
            Ok(Some(Ability::Power {
                delta: -2000,
                others: true
            }))
        );
        assert_eq!(
            parse("auto-alpha: power +500 self"),
            Ok(Some(Ability::Power {
                delta: 500,
                others: false
            }))
        );
        assert_eq!(parse("flying"), Ok(None));
    }

    #[test]
    fn malformed_grammar_is_named() {
        for text in [
            "auto-gamma: when-set: explode",
            "auto-gamma: when-sleeping: record x",
            "auto-gamma: when-set: move graveyard",
            "auto-alpha: power lots self",
            "auto-gamma when-set record x",
        ] {
            assert!(parse(text).is_err(), "{text}");
        }
        let problems = ability_problems(&["flying".into(), "auto-gamma: when-set: explode".into()]);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(
            problems[0].to_string(),
            "'auto-gamma: when-set: explode': expected `record <word>` or `move <zone>`"
        );
        assert_eq!(
            problems[0].render(ryoiki_core::Lang::Ja),
            "「auto-gamma: when-set: explode」：「record <語>」か「move <領域>」の形が必要"
        );
    }

    #[test]
    fn timings_round_trip_their_words() {
        for t in Timing::ALL {
            assert_eq!(Timing::from_code(t.code()), Some(t));
        }
    }
}
