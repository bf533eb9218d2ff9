//! Whose move it is at a table, and the actions listed for that seat: worked out once
//! per version, kept as a list while the table is active and always in compact form.

use super::state::Table;
use crate::wire::{Refusal, Said};
use crate::words;
use ryoiki_core::Args;
use ryoiki_core::{Action, SeatAction};
use ryoiki_games::table::to_move_listed;
use std::sync::atomic::Ordering;

impl Table {
    pub(super) fn refresh_turn(&mut self) {
        let turn = if self.over() {
            None
        } else {
            to_move_listed(&self.game, self.last)
        };
        match turn {
            Some((p, list, listing)) => {
                self.turn = Some(p);
                self.listed = Some(list);
                self.listing = Some(listing);
            }
            None => {
                self.turn = None;
                self.listed = None;
                self.listing = None;
            }
        }
        self.info.version.store(self.version(), Ordering::Relaxed);
        self.info.over.store(self.turn.is_none(), Ordering::Relaxed);
    }

    /// Keeps only what an idle table needs of its listing: the listed actions are
    /// dropped, and a long listing keeps its marks alone (had again from them, by
    /// considering the seat's actions again, when the next command comes).
    pub(super) fn go_idle(&mut self) {
        self.listed = None;
        if let Some(l) = &mut self.listing {
            l.compact();
        }
    }

    /// Makes sure the table holds the compact listing of the seat to move (none when no
    /// seat is to move), listing if it has none.
    pub(super) fn ensure_listing(&mut self) {
        let Some(p) = self.turn else {
            return;
        };
        if self.listing.as_ref().is_none_or(|l| l.seat() != p) {
            let (list, listing) = self.game.seat_listing(p);
            self.listed = Some(list);
            self.listing = Some(listing);
        }
    }

    /// The actions listed for the seat to move (none when no seat is to move), had
    /// again from the compact listing if the table dropped them.
    pub(super) fn listed(&mut self) -> &[SeatAction] {
        if self.turn.is_none() {
            return &[];
        }
        self.ensure_listing();
        if self.listed.is_none() {
            let list = self
                .listing
                .as_ref()
                .map(|l| self.game.seat_actions_listed(l))
                .unwrap_or_default();
            self.listed = Some(list);
        }
        self.listed.as_deref().unwrap_or(&[])
    }

    /// The `i`-th listed action of the seat to move, and the engine's action behind it,
    /// without listing again.
    pub(super) fn pick(&mut self, i: usize) -> Result<(SeatAction, Action), (Refusal, Said)> {
        self.ensure_listing();
        let Some(listing) = self.listing.as_ref() else {
            return Err((Refusal::NotYourMove, game_ended()));
        };
        self.game.seat_pick(listing, i).ok_or_else(|| {
            let n = listing.len();
            (
                Refusal::NotListed,
                words::said(
                    "server-pick-outside",
                    Args::new().with("pick", i).with("count", n),
                ),
            )
        })
    }
}

/// Where `a` is in `list`.
pub(super) fn position(list: &[SeatAction], a: &SeatAction) -> Option<usize> {
    list.iter().position(|l| l == a)
}

/// Why no seat may act once the game is over.
pub(super) fn game_ended() -> Said {
    words::said_plain("server-game-ended")
}
