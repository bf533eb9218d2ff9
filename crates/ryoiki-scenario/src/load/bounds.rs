//! The bounds on what a file's text may cost, checked before it is parsed.
//!
//! Parsing builds a tree with a node per value, several times larger than the text that
//! writes it (a number of two bytes, "0,", becomes a node of tens of bytes, and reading
//! the tables copies nodes again). So besides its size in bytes ([`super::MAX_FILE_BYTES`])
//! a file is bounded in how many values it writes ([`MAX_VALUES`]), how many items one
//! array holds ([`MAX_ARRAY_ITEMS`]) and how deep arrays and inline tables nest
//! ([`MAX_NESTING`]). A light scan of the text counts them without building anything
//! (its memory is the nesting, at most [`MAX_NESTING`] entries), and the first bound
//! passed is reported where it is passed; the file is then not parsed.
//!
//! The scan counts tokens: every string, every bare word or number, every array, inline
//! table and table header. A key counts too, so the count is a little above the values
//! a reader would count; the bounds leave room for that.

use super::{Loader, say};

/// The most values (tokens: strings, numbers, words, keys, arrays, tables) a file may
/// write. The largest shipped scenario (12 KB) writes a few thousand; a file of this
/// many costs at most about 90 MB to read (measured: 490,000 numbers in shuffle orders,
/// 81 MB peak for the whole `ryoiki check`), where 4,000,000 cost 687 MB before the bound.
/// A file of [`super::MAX_STEPS`] steps has room for five per step.
pub const MAX_VALUES: usize = 500_000;

/// The most items one array may hold: as many as a file may have cards
/// ([`super::MAX_CARDS`]), for a list of cards or a shuffle's order.
pub const MAX_ARRAY_ITEMS: usize = 10_000;

/// The deepest arrays and inline tables may nest inside each other (a scenario's
/// deepest is an event's `rules` list inside `events`: 3).
pub const MAX_NESTING: usize = 32;

/// An array or inline table being scanned: how many items it holds so far.
struct Open {
    array: bool,
    items: usize,
}

impl Loader<'_> {
    /// Whether the text stays within the bounds; if not, an error at the first value past
    /// one.
    pub(super) fn check_bounds(&mut self) -> bool {
        match scan(self.src.as_bytes()) {
            Ok(()) => true,
            Err((at, bound)) => {
                let words = match bound {
                    Bound::Values => say("load-too-many-values").arg("max", MAX_VALUES),
                    Bound::ArrayItems => say("load-array-too-long").arg("max", MAX_ARRAY_ITEMS),
                    Bound::Nesting => say("load-nested-too-deep").arg("max", MAX_NESTING),
                };
                self.err(at..at + 1, words);
                false
            }
        }
    }
}

/// Which bound a file passes.
#[derive(Debug, PartialEq, Eq)]
enum Bound {
    Values,
    ArrayItems,
    Nesting,
}

