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
            "20:1: in [[card]]: unknown field `colour`, expected one of `id`, `name`, `types`, `abilities`, `numbers`, `owner`, `zone`, `controller`, `orientation`, `face`, `side`, `back`, `count`, `pool_card`",
            "24:8: unknown card 'zz'",
            "28:12: unknown rule id 'fow-9.9' (not in the catalogue) (did you mean 'fow-3.9'?)",
            "33:6: unknown action 'fly' (move, move-many, move-all, happen, move-top, enter, turn, rest, recover, tap, untap, sleep, activate, face-up, face-down, shuffle, reveal, look, begin, end, set-limit, put-ability, cease, answer, create, engine-action, attach, extract, put-back, extract-failed, choose-random, split, start-game, next-phase, pass-turn, adjust-life, concede)",
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

const HEADER: &str = "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\"]\n";

#[test]
fn too_many_cards_or_steps_are_refused_naming_the_limit() {
    use ryoiki_scenario::{MAX_CARDS, MAX_STEPS};
    let mut src = HEADER.to_string();
    for i in 0..=MAX_CARDS {
        src.push_str(&format!(
            "[[card]]\nid = \"c{i}\"\nowner = \"a\"\nzone = \"a:graveyard\"\n"
        ));
    }
    let got = problems(&src);
    let line = 5 + 4 * MAX_CARDS;
    assert_eq!(
        got,
        vec![format!(
            "{line}:1: too many cards: 10001 [[card]] tables, over the limit of 10000 for a scenario file"
        )]
    );
    // Exactly at the limit loads.
    let at_limit: String = src
        .lines()
        .take(4 + 4 * MAX_CARDS)
        .collect::<Vec<_>>()
        .join("\n");
    ryoiki_scenario::load_str("t.toml", &at_limit).expect("10000 cards load");

    // Written as one array, so many steps are past the bound on an array's items
    // before they are parsed.
    let mut src = "step = [".to_string();
    src.push_str(&"{}, ".repeat(MAX_STEPS + 1));
    src.push_str("]\n");
    src.push_str(HEADER);
    let got = problems(&src);
    assert_eq!(
        got,
        vec![format!(
            "1:{}: an array holds more than {} items",
            9 + 4 * ryoiki_scenario::MAX_ARRAY_ITEMS,
            ryoiki_scenario::MAX_ARRAY_ITEMS
        )]
    );
    // As tables, they are counted.
    let mut src = HEADER.to_string();
    src.push_str(&"[[step]]\n".repeat(MAX_STEPS + 1));
    let got = problems(&src);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].ends_with(
            ": too many steps: 100001 [[step]] tables, over the limit of 100000 for a scenario file"
        ),
        "{got:?}"
    );
}

#[test]
fn a_file_over_eight_mib_is_refused_naming_the_file_and_the_limit() {
    let mut src = HEADER.to_string();
    src.push('#');
    src.push_str(&"x".repeat(ryoiki_scenario::MAX_FILE_BYTES as usize));
    let err = ryoiki_scenario::load_str("big.toml", &src).unwrap_err();
    assert_eq!(
        err.render(),
        format!(
            "big.toml:1:1: the file is over the limit of 8388608 bytes (8 MiB) for a scenario file ({} bytes)",
            src.len()
        )
    );
}

