//! Replacements the owner chooses among, and cards arriving together that their
//! owners order.

use super::toy::*;
use ryoiki_core::*;

#[test]
fn several_replacements_ask_the_owner_and_each_applies_once() {
    let mut g = game(&[("x", A, TABLE)]);
    let mut log = Vec::new();
    g.apply(replace("to discard instead", HAND, DISCARD), &mut log)
        .unwrap();
    g.apply(replace("to pile instead", HAND, PILE), &mut log)
        .unwrap();
    g.apply(replace("discard becomes hand", DISCARD, HAND), &mut log)
        .unwrap();
    let Progress::Waiting(d) = g.apply(mv(&g, 0, HAND, None), &mut log).unwrap() else {
        panic!("two replacements apply: the owner must choose");
    };
    assert_eq!(d.decider, A);
    assert_eq!(
        d.options(),
        vec![Choice::Effect(EffectId(0)), Choice::Effect(EffectId(1))]
    );
    // Out of turn and illegal answers are refused and change nothing.
    let before = g.state().clone();
    let err = answer(&mut g, B, Choice::Effect(EffectId(0)), &mut log).unwrap_err();
    assert_eq!(
        err.to_string(),
        "b answered, but the decision is a's to make"
    );
    let err = answer(&mut g, A, Choice::Effect(EffectId(2)), &mut log).unwrap_err();
    assert_eq!(
        err.to_string(),
        "effect e2 is not a legal answer; the legal answers are effect e0, effect e1"
    );
    let err = g.apply(mv(&g, 0, TABLE, None), &mut log).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("the game is waiting for a to decide"),
        "{err}"
    );
    assert!(&before == g.state());
    // Choosing 'to discard': then 'discard becomes hand' applies (once), and then 'to pile'
    // applies because the card is headed to the hand again; nothing applies twice.
    let mut events = Vec::new();
    let p = answer(&mut g, A, Choice::Effect(EffectId(0)), &mut events).unwrap();
    assert_eq!(p, Progress::Done);
    assert_eq!(g.cards_in(z(PILE, A)), &[CardId(0)]);
    let applied: Vec<EffectId> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Replaced { effect, .. } => Some(effect),
            _ => None,
        })
        .collect();
    assert_eq!(applied, vec![EffectId(0), EffectId(2), EffectId(1)]);
    assert!(
        events
            .iter()
            .all(|e| !matches!(e.kind, EventKind::Replaced { .. })
                || e.rules.as_slice() == ["toy-replace"])
    );
}

#[test]
fn cards_arriving_together_in_a_hidden_pile_are_ordered_by_their_owner_alone() {
    let mut g = game(&[("x", A, TABLE), ("y", A, TABLE), ("w", A, TABLE)]);
    let objs: Vec<ObjectId> = (0..3).map(|c| g.state().object(CardId(c))).collect();
    let mut log = Vec::new();
    let p = g
        .apply(
            Action::MoveMany {
                player: A,
                objects: objs.clone(),
                to: Destination {
                    kind: PILE,
                    player: None,
                },
                cause: Cause::Instruction,
            },
            &mut log,
        )
        .unwrap();
    let Progress::Waiting(d) = p else {
        panic!("the order is asked for")
    };
    assert!(matches!(
        *d,
        Decision {
            decider: A,
            kind: DecisionKind::OrderCards { .. }
        }
    ));
    // The decider's view lists the options under their own handles; others see who
    // decides and nothing more.
    let mine = g.view(A).pending().unwrap();
    assert_eq!(mine.what, "order-cards");
    let handles: Vec<Handle> = (0..3).map(|c| g.handle(A, CardId(c))).collect();
    assert_eq!(
        mine.options,
        handles
            .iter()
            .map(|&handle| OptionView::Card { handle })
            .collect::<Vec<_>>()
    );
    let theirs = g.view(B).pending().unwrap();
    assert_eq!((theirs.decider, theirs.options.len()), (A, 0));
    answer(&mut g, A, Choice::Object(objs[2]), &mut log).unwrap();
    let p = answer(&mut g, A, Choice::Object(objs[0]), &mut log).unwrap();
    assert_eq!(p, Progress::Done, "the last card needs no pick");
    assert_eq!(g.cards_in(z(PILE, A)), &[CardId(2), CardId(0), CardId(1)]);
    // The owner knows the order; the other player sees only the count.
    let mine: Vec<(u32, CardId)> = g
        .view(A)
        .zone(z(PILE, A))
        .unwrap()
        .cards()
        .map(|c| (c.position().unwrap(), c.card_id()))
        .collect();
    assert_eq!(mine, vec![(0, CardId(2)), (1, CardId(0)), (2, CardId(1))]);
    let theirs = g.view(B).zone(z(PILE, A)).unwrap();
    assert_eq!(theirs.count(), 3);
    assert_eq!(theirs.cards().count(), 0);
    // A shuffle makes everyone forget.
    g.apply(
        Action::Shuffle {
            player: A,
            zone: z(PILE, A),
            forced: None,
        },
        &mut log,
    )
    .unwrap();
    assert_eq!(g.view(A).zone(z(PILE, A)).unwrap().cards().count(), 0);
}

