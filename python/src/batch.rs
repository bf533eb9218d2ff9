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
    /// The arrays every step writes its rows into.
    out: Stepped,
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
    /// How many actions each game's seat to move has listed, at most `max_actions`:
    /// its mask (`GameBatch`'s `mask` row) marks the first this many indices.
    pub listed: Vec<i32>,
    /// Each game's seat to move (-1: none).
    pub seat: Vec<i32>,
    /// Each seat's reward of the step, `players` per game.
    pub rewards: Vec<f32>,
    /// The game ended by its rules at this step (and was started again).
    pub terminated: Vec<u8>,
    /// The game was cut off at this step (step limit, or no seat could act) and was
    /// started again.
    pub truncated: Vec<u8>,
    /// Each game's listed action that takes its seat out of the game (conceding), or
    /// -1: a random player that should stay in the game leaves it out
    /// (`GameBatch.random_actions`, as `ryoiki sim`'s random bot does).
    pub leaves: Vec<i32>,
}

/// One game's row of the output, borrowed from the batch's arrays.
struct RowMut<'a> {
    obs: &'a mut [f32],
    listed: &'a mut i32,
    seat: &'a mut i32,
    rewards: &'a mut [f32],
    terminated: &'a mut u8,
    truncated: &'a mut u8,
    leaves: &'a mut i32,
}

impl Stepped {
    /// Arrays for `n` games, zeroed.
    fn zeroed(n: usize, obs_size: usize, players: usize) -> Stepped {
        Stepped {
            obs: vec![0.0; n * obs_size],
            listed: vec![0; n],
            seat: vec![-1; n],
            rewards: vec![0.0; n * players],
            terminated: vec![0; n],
            truncated: vec![0; n],
            leaves: vec![-1; n],
        }
    }

    /// The rows of the `n` games.
    fn rows(&mut self, n: usize) -> impl Iterator<Item = RowMut<'_>> {
        let obs = self.obs.len() / n.max(1);
        let players = self.rewards.len() / n.max(1);
        self.obs
            .chunks_mut(obs.max(1))
            .zip(self.listed.iter_mut())
            .zip(self.seat.iter_mut())
            .zip(self.rewards.chunks_mut(players.max(1)))
            .zip(self.terminated.iter_mut())
            .zip(self.truncated.iter_mut())
            .zip(self.leaves.iter_mut())
            .map(
                |((((((obs, listed), seat), rewards), terminated), truncated), leaves)| RowMut {
                    obs,
                    listed,
                    seat,
                    rewards,
                    terminated,
                    truncated,
                    leaves,
                },
            )
    }
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
    obs_size: usize,
    max_actions: usize,
}

impl<'a> Shape<'a> {
    /// The shape of a batch of `games` games of `spec` (the batch's fields, borrowed
    /// apart from its games).
    fn of(spec: &'a Spec, games: usize, seed: u64, obs_size: usize, max_actions: usize) -> Self {
        Shape {
            spec,
            games: games as u64,
            seed,
            obs_size,
            max_actions,
        }
    }

    /// Writes slot `slot`'s row as it is now (rewards and ends untouched); `scratch` is
    /// reused between rows.
    fn row(&self, slot: &mut Slot, row: &mut RowMut<'_>, scratch: &mut Vec<f32>) {
        let t = &mut slot.table;
        let mover = t.mover_count();
        let seat = mover.map_or(PlayerId(0), |(p, _)| p);
        observe(t.game(), seat, mover.map(|(_, n)| n), scratch);
        scratch.resize(self.obs_size, 0.0);
        row.obs.copy_from_slice(scratch);
        let listed = mover.map_or(0, |(_, n)| n).min(self.max_actions);
        *row.listed = listed as i32;
        *row.seat = mover.map_or(-1, |(p, _)| i32::from(p.0));
        *row.leaves = t.leaving().filter(|&i| i < listed).map_or(-1, |i| i as i32);
    }

