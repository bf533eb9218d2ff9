//! The scenarios under `conformance/tidepool/` speak of the shipped game: besides the
//! runner playing them (the scenario crate's conformance test registers `games/`), this
//! checks that every file names the game, cites only its rules and names only its zones
//! and players.

use ryoiki_core::RuleSet;
use toml::Value;

/// Every string under a key named `key`, anywhere in `v`.
fn strings_under<'v>(v: &'v Value, key: &str, out: &mut Vec<&'v str>) {
    match v {
        Value::Table(t) => {
            for (k, x) in t {
                if k == key {
                    match x {
                        Value::String(s) => out.push(s),
                        Value::Array(a) => out.extend(a.iter().filter_map(Value::as_str)),
                        _ => {}
                    }
                }
                strings_under(x, key, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| strings_under(x, key, out)),
        _ => {}
    }
}

#[test]
fn every_scenario_names_the_games_rules_zones_and_players() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let game = ryoiki_datagame::load(format!("{root}/games/tidepool.toml")).expect("loads");
    let mut files: Vec<_> = std::fs::read_dir(format!("{root}/conformance/tidepool"))
        .expect("the scenarios")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    assert!(files.len() >= 9, "{files:?}");
    let mut cited = std::collections::BTreeSet::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("reads");
        let v: Value = toml::from_str(&src).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let header = &v["scenario"];
        assert_eq!(header["game"].as_str(), Some("tidepool"), "{}", f.display());
        let players: Vec<&str> = header["players"]
            .as_array()
            .expect("players")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        let mut rules = Vec::new();
        strings_under(&v, "rules", &mut rules);
        for r in rules {
            assert!(game.rule(r).is_some(), "{}: unknown rule {r}", f.display());
            cited.insert(r.to_string());
        }
        let mut places = Vec::new();
        for key in ["zone", "to", "from", "in"] {
            strings_under(&v, key, &mut places);
        }
        for p in places {
            let zone = match p.split_once(':') {
                Some((who, zone)) => {
                    assert!(
                        players.contains(&who),
                        "{}: unknown player in {p}",
                        f.display()
                    );
                    zone
                }
                None => p,
            };
            assert!(
                game.zone_kind(zone).is_some(),
                "{}: unknown zone {zone}",
                f.display()
            );
        }
    }
    // Every rule of the game is proved by some scenario.
    let all: Vec<&str> = game.rule_items().iter().map(|r| r.id).collect();
    let missing: Vec<&&str> = all.iter().filter(|r| !cited.contains(**r)).collect();
    assert!(missing.is_empty(), "rules no scenario cites: {missing:?}");
    assert_eq!(game.key(), "tidepool");
}
