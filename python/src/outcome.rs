//! How a game ended, worked out over the engine's public API.
//!
//! The engine says only *whether* a game is over ([`RuleSet::game_over`]); it has no
//! word for who won. A rule set that keeps players in and out of the game shows the
//! players who have left in its public view section (Magic: `public.left`, 104.3a,
//! 800.4a); the players still in the game when it is over are the winners (104.2a), and
//! a game over with nobody left is a draw (104.4a). A game with a turn frame (Force of
//! Will's and PMV's) names its winner in the frame's public section instead. A rule set
//! that reports a game over with neither gives an [`Outcome`] with no winner and
//! `known` false.
//!
//! [`RuleSet::game_over`]: ryoiki_core::RuleSet::game_over

use ryoiki_core::{Game, PlayerId};

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The seats still in the game: the winners (a team's players together).
    pub winners: Vec<PlayerId>,
    /// Every other seat.
    pub losers: Vec<PlayerId>,
    /// Whether the game is a draw: over with nobody left in it.
    pub draw: bool,
    /// Whether the rule set shows who left; `false`: over, but nobody can be named
    /// winner or loser.
    pub known: bool,
}

/// The outcome of `game`; `None` while its rule set does not report it over.
pub fn outcome(game: &Game) -> Option<Outcome> {
    if !game.rules().game_over(game.state()) {
        return None;
    }
    let names = game.state().players();
    let public = game
        .view(PlayerId(0))
        .public()
        .and_then(|p| serde_json::to_value(&p).ok());
    let left: Option<Vec<&str>> = public
        .as_ref()
        .and_then(|p| p.get("left"))
        .and_then(serde_json::Value::as_array)
        .map(|l| l.iter().filter_map(serde_json::Value::as_str).collect());
    // A game with a turn frame (FoW's and PMV's, ryoiki-frame) names its winner there,
    // by name, as `ryoiki sim`'s referee reads it; the others lost.
    let framed = public
        .as_ref()
        .and_then(|p| p.get("frame")?.get("winner")?.as_str())
        .and_then(|w| names.iter().position(|n| n == w));
    if left.is_none()
        && let Some(w) = framed
    {
        let (winners, losers) = (0..names.len())
            .map(|i| PlayerId(i as u8))
            .partition(|p| p.index() == w);
        return Some(Outcome {
            winners,
            losers,
            draw: false,
            known: true,
        });
    }
    let Some(left) = left else {
        return Some(Outcome {
            winners: Vec::new(),
            losers: Vec::new(),
            draw: false,
            known: false,
        });
    };
    let (mut winners, mut losers) = (Vec::new(), Vec::new());
    for (i, name) in names.iter().enumerate() {
        let p = PlayerId(i as u8);
        if left.contains(&name.as_str()) {
            losers.push(p);
        } else {
            winners.push(p);
        }
    }
    Some(Outcome {
        draw: winners.is_empty(),
        winners,
        losers,
        known: true,
    })
}

impl Outcome {
    /// The reward of `seat`: +1 for a winner, -1 for a loser, 0 in a draw or when the
    /// outcome is not known.
    pub fn reward(&self, seat: PlayerId) -> f32 {
        if !self.known || self.draw {
            0.0
        } else if self.winners.contains(&seat) {
            1.0
        } else {
            -1.0
        }
    }
}
