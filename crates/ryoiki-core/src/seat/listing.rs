//! [`SeatListing`]: the actions listed for a seat, kept to be taken back by their index.
//!
//! Listing a seat's actions checks every action the table considers
//! ([`Game::legal_actions`]), hundreds in a game of Magic, and translates each into the
//! seat's terms. A server lists them once after each action (the seat to move is sent
//! them) and must then take one of them back by its index, maybe much later. Listing
//! again would cost the checks again (in Magic, the rule set's whole listing: a third of
//! a random game's time when it was done), so a `SeatListing` keeps the engine's
//! actions it listed (a few kilobytes at most per table) and gives one back by its index
//! without checking or listing anything.
//!
//! A listing describes one state of the game: use it only while the game has not
//! changed since it was made (a table makes a new one after every action it applies).

use super::SeatAction;
use crate::action::Action;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::process::Flow;

/// The engine's actions listed for a seat, in list order, made by [`Game::seat_listing`]:
/// listing checks every action considered, and the listed ones are kept, so that one is
/// taken back by its index without checking or listing anything
/// ([`Game::seat_actions_listed`], [`Game::seat_pick`]). Valid only for the state it was
/// made at (an action taken from it at another state is still checked when applied).
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
/// let mut game = toy_game(&[("Moth", 1)]);
/// let alice = PlayerId(0);
/// // List once, keep the compact listing, take an action back by its index later.
/// let (actions, listing) = game.seat_listing(alice);
/// assert_eq!(listing.seat(), alice);
/// assert_eq!(listing.len(), actions.len());
/// assert_eq!(game.seat_actions_listed(&listing), actions);
/// let i = actions.iter().position(|a| matches!(a, SeatAction::Move { to, .. } if to.zone == "table")).unwrap();
/// let (seat_action, engine_action) = game.seat_pick(&listing, i).unwrap();
/// assert_eq!(seat_action, actions[i]);
/// game.apply(engine_action, &mut NullSink)?;
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(2), alice)), &[CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatListing {
    seat: PlayerId,
    /// The listed actions: kept as the engine's, or marked among those considered.
    kept: Kept,
    /// How many were listed.
    len: u32,
    /// The listed actions of the game's own that do not leave the course of play as it
    /// is, by their index in the list, with what they do ([`Flow`]).
    flows: Vec<(u32, Flow)>,
}

/// How a listing keeps what it listed.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kept {
    /// The engine's actions, in list order: a short list, taken back at once.
    Actions(Vec<Action>),
    /// One bit per action considered (bit `k` of word `k / 64`: the `k`-th was listed):
    /// a long list (free moves, cheap to consider again) in a few words, the considered
    /// actions worked out again when one is taken back.
    Bits {
        /// How many actions were considered (a listing used at another state usually
        /// disagrees, and is then refused).
        considered: u32,
        /// The marks.
        bits: Vec<u64>,
    },
    /// A long list as it was just made: the engine's actions, taken back at once, and
    /// its marks, all that is kept once [`SeatListing::compact`] drops the actions.
    Whole {
        /// The engine's actions, in list order.
        actions: Vec<Action>,
        /// How many actions were considered.
        considered: u32,
        /// The marks.
        bits: Vec<u64>,
    },
}

/// The longest list a listing keeps as the engine's actions (about 6 KiB); a longer one
/// keeps its marks beside them, and only the marks once [`SeatListing::compact`]ed, so
/// that an idle table stays within its memory budget (docs/guarantees.md).
const MAX_KEPT: usize = 64;

impl SeatListing {
    /// The seat it lists for.
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// How many actions were listed.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether nothing was listed.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// What the `i`-th listed action does to the course of play ([`Flow::Stays`] for
    /// every action but the game's own that hand the move on or leave the game).
    pub fn flow(&self, i: usize) -> Flow {
        self.flows
            .iter()
            .find(|&&(j, _)| j as usize == i)
            .map_or(Flow::Stays, |&(_, f)| f)
    }

    /// Drops a long list's engine actions, keeping only its marks (a few words) for an
    /// idle holder: an action is then taken back by considering the seat's actions
    /// again. A short list keeps its actions.
    pub fn compact(&mut self) {
        if let Kept::Whole {
            considered, bits, ..
        } = &mut self.kept
        {
            self.kept = Kept::Bits {
                considered: *considered,
                bits: std::mem::take(bits),
            };
        }
    }

    /// The indices of the listed actions that do `flow`, in list order (for
    /// [`Flow::Stays`]: none; every other index stays).
    pub fn with_flow(&self, flow: Flow) -> impl Iterator<Item = usize> + '_ {
        self.flows
            .iter()
            .filter(move |&&(_, f)| f == flow)
            .map(|&(i, _)| i as usize)
    }
}

