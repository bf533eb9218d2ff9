//! This crate's message catalogue (`messages/en.ftl`, `messages/ja.ftl`).

use ryoiki_core::{Messages, Phrase};

/// The catalogue of this crate's messages, English and Japanese.
pub fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "the games'")
}

/// A message of this crate's catalogue, to be given its arguments.
pub fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}