fn pick(g: &mut Game, who: PlayerId, card: u32, log: &mut Vec<Event>) -> Progress {
    let object = g.state().object(CardId(card));
    answer(g, who, Choice::Object(object), log).unwrap()
}

#[test]
fn a_mass_move_settles_each_destination_then_each_owner_orders_in_the_real_zone() {
    // a owns x and y, b owns w, v and u; all on their tables.
    let mut g = game(&[
        ("x", A, TABLE),
        ("y", A, TABLE),
        ("w", B, TABLE),
        ("v", B, TABLE),
        ("u", B, TABLE),
    ]);
    let mut log = Vec::new();
    // b's cards that would go to the discard pile go to the bottom of the pile instead.
    g.apply(
        Action::AddEffect {
            label: "b's to the pile bottom".into(),
            controller: None,
            body: Box::new(EffectBody::ReplaceMove(MoveReplacement {
                on: MoveFilter {
                    card: CardFilter {
                        owner: Some(B),
                        ..CardFilter::default()
                    },
                    to: Some(DISCARD),
                    ..MoveFilter::default()
                },
                to: Some(Destination {
                    kind: PILE,
                    player: None,
                }),
                position: Some(Position::Bottom),
                facing: None,
                then: vec!["noted".into()],
                follow_ups: Vec::new(),
            })),
        },
        &mut log,
    )
    .unwrap();
    // u cannot move.
    g.apply(
        Action::AddEffect {
            label: "u stays".into(),
            controller: None,
            body: Box::new(EffectBody::Prohibition {
                card: CardFilter {
                    card: Some(CardId(4)),
                    ..CardFilter::default()
                },
                what: Prohibited::Move,
            }),
        },
        &mut log,
    )
    .unwrap();
    let before = g.state().clone();
    // A filter naming a player who does not exist is refused and changes nothing.
    let bad = Action::move_all(
        A,
        CardFilter {
            controller: Some(PlayerId(7)),
            ..CardFilter::default()
        },
        Some(TABLE),
        DISCARD,
    );
    assert!(g.apply(bad, &mut log).is_err());
    assert!(&before == g.state());
    let all = Action::move_all(A, CardFilter::default(), Some(TABLE), DISCARD);
    let Progress::Waiting(d) = g.apply(all, &mut log).unwrap() else {
        panic!("a orders her own two cards");
    };
    // a orders only her cards, in her discard pile; u is never offered.
    assert_eq!(d.decider, A);
    let DecisionKind::OrderCards { zone, remaining } = &d.kind else {
        panic!("an order decision");
    };
    assert_eq!(*zone, z(DISCARD, A));
    assert_eq!(remaining.len(), 2);
    assert!(remaining.iter().all(|o| o.card.0 < 2));
    let Progress::Waiting(d) = pick(&mut g, A, 1, &mut log) else {
        panic!("then b orders his, in his pile");
    };
    assert_eq!(d.decider, B);
    let DecisionKind::OrderCards { zone, .. } = &d.kind else {
        panic!("an order decision");
    };
    assert_eq!(*zone, z(PILE, B));
    // Nothing has moved while orders are chosen.
    assert_eq!(g.state().zone(z(TABLE, B)).unwrap().cards.len(), 3);
    assert!(matches!(pick(&mut g, B, 3, &mut log), Progress::Done));
    assert_eq!(g.cards_in(z(DISCARD, A)), &[CardId(1), CardId(0)]);
    // On the bottom, the first pick deepest.
    assert_eq!(g.cards_in(z(PILE, B)), &[CardId(3), CardId(2)]);
    assert_eq!(g.cards_in(z(TABLE, B)), &[CardId(4)]);
    let noted = log
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::Triggered { label, .. } if label == "noted"))
        .count();
    assert_eq!(noted, 2);
}
