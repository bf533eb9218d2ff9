//! The words of this crate's catalogue (`crates/ryoiki-games/messages/`): deck and pool
//! problems, and the words the scenario loader shares (a parser's errors put into words,
//! "did you mean").

use ryoiki_core::{Lang, Phrase, Word};

pub use crate::catalogue::{messages, say};

/// A TOML syntax error (`syntax`) or serde's error reading a table, as words: serde's
/// common messages ("unknown field `x`, expected one of `a`, `b`", "unknown variant
/// `x`, expected …", "missing field `x`", "invalid type: …") each have a message of
/// their own (with "did you mean" for an unknown name when `hint`); any other is shown
/// as the parser wrote it, inside a message that says what it is. In English the text
/// is the parser's own, word for word (and the hint after it).
pub fn serde_words(msg: &str, syntax: bool, hint: bool) -> Phrase {
    let unknown = [
        ("unknown field `", "load-unknown-field"),
        ("unknown variant `", "load-unknown-variant"),
    ];
    for (prefix, key) in unknown {
        let Some(rest) = msg.strip_prefix(prefix) else {
            continue;
        };
        let Some((word, expected)) = rest.split_once('`') else {
            break;
        };
        let names: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
        let hint = if hint {
            crate::suggest::did_you_mean_words(word, names.iter().copied())
        } else {
            Word::Text(String::new())
        };
        // serde's English tail (", expected one of `a`, `b`") as it wrote it, and the
        // names in Japanese.
        let ja = if names.is_empty() {
            say("load-expected-none").render(Lang::Ja)
        } else {
            say("load-expected")
                .arg("names", names.join("、"))
                .render(Lang::Ja)
        };
        let tail = Word::Written {
            en: expected.to_string(),
            ja,
        };
        return say(key)
            .arg("name", word)
            .arg("expected", tail)
            .arg("hint", hint);
    }
    if let Some(field) = msg
        .strip_prefix("missing field `")
        .and_then(|r| r.strip_suffix('`'))
    {
        return say("load-missing-field").arg("name", field);
    }
    if let Some(detail) = msg.strip_prefix("invalid type: ") {
        return say("load-invalid-type").arg("detail", detail);
    }
    if let Some(detail) = msg.strip_prefix("invalid value: ") {
        return say("load-invalid-value").arg("detail", detail);
    }
    if syntax {
        say("load-toml-syntax").arg("detail", msg)
    } else {
        say("load-unreadable").arg("detail", msg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogues_agree_and_every_key_is_used() {
        let m = messages();
        let en = m.keys(Lang::En);
        assert_eq!(en, m.keys(Lang::Ja));
        let files = [
            include_str!("words.rs"),
            include_str!("suggest.rs"),
            include_str!("lib.rs"),
            include_str!("list.rs"),
            include_str!("catalogue.rs"),
            include_str!("deck/mod.rs"),
            include_str!("deck/data.rs"),
            include_str!("deck/text.rs"),
            include_str!("deck/cod.rs"),
            include_str!("deck/pool.rs"),
            include_str!("deck/validate.rs"),
            include_str!("deck/import/card.rs"),
            include_str!("seats.rs"),
        ];
        for k in en {
            let quoted = format!("\"{k}\"");
            assert!(
                files.iter().any(|f| f.contains(&quoted)),
                "{k} is never used"
            );
        }
    }
}
