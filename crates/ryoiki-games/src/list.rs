//! The list of games: the built-in ones and those registered at run time, each a
//! [`GameDescription`] behind a [`GameKind`]; the deck sections' words.

pub use ryoiki_describe::{
    BadRuleLine, CardLookup, DeckEntry, DeckIssue, GameDescription, PoolText, RuleCatalogue,
    RuleRow, Sample, SampleDeck, Section, SectionPlace, SectionSpec, TableWords, Text, Variant,
    mixed_pile,
};

use ryoiki_core::{Action, Lang, RuleSet, Word};
use std::fmt;
use std::str::FromStr;
use std::sync::RwLock;

/// The games built in, in catalogue order: one line per game.
static BUILT_IN: &[&GameDescription] = &[&ryoiki_fow::GAME, &ryoiki_pmv::GAME, &ryoiki_mtg::GAME];

/// The games registered at run time (a game defined in a data file), after the built-in.
static RUNTIME: RwLock<Vec<&'static GameDescription>> = RwLock::new(Vec::new());

/// Every game: the built-in ones in catalogue order, then those registered at run time
/// in the order they were.
pub fn games() -> Vec<GameKind> {
    let mut all: Vec<GameKind> = BUILT_IN.iter().map(|d| GameKind(d)).collect();
    all.extend(
        RUNTIME
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|d| GameKind(d)),
    );
    all
}

/// The game of `key`: a built-in one, else one registered at run time.
pub fn find(key: &str) -> Option<GameKind> {
    if let Some(d) = BUILT_IN.iter().find(|d| d.key == key) {
        return Some(GameKind(d));
    }
    RUNTIME
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|d| d.key == key)
        .map(|d| GameKind(d))
}

/// Every game and variant there is to play: a game without variants once (`None`), a
/// game with variants once per variant. What fuzzing, the seat tests and the smoke
/// tests go through.
pub fn every_variant() -> Vec<(GameKind, Option<&'static str>)> {
    let mut out = Vec::new();
    for g in games() {
        if g.0.variants.is_empty() {
            out.push((g, None));
        }
        out.extend(g.0.variants.iter().map(|v| (g, Some(v.key))));
    }
    out
}

