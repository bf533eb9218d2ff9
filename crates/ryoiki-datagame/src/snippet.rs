//! A file's problems shown as people read compiler errors: each problem with the line
//! of the file it stands on and a caret under the word at fault (`annotate-snippets`,
//! the renderer rustc and cargo use: plain text for logs, colours for a terminal). Game
//! definitions and scenario files are shown alike.

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

/// Every problem, given as (1-based line, 1-based column, message), with its source
/// line out of `source` and a caret under the word at fault; a problem whose line is
/// empty or past the end is `path:line:column: message`. With `color`, ANSI colours.
///
/// ```
/// let shown = ryoiki_datagame::snippet::render(
///     "g.toml",
///     "[game]\nkey = 7\n",
///     [(2, 7, "a key is text".to_string())],
///     false,
/// );
/// assert!(shown.contains("g.toml:2:7"));
/// assert!(shown.contains("key = 7"));
/// ```
pub fn render(
    path: &str,
    source: &str,
    problems: impl IntoIterator<Item = (usize, usize, String)>,
    color: bool,
) -> String {
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut out = Vec::new();
    for (line_no, column, message) in problems {
        let line = source.lines().nth(line_no.saturating_sub(1));
        let rendered = match line {
            Some(text) if !text.is_empty() => {
                let span = word_at(text, column);
                renderer.render(&[Level::ERROR.primary_title(&message).element(
                    Snippet::source(text)
                        .line_start(line_no)
                        .path(path)
                        .annotation(AnnotationKind::Primary.span(span)),
                )])
            }
            _ => format!("{path}:{line_no}:{column}: {message}"),
        };
        out.push(rendered);
    }
    out.join("\n\n")
}

/// The byte range of the word starting at 1-based character `column` of `line`: a
/// quoted string to its closing quote, a table to its closing brace, else up to a space
/// or `,]}=`; at least one character.
fn word_at(line: &str, column: usize) -> std::ops::Range<usize> {
    let start = line
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(line.len(), |(i, _)| i);
    let rest = &line[start..];
    let len = if let Some(quoted) = rest.strip_prefix('"') {
        quoted.find('"').map_or(rest.len(), |i| i + 2)
    } else if rest.starts_with('{') {
        rest.find('}').map_or(rest.len(), |i| i + 1)
    } else if rest.starts_with('[') {
        // A table header: to the end of its closing brackets.
        rest.find(']').map_or(rest.len(), |i| {
            i + rest[i..].chars().take_while(|&c| c == ']').count()
        })
    } else {
        rest.find(|c: char| c.is_whitespace() || ",]}=".contains(c))
            .unwrap_or(rest.len())
    };
    let len = if len == 0 {
        rest.chars().next().map_or(0, char::len_utf8)
    } else {
        len
    };
    start..start + len
}

#[cfg(test)]
mod tests {
    use super::word_at;

    #[test]
    fn the_caret_covers_the_word_the_quoted_string_the_table_or_the_header() {
        assert_eq!(word_at("zone = \"pocket\"", 8), 7..15);
        assert_eq!(word_at("game = fow", 8), 7..10);
        assert_eq!(word_at("x = [\"a\", \"b\"]", 11), 10..13);
        assert_eq!(word_at("[[cards]]", 3), 2..7);
        assert_eq!(word_at("[[cards]]", 1), 0..9);
        assert_eq!(word_at("a = { b = 1 }", 5), 4..13);
        assert_eq!(word_at("ordered = maybe", 11), 10..15);
        assert_eq!(word_at("name = { en = \"a\" }", 8), 7..19);
        assert_eq!(word_at("= 1", 1), 0..1);
        assert_eq!(word_at("abc", 9), 3..3);
    }
}
