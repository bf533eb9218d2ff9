//! Every crate embeds only files inside its own folder, so that `cargo package` can
//! pack it; the files a crate keeps a copy of (the card pools, the server's sample
//! decks) are the same as the repository's `decks/`, which users and scenario files
//! name by path.

use std::path::{Path, PathBuf};

/// The workspace root (two folders above this crate).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    ryoiki_tidy::files::rust_sources(dir).expect("readable sources")
}

/// The literal paths of a file's `include_str!`/`include_bytes!` calls that build
/// into the library or binary: those before the file's first `#[cfg(test)]` (a test
/// module sits at a file's end) and not under `#[cfg(doctest)]`.
fn built_includes(text: &str) -> Vec<String> {
    let built = &text[..text.find("#[cfg(test)]").unwrap_or(text.len())];
    let mut out = Vec::new();
    for (i, _) in built.match_indices("include_") {
        let rest = &built[i..];
        let Some(rest) = rest
            .strip_prefix("include_str!(\"")
            .or_else(|| rest.strip_prefix("include_bytes!(\""))
        else {
            continue;
        };
        // The item the include belongs to: its paragraph (attributes and docs).
        let start = built[..i].rfind("\n\n").unwrap_or(0);
        let end = built[i..].find("\n\n").map_or(built.len(), |e| i + e);
        if built[start..end].contains("#[cfg(doctest)]") {
            continue;
        }
        if let Some(end) = rest.find('"') {
            out.push(rest[..end].to_string());
        }
    }
    out
}

/// The files of `crates/` declared only for tests (`#[cfg(test)] mod name;`).
fn test_only_modules(files: &[(PathBuf, String)]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for (path, text) in files {
        let dir = path.parent().expect("a file's folder");
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for pair in lines.windows(2) {
            if pair[0] == "#[cfg(test)]"
                && let Some(name) = pair[1]
                    .strip_prefix("mod ")
                    .and_then(|m| m.strip_suffix(';'))
            {
                out.push(dir.join(format!("{name}.rs")));
                out.push(dir.join(name).join("mod.rs"));
            }
        }
    }
    out
}

#[test]
fn no_crate_embeds_a_file_from_outside_its_folder() {
    let mut outside = Vec::new();
    let mut seen = 0;
    for entry in std::fs::read_dir(root().join("crates")).expect("crates/") {
        let krate = entry.expect("a crate folder").path();
        if !krate.join("src").is_dir() {
            continue;
        }
        let files = sources(&krate.join("src"));
        let test_only = test_only_modules(&files);
        for (path, text) in &files {
            if test_only.contains(path) {
                continue;
            }
            for included in built_includes(text) {
                seen += 1;
                let target = path.parent().expect("a folder").join(&included);
                let target = target.canonicalize().unwrap_or(target);
                if !target.starts_with(&krate) {
                    let file = path.strip_prefix(root()).unwrap_or(path);
                    outside.push(format!("{}: include of {included}", file.display()));
                }
            }
        }
    }
    assert!(
        seen > 5,
        "only {seen} includes found: did the sources move?"
    );
    assert!(
        outside.is_empty(),
        "files embedded from outside their crate (`cargo package` cannot pack them; keep a \
         copy in the crate and list it in `COPIES`):\n{}",
        outside.join("\n")
    );
}

/// The copies a crate embeds, each beside the repository file it copies.
const COPIES: &[(&str, &str)] = &[
    ("crates/ryoiki-mtg/pool.toml", "decks/pools/mtg.toml"),
    ("crates/ryoiki-fow/pool.toml", "decks/pools/fow.toml"),
    ("crates/ryoiki-pmv/pool.toml", "decks/pools/pmv.toml"),
    (
        "crates/ryoiki-mtg/decks/skyfire.txt",
        "decks/mtg/skyfire.txt",
    ),
    ("crates/ryoiki-mtg/decks/grove.txt", "decks/mtg/grove.txt"),
    ("crates/ryoiki-fow/decks/sage.txt", "decks/fow/sage.txt"),
    (
        "crates/ryoiki-pmv/decks/lanterns.txt",
        "decks/pmv/lanterns.txt",
    ),
];

#[test]
fn every_embedded_copy_equals_the_repository_file() {
    let mut differ = Vec::new();
    for (copy, original) in COPIES {
        let read = |p: &str| {
            std::fs::read(root().join(p)).unwrap_or_else(|e| panic!("{p} cannot be read: {e}"))
        };
        if read(copy) != read(original) {
            differ.push(format!("{copy} differs from {original}"));
        }
    }
    assert!(
        differ.is_empty(),
        "a crate's copy is not the repository's file (copy the changed one over the other):\n{}",
        differ.join("\n")
    );
}

/// Every file a crate keeps under `decks/` or as `pool.toml` is listed in `COPIES`, so
/// a new sample deck cannot drift unchecked.
#[test]
fn every_copy_is_listed() {
    let mut unlisted = Vec::new();
    for entry in std::fs::read_dir(root().join("crates")).expect("crates/") {
        let krate = entry.expect("a crate folder").path();
        let name = krate
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let mut found = Vec::new();
        if krate.join("pool.toml").is_file() {
            found.push(format!("crates/{name}/pool.toml"));
        }
        let mut stack = vec![krate.join("decks")];
        while let Some(d) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&d) else {
                continue;
            };
            for e in entries {
                let p = e.expect("an entry").path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    let rel = p.strip_prefix(root()).expect("under the root");
                    found.push(rel.display().to_string());
                }
            }
        }
        unlisted.extend(
            found
                .into_iter()
                .filter(|f| !COPIES.iter().any(|(c, _)| c == f)),
        );
    }
    assert!(unlisted.is_empty(), "copies not in COPIES: {unlisted:?}");
}

/// The include scan itself: it sees built includes and skips test and doctest ones.
#[test]
fn the_scan_skips_test_only_includes() {
    let text = "const A: &str = include_str!(\"../a.txt\");\n\n\
                #[doc = include_str!(\"../../README.md\")]\n#[cfg(doctest)]\nstruct D;\n\n\
                const B: &[u8] = include_bytes!(\"b.bin\");\n\
                #[cfg(test)]\nmod tests { const C: &str = include_str!(\"../../c\"); }\n";
    assert_eq!(built_includes(text), ["../a.txt", "b.bin"]);
}
