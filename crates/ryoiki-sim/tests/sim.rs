//! The simulator on a game that ends (Race, `toy/`) and on the listed games.

mod toy;

use ryoiki_core::PlayerId;
use ryoiki_sim::{End, Sim, SimReport};

fn run(sim: &Sim) -> SimReport {
    sim.run(&|_| {}).expect("the games begin")
}

/// The report's JSON without the two figures that depend on the machine.
fn json(r: &SimReport) -> serde_json::Value {
    let mut v = r.to_json();
    let m = v.as_object_mut().unwrap();
    m.remove("seconds");
    m.remove("games_per_second");
    v
}

#[test]
fn every_race_ends_with_a_winner_and_the_wins_are_counted() {
    let mut sim = toy::sim(5, &[]);
    sim.games = 60;
    let r = run(&sim);
    assert_eq!(r.records.len(), 60);
    let mut by_hand = [0u64; 2];
    for g in &r.records {
        // Bots never concede: every game ends at the goal, with one winner who has it.
        let End::Over { winners, cause } = &g.end else {
            panic!("game {} did not end: {:?}", g.index, g.end);
        };
        assert_eq!(cause, "goal", "game {}", g.index);
        let winners = winners.as_ref().expect("Race says who won");
        assert_eq!(winners.len(), 1, "game {}", g.index);
        by_hand[winners[0].index()] += 1;
        assert!(g.actions > 0);
        assert!(g.turns.is_some_and(|t| t >= 1));
    }
    let wins = r.wins();
    assert_eq!([wins[0].wins, wins[1].wins], by_hand);
    // Both seats win some games: the counting is not of one seat.
    assert!(by_hand[0] > 0 && by_hand[1] > 0, "{by_hand:?}");
    assert_eq!(r.draws(), 0);
    assert_eq!(r.undecided(), 0);
    assert_eq!(r.ends().get("goal"), Some(&60));
    for w in &wins {
        assert!((w.rate - w.wins as f64 / 60.0).abs() < 1e-12);
        assert!(w.low <= w.rate && w.rate <= w.high);
    }
    assert_eq!(wins[0].name, "ann");
    assert_eq!(wins[1].bot, "random");
}

#[test]
fn rule_ids_are_counted_from_the_events() {
    let mut sim = toy::sim(5, &[]);
    sim.games = 10;
    let r = run(&sim);
    let rules = r.rules();
    // A goal reached by taking: every game took at least one card, and no one conceded.
    assert!(
        rules.get("race-take").copied().unwrap_or(0) >= 1,
        "{rules:?}"
    );
    assert_eq!(rules.get("race-concede"), None);
    // The run's counts are the games' counts added up.
    let takes: u64 = r
        .records
        .iter()
        .map(|g| g.rules.get("race-take").copied().unwrap_or(0))
        .sum();
    assert_eq!(rules["race-take"], takes);
    for g in &r.records {
        let counted: u64 = ["race-take", "race-wait"]
            .iter()
            .map(|k| g.rules.get(k).copied().unwrap_or(0))
            .sum();
        assert!(counted <= g.actions, "game {}", g.index);
    }
}

#[test]
fn the_results_are_the_same_for_any_number_of_threads() {
    let mut sim = toy::sim(6, &[]);
    sim.games = 40;
    sim.seed = 7;
    let one = run(&sim);
    sim.jobs = 3;
    let three = run(&sim);
    assert_eq!(json(&one), json(&three));
    assert_eq!(one.records, three.records);
}

#[test]
fn the_same_seed_replays_the_same_games_and_another_seed_others() {
    let mut sim = toy::sim(6, &[]);
    sim.games = 12;
    sim.seed = 3;
    let a = run(&sim);
    let b = run(&sim);
    assert_eq!(a.records, b.records);
    sim.seed = 4;
    let c = run(&sim);
    assert_ne!(
        a.records.iter().map(|g| g.actions).collect::<Vec<_>>(),
        c.records.iter().map(|g| g.actions).collect::<Vec<_>>()
    );
}

