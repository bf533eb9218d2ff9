//! Words kept as data: a card, a zone, a place, a message of a catalogue with its
//! arguments. An error carries these instead of finished English, and is put into words
//! when it is shown, in the language asked for ([`ActionError::render`]).
//!
//! [`ActionError::render`]: crate::ActionError::render

use crate::decision::Choice;
use crate::ids::{CardId, ObjectId};
use crate::messages::{Args, Messages, core};
use crate::zone::{Lang, Names};
use std::fmt;

/// A card as a message names it for people: its name where every player may see its
/// front, else no name at all (so a refusal tells no one what they may not know).
///
/// ```
/// use ryoiki_model::{CardWords, Lang};
///
/// // A refusal names a card only if every player may see it.
/// assert_eq!(CardWords::Named("Moth".into()).render(Lang::En), "Moth");
/// assert_eq!(CardWords::Hidden.render(Lang::En), "a hidden card");
/// assert_eq!(CardWords::Hidden.render(Lang::Ja), "非公開のカード");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardWords {
    /// Every player may see it: its name.
    Named(String),
    /// Someone may not see its front: "a hidden card".
    Hidden,
    /// The game has no such card.
    Missing(CardId),
}

impl CardWords {
    /// In `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            CardWords::Named(name) => name.clone(),
            CardWords::Hidden => core().plain(lang, "card-hidden"),
            CardWords::Missing(card) => core().text(
                lang,
                "card-missing",
                &Args::new().with("card", card.to_string()),
            ),
        }
    }
}

/// A zone in words: its kind's names and, for a zone of one player, that player's name.
///
/// ```
/// use ryoiki_model::{Lang, Names, ZoneWords};
///
/// let graveyard = ZoneWords::OfPlayer { player: "alice".into(), names: Names::new("graveyard", "墓地") };
/// assert_eq!(graveyard.render(Lang::En), "alice's graveyard");
/// assert_eq!(graveyard.render(Lang::Ja), "aliceの墓地");
/// assert_eq!(ZoneWords::Shared(Names::new("stack", "スタック")).render(Lang::En), "the stack");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ZoneWords {
    /// A zone the players share ("the chase area").
    Shared(Names),
    /// One player's zone ("alice's graveyard").
    OfPlayer {
        /// The player's name.
        player: String,
        /// The kind's names.
        names: Names,
    },
    /// A kind the game does not have.
    Unknown(u16),
}

impl ZoneWords {
    /// In `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            ZoneWords::Shared(names) => core().text(
                lang,
                "zone-shared",
                &Args::new().with("name", names.get(lang)),
            ),
            ZoneWords::OfPlayer { player, names } => core().text(
                lang,
                "zone-of-player",
                &Args::new()
                    .with("player", player.as_str())
                    .with("name", names.get(lang)),
            ),
            ZoneWords::Unknown(kind) => {
                core().text(lang, "zone-unknown", &Args::new().with("kind", *kind))
            }
        }
    }
}

/// Where a card is, in words.
///
/// ```
/// use ryoiki_model::{Lang, Names, PlaceWords, ZoneWords};
///
/// let zone = ZoneWords::OfPlayer { player: "bob".into(), names: Names::new("library", "ライブラリー") };
/// let place = PlaceWords::InZone { zone: zone.clone(), pos: Some(3) };
/// assert_eq!(place.render(Lang::En), "bob's library, position 3 from the bottom");
/// assert_eq!(place.render(Lang::Ja), "bobのライブラリーの下から3番目");
/// // A zone that keeps no order gives no position.
/// let unordered = PlaceWords::InZone { zone, pos: None };
/// assert_eq!(unordered.render(Lang::En), "bob's library");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceWords {
    /// In a zone, at a position counted from 1 at the bottom where the zone keeps its
    /// cards in order.
    InZone {
        /// The zone.
        zone: ZoneWords,
        /// The position, from 1 at the bottom; `None` in a zone that keeps no order
        /// (a hand, a field), where a position means nothing.
        pos: Option<u32>,
    },
    /// Held aside from a zone by an extraction.
    Aside(ZoneWords),
    /// An ability that has ceased to exist.
    Ceased,
    /// A token that has ceased to exist.
    CeasedToken,
    /// Outside the game, in the sideboard.
    Sideboard,
    /// Outside the game, in the owner's collection.
    Collection,
    /// Outside the game, gone with its owner, who has left it.
    LeftWithOwner,
    /// The game has no such card.
    NoCard(CardId),
}