#[test]
fn every_field_of_a_table_is_reported_not_only_the_first() {
    let src = format!(
        "{HEADER}
[[card]]
id = \"c\"
owner = 5
zone = \"a:hand\"
colour = \"red\"
side = \"front\"

[[step]]
do = \"move\"
card = \"c\"
to = \"graveyard\"
position = true
count = \"two\"

[[step]]
to = 3

[[step]]
do = \"move\"
cards = [\"c\", 5, 6]
  [[step.expect]]
  zone = 1
  [[step.expect]]
  count = \"x\"
"
    );
    assert_eq!(
        problems(&src),
        vec![
            "8:9: in [[card]]: invalid type: integer `5`, expected a string",
            "10:1: in [[card]]: unknown field `colour`, expected one of `id`, `name`, `types`, `abilities`, `numbers`, `owner`, `zone`, `controller`, `orientation`, `face`, `side`, `back`, `count`, `pool_card`",
            "11:8: in [[card]]: invalid type: string \"front\", expected u8",
            "17:12: in [[step]]: invalid type: boolean `true`, expected a position: \"top\", \"bottom\", or an index from the bottom (0, 1, 2, …)",
            "18:9: in [[step]]: invalid type: string \"two\", expected u32",
            "20:1: in [[step]]: missing field `do`",
            "21:6: in [[step]]: invalid type: integer `3`, expected a string",
            "25:15: in [[step]]: invalid type: integer `5`, expected a string",
            "25:18: in [[step]]: invalid type: integer `6`, expected a string",
            "27:10: in [[step]]: invalid type: integer `1`, expected a string",
            "29:11: in [[step]]: invalid type: string \"x\", expected usize",
        ]
    );
}

#[test]
fn a_position_is_top_bottom_or_an_index_written_either_way() {
    let step = |position: &str| {
        format!(
            "{HEADER}[[card]]\nid = \"c\"\nowner = \"a\"\nzone = \"hand\"\n[[step]]\ndo = \"move\"\ncard = \"c\"\nto = \"main-deck\"\nposition = {position}\n"
        )
    };
    for ok in [
        "1",
        "\"1\"",
        "\"top\"",
        "\"bottom\"",
        "\"2 from top\"",
        "\"3 from bottom\"",
        "\"0 from top\"",
        "\"shuffle\"",
    ] {
        let src = step(ok);
        ryoiki_scenario::load_str("t.toml", &src).unwrap_or_else(|e| panic!("{ok}: {e}"));
    }
    assert_eq!(
        problems(&step("1.5")),
        vec![
            "13:12: in [[step]]: invalid type: floating point `1.5`, expected a position: \"top\", \"bottom\", or an index from the bottom (0, 1, 2, …)"
        ]
    );
    assert_eq!(
        problems(&step("\"middle\"")),
        vec![
            "13:12: unknown position 'middle' (top, bottom, shuffle, \"2 from top\", \"2 from bottom\", or an index from the bottom: 0, 1, 2, …)"
        ]
    );
}

#[test]
fn the_problems_of_one_table_stop_at_twenty() {
    let numbers: Vec<String> = (0..5_000).map(|n| n.to_string()).collect();
    let src = format!(
        "{HEADER}[[step]]\ndo = \"move-many\"\ncards = [{}]\n",
        numbers.join(", ")
    );
    let got = problems(&src);
    assert_eq!(got.len(), 21, "{got:?}");
    // In file order: the table's header first.
    assert_eq!(
        got[0],
        "5:1: in [[step]]: more problems than these 20 (not read further)"
    );
    assert_eq!(
        got[1],
        "7:10: in [[step]]: invalid type: integer `0`, expected a string"
    );
}

#[test]
fn many_cards_and_many_steps_together_are_refused() {
    // Counts are checked before the tables are read, so empty ones will do.
    let file = |cards: usize, steps: usize| {
        format!(
            "card = [{}]\nstep = [{}]\n{HEADER}",
            "{}, ".repeat(cards),
            "{}, ".repeat(steps)
        )
    };
    assert_eq!(
        problems(&file(1_000, 1_001)),
        vec![
            "1:1: 1000 cards and 1001 steps: every step checks every card, and 1000 × 1001 is over the limit of 1000000 for a scenario file"
        ]
    );
    // At the limit, the tables are read (and these empty ones are wrong).
    let got = problems(&file(1_000, 1_000));
    assert!(got[0].contains("missing field"), "{got:?}");
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
    // Found while loading, at the first card over the limit (tests/files.rs has more).
    assert_eq!(
        problems(&src),
        vec![
            "27:6: invalid setup: alice's life break area starts with 6 cards, over its limit of 4: card c4 (l4) is the first over it"
        ]
    );
}

#[test]
fn typos_get_a_did_you_mean_and_other_editions_zones_get_2009s_name() {
    let src = include_str!("bad/did-you-mean.toml");
    let got = problems(src);
    let zones = "zones: library, hand, graveyard, in-play, stack, removed-from-game, ante, phased-out, command";
    let (action, got) = got.split_last().expect("problems");
    assert!(
        action.starts_with("24:6: unknown action 'shufle' (did you mean 'shuffle'?) (move, "),
        "{action}"
    );
    assert_eq!(
        got,
        vec![
            "9:9: unknown player 'alcie' (did you mean 'alice'?) (players: alice, bob)".to_string(),
            format!("10:8: unknown zone 'battlefield' for mtg ('battlefield' is another edition's or game's word: the 2009 rules (217) used here call it 'in-play') ({zones})"),
            "12:1: in [[card]]: missing field `zone`".to_string(),
            "16:1: in [[card]]: unknown field `zoen`, expected one of `id`, `name`, `types`, `abilities`, `numbers`, `owner`, `zone`, `controller`, `orientation`, `face`, `side`, `back`, `count`, `pool_card` (did you mean 'zone'?)".to_string(),
            "20:8: unknown card 'baer' (did you mean 'bear'?)".to_string(),
            format!("21:6: unknown zone 'exile' for mtg ('exile' is another edition's or game's word: the 2009 rules (217) used here call it 'removed-from-game') ({zones})"),
        ]
    );
}

#[test]
fn a_load_error_shows_the_line_and_a_caret_under_the_word() {
    let src = include_str!("bad/did-you-mean.toml");
    let err = load_str("bad/did-you-mean.toml", src).unwrap_err();
    let shown = err.render_snippets(src, false);
    let expected = "error: unknown card 'baer' (did you mean 'bear'?)\n  --> bad/did-you-mean.toml:20:8\n   |\n20 | card = \"baer\"\n   |        ^^^^^^";
    assert!(shown.contains(expected), "{shown}");
    assert!(!shown.contains('\u{1b}'), "plain text has no colour codes");
    assert!(
        err.render_snippets(src, true).contains('\u{1b}'),
        "colour for a terminal"
    );
}

#[test]
fn counts_pool_cards_and_decks_that_cannot_be_used_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let pool = root.join("decks/pools/fow.toml");
    let src = format!(
        "[scenario]\ntitle = \"x\"\ngame = \"fow\"\nplayers = [\"a\"]\npools = [\"{}\", \"{}\"]\n\
         [[card]]\nid = \"w\"\ncount = 0\nowner = \"a\"\nzone = \"hand\"\n\
         [[card]]\nid = \"v\"\npool_card = \"Ashen Wolff\"\nowner = \"a\"\nzone = \"hand\"\n\
         [[card]]\nid = \"u\"\npool_card = \"Ashen Wolf\"\ntypes = [\"spell\"]\nowner = \"a\"\nzone = \"hand\"\n\
         [[deck]]\nfile = \"missing.txt\"\nowner = \"a\"\n",
        pool.display(),
        root.join("decks/pools/pmv.toml").display()
    );
    let path = dir.path().join("t.toml");
    let got: Vec<String> = match load_str(&path.display().to_string(), &src) {
        Ok(_) => panic!("expected the file to be rejected"),
        Err(e) => e.diagnostics.iter().map(|d| d.to_string()).collect(),
    };
    assert_eq!(got.len(), 5, "{got:?}");
    assert!(
        got[0].starts_with("5:")
            && got[0].contains("is for Phantom Magic Vision, the scenario for Force of Will"),
        "{got:?}"
    );
    assert_eq!(got[1], "8:9: count 0: a card's count is from 1 to 1000");
    assert_eq!(
        got[2],
        "13:13: 'Ashen Wolff' is in no imported pool (did you mean 'Ashen Wolf'?)"
    );
    assert!(
        got[3].starts_with("18:13: a pool_card takes its name"),
        "{got:?}"
    );
    assert!(
        got[4].starts_with("23:8: in the deck: ")
            && got[4].contains("missing.txt:1: cannot read the file"),
        "{got:?}"
    );
}

