//! The runner's problems, in Japanese: a state whose cards and zones disagree (card
//! conservation broken) is described in either language, the English word for word as
//! `check_conservation` has always said it; and a failed check reads in the language the
//! scenario runs in.

use ryoiki_core::{Game, Lang, State};

const SRC: &str = include_str!("fixtures/two-cards.toml");

#[test]
fn broken_card_conservation_reads_in_japanese_and_in_english() {
    let sc = ryoiki_scenario::load_str("t.toml", SRC).unwrap();
    let game = Game::new_with_key(
        sc.rules,
        sc.setup.clone(),
        ryoiki_scenario::SCENARIO_VIEW_KEY,
    )
    .unwrap();
    assert!(game.state().conservation_problems().is_empty());
    // The first card claims to have ceased to exist while its hand still lists it.
    let mut json = serde_json::to_value(game.state()).unwrap();
    json["cards"][0]["place"] = serde_json::json!("ceased");
    let broken: State = serde_json::from_value(json).unwrap();
    let problems = broken.conservation_problems();
    let ja: Vec<String> = problems.iter().map(|p| p.render(Lang::Ja)).collect();
    let en: Vec<String> = problems.iter().map(|p| p.render(Lang::En)).collect();
    assert_eq!(en, broken.check_conservation());
    assert!(
        en.contains(&"c0 is a card but has ceased to exist".to_string()),
        "{en:?}"
    );
    assert!(
        ja.contains(&"c0はカードなのに消滅している".to_string()),
        "{ja:?}"
    );
    assert!(
        ja.iter()
            .any(|p| p.starts_with("領域") && p.contains("c0があるが、その場所は")),
        "{ja:?}"
    );
}

#[test]
fn a_failed_check_reads_in_the_language_the_scenario_runs_in() {
    let sc = ryoiki_scenario::load_str("t.toml", SRC).expect("loads");
    let en = ryoiki_scenario::run(&sc, Lang::En);
    assert_eq!(
        en.failures(),
        vec!["line 23 (after step 1): alice:graveyard holds 1 cards, expected 2".to_string()]
    );
    let ja = ryoiki_scenario::run(&sc, Lang::Ja);
    assert_eq!(
        ja.failures_in(Lang::Ja),
        vec!["23行目（手順1の後）：alice:graveyardは1枚だが、2枚のはず".to_string()]
    );
}
