//! What a scenario file may hold, and what a run does with a name that stands for
//! nothing (issue 26): a refused step binds no name and a later step or check on it
//! fails with where the name was given, `args` a step does not read are refused, names
//! must print as they read (no control, bidirectional or zero-width characters), a
//! file's values are bounded before it is parsed, and the setup's problems name their
//! line and column.

use ryoiki_core::Lang;
use ryoiki_scenario::{MAX_ARRAY_ITEMS, MAX_NESTING, MAX_VALUES, load_str, run};

/// The problems of a file that must not load, as `line:column: words`.
fn problems(src: &str) -> Vec<String> {
    match load_str("t.toml", src) {
        Ok(_) => panic!("expected the file to be rejected"),
        Err(e) => e.diagnostics.iter().map(|d| d.to_string()).collect(),
    }
}

const MTG: &str = "[scenario]\ntitle = \"x\"\ngame = \"mtg\"\nplayers = [\"alice\", \"bob\"]\n";

/// A `create-token` Magic refuses (no tokens: count 0), then steps and checks on its id.
const REFUSED_TOKEN: &str = include_str!("fixtures/refused-token.toml");

#[test]
fn a_refused_step_binds_no_name_and_a_later_step_or_check_on_it_fails_naming_where_it_was_given() {
    let sc = load_str("t.toml", REFUSED_TOKEN).expect("the file reads");
    // Before the fix, the check on `controller` indexed the game's cards with a card it
    // does not have, and the runner panicked.
    let report = run(&sc, Lang::En);
    assert!(!report.passed());
    let why = "the name 'soldier' (given at t.toml:8:6) stands for no object: the step that would create it was refused or has not run";
    assert_eq!(
        report.failures(),
        vec![
            format!("step 2 (line 14) was refused: {why}"),
            format!("line 18 (after step 2): {why}"),
            format!("line 23 (after step 2): {why}"),
        ]
    );
    // In Japanese too, with the same place.
    let ja = run(&sc, Lang::Ja).failures_in(Lang::Ja);
    assert_eq!(ja.len(), 3, "{ja:?}");
    assert!(ja.iter().all(|f| f.contains("t.toml:8:6")), "{ja:?}");
    // The same file with a token Magic creates binds the name, and every check holds.
    let made = REFUSED_TOKEN
        .replace("count = 0", "count = 1")
        .replace("  [[step.expect]]\n  error = \"count\"\n", "");
    let report = run(&load_str("t.toml", &made).expect("reads"), Lang::En);
    assert!(report.passed(), "{:?}", report.failures());
}

#[test]
fn a_core_step_refuses_args_it_does_not_read_naming_the_key_and_the_known_ones() {
    let src = format!(
        "{MTG}\n[[card]]\nid = \"bears\"\nowner = \"alice\"\nzone = \"hand\"\n\n\
         [[step]]\ndo = \"move\"\ncard = \"bears\"\nto = \"alice:graveyard\"\nargs = {{ positon = \"top\" }}\n\n\
         [[step]]\ndo = \"attach\"\ncard = \"bears\"\nargs = {{ host = \"bears\", hots = \"bears\" }}\n\n\
         [[step]]\ndo = \"choose-random\"\ncards = [\"bears\"]\nargs = {{ count = 1, label = \"x\" }}\n"
    );
    assert_eq!(
        problems(&src),
        vec![
            "15:10: 'move' reads no argument 'positon' (known: none: a step of the core's own takes its fields on the step itself, and `args` only for a game's actions)",
            "20:26: 'attach' reads no argument 'hots' (known: card, host)",
            "25:21: 'choose-random' reads no argument 'label' (known: cards, count)",
        ]
    );
    // The keys an action reads load.
    let fine = src
        .replace("args = { positon = \"top\" }\n", "")
        .replace(", hots = \"bears\"", "")
        .replace(", label = \"x\"", "");
    assert!(load_str("t.toml", &fine).is_ok());
}

