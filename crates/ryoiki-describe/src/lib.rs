//! # ryoiki-describe: what a game says about itself
//!
//! Each game crate exports one [`GameDescription`] (`ryoiki_fow::GAME`, …): its key and
//! names, its rule set, its variants and their options, its deck sections and the one
//! implementation of its deck rules, a sample setup for demo tables, bots, soaks and
//! fuzzing, its built-in card pool, the words the table shows, the zone names other
//! editions use, and its rule catalogue (the rule ids it cites, [`RuleCatalogue`]). The list of games (`ryoiki-games`) holds these descriptions and is the
//! only place that names the games.
//!
//! This crate sits between the core and the game crates: plain data and function
//! pointers over the core's data types (`Setup`, `Action`, `CardDef`, `Phrase`), nothing
//! of the engine. It is a crate of its own rather than a module of `ryoiki-core` so the
//! core keeps knowing nothing of decks, pools, samples or tables; a runtime-loaded game
//! (one defined in a data file) builds the same value, leaking what must be `'static`
//! once at registration.

mod table;
mod text;

pub use table::{TableLayout, TableWords, WordsFiles};
pub use text::Text;

use ryoiki_core::{
    Action, CardDef, CardSetup, CustomEffects, Lang, Outside, Phrase, PlayerId, RuleSet, Scope,
    Setup, SetupPlace, Side, ZoneId, ZoneKind, rng::splitmix64_next,
};

/// A part of a deck, by its stable key (`main`, `sideboard`, a game's own such as
/// Magic's `planar`). A game lists the sections its decks have in
/// [`GameDescription::sections`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Section(pub &'static str);

impl Section {
    /// The main deck (Magic's library, FoW's main deck, PMV's deck).
    pub const MAIN: Section = Section("main");
    /// Cards outside the game that the player may bring in (sideboard).
    pub const SIDEBOARD: Section = Section("sideboard");

    /// Its key.
    pub fn key(self) -> &'static str {
        self.0
    }
}

impl std::fmt::Display for Section {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

/// Where a deck section's cards start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectionPlace {
    /// In a zone of the game, by its key: the owner's (`shared: false`) or the one
    /// shared zone, face down or as the zone sets them.
    Zone {
        /// The zone's key.
        key: &'static str,
        /// Whether the zone is shared (no owner in its id).
        shared: bool,
        /// Whether the cards start face down.
        face_down: bool,
    },
    /// Outside the game, in the sideboard.
    Sideboard,
}

/// One section a game's decks have.
#[derive(Clone, Copy, Debug)]
pub struct SectionSpec {
    /// The section.
    pub section: Section,
    /// Its name ("planar deck", "次元デッキ").
    pub names: Text,
    /// How deck files write its header, lowercase, without the colon (`planar deck`).
    pub headers: &'static [&'static str],
    /// Where its cards start.
    pub place: SectionPlace,
}

impl SectionSpec {
    /// The main deck, as every game's deck files write it (`Main deck:`, `Deck:`,
    /// `Library:` …), its cards starting face up in the per-player zone `zone_key`.
    pub const fn main_deck(zone_key: &'static str) -> SectionSpec {
        SectionSpec {
            section: Section::MAIN,
            names: Text {
                en: "main deck",
                ja: "メインデッキ",
            },
            headers: &[
                "main",
                "main deck",
                "maindeck",
                "deck",
                "library",
                "mainboard",
            ],
            place: SectionPlace::Zone {
                key: zone_key,
                shared: false,
                face_down: false,
            },
        }
    }
}

/// One line of a deck: so many copies of a card, in a section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckEntry {
    /// The card's name, as the pool knows it.
    pub name: String,
    /// How many copies.
    pub count: u32,
    /// Which part of the deck.
    pub section: Section,
    /// The 1-based line of the deck file where it is written.
    pub line: usize,
}

/// One problem a game's deck rules find, at a line of the deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckIssue {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong, as words of the game's catalogue.
    pub words: Phrase,
    /// The rule it breaks.
    pub rule: Option<&'static str>,
}

/// Where a deck check reads a card's printed facts by name (a card pool).
pub trait CardLookup {
    /// The card of `name`, if the pool has it.
    fn card(&self, name: &str) -> Option<&CardDef>;
}

