//! The rules catalogue: every rule id ryoiki implements, with our own description.
//!
//! The catalogue is `catalogue.tsv` in this crate, embedded in the binary. Its ids are
//! those of the project's rule inventory; a test checks them against
//! `../shared/rules/inventory.tsv` when that file is present.

use ryoiki_core::Lang;
use std::sync::{OnceLock, RwLock};

/// One rule of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Its id (`fow-3.15.d`).
    pub id: String,
    /// Its game key (`fow`, `pmv`, `mtg`: a [`GameKind`](crate::games::GameKind)'s key).
    pub game: String,
    /// Its number in the rules document.
    pub section: String,
    /// A short title.
    pub title: String,
    /// The short title in Japanese, in the words of the Japanese rule texts
    /// (`titles-ja.tsv`).
    pub title_ja: String,
    /// What it requires, in our words.
    pub description: String,
}

/// The whole catalogue.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    /// The rules, in document order.
    pub rules: Vec<Rule>,
}

/// The catalogue's text, as embedded.
pub const CATALOGUE_TSV: &str = include_str!("../catalogue.tsv");

/// The Japanese titles (id, title), as embedded.
pub const TITLES_JA_TSV: &str = include_str!("../titles-ja.tsv");

impl Rule {
    /// Its short title in `lang`.
    pub fn title_in(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.title,
            Lang::Ja => &self.title_ja,
        }
    }
}

impl Catalogue {
    /// Parses a catalogue in the TSV format (header line, then id, game, section,
    /// title, description).
    pub fn parse(tsv: &str) -> Catalogue {
        let rules = tsv
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
            .filter_map(|l| {
                let mut f = l.split('\t');
                Some(Rule {
                    id: f.next()?.to_string(),
                    game: f.next()?.to_string(),
                    section: f.next()?.to_string(),
                    title: f.next()?.to_string(),
                    description: f.next()?.to_string(),
                    title_ja: String::new(),
                })
            })
            .collect();
        Catalogue { rules }
    }

    /// Adds the Japanese titles of a `titles-ja.tsv` text (header line, then id and
    /// title); a rule it does not name keeps an empty Japanese title.
    pub fn with_titles_ja(mut self, tsv: &str) -> Catalogue {
        for line in tsv.lines().skip(1) {
            if let Some((id, title)) = line.split_once('\t')
                && let Some(r) = self.rules.iter_mut().find(|r| r.id == id)
            {
                r.title_ja = title.trim().to_string();
            }
        }
        self
    }

    /// The title of rule `id` in `lang`, if the catalogue has that rule.
    pub fn title(&self, id: &str, lang: Lang) -> Option<&str> {
        self.get(id).map(|r| r.title_in(lang))
    }

    /// The embedded catalogue of the built-in games, followed by the rule items of the
    /// games registered at run time from data files
    /// ([`ryoiki_games::data::rule_items`]): every rule id a scenario may cite.
    pub fn embedded() -> &'static Catalogue {
        static BUILT_IN: OnceLock<Catalogue> = OnceLock::new();
        static WITH_DATA: RwLock<Option<(usize, &'static Catalogue)>> = RwLock::new(None);
        let built_in =
            BUILT_IN.get_or_init(|| Catalogue::parse(CATALOGUE_TSV).with_titles_ja(TITLES_JA_TSV));
        let count = ryoiki_games::data::rule_item_count();
        if count == 0 {
            return built_in;
        }
        if let Some((n, cat)) = *WITH_DATA.read().unwrap_or_else(|e| e.into_inner())
            && n == count
        {
            return cat;
        }
        let mut cat = built_in.clone();
        cat.rules
            .extend(ryoiki_games::data::rule_items().into_iter().map(|r| Rule {
                id: r.id.to_string(),
                game: r.game.to_string(),
                section: r.section,
                title: r.title.en.to_string(),
                title_ja: r.title.ja.to_string(),
                description: r.text,
            }));
        // Leaked once per set of registered games: games are registered at start.
        let cat: &'static Catalogue = Box::leak(Box::new(cat));
        *WITH_DATA.write().unwrap_or_else(|e| e.into_inner()) = Some((count, cat));
        cat
    }

    /// Whether the id is in the catalogue.
    pub fn contains(&self, id: &str) -> bool {
        self.rules.iter().any(|r| r.id == id)
    }

    /// One rule by id.
    pub fn get(&self, id: &str) -> Option<&Rule> {
        self.rules.iter().find(|r| r.id == id)
    }

    /// The rules of one game.
    pub fn of_game<'a>(&'a self, game: &'a str) -> impl Iterator<Item = &'a Rule> + 'a {
        self.rules.iter().filter(move |r| r.game == game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_come_in_both_languages() {
        let cat = Catalogue::embedded();
        assert_eq!(cat.title("fow-3.9", Lang::En), Some("Graveyard zone"));
        assert_eq!(cat.title("fow-3.9", Lang::Ja), Some("墓地"));
        assert_eq!(cat.title("mtg-901.9", Lang::Ja), Some("次元ダイスを振る"));
        assert_eq!(cat.title("fow-9.9", Lang::Ja), None);
        // Every line of the Japanese titles names a rule of the catalogue.
        for line in TITLES_JA_TSV.lines().skip(1) {
            let id = line.split('\t').next().unwrap_or_default();
            assert!(
                cat.contains(id),
                "titles-ja.tsv names {id}, not in the catalogue"
            );
        }
    }

    #[test]
    fn catalogue_ids_match_the_inventory() {
        let cat = Catalogue::embedded();
        // The rules of the 2009 comprehensive rules beyond rule 217 (`mtg-2009-…`: turns,
        // mana, casting, combat) come from that edition's text, not from the inventory's
        // documents.
        let inventoried = |id: &str| !id.starts_with("mtg-2009-");
        assert_eq!(cat.rules.iter().filter(|r| inventoried(&r.id)).count(), 152);
        for r in &cat.rules {
            assert!(
                r.game.parse::<crate::games::GameKind>().is_ok(),
                "{} has game {}",
                r.id,
                r.game
            );
            assert!(r.id.starts_with(&format!("{}-", r.game)), "{}", r.id);
            assert!(!r.description.is_empty(), "{} has no description", r.id);
            assert!(
                r.title_ja
                    .chars()
                    .any(|c| ('\u{3040}'..='\u{9fff}').contains(&c)),
                "{} has no Japanese title",
                r.id
            );
        }
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/rules/inventory.tsv"
        );
        if let Ok(inv) = std::fs::read_to_string(path) {
            let ids: Vec<&str> = inv
                .lines()
                .skip(1)
                .filter_map(|l| l.split('\t').next())
                .collect();
            let ours: Vec<&str> = cat
                .rules
                .iter()
                .map(|r| r.id.as_str())
                .filter(|id| inventoried(id))
                .collect();
            assert_eq!(ours, ids, "catalogue ids differ from the inventory");
        }
    }
}
