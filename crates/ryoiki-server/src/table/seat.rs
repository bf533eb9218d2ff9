//! A seat of a table: which bot plays it if any, its token's hash, and the client seqs
//! it has had accepted.

use crate::token::TokenHash;

pub(super) struct Seat {
    /// The kind of bot that plays it (`ryoiki-bot`'s), or none: a person's seat.
    pub(super) bot: Option<&'static ryoiki_bot::BotKind>,
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
