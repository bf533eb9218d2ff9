//! What the command line shows a person when something is wrong, under `--lang ja`: a
//! scenario file that does not load (its syntax, unknown names with "did you mean", a
//! zone named as another edition names it), a step whose arguments do not decode, a
//! setup that cannot become a game, a step refused with no expectation of it, and a
//! deck that breaks its game's rules, a Magic setup's own problems, the soak's lines, the
//! errors of `replay`, `rules` and `play` and of the scenario finder, and `rules`'s
//! listing. Each message is in Japanese and keeps its place (`file:line:column`, or
//! `file:line` for a deck).

use std::path::Path;
use std::process::Command;

/// Hiragana, katakana or CJK ideographs.
fn has_japanese(s: &str) -> bool {
    s.chars()
        .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{3400}'..='\u{9fff}').contains(&c))
}

/// What one run of the binary did: its exit status and what it printed.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    /// Asserts the exit status.
    #[track_caller]
    fn exits(self, code: i32) -> Self {
        assert_eq!(self.code, Some(code), "{}{}", self.stdout, self.stderr);
        self
    }

    /// Asserts that standard output holds `want`.
    #[track_caller]
    fn says(self, want: &str) -> Self {
        assert!(self.stdout.contains(want), "{}", self.stdout);
        self
    }

    /// Asserts that standard error holds `want`.
    #[track_caller]
    fn complains(self, want: &str) -> Self {
        assert!(self.stderr.contains(want), "{}", self.stderr);
        self
    }
}

/// Runs the binary with `args` in `dir`.
fn ryoiki_in(dir: &Path, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Runs the binary with `args` in the crate's folder.
fn ryoiki(args: &[&str]) -> Run {
    ryoiki_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

fn write(dir: &Path, name: &str, src: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, src).unwrap();
    path.display().to_string()
}

/// A Magic scenario with three mistakes: a zone under a later edition's name (line 9),
/// a misspelt card (line 14), and an unknown field in another step (line 19).
const BAD_NAMES: &str = include_str!("fixtures/bad-names.toml");

#[test]
fn load_errors_follow_lang_with_their_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "bad.toml", BAD_NAMES);

    // The snippet's layout stays; its message is Japanese.
    ryoiki(&["explain", &path, "--lang", "ja"])
        .exits(1)
        .complains("error: mtgに領域「battlefield」はない（「battlefield」は別の版かゲームの言葉。ここで使う2009年のルール（217）では「in-play」と呼ぶ）")
        .complains(&format!("--> {path}:9:8"))
        .complains("9 | zone = \"battlefield\"")
        .complains("error: 不明なカード「baer」（もしかして「bear」？）")
        .complains(&format!("--> {path}:14:8"));

    // `check` lists each problem at its place, in Japanese.
    let out = ryoiki(&["--color", "never", "check", &path, "--lang", "ja"])
        .exits(1)
        .says(&format!(
            "不成立 {path}:14:8: 不明なカード「baer」（もしかして「bear」？）"
        ))
        .says("成立0件、不成立1件");
    assert!(
        out.stdout
            .lines()
            .any(|l| l.starts_with(&format!("不成立 {path}:"))
                && l.contains("[[step]]：不明なキー「colour」（使えるもの：do、")),
        "{}",
        out.stdout
    );

    // In English, the same problems read as they always have.
    let out = ryoiki(&["--color", "never", "check", &path])
        .says(&format!(
            "FAIL {path}:14:8: unknown card 'baer' (did you mean 'bear'?)"
        ))
        .says("in [[step]]: unknown field `colour`, expected one of `do`");
    assert!(!has_japanese(&out.stdout), "{}", out.stdout);
}

#[test]
fn a_toml_syntax_error_reads_in_japanese_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(
        dir.path(),
        "syntax.toml",
        "[scenario]\ntitle = \"t\"\ngame = = \"fow\"\n",
    );
    let stdout = ryoiki(&["--color", "never", "check", &path, "--lang", "ja"]).stdout;
    let line = stdout
        .lines()
        .find(|l| l.contains(&format!("{path}:3:")))
        .unwrap_or_else(|| panic!("no problem at line 3: {stdout}"));
    assert!(line.contains("TOMLの書式の誤り："), "{line}");
}

/// A step whose arguments do not decode into Magic's action: `amount` is no number.
const UNDECODED: &str = include_str!("fixtures/undecoded.toml");

