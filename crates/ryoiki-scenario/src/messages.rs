//! The scenario crate's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): why a
//! file does not load, why a check failed, in English and Japanese.

use ryoiki_core::Phrase;

/// The runner's message catalogue (`crates/ryoiki-scenario/messages/*.ftl`): why a check
/// failed, in English and Japanese.
pub fn messages() -> &'static ryoiki_core::Messages {
    ryoiki_core::catalogue!("../messages", "the runner's")
}

/// A message of the catalogue, with no arguments yet (the loader's `load-…` keys and
/// the others).
pub(crate) fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}
