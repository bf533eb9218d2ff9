//! Objects and handles: what a stale id says, what ids from outside give, how
//! handles and events name cards to each viewer.

use super::toy::*;
use ryoiki_core::*;

#[test]
fn handles_differ_per_viewer_and_change_when_a_card_moves_or_its_zone_is_shuffled() {
    let mut g = game(&[("x", A, TABLE), ("y", A, DISCARD), ("w", A, DISCARD)]);
    let h = |g: &Game, v: PlayerId, c: u32| g.view(v).card(CardId(c)).map(|cv| cv.handle());
    let a0 = h(&g, A, 0).unwrap();
    let b0 = h(&g, B, 0).unwrap();
    assert_ne!(a0, b0);
    let mut log = Vec::new();
    g.apply(
        Action::Turn {
            player: A,
            object: g.state().object(CardId(0)),
            orientation: Orientation::Sideways,
        },
        &mut log,
    )
    .unwrap();
    assert_eq!(h(&g, B, 0), Some(b0), "turning is not a move");
    g.apply(mv(&g, 0, TABLE, Some(B)), &mut log).unwrap();
    assert_ne!(h(&g, B, 0), Some(b0));
    let y = h(&g, B, 1).unwrap();
    g.apply(
        Action::Shuffle {
            player: A,
            zone: z(DISCARD, A),
            forced: Some(vec![1, 0]),
        },
        &mut log,
    )
    .unwrap();
    assert_ne!(h(&g, B, 1), Some(y));
    assert_eq!(g.cards_in(z(DISCARD, A)), &[CardId(2), CardId(1)]);
    // A handle leads back to its object for its viewer only.
    let hb = h(&g, B, 1).unwrap();
    assert_eq!(
        g.object_for_handle(B, hb),
        Some(g.state().object(CardId(1)))
    );
    assert_eq!(g.object_for_handle(A, hb), None);
}

