//! `ryoiki deck`: a deck file checked against its pool and its game's deck rules, every
//! problem at once. Exit status 0 when the deck is good, 1 when it has problems.

use crate::explain::messages;
use ryoiki_core::{Args, Lang};
use ryoiki_games::GameKind;
use ryoiki_games::deck::load_checked;
use std::io::Write;
use std::path::Path;

/// The `deck` command, its report in `lang`.
pub fn check(
    out: &mut impl Write,
    file: &Path,
    game: GameKind,
    pool: Option<&Path>,
    lang: Lang,
) -> u8 {
    match load_checked(file, game, pool) {
        Ok((deck, _)) => {
            let parts: Vec<String> = game
                .sections()
                .into_iter()
                .map(|s| (s, deck.count(s)))
                .filter(|(_, n)| *n > 0)
                .map(|(s, n)| {
                    messages().text(
                        lang,
                        "deck-section-count",
                        &Args::new()
                            .with("section", ryoiki_games::section_names(s).get(lang))
                            .with("count", n.to_string()),
                    )
                })
                .collect();
            let game_name = game.name_in(lang);
            let _ = writeln!(
                out,
                "{}",
                messages().text(
                    lang,
                    "deck-good",
                    &Args::new()
                        .with("path", file.display().to_string())
                        .with("game", game_name)
                        .with(
                            "sections",
                            parts.join(&messages().plain(lang, "deck-section-separator")),
                        ),
                )
            );
            0
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
            1
        }
    }
}
