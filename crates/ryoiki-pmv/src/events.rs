//! What PMV's processes report ([`PmvEvent`]), in English and in Japanese with the words
//! of chapter 11, and PMV's own decision ([`PmvDecision`]: ordering set cards, 11.3.3.h).
//!
//! Every sentence is in PMV's message catalogue (`messages/en.ftl`, `messages/ja.ftl`,
//! [`messages`]): a new event is one line per language there and one arm here.

use crate::abilities::Timing;
pub(crate) use crate::catalogue::messages;
use crate::zones::ZONES;
use ryoiki_core::{Args, CardId, Described, ObjectId, PlayerId, Words, ZoneId, ZoneKind};
use serde::{Deserialize, Serialize};

/// An event of PMV's own processes. Its [`Described::code`] is the word scenario files
/// match it by (`kind = "game"`, `label = <code>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "kebab-case")]
pub enum PmvEvent {
    /// The frame of the game: the start, turns, phases, draws, concession, the winner.
    Frame(ryoiki_frame::FrameEvent),
    /// A card's `record <word>` auto-γ ability acted; the code is the word.
    Recorded {
        /// The word the ability records.
        word: String,
        /// The card whose ability acted.
        source: ObjectId,
        /// The card the timing was about.
        subject: ObjectId,
        /// The timing.
        timing: Timing,
    },
    /// A card's `move <zone>` auto-γ ability acted: the card moves itself (11.1.1).
    AbilityMove {
        /// The card.
        source: ObjectId,
        /// The timing.
        timing: Timing,
        /// The kind of its owner's zone it moves to.
        to: ZoneKind,
    },
    /// The effects of a timing resolve for these cards; the code is the timing's word
    /// (`when-entering`, `when-discarding` …).
    Resolving {
        /// The timing.
        timing: Timing,
        /// The cards it is about (none left: nothing resolves).
        cards: Vec<ObjectId>,
    },
    /// 'Discard' (破棄する) is applied to set cards (11.3.3.a, f).
    Discard {
        /// The set cards.
        cards: Vec<ObjectId>,
    },
    /// A card had already moved when another effect moved it on: its move counts as done
    /// (11.1.2).
    MoveCountedDone {
        /// The card as it arrived.
        object: ObjectId,
        /// Where it had arrived.
        zone: ZoneId,
    },
    /// A card that left the field arrives and takes its new zone's state (11.3.3.h).
    HostArrived {
        /// The card.
        host: ObjectId,
        /// Where it is now.
        zone: Option<ZoneId>,
    },
    /// A set card had already moved elsewhere: its move to the underworld ends (11.1.2).
    MoveEnded {
        /// The set card as it was.
        card: ObjectId,
    },
    /// The set cards of a card that left the field go to the top of the underworld, in
    /// an order their owner chooses (11.3.3.h).
    SetCardsToUnderworld {
        /// The set cards.
        cards: Vec<ObjectId>,
    },
    /// Set cards travel with their host from field to field (11.3.11.d).
    Carried {
        /// The set cards.
        cards: Vec<ObjectId>,
    },
    /// A character card entering alone counts as a character from now (11.3.9.a).
    BecomesCharacter {
        /// The card.
        card: ObjectId,
    },
    /// A card's auto abilities become active (11.3.9.c, 11.3.10.b).
    AbilitiesActive {
        /// The card.
        card: ObjectId,
        /// Whether it is an equipment or talisman set card, whose text now counts as its
        /// host's (11.3.10.b).
        set_card: bool,
    },
    /// One power change applied to an entering card; the death state is not judged yet
    /// (11.3.9.c).
    PowerApplied {
        /// The entering card.
        card: ObjectId,
        /// The card whose ability changes its power.
        source: ObjectId,
        /// The change.
        delta: i64,
        /// The power after it.
        power: i64,
    },
    /// The death state is judged once every effect applied (11.3.9.c).
    DeathStateChecked {
        /// The card.
        card: ObjectId,
        /// Its power then.
        power: i64,
    },
    /// A card is in the death state (決死状態, 11.3.9.c).
    DeathState {
        /// The card.
        card: ObjectId,
        /// Its power.
        power: i64,
    },
    /// A set did not happen and the effect that instructed it failed (11.3.13).
    SetFailed {
        /// The card that was to be set.
        card: ObjectId,
        /// Whether an effect says it cannot be set (otherwise it did not reach its host).
        prohibited: bool,
    },
    /// A card is set (11.3.10.b, 11.3.8.b).
    Set {
        /// The card.
        card: ObjectId,
        /// The card it is set onto; none when it is set onto the field itself.
        host: Option<ObjectId>,
        /// Whether it enters the field by it (from outside the field).
        entering: bool,
    },
}