#[test]
fn the_step_limit_stops_a_game_and_decides_nothing() {
    let mut sim = toy::sim(5, &[]);
    sim.games = 5;
    sim.step_limit = 1;
    let r = run(&sim);
    for g in &r.records {
        assert_eq!(g.end, End::StepLimit, "game {}", g.index);
        assert_eq!(g.actions, 1);
    }
    assert_eq!(r.undecided(), 5);
    assert!(r.wins().iter().all(|w| w.wins == 0));
    assert_eq!(r.ends().get("step-limit"), Some(&5));
}

#[test]
fn a_seat_that_may_only_leave_ends_the_game_for_the_bot_never_leaves() {
    // No cards: the seat to move may only concede.
    let mut sim = toy::sim(0, &[]);
    sim.games = 3;
    let r = run(&sim);
    for g in &r.records {
        assert_eq!(g.end, End::OnlyLeaving { seat: PlayerId(0) });
        assert_eq!(g.actions, 0);
    }
    assert_eq!(r.ends().get("only-leaving"), Some(&3));
}

#[test]
fn a_game_no_seat_can_move_on_is_reported_stalled() {
    let mut sim = toy::sim(0, &["no_concede"]);
    sim.games = 2;
    let r = run(&sim);
    assert!(r.records.iter().all(|g| g.end == End::Stalled));
    assert_eq!(r.ends().get("stalled"), Some(&2));
}

#[test]
fn the_checks_find_nothing_wrong_in_race_and_in_the_listed_games() {
    let mut sim = toy::sim(5, &[]);
    sim.games = 6;
    sim.check = true;
    let r = run(&sim);
    assert_eq!(r.violations().count(), 0, "{:?}", r.violations().next());
    for kind in ryoiki_games::games() {
        let mut sim = Sim::sample(kind, None).unwrap();
        sim.games = 2;
        sim.step_limit = 60;
        sim.check = true;
        let r = run(&sim);
        let first = r
            .violations()
            .next()
            .map(|(g, v)| format!("game {g}: {}", v.problem));
        assert_eq!(r.violations().count(), 0, "{}: {first:?}", kind.key());
        assert_eq!(r.records.len(), 2);
    }
}

#[test]
fn a_variant_the_game_lacks_is_refused_before_any_game() {
    let e = Sim::sample(ryoiki_games::GameKind::named("fow"), Some("grand-melee"))
        .expect_err("fow has no variants");
    assert_eq!(e.to_string(), "fow has no variant 'grand-melee'");
}

#[test]
fn the_rule_ids_no_game_cited_are_listed_in_catalogue_order() {
    let mut sim = toy::sim(5, &[]);
    sim.games = 10;
    sim.catalogue = vec!["race-concede", "race-take", "race-unused", "race-wait"];
    let r = run(&sim);
    // Bots never concede, and nothing cites an id the rules never emit; every game
    // takes a card.
    let cited = r.rules();
    let expected: Vec<&str> = sim
        .catalogue
        .iter()
        .copied()
        .filter(|id| !cited.contains_key(id))
        .collect();
    assert!(expected.contains(&"race-concede") && expected.contains(&"race-unused"));
    assert!(!expected.contains(&"race-take"));
    assert_eq!(r.never_cited(), expected);
    assert_eq!(json(&r)["never_cited"], serde_json::json!(expected));
    // The sample games know their game's catalogue.
    let mtg = Sim::sample(ryoiki_games::GameKind::named("mtg"), None).unwrap();
    assert!(
        mtg.catalogue.contains(&"mtg-2009-308.2a"),
        "{:?}",
        mtg.catalogue
    );
}

#[test]
fn fow_and_pmv_games_are_won_by_the_player_their_frame_names() {
    for key in ["fow", "pmv"] {
        let mut sim = Sim::sample(ryoiki_games::GameKind::named(key), None).unwrap();
        sim.games = 6;
        let r = run(&sim);
        for g in &r.records {
            let End::Over { winners, cause } = &g.end else {
                panic!("{key} game {} did not end: {:?}", g.index, g.end);
            };
            // The frame names one winner (the last player remaining), and the turn is
            // read from the frame too.
            assert_eq!(cause, "last-standing", "{key} game {}", g.index);
            assert_eq!(
                winners.as_ref().map(Vec::len),
                Some(1),
                "{key} game {}",
                g.index
            );
            assert!(g.turns.is_some_and(|t| t >= 1), "{key} game {}", g.index);
        }
        assert_eq!(r.undecided(), 0, "{key}");
    }
}