/// A game's deck rules: every problem of a deck's entries (all in the game's sections),
/// the cards' printed facts read from `cards` (an entry whose name it lacks is reported
/// by the caller, and skipped here).
pub type DeckCheck = fn(entries: &[DeckEntry], cards: &dyn CardLookup) -> Vec<DeckIssue>;

/// Deck rules that find nothing: a game whose rules give none (PMV's chapter 11).
pub fn no_deck_rules(_: &[DeckEntry], _: &dyn CardLookup) -> Vec<DeckIssue> {
    Vec::new()
}

/// A variant of a game, as `--variant` and the table name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Its key (`two-headed-giant`).
    pub key: &'static str,
    /// How many players its sample game seats.
    pub players: usize,
    /// The game options it sets (`variant = two-headed-giant`).
    pub options: &'static [(&'static str, &'static str)],
}

/// How a sample game begins: its setup and the actions that open it (Magic:
/// `start-planechase`).
#[derive(Clone, Debug)]
pub struct Sample {
    /// The setup.
    pub setup: Setup,
    /// The opening actions, applied in order before play.
    pub opening: Vec<Action>,
}

/// A sample game of a game's variant (`None`: the game's default) for a seed: what demo
/// tables, `ryoiki play` without decks, bots, soaks and fuzzing start from. The variant
/// is one of the description's (the registry checks it before).
pub type SampleFn = fn(game: &GameDescription, variant: Option<&str>, seed: u64) -> Sample;

/// A built-in card pool, as its file's text.
#[derive(Clone, Copy, Debug)]
pub struct PoolText {
    /// The file's name (`mtg.toml`), for problems.
    pub file: &'static str,
    /// The pool file's text (`decks/pools/` holds the same file).
    pub text: &'static str,
}

/// One of a game's sample decks: what a table, `ryoiki sim` or Python plays under the
/// game's rules when no deck is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SampleDeck {
    /// The file, relative to the repository's `decks/` (`mtg/skyfire.txt`), which holds
    /// the same text.
    pub file: &'static str,
    /// The deck file's text (a plain-text decklist; its `pool:` line names the
    /// repository's pool file, which is the game's built-in pool).
    pub text: &'static str,
}

/// One rule of a game's catalogue: an id its events and scenario files cite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleRow {
    /// Its id, starting with the game's key (`fow-3.15.d`).
    pub id: &'static str,
    /// Its number in the game's rules document (`3.15.d`).
    pub section: &'static str,
    /// Its short title, in English and in the words of the Japanese rule texts.
    pub title: Text,
    /// What it requires, in our words.
    pub description: &'static str,
    /// What it requires in Japanese, in the words of the Japanese rule texts (every
    /// row of a `rules.tsv` has one; a game defined in a data file may have none).
    pub description_ja: Option<&'static str>,
}

impl RuleRow {
    /// What it requires in `lang`; `None` for Japanese when the catalogue has no
    /// Japanese for it (the caller shows the English and says so).
    pub fn description_in(&self, lang: Lang) -> Option<&'static str> {
        match lang {
            Lang::En => Some(self.description),
            Lang::Ja => self.description_ja,
        }
    }
}

/// A game's rule catalogue: every rule id it cites, as [`RuleRow`]s. A game written in
/// Rust keeps its catalogue in its crate's `rules.tsv`
/// (`RuleCatalogue::Tsv(include_str!("../rules.tsv"))`).
#[derive(Clone, Copy, Debug)]
pub enum RuleCatalogue {
    /// A `rules.tsv` file's text: a header line, then one rule a line, its six fields
    /// separated by tabs: id, section, title, Japanese title, description, Japanese
    /// description.
    Tsv(&'static str),
    /// Rows already read (a game defined in a data file, from its rule items).
    Rows(&'static [RuleRow]),
}

/// A line of a `rules.tsv` that is not a rule: it has not six fields, or one of them
/// is empty.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "rules.tsv line {line}: {fields} of the 6 fields (id, section, title, Japanese title, description, Japanese description) given, or one of them empty"
)]
pub struct BadRuleLine {
    /// The 1-based line.
    pub line: usize,
    /// How many tab-separated fields it has.
    pub fields: usize,
}

