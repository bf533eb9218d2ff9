//! Message catalogues: every sentence shown to people, in English and Japanese.
//!
//! A crate that shows text keeps one catalogue per language as a Project Fluent file
//! (`messages/en.ftl`, `messages/ja.ftl`), embeds both with `include_str!`, and parses
//! them once into a [`Messages`] (a `static` [`std::sync::OnceLock`]). Code asks for a
//! message by key with its arguments ([`Args`]); the sentence, its word order and its
//! brackets live in the catalogue, not in the code.
//!
//! Adding a message is one line per language:
//!
//! ```text
//! # en.ftl
//! card-moved = { $card } moves from { $from } to { $to }
//! # ja.ftl
//! card-moved = { $card }が{ $from }から{ $to }へ移動する
//! ```
//!
//! Each crate's tests check that both files hold the same keys and that every key its
//! code asks for exists ([`Messages::keys`], [`keys_used_in`]).

use crate::zone::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;

/// Why a catalogue could not be read.
///
/// ```
/// use ryoiki_model::{Messages, MessagesError};
///
/// let err = Messages::parse("a = one\na = two", "a = 一").unwrap_err();
/// assert!(matches!(err, MessagesError::Duplicate { lang: "en", .. }));
/// assert!(matches!(Messages::parse("ok = 1", "= =").unwrap_err(), MessagesError::Syntax { lang: "ja", .. }));
/// ```
#[derive(Debug, thiserror::Error)]
pub enum MessagesError {
    /// The Fluent text has syntax errors.
    #[error("the {lang} message catalogue has {count} syntax error(s), first: {first}")]
    Syntax {
        /// Which catalogue (`en`, `ja`).
        lang: &'static str,
        /// How many errors.
        count: usize,
        /// The first error, as the parser reports it.
        first: String,
    },
    /// A message is defined twice.
    #[error("the {lang} message catalogue defines a message twice: {detail}")]
    Duplicate {
        /// Which catalogue.
        lang: &'static str,
        /// The parser's report.
        detail: String,
    },
}

/// The arguments of one message: names and values.
///
/// ```
/// use ryoiki_model::{Args, Lang, Messages};
///
/// let m = Messages::parse(
///     "drawn = { $count ->\n    [one] one card\n   *[other] { $count } cards\n}",
///     "drawn = { $count }枚",
/// )?;
/// // An integer argument lets the catalogue choose a plural form.
/// assert_eq!(m.text(Lang::En, "drawn", &Args::new().with("count", 1)), "one card");
/// assert_eq!(m.text(Lang::En, "drawn", &Args::new().with("count", 2)), "2 cards");
/// # Ok::<(), ryoiki_model::MessagesError>(())
/// ```
#[derive(Default)]
pub struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    /// No arguments.
    pub fn new() -> Args<'a> {
        Args(FluentArgs::new())
    }

    /// Adds an argument: text (`String`, `&str`) or an integer.
    #[must_use]
    pub fn with(mut self, name: &'a str, value: impl ArgValue<'a>) -> Args<'a> {
        self.0.set(name, value.into_value());
        self
    }
}

/// What a message argument may be: text, or an integer. An integer Fluent can hold
/// exactly (up to 2^53) is a number, so the catalogue may choose a plural form by it;
/// a larger one is passed as its digits, never rounded.
///
/// ```
/// use ryoiki_model::{Args, Lang, Messages};
///
/// let m = Messages::parse("n = { $n }", "n = { $n }")?;
/// // Integers past 2^53 are passed as their digits, never rounded.
/// let big = u64::MAX;
/// assert_eq!(m.text(Lang::En, "n", &Args::new().with("n", big)), big.to_string());
/// assert_eq!(m.text(Lang::En, "n", &Args::new().with("n", String::from("text"))), "text");
/// # Ok::<(), ryoiki_model::MessagesError>(())
/// ```
pub trait ArgValue<'a> {
    /// The value as Fluent holds it.
    fn into_value(self) -> FluentValue<'a>;
}

