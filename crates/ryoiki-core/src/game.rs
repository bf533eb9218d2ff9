//! [`Game`]: a rule set and a state, and the actions that change it.
//!
//! Every change goes through [`Game::apply`], which first checks the whole action and
//! then carries it out, emitting events into a sink. An action that is refused returns
//! an [`ActionError`] and changes nothing. An action that needs a player's choice
//! returns [`Progress::Waiting`]; the game resumes when the answer arrives.

use crate::card::CardDef;
use crate::decision::{Choice, Decision, DecisionKind};
use crate::effect::{Effect, EffectBody, ExposureKind};
use crate::error::{ActionError, SetupError, Whereabouts};
use crate::event::{Event, EventKind, EventSink, Rules, cite};
use crate::game_action::NamedAction;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, PlayerSet, ZoneId, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::rng::{GameRng, RngKind, splitmix64_next};
use crate::ruleset::RuleSet;
use crate::state::{CardState, Cause, GameOptions, MoveTask, Outside, Place, State, Task};
use crate::zone::{Destination, Lang, Ordering, Position, Scope, ZoneSpec, ZoneState};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Where a card starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupPlace {
    /// In a zone, added on top (or at the end) in the order the cards are listed.
    Zone(ZoneId),
    /// Outside the game.
    Outside(Outside),
}

/// One card of a setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardSetup {
    /// What is printed on it.
    pub def: CardDef,
    /// Its owner.
    pub owner: PlayerId,
    /// Where it starts.
    pub place: SetupPlace,
    /// Its current side (0: front).
    pub side: u8,
    /// How it lies; the zone's default when `None`.
    pub facing: Option<Facing>,
    /// Upright or sideways; upright when `None` in a zone that has orientation.
    pub orientation: Option<Orientation>,
    /// Its controller; the rule set's choice when `None`.
    pub controller: Option<PlayerId>,
}

/// An unvalidated game: players, options, cards and a seed. [`Game::new`] checks it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// Game options.
    pub options: GameOptions,
    /// The RNG seed.
    pub seed: u64,
    /// Which generator.
    pub rng: RngKind,
    /// The cards; card `n` of the list gets [`CardId`] `n`.
    pub cards: Vec<CardSetup>,
}

/// What an action asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// Move one object to a zone (置く / 移す / 戻す).
    Move {
        /// The player processing the instruction.
        player: PlayerId,
        /// What moves.
        object: ObjectId,
        /// Where to.
        to: Destination,
        /// Where in the zone (top by default).
        position: Option<Position>,
        /// How it lies on arrival (the zone's default when `None`).
        facing: Option<Facing>,
        /// Turn to this side on arrival.
        side: Option<u8>,
        /// What causes the move.
        cause: Cause,
    },
    /// Move several objects at once; to an ordered zone, their owner orders them
    /// (FoW 3.1.d) one pick at a time.
    MoveMany {
        /// The player processing the instruction.
        player: PlayerId,
        /// What moves.
        objects: Vec<ObjectId>,
        /// Where to.
        to: Destination,
        /// What causes the move.
        cause: Cause,
    },
    /// Move the top card of a pile `count` times, one card at a time (FoW 3.3.b).
    MoveTop {
        /// The player processing the instruction.
        player: PlayerId,
        /// The pile.
        from: ZoneId,
        /// How many.
        count: u32,
        /// Where to.
        to: Destination,
        /// What causes the move.
        cause: Cause,
    },
    /// Bring a card from outside the game into a zone.
    Enter {
        /// The player processing the instruction.
        player: PlayerId,
        /// The card.
        card: CardId,
        /// Where to.
        to: Destination,
    },
    /// Turn a card upright or sideways (recover/rest, untap/tap, activate/sleep).
    Turn {
        /// The player processing the instruction.
        player: PlayerId,
        /// The object.
        object: ObjectId,
        /// The orientation wanted.
        orientation: Orientation,
    },
    /// Turn a card face up or face down.
    Face {
        /// The player processing the instruction.
        player: PlayerId,
        /// The object.
        object: ObjectId,
        /// The facing wanted.
        facing: Facing,
    },
    /// Shuffle a zone, or put it in a forced order (`forced[i]` is the old index of the
    /// card that ends at index `i`); a forced order is an input, so replays match.
    Shuffle {
        /// The player processing the instruction.
        player: PlayerId,
        /// The zone.
        zone: ZoneId,
        /// A forced result, for scenarios and tests.
        forced: Option<Vec<u32>>,
    },
    /// Register an effect.
    AddEffect {
        /// Its label.
        label: String,
        /// Its controller.
        controller: Option<PlayerId>,
        /// What it does.
        body: EffectBody,
    },
    /// End an effect (a reveal or look ends with it).
    EndEffect {
        /// The effect.
        effect: EffectId,
    },
    /// Put an ability on a zone that holds abilities (FoW's chase area, Magic's stack):
    /// a new object, with or without a source card.
    PutAbility {
        /// Its controller.
        player: PlayerId,
        /// The zone.
        zone: ZoneId,
        /// The object it comes from, if any.
        source: Option<ObjectId>,
        /// Its text.
        text: String,
    },
    /// An ability leaves its zone (resolved, countered, or removed by a rule) and
    /// ceases to exist.
    Cease {
        /// The ability object.
        object: ObjectId,
    },
    /// Change a zone's size limit.
    SetLimit {
        /// The zone.
        zone: ZoneId,
        /// The new limit.
        limit: Option<u32>,
    },
    /// Attach a card to a host (PMV 11.3 セット, Magic's attach; see [`crate::attach`]).
    Attach {
        /// The player processing the instruction.
        player: PlayerId,
        /// The card attached.
        card: ObjectId,
        /// Its host.
        host: ObjectId,
    },
    /// Hold a card aside while an effect works with it (PMV 11.4 抜き出す; see
    /// [`crate::extract`]).
    Extract {
        /// The player processing the instruction.
        player: PlayerId,
        /// The card.
        card: ObjectId,
        /// The label of the holding effect (`extract` by default).
        label: Option<String>,
    },
    /// Put a held card back at its exact position (PMV 11.4.3).
    PutBack {
        /// The player processing the instruction.
        player: PlayerId,
        /// The held card.
        card: ObjectId,
    },
    /// The process that extracted a card could not be carried out (PMV 11.4.4).
    ExtractFailed {
        /// The player processing the instruction.
        player: PlayerId,
        /// The held card.
        card: ObjectId,
    },
    /// Choose cards at random after making the range unknown (PMV 11.9; see
    /// [`crate::random`]).
    ChooseRandom {
        /// The player processing the instruction.
        player: PlayerId,
        /// The range.
        cards: Vec<ObjectId>,
        /// How many to choose.
        count: u32,
    },
    /// Split cards into groups, card by card (PMV 11.10; see [`crate::groups`]).
    Split {
        /// The player who decides.
        player: PlayerId,
        /// The cards.
        cards: Vec<ObjectId>,
        /// How many groups.
        count: u32,
        /// The label of the effect that keeps the groups (`groups` by default).
        label: Option<String>,
    },
    /// An action of the rule set's own process ([`Process::Action`](crate::Process)).
    Game(crate::process::GameAction),
    /// Legacy: an action of the rule set's own, by name.
    #[serde(rename = "named")]
    Named(NamedAction),
    /// Answer the pending decision.
    Answer {
        /// Who answers.
        player: PlayerId,
        /// The answer.
        choice: Choice,
    },
}