impl PlaceWords {
    /// In `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            PlaceWords::InZone { zone, pos: None } => zone.render(lang),
            PlaceWords::InZone {
                zone,
                pos: Some(pos),
            } => core().text(
                lang,
                "place-in-zone",
                &Args::new()
                    .with("zone", zone.render(lang))
                    .with("pos", *pos),
            ),
            PlaceWords::Aside(zone) => core().text(
                lang,
                "place-aside",
                &Args::new().with("zone", zone.render(lang)),
            ),
            PlaceWords::Ceased => core().plain(lang, "place-ceased"),
            PlaceWords::CeasedToken => core().plain(lang, "place-ceased-token"),
            PlaceWords::Sideboard => core().plain(lang, "place-sideboard"),
            PlaceWords::Collection => core().plain(lang, "place-collection"),
            PlaceWords::LeftWithOwner => core().plain(lang, "place-left-with-owner"),
            PlaceWords::NoCard(card) => core().text(
                lang,
                "place-no-card",
                &Args::new().with("card", card.to_string()),
            ),
        }
    }
}

/// An answer to a decision, in words: a card by its name where everyone may see it
/// (its object id after it, to tell copies apart), an effect or an option as such.
///
/// ```
/// use ryoiki_model::{CardId, CardWords, ChoiceWords, Choice, Lang, ObjectId};
///
/// let moth = ChoiceWords::Object { card: CardWords::Named("Moth".into()), object: ObjectId { card: CardId(2), generation: 0 } };
/// assert!(moth.render(Lang::En).contains("Moth"));
/// assert!(ChoiceWords::Other(Choice::Option(1)).render(Lang::En).contains('1'));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceWords {
    /// A card, as the players may know it.
    Object {
        /// The card in words.
        card: CardWords,
        /// The object answered.
        object: ObjectId,
    },
    /// Any other answer (an effect, an option, an object the game does not have).
    Other(Choice),
}

impl ChoiceWords {
    /// In `lang`.
    pub fn render(&self, lang: Lang) -> String {
        let (key, args) = match self {
            ChoiceWords::Object { card, object } => (
                "choice-object-named",
                Args::new()
                    .with("name", card.render(lang))
                    .with("object", object.to_string()),
            ),
            ChoiceWords::Other(Choice::Object(o)) => {
                ("choice-object", Args::new().with("object", o.to_string()))
            }
            ChoiceWords::Other(Choice::Effect(e)) => {
                ("choice-effect", Args::new().with("effect", e.to_string()))
            }
            ChoiceWords::Other(Choice::Option(i)) => ("choice-option", Args::new().with("n", *i)),
        };
        core().text(lang, key, &args)
    }

    /// [`ChoiceWords::render`], with a card or effect that `labels` names (a scenario
    /// file's id) called by that name rather than by its engine id.
    ///
    /// ```
    /// use ryoiki_model::{CardId, Choice, ChoiceWords, Labels, Lang, ObjectId};
    ///
    /// let mut labels = Labels::new();
    /// labels.name_card(CardId(2), "hound");
    /// let chosen = ChoiceWords::Other(Choice::Object(ObjectId { card: CardId(2), generation: 0 }));
    /// assert_eq!(chosen.render(Lang::En), "object c2#0");
    /// assert_eq!(chosen.render_labelled(Lang::En, &labels), "hound");
    /// ```
    pub fn render_labelled(&self, lang: Lang, labels: &crate::labels::Labels) -> String {
        match self {
            ChoiceWords::Object { card, object } => match labels.card(object.card) {
                Some(label) => {
                    let name = card.render(lang);
                    if name == label {
                        name
                    } else {
                        core().text(
                            lang,
                            "choice-object-labelled",
                            &Args::new().with("name", name).with("label", label),
                        )
                    }
                }
                None => self.render(lang),
            },
            ChoiceWords::Other(Choice::Object(o)) => labels
                .card(o.card)
                .map_or_else(|| self.render(lang), str::to_string),
            ChoiceWords::Other(Choice::Effect(e)) => labels
                .effect(*e)
                .map_or_else(|| self.render(lang), str::to_string),
            ChoiceWords::Other(Choice::Option(_)) => self.render(lang),
        }
    }
}

