//! Deliberately broken rule sets the tests catch: Force of Will's zones, with a
//! 'leak' action after which the public state shows what no player may know.

use ryoiki_core::{
    Action, ActionError, Cx, Described, DynProcess, GameAction, Host, Names, PlayerId, Process,
    RuleSet, State, Typed, Words, ZoneSpec,
};

/// A rule set with faults: once its 'leak' action is taken, its public state shows
/// every player what `shows` reads from the state; and with `sees_other_sides`, every
/// player sees the other side of every card, face down or not.
pub struct Broken {
    /// Its key.
    pub key: &'static str,
    /// Its names.
    pub names: Names,
    /// Whether every player sees the other side of every card.
    pub sees_other_sides: bool,
    /// What its public state shows once the leak has begun.
    pub shows: fn(&State) -> Typed,
}

/// Broken's one action.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "action", rename_all = "kebab-case")]
pub enum Leak {
    /// Begin the leak.
    Leak,
}

/// The leak begun by `player`, as an engine action.
pub fn leak(player: PlayerId) -> Action {
    Action::Game(GameAction::new(player, Leak::Leak))
}

/// Broken's events and decisions (it has none).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Never;

impl Described for Never {
    fn code(&self) -> &str {
        "never"
    }
    fn render(&self, _: &Words<'_>) -> String {
        String::new()
    }
}

impl RuleSet for Broken {
    fn key(&self) -> &'static str {
        self.key
    }
    fn names(&self) -> Names {
        self.names
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        ryoiki_fow::FOW.zones()
    }
    fn may_see_other_side(&self, _: &State, _: PlayerId, _: ryoiki_core::CardId) -> bool {
        self.sees_other_sides
    }
    fn game_actions(&self) -> &'static [&'static str] {
        &["leak"]
    }
    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }
}

impl Process for Broken {
    /// Whether the leak has begun.
    type State = bool;
    type Action = Leak;
    type Task = Leak;
    type Decision = Never;
    type Event = Never;

    fn start(&self, _: &State) -> bool {
        false
    }
    fn check(&self, _: &dyn Host, _: &bool, _: PlayerId, _: &Leak) -> Result<(), ActionError> {
        Ok(())
    }
    fn apply(&self, cx: &mut Cx<'_, Self>, _: PlayerId, _: Leak) {
        *cx.ext_mut() = true;
    }
    fn public(&self, game: &dyn Host, leaking: &bool, _: PlayerId) -> Option<Typed> {
        leaking.then(|| (self.shows)(game.state()))
    }
}
