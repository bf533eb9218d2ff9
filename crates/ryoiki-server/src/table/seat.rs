//! A seat of a table: whether a bot plays it, its token's hash, and the client seqs it
//! has had accepted.

use crate::token::TokenHash;

pub(super) struct Seat {
    pub(super) bot: bool,
    pub(super) token: Option<TokenHash>,
    /// Every accepted client seq of this seat and the version it was acknowledged at,
    /// in increasing seq order.
    pub(super) acks: Vec<(u64, u64)>,
}

impl Seat {
    pub(super) fn last_seq(&self) -> Option<u64> {
        self.acks.last().map(|&(s, _)| s)
    }

    pub(super) fn ack_for(&self, seq: u64) -> Option<u64> {
        self.acks
            .binary_search_by_key(&seq, |&(s, _)| s)
            .ok()
            .map(|i| self.acks[i].1)
    }
}
