//! A card's mana cost, written as an ability line of the sample cards' language:
//! `cost: {1}{G}` (or `cost: 1G`). A card without such a line costs nothing; a line
//! that is no mana string is refused at setup ([`crate::abilities::line_problem`]).
//! Paying it is part of playing a spell (mtg-2009-409.1): [`crate::mana::payment`].

use crate::abilities;
use crate::symbols::{Mana, ManaError};
use ryoiki_core::{CardId, State};

pub use crate::symbols::{COST_HEAD as HEAD, cost_text};

/// A card's mana cost as the rules make its characteristics now: the first cost line,
/// read; nothing to pay without one.
///
/// # Errors
/// The cost line is no mana string (the setup refuses such a card, so a game never
/// meets one).
pub fn mana_cost(state: &State, card: CardId) -> Result<Mana, ManaError> {
    let lines = abilities::lines(state, card);
    let found = lines.iter().find_map(cost_text);
    match found {
        Some(text) => Mana::parse(text),
        None => Ok(Mana::default()),
    }
}

/// Pays a cast spell's mana cost from its caster's pool (checked: the pool can pay it),
/// as the last step of playing it (mtg-2009-409.1).
pub(crate) fn pay(
    cx: &mut crate::common::Mx<'_>,
    p: ryoiki_core::PlayerId,
    spell: ryoiki_core::ObjectId,
) {
    let Ok(cost) = mana_cost(cx.state(), spell.card) else {
        return;
    };
    if cost.total() == 0 {
        return;
    }
    let have = crate::mana::pool(cx.ext().seat(p));
    let Some(paid) = crate::mana::payment(&have, &cost) else {
        return;
    };
    crate::mana::spend(cx.ext_mut().seat_mut(p), &paid);
    cx.emit(
        crate::events::MtgEvent::Play {
            event: crate::play_events::PlayEvent::ManaPaid {
                player: p,
                spell,
                mana: paid.symbols(),
            },
        },
        &[&["mtg-2009-409.1"]],
    );
}
