//! Every public type of the model and engine crates has an example in its docs.
//!
//! "Public type" means a struct, enum, trait, union or type alias that the crate's
//! `lib.rs` re-exports at the crate root (`pub use module::{Name, …}`): the names a
//! user of `ryoiki_core::*` meets. Its doc comment must hold a Rust code block that
//! rustdoc runs as a doctest (not `ignore`, `text` or `compile_fail`) and that asserts
//! something (`assert!`, `assert_eq!`, `assert_ne!` or `matches!` inside one). The
//! doctests themselves run under `cargo test --doc`; this test keeps them from being
//! left out. It reads the sources as text, so it needs no nightly rustdoc.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The workspace root (two folders above this crate).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

/// The names a `lib.rs` re-exports at its root with `pub use`, and the module path
/// each comes through (`card::CardDef` → (`CardDef`, `card`)). Globs are skipped.
fn root_reexports(lib: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = lib;
    while let Some(at) = rest.find("pub use ") {
        let line_start = rest[..at].rfind('\n').map_or(0, |n| n + 1);
        let indented = !rest[line_start..at].trim().is_empty() || at != line_start;
        let after = &rest[at + "pub use ".len()..];
        let end = after.find(';').unwrap_or(after.len());
        let item = &after[..end];
        rest = &after[end..];
        if indented {
            continue;
        }
        let item: String = item.split_whitespace().collect();
        let (prefix, names) = match item.find('{') {
            Some(open) => (
                item[..open].trim_end_matches("::").to_string(),
                item[open + 1..item.len() - 1].to_string(),
            ),
            None => match item.rfind("::") {
                Some(sep) => (item[..sep].to_string(), item[sep + 2..].to_string()),
                None => (String::new(), item.clone()),
            },
        };
        for name in names.split(',').filter(|n| !n.is_empty() && *n != "*") {
            let name = name.rsplit(" as ").next().unwrap_or(name);
            let (path, name) = match name.rfind("::") {
                Some(sep) => (format!("{prefix}::{}", &name[..sep]), &name[sep + 2..]),
                None => (prefix.clone(), name),
            };
            out.push((name.to_string(), path));
        }
    }
    out
}

/// Whether a re-exported name is a type's by Rust's naming (`CardDef`, not `cite`
/// nor `MAX_STEPS_PER_ACTION`).
fn is_type_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.chars().any(|c| c.is_ascii_lowercase())
}

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    ryoiki_tidy::files::rust_sources(dir).expect("readable sources")
}

/// The doc comment above each type definition of a file, by the type's name: the
/// `///` lines above `pub struct|enum|trait|type|union Name`, across attributes.
fn type_docs(text: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let Some(rest) = [
            "pub struct ",
            "pub enum ",
            "pub trait ",
            "pub type ",
            "pub union ",
        ]
        .iter()
        .find_map(|k| code.strip_prefix(k)) else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let mut doc = Vec::new();
        for above in lines[..i].iter().rev() {
            let t = above.trim();
            if let Some(d) = t.strip_prefix("///") {
                doc.push(d.strip_prefix(' ').unwrap_or(d));
            } else if t.is_empty() || t.ends_with(';') || t.ends_with('{') || t.ends_with('}') {
                break;
            }
            // Anything else is an attribute (possibly over several lines) or a
            // plain comment between the doc and the item: keep going up.
        }
        doc.reverse();
        out.push((name, doc.join("\n")));
    }
    out
}

/// Whether a doc comment holds a code block rustdoc runs, with an assertion in it.
fn has_asserting_example(doc: &str) -> bool {
    let mut in_block = false;
    let mut runs = false;
    for line in doc.lines() {
        let t = line.trim();
        if let Some(info) = t.strip_prefix("```") {
            if in_block {
                in_block = false;
                continue;
            }
            in_block = true;
            let info = info.trim();
            runs = info.is_empty()
                || info.split(',').all(|w| {
                    matches!(w.trim(), "rust" | "no_run" | "should_panic")
                        || w.trim().starts_with("edition")
                });
            continue;
        }
        if in_block
            && runs
            && ["assert!(", "assert_eq!(", "assert_ne!(", "matches!("]
                .iter()
                .any(|a| t.contains(a))
        {
            return true;
        }
    }
    false
}

