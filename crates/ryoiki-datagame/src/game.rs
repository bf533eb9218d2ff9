//! [`DataGame`]: a loaded definition, the [`RuleSet`] it is, and its start procedure.

use crate::error::StartError;
use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Cause, Destination, Event, EventSink, Game, Hooks, Names,
    PlayerId, ProcessStep, Restriction, RuleId, RuleSet, Scope, Setup, SetupPlace, State, ZoneId,
    ZoneKind, ZoneSpec,
};
use std::ops::RangeInclusive;

/// One of the game's own rules: an id events cite, and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleItem {
    /// Its id, starting with the game's key (`tidepool-2.5`).
    pub id: &'static str,
    /// Its short title in English and Japanese.
    pub title: Names,
    /// What it says (free text, English).
    pub text: String,
}

/// A step of the start procedure, in the file's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartStep {
    /// Shuffle a zone: each player's, seat by seat, for a per-player zone.
    Shuffle {
        /// The zone kind.
        zone: ZoneKind,
    },
    /// Move the top card of `from` to `to`, `count` times, one card at a time. With
    /// either zone per player, each player in seat order, from and to their own zone.
    Deal {
        /// How many cards (to each player, when a zone is per player).
        count: u32,
        /// The pile dealt from.
        from: ZoneKind,
        /// Where the cards go.
        to: ZoneKind,
    },
}

/// The sample deck's cards for one zone kind: for a per-player zone, each player gets
/// all of them; for a shared zone, they are there once (owned by the first seat).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampleZone {
    /// The zone kind the cards start in.
    pub zone: ZoneKind,
    /// Each entry: an index into [`DataGame::cards`] and how many copies, bottom first.
    pub cards: Vec<(usize, u32)>,
}

/// A move between two zone kinds whose identity the file states.
#[derive(Clone, Copy, Debug)]
pub(crate) struct IdentityMove {
    pub from: ZoneKind,
    pub to: ZoneKind,
    pub same: bool,
    pub rules: &'static [RuleId],
}

/// The rules the core's general processes cite (`[cite]`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cite {
    pub shuffle: &'static [RuleId],
    pub order: &'static [RuleId],
    pub one_at_a_time: &'static [RuleId],
    pub position_clamped: &'static [RuleId],
    pub arrival_state: &'static [RuleId],
    pub turn: &'static [RuleId],
}

/// A card game loaded from a definition file: its zones, identity rules, citations,
/// start procedure, card list and sample deck. It is a [`RuleSet`]; load it with
/// [`load`](crate::load), which hands out a `&'static DataGame`.
#[derive(Debug)]
pub struct DataGame {
    pub(crate) key: &'static str,
    pub(crate) description: String,
    pub(crate) names: Names,
    pub(crate) players: (u8, u8),
    pub(crate) rule_items: Vec<RuleItem>,
    pub(crate) zones: &'static [ZoneSpec],
    /// Per zone kind: whether a move into the full zone is refused.
    pub(crate) refuse: Vec<bool>,
    /// Per zone kind: the limit rule as a list, for [`Restriction::Stay`].
    pub(crate) limit_rules: Vec<&'static [RuleId]>,
    pub(crate) identity_default: bool,
    pub(crate) identity_rules: &'static [RuleId],
    pub(crate) identity_moves: Vec<IdentityMove>,
    pub(crate) cite: Cite,
    pub(crate) start_rules: &'static [RuleId],
    pub(crate) start: Vec<StartStep>,
    pub(crate) cards: Vec<CardDef>,
    pub(crate) sample: Vec<SampleZone>,
    pub(crate) hooks: Hooks,
}

