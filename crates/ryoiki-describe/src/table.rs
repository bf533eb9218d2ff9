//! The words and layout hints the table (the web page) shows for a game: [`TableWords`].
//!
//! A game's table words are a message catalogue like its events' (Project Fluent, one
//! file per language, embedded with `include_str!`), read by key. The page knows no
//! game: every word it shows of one comes from these catalogues, sent by `/api/games`
//! as templates ([`TableWords::templates`]: each `{ $name }` becomes `{name}`, which the
//! page fills in). The keys, by what they name:
//!
//! | key | what the page shows |
//! |---|---|
//! | `edition` | the line naming the game and its rules, at the top of the bar |
//! | `starting` | the bar while a rules game is starting (who plays first is not chosen) |
//! | `phase-<key>`, `step-<key>` | the phase and the step of the turn (a step with no word is not shown) |
//! | `turn-<field>`, `turn-<field>-you` | a player the public section names in `<field>`, on the turn line (`{name}`; `-you` when it is the viewer) |
//! | `player-<field>` | a per-player number or text of the public section beside the life total (`{n}`), unless it counts nothing |
//! | `list-<field>`, `item-<field>` | a list of the public section in the bar, newest first: its heading, and each entry (its fields) |
//! | `decide-<code>` | a pending decision of that code |
//! | `option-<label>` | an option of a decision labelled so |
//! | `pick-<decision>` | an option of that decision labelled with a player's name (`{name}`) |
//! | `action-<name>` | the label of a game action: its fields fill the slots (`{card}`: a card's name; a list of cards: their names; `{player}`: a name; `{index}` counted from 1; `{by}` signed); fields it does not name follow it |
//! | `action-<name>-none`, `-many` | the same when the action's list is empty, or holds more than one |
//! | `action-<name>-each` | each entry of the action's list of pairs (`{item1}`, `{item2}`), joined |
//! | `loss-<cause>` | why a player lost (`{name}`): a cause of the public section, `life` for a life total at 0, or a log event's code naming the player; `out` otherwise |
//! | `cause-<code>` | why the game ended |
//! | `field-<key>` | a field's label in the public section's full listing |
//! | `row-<key>` | a row of game actions in the bar ([`TableLayout::rows`]) |
//! | `pile-<zone>` | the zone is drawn as a pile (a stack of backs with its count, its face-up cards as a short list); the word is the pile's tooltip. `/api/games` marks each zone so (`pile`) |
//! | `numbers-<name>` | numbers of a card printed together when it has each slot's (`{ $power }/{ $toughness }`); every other number is shown by its name |
//!
//! A part of a template in square brackets (`[ ({ $color })]`) is shown only when every
//! slot in it has a value.

use crate::text::Text;
use ryoiki_core::{Args, Lang, Messages, MessagesError};
use std::collections::BTreeMap;

/// One catalogue of table words: its Fluent text in English and in Japanese.
#[derive(Clone, Copy, Debug)]
pub struct WordsFiles {
    /// The English catalogue's text.
    pub en: &'static str,
    /// The Japanese catalogue's text.
    pub ja: &'static str,
}

/// How the table lays a game's own actions out in its bar: hints the page reads
/// instead of knowing the game.
#[derive(Clone, Copy, Debug)]
pub struct TableLayout {
    /// The rows of game-action buttons, in order: each row's key (its label is the
    /// word `row-<key>`, or the page's own for `main` and `more`) and the actions it
    /// holds by name. The first row is what to do now (its buttons stand out; an
    /// action whose list is empty, such as attacking with nothing, goes there too);
    /// an action no row names goes in a last row, `more`.
    pub rows: &'static [(&'static str, &'static [&'static str])],
    /// Actions that change a life total (fields `player` and `by`): drawn as buttons
    /// beside that player's life.
    pub life: &'static [&'static str],
    /// Actions that take the player out of the game: drawn as dangerous.
    pub danger: &'static [&'static str],
    /// Actions the page asks again about before it sends them (a concession).
    pub confirm: &'static [&'static str],
}

