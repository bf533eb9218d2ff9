//! Card pools imported from real card data (issue #29): small fixtures written in
//! MTGJSON's and Scryfall's formats (`tests/fixtures/cards/`) are read into pools, and a
//! Cockatrice deck and a decklist of real names (English and Japanese) validate
//! against them.

use ryoiki_core::Lang;
use ryoiki_games::GameKind;
use ryoiki_games::deck::import::{ImportError, ImportedPool, Source, import_file};
use ryoiki_games::deck::{Deck, Pool, load_checked};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/cards")
        .join(name)
}

fn mtg() -> GameKind {
    GameKind::named("mtg")
}

/// The imported cards written as a pool file and read back by the pool reader.
fn pool_of(imported: &ImportedPool) -> Pool {
    Pool::parse("imported.toml", &imported.to_toml("imported")).expect("the written pool reads")
}

/// The imported pool written in a folder, for deck files to name.
fn pool_file(imported: &ImportedPool, dir: &Path) -> PathBuf {
    let path = dir.join("pool.toml");
    std::fs::write(&path, imported.to_toml("imported")).unwrap();
    path
}

#[test]
fn an_mtgjson_set_file_gives_every_card_with_its_facts() {
    let imported = import_file(&fixture("mtgjson-set.json"), Source::Mtgjson).unwrap();
    // 16 normal card objects (two cards of two faces each) and 13 planar cards; the
    // set's token list is not its cards.
    assert_eq!(imported.counts.objects, 29);
    assert_eq!(imported.cards.len(), 27);
    assert_eq!(imported.planes(), 11);
    assert_eq!(imported.phenomena(), 2);
    assert_eq!(imported.japanese(), 14);
    let pool = pool_of(&imported);
    assert_eq!(pool.len(), 27);

    let bolt = pool.get("Lightning Bolt").unwrap();
    assert_eq!(bolt.sides[0].types, ["instant"]);
    assert_eq!(
        bolt.sides[0].abilities,
        [
            "cost: {R}",
            "text: Lightning Bolt deals 3 damage to any target."
        ]
    );
    assert_eq!(pool.japanese_name("Lightning Bolt"), Some("稲妻"));
    // A deck may name a card by its Japanese name.
    assert_eq!(pool.get("稲妻"), Some(bolt));

    let angel = &pool.get("Serra Angel").unwrap().sides[0];
    assert_eq!(angel.types, ["creature", "angel"]);
    assert_eq!(angel.numbers["power"], 4);
    assert_eq!(angel.numbers["toughness"], 4);
    assert_eq!(
        angel.abilities,
        ["cost: {3}{W}{W}", "text: Flying", "text: Vigilance"]
    );
    let jace = &pool.get("Jace Beleren").unwrap().sides[0];
    assert_eq!(jace.types, ["legendary", "planeswalker", "jace"]);
    assert_eq!(jace.numbers["loyalty"], 3);
    // Costs and numbers the engine cannot read are kept as text.
    let fireball = &pool.get("Fireball").unwrap().sides[0];
    assert_eq!(fireball.abilities[0], "mana cost: {X}{R}");
    let goyf = &pool.get("Tarmogoyf").unwrap().sides[0];
    assert!(goyf.numbers.is_empty(), "{goyf:?}");
    assert_eq!(goyf.abilities[1..3], ["power: *", "toughness: 1+*"]);
    // A land has no cost line.
    let forest = &pool.get("Forest").unwrap().sides[0];
    assert_eq!(forest.types, ["basic", "land", "forest"]);
    assert_eq!(forest.abilities, ["text: ({T}: Add {G}.)"]);

    // A double-faced card by its front face's name, its back as the pool's back.
    let delver = pool.get("Delver of Secrets").unwrap();
    assert_eq!(delver.sides.len(), 2);
    assert_eq!(delver.sides[1].name, "Insectile Aberration");
    assert_eq!(delver.sides[1].abilities, ["text: Flying"]);
    assert_eq!(delver.sides[1].numbers["power"], 3);
    assert_eq!(
        pool.japanese_name("Delver of Secrets"),
        Some("秘密を掘り下げる者")
    );
    // A split card by its whole name, as Cockatrice names it.
    let fire_ice = pool.get("Fire // Ice").unwrap();
    assert_eq!(fire_ice.sides[1].name, "Ice");
    assert_eq!(fire_ice.sides[1].abilities[0], "cost: {1}{U}");
    assert_eq!(pool.japanese_name("Fire // Ice"), Some("火 // 氷"));

    // Planes with their planar type (one, of however many words), and phenomena.
    let pools = &pool.get("Pools of Becoming").unwrap().sides[0];
    assert_eq!(pools.types, ["plane", "bolas's meditation realm"]);
    let aether = &pool.get("Chaotic Aether").unwrap().sides[0];
    assert_eq!(aether.types, ["phenomenon"]);
}

