//! The toy rule set the pipeline's tests play on, and the helpers that build its games
//! and actions.

use ryoiki_core::*;

pub(crate) struct Toy;

pub(crate) static ZONES: [ZoneSpec; 4] = [
    ZoneSpec::deck("pile", Names::new("pile", "pile")),
    ZoneSpec::hand("hand", Names::new("hand", "hand")),
    ZoneSpec::public("table", Names::new("table", "table")).orientation(true),
    ZoneSpec::public("discard", Names::new("discard", "discard")).ordering(Ordering::Ordered),
];

impl RuleSet for Toy {
    fn key(&self) -> &'static str {
        "toy"
    }
    fn names(&self) -> Names {
        Names::new("Toy", "トイ")
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn replacement_rules(&self) -> &'static [RuleId] {
        &["toy-replace"]
    }
    fn process_rules(&self, process: ProcessStep) -> &'static [RuleId] {
        match process {
            ProcessStep::TokenCeased => &["toy-token-ceases"],
            _ => &[],
        }
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
            .map(|(name, owner, kind)| {
                CardSetup::new(
                    CardDef::single(Side::new(*name, &["thing"])),
                    *owner,
                    SetupPlace::Zone(z(*kind, *owner)),
                )
            })
            .collect(),
        ..Setup::default()
    };
    Game::new(&TOY, setup).expect("valid")
}

/// `by` moves `object` into the zone of kind `kind` (whose: `player`, or the rule set's
/// choice), with nothing else said.
pub(crate) fn move_to(
    by: PlayerId,
    object: ObjectId,
    kind: ZoneKind,
    player: Option<PlayerId>,
) -> Action {
    Action::Move {
        player: by,
        object,
        to: Destination { kind, player },
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    }
}

/// Player a moves card `card` into the zone of kind `kind`, as [`move_to`].
pub(crate) fn mv(game: &Game, card: u32, kind: ZoneKind, player: Option<PlayerId>) -> Action {
    move_to(A, game.state().object(CardId(card)), kind, player)
}

/// `player` answers the pending decision with `choice`.
pub(crate) fn answer(
    game: &mut Game,
    player: PlayerId,
    choice: Choice,
    sink: &mut Vec<Event>,
) -> Result<Progress, ActionError> {
    game.apply(Action::Answer { player, choice }, sink)
}

pub(crate) fn replace(label: &str, to: ZoneKind, instead: ZoneKind) -> Action {
    Action::AddEffect {
        label: label.into(),
        controller: None,
        body: Box::new(EffectBody::Replacement {
            on: MoveFilter {
                to: Some(to),
                ..MoveFilter::default()
            },
            instead: Destination {
                kind: instead,
                player: None,
            },
        }),
    }
}
