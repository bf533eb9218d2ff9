//! Deck files and card pools: the sample decks are good, and a bad deck reports every
//! problem at once, each with its line and, where a rule says so, the rule.

use ryoiki_scenario::deck::{Deck, Pool, Section, load_checked};
use ryoiki_scenario::games::GameKind;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn pool(game: &str) -> Pool {
    Pool::load(&root().join(format!("decks/pools/{game}.toml"))).expect("the sample pool loads")
}

#[test]
fn every_sample_deck_is_valid_and_has_its_sections() {
    for (file, game, counts) in [
        (
            "decks/mtg/gulls.txt",
            GameKind::named("mtg"),
            vec![
                (Section::MAIN, 60),
                (Section::SIDEBOARD, 4),
                (ryoiki_mtg::game::PLANAR, 10),
            ],
        ),
        (
            "decks/mtg/gulls.cod",
            GameKind::named("mtg"),
            vec![
                (Section::MAIN, 60),
                (Section::SIDEBOARD, 4),
                (ryoiki_mtg::game::PLANAR, 10),
            ],
        ),
        (
            "decks/fow/sage.txt",
            GameKind::named("fow"),
            vec![
                (ryoiki_fow::game::RULER, 1),
                (Section::MAIN, 40),
                (ryoiki_fow::game::MAGIC_STONES, 10),
                (Section::SIDEBOARD, 2),
            ],
        ),
        (
            "decks/pmv/lanterns.txt",
            GameKind::named("pmv"),
            vec![(Section::MAIN, 24), (Section::SIDEBOARD, 2)],
        ),
    ] {
        let explicit = file
            .ends_with(".cod")
            .then(|| root().join("decks/pools/mtg.toml"));
        let (deck, pool) = load_checked(&root().join(file), game, explicit.as_deref())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        for (section, n) in counts {
            assert_eq!(deck.count(section), n, "{file}: {section}");
        }
        let pieces = deck
            .setup_pieces(&pool, ryoiki_core::PlayerId(0), "alice")
            .expect("valid");
        let total: u32 = deck.entries.iter().map(|e| e.count).sum();
        assert_eq!(pieces.len(), total as usize, "{file}");
    }
}

#[test]
fn a_bad_magic_deck_reports_every_problem_with_line_and_rule() {
    let src = "pool: x.toml\n4 Ember Gul\n1 Amber Steppe\nPlanar deck:\n2 Glass Reef\n1 Starfall Rift\n1 Tidal Convergence\n1 Starfall Rift\n1 Ember Gull\nRuler:\n1 Ember Gull\n";
    let err =
        Deck::parse("bad.txt", src, GameKind::named("mtg")).expect_err("a Magic deck has no ruler");
    assert_eq!(err.problems.len(), 1, "{err}");
    assert_eq!(err.problems[0].line, 11);
    let src = &src[..src.find("Ruler:").unwrap()];
    let deck = Deck::parse("bad.txt", src, GameKind::named("mtg")).expect("parses");
    let got: Vec<String> = deck
        .validate(&pool("mtg"))
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert_eq!(
        got,
        vec![
            "bad.txt:2: 'Ember Gul' is not in the card pool (did you mean 'Ember Gull'?)",
            "bad.txt:3: 'Amber Steppe' is a planar card: it belongs in the planar deck [mtg-901.3]",
            "bad.txt:5: the planar deck has 6 cards, needs at least 10 [mtg-901.3]",
            "bad.txt:5: the planar deck has 3 phenomena, at most 2 allowed [mtg-901.3]",
            "bad.txt:5: the planar deck has 2 cards named 'Glass Reef', at most 1 allowed [mtg-901.3]",
            "bad.txt:6: the planar deck has 2 cards named 'Starfall Rift', at most 1 allowed [mtg-901.3]",
            "bad.txt:9: 'Ember Gull' is not a plane or phenomenon: a planar deck holds only those [mtg-901.3]",
        ]
    );
}

