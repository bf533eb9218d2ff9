//! The rule set's own state, kept typed in the core's [`State::ext`] slot: turns,
//! priority, the stack's order (spells and abilities), mana pools, life totals, who has
//! left, planar die rolls, the planar controllers, and the effects this crate tracks
//! itself. Players are [`PlayerId`]s throughout.
//!
//! It exists because the core knows no turns and no stack; everything here is plain data
//! so a game can be cloned, serialized and replayed.

use crate::ability::Effect;
use ryoiki_core::{ObjectId, Phrase, PlayerId, State, Word};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::borrow::Cow;

/// A few players (planar controllers, turn-marker holders), inline: a clone of the game
/// copies them without allocating.
pub type Players = SmallVec<[PlayerId; 4]>;

/// Card names, usually one (a planeswalk's planes), inline.
pub type Names = SmallVec<[String; 1]>;

/// Magic's own state, once the game has it.
#[inline]
pub(crate) fn mtg_state(state: &State) -> Option<&MtgState> {
    state.ext_slot().as_ref().and_then(|t| t.get::<MtgState>())
}

/// The steps of a turn in the 2009 rules (300–314 of that edition's comprehensive
/// rules): the beginning phase's untap, upkeep and draw steps; the combat phase's
/// beginning of combat, declare attackers, declare blockers, combat damage (a first-strike
/// step before it when a creature in combat has first strike) and end of combat steps;
/// the end phase's end of turn and cleanup steps. A main phase has no steps
/// ([`Step::Main`]). Wired into the turn by the rule set's turn module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// Untap step (beginning phase).
    Untap,
    /// Upkeep step (beginning phase).
    Upkeep,
    /// Draw step (beginning phase).
    Draw,
    /// A main phase, which has no steps (a scenario starts here).
    #[default]
    Main,
    /// Beginning of combat step.
    BeginningOfCombat,
    /// Declare attackers step.
    DeclareAttackers,
    /// Declare blockers step.
    DeclareBlockers,
    /// The combat damage step of first and double strike creatures.
    FirstStrikeDamage,
    /// Combat damage step.
    CombatDamage,
    /// End of combat step.
    EndOfCombat,
    /// End of turn step (end phase).
    EndOfTurn,
    /// Cleanup step (end phase).
    Cleanup,
}

impl Step {
    /// The phase this step belongs to (`Main` answers the precombat main phase; which
    /// main phase it is, the phase field says).
    pub fn phase(self) -> Phase {
        match self {
            Step::Untap | Step::Upkeep | Step::Draw => Phase::Beginning,
            Step::Main => Phase::PrecombatMain,
            Step::BeginningOfCombat
            | Step::DeclareAttackers
            | Step::DeclareBlockers
            | Step::FirstStrikeDamage
            | Step::CombatDamage
            | Step::EndOfCombat => Phase::Combat,
            Step::EndOfTurn | Step::Cleanup => Phase::Ending,
        }
    }
}

/// The steps of a turn this crate models (only the phases matter for 901.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Beginning phase.
    Beginning,
    /// Precombat main phase (a scenario starts here).
    #[default]
    PrecombatMain,
    /// Combat phase.
    Combat,
    /// Postcombat main phase.
    PostcombatMain,
    /// Ending phase.
    Ending,
}

impl Phase {
    /// The phase after this one, or `None` at the end of the turn.
    pub fn next(self) -> Option<Phase> {
        Some(match self {
            Phase::Beginning => Phase::PrecombatMain,
            Phase::PrecombatMain => Phase::Combat,
            Phase::Combat => Phase::PostcombatMain,
            Phase::PostcombatMain => Phase::Ending,
            Phase::Ending => return None,
        })
    }

    /// Whether this is a main phase.
    pub fn is_main(self) -> bool {
        matches!(self, Phase::PrecombatMain | Phase::PostcombatMain)
    }
}