#[test]
fn every_general_process_of_the_core_has_its_argument_keys_listed() {
    for a in ryoiki_core::GENERAL_ACTIONS {
        assert!(
            ryoiki_scenario::load::GENERAL_ARGS
                .iter()
                .any(|(name, _)| name == a),
            "{a}"
        );
    }
}

#[test]
fn bidirectional_and_zero_width_characters_in_names_are_refused_naming_the_character_and_where() {
    let src = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\", \"b\\u202E\"]\n\n\
               [[card]]\nid = \"c\"\nname = \"Be\\u200Bll\"\nback = { name = \"Back\\u2066\" }\nowner = \"a\"\nzone = \"hand\"\n\n\
               [[card]]\nid = \"d\\uFEFF\"\nname = \"Arabic\\u061Cmark\"\nowner = \"a\"\nzone = \"hand\"\n\n\
               [[step]]\ndo = \"create\"\nzone = \"a:field\"\ntoken = { name = \"Tok\\u2060en\" }\n";
    assert_eq!(
        problems(src),
        vec![
            "4:17: a player name cannot contain bidirectional controls: 'b\\u{202e}' has U+202E",
            "8:8: a card name cannot contain zero-width characters: 'Be\\u{200b}ll' has U+200B",
            "9:17: a card name cannot contain bidirectional controls: 'Back\\u{2066}' has U+2066",
            "14:6: a card id cannot contain zero-width characters: 'd\\u{feff}' has U+FEFF",
            "15:8: a card name cannot contain bidirectional controls: 'Arabic\\u{61c}mark' has U+061C",
            "22:18: a token's name cannot contain zero-width characters: 'Tok\\u{2060}en' has U+2060",
        ]
    );
}

#[test]
fn the_core_refuses_the_same_names_for_every_way_in() {
    // The setup every program builds (a deck's cards, a table's players) is checked by
    // the core with the same function.
    let mut setup = ryoiki_core::Setup {
        players: vec!["alice".into(), "bo\u{200D}b".into()],
        ..Default::default()
    };
    setup.cards.push(ryoiki_core::CardSetup {
        def: ryoiki_core::CardDef {
            sides: vec![ryoiki_core::Side::new("Wolf\u{202D}", &[])],
        },
        owner: ryoiki_core::PlayerId(0),
        place: ryoiki_core::SetupPlace::Zone(ryoiki_core::ZoneId {
            kind: ryoiki_core::ZoneKind(2),
            player: Some(ryoiki_core::PlayerId(0)),
        }),
        side: 0,
        facing: None,
        orientation: None,
        controller: None,
    });
    let Err(err) = ryoiki_core::Game::new_with_key(
        "fow"
            .parse::<ryoiki_scenario::games::GameKind>()
            .expect("fow")
            .rules(),
        setup,
        ryoiki_scenario::SCENARIO_VIEW_KEY,
    ) else {
        panic!("refused");
    };
    let text: Vec<String> = err.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        text,
        vec![
            "player name 'bo\\u{200d}b' contains a zero-width character (U+200D)",
            "card name 'Wolf\\u{202d}' contains a bidirectional control (U+202D)",
        ]
    );
    let ja: Vec<String> = err.problems.iter().map(|p| p.render(Lang::Ja)).collect();
    assert!(
        ja[0].contains("ゼロ幅文字") && ja[1].contains("双方向制御文字"),
        "{ja:?}"
    );
}

