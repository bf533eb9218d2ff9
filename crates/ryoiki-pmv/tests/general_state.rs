//! The general processes keep the state plain data: a game with a card held aside by an
//! extraction and a split waiting for its next answer serializes and comes back equal,
//! every card is in exactly one place, and a refused answer changes nothing.

use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Choice, Game, NullSink, PlayerId, Setup, SetupPlace, Side,
    State, ZoneId,
};
use ryoiki_pmv::{PMV, zones};

fn game() -> Game {
    let zone = |kind| ZoneId {
        kind,
        player: Some(PlayerId(0)),
    };
    let card = |name: &str, kind| {
        CardSetup::new(
            CardDef::single(Side::new(name, &["character"])),
            PlayerId(0),
            SetupPlace::Zone(zone(kind)),
        )
    };
    Game::new(
        &PMV,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![
                card("a", zones::DECK),
                card("b", zones::DECK),
                card("c", zones::DECK),
                card("x", zones::UNDERWORLD),
                card("y", zones::UNDERWORLD),
            ],
            ..Setup::default()
        },
    )
    .expect("valid setup")
}

/// The core's general processes (extract, split …) are the core's typed actions, the
/// same for every rule set.
fn act(g: &mut Game, action: Action) {
    g.apply(action, &mut NullSink).expect("accepted");
}

#[test]
fn extraction_and_pending_split_round_trip() {
    let mut g = game();
    let b = g.object_of(CardId(1)).unwrap();
    act(
        &mut g,
        Action::Extract {
            player: PlayerId(0),
            card: b,
            label: None,
        },
    );
    let x = g.object_of(CardId(3)).unwrap();
    let y = g.object_of(CardId(4)).unwrap();
    act(
        &mut g,
        Action::Split {
            player: PlayerId(0),
            cards: vec![x, y],
            count: 2,
            label: None,
        },
    );
    assert!(g.pending().is_some());
    assert!(g.state().check_conservation().is_empty());
    let json = serde_json::to_string(g.state()).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    // PMV's own state comes back as saved JSON until the rule set decodes it.
    let restored = Game::from_state(&PMV, back).expect("PMV decodes its own state");
    assert_eq!(restored.state(), g.state());

    // An answer that is not an option is refused and changes nothing.
    let before = g.state().clone();
    let err = g.apply(
        Action::Answer {
            player: PlayerId(0),
            choice: Choice::Option(7),
        },
        &mut NullSink,
    );
    assert!(err.is_err());
    assert_eq!(&before, g.state());
}

#[test]
fn an_unreadable_ability_refuses_the_setup_naming_the_card() {
    let mut side = Side::new("Broken Golem", &["character"]);
    side.abilities = vec!["auto-gamma: when-teleporting: record x".into()];
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        cards: vec![CardSetup::new(
            CardDef::single(side),
            PlayerId(0),
            SetupPlace::zone(zones::DECK, Some(PlayerId(0))),
        )],
        ..Setup::default()
    };
    let err = Game::new(&PMV, setup).expect_err("the ability cannot be read");
    assert_eq!(err.problems.len(), 1);
    let text = err.problems[0].to_string();
    assert!(
        matches!(err.problems[0], ryoiki_core::SetupProblem::Rules(_))
            && text.contains("c0 (Broken Golem)")
            && text.contains("when-teleporting"),
        "{text}"
    );
}
