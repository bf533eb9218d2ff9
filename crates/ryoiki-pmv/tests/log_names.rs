//! PMV's zone names appear in the log in English and in Japanese (冥界 for the
//! underworld), as the rule set declares them.

use ryoiki_core::{
    Action, CardDef, CardSetup, Game, Lang, PlayerId, Setup, SetupPlace, Side, ZoneId,
};
use ryoiki_pmv::{PMV, zones};

#[test]
fn a_move_to_the_underworld_is_logged_in_both_languages() {
    let hand = ZoneId {
        kind: zones::HAND,
        player: Some(PlayerId(0)),
    };
    let mut g = Game::new(
        &PMV,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![CardSetup::new(
                CardDef::single(Side::new("Ember Sprite", &["character"])),
                PlayerId(0),
                SetupPlace::Zone(hand),
            )],
            ..Setup::default()
        },
    )
    .expect("valid setup");
    let object = g.object_of(ryoiki_core::CardId(0)).expect("exists");
    let mut events = Vec::new();
    g.apply(
        Action::move_to(PlayerId(0), object, zones::UNDERWORLD),
        &mut events,
    )
    .expect("accepted");
    let en: Vec<String> = events.iter().map(|e| g.render_event(e, Lang::En)).collect();
    let ja: Vec<String> = events.iter().map(|e| g.render_event(e, Lang::Ja)).collect();
    assert!(
        en.iter()
            .any(|l| l.contains("alice's hand") && l.contains("alice's underworld")),
        "{en:?}"
    );
    assert!(
        ja.iter()
            .any(|l| l.contains("aliceの手札") && l.contains("aliceの冥界")),
        "{ja:?}"
    );
}