/// A message of PMV's catalogue in the words' language.
fn say(words: &Words<'_>, key: &str, args: Args<'_>) -> String {
    words.text(messages(), key, args)
}

/// A timing's name in the rules' words.
fn timing_name(words: &Words<'_>, timing: Timing) -> String {
    let key = match timing {
        Timing::WhenDiscarding => "pmv-timing-when-discarding",
        Timing::WhenBeingDiscarded => "pmv-timing-when-being-discarded",
        Timing::WhenDiscarded => "pmv-timing-when-discarded",
        Timing::AfterBeingDiscarded => "pmv-timing-after-being-discarded",
        Timing::WhenEntering => "pmv-timing-when-entering",
        Timing::WhenEntered => "pmv-timing-when-entered",
        Timing::WhenSetting => "pmv-timing-when-setting",
        Timing::WhenSet => "pmv-timing-when-set",
        Timing::WhenPut => "pmv-timing-when-put",
    };
    say(words, key, Args::new())
}

fn zone_kind_name(words: &Words<'_>, kind: ZoneKind) -> String {
    ZONES
        .get(kind.0 as usize)
        .map(|z| z.names.get(words.lang).to_string())
        .unwrap_or_else(|| kind.0.to_string())
}

fn list(words: &Words<'_>, cards: &[ObjectId]) -> String {
    cards
        .iter()
        .map(|&o| words.object(o))
        .collect::<Vec<_>>()
        .join(&words.list_separator())
}

/// One card as `$card`.
fn card<'a>(words: &Words<'_>, c: ObjectId) -> Args<'a> {
    Args::new().with("card", words.object(c))
}

impl PmvEvent {
    /// An ability acting or a timing resolving, in words. `None` for the other events.
    fn render_ability(&self, words: &Words<'_>) -> Option<String> {
        Some(match self {
            PmvEvent::Recorded {
                word,
                source,
                subject,
                timing,
            } => say(
                words,
                "pmv-recorded",
                Args::new()
                    .with("source", words.object(*source))
                    .with("timing", timing_name(words, *timing))
                    .with("subject", words.object(*subject))
                    .with("word", word.as_str()),
            ),
            PmvEvent::AbilityMove { source, timing, to } => say(
                words,
                "pmv-ability-move",
                Args::new()
                    .with("source", words.object(*source))
                    .with("timing", timing_name(words, *timing))
                    .with("zone", zone_kind_name(words, *to)),
            ),
            PmvEvent::Resolving { timing, cards } => {
                let args = Args::new().with("timing", timing_name(words, *timing));
                if cards.is_empty() {
                    say(words, "pmv-resolving-none", args)
                } else {
                    say(
                        words,
                        "pmv-resolving",
                        args.with("cards", list(words, cards)),
                    )
                }
            }
            _ => return None,
        })
    }

