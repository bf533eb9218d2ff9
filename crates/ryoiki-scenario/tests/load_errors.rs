//! Bad scenario files: every problem is reported at once, each with its line and
//! column, in words that say what is wrong.

use ryoiki_scenario::load_str;

fn problems(src: &str) -> Vec<String> {
    match load_str("t.toml", src) {
        Ok(_) => panic!("expected the file to be rejected"),
        Err(e) => e.diagnostics.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn every_problem_is_reported_with_line_and_column() {
    let src = include_str!("bad/many-problems.toml");
    let got = problems(src);
    assert_eq!(
        got,
        vec![
            "8:9: unknown player 'carol' (players: alice, bob)",
            "12:6: card 'a' is placed twice (card ids must be unique)",
            "14:8: unknown zone 'pocket' for fow (zones: main-deck, magic-stone-deck, hand, field, magic-stone-area, ruler-area, graveyard, life-break-area, chant-standby-area, removed-area, chase-area)",
            "20:1: in [[card]]: unknown field `colour`, expected one of `id`, `name`, `types`, `abilities`, `numbers`, `owner`, `zone`, `controller`, `orientation`, `face`, `side`, `back`",
            "24:8: unknown card 'zz'",
            "28:12: unknown rule id 'fow-9.9' (not in the catalogue)",
            "33:6: unknown action 'fly' (move, move-many, move-top, enter, turn, rest, recover, tap, untap, sleep, activate, face-up, face-down, shuffle, reveal, look, begin, end, set-limit, put-ability, cease, answer)",
        ]
    );
}

#[test]
fn syntax_errors_point_at_the_mistake() {
    let got = problems("[scenario]\ntitle = \"x\"\ngame = fow\n");
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(got[0].starts_with("3:8: "), "{got:?}");
}

#[test]
fn an_unknown_game_and_a_missing_header_are_named() {
    let got = problems("[scenario]\ntitle = \"x\"\ngame = \"chess\"\nplayers = [\"a\"]\n");
    assert_eq!(got, vec!["3:8: unknown game 'chess' (fow, pmv, mtg)"]);
    let got = problems("[[card]]\nid = \"x\"\nowner = \"a\"\nzone = \"hand\"\n");
    assert_eq!(
        got,
        vec!["1:1: missing [scenario] table (title, game, players)"]
    );
}

#[test]
fn an_expectation_that_checks_nothing_is_refused() {
    let src = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\"]\n[[expect]]\nrules = [\"fow-3.9\"]\n";
    let got = problems(src);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].starts_with("5:1: this expectation checks nothing"),
        "{got:?}"
    );
}

#[test]
fn a_limit_too_large_for_a_zone_is_named_not_made_no_limit() {
    let src = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\"]\n\n[[step]]\ndo = \"set-limit\"\nzone = \"a:hand\"\nlimit = 99999999999\n\n  [[step.expect]]\n  zone = \"a:hand\"\n  limit = 4294967296\n";
    assert_eq!(
        problems(src),
        vec![
            "9:9: limit 99999999999 is too large: a zone limit is at most 4294967295 (a negative limit means none)",
            "13:11: limit 4294967296 is too large: a zone limit is at most 4294967295 (a negative limit means none)",
        ]
    );
    // The largest limit and a negative one (none) are fine.
    let ok = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\"]\n\n[[step]]\ndo = \"set-limit\"\nzone = \"a:hand\"\nlimit = 4294967295\n\n[[step]]\ndo = \"set-limit\"\nzone = \"a:hand\"\nlimit = -1\n";
    assert!(load_str("t.toml", ok).is_ok());
}

#[test]
fn control_characters_in_names_are_refused_with_line_and_column() {
    let src = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\", \"b\\u0000\"]\n\n[[card]]\nid = \"c\\u001b[2J\"\nname = \"Bell\\u0007\"\nback = { name = \"Back\\nside\" }\nowner = \"a\"\nzone = \"hand\"\n";
    assert_eq!(
        problems(src),
        vec![
            "4:17: a player name cannot contain control characters: 'b\\0' has U+0000",
            "7:6: a card id cannot contain control characters: 'c\\u{1b}[2J' has U+001B",
            "8:8: a card name cannot contain control characters: 'Bell\\u{7}' has U+0007",
            "9:17: a card name cannot contain control characters: 'Back\\nside' has U+000A",
        ]
    );
}

#[test]
fn a_setup_over_a_zone_limit_fails_the_scenario_naming_card_zone_count_and_limit() {
    let mut src =
        String::from("[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"alice\", \"bob\"]\n");
    for i in 0..6 {
        src.push_str(&format!(
            "\n[[card]]\nid = \"l{i}\"\nowner = \"alice\"\nzone = \"life-break-area\"\n"
        ));
    }
    let sc = load_str("t.toml", &src).expect("the file reads");
    let report = ryoiki_scenario::run(&sc, ryoiki_core::Lang::En);
    assert!(!report.passed());
    assert_eq!(
        report.problems,
        vec![
            "invalid setup: alice's life break area starts with 6 cards, over its limit of 4: card c4 (l4) is the first over it"
        ]
    );
}
