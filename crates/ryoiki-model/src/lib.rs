//! # ryoiki-model: the data and contracts of ryoiki's rules core
//!
//! The lower of the core's two layers: what a game *is* — ids, cards, zones, the
//! [`State`], [`Action`]s, [`Event`]s, effects and durations, decisions, setups — and the
//! seam a rule set fills in ([`RuleSet`], [`Process`], [`Host`], [`Cx`]), with no engine.
//! The engine (the move pipeline, the agenda, checks, views, seats and `Game`) is
//! `ryoiki-core`, built on this crate and re-exporting all of it at the same paths, so a
//! rule set or a program names everything through `ryoiki_core`. That this crate does not
//! depend on `ryoiki-core` is what makes "the model does not know the engine" a fact.

pub mod action;
pub mod batch;
pub mod card;
pub mod cause;
pub mod change;
pub mod characteristics;
pub mod custom;
pub mod decision;
pub mod derived;
pub mod duration;
pub mod effect;
pub mod error;
pub mod event;
pub mod ids;
pub mod key;
pub mod labels;
pub mod last_known;
pub mod messages;
pub mod names;
pub mod placement;
pub mod process;
pub mod registry;
pub mod replace;
pub mod rng;
pub mod ruleset;
pub mod setup;
pub mod state;
pub mod task;
pub mod typed;
pub mod words;
pub mod zone;

pub use action::GameAction;
pub use action::{Action, Progress};
pub use card::{CardDef, Side};
pub use cause::{CauseError, CauseProblem, GameCause};
pub use characteristics::{Change, Layer};
pub use custom::{
    CustomEffect, CustomEffects, CustomRef, EffectView, FollowUp, Instead, Moved, ProposedMove,
    This,
};
pub use decision::{Choice, Decision, DecisionKind, GameOption};
pub use derived::Derived;
pub use duration::{Duration, Happening};
pub use effect::{CardFilter, Effect, EffectBody, ExposureKind, MoveFilter, Prohibited, TriggerOn};
pub use error::{ActionError, SetupError, SetupProblem, Whereabouts};
pub use event::{Event, EventKind, EventSink, NullSink, RuleId, Rules, Unapplied, cite};
pub use ids::{CardId, EffectId, Handle, ObjectId, PlayerId, PlayerSet, ZoneId, ZoneKind};
pub use key::{NoRandomness, ViewKey};
pub use labels::Labels;
pub use messages::{ArgValue, Args, Messages, MessagesError};
pub use names::{Unprintable, unprintable};
pub use placement::{Facing, Orientation};
pub use process::{Cx, Described, DynProcess, Flow, Host, Process, RawCx, Words};
pub use replace::MoveReplacement;
pub use rng::{GameRng, RngKind};
pub use ruleset::{Hooks, ProcessStep, Restriction, RevealingCitation, RuleSet};
pub use setup::{CardSetup, DefPool, Setup, SetupPlace};
pub use state::{Ability, CardState, Cause, GameOptions, LastKnown, Outside, Place, State};
pub use state::{MoveStage, MoveTask, Task};
pub use typed::{Data, Typed};
pub use words::{CardWords, ChoiceWords, Phrase, PlaceWords, Word, ZoneWords};
pub use zone::{
    Destination, Lang, Names, Ordering, Position, Scope, Visibility, ZoneGroup, ZoneSpec,
    ZoneState, kind_in,
};