impl Game {
    /// What taking `action` does to the course of play at a table: the rule set's
    /// [`Process::flow`](crate::Process::flow) for an action of the game's own,
    /// [`Flow::Stays`] for every other.
    pub fn flow(&self, action: &Action) -> Flow {
        match (action, self.rules.process()) {
            (Action::Game(g), Some(p)) => p.flow(&g.action),
            _ => Flow::Stays,
        }
    }

    /// [`Game::seat_actions`] and the same list kept as the engine's actions, made in
    /// one pass.
    pub fn seat_listing(&self, seat: PlayerId) -> (Vec<SeatAction>, SeatListing) {
        let candidates = self.table_candidates(seat);
        let check = self.state.pending.is_none();
        let mut flows = Vec::new();
        let considered = u32::try_from(candidates.len()).unwrap_or(u32::MAX);
        let mut marks = vec![0u64; candidates.len().div_ceil(64)];
        let mut listed = Vec::new();
        let mut out = Vec::new();
        for (k, a) in candidates.into_iter().enumerate() {
            // The seat's form first: it is cheap, and rules out every action about a card
            // the seat cannot see (most of a hidden pile's) before its costlier check.
            let Some(s) = self.to_seat(seat, &a) else {
                continue;
            };
            // An action of the game's own was checked by the rule set as it listed it
            // ([`Process::table_actions`](crate::Process::table_actions): each passes
            // the process's check, which is all [`Game::check`] asks of it for a seated
            // player), so it is not checked twice.
            if check && !matches!(a, Action::Game(_)) && self.check(&a).is_err() {
                continue;
            }
            let flow = self.flow(&a);
            if flow != Flow::Stays {
                let i = u32::try_from(listed.len()).unwrap_or(u32::MAX);
                flows.push((i, flow));
            }
            marks[k / 64] |= 1 << (k % 64);
            listed.push(a);
            out.push(s);
        }
        let len = u32::try_from(listed.len()).unwrap_or(u32::MAX);
        let kept = if listed.len() <= MAX_KEPT {
            listed.shrink_to_fit();
            Kept::Actions(listed)
        } else {
            Kept::Whole {
                actions: listed,
                considered,
                bits: marks,
            }
        };
        flows.shrink_to_fit();
        let listing = SeatListing {
            seat,
            kept,
            len,
            flows,
        };
        (out, listing)
    }

    /// The listed actions of `listing` again, in the seat's terms, without checking
    /// them again: [`Game::seat_actions`] as it was when the listing was made, at the
    /// same state (empty if a long listing does not fit this state).
    pub fn seat_actions_listed(&self, listing: &SeatListing) -> Vec<SeatAction> {
        match &listing.kept {
            Kept::Actions(actions) | Kept::Whole { actions, .. } => actions
                .iter()
                .filter_map(|a| self.to_seat(listing.seat, a))
                .collect(),
            Kept::Bits { .. } => self
                .marked(listing)
                .unwrap_or_default()
                .iter()
                .filter_map(|a| self.to_seat(listing.seat, a))
                .collect(),
        }
    }

    /// The `i`-th listed action of `listing`, in the seat's terms and as the engine's
    /// action behind it (what [`Game::seat_to_engine`] gives for it), without checking
    /// anything again; `None` past the list's end, or if the listing was made at another
    /// state (the action names a card the seat can no longer see, or a long listing's
    /// considered actions differ).
    pub fn seat_pick(&self, listing: &SeatListing, i: usize) -> Option<(SeatAction, Action)> {
        if i >= listing.len() {
            return None;
        }
        let a = match &listing.kept {
            Kept::Actions(actions) | Kept::Whole { actions, .. } => actions.get(i)?.clone(),
            Kept::Bits { .. } => self.marked(listing)?.into_iter().nth(i)?,
        };
        let s = self.to_seat(listing.seat, &a)?;
        Some((s, a))
    }

    /// The actions a long listing marked, worked out again from those considered for its
    /// seat now; `None` if as many are not considered as when it was made.
    fn marked(&self, listing: &SeatListing) -> Option<Vec<Action>> {
        let Kept::Bits { considered, bits } = &listing.kept else {
            return None;
        };
        let candidates = self.table_candidates(listing.seat);
        if u32::try_from(candidates.len()).ok() != Some(*considered) {
            return None;
        }
        Some(
            candidates
                .into_iter()
                .enumerate()
                .filter(|(k, _)| bits.get(k / 64).is_some_and(|w| (w >> (k % 64)) & 1 == 1))
                .map(|(_, a)| a)
                .collect(),
        )
    }
}