/// The keys of every game, joined with `", "` (for messages that list them).
pub fn keys() -> String {
    games()
        .iter()
        .map(|g| g.key())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Registers a game loaded at run time, so that every tool finds it as it finds the
/// built-in games. A description built at run time is leaked once to be `'static`
/// (`Box::leak`): games are registered at start and live as long as the program.
///
/// # Errors
/// [`KeyTaken`]: a game of that key is already listed.
pub fn register(desc: &'static GameDescription) -> Result<GameKind, KeyTaken> {
    let mut runtime = RUNTIME.write().unwrap_or_else(|e| e.into_inner());
    if BUILT_IN
        .iter()
        .chain(runtime.iter())
        .any(|d| d.key == desc.key)
    {
        return Err(KeyTaken(desc.key.to_string()));
    }
    runtime.push(desc);
    Ok(GameKind(desc))
}

/// A game's key that is already listed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a game of key '{0}' is already listed")]
pub struct KeyTaken(pub String);

/// A game of the list: a handle on its description. Two handles are equal when their
/// keys are.
#[derive(Clone, Copy)]
pub struct GameKind(&'static GameDescription);

impl PartialEq for GameKind {
    fn eq(&self, other: &Self) -> bool {
        self.0.key == other.0.key
    }
}

impl Eq for GameKind {}

impl std::hash::Hash for GameKind {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.key.hash(state);
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({})", self.0.key)
    }
}

impl GameKind {
    /// Every game ([`games`]).
    pub fn all() -> Vec<GameKind> {
        games()
    }

    /// The listed game of `key`, for tests and examples that name one.
    ///
    /// # Panics
    /// When no game of `key` is listed.
    pub fn named(key: &str) -> GameKind {
        find(key).unwrap_or_else(|| panic!("no game '{key}' is listed ({})", keys()))
    }

    /// Its short stable key, as scenario files and the command line name it (`fow`).
    pub fn key(self) -> &'static str {
        self.0.key
    }

    /// Its rule set.
    pub fn rules(self) -> &'static dyn RuleSet {
        self.0.rules
    }

    /// Its name in full, in English ("Force of Will").
    pub fn name(self) -> &'static str {
        self.0.names.en
    }

    /// Its name in each language, as a word of a phrase.
    pub fn words(self) -> Word {
        self.0.names.word()
    }

    /// Its name in `lang`.
    pub fn name_in(self, lang: Lang) -> &'static str {
        self.0.names.get(lang)
    }

    /// The keys of its variants (empty: it has none).
    pub fn variants(self) -> Vec<&'static str> {
        self.0.variants.iter().map(|v| v.key).collect()
    }

    /// Sets the options of `variant` (as the game describes it, and as its sample game
    /// has them) on `setup`, a setup made from decks: Magic's `two-player` has none,
    /// `grand-melee` its turn markers and range of influence besides the variant. An
    /// unknown variant sets nothing (the caller refuses it before). The server's rules
    /// tables, `ryoiki play --deck`, `ryoiki sim --deck` and Python's games from decks all
    /// set them here.
    pub fn set_variant_options(self, setup: &mut ryoiki_core::Setup, variant: Option<&str>) {
        if let Some(v) = variant.and_then(|v| self.description().variant(v)) {
            for (key, value) in v.options {
                setup.options.extra.insert((*key).into(), (*value).into());
            }
        }
    }

    /// Its sample game for `variant` (`None`: the default) and `seed`: what demo
    /// tables, `ryoiki play` without decks, bots, soaks and fuzzing start from.
    ///
    /// # Errors
    /// [`NoVariant`]: a variant the game does not have.
    pub fn sample(self, variant: Option<&str>, seed: u64) -> Result<Sample, NoVariant> {
        if let Some(v) = variant
            && self.0.variant(v).is_none()
        {
            return Err(NoVariant {
                game: self,
                variant: v.to_string(),
            });
        }
        Ok(self.0.sample(variant, seed))
    }

    /// The opening of a game of it played from decks under its rules, for `variant`
    /// and `seed`: its own ([`GameDescription::deck_opening`]: Magic's `start-game`), or,
    /// for a game whose players take its start at the table (FoW's and PMV's
    /// `start-game` is listed to the seats), its sample game's opening. What `ryoiki
    /// sim --deck`, `ryoiki play --deck`, the server's rules tables and Python begin with.
    ///
    /// # Errors
    /// [`NoVariant`]: a variant the game does not have.
    pub fn deck_opening(self, variant: Option<&str>, seed: u64) -> Result<Vec<Action>, NoVariant> {
        let own = (self.0.deck_opening)();
        if own.is_empty() {
            return Ok(self.sample(variant, seed)?.opening);
        }
        match variant {
            Some(v) if self.0.variant(v).is_none() => Err(NoVariant {
                game: self,
                variant: v.to_string(),
            }),
            _ => Ok(own),
        }
    }

    /// Its sample decks, in the order seats take them (seat `i` plays deck `i` modulo
    /// their number); empty for a game that ships none (a game made of data).
    pub fn sample_decks(self) -> &'static [SampleDeck] {
        self.0.sample_decks
    }

    /// Its description.
    pub fn description(self) -> &'static GameDescription {
        self.0
    }

    /// The sections its decks have, in the order `ryoiki deck` lists them.
    pub fn sections(self) -> Vec<Section> {
        self.0.sections.iter().map(|s| s.section).collect()
    }

    /// The hint for a zone name this game does not have, if another edition or game
    /// uses it: the word, what this game's rules are called, and this game's key.
    pub fn zone_alias(self, word: &str) -> Option<(&'static str, Text)> {
        self.0.zone_alias(word).map(|k| (k, self.0.rules_text))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A game key that names no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game '{0}' ({keys})", keys = keys())]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(key: &str) -> Result<Self, Self::Err> {
        find(key).ok_or_else(|| UnknownGame(key.to_string()))
    }
}

/// A variant a game does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{game} has no variant '{variant}'")]
pub struct NoVariant {
    /// The game.
    pub game: GameKind,
    /// The variant asked for.
    pub variant: String,
}

/// Every listed game as JSON, what `ryoiki games --format json` prints and the table's
/// page reads from `/api/games`: each game's key, names, variants (`null` first: the
/// game's default) and the players of each, deck sections, zones with their names, the
/// words the table shows, and its scenario folder (`conformance/<key>`).
pub fn listing() -> serde_json::Value {
    let text = |t: Text| serde_json::json!({ "en": t.en, "ja": t.ja });
    let list: Vec<serde_json::Value> = games()
        .into_iter()
        .map(|g| {
            let d = g.description();
            let mut variants = vec![serde_json::Value::Null];
            variants.extend(d.variants.iter().map(|v| serde_json::json!(v.key)));
            serde_json::json!({
                "key": d.key,
                "names": text(d.names),
                "variants": variants,
                "players": d.variants.iter().map(|v| (v.key, v.players)).collect::<std::collections::BTreeMap<_, _>>(),
                "sections": d.sections.iter().map(|s| s.section.key()).collect::<Vec<_>>(),
                "zones": d.rules.zones().iter().zip(piles(&d.words, d.rules.zones())).map(|(z, pile)| serde_json::json!({
                    "key": z.key, "en": z.names.en, "ja": z.names.ja,
                    "pile": pile,
                })).collect::<Vec<_>>(),
                "words": {
                    "name": text(d.words.name),
                    "sideways": text(d.words.sideways),
                    "upright": text(d.words.upright),
                    "table": table_words(&d.words),
                    "layout": layout(&d.words.layout),
                },
                "conformance": format!("conformance/{}", d.key),
            })
        })
        .collect();
    serde_json::Value::Array(list)
}

