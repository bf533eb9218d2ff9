//! The bots of a table: which listed action a bot takes, and bots playing their seats in
//! bursts between the table's commands.

use super::state::Table;
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Flow, SeatListing};

/// The most bot actions taken in a row before the table reads its queue again.
pub const BOT_BURST: usize = 64;

/// How often a bot hands the move on when it may (passes priority), in 256ths: 96 is
/// 3 in 8, so a bot takes under two other actions on average before passing.
pub const BOT_HANDS_ON: u64 = 96;

/// The index of the listed action a bot takes, from a random number `r` and the
/// listing: with [`BOT_HANDS_ON`]/256 chance the first listed action that hands the move
/// on ([`Flow::HandsOn`]), when there is one; otherwise any listed action but leaving
/// the game (unless nothing else is listed), uniformly. A bot that picked uniformly
/// among hundreds of listed moves would pass priority only every few hundred actions,
/// holding up every other seat. `None` when nothing is listed.
pub fn bot_choice(r: u64, listing: &SeatListing) -> Option<usize> {
    let n = listing.len();
    if n == 0 {
        return None;
    }
    if let Some(i) = listing.with_flow(Flow::HandsOn).next()
        && r & 0xFF < BOT_HANDS_ON
    {
        return Some(i);
    }
    let r = r >> 8;
    let leaves: Vec<usize> = listing.with_flow(Flow::Leaves).collect();
    if leaves.len() >= n {
        return Some(leaves[(r % n as u64) as usize]);
    }
    let k = (r % (n - leaves.len()) as u64) as usize;
    (0..n).filter(|i| !leaves.contains(i)).nth(k)
}

impl Table {
    pub(super) fn bot_to_move(&self) -> bool {
        // A seat is to move only if it may do something.
        matches!(self.turn, Some(p) if self.seats[p.index()].bot)
    }

    /// Bots play while it is a bot's move (at most [`BOT_BURST`] actions in a row), each
    /// action chosen by [`bot_choice`] from the bot seed and the version. A bot action
    /// that cannot be stored stops the burst; the table waits a moment before the bot
    /// tries again.
    pub(super) async fn play_bots(&mut self) {
        for _ in 0..BOT_BURST {
            let Some(seat) = self.turn else {
                return;
            };
            if !self.seats[seat.index()].bot {
                return;
            }
            let mut r = self.bot_seed ^ self.version().wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let r = splitmix64_next(&mut r);
            self.ensure_listing();
            let Some(i) = self.listing.as_ref().and_then(|l| bot_choice(r, l)) else {
                return;
            };
            let Ok((_, action)) = self.pick(i) else {
                return;
            };
            if self.take(seat, action, None, None).await.is_err() {
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                return;
            }
            tokio::task::yield_now().await;
        }
    }
}