#[test]
fn a_file_past_a_bound_on_its_values_is_refused_before_it_is_parsed() {
    // The file of the issue: a shuffle order of 4,000,000 numbers, under 8 MiB; it cost
    // 687 MB to check (peak RSS) before the bound.
    let order = vec!["0"; 4_000_000].join(",");
    let src =
        format!("{MTG}\n[[step]]\ndo = \"shuffle\"\nzone = \"alice:library\"\norder = [{order}]\n");
    assert!(src.len() < 8 * 1024 * 1024);
    // `order = [` is 9 columns; item n (from 0) stands at column 10 + 2n.
    let at = 10 + 2 * MAX_ARRAY_ITEMS;
    assert_eq!(
        problems(&src),
        vec![format!(
            "9:{at}: an array holds more than {MAX_ARRAY_ITEMS} items"
        )]
    );
    // Many arrays, each within its bound, are bounded together.
    let row = format!("[{}]", vec!["0"; MAX_ARRAY_ITEMS].join(","));
    let mut many = format!("{MTG}\n");
    for i in 0..=MAX_VALUES / MAX_ARRAY_ITEMS {
        many.push_str(&format!(
            "[[step]]\ndo = \"shuffle\"\nzone = \"alice:library\"\norder = {row}\n# {i}\n"
        ));
    }
    let got = problems(&many);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].ends_with(&format!(
            "the file writes more than {MAX_VALUES} values (strings, numbers, keys, arrays, tables): a scenario is bounded so that what it costs to read stays small"
        )),
        "{got:?}"
    );
    // Nesting is bounded too.
    let deep = format!(
        "{MTG}x = {}1{}\n",
        "[".repeat(MAX_NESTING + 1),
        "]".repeat(MAX_NESTING + 1)
    );
    assert_eq!(
        problems(&deep),
        vec![format!(
            "5:{}: arrays and inline tables nest more than {MAX_NESTING} deep",
            5 + MAX_NESTING
        )]
    );
}

#[test]
fn setup_problems_name_the_line_and_column_of_the_card_or_player() {
    let mut src =
        String::from("[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"alice\", \"bob\"]\n");
    for i in 0..6 {
        src.push_str(&format!(
            "\n[[card]]\nid = \"l{i}\"\nowner = \"alice\"\nzone = \"life-break-area\"\n"
        ));
    }
    src.push_str(
        "\n[[card]]\nid = \"g\"\nowner = \"bob\"\nzone = \"graveyard\"\norientation = \"rested\"\n",
    );
    assert_eq!(
        problems(&src),
        vec![
            // The first card over the zone's limit.
            "27:6: invalid setup: alice's life break area starts with 6 cards, over its limit of 4: card c4 (l4) is the first over it",
            "37:6: invalid setup: card c6 (g) is given an orientation, but graveyard has none",
        ]
    );
    // The loader's own setup problems name theirs as ever: an unknown zone, an
    // unknown owner, a card id given twice, an unknown card in a check.
    let src = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"alice\", \"bob\"]\n\n\
               [[card]]\nid = \"a\"\nowner = \"carol\"\nzone = \"pocket\"\n\n\
               [[card]]\nid = \"a\"\nowner = \"alice\"\nzone = \"hand\"\n\n\
               [[expect]]\ncard = \"zz\"\nin = \"alice:hand\"\n";
    let got = problems(src);
    assert_eq!(got.len(), 4, "{got:?}");
    for (want, got) in [
        "8:9: unknown player 'carol'",
        "9:8: unknown zone 'pocket'",
        "12:6: card 'a' is placed twice",
        "17:8: unknown card 'zz'",
    ]
    .iter()
    .zip(&got)
    {
        assert!(got.starts_with(want), "{got}");
    }
}

#[test]
fn a_decks_card_name_that_does_not_print_as_it_reads_is_refused_at_the_deck() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("pool.toml"),
        "[pool]\ngame = \"pmv\"\ntitle = \"x\"\n\n[[card]]\nname = \"Glass\\u202EWard\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("deck.txt"),
        "pool: pool.toml\nMain deck:\n1 Glass\u{202E}Ward\n",
    )
    .unwrap();
    let src = "[scenario]\ntitle = \"x\"\ngame = \"pmv\"\nplayers = [\"alice\"]\n\n[[deck]]\nfile = \"deck.txt\"\nowner = \"alice\"\n";
    let path = dir.path().join("t.toml");
    let err = load_str(&path.display().to_string(), src).unwrap_err();
    let got: Vec<String> = err.diagnostics.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        got,
        vec![
            "7:8: a card name cannot contain bidirectional controls: 'Glass\\u{202e}Ward' has U+202E"
        ]
    );
}
