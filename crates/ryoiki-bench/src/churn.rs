//! The churn workload (`shared/peers/WORKLOAD.md`, v1) on ryoiki-core.
//!
//! [`Churn`] is a minimal rule set with the workload's five zones per player. A
//! [`ChurnRun`] sets a game up as WORKLOAD.md §3 says and plays its steps (§4): the
//! driver decides from the acting player's own [`View`], every change goes through
//! [`Game::apply`] with the engine's own actions (`MoveTop`, `Move`, `Turn`, `Shuffle`),
//! and after each step both players' views are derived and encoded (§5) straight into
//! a running FNV-1a hash (§6), with no allocation per step. [`run`] times the step
//! loop and reports the §7 line.
//!
//! Card `n` of the workload (`60 * p + i`) is [`CardId`](ryoiki_core::CardId) `n`: the setup lists p0's
//! cards c0..c59, then p1's, each at the top of its owner's deck, so deck index 0 is
//! the bottom. The game RNG is [`RngKind::SplitMix64`] seeded with the seed; the driver
//! RNG is a separate SplitMix64 seeded with `seed ^ 0x5555555555555555`.

use crate::fnv::{ByteSink, Fnv1a64};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{
    Action, CardDef, CardSetup, Cause, Destination, Facing, Game, Hooks, Names, NullSink, Ordering,
    Orientation, PlayerId, RngKind, RuleSet, Setup, SetupPlace, Side, View, ZoneId, ZoneKind,
    ZoneSpec, ZoneView,
};
use std::fmt;
use std::time::Instant;

/// The deck: hidden from everyone (only its count is known), ordered, face down.
pub const DECK: ZoneKind = ZoneKind(0);
/// The hand: hidden, its owner sees it, unordered.
pub const HAND: ZoneKind = ZoneKind(1);
/// The field: public, unordered, cards upright (untapped) or sideways (tapped), face up.
pub const FIELD: ZoneKind = ZoneKind(2);
/// The graveyard: public, ordered, face up.
pub const GRAVEYARD: ZoneKind = ZoneKind(3);
/// Removed from play: public, unordered, face up. No action of v1 uses it.
pub const REMOVED: ZoneKind = ZoneKind(4);

/// The zone kinds in the order of the workload's `sizes` (deck/hand/field/graveyard/removed).
pub const KINDS: [ZoneKind; 5] = [DECK, HAND, FIELD, GRAVEYARD, REMOVED];

/// Players in the workload.
pub const PLAYERS: u8 = 2;

/// Cards each player owns.
pub const CARDS_PER_PLAYER: u32 = 60;

/// Cards each player draws at setup.
pub const OPENING_HAND: u32 = 7;

/// What the driver RNG's seed is XORed with (WORKLOAD.md §1).
pub const DRIVER_SEED_XOR: u64 = 0x5555_5555_5555_5555;

/// The default seed of the workload.
pub const DEFAULT_SEED: u64 = 42;

/// The zone catalogue of [`Churn`].
pub static CHURN_ZONES: [ZoneSpec; 5] = [
    ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
    // The workload's hand cards are `{tapped: false, faceUp: false}`.
    ZoneSpec::hand("hand", Names::new("hand", "手札")),
    ZoneSpec::public("field", Names::new("field", "場")).orientation(true),
    ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
    ZoneSpec::public("removed", Names::new("removed", "除外")),
];

/// The churn rule set: the five zones and nothing else (every pipeline stage keeps
/// the core's default).
#[derive(Clone, Copy, Debug, Default)]
pub struct Churn;

/// The one instance of [`Churn`], for [`Game::new`].
pub static CHURN: Churn = Churn;

impl RuleSet for Churn {
    fn key(&self) -> &'static str {
        "churn"
    }

    fn names(&self) -> Names {
        Names::new("Churn (benchmark)", "チャーン(ベンチマーク)")
    }

    /// The workload has no rule of its own on any move.
    fn hooks(&self) -> Hooks {
        Hooks::NONE
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        &CHURN_ZONES
    }
}

/// Player `p`'s zone of a kind.
pub fn zone(kind: ZoneKind, p: PlayerId) -> ZoneId {
    ZoneId {
        kind,
        player: Some(p),
    }
}

fn dest(kind: ZoneKind, p: PlayerId) -> Destination {
    Destination {
        kind,
        player: Some(p),
    }
}

