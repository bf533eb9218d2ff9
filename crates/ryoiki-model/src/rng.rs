//! The game's random number generator: plain data in the game state.
//!
//! The set of generators is closed, and each one's sampling method is part of its
//! contract, so that a seed and the same actions replay bit for bit on every platform
//! and every release:
//!
//! - [`RngKind::ChaCha8`], the default: ChaCha with 8 rounds (the `chacha20` crate's
//!   `ChaCha8Rng`, version pinned), seeded from a 64-bit seed expanded to 32 bytes
//!   little-endian in the first 8 bytes. Unpredictable to players. Bounded draws
//!   ([`GameRng::below`]) use rejection sampling, so they are exactly uniform:
//!   `t = 2^64 mod n`; draw `v` until `v >= t`; return `v mod n`.
//! - [`RngKind::SplitMix64`]: Steele, Lea & Flood's SplitMix64, one 64-bit word of state.
//!   Bounded draws are `next_u64() mod n` (slightly biased; kept because the churn
//!   benchmark workload defines it so). Predictable; for benchmarks and tests only.
//!
//! Shuffles are Fisher–Yates: for `i` from `n-1` down to 1, `j = below(i+1)`, swap.
//! No view ever contains the generator or its seed.

use chacha20::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// Which generator a game uses.
///
/// ```
/// use ryoiki_model::{GameRng, RngKind};
///
/// assert_eq!(RngKind::default(), RngKind::ChaCha8);
/// let rng = GameRng::new(RngKind::SplitMix64, 7);
/// assert_eq!(rng.kind(), RngKind::SplitMix64);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RngKind {
    /// ChaCha8 with unbiased bounded sampling (the default).
    #[default]
    ChaCha8,
    /// SplitMix64 with modulo sampling (the churn workload's generator).
    SplitMix64,
}

/// The game's random number generator.
///
/// ```
/// use ryoiki_model::{GameRng, RngKind};
///
/// // The same seed gives the same shuffle, so a game replays bit for bit.
/// let mut a = GameRng::new(RngKind::default(), 42);
/// let mut b = GameRng::new(RngKind::default(), 42);
/// let (mut x, mut y) = ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]);
/// a.shuffle(&mut x);
/// b.shuffle(&mut y);
/// assert_eq!(x, y);
/// assert!(a.below(6) < 6);
/// ```
#[derive(Debug, Serialize, Deserialize)]
#[serde(into = "RngRepr", from = "RngRepr")]
pub enum GameRng {
    /// ChaCha8, see the module documentation.
    ChaCha8(Box<ChaCha8Rng>),
    /// SplitMix64, see the module documentation.
    SplitMix64(u64),
}

impl Clone for GameRng {
    fn clone(&self) -> GameRng {
        match self {
            GameRng::ChaCha8(c) => {
                let mut copy = ChaCha8Rng::from_seed(c.get_seed());
                copy.set_stream(c.get_stream());
                copy.set_word_pos(c.get_word_pos());
                GameRng::ChaCha8(Box::new(copy))
            }
            GameRng::SplitMix64(s) => GameRng::SplitMix64(*s),
        }
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        RngRepr::from(self.clone()) == RngRepr::from(other.clone())
    }
}

#[derive(Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum RngRepr {
    ChaCha8 {
        seed: [u8; 32],
        stream: u64,
        /// The 128-bit word position as (high, low) halves.
        word_pos: [u64; 2],
    },
    SplitMix64 {
        state: u64,
    },
}

impl From<GameRng> for RngRepr {
    fn from(r: GameRng) -> RngRepr {
        match r {
            GameRng::ChaCha8(c) => {
                let pos = c.get_word_pos();
                RngRepr::ChaCha8 {
                    seed: c.get_seed(),
                    stream: c.get_stream(),
                    word_pos: [(pos >> 64) as u64, pos as u64],
                }
            }
            GameRng::SplitMix64(state) => RngRepr::SplitMix64 { state },
        }
    }
}