impl DataGame {
    /// The game as the core takes it ([`Game::new`]).
    pub fn rules(&'static self) -> &'static dyn RuleSet {
        self
    }

    /// The file's one-line description of the game (`[game] description`; may be
    /// empty).
    pub fn description(&self) -> &str {
        &self.description
    }

    /// How many players may play.
    pub fn players(&self) -> RangeInclusive<u8> {
        self.players.0..=self.players.1
    }

    /// The game's own rules, in file order: what a rules listing or coverage report
    /// shows for this game.
    pub fn rule_items(&self) -> &[RuleItem] {
        &self.rule_items
    }

    /// One of the game's rules by id.
    pub fn rule(&self, id: &str) -> Option<&RuleItem> {
        self.rule_items.iter().find(|r| r.id == id)
    }

    /// The zone kind with this key.
    pub fn zone_kind(&self, key: &str) -> Option<ZoneKind> {
        self.zones
            .iter()
            .position(|z| z.key == key)
            .map(|i| ZoneKind(i as u16))
    }

    /// Whether a move into a full zone of this kind is refused (`on_limit = "refuse"`:
    /// the card stays, a `not-moved` event cites the limit rule) rather than reported
    /// after the fact (an `over-limit` event, the core's default).
    pub fn refuses_over_limit(&self, kind: ZoneKind) -> bool {
        self.refuse.get(kind.0 as usize).copied().unwrap_or(false)
    }

    /// The start procedure's steps, in order.
    pub fn start_steps(&self) -> &[StartStep] {
        &self.start
    }

    /// The rules the start procedure follows (`[start] rules`).
    pub fn start_rules(&self) -> &'static [RuleId] {
        self.start_rules
    }

    /// The card list, in file order.
    pub fn cards(&self) -> &[CardDef] {
        &self.cards
    }

    /// A card of the list by its name.
    pub fn card(&self, name: &str) -> Option<&CardDef> {
        self.cards.iter().find(|c| c.name() == name)
    }

    /// The sample deck, zone by zone.
    pub fn sample_deck(&self) -> &[SampleZone] {
        &self.sample
    }

    /// A setup with the sample deck: each player's copy of the per-player zones' cards
    /// in seat order, then the shared zones' cards (owned by the first seat), each zone
    /// filled bottom first in the file's order. Nothing is shuffled yet: that is the
    /// start procedure's ([`DataGame::start_actions`]).
    ///
    /// # Errors
    /// [`StartError::PlayerCount`] if the game is not for that many players.
    pub fn setup(&self, players: &[String], seed: u64) -> Result<Setup, StartError> {
        self.check_players(players.len())?;
        let mut cards = Vec::new();
        let mut place = |zone: ZoneId, owner: PlayerId, entries: &[(usize, u32)]| {
            for &(i, count) in entries {
                for _ in 0..count {
                    cards.push(CardSetup {
                        def: self.cards[i].clone(),
                        owner,
                        place: SetupPlace::Zone(zone),
                        side: 0,
                        facing: None,
                        orientation: None,
                        controller: None,
                    });
                }
            }
        };
        for p in 0..players.len() {
            let p = PlayerId(p as u8);
            for s in self
                .sample
                .iter()
                .filter(|s| self.scope(s.zone) == Scope::PerPlayer)
            {
                let zone = ZoneId {
                    kind: s.zone,
                    player: Some(p),
                };
                place(zone, p, &s.cards);
            }
        }
        for s in self
            .sample
            .iter()
            .filter(|s| self.scope(s.zone) == Scope::Shared)
        {
            let zone = ZoneId {
                kind: s.zone,
                player: None,
            };
            place(zone, PlayerId(0), &s.cards);
        }
        Ok(Setup {
            players: players.to_vec(),
            seed,
            cards,
            ..Setup::default()
        })
    }

    /// The start procedure for `players` seats as the core's actions, each with the
    /// index (from 0) of the step it comes from.
    pub fn start_actions(&self, players: usize) -> Vec<(usize, Action)> {
        let seats = || (0..players.min(64)).map(|p| PlayerId(p as u8));
        let zone = |kind: ZoneKind, p: PlayerId| ZoneId {
            kind,
            player: (self.scope(kind) == Scope::PerPlayer).then_some(p),
        };
        let mut out = Vec::new();
        for (i, step) in self.start.iter().enumerate() {
            match *step {
                StartStep::Shuffle { zone: kind } => {
                    let who: Vec<PlayerId> = match self.scope(kind) {
                        Scope::PerPlayer => seats().collect(),
                        Scope::Shared => vec![PlayerId(0)],
                    };
                    for p in who {
                        out.push((
                            i,
                            Action::Shuffle {
                                player: p,
                                zone: zone(kind, p),
                                forced: None,
                            },
                        ));
                    }
                }
                StartStep::Deal { count, from, to } => {
                    let each =
                        self.scope(from) == Scope::PerPlayer || self.scope(to) == Scope::PerPlayer;
                    let who: Vec<PlayerId> = if each {
                        seats().collect()
                    } else {
                        vec![PlayerId(0)]
                    };
                    for p in who {
                        let to = zone(to, p);
                        out.push((
                            i,
                            Action::MoveTop {
                                player: p,
                                from: zone(from, p),
                                count,
                                to: Destination {
                                    kind: to.kind,
                                    player: to.player,
                                },
                                cause: Cause::Instruction,
                            },
                        ));
                    }
                }
            }
        }
        out
    }

