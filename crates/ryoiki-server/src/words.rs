//! The server's own words, from its message catalogue (`messages/en.ftl`,
//! `messages/ja.ftl`): every refusal and error it sends is a key there, rendered in
//! both languages so that each client shows its own.

use crate::wire::Said;
use ryoiki_core::{Args, Lang, Messages};

/// The server's catalogue.
pub fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "the server's")
}

/// A message of the server's catalogue in English and Japanese.
pub fn said(key: &str, args: Args<'_>) -> Said {
    Said {
        en: messages().text(Lang::En, key, &args),
        ja: messages().text(Lang::Ja, key, &args),
    }
}

/// A message whose arguments differ by language (a list joined with each language's
/// separator, say).
pub fn said_by<'a>(key: &str, args: impl Fn(Lang) -> Args<'a>) -> Said {
    Said {
        en: messages().text(Lang::En, key, &args(Lang::En)),
        ja: messages().text(Lang::Ja, key, &args(Lang::Ja)),
    }
}

/// A list in one language: joined by its separator (", " or "、").
pub fn list(lang: Lang, items: &[&str]) -> String {
    let sep = ryoiki_core::messages::core().plain(lang, "group-separator");
    items.join(&sep)
}

/// A message of the server's catalogue that takes no arguments.
pub fn said_plain(key: &str) -> Said {
    said(key, Args::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_has_the_same_keys_in_both_languages_and_every_key_is_used() {
        let m = messages();
        assert_eq!(m.same_keys(), Ok(()));
        let src = [
            include_str!("ws.rs"),
            include_str!("http.rs"),
            include_str!("table/action.rs"),
            include_str!("table/connection.rs"),
            include_str!("table/chat.rs"),
            include_str!("table/listing.rs"),
            include_str!("setup.rs"),
            include_str!("server.rs"),
            include_str!("replays/viewer.rs"),
        ]
        .concat();
        let used: Vec<&str> = src
            .split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| s.starts_with("server-") && !s.contains(' '))
            .collect();
        for k in &used {
            assert!(m.has(Lang::En, k), "the source asks for {k}");
        }
        for k in m.keys(Lang::En) {
            assert!(
                used.contains(&k.as_str()),
                "{k} is in the catalogue but never used"
            );
        }
    }

    #[test]
    fn a_message_takes_its_arguments_in_each_language() {
        let s = said(
            "server-not-your-move",
            Args::new().with("mover", 1u32).with("seat", 0u32),
        );
        assert_eq!(s.en, "it is seat 1's move, not seat 0's");
        assert_eq!(s.ja, "今は席1の番で、席0の番ではありません");
    }
}
