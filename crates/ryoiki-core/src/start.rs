//! Starting a game: [`Game::new`] validates a [`Setup`](crate::Setup) and builds the state.

use crate::card::CardDef;
use crate::error::{SetupError, SetupProblem};
use crate::game::Game;
use crate::ids::{CardId, PlayerId, PlayerSet, ZoneId, ZoneKind};
use crate::key::ViewKey;
use crate::placement::{Facing, Orientation};
use crate::rng::GameRng;
use crate::ruleset::RuleSet;
use crate::setup::{CardSetup, DefPool, Setup, SetupPlace};
use crate::state::{CardState, Outside, Place, State};
use crate::words::ZoneWords;
use crate::zone::{Scope, ZoneSpec, ZoneState};
use std::collections::HashMap;
use std::sync::Arc;

impl Game {
    /// Validates a setup for a rule set and starts the game. Every problem is reported.
    ///
    /// # Errors
    /// [`SetupError`] listing each problem: unknown zones or players, a shared zone given
    /// a player, a side the card does not have, orientation in a zone without it, a zone
    /// filled over its limit, characters that do not print as they read (control, bidi,
    /// zero-width: [`crate::names::unprintable`]) in player or card names, and whatever
    /// the rule set finds ([`RuleSet::setup_problems`]).
    ///
    /// The key that mints the players' view handles comes from the operating system's
    /// randomness ([`ViewKey::from_os`]); for a game that must replay exactly, give one
    /// with [`Game::new_with_key`]. If the operating system has no randomness to give,
    /// that is reported as a problem too.
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
    /// let alice = PlayerId(0);
    /// let setup = Setup {
    ///     players: vec!["alice".into(), "bob".into()],
    ///     cards: vec![CardSetup::new(CardDef::single(Side::new("Moth", &[])), alice, SetupPlace::zone(ZoneKind(1), Some(alice)))],
    ///     ..Setup::default()
    /// };
    /// let game = Game::new(&TOY, setup.clone())?;
    /// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), alice)), &[CardId(0)]);
    /// // A card owned by an unseated player is refused, with what was wrong.
    /// let mut bad = setup;
    /// bad.cards[0].owner = PlayerId(7);
    /// let err = Game::new(&TOY, bad).unwrap_err();
    /// assert!(matches!(err.problems[..], [SetupProblem::OwnerNotSeated { .. }]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(rules: &'static dyn RuleSet, setup: Setup) -> Result<Game, SetupError> {
        match ViewKey::from_os() {
            Ok(key) => Game::new_with_key(rules, setup, key),
            Err(e) => Err(SetupError {
                problems: vec![SetupProblem::NoRandomness { reason: e.reason }],
            }),
        }
    }

    /// [`Game::new`] with an explicit view key: for tests, scenarios, soaks and a saved
    /// game resumed, which must replay exactly.
    ///
    /// # Errors
    /// As [`Game::new`].
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
    /// // With the same key, two games hand out the same handles: a replay is exact.
    /// let setup = || Setup {
    ///     players: vec!["alice".into()],
    ///     cards: vec![CardSetup::new(CardDef::single(Side::new("Moth", &[])), PlayerId(0), SetupPlace::zone(ZoneKind(1), Some(PlayerId(0))))],
    ///     ..Setup::default()
    /// };
    /// let a = Game::new_with_key(&TOY, setup(), ViewKey::new(3, 4))?;
    /// let b = Game::new_with_key(&TOY, setup(), ViewKey::new(3, 4))?;
    /// assert_eq!(a.handle(PlayerId(0), CardId(0)), b.handle(PlayerId(0), CardId(0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new_with_key(
        rules: &'static dyn RuleSet,
        setup: Setup,
        key: ViewKey,
    ) -> Result<Game, SetupError> {
        let mut problems = Vec::new();
        let n_players = setup.players.len();
        if n_players == 0 || n_players > 64 {
            problems.push(SetupProblem::PlayerCount { count: n_players });
        }
        for name in &setup.players {
            if let Some((c, kind)) = crate::unprintable(name) {
                problems.push(SetupProblem::ControlCharacter {
                    what: "player name",
                    card: None,
                    text: name.clone(),
                    code: c as u32,
                    kind,
                });
            }
        }
        let (zones, kind_base) = zone_instances(rules.zones(), n_players.min(64));
        let view_key = key.0;
        let mut state = State {
            ruleset: rules.key().into(),
            players: setup.players.as_slice().into(),
            options: Arc::new(setup.options.clone()),
            defs: Arc::new(share_equal(&setup.cards)),
            cards: Vec::with_capacity(setup.cards.len()),
            zones,
            kind_base: kind_base.into(),
            effects: Vec::new(),
            next_effect: 0,
            rng: GameRng::new(setup.rng, setup.seed),
            view_key,
            agenda: Vec::new(),
            pending: None,
            ext: None,
            last_known: crate::last_known::LastKnownTable::with_cards(setup.cards.len()),
            custom: crate::custom::CustomEffects::default(),
        };
        for (i, c) in setup.cards.iter().enumerate() {
            let card = place_card(
                &mut state,
                rules.zones(),
                CardId(i as u32),
                c,
                &mut problems,
            );
            state.cards.push(card);
        }
        over_limits(&state, rules.zones(), &mut problems);
        if problems.is_empty() {
            problems.extend(
                rules
                    .setup_problems(&state)
                    .into_iter()
                    .map(SetupProblem::Rules),
            );
        }
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        settle_arrivals(&mut state, rules);
        if let Some(p) = rules.process() {
            state.ext = Some(p.start(&state));
        }
        Ok(Game::holding(rules, state))
    }

    /// Replaces the game's card definitions by the pool's equal ones (adding those the
    /// pool lacks), so games of the same cards hold one copy. The definitions are equal,
    /// so nothing the game does changes.
    pub fn share_defs(&mut self, pool: &mut DefPool) {
        self.state.defs = Arc::new(pool.share(&self.state.defs));
    }
}

