//! Decks: deck files read into sections of named cards, validated against their game's
//! rules with every problem reported at once, and turned into setup pieces.
//!
//! A deck file is one of:
//! - a plain-text decklist (any game): `4 Card Name` lines (`4x` too), `SB: 2 Name` for
//!   the sideboard, section headers (`Main deck:`, `Sideboard:`, `Planar deck:`,
//!   `Ruler:`, `Magic stone deck:`), `#` or `//` comments, and an optional
//!   `pool: path.toml` line naming the card pool (relative to the deck file);
//! - a Cockatrice deck (`.cod`, Magic): `<zone name="main">`, `"side"`, and our
//!   `"planar"` (or `"planes"`) zone for the planar deck, each `<card number name/>`;
//!   XML holds no `pool:` line, so its pool is given beside it (`--pool`, a scenario's
//!   `[[deck]] pool`).
//!
//! Pools of real cards are imported from card data files the user has (MTGJSON,
//! Scryfall): [`import`].
//!
//! A deck names cards; their printed facts come from a [`Pool`]. [`Deck::validate`]
//! checks the deck against the game: for Magic the planar deck against 901.3 (the 2009
//! rule 217 gives no deck size, so a main deck is checked only for its cards'
//! places); for Force of Will the places chapter 3 forbids (3.15.c, 3.15.e) and that a
//! ruler is a ruler; Phantom Magic Vision's chapter 11 gives no deck rule, so a PMV deck
//! is checked only for structure (names, counts, sections). [`Deck::setup_pieces`]
//! turns a deck into the [`CardSetup`]s of one player.

mod cod;
pub mod import;
pub mod pool;
mod text;
mod validate;

pub use pool::Pool;

mod data;

pub use data::{
    Deck, DeckEntry, DeckError, DeckProblem, MAX_COPIES, MAX_DECK_BYTES, MAX_DECK_CARDS,
    MAX_POOL_BYTES, Section, sections_of,
};
pub(crate) use data::{game_words, line_of, read_text};

use crate::GameKind;
use crate::words::say;
use ryoiki_core::{CardSetup, Facing, Lang, Outside, PlayerId, SetupPlace, Word, ZoneId, ZoneKind};
use ryoiki_describe::SectionPlace;
use std::path::{Path, PathBuf};

impl Deck {
    /// Reads a deck from its text: Cockatrice XML when `file` ends in `.cod`, else a
    /// plain-text decklist.
    ///
    /// # Errors
    /// Every problem of the file's form (lines that are no card, unknown sections,
    /// sections the game's decks do not have), each with its line.
    pub fn parse(file: &str, src: &str, game: GameKind) -> Result<Deck, DeckError> {
        let (entries, pool, mut problems) = if file.ends_with(".cod") {
            let (e, p) = cod::parse(file, src);
            (e, None, p)
        } else {
            text::parse(file, src)
        };
        let allowed = game.sections();
        for e in &entries {
            if !allowed.contains(&e.section) {
                let list = |lang: Lang, separator: &str| {
                    allowed
                        .iter()
                        .map(|s| crate::section_names(*s).get(lang))
                        .collect::<Vec<_>>()
                        .join(separator)
                };
                problems.push(DeckProblem::new(
                    file,
                    e.line,
                    say("deck-no-section")
                        .arg("game", game_words(game))
                        .arg("section", crate::section_words(e.section))
                        .arg(
                            "sections",
                            Word::Written {
                                en: list(Lang::En, ", "),
                                ja: list(Lang::Ja, "、"),
                            },
                        ),
                    None,
                ));
            }
        }
        let mut total: u64 = 0;
        for e in &entries {
            total += u64::from(e.count);
            if total > u64::from(MAX_DECK_CARDS) {
                problems.push(DeckProblem::new(
                    file,
                    e.line,
                    say("deck-too-many-cards")
                        .arg("max", MAX_DECK_CARDS.to_string())
                        .arg("total", total.to_string()),
                    None,
                ));
                break;
            }
        }
        if entries.is_empty() && problems.is_empty() {
            problems.push(DeckProblem::whole(file, say("deck-empty")));
        }
        if !problems.is_empty() {
            problems.sort_by_key(|p| p.line);
            return Err(DeckError { problems });
        }
        let pool = pool.map(|p| Path::new(file).parent().unwrap_or(Path::new("")).join(p));
        Ok(Deck {
            file: file.into(),
            game,
            entries,
            pool,
        })
    }

    /// Reads a deck file.
    ///
    /// # Errors
    /// As [`Deck::parse`]; an unreadable file is one problem.
    pub fn load(path: &Path, game: GameKind) -> Result<Deck, DeckError> {
        let shown = path.display().to_string();
        let src = read_text(path, MAX_DECK_BYTES).map_err(|m| DeckError {
            problems: vec![DeckProblem::whole(&shown, m)],
        })?;
        Deck::parse(&shown, &src, game)
    }

    /// How many cards a section holds.
    pub fn count(&self, section: Section) -> u32 {
        self.entries
            .iter()
            .filter(|e| e.section == section)
            .map(|e| e.count)
            .sum()
    }

    /// Every problem of the deck against its pool and its game's rules (empty: the deck
    /// is good). See the module documentation for what each game checks.
    pub fn validate(&self, pool: &Pool) -> Vec<DeckProblem> {
        validate::problems(self, pool)
    }