/// An effect written in Rust that does nothing: a program's own registry in a test.
struct Nothing;

impl ryoiki_core::CustomEffect for Nothing {}

#[test]
fn an_unknown_custom_effect_key_is_named_at_its_line_and_column_with_a_did_you_mean() {
    let src = include_str!("bad/unknown-custom-effect.toml");
    let err = load_str("game.toml", src).unwrap_err();
    let text = err.to_string();
    assert_eq!(err.diagnostics.len(), 1, "{text}");
    assert!(
        text.starts_with(
            "game.toml:13:10: unknown custom effect 'leyline-of-the-voyd' (did you mean 'leyline-of-the-void'?) (registered: "
        ),
        "{text}"
    );
    // The keys are a registry's: a program's own that has the key loads the file, and
    // an empty one says that none is registered.
    let own =
        ryoiki_core::CustomEffects::new().with("leyline-of-the-voyd", std::sync::Arc::new(Nothing));
    let sc = ryoiki_scenario::load_str_with("game.toml", src, &own).expect("registered");
    assert_eq!(
        sc.custom.keys().collect::<Vec<_>>(),
        ["leyline-of-the-voyd"]
    );
    let none = ryoiki_scenario::load_str_with("game.toml", src, &Default::default())
        .unwrap_err()
        .to_string();
    assert!(none.contains("(none is registered)"), "{none}");
    // `source` belongs to a custom effect only.
    let stray = src.replace(
        "custom = \"leyline-of-the-voyd\"",
        "replace = { to = \"graveyard\", instead = \"removed-from-game\" }",
    );
    let err = load_str("game.toml", &stray).unwrap_err().to_string();
    assert!(
        err.contains("14:10: `source` names the source card of a `custom` effect only"),
        "{err}"
    );
}

