//! A rule set's own processes, on a typed seam.
//!
//! The core runs zones and moves for every game. A game also has processes of its own
//! (Magic's priority and planar die, PMV's put and set cascades) with state, actions,
//! steps of work, decisions and events the core has no words for. A rule set declares
//! them as its own Rust types by implementing [`Process`]:
//!
//! | associated type | what it is | where the core keeps it |
//! |---|---|---|
//! | [`Process::State`] | the game's own state (turns, life, mana, a planar die) | [`State::ext`] |
//! | [`Process::Action`] | what a player may do in the game's own terms | [`Action::Game`] |
//! | [`Process::Task`] | one step of the game's work, run in the middle of a move | [`Task::Game`] on the agenda |
//! | [`Process::Decision`] | what a decision of the game's own is about | [`DecisionKind::Game`] |
//! | [`Process::Event`] | what the game's process did, rendered in English and Japanese | [`EventKind::Game`] |
//!
//! The core holds each as a [`Typed`] and never looks inside; only the rule set reads
//! them, through the typed methods here. A process changes the game only through a
//! [`Cx`]: it applies core actions (checked like any other), schedules its own tasks,
//! waits for decisions, emits its events and keeps its own state. It cannot reach the
//! core's card records directly, so every move still goes through the move pipeline.

use crate::action::{Action, GameAction, Progress};
use crate::decision::{Decision, DecisionKind, GameOption};
use crate::error::ActionError;
use crate::event::{Event, EventKind, EventSink, RuleId, cite};
use crate::ids::{CardId, Handle, ObjectId, PlayerId, PlayerSet, ZoneId, ZoneKind};
use crate::placement::Facing;
use crate::state::{CardState, LastKnown, Place, State, Task};
use crate::typed::{Data, Typed};
use crate::zone::{Lang, ZoneSpec};
use std::marker::PhantomData;
use std::sync::Arc;

/// What a rule set may read of the running game it is part of. The engine's
/// `Game` is the one implementation; the seam (hooks, processes, their
/// renderings) reads the game only through it, so the seam does not depend on the engine.
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// // What a process reads the game through: the `Game` is one.
/// fn life_of(game: &dyn Host, p: PlayerId) -> i64 {
///     game.state().ext::<Life>().0[p.index()]
/// }
/// let mut game = life_game();
/// game.apply(Action::Game(GameAction::new(PlayerId(0), Pay(4))), &mut NullSink)?;
/// assert_eq!(life_of(&game, PlayerId(0)), 16);
/// assert_eq!(Host::key(&game), "life");
/// assert_eq!(game.player_name(PlayerId(1)), "bob");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Host {
    /// The core's state.
    fn state(&self) -> &State;
    /// The rule set's key.
    fn key(&self) -> &'static str;
    /// A zone kind's entry in the catalogue.
    fn spec(&self, kind: ZoneKind) -> &'static ZoneSpec;
    /// The state of a card's object, if the object still exists.
    ///
    /// # Errors
    /// The object is unknown or stale (the error says where the card went).
    fn resolve(&self, object: ObjectId) -> Result<&CardState, ActionError>;
    /// A card's current object.
    ///
    /// # Errors
    /// The card does not exist.
    fn object_of(&self, card: CardId) -> Result<ObjectId, ActionError>;
    /// The handle under which `viewer` sees `card` now.
    fn handle(&self, viewer: PlayerId, card: CardId) -> Handle;
    /// The host a card is attached to, if that host still exists.
    fn host_of(&self, card: CardId) -> Option<ObjectId>;
    /// The cards attached to `host`, and to those, depth first.
    fn attachments_deep(&self, host: ObjectId) -> Vec<CardId>;
    /// A player's name.
    fn player_name(&self, p: PlayerId) -> &str;
    /// A zone's name.
    fn zone_name(&self, zone: ZoneId, lang: Lang) -> String;
    /// Where a card is, in words.
    fn place_name(&self, card: CardId, lang: Lang) -> String;
    /// Where a card is, as data to be put into words in any language.
    fn place_words(&self, card: CardId) -> crate::words::PlaceWords;
    /// A zone, as data to be put into words in any language.
    fn zone_words(&self, zone: ZoneId) -> crate::words::ZoneWords;
    /// The last known state of an object that has moved on.
    fn last_known(&self, object: ObjectId) -> Option<&LastKnown>;
    /// A card's current characteristics as `viewer`'s view shows them: `None` unless the
    /// viewer may see the card's front where it is.
    fn front_for(
        &self,
        viewer: PlayerId,
        card: CardId,
    ) -> Option<std::borrow::Cow<'_, crate::card::Side>>;

    /// The name whoever set the game up gave a card (a scenario file's `id`), for a
    /// judge's words; `None` when it has none.
    fn card_label(&self, card: CardId) -> Option<&str> {
        let _ = card;
        None
    }

    /// The name whoever set the game up gave an effect, for a judge's words.
    fn effect_label(&self, effect: crate::ids::EffectId) -> Option<&str> {
        let _ = effect;
        None
    }

    /// A card as a refusal names it for people: its name as the rules now make it when
    /// every player may see its front (so the message tells no one what they may not
    /// know), else "a hidden card".
    fn card_words(&self, card: CardId) -> String {
        self.card_ref(card).render(Lang::En)
    }

    /// A card as a refusal names it, as data: [`CardWords::Named`] when every player may
    /// see its front, else [`CardWords::Hidden`] ([`CardWords::Missing`] for a card the
    /// game does not have).
    ///
    /// [`CardWords::Named`]: crate::words::CardWords::Named
    /// [`CardWords::Hidden`]: crate::words::CardWords::Hidden
    /// [`CardWords::Missing`]: crate::words::CardWords::Missing
    fn card_ref(&self, card: CardId) -> crate::words::CardWords {
        use crate::words::CardWords;
        if self.state().try_card(card).is_none() {
            return CardWords::Missing(card);
        }
        let seats = self.state().players().len();
        let mut name = None;
        for p in 0..seats {
            match self.front_for(PlayerId(p as u8), card) {
                Some(side) => name = Some(side.name.clone()),
                None => return CardWords::Hidden,
            }
        }
        name.map_or(CardWords::Hidden, CardWords::Named)
    }
}

