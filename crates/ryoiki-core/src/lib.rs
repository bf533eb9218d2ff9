//! # ryoiki-core: the zones of trading card games
//!
//! 領域 (ryōiki) means *zone*. This crate is the rules core of ryoiki: where every card
//! is, who may see what, and exactly what happens when cards move. It knows no game:
//! a game is a [`RuleSet`] that declares its zones and fills in the stages of the move
//! pipeline ([`moves`]). Rule sets live in their own crates (`ryoiki-fow`, …).
//!
//! - A [`Game`] is a rule set and a [`State`]; the state is plain data (`Clone`, serde).
//! - Every change is an [`Action`] given to [`Game::apply`], which checks it completely
//!   before changing anything and emits [`Event`]s, each naming the rules that caused it.
//! - A player's choice is a [`Decision`] the game waits for; the answer is an action.
//! - [`Game::view`] derives what one player may know; it is the only client-facing
//!   state, and it never holds a hidden card's identity, the RNG, or the log.
//! - Randomness comes from a [`GameRng`] in the state, so a seed and the same actions
//!   replay bit for bit.
//! - Processes every game may use — [`attach`], [`extract`], [`random`] choice,
//!   [`groups`] — are actions the core carries out itself ([`general`]).
//! - A rule set's own processes are a [`Process`] in its own types (state, actions,
//!   steps of work, decisions, events), which the core holds as [`Typed`] values
//!   without reading them; a process changes the game only through a [`Cx`] and reads
//!   it through [`Host`] ([`process`]).
//!
//! New to the crate? The [`guide`] builds a game step by step: a rule set, a setup from
//! deck lists, each seat's view, seat actions, engine actions, saving and restoring.
//! Every public type has an example in its own page too. The smallest whole game:
//!
//! ```
//! use ryoiki_core::*;
//!
//! // A one-zone toy game: a public, unordered "table" per player.
//! struct Toy;
//! static ZONES: [ZoneSpec; 1] = [ZoneSpec {
//!     key: "table",
//!     names: Names { en: "table", ja: "テーブル" },
//!     scope: Scope::PerPlayer,
//!     visibility: Visibility::Public,
//!     ordering: Ordering::Unordered,
//!     has_orientation: true,
//!     default_facing: Facing::FaceUp,
//!     limit: None,
//!     limit_rule: None,
//!     rules: &[],
//! }];
//! impl RuleSet for Toy {
//!     fn key(&self) -> &'static str { "toy" }
//!     fn names(&self) -> Names { Names { en: "Toy", ja: "おもちゃ" } }
//!     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! }
//! static TOY: Toy = Toy;
//!
//! let table = |p| ZoneId { kind: ZoneKind(0), player: Some(PlayerId(p)) };
//! let setup = Setup {
//!     players: vec!["alice".into(), "bob".into()],
//!     cards: vec![CardSetup {
//!         def: CardDef::single(Side::new("Lantern", &["artifact"])),
//!         owner: PlayerId(0),
//!         place: SetupPlace::Zone(table(0)),
//!         side: 0, facing: None, orientation: None, controller: None,
//!     }],
//!     ..Setup::default()
//! };
//! let mut game = Game::new(&TOY, setup)?;
//! let lantern = game.object_of(CardId(0))?;
//! let mut log = Vec::new();
//! game.apply(Action::Move {
//!     player: PlayerId(0), object: lantern,
//!     to: Destination { kind: ZoneKind(0), player: Some(PlayerId(1)) },
//!     position: None, facing: None, side: None, cause: Cause::Instruction,
//! }, &mut log)?;
//! assert_eq!(game.cards_in(table(1)), &[CardId(0)]);
//! // It is a new object now: the old id no longer resolves.
//! assert!(game.resolve(lantern).is_err());
//! // Bob's view shows the card; the view never contains the RNG.
//! let json = serde_json::to_string(&game.view(PlayerId(1)))?;
//! assert!(json.contains("Lantern") && !json.contains("rng"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The model (data and contracts), re-exported at the paths it always had.
#[doc(no_inline)]
pub use ryoiki_model::*;
pub use ryoiki_model::{
    action, batch, card, characteristics, custom, decision, derived, duration, effect, error,
    event, ids, key, messages, names, placement, process, replace, rng, ruleset, setup, state,
    typed, words, zone,
};

// The engine.
mod agenda;
mod apply;
pub mod attach;
#[cfg(test)]
mod catalogue;
mod check;
pub mod extract;
mod frame;
pub mod game;
pub mod general;
pub mod groups;
pub mod guide;
pub mod held;
mod lasting;
pub mod moves;
pub mod random;
mod render;
pub mod seat;
mod start;
pub mod table;
pub mod token;
pub mod view;

pub use agenda::MAX_STEPS_PER_ACTION;
pub use game::Game;
pub use general::{GENERAL_ACTIONS, is_general};
pub use held::HeldView;
pub use seat::{
    LOOK_TOP_MOST, Recorded, ResumeError, SavedGame, SeatAction, SeatChoice, SeatError, SeatEvent,
    SeatGame, SeatListing, SeatZone,
};
pub use view::{CardView, OptionView, PendingView, View, ZoneView};
