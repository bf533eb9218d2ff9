//! Many games stepped in one call, and whole random games run in a batch: plain Rust,
//! run by the Python functions with the GIL released.

use crate::observe::{observe, size};
use crate::table::{DeckSource, PickError, StartError, Table};
use ryoiki_core::PlayerId;
use ryoiki_games::GameKind;

/// How a game run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The rule set reports the game over.
    GameOver,
    /// No seat may do anything.
    Stuck,
    /// The step limit was reached first (a game the engine cannot end yet).
    StepLimit,
}

impl End {
    /// Its word, as `ryoiki play` says it.
    pub fn word(self) -> &'static str {
        match self {
            End::GameOver => "game-over",
            End::Stuck => "no-legal-action",
            End::StepLimit => "step-limit",
        }
    }
}

/// The result of one random game.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// Its seed.
    pub seed: u64,
    /// Steps taken.
    pub steps: u64,
    /// Why it ended.
    pub end: End,
    /// How it ended, when the rule set reports it over.
    pub outcome: Option<crate::outcome::Outcome>,
}

/// What every game of a batch starts from.
#[derive(Clone, Debug)]
pub struct Spec {
    /// The game.
    pub kind: GameKind,
    /// Its variant.
    pub variant: Option<String>,
    /// Decks, if not the sample.
    pub decks: Option<Vec<DeckSource>>,
    /// The most steps a game runs before it is cut off.
    pub max_steps: u64,
}

impl Spec {
    /// A game of this spec for `seed`.
    ///
    /// # Errors
    /// As [`Table::start`].
    pub fn start(&self, seed: u64) -> Result<Table, StartError> {
        Table::start(
            self.kind,
            self.variant.as_deref(),
            self.decks.as_deref(),
            seed,
        )
    }
}

/// Plays one game with the random bot on every seat until it ends.
///
/// # Errors
/// As [`Table::start`].
pub fn random_game(spec: &Spec, seed: u64) -> Result<RunResult, StartError> {
    let mut t = spec.start(seed)?;
    let mut rng = seed ^ 0xB07;
    let end = loop {
        if t.over() {
            break End::GameOver;
        }
        if t.steps() >= spec.max_steps {
            break End::StepLimit;
        }
        if !t.random_step(&mut rng) {
            break End::Stuck;
        }
    };
    Ok(RunResult {
        seed,
        steps: t.steps(),
        end,
        outcome: t.outcome(),
    })
}

/// Plays `n` random games, seeds `seed`, `seed + 1` …, over `threads` threads.
///
/// # Errors
/// The first game that cannot start.
pub fn random_games(
    spec: &Spec,
    n: usize,
    seed: u64,
    threads: usize,
) -> Result<Vec<RunResult>, StartError> {
    let threads = threads.clamp(1, n.max(1));
    let mut slots: Vec<Option<Result<RunResult, StartError>>> = (0..n).map(|_| None).collect();
    std::thread::scope(|s| {
        for (t, chunk) in slots.chunks_mut(n.div_ceil(threads).max(1)).enumerate() {
            let first = t * n.div_ceil(threads).max(1);
            s.spawn(move || {
                for (k, slot) in chunk.iter_mut().enumerate() {
                    *slot = Some(random_game(spec, seed.wrapping_add((first + k) as u64)));
                }
            });
        }
    });
    slots.into_iter().flatten().collect()
}

/// Many games of one spec, each at its seat to move, stepped together: the vectorized
/// environment. Slot `i`'s `e`-th game has seed `seed + i + n * e`: a game that ends is
/// started again at once with its slot's next seed, so the games played do not depend
/// on how many threads step them.
pub struct Batch {
    spec: Spec,
    slots: Vec<Slot>,
    seed: u64,
    /// Threads that step the games (1: the calling thread only).
    pub threads: usize,
    /// The most actions listed in a mask (the action space's size).
    pub max_actions: usize,
    /// The observation's length.
    pub obs_size: usize,
    /// The players of every game.
    pub players: usize,
}

/// One game of a batch and how many games its slot has started before it.
struct Slot {
    table: Table,
    episode: u64,
}

