//! What one source file says about modules: the modules it declares, the items it
//! defines, what it imports or re-exports, and the paths its code names.

use crate::lexer::{Tok, Token, tokens};

/// A path named in a file, as written, with where it was named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathRef {
    /// The inline modules (`mod tests { … }`) it was named inside, outermost first.
    pub inline: Vec<String>,
    /// Its segments as written (`["crate", "game", "Game"]`, `["super", "x"]`).
    pub segments: Vec<String>,
    /// The line it was named on.
    pub line: usize,
}

/// One leaf of a `use` tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UseLeaf {
    /// The path of the imported item (for a glob, of the module globbed).
    pub path: PathRef,
    /// The name it is known by here (the last segment, or the `as` name); `None` for a glob.
    pub name: Option<String>,
    /// Whether the `use` is visible outside the file (`pub` or `pub(…)`): a re-export.
    pub public: bool,
}

/// Everything the module graph needs from one file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileFacts {
    /// Modules declared at the file's top level with `mod name;`.
    pub declared: Vec<String>,
    /// Names of items defined at the file's top level (types, functions, constants,
    /// traits, inline modules).
    pub defined: Vec<String>,
    /// The leaves of its `use` declarations.
    pub uses: Vec<UseLeaf>,
    /// Paths named in its code outside `use` declarations.
    pub refs: Vec<PathRef>,
}

const ITEM_KEYWORDS: [&str; 8] = [
    "struct", "enum", "fn", "trait", "type", "const", "static", "union",
];

/// Reads the module facts of one file's source.
pub fn file_facts(src: &str) -> FileFacts {
    let toks = tokens(src);
    let mut facts = FileFacts::default();
    let mut depth = 0usize;
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = inline.iter().map(|(n, _)| n.clone()).collect();
        match &toks[i].tok {
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Tok::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
            }
            Tok::Ident(kw) if kw == "mod" => {
                if let Some(Tok::Ident(name)) = toks.get(i + 1).map(|t| &t.tok) {
                    match toks.get(i + 2).map(|t| &t.tok) {
                        Some(Tok::Punct(';')) if inline.is_empty() => {
                            facts.declared.push(name.clone())
                        }
                        Some(Tok::Punct('{')) => {
                            if inline.is_empty() {
                                facts.defined.push(name.clone());
                            }
                            inline.push((name.clone(), depth + 1));
                        }
                        _ => {}
                    }
                }
                i += 2;
            }
            Tok::Ident(kw) if kw == "use" => {
                let public = is_public_before(&toks, i);
                let mut leaves = Vec::new();
                let end = use_tree(&toks, i + 1, &[], &mut leaves);
                for (segments, name, line) in leaves {
                    facts.uses.push(UseLeaf {
                        path: PathRef {
                            inline: here.clone(),
                            segments,
                            line,
                        },
                        name,
                        public,
                    });
                }
                i = end;
            }
            Tok::Ident(kw) if ITEM_KEYWORDS.contains(&kw.as_str()) => {
                if let (true, Some(Tok::Ident(name))) =
                    (inline.is_empty(), toks.get(i + 1).map(|t| &t.tok))
                {
                    facts.defined.push(name.clone());
                }
                i += 1;
            }
            Tok::Ident(first) => {
                let preceded_by_sep = i > 0 && toks[i - 1].tok == Tok::PathSep;
                let mut segments = vec![first.clone()];
                let mut j = i + 1;
                while toks.get(j).map(|t| &t.tok) == Some(&Tok::PathSep) {
                    match toks.get(j + 1).map(|t| &t.tok) {
                        Some(Tok::Ident(s)) => {
                            segments.push(s.clone());
                            j += 2;
                        }
                        _ => break,
                    }
                }
                if segments.len() > 1 && !preceded_by_sep {
                    facts.refs.push(PathRef {
                        inline: here,
                        segments,
                        line: toks[i].line,
                    });
                }
                i = j;
            }
            _ => i += 1,
        }
    }
    facts
}

