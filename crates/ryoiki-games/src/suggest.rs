//! "Did you mean …?": the known name closest to a misspelt one, and names that other
//! editions of a game use for a zone this edition calls otherwise.

use ryoiki_core::{Phrase, Word};

/// The candidate closest to `word`, if it is close enough to be a typo of it: at most
/// one edit (a letter added, dropped, changed, or two swapped) for a word of up to four
/// letters, two up to ten, three beyond; letter case is ignored.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lower = word.to_lowercase();
    let len = lower.chars().count();
    let allowed = match len {
        0..=4 => 1,
        5..=10 => 2,
        _ => 3,
    };
    candidates
        .into_iter()
        .map(|c| (c, strsim::osa_distance(&lower, &c.to_lowercase())))
        .filter(|(_, d)| *d <= allowed)
        .min_by_key(|(_, d)| *d)
        .map(|(c, _)| c)
}

/// " (did you mean 'x'?)" when a candidate is close to `word`, else nothing.
pub fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    match closest(word, candidates) {
        Some(c) => format!(" (did you mean '{c}'?)"),
        None => String::new(),
    }
}

/// The "did you mean" hint as words of the loader's catalogue (" (did you mean 'x'?)"
/// in English), or nothing when no candidate is close to `word`.
pub fn did_you_mean_words<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Word {
    match closest(word, candidates) {
        Some(c) => Word::Phrase(crate::catalogue::say("load-did-you-mean").arg("name", c)),
        None => Word::Text(String::new()),
    }
}

/// The hint for a zone name this game does not have, if another edition or game uses
/// it (the game's [`zone_aliases`](ryoiki_describe::GameDescription::zone_aliases)):
/// Magic's 2009 rule 217 says "in play" and "removed from the game" where later editions
/// say "battlefield" and "exile"; players of one game often write another's words.
pub fn other_edition(game: &str, zone: &str) -> Option<String> {
    other_edition_words(game, zone).map(|p| p.render(ryoiki_core::Lang::En))
}

/// [`other_edition`] as words of the catalogue, in any language.
pub fn other_edition_words(game: &str, zone: &str) -> Option<Phrase> {
    let (ours, whose) = crate::find(game)?.zone_alias(zone)?;
    Some(
        crate::catalogue::say("load-other-edition")
            .arg("other", zone.to_string())
            .arg("whose", whose.word())
            .arg("ours", ours),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typo_finds_the_name_and_a_stranger_finds_nothing() {
        let zones = ["library", "hand", "graveyard", "in-play"];
        assert_eq!(closest("graveyrad", zones), Some("graveyard"));
        assert_eq!(closest("Hand", zones), Some("hand"));
        assert_eq!(closest("pocket", zones), None);
        assert_eq!(did_you_mean("libary", zones), " (did you mean 'library'?)");
        assert_eq!(did_you_mean("xyzzy", zones), "");
    }

    #[test]
    fn other_editions_name_this_editions_zone() {
        let hint = other_edition("mtg", "battlefield").unwrap();
        assert!(hint.contains("'in-play'"), "{hint}");
        assert!(
            other_edition("mtg", "exile")
                .unwrap()
                .contains("removed-from-game")
        );
        assert_eq!(other_edition("fow", "in-play"), None);
    }
}
