//! Rust source as the few tokens a module graph needs.
//!
//! Comments, string literals and character literals are dropped, so a path named in a
//! doc comment or a message is no import. Everything else becomes an identifier, a
//! `::`, or one punctuation character, each with its line number for reports.

/// One token of Rust source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// An identifier or keyword (`use`, `crate`, `Game`); a raw identifier loses its `r#`.
    Ident(String),
    /// `::`.
    PathSep,
    /// Any other punctuation character (`{`, `}`, `,`, `;`, `*`, `(`, …).
    Punct(char),
}

/// A token and the 1-based line it starts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Its line.
    pub line: usize,
}

/// Splits Rust source into tokens, leaving out comments and literals.
///
/// ```
/// use ryoiki_tidy::lexer::{tokens, Tok};
/// let toks = tokens("/// see crate::a\nuse crate::b; // crate::c\nlet s = \"crate::d\";");
/// let idents: Vec<_> = toks.iter().filter_map(|t| match &t.tok {
///     Tok::Ident(s) => Some(s.as_str()),
///     _ => None,
/// }).collect();
/// assert_eq!(idents, ["use", "crate", "b", "let", "s"]);
/// ```
pub fn tokens(src: &str) -> Vec<Token> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i = skip_block_comment(&chars, i, &mut line);
        } else if c == '"' {
            i = skip_string(&chars, i + 1, &mut line);
        } else if c == '\'' {
            i = skip_quote(&chars, i);
        } else if c == ':' && next == Some(':') {
            out.push(Token {
                tok: Tok::PathSep,
                line,
            });
            i += 2;
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if let Some(end) = literal_after_prefix(&word, &chars, i, &mut line) {
                i = end;
            } else if word == "r" && chars.get(i) == Some(&'#') {
                // A raw identifier: r#type.
                let start = i + 1;
                i = start;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.push(Token {
                    tok: Tok::Ident(chars[start..i].iter().collect()),
                    line,
                });
            } else {
                out.push(Token {
                    tok: Tok::Ident(word),
                    line,
                });
            }
        } else if c.is_ascii_digit() {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else {
            out.push(Token {
                tok: Tok::Punct(c),
                line,
            });
            i += 1;
        }
    }
    out
}

/// Past a `/* … */` comment starting at `i`, nested ones included.
fn skip_block_comment(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            if chars[i] == '\n' {
                *line += 1;
            }
            i += 1;
        }
    }
    i
}

/// Past an ordinary string's body starting at `i` (after its opening quote).
fn skip_string(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            '\n' => {
                *line += 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    i
}

/// Past a character literal at `i`, or past the quote of a lifetime or label.
fn skip_quote(chars: &[char], i: usize) -> usize {
    match (chars.get(i + 1), chars.get(i + 2)) {
        (Some('\\'), _) => {
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            j + 1
        }
        (Some(_), Some('\'')) => i + 3,
        _ => i + 1,
    }
}

/// When `word` is a literal prefix (`r`, `b`, `br`, `c`, `cr`) directly followed by a
/// string or raw string, the index past that literal.
fn literal_after_prefix(word: &str, chars: &[char], i: usize, line: &mut usize) -> Option<usize> {
    let raw = matches!(word, "r" | "br" | "cr");
    let plain = matches!(word, "b" | "c");
    match chars.get(i) {
        Some('"') if plain => Some(skip_string(chars, i + 1, line)),
        Some('\'') if word == "b" => Some(skip_quote(chars, i)),
        Some('"') | Some('#') if raw => {
            let mut hashes = 0;
            let mut j = i;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                return None;
            }
            j += 1;
            while j < chars.len() {
                if chars[j] == '\n' {
                    *line += 1;
                }
                if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
                    return Some(j + 1 + hashes);
                }
                j += 1;
            }
            Some(j)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idents(src: &str) -> Vec<String> {
        tokens(src)
            .into_iter()
            .filter_map(|t| match t.tok {
                Tok::Ident(s) => Some(s),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn literals_and_comments_are_dropped() {
        assert_eq!(idents(r##"let a = r#"crate::x "quoted""#;"##), ["let", "a"]);
        assert_eq!(idents("/* a /* nested */ crate::b */ c"), ["c"]);
        assert_eq!(idents("let q = '\"'; crate"), ["let", "q", "crate"]);
        assert_eq!(
            idents("fn f<'a>(x: &'a str) {}"),
            ["fn", "f", "a", "x", "a", "str"]
        );
        assert_eq!(idents("b\"bytes\" br#\"raw\"# r#type"), ["type"]);
    }

    #[test]
    fn lines_are_counted_through_literals() {
        let toks = tokens("\"a\nb\"\n/*\n*/ x");
        assert_eq!(toks[0].line, 4);
    }
}