#[test]
fn a_bad_force_of_will_deck_cites_the_rules_that_keep_cards_out() {
    let src = "Ruler:\n1 Ashen Wolf\n1 Thunder Spear\nMain deck:\n2 Magic Stone of Flame\n1 Wandering Sage\nMagic stone deck:\n1 Crown of Embers\n1 Quiet Rain\nPlanar deck:\n1 Ashen Wolf\n";
    let err = Deck::parse("f.txt", src, GameKind::named("fow")).expect_err("no planar deck in FoW");
    assert_eq!(
        err.problems.iter().map(|p| p.line).collect::<Vec<_>>(),
        vec![11]
    );
    let deck = Deck::parse(
        "f.txt",
        &src[..src.find("Planar").unwrap()],
        GameKind::named("fow"),
    )
    .unwrap();
    let got: Vec<(usize, Option<&str>)> = deck
        .validate(&pool("fow"))
        .iter()
        .map(|p| (p.line, p.rule))
        .collect();
    assert_eq!(
        got,
        vec![
            (2, Some("fow-3.15.c")),
            // A spell in the ruler section: the ruler area is in the playground, where
            // 3.15.d sends a spell to the graveyard (the same reading as the move's).
            (3, Some("fow-3.15.d")),
            (5, Some("fow-3.15.e")),
            (6, Some("fow-3.15.a")),
            (8, Some("fow-3.15.c")),
            (9, Some("fow-3.15.d")),
        ]
    );
}

#[test]
fn a_pool_for_another_game_and_a_missing_pool_are_named() {
    let deck = root().join("decks/pmv/lanterns.txt");
    let err = load_checked(
        &deck,
        GameKind::named("pmv"),
        Some(&root().join("decks/pools/fow.toml")),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("is for Force of Will, the deck for Phantom Magic Vision"),
        "{err}"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("d.txt");
    std::fs::write(&file, "4 Lantern Knight\n").unwrap();
    let err = load_checked(&file, GameKind::named("pmv"), None).unwrap_err();
    assert!(err.to_string().contains("no card pool"), "{err}");
    let err = Pool::parse(
        "p.toml",
        "[pool]\ngame = \"pmv\"\n[[card]]\nname = \"A\"\n[[card]]\nname = \"A\"\n",
    )
    .unwrap_err();
    assert_eq!(err[0].to_string(), "p.toml:6: the pool names 'A' twice");
}

#[test]
fn two_sample_decks_start_a_game_and_planechase_begins() {
    use ryoiki_core::{Action, Game, PlayerId};
    use ryoiki_scenario::deck::setup_from_decks;
    let decks = vec![
        ("alice".to_string(), root().join("decks/mtg/gulls.txt")),
        ("bob".to_string(), root().join("decks/mtg/gulls.txt")),
    ];
    let (setup, ids) =
        setup_from_decks(GameKind::named("mtg"), &decks, 7).expect("the sample decks are good");
    assert_eq!(setup.cards.len(), 2 * 74);
    assert_eq!(ids[0], "alice.tidewater-flats.1");
    assert_eq!(ids[74], "bob.tidewater-flats.1");
    let mut game = Game::new(GameKind::named("mtg").rules(), setup).expect("the setup is good");
    let start =
        ryoiki_core::GameAction::new(PlayerId(0), ryoiki_mtg::actions::MtgAction::StartPlanechase);
    let mut log = Vec::new();
    game.apply(Action::Game(start), &mut log)
        .expect("901.3: both planar decks are good, so Planechase begins");
    // One deck of each other game starts a game too.
    for (game, file) in [
        (GameKind::named("fow"), "decks/fow/sage.txt"),
        (GameKind::named("pmv"), "decks/pmv/lanterns.txt"),
    ] {
        let (setup, _) = setup_from_decks(game, &[("alice".into(), root().join(file))], 0).unwrap();
        Game::new(game.rules(), setup).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
    // A bad deck is named with its file and line, every problem at once.
    let t = tempfile::tempdir().unwrap();
    let bad = t.path().join("bad.txt");
    std::fs::write(
        &bad,
        format!(
            "pool: {}\n1 Nope\n2 Nada\n",
            root().join("decks/pools/pmv.toml").display()
        ),
    )
    .unwrap();
    let err = setup_from_decks(GameKind::named("pmv"), &[("alice".into(), bad)], 0).unwrap_err();
    assert_eq!(err.problems.len(), 2, "{err}");
    assert!(
        err.problems[1]
            .to_string()
            .ends_with("bad.txt:3: 'Nada' is not in the card pool"),
        "{err}"
    );
}
