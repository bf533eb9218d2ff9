//! Zone kinds of Magic's catalogue (rule 217 and Planechase's command zone, 901.4),
//! each derived from its key ([`ryoiki_core::kind_in`]), and the catalogue itself.

use ryoiki_core::{
    CardId, Facing, Names, Ordering, Place, RuleId, Scope, State, Visibility, ZoneKind, ZoneSpec,
    kind_in,
};

/// ライブラリー.
pub const LIBRARY: ZoneKind = kind_in(&CATALOGUE, "library");
/// 手札.
pub const HAND: ZoneKind = kind_in(&CATALOGUE, "hand");
/// 墓地.
pub const GRAVEYARD: ZoneKind = kind_in(&CATALOGUE, "graveyard");
/// 場 (in play).
pub const IN_PLAY: ZoneKind = kind_in(&CATALOGUE, "in-play");
/// スタック.
pub const STACK: ZoneKind = kind_in(&CATALOGUE, "stack");
/// ゲーム外 (removed from game).
pub const REMOVED: ZoneKind = kind_in(&CATALOGUE, "removed-from-game");
/// アンティ.
pub const ANTE: ZoneKind = kind_in(&CATALOGUE, "ante");
/// フェイズ・アウト領域.
pub const PHASED_OUT: ZoneKind = kind_in(&CATALOGUE, "phased-out");
/// 統率領域 (command zone, 901.4).
pub const COMMAND: ZoneKind = kind_in(&CATALOGUE, "command");

#[allow(clippy::too_many_arguments)]
const fn spec(
    key: &'static str,
    en: &'static str,
    ja: &'static str,
    scope: Scope,
    visibility: Visibility,
    ordering: Ordering,
    has_orientation: bool,
    default_facing: Facing,
    rules: &'static [RuleId],
) -> ZoneSpec {
    ZoneSpec {
        key,
        names: Names { en, ja },
        scope,
        visibility,
        ordering,
        has_orientation,
        default_facing,
        limit: None,
        limit_rule: None,
        rules,
    }
}

const Z217: &[RuleId] = &["mtg-217.1", "mtg-217.1g"];

/// The zone catalogue, as a constant the named kinds are derived from.
const CATALOGUE: [ZoneSpec; 9] = [
    spec(
        "library",
        "library",
        "ライブラリー",
        Scope::PerPlayer,
        Visibility::Hidden {
            owner_sees: false,
            positions_public: false,
        },
        Ordering::Ordered,
        false,
        Facing::FaceDown,
        Z217,
    ),
    spec(
        "hand",
        "hand",
        "手札",
        Scope::PerPlayer,
        Visibility::Hidden {
            owner_sees: true,
            positions_public: false,
        },
        Ordering::Unordered,
        false,
        Facing::FaceDown,
        Z217,
    ),
    spec(
        "graveyard",
        "graveyard",
        "墓地",
        Scope::PerPlayer,
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "in-play",
        "in play",
        "場",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        true,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "stack",
        "stack",
        "スタック",
        Scope::Shared,
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "removed-from-game",
        "removed-from-game zone",
        "ゲーム外",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        false,
        Facing::FaceUp,
        &["mtg-217.1", "mtg-217.1g", "mtg-217.1e"],
    ),
    spec(
        "ante",
        "ante",
        "アンティ",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        false,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "phased-out",
        "phased-out zone",
        "フェイズ・アウト領域",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        true,
        Facing::FaceUp,
        Z217,
    ),
    // Public: face-up planes and phenomena are seen by all. The planar deck is the
    // face-down planar cards here (901.4); a face-down card's front is seen by no one but
    // those who know it, and `start-planechase` shuffles each deck, which leaves no one
    // knowing any (901.3; comprehensive rules 103.1: every deck starts in a random order).
    spec(
        "command",
        "command zone",
        "統率領域",
        Scope::Shared,
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceDown,
        &["mtg-901.4"],
    ),
];
pub(crate) static ZONES: [ZoneSpec; 9] = CATALOGUE;

/// The kind of the zone a card is in, read from its place (`None` for a card in no zone).
#[inline]
pub(crate) fn zone_kind_of(state: &State, card: CardId) -> Option<ZoneKind> {
    match state.card(card).place {
        Place::Zone(z) => Some(state.zones()[z as usize].id.kind),
        _ => None,
    }
}