/// What a process may change besides applying actions: the engine's side of [`Cx`].
#[doc(hidden)]
pub trait HostMut: Host {
    /// The game, to read.
    fn host(&self) -> &dyn Host;
    /// Applies an action, fully checked.
    fn apply_action(
        &mut self,
        action: Action,
        sink: &mut dyn EventSink,
    ) -> Result<Progress, ActionError>;
    /// The state, to change in the ways [`Cx`] allows.
    fn state_mut(&mut self) -> &mut State;
}

/// A process's access to the game, as the engine hands it over (see [`Cx`]).
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// // The engine hands a process a `RawCx` ([`DynProcess::apply`]); a `Process` sees it as
/// // its typed `Cx`. Nothing but the engine makes one: a program applies actions.
/// let mut game = life_game();
/// game.apply(Action::Game(GameAction::new(PlayerId(1), Pay(2))), &mut NullSink)?;
/// assert_eq!(game.state().ext::<Life>(), &Life(vec![20, 18]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct RawCx<'a> {
    host: &'a mut dyn HostMut,
    sink: &'a mut dyn EventSink,
}

impl<'a> RawCx<'a> {
    #[doc(hidden)]
    pub fn new(host: &'a mut dyn HostMut, sink: &'a mut dyn EventSink) -> RawCx<'a> {
        RawCx { host, sink }
    }
}

/// Names and words for rendering a rule set's events and decisions. Made with
/// [`Words::new`] they are for judges: they name hidden cards and engine ids, and are
/// never part of a player's view. Made with [`Words::for_viewer`] they are one player's:
/// a card is named (with that player's handle) only if the player sees its front.
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// let game = life_game();
/// let words = Words::new(&game, Lang::Ja);
/// assert_eq!(words.player(PlayerId(1)), "bob");
/// assert_eq!(words.pick("life".into(), "ライフ".into()), "ライフ");
/// assert_eq!(words.lang, Lang::Ja);
/// ```
pub struct Words<'g> {
    game: &'g dyn Host,
    /// The language wanted.
    pub lang: Lang,
    /// The player the words are for; `None` for a judge.
    viewer: Option<PlayerId>,
}

