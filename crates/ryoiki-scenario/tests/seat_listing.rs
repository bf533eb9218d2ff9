//! A seat's listing in its compact form (`SeatListing`) gives back exactly what listing
//! again would, at every step of random games of every game and Magic variant: the same
//! list, the same action at each index with the same engine action behind it, and the
//! game's own actions that hand the move on (Magic: passing priority) or leave the game.

use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Flow, Game, PlayerId, SeatAction, ViewKey};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::protocol::{to_move, to_move_listed};

fn game(kind: GameKind, variant: Option<&str>, seed: u64) -> Game {
    let start = kind.sample(variant, seed).unwrap();
    let mut g = Game::new_with_key(kind.rules(), start.setup, ViewKey::new(seed, 5)).unwrap();
    for a in start.opening {
        g.apply(a, &mut Vec::new()).unwrap();
    }
    g
}

/// Magic's game action of this name, as a seat is offered it.
fn is_game_action(a: &SeatAction, name: &str) -> bool {
    matches!(a, SeatAction::Game { game } if game.json()["action"] == name)
}

fn check_game(kind: GameKind, variant: Option<&str>, seed: u64, steps: usize) -> usize {
    let mut g = game(kind, variant, seed);
    let mut r = seed ^ 0x5EA7;
    let mut last: Option<PlayerId> = None;
    let mut hands_on = 0;
    for step in 0..steps {
        let Some((p, list, listing)) = to_move_listed(&g, last) else {
            break;
        };
        let at = format!("{} {variant:?} seed {seed} step {step}", kind.key());
        // The same seat and list as listing the usual way.
        let (q, plain) = to_move(&g, last).unwrap();
        assert_eq!((p, &list), (q, &plain), "{at}");
        assert_eq!(listing.seat(), p, "{at}");
        assert_eq!(listing.len(), list.len(), "{at}");
        // The list again, from the compact form alone.
        assert_eq!(g.seat_actions_listed(&listing), list, "{at}");
        // Actions by index: a few of them, the first and the last included.
        let n = list.len();
        let mut picks = vec![
            0,
            n - 1,
            n / 2,
            (splitmix64_next(&mut r) % n as u64) as usize,
        ];
        picks.dedup();
        for i in picks {
            let (seat_action, engine) = g.seat_pick(&listing, i).expect("a listed index");
            assert_eq!(seat_action, list[i], "{at}: pick {i}");
            assert_eq!(
                g.seat_to_engine(p, &list[i]).unwrap(),
                engine,
                "{at}: pick {i}"
            );
            assert_eq!(listing.flow(i), g.flow(&engine), "{at}: pick {i}");
            // As a client sends it back: its JSON (a game action's written from its typed
            // form only now), read again, is the same action with the same engine action.
            let sent: SeatAction =
                serde_json::from_str(&serde_json::to_string(&list[i]).unwrap()).unwrap();
            assert_eq!(sent, list[i], "{at}: pick {i}");
            assert_eq!(
                g.seat_to_engine(p, &sent).unwrap(),
                engine,
                "{at}: pick {i}"
            );
        }
        assert!(g.seat_pick(&listing, n).is_none(), "{at}: past the end");
        // Every action that hands the move on or leaves is marked so, and nothing else.
        let passes: Vec<usize> = (0..n)
            .filter(|&i| {
                // Magic's pass, and the turn frame's (FoW, PMV).
                is_game_action(&list[i], "pass-priority") || is_game_action(&list[i], "pass-turn")
            })
            .collect();
        let leaves: Vec<usize> = (0..n)
            .filter(|&i| {
                is_game_action(&list[i], "leave-game") || is_game_action(&list[i], "concede")
            })
            .collect();
        assert_eq!(
            listing.with_flow(Flow::HandsOn).collect::<Vec<_>>(),
            passes,
            "{at}"
        );
        assert_eq!(
            listing.with_flow(Flow::Leaves).collect::<Vec<_>>(),
            leaves,
            "{at}"
        );
        hands_on += passes.len();
        // Play on with a random listed action, never leaving, taken by its index.
        let mut i = (splitmix64_next(&mut r) % n as u64) as usize;
        if leaves.contains(&i) {
            i = (i + 1) % n;
            if leaves.contains(&i) {
                break;
            }
        }
        let (_, engine) = g.seat_pick(&listing, i).unwrap();
        g.apply(engine, &mut Vec::new()).unwrap();
        last = Some(p);
    }
    hands_on
}

#[test]
fn a_compact_listing_gives_back_the_listed_actions() {
    for seed in 1..3 {
        // The turn frame's games hand the move on only once a random player has started
        // the game and played to the end of a turn, which 30 steps may or may not reach:
        // their listings are checked, whatever the count.
        check_game(GameKind::named("fow"), None, seed, 30);
        check_game(GameKind::named("pmv"), None, seed, 30);
        for v in [
            None,
            Some("two-headed-giant"),
            Some("grand-melee"),
            Some("single-planar-deck"),
        ] {
            let passes = check_game(GameKind::named("mtg"), v, seed, 30);
            assert!(passes > 0, "mtg {v:?}: passing priority was never listed");
        }
    }
}
