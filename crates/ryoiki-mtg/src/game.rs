//! Magic as a game of the list of games ([`GAME`]): its variants, deck sections and deck
//! rules (901.3's planar deck, counted by [`crate::deck::planar_deck_problems`]), its
//! sample game (planar decks and Planechase started), its pool and its words.

use crate::actions::MtgAction;
use crate::events::messages;
use ryoiki_core::{
    Action, CardSetup, Facing, GameAction, GameOptions, Phrase, PlayerId, Scope, Setup, SetupPlace,
    ZoneId, ZoneKind, rng::splitmix64_next,
};
use ryoiki_describe::{
    CardLookup, DeckEntry, DeckIssue, GameDescription, PoolText, Sample, Section, SectionPlace,
    SectionSpec, TableLayout, TableWords, Text, Variant, WordsFiles, sample_card,
};

/// Magic's planar deck section (901.3), face down in the command zone.
pub const PLANAR: Section = Section("planar");

/// Magic: The Gathering (rule 217 of 2009, and Planechase), as the list of games knows it.
pub static GAME: GameDescription = GameDescription {
    key: "mtg",
    names: Text {
        en: "Magic: The Gathering",
        ja: "マジック：ザ・ギャザリング",
    },
    rules_text: Text {
        en: "the 2009 rules (217) used here",
        ja: "2009年のルール（217）",
    },
    rules: &crate::MTG,
    variants: &[
        Variant {
            key: "two-player",
            players: 2,
            options: &[],
        },
        Variant {
            key: "two-headed-giant",
            players: 4,
            options: &[("variant", "two-headed-giant")],
        },
        Variant {
            key: "grand-melee",
            players: 6,
            options: &[
                ("variant", "grand-melee"),
                ("turn_markers", "p0,p3"),
                ("range_of_influence", "1"),
            ],
        },
        Variant {
            key: "single-planar-deck",
            players: 3,
            options: &[("variant", "single-planar-deck")],
        },
    ],
    sections: &[
        SectionSpec::main_deck("library"),
        SectionSpec {
            section: Section::SIDEBOARD,
            names: Text {
                en: "sideboard",
                ja: "サイドボード",
            },
            headers: &["sideboard", "side", "sb"],
            place: SectionPlace::Sideboard,
        },
        SectionSpec {
            section: PLANAR,
            names: Text {
                en: "planar deck",
                ja: "次元デッキ",
            },
            headers: &["planar", "planar deck", "planes"],
            place: SectionPlace::Zone {
                key: "command",
                shared: true,
                face_down: true,
            },
        },
    ],
    deck_check,
    sample,
    pool: PoolText {
        file: "mtg.toml",
        text: include_str!("../pool.toml"),
    },
    words: TableWords {
        name: Text {
            en: "Magic: The Gathering",
            ja: "マジック:ザ・ギャザリング",
        },
        sideways: Text {
            en: "tap",
            ja: "タップ",
        },
        upright: Text {
            en: "untap",
            ja: "アンタップ",
        },
        catalogues: &[WordsFiles {
            en: include_str!("../table/en.ftl"),
            ja: include_str!("../table/ja.ftl"),
        }],
        layout: TableLayout {
            rows: &[
                (
                    "main",
                    &["start-game", "pass-priority", "assign-combat-damage"],
                ),
                ("play", &["play-land", "cast", "activate-ability"]),
                ("combat", &["declare-attackers", "declare-blockers"]),
                ("mana", &["tap-for-mana", "add-mana"]),
            ],
            life: &[],
            danger: &["concede", "leave-game"],
            confirm: &["concede"],
        },
    },
    zone_aliases: &[
        ("battlefield", "in-play"),
        ("exile", "removed-from-game"),
        ("exiled", "removed-from-game"),
        ("deck", "library"),
        ("field", "in-play"),
        ("graveyard-zone", "graveyard"),
    ],
    custom_effects: crate::custom::registry,
    rule_catalogue: ryoiki_describe::RuleCatalogue::Tsv(include_str!("../rules.tsv")),
    deck_opening,
    // A blue-red deck and a green-white one, each with a planar deck (901).
    sample_decks: &[
        ryoiki_describe::SampleDeck {
            file: "mtg/skyfire.txt",
            text: include_str!("../decks/skyfire.txt"),
        },
        ryoiki_describe::SampleDeck {
            file: "mtg/grove.txt",
            text: include_str!("../decks/grove.txt"),
        },
    ],
};

fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}

