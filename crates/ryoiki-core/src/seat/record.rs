//! Saving, resuming and replaying a game: a [`SavedGame`] is the setup, the secret view
//! key and every accepted action, as versioned JSON; a [`Recorded`] game keeps one as it
//! is played, and resumes from one by replaying it.

use crate::action::{Action, Progress};
use crate::error::{ActionError, SetupError};
use crate::event::{Event, EventSink};
use crate::game::Game;
use crate::ids::PlayerId;
use crate::key::ViewKey;
use crate::messages::{Args, core};
use crate::ruleset::RuleSet;
use crate::seat::{SeatAction, SeatError};
use crate::setup::Setup;
use crate::zone::Lang;
use serde::{Deserialize, Serialize};

/// The version of the saved-game format this engine writes and reads.
pub const SAVED_GAME_VERSION: u32 = 1;

/// A game as it is saved: enough to replay it exactly. It holds the secret view key, so
/// it is for the server (or the judge), never for a player.
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
/// # let setup = Setup { players: vec!["alice".into()], ..Setup::default() };
/// let rec = Recorded::start(&TOY, setup, ViewKey::new(7, 8))?;
/// let saved: &SavedGame = rec.saved();
/// assert_eq!((saved.version, saved.game.as_str()), (seat::SAVED_GAME_VERSION, "toy"));
/// assert!(saved.actions.is_empty());
/// // It holds the secret view key: the server's, never a player's.
/// assert_eq!(saved.view_key, ViewKey::new(7, 8));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format's version ([`SAVED_GAME_VERSION`]).
    pub version: u32,
    /// The rule set's key ("fow", "pmv", "mtg").
    pub game: String,
    /// The setup.
    pub setup: Setup,
    /// The secret key of the players' handles.
    pub view_key: ViewKey,
    /// Every accepted action, in order, in the engine's terms.
    pub actions: Vec<Action>,
}

/// Why a saved game could not be resumed. Nothing is played.
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
/// # let setup = Setup { players: vec!["alice".into()], ..Setup::default() };
/// let rec = Recorded::start(&TOY, setup, ViewKey::new(1, 2))?;
/// let mut saved = rec.saved().clone();
/// saved.version = 99;
/// let err = Recorded::resume(&TOY, saved, &mut |_, _, _| {}).err().unwrap();
/// assert_eq!(err, ResumeError::Version { found: 99, expected: seat::SAVED_GAME_VERSION });
/// assert_eq!(err.render(Lang::En), err.to_string());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    /// A format this engine does not read.
    #[error("saved game format version {found}; this engine reads version {expected}")]
    Version {
        /// The version in the file.
        found: u32,
        /// The version this engine reads.
        expected: u32,
    },
    /// The saved game is of another rule set.
    #[error("the saved game is of '{saved}', not '{rules}'")]
    WrongGame {
        /// The saved game's rule set.
        saved: String,
        /// The rule set given.
        rules: &'static str,
    },
    /// The setup is refused.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An action of the log is refused: the log does not belong to this setup.
    #[error("action {index} of the saved game is refused: {error}")]
    Action {
        /// Its index in the log, from 0.
        index: usize,
        /// Why.
        error: ActionError,
    },
    /// A game action of the log does not decode into the rule set's action.
    #[error("action {index} of the saved game is not one of this game's actions: {reason}")]
    Decode {
        /// Its index in the log, from 0.
        index: usize,
        /// What did not fit.
        reason: String,
    },
}

impl ResumeError {
    /// The reason in `lang`, from the core's catalogue (a decoder's own words are shown
    /// as written); in English it is the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let m = core();
        match self {
            ResumeError::Version { found, expected } => m.text(
                lang,
                "resume-version",
                &Args::new()
                    .with("found", found.to_string())
                    .with("expected", expected.to_string()),
            ),
            ResumeError::WrongGame { saved, rules } => m.text(
                lang,
                "resume-wrong-game",
                &Args::new()
                    .with("saved", saved.as_str())
                    .with("rules", *rules),
            ),
            ResumeError::Setup(e) => e.render(lang),
            ResumeError::Action { index, error } => m.text(
                lang,
                "resume-action",
                &Args::new()
                    .with("index", index.to_string())
                    .with("error", error.render(lang)),
            ),
            ResumeError::Decode { index, reason } => m.text(
                lang,
                "resume-decode",
                &Args::new()
                    .with("index", index.to_string())
                    .with("reason", reason.as_str()),
            ),
        }
    }
}

/// A game that records every accepted action, so it can be saved at any point.
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
/// # let setup = Setup {
/// #     players: vec!["alice".into()],
/// #     cards: vec![CardSetup::new(CardDef::single(Side::new("Moth", &[])), PlayerId(0), SetupPlace::zone(ZoneKind(1), Some(PlayerId(0))))],
/// #     ..Setup::default()
/// # };
/// let alice = PlayerId(0);
/// let mut rec = Recorded::start(&TOY, setup, ViewKey::new(1, 2))?;
/// let play = SeatAction::Move {
///     card: rec.game().handle(alice, CardId(0)),
///     to: SeatZone { zone: "table".into(), player: Some(alice) },
/// };
/// rec.apply_seat(alice, &play, &mut NullSink)?;
/// assert_eq!(rec.version(), 1);
/// // Replaying the saved game reaches the same state; `each` sees every action.
/// let mut replayed = 0;
/// let back = Recorded::resume(&TOY, rec.saved().clone(), &mut |_, _, _| replayed += 1)?;
/// assert_eq!(replayed, 1);
/// assert_eq!(back.game().state(), rec.game().state());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Recorded {
    game: Game,
    saved: SavedGame,
}