impl RuleCatalogue {
    /// Its rules, in the file's order.
    ///
    /// # Errors
    /// [`BadRuleLine`]: the first line of a `rules.tsv` that is not a rule (blank lines
    /// are skipped).
    pub fn rows(&self) -> Result<Vec<RuleRow>, BadRuleLine> {
        let tsv = match self {
            RuleCatalogue::Rows(rows) => return Ok(rows.to_vec()),
            RuleCatalogue::Tsv(tsv) => tsv,
        };
        let mut rows = Vec::new();
        for (i, line) in tsv.lines().enumerate().skip(1) {
            if line.trim().is_empty() {
                continue;
            }
            let fields: Vec<&'static str> = line.split('\t').collect();
            let [id, section, en, ja, description, description_ja] = fields[..] else {
                return Err(BadRuleLine {
                    line: i + 1,
                    fields: fields.len(),
                });
            };
            if fields.iter().any(|f| f.trim().is_empty()) {
                return Err(BadRuleLine {
                    line: i + 1,
                    fields: fields.len(),
                });
            }
            rows.push(RuleRow {
                id,
                section,
                title: Text { en, ja },
                description,
                description_ja: Some(description_ja),
            });
        }
        Ok(rows)
    }
}

/// A game: everything the tools around the engine need to know of it. Each game crate
/// exports one as `GAME`; `ryoiki-games` lists them.
#[derive(Clone, Copy)]
pub struct GameDescription {
    /// Its short stable key, as scenario files, pools and the command line name it.
    pub key: &'static str,
    /// Its name in full ("Magic: The Gathering", "マジック：ザ・ギャザリング").
    pub names: Text,
    /// What its rules are called where another edition's zone word is explained ("the
    /// 2009 rules (217) used here").
    pub rules_text: Text,
    /// Its rule set (and process).
    pub rules: &'static dyn RuleSet,
    /// Its variants; empty when it has none.
    pub variants: &'static [Variant],
    /// The sections its decks have, in the order `ryoiki deck` lists them.
    pub sections: &'static [SectionSpec],
    /// Its deck rules (the one implementation of them).
    pub deck_check: DeckCheck,
    /// Its sample game.
    pub sample: SampleFn,
    /// Its built-in card pool.
    pub pool: PoolText,
    /// The words the table shows, and how it lays the game out.
    pub words: TableWords,
    /// Zone names of other editions and games, and this game's key for the zone
    /// (Magic: `battlefield` → `in-play`).
    pub zone_aliases: &'static [(&'static str, &'static str)],
    /// Effects written in Rust that its cards use and scenario files may name by key
    /// (Magic's Leyline of the Void …); [`no_custom_effects`] for none.
    pub custom_effects: fn() -> CustomEffects,
    /// Its rule catalogue: the rule ids its events and scenario files cite, with their
    /// titles and descriptions (the crate's `rules.tsv`).
    pub rule_catalogue: RuleCatalogue,
    /// The opening of a game played from decks under its rules (`ryoiki sim --deck`):
    /// the actions that start it (Magic's `start-game`, 2009 rule 101). Empty for a game
    /// whose start its players take at the table (FoW's and PMV's `start-game` is listed
    /// to every seat until one takes it) or that has none.
    pub deck_opening: fn() -> Vec<ryoiki_core::Action>,
    /// Its sample decks, in the order seats take them (seat `i` plays deck `i` modulo
    /// their number); empty for a game that ships none (a game made of data).
    pub sample_decks: &'static [SampleDeck],
}

/// A game with no opening of its own when played from decks ([`GameDescription::deck_opening`]).
pub fn no_deck_opening() -> Vec<ryoiki_core::Action> {
    Vec::new()
}

/// No effects written in Rust: a game whose cards need none.
pub fn no_custom_effects() -> CustomEffects {
    CustomEffects::new()
}

impl std::fmt::Debug for GameDescription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameDescription")
            .field("key", &self.key)
            .finish_non_exhaustive()
    }
}

impl GameDescription {
    /// Its variant of `key`.
    pub fn variant(&self, key: &str) -> Option<&'static Variant> {
        self.variants.iter().find(|v| v.key == key)
    }

    /// The spec of one of its deck sections.
    pub fn section(&self, section: Section) -> Option<&'static SectionSpec> {
        self.sections.iter().find(|s| s.section == section)
    }

    /// Its sample game (see [`SampleFn`]).
    pub fn sample(&self, variant: Option<&str>, seed: u64) -> Sample {
        (self.sample)(self, variant, seed)
    }

    /// The key of the zone another edition calls `word`, if any.
    pub fn zone_alias(&self, word: &str) -> Option<&'static str> {
        self.zone_aliases
            .iter()
            .find(|(w, _)| *w == word)
            .map(|(_, k)| *k)
    }
}