/// A deck file against 901.3: planar cards only in the planar deck, and that deck of at
/// least 10 cards, at most 2 phenomena, no two of one name. (The 2009 rule 217 gives no
/// deck size, so the main deck and sideboard are checked only for their cards' places.)
fn deck_check(entries: &[DeckEntry], cards: &dyn CardLookup) -> Vec<DeckIssue> {
    let mut out = Vec::new();
    let at = |line: usize, words: Phrase| DeckIssue {
        line,
        words,
        rule: Some("mtg-901.3"),
    };
    for e in entries {
        let Some(def) = cards.card(&e.name) else {
            continue;
        };
        let front = &def.sides[0];
        let planar = front.has_type("plane") || front.has_type("phenomenon");
        if e.section == PLANAR && !planar {
            out.push(at(
                e.line,
                say("mtg-deckfile-not-planar").arg("name", e.name.as_str()),
            ));
        } else if e.section != PLANAR && planar {
            out.push(at(
                e.line,
                say("mtg-deckfile-planar-elsewhere").arg("name", e.name.as_str()),
            ));
        }
    }
    let planar: Vec<&DeckEntry> = entries.iter().filter(|e| e.section == PLANAR).collect();
    let Some(first) = planar.first().map(|e| e.line) else {
        return out;
    };
    let cards = planar.iter().flat_map(|e| {
        let phenomenon = cards
            .card(&e.name)
            .is_some_and(|d| d.sides[0].has_type("phenomenon"));
        std::iter::repeat_n((e.name.as_str(), phenomenon), e.count as usize)
    });
    for p in crate::deck::planar_deck_problems(None, cards, 10, 2) {
        use crate::deck::DeckProblem as P;
        out.push(match p {
            P::TooFewCards { count, .. } => at(
                first,
                say("mtg-deckfile-few").arg("count", count.to_string()),
            ),
            P::TooManyPhenomena { count, .. } => at(
                first,
                say("mtg-deckfile-phenomena").arg("count", count.to_string()),
            ),
            P::DuplicateName { name, count, .. } => {
                let line = planar
                    .iter()
                    .find(|e| e.name == name)
                    .map_or(first, |e| e.line);
                at(
                    line,
                    say("mtg-deckfile-same-name")
                        .arg("count", count.to_string())
                        .arg("name", name),
                )
            }
        });
    }
    out
}

/// Magic with Planechase: a planar deck per player (planes with static, chaos and
/// encounter abilities, and two phenomena; in the single-deck variant they form one
/// communal deck) face down in the command zone, other cards in every per-player zone,
/// and the game opened with `start-planechase`.
fn sample(game: &GameDescription, variant: Option<&str>, seed: u64) -> Sample {
    let zones = game.rules.zones();
    let command = ZoneKind(zones.iter().position(|z| z.key == "command").unwrap_or(0) as u16);
    let per_player: Vec<u16> = zones
        .iter()
        .enumerate()
        .filter(|(_, z)| z.scope == Scope::PerPlayer)
        .map(|(k, _)| k as u16)
        .collect();
    let v = variant
        .and_then(|v| game.variant(v))
        .unwrap_or(&game.variants[0]);
    let mut s = seed;
    let mut cards = Vec::new();
    for p in 0..v.players {
        let owner = PlayerId(p as u8);
        planar_deck(&mut cards, p, command);
        for i in 0..12usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind(per_player[(r % per_player.len() as u64) as usize]);
            let types: [&[&str]; 4] = [&["creature"], &["artifact"], &["instant"], &["land"]];
            let place = SetupPlace::Zone(ZoneId {
                kind,
                player: Some(owner),
            });
            cards.push(sample_card(
                format!("P{p} Card {i:02}"),
                types[(r >> 8) as usize % 4],
                &[],
                owner,
                place,
            ));
        }
    }
    let setup = Setup {
        players: (0..v.players).map(|p| format!("p{p}")).collect(),
        options: GameOptions {
            tournament: false,
            extra: v
                .options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        },
        seed,
        cards,
        ..Setup::default()
    };
    let opening = vec![Action::Game(GameAction::new(
        PlayerId(0),
        MtgAction::StartPlanechase,
    ))];
    Sample { setup, opening }
}

/// Player `p`'s planar deck, face down in the shared `command` zone: eight planes (with
/// static, chaos and encounter abilities, or none) and two phenomena.
fn planar_deck(cards: &mut Vec<CardSetup>, p: usize, command: ZoneKind) {
    let owner = PlayerId(p as u8);
    let plane_abilities: [&[&str]; 4] = [
        &["static: creatures have flying"],
        &["chaos: you gain-life 3"],
        &["trigger encounter: you gain-life 2"],
        &[],
    ];
    for i in 0..10usize {
        let phenomenon = i >= 8;
        let (kind, types, abilities): (&str, &[&str], &[&str]) = if phenomenon {
            (
                "Phenomenon",
                &["phenomenon"],
                &["trigger encounter: you gain-life 1"],
            )
        } else {
            (
                "Plane",
                &["plane"],
                plane_abilities[i % plane_abilities.len()],
            )
        };
        let place = SetupPlace::Zone(ZoneId {
            kind: command,
            player: None,
        });
        let mut c = sample_card(
            format!("P{p} {kind} {i:02}"),
            types,
            abilities,
            owner,
            place,
        );
        c.facing = Some(Facing::FaceDown);
        cards.push(c);
    }
}

/// A game from decks begins under the rules: `start-game` (2009 rule 101; Planechase too
/// when the decks have planar cards, 901.5).
fn deck_opening() -> Vec<Action> {
    vec![Action::Game(GameAction::new(
        PlayerId(0),
        MtgAction::StartGame,
    ))]
}