#[test]
fn arguments_that_do_not_decode_are_refused_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "undecoded.toml", UNDECODED);
    ryoiki(&["explain", &path, "--lang", "ja"])
        .exits(1)
        .says("拒否：「deal-damage」の引数を行動として読めない：値の型が違う：")
        // The runner's own problem: the step was refused and nothing expected it.
        .says("問題：手順1（12行目）が拒否された：「deal-damage」の引数");
    ryoiki(&["explain", &path]).says("`deal-damage`: invalid type: string \"lots\"");
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
    // The zone is named in Japanese too; the problem is found while the file loads, at
    // the first card over the limit.
    ryoiki(&["explain", &path, "--lang", "ja"])
        .exits(1)
        .complains("セットアップが正しくない：aliceの手札は8枚で始まり、上限7を超える：最初に超えるのはカードc7（Card 7）")
        .complains("over.toml:49:6");
    ryoiki(&["check", &path, "--lang", "ja"])
        .says(&format!("不成立 {path}:49:6: セットアップが正しくない："));
    ryoiki(&["explain", &path])
        .complains("invalid setup: alice's hand starts with 8 cards, over its limit of 7");
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
    ryoiki(&["deck", &deck, "--game", "mtg", "--lang", "ja"])
        .exits(1)
        .says(&format!(
            "不成立 {deck}:4: 「three Ember Gull」はカードの行"
        ))
        .says(&format!("不成立 {deck}:4:"))
        .says("問題");

    // `play --deck` stops before the game with the same problems, in Japanese.
    let (alice, bob) = (format!("alice={deck}"), format!("bob={deck}"));
    ryoiki(&[
        "play", "--game", "mtg", "--deck", &alice, "--deck", &bob, "--lang", "ja",
    ])
    .exits(2)
    .complains(&format!("{deck}:4: 「three Ember Gull」"));
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
    // Found while the file loads, each at the header's `game`.
    let problem = ryoiki(&["explain", &path, "--lang", "ja"]).exits(1).stderr;
    assert!(problem.contains("options.toml:3:8"), "{problem}");
    for part in [
        "不明なゲームオプション「planechase」（マジックが読むもの：variant、range_of_influence、turn_markers、planar_shuffle、mode）",
        "オプションvariant：「two-headed-gaint」は使えない（使えるもの：two-headed-giant（双頭巨人戦）",
    ] {
        assert!(problem.contains(part), "{problem}");
    }
    assert!(!problem.contains("is not valid"), "{problem}");
    assert!(
        problem.contains("カードc0（Huge Ritual）：能力「activated 0: you add-mana 4294967296」：マナの量「4294967296」は0から4294967295までの数ではない"),
        "{problem}"
    );
    ryoiki(&["explain", &path]).complains("card c0 (Huge Ritual): ability 'activated 0: you add-mana 4294967296': the mana amount '4294967296' is not a number from 0 to 4294967295");
}

#[test]
fn soak_speaks_japanese_and_its_english_summary_stays() {
    let dir = tempfile::tempdir().unwrap();
    let out = ryoiki_in(
        dir.path(),
        &[
            "soak", "--game", "mtg", "--seed", "2", "--steps", "400", "--lang", "ja",
        ],
    )
    .exits(0);
    every_line_japanese(&out.stdout, |_| false);
    let last = out.stdout.lines().last().unwrap();
    assert!(
        last.starts_with("手順400、毎秒") && last.contains("ゲーム") && last.ends_with("違反0件"),
        "{last}"
    );
    // English stays as scripts read it.
    let out = ryoiki_in(dir.path(), &["soak", "--game", "fow", "--steps", "300"]);
    let last = out.stdout.lines().last().unwrap();
    assert!(
        last.starts_with("steps=300 steps_per_s=") && last.ends_with(" violations=0"),
        "{last}"
    );
}

/// A game saved by `ryoiki play` (no action taken), at `path`.
fn saved_game(path: &Path) {
    let path = path.to_str().unwrap();
    ryoiki(&[
        "play",
        "--game",
        "fow",
        "--max-actions",
        "0",
        "--save",
        path,
    ])
    .exits(0);
}

#[test]
fn replay_errors_read_in_japanese() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.json");
    ryoiki(&["replay", missing.to_str().unwrap(), "--lang", "ja"])
        .exits(2)
        .complains(&format!("{}：ファイルを読めない：", missing.display()));
    let junk = write(dir.path(), "junk.json", "{ not json");
    ryoiki(&["replay", &junk, "--lang", "ja"])
        .exits(2)
        .complains("：保存されたゲームとして読めない：");

    let game = dir.path().join("game.json");
    saved_game(&game);
    ryoiki(&[
        "replay",
        game.to_str().unwrap(),
        "--seat",
        "zed",
        "--lang",
        "ja",
    ])
    .exits(2)
    .complains("席「zed」はない（席：p0、p1）");

    // A saved game of another format version.
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    v["version"] = serde_json::json!(999);
    let old = write(dir.path(), "old.json", &v.to_string());
    let out = ryoiki(&["replay", &old, "--lang", "ja"])
        .exits(1)
        .complains("保存されたゲームの形式は版999");
    every_line_japanese(&out.stderr, |_| false);
    ryoiki(&["replay", &old]).complains("saved game format version 999; this engine reads version");
}

