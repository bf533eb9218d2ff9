//! The spectator (`PlayerId::SPECTATOR`): a viewer who is no player sees only what is
//! public, over random games of every game and Magic variant.

mod common;

use common::starts;
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Game, PlayerId, Recorded, ViewKey};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::seats::{MessageCheck, SeatMessages, pick_seat_action};
use std::collections::BTreeSet;

/// What the spectator is shown now, checked against what the players may see.
/// Checks the spectator's view and the events it was told by the last step, judged
/// against what it may see now and what it was allowed to see before (`seen`: a card
/// every player saw face up may be named as it leaves, even to a place no one sees).
fn check_spectator(
    game: &Game,
    seen: &mut SeatMessages,
    step: usize,
    events: &[ryoiki_core::Event],
) {
    let spec = game.view(PlayerId::SPECTATOR);
    let players = game.state().players().len();
    let mut spec_handles = BTreeSet::new();
    for z in spec.zones() {
        // Counts are public (FoW 3.1.b.1): the spectator's equal player 0's.
        let seat = game.view(PlayerId(0)).zone(z.id()).unwrap();
        assert_eq!(
            z.count(),
            seat.count(),
            "step {step}: count of {:?}",
            z.id()
        );
        for c in z.cards() {
            spec_handles.insert(c.handle());
            if c.front().is_some() {
                for p in 0..players {
                    assert!(
                        game.sees_front(PlayerId(p as u8), c.card_id()),
                        "step {step}: the spectator sees the front of {:?}, which p{p} does not",
                        c.card_id()
                    );
                }
            }
        }
    }
    // Its handles are its own: no player's view lists one of them.
    for p in 0..players {
        for z in game.view(PlayerId(p as u8)).zones() {
            for c in z.cards() {
                assert!(!spec_handles.contains(&c.handle()), "step {step}");
            }
        }
    }
    // No decision's options, and no hidden identity in its view or its events.
    if let Some(p) = spec.pending() {
        assert!(
            p.options.is_empty(),
            "step {step}: a spectator is offered options"
        );
    }
    let check = MessageCheck::new(game, PlayerId::SPECTATOR);
    let view = serde_json::to_value(spec).unwrap();
    // The view but its public section: nothing the spectator may not know.
    let mut zones = view.clone();
    zones["public"] = serde_json::Value::Null;
    assert_eq!(check.problems(&zones), Vec::<String>::new(), "step {step}");
    // The public section is one text for every viewer: a name in it that the spectator
    // is flagged for must be one a seated player is flagged for too (an engine finding
    // about the public section, not about spectators; see the report of issue 12).
    for problem in check.problems(&view["public"]) {
        let told = problem.split_once(" is told ").map(|(_, t)| t.to_string());
        let shared = (0..players).any(|p| {
            MessageCheck::new(game, PlayerId(p as u8))
                .problems(&view["public"])
                .iter()
                .any(|q| q.split_once(" is told ").map(|(_, t)| t.to_string()) == told)
        });
        assert!(shared, "step {step}: only the spectator is told {problem}");
    }
    let said = serde_json::to_value(game.seat_events(PlayerId::SPECTATOR, events)).unwrap();
    assert_eq!(
        seen.check(game, PlayerId::SPECTATOR).problems(&said),
        Vec::<String>::new(),
        "step {step}: {said}"
    );
    assert!(game.seat_actions(PlayerId::SPECTATOR).is_empty());
    seen.learn_spectator(game);
}

#[test]
fn a_spectator_sees_only_what_every_player_sees() {
    for (kind, variant) in starts() {
        for seed in [1u64, 2, 3] {
            let start = kind.sample(variant, seed).unwrap();
            let mut rec =
                Recorded::start(kind.rules(), start.setup, ViewKey::new(seed, 5)).unwrap();
            for a in start.opening {
                rec.apply(a, &mut Vec::new()).unwrap();
            }
            let mut rng = seed ^ 0x5eed;
            let mut seen = SeatMessages::default();
            check_spectator(rec.game(), &mut seen, 0, &[]);
            for step in 1..=120 {
                let r = splitmix64_next(&mut rng);
                let Some((seat, action)) = pick_seat_action(rec.game(), r) else {
                    break;
                };
                let mut events = Vec::new();
                rec.apply_seat(seat, &action, &mut events).unwrap();
                check_spectator(rec.game(), &mut seen, step, &events);
            }
        }
    }
}

#[test]
fn a_spectator_sees_no_hand_but_its_count() {
    let start = GameKind::named("fow").sample(None, 4).unwrap();
    let game = Game::new_with_key(
        GameKind::named("fow").rules(),
        start.setup,
        ViewKey::new(1, 1),
    )
    .unwrap();
    let spec = game.view(PlayerId::SPECTATOR);
    let hands: Vec<_> = spec.zones().filter(|z| z.spec().key == "hand").collect();
    assert!(!hands.is_empty());
    let mut held = 0;
    for h in hands {
        held += h.count();
        assert_eq!(
            h.cards().count(),
            0,
            "a spectator is shown a card in a hand"
        );
    }
    assert!(held > 0, "the sample setup deals hands");
    // Each player sees its own hand.
    let own = game
        .view(PlayerId(0))
        .zones()
        .filter(|z| z.spec().key == "hand" && z.id().player == Some(PlayerId(0)))
        .map(|z| z.cards().count())
        .sum::<usize>();
    assert!(own > 0);
}