/// What one step of a batch gives back, one row per game.
#[derive(Clone, Debug, Default)]
pub struct Stepped {
    /// The observation of each game's seat to move, row after row.
    pub obs: Vec<f32>,
    /// Which of the first `max_actions` indices are listed, row after row.
    pub mask: Vec<u8>,
    /// Each game's seat to move (-1: none).
    pub seat: Vec<i32>,
    /// Each seat's reward of the step, `players` per game.
    pub rewards: Vec<f32>,
    /// The game ended by its rules at this step (and was started again).
    pub terminated: Vec<u8>,
    /// The game was cut off at this step (step limit, or no seat could act) and was
    /// started again.
    pub truncated: Vec<u8>,
}

/// One game's row of a step.
#[derive(Default)]
struct Row {
    obs: Vec<f32>,
    listed: usize,
    seat: i32,
    rewards: Vec<f32>,
    terminated: bool,
    truncated: bool,
}

/// Why a batch step was refused: nothing was stepped.
#[derive(Debug, thiserror::Error)]
pub enum BatchError {
    /// Not one action per game.
    #[error("{given} actions given for {games} games")]
    Count {
        /// Actions given.
        given: usize,
        /// Games.
        games: usize,
    },
    /// An action index that is not listed.
    #[error("game {game}: action {index} is not one of the {listed} listed (the mask marks them)")]
    NotListed {
        /// Which game.
        game: usize,
        /// The index given.
        index: i64,
        /// How many are listed.
        listed: usize,
    },
    /// A game could not be started.
    #[error("{0}")]
    Start(#[from] StartError),
    /// A thread stepping the games panicked (a bug).
    #[error("a thread stepping the games panicked")]
    Panicked,
    /// The engine refused a listed action (a bug: listed actions apply).
    #[error("game {game}: {error}")]
    Refused {
        /// Which game.
        game: usize,
        /// Why.
        error: PickError,
    },
}

/// What every slot's step needs to know of the batch.
#[derive(Clone, Copy)]
struct Shape<'a> {
    spec: &'a Spec,
    games: u64,
    seed: u64,
    players: usize,
    obs_size: usize,
}

impl Shape<'_> {
    /// The row of slot `slot` as it is now.
    fn row(&self, slot: &mut Slot) -> Row {
        let t = &mut slot.table;
        let mover = t.to_move().map(|(p, a)| (p, a.len()));
        let seat = mover.map_or(PlayerId(0), |(p, _)| p);
        let mut obs = Vec::with_capacity(self.obs_size);
        observe(t.game(), seat, mover.map(|(_, n)| n), &mut obs);
        obs.resize(self.obs_size, 0.0);
        Row {
            obs,
            listed: mover.map_or(0, |(_, n)| n),
            seat: mover.map_or(-1, |(p, _)| i32::from(p.0)),
            rewards: vec![0.0; self.players],
            terminated: false,
            truncated: false,
        }
    }

    /// Slot `i` takes `action` for its seat to move; started again if its game ended.
    fn step(&self, i: usize, slot: &mut Slot, action: usize) -> Result<Row, BatchError> {
        let t = &mut slot.table;
        let seat = t.to_move().map_or(PlayerId(0), |(p, _)| p);
        t.apply_index(seat, action)
            .map_err(|error| BatchError::Refused { game: i, error })?;
        let mut rewards = vec![0.0; self.players];
        let (mut terminated, mut truncated) = (false, false);
        if let Some(o) = t.outcome() {
            for (p, r) in rewards.iter_mut().enumerate() {
                *r = o.reward(PlayerId(p as u8));
            }
            terminated = true;
        } else if t.steps() >= self.spec.max_steps || t.to_move().is_none() {
            truncated = true;
        }
        if terminated || truncated {
            slot.episode += 1;
            let seed = self
                .seed
                .wrapping_add(i as u64)
                .wrapping_add(self.games.wrapping_mul(slot.episode));
            slot.table = self.spec.start(seed)?;
        }
        Ok(Row {
            rewards,
            terminated,
            truncated,
            ..self.row(slot)
        })
    }
}