impl<'g> Words<'g> {
    /// Words for `game` in `lang`, for a judge.
    pub fn new(game: &'g dyn Host, lang: Lang) -> Words<'g> {
        Words {
            game,
            lang,
            viewer: None,
        }
    }

    /// Words for `game` in `lang` as `viewer` may know them: cards the viewer does not
    /// see are "a card", cards it sees are named with its handle, never an engine id.
    pub fn for_viewer(game: &'g dyn Host, lang: Lang, viewer: PlayerId) -> Words<'g> {
        Words {
            game,
            lang,
            viewer: Some(viewer),
        }
    }

    /// A card as the viewer may know it: "Name (h…)" or "a card".
    fn seen(&self, viewer: PlayerId, c: CardId) -> String {
        match self.game.front_for(viewer, c) {
            Some(side) => self.named(&side.name, self.game.handle(viewer, c).to_string()),
            None => crate::messages::core().plain(self.lang, "seat-card-unknown"),
        }
    }

    /// English or Japanese, whichever is wanted. New sentences belong in the rule set's
    /// message catalogue instead ([`Words::text`]; ARCHITECTURE.md, "Messages").
    pub fn pick(&self, en: String, ja: String) -> String {
        match self.lang {
            Lang::En => en,
            Lang::Ja => ja,
        }
    }

    /// A card object: "Name (x)" when the game's set-up named the card `x`
    /// ([`Host::card_label`]), else "Name (c3#1)", in Japanese "Name（c3#1）" ("?" for
    /// the name of a card the game does not have); for a viewer, "Name (h…)" or "a card"
    /// (see [`Words::for_viewer`]).
    pub fn object(&self, o: ObjectId) -> String {
        if let Some(v) = self.viewer {
            return self.seen(v, o.card);
        }
        let id = self
            .game
            .card_label(o.card)
            .map_or_else(|| o.to_string(), str::to_string);
        self.named(self.name_of(o.card), id)
    }

    /// A card, whatever object it is now: "Name (x)" or "Name (c3)"; for a viewer, as
    /// [`Words::object`].
    pub fn card(&self, c: CardId) -> String {
        if let Some(v) = self.viewer {
            return self.seen(v, c);
        }
        let id = self
            .game
            .card_label(c)
            .map_or_else(|| c.to_string(), str::to_string);
        self.named(self.name_of(c), id)
    }

    /// An effect: its name where the game's set-up gave one ([`Host::effect_label`]),
    /// else its engine id (`e2`).
    pub fn effect(&self, e: crate::ids::EffectId) -> String {
        self.game
            .effect_label(e)
            .map_or_else(|| e.to_string(), str::to_string)
    }

    fn named(&self, name: &str, id: String) -> String {
        crate::messages::core().text(
            self.lang,
            "card-object",
            &crate::messages::Args::new()
                .with("name", name)
                .with("id", id),
        )
    }

    /// A message of a rule set's catalogue in the wanted language.
    pub fn text(
        &self,
        messages: &crate::messages::Messages,
        key: &str,
        args: crate::messages::Args<'_>,
    ) -> String {
        messages.text(self.lang, key, &args)
    }

    /// The separator of a list in the wanted language (", " or "、").
    pub fn list_separator(&self) -> String {
        crate::messages::core().plain(self.lang, "list-separator")
    }

    fn name_of(&self, c: CardId) -> &'g str {
        let game = self.game;
        game.state()
            .defs()
            .get(c.index())
            .map(|d| d.name())
            .unwrap_or("?")
    }

    /// A player's name.
    pub fn player(&self, p: PlayerId) -> String {
        self.game.player_name(p).to_string()
    }

    /// A zone's name in the wanted language.
    pub fn zone(&self, z: ZoneId) -> String {
        self.game.zone_name(z, self.lang)
    }

    /// The game being rendered.
    pub fn game(&self) -> &'g dyn Host {
        self.game
    }
}

/// A rule set's event or decision: a stable code and a rendering in English and Japanese.
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// let game = life_game();
/// let paid = Paid { player: PlayerId(0), now: 12 };
/// assert_eq!(paid.code(), "life-paid");
/// assert_eq!(paid.render(&Words::new(&game, Lang::En)), "alice is at 12 life");
/// assert_eq!(paid.render(&Words::new(&game, Lang::Ja)), "aliceのライフは12");
/// ```
pub trait Described: Data {
    /// A stable word for it ("planar-die-rolled"), used by scenario files to match it;
    /// usually a constant, but it may come from the value (a word a card's text records).
    fn code(&self) -> &str;

