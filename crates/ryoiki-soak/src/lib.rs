//! # ryoiki-soak: random legal play at scale, and a violation written as a scenario
//!
//! The harness around the engine, apart from the scenario format and runner
//! (`ryoiki-scenario`, which this crate depends on, never the other way round) and
//! from what the online table needs (`ryoiki-games`): nothing but tools, tests and
//! fuzzing depends on it.
//!
//! ## The soak
//!
//! Every step a random player takes a random action from [`Game::legal_actions`](ryoiki_core::Game::legal_actions) (a
//! pending decision's answers when one waits), and then:
//! - every listed action must apply without error;
//! - every card is in exactly one place, and no object id is reused (generations only
//!   grow);
//! - no player's serialized view shows anything of a card side that player may not
//!   see, follows a hidden card by its handle, or holds the RNG (see
//!   [`ryoiki_scenario::leak`]);
//! - a random action that is not listed is refused, and leaves the state unchanged.
//!
//! Every 1,000 steps the last 1,000 actions are replayed from a snapshot taken before
//! them and must reproduce the state; when a game ends, and at the end of the run, the
//! game's actions are replayed from its start, or, for a game longer than the window of
//! recent actions kept ([`ActionWindow`], about [`WINDOW`] actions), from the window's
//! first snapshot.
//!
//! Memory stays bounded however long the run: only the window of recent actions (with
//! the snapshot it begins at) is kept, and a violation is shrunk from it.
//!
//! The parts: `start` (each game's soak setup and opening), `random` (the random actions
//! a seat or the rules take), `effect` (the custom effect the soak registers),
//! `window` (the bounded window of recent actions) and `play` (a run under way, step by
//! step, with every check), `report` (what a run reports) and `messages` (the words
//! of its violations, in English and Japanese).
//!
//! ## The rest
//!
//! - [`repro`]: a violation's actions shrunk and written as a scenario file that
//!   `ryoiki check` fails the same way.
//! - [`custom`]: the registries of effects written in Rust that soak games and the
//!   files they write use (the soak's own [`SoakEffect`] among them).

pub mod custom;
mod effect;
mod messages;
mod play;
mod random;
mod report;
pub mod repro;
mod start;
mod window;

pub use effect::{SOAK_EFFECT, SoakEffect};
pub use play::{Recorded, action_player, record_game, soak};
pub use random::random_action;
pub use start::{SoakStart, soak_setup, soak_start, variants};
pub use window::{ActionWindow, WINDOW};

pub use messages::messages;
pub(crate) use messages::say;
pub(crate) use report::refusal;
pub use report::{Failing, SoakError, SoakReport, effect_kind};

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_core::Lang;
    use ryoiki_games::GameKind;

    #[test]
    fn violations_and_start_errors_read_in_both_languages() {
        let refused = ryoiki_core::ActionError::NoDecision;
        let inner = say("violation-generation-back").arg("card", "c3");
        let cases = [
            (
                say("violation-listed-refused")
                    .arg("step", 7u64)
                    .arg("action", "Shuffle")
                    .arg("error", refusal(&refused)),
                "step 7: listed action Shuffle was refused: no decision is pending, so there is nothing to answer",
            ),
            (
                say("violation-at-step")
                    .arg("step", 9u64)
                    .arg("problem", inner),
                "step 9: c3's generation went back",
            ),
            (
                say("violation-snapshot-differs")
                    .arg("step", 2000u64)
                    .arg("from", 1000usize),
                "step 2000: replaying steps 1000..2000 from a snapshot differs",
            ),
            (
                say("violation-window-replay-differs").arg("count", 12usize),
                "replaying the game's last 12 actions from their snapshot differs",
            ),
        ];
        for (p, en) in &cases {
            assert_eq!(p.to_string(), *en);
            let ja = p.render(Lang::Ja);
            assert!(
                ja.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c)),
                "{ja}"
            );
            // No English words but the action's data.
            let words: Vec<&str> = ja
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 2 && *w != "Shuffle")
                .collect();
            assert!(words.is_empty(), "{ja}: {words:?}");
        }
        let e = soak_start(GameKind::named("fow"), Some("grand-melee"), 1)
            .expect_err("fow has no variants");
        assert_eq!(
            e.to_string(),
            "the fow rule set has no variant 'grand-melee'"
        );
        assert_eq!(
            e.render(Lang::Ja),
            "fowのルールセットに変種「grand-melee」はない"
        );
    }
}
