//! The Rust sources the checks read.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, at any depth, with its text, in path order.
///
/// # Errors
/// A folder or file that cannot be read.
///
/// ```
/// let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
/// let files = ryoiki_tidy::files::rust_sources(&dir).unwrap();
/// assert!(files.iter().any(|(path, text)| path.ends_with("files.rs") && text.contains("rust_sources")));
/// ```
pub fn rust_sources(dir: &Path) -> std::io::Result<Vec<(PathBuf, String)>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path)?;
                out.push((path, text));
            }
        }
    }
    out.sort();
    Ok(out)
}
