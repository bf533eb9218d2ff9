//! Progress bars on long work (`indicatif`), drawn on standard error only when both
//! standard output and standard error are terminals: piped or captured output gets no
//! bar, only the final summary line each command always prints.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;

/// Whether a bar would be seen: both streams are terminals.
pub fn visible() -> bool {
    std::io::stdout().is_terminal() && std::io::stderr().is_terminal()
}

/// A bar counting to `len` of `what` (files, steps), hidden when not [`visible`].
pub fn bar(len: u64, what: &str) -> ProgressBar {
    if !visible() {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(len);
    let template = format!("{{bar:40}} {{pos}}/{{len}} {what} ({{elapsed}}, {{eta}} left)");
    if let Ok(style) = ProgressStyle::with_template(&template) {
        pb.set_style(style);
    }
    pb
}

/// A spinner for work of unknown length, hidden when not [`visible`].
pub fn spinner(message: &str) -> ProgressBar {
    if !visible() {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new_spinner();
    pb.set_message(message.to_string());
    pb.enable_steady_tick(std::time::Duration::from_millis(120));
    pb
}
