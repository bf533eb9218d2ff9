//! Whole games of Magic between random bots, as `ryoiki sim --game mtg --deck
//! decks/mtg/skyfire.txt --deck decks/mtg/grove.txt --seed 1 --jobs 1` plays them, as a
//! program for instruction counts under `valgrind --tool=callgrind` without building
//! the whole command line (its server among it):
//! `cargo build --release -p ryoiki-bench --example sim_loop` then
//! `valgrind --tool=callgrind target/release/examples/sim_loop 30`. It prints each game
//! as `ryoiki sim --each` does (index, seed, how it ended, the winners, its actions and
//! turns), so that two builds can be shown to play the same games. Like the command
//! line, it uses the system allocator.

use ryoiki_games::GameKind;
use ryoiki_sim::Sim;
use std::path::PathBuf;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(30);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../decks/mtg");
    let decks = vec![
        ("skyfire".to_string(), root.join("skyfire.txt")),
        ("grove".to_string(), root.join("grove.txt")),
    ];
    let mut sim = Sim::decks(GameKind::named("mtg"), &decks, None).expect("the sample decks");
    sim.games = games;
    sim.seed = 1;
    sim.jobs = 1;
    let report = sim.run(&|_| {}).expect("the games begin");
    let mut actions = 0;
    for g in &report.records {
        let winners = g.end.winners().map(|w| {
            w.iter()
                .map(|p| report.players[p.index()].as_str())
                .collect::<Vec<_>>()
                .join(", ")
        });
        println!(
            "game {} seed {}: {} winners {} after {} actions, turn {:?}",
            g.index,
            g.seed,
            g.end.cause(),
            winners.unwrap_or_default(),
            g.actions,
            g.turns
        );
        actions += g.actions;
    }
    println!(
        "{games} games, {actions} actions, {:.1} a game",
        actions as f64 / games.max(1) as f64
    );
}