/// The multiplayer variant in use (`[scenario] options = { variant = … }`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Two players, or free-for-all (901.2).
    #[default]
    Standard,
    /// Two-Headed Giant (901.12): seats 0+1, 2+3 … are teams, the first of each primary.
    TwoHeadedGiant,
    /// Grand Melee (901.14): several turn markers, several face-up planes.
    GrandMelee,
    /// The single planar deck option (901.15).
    SinglePlanarDeck,
}

/// What a stack entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ItemKind {
    /// A spell: a card on the stack.
    Spell,
    /// The planeswalking ability (901.8): no source.
    Planeswalking,
    /// A chaos ability (901.9b).
    Chaos,
    /// Another triggered ability.
    Triggered,
    /// An activated ability.
    Activated,
    /// Combat damage assigned and put on the stack as one object (mtg-2009-310.1).
    CombatDamage,
}

/// One entry of the stack, bottom first in [`MtgState::stack`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackItem {
    /// A number unique in the game.
    pub id: u32,
    /// Spell or which kind of ability.
    pub kind: ItemKind,
    /// The spell's card, or the ability's source; `None` for the planeswalking ability.
    pub source: Option<ObjectId>,
    /// Its controller.
    pub controller: PlayerId,
    /// Its owner: for a phenomenon's ability, the phenomenon's owner (901.10b).
    pub owner: PlayerId,
    /// What it does when it resolves, typed ([`ItemEffect`]).
    pub effect: ItemEffect,
    /// The objects it refers to (217.1c exceptions 2 and 3).
    pub sees: Vec<ObjectId>,
    /// The face-up planes it goes with (901.10a), for the planeswalking ability; a few
    /// inline.
    pub planes: SmallVec<[ObjectId; 2]>,
    /// Whether it is a phenomenon's triggered ability (901.10b, 901.11a).
    pub phenomenon: bool,
    /// Whether it comes from a plane or phenomenon (901.12c, 901.13).
    pub planar: bool,
    /// A readable name: the source card's, or "planeswalking ability" or "combat damage"
    /// (borrowed) for an entry with no source.
    pub name: Cow<'static, str>,
    /// For an ability whose source has left play: the source's numbers as it last
    /// existed in play (last known information), for effects that read them
    /// (`gain-life-power`).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub last_known_numbers: std::collections::BTreeMap<String, i64>,
}

/// What a stack entry does when it resolves, typed: a spell resolves, the planeswalking
/// ability makes its controller planeswalk (901.8), and an ability's effect is the
/// ability language's [`Effect`], parsed once as the entry is made, kept with the text
/// it was written as (what events and views show).
///
/// Saved as its text alone, as before it was typed (`"resolve"`, `"planeswalk"`, or the
/// ability's text): loading reads it with [`ItemEffect::new`], to the same value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemEffect {
    /// A spell resolves: its card moves (`"resolve"`).
    Resolve,
    /// The controller planeswalks (`"planeswalk"`): the planeswalking ability's effect,
    /// and an ability's of that text.
    Planeswalk,
    /// Another ability's effect (boxed: a stack entry stays small to move).
    Ability(Box<AbilityEffect>),
}

/// An ability's effect on the stack: its text and its parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbilityEffect {
    /// The text, as written.
    pub text: String,
    /// The text, parsed.
    pub effect: Effect,
}

impl ItemEffect {
    /// The effect a text says: a fixed one by its text, else an ability's, parsed now.
    #[inline]
    pub fn new(text: impl Into<Cow<'static, str>>) -> ItemEffect {
        let text = text.into();
        match &*text {
            "resolve" => ItemEffect::Resolve,
            "planeswalk" => ItemEffect::Planeswalk,
            _ => ItemEffect::Ability(Box::new(AbilityEffect {
                effect: crate::ability::effect(&text),
                text: text.into_owned(),
            })),
        }
    }

    /// The effect in the ability language's terms (a spell's resolving is none of them:
    /// [`Effect::Nothing`]).
    pub fn effect(&self) -> &Effect {
        match self {
            ItemEffect::Resolve => &Effect::Nothing,
            ItemEffect::Planeswalk => &Effect::Planeswalk,
            ItemEffect::Ability(a) => &a.effect,
        }
    }