impl<'a> ArgValue<'a> for &'a str {
    fn into_value(self) -> FluentValue<'a> {
        FluentValue::from(self)
    }
}

impl<'a> ArgValue<'a> for String {
    fn into_value(self) -> FluentValue<'a> {
        FluentValue::from(self)
    }
}

macro_rules! integer_args {
    ($($t:ty),*) => {$(
        impl<'a> ArgValue<'a> for $t {
            fn into_value(self) -> FluentValue<'a> {
                const EXACT: i128 = 1 << 53;
                let wide = self as i128;
                if (-EXACT..=EXACT).contains(&wide) {
                    FluentValue::from(wide as f64)
                } else {
                    FluentValue::from(self.to_string())
                }
            }
        }
    )*};
}

integer_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A parsed pair of catalogues, English and Japanese.
///
/// ```
/// use ryoiki_model::{Args, Lang, Messages};
///
/// // A rule set's catalogue: one Fluent file per language (usually `include_str!`'d).
/// let messages = Messages::parse(
///     "life-lost = { $player } loses { $count } life",
///     "life-lost = { $player }は{ $count }点のライフを失う",
/// )?;
/// let args = Args::new().with("player", "alice").with("count", 3);
/// assert_eq!(messages.text(Lang::En, "life-lost", &args), "alice loses 3 life");
/// assert_eq!(messages.text(Lang::Ja, "life-lost", &args), "aliceは3点のライフを失う");
/// assert!(messages.same_keys().is_ok());
/// // A missing key shows as itself, never a panic.
/// assert_eq!(messages.plain(Lang::En, "nope"), "{nope}");
/// # Ok::<(), ryoiki_model::MessagesError>(())
/// ```
pub struct Messages {
    en: FluentBundle<FluentResource>,
    ja: FluentBundle<FluentResource>,
    en_keys: Keys,
    ja_keys: Keys,
}

impl std::fmt::Debug for Messages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Messages")
            .field("en", &self.en_keys.len())
            .field("ja", &self.ja_keys.len())
            .finish()
    }
}

/// The variables (`$name`) a piece of a message names, except those it names only to
/// choose a form (`{ $count ->` for "gains"/"gain"), which another language with no such
/// forms need not name.
fn variables(text: &str) -> Vec<String> {
    let mut shown = Vec::new();
    for rest in text.split('$').skip(1) {
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let selector = rest[name.len()..].trim_start().starts_with("->");
        if !name.is_empty() && !selector {
            shown.push(name);
        }
    }
    shown
}

/// Each message's key with the variables it names, sorted.
type Keys = Vec<(String, Vec<String>)>;

fn bundle(
    lang: &'static str,
    text: &str,
) -> Result<(FluentBundle<FluentResource>, Keys), MessagesError> {
    let resource =
        FluentResource::try_new(text.to_string()).map_err(|(_, errors)| MessagesError::Syntax {
            lang,
            count: errors.len(),
            first: errors.first().map(|e| e.to_string()).unwrap_or_default(),
        })?;
    // A message starts a line with its identifier and " =" (Fluent's own syntax); its
    // value goes on over the indented lines after it.
    let mut keys: Vec<(String, Vec<String>)> = Vec::new();
    for l in text.lines() {
        let message = l.split_once(" =").filter(|(id, _)| {
            id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        });
        match (message, keys.last_mut()) {
            (Some((id, value)), _) => keys.push((id.to_string(), variables(value))),
            // Any other line that is not a comment goes on with the message before it
            // (an indented variant, a selector's closing brace).
            (None, Some((_, vars))) if !l.trim_start().starts_with('#') => {
                vars.extend(variables(l));
            }
            _ => {}
        }
    }
    let keys = keys
        .into_iter()
        .map(|(k, mut vars)| {
            vars.sort();
            vars.dedup();
            (k, vars)
        })
        .collect();
    let id: unic_langid::LanguageIdentifier = lang.parse().expect("a constant language tag");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks would end up in logs and terminals as invisible characters.
    b.set_use_isolating(false);
    b.add_resource(resource)
        .map_err(|errors| MessagesError::Duplicate {
            lang,
            detail: format!("{errors:?}"),
        })?;
    Ok((b, keys))
}