#[test]
fn rules_text_is_kept_as_text_and_never_read_as_an_ability() {
    let imported = import_file(&fixture("mtgjson-set.json"), Source::Mtgjson).unwrap();
    let pool = pool_of(&imported);
    let mut text_lines = 0;
    for name in pool.names() {
        for side in &pool.get(name).unwrap().sides {
            for line in &side.abilities {
                // The engine refuses no line of it at setup…
                assert_eq!(ryoiki_mtg::abilities::line_problem(line), None, "{line}");
                if line.starts_with("text: ") {
                    text_lines += 1;
                    // …and reads none of the text as an ability or a keyword.
                    assert_eq!(ryoiki_mtg::abilities::parse(line), None, "{line}");
                    assert!(!line.eq_ignore_ascii_case("flying"));
                }
            }
        }
    }
    assert!(text_lines > 40, "{text_lines}");
}

#[test]
fn a_cockatrice_deck_of_real_names_validates_against_the_imported_pool() {
    let dir = tempfile::tempdir().unwrap();
    let imported = import_file(&fixture("mtgjson-set.json"), Source::Mtgjson).unwrap();
    let pool = pool_file(&imported, dir.path());
    let (deck, _) = load_checked(&fixture("real-names.cod"), mtg(), Some(&pool))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(deck.count(ryoiki_games::deck::Section::MAIN), 60);
    assert_eq!(deck.count(ryoiki_games::deck::Section::SIDEBOARD), 4);
    assert_eq!(deck.count(ryoiki_mtg::game::PLANAR), 12);

    // Against the invented sample pool every name fails, each at its line.
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../decks/pools/mtg.toml");
    let e = load_checked(&fixture("real-names.cod"), mtg(), Some(&sample)).unwrap_err();
    let missing = e
        .problems
        .iter()
        .filter(|p| p.message.contains("is not in the card pool"))
        .count();
    assert!(missing >= 20, "{e}");
}

#[test]
fn a_decklist_of_japanese_names_validates_and_sets_up_its_cards() {
    let dir = tempfile::tempdir().unwrap();
    let imported = import_file(&fixture("mtgjson-set.json"), Source::Mtgjson).unwrap();
    let path = pool_file(&imported, dir.path());
    let (deck, pool) = load_checked(&fixture("japanese.txt"), mtg(), Some(&path))
        .unwrap_or_else(|e| panic!("{e}"));
    let pieces = deck
        .setup_pieces(&pool, ryoiki_core::PlayerId(0), "alice")
        .unwrap();
    assert_eq!(pieces.len(), 62);
    // The card set up is the pool's (English) card, its id made of its English name.
    let (id, bolt) = &pieces[0];
    assert_eq!(id, "alice.lightning-bolt.1");
    assert_eq!(bolt.def.name(), "Lightning Bolt");
}

#[test]
fn a_cockatrice_deck_without_a_pool_is_told_of_pool_not_of_a_pool_line() {
    let e = load_checked(&fixture("real-names.cod"), mtg(), None).unwrap_err();
    assert_eq!(e.problems.len(), 1, "{e}");
    let english = e.problems[0].render(Lang::En);
    assert!(english.contains("--pool FILE"), "{english}");
    assert!(!english.contains("'pool: file.toml'"), "{english}");
    assert!(e.problems[0].render(Lang::Ja).contains("--pool FILE"));
}