#[test]
fn bad_usage_of_play_and_soak_reads_in_japanese() {
    // Each command line, `--lang ja` added, and what it says.
    let cases = [
        (
            "play",
            "--game fow|pmv|mtgか--scenario FILEを指定してください",
        ),
        ("play --deck a=x.txt", "--deckには--game fow|pmv|mtgが必要"),
        (
            "play --game fow --deck alice",
            "--deck alice：NAME=FILEの形が必要",
        ),
        (
            "play --game fow --deck a=x.txt",
            "それぞれデッキを持つ2人以上のプレイヤーが必要（指定は1人）",
        ),
        (
            "play --game fow --seat zed",
            "席「zed」はない（席：p0、p1）",
        ),
        (
            "play --game fow --bot p1",
            "--botはSEAT=KINDの形（例：p1=heuristic。「p1」ではない）",
        ),
        (
            "play --game fow --bot p1=smart",
            "ボット「smart」はない（ボット：random）",
        ),
        (
            "play --game mtg --variant chaos",
            "mtgのルールセットに変種「chaos」はない",
        ),
        (
            "soak --game fow --steps 0",
            "--stepsは1から100000000まで（0ではない）",
        ),
        (
            "soak --game fow --variant grand-melee --steps 5",
            "fowのルールセットに変種「grand-melee」はない",
        ),
    ];
    for (line, want) in cases {
        let args: Vec<&str> = line.split(' ').chain(["--lang", "ja"]).collect();
        let out = ryoiki(&args);
        assert_eq!(out.code, Some(2), "{line}");
        assert!(out.stderr.contains(want), "{line}: {}", out.stderr);
        every_line_japanese(&out.stderr, |_| false);
    }
    // In English, as before.
    ryoiki(&["play", "--game", "fow", "--seat", "zed"])
        .complains("no seat 'zed' (the seats: p0, p1)");
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
    let stdout = ryoiki(&[
        "rules",
        "--game",
        "fow",
        "--scenarios",
        conf_arg,
        "--lang",
        "ja",
    ])
    .exits(1)
    .says("fow-3.9 ")
    .stdout;
    every_line_japanese(&stdout, |_| false);
    assert!(stdout.starts_with("fow：59件中"), "{stdout}");
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
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
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
    let stdout = ryoiki(&[
        "rules",
        "--id",
        "fow-3.9",
        "--scenarios",
        conf_arg,
        "--lang",
        "ja",
    ])
    .says("証明するもの：")
    .stdout;
    let english = ryoiki(&["rules", "--id", "fow-3.9", "--scenarios", conf_arg]).stdout;
    let described = english.lines().nth(3).unwrap().to_string();
    every_line_japanese(&stdout, |l| {
        l == described || l.trim_start().starts_with(conf_arg)
    });

    // Errors.
    ryoiki(&["rules", "--id", "fow-3.9x", "--lang", "ja"])
        .exits(2)
        .complains("不明なルールID「fow-3.9x」（もしかして「fow-3.9」？）");
    ryoiki(&["rules", "--scenarios", "nowhere", "--lang", "ja"])
        .exits(2)
        .complains("フォルダがない：nowhere");
    let outside = tempfile::tempdir().unwrap();
    let err = ryoiki_in(outside.path(), &["rules", "--lang", "ja"])
        .exits(2)
        .complains("conformanceフォルダを探した場所：")
        .stderr;
    // Between the two sentences, only the folders it looked in.
    every_line_japanese(&err, |l| l.starts_with("  /"));

    // The finder: a path that is not there, a link back to a folder above.
    ryoiki(&["check", "nowhere", "--lang", "ja"])
        .exits(2)
        .complains("そのようなファイルもフォルダもない：nowhere");
    let looped = dir.path().join("looped");
    std::fs::create_dir_all(looped.join("deep")).unwrap();
    std::os::unix::fs::symlink(&looped, looped.join("deep/up")).unwrap();
    let stdout = ryoiki(&["check", looped.to_str().unwrap(), "--lang", "ja"])
        .says("へ戻るリンク（ループ）なので、たどらない")
        .stdout;
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
    ryoiki(&["serve", "--addr", "127.0.0.1:99999", "--lang", "ja"])
        .exits(2)
        .complains("127.0.0.1:99999で待ち受けできない");
}
