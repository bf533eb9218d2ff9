//! The hidden-information check run after every scenario step.
//!
//! For each player, the view is serialized exactly as a client would receive it, and
//! searched for anything about a card whose front that player may not see: its names and
//! its ability texts (unless a card the viewer does see bears the same). Types and
//! numbers are shared by too many cards to tell one card from another, and are shown
//! only inside a card's `front`, which the view lists only for cards the viewer sees. The view
//! must also hold no RNG, seed or handle key.

use ryoiki_core::{CardId, Game, PlayerId};
use std::collections::BTreeSet;

/// Every leak found in any player's view, in words.
pub fn leak_problems(game: &Game, card_names: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let st = game.state();
    for p in 0..st.players().len() {
        let viewer = PlayerId(p as u8);
        let view = game.view(viewer);
        let json = match serde_json::to_string(&view) {
            Ok(j) => j,
            Err(e) => {
                problems.push(format!("{viewer}'s view does not serialize: {e}"));
                continue;
            }
        };
        for key in [
            "\"rng\"",
            "\"seed\"",
            "\"view_key\"",
            "\"word_pos\"",
            "\"known_by\"",
        ] {
            if json.contains(key) {
                problems.push(format!("{viewer}'s view contains {key}"));
            }
        }
        let mut visible: BTreeSet<String> = BTreeSet::new();
        for z in view.zones() {
            for c in z.cards() {
                if let Some(f) = c.front() {
                    visible.insert(f.name.clone());
                    visible.extend(f.abilities.iter().cloned());
                }
                if let Some(o) = c.other_side() {
                    visible.insert(o.name.clone());
                    visible.extend(o.abilities.iter().cloned());
                }
            }
        }
        for i in 0..st.cards().len() {
            let card = CardId(i as u32);
            let shown = view.card(card);
            let front_seen = shown.as_ref().is_some_and(|c| c.front().is_some());
            let other_seen = shown.as_ref().is_some_and(|c| c.other_side().is_some());
            for (s, side) in st.def(card).sides.iter().enumerate() {
                let current = s as u8 == st.card(card).side;
                if (current && front_seen)
                    || (!current && other_seen)
                    || visible.contains(&side.name)
                {
                    continue;
                }
                if json.contains(&format!("\"{}\"", side.name)) {
                    let who = card_names.get(i).map(|s| s.as_str()).unwrap_or("?");
                    problems.push(format!(
                        "{viewer}'s view names '{}' of card {who}, whose side it may not see",
                        side.name
                    ));
                }
                // Its ability texts, as exact strings, unless a card the viewer sees has
                // the same text.
                for text in side.abilities.iter().filter(|t| !visible.contains(*t)) {
                    let quoted = serde_json::to_string(text).unwrap_or_default();
                    if json.contains(&quoted) {
                        let who = card_names.get(i).map(|s| s.as_str()).unwrap_or("?");
                        problems.push(format!(
                            "{viewer}'s view holds the text '{text}' of card {who}, whose side it may not see"
                        ));
                    }
                }
            }
        }
    }
    problems
}