    /// Slot `i` takes `action` for its seat to move, and its row is written; started
    /// again if its game ended.
    fn step(
        &self,
        i: usize,
        slot: &mut Slot,
        action: usize,
        row: &mut RowMut<'_>,
        scratch: &mut Vec<f32>,
    ) -> Result<(), BatchError> {
        let t = &mut slot.table;
        let seat = t.mover_count().map_or(PlayerId(0), |(p, _)| p);
        t.apply_index(seat, action)
            .map_err(|error| BatchError::Refused { game: i, error })?;
        row.rewards.fill(0.0);
        let (mut terminated, mut truncated) = (false, false);
        if let Some(o) = t.outcome() {
            for (p, r) in row.rewards.iter_mut().enumerate() {
                *r = o.reward(PlayerId(p as u8));
            }
            terminated = true;
        } else if t.steps() >= self.spec.max_steps || t.mover_count().is_none() {
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
        *row.terminated = u8::from(terminated);
        *row.truncated = u8::from(truncated);
        self.row(slot, row, scratch);
        Ok(())
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
        let (obs_size, players) = (size(probe.game()), probe.players());
        Ok(Batch {
            out: Stepped::zeroed(n, obs_size, players),
            obs_size,
            players,
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

    /// The observations, masks and seats to move now, with no rewards, written into the
    /// batch's arrays.
    pub fn observe(&mut self) -> &Stepped {
        let n = self.slots.len();
        let shape = Shape::of(&self.spec, n, self.seed, self.obs_size, self.max_actions);
        let mut scratch = Vec::with_capacity(self.obs_size);
        for (slot, mut row) in self.slots.iter_mut().zip(self.out.rows(n)) {
            row.rewards.fill(0.0);
            *row.terminated = 0;
            *row.truncated = 0;
            shape.row(slot, &mut row, &mut scratch);
        }
        &self.out
    }

    /// Each game's seat to move takes `actions[i]` (its index in the listed actions);
    /// a game that ends is started again with its slot's next seed. The rows are
    /// written into the batch's arrays, game by game, over the batch's threads. Every
    /// index is checked before any game is stepped.
    ///
    /// # Errors
    /// [`BatchError`]; nothing is stepped when an index or their count is wrong.
    pub fn step(&mut self, actions: &[i64]) -> Result<&Stepped, BatchError> {
        if actions.len() != self.slots.len() {
            return Err(BatchError::Count {
                given: actions.len(),
                games: self.slots.len(),
            });
        }
        for (i, (slot, &a)) in self.slots.iter_mut().zip(actions).enumerate() {
            let listed = slot.table.mover_count().map_or(0, |(_, l)| l);
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
        let shape = Shape::of(&self.spec, n, self.seed, self.obs_size, self.max_actions);
        let obs_size = self.obs_size;
        let mut rows: Vec<RowMut<'_>> = self.out.rows(n).collect();
        let run = |first: usize,
                   slots: &mut [Slot],
                   acts: &[i64],
                   rows: &mut [RowMut<'_>]|
         -> Result<(), BatchError> {
            let mut scratch = Vec::with_capacity(obs_size);
            for (k, ((slot, &a), row)) in slots.iter_mut().zip(acts).zip(rows).enumerate() {
                shape.step(first + k, slot, a as usize, row, &mut scratch)?;
            }
            Ok(())
        };
        if self.threads <= 1 || n <= 1 {
            run(0, &mut self.slots, actions, &mut rows)?;
        } else {
            let results: Vec<Result<(), BatchError>> = std::thread::scope(|s| {
                let handles: Vec<_> = self
                    .slots
                    .chunks_mut(chunk)
                    .zip(actions.chunks(chunk))
                    .zip(rows.chunks_mut(chunk))
                    .enumerate()
                    .map(|(c, ((slots, acts), rows))| {
                        s.spawn(move || run(c * chunk, slots, acts, rows))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(Err(BatchError::Panicked)))
                    .collect()
            });
            results.into_iter().collect::<Result<(), _>>()?;
        }
        drop(rows);
        Ok(&self.out)
    }
}
