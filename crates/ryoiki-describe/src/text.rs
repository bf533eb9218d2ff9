//! A text in both languages the tools show: [`Text`].

use ryoiki_core::{Lang, Word};

/// A text in English and Japanese.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    /// In English.
    pub en: &'static str,
    /// In Japanese.
    pub ja: &'static str,
}

impl Text {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ja => self.ja,
        }
    }

    /// The text as a [`Word`] of a phrase, in either language.
    pub fn word(&self) -> Word {
        Word::Written {
            en: self.en.to_string(),
            ja: self.ja.to_string(),
        }
    }
}
