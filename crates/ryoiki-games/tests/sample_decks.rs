//! Each game's sample decks (its registration's `sample_decks`) read and pass the
//! game's deck rules against its built-in pool, and start a game under its rules.

use ryoiki_core::PlayerId;
use ryoiki_games::GameKind;
use ryoiki_games::deck::Deck;

#[test]
fn every_sample_deck_is_legal_with_the_built_in_pool() {
    for key in ["mtg", "fow", "pmv"] {
        let kind = GameKind::named(key);
        let pool = kind.pool().expect("the built-in pool reads");
        assert!(!kind.sample_decks().is_empty(), "{key} has no sample deck");
        for d in kind.sample_decks() {
            assert!(d.file.starts_with(&format!("{key}/")), "{}", d.file);
            let deck = Deck::parse(d.file, d.text, kind).expect("the deck reads");
            deck.setup_pieces(&pool, PlayerId(0), "p0")
                .unwrap_or_else(|e| panic!("{}: {:?}", d.file, e.problems));
        }
    }
    // Any other game (one made of data, registered at run time) ships none.
    for kind in ryoiki_games::games() {
        if !["mtg", "fow", "pmv"].contains(&kind.key()) {
            assert!(kind.sample_decks().is_empty(), "{}", kind.key());
        }
    }
}

/// The repository's `decks/` holds each sample deck under its `file`, unchanged: the
/// files users, scenarios and `ryoiki sim --deck` name are the ones the games play.
#[test]
fn every_sample_deck_is_the_repository_file() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../decks/");
    for kind in ryoiki_games::games() {
        for d in kind.sample_decks() {
            let file = std::fs::read_to_string(format!("{root}{}", d.file))
                .unwrap_or_else(|e| panic!("decks/{}: {e}", d.file));
            assert_eq!(
                file,
                d.text,
                "decks/{} differs from {}'s copy",
                d.file,
                kind.key()
            );
        }
    }
}

/// A game from its sample decks begins with its opening from decks: Magic's own
/// `start-game`; FoW's and PMV's sample opening (their start is taken at the table).
#[test]
fn the_opening_from_decks_is_the_games_own_or_the_samples() {
    let mtg = GameKind::named("mtg");
    assert_eq!(
        mtg.deck_opening(None, 1).expect("no variant"),
        (mtg.description().deck_opening)()
    );
    for key in ["fow", "pmv"] {
        let kind = GameKind::named(key);
        assert_eq!(
            kind.deck_opening(None, 1).expect("no variant"),
            kind.sample(None, 1).expect("no variant").opening
        );
    }
    assert!(mtg.deck_opening(Some("no-such-variant"), 1).is_err());
}
