//! The custom effect the soak registers in every game it plays: one of every kind, as a
//! library user writes them.

use ryoiki_core::{CardId, Position, State};

/// The key the soak registers [`SoakEffect`] under.
pub const SOAK_EFFECT: &str = "soak-custom";

/// A custom effect as a library user writes one, of every kind at once, so the soak
/// plays user-defined effects beside the declarative ones: a replacement (an even card
/// going to an opponent's zone of the effect's controller goes to the bottom instead,
/// with a record and a +1/+1 counter), a prohibition (every fifth card cannot be turned
/// face down), a trigger (a card arriving where it was not) and a continuous change
/// (every third card gains 1 "soak" number).
pub struct SoakEffect;

impl ryoiki_core::CustomEffect for SoakEffect {
    fn replace_move(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        this: ryoiki_core::This<'_>,
        mv: &ryoiki_core::ProposedMove,
    ) -> Option<ryoiki_core::Instead> {
        (mv.object.card.0 % 2 == 0 && mv.to.player.is_some() && mv.to.player != this.controller)
            .then(|| ryoiki_core::Instead {
                position: Some(Position::Bottom),
                then: vec![
                    ryoiki_core::FollowUp::Record("soak".into()),
                    ryoiki_core::FollowUp::Counters {
                        kind: "+1/+1".into(),
                        count: 1,
                    },
                ],
                ..Default::default()
            })
    }

    fn prohibits(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        _: ryoiki_core::This<'_>,
        card: CardId,
        what: ryoiki_core::Prohibited,
    ) -> bool {
        what == ryoiki_core::Prohibited::TurnFaceDown && card.0 % 5 == 0
    }

    fn on_move(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        _: ryoiki_core::This<'_>,
        moved: &ryoiki_core::Moved,
    ) -> Option<String> {
        (moved.from != Some(moved.to)).then(|| "soak-arrived".into())
    }

    fn changes_characteristics(&self) -> bool {
        true
    }

    fn change(
        &self,
        _: &State,
        _: ryoiki_core::This<'_>,
        card: CardId,
        layer: ryoiki_core::Layer,
        side: &mut ryoiki_core::Side,
    ) {
        if layer == ryoiki_core::Layer::ModifyNumbers && card.0 % 3 == 0 {
            let n = side.numbers.entry("soak".into()).or_insert(0);
            *n = n.saturating_add(1);
        }
    }
}