impl Messages {
    /// Parses the English and the Japanese catalogue.
    ///
    /// # Errors
    /// A syntax error or a message defined twice, naming the catalogue.
    pub fn parse(en: &str, ja: &str) -> Result<Messages, MessagesError> {
        let (en, en_keys) = bundle("en", en)?;
        let (ja, ja_keys) = bundle("ja", ja)?;
        Ok(Messages {
            en,
            ja,
            en_keys,
            ja_keys,
        })
    }

    /// The message `key` in `lang` with `args`. A key the catalogue lacks (which the
    /// crate's tests rule out) shows as `{key}`, so the gap is visible, never a panic.
    pub fn text(&self, lang: Lang, key: &str, args: &Args<'_>) -> String {
        let b = match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        };
        let Some(pattern) = b.get_message(key).and_then(|m| m.value()) else {
            return format!("{{{key}}}");
        };
        let mut errors = Vec::new();
        let s: Cow<'_, str> = b.format_pattern(pattern, Some(&args.0), &mut errors);
        s.into_owned()
    }

    /// The message `key` in `lang` without arguments.
    pub fn plain(&self, lang: Lang, key: &str) -> String {
        self.text(lang, key, &Args::new())
    }

    /// The keys one language's catalogue defines, in file order.
    pub fn keys(&self, lang: Lang) -> Vec<String> {
        self.keyed(lang).iter().map(|(k, _)| k.clone()).collect()
    }

    /// Whether `lang`'s catalogue defines `key`.
    pub fn has(&self, lang: Lang, key: &str) -> bool {
        self.keyed(lang).iter().any(|(k, _)| k == key)
    }

    /// The variables (`$name`) the message `key` shows in `lang`, sorted (a variable
    /// that only chooses a form is left out); `None` for a key the catalogue lacks.
    pub fn variables(&self, lang: Lang, key: &str) -> Option<&[String]> {
        self.keyed(lang)
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_slice())
    }

    fn keyed(&self, lang: Lang) -> &Keys {
        match lang {
            Lang::En => &self.en_keys,
            Lang::Ja => &self.ja_keys,
        }
    }

    /// Whether both languages define exactly the same keys, each with the same
    /// arguments; the differences otherwise (`"en only: …"`, `"ja only: …"`,
    /// `"arguments differ: key: en [..], ja [..]"`).
    pub fn same_keys(&self) -> Result<(), Vec<String>> {
        let mut problems = Vec::new();
        for (k, en) in &self.en_keys {
            match self.variables(Lang::Ja, k) {
                None => problems.push(format!("en only: {k}")),
                Some(ja) if ja != en.as_slice() => {
                    problems.push(format!("arguments differ: {k}: en {en:?}, ja {ja:?}"))
                }
                Some(_) => {}
            }
        }
        for (k, _) in &self.ja_keys {
            if !self.has(Lang::En, k) {
                problems.push(format!("ja only: {k}"));
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }
}

/// The message keys a Rust source asks for: the string literal among the first two
/// arguments of a call to `text(`, `plain(`, `say(` or `phrase(` (`m.text(lang, "key"`,
/// `plain(lang, "key"`, `w.say("key"`, `phrase("key")`). Tests use it to prove every
/// key used exists.
pub fn keys_used_in(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for opener in ["text(", "plain(", "say(", "phrase("] {
        let mut rest = source;
        while let Some(i) = rest.find(opener) {
            let whole_word = rest[..i]
                .chars()
                .next_back()
                .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            rest = &rest[i + opener.len()..];
            if !whole_word {
                continue;
            }
            // The key is the first string literal within the call's first two arguments.
            let head: &str = &rest[..rest.len().min(80)];
            let Some(q) = head.find('"') else { continue };
            if head[..q].contains(')') || head[..q].matches(',').count() > 1 {
                continue;
            }
            let after = &head[q + 1..];
            if let Some(end) = after.find('"') {
                let k = &after[..end];
                if !k.is_empty()
                    && k.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    keys.push(k.to_string());
                }
            }
        }
    }
    keys
}