/// A Magic file with one creature and `effect_and_steps` after it.
fn mtg_file(effect_and_steps: &str) -> String {
    format!(
        "[scenario]\ntitle = \"x\"\ngame = \"mtg\"\nplayers = [\"alice\", \"bob\"]\n\n\
         [[card]]\nid = \"elves\"\nname = \"Llanowar Elves\"\ntypes = [\"creature\"]\nowner = \"alice\"\nzone = \"in-play\"\n\n\
         {effect_and_steps}"
    )
}

const MAGMA_SPRAY: &str = "[[effect]]\nid = \"magma-spray\"\n\
    replace = { card = \"elves\", to = \"graveyard\", instead = \"removed-from-game\" }\n";

#[test]
fn a_misspelt_until_is_named_at_its_line_and_column_with_a_did_you_mean() {
    // Line 16 is the `until`; nothing makes "end-of-trun" happen, so the effect would
    // never end.
    let src = mtg_file(&format!(
        "{MAGMA_SPRAY}until = \"end-of-trun\"\n\n[[step]]\ndo = \"happen\"\nid = \"end-of-turn\"\n"
    ));
    let got = problems(&src);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].starts_with(
            "16:9: `until = \"end-of-trun\"` names an event that never happens (did you mean 'end-of-turn'?)"
        ),
        "{got:?}"
    );
    // In Japanese too.
    let Err(e) = load_str("t.toml", &src) else {
        panic!("rejected")
    };
    let ja = e.diagnostics[0].render(ryoiki_core::Lang::Ja);
    assert!(
        ja.contains("end-of-trun") && ja.contains("起こらない"),
        "{ja}"
    );

    // A name a `happen` step of the file makes happen loads, as do end-of-turn and an
    // event the game makes happen by itself (Magic's planeswalk).
    for until in ["end-of-turn", "dawn", "planeswalk:alice"] {
        let src = mtg_file(&format!(
            "{MAGMA_SPRAY}until = \"{until}\"\n\n[[step]]\ndo = \"happen\"\nid = \"dawn\"\n"
        ));
        if let Err(e) = load_str("t.toml", &src) {
            panic!("until = {until:?} should load: {e}");
        }
    }
    // A misspelt name of the file's own `happen` step is close to that name.
    let src = mtg_file(&format!(
        "{MAGMA_SPRAY}until = \"dwan\"\n\n[[step]]\ndo = \"happen\"\nid = \"dawn\"\n"
    ));
    let got = problems(&src);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].starts_with(
            "16:9: `until = \"dwan\"` names an event that never happens (did you mean 'dawn'?)"
        ),
        "{got:?}"
    );
    // A name close to no event is one the file leaves for later: the effect lasts to
    // its end (the soak's repro files write `until = "soak"`).
    let src = mtg_file(&format!("{MAGMA_SPRAY}until = \"soak\"\n"));
    if let Err(e) = load_str("t.toml", &src) {
        panic!("{e}");
    }
}

#[test]
fn a_step_id_that_is_also_a_word_of_its_args_is_named_not_a_decoding_error() {
    // Magic's create-token names its first token "soldier", and "soldier" is also one of
    // the token's types: the loader says so at the `types` key (line 16, column 54).
    let src = mtg_file(
        "[[step]]\ndo = \"create-token\"\nid = \"soldier\"\n\
         args = { name = \"Soldier\", power = 1, toughness = 1, types = [\"creature\", \"soldier\"] }\n",
    );
    let got = problems(&src);
    assert_eq!(
        got,
        vec![
            "16:54: 'soldier' is this step's `id` and also a word of its `args` (`types`): there it would name the object the step creates; give the object another id"
        ]
    );
    // Another id loads.
    let ok = src.replace("id = \"soldier\"", "id = \"soldier-token\"");
    if let Err(e) = load_str("t.toml", &ok) {
        panic!("{e}");
    }
}
