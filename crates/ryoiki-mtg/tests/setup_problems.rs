//! A Magic setup with an option Magic does not read is refused, naming the valid values,
//! rather than silently played as the standard game; so is a card whose ability holds a
//! number the engine cannot (which would otherwise be truncated or ignored).

use ryoiki_core::SetupError;
use ryoiki_core::{CardDef, CardSetup, Game, GameOptions, PlayerId, Setup, SetupPlace, Side};
use ryoiki_mtg::MTG;
use ryoiki_mtg::zones::IN_PLAY;

fn setup(options: &[(&str, &str)], cards: Vec<CardSetup>) -> Setup {
    Setup {
        players: vec!["alice".into(), "bob".into()],
        options: GameOptions::named(options),
        cards,
        ..Setup::default()
    }
}

fn problems(options: &[(&str, &str)], cards: Vec<CardSetup>) -> Vec<String> {
    match Game::new(&MTG, setup(options, cards)) {
        Ok(_) => panic!("expected the setup to be refused"),
        Err(SetupError { problems }) => problems.iter().map(|p| p.to_string()).collect(),
    }
}

#[test]
fn an_unknown_variant_is_refused_with_the_valid_values() {
    assert_eq!(
        problems(&[("variant", "two-headed-gaint")], Vec::new()),
        vec![
            "option variant: 'two-headed-gaint' is not valid (valid: two-headed-giant, grand-melee or single-planar-deck (none: the standard game))"
        ]
    );
}

#[test]
fn every_bad_option_is_reported_at_once() {
    assert_eq!(
        problems(
            &[
                ("range_of_influence", "two"),
                ("turn_markers", "alice,zed"),
                ("planar_shuffle", "sometimes"),
                ("varient", "grand-melee"),
            ],
            Vec::new()
        ),
        vec![
            "option planar_shuffle: 'sometimes' is not valid (valid: random (the default: each planar deck is shuffled at the start) or none (kept in the set-up order, for tests))",
            "option range_of_influence: 'two' is not valid (valid: a number of seats, 0 or more (none: unlimited))",
            "option turn_markers: unknown player(s) zed (players: alice, bob)",
            "option turn_markers is read only with variant = \"grand-melee\"",
            "unknown game option 'varient' (Magic reads: variant, range_of_influence, turn_markers, planar_shuffle, mode)",
        ]
    );
}

#[test]
fn valid_options_are_accepted() {
    for options in [
        &[("variant", "two-headed-giant")][..],
        &[
            ("variant", "single-planar-deck"),
            ("planar_shuffle", "none"),
        ],
        &[
            ("variant", "grand-melee"),
            ("turn_markers", "alice,bob"),
            ("range_of_influence", "1"),
        ],
        &[],
    ] {
        assert!(
            Game::new(&MTG, setup(options, Vec::new())).is_ok(),
            "{options:?}"
        );
    }
}

#[test]
fn an_ability_amount_the_engine_cannot_hold_is_refused() {
    // A mana ritual printed with more mana than a pool holds: `as u32` once made it 0.
    let ritual = CardSetup::new(
        CardDef::single(Side {
            abilities: vec!["activated 0: you add-mana 4294967296".into()],
            ..Side::new("Huge Ritual", &["artifact"])
        }),
        PlayerId(0),
        SetupPlace::zone(IN_PLAY, None),
    );
    assert_eq!(
        problems(&[], vec![ritual]),
        vec![
            "card c0 (Huge Ritual): ability 'activated 0: you add-mana 4294967296': the mana amount '4294967296' is not a number from 0 to 4294967295"
        ]
    );
}

#[test]
fn the_problems_read_in_japanese_with_the_words_of_the_file_kept() {
    let err = match Game::new(
        &MTG,
        setup(
            &[("variant", "two-headed-gaint"), ("turn_markers", "zed")],
            Vec::new(),
        ),
    ) {
        Ok(_) => panic!("expected the setup to be refused"),
        Err(e) => e,
    };
    let ja: Vec<String> = err
        .problems
        .iter()
        .map(|p| p.render(ryoiki_core::Lang::Ja))
        .collect();
    assert_eq!(
        ja,
        vec![
            "オプションturn_markers：不明なプレイヤーzed（プレイヤー：alice、bob）",
            "オプションturn_markersはvariant = \"grand-melee\"のときだけ読まれる",
            "オプションvariant：「two-headed-gaint」は使えない（使えるもの：two-headed-giant（双頭巨人戦）、grand-melee（大乱闘）、single-planar-deck（次元デッキ1つを共有）のいずれか（指定なし：通常のゲーム））",
        ]
    );
    // The English stays as it was.
    assert_eq!(
        err.problems[2].to_string(),
        "option variant: 'two-headed-gaint' is not valid (valid: two-headed-giant, grand-melee or single-planar-deck (none: the standard game))"
    );
    assert!(
        err.render(ryoiki_core::Lang::Ja)
            .starts_with("セットアップが正しくない：オプションturn_markers"),
        "{}",
        err.render(ryoiki_core::Lang::Ja)
    );
}
