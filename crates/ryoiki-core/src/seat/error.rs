//! Why a seat's action was refused.

use crate::error::ActionError;
use crate::ids::{Handle, PlayerId};

/// Why a seat's action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    /// The game has no such seat.
    #[error("there is no seat {seat} in this game ({players} players)")]
    NoSuchSeat {
        /// The seat asked for.
        seat: PlayerId,
        /// How many players the game seats.
        players: usize,
    },
    /// A handle that names no card the seat can see now.
    #[error(
        "{handle} names no card you can see now (a handle changes whenever its card moves or its hidden zone is shuffled: take the handles from your latest view)"
    )]
    UnknownHandle {
        /// The handle given.
        handle: Handle,
    },
    /// A zone key the game's catalogue does not have.
    #[error("this game has no zone '{zone}' (its zones: {known})")]
    UnknownZone {
        /// The key given.
        zone: String,
        /// The keys the game has.
        known: String,
    },
    /// A zone of a player the game does not seat.
    #[error("there is no player {player} to own a '{zone}'")]
    NoSuchOwner {
        /// The zone key.
        zone: String,
        /// The player given.
        player: PlayerId,
    },
    /// The game waits for another player's decision.
    #[error("the game waits for {decider}'s decision, not yours")]
    OutOfTurn {
        /// Who must decide.
        decider: String,
    },
    /// An answer when no decision is pending.
    #[error("there is no decision to answer")]
    NothingToAnswer,
    /// A well-formed action that the seat may not take now.
    #[error("you may not {what} now (ask for your legal actions: only those are accepted)")]
    NotListed {
        /// The action, in a word.
        what: &'static str,
    },
    /// The engine refused a listed action (a bug: listed actions apply).
    #[error("the engine refused the action: {0}")]
    Refused(#[from] ActionError),
}

impl SeatError {
    /// Why, in `lang`: the same sentence as its English display, from the core's
    /// catalogue (a refusal told to a player of either language).
    pub fn render(&self, lang: crate::zone::Lang) -> String {
        use crate::messages::{Args, core};
        let text = |key: &str, args: Args<'_>| core().text(lang, key, &args);
        match self {
            SeatError::NoSuchSeat { seat, players } => text(
                "seat-error-no-such-seat",
                Args::new()
                    .with("seat", seat.to_string())
                    .with("players", *players),
            ),
            SeatError::UnknownHandle { handle } => text(
                "seat-error-unknown-handle",
                Args::new().with("handle", handle.to_string()),
            ),
            SeatError::UnknownZone { zone, known } => text(
                "seat-error-unknown-zone",
                Args::new()
                    .with("zone", zone.as_str())
                    .with("known", known.as_str()),
            ),
            SeatError::NoSuchOwner { zone, player } => text(
                "seat-error-no-such-owner",
                Args::new()
                    .with("zone", zone.as_str())
                    .with("player", player.to_string()),
            ),
            SeatError::OutOfTurn { decider } => text(
                "seat-error-out-of-turn",
                Args::new().with("decider", decider.as_str()),
            ),
            SeatError::NothingToAnswer => core().plain(lang, "seat-error-nothing-to-answer"),
            SeatError::NotListed { what } => {
                text("seat-error-not-listed", Args::new().with("what", *what))
            }
            SeatError::Refused(e) => text(
                "seat-error-refused",
                Args::new().with("error", e.render(lang)),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zone::Lang;

    #[test]
    fn a_seat_refusal_reads_the_same_in_english_as_its_display_and_in_japanese() {
        let errors = [
            SeatError::NoSuchSeat {
                seat: PlayerId(3),
                players: 2,
            },
            SeatError::UnknownHandle {
                handle: Handle(0x1234),
            },
            SeatError::UnknownZone {
                zone: "deck".into(),
                known: "hand, field".into(),
            },
            SeatError::NoSuchOwner {
                zone: "hand".into(),
                player: PlayerId(5),
            },
            SeatError::OutOfTurn {
                decider: "bob".into(),
            },
            SeatError::NothingToAnswer,
            SeatError::NotListed { what: "move" },
            SeatError::Refused(ActionError::NoCards),
        ];
        for e in &errors {
            assert_eq!(e.render(Lang::En), e.to_string());
            let ja = e.render(Lang::Ja);
            assert!(
                ja.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c)),
                "{ja}"
            );
        }
    }
}