/// `rand(n)` of WORKLOAD.md §1: the next SplitMix64 output modulo `n`. Unlike the
/// engine's [`GameRng::below`](ryoiki_core::GameRng::below), it draws even for `n == 1`.
pub fn rand(state: &mut u64, n: u64) -> u64 {
    splitmix64_next(state) % n
}

/// The workload's six actions (WORKLOAD.md §4), numbered as there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChurnAction {
    /// 0: deck top to the end of the hand.
    Draw,
    /// 1: a hand card to the field.
    Play,
    /// 2: turn a field card (tapped ↔ untapped).
    Tap,
    /// 3: a field card to the top of the graveyard.
    Destroy,
    /// 4: deck top to the top of the graveyard.
    Mill,
    /// 5: graveyard top to the top of the deck, then shuffle the deck.
    Recycle,
}

impl ChurnAction {
    /// Every action, by number.
    pub const ALL: [ChurnAction; 6] = [
        ChurnAction::Draw,
        ChurnAction::Play,
        ChurnAction::Tap,
        ChurnAction::Destroy,
        ChurnAction::Mill,
        ChurnAction::Recycle,
    ];

    /// The workload's name for the action (`draw`, `play` …).
    pub fn name(self) -> &'static str {
        match self {
            ChurnAction::Draw => "draw",
            ChurnAction::Play => "play",
            ChurnAction::Tap => "tap",
            ChurnAction::Destroy => "destroy",
            ChurnAction::Mill => "mill",
            ChurnAction::Recycle => "recycle",
        }
    }
}

/// Final zone sizes, per player: deck, hand, field, graveyard, removed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sizes(pub [[usize; 5]; PLAYERS as usize]);

impl Sizes {
    /// The zone counts as one player's view shows them (every count is public).
    pub fn of_view(view: &View<'_>) -> Sizes {
        let mut out = [[0; 5]; PLAYERS as usize];
        for (p, row) in out.iter_mut().enumerate() {
            for (slot, kind) in row.iter_mut().zip(KINDS) {
                *slot = view
                    .zone(zone(kind, PlayerId(p as u8)))
                    .map_or(0, |z| z.count());
            }
        }
        Sizes(out)
    }
}

impl fmt::Display for Sizes {
    /// `p0:D/H/F/G/R,p1:D/H/F/G/R`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (p, [d, h, fi, g, r]) in self.0.iter().enumerate() {
            if p > 0 {
                f.write_str(",")?;
            }
            write!(f, "p{p}:{d}/{h}/{fi}/{g}/{r}")?;
        }
        Ok(())
    }
}

/// What one step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepInfo {
    /// The acting player.
    pub player: PlayerId,
    /// The action taken; `None` when no action was legal (a no-op step).
    pub action: Option<ChurnAction>,
    /// The index drawn for `play`, `tap` and `destroy`.
    pub index: Option<u32>,
}

/// Writes the canonical encoding (WORKLOAD.md §5) of a view, read from the view alone:
/// the zone counts, and for hand, field, graveyard and removed the cards the view
/// lists, in order, each as its card number and `tapped | faceUp << 1` (sideways is
/// tapped). Deck contents are never read: the view lists none.
///
/// A hand card appears only where the view lists it, which is the viewer's own hand.
///
/// The sink is taken and given back by value, so that a hash is a local of the loop
/// (kept in registers) rather than memory written at every card.
#[inline]
pub fn encode_view<B: ByteSink>(view: &View<'_>, mut out: B) -> B {
    // One pass over the view's zones, each put in its (player, kind) slot.
    let mut zones: [[Option<ZoneView<'_>>; 5]; PLAYERS as usize] = [[None; 5]; PLAYERS as usize];
    for z in view.zones() {
        let id = z.id();
        if let Some(slot) = id
            .player
            .and_then(|p| zones.get_mut(p.index()))
            .and_then(|row| row.get_mut(id.kind.0 as usize))
        {
            *slot = Some(z);
        }
    }
    out.put(view.viewer().0);
    let sink = &mut out;
    for [deck, hand, rest @ ..] in &zones {
        sink.put(deck.map_or(0, |z| z.count()) as u8);
        match hand {
            Some(hand) => {
                sink.put(hand.count() as u8);
                encode_cards(hand.cards(), sink);
            }
            None => sink.put(0),
        }
        for z in rest {
            match z {
                Some(z) => {
                    sink.put(z.count() as u8);
                    encode_cards(z.cards(), sink);
                }
                None => sink.put(0),
            }
        }
    }
    out
}

#[inline(always)]
fn encode_cards<'g, B: ByteSink>(
    cards: impl Iterator<Item = ryoiki_core::CardView<'g>>,
    out: &mut B,
) {
    for c in cards {
        let tapped = u8::from(c.orientation() == Some(Orientation::Sideways));
        let face_up = u8::from(c.facing() == Facing::FaceUp);
        out.put_pair(c.card_id().0 as u8, tapped | (face_up << 1));
    }
}

/// A churn game before §3's shuffles and draws: both decks hold their owner's 60 cards
/// in card order (card `n` is [`CardId`](ryoiki_core::CardId) `n`, deck index 0 the
/// bottom), every other zone is empty, and the game RNG is SplitMix64 seeded `seed`.
pub fn new_game(seed: u64) -> Game {
    let mut cards = Vec::with_capacity((PLAYERS as u32 * CARDS_PER_PLAYER) as usize);
    for p in 0..PLAYERS {
        for i in 0..CARDS_PER_PLAYER {
            cards.push(CardSetup::new(
                CardDef::single(Side::new(format!("p{p}-c{i}"), &[])),
                PlayerId(p),
                SetupPlace::Zone(zone(DECK, PlayerId(p))),
            ));
        }
    }
    let setup = Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        rng: RngKind::SplitMix64,
        cards,
        ..Setup::default()
    };
    Game::new_with_key(&CHURN, setup, ryoiki_core::ViewKey::new(0xc4c4, 0x42))
        .expect("the churn setup is valid")
}