/// One argument of a [`Phrase`].
///
/// ```
/// use ryoiki_model::{Word, CardWords};
///
/// // Arguments of a phrase: text, numbers (which choose plural forms), cards, zones …
/// assert_eq!(Word::from(3), Word::Number(3));
/// assert_eq!(Word::from("alice"), Word::Text("alice".into()));
/// assert_eq!(Word::from(CardWords::Hidden), Word::Card(CardWords::Hidden));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    /// Text that is the same in every language: a name, an id, a number's digits.
    Text(String),
    /// An integer (the catalogue may choose a plural form by it).
    Number(i64),
    /// A card.
    Card(CardWords),
    /// A zone.
    Zone(ZoneWords),
    /// A place.
    Place(PlaceWords),
    /// Another message, rendered in the same language.
    Phrase(Phrase),
    /// Several words, each rendered and joined by the language's separator of groups
    /// ("; ", "。").
    List(Vec<Word>),
    /// Text already written in each language (another library's English, say, beside
    /// its gist in Japanese).
    Written {
        /// In English.
        en: String,
        /// In Japanese.
        ja: String,
    },
}

impl Word {
    fn render(&self, lang: Lang) -> String {
        match self {
            Word::Text(t) => t.clone(),
            Word::Number(n) => n.to_string(),
            Word::Card(c) => c.render(lang),
            Word::Zone(z) => z.render(lang),
            Word::Place(p) => p.render(lang),
            Word::Phrase(p) => p.render(lang),
            Word::List(words) => words
                .iter()
                .map(|w| w.render(lang))
                .collect::<Vec<_>>()
                .join(&core().plain(lang, "group-separator")),
            Word::Written { en, ja } => match lang {
                Lang::En => en.clone(),
                Lang::Ja => ja.clone(),
            },
        }
    }
}

impl From<String> for Word {
    fn from(t: String) -> Word {
        Word::Text(t)
    }
}

impl From<&str> for Word {
    fn from(t: &str) -> Word {
        Word::Text(t.to_string())
    }
}

macro_rules! number_words {
    ($($t:ty),*) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(n as i64)
            }
        }
    )*};
}

number_words!(u8, u16, u32, i32, i64);

impl From<usize> for Word {
    fn from(n: usize) -> Word {
        i64::try_from(n).map_or_else(|_| Word::Text(n.to_string()), Word::Number)
    }
}

impl From<u64> for Word {
    fn from(n: u64) -> Word {
        i64::try_from(n).map_or_else(|_| Word::Text(n.to_string()), Word::Number)
    }
}

impl From<CardWords> for Word {
    fn from(c: CardWords) -> Word {
        Word::Card(c)
    }
}

impl From<ZoneWords> for Word {
    fn from(z: ZoneWords) -> Word {
        Word::Zone(z)
    }
}

impl From<PlaceWords> for Word {
    fn from(p: PlaceWords) -> Word {
        Word::Place(p)
    }
}

impl From<Phrase> for Word {
    fn from(p: Phrase) -> Word {
        Word::Phrase(p)
    }
}