    /// The text it was written as.
    pub fn text(&self) -> &str {
        match self {
            ItemEffect::Resolve => "resolve",
            ItemEffect::Planeswalk => "planeswalk",
            ItemEffect::Ability(a) => &a.text,
        }
    }
}

impl Serialize for ItemEffect {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.text())
    }
}

impl<'de> Deserialize<'de> for ItemEffect {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(ItemEffect::new)
    }
}

/// The last planeswalk, by card names (901.11b).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaneswalkRecord {
    /// Who planeswalked.
    pub player: PlayerId,
    /// The plane or phenomenon planeswalked to (one, or two, inline).
    pub to: Names,
    /// The planes and phenomena planeswalked away from (one inline).
    pub from: Names,
    /// How many times anyone has planeswalked this game.
    pub count: u32,
}

/// A continuous effect lasting until a player planeswalks (901.11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    /// Whose planeswalk ends it (and whose creatures it affects).
    pub player: PlayerId,
    /// The word creatures gain ("flying").
    pub word: String,
}

/// A characteristic change applied to a spell or permanent (217.1c exception 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modification {
    /// The object changed.
    pub object: ObjectId,
    /// Types added.
    pub types: Vec<String>,
    /// Abilities added.
    pub abilities: Vec<String>,
}

/// A prevention shield on damage from a source (217.1c exception 4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shield {
    /// The source whose damage is prevented.
    pub source: ObjectId,
    /// How much damage is still to prevent.
    pub amount: i64,
}

/// A player's own numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// Life total (in Two-Headed Giant, the team's shared one is kept on its first seat:
    /// [`MtgState::life`]).
    pub life: i64,
    /// Mana pool (generic mana).
    pub mana: u32,
    /// Planar die rolls taken as the special action this turn (901.9).
    pub rolls: u32,
    /// Whether the player has left the game.
    pub left: bool,
    /// Poison counters (2009 rule 420.5h: ten or more lose the game).
    #[serde(default)]
    pub poison: u32,
    /// Whether the player attempted to draw from an empty library since the last
    /// state-based check (2009 rule 420.5g).
    #[serde(default)]
    pub drew_from_empty: bool,
    /// Why the player lost the game, once they have (2009 rule 102.3).
    #[serde(default)]
    pub lost: Option<LossCause>,
    /// Mulligans taken at the start (2009 rule 101.4).
    #[serde(default)]
    pub mulligans: u32,
    /// Whether the player has kept an opening hand (2009 rule 101.4).
    #[serde(default)]
    pub kept: bool,
    /// Colored mana in the pool beside [`Seat::mana`] (which holds the colorless mana),
    /// by color: white, blue, black, red, green ([`crate::mana`]).
    #[serde(default)]
    pub colored: [u32; 5],
    /// The turn in which the player last played a land (0: never): one land a turn
    /// (mtg-2009-305.4).
    #[serde(default)]
    pub land_turn: u32,
    /// The turn number at which the player's most recent turn began (0: none yet), for
    /// the summoning sickness rule (mtg-2009-212.3d).
    #[serde(default)]
    pub turn_began: u32,
}

impl Default for Seat {
    fn default() -> Seat {
        Seat {
            life: 20,
            mana: 0,
            rolls: 0,
            left: false,
            poison: 0,
            drew_from_empty: false,
            lost: None,
            mulligans: 0,
            kept: false,
            colored: [0; 5],
            land_turn: 0,
            turn_began: 0,
        }
    }
}

/// Why a player lost the game (2009 rule 102.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LossCause {
    /// 0 or less life (102.3b, 420.5a).
    Life,
    /// Attempted to draw from an empty library (102.3c, 420.5g).
    EmptyLibrary,
    /// Ten or more poison counters (102.3d, 420.5h).
    Poison,
    /// Conceded (102.3a).
    Conceded,
    /// Left the game (102.5: a player who leaves the game loses it).
    Left,
}