/// A churn game in progress: the game, the driver RNG and the running checksum.
#[derive(Clone, Debug)]
pub struct ChurnRun {
    game: Game,
    driver: u64,
    hash: Fnv1a64,
    steps: u64,
}

impl ChurnRun {
    /// Sets a game up as WORKLOAD.md §3 says: both decks in card order, shuffled by the
    /// game RNG (p0's first), then p0 draws 7 and p1 draws 7. No view is hashed.
    pub fn new(seed: u64) -> ChurnRun {
        let mut game = new_game(seed);
        let players = (0..PLAYERS).map(PlayerId);
        let shuffles = players.clone().map(|p| Action::Shuffle {
            player: p,
            zone: zone(DECK, p),
            forced: None,
        });
        let draws = players.map(|p| Action::MoveTop {
            player: p,
            from: zone(DECK, p),
            count: OPENING_HAND,
            to: dest(HAND, p),
            cause: Cause::Draw,
        });
        for action in shuffles.chain(draws) {
            game.apply(action, &mut NullSink)
                .expect("a full deck can be shuffled and drawn from");
        }
        ChurnRun {
            game,
            driver: seed ^ DRIVER_SEED_XOR,
            hash: Fnv1a64::new(),
            steps: 0,
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The running checksum (the offset basis before the first step).
    pub fn checksum(&self) -> u64 {
        self.hash.finish()
    }

    /// Steps played so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The current zone sizes.
    pub fn sizes(&self) -> Sizes {
        Sizes::of_view(&self.game.view(PlayerId(0)))
    }

    /// Plays one step (WORKLOAD.md §4): picks the player, the action and its index from
    /// the driver RNG and the acting player's view, applies it, then feeds the
    /// encodings of viewer 0's and viewer 1's views into the checksum.
    pub fn step(&mut self) -> StepInfo {
        let player = PlayerId(rand(&mut self.driver, u64::from(PLAYERS)) as u8);
        let (info, action) = choose(&self.game, &mut self.driver, player);
        let mut sink = NullSink;
        if let Some(action) = action {
            self.game
                .apply(action, &mut sink)
                .expect("the driver only chooses legal actions");
        }
        if info.action == Some(ChurnAction::Recycle) {
            let shuffle = Action::Shuffle {
                player,
                zone: zone(DECK, player),
                forced: None,
            };
            self.game
                .apply(shuffle, &mut sink)
                .expect("a deck can be shuffled");
        }
        // A local copy keeps the hash in a register while the views are walked.
        let mut hash = self.hash;
        for v in 0..PLAYERS {
            hash = encode_view(&self.game.view(PlayerId(v)), hash);
        }
        self.hash = hash;
        self.steps += 1;
        info
    }

    /// The finished run as a report (with the given timing).
    pub fn report(&self, seconds: f64) -> ChurnReport {
        ChurnReport {
            steps: self.steps,
            seconds,
            checksum: self.checksum(),
            sizes: self.sizes(),
        }
    }
}

/// Chooses the action of one step for `player` from that player's view alone; returns
/// what was chosen and the engine action that carries it out (the shuffle of `recycle`
/// is applied after it).
fn choose(game: &Game, driver: &mut u64, player: PlayerId) -> (StepInfo, Option<Action>) {
    let view = game.view(player);
    let count = |kind| view.zone(zone(kind, player)).map_or(0, |z| z.count());
    let (deck, hand, field, graveyard) = (count(DECK), count(HAND), count(FIELD), count(GRAVEYARD));
    let legal = |a: ChurnAction| match a {
        ChurnAction::Draw | ChurnAction::Mill => deck > 0,
        ChurnAction::Play => hand > 0,
        ChurnAction::Tap | ChurnAction::Destroy => field > 0,
        ChurnAction::Recycle => graveyard > 0,
    };
    let a0 = rand(driver, 6) as usize;
    let chosen = (0..6)
        .map(|t| ChurnAction::ALL[(a0 + t) % 6])
        .find(|&a| legal(a));
    let mut info = StepInfo {
        player,
        action: chosen,
        index: None,
    };
    // The card the view lists at a drawn index of one of the player's zones.
    let mut pick = |kind, len: usize| {
        let i = rand(driver, len as u64);
        info.index = Some(i as u32);
        let card = view
            .zone(zone(kind, player))
            .and_then(|z| z.cards().nth(i as usize))
            .expect("the player's view lists every card of that zone");
        let object = game
            .object_of(card.card_id())
            .expect("a listed card exists");
        (object, card.orientation())
    };
    let action = match chosen {
        None => None,
        Some(ChurnAction::Draw) => Some(Action::MoveTop {
            player,
            from: zone(DECK, player),
            count: 1,
            to: dest(HAND, player),
            cause: Cause::Draw,
        }),
        Some(ChurnAction::Play) => {
            let (object, _) = pick(HAND, hand);
            Some(Action::Move {
                player,
                object,
                to: dest(FIELD, player),
                position: None,
                facing: None,
                side: None,
                cause: Cause::Instruction,
            })
        }
        Some(ChurnAction::Tap) => {
            let (object, orientation) = pick(FIELD, field);
            let orientation = match orientation {
                Some(Orientation::Sideways) => Orientation::Upright,
                _ => Orientation::Sideways,
            };
            Some(Action::Turn {
                player,
                object,
                orientation,
            })
        }
        Some(ChurnAction::Destroy) => {
            let (object, _) = pick(FIELD, field);
            Some(Action::Move {
                player,
                object,
                to: dest(GRAVEYARD, player),
                position: None,
                facing: None,
                side: None,
                cause: Cause::Instruction,
            })
        }
        Some(ChurnAction::Mill) => Some(Action::MoveTop {
            player,
            from: zone(DECK, player),
            count: 1,
            to: dest(GRAVEYARD, player),
            cause: Cause::Instruction,
        }),
        Some(ChurnAction::Recycle) => Some(Action::MoveTop {
            player,
            from: zone(GRAVEYARD, player),
            count: 1,
            to: dest(DECK, player),
            cause: Cause::Instruction,
        }),
    };
    (info, action)
}

/// The result of [`run`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChurnReport {
    /// Steps played.
    pub steps: u64,
    /// Wall-clock seconds of the step loop alone (setup excluded).
    pub seconds: f64,
    /// The final checksum.
    pub checksum: u64,
    /// The final zone sizes.
    pub sizes: Sizes,
}

impl ChurnReport {
    /// Steps per second, rounded; 0 when nothing was timed.
    pub fn steps_per_second(&self) -> u64 {
        if self.seconds > 0.0 {
            (self.steps as f64 / self.seconds).round() as u64
        } else {
            0
        }
    }

    /// The WORKLOAD.md §7 line: `impl=ryoiki steps=K seconds=S steps_per_s=N
    /// checksum=<16 hex digits> sizes=p0:D/H/F/G/R,p1:D/H/F/G/R`.
    pub fn line(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for ChurnReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "impl=ryoiki steps={} seconds={:.3} steps_per_s={} checksum={:016x} sizes={}",
            self.steps,
            self.seconds,
            self.steps_per_second(),
            self.checksum,
            self.sizes
        )
    }
}

/// Runs the churn workload: sets up with `seed`, then plays `steps` steps, timing only
/// the step loop (choosing, applying, both views, hashing).
pub fn run(seed: u64, steps: u64) -> ChurnReport {
    let mut churn = ChurnRun::new(seed);
    let start = Instant::now();
    for _ in 0..steps {
        churn.step();
    }
    let seconds = start.elapsed().as_secs_f64();
    churn.report(seconds)
}
