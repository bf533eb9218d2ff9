//! FNV-1a, 64-bit: the churn workload's running checksum (WORKLOAD.md §6).
//!
//! One running hash over every byte of every encoded view, never reset:
//! `h = 0xcbf29ce484222325; for each byte b: h = (h ^ b) * 0x100000001b3 (mod 2^64)`.
//! Each byte costs one XOR and one 64-bit multiply that depends on the previous
//! byte, so the hash is a serial chain of about four cycles per byte.

/// The FNV-1a 64-bit offset basis: the hash of no bytes.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// The FNV 64-bit prime.
pub const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// Somewhere the bytes of an encoded view go: a hash, or a buffer.
pub trait ByteSink {
    /// Takes one byte.
    fn put(&mut self, byte: u8);
}

impl ByteSink for Vec<u8> {
    #[inline]
    fn put(&mut self, byte: u8) {
        self.push(byte);
    }
}

/// A running FNV-1a 64-bit hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fnv1a64 {
    state: u64,
}

impl Default for Fnv1a64 {
    fn default() -> Self {
        Fnv1a64::new()
    }
}

impl Fnv1a64 {
    /// A hash of no bytes yet (the offset basis).
    pub const fn new() -> Fnv1a64 {
        Fnv1a64 { state: FNV_OFFSET }
    }

    /// Feeds one byte.
    #[inline(always)]
    pub fn write_u8(&mut self, byte: u8) {
        self.state = (self.state ^ u64::from(byte)).wrapping_mul(FNV_PRIME);
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
        self.state
    }
}

impl ByteSink for Fnv1a64 {
    #[inline(always)]
    fn put(&mut self, byte: u8) {
        self.write_u8(byte);
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
}
