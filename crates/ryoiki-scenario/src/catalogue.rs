//! The rules catalogue: every rule id ryoiki implements, with our own description.
//!
//! Each game keeps its own rules in its description's catalogue
//! ([`ryoiki_games::RuleCatalogue`]: a game crate's `rules.tsv`, embedded in the binary;
//! a data game's rule items); [`Catalogue::embedded`] gathers them from the list of
//! games, game by game in the list's order. Its ids are those of the project's rule
//! inventory; a test checks them against `../shared/rules/inventory.tsv` when that file
//! is present.

use ryoiki_core::Lang;
use ryoiki_games::{BadRuleLine, GameKind};
use std::sync::RwLock;

/// One rule of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Its id (`fow-3.15.d`).
    pub id: String,
    /// Its game key (`fow`, `pmv`, `mtg`: a [`GameKind`]'s key).
    pub game: String,
    /// Its number in the rules document.
    pub section: String,
    /// A short title.
    pub title: String,
    /// The short title in Japanese, in the words of the Japanese rule texts.
    pub title_ja: String,
    /// What it requires, in our words.
    pub description: String,
    /// What it requires in Japanese, in the words of the Japanese rule texts; `None`
    /// for a rule of a game defined in a data file that gives none.
    pub description_ja: Option<String>,
}

/// The whole catalogue.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    /// The rules, in document order.
    pub rules: Vec<Rule>,
}

/// A game's rule catalogue that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the rule catalogue of {game}: {source}")]
pub struct BadCatalogue {
    /// The game's key.
    pub game: &'static str,
    /// The line that is not a rule.
    #[source]
    pub source: BadRuleLine,
}

impl Rule {
    /// What it requires in `lang`, and whether that is in `lang` (`false`: the
    /// English, for want of Japanese).
    pub fn description_in(&self, lang: Lang) -> (&str, bool) {
        match (lang, &self.description_ja) {
            (Lang::Ja, Some(ja)) => (ja, true),
            (Lang::Ja, None) => (&self.description, false),
            (Lang::En, _) => (&self.description, true),
        }
    }

    /// Its short title in `lang`.
    pub fn title_in(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.title,
            Lang::Ja => &self.title_ja,
        }
    }
}

impl Catalogue {
    /// The rules of `games`, game by game, each game's in its catalogue's order.
    ///
    /// # Errors
    /// [`BadCatalogue`]: a game's `rules.tsv` has a line that is not a rule.
    pub fn of_games(games: &[GameKind]) -> Result<Catalogue, BadCatalogue> {
        let mut rules = Vec::new();
        for game in games {
            let desc = game.description();
            let rows = desc.rule_catalogue.rows().map_err(|source| BadCatalogue {
                game: desc.key,
                source,
            })?;
            rules.extend(rows.into_iter().map(|r| Rule {
                id: r.id.to_string(),
                game: desc.key.to_string(),
                section: r.section.to_string(),
                title: r.title.en.to_string(),
                title_ja: r.title.ja.to_string(),
                description: r.description.to_string(),
                description_ja: r.description_ja.map(str::to_string),
            }));
        }
        Ok(Catalogue { rules })
    }

    /// The title of rule `id` in `lang`, if the catalogue has that rule.
    pub fn title(&self, id: &str, lang: Lang) -> Option<&str> {
        self.get(id).map(|r| r.title_in(lang))
    }

    /// The catalogue of every listed game ([`ryoiki_games::games`]: the built-in ones,
    /// then those registered at run time from data files): every rule id a scenario may
    /// cite. A game whose catalogue does not read (a test keeps every built-in one
    /// readable) adds no rules.
    pub fn embedded() -> &'static Catalogue {
        static GATHERED: RwLock<Option<(usize, &'static Catalogue)>> = RwLock::new(None);
        let games = ryoiki_games::games();
        if let Some((n, cat)) = *GATHERED.read().unwrap_or_else(|e| e.into_inner())
            && n == games.len()
        {
            return cat;
        }
        let mut cat = Catalogue::default();
        for game in &games {
            if let Ok(one) = Catalogue::of_games(std::slice::from_ref(game)) {
                cat.rules.extend(one.rules);
            }
        }
        // Leaked once per set of listed games: games are registered at start.
        let cat: &'static Catalogue = Box::leak(Box::new(cat));
        *GATHERED.write().unwrap_or_else(|e| e.into_inner()) = Some((games.len(), cat));
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
    }

    #[test]
    fn every_game_keeps_a_catalogue_that_reads_and_cites_its_own_key() {
        for game in ryoiki_games::games() {
            let cat = Catalogue::of_games(&[game]).unwrap_or_else(|e| panic!("{e}"));
            assert!(!cat.rules.is_empty(), "{} has no rules", game.key());
            for r in &cat.rules {
                assert!(r.id.starts_with(&format!("{}-", game.key())), "{}", r.id);
            }
        }
    }

    #[test]
    fn catalogue_ids_match_the_inventory() {
        let cat = Catalogue::embedded();
        // The inventory's 152 rules and more: rules beyond the seeds' chapters (Magic's
        // 2009 rules, docs/editions.md; FoW's chapters 1 and 13), the table conventions
        // (`fow-table-…`, `pmv-table-…`) and the data-defined game's rules.
        assert!(cat.rules.len() > 152, "{}", cat.rules.len());
        for r in &cat.rules {
            assert!(
                r.game.parse::<GameKind>().is_ok(),
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
            // Every rule of the seed documents, in order; the catalogue may also hold
            // rules of other chapters and table conventions (`fow-table-…`), which the
            // inventory of the seeds does not list.
            let ours: Vec<&str> = cat
                .rules
                .iter()
                .map(|r| r.id.as_str())
                .filter(|id| ids.contains(id))
                .collect();
            assert_eq!(ours, ids, "catalogue ids differ from the inventory");
        }
    }
}
