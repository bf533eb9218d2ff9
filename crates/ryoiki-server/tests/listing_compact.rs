//! A table keeps a long listing whole (the engine's actions) while it is active and
//! only its marks once idle (`SeatListing::compact`): both give back the same list and
//! the same action at every index, at every step of random games of free moves (150–200
//! actions listed) and under the rules.

use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Game, PlayerId, ViewKey};
use ryoiki_scenario::protocol::to_move_listed;
use ryoiki_server::setup::{self, CreateRequest, Mode};

fn game(key: &str, mode: Mode, seed: u64) -> Game {
    let req = CreateRequest {
        game: key.to_string(),
        seed: Some(seed),
        mode: Some(mode),
        ..CreateRequest::default()
    };
    let start = setup::start(&req, seed).unwrap();
    let mut g = Game::new_with_key(start.kind.rules(), start.setup, ViewKey::new(seed, 3)).unwrap();
    for a in start.opening {
        g.apply(a, &mut Vec::new()).unwrap();
    }
    g
}

#[test]
fn a_compacted_listing_gives_back_what_the_whole_one_did() {
    let mut long = 0;
    for key in ["fow", "pmv", "mtg"] {
        for mode in [Mode::Manual, Mode::Rules] {
            let mut g = game(key, mode, 11);
            let mut r = 0x11u64;
            let mut last: Option<PlayerId> = None;
            for step in 0..40 {
                let Some((p, list, whole)) = to_move_listed(&g, last) else {
                    break;
                };
                let mut compact = whole.clone();
                compact.compact();
                if list.len() > 64 {
                    long += 1;
                    assert_ne!(compact, whole, "{key} step {step}: a long listing compacts");
                }
                let at = format!("{key} {mode:?} step {step}");
                assert_eq!(g.seat_actions_listed(&whole), list, "{at}");
                assert_eq!(g.seat_actions_listed(&compact), list, "{at}");
                for i in 0..list.len() {
                    assert_eq!(
                        g.seat_pick(&whole, i),
                        g.seat_pick(&compact, i),
                        "{at}: {i}"
                    );
                    assert_eq!(whole.flow(i), compact.flow(i), "{at}: {i}");
                }
                assert_eq!(g.seat_pick(&whole, list.len()), None, "{at}");
                let i = (splitmix64_next(&mut r) % list.len() as u64) as usize;
                let (_, engine) = g.seat_pick(&whole, i).unwrap();
                g.apply(engine, &mut Vec::new()).unwrap();
                last = Some(p);
            }
        }
    }
    assert!(long > 0, "no long listing was made");
}
