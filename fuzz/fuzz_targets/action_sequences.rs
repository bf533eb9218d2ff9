//! Fuzz target: arbitrary bytes decoded into a game (Force of Will, Phantom Magic Vision,
//! or Magic in one of its Planechase variants: every game and variant of the list) and a sequence of actions (legal picks and
//! arbitrary client actions). Never a panic; every card stays in exactly one place; a
//! listed action applies; a refused action changes nothing; no view leaks.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ryoiki_core::{NullSink, PlayerId};
use ryoiki_scenario::leak::LeakCheck;
use ryoiki_soak::{action_player, random_action, soak_start};


fuzz_target!(|data: &[u8]| {
    let first = data.first().copied().unwrap_or(0);
    let games = ryoiki_games::every_variant();
    let (kind, variant) = games[first as usize % games.len()];
    let rules = kind.rules();
    let start = soak_start(kind, variant, u64::from(first / 6)).expect("known variant");
    let mut game = start.game(rules).expect("valid");
    let names: Vec<String> = (0..game.state().cards().len()).map(|i| format!("c{i}")).collect();
    let mut sink = NullSink;
    // What each player was shown, step by step (knowledge once given is not taken back:
    // a plane seen face up may be named after it left the game); the opening is learned
    // first.
    let mut leaks = LeakCheck::new();
    assert!(leaks.check(&game, &names).is_empty(), "the opening leaks");
    for chunk in data.chunks(8).skip(1) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        let r = u64::from_le_bytes(word);
        let players = game.state().players().len() as u64;
        let p = PlayerId((r % players) as u8);
        if r & 0x100 != 0 {
            let legal = game.legal_actions(game.pending().map(|d| d.decider).unwrap_or(p));
            if let Some(a) = legal.get((r >> 9) as usize % legal.len().max(1)) {
                let who = action_player(&game, a);
                game.apply_as(who, a.clone(), &mut sink).expect("a listed action applies");
            }
        } else {
            let a = random_action(&game, [r, r.rotate_left(17), r.rotate_left(31), r.rotate_left(47)]);
            let before = game.state().clone();
            if game.apply(a, &mut sink).is_err() {
                assert!(&before == game.state(), "a refused action changed the state");
            }
        }
        assert!(game.state().check_conservation().is_empty());
        let leaked = leaks.check(&game, &names);
        assert!(leaked.is_empty(), "{leaked:?}");
    }
});
