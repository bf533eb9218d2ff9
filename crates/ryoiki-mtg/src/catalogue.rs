//! Magic's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): every sentence
//! Magic's events, decisions and refusals are put into words with.

use ryoiki_core::{Messages, Phrase};

/// Magic's catalogue (`crates/ryoiki-mtg/messages/*.ftl`).
pub fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "Magic's")
}

/// A message of Magic's catalogue, kept as words until it is shown.
pub(crate) fn phrase(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}
