//! Zone kinds of Magic's catalogue (rule 217 and Planechase's command zone, 901.4),
//! each derived from its key ([`ryoiki_core::kind_in`]), and the catalogue itself.

use ryoiki_core::{
    CardId, Facing, Names, Ordering, Place, RuleId, Scope, State, ZoneKind, ZoneSpec, kind_in,
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

const Z217: &[RuleId] = &["mtg-217.1", "mtg-217.1g"];

/// The zone catalogue, as a constant the named kinds are derived from.
const CATALOGUE: [ZoneSpec; 9] = [
    ZoneSpec::deck("library", Names::new("library", "ライブラリー")).rules(Z217),
    ZoneSpec::hand("hand", Names::new("hand", "手札")).rules(Z217),
    ZoneSpec::public("graveyard", Names::new("graveyard", "墓地"))
        .ordering(Ordering::Ordered)
        .rules(Z217),
    ZoneSpec::public("in-play", Names::new("in-play zone", "場"))
        .scope(Scope::Shared)
        .orientation(true)
        .rules(Z217),
    ZoneSpec::public("stack", Names::new("stack", "スタック"))
        .scope(Scope::Shared)
        .ordering(Ordering::Ordered)
        .rules(Z217),
    ZoneSpec::public(
        "removed-from-game",
        Names::new("removed-from-game zone", "ゲーム外"),
    )
    .scope(Scope::Shared)
    .rules(&["mtg-217.1", "mtg-217.1g", "mtg-217.1e"]),
    ZoneSpec::public("ante", Names::new("ante", "アンティ"))
        .scope(Scope::Shared)
        .rules(Z217),
    ZoneSpec::public(
        "phased-out",
        Names::new("phased-out zone", "フェイズ・アウト領域"),
    )
    .scope(Scope::Shared)
    .orientation(true)
    .rules(Z217),
    // Public: face-up planes and phenomena are seen by all. The planar deck is the
    // face-down planar cards here (901.4); a face-down card's front is seen by no one but
    // those who know it, and `start-planechase` shuffles each deck, which leaves no one
    // knowing any (901.3; comprehensive rules 103.1: every deck starts in a random order).
    ZoneSpec::public("command", Names::new("command zone", "統率領域"))
        .scope(Scope::Shared)
        .ordering(Ordering::Ordered)
        .facing(Facing::FaceDown)
        .rules(&["mtg-901.4"]),
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
