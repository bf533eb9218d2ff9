//! A load error shown as people read compiler errors: each problem with the line of the
//! file it stands on and a caret under the word at fault (`annotate-snippets`, the
//! renderer rustc and cargo use: plain text for logs, colours for a terminal).

use super::LoadError;
use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};
use ryoiki_core::Lang;

impl LoadError {
    /// Every problem with its source line and a caret under the word at fault; `src` is
    /// the file's text (the problems' lines and columns point into it). With `color`,
    /// ANSI colours for a terminal. In English.
    pub fn render_snippets(&self, src: &str, color: bool) -> String {
        self.render_snippets_in(src, color, Lang::En)
    }

    /// [`LoadError::render_snippets`] with each problem's message in `lang` (the layout,
    /// the path, the line and the caret are the same in every language).
    pub fn render_snippets_in(&self, src: &str, color: bool, lang: Lang) -> String {
        let renderer = if color {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let mut out = Vec::new();
        for d in &self.diagnostics {
            let line = src.lines().nth(d.line.saturating_sub(1));
            let message = d.render(lang);
            let title = Level::ERROR.primary_title(&message);
            let rendered = match line {
                Some(text) if !text.is_empty() => {
                    let span = word_at(text, d.column);
                    renderer.render(&[title.element(
                        Snippet::source(text)
                            .line_start(d.line)
                            .path(&self.path)
                            .annotation(AnnotationKind::Primary.span(span)),
                    )])
                }
                _ => format!("{}:{}:{}: {message}", self.path, d.line, d.column),
            };
            out.push(rendered);
        }
        out.join("\n\n")
    }
}

/// The byte range of the word starting at 1-based character `column` of `line`: a
/// quoted string to its closing quote, else up to a space or `,]}=`; at least one
/// character.
fn word_at(line: &str, column: usize) -> std::ops::Range<usize> {
    let start = line
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(line.len(), |(i, _)| i);
    let rest = &line[start..];
    let len = if let Some(quoted) = rest.strip_prefix('"') {
        quoted.find('"').map_or(rest.len(), |i| i + 2)
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
    fn the_caret_covers_the_word_or_the_quoted_string() {
        assert_eq!(word_at("zone = \"pocket\"", 8), 7..15);
        assert_eq!(word_at("game = fow", 8), 7..10);
        assert_eq!(word_at("x = [\"a\", \"b\"]", 11), 10..13);
        assert_eq!(word_at("[[cards]]", 3), 2..7);
        assert_eq!(word_at("= 1", 1), 0..1);
        assert_eq!(word_at("abc", 9), 3..3);
    }
}
