//! Deck setups read once: a game started again from the same decklist texts (a batch
//! starting a finished game's next one, an environment's reset) takes the setup built
//! the first time, instead of parsing the decks and the game's built-in card pool (a
//! TOML file) again.
//!
//! Only decklist texts that name no pool file are kept: they read nothing but their
//! text and the game's built-in pool, which never changes, so the same texts always
//! give the same setup. A deck file, or a text whose `pool:` line names a file, is read
//! at every start (the file may have changed).

use crate::table::DeckSource;
use ryoiki_core::Setup;
use ryoiki_games::GameKind;
use std::sync::Mutex;

/// The most setups kept; when one more is built, the kept ones are dropped.
pub const MAX_KEPT: usize = 64;

/// What a setup is built from: the game, its variant and the decklist texts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    game: &'static str,
    variant: Option<String>,
    decks: Vec<String>,
}

impl Key {
    /// The key of a game of `kind` from `decks`; `None` when a deck is a file (read at
    /// every start).
    pub fn of(kind: GameKind, variant: Option<&str>, decks: &[DeckSource]) -> Option<Key> {
        let decks = decks
            .iter()
            .map(|d| match d {
                DeckSource::Text(t) => Some(t.clone()),
                DeckSource::File(_) => None,
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Key {
            game: kind.key(),
            variant: variant.map(str::to_string),
            decks,
        })
    }
}

/// The setups built so far, with what they were built from. A few at most are in use
/// at once, so they are looked up one by one: comparing texts stops at the first
/// difference (most often their length), where hashing would read every byte.
static KEPT: Mutex<Vec<(Key, Setup)>> = Mutex::new(Vec::new());

/// The setup kept for `key`, with its seed set to `seed`.
pub fn get(key: &Key, seed: u64) -> Option<Setup> {
    let kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    let (_, setup) = kept.iter().find(|(k, _)| k == key)?;
    let mut setup = setup.clone();
    setup.seed = seed;
    Some(setup)
}

/// Keeps `setup` as the one built for `key`.
pub fn keep(key: Key, setup: &Setup) {
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if kept.len() >= MAX_KEPT {
        kept.clear();
    }
    kept.retain(|(k, _)| *k != key);
    kept.push((key, setup.clone()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_file_is_never_kept() {
        let kind = ryoiki_games::find("mtg").expect("mtg is listed");
        let decks = [
            DeckSource::Text("Main deck:\n1 A\n".into()),
            DeckSource::File("decks/mtg/grove.txt".into()),
        ];
        assert!(Key::of(kind, None, &decks).is_none());
    }

    #[test]
    fn a_kept_setup_comes_back_with_the_seed_asked_for() {
        let kind = ryoiki_games::find("mtg").expect("mtg is listed");
        let decks = [
            DeckSource::Text("a setups test\n".into()),
            DeckSource::Text("another\n".into()),
        ];
        let key = Key::of(kind, Some("v"), &decks).expect("texts are kept");
        let setup = Setup {
            players: vec!["p0".into(), "p1".into()],
            seed: 1,
            ..Default::default()
        };
        keep(key.clone(), &setup);
        let back = get(&key, 99).expect("kept");
        assert_eq!(back.seed, 99);
        assert_eq!(back.players, setup.players);
        let other = Key::of(kind, None, &decks).expect("texts are kept");
        assert!(
            get(&other, 99).is_none(),
            "another variant is another setup"
        );
    }
}
