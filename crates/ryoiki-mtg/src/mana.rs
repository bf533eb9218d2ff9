//! Mana of the 2009 rules: the five colors and colorless mana in a player's pool, mana
//! strings (`{1}{G}`, `1G`, `GG`), paying a mana cost from the pool, and emptying the
//! pools when a phase ends with mana burn (mtg-2009-300.3: a player loses 1 life for each
//! unused mana lost; loss of life, not damage, and without the stack).
//!
//! A pool is kept in [`crate::ext::Seat`]: `mana` holds its colorless mana (every mana
//! the older actions and effects add), `colored` its white, blue, black, red and green
//! mana.

use crate::common::Mx;
use crate::events::MtgEvent;
use crate::ext::Seat;
use crate::play_events::PlayEvent;

pub use crate::symbols::{COLORS, Mana, ManaError, payment};

/// A player's pool as an amount of mana.
pub fn pool(seat: &Seat) -> Mana {
    Mana {
        generic: seat.mana,
        colored: seat.colored,
    }
}

/// Whether `mana` added to the seat's pool fits every count.
pub fn fits(seat: &Seat, mana: &Mana) -> bool {
    seat.mana.checked_add(mana.generic).is_some()
        && (0..5).all(|i| seat.colored[i].checked_add(mana.colored[i]).is_some())
}

/// Adds mana to a pool (saturating: the check refused what does not fit).
pub fn add(seat: &mut Seat, mana: &Mana) {
    seat.mana = seat.mana.saturating_add(mana.generic);
    for i in 0..5 {
        seat.colored[i] = seat.colored[i].saturating_add(mana.colored[i]);
    }
}

/// Takes a payment (from [`payment`]) out of a pool.
pub fn spend(seat: &mut Seat, paid: &Mana) {
    seat.mana = seat.mana.saturating_sub(paid.generic);
    for i in 0..5 {
        seat.colored[i] = seat.colored[i].saturating_sub(paid.colored[i]);
    }
}

/// A phase ends: every player's unused mana is lost, and each loses 1 life for each mana
/// lost this way (mana burn, mtg-2009-300.3: loss of life, not damage; no stack).
pub(crate) fn empty_pools(cx: &mut Mx<'_>) {
    let players: Vec<_> = cx.ext().players().collect();
    for p in players {
        let seat = cx.ext_mut().seat_mut(p);
        let lost = pool(seat).total();
        seat.mana = 0;
        seat.colored = [0; 5];
        if lost == 0 {
            continue;
        }
        let burn = i64::try_from(lost).unwrap_or(i64::MAX);
        let life = cx.ext_mut().life_mut(p);
        *life = life.saturating_sub(burn);
        let life = *life;
        cx.emit(
            MtgEvent::Play {
                event: PlayEvent::ManaBurn {
                    player: p,
                    lost: burn,
                    life,
                },
            },
            &[&["mtg-2009-300.3"]],
        );
    }
}
