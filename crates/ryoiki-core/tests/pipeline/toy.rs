//! The toy rule set the pipeline's tests play on, and the helpers that build its games
//! and actions.

use ryoiki_core::*;

pub(crate) struct Toy;

pub(crate) const fn zone(
    key: &'static str,
    visibility: Visibility,
    ordering: Ordering,
    facing: Facing,
) -> ZoneSpec {
    ZoneSpec {
        key,
        names: Names { en: key, ja: key },
        scope: Scope::PerPlayer,
        visibility,
        ordering,
        has_orientation: false,
        default_facing: facing,
        limit: None,
        limit_rule: None,
        rules: &[],
    }
}

pub(crate) const HIDDEN: Visibility = Visibility::Hidden {
    owner_sees: false,
    positions_public: false,
};

pub(crate) static ZONES: [ZoneSpec; 4] = [
    zone("pile", HIDDEN, Ordering::Ordered, Facing::FaceDown),
    zone(
        "hand",
        Visibility::Hidden {
            owner_sees: true,
            positions_public: false,
        },
        Ordering::Unordered,
        Facing::FaceDown,
    ),
    ZoneSpec {
        has_orientation: true,
        ..zone(
            "table",
            Visibility::Public,
            Ordering::Unordered,
            Facing::FaceUp,
        )
    },
    zone(
        "discard",
        Visibility::Public,
        Ordering::Ordered,
        Facing::FaceUp,
    ),
];

impl RuleSet for Toy {
    fn key(&self) -> &'static str {
        "toy"
    }
    fn names(&self) -> Names {
        Names {
            en: "Toy",
            ja: "トイ",
        }
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn replacement_rules(&self) -> &'static [RuleId] {
        &["toy-replace"]
    }
}

pub(crate) static TOY: Toy = Toy;
pub(crate) const PILE: ZoneKind = ZoneKind(0);
pub(crate) const HAND: ZoneKind = ZoneKind(1);
pub(crate) const TABLE: ZoneKind = ZoneKind(2);
pub(crate) const DISCARD: ZoneKind = ZoneKind(3);
pub(crate) const A: PlayerId = PlayerId(0);
pub(crate) const B: PlayerId = PlayerId(1);

pub(crate) fn z(kind: ZoneKind, p: PlayerId) -> ZoneId {
    ZoneId {
        kind,
        player: Some(p),
    }
}

pub(crate) fn game(cards: &[(&str, PlayerId, ZoneKind)]) -> Game {
    let setup = Setup {
        players: vec!["a".into(), "b".into()],
        seed: 3,
        cards: cards
            .iter()
            .map(|(name, owner, kind)| CardSetup {
                def: CardDef::single(Side::new(*name, &["thing"])),
                owner: *owner,
                place: SetupPlace::Zone(z(*kind, *owner)),
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            })
            .collect(),
        ..Setup::default()
    };
    Game::new(&TOY, setup).expect("valid")
}

pub(crate) fn mv(game: &Game, card: u32, kind: ZoneKind, player: Option<PlayerId>) -> Action {
    Action::Move {
        player: A,
        object: game.state().object(CardId(card)),
        to: Destination { kind, player },
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    }
}

pub(crate) fn replace(label: &str, to: ZoneKind, instead: ZoneKind) -> Action {
    Action::AddEffect {
        label: label.into(),
        controller: None,
        body: EffectBody::Replacement {
            on: MoveFilter {
                to: Some(to),
                ..MoveFilter::default()
            },
            instead: Destination {
                kind: instead,
                player: None,
            },
        },
    }
}
