//! The soak's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): its violations
//! (`violation-`) and why a soak game cannot begin (`soak-start-`), in English and
//! Japanese.

use ryoiki_core::Phrase;

/// The soak's message catalogue (`crates/ryoiki-soak/messages/*.ftl`).
pub fn messages() -> &'static ryoiki_core::Messages {
    ryoiki_core::catalogue!("../messages", "the soak's")
}

/// A message of the catalogue, with no arguments yet.
pub(crate) fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}

#[cfg(test)]
mod tests {
    use super::messages;
    use ryoiki_core::Lang;

    #[test]
    fn the_catalogue_has_the_same_keys_in_both_languages_and_every_key_is_used() {
        let m = messages();
        assert_eq!(m.same_keys(), Ok(()));
        let src = [
            include_str!("lib.rs"),
            include_str!("report.rs"),
            include_str!("play.rs"),
            include_str!("window.rs"),
        ]
        .concat();
        let used = ryoiki_core::messages::keys_used_in(&src);
        assert!(used.len() >= 12, "{used:?}");
        for k in &used {
            assert!(m.has(Lang::En, k), "the soak asks for {k}");
        }
        for k in m.keys(Lang::En) {
            assert!(used.contains(&k), "{k} is never used");
        }
    }
}