/// Scans TOML text, counting tokens, array items and nesting; the offset of the first
/// token past a bound, and which. Text that is not TOML is scanned as well as it goes:
/// the parser reports its errors afterwards.
fn scan(b: &[u8]) -> Result<(), (usize, Bound)> {
    let mut open: Vec<Open> = Vec::new();
    let mut values = 0usize;
    let mut i = 0;
    // Whether a value may follow at the top level (after `=`, until the line ends).
    let mut after_equals = false;
    // A token begins at `at`: counted in all, and as an item of the array it stands in.
    let mut token = |at: usize, open: &mut Vec<Open>| -> Result<(), (usize, Bound)> {
        values += 1;
        if values > MAX_VALUES {
            return Err((at, Bound::Values));
        }
        if let Some(o) = open.last_mut()
            && o.array
        {
            o.items += 1;
            if o.items > MAX_ARRAY_ITEMS {
                return Err((at, Bound::ArrayItems));
            }
        }
        Ok(())
    };
    while i < b.len() {
        let c = b[i];
        match c {
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'\n' => {
                if open.is_empty() {
                    after_equals = false;
                }
            }
            b' ' | b'\t' | b'\r' | b',' => {}
            b'=' => {
                if open.is_empty() {
                    after_equals = true;
                }
            }
            b'"' | b'\'' => {
                token(i, &mut open)?;
                i = skip_string(b, i);
                continue;
            }
            b'[' if open.is_empty() && !after_equals => {
                // A table header, `[name]` or `[[name]]`, to the end of its line.
                token(i, &mut open)?;
                while i < b.len() && b[i] != b'\n' && b[i] != b'#' {
                    if b[i] == b'"' || b[i] == b'\'' {
                        i = skip_string(b, i);
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            b'[' | b'{' => {
                token(i, &mut open)?;
                if open.len() >= MAX_NESTING {
                    return Err((i, Bound::Nesting));
                }
                open.push(Open {
                    array: c == b'[',
                    items: 0,
                });
            }
            b']' | b'}' => {
                open.pop();
            }
            _ => {
                // A bare key, number, boolean or date: to the next delimiter.
                token(i, &mut open)?;
                while i < b.len()
                    && !matches!(
                        b[i],
                        b' ' | b'\t'
                            | b'\r'
                            | b'\n'
                            | b','
                            | b'='
                            | b'#'
                            | b'['
                            | b']'
                            | b'{'
                            | b'}'
                            | b'"'
                            | b'\''
                    )
                {
                    i += 1;
                }
                continue;
            }
        }
        i += 1;
    }
    Ok(())
}

/// The offset just past the string that opens at `start` (basic or literal, on one line
/// or on several); the end of the text if it does not close.
fn skip_string(b: &[u8], start: usize) -> usize {
    let q = b[start];
    let multi = b.len() >= start + 3 && b[start + 1] == q && b[start + 2] == q;
    let mut i = start + if multi { 3 } else { 1 };
    while i < b.len() {
        let c = b[i];
        if c == b'\\' && q == b'"' {
            i += 2;
            continue;
        }
        if c == b'\n' && !multi {
            return i;
        }
        if c == q {
            if !multi {
                return i + 1;
            }
            if b.len() >= i + 3 && b[i + 1] == q && b[i + 2] == q {
                // Up to two more quotes may close a multi-line string ("""a"""" is a").
                let mut end = i + 3;
                while end < b.len() && end < i + 5 && b[end] == q {
                    end += 1;
                }
                return end;
            }
        }
        i += 1;
    }
    b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanned(s: &str) -> Result<(), (usize, Bound)> {
        scan(s.as_bytes())
    }

    #[test]
    fn strings_comments_and_headers_hide_their_brackets_and_commas() {
        let src = "[scenario] # [[[\ntitle = \"a, [b] {c} \\\" ,\"\nx = '''[\n,]'''\ny = \"\"\"\n[[[\"\"\"\n[[step]]\norder = [1, 2, [3, {a = 4}]]\n";
        assert_eq!(scanned(src), Ok(()));
    }

    #[test]
    fn an_array_one_item_too_long_is_found_at_that_item() {
        let ok = format!("a = [{}]", vec!["1"; MAX_ARRAY_ITEMS].join(","));
        assert_eq!(scanned(&ok), Ok(()));
        let long = format!("a = [{}]", vec!["1"; MAX_ARRAY_ITEMS + 1].join(","));
        assert_eq!(
            scanned(&long),
            Err((5 + 2 * MAX_ARRAY_ITEMS, Bound::ArrayItems))
        );
        // Items of a nested array count for it alone.
        let nested = format!("a = [[{}], 1]", vec!["1"; MAX_ARRAY_ITEMS].join(","));
        assert_eq!(scanned(&nested), Ok(()));
    }

    #[test]
    fn too_many_values_and_too_deep_nesting_are_found() {
        let many = "a = 1\n".repeat(MAX_VALUES / 2 + 1);
        assert_eq!(scanned(&many).unwrap_err().1, Bound::Values);
        let deep = format!("a = {}", "[".repeat(MAX_NESTING + 1));
        assert_eq!(scanned(&deep), Err((4 + MAX_NESTING, Bound::Nesting)));
        let fine = format!("a = {}{}", "[".repeat(MAX_NESTING), "]".repeat(MAX_NESTING));
        assert_eq!(scanned(&fine), Ok(()));
    }
}