/// A sample setup for any rule set: two players (`p0`, `p1`), each with 40 cards of
/// mixed types spread over every zone (shared zones as they are), a ruler with a back
/// face among them, and some cards in the sideboard and collection. Force of Will's
/// sample game and the soak of any rule set use it.
pub fn mixed_pile(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    let zones = rules.zones();
    let mut s = seed;
    let types: [&[&str]; 9] = [
        &["resonator"],
        &["resonator"],
        &["spell"],
        &["addition"],
        &["regalia"],
        &["magic stone"],
        &["ruler"],
        &["j-ruler"],
        &["artifact"],
    ];
    let mut cards = Vec::new();
    for p in 0..2u8 {
        let owner = PlayerId(p);
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let zone = match zones[kind.0 as usize].scope {
                Scope::Shared => ZoneId { kind, player: None },
                Scope::PerPlayer => ZoneId {
                    kind,
                    player: Some(owner),
                },
            };
            let t = types[(r >> 8) as usize % types.len()];
            let mut sides = vec![Side::new(format!("P{p} Card {i:02}"), t)];
            if t == ["ruler"] {
                sides.push(Side::new(format!("P{p} Card {i:02} Risen"), &["j-ruler"]));
            }
            // A zone full to its limit takes no more: a setup may not start over one.
            let full = zones[kind.0 as usize].limit.is_some_and(|l| {
                cards
                    .iter()
                    .filter(|c: &&CardSetup| c.place == SetupPlace::Zone(zone))
                    .count()
                    >= l as usize
            });
            cards.push(CardSetup {
                def: CardDef { sides },
                owner,
                place: if full {
                    SetupPlace::Outside(Outside::Sideboard)
                } else if (r >> 20) % 16 == 0 {
                    SetupPlace::Outside(if (r >> 24) % 2 == 0 {
                        Outside::Sideboard
                    } else {
                        Outside::Collection
                    })
                } else {
                    SetupPlace::Zone(zone)
                },
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            });
        }
    }
    Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// One card of a sample setup: a single side with its types and abilities.
pub fn sample_card(
    name: String,
    types: &[&str],
    abilities: &[&str],
    owner: PlayerId,
    place: SetupPlace,
) -> CardSetup {
    let mut side = Side::new(name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    CardSetup::new(CardDef::single(side), owner, place)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rules_file_reads_row_by_row_and_a_short_line_is_named() {
        let good = RuleCatalogue::Tsv(
            "id\tsection\ttitle\ttitle_ja\tdescription\tdescription_ja\n\
             g-1.1\t1.1\tZones\t領域\tEvery card is in one zone.\tカードは1つの領域にある。\n\n",
        );
        assert_eq!(
            good.rows(),
            Ok(vec![RuleRow {
                id: "g-1.1",
                section: "1.1",
                title: Text {
                    en: "Zones",
                    ja: "領域",
                },
                description: "Every card is in one zone.",
                description_ja: Some("カードは1つの領域にある。"),
            }])
        );
        let row = good.rows().expect("good")[0];
        assert_eq!(
            row.description_in(Lang::Ja),
            Some("カードは1つの領域にある。")
        );
        assert_eq!(
            row.description_in(Lang::En),
            Some("Every card is in one zone.")
        );
        let five =
            RuleCatalogue::Tsv("header\ng-1.1\t1.1\tZones\t領域\tEvery card is in one zone.\n");
        assert_eq!(five.rows(), Err(BadRuleLine { line: 2, fields: 5 }));
        let short =
            RuleCatalogue::Tsv("id\tsection\ttitle\ttitle_ja\tdescription\ng-1.1\t1.1\tZones\n");
        let e = short.rows().expect_err("three fields");
        assert_eq!(e, BadRuleLine { line: 2, fields: 3 });
        assert!(
            e.to_string()
                .starts_with("rules.tsv line 2: 3 of the 6 fields"),
            "{e}"
        );
        let empty = RuleCatalogue::Tsv("header\ng-1.1\t1.1\tZones\t\tEvery card.\tカード。\n");
        assert_eq!(empty.rows(), Err(BadRuleLine { line: 2, fields: 6 }));
    }
}
