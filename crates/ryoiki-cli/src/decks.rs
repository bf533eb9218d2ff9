//! The setup `play --deck` and `sim --deck` start from: one deck file per player, each
//! checked against its card pool (`--pool`, else the deck's `pool:` line), and the
//! variant's own options.

use ryoiki_core::{PlayerId, Setup};
use ryoiki_games::GameKind;
use ryoiki_games::deck::{DeckError, load_checked};
use std::path::{Path, PathBuf};

/// A game's setup from `decks` (each player's name and deck file, in seat order), every
/// deck checked against `pool` when given, else against its own `pool:` line.
///
/// # Errors
/// Every problem of every deck and of its pool, each naming its file and line: a pool
/// file that is missing or unreadable, a card the pool does not have, a deck that
/// breaks its game's rules.
pub(crate) fn setup(
    game: GameKind,
    decks: &[(String, PathBuf)],
    pool: Option<&Path>,
    seed: u64,
) -> Result<Setup, DeckError> {
    let mut problems = Vec::new();
    let mut cards = Vec::new();
    for (seat, (player, path)) in decks.iter().enumerate() {
        let owner = PlayerId(seat as u8);
        match load_checked(path, game, pool).and_then(|(d, p)| d.setup_pieces(&p, owner, player)) {
            Ok(pieces) => cards.extend(pieces.into_iter().map(|(_, c)| c)),
            Err(e) => problems.extend(e.problems),
        }
    }
    if !problems.is_empty() {
        return Err(DeckError { problems });
    }
    Ok(Setup {
        players: decks.iter().map(|(p, _)| p.clone()).collect(),
        seed,
        cards,
        ..Default::default()
    })
}

/// Sets the options of `variant` (as the game describes it, and as its sample game
/// has them) on `setup`: Magic's `two-player` has none, `grand-melee` its turn markers
/// and range of influence besides the variant. An unknown variant sets nothing (the
/// caller refuses it before).
pub(crate) fn variant_options(game: GameKind, variant: Option<&str>, setup: &mut Setup) {
    game.set_variant_options(setup, variant);
}
