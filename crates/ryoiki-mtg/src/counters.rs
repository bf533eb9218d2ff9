//! What Magic's counters mean for an object's numbers: a "+N/+M" counter (Spike
//! Feeder's "+1/+1", a "-1/-1") raises or lowers power and toughness, after every
//! characteristic change has been applied (the comprehensive rules' sublayer for
//! counters comes after the effects that set and modify power and toughness). Other
//! kinds of counter change no number.
//!
//! Counters are the core's [`EffectBody::Counters`] effects, put by a replacement's
//! follow-up ("comes into play with two +1/+1 counters on it"); they last while the
//! object stays the same object.

use ryoiki_core::{CardId, EffectBody, Side, State};
use std::borrow::Cow;

/// `side` (the object's characteristics with the effects in force) with the power and
/// toughness its counters give. Borrows `side` unchanged when the object has none.
pub(crate) fn with_counters<'s>(state: &State, card: CardId, side: Cow<'s, Side>) -> Cow<'s, Side> {
    if !state
        .effects()
        .iter()
        .any(|e| matches!(e.body, EffectBody::Counters { .. }))
    {
        return side;
    }
    let object = state.object(card);
    let mut side = side;
    for (kind, count) in state.counters(object) {
        let Some((p, t)) = power_toughness(kind) else {
            continue;
        };
        let n = i64::from(count);
        let numbers = &mut side.to_mut().numbers;
        for (key, by) in [("power", p), ("toughness", t)] {
            let v = numbers.entry(key.to_string()).or_insert(0);
            *v = v.saturating_add(by.saturating_mul(n));
        }
    }
    side
}

/// The change a "+N/+M" counter makes to power and toughness ("+1/+1", "-1/-1",
/// "+1/+0"); `None` for any other kind.
pub(crate) fn power_toughness(kind: &str) -> Option<(i64, i64)> {
    let (p, t) = kind.trim().split_once('/')?;
    let signed = |s: &str| -> Option<i64> {
        let s = s.trim();
        match s.as_bytes().first()? {
            b'+' | b'-' => s.parse().ok(),
            _ => None,
        }
    };
    Some((signed(p)?, signed(t)?))
}

#[cfg(test)]
mod tests {
    use super::power_toughness;

    #[test]
    fn reads_plus_and_minus_counters_and_nothing_else() {
        assert_eq!(power_toughness("+1/+1"), Some((1, 1)));
        assert_eq!(power_toughness("-1/-1"), Some((-1, -1)));
        assert_eq!(power_toughness("+2/+0"), Some((2, 0)));
        assert_eq!(power_toughness("charge"), None);
        assert_eq!(power_toughness("1/1"), None);
        assert_eq!(power_toughness("+x/+1"), None);
    }
}