/// What happened to an accepted action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// It was carried out completely.
    Done,
    /// It waits for a decision (also available as [`Game::pending`]).
    Waiting(Decision),
}

/// A game in progress: a rule set and its state.
#[derive(Clone)]
pub struct Game {
    pub(crate) rules: &'static dyn RuleSet,
    /// The rule set's zone catalogue, looked up once (views read it for every zone).
    zones: &'static [ZoneSpec],
    pub(crate) state: State,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("rules", &self.rules.key())
            .field("state", &self.state)
            .finish()
    }
}

impl Game {
    /// Validates a setup for a rule set and starts the game. Every problem is reported.
    ///
    /// # Errors
    /// [`SetupError`] listing each problem: unknown zones or players, a shared zone given
    /// a player, a side the card does not have, orientation in a zone without it.
    pub fn new(rules: &'static dyn RuleSet, setup: Setup) -> Result<Game, SetupError> {
        let mut problems = Vec::new();
        let specs = rules.zones();
        let n_players = setup.players.len();
        if n_players == 0 || n_players > 64 {
            problems.push(format!("a game needs 1 to 64 players, not {n_players}"));
        }
        let mut zones = Vec::new();
        let mut kind_base = Vec::new();
        for (k, spec) in specs.iter().enumerate() {
            kind_base.push(zones.len() as u16);
            let kind = ZoneKind(k as u16);
            let mk = |player| ZoneState {
                id: ZoneId { kind, player },
                cards: Vec::new(),
                limit: spec.limit,
                shuffles: 0,
                frozen: 0,
            };
            match spec.scope {
                Scope::Shared => zones.push(mk(None)),
                Scope::PerPlayer => {
                    for p in 0..n_players.min(64) {
                        zones.push(mk(Some(PlayerId(p as u8))));
                    }
                }
            }
        }
        let mut key = setup.seed ^ 0xA076_1D64_78BD_642F;
        let view_key = [splitmix64_next(&mut key), splitmix64_next(&mut key)];
        let mut state = State {
            ruleset: rules.key().to_string(),
            players: setup.players.clone(),
            options: setup.options.clone(),
            defs: Arc::new(setup.cards.iter().map(|c| c.def.clone()).collect()),
            cards: Vec::with_capacity(setup.cards.len()),
            zones,
            kind_base,
            effects: Vec::new(),
            next_effect: 0,
            rng: GameRng::new(setup.rng, setup.seed),
            view_key,
            agenda: Vec::new(),
            pending: None,
            ext_json: serde_json::Value::Null,
            ext: None,
            last_known: vec![None; setup.cards.len()],
        };
        for (i, c) in setup.cards.iter().enumerate() {
            let id = CardId(i as u32);
            let what = format!("card {id} ({})", c.def.name());
            if c.def.sides.is_empty() {
                problems.push(format!("{what} has no sides"));
            }
            if c.side as usize >= c.def.sides.len().max(1) {
                problems.push(format!("{what} has no side {}", c.side));
            }
            if c.owner.index() >= n_players {
                problems.push(format!("{what} is owned by {}, who is not seated", c.owner));
            }
            if let Some(ctl) = c.controller
                && ctl.index() >= n_players
            {
                problems.push(format!("{what} is controlled by {ctl}, who is not seated"));
            }
            let (place, spec) = match &c.place {
                SetupPlace::Outside(o) => (Place::Outside(*o), None),
                SetupPlace::Zone(z) => match state.zone_index(*z) {
                    Some(zi) => (Place::Zone(zi), Some(&specs[z.kind.0 as usize])),
                    None => {
                        problems.push(format!(
                            "{what} is placed in a zone this game does not have ({z:?})"
                        ));
                        (Place::Outside(Outside::Collection), None)
                    }
                },
            };
            let orientation = match spec {
                Some(s) if s.has_orientation => Some(c.orientation.unwrap_or(Orientation::Upright)),
                Some(s) => {
                    if c.orientation.is_some() {
                        problems.push(format!(
                            "{what} is given an orientation, but {} has none",
                            s.key
                        ));
                    }
                    None
                }
                None => None,
            };
            let facing = c
                .facing
                .or(spec.map(|s| s.default_facing))
                .unwrap_or(Facing::FaceDown);
            // A controller the setup leaves open is asked of the rule set below, once
            // every card exists.
            let controller = c.controller;
            state.cards.push(CardState {
                owner: c.owner,
                controller,
                generation: 0,
                place,
                side: c.side,
                facing,
                orientation,
                known_by: PlayerSet::NONE,
                exposed_to: PlayerSet::NONE,
                attached_to: None,
                ability: None,
            });
            if let Place::Zone(zi) = place {
                state.zones[zi as usize].cards.push(id);
            }
        }
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        // Controllers the zones give, and cards face down in public zones that their
        // owner placed there knowing them.
        for i in 0..state.cards.len() {
            let id = CardId(i as u32);
            if state.cards[i].controller.is_none()
                && let Some(z) = state.zone_of(id)
            {
                state.cards[i].controller = rules.controller_on_arrival(&state, id, z);
            }
            if let Some(z) = state.zone_of(id)
                && state.cards[i].facing == Facing::FaceDown
            {
                let spec = &specs[z.kind.0 as usize];
                if spec.visibility.is_public() {
                    state.cards[i].known_by = PlayerSet::only(state.cards[i].owner);
                }
            }
        }
        if let Some(p) = rules.process() {
            state.ext = Some(p.start(&state));
        }
        Ok(Game {
            rules,
            zones: specs,
            state,
        })
    }

