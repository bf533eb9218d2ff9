//! The table's page (`web/app.js`, and the replays' and the playground's scripts) names
//! no game: every word of one (its edition, turn,
//! decisions, actions, public fields) comes from the game's description through
//! `/api/games`, and the page draws a game from what its public section holds and the
//! layout hints the description gives, never by branching on a game's key. Adding a
//! game then needs no line of the page.

/// The page's code with its comments removed (strings kept: a word in a string is a
/// word the page shows or compares with).
fn code_of(js: &str) -> String {
    let mut out = String::with_capacity(js.len());
    let mut chars = js.chars().peekable();
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            out.push(c);
            if c == '\\' {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' | '`' => {
                quote = Some(c);
                out.push(c);
            }
            '/' if chars.peek() == Some(&'/') => {
                for n in chars.by_ref() {
                    if n == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for n in chars.by_ref() {
                    if last == '*' && n == '/' {
                        break;
                    }
                    last = n;
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The whole words of `code` (letters, digits and `_`; a `-` or any other mark ends one),
/// lowercase, with their line numbers.
fn words(code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, line) in code.lines().enumerate() {
        for w in line.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if !w.is_empty() {
                found.push((i + 1, w.to_lowercase()));
            }
        }
    }
    found
}

/// Words of one game or another that the page must leave to the games' descriptions.
const GAME_WORDS: &[&str] = &[
    "planar",
    "planechase",
    "planeswalk",
    "mulligan",
    "priority",
    "mana",
    "poison",
    "attackers",
    "blockers",
    "stack",
    // A card's numbers: each game's words print them (`numbers-<name>`).
    "power",
    "toughness",
    "atk",
    "def",
    // Its zones: each game's words say which are piles (`pile-<zone>`, sent as a
    // zone's `pile`), and /api/games names them.
    "library",
    "graveyard",
    "underworld",
    "exile",
    "ante",
    "phased",
    "chase",
];

/// The scripts of the server's pages: the table, the replays, the rules playground.
const PAGES: &[(&str, &str)] = &[
    ("app.js", include_str!("../web/app.js")),
    ("replay.js", include_str!("../web/replay.js")),
    ("playground.js", include_str!("../web/playground.js")),
];

#[test]
fn the_page_names_no_game_key_and_no_word_of_a_game_outside_its_comments() {
    let keys: Vec<String> = ryoiki_games::games()
        .into_iter()
        .map(|g| g.key().to_lowercase())
        .collect();
    assert!(keys.len() >= 3, "the registry lists the games: {keys:?}");
    let mut named = Vec::new();
    for (file, text) in PAGES {
        for (line, w) in words(&code_of(text)) {
            if keys.contains(&w) || GAME_WORDS.contains(&w.as_str()) {
                named.push(format!("{file}:{line}: {w}"));
            }
        }
    }
    assert!(
        named.is_empty(),
        "the page names games or their words (take them from the game's table words, /api/games):\n{}",
        named.join("\n")
    );
}

#[test]
fn the_check_finds_a_zone_or_a_number_named_in_code() {
    // The page as it was before the games' words said which zones are piles and how a
    // card's numbers print: each line names a game's words, and the check finds them.
    let js = "function isPile(key) { return /deck|library|graveyard|underworld/.test(key); }\n\
              if (n.power !== undefined && n.toughness !== undefined) parts.push(`${n.atk}/${n.def}`);\n";
    let found: Vec<String> = words(&code_of(js))
        .into_iter()
        .map(|(_, w)| w)
        .filter(|w| GAME_WORDS.contains(&w.as_str()))
        .collect();
    for w in [
        "library",
        "graveyard",
        "underworld",
        "power",
        "toughness",
        "atk",
        "def",
    ] {
        assert!(found.iter().any(|f| f == w), "{w} not found in {found:?}");
    }
}

#[test]
fn the_check_finds_a_game_word_in_code_and_not_in_a_comment() {
    let js =
        "// Magic's mtg stack\nconst a = 'roll-planar-die'; /* mtg */ const b = \"x // mtg\";\n";
    let code = code_of(js);
    let w: Vec<String> = words(&code).into_iter().map(|(_, w)| w).collect();
    assert!(w.contains(&"planar".to_string()), "{code}");
    assert!(
        !w.contains(&"stack".to_string()),
        "a comment is not code: {code}"
    );
    assert_eq!(
        w.iter().filter(|x| *x == "mtg").count(),
        1,
        "only the one inside a string: {code}"
    );
}
