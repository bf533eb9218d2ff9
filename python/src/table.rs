//! One game at a table, in plain Rust (no Python): started from a game's sample or from
//! decks, driven seat by seat, with whose move it is and how it ended. The Python
//! classes and the batches that run without the GIL are built on it.

use crate::outcome::{Outcome, outcome};
use crate::setups;
use ryoiki_core::{
    ActionError, Event, Flow, Game, PlayerId, Recorded, SavedGame, SeatAction, SeatError,
    SeatListing, Setup, SetupError, ViewKey,
};
use ryoiki_games::GameKind;
use ryoiki_games::deck::{Deck, DeckError, Pool};
use ryoiki_games::table::to_move_listed;
use std::path::Path;

/// The field of a saved game that holds the seat that acted last (the engine's saved
/// game does not record who acted; other readers ignore the field).
pub const LAST_SEAT: &str = "last_seat";

/// A deck as the caller gives it.
#[derive(Clone, Debug)]
pub enum DeckSource {
    /// A deck file (plain text or Cockatrice `.cod`); its `pool:` line is read relative
    /// to the file.
    File(String),
    /// A decklist's text; its `pool:` line, if any, is read relative to the working
    /// folder, and without one the game's built-in pool is used.
    Text(String),
}

/// Why a game could not be started or resumed. Nothing is started.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// No game of that key is listed.
    #[error("unknown game '{key}' (games: {known})")]
    UnknownGame {
        /// The key asked for.
        key: String,
        /// The keys listed.
        known: String,
    },
    /// A variant the game does not have.
    #[error("{game} has no variant '{variant}' (its variants: {known})")]
    NoVariant {
        /// The game.
        game: String,
        /// The variant asked for.
        variant: String,
        /// Its variants.
        known: String,
    },
    /// Fewer than two decks.
    #[error("a game from decks needs a deck per player, at least two; {0} given")]
    TooFewDecks(usize),
    /// A deck or its pool has problems.
    #[error("{0}")]
    Deck(#[from] DeckError),
    /// The engine refused the setup.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// The engine refused an action of the game's opening.
    #[error("the game's opening was refused: {0}")]
    Opening(ActionError),
    /// A saved game that is not JSON of a saved game.
    #[error("not a saved game: {0}")]
    SaveFormat(String),
    /// A saved game the engine could not replay.
    #[error("{0}")]
    Resume(#[from] ryoiki_core::ResumeError),
}

/// The move at a table: the seat to move, how many actions it has listed, and the
/// listing to take one of them back by its index. The actions in the seat's terms are
/// built only when asked for ([`Table::to_move`]): a loop that picks by index never
/// needs them, and keeping ~200 of them per game costs a batch its cache.
#[derive(Clone)]
struct Move {
    seat: PlayerId,
    listed: usize,
    listing: SeatListing,
    actions: Option<Vec<SeatAction>>,
}

/// A game at a table: the recorded game, the seat that acted last, the move worked
/// out once per state, and the events of the last step.
#[derive(Clone)]
pub struct Table {
    kind: GameKind,
    rec: Recorded,
    last: Option<PlayerId>,
    /// `None`: not worked out since the last step; `Some(None)`: no seat may act.
    mover: Option<Option<Move>>,
    events: Vec<Event>,
    steps: u64,
}

/// The game of `key`.
///
/// # Errors
/// [`StartError::UnknownGame`].
pub fn game_kind(key: &str) -> Result<GameKind, StartError> {
    ryoiki_games::find(key).ok_or_else(|| StartError::UnknownGame {
        key: key.to_string(),
        known: ryoiki_games::keys(),
    })
}

impl Table {
    /// A game of `kind`: its sample setup for `variant` and `seed`, or the given decks
    /// (one per player, seated `p0`, `p1` … in order), then the game's opening: the
    /// sample's (Magic: Planechase started), or from decks the game's start under its
    /// rules (Magic's `start-game`), as `ryoiki play` starts one. The view key comes from the
    /// seed, so the same arguments give the same game, handles included.
    ///
    /// # Errors
    /// [`StartError`] naming what was wrong.
    pub fn start(
        kind: GameKind,
        variant: Option<&str>,
        decks: Option<&[DeckSource]>,
        seed: u64,
    ) -> Result<Table, StartError> {
        let sample = kind
            .sample(variant, seed)
            .map_err(|e| StartError::NoVariant {
                game: kind.key().to_string(),
                variant: e.variant,
                known: kind.variants().join(", "),
            })?;
        // From decks, the game begins under its rules, as `ryoiki sim`, `play --deck` and
        // the server's rules tables begin it: its own opening (Magic's `start-game`), or
        // the sample's where it has none (FoW's and PMV's `start-game` is listed to the
        // seats).
        let (setup, opening) = match decks {
            Some(decks) => {
                let opening =
                    kind.deck_opening(variant, seed)
                        .map_err(|e| StartError::NoVariant {
                            game: kind.key().to_string(),
                            variant: e.variant,
                            known: kind.variants().join(", "),
                        })?;
                (deck_setup(kind, variant, decks, seed)?, opening)
            }
            None => (sample.setup, sample.opening),
        };
        let key = ViewKey::new(seed, seed.rotate_left(32) ^ 0x7279_6f69_6b69);
        let mut rec = Recorded::start(kind.rules(), setup, key)?;
        for a in opening {
            rec.apply(a, &mut ryoiki_core::NullSink)
                .map_err(StartError::Opening)?;
        }
        Ok(Table::from_recorded(kind, rec))
    }

    fn from_recorded(kind: GameKind, rec: Recorded) -> Table {
        Table {
            kind,
            rec,
            last: None,
            mover: None,
            events: Vec::new(),
            steps: 0,
        }
    }

    /// Resumes a saved game ([`Table::save`]) by replaying it.
    ///
    /// # Errors
    /// [`StartError::SaveFormat`], [`StartError::UnknownGame`], [`StartError::Resume`].
    pub fn restore(text: &str) -> Result<Table, StartError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| StartError::SaveFormat(e.to_string()))?;
        let last = value
            .get(LAST_SEAT)
            .and_then(serde_json::Value::as_u64)
            .and_then(|p| u8::try_from(p).ok())
            .map(PlayerId);
        let saved: SavedGame =
            serde_json::from_value(value).map_err(|e| StartError::SaveFormat(e.to_string()))?;
        let kind = game_kind(&saved.game)?;
        let rec = Recorded::resume(kind.rules(), saved, &mut |_, _, _| {})?;
        let mut t = Table::from_recorded(kind, rec);
        t.last = last;
        Ok(t)
    }

    /// The game as saved JSON: setup, secret view key, every accepted action. It holds
    /// what every player hides: it is for the one who runs the game.
    /// The engine's saved-game format, with one field more ([`LAST_SEAT`]): the seat
    /// that acted last, which passes the move in a game without turns.
    pub fn save(&self) -> String {
        let mut v = serde_json::to_value(self.rec.saved()).unwrap_or_default();
        if let (Some(map), Some(p)) = (v.as_object_mut(), self.last) {
            map.insert(LAST_SEAT.into(), p.0.into());
        }
        v.to_string()
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.rec.game()
    }

    /// Its kind.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// How many players it seats.
    pub fn players(&self) -> usize {
        self.game().state().players().len()
    }

    /// How many actions were taken through this table.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The events of the last step, in the engine's terms.
    pub fn last_events(&self) -> &[Event] {
        &self.events
    }

    fn mover(&mut self) -> Option<&Move> {
        if self.mover.is_none() {
            let m =
                to_move_listed(self.rec.game(), self.last).map(|(seat, actions, listing)| Move {
                    seat,
                    listed: actions.len(),
                    listing,
                    actions: None,
                });
            self.mover = Some(m);
        }
        self.mover.as_ref().and_then(Option::as_ref)
    }

    /// The seat to move and what it may do (`ryoiki play`'s rule: a pending decision's
    /// decider; else the player the rule set says is to act; else the next seat after
    /// the last to act that may do anything). `None`: no seat may do anything.
    pub fn to_move(&mut self) -> Option<(PlayerId, &[SeatAction])> {
        self.mover()?;
        let game = self.rec.game();
        let m = self.mover.as_mut()?.as_mut()?;
        let actions = m
            .actions
            .get_or_insert_with(|| game.seat_actions_listed(&m.listing));
        Some((m.seat, actions.as_slice()))
    }

    /// The seat to move and how many actions it has listed, as [`Table::to_move`]
    /// gives them, without building the actions.
    pub fn mover_count(&mut self) -> Option<(PlayerId, usize)> {
        self.mover().map(|m| (m.seat, m.listed))
    }

    /// What `seat` may do now by the engine ([`Game::seat_actions`]), listed as
    /// [`Table::to_move`] lists it when the seat is to move.
    pub fn legal_actions(&mut self, seat: PlayerId) -> Vec<SeatAction> {
        match self.to_move() {
            Some((p, list)) if p == seat => list.to_vec(),
            _ => self.game().seat_actions(seat),
        }
    }

    /// Takes `action` for `seat`; the game is unchanged on error.
    ///
    /// # Errors
    /// The engine's [`SeatError`].
    pub fn apply(&mut self, seat: PlayerId, action: &SeatAction) -> Result<(), SeatError> {
        let mut events = Vec::new();
        self.rec.apply_seat(seat, action, &mut events)?;
        self.stepped(seat, events);
        Ok(())
    }

    /// Takes the `i`-th action listed for `seat` ([`Table::legal_actions`]).
    ///
    /// When `seat` is to move, the engine's action behind the listed one is taken back
    /// from the listing ([`ryoiki_core::Game::seat_pick`]) and applied as it is: the
    /// seat's action is not matched against the candidates again, which would cost a
    /// second pass over them.
    ///
    /// # Errors
    /// [`PickError`]: past the list's end, or the engine's refusal.
    pub fn apply_index(&mut self, seat: PlayerId, i: usize) -> Result<(), PickError> {
        self.mover();
        let fast = match self.mover.as_ref().and_then(Option::as_ref) {
            Some(m) if m.seat == seat => Some(self.rec.game().seat_pick(&m.listing, i).ok_or(
                PickError::OutOfRange {
                    index: i,
                    listed: m.listed,
                },
            )?),
            _ => None,
        };
        match fast {
            Some((_, engine)) => {
                let mut events = Vec::new();
                self.rec
                    .apply(engine, &mut events)
                    .map_err(|e| PickError::Refused(SeatError::from(e)))?;
                self.stepped(seat, events);
                Ok(())
            }
            None => {
                let list = self.game().seat_actions(seat);
                let action = list.get(i).cloned().ok_or(PickError::OutOfRange {
                    index: i,
                    listed: list.len(),
                })?;
                self.apply(seat, &action).map_err(PickError::Refused)
            }
        }
    }

    fn stepped(&mut self, seat: PlayerId, events: Vec<Event>) {
        self.events = events;
        self.last = Some(seat);
        self.mover = None;
        self.steps += 1;
    }

    /// Whether the rule set reports the game over ([`ryoiki_core::RuleSet::game_over`]).
    pub fn over(&self) -> bool {
        self.game().rules().game_over(self.game().state())
    }

    /// How the game ended; `None` while the rule set does not report it over.
    pub fn outcome(&self) -> Option<Outcome> {
        outcome(self.game())
    }

    /// One step of the built-in random bot: the seat to move takes one of its listed
    /// actions, drawn from `rng` (splitmix64). `false`: the game is over or no seat may
    /// do anything, and nothing was taken.
    pub fn random_step(&mut self, rng: &mut u64) -> bool {
        if self.over() {
            return false;
        }
        let r = ryoiki_core::rng::splitmix64_next(rng);
        let Some(m) = self.mover() else {
            return false;
        };
        // Uniform among the listed actions that keep the seat in the game, as `ryoiki
        // sim`'s random bot picks (a random player that may concede concedes within a
        // few actions of any game of Magic).
        let leaving: Vec<usize> = m.listing.with_flow(Flow::Leaves).collect();
        let staying = m.listed - leaving.iter().filter(|&&i| i < m.listed).count();
        if staying == 0 {
            return false;
        }
        let mut pick = (r % staying as u64) as usize;
        for &l in &leaving {
            if l <= pick {
                pick += 1;
            }
        }
        let seat = m.seat;
        self.apply_index(seat, pick).is_ok()
    }

    /// The listed action of the seat to move that takes it out of the game (conceding),
    /// if any: the first of them.
    pub fn leaving(&mut self) -> Option<usize> {
        self.mover()?.listing.with_flow(Flow::Leaves).next()
    }
}