impl Batch {
    /// `n` games of `spec`, seeds `seed` …, stepped over `threads` threads.
    ///
    /// # Errors
    /// A game that cannot start.
    pub fn new(
        spec: Spec,
        n: usize,
        seed: u64,
        max_actions: usize,
        threads: usize,
    ) -> Result<Batch, StartError> {
        let slots = (0..n)
            .map(|k| {
                spec.start(seed.wrapping_add(k as u64))
                    .map(|table| Slot { table, episode: 0 })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let probe = spec.start(seed)?;
        Ok(Batch {
            obs_size: size(probe.game()),
            players: probe.players(),
            spec,
            slots,
            seed,
            threads: threads.max(1),
            max_actions,
        })
    }

    /// How many games.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether it holds no game.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The observations, masks and seats to move now, with no rewards.
    pub fn observe(&mut self) -> Stepped {
        let shape = Shape {
            spec: &self.spec,
            games: self.slots.len() as u64,
            seed: self.seed,
            players: self.players,
            obs_size: self.obs_size,
        };
        let rows: Vec<Row> = self.slots.iter_mut().map(|s| shape.row(s)).collect();
        self.assemble(rows)
    }

    /// The rows as one [`Stepped`].
    fn assemble(&self, rows: Vec<Row>) -> Stepped {
        let n = rows.len();
        let mut out = Stepped {
            obs: Vec::with_capacity(n * self.obs_size),
            mask: Vec::with_capacity(n * self.max_actions),
            seat: Vec::with_capacity(n),
            rewards: Vec::with_capacity(n * self.players),
            terminated: Vec::with_capacity(n),
            truncated: Vec::with_capacity(n),
        };
        for r in rows {
            out.obs.extend_from_slice(&r.obs);
            let listed = r.listed.min(self.max_actions);
            out.mask
                .extend((0..self.max_actions).map(|k| u8::from(k < listed)));
            out.seat.push(r.seat);
            out.rewards.extend_from_slice(&r.rewards);
            out.terminated.push(u8::from(r.terminated));
            out.truncated.push(u8::from(r.truncated));
        }
        out
    }

    /// Each game's seat to move takes `actions[i]` (its index in the listed actions);
    /// a game that ends is started again with its slot's next seed. Every index is
    /// checked before any game is stepped.
    ///
    /// # Errors
    /// [`BatchError`]; nothing is stepped.
    pub fn step(&mut self, actions: &[i64]) -> Result<Stepped, BatchError> {
        if actions.len() != self.slots.len() {
            return Err(BatchError::Count {
                given: actions.len(),
                games: self.slots.len(),
            });
        }
        for (i, (slot, &a)) in self.slots.iter_mut().zip(actions).enumerate() {
            let listed = slot.table.to_move().map_or(0, |(_, l)| l.len());
            let cap = listed.min(self.max_actions);
            if a < 0 || a as usize >= cap {
                return Err(BatchError::NotListed {
                    game: i,
                    index: a,
                    listed: cap,
                });
            }
        }
        let n = self.slots.len();
        let chunk = n.div_ceil(self.threads.clamp(1, n.max(1))).max(1);
        let shape = Shape {
            spec: &self.spec,
            games: n as u64,
            seed: self.seed,
            players: self.players,
            obs_size: self.obs_size,
        };
        let mut rows: Vec<Result<Row, BatchError>> = Vec::with_capacity(n);
        if self.threads <= 1 || n <= 1 {
            for (i, (slot, &a)) in self.slots.iter_mut().zip(actions).enumerate() {
                rows.push(shape.step(i, slot, a as usize));
            }
        } else {
            let parts: Vec<Vec<Result<Row, BatchError>>> = std::thread::scope(|s| {
                let handles: Vec<_> = self
                    .slots
                    .chunks_mut(chunk)
                    .zip(actions.chunks(chunk))
                    .enumerate()
                    .map(|(c, (slots, acts))| {
                        s.spawn(move || {
                            slots
                                .iter_mut()
                                .zip(acts)
                                .enumerate()
                                .map(|(k, (slot, &a))| shape.step(c * chunk + k, slot, a as usize))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|_| vec![Err(BatchError::Panicked)]))
                    .collect()
            });
            rows.extend(parts.into_iter().flatten());
        }
        let rows = rows.into_iter().collect::<Result<Vec<_>, _>>()?;
        Ok(self.assemble(rows))
    }
}