    /// It in words, in `words.lang`.
    fn render(&self, words: &Words<'_>) -> String;

    /// The objects it is about (scenario files match events by card).
    fn objects(&self) -> Vec<ObjectId> {
        Vec::new()
    }
}

/// A rule set's own processes, in its own types (see the module documentation).
///
/// ```
/// use ryoiki_core::*;
/// use serde::{Deserialize, Serialize};
///
/// // A game with life totals: its own state, action and event, in its own types.
/// #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// struct Life(Vec<i64>);
/// #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// struct Pay(i64);
/// #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// struct Paid { player: PlayerId, now: i64 }
/// impl Described for Paid {
///     fn code(&self) -> &str { "life-paid" }
///     fn render(&self, words: &Words<'_>) -> String {
///         format!("{} is at {} life", words.player(self.player), self.now)
///     }
/// }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
///
/// struct LifeGame;
/// impl Process for LifeGame {
///     type State = Life;
///     type Action = Pay;
///     type Task = ();
///     type Decision = Paid;
///     type Event = Paid;
///     fn start(&self, state: &State) -> Life {
///         Life(vec![20; state.player_count()])
///     }
///     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
///         if pay.0 > 0 && pay.0 <= life.0[player.index()] {
///             return Ok(());
///         }
///         // `messages()`: this game's catalogue (see `Messages`).
///         let reason = Phrase::new(messages(), "too-much").arg("n", pay.0);
///         Err(ActionError::Forbidden { reason, rule: "life-2" })
///     }
///     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
///         let life = &mut cx.ext_mut().0[player.index()];
///         *life -= pay.0;
///         let now = *life;
///         cx.emit(Paid { player, now }, &[&["life-1"]]);
///     }
/// }
/// static LIFE: LifeGame = LifeGame;
///
/// struct LifeRules;
/// static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// impl RuleSet for LifeRules {
///     fn key(&self) -> &'static str { "life" }
///     fn names(&self) -> Names { Names::new("Life", "ライフ") }
///     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
///     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// }
/// static RULES: LifeRules = LifeRules;
///
/// let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// let mut game = Game::new(&RULES, setup)?;
/// let mut events = Vec::new();
/// game.apply(Action::Game(GameAction::new(PlayerId(1), Pay(3))), &mut events)?;
/// assert_eq!(game.state().ext::<Life>(), &Life(vec![20, 17]));
/// let EventKind::Game(paid) = &events[0].kind else { panic!("the game's event") };
/// assert_eq!(paid.get::<Paid>(), Some(&Paid { player: PlayerId(1), now: 17 }));
/// // Checked before anything changes: too much is refused with the game's own reason.
/// let err = game.apply(Action::Game(GameAction::new(PlayerId(1), Pay(30))), &mut events).unwrap_err();
/// assert_eq!(err.to_string(), "cannot pay 30 life [life-2]");
/// assert_eq!(game.state().ext::<Life>(), &Life(vec![20, 17]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Process: Send + Sync + 'static {
    /// The game's own state, kept in [`State::ext`].
    type State: Data;
    /// What a player may do in the game's own terms.
    type Action: Data;
    /// One step of the game's work, scheduled on the agenda.
    type Task: Data;
    /// What a decision of the game's own is about.
    type Decision: Described;
    /// What the game's process did.
    type Event: Described;

    /// The game's own state at the start, given the core's state built from the setup.
    fn start(&self, state: &State) -> Self::State;

    /// Checks an action without changing anything.
    ///
    /// # Errors
    /// Why the action is refused.
    fn check(
        &self,
        game: &dyn Host,
        ext: &Self::State,
        player: PlayerId,
        action: &Self::Action,
    ) -> Result<(), ActionError>;

    /// Carries out an action that [`Process::check`] accepted.
    fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, action: Self::Action);

    /// Carries out one step of work when it comes up on the agenda.
    fn run(&self, cx: &mut Cx<'_, Self>, task: Self::Task) {
        let _ = (cx, task);
    }

    /// Carries out the answer to a decision of the game's own; `choice` is the index of
    /// the option picked, already checked against the options.
    fn answer(&self, cx: &mut Cx<'_, Self>, decider: PlayerId, about: Self::Decision, choice: u32) {
        let _ = (cx, decider, about, choice);
    }

    /// The game's actions `player` may take now at a table; each passes
    /// [`Process::check`].
    fn table_actions(
        &self,
        game: &dyn Host,
        ext: &Self::State,
        player: PlayerId,
    ) -> Vec<Self::Action> {
        let _ = (game, ext, player);
        Vec::new()
    }

    /// What taking one of the game's own actions does to the course of play at a table
    /// ([`Flow`]): hand the move on to another player (passing priority), take the
    /// player out of the game, or neither. Table bots read it to move the game on; the
    /// default is [`Flow::Stays`].
    fn flow(&self, action: &Self::Action) -> Flow {
        let _ = action;
        Flow::Stays
    }

    /// Every object one of the game's own actions names, each given to `each` (a
    /// repeated object may be given again). A seat is offered the action only if it may
    /// name every one of them; the action is then kept typed with the seat's handles of
    /// these objects, and written as [`Process::seat_form`] only when the seat is sent
    /// it. So the two must agree: `seat_form` asks `handle` for exactly these objects.
    /// The default names none, right for an action type that names no object (as the
    /// default `seat_form`).
    fn action_objects(&self, action: &Self::Action, each: &mut dyn FnMut(ObjectId)) {
        let _ = (action, each);
    }

    /// One of the game's own actions as a seat is offered it: the action as it
    /// serializes, with every object it names written as `handle` gives it (the seat's
    /// handle, or `None` for an object the seat cannot see: then the seat is not offered
    /// the action, and this gives `None`). The default serializes the action as it is,
    /// right for an action type that names no object; a type that names objects writes
    /// each one in its place (its own fields, matched by type: no JSON is searched), and
    /// names the same objects in [`Process::action_objects`].
    fn seat_form(
        &self,
        action: &Self::Action,
        handle: &mut dyn FnMut(ObjectId) -> Option<Handle>,
    ) -> Option<serde_json::Value> {
        let _ = handle;
        serde_json::to_value(action).ok()
    }

    /// What `viewer` may see of the game's own state (life, mana, the stack, the turn,
    /// a planar controller), shown in the view as `public`; `None` when the game shows
    /// nothing. Name players by name and cards by `viewer`'s handles
    /// ([`Host::handle`]), never by engine ids, and show only what is public.
    fn public(&self, game: &dyn Host, ext: &Self::State, viewer: PlayerId) -> Option<Typed> {
        let _ = (game, ext, viewer);
        None
    }
}

