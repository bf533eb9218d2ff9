//! A deck against its pool and its game's rules: every problem, each at its line.
//!
//! Here: that the pool is the game's and every card is in it. The game's own deck rules
//! are its description's [`deck_check`](ryoiki_describe::GameDescription::deck_check),
//! written once in the game's crate (Magic's 901.3 planar deck, Force of Will's 3.15;
//! Phantom Magic Vision's chapter 11 gives none).

use super::{Deck, DeckProblem, Pool, game_words};
use crate::words::say;

/// Every problem of `deck` against `pool` and its game.
pub(super) fn problems(deck: &Deck, pool: &Pool) -> Vec<DeckProblem> {
    let mut out = Vec::new();
    if pool.game != deck.game {
        out.push(DeckProblem::whole(
            &deck.file,
            say("deck-pool-other-game")
                .arg("pool", format!("'{}'", pool.title))
                .arg("pool-game", game_words(pool.game))
                .arg("game", game_words(deck.game)),
        ));
        return out;
    }
    for e in &deck.entries {
        if pool.get(&e.name).is_none() {
            let hint = crate::suggest::did_you_mean_words(&e.name, pool.names());
            out.push(DeckProblem::new(
                &deck.file,
                e.line,
                say("deck-not-in-pool")
                    .arg("name", e.name.as_str())
                    .arg("hint", hint),
                None,
            ));
        }
    }
    let check = deck.game.description().deck_check;
    for issue in check(&deck.entries, pool) {
        out.push(DeckProblem::new(
            &deck.file,
            issue.line,
            issue.words,
            issue.rule,
        ));
    }
    out.sort_by_key(|p| p.line);
    out
}
