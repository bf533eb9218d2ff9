//! Setting a game up: the unvalidated [`Setup`] and its checks, every problem reported.

use crate::card::CardDef;
use crate::ids::{PlayerId, ZoneId, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::rng::RngKind;
use crate::state::{GameOptions, Outside};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::Arc;

/// Where a card starts.
///
/// ```
/// use ryoiki_model::{Outside, PlayerId, SetupPlace, ZoneId, ZoneKind};
///
/// let hand = SetupPlace::zone(ZoneKind(1), Some(PlayerId(0)));
/// assert_eq!(hand, SetupPlace::Zone(ZoneId { kind: ZoneKind(1), player: Some(PlayerId(0)) }));
/// assert_ne!(hand, SetupPlace::Outside(Outside::Sideboard));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SetupPlace {
    /// In a zone, added on top (or at the end) in the order the cards are listed.
    Zone(ZoneId),
    /// Outside the game.
    Outside(Outside),
}

/// One card of a setup.
///
/// ```
/// use ryoiki_model::{CardDef, CardSetup, Facing, PlayerId, SetupPlace, Side, ZoneKind};
///
/// let mut card = CardSetup::new(
///     CardDef::single(Side::new("Lantern", &["artifact"])),
///     PlayerId(0),
///     SetupPlace::zone(ZoneKind(2), Some(PlayerId(0))),
/// );
/// assert_eq!((card.side, card.facing, card.controller), (0, None, None));
/// card.facing = Some(Facing::FaceDown);
/// assert_eq!(card.def.name(), "Lantern");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

impl SetupPlace {
    /// The zone of kind `kind`: `player`'s, or with `None` the one the whole game shares.
    ///
    /// ```
    /// use ryoiki_model::{SetupPlace, ZoneId, ZoneKind};
    ///
    /// // A zone the whole game shares: no player.
    /// assert_eq!(SetupPlace::zone(ZoneKind(4), None), SetupPlace::Zone(ZoneId { kind: ZoneKind(4), player: None }));
    /// ```
    pub const fn zone(kind: ZoneKind, player: Option<PlayerId>) -> SetupPlace {
        SetupPlace::Zone(ZoneId { kind, player })
    }
}

impl CardSetup {
    /// `owner`'s card starting at `place` on its front, lying as its zone's cards do,
    /// upright, controlled as the rule set says: every `Option` left `None`.
    ///
    /// ```
    /// use ryoiki_model::{CardDef, CardSetup, PlayerId, SetupPlace, Side, ZoneKind};
    ///
    /// let card = CardSetup::new(CardDef::single(Side::new("Moth", &[])), PlayerId(1), SetupPlace::zone(ZoneKind(0), Some(PlayerId(1))));
    /// assert_eq!((card.owner, card.side, card.orientation), (PlayerId(1), 0, None));
    /// ```
    pub fn new(def: CardDef, owner: PlayerId, place: SetupPlace) -> CardSetup {
        CardSetup {
            def,
            owner,
            place,
            side: 0,
            facing: None,
            orientation: None,
            controller: None,
        }
    }
}

/// An unvalidated game: players, options, cards and a seed. `Game::new` checks it.
/// It serializes (serde), so a saved game can carry it.
///
/// ```
/// use ryoiki_model::{CardDef, CardSetup, PlayerId, Setup, SetupPlace, Side, ZoneKind};
///
/// // Two players; three cards in the first player's deck (zone kind 0).
/// let alice = PlayerId(0);
/// let setup = Setup {
///     players: vec!["alice".into(), "bob".into()],
///     seed: 7,
///     cards: ["Moth", "Moth", "Lantern"]
///         .into_iter()
///         .map(|name| {
///             let def = CardDef::single(Side::new(name, &[]));
///             CardSetup::new(def, alice, SetupPlace::zone(ZoneKind(0), Some(alice)))
///         })
///         .collect(),
///     ..Setup::default()
/// };
/// // Card n of the list is CardId(n); the setup is plain data and round-trips as JSON.
/// assert_eq!(setup.cards[2].def.name(), "Lantern");
/// let json = serde_json::to_string(&setup).unwrap();
/// assert_eq!(serde_json::from_str::<Setup>(&json).unwrap(), setup);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// Game options.
    pub options: GameOptions,
    /// The RNG seed.
    pub seed: u64,
    /// Which generator.
    pub rng: RngKind,
    /// The cards; card `n` of the list gets [`CardId`](crate::CardId) `n`.
    pub cards: Vec<CardSetup>,
}

/// Card definitions shared between games: a server running many tables of the same
/// decks keeps one copy of each distinct definition (`Game::share_defs`). It holds
/// each definition as long as some game does; [`DefPool::sweep`] forgets the others
/// (done by `share_defs` whenever the pool has doubled since its last sweep).
///
/// ```
/// use ryoiki_model::{CardDef, DefPool, Side};
/// use std::sync::Arc;
///
/// let mut pool = DefPool::new();
/// let moth = || Arc::new(CardDef::single(Side::new("Moth", &[])));
/// let (a, b) = (pool.share(&[moth()]), pool.share(&[moth()]));
/// // Two equal definitions from two games: one copy kept.
/// assert!(Arc::ptr_eq(&a[0], &b[0]));
/// assert_eq!(pool.len(), 1);
/// drop((a, b));
/// pool.sweep();
/// assert!(pool.is_empty());
/// ```
#[derive(Debug, Default)]
pub struct DefPool {
    defs: HashSet<Arc<CardDef>>,
    sweep_at: usize,
}

impl DefPool {
    /// The fewest definitions a pool holds before `Game::share_defs` sweeps it.
    pub const SWEEP_FLOOR: usize = 1024;

    /// An empty pool.
    pub fn new() -> DefPool {
        DefPool::default()
    }

    /// How many distinct definitions the pool holds.
    pub fn len(&self) -> usize {
        self.defs.len()
    }

    /// Whether the pool holds none.
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    /// The pool's definition equal to `def`, which is kept if the pool has none.
    fn intern(&mut self, def: &Arc<CardDef>) -> Arc<CardDef> {
        if let Some(d) = self.defs.get(&**def) {
            return d.clone();
        }
        self.defs.insert(def.clone());
        def.clone()
    }

    /// The pool's definitions equal to `defs`, in order (adding those the pool lacks),
    /// for `Game::share_defs`; the pool is swept first whenever it has doubled since its
    /// last sweep.
    pub fn share(&mut self, defs: &[Arc<CardDef>]) -> Vec<Arc<CardDef>> {
        if self.len() >= self.sweep_at.max(DefPool::SWEEP_FLOOR) {
            self.sweep();
            self.sweep_at = self.len() * 2;
        }
        defs.iter().map(|d| self.intern(d)).collect()
    }

    /// Forgets the definitions no game holds any more.
    pub fn sweep(&mut self) {
        self.defs.retain(|d| Arc::strong_count(d) > 1);
    }
}