    /// A step of leaving the field or of a move, in words. `None` for the other events.
    fn render_moves(&self, words: &Words<'_>) -> Option<String> {
        let cards = |cs: &[ObjectId]| Args::new().with("cards", list(words, cs));
        Some(match self {
            PmvEvent::Discard { cards: cs } => say(words, "pmv-discard", cards(cs)),
            PmvEvent::MoveCountedDone { object, zone } => say(
                words,
                "pmv-move-counted-done",
                Args::new()
                    .with("object", words.object(*object))
                    .with("zone", words.zone(*zone)),
            ),
            PmvEvent::HostArrived { host, zone } => say(
                words,
                "pmv-host-arrived",
                Args::new()
                    .with("host", words.object(*host))
                    .with("zone", zone.map_or_else(|| "?".into(), |z| words.zone(z))),
            ),
            PmvEvent::MoveEnded { card: c } => say(words, "pmv-move-ended", card(words, *c)),
            PmvEvent::SetCardsToUnderworld { cards: cs } => {
                say(words, "pmv-set-cards-to-underworld", cards(cs))
            }
            PmvEvent::Carried { cards: cs } => say(words, "pmv-carried", cards(cs)),
            _ => return None,
        })
    }

    /// A step of entering the field or of a set, in words. `None` for the other events.
    fn render_entering(&self, words: &Words<'_>) -> Option<String> {
        Some(match self {
            PmvEvent::BecomesCharacter { card: c } => {
                say(words, "pmv-becomes-character", card(words, *c))
            }
            PmvEvent::AbilitiesActive { card: c, set_card } => say(
                words,
                if *set_card {
                    "pmv-abilities-active-set-card"
                } else {
                    "pmv-abilities-active"
                },
                card(words, *c),
            ),
            PmvEvent::PowerApplied {
                card: c,
                source,
                delta,
                power,
            } => say(
                words,
                "pmv-power-applied",
                card(words, *c)
                    .with("source", words.object(*source))
                    .with("delta", format!("{delta:+}"))
                    .with("power", *power),
            ),
            PmvEvent::DeathStateChecked { card: c, power } => say(
                words,
                "pmv-death-state-checked",
                card(words, *c).with("power", *power),
            ),
            PmvEvent::DeathState { card: c, power } => say(
                words,
                "pmv-death-state",
                card(words, *c).with("power", *power),
            ),
            PmvEvent::SetFailed {
                card: c,
                prohibited,
            } => say(
                words,
                if *prohibited {
                    "pmv-set-prohibited"
                } else {
                    "pmv-set-failed"
                },
                card(words, *c),
            ),
            PmvEvent::Set {
                card: c,
                host: Some(host),
                entering,
            } => say(
                words,
                if *entering {
                    "pmv-set-entering"
                } else {
                    "pmv-set-on-field"
                },
                card(words, *c).with("host", words.object(*host)),
            ),
            PmvEvent::Set {
                card: c,
                host: None,
                ..
            } => say(words, "pmv-set-onto-field", card(words, *c)),
            _ => return None,
        })
    }
}

impl Described for PmvEvent {
    fn code(&self) -> &str {
        match self {
            PmvEvent::Frame(e) => e.code(),
            PmvEvent::Recorded { word, .. } => word,
            PmvEvent::AbilityMove { .. } => "ability-move",
            PmvEvent::Resolving { timing, .. } => timing.code(),
            PmvEvent::Discard { .. } => "discard",
            PmvEvent::MoveCountedDone { .. } => "move-counted-done",
            PmvEvent::HostArrived { .. } => "host-arrived",
            PmvEvent::MoveEnded { .. } => "move-ended",
            PmvEvent::SetCardsToUnderworld { .. } => "set-cards-to-underworld",
            PmvEvent::Carried { .. } => "carried",
            PmvEvent::BecomesCharacter { .. } => "becomes-character",
            PmvEvent::AbilitiesActive { .. } => "abilities-active",
            PmvEvent::PowerApplied { .. } => "power-applied",
            PmvEvent::DeathStateChecked { .. } => "death-state-checked",
            PmvEvent::DeathState { .. } => "death-state",
            PmvEvent::SetFailed { .. } => "set-failed",
            PmvEvent::Set { .. } => "set",
        }
    }

