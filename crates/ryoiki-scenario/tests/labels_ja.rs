//! A scenario's labels in both languages: an effect's `label_ja` (an `[[effect]]`'s and a
//! `reveal` or `look` step's) and a trigger's `record_ja` are what the transcript shows
//! under Japanese; English shows `label` and `record` as written; an effect with no
//! Japanese form shows its English one in Japanese too.

use ryoiki_core::Lang;
use ryoiki_scenario::{Entry, load_str, run};

/// The scenario: a card revealed and looked at under effects labelled in one language
/// or both.
const SRC: &str = include_str!("fixtures/labels.toml");

/// The transcript's event lines in `lang`, after the run passed.
fn events(lang: Lang) -> String {
    let sc = load_str("labels.toml", SRC).expect("the scenario loads");
    let report = run(&sc, lang);
    assert!(report.passed(), "{:#?}", report.transcript);
    report
        .transcript
        .iter()
        .filter_map(|e| match e {
            Entry::Event(line) => Some(line.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn japanese_shows_label_ja_and_record_ja_and_english_the_labels_as_written() {
    let ja = events(Lang::Ja);
    let en = events(Lang::En);
    // The reveal step's label (added and ended) and the trigger's recorded words.
    for (ja_form, en_form) in [
        ("神託を見せる", "show the oracle"),
        ("bが公開された", "b was revealed"),
    ] {
        assert!(ja.contains(ja_form), "{ja_form} missing in:\n{ja}");
        assert!(!ja.contains(en_form), "{en_form} in Japanese:\n{ja}");
        assert!(en.contains(en_form), "{en_form} missing in:\n{en}");
        assert!(!en.contains(ja_form), "{ja_form} in English:\n{en}");
    }
    // A label with no Japanese form falls back to the one written.
    assert!(ja.contains("peek at the oracle"), "{ja}");
    assert!(en.contains("peek at the oracle"), "{en}");
}

#[test]
fn the_japanese_forms_are_read_where_the_file_gives_them() {
    let sc = load_str("labels.toml", SRC).expect("the scenario loads");
    assert_eq!(sc.label_ja("on-reveal"), Some("神託を見張る"));
    assert_eq!(sc.label_ja("show"), Some("神託を見せる"));
    assert_eq!(sc.label_ja("on-look"), None);
    assert_eq!(sc.record_ja("on-reveal"), Some("bが公開された"));
    assert_eq!(sc.label_in("on-look", Lang::Ja), Some("watch for looks"));
    assert_eq!(sc.label_in("on-reveal", Lang::En), Some("watch the oracle"));
    assert_eq!(sc.label_in("nothing", Lang::Ja), None);
}

#[test]
fn a_misspelt_japanese_label_is_named_where_it_stands() {
    let bad = SRC.replace("label_ja = \"神託を見張る\"", "labl_ja = \"神託を見張る\"");
    let err = match load_str("labels.toml", &bad) {
        Ok(_) => panic!("a misspelt key loads"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("labl_ja") && err.contains("labels.toml:"),
        "{err}"
    );
}