impl Recorded {
    /// Starts a game that records itself.
    ///
    /// # Errors
    /// As [`Game::new_with_key`].
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
    /// # let setup = Setup { players: vec!["alice".into()], ..Setup::default() };
    /// let rec = Recorded::start(&TOY, setup, ViewKey::new(1, 2))?;
    /// assert_eq!(rec.version(), 0);
    /// assert_eq!(rec.saved().game, "toy");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn start(
        rules: &'static dyn RuleSet,
        setup: Setup,
        key: ViewKey,
    ) -> Result<Recorded, SetupError> {
        let game = Game::new_with_key(rules, setup.clone(), key)?;
        Ok(Recorded {
            game,
            saved: SavedGame {
                version: SAVED_GAME_VERSION,
                game: rules.key().to_string(),
                setup,
                view_key: key,
                actions: Vec::new(),
            },
        })
    }

    /// Resumes a saved game by replaying its actions; `each` is called after every
    /// action with the game and the events it caused (to rebuild the players' logs).
    ///
    /// # Errors
    /// [`ResumeError`]: another version or game, a refused setup, or an action of the
    /// log that does not decode or is refused.
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
    /// # let setup = Setup { players: vec!["alice".into()], ..Setup::default() };
    /// let rec = Recorded::start(&TOY, setup, ViewKey::new(1, 2))?;
    /// // A saved game of another rule set is refused before anything is played.
    /// let mut other = rec.saved().clone();
    /// other.game = "mtg".into();
    /// let err = Recorded::resume(&TOY, other, &mut |_, _, _| {}).err().unwrap();
    /// assert_eq!(err.to_string(), "the saved game is of 'mtg', not 'toy'");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resume(
        rules: &'static dyn RuleSet,
        saved: SavedGame,
        each: &mut dyn FnMut(&Game, &Action, &[Event]),
    ) -> Result<Recorded, ResumeError> {
        if saved.version != SAVED_GAME_VERSION {
            return Err(ResumeError::Version {
                found: saved.version,
                expected: SAVED_GAME_VERSION,
            });
        }
        if saved.game != rules.key() {
            return Err(ResumeError::WrongGame {
                saved: saved.game,
                rules: rules.key(),
            });
        }
        let mut rec = Recorded::start(rules, saved.setup, saved.view_key)?;
        let mut events = Vec::new();
        for (index, mut action) in saved.actions.into_iter().enumerate() {
            if let Action::Game(g) = &mut action
                && let Some(p) = rules.process()
            {
                p.decode_action(&mut g.action)
                    .map_err(|reason| ResumeError::Decode { index, reason })?;
            }
            events.clear();
            rec.apply(action.clone(), &mut events)
                .map_err(|error| ResumeError::Action { index, error })?;
            each(&rec.game, &action, &events);
        }
        Ok(rec)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game as saved so far.
    pub fn saved(&self) -> &SavedGame {
        &self.saved
    }

    /// How many actions are recorded: the game's version.
    pub fn version(&self) -> u64 {
        self.saved.actions.len() as u64
    }

    /// Gives up the record and keeps the game, for a caller whose log is kept elsewhere
    /// (the online table keeps its actions in its store, not twice in memory).
    pub fn into_game(self) -> Game {
        self.game
    }

    /// Applies an engine action (a judge's, or the game's opening) and records it if it
    /// is accepted.
    ///
    /// # Errors
    /// As [`Game::apply`]; nothing is recorded and the game is unchanged.
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
    /// # let setup = Setup { players: vec!["alice".into()], ..Setup::default() };
    /// let mut rec = Recorded::start(&TOY, setup, ViewKey::new(1, 2))?;
    /// let deck = rec.game().zone_id(ZoneKind(0), PlayerId(0));
    /// rec.apply(Action::Shuffle { player: PlayerId(0), zone: deck, forced: None }, &mut NullSink)?;
    /// assert_eq!(rec.saved().actions.len(), 1);
    /// // A refused action is not recorded.
    /// assert!(rec.apply(Action::EndEffect { effect: EffectId(4) }, &mut NullSink).is_err());
    /// assert_eq!(rec.version(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply<S: EventSink + ?Sized>(
        &mut self,
        action: Action,
        sink: &mut S,
    ) -> Result<Progress, ActionError> {
        let progress = self.game.apply(action.clone(), sink)?;
        self.saved.actions.push(action);
        Ok(progress)
    }

    /// Applies a seat's action ([`Game::apply_seat`]) and records the engine action it
    /// stands for.
    ///
    /// # Errors
    /// As [`Game::apply_seat`]; nothing is recorded and the game is unchanged.
    pub fn apply_seat<S: EventSink + ?Sized>(
        &mut self,
        seat: PlayerId,
        action: &SeatAction,
        sink: &mut S,
    ) -> Result<Progress, SeatError> {
        let engine = self.game.seat_to_engine(seat, action)?;
        Ok(self.apply(engine, sink)?)
    }
}