/// A game's table words in each language, as templates by key (see
/// `ryoiki_describe::TableWords::templates`); a catalogue that does not parse (which
/// each game's tests rule out) gives no words, and the page shows keys.
fn table_words(words: &ryoiki_describe::TableWords) -> serde_json::Value {
    let mut out = serde_json::Map::new();
    for lang in [Lang::En, Lang::Ja] {
        let templates = words.templates(lang).unwrap_or_default();
        let code = match lang {
            Lang::En => "en",
            Lang::Ja => "ja",
        };
        out.insert(code.to_string(), serde_json::json!(templates));
    }
    serde_json::Value::Object(out)
}

/// Which of `zones` the table draws as piles (a stack of backs with its count, its
/// face-up cards as a short list), in their order: those the game's table words name
/// (`pile-<zone>`); in a game whose words name no pile (one made of data), its decks,
/// the ordered zones no player sees into. The words are read once for all the zones.
fn piles(words: &ryoiki_describe::TableWords, zones: &[ryoiki_core::ZoneSpec]) -> Vec<bool> {
    let named = words.templates(Lang::En).unwrap_or_default();
    let marked: Vec<bool> = zones
        .iter()
        .map(|z| named.contains_key(&format!("pile-{}", z.key)))
        .collect();
    if marked.contains(&true) {
        return marked;
    }
    zones
        .iter()
        .map(ryoiki_core::ZoneSpec::is_unseen_pile)
        .collect()
}

/// A game's layout hints for the page.
fn layout(l: &ryoiki_describe::TableLayout) -> serde_json::Value {
    serde_json::json!({
        "rows": l.rows.iter().map(|(key, actions)| serde_json::json!({ "key": key, "actions": actions })).collect::<Vec<_>>(),
        "life": l.life,
        "danger": l.danger,
        "confirm": l.confirm,
    })
}

/// The section whose header a deck file writes as `word` (`Planar deck`, `SB:`), any
/// case, in any listed game's decks.
pub fn section_of_header(word: &str) -> Option<Section> {
    let w = word.trim().trim_end_matches(':').trim().to_lowercase();
    games().into_iter().find_map(|g| {
        g.0.sections
            .iter()
            .find(|s| s.headers.contains(&w.as_str()))
            .map(|s| s.section)
    })
}

/// A section's name in each language, from the first game whose decks have it (its key
/// when none has).
pub fn section_names(section: Section) -> Text {
    games()
        .into_iter()
        .find_map(|g| g.0.section(section).map(|s| s.names))
        .unwrap_or(Text {
            en: section.0,
            ja: section.0,
        })
}

