//! `GET /api/samples`: each listed game's sample decks, for the lobby to offer ("pick a
//! sample") beside pasting a decklist. Public data only: the decks built into the binary
//! ([`crate::samples`]), the same the server plays when a rules table brings none.

use crate::samples;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

/// The sample decks by game key: `{ "mtg": [{ "file": …, "text": … }, …], … }`, every
/// listed game present (an empty list for a game with none).
pub fn listing() -> Value {
    let mut out = serde_json::Map::new();
    for g in ryoiki_games::games() {
        let decks: Vec<Value> = samples::decks(g.key())
            .iter()
            .map(|d| json!({ "file": d.file, "text": d.text }))
            .collect();
        out.insert(g.key().to_string(), Value::Array(decks));
    }
    Value::Object(out)
}

/// The route's handler.
pub async fn get() -> Response {
    axum::Json(listing()).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_listed_with_its_built_in_sample_decks() {
        let v = listing();
        for g in ryoiki_games::games() {
            let decks = v[g.key()].as_array().expect("each game has a list");
            assert_eq!(decks.len(), samples::decks(g.key()).len(), "{}", g.key());
            for (d, s) in decks.iter().zip(samples::decks(g.key())) {
                assert_eq!(d["file"], s.file);
                assert_eq!(d["text"], s.text);
            }
        }
        assert!(!v["mtg"].as_array().expect("mtg").is_empty());
    }
}