/// Why a listed action could not be taken by its index.
#[derive(Debug, thiserror::Error)]
pub enum PickError {
    /// Past the end of the list.
    #[error("action {index} is outside the {listed} listed actions")]
    OutOfRange {
        /// The index given.
        index: usize,
        /// How many are listed.
        listed: usize,
    },
    /// The engine refused it.
    #[error("{0}")]
    Refused(SeatError),
}

/// The setup of a game from one deck per player, with the variant as the game's option.
fn deck_setup(
    kind: GameKind,
    variant: Option<&str>,
    decks: &[DeckSource],
    seed: u64,
) -> Result<Setup, StartError> {
    if decks.len() < 2 {
        return Err(StartError::TooFewDecks(decks.len()));
    }
    // Decklist texts on the built-in pool give the same setup every time: built once.
    let key = setups::Key::of(kind, variant, decks);
    if let Some(setup) = key.as_ref().and_then(|k| setups::get(k, seed)) {
        return Ok(setup);
    }
    let mut reads_a_file = false;
    let mut problems = Vec::new();
    let mut cards = Vec::new();
    let mut players = Vec::new();
    for (seat, d) in decks.iter().enumerate() {
        let name = format!("p{seat}");
        let owner = PlayerId(seat as u8);
        let pieces = load_deck(kind, d, seat).and_then(|(deck, pool)| {
            reads_a_file |= deck.pool.is_some();
            deck.setup_pieces(&pool, owner, &name)
                .map_err(StartError::Deck)
        });
        match pieces {
            Ok(p) => cards.extend(p.into_iter().map(|(_, c)| c)),
            Err(StartError::Deck(e)) => problems.extend(e.problems),
            Err(other) => return Err(other),
        }
        players.push(name);
    }
    if !problems.is_empty() {
        return Err(StartError::Deck(DeckError { problems }));
    }
    let mut setup = Setup {
        players,
        seed,
        cards,
        ..Default::default()
    };
    // The variant's own options, as its sample game has them (Two-Headed Giant's teams,
    // Grand Melee's turn markers …); the variant itself was checked by the caller.
    kind.set_variant_options(&mut setup, variant);
    if let Some(key) = key.filter(|_| !reads_a_file) {
        setups::keep(key, &setup);
    }
    Ok(setup)
}

/// A deck and its pool, checked against the game.
fn load_deck(kind: GameKind, d: &DeckSource, seat: usize) -> Result<(Deck, Pool), StartError> {
    match d {
        DeckSource::File(path) => Ok(ryoiki_games::deck::load_checked(
            Path::new(path),
            kind,
            None,
        )?),
        DeckSource::Text(text) => {
            let file = format!("deck {seat}");
            let deck = Deck::parse(&file, text, kind)?;
            let pool = match &deck.pool {
                Some(p) => Pool::load(p).map_err(|problems| DeckError { problems })?,
                None => kind.pool().map_err(|problems| DeckError { problems })?,
            };
            let problems = deck.validate(&pool);
            if problems.is_empty() {
                Ok((deck, pool))
            } else {
                Err(StartError::Deck(DeckError { problems }))
            }
        }
    }
}
