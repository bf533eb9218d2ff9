//! Magic's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): every sentence
//! Magic's events, decisions and refusals are put into words with.

use ryoiki_core::{Messages, Phrase};
use std::sync::OnceLock;

/// Magic's catalogue (`crates/ryoiki-mtg/messages/*.ftl`).
pub fn messages() -> &'static Messages {
    static M: OnceLock<Messages> = OnceLock::new();
    M.get_or_init(|| {
        Messages::parse(
            include_str!("../messages/en.ftl"),
            include_str!("../messages/ja.ftl"),
        )
        .expect("Magic's catalogues parse (tested)")
    })
}

/// A message of Magic's catalogue, kept as words until it is shown.
pub(crate) fn phrase(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}
