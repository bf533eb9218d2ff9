//! `ryoiki play` reads on past a line it cannot take (issue #26): a line that is not
//! UTF-8 or is over the limit is refused, naming the line, and the next line is read;
//! the input does not end there.

mod common;

const ARGS: &[&str] = &["--game", "fow", "--seat", "p0", "--max-actions", "2"];

fn refusals(lines: &[serde_json::Value]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l["type"] == "refused")
        .map(|l| l["error"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_non_utf8_line_is_refused_and_play_goes_on() {
    let (code, lines, err) = common::play(ARGS, b"\xff\xfe{}\n{\"pick\": 0}\n{\"pick\": 0}\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        refusals(&lines),
        vec!["input line 1 is not UTF-8: it was skipped"]
    );
    let end = lines.last().unwrap();
    assert_eq!(end["type"], "end", "{end}");
    assert_eq!(end["actions"], 2, "{end}");
}

#[test]
fn a_line_over_the_limit_is_refused_without_being_held_and_play_goes_on() {
    let mut input = b"{\"pick\": ".to_vec();
    input.extend(std::iter::repeat_n(b'0', 1 << 20));
    input.extend_from_slice(b"}\n{\"pick\": 0}\n{\"pick\": 0}\n");
    let (code, lines, err) = common::play(ARGS, &input);
    assert_eq!(code, 0, "{err}");
    let r = refusals(&lines);
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].starts_with("input line 1 is over the limit of 65536 bytes"),
        "{r:?}"
    );
    assert_eq!(lines.last().unwrap()["actions"], 2);
}
