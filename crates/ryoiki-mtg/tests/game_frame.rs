//! A game of Magic played under the rules from `start-game` to its end by the actions a
//! table lists (issue #25): the seats are offered only game actions once it has begun
//! (unless `mode = "manual"`), and the game ends with a winner.

use ryoiki_core::{
    Action, CardDef, CardSetup, Game, GameOptions, NullSink, PlayerId, RuleSet, Setup, SetupPlace,
    Side,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::actions::MtgAction;
use ryoiki_mtg::ext::{EndCause, LossCause, MtgState};
use ryoiki_mtg::zones::LIBRARY;

fn library_card(name: &str, types: &[&str], owner: u8) -> CardSetup {
    CardSetup {
        def: CardDef::single(Side::new(name, types)),
        owner: PlayerId(owner),
        place: SetupPlace::zone(LIBRARY, Some(PlayerId(owner))),
        side: 0,
        facing: None,
        orientation: None,
        controller: None,
    }
}

fn setup(mode: Option<&str>, cards_each: usize) -> Setup {
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..cards_each {
            let (name, types): (&str, &[&str]) = if i % 2 == 0 {
                ("Forest", &["land"])
            } else {
                ("Grizzly Bears", &["creature"])
            };
            cards.push(library_card(name, types, p));
        }
    }
    let options: Vec<(&str, &str)> = mode.map(|m| ("mode", m)).into_iter().collect();
    Setup {
        players: vec!["alice".into(), "bob".into()],
        options: GameOptions::named(&options),
        seed: 5,
        cards,
        ..Setup::default()
    }
}

fn game_action(a: &Action) -> Option<&MtgAction> {
    match a {
        Action::Game(g) => g.action.get::<MtgAction>(),
        _ => None,
    }
}

/// A small deterministic generator (xorshift), so the test plays the same game each run.
struct Pick(u64);

impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The seat that has something to do now (the decider of a pending decision, else the
/// player the rules say is to act), and its legal actions.
fn mover(game: &Game) -> Option<(PlayerId, Vec<Action>)> {
    let p = match game.state().pending() {
        Some(d) => d.decider,
        None => MTG.to_act(game.state())?,
    };
    let legal = game.legal_actions(p);
    (!legal.is_empty()).then_some((p, legal))
}

#[test]
fn a_game_under_the_rules_is_played_to_a_winner_by_the_listed_actions_alone() {
    let mut game = Game::new(&MTG, setup(Some("rules"), 16)).expect("setup");
    let before = game.legal_actions(PlayerId(0));
    assert!(
        before
            .iter()
            .any(|a| game_action(a) == Some(&MtgAction::StartGame)),
        "mode = rules offers start-game before the game begins"
    );
    let start = before
        .into_iter()
        .find(|a| game_action(a) == Some(&MtgAction::StartGame))
        .expect("listed");
    game.apply_as(PlayerId(0), start, &mut NullSink)
        .expect("start-game");
    let mut pick = Pick(0x9e37_79b9);
    let mut actions = 0;
    let mut turns_seen = 0;
    while !MTG.game_over(game.state()) {
        actions += 1;
        assert!(actions < 50_000, "the game did not end");
        let (p, legal) = mover(&game).expect("someone always has something to do");
        for a in &legal {
            assert!(
                matches!(a, Action::Game(_) | Action::Answer { .. }),
                "only game actions and answers once the game has begun: {a:?}"
            );
        }
        // Nobody concedes here: the game must end by the rules (a library runs out).
        let choices: Vec<&Action> = legal
            .iter()
            .filter(|a| game_action(a) != Some(&MtgAction::Concede))
            .collect();
        let a = choices[pick.next(choices.len())].clone();
        game.apply_as(p, a.clone(), &mut NullSink)
            .unwrap_or_else(|e| panic!("{a:?} was listed but refused: {e}"));
        turns_seen = turns_seen.max(game.state().ext::<MtgState>().turn);
    }
    let ms = game.state().ext::<MtgState>();
    let outcome = ms.outcome.as_ref().expect("the game has an outcome");
    assert_eq!(outcome.cause, EndCause::LastStanding);
    assert_eq!(outcome.winners.len(), 1);
    let loser = PlayerId(1 - outcome.winners[0].0);
    assert_eq!(ms.seat(loser).lost, Some(LossCause::EmptyLibrary));
    // Sixteen cards, seven in the opening hand: at least nine turns of each player.
    assert!(turns_seen >= 18, "turns: {turns_seen}");
    for p in 0..2u8 {
        assert!(
            game.legal_actions(PlayerId(p)).is_empty(),
            "no action once the game is over"
        );
    }
}

#[test]
fn manual_mode_keeps_the_free_moves_after_the_start() {
    for (mode, free_after) in [(Some("manual"), true), (None, false)] {
        let mut game = Game::new(&MTG, setup(mode, 10)).expect("setup");
        let has_moves = |g: &Game| {
            (0..2u8).any(|p| {
                g.legal_actions(PlayerId(p))
                    .iter()
                    .any(|a| matches!(a, Action::Move { .. }))
            })
        };
        assert!(has_moves(&game), "{mode:?}: free moves before the start");
        let start = Action::Game(ryoiki_core::GameAction::new(
            PlayerId(0),
            MtgAction::StartGame,
        ));
        game.apply(start, &mut NullSink).expect("start-game");
        // Answer every start decision with its first option.
        while let Some((p, legal)) = mover(&game) {
            if !matches!(legal[0], Action::Answer { .. }) {
                break;
            }
            game.apply_as(p, legal[0].clone(), &mut NullSink)
                .expect("answer");
        }
        assert!(game.state().pending.is_none());
        assert_eq!(has_moves(&game), free_after, "{mode:?}");
        assert!(!MTG.free_moves(game.state()) || free_after);
    }
}
