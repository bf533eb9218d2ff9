//! Setups and saved states: every problem reported, a state round-trips.

use super::toy::*;
use ryoiki_core::*;

#[test]
fn a_setup_reports_every_problem() {
    let bad = Setup {
        players: vec!["a".into()],
        cards: vec![CardSetup {
            def: CardDef::single(Side::new("x", &[])),
            owner: PlayerId(3),
            place: SetupPlace::Zone(z(PILE, A)),
            side: 1,
            facing: None,
            orientation: Some(Orientation::Sideways),
            controller: None,
        }],
        ..Setup::default()
    };
    let err = Game::new(&TOY, bad).unwrap_err();
    assert!(matches!(
        err.problems[1],
        ryoiki_core::SetupProblem::OwnerNotSeated {
            owner: PlayerId(3),
            ..
        }
    ));
    let words: Vec<String> = err.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        words,
        vec![
            "card c0 (x) has no side 1",
            "card c0 (x) is owned by p3, who is not seated",
            "card c0 (x) is given an orientation, but pile has none",
        ]
    );
}

#[test]
fn a_state_serializes_and_round_trips() {
    let g = game(&[("x", A, HAND), ("y", B, PILE)]);
    let json = serde_json::to_string(g.state()).unwrap();
    let back: State = serde_json::from_str(&json).unwrap();
    assert!(&back == g.state());
}

#[test]
fn control_characters_in_names_are_setup_problems() {
    let setup = Setup {
        players: vec!["a\0".into(), "b".into()],
        cards: vec![CardSetup {
            def: CardDef::single(Side::new("bell\u{7}", &["thing"])),
            owner: A,
            place: SetupPlace::Zone(z(PILE, A)),
            side: 0,
            facing: None,
            orientation: None,
            controller: None,
        }],
        ..Setup::default()
    };
    let err = Game::new(&TOY, setup).unwrap_err();
    assert_eq!(
        err.problems,
        vec![
            SetupProblem::ControlCharacter {
                what: "player name",
                card: None,
                text: "a\0".into(),
                code: 0,
                kind: ryoiki_core::Unprintable::Control,
            },
            SetupProblem::ControlCharacter {
                what: "card name",
                card: Some(CardId(0)),
                text: "bell\u{7}".into(),
                code: 7,
                kind: ryoiki_core::Unprintable::Control,
            },
        ]
    );
    let shown: Vec<String> = err.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        shown,
        [
            "player name 'a\\0' contains a control character (U+0000)",
            "card name 'bell\\u{7}' contains a control character (U+0007)",
        ]
    );
}
