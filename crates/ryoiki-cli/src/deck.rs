//! `ryoiki deck`: a deck file checked against its pool and its game's deck rules, every
//! problem at once. Exit status 0 when the deck is good, 1 when it has problems.

use crate::GameArg;
use ryoiki_scenario::deck::{Section, load_checked};
use ryoiki_scenario::games::GameKind;
use std::io::Write;
use std::path::Path;

/// The `deck` command.
pub fn check(out: &mut impl Write, file: &Path, game: GameArg, pool: Option<&Path>) -> u8 {
    let game = GameKind::from(game);
    match load_checked(file, game, pool) {
        Ok((deck, _)) => {
            let parts: Vec<String> = Section::of_game(game)
                .iter()
                .map(|&s| (s, deck.count(s)))
                .filter(|(_, n)| *n > 0)
                .map(|(s, n)| format!("{s} {n}"))
                .collect();
            let _ = writeln!(
                out,
                "{}: a good {} deck ({})",
                file.display(),
                game.name(),
                parts.join(", ")
            );
            0
        }
        Err(e) => {
            for p in &e.problems {
                let _ = writeln!(out, "FAIL {p}");
            }
            let _ = writeln!(out, "{} problems", e.problems.len());
            1
        }
    }
}