/// How the game ended (2009 rule 102).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winners (a team's players in Two-Headed Giant); empty for a draw.
    pub winners: Vec<PlayerId>,
    /// Why it ended.
    pub cause: EndCause,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndCause {
    /// Every opponent (opposing team) lost: the last one standing wins (102.2a, 102.2c).
    LastStanding,
    /// Every remaining player (team) lost at once: a draw (102.4a, 102.4c).
    AllLost,
}

/// Damage marked on a creature in play (2009 rules 420.5c, 314.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkedDamage {
    /// The creature.
    pub object: ObjectId,
    /// The damage marked on it this turn.
    pub amount: i64,
}

/// Everything this rule set keeps in [`State::ext`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MtgState {
    /// The variant, read from the options at the start.
    pub variant: Variant,
    /// The limited range of influence option, if used (901.2: not used by default).
    pub range: Option<usize>,
    /// The turn number, from 1.
    pub turn: u32,
    /// The active player (in Two-Headed Giant, the active team's primary player).
    pub active: PlayerId,
    /// The current phase.
    pub phase: Phase,
    /// The current step of that phase ([`Step::Main`] in a main phase).
    #[serde(default)]
    pub step: Step,
    /// Who holds priority (in Two-Headed Giant, the team's primary player).
    pub priority: Option<PlayerId>,
    /// How many players (teams) passed in succession.
    pub passes: u32,
    /// The stack, bottom first; two entries inline (a roll's planeswalking ability, a
    /// trigger), so a short stack needs no allocation.
    pub stack: SmallVec<[StackItem; 2]>,
    /// The next stack item id.
    pub next_item: u32,
    /// Each player's numbers, by [`PlayerId`] (read with [`MtgState::seat`]); up to four
    /// inline.
    pub seats: SmallVec<[Seat; 4]>,
    /// The planar controllers (one, or several in Grand Melee).
    pub planar_controllers: Players,
    /// Whether the Planechase start (901.5) has happened.
    pub started: bool,
    /// Grand Melee turn marker holders.
    pub markers: Players,
    /// Effects lasting until a player planeswalks.
    pub until_planeswalk: Vec<Lasting>,
    /// Characteristic changes.
    pub mods: Vec<Modification>,
    /// Prevention shields.
    pub shields: Vec<Shield>,
    /// The last number rolled on a numbered die, if any (901.9d: planar rolls never set it).
    pub last_number: Option<u32>,
    /// The last planeswalk.
    pub last_planeswalk: Option<PlaneswalkRecord>,
    /// The last planar die face rolled.
    pub last_face: Option<crate::face::Face>,
    /// The card being renewed in place (217.1f) while its object changes; `None` between
    /// actions.
    pub renewing: Option<ryoiki_core::CardId>,
    /// Every card's printed ability lines, parsed at the start and shared by the game's
    /// clones (no part of the game: not saved, never unequal).
    #[serde(skip)]
    pub parsed: ryoiki_core::Derived<crate::ability::Parsed>,
    /// Whether `start-game` has run: the full turn (steps, draws), state-based effects
    /// and the end of the game are in force. A game set up mid-turn without it (most
    /// scenarios) walks phases only and checks nothing (see the `turn` module).
    #[serde(default)]
    pub begun: bool,
    /// The starting player (2009 rule 101.2), once chosen.
    #[serde(default)]
    pub starter: Option<PlayerId>,
    /// How the game ended, once it has.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// Damage marked on creatures this turn.
    #[serde(default)]
    pub damage: Vec<MarkedDamage>,
    /// The creatures declared as attackers this combat (the combat actions declare them;
    /// the turn reads them to skip the declare blockers and combat damage steps, 306.1).
    #[serde(default)]
    pub attackers: Vec<ObjectId>,
    /// When each permanent came under its controller's control: the object, that
    /// controller, and the turn number (the summoning sickness rule, mtg-2009-212.3d).
    #[serde(default)]
    pub arrived: Vec<(ObjectId, PlayerId, u32)>,
    /// The combat of this turn, once attackers are declared ([`crate::combat`]).
    #[serde(default)]
    pub combat: Option<crate::combat_state::Combat>,
}

