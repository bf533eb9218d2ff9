//! Cockatrice deck files (`.cod`): XML with `<zone name="main">`, `"side"`, and, for
//! Planechase, our `"planar"` (or `"planes"`) zone, each holding
//! `<card number="4" name="…"/>`. Read with `quick-xml`, a maintained streaming XML
//! reader that gives each element's byte position, so every problem has its line.

use super::{DeckEntry, DeckProblem, MAX_COPIES, Section, line_of};
use crate::words::say;
use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};
use ryoiki_core::Phrase;

/// The entries and every problem found.
pub(super) fn parse(file: &str, src: &str) -> (Vec<DeckEntry>, Vec<DeckProblem>) {
    let mut reader = Reader::from_str(src);
    let mut entries = Vec::new();
    let mut problems = Vec::new();
    let mut zone: Option<Section> = None;
    let mut saw_root = false;
    let problem = |line: usize, words: Phrase| DeckProblem::new(file, line, words, None);
    loop {
        let before = reader.buffer_position() as usize;
        let event = match reader.read_event() {
            Ok(e) => e,
            Err(e) => {
                problems.push(problem(
                    line_of(src, reader.error_position() as usize),
                    say("deck-xml").arg("error", e.to_string()),
                ));
                break;
            }
        };
        // The element starts after any whitespace before it.
        let at = before + src[before.min(src.len())..].len()
            - src[before.min(src.len())..].trim_start().len();
        let line = line_of(src, at);
        match event {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) => match e.name().as_ref() {
                b"cockatrice_deck" => saw_root = true,
                b"zone" => match attr(&e, "name").as_deref() {
                    Some(name @ ("main" | "side" | "planar" | "planes")) => {
                        zone = crate::section_of_header(name);
                    }
                    Some(other) => {
                        zone = None;
                        problems.push(problem(
                            line,
                            say("deck-cod-unknown-zone").arg("name", other),
                        ))
                    }
                    None => problems.push(problem(line, say("deck-cod-zone-name"))),
                },
                b"card" => {
                    let name = attr(&e, "name");
                    let number = attr(&e, "number");
                    match (zone, name, number.as_deref().map(str::parse::<u32>)) {
                        (None, _, _) => problems.push(problem(line, say("deck-cod-card-outside"))),
                        (_, None, _) => problems.push(problem(line, say("deck-cod-card-name"))),
                        (Some(section), Some(name), None) => entries.push(DeckEntry {
                            name,
                            count: 1,
                            section,
                            line,
                        }),
                        (Some(section), Some(name), Some(Ok(n)))
                            if (1..=MAX_COPIES).contains(&n) =>
                        {
                            entries.push(DeckEntry {
                                name,
                                count: n,
                                section,
                                line,
                            })
                        }
                        (_, Some(name), Some(_)) => problems.push(problem(
                            line,
                            say("deck-cod-bad-number")
                                .arg("name", name)
                                .arg("number", number.unwrap_or_default())
                                .arg("max", MAX_COPIES.to_string()),
                        )),
                    }
                }
                _ => {}
            },
            Event::End(e) if e.name().as_ref() == b"zone" => zone = None,
            _ => {}
        }
    }
    if !saw_root && problems.is_empty() {
        problems.push(problem(1, say("deck-cod-not-cockatrice")));
    }
    (entries, problems)
}

/// The unescaped value of attribute `key`, if present and readable.
fn attr(e: &BytesStart<'_>, key: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == key.as_bytes())
        .and_then(|a| a.unescape_value().ok().map(|v| v.into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DECK: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Gulls</deckname>
    <zone name="main">
        <card number="4" name="Ember Gull"/>
        <card number="2" name="Salt &amp; Ash"/>
    </zone>
    <zone name="side">
        <card number="1" name="Glass Ward"/>
    </zone>
    <zone name="planar">
        <card number="1" name="Amber Steppe"/>
    </zone>
</cockatrice_deck>
"#;

    #[test]
    fn zones_counts_and_lines_are_read() {
        let (entries, problems) = parse("d.cod", DECK);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            crate::deck::data::entry_summary(&entries),
            vec![
                ("Ember Gull", 4, Section::MAIN, 5),
                ("Salt & Ash", 2, Section::MAIN, 6),
                ("Glass Ward", 1, Section::SIDEBOARD, 9),
                ("Amber Steppe", 1, ryoiki_mtg::game::PLANAR, 12),
            ]
        );
    }

    #[test]
    fn bad_zones_counts_and_xml_are_reported() {
        let src = "<cockatrice_deck>\n<zone name=\"tokens\">\n<card number=\"1\" name=\"X\"/>\n</zone>\n<zone name=\"main\">\n<card number=\"0\" name=\"Y\"/>\n</zone>\n</cockatrice_deck>\n";
        let (_, problems) = parse("d.cod", src);
        let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![2, 3, 6], "{problems:?}");
        let (_, problems) = parse(
            "d.cod",
            "<cockatrice_deck>\n<zone name=\"main\">\n</cockatrice_deck>",
        );
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].message.starts_with("not well-formed XML"),
            "{problems:?}"
        );
    }
}