/// Every zone instance of a catalogue for `players` seats, and the index of each kind's
/// first instance.
fn zone_instances(specs: &[ZoneSpec], players: usize) -> (Vec<ZoneState>, Vec<u16>) {
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
                for p in 0..players {
                    zones.push(mk(Some(PlayerId(p as u8))));
                }
            }
        }
    }
    (zones, kind_base)
}

/// Zones the setup fills over their limit: one problem per zone, naming the first card
/// over it.
fn over_limits(state: &State, specs: &'static [ZoneSpec], problems: &mut Vec<SetupProblem>) {
    for z in &state.zones {
        let Some(limit) = z.limit else { continue };
        if z.cards.len() <= limit as usize {
            continue;
        }
        let card = z.cards[limit as usize];
        let names = specs[z.id.kind.0 as usize].names;
        let zone_name = match z.id.player {
            Some(p) => ZoneWords::OfPlayer {
                player: state
                    .players
                    .get(p.index())
                    .cloned()
                    .unwrap_or_else(|| "?".to_string()),
                names,
            },
            None => ZoneWords::Shared(names),
        };
        problems.push(SetupProblem::OverLimit {
            card,
            name: state.defs[card.index()].name().to_string(),
            zone: z.id,
            zone_name,
            count: z.cards.len(),
            limit,
        });
    }
}

/// One card of a setup as it starts: checked, and listed in its zone.
fn place_card(
    state: &mut State,
    specs: &'static [ZoneSpec],
    id: CardId,
    c: &CardSetup,
    problems: &mut Vec<SetupProblem>,
) -> CardState {
    let n_players = state.players.len();
    let name = || c.def.name().to_string();
    if c.def.sides.is_empty() {
        problems.push(SetupProblem::NoSides {
            card: id,
            name: name(),
        });
    }
    for side in &c.def.sides {
        if let Some((ch, kind)) = crate::unprintable(&side.name) {
            problems.push(SetupProblem::ControlCharacter {
                what: "card name",
                card: Some(id),
                text: side.name.clone(),
                code: ch as u32,
                kind,
            });
        }
    }
    if c.side as usize >= c.def.sides.len().max(1) {
        problems.push(SetupProblem::NoSuchSide {
            card: id,
            name: name(),
            side: c.side,
        });
    }
    if c.owner.index() >= n_players {
        problems.push(SetupProblem::OwnerNotSeated {
            card: id,
            name: name(),
            owner: c.owner,
        });
    }
    if let Some(ctl) = c.controller
        && ctl.index() >= n_players
    {
        problems.push(SetupProblem::ControllerNotSeated {
            card: id,
            name: name(),
            controller: ctl,
        });
    }
    let (place, spec) = match &c.place {
        SetupPlace::Outside(o) => (Place::Outside(*o), None),
        SetupPlace::Zone(z) => match state.zone_index(*z) {
            Some(zi) => (Place::Zone(zi), Some(&specs[z.kind.0 as usize])),
            None => {
                problems.push(SetupProblem::UnknownZone {
                    card: id,
                    name: name(),
                    zone: *z,
                });
                (Place::Outside(Outside::Collection), None)
            }
        },
    };
    let orientation = match spec {
        Some(s) if s.has_orientation => Some(c.orientation.unwrap_or(Orientation::Upright)),
        Some(s) => {
            if c.orientation.is_some() {
                problems.push(SetupProblem::NoOrientation {
                    card: id,
                    name: name(),
                    zone: s.key,
                });
            }
            None
        }
        None => None,
    };
    let facing = c
        .facing
        .or(spec.map(|s| s.default_facing))
        .unwrap_or(Facing::FaceDown);
    if let Place::Zone(zi) = place {
        state.zones[zi as usize].cards.push(id);
    }
    CardState {
        owner: c.owner,
        // A controller the setup leaves open is asked of the rule set once every card
        // exists (`settle_arrivals`).
        controller: c.controller,
        generation: 0,
        place,
        side: c.side,
        facing,
        orientation,
        known_by: PlayerSet::NONE,
        exposed_to: PlayerSet::NONE,
        attached_to: None,
        ability: None,
        token: false,
    }
}

/// Controllers the zones give, and cards face down in public zones that their owner
/// placed there knowing them.
fn settle_arrivals(state: &mut State, rules: &'static dyn RuleSet) {
    let specs = rules.zones();
    for i in 0..state.cards.len() {
        let id = CardId(i as u32);
        if state.cards[i].controller.is_none()
            && let Some(z) = state.zone_of(id)
        {
            state.cards[i].controller = rules.controller_on_arrival(state, id, z);
        }
        if let Some(z) = state.zone_of(id)
            && state.cards[i].facing == Facing::FaceDown
            && specs[z.kind.0 as usize].visibility.is_public()
        {
            state.cards[i].known_by = PlayerSet::only(state.cards[i].owner);
        }
    }
}

/// The setup's card definitions, equal ones as one shared value (a deck's four copies
/// of a card hold one definition).
fn share_equal(cards: &[CardSetup]) -> Vec<Arc<CardDef>> {
    let mut seen: HashMap<&CardDef, Arc<CardDef>> = HashMap::new();
    cards
        .iter()
        .map(|c| {
            seen.entry(&c.def)
                .or_insert_with(|| Arc::new(c.def.clone()))
                .clone()
        })
        .collect()
}
