//! What the command line shows a person when something is wrong, under `--lang ja`: a
//! scenario file that does not load (its syntax, unknown names with "did you mean", a
//! zone named as another edition names it), a step whose arguments do not decode, a
//! setup that cannot become a game, a step refused with no expectation of it, and a
//! deck that breaks its game's rules, a Magic setup's own problems, the soak's lines, the
//! errors of `replay`, `rules` and `play` and of the scenario finder, and `rules`'s
//! listing. Each message is in Japanese and keeps its place (`file:line:column`, or
//! `file:line` for a deck).

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
        // The zone is named in Japanese too.
        stdout.contains("問題：セットアップが正しくない：aliceの手札は8枚で始まり、上限7を超える：最初に超えるのはカードc7（Card 7）"),
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

/// Every non-empty line of `text` holds Japanese, but those `except` allows (a file path
/// alone on its line, a description the catalogue has only in English).
fn every_line_japanese(text: &str, except: impl Fn(&str) -> bool) {
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        assert!(
            has_japanese(line) || except(line),
            "a line without Japanese: {line:?}\nin:\n{text}"
        );
    }
}

#[test]
fn magic_setup_problems_read_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(
        dir.path(),
        "options.toml",
        "[scenario]\ntitle = \"t\"\ngame = \"mtg\"\nplayers = [\"alice\", \"bob\"]\n\
         options = { variant = \"two-headed-gaint\", planechase = \"yes\" }\n\n\
         [[card]]\nid = \"ritual\"\nname = \"Huge Ritual\"\ntypes = [\"artifact\"]\n\
         abilities = [\"activated 0: you add-mana 4294967296\"]\nowner = \"alice\"\nzone = \"in-play\"\n",
    );
    let out = ryoiki(&["explain", &path, "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(1));
    let (stdout, _) = text(&out);
    let problem = stdout
        .lines()
        .find(|l| l.trim_start().starts_with("問題："))
        .unwrap_or_else(|| panic!("no problem line: {stdout}"));
    for part in [
        "不明なゲームオプション「planechase」（マジックが読むもの：variant、range_of_influence、turn_markers、planar_shuffle）",
        "オプションvariant：「two-headed-gaint」は使えない（使えるもの：two-headed-giant（双頭巨人戦）",
    ] {
        assert!(problem.contains(part), "{problem}");
    }
    assert!(!problem.contains("is not valid"), "{problem}");
    assert!(
        problem.contains("カードc0（Huge Ritual）：能力「activated 0: you add-mana 4294967296」：マナの量「4294967296」は0から4294967295までの数ではない"),
        "{problem}"
    );
    let out = ryoiki(&["explain", &path]);
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("card c0 (Huge Ritual): ability 'activated 0: you add-mana 4294967296': the mana amount '4294967296' is not a number from 0 to 4294967295"),
        "{stdout}"
    );
}

