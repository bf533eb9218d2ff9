//! A test that `docs/scenarios.md` names every word a scenario file may use: each key
//! of every table (as serde reads them), each zone of each game, each action, and each
//! event kind (written `word` or `word = …`). A keyword the loader learns and the document does not fails it.

#[cfg(test)]
mod tests {
    use crate::games::GameKind;
    use crate::raw::*;
    use serde::Deserialize;

    /// The fields serde accepts for `T`, from its "unknown field" error.
    fn fields<T: for<'de> Deserialize<'de>>() -> Vec<String> {
        let err = toml::from_str::<T>("zz_not_a_field = 1\n")
            .err()
            .expect("the field is unknown");
        let msg = err.message().to_string();
        let expected = msg
            .split_once("expected one of ")
            .or_else(|| msg.split_once("expected "))
            .map(|(_, rest)| rest.to_string())
            .unwrap_or_default();
        expected
            .split('`')
            .skip(1)
            .step_by(2)
            .map(String::from)
            .collect()
    }

    #[test]
    fn the_scenario_document_names_every_loader_keyword() {
        let doc = include_str!("../../../../docs/scenarios.md");
        let mut words: Vec<(String, String)> = Vec::new();
        let tables: [(&str, Vec<String>); 12] = [
            ("[scenario]", fields::<RawHeader>()),
            ("back", fields::<RawSide>()),
            ("[[card]]", fields::<RawCard>()),
            ("[[deck]]", fields::<RawDeck>()),
            ("replace", fields::<RawReplace>()),
            ("prohibit", fields::<RawProhibit>()),
            ("trigger", fields::<RawTrigger>()),
            ("[[effect]]", fields::<RawEffect>()),
            ("events", fields::<RawEvent>()),
            ("pending", fields::<RawPending>()),
            ("[[expect]]", fields::<RawExpect>()),
            ("[[step]]", fields::<RawStep>()),
        ];
        for (table, keys) in tables {
            assert!(!keys.is_empty(), "no keys read for {table}");
            words.extend(keys.into_iter().map(|k| (format!("a key of {table}"), k)));
        }
        for g in GameKind::all() {
            let rules = g.rules();
            for z in rules.zones() {
                words.push((format!("a zone of {g}"), z.key.to_string()));
            }
            for a in rules.game_actions() {
                words.push((format!("an action of {g}"), a.to_string()));
            }
        }
        for a in super::super::steps::CORE_ACTIONS
            .iter()
            .chain(ryoiki_core::GENERAL_ACTIONS)
        {
            words.push(("an action".into(), a.to_string()));
        }
        for k in crate::model::EVENT_KINDS {
            words.push(("an event kind".into(), k.to_string()));
        }
        let missing: Vec<String> = words
            .iter()
            .filter(|(_, w)| !doc.contains(&format!("`{w}`")) && !doc.contains(&format!("`{w} = ")))
            .map(|(what, w)| format!("{what}: `{w}`"))
            .collect();
        assert!(
            missing.is_empty(),
            "docs/scenarios.md does not name {} keywords:\n{}",
            missing.len(),
            missing.join("\n")
        );
    }
}
