//! Seat tokens: 256 random bits from the operating system, shown once (to whoever
//! created the table) and kept only as their SHA-256, compared in constant time.

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// The SHA-256 of a seat's token: all the server keeps of it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct TokenHash(pub [u8; 32]);

impl std::fmt::Debug for TokenHash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenHash(..)")
    }
}

/// The operating system gave no randomness for a token.
#[derive(Debug, thiserror::Error)]
#[error("no randomness from the operating system for a seat token: {0}")]
pub struct NoTokenRandomness(String);

impl TokenHash {
    /// The hash of a token as the client sends it (its text, 64 hex digits).
    pub fn of(token: &str) -> TokenHash {
        TokenHash(Sha256::digest(token.as_bytes()).into())
    }

    /// Whether `token` is the one this is the hash of, in time that does not depend on
    /// where the hashes differ.
    pub fn matches(&self, token: &str) -> bool {
        TokenHash::of(token).0.ct_eq(&self.0).into()
    }
}

/// A new seat token (64 lowercase hex digits) and its hash.
///
/// # Errors
/// [`NoTokenRandomness`] if the operating system has no randomness to give.
pub fn new_token() -> Result<(String, TokenHash), NoTokenRandomness> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| NoTokenRandomness(e.to_string()))?;
    let token = hex(&bytes);
    let hash = TokenHash::of(&token);
    Ok((token, hash))
}

/// Random hex digits from the operating system: `bytes` bytes of randomness (a table id).
///
/// # Errors
/// [`NoTokenRandomness`] if the operating system has no randomness to give.
pub fn random_hex(bytes: usize) -> Result<String, NoTokenRandomness> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).map_err(|e| NoTokenRandomness(e.to_string()))?;
    Ok(hex(&buf))
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_matches_its_hash_and_nothing_else() {
        let (t, h) = new_token().unwrap();
        assert_eq!(t.len(), 64);
        assert!(t.bytes().all(|b| b.is_ascii_hexdigit()));
        assert!(h.matches(&t));
        let (u, _) = new_token().unwrap();
        assert_ne!(t, u);
        assert!(!h.matches(&u));
        let mut flipped = t.clone().into_bytes();
        flipped[63] = if flipped[63] == b'0' { b'1' } else { b'0' };
        assert!(!h.matches(std::str::from_utf8(&flipped).unwrap()));
        assert!(!h.matches(""));
        assert!(!format!("{h:?}").contains(&t[..8]));
    }
}