/// A message of a catalogue with its arguments, kept as data and put into words when
/// shown. A rule set's refusal reasons are phrases of its own catalogue.
///
/// ```
/// use ryoiki_model::{Lang, Messages, Phrase};
/// use std::sync::OnceLock;
///
/// // A rule set's refusal reason, kept as data and put into words when shown.
/// static MESSAGES: OnceLock<Messages> = OnceLock::new();
/// let messages = MESSAGES.get_or_init(|| {
///     Messages::parse("too-few = needs { $count } mana", "too-few = マナが{ $count }必要").unwrap()
/// });
/// let reason = Phrase::new(messages, "too-few").arg("count", 2);
/// assert_eq!(reason.key(), "too-few");
/// assert_eq!(reason.render(Lang::En), "needs 2 mana");
/// assert_eq!(reason.render(Lang::Ja), "マナが2必要");
/// ```
#[derive(Clone)]
pub struct Phrase {
    messages: &'static Messages,
    key: &'static str,
    args: Vec<(&'static str, Word)>,
}

impl Phrase {
    /// The message `key` of `messages`, with no arguments yet.
    pub fn new(messages: &'static Messages, key: &'static str) -> Phrase {
        Phrase {
            messages,
            key,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Word>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }

    /// The message's key.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The arguments, by name.
    pub fn args(&self) -> impl Iterator<Item = (&'static str, &Word)> {
        self.args.iter().map(|(n, w)| (*n, w))
    }

    /// In `lang`.
    pub fn render(&self, lang: Lang) -> String {
        let mut args = Args::new();
        for (name, word) in &self.args {
            args = match word {
                Word::Number(n) => args.with(name, *n),
                other => args.with(name, other.render(lang)),
            };
        }
        self.messages.text(lang, self.key, &args)
    }
}

/// A message of the core's own catalogue.
#[doc(hidden)]
pub fn phrase(key: &'static str) -> Phrase {
    Phrase::new(core(), key)
}

impl PartialEq for Phrase {
    fn eq(&self, other: &Phrase) -> bool {
        std::ptr::eq(self.messages, other.messages)
            && self.key == other.key
            && self.args == other.args
    }
}

impl Eq for Phrase {}

impl fmt::Debug for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Phrase")
            .field("key", &self.key)
            .field("args", &self.args)
            .finish()
    }
}

macro_rules! english_display {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            /// In English.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.render(Lang::En))
            }
        }
    )*};
}

english_display!(CardWords, ZoneWords, PlaceWords, ChoiceWords, Phrase);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::EffectId;

    const HAND: Names = Names::new("hand", "手札");

    #[test]
    fn words_render_in_both_languages_and_display_in_english() {
        let zone = ZoneWords::OfPlayer {
            player: "alice".into(),
            names: HAND,
        };
        let place = PlaceWords::InZone {
            zone: zone.clone(),
            pos: Some(2),
        };
        assert_eq!(
            place.to_string(),
            "alice's hand, position 2 from the bottom"
        );
        assert_eq!(place.render(Lang::Ja), "aliceの手札の下から2番目");
        let unordered = PlaceWords::InZone { zone, pos: None };
        assert_eq!(unordered.to_string(), "alice's hand");
        assert_eq!(unordered.render(Lang::Ja), "aliceの手札");
        assert_eq!(CardWords::Hidden.to_string(), "a hidden card");
        assert_eq!(CardWords::Hidden.render(Lang::Ja), "非公開のカード");
        let chosen = ChoiceWords::Other(Choice::Option(0));
        assert_eq!(chosen.render(Lang::Ja), "選択肢0");
        let e = ChoiceWords::Other(Choice::Effect(EffectId(2)));
        assert_eq!(e.to_string(), "effect e2");
        let p = phrase("error-no-cards");
        assert_eq!(p.to_string(), "the action names no cards");
        assert_eq!(p, phrase("error-no-cards"));
        assert_ne!(p, phrase("error-no-decision"));
        let list = Word::List(vec![Word::from("a"), Word::from(phrase("card-hidden"))]);
        assert_eq!(list.render(Lang::En), "a; a hidden card");
        assert_eq!(list.render(Lang::Ja), "a。非公開のカード");
    }

    #[test]
    fn a_phrase_renders_its_arguments_in_its_own_language() {
        let inner = phrase("place-aside").arg(
            "zone",
            ZoneWords::Shared(Names::new("chase area", "チェイス領域")),
        );
        let outer = phrase("error-not-in-zone")
            .arg("name", CardWords::Named("Bear".into()))
            .arg("place", inner);
        assert_eq!(
            outer.render(Lang::En),
            "Bear is held aside from the chase area, and this needs a card in a zone of the game"
        );
        let ja = outer.render(Lang::Ja);
        assert!(ja.contains("チェイス領域から抜き出し中"), "{ja}");
        assert!(!ja.contains("chase"), "{ja}");
    }
}
