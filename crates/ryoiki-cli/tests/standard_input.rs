//! `-` as the file of `check`, `explain` and `deck`: the text is read from standard
//! input, and problems name it `<stdin>`.

mod common;

use common::{ryoiki_fed, tempdir};

use std::path::Path;

const PASSING: &str = include_str!("fixtures/passing.toml");

#[test]
fn check_reads_a_scenario_from_standard_input_beside_files() {
    let t = tempdir("ryoiki-stdin-");
    let d = t.path();
    let (code, out, err) = ryoiki_fed(&["check", "-"], d, PASSING.as_bytes());
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out, "1 passed, 0 failed\n");
    // A problem on standard input is placed in `<stdin>`, and a file beside it runs too.
    std::fs::write(d.join("ok.toml"), PASSING).unwrap();
    let typo = PASSING.replace("card = \"x\"", "card = \"y\"");
    let (code, out, err) = ryoiki_fed(&["check", "ok.toml", "-"], d, typo.as_bytes());
    assert_eq!(code, 1);
    assert!(
        out.contains("FAIL <stdin>:14:8: unknown card 'y' (did you mean 'x'?)\n"),
        "{out}"
    );
    assert!(out.ends_with("1 passed, 1 failed\n"), "{out}");
    assert!(err.contains("--> <stdin>:14:8"), "{err}");
    // Given twice, `-` is bad usage.
    let (code, _, err) = ryoiki_fed(&["check", "-", "-"], d, b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("`-` (standard input) may be given only once"),
        "{err}"
    );
    // Not UTF-8: the file fails, named.
    let (code, out, _) = ryoiki_fed(&["check", "-"], d, &[0xff, 0xfe, b'\n']);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("FAIL <stdin>: standard input is not UTF-8"),
        "{out}"
    );
    let (_, out, _) = ryoiki_fed(&["check", "--lang", "ja", "-"], d, &[0xff]);
    assert!(out.contains("標準入力がUTF-8ではない"), "{out}");
}

#[test]
fn check_refuses_standard_input_past_the_size_of_a_scenario_file() {
    let t = tempdir("ryoiki-stdin-");
    let max = ryoiki_scenario::MAX_FILE_BYTES;
    let big = vec![b'#'; max as usize + 10];
    let (code, out, _) = ryoiki_fed(&["check", "-"], t.path(), &big);
    assert_eq!(code, 1);
    assert!(
        out.contains(&format!(
            "FAIL <stdin>: standard input holds more than {max} bytes"
        )),
        "{out}"
    );
}

#[test]
fn explain_reads_a_scenario_from_standard_input() {
    let t = tempdir("ryoiki-stdin-");
    let (code, out, err) = ryoiki_fed(&["explain", "-"], t.path(), PASSING.as_bytes());
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("graveyard order — "), "{out}");
    assert!(out.ends_with("scenario passed\n"), "{out}");
    let (code, out, err) = ryoiki_fed(&["explain", "-"], t.path(), b"[scenario\n");
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("--> <stdin>:1:"), "{err}");
}

#[test]
fn deck_reads_a_decklist_from_standard_input() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    // The deck's `pool:` line is read from the current folder.
    let deck = std::fs::read_to_string(root.join("decks/mtg/gulls.txt"))
        .unwrap()
        .replace("pool: ../pools/mtg.toml", "pool: decks/pools/mtg.toml");
    let (code, out, err) = ryoiki_fed(&["deck", "-", "--game", "mtg"], &root, deck.as_bytes());
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(
        out,
        "<stdin>: a good Magic: The Gathering deck (main deck 60, sideboard 4, planar deck 10)\n"
    );
    let bad = deck.replace("12 Tidewater Flats", "12 Tidewater Flat");
    let (code, out, _) = ryoiki_fed(&["deck", "-", "--game", "mtg"], &root, bad.as_bytes());
    assert_eq!(code, 1);
    assert!(
        out.contains("FAIL <stdin>:5: 'Tidewater Flat' is not in the card pool"),
        "{out}"
    );
}
