//! PMV 11.8: a shuffle makes the order random. These tests shuffle a five-card deck
//! through the game (the same path every scenario uses) many times from fixed seeds and
//! check, with a chi-square test over all 120 orders, that every order is equally
//! likely; and that after a shuffle no player keeps knowledge of positions in the deck
//! and every player's handles for its cards change. Deterministic: fixed seeds.

use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Game, NullSink, PlayerId, Setup, SetupPlace, Side, ZoneId,
};
use ryoiki_pmv::{PMV, zones};

fn game(seed: u64) -> Game {
    let deck = ZoneId {
        kind: zones::DECK,
        player: Some(PlayerId(0)),
    };
    let cards = (0..5)
        .map(|i| {
            CardSetup::new(
                CardDef::single(Side::new(format!("card {i}"), &["character"])),
                PlayerId(0),
                SetupPlace::Zone(deck),
            )
        })
        .collect();
    Game::new(
        &PMV,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            seed,
            cards,
            ..Setup::default()
        },
    )
    .expect("valid setup")
}

fn deck() -> ZoneId {
    ZoneId {
        kind: zones::DECK,
        player: Some(PlayerId(0)),
    }
}

fn shuffle(g: &mut Game) {
    g.apply(
        Action::Shuffle {
            player: PlayerId(0),
            zone: deck(),
            forced: None,
        },
        &mut NullSink,
    )
    .expect("a shuffle is accepted");
}

/// The index (0..120) of a permutation of five distinct values 0..5 (Lehmer code).
fn perm_index(p: &[u32]) -> usize {
    let mut idx = 0;
    for i in 0..p.len() {
        let smaller = p[i + 1..].iter().filter(|&&x| x < p[i]).count();
        idx = idx * (p.len() - i) + smaller;
    }
    idx
}

#[test]
fn shuffle_is_uniform_over_all_120_orders() {
    let mut counts = [0u32; 120];
    let seeds = 300u64;
    let per_seed = 40;
    for seed in 0..seeds {
        let mut g = game(seed);
        for _ in 0..per_seed {
            shuffle(&mut g);
            let order: Vec<u32> = g.cards_in(deck()).iter().map(|c| c.0).collect();
            counts[perm_index(&order)] += 1;
        }
    }
    let n = (seeds * per_seed) as f64;
    let expected = n / 120.0;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    // 119 degrees of freedom: the 0.1% critical value is about 173.6.
    assert!(chi2 < 173.6, "chi-square {chi2:.1} over {counts:?}");
    assert!(counts.iter().all(|&c| c > 0), "an order never came up");
}

#[test]
fn shuffle_forgets_positions_and_changes_handles() {
    let g = game(5);
    // alice orders two cards onto her deck: she knows where they are.
    let top: Vec<CardId> = g.cards_in(deck()).to_vec();
    // (Set up from a saved state: a test edits the state there, never in a live game.)
    let mut saved = serde_json::to_value(g.state()).unwrap();
    saved["cards"][top[4].index()]["known_by"] =
        serde_json::to_value(ryoiki_core::PlayerSet::only(PlayerId(0))).unwrap();
    let saved: ryoiki_core::State = serde_json::from_value(saved).unwrap();
    let mut g = Game::from_state(&PMV, saved).expect("a state of this game");
    let before: Vec<_> = (0..2)
        .map(|p| {
            top.iter()
                .map(|&c| g.handle(PlayerId(p), c))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(g.sees_front(PlayerId(0), top[4]));
    shuffle(&mut g);
    for &c in &top {
        assert!(!g.sees_front(PlayerId(0), c), "alice still knows {c}");
        assert!(g.state().card(c).known_by.is_empty());
    }
    for p in 0..2 {
        for (i, &c) in top.iter().enumerate() {
            assert_ne!(
                g.handle(PlayerId(p), c),
                before[p as usize][i],
                "handle kept by p{p}"
            );
        }
    }
}