#[test]
fn a_gone_object_says_where_its_card_went_and_a_bad_forced_shuffle_is_refused() {
    let mut g = game(&[("x", A, HAND), ("y", A, PILE)]);
    let old = g.state().object(CardId(0));
    let mut log = Vec::new();
    g.apply(mv(&g, 0, DISCARD, None), &mut log).unwrap();
    let err = g
        .apply(
            Action::Turn {
                player: A,
                object: old,
                orientation: Orientation::Sideways,
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "x has moved since this action named it: it is now in a's discard, position 1 from the bottom (object c0#0 no longer exists; the card is now object c0#1)"
    );
    let before = g.state().clone();
    let err = g
        .apply(
            Action::Shuffle {
                player: A,
                zone: z(PILE, A),
                forced: Some(vec![0, 0]),
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "forced shuffle order [0, 0] is not a permutation of 0..1"
    );
    let err = g
        .apply(
            Action::Turn {
                player: A,
                object: g.state().object(CardId(1)),
                orientation: Orientation::Sideways,
            },
            &mut log,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a hidden card is in a's pile, where cards are not turned upright or sideways"
    );
    let ghost = Action::Move {
        player: A,
        object: ObjectId {
            card: CardId(7),
            generation: 0,
        },
        to: Destination {
            kind: DISCARD,
            player: None,
        },
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    };
    let err = g.apply(ghost, &mut log).unwrap_err();
    assert_eq!(err.to_string(), "no card c7 in this game");
    assert!(&before == g.state());
}

#[test]
fn ids_from_outside_give_none_or_errors_not_panics() {
    let g = game(&[("x", A, PILE), ("y", A, TABLE)]);
    let ghost = CardId(99);
    let gone = ObjectId {
        card: ghost,
        generation: 0,
    };
    assert_eq!(g.try_handle(A, ghost), None);
    assert!(g.try_handle(A, CardId(0)).is_some());
    assert_eq!(g.try_handle(A, CardId(0)), Some(g.handle(A, CardId(0))));
    assert!(g.view(A).card(ghost).is_none());
    assert!(!g.sees_front(A, ghost));
    assert_eq!(g.seers(ghost), PlayerSet::NONE);
    assert_eq!(g.host_of(ghost), None);
    assert!(g.attachments_deep(gone).is_empty());
    assert_eq!(g.state().zone_of(ghost), None);
    assert_eq!(g.state().try_card(ghost), None);
    assert_eq!(g.object_of(ghost), Err(ActionError::UnknownCard(ghost)));
    assert_eq!(g.resolve(gone), Err(ActionError::UnknownCard(ghost)));
    assert_eq!(g.place_name(ghost, Lang::En), "no such card (c99)");
    assert_eq!(g.whereabouts(ghost).object, gone);
    assert_eq!(g.last_known(gone), None);
    assert!(g.try_spec(ZoneKind(40)).is_none());
    let nowhere = ZoneId {
        kind: ZoneKind(40),
        player: Some(A),
    };
    assert_eq!(g.zone_name(nowhere, Lang::En), "an unknown zone (kind 40)");
    assert!(g.cards_in(nowhere).is_empty());
    assert!(g.view(A).zone(nowhere).is_none());
    // A viewer or player not seated sees only what any outsider would, and may do nothing.
    let stranger = PlayerId(9);
    let json = serde_json::to_string(&g.view(stranger)).unwrap();
    assert!(!json.contains("\"x\""), "{json}");
    assert!(g.legal_actions(stranger).is_empty());
    assert_eq!(g.player_name(stranger), "?");
}

#[test]
#[should_panic(expected = "no card c99 in this game")]
fn handle_panics_only_for_a_card_the_game_does_not_have() {
    let g = game(&[("x", A, PILE)]);
    let _ = g.handle(A, CardId(99));
}

#[test]
fn a_player_beyond_64_seats_is_in_no_set_and_sees_nothing() {
    let far = PlayerId(200);
    assert!(!PlayerSet::all(64).contains(far));
    assert_eq!(PlayerSet::only(far), PlayerSet::NONE);
    assert_eq!(PlayerSet::NONE.with(far), PlayerSet::NONE);
    let g = game(&[("x", A, HAND), ("y", A, TABLE)]);
    assert!(!g.sees_front(far, CardId(0)));
    assert!(
        g.sees_front(far, CardId(1)),
        "a public card is seen by anyone"
    );
    assert!(
        g.view(far)
            .zone(z(HAND, A))
            .unwrap()
            .cards()
            .next()
            .is_none()
    );
}

#[test]
fn events_render_in_both_languages_with_positions_counted_from_one() {
    let mut g = game(&[("x", A, HAND), ("y", A, HAND), ("w", B, DISCARD)]);
    let mut log = Vec::new();
    g.apply(mv(&g, 0, DISCARD, Some(B)), &mut log).unwrap();
    let moved = log
        .iter()
        .find(|e| matches!(e.kind, EventKind::Moved { .. }))
        .expect("a moved event");
    let en = g.render_event(moved, Lang::En);
    let ja = g.render_event(moved, Lang::Ja);
    // "w" is at the bottom of b's discard pile, so x is the second card from the bottom.
    assert!(
        en.contains("b's discard, position 2 from the bottom"),
        "{en}"
    );
    assert!(en.contains("x (c0#0)"), "{en}");
    assert!(ja.contains("bのdiscardの下から2番目"), "{ja}");
    assert!(ja.contains("x（c0#0）"), "{ja}");
    assert!(
        !ja.contains('(') && !ja.contains('['),
        "one bracket style: {ja}"
    );
    let place = g.place_name(CardId(0), Lang::Ja);
    assert_eq!(place, "bのdiscardの下から2番目");
    assert_eq!(
        g.place_name(CardId(2), Lang::En),
        "b's discard, position 1 from the bottom"
    );
}
