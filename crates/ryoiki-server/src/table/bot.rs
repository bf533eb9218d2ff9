//! The bots of a table: which listed action a bot takes (a bot of `ryoiki-bot`), and
//! bots playing their seats in bursts between the table's commands.

use super::state::Table;
use ryoiki_bot::{Bot, BotKind, RandomBot, Turn};
use ryoiki_core::rng::splitmix64_next;

/// The most bot actions taken in a row before the table reads its queue again.
pub const BOT_BURST: usize = 64;

/// How often a bot hands the move on when it may (passes priority), in 256ths: 96 is
/// 3 in 8, so a bot takes under two other actions on average before passing.
pub const BOT_HANDS_ON: u8 = 96;

/// How long a table waits, in milliseconds, before asking again a bot that would take
/// none of its listed actions (only leaving the game is listed).
const BOT_IDLE_MS: u64 = 500;

/// The index of the listed action a table's bot of kind `kind` takes, from a random
/// number `r` and what its seat may know ([`Turn`]): a bot of that kind seeded with
/// `r`, and for the random kind the random bot of `ryoiki-bot` ([`RandomBot::paced`]), which answers a pending decision first, hands the move on
/// with [`BOT_HANDS_ON`]/256 chance when a listed action does, and otherwise picks
/// uniformly among the listed actions that keep it in the game. A bot that picked
/// uniformly among hundreds of listed moves would pass priority only every few hundred
/// actions, holding up every other seat. `None` when it may take nothing but leaving
/// the game, which a bot never does.
pub fn bot_choice(kind: &BotKind, r: u64, turn: &Turn<'_>) -> Option<usize> {
    if kind.key == "random" {
        RandomBot::paced(r, BOT_HANDS_ON).choose(turn)
    } else {
        (kind.make)(r).choose(turn)
    }
}

impl Table {
    pub(super) fn bot_to_move(&self) -> bool {
        // A seat is to move only if it may do something.
        matches!(self.turn, Some(p) if self.seats[p.index()].bot.is_some())
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
            let Some(kind) = self.seats[seat.index()].bot else {
                return;
            };
            let mut r = self.bot_seed ^ self.version().wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let r = splitmix64_next(&mut r);
            // The list itself, not only its compact form: the bot reads what it may do.
            self.listed();
            let (Some(list), Some(listing)) = (self.listed.as_deref(), self.listing.as_ref())
            else {
                return;
            };
            let Some(i) = bot_choice(kind, r, &Turn::new(&self.game, list, listing)) else {
                // Only leaving is listed, and a bot never leaves: the table waits (and
                // reads its queue) rather than asking the bot again at once.
                tokio::time::sleep(std::time::Duration::from_millis(BOT_IDLE_MS)).await;
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
