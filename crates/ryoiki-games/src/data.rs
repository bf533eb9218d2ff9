//! Games made of data: a definition file (`games/*.toml`, read by `ryoiki-datagame`)
//! turned into a [`GameDescription`] and registered like the built-in games.
//!
//! - [`register_data`] registers a loaded [`DataGame`]; [`load_file`] loads and
//!   registers one file, [`load_dir`] every `*.toml` of a folder (in name order).
//! - [`data_game`] gives the loaded game behind a registered key (the description's
//!   function pointers only receive the description, so they find their game here).
//! - [`rule_items`] lists the rule items of every game registered this way, with their
//!   titles in both languages: the scenario crate's catalogue adds them to the
//!   built-in games' catalogue.
//!
//! The tools find definitions in the working directory's `games/` folder when there is
//! one, and in the files given with `--game-file` (see `docs/games.md`).

use crate::{GameDescription, GameKind, KeyTaken, Sample, Section, SectionPlace, SectionSpec};
use crate::{PoolText, TableWords, Text};
use crate::{RuleCatalogue, RuleRow};
use ryoiki_core::{RuleSet, Scope};
use ryoiki_datagame::{DataGame, LoadError};
use std::path::{Path, PathBuf};
use std::sync::RwLock;

/// The data games registered, by key, with the file each came from (if any).
static DATA: RwLock<Vec<Entry>> = RwLock::new(Vec::new());

#[derive(Clone)]
struct Entry {
    key: &'static str,
    file: Option<PathBuf>,
    game: &'static DataGame,
    kind: GameKind,
}

/// A data game that could not be registered.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// The file could not be read, or is not a valid definition (each problem as
    /// `path:line:column: message`).
    #[error("{}", render_load(.0))]
    Load(#[from] LoadError),
    /// The folder could not be listed.
    #[error("{path}: cannot list the game definitions: {source}")]
    Folder {
        /// The folder, as given.
        path: String,
        /// What the operating system said.
        #[source]
        source: std::io::Error,
    },
    /// The game's key is that of a game already listed.
    #[error("{file}: {source}")]
    KeyTaken {
        /// The definition file.
        file: String,
        /// The key that clashes.
        #[source]
        source: KeyTaken,
    },
}

fn render_load(e: &LoadError) -> String {
    match e {
        LoadError::Invalid(d) => d.render(),
        other => other.to_string(),
    }
}

/// One rule item of a data game, with its titles in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataRule {
    /// The game's key.
    pub game: &'static str,
    /// The rule's id (`tidepool-2.5`).
    pub id: &'static str,
    /// Its number in the game's rules (the id without the game's key: `2.5`).
    pub section: String,
    /// Its title in English and Japanese.
    pub title: Text,
    /// What it says.
    pub text: String,
}

/// The loaded data game registered under `key`, if any.
pub fn data_game(key: &str) -> Option<&'static DataGame> {
    read().iter().find(|e| e.key == key).map(|e| e.game)
}

/// Every rule item of every registered data game, game by game in registration order,
/// each game's in its file's order.
pub fn rule_items() -> Vec<DataRule> {
    read()
        .iter()
        .flat_map(|e| {
            rule_rows(e.game).into_iter().map(|r| DataRule {
                game: e.key,
                id: r.id,
                section: r.section.to_string(),
                title: r.title,
                text: r.description.to_string(),
            })
        })
        .collect()
}

/// A data game's rule items as the rows of its rule catalogue, each with its number
/// (the id without the game's key: `2.5`).
fn rule_rows(game: &'static DataGame) -> Vec<RuleRow> {
    let key = RuleSet::key(game);
    game.rule_items()
        .iter()
        .map(|r| RuleRow {
            id: r.id,
            section: r
                .id
                .strip_prefix(key)
                .map(|s| s.trim_start_matches('-'))
                .unwrap_or(r.id),
            title: Text {
                en: r.title.en,
                ja: r.title.ja,
            },
            description: &r.text,
            description_ja: None,
        })
        .collect()
}