    /// Runs the start procedure on a game of this rule set just set up (from
    /// [`DataGame::setup`], or a setup of the caller's own), emitting its events into
    /// `sink`.
    ///
    /// # Errors
    /// [`StartError::Step`] if the core refuses a step (the game is then left as the
    /// steps before it made it).
    pub fn begin<S: EventSink + ?Sized>(
        &self,
        game: &mut Game,
        sink: &mut S,
    ) -> Result<(), StartError> {
        let players = game.state().players().len();
        for (step, action) in self.start_actions(players) {
            game.apply(action, sink)
                .map_err(|source| StartError::Step {
                    game: self.key,
                    step: step + 1,
                    source: Box::new(source),
                })?;
        }
        Ok(())
    }

    /// A new game of `players` with the sample deck, the start procedure carried out:
    /// the game and the start's events.
    ///
    /// # Errors
    /// [`StartError`]: a player count the game is not for, a setup the core refuses, a
    /// start step refused.
    pub fn start(
        &'static self,
        players: &[String],
        seed: u64,
    ) -> Result<(Game, Vec<Event>), StartError> {
        let setup = self.setup(players, seed)?;
        let mut game = Game::new(self, setup).map_err(|source| StartError::Setup {
            game: self.key,
            source,
        })?;
        let mut events = Vec::new();
        self.begin(&mut game, &mut events)?;
        Ok((game, events))
    }

    fn check_players(&self, count: usize) -> Result<(), StartError> {
        let (min, max) = self.players;
        if count < min as usize || count > max as usize {
            return Err(StartError::PlayerCount {
                game: self.key,
                count,
                min,
                max,
            });
        }
        Ok(())
    }

    fn scope(&self, kind: ZoneKind) -> Scope {
        self.zones
            .get(kind.0 as usize)
            .map_or(Scope::Shared, |z| z.scope)
    }
}

impl RuleSet for DataGame {
    fn key(&self) -> &'static str {
        self.key
    }

    fn names(&self) -> Names {
        self.names
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        self.zones
    }

    /// Only the hooks the file uses: the restriction for zones that refuse a card over
    /// their limit, identity when the file has an `[identity]` table.
    fn hooks(&self) -> Hooks {
        self.hooks
    }

    /// A zone with `on_limit = "refuse"` that is full keeps the card out: it stays where
    /// it is, citing the zone's limit rule. A move within the zone is not an arrival.
    fn restriction(&self, state: &State, card: CardId, to: ZoneId, cause: &Cause) -> Restriction {
        let _ = cause;
        let k = to.kind.0 as usize;
        if !self.refuse.get(k).copied().unwrap_or(false) {
            return Restriction::Allow;
        }
        let Some(z) = state.zone(to) else {
            return Restriction::Allow;
        };
        match z.limit {
            Some(limit) if z.cards.len() as u64 >= u64::from(limit) && !z.cards.contains(&card) => {
                Restriction::Stay(self.limit_rules.get(k).copied().unwrap_or(&[]))
            }
            _ => Restriction::Allow,
        }
    }

    /// The `[[identity.moves]]` entry for this pair of zone kinds, else the default.
    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        match self
            .identity_moves
            .iter()
            .find(|m| m.from == from && m.to == to)
        {
            Some(m) => (m.same, m.rules),
            None => (self.identity_default, self.identity_rules),
        }
    }

    fn order_rules(&self) -> &'static [RuleId] {
        self.cite.order
    }

    fn one_at_a_time_rules(&self, from: ZoneKind) -> &'static [RuleId] {
        let _ = from;
        self.cite.one_at_a_time
    }

    fn arrival_state_rules(&self, to: ZoneKind) -> &'static [RuleId] {
        match self.zones.get(to.0 as usize) {
            Some(z) if z.has_orientation => self.cite.arrival_state,
            _ => &[],
        }
    }

    fn orientation_rules(&self) -> &'static [RuleId] {
        self.cite.turn
    }

    fn process_rules(&self, process: ProcessStep) -> &'static [RuleId] {
        match process {
            ProcessStep::Shuffle | ProcessStep::ShuffleInto => self.cite.shuffle,
            ProcessStep::PositionClamped => self.cite.position_clamped,
            _ => &[],
        }
    }
}
