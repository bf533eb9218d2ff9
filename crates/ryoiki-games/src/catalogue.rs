//! This crate's message catalogue (`messages/en.ftl`, `messages/ja.ftl`).

use ryoiki_core::{Messages, Phrase};
use std::sync::OnceLock;

/// The catalogue of this crate's messages, English and Japanese.
pub fn messages() -> &'static Messages {
    static M: OnceLock<Messages> = OnceLock::new();
    M.get_or_init(|| {
        Messages::parse(
            include_str!("../messages/en.ftl"),
            include_str!("../messages/ja.ftl"),
        )
        .expect("the games' catalogues parse (tested)")
    })
}

/// A message of this crate's catalogue, to be given its arguments.
pub fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}