/// How many rule items the registered data games have (a cache of [`rule_items`] is
/// current while this stays the same).
pub fn rule_item_count() -> usize {
    read().iter().map(|e| e.game.rule_items().len()).sum()
}

fn read() -> std::sync::RwLockReadGuard<'static, Vec<Entry>> {
    DATA.read().unwrap_or_else(|e| e.into_inner())
}

/// Registers a loaded data game: its description is built and leaked once, and every
/// tool then finds it by its key as it finds a built-in game.
///
/// # Errors
/// [`KeyTaken`]: a game of that key is already listed.
pub fn register_data(game: &'static DataGame) -> Result<GameKind, KeyTaken> {
    register_entry(game, None)
}

fn register_entry(game: &'static DataGame, file: Option<PathBuf>) -> Result<GameKind, KeyTaken> {
    let mut data = DATA.write().unwrap_or_else(|e| e.into_inner());
    let key = RuleSet::key(game);
    // The same file registered twice (two tests of one process): the first stands.
    if let Some(e) = data
        .iter()
        .find(|e| e.key == key && file.is_some() && e.file == file)
    {
        return Ok(e.kind);
    }
    if crate::find(key).is_some() {
        return Err(KeyTaken(key.to_string()));
    }
    let desc: &'static GameDescription = Box::leak(Box::new(describe(game)));
    let kind = crate::register(desc)?;
    data.push(Entry {
        key,
        file,
        game,
        kind,
    });
    Ok(kind)
}

/// Loads one definition file and registers its game. Loading the same file again
/// (by its canonical path) gives the game registered the first time.
///
/// # Errors
/// [`DataError::Load`]: the file cannot be read or has problems;
/// [`DataError::KeyTaken`]: its key is that of a game already listed.
pub fn load_file(path: &Path) -> Result<GameKind, DataError> {
    let canonical = path.canonicalize().ok();
    if let Some(c) = &canonical
        && let Some(e) = read().iter().find(|e| e.file.as_ref() == Some(c))
    {
        return Ok(e.kind);
    }
    let game = ryoiki_datagame::load(path)?;
    register_entry(game, canonical).map_err(|source| DataError::KeyTaken {
        file: path.display().to_string(),
        source,
    })
}

