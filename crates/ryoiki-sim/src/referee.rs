//! Referees: how a simulation learns that a game is over, who won, and what turn it is.
//!
//! The core knows only whether a game is over ([`RuleSet::game_over`]); who won is each
//! game's own to say. A [`Referee`] reads it from the game (the simulator, unlike a
//! bot, may read the whole state: it is the judge). [`referee_for`] gives a game's own
//! referee, or [`RULES`], which reports the end without a winner.
//!
//! [`RuleSet::game_over`]: ryoiki_core::RuleSet::game_over

use ryoiki_core::{Game, PlayerId};
use ryoiki_mtg::ext::MtgState;

/// How a game ended, as its referee says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winners (a team's players together); empty for a draw; `None` when the game
    /// does not say who won.
    pub winners: Option<Vec<PlayerId>>,
    /// Why it ended, as one word (`last-standing`, `all-left`, `game-over` …).
    pub cause: String,
}

/// Reads a game's end and its turn.
pub trait Referee: Sync {
    /// How the game ended, or `None` while it goes on.
    fn outcome(&self, game: &Game) -> Option<Outcome>;

    /// The turn the game is in, when the game counts turns.
    fn turn(&self, game: &Game) -> Option<u32>;
}

/// The referee of any game: over when its rule set says so ([`RuleSet::game_over`]);
/// the winner the game's turn frame names in its public section (FoW's and PMV's:
/// cause `last-standing`), else no winner said (cause `game-over`); the turn from the
/// public section every player's view carries (its `turn`, or its frame's).
///
/// [`RuleSet::game_over`]: ryoiki_core::RuleSet::game_over
#[derive(Clone, Copy, Debug)]
pub struct Rules;

/// [`Rules`], the referee of every game with none of its own.
pub static RULES: Rules = Rules;

impl Referee for Rules {
    fn outcome(&self, game: &Game) -> Option<Outcome> {
        if !game.rules().game_over(game.state()) {
            return None;
        }
        // A game with a turn frame (FoW's and PMV's) names its winner there, by name.
        let winner = public_section(game).and_then(|v| {
            let name = v.get("frame")?.get("winner")?.as_str()?.to_owned();
            game.state()
                .players()
                .iter()
                .position(|n| *n == name)
                .and_then(|i| u8::try_from(i).ok())
                .map(PlayerId)
        });
        Some(match winner {
            Some(p) => Outcome {
                winners: Some(vec![p]),
                cause: "last-standing".into(),
            },
            None => Outcome {
                winners: None,
                cause: "game-over".into(),
            },
        })
    }

    fn turn(&self, game: &Game) -> Option<u32> {
        let v = public_section(game)?;
        let turn = v.get("turn").or_else(|| v.get("frame")?.get("turn"))?;
        turn.as_u64().and_then(|t| u32::try_from(t).ok())
    }
}

/// The public section every viewer's view carries, as JSON (`None` for a game with
/// none).
fn public_section(game: &Game) -> Option<serde_json::Value> {
    let public = game.view(PlayerId::SPECTATOR).public()?;
    serde_json::to_value(&public).ok()
}

/// Magic's referee: over when fewer than two players or teams remain in the game
/// (901.10); the winners are the players still in it (`last-standing`), none when no
/// one is left (`all-left`, a draw); the turn is Magic's turn number.
#[derive(Clone, Copy, Debug)]
pub struct Magic;

/// [`Magic`].
pub static MAGIC: Magic = Magic;

fn magic(game: &Game) -> Option<&MtgState> {
    game.state().ext_slot().and_then(|t| t.get::<MtgState>())
}

impl Referee for Magic {
    fn outcome(&self, game: &Game) -> Option<Outcome> {
        if !game.rules().game_over(game.state()) {
            return None;
        }
        let ms = magic(game)?;
        let winners: Vec<PlayerId> = ms.players().filter(|&p| ms.present(p)).collect();
        let cause = if winners.is_empty() {
            "all-left"
        } else {
            "last-standing"
        };
        Some(Outcome {
            winners: Some(winners),
            cause: cause.into(),
        })
    }

    fn turn(&self, game: &Game) -> Option<u32> {
        magic(game).map(|ms| ms.turn)
    }
}

/// The referee of the game of key `game`: its own, or [`RULES`].
pub fn referee_for(game: &str) -> &'static dyn Referee {
    match game {
        "mtg" => &MAGIC,
        _ => &RULES,
    }
}
