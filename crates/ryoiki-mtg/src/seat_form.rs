//! Magic's actions as a seat is offered them ([`seat_form`]): each object an action
//! names written as the seat's handle, read from the action's own fields.

use crate::action::MtgAction;
use ryoiki_core::{Handle, ObjectId};
use serde_json::Value;

/// A field of an action that names objects, with its seat form.
type Field<'k> = Option<(&'k str, Value)>;

/// `action` as it serializes, with the object in each of its fields that name objects
/// written as the seat's handle ([`ryoiki_core::Process::seat_form`]); `None` if one
/// names an object the seat cannot see (`handle` gives `None`).
///
/// The match names every action, so that a new one is written here too.
pub(crate) fn seat_form(
    action: &MtgAction,
    handle: &mut dyn FnMut(ObjectId) -> Option<Handle>,
) -> Option<Value> {
    let mut one = |o: &ObjectId| handle(*o).map(|h| Value::String(h.to_string()));
    // The fields that name objects, each with its seat form.
    let (first, second): (Field<'_>, Field<'_>) = match action {
        MtgAction::StartPlanechase
        | MtgAction::RollPlanarDie { .. }
        | MtgAction::PassPriority { .. }
        | MtgAction::PassAll { .. }
        | MtgAction::Planeswalk { .. }
        | MtgAction::LeaveGame { .. }
        | MtgAction::AddMana { .. }
        | MtgAction::RollDie { .. }
        | MtgAction::CreateToken { .. }
        | MtgAction::StartGame
        | MtgAction::Concede
        | MtgAction::Poison { .. } => (None, None),
        MtgAction::ActivateAbility { card, .. }
        | MtgAction::Cast { card }
        | MtgAction::Modify { card, .. }
        | MtgAction::PreventDamage { card, .. }
        | MtgAction::Destroy { card, .. }
        | MtgAction::PhaseOut { card }
        | MtgAction::PhaseIn { card }
        | MtgAction::RemoveFromGame { card }
        | MtgAction::PlayLand { card }
        | MtgAction::TapForMana { card, .. } => (Some(("card", one(card)?)), None),
        MtgAction::DealDamage { card, creature, .. } => {
            let creature = match creature {
                Some(c) => Some(("creature", one(c)?)),
                None => None,
            };
            (Some(("card", one(card)?)), creature)
        }
        MtgAction::AttachAura { card, host } => {
            (Some(("card", one(card)?)), Some(("host", one(host)?)))
        }
        MtgAction::Arrange { cards, .. } | MtgAction::DeclareAttackers { cards, .. } => {
            let cards = cards.iter().map(&mut one).collect::<Option<Vec<_>>>()?;
            (Some(("cards", Value::Array(cards))), None)
        }
        MtgAction::DeclareBlockers { blocks } => {
            let blocks = blocks
                .iter()
                .map(|(b, a)| Some(Value::Array(vec![one(b)?, one(a)?])))
                .collect::<Option<Vec<_>>>()?;
            (Some(("blocks", Value::Array(blocks))), None)
        }
        MtgAction::AssignCombatDamage { divide } => {
            let divide = divide
                .iter()
                .map(|(a, b, n)| Some(Value::Array(vec![one(a)?, one(b)?, Value::from(*n)])))
                .collect::<Option<Vec<_>>>()?;
            (Some(("divide", Value::Array(divide))), None)
        }
    };
    let mut v = serde_json::to_value(action).ok()?;
    let fields = v.as_object_mut()?;
    for (key, seat) in first.into_iter().chain(second) {
        *fields.get_mut(key)? = seat;
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_core::{CardId, PlayerId, ZoneId, ZoneKind};

    fn obj(card: u32) -> ObjectId {
        ObjectId {
            card: CardId(card),
            generation: 1,
        }
    }

    /// The handle this test gives card `c`; card 9 the seat cannot see.
    fn handle(o: ObjectId) -> Option<Handle> {
        (o.card.0 != 9).then_some(Handle(0x100 + u64::from(o.card.0)))
    }

    fn seat(a: &MtgAction) -> Option<Value> {
        seat_form(a, &mut handle)
    }

    #[test]
    fn every_object_is_written_as_a_handle_in_its_field() {
        let cast = MtgAction::Cast { card: obj(3) };
        assert_eq!(
            seat(&cast),
            Some(serde_json::json!({"action": "cast", "card": "h0000000000000103"}))
        );
        let block = MtgAction::DeclareBlockers {
            blocks: vec![(obj(1), obj(2))],
        };
        assert_eq!(
            seat(&block),
            Some(serde_json::json!({
                "action": "declare-blockers",
                "blocks": [["h0000000000000101", "h0000000000000102"]]
            }))
        );
        let divide = MtgAction::AssignCombatDamage {
            divide: vec![(obj(1), obj(2), 3)],
        };
        assert_eq!(
            seat(&divide).unwrap()["divide"],
            serde_json::json!([["h0000000000000101", "h0000000000000102", 3]])
        );
        let damage = MtgAction::DealDamage {
            card: obj(1),
            player: Some(PlayerId(1)),
            amount: 2,
            creature: None,
        };
        let v = seat(&damage).unwrap();
        assert_eq!(v["card"], "h0000000000000101");
        assert_eq!(v["creature"], Value::Null);
        assert_eq!(v["player"], 1);
        let arrange = MtgAction::Arrange {
            zone: arrange_zone(),
            cards: vec![obj(4), obj(5)],
        };
        let v = seat(&arrange).unwrap();
        assert_eq!(
            v["cards"],
            serde_json::json!(["h0000000000000104", "h0000000000000105"])
        );
        // The zone is no object: it stays as it serializes.
        assert_eq!(v["zone"], serde_json::to_value(arrange_zone()).unwrap());
    }

    fn arrange_zone() -> ZoneId {
        ZoneId {
            kind: ZoneKind(0),
            player: Some(PlayerId(0)),
        }
    }

    #[test]
    fn an_action_naming_a_card_the_seat_cannot_see_has_no_seat_form() {
        assert_eq!(seat(&MtgAction::Cast { card: obj(9) }), None);
        let attack = MtgAction::DeclareAttackers {
            cards: vec![obj(1), obj(9)],
            player: None,
        };
        assert_eq!(seat(&attack), None);
        let aura = MtgAction::AttachAura {
            card: obj(1),
            host: obj(9),
        };
        assert_eq!(seat(&aura), None);
    }

    #[test]
    fn an_action_naming_no_object_is_written_as_it_serializes() {
        let pass = MtgAction::PassPriority { face: None };
        assert_eq!(seat(&pass), serde_json::to_value(&pass).ok());
    }
}
