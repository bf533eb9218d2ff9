//! PMV's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): every sentence PMV's
//! events and refusals are put into words with.

use ryoiki_core::Messages;
use std::sync::OnceLock;

/// PMV's catalogue (`crates/ryoiki-pmv/messages/*.ftl`).
pub fn messages() -> &'static Messages {
    static M: OnceLock<Messages> = OnceLock::new();
    M.get_or_init(|| {
        Messages::parse(
            include_str!("../messages/en.ftl"),
            include_str!("../messages/ja.ftl"),
        )
        .expect("PMV's catalogues parse (tested)")
    })
}
