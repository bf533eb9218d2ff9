//! What the table (the web page) shows of a game played in the frame: the frame's own
//! words (its actions, decisions and losses: `table/en.ftl`, `table/ja.ftl`), which a
//! game's description lists before its own, and where the bar draws its actions.

use ryoiki_describe::{TableLayout, WordsFiles};

/// The frame's words at the table; a game's own catalogue follows it.
pub const TABLE_WORDS: WordsFiles = WordsFiles {
    en: include_str!("../table/en.ftl"),
    ja: include_str!("../table/ja.ftl"),
};

/// Where the bar draws the frame's actions ([`crate::FrameAction::NAMES`]): starting,
/// the next phase and passing the turn first; a life total's change beside it; a
/// concession asked twice.
pub const TABLE_LAYOUT: TableLayout = TableLayout {
    rows: &[("main", &["start-game", "pass-turn", "next-phase"])],
    life: &["adjust-life"],
    danger: &["concede"],
    confirm: &["concede"],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FrameAction;

    #[test]
    fn the_words_parse_in_both_languages_and_name_every_action_the_layout_places() {
        let m = ryoiki_core::Messages::parse(TABLE_WORDS.en, TABLE_WORDS.ja).expect("parse");
        assert_eq!(m.same_keys(), Ok(()));
        for a in FrameAction::NAMES {
            assert!(
                m.has(ryoiki_core::Lang::En, &format!("action-{a}")),
                "no words for {a}"
            );
        }
        let placed = TABLE_LAYOUT
            .rows
            .iter()
            .flat_map(|(_, acts)| acts.iter())
            .chain(TABLE_LAYOUT.life)
            .chain(TABLE_LAYOUT.danger);
        for a in placed {
            assert!(FrameAction::NAMES.contains(a), "{a} is no frame action");
        }
    }
}
