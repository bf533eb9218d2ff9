//! Phantom Magic Vision as a game of the list of games ([`GAME`]): its deck sections
//! (chapter 11 gives no deck rule), its sample game, its pool and its words.

use ryoiki_core::{PlayerId, Setup, SetupPlace, ZoneId, ZoneKind, rng::splitmix64_next};
use ryoiki_describe::{
    GameDescription, PoolText, Sample, Section, SectionPlace, SectionSpec, TableWords, Text,
    WordsFiles, no_deck_rules, sample_card,
};

/// Phantom Magic Vision (chapter 11), as the list of games knows it.
pub static GAME: GameDescription = GameDescription {
    key: "pmv",
    names: Text {
        en: "Phantom Magic Vision",
        ja: "ファントムマジックビジョン",
    },
    rules_text: Text {
        en: "Phantom Magic Vision's chapter 11",
        ja: "ファントムマジックビジョンの第11章",
    },
    rules: &crate::PMV,
    variants: &[],
    sections: &[
        SectionSpec::main_deck("deck"),
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
    deck_check: no_deck_rules,
    sample,
    pool: PoolText {
        file: "pmv.toml",
        text: include_str!("../pool.toml"),
    },
    words: TableWords {
        name: Text {
            en: "Phantom Magic Vision",
            ja: "Phantom Magic Vision",
        },
        sideways: Text {
            en: "sleep",
            ja: "スリープ",
        },
        upright: Text {
            en: "active",
            ja: "アクティブ",
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
        ("library", "deck"),
        ("graveyard", "underworld"),
        ("exile", "removed-area"),
        ("battlefield", "field"),
    ],
    custom_effects: ryoiki_describe::no_custom_effects,
    rule_catalogue: ryoiki_describe::RuleCatalogue::Tsv(include_str!("../rules.tsv")),
    deck_opening: ryoiki_describe::no_deck_opening,
    // One deck, for every seat.
    sample_decks: &[ryoiki_describe::SampleDeck {
        file: "pmv/lanterns.txt",
        text: include_str!("../decks/lanterns.txt"),
    }],
};

/// Characters, equipment, talismans and plain cards, with abilities that record the
/// discard and entering timings, spread over every zone.
fn sample(game: &GameDescription, _variant: Option<&str>, seed: u64) -> Sample {
    let kinds: [(&[&str], &[&str]); 5] = [
        (
            &["character"],
            &["auto-gamma: when-entered: record entered"],
        ),
        (&["character"], &[]),
        (
            &["equipment"],
            &["auto-gamma: when-discarding: record discarding"],
        ),
        (
            &["talisman"],
            &["auto-gamma: after-being-discarded: record after"],
        ),
        (
            &["spell"],
            &["auto-gamma: when-discarded: record discarded"],
        ),
    ];
    let zones = game.rules.zones();
    let mut s = seed;
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let (types, abilities) = kinds[(r >> 8) as usize % kinds.len()];
            let place = SetupPlace::Zone(ZoneId {
                kind,
                player: Some(PlayerId(p)),
            });
            cards.push(sample_card(
                format!("P{p} Card {i:02}"),
                types,
                abilities,
                PlayerId(p),
                place,
            ));
        }
    }
    Sample {
        setup: Setup {
            players: vec!["p0".into(), "p1".into()],
            seed,
            cards,
            ..Setup::default()
        },
        opening: Vec::new(),
    }
}
