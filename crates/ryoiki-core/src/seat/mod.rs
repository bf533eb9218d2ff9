//! Seats: the game as one player at a table may drive it and hear of it.
//!
//! A client sits at a seat. Everything a seat sends or is sent is in the seat's own
//! terms: cards by that seat's [`Handle`]s (which change whenever a card moves or its
//! hidden zone is shuffled), zones by their catalogue key and owner, decisions by their
//! options. An engine id ([`ObjectId`](crate::ObjectId), [`CardId`](crate::CardId)) is
//! never accepted from a seat and never sent to one.
//!
//! - [`SeatAction`]: what a seat may ask for. [`Game::seat_actions`] lists what the
//!   seat may do now (built from [`Game::legal_actions`], keeping only actions about
//!   cards the seat can see, and translated); [`Game::apply_seat`] takes one of them
//!   back, translates it to the engine's [`Action`] and applies it. Anything else (a
//!   handle the seat cannot see or that went stale, an unknown zone, an answer out of
//!   turn, an action not listed) is refused with a [`SeatError`] and changes nothing.
//! - [`SeatAction::LookTop`]: a look at the top cards of a seat's own deck, which its
//!   view does not list (so no [`SeatAction::Look`] of one of them is offered); listed
//!   with free moves only, and it shows the cards to that seat alone.
//! - [`SeatGame`]: an action of the game's own in a [`SeatAction::Game`], kept as the
//!   rule set's typed action and the seat's handles when listed, and written as the
//!   game's JSON form of it only when it is sent, compared with what a client sent, or
//!   read as JSON.
//! - [`SeatListing`]: the listed actions kept as the engine's actions
//!   ([`Game::seat_listing`]), to list them again ([`Game::seat_actions_listed`]) or
//!   take one by its index ([`Game::seat_pick`]) at the same state without checking
//!   anything again.
//! - [`SeatEvent`]: an engine [`Event`](crate::Event) as one player may know it
//!   ([`Game::seat_events`]), with its rule ids and its English and Japanese text.
//! - [`SavedGame`] and [`Recorded`]: the setup, the secret view key and the accepted
//!   actions as versioned JSON; a game resumes by replaying them.

mod actions;
mod error;
mod events;
mod game_form;
mod listing;
mod look_top;
mod record;

pub use actions::{SeatAction, SeatChoice, SeatZone};
pub use error::SeatError;
pub use events::SeatEvent;
pub use game_form::SeatGame;
pub use listing::SeatListing;
pub use look_top::LOOK_TOP_MOST;
pub use record::{Recorded, ResumeError, SAVED_GAME_VERSION, SavedGame};

use crate::action::{Action, Progress};
use crate::event::EventSink;
use crate::game::Game;
use crate::ids::{Handle, PlayerId};

impl Game {
    /// Everything `seat` may do now, in the seat's terms. Empty for a seat the game does
    /// not have, and for everyone but the decider while a decision is pending.
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
    /// let game = toy_game(&[("Moth", 1)]);
    /// let listed = game.seat_actions(PlayerId(0));
    /// let table = SeatZone { zone: "table".into(), player: Some(PlayerId(0)) };
    /// let moth = game.handle(PlayerId(0), CardId(0));
    /// assert!(listed.contains(&SeatAction::Move { card: moth, to: table }));
    /// // Not a seat of this game: nothing.
    /// assert!(game.seat_actions(PlayerId(9)).is_empty());
    /// ```
    pub fn seat_actions(&self, seat: PlayerId) -> Vec<SeatAction> {
        self.seat_listing(seat).0
    }