/// The crate's root-exported types with no asserting example: "name (file)" lines,
/// and how many types were checked.
fn types_without_examples(krate: &str) -> (Vec<String>, usize) {
    let src = root().join("crates").join(krate).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    let files = sources(&src);
    let mut defs: BTreeMap<String, Vec<(PathBuf, String)>> = BTreeMap::new();
    for (path, text) in &files {
        for (name, doc) in type_docs(text) {
            defs.entry(name).or_default().push((path.clone(), doc));
        }
    }
    let mut missing = Vec::new();
    let mut checked = 0;
    for (name, path) in root_reexports(&lib) {
        if !is_type_name(&name) || path.starts_with("ryoiki_") {
            continue;
        }
        checked += 1;
        let Some(found) = defs.get(&name) else {
            missing.push(format!(
                "{name}: no definition found under {}",
                src.display()
            ));
            continue;
        };
        // Several types of that name: the one in the module the re-export names.
        let module = path.split("::").next().unwrap_or_default();
        let pick = if found.len() == 1 {
            found.first()
        } else {
            found.iter().find(|(p, _)| {
                p.file_stem().is_some_and(|s| s == module)
                    || p.parent()
                        .and_then(Path::file_name)
                        .is_some_and(|s| s == module)
            })
        };
        match pick {
            Some((file, doc)) if !has_asserting_example(doc) => {
                let file = file.strip_prefix(root()).unwrap_or(file);
                missing.push(format!("{name} ({})", file.display()));
            }
            Some(_) => {}
            None => missing.push(format!("{name}: several definitions, none in `{path}`")),
        }
    }
    (missing, checked)
}

#[test]
fn every_public_type_of_the_model_has_an_example() {
    let (missing, checked) = types_without_examples("ryoiki-model");
    assert!(
        checked > 60,
        "only {checked} types found: did lib.rs change shape?"
    );
    assert!(
        missing.is_empty(),
        "{} of {checked} public types of ryoiki-model have no example that asserts:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn every_public_type_of_the_engine_has_an_example() {
    let (missing, checked) = types_without_examples("ryoiki-core");
    assert!(
        checked > 10,
        "only {checked} types found: did lib.rs change shape?"
    );
    assert!(
        missing.is_empty(),
        "{} of {checked} public types of ryoiki-core have no example that asserts:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// The checker itself: it finds re-exports, reads docs across attributes, and tells a
/// running, asserting example from an ignored one or none.
#[test]
fn the_checker_tells_an_example_from_none() {
    let lib = "pub mod a;\npub use a::{Good, Bad};\npub use b::c::Plain;\npub use a::f;\n";
    assert_eq!(
        root_reexports(lib),
        [
            ("Good".to_string(), "a".to_string()),
            ("Bad".to_string(), "a".to_string()),
            ("Plain".to_string(), "b::c".to_string()),
            ("f".to_string(), "a".to_string()),
        ]
    );
    assert!(!is_type_name("f") && !is_type_name("MAX") && is_type_name("Good"));
    let src = "/// Good.\n///\n/// ```\n/// assert_eq!(1, 1);\n/// ```\n#[derive(\n    Debug,\n)]\npub struct Good;\n\n\
               /// Bad.\n///\n/// ```ignore\n/// assert_eq!(1, 1);\n/// ```\npub enum Bad {}\n\
               /// Plain.\n/// ```\n/// let x = 1;\n/// ```\npub type Plain = u8;\n";
    let docs: BTreeMap<String, String> = type_docs(src).into_iter().collect();
    assert!(has_asserting_example(&docs["Good"]));
    assert!(!has_asserting_example(&docs["Bad"]));
    assert!(!has_asserting_example(&docs["Plain"]));
}