    /// A game from a state saved with serde (for example as JSON): the rule set decodes
    /// its own values in it (its state, steps of work and pending decision).
    ///
    /// # Errors
    /// [`SetupError`] when the state belongs to another rule set, lacks the rule set's
    /// state, or holds values that are not the rule set's types.
    pub fn from_state(rules: &'static dyn RuleSet, mut state: State) -> Result<Game, SetupError> {
        let mut problems = Vec::new();
        if state.ruleset != rules.key() {
            problems.push(format!(
                "the state is a game of {}, not of {}",
                state.ruleset,
                rules.key()
            ));
        }
        match rules.process() {
            Some(_) if state.ext.is_none() => {
                problems.push(format!("the state has no {} state", rules.key()))
            }
            Some(p) => {
                if let Err(e) = p.restore(&mut state) {
                    problems.push(format!("the {} state does not load: {e}", rules.key()));
                }
            }
            None => {}
        }
        if state.kind_base.len() != rules.zones().len() {
            problems.push(format!(
                "the state has {} zone kinds; {} has {}",
                state.kind_base.len(),
                rules.key(),
                rules.zones().len()
            ));
        }
        problems.extend(state.check_conservation());
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        Ok(Game {
            rules,
            zones: rules.zones(),
            state,
        })
    }