/// [`section_names`] as a word of a phrase.
pub fn section_words(section: Section) -> Word {
    section_names(section).word()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_every_built_in_pool_reads() {
        let all: Vec<GameKind> = BUILT_IN.iter().map(|d| GameKind(d)).collect();
        for (i, g) in all.iter().enumerate() {
            assert!(all[..i].iter().all(|o| o.key() != g.key()), "{g} twice");
            assert_eq!(g.rules().key(), g.key(), "{g}'s rule set has its key");
            let pool = g.pool().expect("the built-in pool reads");
            assert_eq!(pool.game, *g);
            for v in g.variants() {
                g.sample(Some(v), 1).expect("each variant has a sample");
            }
            g.sample(None, 1).expect("the default sample");
        }
    }

    #[test]
    fn every_game_sends_its_table_words_in_both_languages_and_words_for_the_actions_it_places() {
        let listing = listing();
        for (i, g) in games().into_iter().enumerate() {
            let d = g.description();
            for m in d.words.messages().expect("the table words parse") {
                assert_eq!(m.same_keys(), Ok(()), "{g}'s table words");
            }
            let en = d.words.templates(Lang::En).expect("parse");
            let l = &d.words.layout;
            let placed = l
                .rows
                .iter()
                .flat_map(|(_, a)| a.iter())
                .chain(l.life)
                .chain(l.danger);
            for a in placed {
                assert!(
                    en.contains_key(&format!("action-{a}")),
                    "{g} places {a} but has no words for it"
                );
            }
            let sent = &listing[i]["words"];
            assert_eq!(
                sent["table"]["en"].as_object().map(|o| o.len()),
                Some(en.len())
            );
            assert_eq!(
                sent["layout"]["rows"].as_array().map(|r| r.len()),
                Some(l.rows.len())
            );
        }
        let mtg = &listing
            .as_array()
            .expect("a list")
            .iter()
            .find(|g| g["key"] == "mtg")
            .expect("Magic")["words"]["table"];
        assert_eq!(mtg["en"]["action-play-land"], "Play {card}");
        assert_eq!(mtg["ja"]["action-play-land"], "{card}をプレイする");
        let fow = &listing
            .as_array()
            .expect("a list")
            .iter()
            .find(|g| g["key"] == "fow")
            .expect("FoW")["words"]["table"];
        assert_eq!(
            fow["en"]["action-concede"], "Concede",
            "the frame's words come first"
        );
        assert_eq!(
            fow["en"]["phase-recovery"], "recovery phase",
            "then FoW's own"
        );
    }

    #[test]
    fn a_game_registered_at_run_time_is_found_like_a_built_in_one() {
        static TEST_GAME: GameDescription = GameDescription {
            key: "test-runtime-game",
            ..ryoiki_fow::GAME
        };
        let g = register(&TEST_GAME).expect("a new key");
        assert_eq!(find("test-runtime-game"), Some(g));
        assert_eq!("test-runtime-game".parse::<GameKind>(), Ok(g));
        assert!(games().contains(&g));
        assert!(register(&TEST_GAME).is_err(), "a key is listed once");
        assert!(
            register(&ryoiki_fow::GAME).is_err(),
            "built-in keys are taken"
        );
    }

    #[test]
    fn each_zone_is_sent_as_a_pile_when_its_games_words_name_it_so() {
        let listing = listing();
        let piles = |key: &str| -> Vec<String> {
            let g = listing
                .as_array()
                .expect("a list")
                .iter()
                .find(|g| g["key"] == key)
                .expect("the game");
            g["zones"]
                .as_array()
                .expect("zones")
                .iter()
                .filter(|z| z["pile"] == true)
                .map(|z| z["key"].as_str().unwrap_or_default().to_string())
                .collect()
        };
        let mtg = piles("mtg");
        for k in ["library", "graveyard", "removed-from-game", "command"] {
            assert!(mtg.contains(&k.to_string()), "{k}: {mtg:?}");
        }
        for k in ["hand", "in-play", "stack"] {
            assert!(!mtg.contains(&k.to_string()), "{k}: {mtg:?}");
        }
        assert!(piles("fow").contains(&"main-deck".to_string()));
        assert!(!piles("fow").contains(&"field".to_string()));
        assert_eq!(piles("pmv"), ["deck", "underworld", "removed-area"]);
        // Every `pile-<zone>` word names a zone of its game (a misspelt one would
        // silently draw nothing as a pile).
        for g in games() {
            let d = g.description();
            let keys: Vec<&str> = d.rules.zones().iter().map(|z| z.key).collect();
            for w in d.words.templates(Lang::En).expect("parse").keys() {
                if let Some(zone) = w.strip_prefix("pile-") {
                    assert!(keys.contains(&zone), "{g}: {w} names no zone of {keys:?}");
                }
            }
        }
    }

    #[test]
    fn a_game_whose_words_name_no_pile_has_its_unseen_ordered_zones_drawn_as_piles() {
        use ryoiki_core::{Names, Ordering, ZoneSpec};
        static ZONES: [ZoneSpec; 4] = [
            ZoneSpec::deck("deck", Names::new("deck", "山札")),
            ZoneSpec::hand("hand", Names::new("hand", "手札")),
            ZoneSpec::public("discard", Names::new("discard", "捨て札"))
                .ordering(Ordering::Ordered),
            ZoneSpec::public("market", Names::new("market", "市場")),
        ];
        let words = ryoiki_describe::TableWords {
            name: Text { en: "D", ja: "D" },
            sideways: Text { en: "s", ja: "s" },
            upright: Text { en: "u", ja: "u" },
            catalogues: &[],
            layout: ryoiki_describe::TableLayout::NONE,
        };
        let sent: Vec<bool> = piles(&words, &ZONES);
        assert_eq!(sent, [true, false, false, false]);
    }
}
