//! PMV's work does what it does whether or not anyone listens to its events: some steps
//! are skipped when the sink does not listen (the event is all they make), so a game
//! played with a [`NullSink`] must end exactly as the same game played with a listener.

use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Event, EventSink, Game, NullSink, PlayerId, Progress,
    Setup, SetupPlace, Side, ZoneId, ZoneKind,
};
use ryoiki_pmv::{PMV, zones};

fn card(name: &str, types: &[&str], abilities: &[&str], owner: u8, kind: ZoneKind) -> CardSetup {
    let mut side = Side::new(name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    CardSetup::new(
        CardDef::single(side),
        PlayerId(owner),
        SetupPlace::Zone(ZoneId {
            kind,
            player: Some(PlayerId(owner)),
        }),
    )
}

/// A knight with three set cards (one of them bob's, one set onto another set card),
/// whose discard abilities record, move a card away mid-cascade, and watch.
fn game() -> Game {
    let field = zones::FIELD;
    let mut g = Game::new(
        &PMV,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![
                card("Knight", &["character"], &[], 0, field),
                card(
                    "Sword",
                    &["equipment"],
                    &[
                        "auto-gamma: when-discarding: record sword",
                        "auto-gamma: when-being-discarded: move hand",
                    ],
                    0,
                    field,
                ),
                card("Rune", &["spell"], &[], 1, field),
                card(
                    "Charm",
                    &["talisman"],
                    &["auto-gamma: after-being-discarded: record charm"],
                    0,
                    field,
                ),
                card(
                    "Crow",
                    &["character"],
                    &["auto-gamma: any when-discarded: record crow"],
                    0,
                    field,
                ),
            ],
            ..Setup::default()
        },
    )
    .expect("valid setup");
    for (card, host) in [(1, 0), (2, 0), (3, 2)] {
        let attach = Action::Attach {
            player: PlayerId(0),
            card: g.object_of(CardId(card)).unwrap(),
            host: g.object_of(CardId(host)).unwrap(),
        };
        g.apply(attach, &mut NullSink).expect("attached");
    }
    g
}

/// Moves the knight to the underworld and answers every decision with its first option.
fn knight_leaves(g: &mut Game, sink: &mut dyn EventSink) {
    let knight = g.object_of(CardId(0)).unwrap();
    let mut progress = g
        .apply(
            Action::move_to(PlayerId(0), knight, zones::UNDERWORLD),
            sink,
        )
        .expect("accepted");
    while let Progress::Waiting(d) = progress {
        let answer = Action::Answer {
            player: d.decider,
            choice: d.options()[0],
        };
        progress = g.apply(answer, sink).expect("a listed option");
    }
}

#[test]
fn leaving_the_field_ends_the_same_with_or_without_a_listener() {
    let start = game();
    let mut heard = start.clone();
    let mut events: Vec<Event> = Vec::new();
    knight_leaves(&mut heard, &mut events);
    let mut quiet = start.clone();
    knight_leaves(&mut quiet, &mut NullSink);
    assert!(events.len() > 10, "the cascade happened: {events:?}");
    assert_eq!(quiet.state(), heard.state());
    let hand = ZoneId {
        kind: zones::HAND,
        player: Some(PlayerId(0)),
    };
    assert_eq!(heard.cards_in(hand).len(), 1, "the sword went to the hand");
}
