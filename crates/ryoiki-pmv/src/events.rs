//! What PMV's processes report ([`PmvEvent`]), in English and in Japanese with the words
//! of chapter 11, and PMV's own decisions ([`PmvDecision`]: none).

use crate::abilities::Timing;
use crate::zones::ZONES;
use ryoiki_core::{Described, ObjectId, Words, ZoneId, ZoneKind};
use serde::{Deserialize, Serialize};

/// An event of PMV's own processes. Its [`Described::code`] is the word scenario files
/// match it by (`kind = "game"`, `label = <code>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "kebab-case")]
pub enum PmvEvent {
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

fn zone_kind_name(words: &Words<'_>, kind: ZoneKind) -> String {
    ZONES
        .get(kind.0 as usize)
        .map(|z| words.pick(z.names.en.into(), z.names.ja.into()))
        .unwrap_or_else(|| format!("{kind:?}"))
}

fn list(words: &Words<'_>, cards: &[ObjectId]) -> String {
    let sep = words.pick(", ".into(), "、".into());
    cards
        .iter()
        .map(|&o| words.object(o))
        .collect::<Vec<_>>()
        .join(&sep)
}

impl PmvEvent {
    /// An ability acting or a timing resolving, in words. `None` for the other events.
    fn render_ability(&self, words: &Words<'_>) -> Option<String> {
        let o = |x: &ObjectId| words.object(*x);
        Some(match self {
            PmvEvent::Recorded {
                word,
                source,
                subject,
                timing,
            } => {
                let (en, ja) = timing.words();
                words.pick(
                    format!("{} ({en}, {}): {word}", o(source), o(subject)),
                    format!("{}（{ja}、{}）：{word}", o(source), o(subject)),
                )
            }
            PmvEvent::AbilityMove { source, timing, to } => {
                let (en, ja) = timing.words();
                let zone = zone_kind_name(words, *to);
                words.pick(
                    format!("{} ({en}) moves itself to its owner's {zone}", o(source)),
                    format!("{}（{ja}）は自身を持ち主の{zone}に移す", o(source)),
                )
            }
            PmvEvent::Resolving { timing, cards } => {
                let (en, ja) = timing.words();
                if cards.is_empty() {
                    words.pick(
                        format!("'{en}' effects: no set card is left to resolve them for"),
                        format!("{ja}の効果：解決の対象となるセットカードが残っていない"),
                    )
                } else {
                    let l = list(words, cards);
                    words.pick(
                        format!("'{en}' effects resolve for {l}"),
                        format!("{l}について{ja}の効果を解決する"),
                    )
                }
            }
            _ => return None,
        })
    }

    /// A step of leaving the field or of a move, in words. `None` for the other events.
    fn render_moves(&self, words: &Words<'_>) -> Option<String> {
        let o = |x: &ObjectId| words.object(*x);
        Some(match self {
            PmvEvent::Discard { cards } => {
                let l = list(words, cards);
                words.pick(
                    format!("'discard' is applied to {l}"),
                    format!("{l}に「破棄する」という効果を適用する"),
                )
            }
            PmvEvent::MoveCountedDone { object, zone } => {
                let z = words.zone(*zone);
                words.pick(
                    format!(
                        "{} had already been moved to {z}, so that move counts as done, although another effect has since moved it on",
                        o(object)
                    ),
                    format!(
                        "{}は既に{z}に移動していたため、その後別の効果により移動したが、その移動させる処理は成功したものとして扱う",
                        o(object)
                    ),
                )
            }
            PmvEvent::HostArrived { host, zone } => {
                let z = zone.map(|z| words.zone(z)).unwrap_or_else(|| "?".into());
                words.pick(
                    format!("{} arrives in {z} and takes that zone's state", o(host)),
                    format!("{}は{z}に移動し、その領域の状態になる", o(host)),
                )
            }
            PmvEvent::MoveEnded { card } => words.pick(
                format!(
                    "{} was already moved elsewhere; it does not go to the underworld",
                    o(card)
                ),
                format!(
                    "{}は既に別の領域に移動していたため、冥界には置かれない",
                    o(card)
                ),
            ),
            PmvEvent::SetCardsToUnderworld { cards } => {
                let l = list(words, cards);
                words.pick(
                    format!(
                        "the set cards ({l}) go onto the top of the underworld, in an order their owner chooses"
                    ),
                    format!("セットカード（{l}）を持ち主が選ぶ任意の順序で冥界の上に置く"),
                )
            }
            PmvEvent::Carried { cards } => {
                let l = list(words, cards);
                words.pick(
                    format!("the set cards ({l}) travel with their host and stay set on it"),
                    format!("セットカード（{l}）はセット先と一緒に移り、セットされたままである"),
                )
            }
            _ => return None,
        })
    }

