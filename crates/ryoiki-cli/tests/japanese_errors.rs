//! What the command line shows a person when something is wrong, under `--lang ja`: a
//! scenario file that does not load (its syntax, unknown names with "did you mean", a
//! zone named as another edition names it), a step whose arguments do not decode, a
//! setup that cannot become a game, a step refused with no expectation of it, and a
//! deck that breaks its game's rules. Each message is in Japanese and keeps its place
//! (`file:line:column`, or `file:line` for a deck).

use std::path::Path;
use std::process::{Command, Output};

/// Hiragana, katakana or CJK ideographs.
fn has_japanese(s: &str) -> bool {
    s.chars()
        .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{3400}'..='\u{9fff}').contains(&c))
}

fn ryoiki(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn write(dir: &Path, name: &str, src: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, src).unwrap();
    path.display().to_string()
}

/// A Magic scenario with three mistakes: a zone under a later edition's name (line 9),
/// a misspelt card (line 14), and an unknown field in another step (line 19).
const BAD_NAMES: &str = r#"[scenario]
title = "t"
game = "mtg"
players = ["alice", "bob"]

[[card]]
id = "bear"
name = "Bear"
zone = "battlefield"
owner = "alice"

[[step]]
do = "move"
card = "baer"
to = "alice:graveyard"

[[step]]
do = "shuffle"
colour = "red"
"#;

#[test]
fn load_errors_follow_lang_with_their_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "bad.toml", BAD_NAMES);

    let out = ryoiki(&["explain", &path, "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(1));
    let (_, err) = text(&out);
    // The snippet's layout stays; its message is Japanese.
    assert!(
        err.contains("error: mtgに領域「battlefield」はない（「battlefield」は別の版かゲームの言葉。ここで使う2009年のルール（217）では「in-play」と呼ぶ）"),
        "{err}"
    );
    assert!(err.contains(&format!("--> {path}:9:8")), "{err}");
    assert!(err.contains("9 | zone = \"battlefield\""), "{err}");
    assert!(
        err.contains("error: 不明なカード「baer」（もしかして「bear」？）"),
        "{err}"
    );
    assert!(err.contains(&format!("--> {path}:14:8")), "{err}");

    // `check` lists each problem at its place, in Japanese.
    let out = ryoiki(&["--color", "never", "check", &path, "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(1));
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains(&format!(
            "不成立 {path}:14:8: 不明なカード「baer」（もしかして「bear」？）"
        )),
        "{stdout}"
    );
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with(&format!("不成立 {path}:"))
                && l.contains("[[step]]：不明なキー「colour」（使えるもの：do、")),
        "{stdout}"
    );
    assert!(stdout.contains("成立0件、不成立1件"), "{stdout}");

    // In English, the same problems read as they always have.
    let out = ryoiki(&["--color", "never", "check", &path]);
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains(&format!(
            "FAIL {path}:14:8: unknown card 'baer' (did you mean 'bear'?)"
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains("in [[step]]: unknown field `colour`, expected one of `do`"),
        "{stdout}"
    );
    assert!(!has_japanese(&stdout), "{stdout}");
}

#[test]
fn a_toml_syntax_error_reads_in_japanese_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(
        dir.path(),
        "syntax.toml",
        "[scenario]\ntitle = \"t\"\ngame = = \"fow\"\n",
    );
    let out = ryoiki(&["--color", "never", "check", &path, "--lang", "ja"]);
    let (stdout, _) = text(&out);
    let line = stdout
        .lines()
        .find(|l| l.contains(&format!("{path}:3:")))
        .unwrap_or_else(|| panic!("no problem at line 3: {stdout}"));
    assert!(line.contains("TOMLの書式の誤り："), "{line}");
}

/// A step whose arguments do not decode into Magic's action: `amount` is no number.
const UNDECODED: &str = r#"[scenario]
title = "t"
game = "mtg"
players = ["alice", "bob"]

[[card]]
id = "imp"
name = "Imp"
zone = "in-play"
owner = "alice"

[[step]]
do = "deal-damage"
card = "imp"
args = { player = "bob", amount = "lots" }
"#;

#[test]
fn arguments_that_do_not_decode_are_refused_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "undecoded.toml", UNDECODED);
    let out = ryoiki(&["explain", &path, "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(1));
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("拒否：「deal-damage」の引数を行動として読めない：値の型が違う："),
        "{stdout}"
    );
    // The runner's own problem: the step was refused and nothing expected it.
    assert!(
        stdout.contains("問題：手順1（12行目）が拒否された：「deal-damage」の引数"),
        "{stdout}"
    );
    let out = ryoiki(&["explain", &path]);
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("`deal-damage`: invalid type: string \"lots\""),
        "{stdout}"
    );
}

#[test]
fn a_setup_over_a_zone_limit_reads_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let mut src =
        String::from("[scenario]\ntitle = \"t\"\ngame = \"fow\"\nplayers = [\"alice\", \"bob\"]\n");
    for i in 0..8 {
        src.push_str(&format!(
            "\n[[card]]\nid = \"c{i}\"\nname = \"Card {i}\"\nzone = \"hand\"\nowner = \"alice\"\n"
        ));
    }
    let path = write(dir.path(), "over.toml", &src);
    let out = ryoiki(&["explain", &path, "--lang", "ja"]);
    let (stdout, _) = text(&out);
    assert!(
        // The zone's name is the English one the setup problem carries (`zone_name`).
        stdout.contains("問題：セットアップが正しくない：alice's handは8枚で始まり、上限7を超える：最初に超えるのはカードc7（Card 7）"),
        "{stdout}"
    );
    let out = ryoiki(&["check", &path, "--lang", "ja"]);
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains(&format!("不成立 {path}：セットアップが正しくない：")),
        "{stdout}"
    );
    let out = ryoiki(&["explain", &path]);
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("invalid setup: alice's hand starts with 8 cards, over its limit of 7"),
        "{stdout}"
    );
}

#[test]
fn deck_problems_read_in_japanese_with_their_lines() {
    let dir = tempfile::tempdir().unwrap();
    let pool = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../decks/pools/mtg.toml")
        .canonicalize()
        .unwrap();
    let deck = write(
        dir.path(),
        "bad.txt",
        &format!(
            "pool: {}\nMain deck:\n4 Ember Gul\nthree Ember Gull\nPlanar deck:\n1 Ember Gull\n",
            pool.display()
        ),
    );
    let out = ryoiki(&["deck", &deck, "--game", "mtg", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(1));
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains(&format!(
            "不成立 {deck}:4: 「three Ember Gull」はカードの行"
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("不成立 {deck}:4:")) && stdout.contains("問題"),
        "{stdout}"
    );

    // `play --deck` stops before the game with the same problems, in Japanese.
    let out = ryoiki(&[
        "play",
        "--game",
        "mtg",
        "--deck",
        &format!("alice={deck}"),
        "--deck",
        &format!("bob={deck}"),
        "--lang",
        "ja",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(
        err.contains(&format!("{deck}:4: 「three Ember Gull」")),
        "{err}"
    );
}
