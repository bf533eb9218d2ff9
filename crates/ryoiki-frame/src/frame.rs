//! The frame's state ([`Frame`]), what every player sees of it ([`FramePublic`]), and
//! what it reports ([`FrameEvent`], in English and Japanese from the frame's catalogue).

use crate::spec::FrameSpec;
use ryoiki_core::{Args, Described, Host, Messages, PlayerId, Words};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The frame's catalogue of messages (`crates/ryoiki-frame/messages/*.ftl`).
pub fn messages() -> &'static Messages {
    ryoiki_core::catalogue!("../messages", "the frame's")
}

/// A game under way: whose turn it is, the phase, life totals, who is out, the winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Frame {
    /// The turn number, from 1.
    pub turn: u32,
    /// The player whose turn it is.
    pub turn_player: PlayerId,
    /// The player who went first.
    pub first: PlayerId,
    /// The index of the current phase in the spec's phases.
    pub phase: usize,
    /// Each seat's life, in seat order; empty when the game keeps no life total.
    pub life: Vec<i64>,
    /// The players out of the game (conceded or lost), in the order they left.
    pub out: Vec<PlayerId>,
    /// The winner, once one player remains.
    pub winner: Option<PlayerId>,
    /// Whether the game is over (a winner, or no player left).
    pub over: bool,
}

impl Frame {
    /// Whether `p` is still in the game.
    pub fn present(&self, p: PlayerId) -> bool {
        !self.out.contains(&p)
    }

    /// The players still in the game among `seats`, in seat order.
    pub fn remaining(&self, seats: usize) -> Vec<PlayerId> {
        (0..seats)
            .map(|i| PlayerId(i as u8))
            .filter(|&p| self.present(p))
            .collect()
    }

    /// The player to act: the turn player, while the game is not over.
    pub fn to_act(&self) -> Option<PlayerId> {
        (!self.over).then_some(self.turn_player)
    }
}

/// What every player sees of the frame (the view's `public`, under `frame`): players by
/// name, the phase by its key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FramePublic {
    /// The turn number.
    pub turn: u32,
    /// Whose turn it is.
    pub turn_player: String,
    /// Who went first.
    pub first: String,
    /// The current phase's key.
    pub phase: String,
    /// Each player's life, by name (absent when the game keeps none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub life: BTreeMap<String, i64>,
    /// The players out of the game, in the order they left.
    pub out: Vec<String>,
    /// The winner, once declared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// Whether the game is over.
    pub over: bool,
}

impl FramePublic {
    /// What every viewer sees of `frame` (nothing in it is hidden).
    pub fn of(game: &dyn Host, spec: &FrameSpec, frame: &Frame) -> FramePublic {
        let name = |p: PlayerId| game.player_name(p).to_string();
        FramePublic {
            turn: frame.turn,
            turn_player: name(frame.turn_player),
            first: name(frame.first),
            phase: spec
                .phase(frame.phase)
                .map_or_else(String::new, |ph| ph.key.to_string()),
            life: frame
                .life
                .iter()
                .enumerate()
                .map(|(i, &l)| (name(PlayerId(i as u8)), l))
                .collect(),
            out: frame.out.iter().map(|&p| name(p)).collect(),
            winner: frame.winner.map(name),
            over: frame.over,
        }
    }
}

/// What the frame did. Its [`Described::code`] is the word scenario files match it by
/// (`kind = "game"`, `label = <code>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "frame", rename_all = "kebab-case")]
pub enum FrameEvent {
    /// The game started; `first` goes first.
    GameStarted {
        /// The first player.
        first: PlayerId,
        /// Whether the table named the first player (else the game's RNG chose).
        named: bool,
    },
    /// A player drew their opening hand.
    OpeningHand {
        /// The player.
        player: PlayerId,
        /// How many cards.
        count: u32,
    },
    /// A turn began.
    TurnBegan {
        /// The turn number.
        turn: u32,
        /// The turn player.
        player: PlayerId,
    },
    /// A phase began.
    Phase {
        /// Its key.
        phase: String,
    },
    /// The first player's first turn has no draw.
    DrawSkipped {
        /// The turn player.
        player: PlayerId,
    },
    /// The turn player had to draw and could not.
    CannotDraw {
        /// The turn player.
        player: PlayerId,
    },
    /// A life total changed.
    LifeChanged {
        /// Whose.
        player: PlayerId,
        /// By how much.
        by: i64,
        /// What it is now.
        now: i64,
        /// Who changed it.
        by_player: PlayerId,
    },
    /// A player conceded.
    Conceded {
        /// The player.
        player: PlayerId,
    },
    /// A player lost and left the game.
    Lost {
        /// The player.
        player: PlayerId,
    },
    /// The last player remaining won.
    Won {
        /// The winner.
        player: PlayerId,
    },
    /// No player remains: the game ends with no winner.
    NoWinner,
    /// A player finished their mulligan: `count` cards went to the bottom of the deck
    /// and as many were drawn (0: the hand was kept as drawn).
    Mulligan {
        /// The player.
        player: PlayerId,
        /// How many cards were put on the bottom and drawn.
        count: u32,
    },
    /// The turn player discarded down to the maximum hand size as the turn ended.
    HandSize {
        /// The turn player.
        player: PlayerId,
        /// How many cards they discarded.
        count: u32,
        /// The maximum hand size.
        limit: u32,
    },
}

