//! Leyline of the Void, Rest in Peace, Soul Warden and Glorious Anthem written in Rust
//! with the core's custom-effect API, then a Wrath of God under Leyline of the Void.
//!
//! Run with `cargo run -p ryoiki-mtg --example custom_cards`. The cards' code is the
//! library's `ryoiki_mtg::custom`, which scenario files name by key.

use ryoiki_mtg::custom as cards;

use ryoiki_core::{
    Action, CardDef, CardFilter, CardId, CardSetup, CustomRef, Duration, EffectBody, Game, Lang,
    PlayerId, Progress, Setup, SetupPlace, Side,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::zones::{GRAVEYARD, IN_PLAY};

const ALICE: PlayerId = PlayerId(0);
const BOB: PlayerId = PlayerId(1);

fn permanent(name: &str, types: &[&str], owner: PlayerId, pt: Option<(i64, i64)>) -> CardSetup {
    let mut side = Side::new(name, types);
    if let Some((p, t)) = pt {
        side.numbers.insert("power".into(), p);
        side.numbers.insert("toughness".into(), t);
    }
    CardSetup::new(
        CardDef::single(side),
        owner,
        SetupPlace::zone(IN_PLAY, None),
    )
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut game = Game::new(
        &MTG,
        Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![
                permanent("Leyline of the Void", &["enchantment"], ALICE, None),
                permanent("Grizzly Bears", &["creature"], ALICE, Some((2, 2))),
                permanent("Serra Angel", &["creature"], BOB, Some((4, 4))),
            ],
            ..Setup::default()
        },
    )?;
    // The program registers its cards' code under stable keys.
    game.register_effect(
        cards::LEYLINE_OF_THE_VOID,
        std::sync::Arc::new(cards::LeylineOfTheVoid),
    );
    let leyline = game.object_of(CardId(0))?;
    let mut events = Vec::new();
    // Leyline of the Void's effect lasts while the Leyline stays in play.
    game.apply(
        Action::AddLasting {
            label: "Leyline of the Void".into(),
            controller: Some(ALICE),
            body: Box::new(EffectBody::Custom(CustomRef {
                key: cards::LEYLINE_OF_THE_VOID.into(),
                source: Some(leyline),
            })),
            until: Duration::WhileIn(leyline),
        },
        &mut events,
    )?;
    // Wrath of God: "Destroy all creatures." Bob's angel is removed from the game
    // instead; alice's bears go to her graveyard.
    let progress = game.apply(
        Action::move_all(
            ALICE,
            CardFilter {
                types: vec!["creature".into()],
                ..CardFilter::default()
            },
            Some(IN_PLAY),
            GRAVEYARD,
        ),
        &mut events,
    )?;
    assert!(matches!(progress, Progress::Done));
    for e in &events {
        println!("{}", game.render_event(e, Lang::En));
    }
    // Saved and restored: the program registers the same keys again.
    let saved = serde_json::to_string(game.state())?;
    let state = serde_json::from_str(&saved)?;
    let restored = Game::from_state_with(&MTG, state, cards::registry())?;
    println!(
        "restored with {} effect(s) in force",
        restored.state().effects().len()
    );
    Ok(())
}
