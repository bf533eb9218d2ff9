//! A test of the core's message catalogue (`crates/ryoiki-model/messages/*.ftl`, loaded by
//! [`crate::messages::core`]): the same keys in both languages, and every key the engine
//! or the model asks for present.

use crate::messages::{core, keys_used_in};
use crate::zone::Lang;

#[test]
fn the_core_catalogue_has_the_same_keys_in_both_languages_and_every_key_used() {
    let m = core();
    assert_eq!(m.same_keys(), Ok(()));
    let mut used = 0;
    // Every source file of the engine and of the model, in subfolders (`seat/`) too.
    let mut files = Vec::new();
    let mut dirs = vec![
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../ryoiki-model/src")),
    ];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        for k in keys_used_in(&src) {
            if path.ends_with("messages.rs") {
                continue;
            }
            used += 1;
            assert!(
                m.has(Lang::En, &k),
                "{} asks for {k}, which the catalogue lacks",
                path.display()
            );
        }
    }
    assert!(used > 40, "only {used} keys found in use");
    // Keys chosen by a match are literals of their own.
    for (source, prefix) in [
        (include_str!("../../ryoiki-model/src/event.rs"), "what-"),
        (include_str!("../../ryoiki-model/src/action.rs"), "deed-"),
        (include_str!("agenda.rs"), "topic-"),
        (include_str!("seat/events.rs"), "seat-"),
    ] {
        let mut found = 0;
        for chunk in source.split('"').skip(1).step_by(2) {
            if chunk.starts_with(prefix) {
                found += 1;
                assert!(m.has(Lang::En, chunk), "{chunk}");
            }
        }
        assert!(found > 2, "only {found} keys {prefix}… found");
    }
}
