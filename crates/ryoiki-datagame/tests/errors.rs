//! Bad definition files: every problem at its exact line and column.

use ryoiki_datagame::{LoadError, Problem};

/// A small valid game; each test changes a line or adds lines. Its lines:
/// 1 `[game]` … 5 `[[rule]]` (6 id, 7 title) … 9 `[[zone]]` for `deck` (lines 9–15),
/// 17 `[[zone]]` for `hand` (lines 17–22), 24 `[[card]]`, 27 `[[sample]]` (to line 29).
const BASE: &str = include_str!("fixtures/mini.toml");

/// `BASE` with line `n` (1-based) replaced by `with`.
fn replace(n: usize, with: &str) -> String {
    let mut lines: Vec<&str> = BASE.lines().collect();
    lines[n - 1] = with;
    lines.join("\n") + "\n"
}

/// Each problem as `line:column: message`.
fn problems(src: &str) -> Vec<String> {
    match ryoiki_datagame::check("mini.toml", src) {
        Ok(()) => Vec::new(),
        Err(e) => e
            .problems
            .iter()
            .map(|p| format!("{}:{}: {}", p.line, p.column, p.problem))
            .collect(),
    }
}

#[test]
fn the_base_file_and_the_shipped_game_are_valid() {
    assert_eq!(problems(BASE), Vec::<String>::new());
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../games/tidepool.toml");
    let src = std::fs::read_to_string(path).expect("the shipped game");
    assert_eq!(problems(&src), Vec::<String>::new());
}

#[test]
fn an_unknown_key_is_an_error_at_the_key() {
    let src = replace(14, "ordered = true\ncolour = \"red\"");
    assert_eq!(
        problems(&src),
        [
            "15:1: unknown field `colour`, expected one of `key`, `name`, `scope`, `visibility`, `positions_public`, `ordered`, `orientation`, `facing`, `limit`, `limit_rule`, `on_limit`, `rules`"
        ]
    );
    let src = replace(3, "name = { en = \"Mini\", ja = \"ミニ\", fr = \"Mini\" }");
    assert_eq!(
        problems(&src),
        ["3:34: unknown field `fr`, expected `en` or `ja`"]
    );
}

#[test]
fn a_bad_value_a_missing_key_and_broken_toml_are_errors_where_they_stand() {
    assert_eq!(
        problems(&replace(13, "visibility = \"secret\"")),
        ["13:14: unknown variant `secret`, expected one of `public`, `hidden`, `owner`"]
    );
    assert_eq!(
        problems(&replace(14, "ordered = \"yes\"")),
        ["14:11: invalid type: string \"yes\", expected a boolean"]
    );
    assert_eq!(
        problems(&replace(22, "")),
        ["17:1: missing field `ordered`"]
    );
    assert_eq!(
        problems(&replace(3, "name = { en = \"Mini\", ja = \"ミニ\"")),
        // The table runs on into the next line, where the parser finds no comma.
        ["4:1: missing comma between key-value pairs, expected `,`"]
    );
}

#[test]
fn keys_names_and_player_counts_are_checked() {
    assert_eq!(
        problems(&replace(2, "key = \"Mini Game\"")),
        [
            "2:7: game key 'Mini Game' must be lowercase letters, digits and '-', starting with a letter",
            // The rule id no longer starts with the key.
            "6:6: rule id 'mini-1' must start with 'Mini Game-' and hold no spaces",
        ]
    );
    assert_eq!(
        problems(&replace(3, "name = { en = \"\", ja = \"ミニ\" }")),
        ["3:15: the English game name must be non-empty text without control characters"]
    );
    assert_eq!(
        problems(&replace(4, "players = { min = 3, max = 2 }")),
        ["4:11: players: min 3 and max 2 must satisfy 1 <= min <= max <= 64"]
    );
    assert_eq!(
        problems(&replace(4, "players = { min = 1, max = 65 }")),
        ["4:11: players: min 1 and max 65 must satisfy 1 <= min <= max <= 64"]
    );
}

#[test]
fn rule_ids_are_the_games_own_defined_once_and_cited_only_when_defined() {
    assert_eq!(
        problems(&replace(6, "id = \"other-1\"")),
        [
            "6:6: rule id 'other-1' must start with 'mini-' and hold no spaces",
            "15:10: unknown rule 'mini-1'",
        ]
    );
    assert_eq!(
        problems(&replace(15, "rules = [\"mini-1\", \"mini-l\"]")),
        ["15:20: unknown rule 'mini-l' (did you mean 'mini-1'?)"]
    );
    let src = replace(
        7,
        "title = { en = \"Zones\", ja = \"領域\" }\n[[rule]]\nid = \"mini-1\"\ntitle = { en = \"Again\", ja = \"再\" }",
    );
    assert_eq!(problems(&src), ["9:6: rule 'mini-1' is defined twice"]);
}