#[test]
fn allprintings_merges_printings_and_leaves_tokens_out() {
    let imported = import_file(&fixture("mtgjson-allprintings.json"), Source::Mtgjson).unwrap();
    assert_eq!(imported.counts.objects, 5);
    assert_eq!(imported.counts.skipped, 1);
    assert_eq!(imported.counts.merged, 1);
    let names: Vec<&str> = imported.cards.keys().map(String::as_str).collect();
    assert_eq!(names, ["Lightning Bolt", "Llanowar Elves", "Serra Angel"]);
    // The first printing had no Japanese name; a later one gives it.
    assert_eq!(
        imported.cards["Lightning Bolt"].name_ja.as_deref(),
        Some("稲妻")
    );
}

#[test]
fn a_scryfall_bulk_file_gives_cards_and_japanese_names_from_japanese_printings() {
    let imported = import_file(&fixture("scryfall-bulk.json"), Source::Scryfall).unwrap();
    assert_eq!(imported.counts.skipped, 1);
    assert_eq!(imported.cards.len(), 10);
    let pool = pool_of(&imported);
    let bolt = &pool.get("稲妻").unwrap().sides[0];
    assert_eq!(bolt.name, "Lightning Bolt");
    assert_eq!(bolt.abilities[0], "cost: {R}");
    let elves = &pool.get("Llanowar Elves").unwrap().sides[0];
    assert_eq!(elves.types, ["creature", "elf", "druid"]);
    assert_eq!(elves.numbers["toughness"], 1);
    assert_eq!(pool.japanese_name("Llanowar Elves"), None);
    let delver = pool.get("Delver of Secrets").unwrap();
    assert_eq!(delver.sides[1].name, "Insectile Aberration");
    assert_eq!(delver.sides[1].types, ["creature", "human", "insect"]);
    assert_eq!(
        pool.japanese_name("Delver of Secrets"),
        Some("秘密を掘り下げる者")
    );
    let fire_ice = pool.get("Fire // Ice").unwrap();
    assert_eq!(fire_ice.sides[0].abilities[0], "cost: {1}{R}");
    assert_eq!(
        pool.get("Jace Beleren").unwrap().sides[0].types,
        ["legendary", "planeswalker", "jace"]
    );
    assert_eq!(
        pool.get("Pools of Becoming").unwrap().sides[0].types,
        ["plane", "bolas's meditation realm"]
    );
    assert_eq!(
        pool.get("Krosa").unwrap().sides[0].types,
        ["plane", "dominaria"]
    );
    assert_eq!(
        pool.get("Chaotic Aether").unwrap().sides[0].types,
        ["phenomenon"]
    );
    // The same deck reads the same against either source.
    let deck = Deck::parse(
        "d.txt",
        "4 Lightning Bolt\n4 Delver of Secrets\n2 Fire // Ice\n20 Forest\n",
        mtg(),
    )
    .unwrap();
    assert_eq!(deck.validate(&pool), vec![]);
}

#[test]
fn broken_json_is_refused_at_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(
        &bad,
        "{\"meta\": {},\n \"data\": {\"cards\": [\n  {\"name\": 5}\n ]}}\n",
    )
    .unwrap();
    let e = import_file(&bad, Source::Mtgjson).unwrap_err();
    let ImportError::Json { line, column, .. } = &e else {
        panic!("{e:?}");
    };
    assert_eq!((*line, *column), (3, 13), "{e}");
    let shown = bad.display().to_string();
    assert_eq!(
        e.to_string(),
        format!("{shown}:3:13: invalid type: integer `5`, expected a string")
    );
    assert_eq!(e.render(Lang::En), e.to_string());
    assert!(
        e.render(Lang::Ja).contains("JSONの誤り"),
        "{}",
        e.render(Lang::Ja)
    );

    std::fs::write(
        &bad,
        "[{\"name\": \"X\", \"layout\": \"normal\"},\n {\"name\": ",
    )
    .unwrap();
    let e = import_file(&bad, Source::Scryfall).unwrap_err();
    assert!(matches!(e, ImportError::Json { line: 2, .. }), "{e:?}");
}

