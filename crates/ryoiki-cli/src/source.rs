//! The one file a command reads: a path, or `-` for standard input (named `<stdin>` in
//! what is reported, and read up to a limit), and why a path given is no file (bad
//! usage, exit status 2, the same for every command).

use crate::catalogue::phrase;
use ryoiki_core::Phrase;
use std::io::Read;
use std::path::{Path, PathBuf};

/// What standard input is called where a problem's position is given.
pub(crate) const STDIN_NAME: &str = "<stdin>";

/// Whether a path argument is `-`, standard input.
pub(crate) fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Where a command's one file comes from.
pub(crate) enum Source {
    /// `-`: standard input.
    Stdin,
    /// A file.
    File(PathBuf),
}

impl Source {
    /// The source a path argument names.
    pub(crate) fn named(path: &Path) -> Source {
        if is_stdin(path) {
            Source::Stdin
        } else {
            Source::File(path.to_path_buf())
        }
    }

    /// How problems name it: the path as given, or `<stdin>`.
    pub(crate) fn shown(&self) -> String {
        match self {
            Source::Stdin => STDIN_NAME.to_string(),
            Source::File(p) => p.display().to_string(),
        }
    }
}

/// Why a path given for one file is not one: bad usage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BadPath {
    /// It is a folder.
    Folder,
    /// It exists but is neither a file nor a folder (a pipe, a device, a broken link).
    NotAFile,
    /// Nothing is there.
    Missing,
}

/// Why `path` cannot be read as one file, if it cannot (`-` always can).
pub(crate) fn bad_path(path: &Path) -> Option<BadPath> {
    if is_stdin(path) || path.is_file() {
        None
    } else if path.is_dir() {
        Some(BadPath::Folder)
    } else if std::fs::symlink_metadata(path).is_ok() {
        Some(BadPath::NotAFile)
    } else {
        Some(BadPath::Missing)
    }
}

/// Why standard input could not be read as text.
#[derive(Debug, thiserror::Error)]
pub(crate) enum StdinError {
    /// Reading failed.
    #[error("cannot read standard input: {0}")]
    Read(#[from] std::io::Error),
    /// More than the limit was given.
    #[error("standard input holds more than {max} bytes")]
    TooBig {
        /// The limit, in bytes.
        max: u64,
    },
    /// The bytes are not UTF-8.
    #[error("standard input is not UTF-8: {0}")]
    NotUtf8(#[from] std::string::FromUtf8Error),
}

impl StdinError {
    /// The error in words of the CLI's catalogue, for either language.
    pub(crate) fn words(&self) -> Phrase {
        match self {
            StdinError::Read(e) => phrase("stdin-cannot-read").arg("error", e.to_string()),
            StdinError::TooBig { max } => phrase("stdin-too-big").arg("max", max.to_string()),
            StdinError::NotUtf8(e) => phrase("stdin-not-utf8").arg("error", e.to_string()),
        }
    }
}

/// Standard input as text, refused past `max` bytes (no more than `max` + 1 are read).
pub(crate) fn read_stdin(max: u64) -> Result<String, StdinError> {
    read_text(std::io::stdin().lock(), max)
}

/// `reader`'s text, refused past `max` bytes.
fn read_text(reader: impl Read, max: u64) -> Result<String, StdinError> {
    let mut bytes = Vec::new();
    reader.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(StdinError::TooBig { max });
    }
    Ok(String::from_utf8(bytes)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_past_the_limit_or_not_utf8_is_refused() {
        assert_eq!(read_text(&b"abc"[..], 3).unwrap(), "abc");
        assert!(matches!(
            read_text(&b"abcd"[..], 3),
            Err(StdinError::TooBig { max: 3 })
        ));
        assert!(matches!(
            read_text(&[0xff, 0xfe][..], 10),
            Err(StdinError::NotUtf8(_))
        ));
    }

    #[test]
    fn a_dash_is_standard_input_and_never_a_bad_path() {
        assert!(matches!(Source::named(Path::new("-")), Source::Stdin));
        assert_eq!(Source::named(Path::new("-")).shown(), "<stdin>");
        assert_eq!(bad_path(Path::new("-")), None);
        assert_eq!(
            bad_path(Path::new("/no/such/ryoiki/file")),
            Some(BadPath::Missing)
        );
        assert_eq!(bad_path(Path::new("/")), Some(BadPath::Folder));
    }
}