/// What an action does to the course of play at a table ([`Process::flow`]).
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// // Paying life hands the move on (`LifeGame::flow`); a table's bots read it.
/// let game = life_game();
/// let pay = Action::Game(GameAction::new(PlayerId(0), Pay(1)));
/// assert_eq!(game.flow(&pay), Flow::HandsOn);
/// assert_eq!(serde_json::to_string(&Flow::HandsOn).unwrap(), r#""hands-on""#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Flow {
    /// The player may act again after it (most actions).
    Stays,
    /// It hands the move on to another player: passing priority, ending a turn.
    HandsOn,
    /// It takes the player (or their team) out of the game.
    Leaves,
}

/// The narrow context a [`Process`] changes the game through.
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// // `LifeGame::apply` changes the game only through its `Cx`: `ext_mut` for its own
/// // state, `emit` for its events (here citing "life-1").
/// let mut game = life_game();
/// let mut events = Vec::new();
/// game.apply(Action::Game(GameAction::new(PlayerId(0), Pay(5))), &mut events)?;
/// assert_eq!(game.state().ext::<Life>().0[0], 15);
/// assert_eq!(events[0].rules.as_slice(), ["life-1"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Cx<'a, P: Process + ?Sized> {
    raw: RawCx<'a>,
    process: PhantomData<fn(&P)>,
}

impl<'a, P: Process + ?Sized> Cx<'a, P> {
    /// The game, to read.
    pub fn game(&self) -> &dyn Host {
        self.raw.host.host()
    }

    /// The core's state, to read.
    pub fn state(&self) -> &State {
        self.raw.host.state()
    }

    /// The game's own state.
    pub fn ext(&self) -> &P::State {
        self.raw.host.state().ext::<P::State>()
    }

    /// The game's own state, to change.
    pub fn ext_mut(&mut self) -> &mut P::State {
        self.raw
            .host
            .state_mut()
            .ext
            .as_mut()
            .and_then(|t| t.get_mut::<P::State>())
            .expect("a game with a process keeps its state")
    }

    /// Applies a core action (or another of the game's own) as a player would: it is
    /// checked completely first, and a refused action changes nothing.
    ///
    /// It runs only the work it schedules itself, before this call returns (unless a
    /// decision is needed first); work this step scheduled before the call waits until
    /// the step is over. Its steps count toward the top-level action's loop limit.
    /// DESIGN.md, "In what order does work run?".
    ///
    /// # Errors
    /// Why the action was refused.
    pub fn apply(&mut self, action: Action) -> Result<Progress, ActionError> {
        self.raw.host.apply_action(action, &mut *self.raw.sink)
    }

    /// Schedules a step of work to run next, before anything already on the agenda.
    pub fn schedule(&mut self, task: P::Task) {
        self.raw
            .host
            .state_mut()
            .agenda
            .push(Task::Game(Typed::new(task)));
    }

    /// Schedules steps of work to run next, in the order given.
    pub fn schedule_all(&mut self, tasks: Vec<P::Task>) {
        for t in tasks.into_iter().rev() {
            self.schedule(t);
        }
    }

    /// Schedules core work (a move, an order) to run next.
    pub fn schedule_core(&mut self, task: Task) {
        self.raw.host.state_mut().agenda.push(task);
    }

