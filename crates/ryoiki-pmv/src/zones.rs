//! PMV's zones (領域): the catalogue, by position, and the cause words moves carry.

use ryoiki_core::{CardId, Names, Ordering, State, ZoneKind, ZoneSpec, kind_in};

/// デッキ.
pub const DECK: ZoneKind = kind_in(&CATALOGUE, "deck");
/// 手札.
pub const HAND: ZoneKind = kind_in(&CATALOGUE, "hand");
/// 場.
pub const FIELD: ZoneKind = kind_in(&CATALOGUE, "field");
/// 冥界.
pub const UNDERWORLD: ZoneKind = kind_in(&CATALOGUE, "underworld");
/// 除外エリア.
pub const REMOVED_AREA: ZoneKind = kind_in(&CATALOGUE, "removed-area");

/// The cause a move must carry to take a card out of the removed area (11.3.5).
pub const FROM_REMOVED_AREA: ryoiki_core::Cause = ryoiki_core::Cause::game("from-removed-area");

/// The cause of the moves that put set cards into the underworld (11.3.3.h); those
/// moves set off no cascade of their own.
pub(crate) const SET_CARD_DISCARD: ryoiki_core::Cause =
    ryoiki_core::Cause::game("set-card-discard");

/// The zone catalogue, as a constant the named kinds are derived from.
const CATALOGUE: [ZoneSpec; 5] = [
    ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
    ZoneSpec::hand("hand", Names::new("hand", "手札")),
    ZoneSpec::public("field", Names::new("field", "場")).orientation(true),
    ZoneSpec::public("underworld", Names::new("underworld", "冥界")).ordering(Ordering::Ordered),
    ZoneSpec::public("removed-area", Names::new("removed area", "除外エリア")),
];
pub(crate) static ZONES: [ZoneSpec; 5] = CATALOGUE;

/// The kind of zone whose key is `key` ("hand", "underworld" …).
pub(crate) fn kind_of(key: &str) -> Option<ZoneKind> {
    ZONES
        .iter()
        .position(|z| z.key == key)
        .map(|k| ZoneKind(k as u16))
}

/// Whether a card is on a field.
pub(crate) fn in_field(state: &State, card: CardId) -> bool {
    state.zone_of(card).is_some_and(|z| z.kind == FIELD)
}

/// Every card on every field, in the order of the game's zones.
pub(crate) fn field_cards(state: &State) -> impl Iterator<Item = CardId> + '_ {
    state
        .zones()
        .iter()
        .filter(|z| z.id.kind == FIELD)
        .flat_map(|z| z.cards.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zone_names_in_english_and_japanese() {
        let want = [
            ("deck", "deck", "デッキ"),
            ("hand", "hand", "手札"),
            ("field", "field", "場"),
            ("underworld", "underworld", "冥界"),
            ("removed-area", "removed area", "除外エリア"),
        ];
        for (z, (key, en, ja)) in ZONES.iter().zip(want) {
            assert_eq!((z.key, z.names.en, z.names.ja), (key, en, ja));
        }
        assert_eq!(kind_of("underworld"), Some(UNDERWORLD));
        assert_eq!(kind_of("graveyard"), None);
    }
}