    fn render(&self, words: &Words<'_>) -> String {
        if let PmvEvent::Frame(e) = self {
            return e.render(words);
        }
        self.render_ability(words)
            .or_else(|| self.render_moves(words))
            .or_else(|| self.render_entering(words))
            .unwrap_or_else(|| format!("{self:?}"))
    }

    fn objects(&self) -> Vec<ObjectId> {
        match self {
            PmvEvent::Recorded {
                source, subject, ..
            } => vec![*source, *subject],
            PmvEvent::AbilityMove { source, .. } => vec![*source],
            PmvEvent::Resolving { cards, .. }
            | PmvEvent::Discard { cards }
            | PmvEvent::SetCardsToUnderworld { cards }
            | PmvEvent::Carried { cards } => cards.clone(),
            PmvEvent::MoveCountedDone { object, .. } => vec![*object],
            PmvEvent::HostArrived { host, .. } => vec![*host],
            PmvEvent::MoveEnded { card }
            | PmvEvent::BecomesCharacter { card }
            | PmvEvent::AbilitiesActive { card, .. }
            | PmvEvent::DeathStateChecked { card, .. }
            | PmvEvent::DeathState { card, .. }
            | PmvEvent::SetFailed { card, .. } => vec![*card],
            PmvEvent::PowerApplied { card, source, .. } => vec![*card, *source],
            PmvEvent::Set { card, host, .. } => std::iter::once(*card).chain(*host).collect(),
            PmvEvent::Frame(_) => Vec::new(),
        }
    }
}

/// PMV's own decisions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "about", rename_all = "kebab-case")]
pub enum PmvDecision {
    /// 11.3.3.h: the owner of the set cards of a card leaving the field picks which of
    /// them goes onto their underworld next (the first pick ends deepest). It is asked
    /// once the set cards are discarded (11.3.3.a–g) and before the card moves, so that
    /// while the owner decides, the card and its set cards are still together on the
    /// field; once every owner has ordered, the card and its set cards move with no
    /// further decision.
    OrderSetCards {
        /// The card leaving the field.
        host: CardId,
        /// The owner ordering their own set cards.
        owner: PlayerId,
        /// How many of them the owner has picked already (the options are the others).
        chosen: u32,
    },
}

impl Described for PmvDecision {
    fn code(&self) -> &str {
        match self {
            PmvDecision::OrderSetCards { .. } => "order-set-cards",
        }
    }

    fn render(&self, words: &Words<'_>) -> String {
        match self {
            PmvDecision::OrderSetCards { host, .. } => say(
                words,
                "pmv-order-set-cards",
                Args::new().with("host", words.card(*host)),
            ),
        }
    }
}

#[cfg(test)]
mod catalogue_tests {
    use super::*;
    use ryoiki_core::Lang;

    #[test]
    fn pmv_catalogue_has_the_same_keys_in_both_languages_and_every_key_used() {
        let m = messages();
        assert_eq!(m.same_keys(), Ok(()));
        // Events here; refusals of `set` where it is checked. Every key is a literal of
        // its own (some are chosen by a condition), read file by file; rule ids
        // ("pmv-11.2.2.d") are not keys.
        let used: Vec<String> = [
            include_str!("events.rs"),
            include_str!("process.rs"),
            include_str!("abilities.rs"),
            include_str!("catalogue.rs"),
            include_str!("cards.rs"),
            include_str!("tasks.rs"),
            include_str!("lib.rs"),
        ]
        .iter()
        .flat_map(|src| {
            ryoiki_core::messages::keys_used_in(src).into_iter().chain(
                src.split('"')
                    .skip(1)
                    .step_by(2)
                    .filter(|c| {
                        c.len() > 4 && c.starts_with("pmv-") && !c.contains(' ') && !c.contains('.')
                    })
                    .map(str::to_string),
            )
        })
        .collect();
        for k in &used {
            assert!(m.has(Lang::En, k), "the source asks for {k}");
        }
        for k in m.keys(Lang::En) {
            assert!(used.contains(&k), "{k} is in the catalogue but never used");
        }
    }
}