#[test]
fn files_of_another_shape_are_refused_with_what_they_lack() {
    let dir = tempfile::tempdir().unwrap();
    let meta_only = dir.path().join("meta.json");
    std::fs::write(&meta_only, "{\"meta\": {\"version\": \"5\"}}").unwrap();
    let e = import_file(&meta_only, Source::Mtgjson).unwrap_err();
    assert!(matches!(e, ImportError::NotMtgjson { .. }), "{e:?}");
    assert!(
        e.to_string()
            .ends_with("not an MTGJSON file: no \"data\" object at the top")
    );

    // A Scryfall file read as MTGJSON: an array is no MTGJSON object.
    let e = import_file(&fixture("scryfall-bulk.json"), Source::Mtgjson).unwrap_err();
    assert!(matches!(e, ImportError::Json { line: 1, .. }), "{e:?}");

    let tokens = dir.path().join("tokens.json");
    std::fs::write(&tokens, "[{\"name\": \"Goat\", \"layout\": \"token\"}]").unwrap();
    let e = import_file(&tokens, Source::Scryfall).unwrap_err();
    assert_eq!(
        e,
        ImportError::NoCards {
            file: tokens.display().to_string(),
            skipped: 1
        }
    );

    let e = import_file(&dir.path().join("absent.json"), Source::Scryfall).unwrap_err();
    assert!(matches!(e, ImportError::Read { .. }), "{e:?}");
}

#[test]
fn atomic_cards_give_each_name_its_faces() {
    let dir = tempfile::tempdir().unwrap();
    let atomic = dir.path().join("AtomicCards.json");
    std::fs::write(
        &atomic,
        r#"{"meta": {"version": "5"}, "data": {
  "Fire // Ice": [
    {"name": "Fire // Ice", "faceName": "Fire", "side": "a", "layout": "split", "manaCost": "{1}{R}",
     "types": ["Instant"], "subtypes": [], "supertypes": [], "text": "Fire deals 2 damage divided as you choose among one or two targets."},
    {"name": "Fire // Ice", "faceName": "Ice", "side": "b", "layout": "split", "manaCost": "{1}{U}",
     "types": ["Instant"], "subtypes": [], "supertypes": [], "text": "Tap target permanent.\nDraw a card."}],
  "Krosa": [
    {"name": "Krosa", "layout": "planar", "types": ["Plane"], "subtypes": ["Dominaria"], "supertypes": [],
     "text": "All creatures get +2/+2."}]
}}"#,
    )
    .unwrap();
    let imported = import_file(&atomic, Source::Mtgjson).unwrap();
    let pool = pool_of(&imported);
    assert_eq!(pool.len(), 2);
    let fire_ice = pool.get("Fire // Ice").unwrap();
    assert_eq!(
        fire_ice.sides[1].abilities,
        [
            "cost: {1}{U}",
            "text: Tap target permanent.",
            "text: Draw a card."
        ]
    );
    assert_eq!(
        pool.get("Krosa").unwrap().sides[0].types,
        ["plane", "dominaria"]
    );
}

#[test]
fn a_folder_is_no_card_data() {
    let dir = tempfile::tempdir().unwrap();
    let e = import_file(dir.path(), Source::Mtgjson).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("cannot read {}: not a regular file", dir.path().display())
    );
    assert_eq!(e.render(Lang::En), e.to_string());
    assert!(e.render(Lang::Ja).ends_with("通常のファイルではない"));
}

#[test]
fn a_pool_over_the_deck_limit_of_a_mebibyte_loads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.toml");
    let mut text = String::from("[pool]\ngame = \"mtg\"\n");
    for i in 0..20_000 {
        text.push_str(&format!(
            "[[card]]\nname = \"Card {i}\"\nname_ja = \"カード{i}\"\ntypes = [\"creature\"]\nabilities = [\"text: A line of rules text.\"]\n"
        ));
    }
    assert!(text.len() as u64 > ryoiki_games::deck::MAX_DECK_BYTES);
    std::fs::write(&path, &text).unwrap();
    let pool = Pool::load(&path).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(pool.len(), 20_000);
    assert_eq!(pool.get("カード19999").unwrap().name(), "Card 19999");
}
