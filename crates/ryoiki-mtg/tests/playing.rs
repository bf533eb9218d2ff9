//! Playing cards under the 2009 rules, driven through the rule set's own actions: a
//! refused action changes nothing (casting without the mana, a second land, attacking
//! with a creature that came under its controller's control this turn), a double
//! striker deals combat damage in both damage steps, and an attacker's damage divides
//! among several blockers by default with lethal damage to each in order.

use ryoiki_core::{
    Action, CardDef, CardSetup, Game, GameAction, GameOptions, ObjectId, PlayerId, Setup,
    SetupPlace, Side,
};
use ryoiki_mtg::MTG;
use ryoiki_mtg::actions::MtgAction;
use ryoiki_mtg::ext::{MtgState, Phase};
use ryoiki_mtg::zones::{HAND, IN_PLAY};
use std::collections::BTreeMap;

/// A card: name, types, ability lines, power and toughness, owner, zone kind.
fn card(
    name: &str,
    types: &[&str],
    abilities: &[&str],
    pt: Option<(i64, i64)>,
    owner: u8,
    zone: ryoiki_core::ZoneKind,
) -> CardSetup {
    let mut side = Side::new(name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    if let Some((p, t)) = pt {
        side.numbers.insert("power".into(), p);
        side.numbers.insert("toughness".into(), t);
    }
    let player = (zone == HAND).then_some(PlayerId(owner));
    CardSetup {
        def: CardDef::single(side),
        owner: PlayerId(owner),
        place: SetupPlace::zone(zone, player),
        side: 0,
        facing: None,
        orientation: None,
        controller: None,
    }
}

fn game(cards: Vec<CardSetup>) -> Game {
    let setup = Setup {
        players: vec!["alice".into(), "bob".into()],
        options: GameOptions {
            tournament: false,
            extra: BTreeMap::new(),
        },
        seed: 3,
        rng: Default::default(),
        cards,
    };
    Game::new(&MTG, setup).expect("setup")
}

fn act(player: u8, action: MtgAction) -> Action {
    Action::Game(GameAction::new(PlayerId(player), action))
}

fn obj(game: &Game, card: u32) -> ObjectId {
    game.state().object(ryoiki_core::CardId(card))
}

fn ms(game: &Game) -> &MtgState {
    game.state().ext::<MtgState>()
}

/// Applies an action that must be refused, and proves it changed nothing; returns the
/// refusal's text.
fn refused(game: &mut Game, player: u8, action: MtgAction) -> String {
    let before = serde_json::to_string(game.state()).expect("state");
    let mut sink = Vec::new();
    let err = game
        .apply(act(player, action), &mut sink)
        .expect_err("refused");
    assert_eq!(
        serde_json::to_string(game.state()).expect("state"),
        before,
        "a refused action changed the game"
    );
    err.to_string()
}

fn ok(game: &mut Game, player: u8, action: MtgAction) {
    let mut sink = Vec::new();
    game.apply(act(player, action), &mut sink)
        .unwrap_or_else(|e| panic!("{e}"));
}

/// Everyone passes until the game is in the combat phase.
fn to_combat(game: &mut Game) {
    while ms(game).phase != Phase::Combat {
        ok(game, 0, MtgAction::PassAll { face: None });
    }
}

#[test]
fn casting_without_the_mana_a_second_land_and_a_new_attacker_are_refused_changing_nothing() {
    let mut g = game(vec![
        card("Forest", &["land", "basic", "forest"], &[], None, 0, HAND),
        card("Forest", &["land", "basic", "forest"], &[], None, 0, HAND),
        card(
            "Grove Bear",
            &["creature"],
            &["cost: {G}"],
            Some((2, 2)),
            0,
            HAND,
        ),
    ]);
    let bear = obj(&g, 2);
    let why = refused(&mut g, 0, MtgAction::Cast { card: bear });
    assert!(
        why.contains("costs {G}") && why.contains("mtg-2009-409.1"),
        "{why}"
    );
    let (forest, forest2) = (obj(&g, 0), obj(&g, 1));
    ok(&mut g, 0, MtgAction::PlayLand { card: forest });
    let why = refused(&mut g, 0, MtgAction::PlayLand { card: forest2 });
    assert!(why.contains("mtg-2009-305.4"), "{why}");
    let forest = obj(&g, 0);
    ok(
        &mut g,
        0,
        MtgAction::TapForMana {
            card: forest,
            color: None,
        },
    );
    ok(&mut g, 0, MtgAction::Cast { card: bear });
    ok(&mut g, 0, MtgAction::PassAll { face: None });
    assert_eq!(
        g.state().zone_of(ryoiki_core::CardId(2)).map(|z| z.kind),
        Some(IN_PLAY)
    );
    to_combat(&mut g);
    let bear = obj(&g, 2);
    let why = refused(
        &mut g,
        0,
        MtgAction::DeclareAttackers {
            cards: vec![bear],
            player: None,
        },
    );
    assert!(why.contains("mtg-2009-212.3d"), "{why}");
}

#[test]
fn a_double_striker_deals_combat_damage_in_both_steps() {
    let mut g = game(vec![card(
        "Bastion Elder",
        &["creature"],
        &["double strike"],
        Some((3, 4)),
        0,
        IN_PLAY,
    )]);
    to_combat(&mut g);
    let elder = obj(&g, 0);
    ok(
        &mut g,
        0,
        MtgAction::DeclareAttackers {
            cards: vec![elder],
            player: None,
        },
    );
    ok(&mut g, 1, MtgAction::DeclareBlockers { blocks: vec![] });
    ok(&mut g, 0, MtgAction::AssignCombatDamage { divide: vec![] });
    assert_eq!(
        ms(&g).seat(PlayerId(1)).life,
        20,
        "damage waits on the stack"
    );
    ok(&mut g, 0, MtgAction::PassAll { face: None });
    assert_eq!(ms(&g).seat(PlayerId(1)).life, 17, "the first-strike step");
    ok(&mut g, 0, MtgAction::AssignCombatDamage { divide: vec![] });
    ok(&mut g, 0, MtgAction::PassAll { face: None });
    assert_eq!(ms(&g).seat(PlayerId(1)).life, 14, "the regular step again");
    let why = refused(&mut g, 0, MtgAction::AssignCombatDamage { divide: vec![] });
    assert!(why.contains("mtg-2009-310.1"), "{why}");
}

#[test]
fn an_attackers_damage_divides_lethal_first_among_its_blockers_by_default() {
    let mut g = game(vec![
        card("Hill Ogre", &["creature"], &[], Some((5, 5)), 0, IN_PLAY),
        card("Marsh Pup", &["creature"], &[], Some((1, 2)), 1, IN_PLAY),
        card("Reed Wall", &["creature"], &[], Some((0, 4)), 1, IN_PLAY),
    ]);
    to_combat(&mut g);
    let (ogre, pup, wall) = (obj(&g, 0), obj(&g, 1), obj(&g, 2));
    ok(
        &mut g,
        0,
        MtgAction::DeclareAttackers {
            cards: vec![ogre],
            player: None,
        },
    );
    ok(
        &mut g,
        1,
        MtgAction::DeclareBlockers {
            blocks: vec![(pup, ogre), (wall, ogre)],
        },
    );
    ok(&mut g, 0, MtgAction::AssignCombatDamage { divide: vec![] });
    ok(&mut g, 0, MtgAction::PassAll { face: None });
    let marked = |o| ryoiki_mtg::combat::marked(ms(&g), o);
    assert_eq!(marked(pup), 2, "lethal damage to the first blocker");
    assert_eq!(marked(wall), 3, "the rest to the last");
    assert_eq!(marked(ogre), 1, "the pup's damage to the ogre");
    assert_eq!(
        ms(&g).seat(PlayerId(1)).life,
        20,
        "a blocked attacker hits no player"
    );
}