    /// A step of entering the field or of a set, in words. `None` for the other events.
    fn render_entering(&self, words: &Words<'_>) -> Option<String> {
        let o = |x: &ObjectId| words.object(*x);
        Some(match self {
            PmvEvent::BecomesCharacter { card } => words.pick(
                format!("{} is treated as a character from now", o(card)),
                format!("{}はこの時点からキャラクターとして扱われる", o(card)),
            ),
            PmvEvent::AbilitiesActive {
                card,
                set_card: false,
            } => words.pick(
                format!("{}: its auto-α and auto-γ abilities are active from now", o(card)),
                format!("{}：この時点から自動αと自動γが有効になる", o(card)),
            ),
            PmvEvent::AbilitiesActive {
                card,
                set_card: true,
            } => words.pick(
                format!(
                    "{}: its text now counts as its host's; its auto abilities are active",
                    o(card)
                ),
                format!(
                    "{}：テキストはセット先のキャラクターがもつものとして扱われ、自動αと自動γが有効になる",
                    o(card)
                ),
            ),
            PmvEvent::PowerApplied {
                card,
                source,
                delta,
                power,
            } => words.pick(
                format!(
                    "{}: {delta:+} from {} → {power} (the death state is not judged yet)",
                    o(card),
                    o(source)
                ),
                format!(
                    "{}：{}により戦闘力{delta:+}→{power}（決死状態はまだ判定しない）",
                    o(card),
                    o(source)
                ),
            ),
            PmvEvent::DeathStateChecked { card, power } => words.pick(
                format!("{}: power {power} once every effect applied", o(card)),
                format!("{}：全ての効果を適用した後の戦闘力は{power}", o(card)),
            ),
            PmvEvent::DeathState { card, power } => words.pick(
                format!("{} is in the death state (power {power})", o(card)),
                format!("{}は決死状態になる（戦闘力{power}）", o(card)),
            ),
            PmvEvent::SetFailed { card, prohibited } => {
                let (en, ja) = if *prohibited {
                    ("cannot be set", "はセットすることが出来ない")
                } else {
                    ("was not set", "はセットされなかった")
                };
                words.pick(
                    format!("{} {en}; the effect that instructed it failed", o(card)),
                    format!(
                        "{}{ja}。セットを指示した効果は解決に失敗したとして扱う",
                        o(card)
                    ),
                )
            }
            PmvEvent::Set {
                card,
                host: Some(host),
                entering,
            } => {
                let (en, ja) = if *entering {
                    (" and enters the field", "、場に出る")
                } else {
                    (
                        " (already on the field: it does not enter anew)",
                        "（場のカードなので、改めて場に出るものとして扱わない）",
                    )
                };
                words.pick(
                    format!("{} is set onto {}{en}", o(card), o(host)),
                    format!("{}は{}にセットされ{ja}", o(card), o(host)),
                )
            }
            PmvEvent::Set {
                card, host: None, ..
            } => words.pick(
                format!(
                    "{} is set onto the field; it was on the field and does not enter anew",
                    o(card)
                ),
                format!(
                    "{}は場にセットされる。場のカードなので、改めて場に出るものとして扱わない",
                    o(card)
                ),
            ),
            _ => return None,
        })
    }
}

impl Described for PmvEvent {
    fn code(&self) -> &str {
        match self {
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
        }
    }
}

/// PMV's own decisions: it has none (the owner ordering set cards into the underworld,
/// 11.3.3.h, is the core's order decision), so this type has no value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PmvDecision {}

impl Described for PmvDecision {
    fn code(&self) -> &str {
        match *self {}
    }

    fn render(&self, _words: &Words<'_>) -> String {
        match *self {}
    }
}
