//! Magic's actions as a seat is offered them: the objects each names ([`objects`]), and
//! the action written with each of them as the seat's handle ([`seat_form`]), both read
//! from the action's own fields ([`named`]), so that the two always agree.

use crate::action::MtgAction;
use ryoiki_core::{Handle, ObjectId};
use serde_json::Value;

/// The objects in one field of an action, by the shape of the field.
enum Named<'a> {
    /// One object.
    One(&'a ObjectId),
    /// A list of objects.
    List(&'a [ObjectId]),
    /// Pairs of objects (a blocker and the attacker it blocks).
    Pairs(&'a [(ObjectId, ObjectId)]),
    /// Pairs of objects with a number (damage divided among them).
    Divide(&'a [(ObjectId, ObjectId, u32)]),
}

/// The fields of `action` that name objects, each by its key (at most two).
///
/// The match names every action, so that a new one is read here too.
fn named(action: &MtgAction) -> [Option<(&'static str, Named<'_>)>; 2] {
    match action {
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
        | MtgAction::Poison { .. } => [None, None],
        MtgAction::ActivateAbility { card, .. }
        | MtgAction::Cast { card }
        | MtgAction::Modify { card, .. }
        | MtgAction::PreventDamage { card, .. }
        | MtgAction::Destroy { card, .. }
        | MtgAction::PhaseOut { card }
        | MtgAction::PhaseIn { card }
        | MtgAction::RemoveFromGame { card }
        | MtgAction::PlayLand { card }
        | MtgAction::TapForMana { card, .. } => [Some(("card", Named::One(card))), None],
        MtgAction::DealDamage { card, creature, .. } => [
            Some(("card", Named::One(card))),
            creature.as_ref().map(|c| ("creature", Named::One(c))),
        ],
        MtgAction::AttachAura { card, host } => [
            Some(("card", Named::One(card))),
            Some(("host", Named::One(host))),
        ],
        MtgAction::Arrange { cards, .. } | MtgAction::DeclareAttackers { cards, .. } => {
            [Some(("cards", Named::List(cards))), None]
        }
        MtgAction::DeclareBlockers { blocks } => [Some(("blocks", Named::Pairs(blocks))), None],
        MtgAction::AssignCombatDamage { divide } => [Some(("divide", Named::Divide(divide))), None],
    }
}

/// Every object `action` names, each given to `each`
/// ([`ryoiki_core::Process::action_objects`]): those [`seat_form`] writes as handles.
pub(crate) fn objects(action: &MtgAction, each: &mut dyn FnMut(ObjectId)) {
    for (_, field) in named(action).into_iter().flatten() {
        match field {
            Named::One(o) => each(*o),
            Named::List(os) => os.iter().for_each(|o| each(*o)),
            Named::Pairs(ps) => ps.iter().for_each(|(a, b)| {
                each(*a);
                each(*b);
            }),
            Named::Divide(ds) => ds.iter().for_each(|(a, b, _)| {
                each(*a);
                each(*b);
            }),
        }
    }
}

/// `action` as it serializes, with the object in each of its fields that name objects
/// written as the seat's handle ([`ryoiki_core::Process::seat_form`]); `None` if one
/// names an object the seat cannot see (`handle` gives `None`).
pub(crate) fn seat_form(
    action: &MtgAction,
    handle: &mut dyn FnMut(ObjectId) -> Option<Handle>,
) -> Option<Value> {
    let mut one = |o: &ObjectId| handle(*o).map(|h| Value::String(h.to_string()));
    let mut v = serde_json::to_value(action).ok()?;
    let fields = v.as_object_mut()?;
    for (key, field) in named(action).into_iter().flatten() {
        let seat = match field {
            Named::One(o) => one(o)?,
            Named::List(os) => Value::Array(os.iter().map(&mut one).collect::<Option<_>>()?),
            Named::Pairs(ps) => Value::Array(
                ps.iter()
                    .map(|(a, b)| Some(Value::Array(vec![one(a)?, one(b)?])))
                    .collect::<Option<_>>()?,
            ),
            Named::Divide(ds) => Value::Array(
                ds.iter()
                    .map(|(a, b, n)| Some(Value::Array(vec![one(a)?, one(b)?, Value::from(*n)])))
                    .collect::<Option<_>>()?,
            ),
        };
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

    /// `objects` names exactly the objects `seat_form` asks a handle for, in order.
    #[test]
    fn the_objects_named_are_those_written_as_handles() {
        let actions = [
            MtgAction::PassPriority { face: None },
            MtgAction::Cast { card: obj(3) },
            MtgAction::AttachAura {
                card: obj(1),
                host: obj(2),
            },
            MtgAction::DealDamage {
                card: obj(1),
                player: None,
                amount: 1,
                creature: Some(obj(4)),
            },
            MtgAction::DeclareAttackers {
                cards: vec![obj(5), obj(6)],
                player: None,
            },
            MtgAction::DeclareBlockers {
                blocks: vec![(obj(1), obj(2)), (obj(3), obj(2))],
            },
            MtgAction::AssignCombatDamage {
                divide: vec![(obj(1), obj(2), 3), (obj(1), obj(4), 1)],
            },
        ];
        for a in &actions {
            let mut named = Vec::new();
            objects(a, &mut |o| named.push(o));
            let mut asked = Vec::new();
            let form = seat_form(a, &mut |o| {
                asked.push(o);
                handle(o)
            });
            assert!(form.is_some(), "{a:?}");
            assert_eq!(named, asked, "{a:?}");
        }
        // An action naming none is asked for none.
        let mut named = Vec::new();
        objects(&actions[0], &mut |o| named.push(o));
        assert!(named.is_empty());
    }
}