    /// Makes the game wait for `decider` to pick one of `options`; the answer comes to
    /// [`Process::answer`] with `about`.
    pub fn wait(
        &mut self,
        decider: PlayerId,
        about: P::Decision,
        options: Vec<GameOption>,
        rules: &[&'static [RuleId]],
    ) {
        let decision = Decision {
            decider,
            kind: DecisionKind::Game {
                about: Typed::new(about),
                options,
            },
        };
        // The decision is copied into its event only for a sink that keeps events.
        if self.raw.sink.enabled() {
            self.raw.sink.emit(Event {
                kind: EventKind::DecisionRequested {
                    decision: decision.clone(),
                },
                rules: cite(rules),
            });
        }
        self.raw.host.state_mut().pending = Some(Arc::new(decision));
    }

    /// Whether the events emitted are kept at all: a process may skip building an event
    /// whose making costs (a list to collect) when they are not.
    pub fn emitting(&self) -> bool {
        self.raw.sink.enabled()
    }

    /// Emits one of the game's events, citing `rules`.
    pub fn emit(&mut self, event: P::Event, rules: &[&'static [RuleId]]) {
        if self.raw.sink.enabled() {
            self.raw.sink.emit(Event {
                kind: EventKind::Game(Typed::new(event)),
                rules: cite(rules),
            });
        }
    }

    /// Emits an event of the core's own kind (for a rule set that reports in the core's
    /// words what happened, such as an effect it ended).
    pub fn emit_core(&mut self, event: Event) {
        self.raw.sink.emit(event);
    }

    /// A uniform random number below `n`, from the game's RNG (a die, a random pick).
    pub fn random_below(&mut self, n: u64) -> u64 {
        self.raw.host.state_mut().rng.below(n)
    }

    /// Sets who controls a card (Magic 901.6: the planar controller controls the face-up
    /// planar cards). Does nothing for a card the game does not have.
    pub fn set_controller(&mut self, card: CardId, controller: Option<PlayerId>) {
        if let Some(c) = self.raw.host.state_mut().cards.get_mut(card.index()) {
            c.controller = controller;
        }
    }

    /// Sets what a card is attached to, without moving it (a rule set's own attach, or
    /// a card becoming unattached because its host left). Does nothing for a card the
    /// game does not have.
    pub fn set_attached(&mut self, card: CardId, host: Option<ObjectId>) {
        if let Some(c) = self.raw.host.state_mut().cards.get_mut(card.index()) {
            c.attached_to = host;
        }
    }

    /// A card in a zone leaves the game with its owner, who is leaving it (Magic 2009
    /// 600.4a): it is taken out of its zone into no zone at all
    /// ([`Outside::LeftWithOwner`](crate::state::Outside::LeftWithOwner)), a new object
    /// that nothing follows and no effect brings back (`enter` refuses it). No one is
    /// told where it was or what it is by this: the rule set says in its own event.
    /// Returns the object it was, or `None` (nothing changed) for a card the game does
    /// not have, a token, or a card in no zone.
    pub fn leave_game(&mut self, card: CardId) -> Option<ObjectId> {
        let st = self.raw.host.state_mut();
        let c = st.cards.get(card.index())?;
        let Place::Zone(z) = c.place else {
            return None;
        };
        if c.token || c.ability.is_some() {
            return None;
        }
        let was = ObjectId {
            card,
            generation: c.generation,
        };
        let cards = &mut st.zones[z as usize].cards;
        if let Some(i) = cards.iter().rposition(|&x| x == card) {
            cards.remove(i);
        }
        let c = &mut st.cards[card.index()];
        c.generation += 1;
        c.place = Place::Outside(crate::state::Outside::LeftWithOwner);
        c.controller = None;
        c.attached_to = None;
        c.orientation = None;
        c.facing = Facing::FaceDown;
        c.known_by = PlayerSet::NONE;
        c.exposed_to = PlayerSet::NONE;
        Some(was)
    }

    /// Whether a decision is pending (a process stops its work when one is).
    pub fn waiting(&self) -> bool {
        self.raw.host.state().pending.is_some()
    }
}

/// [`Process`] with its types erased, as the core calls it. Every `Process` is one; a
/// rule set returns itself from [`RuleSet::process`](crate::RuleSet::process).
///
/// ```
/// # use ryoiki_core::*;
/// # use serde::{Deserialize, Serialize};
/// # // Each player's life: the game's own state.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Life(Vec<i64>);
/// # // The game's one action: pay life.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Pay(i64);
/// # // What the process did.
/// # #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// # struct Paid { player: PlayerId, now: i64 }
/// # impl Described for Paid {
/// #     fn code(&self) -> &str { "life-paid" }
/// #     fn render(&self, words: &Words<'_>) -> String {
/// #         let who = words.player(self.player);
/// #         words.pick(format!("{who} is at {} life", self.now), format!("{who}のライフは{}", self.now))
/// #     }
/// # }
/// # fn messages() -> &'static Messages {
/// #     static M: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
/// #     M.get_or_init(|| Messages::parse("too-much = cannot pay { $n } life", "too-much = ライフを{ $n }点支払えない").unwrap())
/// # }
/// # struct LifeGame;
/// # impl Process for LifeGame {
/// #     type State = Life;
/// #     type Action = Pay;
/// #     type Task = ();
/// #     type Decision = Paid;
/// #     type Event = Paid;
/// #     fn start(&self, state: &State) -> Life { Life(vec![20; state.player_count()]) }
/// #     fn check(&self, _: &dyn Host, life: &Life, player: PlayerId, pay: &Pay) -> Result<(), ActionError> {
/// #         if pay.0 > 0 && pay.0 <= life.0[player.index()] { return Ok(()); }
/// #         Err(ActionError::Forbidden { reason: Phrase::new(messages(), "too-much").arg("n", pay.0), rule: "life-2" })
/// #     }
/// #     fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, pay: Pay) {
/// #         let life = &mut cx.ext_mut().0[player.index()];
/// #         *life -= pay.0;
/// #         let now = *life;
/// #         cx.emit(Paid { player, now }, &[&["life-1"]]);
/// #     }
/// #     fn table_actions(&self, _: &dyn Host, life: &Life, player: PlayerId) -> Vec<Pay> {
/// #         if life.0[player.index()] > 0 { vec![Pay(1)] } else { vec![] }
/// #     }
/// #     fn flow(&self, _: &Pay) -> Flow { Flow::HandsOn }
/// # }
/// # static LIFE: LifeGame = LifeGame;
/// # struct LifeRules;
/// # static ZONES: [ZoneSpec; 1] = [ZoneSpec::hand("hand", Names::new("hand", "手札"))];
/// # impl RuleSet for LifeRules {
/// #     fn key(&self) -> &'static str { "life" }
/// #     fn names(&self) -> Names { Names::new("Life", "ライフ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// #     fn process(&self) -> Option<&dyn DynProcess> { Some(&LIFE) }
/// # }
/// # static RULES: LifeRules = LifeRules;
/// # fn life_game() -> Game {
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], ..Setup::default() };
/// #     Game::new_with_key(&RULES, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: `LifeGame`, the life-paying game of `Process`'s example, and
/// // `life_game()`, a game of it for alice and bob at 20 life.
/// // Every `Process` is a `DynProcess`, which works on `Typed` values: the core's face of it.
/// let game = life_game();
/// let process: &dyn DynProcess = game.rules().process().unwrap();
/// let pay = Typed::new(Pay(1));
/// assert!(process.check(&game, PlayerId(0), &pay).is_ok());
/// // An action of another type is refused, not misread.
/// assert!(process.check(&game, PlayerId(0), &Typed::new("pay".to_string())).is_err());
/// assert_eq!(process.flow(&pay), Flow::HandsOn);
/// assert_eq!(process.table_actions(&game, PlayerId(0)), [GameAction::new(PlayerId(0), Pay(1))]);
/// ```
pub trait DynProcess: Send + Sync {
    /// See [`Process::start`].
    fn start(&self, state: &State) -> Typed;
    /// See [`Process::check`]; also refuses an action of another type.
    ///
    /// # Errors
    /// Why the action is refused.
    fn check(&self, game: &dyn Host, player: PlayerId, action: &Typed) -> Result<(), ActionError>;
    /// See [`Process::apply`].
    fn apply(&self, cx: RawCx<'_>, player: PlayerId, action: Typed);
    /// See [`Process::run`].
    fn run(&self, cx: RawCx<'_>, task: Typed);
    /// See [`Process::answer`].
    fn answer(&self, cx: RawCx<'_>, decider: PlayerId, about: &Typed, choice: u32);
    /// See [`Process::table_actions`].
    fn table_actions(&self, game: &dyn Host, player: PlayerId) -> Vec<GameAction>;
    /// See [`Process::public`].
    fn public(&self, game: &dyn Host, viewer: PlayerId) -> Option<Typed>;
    /// See [`Process::flow`]; [`Flow::Stays`] for an action of another type.
    fn flow(&self, action: &Typed) -> Flow;
    /// The objects one of the game's own actions names ([`Process::action_objects`]);
    /// none for a value of another type, or one not yet decoded.
    fn action_objects(&self, action: &Typed, each: &mut dyn FnMut(ObjectId));
    /// One of the game's own actions in a seat's form ([`Process::seat_form`]); `None`
    /// for a value of another type, or one not yet decoded.
    fn seat_form(
        &self,
        action: &Typed,
        handle: &mut dyn FnMut(ObjectId) -> Option<Handle>,
    ) -> Option<serde_json::Value>;
    /// The code of an event or decision of this rule set's.
    fn code<'v>(&self, value: &'v Typed) -> &'v str;
    /// An event or decision of this rule set's, in words.
    fn render(&self, value: &Typed, words: &Words<'_>) -> String;
    /// The objects an event or decision of this rule set's is about.
    fn objects(&self, value: &Typed) -> Vec<ObjectId>;
    /// Decodes a deserialized action into the rule set's action type.
    ///
    /// # Errors
    /// What did not fit, in words.
    fn decode_action(&self, action: &mut Typed) -> Result<(), String>;
    /// Decodes every value of this rule set's in a deserialized state.
    ///
    /// # Errors
    /// What did not fit, in words.
    fn restore(&self, state: &mut State) -> Result<(), String>;
}

fn described<'t, P: Process>(value: &'t Typed) -> Option<Described2<'t, P>> {
    if let Some(e) = value.get::<P::Event>() {
        return Some(Described2::Event(e));
    }
    value.get::<P::Decision>().map(Described2::Decision)
}

enum Described2<'t, P: Process> {
    Event(&'t P::Event),
    Decision(&'t P::Decision),
}

impl<P: Process> DynProcess for P {
    fn start(&self, state: &State) -> Typed {
        Typed::new(Process::start(self, state))
    }

    fn check(&self, game: &dyn Host, player: PlayerId, action: &Typed) -> Result<(), ActionError> {
        let Some(a) = action.get::<P::Action>() else {
            return Err(ActionError::BadArgument {
                action: format!("{action:?}"),
                what: crate::words::phrase("need-game-action").arg("game", game.key()),
            });
        };
        Process::check(self, game, game.state().ext::<P::State>(), player, a)
    }

    fn apply(&self, raw: RawCx<'_>, player: PlayerId, action: Typed) {
        if let Ok(a) = action.take::<P::Action>() {
            let mut cx = Cx::<P> {
                raw,
                process: PhantomData,
            };
            Process::apply(self, &mut cx, player, a);
        }
    }

    fn run(&self, raw: RawCx<'_>, task: Typed) {
        if let Ok(t) = task.take::<P::Task>() {
            let mut cx = Cx::<P> {
                raw,
                process: PhantomData,
            };
            Process::run(self, &mut cx, t);
        }
    }

    fn answer(&self, raw: RawCx<'_>, decider: PlayerId, about: &Typed, choice: u32) {
        if let Some(d) = about.get::<P::Decision>().cloned() {
            let mut cx = Cx::<P> {
                raw,
                process: PhantomData,
            };
            Process::answer(self, &mut cx, decider, d, choice);
        }
    }

    fn table_actions(&self, game: &dyn Host, player: PlayerId) -> Vec<GameAction> {
        Process::table_actions(self, game, game.state().ext::<P::State>(), player)
            .into_iter()
            .map(|a| GameAction::new(player, a))
            .collect()
    }

    fn public(&self, game: &dyn Host, viewer: PlayerId) -> Option<Typed> {
        Process::public(self, game, game.state().ext::<P::State>(), viewer)
    }

    fn flow(&self, action: &Typed) -> Flow {
        action
            .get::<P::Action>()
            .map_or(Flow::Stays, |a| Process::flow(self, a))
    }

    fn action_objects(&self, action: &Typed, each: &mut dyn FnMut(ObjectId)) {
        if let Some(a) = action.get::<P::Action>() {
            Process::action_objects(self, a, each);
        }
    }

    fn seat_form(
        &self,
        action: &Typed,
        handle: &mut dyn FnMut(ObjectId) -> Option<Handle>,
    ) -> Option<serde_json::Value> {
        Process::seat_form(self, action.get::<P::Action>()?, handle)
    }

    fn code<'v>(&self, value: &'v Typed) -> &'v str {
        match described::<P>(value) {
            Some(Described2::Event(e)) => e.code(),
            Some(Described2::Decision(d)) => d.code(),
            None => "game",
        }
    }

    fn render(&self, value: &Typed, words: &Words<'_>) -> String {
        match described::<P>(value) {
            Some(Described2::Event(e)) => e.render(words),
            Some(Described2::Decision(d)) => d.render(words),
            None => format!("{value:?}"),
        }
    }

    fn objects(&self, value: &Typed) -> Vec<ObjectId> {
        match described::<P>(value) {
            Some(Described2::Event(e)) => e.objects(),
            Some(Described2::Decision(d)) => d.objects(),
            None => Vec::new(),
        }
    }

    fn decode_action(&self, action: &mut Typed) -> Result<(), String> {
        action.decode::<P::Action>()
    }

    fn restore(&self, state: &mut State) -> Result<(), String> {
        if let Some(ext) = state.ext.as_mut() {
            ext.decode::<P::State>()?;
        }
        for task in &mut state.agenda {
            if let Task::Game(t) = task {
                t.decode::<P::Task>()?;
            }
        }
        if let Some(Decision {
            kind: DecisionKind::Game { about, .. },
            ..
        }) = state.pending.as_mut().map(Arc::make_mut)
        {
            about.decode::<P::Decision>()?;
        }
        Ok(())
    }
}
