//! What a name may hold. Player and card names are printed in logs, reports, terminals
//! and every seat's page, so each must read as it prints: no control characters (NUL, a
//! newline, an escape), no bidirectional controls (which reorder the text around them, so
//! "alice" could print as another name) and no zero-width characters (which make two
//! names that look the same differ). [`unprintable`] is the one check every way in
//! (the core's setup, scenario files, deck files, the table's creation) uses.

/// Why a character may not stand in a name.
///
/// ```
/// use ryoiki_model::{Unprintable, unprintable};
///
/// assert_eq!(Unprintable::of('\n'), Some(Unprintable::Control));
/// assert_eq!(Unprintable::of('\u{202E}'), Some(Unprintable::Bidi));
/// assert_eq!(Unprintable::of('a'), None);
/// assert_eq!(unprintable("ali\u{200B}ce"), Some(('\u{200B}', Unprintable::ZeroWidth)));
/// assert_eq!(Unprintable::ZeroWidth.words(), "a zero-width character");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unprintable {
    /// A control character (Unicode general category Cc: NUL, a newline, an escape …).
    Control,
    /// A bidirectional control: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
    Bidi,
    /// A zero-width character: U+200B–U+200D, U+2060, U+FEFF.
    ZeroWidth,
}

impl Unprintable {
    /// Why `c` may not stand in a name, or `None` when it may.
    pub fn of(c: char) -> Option<Unprintable> {
        match c {
            c if c.is_control() => Some(Unprintable::Control),
            '\u{061C}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2066}'..='\u{2069}' => Some(Unprintable::Bidi),
            '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' => Some(Unprintable::ZeroWidth),
            _ => None,
        }
    }

    /// The kind in English words, with its article ("a control character").
    pub fn words(self) -> &'static str {
        match self {
            Unprintable::Control => "a control character",
            Unprintable::Bidi => "a bidirectional control",
            Unprintable::ZeroWidth => "a zero-width character",
        }
    }
}

/// The first character of `name` that may not stand in a name, and why.
pub fn unprintable(name: &str) -> Option<(char, Unprintable)> {
    name.chars()
        .find_map(|c| Unprintable::of(c).map(|k| (c, k)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_bidi_and_zero_width_characters_are_found_and_others_are_not() {
        for (c, kind) in [
            ('\0', Unprintable::Control),
            ('\n', Unprintable::Control),
            ('\u{1b}', Unprintable::Control),
            ('\u{85}', Unprintable::Control),
            ('\u{061C}', Unprintable::Bidi),
            ('\u{200E}', Unprintable::Bidi),
            ('\u{200F}', Unprintable::Bidi),
            ('\u{202A}', Unprintable::Bidi),
            ('\u{202E}', Unprintable::Bidi),
            ('\u{2066}', Unprintable::Bidi),
            ('\u{2069}', Unprintable::Bidi),
            ('\u{200B}', Unprintable::ZeroWidth),
            ('\u{200D}', Unprintable::ZeroWidth),
            ('\u{2060}', Unprintable::ZeroWidth),
            ('\u{FEFF}', Unprintable::ZeroWidth),
        ] {
            assert_eq!(unprintable(&format!("ab{c}cd")), Some((c, kind)), "{c:?}");
        }
        for ok in [
            "alice",
            "Thunder Spear",
            "雷の槍",
            "Æther Vial",
            "Jötun-Grunt",
            "a b",
        ] {
            assert_eq!(unprintable(ok), None, "{ok}");
        }
        // Just outside each range.
        for c in [
            '\u{2029}', '\u{202F}', '\u{2065}', '\u{206A}', '\u{200A}', '\u{061B}',
        ] {
            assert_eq!(Unprintable::of(c), None, "{c:?}");
        }
    }
}