    /// Takes `action` for `seat`: translated into the engine's action if the seat may
    /// take it now ([`Game::seat_actions`] lists it), then applied.
    ///
    /// # Errors
    /// [`SeatError`] saying what is wrong: no such seat, a handle the seat cannot see
    /// (or one gone stale), an unknown zone, an answer out of turn or with nothing to
    /// answer, an action not listed. The game is unchanged on error.
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
    /// let mut game = toy_game(&[("Moth", 0)]);
    /// let alice = PlayerId(0);
    /// let zone = |z: &str| SeatZone { zone: z.into(), player: Some(alice) };
    /// let draw = SeatAction::MoveTop { from: zone("deck"), to: zone("hand") };
    /// game.apply_seat(alice, &draw, &mut NullSink)?;
    /// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), alice)), &[CardId(0)]);
    /// // The deck is empty now: drawing again is not listed, so it is refused.
    /// assert!(matches!(game.apply_seat(alice, &draw, &mut NullSink), Err(SeatError::NotListed { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_seat<S: EventSink + ?Sized>(
        &mut self,
        seat: PlayerId,
        action: &SeatAction,
        sink: &mut S,
    ) -> Result<Progress, SeatError> {
        let engine = self.seat_to_engine(seat, action)?;
        Ok(self.apply(engine, sink)?)
    }

    /// The engine's action a seat's action stands for, checked as [`Game::apply_seat`]
    /// checks it, without applying it (a saved game logs this).
    ///
    /// # Errors
    /// As [`Game::apply_seat`].
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
    /// let game = toy_game(&[("Moth", 1)]);
    /// let alice = PlayerId(0);
    /// let play = SeatAction::Move {
    ///     card: game.handle(alice, CardId(0)),
    ///     to: SeatZone { zone: "table".into(), player: Some(alice) },
    /// };
    /// let engine = game.seat_to_engine(alice, &play)?;
    /// assert!(matches!(engine, Action::Move { object, .. } if object == game.object_of(CardId(0))?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn seat_to_engine(&self, seat: PlayerId, action: &SeatAction) -> Result<Action, SeatError> {
        let players = self.state.players.len();
        if seat.index() >= players {
            return Err(SeatError::NoSuchSeat { seat, players });
        }
        for z in action.zones() {
            self.check_seat_zone(z)?;
        }
        match (self.pending(), action) {
            (Some(d), _) if d.decider != seat => {
                return Err(SeatError::OutOfTurn {
                    decider: self.player_name(d.decider).to_string(),
                });
            }
            (None, SeatAction::Answer { .. }) => return Err(SeatError::NothingToAnswer),
            _ => {}
        }
        // The first legal action with this seat form (the seat form first: it is the
        // cheaper test).
        let check = self.state.pending.is_none();
        for a in self.table_candidates(seat) {
            if self.to_seat(seat, &a).as_ref() == Some(action) && (!check || self.check(&a).is_ok())
            {
                return Ok(a);
            }
        }
        let listed = self.seat_actions(seat);
        // Not listed: say why in the seat's terms, a handle it cannot see first.
        let view = self.view(seat);
        let mut known: Vec<Handle> = view
            .zones()
            .flat_map(|z| z.cards().map(|c| c.handle()).collect::<Vec<_>>())
            .collect();
        for s in &listed {
            known.extend(s.handles());
        }
        if let Some(h) = action.handles().into_iter().find(|h| !known.contains(h)) {
            return Err(SeatError::UnknownHandle { handle: h });
        }
        Err(SeatError::NotListed {
            what: action.word(),
        })
    }

    /// Checks a zone named by a seat: a key the catalogue has, and an owner who is seated.
    fn check_seat_zone(&self, z: &SeatZone) -> Result<(), SeatError> {
        if self.zone_kind(&z.zone).is_none() {
            return Err(SeatError::UnknownZone {
                zone: z.zone.chars().take(40).collect(),
                known: self
                    .zones
                    .iter()
                    .map(|s| s.key)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        if let Some(p) = z.player
            && p.index() >= self.state.players.len()
        {
            return Err(SeatError::NoSuchOwner {
                zone: z.zone.clone(),
                player: p,
            });
        }
        Ok(())
    }
}
