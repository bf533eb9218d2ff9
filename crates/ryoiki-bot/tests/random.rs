//! The random bot on the listed games: it never takes an action that leaves the game,
//! and it is deterministic from its seed.

use ryoiki_bot::{Bot, RandomBot, Turn, find, kinds_for};
use ryoiki_core::{Flow, Game, ViewKey};
use ryoiki_games::GameKind;
use ryoiki_games::table::to_move_listed;

/// Plays `steps` actions of `kind`'s sample game with random bots from `seed`; the
/// picks, and how many turns listed a leaving action.
fn play(kind: GameKind, seed: u64, steps: usize) -> (Vec<usize>, usize) {
    let sample = kind.sample(None, seed).unwrap();
    let mut game = Game::new_with_key(kind.rules(), sample.setup, ViewKey::new(seed, 9)).unwrap();
    for a in sample.opening {
        game.apply(a, &mut ryoiki_core::NullSink).unwrap();
    }
    let mut bots: Vec<RandomBot> = (0..game.state().players().len())
        .map(|p| RandomBot::new(seed + p as u64))
        .collect();
    let (mut picks, mut leaving_listed) = (Vec::new(), 0);
    let mut last = None;
    for _ in 0..steps {
        if game.rules().game_over(game.state()) {
            break;
        }
        let Some((seat, list, listing)) = to_move_listed(&game, last) else {
            break;
        };
        let turn = Turn::new(&game, &list, &listing);
        if (0..list.len()).any(|i| turn.flow(i) == Flow::Leaves) {
            leaving_listed += 1;
        }
        let Some(i) = bots[seat.index()].choose(&turn) else {
            break;
        };
        assert_ne!(
            turn.flow(i),
            Flow::Leaves,
            "{}: picked {:?}",
            kind.key(),
            list[i]
        );
        if turn.answers().next().is_some() {
            assert!(
                matches!(list[i], ryoiki_core::SeatAction::Answer { .. }),
                "a pending decision is answered first"
            );
        }
        picks.push(i);
        let (_, action) = game.seat_pick(&listing, i).unwrap();
        game.apply(action, &mut ryoiki_core::NullSink).unwrap();
        last = Some(seat);
    }
    (picks, leaving_listed)
}

#[test]
fn the_random_bot_never_leaves_the_game() {
    // Magic lists leaving the game (901.10) to the seat to move almost every time.
    let (picks, leaving) = play(GameKind::named("mtg"), 5, 400);
    assert!(picks.len() > 100, "{}", picks.len());
    assert!(leaving > 100, "leaving was listed only {leaving} times");
    for kind in ryoiki_games::games() {
        play(kind, 2, 150);
    }
}

#[test]
fn the_same_seed_picks_the_same_actions() {
    let mtg = GameKind::named("mtg");
    assert_eq!(play(mtg, 11, 200), play(mtg, 11, 200));
    assert_ne!(play(mtg, 11, 200).0, play(mtg, 12, 200).0);
}

#[test]
fn a_paced_bot_hands_the_move_on_more_often() {
    let kind = GameKind::named("mtg");
    let sample = kind.sample(None, 1).unwrap();
    let mut game = Game::new_with_key(kind.rules(), sample.setup, ViewKey::new(1, 9)).unwrap();
    for a in sample.opening {
        game.apply(a, &mut ryoiki_core::NullSink).unwrap();
    }
    let (_, list, listing) = to_move_listed(&game, None).unwrap();
    let turn = Turn::new(&game, &list, &listing);
    let hands_on = (0..list.len()).find(|&i| turn.flow(i) == Flow::HandsOn);
    let hands_on = hands_on.expect("passing priority is listed");
    let count = |bot: &mut RandomBot| {
        (0..512)
            .filter(|_| bot.choose(&turn) == Some(hands_on))
            .count()
    };
    let uniform = count(&mut RandomBot::new(3));
    let paced = count(&mut RandomBot::paced(3, 128));
    // Half the time at once, and a share of the uniform picks besides.
    assert!(paced >= 200, "{paced}");
    assert!(paced > uniform, "{paced} {uniform}");
}

#[test]
fn bots_are_found_by_name_for_a_game() {
    assert_eq!(find("random", "mtg").unwrap().key, "random");
    let e = find("clever", "fow").unwrap_err();
    assert_eq!(e.to_string(), "no bot 'clever' for fow (the bots: random)");
    assert!(kinds_for("pmv").iter().any(|k| k.key == "random"));
    let bot = (find("random", "pmv").unwrap().make)(1);
    assert_eq!(bot.kind(), "random");
}

#[test]
fn a_turn_shows_the_view_the_seat_is_sent_and_nothing_else() {
    let kind = GameKind::named("mtg");
    let sample = kind.sample(None, 1).unwrap();
    let mut game = Game::new_with_key(kind.rules(), sample.setup, ViewKey::new(1, 9)).unwrap();
    for a in sample.opening {
        game.apply(a, &mut ryoiki_core::NullSink).unwrap();
    }
    let (seat, list, listing) = to_move_listed(&game, None).unwrap();
    let turn = Turn::new(&game, &list, &listing);
    assert_eq!(turn.seat(), seat);
    assert_eq!(
        turn.view_json(),
        serde_json::to_value(game.view(seat)).unwrap()
    );
    let check = ryoiki_games::seats::MessageCheck::new(&game, seat);
    assert!(check.words(&turn.view_json()).is_empty());
    assert!(turn.public().is_some(), "Magic shows its turn and life");
}
