//! Plain-text decklists: `4 Card Name`, `SB: 2 Card Name`, section headers, comments.

use super::{DeckEntry, DeckProblem, MAX_COPIES, Section};
use crate::words::say;
use ryoiki_core::Phrase;

/// The entries, the `pool:` line's path, and every line that is not understood.
pub(super) fn parse(file: &str, src: &str) -> (Vec<DeckEntry>, Option<String>, Vec<DeckProblem>) {
    let mut entries = Vec::new();
    let mut problems = Vec::new();
    let mut pool = None;
    let mut section = Section::MAIN;
    let problem = |line: usize, words: Phrase| DeckProblem::new(file, line, words, None);
    for (i, raw) in src.lines().enumerate() {
        let line = i + 1;
        let text = raw.trim();
        if text.is_empty() || text.starts_with('#') || text.starts_with("//") {
            continue;
        }
        if let Some(p) = text.strip_prefix("pool:") {
            pool = Some(p.trim().to_string());
            continue;
        }
        let (in_section, rest) = match text.strip_prefix("SB:") {
            Some(rest) => (Section::SIDEBOARD, rest.trim()),
            None => (section, text),
        };
        let (count, name) = match rest.split_once(char::is_whitespace) {
            Some((n, name)) => (n.trim_end_matches(['x', 'X']), name.trim()),
            None => (rest, ""),
        };
        match count.parse::<u32>() {
            Ok(n) if name.is_empty() => problems.push(problem(
                line,
                say("deck-no-name").arg("count", n.to_string()),
            )),
            Ok(0) => problems.push(problem(line, say("deck-zero").arg("name", name))),
            Ok(n) if n > MAX_COPIES => problems.push(problem(
                line,
                say("deck-too-many-copies")
                    .arg("count", n.to_string())
                    .arg("name", name)
                    .arg("max", MAX_COPIES.to_string()),
            )),
            Ok(n) => entries.push(DeckEntry {
                name: name.to_string(),
                count: n,
                section: in_section,
                line,
            }),
            Err(_) => match crate::section_of_header(text) {
                Some(s) => section = s,
                None => problems.push(problem(line, say("deck-bad-line").arg("line", text))),
            },
        }
    }
    (entries, pool, problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_sections_and_sideboard_lines_are_read() {
        let src = "# a deck\npool: pool.toml\n4 Ember Gull\n2x Salt Wyrm\n\nSideboard:\n1 Glass Ward\nMain deck:\nSB: 3 Ash Veil\n";
        let (entries, pool, problems) = parse("d.txt", src);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(pool.as_deref(), Some("pool.toml"));
        assert_eq!(
            crate::deck::data::entry_summary(&entries),
            vec![
                ("Ember Gull", 4, Section::MAIN, 3),
                ("Salt Wyrm", 2, Section::MAIN, 4),
                ("Glass Ward", 1, Section::SIDEBOARD, 7),
                ("Ash Veil", 3, Section::SIDEBOARD, 9),
            ]
        );
    }

    #[test]
    fn every_bad_line_is_reported_with_its_line() {
        let (_, _, problems) = parse("d.txt", "4\n0 Gull\nfour Gulls\n1001 Gull\n");
        let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![1, 2, 3, 4], "{problems:?}");
        assert!(
            problems[2].message.contains("neither a card line"),
            "{problems:?}"
        );
    }
}