impl MtgState {
    /// The state a new game starts with, from the setup's players and options.
    pub fn new(state: &State) -> MtgState {
        let n = state.players().len();
        let variant = variant(state);
        let markers: Players = match state.options().extra.get("turn_markers") {
            Some(list) => list
                .split(',')
                .filter_map(|name| state.players().iter().position(|p| p == name.trim()))
                .map(|i| PlayerId(i as u8))
                .collect(),
            None => smallvec::smallvec![PlayerId(0)],
        };
        MtgState {
            variant,
            range: range_of_influence(state),
            turn: 1,
            active: PlayerId(0),
            phase: Phase::PrecombatMain,
            step: Step::Main,
            priority: Some(PlayerId(0)),
            seats: smallvec::smallvec![Seat::default(); n],
            planar_controllers: if variant == Variant::GrandMelee {
                markers.clone()
            } else {
                smallvec::smallvec![PlayerId(0)]
            },
            markers,
            passes: 0,
            stack: SmallVec::new(),
            next_item: 0,
            started: false,
            until_planeswalk: Vec::new(),
            mods: Vec::new(),
            shields: Vec::new(),
            last_number: None,
            last_planeswalk: None,
            last_face: None,
            renewing: None,
            parsed: ryoiki_core::Derived::new(crate::ability::Parsed::of(state)),
            begun: false,
            starter: None,
            outcome: None,
            damage: Vec::new(),
            attackers: Vec::new(),
            arrived: Vec::new(),
            combat: None,
        }
    }

    /// A player's numbers.
    ///
    /// # Panics
    /// If the player is not in the game. Every player an action names is checked first
    /// (the core checks the acting player, `checks::check` every other), and `seats` has
    /// one entry per player of the setup, so a checked action never panics here.
    pub fn seat(&self, p: PlayerId) -> &Seat {
        &self.seats[p.index()]
    }

    /// A player's numbers, to change.
    ///
    /// # Panics
    /// If the player is not in the game.
    pub fn seat_mut(&mut self, p: PlayerId) -> &mut Seat {
        &mut self.seats[p.index()]
    }

    /// Every player of the game, in seat order. (The core refuses a setup of more than
    /// 64 players, so every seat number here and in turn order fits a `u8`.)
    pub fn players(&self) -> impl ExactSizeIterator<Item = PlayerId> + Clone + use<> {
        (0..self.seats.len() as u8).map(PlayerId)
    }

    /// Whether a player is still in the game.
    pub fn present(&self, p: PlayerId) -> bool {
        self.seats.get(p.index()).is_some_and(|s| !s.left)
    }

    /// A player's team in Two-Headed Giant (seats 0+1, 2+3 …); elsewhere each player
    /// alone. Teams are named by their first seat.
    pub fn team(&self, p: PlayerId) -> PlayerId {
        if self.variant == Variant::TwoHeadedGiant {
            PlayerId(p.0 / 2 * 2)
        } else {
            p
        }
    }

    /// A player's life total: their team's shared one in Two-Headed Giant (2009 rule
    /// 101.3a), kept on the team's first seat; elsewhere their own.
    pub fn life(&self, p: PlayerId) -> i64 {
        self.seats[self.team(p).index()].life
    }

    /// A player's life total, to change: damage, loss and gain of life to a player of a
    /// Two-Headed Giant team change the team's shared total (101.3a).
    ///
    /// # Panics
    /// If the player is not in the game.
    pub fn life_mut(&mut self, p: PlayerId) -> &mut i64 {
        let team = self.team(p);
        &mut self.seats[team.index()].life
    }

    /// The members of a player's team (the player alone outside Two-Headed Giant).
    pub fn teammates(&self, p: PlayerId) -> Vec<PlayerId> {
        self.team_members(p).collect()
    }

