//! Mana pools: what happens to the mana left in them when a phase ends.

use crate::common::Mx;

/// Empties every player's mana pool (2009 rule 300.3: when a phase ends, unused mana
/// is lost). The turn calls it whenever a phase ends.
pub(crate) fn empty_pools(cx: &mut Mx<'_>) {
    for s in cx.ext_mut().seats.iter_mut() {
        s.mana = 0;
    }
}