#[test]
fn zones_are_checked_one_by_one() {
    // A second zone with the key of the first.
    assert_eq!(
        problems(&replace(18, "key = \"deck\"")),
        ["18:7: zone 'deck' is defined twice"]
    );
    // Only a per-player zone has an owner to see it.
    assert_eq!(
        problems(&replace(20, "scope = \"shared\"")),
        ["21:14: zone 'hand' is shared: only a per-player zone can be seen by its owner"]
    );
    // A limit needs its rule, and a limit rule or an on_limit needs a limit.
    assert_eq!(
        problems(&replace(22, "ordered = false\nlimit = 7")),
        ["23:9: zone 'hand' has a limit but no limit_rule to cite when it is reached"]
    );
    assert_eq!(
        problems(&replace(
            22,
            "ordered = false\nlimit_rule = \"mini-1\"\non_limit = \"refuse\""
        )),
        [
            "23:14: limit_rule is given but zone 'hand' has no limit",
            "24:12: on_limit is given but zone 'hand' has no limit",
        ]
    );
    assert_eq!(
        problems(&replace(
            22,
            "ordered = false\nlimit = -1\nlimit_rule = \"mini-1\""
        )),
        ["23:9: limit -1 is out of range (0 to 4294967295)"]
    );
    assert_eq!(
        problems(&replace(
            22,
            "ordered = false\npositions_public = true\nvisibility = \"public\""
        )),
        ["24:1: duplicate key"]
    );
    assert_eq!(
        problems(&replace(
            21,
            "visibility = \"public\"\npositions_public = true"
        )),
        ["22:20: positions_public is for hidden zones; zone 'hand' is public"]
    );
}

#[test]
fn identity_start_and_sample_name_only_zones_and_cards_the_file_defines() {
    let src = format!(
        "{BASE}\n[identity]\ndefault = \"new-object\"\n[[identity.moves]]\nfrom = \"hand\"\nto = \"hnd\"\nobject = \"same\"\n[[identity.moves]]\nfrom = \"hand\"\nto = \"hand\"\nobject = \"same\"\n[[identity.moves]]\nfrom = \"hand\"\nto = \"hand\"\nobject = \"new\"\n"
    );
    assert_eq!(
        problems(&src),
        [
            "35:6: unknown zone 'hnd' (did you mean 'hand'?)",
            "42:8: the move from 'hand' to 'hand' is listed twice",
        ]
    );
    let src = format!(
        "{BASE}\n[[start.step]]\ndo = \"shuffle\"\nzone = \"deck\"\ncount = 2\n[[start.step]]\ndo = \"deal\"\nfrom = \"hand\"\nto = \"deck\"\n[[start.step]]\ndo = \"deal\"\ncount = 0\nfrom = \"deck\"\nto = \"hand\"\n"
    );
    assert_eq!(
        problems(&src),
        [
            "34:9: 'count' is not a key of a 'shuffle' step",
            "36:6: a 'deal' step needs 'count'",
            "41:9: count 0 is out of range (1 to 1000)",
        ]
    );
    let src = format!(
        "{BASE}\n[[start.step]]\ndo = \"deal\"\ncount = 1\nfrom = \"hand\"\nto = \"deck\"\n"
    );
    assert_eq!(
        problems(&src),
        ["34:8: zone 'hand' is unordered: a deal takes the top of an ordered zone"]
    );
    assert_eq!(
        problems(&replace(29, "cards = [{ card = \"Stnoe\", count = 4 }]")),
        ["29:19: unknown card 'Stnoe' (did you mean 'Stone'?)"]
    );
    // A sample over a zone's limit would be refused by the core's setup.
    let src = replace(22, "ordered = false\nlimit = 2\nlimit_rule = \"mini-1\"")
        .replace("zone = \"deck\"\ncards", "zone = \"hand\"\ncards");
    assert_eq!(
        problems(&src),
        ["30:8: the sample puts 4 cards into zone 'hand', over its limit of 2"]
    );
}

#[test]
fn every_problem_is_reported_at_once_in_file_order() {
    let src = replace(2, "key = \"mini\"")
        .replace(
            "ordered = true",
            "ordered = true\nfacing = \"down\"\nlimit = 3",
        )
        .replace("rules = [\"mini-1\"]", "rules = [\"mini-9\"]")
        .replace("card = \"Stone\"", "card = \"Pebble\"");
    let err = ryoiki_datagame::check("mini.toml", &src).unwrap_err();
    assert_eq!(
        err.render(),
        "mini.toml:16:9: zone 'deck' has a limit but no limit_rule to cite when it is reached\n\
         mini.toml:17:10: unknown rule 'mini-9' (did you mean 'mini-1'?)\n\
         mini.toml:30:8: the sample puts 4 cards into zone 'deck', over its limit of 3\n\
         mini.toml:31:19: unknown card 'Pebble'"
    );
    assert!(matches!(
        err.problems[3].problem,
        Problem::UnknownCard { .. }
    ));
    // With the source line and a caret under the word at fault.
    let shown = err.render_snippets(false);
    assert!(
        shown.contains(
            "error: unknown rule 'mini-9' (did you mean 'mini-1'?)\n  --> mini.toml:17:10\n   |\n17 | rules = [\"mini-9\"]\n   |          ^^^^^^^^"
        ),
        "{shown}"
    );
}

#[test]
fn a_file_that_cannot_be_read_says_so() {
    let e = ryoiki_datagame::load("/nowhere/at/all.toml").unwrap_err();
    assert!(matches!(e, LoadError::Read { .. }));
    assert!(e.problems().is_empty());
    assert!(
        e.to_string()
            .starts_with("/nowhere/at/all.toml: cannot read the game definition:")
    );
}

#[test]
fn a_game_without_zones_is_an_error_at_its_game_table() {
    let src = "[game]\nkey = \"empty\"\nname = { en = \"Empty\", ja = \"空\" }\nplayers = { min = 1, max = 1 }\n";
    assert_eq!(problems(src), ["1:1: a game needs at least one [[zone]]"]);
}
