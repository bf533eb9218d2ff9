//! The frame of a Force of Will game through the engine: the start, whose move it is,
//! what a table may take, the outcome in the view and through the game-over hook.

use ryoiki_core::{
    Action, CardDef, CardSetup, Flow, Game, GameAction, PlayerId, RuleSet, Setup, SetupPlace, Side,
    ZoneId,
};
use ryoiki_fow::zones::{HAND, MAIN_DECK};
use ryoiki_fow::{FOW, FowPublic, FowState};
use ryoiki_frame::FrameAction;

const ALICE: PlayerId = PlayerId(0);
const BOB: PlayerId = PlayerId(1);

fn game(seed: u64) -> Game {
    let mut cards = Vec::new();
    for p in [ALICE, BOB] {
        for i in 0..12 {
            cards.push(CardSetup::new(
                CardDef::single(Side::new(format!("Wolf {}-{i}", p.0), &["resonator"])),
                p,
                SetupPlace::zone(MAIN_DECK, Some(p)),
            ));
        }
    }
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        cards,
        seed,
        ..Setup::default()
    };
    Game::new(&FOW, setup).expect("valid setup")
}

fn act(g: &mut Game, p: PlayerId, a: FrameAction) {
    let mut log = Vec::new();
    g.apply(Action::Game(GameAction::new(p, a)), &mut log)
        .expect("the frame's action is legal");
}

/// The start a table lists: a random first player, shuffled decks, mulligans.
fn start() -> FrameAction {
    FrameAction::StartGame {
        first: None,
        shuffle: true,
        hand: None,
        mulligan: true,
    }
}

/// A start that leaves the mulligans out, `first` going first.
fn start_kept(first: Option<PlayerId>) -> FrameAction {
    FrameAction::StartGame {
        first,
        shuffle: true,
        hand: None,
        mulligan: false,
    }
}

fn frame_public(g: &Game) -> FowPublic {
    g.view(ALICE)
        .public()
        .and_then(|t| t.get::<FowPublic>().cloned())
        .expect("a started game shows its frame")
}

fn hand(g: &Game, p: PlayerId) -> usize {
    g.state()
        .zone(ZoneId {
            kind: HAND,
            player: Some(p),
        })
        .map_or(0, |z| z.cards.len())
}

/// Before `start-game` nothing changes: no one's turn, nothing in the view's public
/// section, and start-game is what the frame lists for every seat.
#[test]
fn before_the_start_the_game_is_as_it_was() {
    let g = game(1);
    assert_eq!(FOW.to_act(g.state()), None);
    assert!(!FOW.game_over(g.state()));
    assert!(g.view(ALICE).public().is_none());
    for p in [ALICE, BOB] {
        let listed: Vec<FrameAction> = FOW
            .process()
            .expect("FoW has a process")
            .table_actions(&g, p)
            .into_iter()
            .filter_map(|a| a.action.get::<FrameAction>().cloned())
            .collect();
        assert_eq!(listed, [start()]);
    }
}

/// The first player comes from the game's RNG: the same seed picks the same player,
/// and over many seeds both players go first.
#[test]
fn the_first_player_is_drawn_from_the_games_rng() {
    let first = |seed| {
        let mut g = game(seed);
        act(&mut g, ALICE, start());
        g.state()
            .ext::<FowState>()
            .frame
            .as_ref()
            .expect("started")
            .first
    };
    let firsts: Vec<PlayerId> = (0..40).map(first).collect();
    assert!(
        firsts.contains(&ALICE) && firsts.contains(&BOB),
        "{firsts:?}"
    );
    assert_eq!(firsts, (0..40).map(first).collect::<Vec<_>>());
}

