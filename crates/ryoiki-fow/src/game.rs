//! Force of Will as a game of the list of games ([`GAME`]): its deck sections and deck
//! rules (3.15, read by [`crate::kept_out`], the same function the move restriction
//! asks), its sample game, its pool and its words.

use crate::zones::{MAGIC_STONE_DECK, MAIN_DECK, RULER_AREA};
use ryoiki_core::{Messages, Phrase, ZoneKind};
use ryoiki_describe::{
    CardLookup, DeckEntry, DeckIssue, GameDescription, PoolText, Sample, Section, SectionPlace,
    SectionSpec, TableWords, Text, WordsFiles, mixed_pile,
};

/// The ruler section: the ruler, in the ruler area.
pub const RULER: Section = Section("ruler");
/// The magic stone deck section.
pub const MAGIC_STONES: Section = Section("magic-stones");

/// Force of Will (chapter 3), as the list of games knows it.
pub static GAME: GameDescription = GameDescription {
    key: "fow",
    names: Text {
        en: "Force of Will",
        ja: "フォース・オブ・ウィル",
    },
    rules_text: Text {
        en: "Force of Will's chapter 3",
        ja: "フォース・オブ・ウィルの第3章",
    },
    rules: &crate::FOW,
    variants: &[],
    sections: &[
        SectionSpec {
            section: RULER,
            names: Text {
                en: "ruler",
                ja: "ルーラー",
            },
            headers: &["ruler"],
            place: SectionPlace::Zone {
                key: "ruler-area",
                shared: false,
                face_down: false,
            },
        },
        SectionSpec::main_deck("main-deck"),
        SectionSpec {
            section: MAGIC_STONES,
            names: Text {
                en: "magic stone deck",
                ja: "魔石デッキ",
            },
            headers: &["magic stone deck", "magic stones", "stones", "stone deck"],
            place: SectionPlace::Zone {
                key: "magic-stone-deck",
                shared: false,
                face_down: false,
            },
        },
        SectionSpec {
            section: Section::SIDEBOARD,
            names: Text {
                en: "sideboard",
                ja: "サイドボード",
            },
            headers: &["sideboard", "side", "sb"],
            place: SectionPlace::Sideboard,
        },
    ],
    deck_check,
    sample,
    pool: PoolText {
        file: "fow.toml",
        text: include_str!("../pool.toml"),
    },
    words: TableWords {
        name: Text {
            en: "Force of Will",
            ja: "Force of Will",
        },
        sideways: Text {
            en: "rest",
            ja: "レスト",
        },
        upright: Text {
            en: "recover",
            ja: "リカバー",
        },
        catalogues: &[
            ryoiki_frame::TABLE_WORDS,
            WordsFiles {
                en: include_str!("../table/en.ftl"),
                ja: include_str!("../table/ja.ftl"),
            },
        ],
        layout: ryoiki_frame::TABLE_LAYOUT,
    },
    zone_aliases: &[
        ("library", "main-deck"),
        ("deck", "main-deck"),
        ("exile", "removed-area"),
        ("battlefield", "field"),
        ("stack", "chase-area"),
        ("chase", "chase-area"),
    ],
    custom_effects: ryoiki_describe::no_custom_effects,
    rule_catalogue: ryoiki_describe::RuleCatalogue::Tsv(include_str!("../rules.tsv")),
    deck_opening: ryoiki_describe::no_deck_opening,
    // A ruler, a main deck and a magic stone deck: one deck, for every seat.
    sample_decks: &[ryoiki_describe::SampleDeck {
        file: "fow/sage.txt",
        text: include_str!("../decks/sage.txt"),
    }],
};

/// Force of Will's catalogue of messages (its deck rules' words), English and Japanese.
pub fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "FoW's")
}

fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}

/// A deck file against 3.15: no card in a section whose zone its printed type is kept
/// out of (chapter 3 gives no deck size), and the ruler section holds rulers.
fn deck_check(entries: &[DeckEntry], cards: &dyn CardLookup) -> Vec<DeckIssue> {
    let mut out = Vec::new();
    for e in entries {
        let Some(def) = cards.card(&e.name) else {
            continue;
        };
        let (zone, place): (ZoneKind, &'static str) = match e.section {
            Section::MAIN => (MAIN_DECK, "fow-deck-to-main"),
            MAGIC_STONES => (MAGIC_STONE_DECK, "fow-deck-to-magic-stones"),
            RULER => (RULER_AREA, "fow-deck-to-ruler-area"),
            _ => continue,
        };
        if let Some(k) = crate::kept_out(&def.sides[0], zone, false) {
            out.push(DeckIssue {
                line: e.line,
                words: say("fow-deck-kept-out")
                    .arg("name", e.name.as_str())
                    .arg("type", k.card_type)
                    .arg("place", say(place)),
                rule: Some(k.rules[0]),
            });
        } else if e.section == RULER && !def.sides.iter().any(|s| s.has_type("ruler")) {
            out.push(DeckIssue {
                line: e.line,
                words: say("fow-deck-not-ruler").arg("name", e.name.as_str()),
                rule: None,
            });
        }
    }
    out
}

/// A pile of mixed cards in every zone ([`mixed_pile`]); Force of Will has no variants.
fn sample(game: &GameDescription, _variant: Option<&str>, seed: u64) -> Sample {
    Sample {
        setup: mixed_pile(game.rules, seed),
        opening: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use ryoiki_core::Lang;

    #[test]
    fn the_catalogues_have_the_same_keys_and_every_key_is_used() {
        let m = messages();
        let en = m.keys(Lang::En);
        assert_eq!(en, m.keys(Lang::Ja));
        let src = include_str!("game.rs");
        for k in en {
            assert!(src.contains(&format!("\"{k}\"")), "{k} is never used");
        }
    }
}