impl TableLayout {
    /// No hints: every game action in one row.
    pub const NONE: TableLayout = TableLayout {
        rows: &[],
        life: &[],
        danger: &[],
        confirm: &[],
    };
}

/// The words the table (the web page) shows for a game, and how it lays it out.
#[derive(Clone, Copy, Debug)]
pub struct TableWords {
    /// The game's name as the table shows it.
    pub name: Text,
    /// Turning a card sideways ("tap", "rest").
    pub sideways: Text,
    /// Turning it upright ("untap", "recover").
    pub upright: Text,
    /// Its catalogues of table words (see the module documentation for the keys); a
    /// later one's word replaces an earlier one's of the same key (a game's own over a
    /// shared turn frame's).
    pub catalogues: &'static [WordsFiles],
    /// Its layout hints.
    pub layout: TableLayout,
}

impl TableWords {
    /// Each catalogue read, in order.
    ///
    /// # Errors
    /// The first catalogue that does not parse (a syntax error or a key twice).
    pub fn messages(&self) -> Result<Vec<Messages>, MessagesError> {
        self.catalogues
            .iter()
            .map(|f| Messages::parse(f.en, f.ja))
            .collect()
    }

    /// Every word in `lang`, by key, as a template for the page: each variable
    /// (`{ $card }`) written as its slot (`{card}`).
    ///
    /// # Errors
    /// A catalogue that does not parse.
    pub fn templates(&self, lang: Lang) -> Result<BTreeMap<String, String>, MessagesError> {
        let mut words = BTreeMap::new();
        for m in self.messages()? {
            for key in m.keys(lang) {
                let slots: Vec<(String, String)> = m
                    .variables(lang, &key)
                    .unwrap_or_default()
                    .iter()
                    .map(|v| (v.clone(), format!("{{{v}}}")))
                    .collect();
                let mut args = Args::new();
                for (name, slot) in &slots {
                    args = args.with(name, slot.as_str());
                }
                let text = m.text(lang, &key, &args);
                words.insert(key, text);
            }
        }
        Ok(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHARED: WordsFiles = WordsFiles {
        en: "edition = A game\nphase-main = main phase\nloss-out = { $name } is out\n",
        ja: "edition = ゲーム\nphase-main = メインフェイズ\nloss-out = { $name }が抜けた\n",
    };
    const OWN: WordsFiles = WordsFiles {
        en: "edition = Its own game\naction-tap = Tap { $card }[ ({ $color })]\n",
        ja: "edition = そのゲーム\naction-tap = { $card }をタップする[（{ $color }）]\n",
    };

    fn words(catalogues: &'static [WordsFiles]) -> TableWords {
        TableWords {
            name: Text { en: "G", ja: "G" },
            sideways: Text { en: "s", ja: "s" },
            upright: Text { en: "u", ja: "u" },
            catalogues,
            layout: TableLayout::NONE,
        }
    }

    #[test]
    fn templates_write_each_variable_as_its_slot_and_a_later_catalogue_wins() {
        let w = words(&[SHARED, OWN]);
        let en = w.templates(Lang::En).expect("parses");
        assert_eq!(en["edition"], "Its own game");
        assert_eq!(en["phase-main"], "main phase");
        assert_eq!(en["loss-out"], "{name} is out");
        assert_eq!(en["action-tap"], "Tap {card}[ ({color})]");
        let ja = w.templates(Lang::Ja).expect("parses");
        assert_eq!(ja["action-tap"], "{card}をタップする[（{color}）]");
        assert_eq!(ja.len(), en.len());
    }

    #[test]
    fn a_catalogue_that_does_not_parse_is_an_error_not_a_gap() {
        const BAD: WordsFiles = WordsFiles {
            en: "edition = one\nedition = two\n",
            ja: "edition = 一\n",
        };
        let w = words(&[SHARED, BAD]);
        assert!(matches!(
            w.templates(Lang::En),
            Err(MessagesError::Duplicate { lang: "en", .. })
        ));
    }
}
