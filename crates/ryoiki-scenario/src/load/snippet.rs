//! A load error shown as people read compiler errors: each problem with the line of the
//! file it stands on and a caret under the word at fault, as game definitions are shown
//! (`ryoiki_datagame::snippet`).

use super::LoadError;
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
        ryoiki_datagame::snippet::render(
            &self.path,
            src,
            self.diagnostics
                .iter()
                .map(|d| (d.line, d.column, d.render(lang))),
            color,
        )
    }
}
