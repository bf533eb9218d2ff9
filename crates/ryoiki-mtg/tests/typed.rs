//! Magic on the core's typed seam: what a player's view shows of Magic's own state
//! (names, never engine ids), events rendered in English and Japanese, a game saved as
//! JSON and restored with a decision pending (217.1d), and the action names the loader
//! knows.

use ryoiki_core::{
    Action, CardDef, CardSetup, Choice, Event, EventKind, Facing, Game, GameAction, GameOptions,
    Lang, PlayerId, RuleSet, Setup, SetupPlace, Side, State, ZoneId,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::actions::{Face, MtgAction, Names};
use ryoiki_mtg::ext::MtgState;
use ryoiki_mtg::zones::{COMMAND, GRAVEYARD, IN_PLAY};

fn card(name: &str, types: &[&str], abilities: &[&str], owner: u8, kind: u16) -> CardSetup {
    let mut side = Side::new(name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    CardSetup {
        def: CardDef::single(side),
        owner: PlayerId(owner),
        place: SetupPlace::zone(ryoiki_core::ZoneKind(kind), None),
        side: 0,
        facing: (kind == COMMAND.0).then_some(Facing::FaceDown),
        orientation: None,
        controller: None,
    }
}

fn planechase() -> Game {
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..10 {
            let abilities: &[&str] = if i == 9 {
                &["chaos: you gain-life 2"]
            } else {
                &[]
            };
            cards.push(card(
                &format!("Plane {p}-{i}"),
                &["plane"],
                abilities,
                p,
                COMMAND.0,
            ));
        }
    }
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        // The test names the plane on top of alice's deck: keep the set-up order.
        options: GameOptions {
            tournament: false,
            extra: [("planar_shuffle".to_string(), "none".to_string())].into(),
        },
        seed: 3,
        cards,
        ..Setup::default()
    };
    Game::new(&MTG, setup).expect("setup")
}

fn act(game: &mut Game, player: u8, action: MtgAction) -> Vec<Event> {
    let mut events = Vec::new();
    game.apply(
        Action::Game(GameAction::new(PlayerId(player), action)),
        &mut events,
    )
    .expect("accepted");
    events
}

#[test]
fn the_view_shows_magics_public_state_by_name() {
    let mut game = planechase();
    act(&mut game, 0, MtgAction::StartPlanechase);
    act(
        &mut game,
        0,
        MtgAction::RollPlanarDie {
            face: Some(Face::Chaos),
        },
    );
    let view = serde_json::to_value(game.view(PlayerId(1))).expect("view");
    let public = &view["public"];
    assert_eq!(public["turn"], 1);
    assert_eq!(public["active"], "alice");
    assert_eq!(public["phase"], "precombat-main");
    assert_eq!(public["priority"], "alice");
    assert_eq!(public["life"]["bob"], 20);
    assert_eq!(public["rolls"]["alice"], 1);
    assert_eq!(public["planar_controllers"][0], "alice");
    assert_eq!(public["planar_die"], "chaos");
    assert_eq!(public["stack"][0]["name"], "Plane 0-9");
    assert_eq!(public["stack"][0]["kind"], "chaos");
    assert_eq!(public["stack"][0]["controller"], "alice");
    assert!(
        public["stack"][0]["source"]
            .as_str()
            .is_some_and(|h| h.parse::<ryoiki_core::Handle>().is_ok()),
        "a handle, as a string: {public}"
    );
    let text = public.to_string();
    assert!(
        !text.contains("generation") && !text.contains("\"card\""),
        "no engine ids: {text}"
    );
}

#[test]
fn events_render_in_english_and_japanese() {
    let mut game = planechase();
    act(&mut game, 0, MtgAction::StartPlanechase);
    let events = act(
        &mut game,
        0,
        MtgAction::RollPlanarDie {
            face: Some(Face::Planeswalker),
        },
    );
    let lines = |lang| -> Vec<String> {
        events
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Game(_)))
            .map(|e| game.render_event(e, lang))
            .collect()
    };
    let en = lines(Lang::En).join("\n");
    let ja = lines(Lang::Ja).join("\n");
    assert!(en.contains("alice rolls the planar die as a special action: planeswalker"));
    assert!(ja.contains("次元ダイス"), "{ja}");
    assert!(ja.contains("プレインズウォーク能力"), "{ja}");
    assert!(ja.contains("優先権"), "{ja}");
}

#[test]
fn a_saved_game_restores_its_pending_choice() {
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        options: GameOptions::default(),
        seed: 5,
        cards: vec![card("Hill Ox", &["creature"], &[], 1, IN_PLAY.0)],
        ..Setup::default()
    };
    let mut game = Game::new(&MTG, setup).expect("setup");
    let ox = game.state().object(ryoiki_core::CardId(0));
    let destroy = MtgAction::Destroy {
        card: ox,
        by: Some(Names::Many(vec![
            "Doom Bolt".into(),
            "Crushing Tide".into(),
        ])),
    };
    act(&mut game, 0, destroy);
    assert!(
        game.pending().is_some(),
        "bob chooses which effect moves it"
    );
    let json = serde_json::to_string(game.state()).expect("saved");
    let state: State = serde_json::from_str(&json).expect("parsed");
    let mut back = Game::from_state(&MTG, state).expect("restored");
    assert_eq!(back.state(), game.state());
    let mut events = Vec::new();
    back.apply(
        Action::Answer {
            player: PlayerId(1),
            choice: Choice::Option(1),
        },
        &mut events,
    )
    .expect("answered");
    let graveyard = ZoneId {
        kind: GRAVEYARD,
        player: Some(PlayerId(1)),
    };
    assert_eq!(back.state().zone_of(ox.card), Some(graveyard));
    assert_eq!(back.state().ext::<MtgState>().seat(PlayerId(1)).life, 20);
}

#[test]
fn magics_own_attach_cannot_collide_with_the_general_one() {
    let names = MTG.game_actions();
    assert!(names.contains(&"attach-aura"));
    for n in names {
        assert!(
            !ryoiki_core::is_general(n),
            "{n} is a general process's name"
        );
    }
}