    /// The deck as one player's cards of a setup: each card's id (`owner.slug.n`, of
    /// the pool card's own name, English where the deck names it in Japanese), and its
    /// [`CardSetup`] (printed facts from the pool, in its section's zone; planar cards
    /// face down). Cards are listed in file order, so the last listed is on top.
    ///
    /// # Errors
    /// Every problem [`Deck::validate`] finds.
    pub fn setup_pieces(
        &self,
        pool: &Pool,
        owner: PlayerId,
        owner_name: &str,
    ) -> Result<Vec<(String, CardSetup)>, DeckError> {
        let problems = self.validate(pool);
        if !problems.is_empty() {
            return Err(DeckError { problems });
        }
        let rules = self.game.rules();
        let zone = |key: &str| -> ZoneKind {
            ZoneKind(
                rules
                    .zones()
                    .iter()
                    .position(|z| z.key == key)
                    .expect("the game has the zone") as u16,
            )
        };
        let mut out = Vec::new();
        let mut seen: std::collections::BTreeMap<String, u32> = Default::default();
        for e in &self.entries {
            let def = pool.get(&e.name).expect("validated").clone();
            let spec = self
                .game
                .description()
                .section(e.section)
                .expect("parsed: the game's decks have the section");
            let (place, facing) = match spec.place {
                SectionPlace::Sideboard => (SetupPlace::Outside(Outside::Sideboard), None),
                SectionPlace::Zone {
                    key,
                    shared,
                    face_down,
                } => (
                    SetupPlace::Zone(ZoneId {
                        kind: zone(key),
                        player: (!shared).then_some(owner),
                    }),
                    face_down.then_some(Facing::FaceDown),
                ),
            };
            // By the pool card's own name, so that a card named in Japanese has the
            // same ids as in English.
            let slug = slug(def.name());
            for _ in 0..e.count {
                let n = seen.entry(slug.clone()).or_default();
                *n += 1;
                out.push((
                    format!("{owner_name}.{slug}.{n}"),
                    CardSetup {
                        def: def.clone(),
                        owner,
                        place: place.clone(),
                        side: 0,
                        facing,
                        orientation: None,
                        controller: None,
                    },
                ));
            }
        }
        Ok(out)
    }
}

/// A card name as an id part: lowercase letters and digits, words joined by '-'.
pub fn slug(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            s.extend(c.to_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    while s.ends_with('-') {
        s.pop();
    }
    if s.is_empty() { "card".into() } else { s }
}

/// A game's setup from one deck per player: the players in seat order, each with the
/// deck file they bring (its `pool:` line names its pool), and the seed. Returns the
/// setup and each card's id (in setup order), ready for `Game::new`: what
/// `ryoiki play --deck` starts from.
///
/// # Errors
/// Every problem of every deck, each naming its file and line.
pub fn setup_from_decks(
    game: GameKind,
    decks: &[(String, PathBuf)],
    seed: u64,
) -> Result<(ryoiki_core::Setup, Vec<String>), DeckError> {
    let mut problems = Vec::new();
    let mut cards = Vec::new();
    let mut ids = Vec::new();
    for (seat, (player, path)) in decks.iter().enumerate() {
        let owner = PlayerId(seat as u8);
        match load_checked(path, game, None).and_then(|(d, p)| d.setup_pieces(&p, owner, player)) {
            Ok(pieces) => {
                for (id, setup) in pieces {
                    ids.push(id);
                    cards.push(setup);
                }
            }
            Err(e) => problems.extend(e.problems),
        }
    }
    if !problems.is_empty() {
        return Err(DeckError { problems });
    }
    let setup = ryoiki_core::Setup {
        players: decks.iter().map(|(p, _)| p.clone()).collect(),
        seed,
        cards,
        ..Default::default()
    };
    Ok((setup, ids))
}

/// Loads a deck file, its pool (the `pool` given, else the deck's `pool:` line), and
/// checks it: what `ryoiki play --deck` and a scenario's `[[deck]]` start from.
///
/// # Errors
/// Every problem of the deck file, the pool file, or the deck against its game's rules.
pub fn load_checked(
    path: &Path,
    game: GameKind,
    pool: Option<&Path>,
) -> Result<(Deck, Pool), DeckError> {
    checked(Deck::load(path, game)?, game, pool)
}

/// [`load_checked`] for a deck already read (from standard input, say): its pool (the
/// `pool` given, else the deck's `pool:` line) loaded and the deck checked against it.
///
/// # Errors
/// Every problem of the pool file, or of the deck against its game's rules.
pub fn checked(deck: Deck, game: GameKind, pool: Option<&Path>) -> Result<(Deck, Pool), DeckError> {
    let pool_path = match pool.map(Path::to_path_buf).or_else(|| deck.pool.clone()) {
        Some(p) => p,
        None => {
            return Err(DeckError {
                // A Cockatrice deck is XML, which has no place for a `pool:` line.
                problems: vec![DeckProblem::whole(
                    &deck.file,
                    say(if deck.file.ends_with(".cod") {
                        "deck-no-pool-cod"
                    } else {
                        "deck-no-pool"
                    }),
                )],
            });
        }
    };
    let pool = Pool::load(&pool_path).map_err(|problems| DeckError { problems })?;
    if pool.game != game {
        return Err(DeckError {
            problems: vec![DeckProblem::whole(
                &deck.file,
                say("deck-pool-other-game")
                    .arg("pool", pool_path.display().to_string())
                    .arg("pool-game", game_words(pool.game))
                    .arg("game", game_words(game)),
            )],
        });
    }
    let problems = deck.validate(&pool);
    if problems.is_empty() {
        Ok((deck, pool))
    } else {
        Err(DeckError { problems })
    }
}
