//! PMV's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): every sentence PMV's
//! events and refusals are put into words with.

use ryoiki_core::Messages;

/// PMV's catalogue (`crates/ryoiki-pmv/messages/*.ftl`).
pub fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "PMV's")
}
