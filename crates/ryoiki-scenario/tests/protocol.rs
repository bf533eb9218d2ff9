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

#[test]
fn a_refused_client_line_is_told_in_english_and_in_japanese() {
    let mut s = session(GameKind::all()[0], None, 4);
    let lines_in = [
        "not json",
        "{\"pick\": 99999}",
        "{\"seat\": 99, \"pick\": 0}",
        "{}",
    ];
    let mut input = lines_in.iter().map(|l| l.to_string());
    let mut refused = Vec::new();
    let end = s.run(&mut input, &mut |l: &str| {
        let v: Value = serde_json::from_str(l).unwrap();
        if v["type"] == "refused" {
            refused.push(v);
        }
    });
    assert_eq!(end, End::InputClosed);
    assert_eq!(refused.len(), 4, "{refused:#?}");
    let japanese = |s: &str| s.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c));
    let wanted = [
        ("not a client message: ", "クライアントのメッセージではない"),
        ("pick 99999 is outside the ", "範囲外"),
        ("not p99's", "席p99の番ではない"),
        ("send either an action or a pick", "どちらか一方"),
    ];
    for (r, (en, ja)) in refused.iter().zip(wanted) {
        let (e, j) = (
            r["error"].as_str().unwrap(),
            r["error_ja"].as_str().unwrap(),
        );
        assert!(e.contains(en) && !japanese(e), "{r}");
        assert!(j.contains(ja) && japanese(j), "{r}");
    }
}