impl Described for FrameEvent {
    fn code(&self) -> &str {
        match self {
            FrameEvent::GameStarted { .. } => "game-started",
            FrameEvent::OpeningHand { .. } => "opening-hand",
            FrameEvent::TurnBegan { .. } => "turn-began",
            FrameEvent::Phase { .. } => "phase",
            FrameEvent::DrawSkipped { .. } => "draw-skipped",
            FrameEvent::CannotDraw { .. } => "cannot-draw",
            FrameEvent::LifeChanged { .. } => "life-changed",
            FrameEvent::Conceded { .. } => "conceded",
            FrameEvent::Lost { .. } => "lost",
            FrameEvent::Won { .. } => "won",
            FrameEvent::NoWinner => "no-winner",
            FrameEvent::Mulligan { .. } => "mulligan",
            FrameEvent::HandSize { .. } => "hand-size",
        }
    }

    fn render(&self, words: &Words<'_>) -> String {
        let m = messages();
        let p = |p: &PlayerId| words.player(*p);
        let (key, args) = match self {
            FrameEvent::GameStarted { first, named } => (
                if *named {
                    "frame-game-started-named"
                } else {
                    "frame-game-started-random"
                },
                Args::new().with("player", p(first)),
            ),
            FrameEvent::OpeningHand { player, count } => (
                "frame-opening-hand",
                Args::new()
                    .with("player", p(player))
                    .with("count", i64::from(*count)),
            ),
            FrameEvent::TurnBegan { turn, player } => (
                "frame-turn-began",
                Args::new()
                    .with("player", p(player))
                    .with("turn", i64::from(*turn)),
            ),
            FrameEvent::Phase { phase } => {
                ("frame-phase", Args::new().with("phase", phase.clone()))
            }
            FrameEvent::DrawSkipped { player } => {
                ("frame-draw-skipped", Args::new().with("player", p(player)))
            }
            FrameEvent::CannotDraw { player } => {
                ("frame-cannot-draw", Args::new().with("player", p(player)))
            }
            FrameEvent::LifeChanged {
                player,
                by,
                now,
                by_player,
            } => (
                "frame-life-changed",
                Args::new()
                    .with("player", p(player))
                    .with("by", *by)
                    .with("now", *now)
                    .with("who", p(by_player)),
            ),
            FrameEvent::Conceded { player } => {
                ("frame-conceded", Args::new().with("player", p(player)))
            }
            FrameEvent::Lost { player } => ("frame-lost", Args::new().with("player", p(player))),
            FrameEvent::Won { player } => ("frame-won", Args::new().with("player", p(player))),
            FrameEvent::NoWinner => ("frame-no-winner", Args::new()),
            FrameEvent::Mulligan { player, count } => (
                if *count == 0 {
                    "frame-kept"
                } else {
                    "frame-mulligan"
                },
                Args::new()
                    .with("player", p(player))
                    .with("count", i64::from(*count)),
            ),
            FrameEvent::HandSize {
                player,
                count,
                limit,
            } => (
                "frame-hand-size",
                Args::new()
                    .with("player", p(player))
                    .with("count", i64::from(*count))
                    .with("limit", i64::from(*limit)),
            ),
        };
        words.text(m, key, args)
    }
}

/// The frame's own decisions, asked through the game's decision type
/// ([`crate::Framed::decision`]). Each option is one card of the decider's hand, after
/// an option 0 that ends the decision (a mulligan's `keep`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "frame", rename_all = "kebab-case")]
pub enum FrameDecision {
    /// The player's mulligan: `keep` (option 0) ends it, drawing as many cards as were
    /// put on the bottom and shuffling the deck when any were; each other option puts
    /// that card of the hand on the bottom of the deck, and the player is asked again.
    Mulligan {
        /// The player.
        player: PlayerId,
        /// How many cards they have put on the bottom so far.
        returned: u32,
    },
    /// The turn player passing the turn with more cards in hand than the maximum hand
    /// size discards one card (the option picked), and is asked again while over it.
    HandSize {
        /// The turn player.
        player: PlayerId,
        /// The maximum hand size.
        limit: u32,
        /// How many cards they have discarded so far.
        discarded: u32,
    },
}

impl Described for FrameDecision {
    fn code(&self) -> &str {
        match self {
            FrameDecision::Mulligan { .. } => "mulligan",
            FrameDecision::HandSize { .. } => "hand-size",
        }
    }

    fn render(&self, words: &Words<'_>) -> String {
        let m = messages();
        match self {
            FrameDecision::Mulligan { returned, .. } => words.text(
                m,
                "frame-choose-mulligan",
                Args::new().with("count", i64::from(*returned)),
            ),
            FrameDecision::HandSize { limit, .. } => words.text(
                m,
                "frame-choose-hand-size",
                Args::new().with("limit", i64::from(*limit)),
            ),
        }
    }
}

/// The decisions of a game whose process has none of its own: there are none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoDecision {}

impl Described for NoDecision {
    fn code(&self) -> &str {
        match *self {}
    }

    fn render(&self, _words: &Words<'_>) -> String {
        match *self {}
    }
}
