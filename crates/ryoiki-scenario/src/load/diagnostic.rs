//! What the loader reports: each problem ([`Diagnostic`]) with its line and column, all
//! of a file's problems ([`LoadError`]), where a byte offset stands ([`LineIndex`]), and
//! the parser's own errors put into words ([`serde_words`]).

use ryoiki_core::{Lang, Phrase};
use std::fmt;

pub use ryoiki_games::words::serde_words;

/// One problem in a scenario file, with where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, as words of the catalogue: [`Diagnostic::render`] puts them into
    /// any language.
    pub words: Phrase,
}

impl Diagnostic {
    /// A problem at `line`:`column`; its English `message` is rendered from `words`.
    pub fn new(line: usize, column: usize, words: Phrase) -> Diagnostic {
        Diagnostic {
            line,
            column,
            message: words.render(Lang::En),
            words,
        }
    }

    /// What is wrong, in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        self.words.render(lang)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// A scenario file that could not be loaded: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render())]
pub struct LoadError {
    /// The file, as given.
    pub path: String,
    /// Every problem, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

impl LoadError {
    /// One line per problem: `path:line:column: message`, in English.
    pub fn render(&self) -> String {
        self.render_in(Lang::En)
    }

    /// One line per problem: `path:line:column: message`, the message in `lang`.
    pub fn render_in(&self, lang: Lang) -> String {
        self.diagnostics
            .iter()
            .map(|d| format!("{}:{}:{}: {}", self.path, d.line, d.column, d.render(lang)))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Where each line of a text starts, built once, so that a byte offset becomes a line
/// and column in logarithmic time (a file with thousands of cards has thousands of
/// positions to report or remember).
pub(crate) struct LineIndex {
    /// The byte offset of the start of each line; the first is 0.
    starts: Vec<usize>,
}

impl LineIndex {
    pub(super) fn new(src: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// The 1-based line and column (in characters) of byte `offset` of `src` (the text
    /// the index was built from); an offset past the end is the end, and one inside a
    /// character is that character.
    pub(super) fn pos(&self, src: &str, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(src.len());
        while !src.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        (line, src[start..offset].chars().count() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    /// Line and column by rescanning the text: what the index must agree with.
    fn slow(src: &str, offset: usize) -> (usize, usize) {
        let before = &src[..offset];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }

    #[test]
    fn the_line_index_agrees_with_rescanning() {
        for src in [
            "",
            "a",
            "\n",
            "ab\ncd\n",
            "\n\nx",
            "é\n日本語 = 1\r\nz",
            "a\n\n\nb",
        ] {
            let index = LineIndex::new(src);
            for offset in (0..=src.len()).filter(|&o| src.is_char_boundary(o)) {
                assert_eq!(
                    index.pos(src, offset),
                    slow(src, offset),
                    "{src:?} at {offset}"
                );
            }
            assert_eq!(index.pos(src, src.len() + 5), slow(src, src.len()));
        }
        // Inside a character: that character.
        assert_eq!(LineIndex::new("x\né").pos("x\né", 3), (2, 1));
    }
}
