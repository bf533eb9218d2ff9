//! The CLI's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): every word the
//! commands add around what the libraries say. It imports no other module of the
//! binary, so any of them may use it.

use ryoiki_core::{Messages, Phrase};

/// The CLI's catalogue.
pub(crate) fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "the CLI's")
}

/// A message of the CLI's catalogue, kept as words until it is shown in a language.
pub(crate) fn phrase(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}
