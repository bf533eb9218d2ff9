//! The seat protocol of `ryoiki play`, driven as a client would drive it.

use ryoiki_core::{Recorded, ViewKey};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::protocol::{End, Player, Session};
use serde_json::Value;

fn session(g: GameKind, v: Option<&str>, seed: u64) -> Session {
    let start = g.sample(v, seed).unwrap();
    let mut rec = Recorded::start(g.rules(), start.setup, ViewKey::new(seed, 3)).unwrap();
    for a in start.opening {
        rec.apply(a, &mut Vec::new()).unwrap();
    }
    let n = rec.game().state().players().len();
    let mut seats = vec![Player::Random; n];
    seats[0] = Player::Client;
    let mut s = Session::new(rec, seats, seed);
    s.limit = 120;
    s.check_leaks = true;
    s
}

#[test]
fn a_client_plays_every_game_through_the_protocol_and_is_told_nothing_hidden() {
    for g in GameKind::all() {
        let mut vs: Vec<Option<&str>> = vec![None];
        vs.extend(g.variants().into_iter().map(Some));
        for v in vs {
            for first in [false, true] {
                let mut s = session(g, v, 4);
                // The client always picks the first or the last listed action.
                let mut lines = Vec::new();
                let last_len = std::cell::Cell::new(0usize);
                let mut input = std::iter::from_fn(|| {
                    Some(format!(
                        "{{\"pick\":{}}}",
                        if first {
                            0
                        } else {
                            last_len.get().saturating_sub(1)
                        }
                    ))
                });
                let end = {
                    let mut out = |l: &str| {
                        let v: Value = serde_json::from_str(l).unwrap();
                        if v["type"] == "turn" {
                            last_len.set(v["actions"].as_array().unwrap().len());
                        }
                        lines.push(v);
                    };
                    s.run(&mut input, &mut out)
                };
                assert!(
                    matches!(end, End::GameOver | End::Limit | End::Stuck),
                    "{g:?} {v:?}: {end:?}"
                );
                assert!(lines.iter().any(|l| l["type"] == "turn"), "{g:?} {v:?}");
                assert!(lines.iter().any(|l| l["type"] == "events"), "{g:?} {v:?}");
                assert_eq!(lines.last().unwrap()["type"], "end");
                assert!(
                    s.leaks.is_empty(),
                    "{g:?} {v:?}: {:#?}",
                    &s.leaks[..s.leaks.len().min(5)]
                );
            }
        }
    }
}
