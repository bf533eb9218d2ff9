//! [`Sim::run`]: every game of a simulation, on `jobs` threads, merged in game order.

use crate::play::play_game;
use crate::report::SimReport;
use crate::spec::{Sim, SimError};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

impl Sim {
    /// Plays every game, `jobs` at a time, each on whichever thread is free; game `i`
    /// depends on the run's seed and `i` alone, and the records are merged in game
    /// order, so the report is the same for any `jobs`. `progress` is called, from any
    /// thread, with the number of games finished after each one.
    ///
    /// # Errors
    /// The first game (in game order) whose setup or opening is refused.
    pub fn run(&self, progress: &(dyn Fn(u64) + Sync)) -> Result<SimReport, SimError> {
        let began = Instant::now();
        let next = AtomicU64::new(0);
        let done = AtomicU64::new(0);
        let jobs = self.jobs.clamp(1, self.games.max(1) as usize);
        let work = || {
            let mut out = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= self.games {
                    break;
                }
                let played = play_game(self, i);
                let failed = played.is_err();
                out.push((i, played));
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                if failed {
                    break;
                }
            }
            out
        };
        let mut played: Vec<_> = std::thread::scope(|s| {
            let threads: Vec<_> = (0..jobs).map(|_| s.spawn(work)).collect();
            threads
                .into_iter()
                .flat_map(|t| t.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        });
        // Every game numbered below the last one begun was played, so the first refusal
        // found in game order is the first there is, whatever the threads did.
        played.sort_by_key(|(i, _)| *i);
        let mut records = Vec::with_capacity(played.len());
        for (_, r) in played {
            records.push(r?);
        }
        Ok(SimReport {
            game: self.game.clone(),
            variant: self.variant.clone(),
            seed: self.seed,
            players: self.players(),
            bots: (0..self.players().len()).map(|s| self.bot(s).key).collect(),
            records,
            catalogue: self.catalogue.clone(),
            seconds: began.elapsed().as_secs_f64(),
        })
    }
}
