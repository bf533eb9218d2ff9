//! `ryoiki deck`: a deck file (or `-`, standard input) checked against its pool and its
//! game's deck rules, every problem at once; as text or as one [`json::DeckReport`].
//! Exit status 0 when the deck is good, 1 when it has problems, 2 when the path given
//! is no file (as `check` and `explain`).

use crate::explain::{messages, phrase};
use crate::json::{self, DeckReport, SectionCount};
use crate::source::{BadPath, STDIN_NAME, Source, bad_path, read_stdin};
use crate::values::Format;
use ryoiki_core::{Args, Lang};
use ryoiki_games::GameKind;
use ryoiki_games::deck::{
    Deck, DeckError, DeckProblem, MAX_DECK_BYTES, Pool, checked, load_checked,
};
use std::io::Write;
use std::path::Path;

/// What `deck` was asked to check and how to report it.
pub(crate) struct DeckOptions<'a> {
    /// The deck file, or `-`.
    pub(crate) file: &'a Path,
    /// Its game.
    pub(crate) game: GameKind,
    /// The pool, when not the deck's `pool:` line.
    pub(crate) pool: Option<&'a Path>,
    /// Language of the problems and the verdict.
    pub(crate) lang: Lang,
    /// Text or JSON.
    pub(crate) format: Format,
}

/// The `deck` command; its exit status.
pub(crate) fn check(out: &mut impl Write, o: &DeckOptions<'_>) -> u8 {
    let lang = o.lang;
    if let Some(bad) = bad_path(o.file) {
        let key = match bad {
            BadPath::Folder => "deck-is-folder",
            BadPath::NotAFile => "deck-not-a-file",
            BadPath::Missing => "deck-no-such-file",
        };
        eprintln!(
            "ryoiki deck: {}",
            phrase(key)
                .arg("path", o.file.display().to_string())
                .render(lang)
        );
        return 2;
    }
    let source = Source::named(o.file);
    let shown = source.shown();
    let result = match source {
        Source::File(path) => load_checked(&path, o.game, o.pool),
        Source::Stdin => read(o.game, o.pool),
    };
    let code = if result.is_ok() { 0 } else { 1 };
    match o.format {
        Format::Json => json::write(out, &report(&shown, o.game, &result, lang)),
        Format::Text => text(out, &shown, o.game, &result, lang),
    }
    code
}

/// The deck on standard input, checked.
fn read(game: GameKind, pool: Option<&Path>) -> Result<(Deck, Pool), DeckError> {
    match read_stdin(MAX_DECK_BYTES) {
        Ok(src) => checked(Deck::parse(STDIN_NAME, &src, game)?, game, pool),
        Err(e) => {
            let words = e.words();
            Err(DeckError {
                problems: vec![DeckProblem {
                    file: STDIN_NAME.to_string(),
                    line: 1,
                    message: words.render(Lang::En),
                    words,
                    rule: None,
                }],
            })
        }
    }
}

/// The count of each section of a good deck that has cards.
fn sections(deck: &Deck, game: GameKind, lang: Lang) -> Vec<SectionCount> {
    game.sections()
        .into_iter()
        .map(|s| (s, deck.count(s)))
        .filter(|(_, n)| *n > 0)
        .map(|(s, count)| SectionCount {
            section: s.0.to_string(),
            name: ryoiki_games::section_names(s).get(lang).to_string(),
            count,
        })
        .collect()
}

fn report(
    file: &str,
    game: GameKind,
    result: &Result<(Deck, Pool), DeckError>,
    lang: Lang,
) -> DeckReport {
    DeckReport {
        file: file.to_string(),
        game: game.key().to_string(),
        valid: result.is_ok(),
        sections: match result {
            Ok((deck, _)) => sections(deck, game, lang),
            Err(_) => Vec::new(),
        },
        problems: match result {
            Ok(_) => Vec::new(),
            Err(e) => e
                .problems
                .iter()
                .map(|p| json::DeckProblem {
                    file: p.file.clone(),
                    line: p.line,
                    message: p.words.render(lang),
                    rule: p.rule.map(str::to_string),
                })
                .collect(),
        },
    }
}

fn text(
    out: &mut impl Write,
    file: &str,
    game: GameKind,
    result: &Result<(Deck, Pool), DeckError>,
    lang: Lang,
) {
    match result {
        Ok((deck, _)) => {
            let parts: Vec<String> = sections(deck, game, lang)
                .into_iter()
                .map(|s| {
                    messages().text(
                        lang,
                        "deck-section-count",
                        &Args::new()
                            .with("section", s.name)
                            .with("count", s.count.to_string()),
                    )
                })
                .collect();
            let _ = writeln!(
                out,
                "{}",
                messages().text(
                    lang,
                    "deck-good",
                    &Args::new()
                        .with("path", file)
                        .with("game", game.name_in(lang))
                        .with(
                            "sections",
                            parts.join(&messages().plain(lang, "deck-section-separator")),
                        ),
                )
            );
        }
        Err(e) => {
            for p in &e.problems {
                let _ = writeln!(
                    out,
                    "{}",
                    messages().text(
                        lang,
                        "deck-fail",
                        &Args::new().with("problem", p.render(lang)),
                    )
                );
            }
            let _ = writeln!(
                out,
                "{}",
                messages().text(
                    lang,
                    "deck-problems",
                    &Args::new().with("count", e.problems.len().to_string()),
                )
            );
        }
    }
}