#[test]
fn soak_speaks_japanese_and_its_english_summary_stays() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args([
            "soak", "--game", "mtg", "--seed", "2", "--steps", "400", "--lang", "ja",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let (stdout, err) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{err}");
    every_line_japanese(&stdout, |_| false);
    let last = stdout.lines().last().unwrap();
    assert!(
        last.starts_with("手順400、毎秒") && last.contains("ゲーム") && last.ends_with("違反0件"),
        "{last}"
    );
    // Bad usage, in Japanese.
    let out = ryoiki(&["soak", "--game", "fow", "--steps", "0", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(
        err.contains("--stepsは1から100000000まで（0ではない）"),
        "{err}"
    );
    let out = ryoiki(&[
        "soak",
        "--game",
        "fow",
        "--variant",
        "grand-melee",
        "--steps",
        "5",
        "--lang",
        "ja",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(
        err.contains("fowのルールセットに変種「grand-melee」はない"),
        "{err}"
    );
    // English stays as scripts read it.
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["soak", "--game", "fow", "--steps", "300"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let (stdout, _) = text(&out);
    let last = stdout.lines().last().unwrap();
    assert!(
        last.starts_with("steps=300 steps_per_s=") && last.ends_with(" violations=0"),
        "{last}"
    );
}

/// A game saved by `ryoiki play` (no action taken), at `path`.
fn saved_game(path: &Path) {
    let out = ryoiki(&[
        "play",
        "--game",
        "fow",
        "--max-actions",
        "0",
        "--save",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{:?}", text(&out));
}

#[test]
fn replay_errors_read_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.json");
    let out = ryoiki(&["replay", missing.to_str().unwrap(), "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(
        err.contains(&format!("{}：ファイルを読めない：", missing.display())),
        "{err}"
    );
    let junk = write(dir.path(), "junk.json", "{ not json");
    let out = ryoiki(&["replay", &junk, "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(err.contains("：保存されたゲームとして読めない："), "{err}");

    let game = dir.path().join("game.json");
    saved_game(&game);
    let out = ryoiki(&[
        "replay",
        game.to_str().unwrap(),
        "--seat",
        "zed",
        "--lang",
        "ja",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(err.contains("席「zed」はない（席：p0、p1）"), "{err}");

    // A saved game of another format version.
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    v["version"] = serde_json::json!(999);
    let old = write(dir.path(), "old.json", &v.to_string());
    let out = ryoiki(&["replay", &old, "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(1));
    let (_, err) = text(&out);
    assert!(err.contains("保存されたゲームの形式は版999"), "{err}");
    every_line_japanese(&err, |_| false);
    let out = ryoiki(&["replay", &old]);
    let (_, err) = text(&out);
    assert!(
        err.contains("saved game format version 999; this engine reads version"),
        "{err}"
    );
}

#[test]
fn play_argument_errors_read_in_japanese() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["play", "--lang", "ja"],
            "--game fow|pmv|mtgか--scenario FILEを指定してください",
        ),
        (
            &["play", "--deck", "a=x.txt", "--lang", "ja"],
            "--deckには--game fow|pmv|mtgが必要",
        ),
        (
            &["play", "--game", "fow", "--deck", "alice", "--lang", "ja"],
            "--deck alice：NAME=FILEの形が必要",
        ),
        (
            &["play", "--game", "fow", "--deck", "a=x.txt", "--lang", "ja"],
            "それぞれデッキを持つ2人以上のプレイヤーが必要（指定は1人）",
        ),
        (
            &["play", "--game", "fow", "--seat", "zed", "--lang", "ja"],
            "席「zed」はない（席：p0、p1）",
        ),
        (
            &["play", "--game", "fow", "--bot", "p1", "--lang", "ja"],
            "--botはSEAT=randomの形（「p1」ではない）",
        ),
        (
            &["play", "--game", "fow", "--bot", "p1=smart", "--lang", "ja"],
            "ボット「smart」はない（ボット：random）",
        ),
        (
            &[
                "play",
                "--game",
                "mtg",
                "--variant",
                "chaos",
                "--lang",
                "ja",
            ],
            "mtgのルールセットに変種「chaos」はない",
        ),
    ];
    for (args, want) in cases {
        let out = ryoiki(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let (_, err) = text(&out);
        assert!(err.contains(want), "{args:?}: {err}");
        every_line_japanese(&err, |_| false);
    }
    // In English, as before.
    let out = ryoiki(&["play", "--game", "fow", "--seat", "zed"]);
    let (_, err) = text(&out);
    assert!(err.contains("no seat 'zed' (the seats: p0, p1)"), "{err}");
}

/// A scenario that passes: a FoW card moved to the graveyard, proving fow-3.9.
const PASSING: &str = include_str!("fixtures/passing.toml");

#[test]
fn rules_and_the_scenario_finder_speak_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let conf = dir.path().join("conformance");
    std::fs::create_dir_all(&conf).unwrap();
    write(&conf, "ok.toml", PASSING);
    write(
        &conf,
        "broken.toml",
        "[scenario]\ntitle = \"t\"\ngame = \"fow\"\nplayers = [\"alice\"]\n\n[[card]]\nid = \"x\"\nzone = \"hand\"\nowner = \"zed\"\n",
    );
    let conf_arg = conf.to_str().unwrap();

    // The listing, in Japanese: every line.
    let out = ryoiki(&[
        "rules",
        "--game",
        "fow",
        "--scenarios",
        conf_arg,
        "--lang",
        "ja",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let (stdout, _) = text(&out);
    every_line_japanese(&stdout, |_| false);
    assert!(stdout.starts_with("fow：56件中"), "{stdout}");
    assert!(stdout.contains("fow-3.9 "), "{stdout}");
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("読み込めない：") && l.contains("broken.toml:")),
        "{stdout}"
    );

    // JSON: each file that did not load, in both languages, as the titles are.
    let out = ryoiki(&[
        "rules",
        "--game",
        "fow",
        "--scenarios",
        conf_arg,
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let not_loaded = &v["not_loaded"][0];
    assert!(
        not_loaded["path"]
            .as_str()
            .unwrap()
            .ends_with("broken.toml"),
        "{v}"
    );
    let en = not_loaded["en"].as_str().unwrap();
    let ja = not_loaded["ja"].as_str().unwrap();
    assert!(!has_japanese(en) && en.contains("broken.toml:"), "{en}");
    assert!(has_japanese(ja) && ja.contains("broken.toml:"), "{ja}");

    // One rule: all but the catalogue's English description.
    let out = ryoiki(&[
        "rules",
        "--id",
        "fow-3.9",
        "--scenarios",
        conf_arg,
        "--lang",
        "ja",
    ]);
    let (stdout, _) = text(&out);
    let description = ryoiki(&["rules", "--id", "fow-3.9", "--scenarios", conf_arg]);
    let (english, _) = text(&description);
    let described = english.lines().nth(3).unwrap().to_string();
    every_line_japanese(&stdout, |l| {
        l == described || l.trim_start().starts_with(conf_arg)
    });
    assert!(stdout.contains("証明するもの："), "{stdout}");

    // Errors.
    let out = ryoiki(&["rules", "--id", "fow-3.9x", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(
        err.contains("不明なルールID「fow-3.9x」（もしかして「fow-3.9」？）"),
        "{err}"
    );
    let out = ryoiki(&["rules", "--scenarios", "nowhere", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(err.contains("フォルダがない：nowhere"), "{err}");
    let outside = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["rules", "--lang", "ja"])
        .current_dir(outside.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(err.contains("conformanceフォルダを探した場所："), "{err}");
    // Between the two sentences, only the folders it looked in.
    every_line_japanese(&err, |l| l.starts_with("  /"));

    // The finder: a path that is not there, a link back to a folder above.
    let out = ryoiki(&["check", "nowhere", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    let (_, err) = text(&out);
    assert!(
        err.contains("そのようなファイルもフォルダもない：nowhere"),
        "{err}"
    );
    let looped = dir.path().join("looped");
    std::fs::create_dir_all(looped.join("deep")).unwrap();
    std::os::unix::fs::symlink(&looped, looped.join("deep/up")).unwrap();
    let out = ryoiki(&["check", looped.to_str().unwrap(), "--lang", "ja"]);
    let (stdout, _) = text(&out);
    assert!(
        stdout.contains("へ戻るリンク（ループ）なので、たどらない"),
        "{stdout}"
    );
    every_line_japanese(&stdout, |_| false);
}

/// `ryoiki serve --lang ja`: the address line and every demo seat's line in Japanese
/// (the URL inside kept as it is), and an address it cannot listen on refused in
/// Japanese with exit status 2.
#[test]
fn serve_speaks_japanese() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["serve", "--addr", "127.0.0.1:0", "--demo", "--lang", "ja"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    // The address, then the six demo seats (two people at each game's table).
    for _ in 0..7 {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        lines.push(line.trim().to_string());
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        lines[0].starts_with("ryoiki serve: http://127.0.0.1:")
            && lines[0].ends_with("で待ち受け中"),
        "{lines:?}"
    );
    for l in &lines[1..] {
        assert!(l.starts_with("デモ ") && has_japanese(l), "{lines:?}");
        assert!(l.contains("/#table=") && l.contains("&token="), "{lines:?}");
    }
    // A port number out of range cannot be listened on.
    let bad = ryoiki(&["serve", "--addr", "127.0.0.1:99999", "--lang", "ja"]);
    let (_, err) = text(&bad);
    assert_eq!(bad.status.code(), Some(2), "{err}");
    assert!(err.contains("127.0.0.1:99999で待ち受けできない"), "{err}");
}
