//! FNV-1a, 64-bit: the churn workload's running checksum (WORKLOAD.md §6).
//!
//! One running hash over every byte of every encoded view, never reset:
//! `h = 0xcbf29ce484222325; for each byte b: h = (h ^ b) * 0x100000001b3 (mod 2^64)`.
//! Each byte costs one XOR and one 64-bit multiply that depends on the previous
//! byte, so written plainly the hash is a serial chain of about four cycles per byte.
//!
//! [`Fnv1a64::write_pair`] hashes two bytes `(a, b)` with `b < 4` (a card of the
//! workload's encoding: its number and its two placement bits) exactly, with a shorter
//! chain. Split `h` into its low byte `l` and the rest `g = h - l`. XORing a byte only
//! touches `l`, and `g·P` has a zero low byte, so after the two bytes
//!
//! ```text
//! h'' = g·P² + A[b][l ^ a]      A[b][x] = x·P² + ((l1 ^ b) - l1)·P,  l1 = low byte of x·P
//! ```
//!
//! (all mod 2^64), whose low byte depends only on `l ^ a`. Carrying `l` and `g`
//! apart, the serial chain per pair is one XOR and one table load (`l` is the low byte
//! of the entry loaded), while `g·P² + …` runs beside it. The tables (`4 × 256` entries) are computed at compile
//! time; the result is bit for bit FNV-1a.

/// The FNV-1a 64-bit offset basis: the hash of no bytes.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// The FNV 64-bit prime.
pub const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// Somewhere the bytes of an encoded view go: a hash, or a buffer.
pub trait ByteSink {
    /// Takes one byte.
    fn put(&mut self, byte: u8);

    /// Takes two bytes, `first` then `second`.
    #[inline(always)]
    fn put_pair(&mut self, first: u8, second: u8) {
        self.put(first);
        self.put(second);
    }
}

impl ByteSink for Vec<u8> {
    #[inline]
    fn put(&mut self, byte: u8) {
        self.push(byte);
    }
}

/// `FNV_PRIME²` (mod 2^64).
const PRIME_2: u64 = FNV_PRIME.wrapping_mul(FNV_PRIME);

/// How many second bytes [`Fnv1a64::write_pair`] has tables for.
const PAIR_SECOND: usize = 4;

/// `A[b][x]` of the module documentation.
const fn pair_table() -> [[u64; 256]; PAIR_SECOND] {
    let mut t = [[0u64; 256]; PAIR_SECOND];
    let mut b = 0;
    while b < PAIR_SECOND {
        let mut x = 0;
        while x < 256 {
            let l1 = (x as u64).wrapping_mul(FNV_PRIME) & 0xff;
            let delta = (l1 ^ b as u64).wrapping_sub(l1);
            t[b][x] = (x as u64)
                .wrapping_mul(PRIME_2)
                .wrapping_add(delta.wrapping_mul(FNV_PRIME));
            x += 1;
        }
        b += 1;
    }
    t
}

static PAIR: [[u64; 256]; PAIR_SECOND] = pair_table();

/// A running FNV-1a 64-bit hash.
///
/// The hash is kept as its low byte and the rest (see the module documentation), so
/// that [`Fnv1a64::write_pair`] can carry them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fnv1a64 {
    /// The hash with its low byte cleared.
    high: u64,
    /// The low byte of the hash.
    low: u8,
}

impl Default for Fnv1a64 {
    fn default() -> Self {
        Fnv1a64::new()
    }
}

impl Fnv1a64 {
    /// A hash of no bytes yet (the offset basis).
    pub const fn new() -> Fnv1a64 {
        Fnv1a64::from_state(FNV_OFFSET)
    }

    const fn from_state(h: u64) -> Fnv1a64 {
        Fnv1a64 {
            high: h & !0xff,
            low: h as u8,
        }
    }

    /// Feeds one byte.
    #[inline(always)]
    pub fn write_u8(&mut self, byte: u8) {
        let h = (self.finish() ^ u64::from(byte)).wrapping_mul(FNV_PRIME);
        *self = Fnv1a64::from_state(h);
    }

    /// Feeds two bytes, `first` then `second`; faster when `second < 4`.
    #[inline(always)]
    pub fn write_pair(&mut self, first: u8, second: u8) {
        match PAIR.get(second as usize) {
            Some(pair) => {
                // One load gives both parts: the entry's low byte is the new `l` (the
                // short serial chain), the rest is added to `g·P²` beside it.
                let x = (self.low ^ first) as usize;
                let entry = pair[x];
                self.low = entry as u8;
                self.high = self.high.wrapping_mul(PRIME_2).wrapping_add(entry & !0xff);
            }
            None => {
                self.write_u8(first);
                self.write_u8(second);
            }
        }
    }

    /// Feeds bytes in order.
    #[inline]
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u8(b);
        }
    }

    /// The hash of everything fed so far.
    pub const fn finish(&self) -> u64 {
        self.high | self.low as u64
    }
}

impl ByteSink for Fnv1a64 {
    #[inline(always)]
    fn put(&mut self, byte: u8) {
        self.write_u8(byte);
    }

    #[inline(always)]
    fn put_pair(&mut self, first: u8, second: u8) {
        self.write_pair(first, second);
    }
}

/// The FNV-1a 64-bit hash of a byte string.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h = Fnv1a64::new();
    h.write(bytes);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workload_vectors() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn running_hash_is_the_hash_of_the_concatenation() {
        let mut h = Fnv1a64::new();
        h.write(b"foo");
        h.put(b'b');
        h.write(b"ar");
        assert_eq!(h.finish(), fnv1a64(b"foobar"));
        assert_eq!(Fnv1a64::default().finish(), FNV_OFFSET);
    }

    /// The plain definition, one byte at a time.
    fn plain(mut h: u64, bytes: &[u8]) -> u64 {
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(FNV_PRIME);
        }
        h
    }

    #[test]
    fn pairs_hash_exactly_like_two_bytes() {
        let mut states = vec![FNV_OFFSET, 0, u64::MAX, 0x0123_4567_89ab_cdef];
        let mut s = 1u64;
        for _ in 0..60 {
            states.push(ryoiki_core::rng::splitmix64_next(&mut s));
        }
        for &h in &states {
            for first in 0..=255u8 {
                for second in [0u8, 1, 2, 3, 4, 7, 200, 255] {
                    let mut f = Fnv1a64::from_state(h);
                    f.write_pair(first, second);
                    assert_eq!(
                        f.finish(),
                        plain(h, &[first, second]),
                        "{h:x} {first} {second}"
                    );
                    let mut g = Fnv1a64::from_state(h);
                    g.put_pair(first, second);
                    assert_eq!(g, f);
                }
            }
        }
        let bytes: Vec<u8> = (0..1000u32).map(|i| (i * 37 % 251) as u8).collect();
        let mut f = Fnv1a64::new();
        for c in bytes.chunks(2) {
            match c {
                [a, b] => f.write_pair(*a, *b & 3),
                [a] => f.write_u8(*a),
                _ => {}
            }
        }
        let flat: Vec<u8> = bytes
            .chunks(2)
            .flat_map(|c| match c {
                [a, b] => vec![*a, *b & 3],
                _ => c.to_vec(),
            })
            .collect();
        assert_eq!(f.finish(), fnv1a64(&flat));
    }
}
