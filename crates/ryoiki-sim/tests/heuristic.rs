//! The heuristic Magic bot in whole games with the sample decks: it beats the random
//! bot by a wide margin, two of them always finish a game, and a seed replays its games.

use ryoiki_games::GameKind;
use ryoiki_sim::{End, Sim, SimReport};
use std::path::PathBuf;

fn decks() -> Vec<(String, PathBuf)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../decks/mtg");
    vec![
        ("skyfire".into(), root.join("skyfire.txt")),
        ("grove".into(), root.join("grove.txt")),
    ]
}

/// Games of the two sample decks, `bots` by seat.
fn sim(bots: [&str; 2], games: u64, seed: u64) -> Sim {
    let mtg = GameKind::named("mtg");
    let mut sim = Sim::decks(mtg, &decks(), None).expect("the sample decks are good");
    sim.bots = bots
        .iter()
        .map(|b| ryoiki_bot::find(b, "mtg").expect("a bot of Magic"))
        .collect();
    sim.games = games;
    sim.seed = seed;
    sim
}

fn run(sim: &Sim) -> SimReport {
    sim.run(&|_| {}).expect("the games begin")
}

#[test]
fn the_heuristic_bot_beats_the_random_bot_from_either_seat() {
    // 100 games with the heuristic bot in each seat (each deck), fixed seeds.
    let mut wins = 0;
    let mut games = 0;
    for (seat, bots) in [(0, ["heuristic", "random"]), (1, ["random", "heuristic"])] {
        let r = run(&sim(bots, 100, 11));
        let w = &r.wins()[seat];
        assert_eq!(w.bot, "heuristic");
        wins += w.wins;
        games += r.records.len() as u64;
        // Every game ends, by a rule of the game.
        assert_eq!(r.undecided(), 0, "{:?}", r.ends());
    }
    let (low, _) = ryoiki_sim::wilson(wins, games);
    let rate = wins as f64 / games as f64;
    assert!(rate > 0.6 && low > 0.5, "{wins} of {games}, low {low}");
}

#[test]
fn two_heuristic_bots_always_finish_a_game() {
    let r = run(&sim(["heuristic", "heuristic"], 200, 5));
    for g in &r.records {
        let End::Over { winners, .. } = &g.end else {
            panic!(
                "game {} (seed {}) did not end: {:?}",
                g.index, g.seed, g.end
            );
        };
        // A winner or a draw (no winner), never "no one says".
        assert!(
            winners.as_ref().is_some_and(|w| w.len() <= 1),
            "game {}",
            g.index
        );
    }
    // Both decks win some: the bot plays both seats.
    let wins = r.wins();
    assert!(wins[0].wins > 0 && wins[1].wins > 0, "{wins:?}");
}

#[test]
fn the_same_seed_replays_the_same_games_on_any_number_of_threads() {
    let mut s = sim(["heuristic", "random"], 30, 9);
    let one = run(&s);
    s.jobs = 2;
    let two = run(&s);
    assert_eq!(one.records, two.records);
    assert_eq!(one.rules(), two.rules());
    s.seed = 10;
    let other = run(&s);
    assert_ne!(one.records, other.records);
}