/// A crate's catalogue, parsed once: `catalogue!("../messages", "Magic's")` is the
/// `&'static Messages` of `en.ftl` and `ja.ftl` in that folder (the path is the one
/// `include_str!` reads from the calling file), parsed on first use into a `static`
/// [`std::sync::OnceLock`] of its own. A catalogue that does not parse panics with the
/// crate's name: each crate's tests parse theirs. A crate's `messages()` is this one
/// call (`ryoiki_core::catalogue!` outside the model).
#[macro_export]
macro_rules! catalogue {
    ($dir:literal, $whose:literal) => {{
        static MESSAGES: ::std::sync::OnceLock<$crate::messages::Messages> =
            ::std::sync::OnceLock::new();
        MESSAGES.get_or_init(|| {
            $crate::messages::Messages::parse(
                include_str!(concat!($dir, "/en.ftl")),
                include_str!(concat!($dir, "/ja.ftl")),
            )
            .expect(concat!($whose, " catalogues parse (tested)"))
        })
    }};
}

/// The core's own catalogue (`crates/ryoiki-model/messages/*.ftl`): its events, zone and
/// place names, and the pieces rule sets share (a card's name with its id, lists).
pub fn core() -> &'static Messages {
    catalogue!("../messages", "the core's")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_formats_in_both_languages_with_its_arguments() {
        let m = Messages::parse(
            "moved = { $card } moves to { $to }\n",
            "moved = { $card }は{ $to }へ\n",
        )
        .unwrap();
        let a = Args::new().with("card", "Bear (c1#0)").with("to", "hand");
        assert_eq!(m.text(Lang::En, "moved", &a), "Bear (c1#0) moves to hand");
        assert_eq!(m.text(Lang::Ja, "moved", &a), "Bear (c1#0)はhandへ");
        assert_eq!(m.plain(Lang::En, "missing"), "{missing}");
        // Integers are exact, however large, and never grouped.
        let n = Args::new()
            .with("card", i64::MAX.to_string())
            .with("to", u32::MAX);
        assert_eq!(
            m.text(Lang::En, "moved", &n),
            "9223372036854775807 moves to 4294967295"
        );
        let big = Args::new().with("card", i64::MAX).with("to", -3_i64);
        assert_eq!(
            m.text(Lang::En, "moved", &big),
            "9223372036854775807 moves to -3"
        );
        assert!(m.same_keys().is_ok());
    }

    #[test]
    fn differing_keys_and_bad_syntax_are_reported() {
        let m = Messages::parse("a = x\nb = y\n", "a = x\nc = z\n").unwrap();
        assert_eq!(
            m.same_keys().unwrap_err(),
            vec!["en only: b".to_string(), "ja only: c".to_string()]
        );
        // The same key with other arguments, also inside a selector on a later line; a
        // variable that only chooses a plural form need not be in the other language.
        let m = Messages::parse(
            "a = { $x } and { $y }\nb = { $n ->\n    [one] one { $w }\n   *[other] many\n} { $v }\nc = { $k ->\n  *[other] gain\n} { $z }\n",
            "a = { $x }\nb = { $n }個\nc = { $z }を得る\n",
        )
        .unwrap();
        assert_eq!(
            m.same_keys().unwrap_err(),
            vec![
                "arguments differ: a: en [\"x\", \"y\"], ja [\"x\"]".to_string(),
                "arguments differ: b: en [\"v\", \"w\"], ja [\"n\"]".to_string(),
            ]
        );
        let e = Messages::parse("a = { $x\n", "a = x\n").unwrap_err();
        assert!(e.to_string().contains("en message catalogue"), "{e}");
    }

    #[test]
    fn keys_used_are_found_in_source() {
        let src =
            r#"m.text(lang, "card-moved", &a); w.say("turn-begins", x); m.plain(Lang::En, "ok")"#;
        assert_eq!(
            keys_used_in(src),
            vec!["card-moved".to_string(), "ok".into(), "turn-begins".into()]
        );
    }
}