    /// The members of a player's team, walked without collecting them.
    fn team_members(&self, p: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        let team = self.team(p);
        self.players().filter(move |&q| self.team(q) == team)
    }

    /// The primary player of a player's team (901.12b): its first seat.
    pub fn primary(&self, p: PlayerId) -> PlayerId {
        self.team(p)
    }

    /// Whether a player's team still has a player in the game.
    pub fn team_present(&self, p: PlayerId) -> bool {
        self.team_members(p).any(|m| self.present(m))
    }

    /// Seats in turn order after `p` (a team's primary in Two-Headed Giant), skipping those
    /// for which `gone` holds, and not `p`'s team itself.
    pub fn next_in_turn_order(
        &self,
        p: PlayerId,
        gone: &dyn Fn(PlayerId) -> bool,
    ) -> Option<PlayerId> {
        let n = self.seats.len() as u8;
        (1..=n)
            .map(|k| PlayerId((p.0 + k) % n))
            .find(|&q| self.primary(q) == q && !gone(q) && self.team(q) != self.team(p))
    }

    /// Whether `q` is within `p`'s range of influence (seats at most `range` apart).
    pub fn in_range(&self, p: PlayerId, q: PlayerId, range: usize) -> bool {
        let n = self.seats.len();
        let d = (p.index() + n - q.index()) % n;
        d.min(n - d) <= range
    }
}

/// The game options Magic reads, and the values each takes (for the setup's problems).
pub const OPTIONS: &[(&str, &str)] = &[
    (
        "variant",
        "two-headed-giant, grand-melee or single-planar-deck (none: the standard game)",
    ),
    (
        "range_of_influence",
        "a number of seats, 0 or more (none: unlimited)",
    ),
    (
        "turn_markers",
        "player names separated by commas, with variant = \"grand-melee\"",
    ),
    (
        "planar_shuffle",
        "random (the default: each planar deck is shuffled at the start) or none (kept in the set-up order, for tests)",
    ),
    (
        "mode",
        "rules (start-game is offered at the table, and once the game has begun a seat is offered only game actions) or manual (free moves of any card, even after start-game); none: free moves until start-game runs",
    ),
];

use crate::catalogue::phrase;

/// The valid values of a known option, in words ([`OPTIONS`] in English).
fn valid_values(key: &str) -> Option<Phrase> {
    match key {
        "variant" => Some(phrase("mtg-option-valid-variant")),
        "range_of_influence" => Some(phrase("mtg-option-valid-range-of-influence")),
        "turn_markers" => Some(phrase("mtg-option-valid-turn-markers")),
        "planar_shuffle" => Some(phrase("mtg-option-valid-planar-shuffle")),
        "mode" => Some(phrase("mtg-option-valid-mode")),
        _ => None,
    }
}

/// Names joined as a list, in each language's way.
fn list(names: &[&str]) -> Word {
    Word::Written {
        en: names.join(", "),
        ja: names.join("、"),
    }
}