    /// The rule set.
    pub fn rules(&self) -> &'static dyn RuleSet {
        self.rules
    }

    /// The state, read-only.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The spec of a zone kind.
    pub fn spec(&self, kind: ZoneKind) -> &'static ZoneSpec {
        &self.zones[kind.0 as usize]
    }

    /// A zone kind by its key ("graveyard").
    pub fn zone_kind(&self, key: &str) -> Option<ZoneKind> {
        self.rules
            .zones()
            .iter()
            .position(|z| z.key == key)
            .map(|i| ZoneKind(i as u16))
    }

    /// The zone instance of a kind for a player (the player is ignored for shared zones).
    pub fn zone_id(&self, kind: ZoneKind, player: PlayerId) -> ZoneId {
        match self.spec(kind).scope {
            Scope::Shared => ZoneId { kind, player: None },
            Scope::PerPlayer => ZoneId {
                kind,
                player: Some(player),
            },
        }
    }

    /// The cards of a zone, bottom first.
    pub fn cards_in(&self, zone: ZoneId) -> &[CardId] {
        self.state
            .zone(zone)
            .map(|z| z.cards.as_slice())
            .unwrap_or(&[])
    }

    /// The decision the game waits for, if any.
    pub fn pending(&self) -> Option<&Decision> {
        self.state.pending.as_ref()
    }

    /// The current object of a card.
    pub fn object_of(&self, card: CardId) -> Result<ObjectId, ActionError> {
        self.state
            .try_card(card)
            .map(|_| self.state.object(card))
            .ok_or(ActionError::UnknownCard(card))
    }

    /// Checks that an object still exists; if its card has moved on, says where it went.
    ///
    /// # Errors
    /// [`ActionError::UnknownCard`] or [`ActionError::GoneObject`].
    pub fn resolve(&self, object: ObjectId) -> Result<&CardState, ActionError> {
        let cs = self
            .state
            .try_card(object.card)
            .ok_or(ActionError::UnknownCard(object.card))?;
        if cs.generation != object.generation {
            return Err(ActionError::GoneObject {
                object,
                now: self.whereabouts(object.card),
            });
        }
        Ok(cs)
    }

    /// Where a card is now, in words.
    pub fn whereabouts(&self, card: CardId) -> Whereabouts {
        Whereabouts {
            object: self.state.object(card),
            place: self.place_name(card, Lang::En),
        }
    }

    /// A card's place in words.
    pub fn place_name(&self, card: CardId, lang: Lang) -> String {
        match self.state.card(card).place {
            Place::Zone(z) => {
                let zone = &self.state.zones[z as usize];
                let pos = zone.position(card).unwrap_or(0);
                match lang {
                    Lang::En => format!("{}, position {}", self.zone_name(zone.id, lang), pos),
                    Lang::Ja => format!("{}の{}番目", self.zone_name(zone.id, lang), pos),
                }
            }
            Place::Aside { zone, .. } => {
                let zid = self.state.zones[zone as usize].id;
                match lang {
                    Lang::En => format!("held aside from {}", self.zone_name(zid, lang)),
                    Lang::Ja => format!("{}から抜き出し中", self.zone_name(zid, lang)),
                }
            }
            Place::Ceased => match lang {
                Lang::En => "nowhere (the ability has ceased to exist)".into(),
                Lang::Ja => "消滅した能力".into(),
            },
            Place::Outside(o) => match (o, lang) {
                (Outside::Sideboard, Lang::En) => "outside the game (sideboard)".into(),
                (Outside::Collection, Lang::En) => "outside the game (collection)".into(),
                (Outside::Sideboard, Lang::Ja) => "ゲーム外(サイドボード)".into(),
                (Outside::Collection, Lang::Ja) => "ゲーム外(所有カード)".into(),
            },
        }
    }

    /// A zone's name ("alice's graveyard", "aliceの墓地", "the chase area").
    pub fn zone_name(&self, zone: ZoneId, lang: Lang) -> String {
        let name = self.spec(zone.kind).names.get(lang);
        match (zone.player, lang) {
            (None, Lang::En) => format!("the {name}"),
            (None, Lang::Ja) => name.to_string(),
            (Some(p), Lang::En) => format!("{}'s {name}", self.player_name(p)),
            (Some(p), Lang::Ja) => format!("{}の{name}", self.player_name(p)),
        }
    }

    /// A player's name.
    pub fn player_name(&self, p: PlayerId) -> &str {
        self.state
            .players
            .get(p.index())
            .map(|s| s.as_str())
            .unwrap_or("?")
    }

    fn zone_label(&self, zone: ZoneId) -> String {
        self.zone_name(zone, Lang::En)
    }

    pub(crate) fn check_player(&self, p: PlayerId) -> Result<(), ActionError> {
        if p.index() < self.state.players.len() {
            Ok(())
        } else {
            Err(ActionError::UnknownPlayer(p))
        }
    }

    fn check_zone(&self, z: ZoneId) -> Result<u16, ActionError> {
        self.state
            .zone_index(z)
            .ok_or_else(|| ActionError::UnknownZone(format!("{z:?}")))
    }

    fn check_destination(&self, d: &Destination) -> Result<(), ActionError> {
        if d.kind.0 as usize >= self.rules.zones().len() {
            return Err(ActionError::UnknownZone(format!("kind {}", d.kind.0)));
        }
        if let Some(p) = d.player {
            self.check_player(p)?;
        }
        Ok(())
    }

    fn check_in_zone(&self, object: ObjectId) -> Result<u16, ActionError> {
        let cs = self.resolve(object)?;
        match cs.place {
            Place::Zone(z) => Ok(z),
            _ => Err(ActionError::NotInZone {
                object,
                place: self.place_name(object.card, Lang::En),
            }),
        }
    }

    /// Checks an action without changing anything.
    ///
    /// # Errors
    /// The [`ActionError`] that [`Game::apply`] would return.
    pub fn check(&self, action: &Action) -> Result<(), ActionError> {
        if let Some(d) = &self.state.pending {
            let Action::Answer { player, choice } = action else {
                return Err(ActionError::DecisionPending {
                    decider: d.decider,
                    what: decision_word(d),
                });
            };
            self.check_player(*player)?;
            if *player != d.decider {
                return Err(ActionError::WrongDecider {
                    expected: d.decider,
                    got: *player,
                    expected_name: self.player_name(d.decider).to_string(),
                    got_name: self.player_name(*player).to_string(),
                });
            }
            if !d.allows(*choice) {
                let legal: Vec<String> = d.options().iter().map(|c| c.to_string()).collect();
                return Err(ActionError::IllegalChoice {
                    choice: *choice,
                    legal: legal.join(", "),
                });
            }
            return Ok(());
        }
        if let Some(result) = self.check_general(action) {
            return result;
        }
        match action {
            Action::Answer { .. } => Err(ActionError::NoDecision),
            Action::Attach { .. }
            | Action::Extract { .. }
            | Action::PutBack { .. }
            | Action::ExtractFailed { .. }
            | Action::ChooseRandom { .. }
            | Action::Split { .. } => unreachable!("general actions are checked above"),
            Action::Move {
                player,
                object,
                to,
                side,
                ..
            } => {
                self.check_player(*player)?;
                self.check_destination(to)?;
                let cs = self.resolve(*object)?;
                if cs.ability.is_some() {
                    return Err(ActionError::AbilityCannotMove(*object));
                }
                if let Place::Outside(_) = cs.place {
                    return Err(ActionError::NotInZone {
                        object: *object,
                        place: self.place_name(object.card, Lang::En),
                    });
                }
                if let Place::Zone(z) = cs.place {
                    let from = self.state.zones[z as usize].id;
                    let to_zone = match (self.spec(to.kind).scope, to.player) {
                        (Scope::Shared, _) => Some(ZoneId {
                            kind: to.kind,
                            player: None,
                        }),
                        (Scope::PerPlayer, Some(p)) => Some(ZoneId {
                            kind: to.kind,
                            player: Some(p),
                        }),
                        (Scope::PerPlayer, None) => Some(ZoneId {
                            kind: to.kind,
                            player: Some(
                                self.rules
                                    .default_player(&self.state, object.card, to.kind, *player)
                                    .0,
                            ),
                        }),
                    };
                    if to_zone == Some(from) && self.reorders_frozen(object.card, from) {
                        return Err(ActionError::Forbidden {
                            reason: format!(
                                "{} is frozen while a card extracted from it is held aside",
                                self.zone_label(from)
                            ),
                            rule: self
                                .rules
                                .process_rules("extract-frozen")
                                .first()
                                .copied()
                                .unwrap_or("extract"),
                        });
                    }
                }
                if let Some(s) = side
                    && self.state.def(object.card).side(*s).is_none()
                {
                    return Err(ActionError::UnknownZone(format!(
                        "side {s} of {}",
                        object.card
                    )));
                }
                Ok(())
            }
            Action::MoveMany {
                player,
                objects,
                to,
                ..
            } => {
                self.check_player(*player)?;
                self.check_destination(to)?;
                if objects.is_empty() {
                    return Err(ActionError::NoCards);
                }
                for (i, o) in objects.iter().enumerate() {
                    self.check_in_zone(*o)?;
                    if self.state.card(o.card).ability.is_some() {
                        return Err(ActionError::AbilityCannotMove(*o));
                    }
                    if objects[..i].iter().any(|x| x.card == o.card) {
                        return Err(ActionError::DuplicateCard(o.card));
                    }
                }
                Ok(())
            }
            Action::MoveTop {
                player, from, to, ..
            } => {
                self.check_player(*player)?;
                self.check_zone(*from)?;
                self.check_destination(to)
            }
            Action::Enter { player, card, to } => {
                self.check_player(*player)?;
                self.check_destination(to)?;
                let cs = self
                    .state
                    .try_card(*card)
                    .ok_or(ActionError::UnknownCard(*card))?;
                match cs.place {
                    Place::Outside(_) => Ok(()),
                    _ => Err(ActionError::NotOutside(*card)),
                }
            }
            Action::Turn { player, object, .. } => {
                self.check_player(*player)?;
                let z = self.check_in_zone(*object)?;
                let zid = self.state.zones[z as usize].id;
                if !self.spec(zid.kind).has_orientation {
                    return Err(ActionError::NoOrientation {
                        object: *object,
                        zone: self.zone_label(zid),
                    });
                }
                Ok(())
            }
            Action::Face { player, object, .. } => {
                self.check_player(*player)?;
                self.check_in_zone(*object).map(|_| ())
            }
            Action::Shuffle {
                player,
                zone,
                forced,
            } => {
                self.check_player(*player)?;
                let zi = self.check_zone(*zone)?;
                if let Some(order) = forced {
                    let len = self.state.zones[zi as usize].cards.len();
                    let mut seen = vec![false; len];
                    let ok = order.len() == len
                        && order.iter().all(|&i| {
                            (i as usize) < len && !std::mem::replace(&mut seen[i as usize], true)
                        });
                    if !ok {
                        return Err(ActionError::BadForcedOrder {
                            given: order.clone(),
                            len,
                        });
                    }
                }
                Ok(())
            }
            Action::AddEffect {
                controller, body, ..
            } => {
                if let Some(p) = controller {
                    self.check_player(*p)?;
                }
                if let EffectBody::Exposure { objects, .. } = body {
                    for o in objects {
                        self.resolve(*o)?;
                    }
                }
                if let EffectBody::Replacement { instead, .. } = body {
                    self.check_destination(instead)?;
                }
                Ok(())
            }
            Action::EndEffect { effect } => {
                if self.state.effects.iter().any(|e| e.id == *effect) {
                    Ok(())
                } else {
                    Err(ActionError::UnknownEffect(*effect))
                }
            }
            Action::SetLimit { zone, .. } => self.check_zone(*zone).map(|_| ()),
            Action::PutAbility {
                player,
                zone,
                source,
                ..
            } => {
                self.check_player(*player)?;
                self.check_zone(*zone)?;
                if let Some(s) = source {
                    self.resolve(*s)?;
                }
                Ok(())
            }
            Action::Cease { object } => {
                let cs = self.resolve(*object)?;
                if cs.ability.is_none() {
                    return Err(ActionError::NotAnAbility(*object));
                }
                self.check_in_zone(*object).map(|_| ())
            }
            Action::Game(a) => {
                self.check_player(a.player)?;
                match self.rules.process() {
                    Some(p) => p.check(self, a.player, &a.action),
                    None => Err(ActionError::UnknownAction {
                        game: self.rules.key(),
                        name: format!("{:?}", a.action),
                    }),
                }
            }
            Action::Named(a) => {
                self.check_player(a.player)?;
                if crate::general::is_general(&a.name) {
                    let typed = crate::general::general_action(a)?;
                    return self.check(&typed);
                }
                self.rules.check_game_action(self, a)
            }
        }
    }

    /// Checks and carries out an action, emitting its events into `sink`.
    ///
    /// # Errors
    /// An [`ActionError`] naming what was wrong; the game is then exactly as it was.
    pub fn apply<S: EventSink + ?Sized>(
        &mut self,
        action: Action,
        sink: &mut S,
    ) -> Result<Progress, ActionError> {
        self.check(&action)?;
        match action {
            Action::Answer { player, choice } => {
                sink.emit(Event {
                    kind: EventKind::Answered { player, choice },
                    rules: Rules::new(),
                });
                self.answer(choice, sink);
            }
            Action::Move {
                player,
                object,
                to,
                position,
                facing,
                side,
                cause,
            } => {
                let task = MoveTask {
                    position: position.unwrap_or(Position::Top),
                    facing,
                    side,
                    ..MoveTask::new(object, player, to, cause)
                };
                if self.state.agenda.is_empty() {
                    // Nothing else is under way: run the move at once rather than
                    // through the agenda (the common case, and the hot path).
                    return Ok(match self.step_move(task, sink) {
                        Some(d) => self.wait_on(d, sink),
                        None => self.run(sink),
                    });
                }
                self.state.agenda.push(Task::Move(task));
            }
            Action::MoveMany {
                player,
                objects,
                to,
                cause,
            } => {
                let template = MoveTask::new(objects[0], player, to, cause);
                let ordered = self.spec(to.kind).ordering == Ordering::Ordered;
                if ordered && objects.len() > 1 {
                    let owner = self.state.card(objects[0].card).owner;
                    let decider = if objects
                        .iter()
                        .all(|o| self.state.card(o.card).owner == owner)
                    {
                        owner
                    } else {
                        to.player.unwrap_or(player)
                    };
                    self.state.agenda.push(Task::Order {
                        remaining: objects,
                        chosen: Vec::new(),
                        template,
                        decider,
                    });
                } else {
                    for o in objects.into_iter().rev() {
                        let mut t = template.clone();
                        t.object = o;
                        self.state.agenda.push(Task::Move(t));
                    }
                }
            }
            Action::MoveTop {
                player,
                from,
                count,
                to,
                cause,
            } => {
                // The object is filled in with each top card as it goes.
                let placeholder = ObjectId {
                    card: CardId(0),
                    generation: 0,
                };
                let template = MoveTask::new(placeholder, player, to, cause);
                self.state.agenda.push(Task::FromTop {
                    from,
                    remaining: count,
                    template,
                });
            }
            Action::Enter { player, card, to } => {
                let task = MoveTask::new(self.state.object(card), player, to, Cause::Instruction);
                self.state.agenda.push(Task::Move(task));
            }
            Action::Turn {
                object,
                orientation,
                ..
            } => self.turn(object, orientation, sink),
            Action::Face { object, facing, .. } => self.face(object, facing, sink),
            Action::Shuffle { zone, forced, .. } => self.shuffle(zone, forced, sink),
            Action::AddEffect {
                label,
                controller,
                body,
            } => {
                self.add_effect(label, controller, body, sink);
            }
            Action::EndEffect { effect } => self.end_effect(effect, sink),
            Action::SetLimit { zone, limit } => {
                let zi = self.state.zone_index(zone).expect("checked");
                self.state.zones[zi as usize].limit = limit;
                sink.emit(Event {
                    kind: EventKind::LimitChanged { zone, limit },
                    rules: cite(&[self.spec(zone.kind).limit_rule.as_slice()]),
                });
                self.check_limit(zi, sink);
            }
            Action::PutAbility {
                player,
                zone,
                source,
                text,
            } => {
                self.put_ability(player, zone, source, text, sink);
            }
            Action::Cease { object } => {
                let c = &mut self.state.cards[object.card.index()];
                let Place::Zone(z) = c.place else {
                    unreachable!("checked: the ability is in a zone")
                };
                c.place = Place::Ceased;
                c.generation += 1;
                let zone = &mut self.state.zones[z as usize];
                zone.cards.retain(|&x| x != object.card);
                let zone = zone.id;
                sink.emit(Event {
                    kind: EventKind::AbilityCeased { object, zone },
                    rules: Rules::new(),
                });
            }
            Action::Named(a) if crate::general::is_general(&a.name) => {
                let typed = crate::general::general_action(&a).expect("checked");
                let _ = self.apply_general(typed, sink);
            }
            general @ (Action::Attach { .. }
            | Action::Extract { .. }
            | Action::PutBack { .. }
            | Action::ExtractFailed { .. }
            | Action::ChooseRandom { .. }
            | Action::Split { .. }) => {
                let _ = self.apply_general(general, sink);
            }
            Action::Game(a) => {
                let process = self.rules.process().expect("checked");
                process.apply(self, &mut DynSink(sink), a.player, a.action);
                if let Some(d) = &self.state.pending {
                    return Ok(Progress::Waiting(d.clone()));
                }
            }
            Action::Named(a) => {
                let rules = self.rules;
                if let Progress::Waiting(d) = rules.apply_game_action(self, a, &mut DynSink(sink)) {
                    return Ok(Progress::Waiting(d));
                }
            }
        }
        Ok(self.run(sink))
    }

    /// Puts a new ability object on top of a zone, reusing the slot of an ability that
    /// has ceased (under a new generation) so the state does not grow with the game.
    fn put_ability<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        zone: ZoneId,
        source: Option<ObjectId>,
        text: String,
        sink: &mut S,
    ) -> ObjectId {
        let zi = self.state.zone_index(zone).expect("checked");
        let def = CardDef::single(crate::card::Side::new(text, &["ability"]));
        let fresh = CardState {
            owner: player,
            controller: Some(player),
            generation: 0,
            place: Place::Zone(zi),
            side: 0,
            facing: Facing::FaceUp,
            orientation: None,
            known_by: PlayerSet::NONE,
            exposed_to: PlayerSet::NONE,
            attached_to: None,
            ability: Some(crate::state::Ability { source }),
        };
        let slot = self
            .state
            .cards
            .iter()
            .position(|c| c.place == Place::Ceased && c.ability.is_some());
        let card = match slot {
            Some(i) => {
                let generation = self.state.cards[i].generation + 1;
                self.state.cards[i] = CardState {
                    generation,
                    ..fresh
                };
                Arc::make_mut(&mut self.state.defs)[i] = def;
                CardId(i as u32)
            }
            None => {
                self.state.cards.push(fresh);
                self.state.last_known.push(None);
                Arc::make_mut(&mut self.state.defs).push(def);
                CardId(self.state.cards.len() as u32 - 1)
            }
        };
        self.state.zones[zi as usize].cards.push(card);
        let object = self.state.object(card);
        sink.emit(Event {
            kind: EventKind::AbilityPut {
                object,
                zone,
                source,
            },
            rules: Rules::new(),
        });
        object
    }

    /// The last known state of an object that has moved on, if it is the card's latest
    /// previous object (for triggers that look back, MTG 217.1c).
    pub fn last_known(&self, object: ObjectId) -> Option<&crate::state::LastKnown> {
        let lk = self.state.last_known.get(object.card.index())?.as_ref()?;
        (lk.object == object).then_some(lk)
    }

    /// The state, for rule sets carrying out their own processes. Changing it directly
    /// bypasses every check: rule sets move cards with [`Game::apply`] and keep their own
    /// data in [`State::ext`].
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }

    /// Makes the game wait for a decision (for rule sets' own decisions).
    pub fn wait_for(&mut self, decision: Decision, sink: &mut dyn EventSink) -> Progress {
        sink.emit(Event {
            kind: EventKind::DecisionRequested {
                decision: decision.clone(),
            },
            rules: Rules::new(),
        });
        self.state.pending = Some(decision.clone());
        Progress::Waiting(decision)
    }

    /// Emits a rule set's own event.
    pub fn emit_game_event(
        &self,
        sink: &mut dyn EventSink,
        name: &str,
        text: String,
        objects: Vec<ObjectId>,
        rules: &[&'static [crate::event::RuleId]],
    ) {
        sink.emit(Event {
            kind: EventKind::Named {
                name: name.to_string(),
                text,
                objects,
            },
            rules: cite(rules),
        });
    }

    /// Registers an effect and returns its id.
    pub(crate) fn add_effect<S: EventSink + ?Sized>(
        &mut self,
        label: String,
        controller: Option<PlayerId>,
        body: EffectBody,
        sink: &mut S,
    ) -> EffectId {
        let id = EffectId(self.state.next_effect);
        self.state.next_effect += 1;
        sink.emit(Event {
            kind: EventKind::EffectAdded {
                effect: id,
                label: label.clone(),
            },
            rules: Rules::new(),
        });
        if let EffectBody::Exposure { objects, to, kind } = &body {
            for o in objects {
                let c = &mut self.state.cards[o.card.index()];
                c.exposed_to = c.exposed_to.union(*to);
            }
            sink.emit(Event {
                kind: EventKind::Exposed {
                    effect: id,
                    objects: objects.clone(),
                    to: *to,
                    kind: *kind,
                },
                rules: Rules::new(),
            });
            let on = match kind {
                ExposureKind::Reveal => crate::effect::TriggerOn::Revealed,
                ExposureKind::Look => crate::effect::TriggerOn::LookedAt,
            };
            for o in objects.clone() {
                self.fire_card_triggers(on, o, sink);
            }
        }
        self.state.effects.push(Effect {
            id,
            label,
            controller,
            body,
        });
        id
    }

    pub(crate) fn end_effect<S: EventSink + ?Sized>(&mut self, effect: EffectId, sink: &mut S) {
        let Some(i) = self.state.effects.iter().position(|e| e.id == effect) else {
            return;
        };
        if let EffectBody::Extraction { object } = self.state.effects[i].body {
            self.release_held(object.card, effect, sink);
        }
        let e = self.state.effects.remove(i);
        if let EffectBody::Groups { groups } = &e.body {
            let objects: Vec<ObjectId> = groups.iter().flatten().copied().collect();
            sink.emit(Event {
                kind: EventKind::GroupsEnded {
                    label: e.label.clone(),
                    objects,
                },
                rules: cite(&[self.rules.process_rules("groups-ended")]),
            });
        }
        if let EffectBody::Exposure { objects, .. } = &e.body {
            for o in objects {
                self.recompute_exposure(o.card);
            }
        }
        sink.emit(Event {
            kind: EventKind::EffectEnded {
                effect,
                label: e.label,
            },
            rules: Rules::new(),
        });
    }

    /// Recomputes who a card is exposed to from the exposures in force.
    fn recompute_exposure(&mut self, card: CardId) {
        let current = self.state.object(card);
        let mut set = PlayerSet::NONE;
        for e in &self.state.effects {
            if let EffectBody::Exposure { objects, to, .. } = &e.body
                && objects.contains(&current)
            {
                set = set.union(*to);
            }
        }
        self.state.cards[card.index()].exposed_to = set;
    }

    fn turn<S: EventSink + ?Sized>(&mut self, object: ObjectId, o: Orientation, sink: &mut S) {
        let c = &mut self.state.cards[object.card.index()];
        if c.orientation == Some(o) {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object,
                    what: match o {
                        Orientation::Upright => "upright",
                        Orientation::Sideways => "sideways",
                    },
                },
                rules: cite(&[self.rules.turn_rules(o, false)]),
            });
            return;
        }
        c.orientation = Some(o);
        sink.emit(Event {
            kind: EventKind::Turned {
                object,
                orientation: o,
            },
            rules: cite(&[self.rules.turn_rules(o, true)]),
        });
        let on = match o {
            Orientation::Upright => crate::effect::TriggerOn::TurnedUpright,
            Orientation::Sideways => crate::effect::TriggerOn::TurnedSideways,
        };
        self.fire_card_triggers(on, object, sink);
        if self.rules.attachments_share_orientation() {
            // The whole stack turns together: the outermost host and every card attached
            // to it, at any depth.
            let mut root = object;
            while let Some(h) = self.host_of(root.card) {
                root = h;
            }
            let mut stack = vec![root.card];
            stack.extend(self.attachments_deep(root));
            for c in stack {
                if c == object.card || self.state.card(c).orientation == Some(o) {
                    continue;
                }
                self.state.cards[c.index()].orientation = Some(o);
                sink.emit(Event {
                    kind: EventKind::Turned {
                        object: self.state.object(c),
                        orientation: o,
                    },
                    rules: cite(&[
                        self.rules.turn_rules(o, true),
                        self.rules.process_rules("share-orientation"),
                    ]),
                });
            }
        }
    }

    fn face<S: EventSink + ?Sized>(&mut self, object: ObjectId, facing: Facing, sink: &mut S) {
        if facing == Facing::FaceDown {
            if let Err(rules) = self.rules.may_turn_face_down(&self.state, object.card) {
                sink.emit(Event {
                    kind: EventKind::NotApplied {
                        object,
                        what: "face-down",
                    },
                    rules: cite(&[rules]),
                });
                return;
            }
            if self.prohibited(object.card, crate::effect::Prohibited::TurnFaceDown) {
                sink.emit(Event {
                    kind: EventKind::NotApplied {
                        object,
                        what: "face-down",
                    },
                    rules: Rules::new(),
                });
                return;
            }
        }
        let seers = self.seers(object.card);
        let c = &mut self.state.cards[object.card.index()];
        if c.facing == facing {
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object,
                    what: match facing {
                        Facing::FaceUp => "face-up",
                        Facing::FaceDown => "face-down",
                    },
                },
                rules: Rules::new(),
            });
            return;
        }
        c.facing = facing;
        if facing == Facing::FaceDown {
            // Whoever saw the front keeps knowing it (FoW 3.2.b).
            c.known_by = c.known_by.union(seers);
        }
        // A rule set may say the turned card is a new object (MTG 901.7a).
        let new_object = self
            .rules
            .face_makes_new_object(&self.state, object.card, facing);
        if new_object.is_some() {
            let c = &mut self.state.cards[object.card.index()];
            c.generation += 1;
            c.attached_to = None;
            c.exposed_to = PlayerSet::NONE;
        }
        sink.emit(Event {
            kind: EventKind::Faced {
                object: self.state.object(object.card),
                facing,
            },
            rules: cite(&[new_object.unwrap_or(&[])]),
        });
    }

    fn shuffle<S: EventSink + ?Sized>(
        &mut self,
        zone: ZoneId,
        forced: Option<Vec<u32>>,
        sink: &mut S,
    ) {
        let zi = self.state.zone_index(zone).expect("checked") as usize;
        let hidden = !self.spec(zone.kind).visibility.is_public();
        let z = &mut self.state.zones[zi];
        match forced {
            Some(order) => {
                let old = z.cards.clone();
                for (i, &from) in order.iter().enumerate() {
                    z.cards[i] = old[from as usize];
                }
            }
            None => self.state.rng.shuffle(&mut z.cards),
        }
        z.shuffles = z.shuffles.wrapping_add(1);
        let n = z.cards.len() as u32;
        if hidden {
            for i in 0..z.cards.len() {
                let c = self.state.zones[zi].cards[i];
                self.state.cards[c.index()].known_by = PlayerSet::NONE;
            }
        }
        sink.emit(Event {
            kind: EventKind::Shuffled { zone, cards: n },
            rules: cite(&[self.rules.process_rules("shuffle")]),
        });
    }

    fn answer<S: EventSink + ?Sized>(&mut self, choice: Choice, sink: &mut S) {
        let decision = self.state.pending.take().expect("checked");
        match (decision.kind, choice) {
            (DecisionKind::ChooseReplacement { .. }, Choice::Effect(e)) => {
                if let Some(Task::Move(mut mv)) = self.state.agenda.pop() {
                    self.apply_replacement(&mut mv, e, sink);
                    self.state.agenda.push(Task::Move(mv));
                }
            }
            (DecisionKind::OrderCards { .. }, Choice::Object(o)) => {
                // The pick is only recorded: the cards move together once the order
                // is complete, so no one watching learns it pick by pick (FoW 3.1.d).
                if let Some(Task::Order {
                    mut remaining,
                    mut chosen,
                    template,
                    decider,
                }) = self.state.agenda.pop()
                {
                    remaining.retain(|x| *x != o);
                    chosen.push(o);
                    self.state.agenda.push(Task::Order {
                        remaining,
                        chosen,
                        template,
                        decider,
                    });
                }
            }
            (DecisionKind::SplitCard { options }, Choice::Option(i)) => {
                if let Some(opt) = options.get(i as usize) {
                    self.answer_split(&opt.label);
                }
            }
            (DecisionKind::Game { about, .. }, Choice::Option(i)) => {
                if let Some(p) = self.rules.process() {
                    p.answer(self, &mut DynSink(sink), decision.decider, about, i);
                }
            }
            (d @ DecisionKind::Named { .. }, choice) => {
                let rules = self.rules;
                let decision = Decision {
                    decider: decision.decider,
                    kind: d,
                };
                let _ = rules.answer_game_decision(self, decision, choice, &mut DynSink(sink));
            }
            _ => {}
        }
    }

    /// Who learns a card's place when it arrives in an ordered batch: in a hidden zone
    /// only the player who ordered it (FoW 3.1.d).
    fn batch_knowledge(&self, mv: &MoveTask, decider: PlayerId) -> PlayerSet {
        let public = self.spec(mv.requested.kind).visibility.is_public();
        if public {
            self.state.all_players()
        } else {
            PlayerSet::only(decider)
        }
    }

    fn run<S: EventSink + ?Sized>(&mut self, sink: &mut S) -> Progress {
        if let Some(d) = &self.state.pending {
            return Progress::Waiting(d.clone());
        }
        let mut steps = 0u32;
        while let Some(task) = self.state.agenda.pop() {
            steps += 1;
            if steps > MAX_STEPS_PER_ACTION {
                // Effects that set each other off without end (a card whose 'when put'
                // puts it again): the rules of these games give no end, so the engine
                // stops the loop rather than hang, and says so.
                let dropped = self.state.agenda.len() + 1;
                self.state.agenda.clear();
                sink.emit(Event {
                    kind: EventKind::LoopStopped {
                        dropped: dropped as u32,
                    },
                    rules: Rules::new(),
                });
                return Progress::Done;
            }
            let waiting = match task {
                Task::Move(mv) => self.step_move(mv, sink),
                Task::Order {
                    mut remaining,
                    mut chosen,
                    template,
                    decider,
                } => {
                    remaining.retain(|o| self.state.card(o.card).generation == o.generation);
                    match remaining.len() {
                        0 | 1 => {
                            // The order is complete: the cards go in the chosen order, the
                            // first pick deepest.
                            chosen.extend(remaining);
                            let known = self.batch_knowledge(&template, decider);
                            for o in chosen.into_iter().rev() {
                                let mut mv = template.clone();
                                mv.object = o;
                                mv.known_override = Some(known);
                                self.state.agenda.push(Task::Move(mv));
                            }
                            None
                        }
                        _ => {
                            let zone = ZoneId {
                                kind: template.requested.kind,
                                player: template.requested.player,
                            };
                            let d = Decision {
                                decider,
                                kind: DecisionKind::OrderCards {
                                    zone,
                                    remaining: remaining.clone(),
                                },
                            };
                            self.state.agenda.push(Task::Order {
                                remaining,
                                chosen,
                                template,
                                decider,
                            });
                            Some(d)
                        }
                    }
                }
                Task::Attach { card, host } => {
                    self.finish_attach(card, host, sink);
                    None
                }
                Task::Split {
                    label,
                    decider,
                    remaining,
                    groups,
                } => self.step_split(label, decider, remaining, groups, sink),
                Task::Game(t) => {
                    if let Some(p) = self.rules.process() {
                        p.run(self, &mut DynSink(sink), t);
                    }
                    if let Some(d) = &self.state.pending {
                        // The process asked and announced its decision itself.
                        return Progress::Waiting(d.clone());
                    }
                    None
                }
                Task::Named { name, args } => {
                    let rules = self.rules;
                    rules.run_game_task(self, &name, &args, &mut DynSink(sink))
                }
                Task::FromTop {
                    from,
                    remaining,
                    template,
                } => {
                    let top = self.state.zone(from).and_then(|z| z.cards.last().copied());
                    if let (Some(top), true) = (top, remaining > 0) {
                        if remaining > 1 {
                            self.state.agenda.push(Task::FromTop {
                                from,
                                remaining: remaining - 1,
                                template: template.clone(),
                            });
                        }
                        let mut mv = template;
                        mv.object = self.state.object(top);
                        mv.one_at_a_time = true;
                        self.state.agenda.push(Task::Move(mv));
                    }
                    None
                }
            };
            if let Some(d) = waiting {
                return self.wait_on(d, sink);
            }
        }
        Progress::Done
    }

    /// Records that the game waits for a decision of the core's own.
    fn wait_on<S: EventSink + ?Sized>(&mut self, d: Decision, sink: &mut S) -> Progress {
        sink.emit(Event {
            kind: EventKind::DecisionRequested {
                decision: d.clone(),
            },
            rules: match d.kind {
                DecisionKind::ChooseReplacement { .. } => cite(&[self.rules.replacement_rules()]),
                DecisionKind::OrderCards { .. } => cite(&[self.rules.order_rules()]),
                DecisionKind::SplitCard { .. } => cite(&[self.rules.process_rules("split")]),
                DecisionKind::Named { .. } | DecisionKind::Game { .. } => Rules::new(),
            },
        });
        self.state.pending = Some(d.clone());
        Progress::Waiting(d)
    }
}

fn decision_word(d: &Decision) -> String {
    match &d.kind {
        DecisionKind::ChooseReplacement { .. } => "which replacement effect applies".into(),
        DecisionKind::OrderCards { .. } => "the order of cards".into(),
        DecisionKind::Named { name, .. } => name.clone(),
        DecisionKind::Game { .. } => "a decision of the game".into(),
        DecisionKind::SplitCard { .. } => "the group of the next card".into(),
    }
}

/// How many steps of work one action may set off before the engine calls it an endless
/// loop and stops it.
pub const MAX_STEPS_PER_ACTION: u32 = 10_000;

/// Lets a sink of any type be passed on as `&mut dyn EventSink`.
struct DynSink<'a, S: ?Sized>(&'a mut S);

impl<S: EventSink + ?Sized> EventSink for DynSink<'_, S> {
    fn emit(&mut self, event: Event) {
        self.0.emit(event);
    }
}