impl From<RngRepr> for GameRng {
    fn from(r: RngRepr) -> GameRng {
        match r {
            RngRepr::ChaCha8 {
                seed,
                stream,
                word_pos,
            } => {
                let mut c = ChaCha8Rng::from_seed(seed);
                c.set_stream(stream);
                c.set_word_pos(((word_pos[0] as u128) << 64) | word_pos[1] as u128);
                GameRng::ChaCha8(Box::new(c))
            }
            RngRepr::SplitMix64 { state } => GameRng::SplitMix64(state),
        }
    }
}

/// One SplitMix64 step on a bare state word.
pub fn splitmix64_next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl GameRng {
    /// A generator of the given kind from a 64-bit seed.
    pub fn new(kind: RngKind, seed: u64) -> GameRng {
        match kind {
            RngKind::ChaCha8 => {
                let mut bytes = [0u8; 32];
                bytes[..8].copy_from_slice(&seed.to_le_bytes());
                GameRng::ChaCha8(Box::new(ChaCha8Rng::from_seed(bytes)))
            }
            RngKind::SplitMix64 => GameRng::SplitMix64(seed),
        }
    }

    /// Which generator this is.
    pub fn kind(&self) -> RngKind {
        match self {
            GameRng::ChaCha8(_) => RngKind::ChaCha8,
            GameRng::SplitMix64(_) => RngKind::SplitMix64,
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        match self {
            GameRng::ChaCha8(c) => c.next_u64(),
            GameRng::SplitMix64(s) => splitmix64_next(s),
        }
    }

    /// A number in `0..n` by this generator's documented method.
    ///
    /// # Panics
    /// Never for `n >= 1`; `n == 0` is treated as 1 and returns 0.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        match self {
            GameRng::ChaCha8(c) => {
                let threshold = n.wrapping_neg() % n;
                loop {
                    let v = c.next_u64();
                    if v >= threshold {
                        return v % n;
                    }
                }
            }
            GameRng::SplitMix64(s) => splitmix64_next(s) % n,
        }
    }

    /// Shuffle a slice in place (Fisher–Yates, as documented above).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let n = items.len();
        for i in (1..n).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_golden_vectors() {
        let mut r = GameRng::new(RngKind::SplitMix64, 0);
        let got: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(
            got,
            vec![0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f]
        );
        let mut r = GameRng::new(RngKind::SplitMix64, 42);
        let got: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(
            got,
            vec![0xbdd732262feb6e95, 0x28efe333b266f103, 0x47526757130f9f52]
        );
    }

    #[test]
    fn chacha8_golden_vectors() {
        // Pinned: these values change only if the generator or its seeding changes,
        // which would break every recorded replay.
        let mut r = GameRng::new(RngKind::ChaCha8, 0);
        assert_eq!(r.next_u64(), 0xd6405f892fef003e);
        assert_eq!(r.next_u64(), 0xa1a5091fe8b85b7f);
        let mut r = GameRng::new(RngKind::ChaCha8, 42);
        let draws: Vec<u64> = (0..8).map(|_| r.below(6)).collect();
        let mut again = GameRng::new(RngKind::ChaCha8, 42);
        let redo: Vec<u64> = (0..8).map(|_| again.below(6)).collect();
        assert_eq!(draws, redo);
        assert!(draws.iter().all(|&d| d < 6));
    }

    #[test]
    fn serde_round_trip_keeps_the_stream() {
        let mut r = GameRng::new(RngKind::ChaCha8, 7);
        r.next_u64();
        let json = serde_json::to_string(&r).unwrap();
        let mut back: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(r.next_u64(), back.next_u64());
        assert!(!json.contains("\"seed\":7"));
    }

    #[test]
    fn bounded_sampling_is_uniform_enough() {
        let mut r = GameRng::new(RngKind::ChaCha8, 1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.below(6) as usize] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }
}