/// Every problem with a game's options: an unknown option, or a value Magic does not
/// read (which would otherwise silently mean the standard game), each naming the valid
/// values, as words of Magic's catalogue (in English exactly as [`OPTIONS`] says).
/// [`crate::Magic`]'s `setup_problems` refuses the setup with them.
pub fn option_problems(state: &State) -> Vec<Phrase> {
    let mut out = Vec::new();
    for (key, value) in &state.options().extra {
        let ok = match key.as_str() {
            "variant" => matches!(
                value.as_str(),
                "two-headed-giant" | "grand-melee" | "single-planar-deck"
            ),
            "range_of_influence" => value.trim().parse::<usize>().is_ok(),
            "turn_markers" => {
                let unknown: Vec<&str> = value
                    .split(',')
                    .map(str::trim)
                    .filter(|name| !state.players().iter().any(|p| p == name))
                    .collect();
                if !unknown.is_empty() {
                    let players: Vec<&str> = state.players().iter().map(String::as_str).collect();
                    out.push(
                        phrase("mtg-setup-turn-markers-unknown")
                            .arg("unknown", list(&unknown))
                            .arg("players", list(&players)),
                    );
                }
                if variant(state) != Variant::GrandMelee {
                    out.push(phrase("mtg-setup-turn-markers-variant"));
                }
                true
            }
            "planar_shuffle" => matches!(value.as_str(), "random" | "none"),
            "mode" => matches!(value.as_str(), "rules" | "manual"),
            other => {
                let known: Vec<&str> = OPTIONS.iter().map(|(k, _)| *k).collect();
                out.push(
                    phrase("mtg-setup-unknown-option")
                        .arg("option", other)
                        .arg("known", list(&known)),
                );
                true
            }
        };
        if !ok {
            let mut p = phrase("mtg-setup-option-invalid")
                .arg("key", key.as_str())
                .arg("value", value.as_str());
            if let Some(valid) = valid_values(key) {
                p = p.arg("valid", valid);
            }
            out.push(p);
        }
    }
    out
}

/// Whether each planar deck is shuffled at the start of Planechase (the default; 103.1 of
/// the comprehensive rules: every deck starts in a random order), or kept in the set-up
/// order (`planar_shuffle = "none"`, for scenarios and tests that need a known order).
pub fn planar_shuffle(state: &State) -> bool {
    state
        .options()
        .extra
        .get("planar_shuffle")
        .is_none_or(|v| v != "none")
}

/// The table mode a game's options ask for (`mode`): `Some(true)` for `rules`,
/// `Some(false)` for `manual`, `None` when not given.
pub fn rules_mode(state: &State) -> Option<bool> {
    match state.options().extra.get("mode").map(String::as_str) {
        Some("rules") => Some(true),
        Some("manual") => Some(false),
        _ => None,
    }
}

/// The variant a game's options ask for (an unknown value is refused at setup by
/// [`option_problems`], so the fallback to the standard game is never reached in a game).
pub fn variant(state: &State) -> Variant {
    match state.options().extra.get("variant").map(|s| s.as_str()) {
        Some("two-headed-giant") => Variant::TwoHeadedGiant,
        Some("grand-melee") => Variant::GrandMelee,
        Some("single-planar-deck") => Variant::SinglePlanarDeck,
        _ => Variant::Standard,
    }
}

/// The limited range of influence option, if used (901.2: not used by default).
pub fn range_of_influence(state: &State) -> Option<usize> {
    state
        .options()
        .extra
        .get("range_of_influence")
        .and_then(|s| s.trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_valid_values_in_words_are_the_options_table_in_english() {
        for (key, valid) in OPTIONS {
            let words = valid_values(key).expect("every option has its words");
            assert_eq!(words.to_string(), *valid, "{key}");
            let ja = words.render(ryoiki_core::Lang::Ja);
            assert!(ja.chars().any(|c| c > '\u{3000}'), "{key}: {ja}");
        }
        assert!(valid_values("varient").is_none());
    }

    #[test]
    fn a_stack_entrys_effect_is_saved_as_its_text_and_parsed_again() {
        for text in [
            "you gain-life 3",
            "resolve",
            "planeswalk",
            "dance",
            "you  add-mana 2",
        ] {
            let e = ItemEffect::new(text);
            let json = serde_json::to_string(&e).unwrap();
            assert_eq!(json, serde_json::to_string(text).unwrap());
            let back: ItemEffect = serde_json::from_str(&json).unwrap();
            assert_eq!(back, e);
            assert_eq!(back.text(), text);
        }
        assert_eq!(
            ItemEffect::new("you gain-life 3").effect(),
            &Effect::YouGainLife(3)
        );
        assert_eq!(ItemEffect::new("resolve"), ItemEffect::Resolve);
        assert_eq!(ItemEffect::new("resolve").effect(), &Effect::Nothing);
        assert_eq!(ItemEffect::new("planeswalk").effect(), &Effect::Planeswalk);
    }
}
