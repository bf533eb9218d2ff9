//! Why a seat's action was refused.

use crate::error::ActionError;
use crate::ids::{Handle, PlayerId};

/// Why a seat's action was refused. The game is unchanged.
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// let mut game = toy_game(&[("Moth", 1)]);
/// let (alice, bob) = (PlayerId(0), PlayerId(1));
/// // Bob cannot name Alice's hidden card: his handles are his own.
/// let alices_handle = game.handle(alice, CardId(0));
/// let to = SeatZone { zone: "table".into(), player: Some(bob) };
/// let err = game.apply_seat(bob, &SeatAction::Move { card: alices_handle, to }, &mut NullSink).unwrap_err();
/// assert_eq!(err, SeatError::UnknownHandle { handle: alices_handle });
/// let err = game.apply_seat(PlayerId(5), &SeatAction::Shuffle { zone: SeatZone { zone: "deck".into(), player: None } }, &mut NullSink).unwrap_err();
/// assert_eq!(err.to_string(), "there is no seat p5 in this game (2 players)");
/// ```
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