/// Whether the `use` at `at` is preceded by `pub` or `pub(…)`.
fn is_public_before(toks: &[Token], at: usize) -> bool {
    let mut k = at;
    if k >= 1 && toks[k - 1].tok == Tok::Punct(')') {
        while k > 0 && toks[k - 1].tok != Tok::Punct('(') {
            k -= 1;
        }
        k = k.saturating_sub(1);
    }
    k >= 1 && toks[k - 1].tok == Tok::Ident("pub".into())
}

/// Parses a use tree from `i` with the segments before it in `prefix`, pushing each
/// leaf (segments, name, line); returns the index past the tree (past a final `;`).
fn use_tree(
    toks: &[Token],
    mut i: usize,
    prefix: &[String],
    leaves: &mut Vec<(Vec<String>, Option<String>, usize)>,
) -> usize {
    let mut segments = prefix.to_vec();
    if toks.get(i).map(|t| &t.tok) == Some(&Tok::PathSep) {
        i += 1; // `use ::std::…`
    }
    loop {
        let Some(token) = toks.get(i) else { return i };
        match &token.tok {
            Tok::Ident(s) => {
                segments.push(s.clone());
                i += 1;
                if toks.get(i).map(|t| &t.tok) == Some(&Tok::PathSep) {
                    i += 1;
                    continue;
                }
                let mut name = segments.last().cloned();
                if let Some(Tok::Ident(kw)) = toks.get(i).map(|t| &t.tok)
                    && kw == "as"
                {
                    if let Some(Tok::Ident(alias)) = toks.get(i + 1).map(|t| &t.tok) {
                        name = Some(alias.clone());
                    }
                    i += 2;
                }
                if segments.last().map(String::as_str) == Some("self") {
                    segments.pop();
                    if name.as_deref() == Some("self") {
                        name = segments.last().cloned();
                    }
                }
                leaves.push((segments, name, token.line));
                return finish(toks, i);
            }
            Tok::Punct('*') => {
                leaves.push((segments, None, token.line));
                return finish(toks, i + 1);
            }
            Tok::Punct('{') => {
                i += 1;
                loop {
                    match toks.get(i).map(|t| &t.tok) {
                        None => return i,
                        Some(Tok::Punct('}')) => return finish(toks, i + 1),
                        Some(Tok::Punct(',')) => i += 1,
                        Some(_) => i = use_tree(toks, i, &segments, leaves),
                    }
                }
            }
            _ => return finish(toks, i),
        }
    }
}

/// Past a finished tree: over a `;` that ends the declaration, but not over a `,` or
/// `}` that a surrounding group still needs.
fn finish(toks: &[Token], i: usize) -> usize {
    match toks.get(i).map(|t| &t.tok) {
        Some(Tok::Punct(';')) => i + 1,
        _ => i,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(path: &PathRef) -> String {
        path.segments.join("::")
    }

    #[test]
    fn use_trees_become_leaves() {
        let facts = file_facts(
            "pub use crate::{a::{B, c as d}, e::*, f::{self}};\nuse super::g::H;\npub(crate) use x::Y;",
        );
        let leaves: Vec<_> = facts
            .uses
            .iter()
            .map(|u| (seg(&u.path), u.name.clone(), u.public))
            .collect();
        assert_eq!(
            leaves,
            [
                ("crate::a::B".into(), Some("B".into()), true),
                ("crate::a::c".into(), Some("d".into()), true),
                ("crate::e".into(), None, true),
                ("crate::f".into(), Some("f".into()), true),
                ("super::g::H".into(), Some("H".into()), false),
                ("x::Y".into(), Some("Y".into()), true),
            ]
        );
    }

    #[test]
    fn declarations_definitions_and_inline_modules() {
        let facts = file_facts(
            "mod a;\npub mod b;\npub struct S;\nfn f() { crate::a::g(); }\n#[cfg(test)]\nmod tests {\n    use super::*;\n    fn t() { super::S; }\n}\nconst C: u8 = 0;",
        );
        assert_eq!(facts.declared, ["a", "b"]);
        assert_eq!(facts.defined, ["S", "f", "tests", "C"]);
        assert_eq!(facts.uses[0].path.inline, ["tests"]);
        let refs: Vec<_> = facts
            .refs
            .iter()
            .map(|r| (seg(r), r.inline.len()))
            .collect();
        assert_eq!(refs, [("crate::a::g".into(), 0), ("super::S".into(), 1)]);
    }
}