/// The turn player keeps the move through several actions and phases; only passing the
/// turn hands it on, and the next turn begins with a draw.
#[test]
fn the_move_stays_with_the_turn_player_until_they_pass() {
    let mut g = game(7);
    act(&mut g, BOB, start_kept(Some(ALICE)));
    assert_eq!((hand(&g, ALICE), hand(&g, BOB)), (5, 5));
    for _ in 0..3 {
        act(&mut g, ALICE, FrameAction::NextPhase);
        assert_eq!(FOW.to_act(g.state()), Some(ALICE));
    }
    assert_eq!(frame_public(&g).frame.phase, "end");
    let p = FOW.process().expect("process");
    let pass = ryoiki_core::Typed::new(FrameAction::PassTurn);
    assert_eq!(p.flow(&pass), Flow::HandsOn);
    assert_eq!(
        p.flow(&ryoiki_core::Typed::new(FrameAction::Concede)),
        Flow::Leaves
    );
    // Only the turn player is offered the turn's actions.
    let offered = |who| {
        p.table_actions(&g, who)
            .into_iter()
            .filter_map(|a| a.action.get::<FrameAction>().cloned())
            .collect::<Vec<_>>()
    };
    assert!(offered(ALICE).contains(&FrameAction::PassTurn));
    assert!(!offered(BOB).contains(&FrameAction::PassTurn));
    assert!(offered(BOB).contains(&FrameAction::Concede));
    act(&mut g, ALICE, FrameAction::PassTurn);
    assert_eq!(FOW.to_act(g.state()), Some(BOB));
    assert_eq!(hand(&g, BOB), 6, "bob draws at the start of his turn");
    let view = frame_public(&g).frame;
    assert_eq!((view.turn, view.turn_player.as_str()), (2, "bob"));
}

/// Life reaching 0 ends the game: the winner is in the view and the game-over hook says
/// so; the move goes to no one.
#[test]
fn zero_life_declares_the_other_player_winner() {
    let mut g = game(3);
    act(&mut g, ALICE, start_kept(None));
    act(
        &mut g,
        BOB,
        FrameAction::AdjustLife {
            player: ALICE,
            by: -4000,
        },
    );
    assert!(FOW.game_over(g.state()));
    assert_eq!(FOW.to_act(g.state()), None);
    let view = frame_public(&g).frame;
    assert_eq!(view.winner.as_deref(), Some("bob"));
    assert_eq!(view.life.get("alice"), Some(&0));
    // Refused actions change nothing and name what they lack.
    let before = g.state().clone();
    let err = g
        .apply(
            Action::Game(GameAction::new(BOB, FrameAction::PassTurn)),
            &mut Vec::new(),
        )
        .expect_err("the game is over");
    assert!(err.to_string().contains("not over"), "{err}");
    assert_eq!(
        serde_json::to_string(g.state()).ok(),
        serde_json::to_string(&before).ok()
    );
}

/// The seat's answers to the mulligan, from the table's listing.
fn answers(g: &Game, p: PlayerId) -> Vec<ryoiki_core::SeatAction> {
    g.seat_actions(p)
        .into_iter()
        .filter(|a| matches!(a, ryoiki_core::SeatAction::Answer { .. }))
        .collect()
}

/// After start-game each player in turn from the first is offered the mulligan as
/// answers (keep, or one card of the hand), and nothing of the turn is offered before
/// both have kept; answering with cards keeps the hand at 5 and the main deck at 7.
#[test]
fn the_mulligan_is_answered_seat_by_seat_before_the_first_turn() {
    let mut g = game(11);
    act(
        &mut g,
        BOB,
        FrameAction::StartGame {
            first: Some(BOB),
            shuffle: true,
            hand: None,
            mulligan: true,
        },
    );
    assert!(g.pending().is_some_and(|d| d.decider == BOB));
    assert_eq!(answers(&g, BOB).len(), 6, "keep and each of the five cards");
    assert!(answers(&g, ALICE).is_empty());
    assert_eq!(
        frame_public(&g).frame.turn,
        0,
        "no turn before the mulligans"
    );
    // Bob puts two cards on the bottom (the last option twice), then keeps.
    for _ in 0..2 {
        let a = answers(&g, BOB);
        g.apply_seat(BOB, a.last().expect("a card"), &mut Vec::new())
            .expect("a listed answer");
    }
    assert_eq!(hand(&g, BOB), 3);
    let keep = answers(&g, BOB)[0].clone();
    g.apply_seat(BOB, &keep, &mut Vec::new()).expect("keep");
    assert_eq!(hand(&g, BOB), 5, "two drawn for the two put on the bottom");
    assert!(g.pending().is_some_and(|d| d.decider == ALICE));
    let keep = answers(&g, ALICE)[0].clone();
    g.apply_seat(ALICE, &keep, &mut Vec::new()).expect("keep");
    assert!(g.pending().is_none());
    let view = frame_public(&g).frame;
    assert_eq!((view.turn, view.turn_player.as_str()), (1, "bob"));
    assert_eq!((hand(&g, ALICE), hand(&g, BOB)), (5, 5));
}