/// Loads and registers every `*.toml` file of a folder, in name order.
///
/// # Errors
/// The first file that cannot be registered ([`load_file`]), or a folder that cannot be
/// listed.
pub fn load_dir(dir: &Path) -> Result<Vec<GameKind>, DataError> {
    let folder = |source| DataError::Folder {
        path: dir.display().to_string(),
        source,
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(folder)? {
        let path = entry.map_err(folder)?.path();
        if path.extension().is_some_and(|e| e == "toml") && path.is_file() {
            files.push(path);
        }
    }
    files.sort();
    files.iter().map(|f| load_file(f)).collect()
}

/// Loads the games a tool is given: every definition of `./games/` when that folder
/// exists, then each of `files` (`--game-file`).
///
/// # Errors
/// As [`load_dir`] and [`load_file`].
pub fn load_for_tool(files: &[PathBuf]) -> Result<Vec<GameKind>, DataError> {
    let mut out = Vec::new();
    let dir = Path::new("games");
    if dir.is_dir() {
        out.extend(load_dir(dir)?);
    }
    for f in files {
        out.push(load_file(f)?);
    }
    Ok(out)
}

/// The description of a data game: its sample game from its sample deck and start
/// procedure, one deck section (its first per-player sample zone, else its first),
/// its cards as the pool, plain table words, no variants and no effects of its own, its
/// rule items as its rule catalogue.
fn describe(game: &'static DataGame) -> GameDescription {
    let names = RuleSet::names(game);
    let zones = RuleSet::zones(game);
    let deck_zone = game
        .sample_deck()
        .iter()
        .map(|s| s.zone)
        .find(|k| zones[k.0 as usize].scope == Scope::PerPlayer)
        .or_else(|| game.sample_deck().first().map(|s| s.zone));
    let sections: &'static [SectionSpec] = match deck_zone {
        Some(k) => {
            let spec = &zones[k.0 as usize];
            Box::leak(Box::new([SectionSpec {
                section: Section::MAIN,
                names: Text {
                    en: spec.names.en,
                    ja: spec.names.ja,
                },
                headers: &["deck", "main"],
                place: SectionPlace::Zone {
                    key: spec.key,
                    shared: spec.scope == Scope::Shared,
                    face_down: false,
                },
            }]))
        }
        None => &[],
    };
    let file: &'static str = Box::leak(format!("{}.toml", names_key(game)).into_boxed_str());
    GameDescription {
        key: RuleSet::key(game),
        names: Text {
            en: names.en,
            ja: names.ja,
        },
        rules_text: Text {
            en: names.en,
            ja: names.ja,
        },
        rules: game,
        variants: &[],
        sections,
        deck_check: ryoiki_describe::no_deck_rules,
        sample,
        pool: PoolText {
            file,
            text: Box::leak(pool_text(game).into_boxed_str()),
        },
        words: TableWords {
            name: Text {
                en: names.en,
                ja: names.ja,
            },
            sideways: Text {
                en: "turn sideways",
                ja: "横向きにする",
            },
            upright: Text {
                en: "turn upright",
                ja: "縦向きにする",
            },
            catalogues: &[],
            layout: ryoiki_describe::TableLayout::NONE,
        },
        zone_aliases: &[],
        custom_effects: ryoiki_describe::no_custom_effects,
        rule_catalogue: RuleCatalogue::Rows(Box::leak(rule_rows(game).into_boxed_slice())),
        deck_opening: ryoiki_describe::no_deck_opening,
        sample_decks: &[],
    }
}

fn names_key(game: &DataGame) -> &'static str {
    RuleSet::key(game)
}

/// The sample game of a data game: its fewest players (`p0`, `p1` …), the sample deck,
/// the start procedure as the opening actions.
fn sample(desc: &GameDescription, _variant: Option<&str>, seed: u64) -> Sample {
    let Some(game) = data_game(desc.key) else {
        return Sample {
            setup: Default::default(),
            opening: Vec::new(),
        };
    };
    let n = (*game.players().start()).max(1) as usize;
    let players: Vec<String> = (0..n).map(|p| format!("p{p}")).collect();
    let setup = game.setup(&players, seed).unwrap_or_default();
    let opening = game.start_actions(n).into_iter().map(|(_, a)| a).collect();
    Sample { setup, opening }
}

/// The game's cards as a pool file's text.
fn pool_text(game: &DataGame) -> String {
    let mut pool = toml::Table::new();
    pool.insert("game".into(), RuleSet::key(game).into());
    pool.insert(
        "title".into(),
        format!("The cards of {}", RuleSet::names(game).en).into(),
    );
    let cards: Vec<toml::Value> = game
        .cards()
        .iter()
        .filter_map(|c| c.sides.first())
        .map(|side| {
            let mut t = toml::Table::new();
            t.insert("name".into(), side.name.clone().into());
            t.insert(
                "types".into(),
                toml::Value::Array(side.types.iter().map(|s| s.clone().into()).collect()),
            );
            if !side.numbers.is_empty() {
                let nums: toml::Table = side
                    .numbers
                    .iter()
                    .map(|(k, v)| (k.clone(), (*v).into()))
                    .collect();
                t.insert("numbers".into(), nums.into());
            }
            toml::Value::Table(t)
        })
        .collect();
    let mut file = toml::Table::new();
    file.insert("pool".into(), pool.into());
    file.insert("card".into(), toml::Value::Array(cards));
    toml::to_string(&file).unwrap_or_default()
}
