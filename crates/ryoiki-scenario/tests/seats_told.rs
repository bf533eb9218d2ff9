//! What a seat is told names only cards its view lists: cards held aside (PMV 11.4),
//! the cards of an order-cards decision (FoW 3.1.d, MTG 217.1b), and whose move it is
//! at a table (Magic's priority; seat by seat where a game keeps no turn).

use ryoiki_core::{
    Action, CardId, Game, Handle, OptionView, Place, PlayerId, SeatAction, SeatChoice, SetupPlace,
    ViewKey, ZoneId,
};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::protocol::to_move;
use ryoiki_scenario::seats::{MessageCheck, step_message_problems};

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);

fn game(kind: GameKind, variant: Option<&str>, seed: u64) -> Game {
    let start = kind.sample(variant, seed).unwrap();
    let mut g = Game::new_with_key(kind.rules(), start.setup, ViewKey::new(seed, 3)).unwrap();
    for a in start.opening {
        g.apply(a, &mut Vec::new()).unwrap();
    }
    g
}

/// Every leak in what `seat` may do now and in every player's text of `events`.
fn told_problems(g: &Game, events: &[ryoiki_core::Event], seat: PlayerId) -> Vec<String> {
    let mut out = step_message_problems(g, events, seat, true);
    let check = MessageCheck::new(g, seat);
    out.extend(check.problems(&serde_json::to_value(g.view(seat)).unwrap()));
    out
}

/// The handle of a card of `seat`'s hand, as its view lists it.
fn hand_card(g: &Game, seat: PlayerId) -> (Handle, CardId) {
    let hand = g.zone_kind("hand").unwrap();
    let zone = g
        .view(seat)
        .zone(ZoneId {
            kind: hand,
            player: Some(seat),
        })
        .unwrap();
    let cv = zone.cards().next().expect("a card in hand");
    (cv.handle(), cv.card_id())
}

#[test]
fn a_card_held_aside_is_listed_to_its_holder_who_puts_it_back_by_that_handle() {
    // PMV 11.4.1: alice's effect extracts a card of her hand; 11.4.3: it goes back.
    let mut g = game(GameKind::named("pmv"), None, 4);
    let (h, card) = hand_card(&g, P0);
    let mut events = Vec::new();
    g.apply_seat(P0, &SeatAction::Extract { card: h }, &mut events)
        .unwrap();
    assert!(matches!(g.state().card(card).place, Place::Aside { .. }));

    // Her view lists it among the held cards; bob's lists none.
    let held: Vec<Handle> = g.view(P0).held().map(|x| x.handle()).collect();
    assert_eq!(held.len(), 1);
    assert_eq!(g.view(P1).held().count(), 0);
    let json = serde_json::to_value(g.view(P0)).unwrap();
    assert_eq!(
        json["held"][0]["handle"],
        serde_json::json!(held[0].to_string())
    );
    assert_eq!(json["held"][0]["from"], "hand");
    assert!(
        serde_json::to_value(g.view(P1))
            .unwrap()
            .get("held")
            .is_none()
    );

    // She is told of it by that handle; bob is told of "a card" with no handle.
    let mine = g.seat_events(P0, &events);
    assert!(mine.iter().any(|e| e.cards.contains(&held[0])), "{mine:?}");
    let theirs = g.seat_events(P1, &events);
    assert!(theirs.iter().all(|e| e.cards.is_empty()), "{theirs:?}");

    // Her put-back names that handle, and nothing she is sent names a handle her view
    // does not list.
    let back = SeatAction::PutBack { card: held[0] };
    assert!(g.seat_actions(P0).contains(&back));
    assert!(
        !g.seat_actions(P1)
            .iter()
            .any(|a| matches!(a, SeatAction::PutBack { .. }))
    );
    assert_eq!(told_problems(&g, &events, P0), Vec::<String>::new());
    assert_eq!(told_problems(&g, &events, P1), Vec::<String>::new());

    // Bob cannot name it; alice puts it back by it.
    let before = g.state().clone();
    assert!(g.apply_seat(P1, &back, &mut Vec::new()).is_err());
    assert_eq!(&before, g.state());
    g.apply_seat(P0, &back, &mut Vec::new()).unwrap();
    assert!(matches!(g.state().card(card).place, Place::Zone(_)));
    assert_eq!(g.view(P0).held().count(), 0);
}

/// A Magic game where p0 controls a card p1 owns, in play (Threaten, Act of Treason).
fn borrowed_card() -> (Game, CardId) {
    let start = GameKind::named("mtg")
        .sample(Some("two-player"), 2)
        .unwrap();
    let mut setup = start.setup;
    let rules = GameKind::named("mtg").rules();
    let probe = Game::new_with_key(rules, setup.clone(), ViewKey::new(1, 1)).unwrap();
    let in_play = probe.zone_kind("in-play").unwrap();
    let i = setup
        .cards
        .iter()
        .position(|c| c.owner == P1 && c.def.sides[0].types.iter().any(|t| t == "creature"))
        .expect("a creature of p1's");
    setup.cards[i].place = SetupPlace::Zone(ZoneId {
        kind: in_play,
        player: None,
    });
    setup.cards[i].controller = Some(P0);
    let mut g = Game::new_with_key(rules, setup, ViewKey::new(2, 2)).unwrap();
    for a in start.opening {
        g.apply(a, &mut Vec::new()).unwrap();
    }
    (g, CardId(i as u32))
}

#[test]
fn a_card_held_by_its_controller_not_its_owner_is_listed_to_the_controller_only() {
    // The soak finding (single-planar-deck, 10^6 steps): the player holding a card it
    // controls but does not own was offered `put-back` by a handle its view did not list.
    let (mut g, card) = borrowed_card();
    let h = g.view(P0).card(card).expect("in play, face up").handle();
    let mut events = Vec::new();
    g.apply_seat(P0, &SeatAction::Extract { card: h }, &mut events)
        .unwrap();
    let listed: Vec<Handle> = g.view(P0).held().map(|x| x.handle()).collect();
    assert_eq!(listed, vec![g.handle(P0, card)]);
    // The owner did not hold it and its view does not list it.
    assert_eq!(g.view(P1).held().count(), 0);
    assert!(
        g.seat_actions(P0)
            .contains(&SeatAction::PutBack { card: listed[0] })
    );
    for seat in [P0, P1] {
        assert_eq!(told_problems(&g, &events, seat), Vec::<String>::new());
    }
}

/// A FoW game where the top two cards of alice's main deck, which she cannot see, and
/// one card of her hand are put into her graveyard at once (a discard and a mill in one
/// event): the graveyard keeps order, and she orders her own cards going there (FoW
/// 3.1.d, 3.9) while the deck cards are still unseen.
fn order_with_unseen_cards() -> (Game, Vec<CardId>, CardId) {
    let mut g = game(GameKind::named("fow"), None, 9);
    let deck = ZoneId {
        kind: g.zone_kind("main-deck").unwrap(),
        player: Some(P0),
    };
    let cards = &g.state().zone(deck).unwrap().cards;
    let hidden: Vec<CardId> = cards[cards.len() - 2..].to_vec();
    let (_, seen) = hand_card(&g, P0);
    let objects = hidden
        .iter()
        .chain([&seen])
        .map(|c| g.state().object(*c))
        .collect();
    g.apply(
        Action::MoveMany {
            player: P0,
            objects,
            to: ryoiki_core::Destination {
                kind: g.zone_kind("graveyard").unwrap(),
                player: Some(P0),
            },
            cause: ryoiki_core::Cause::Instruction,
        },
        &mut Vec::new(),
    )
    .unwrap();
    (g, hidden, seen)
}

/// The cards still to order of the pending order-cards decision.
fn remaining(g: &Game) -> Vec<CardId> {
    match &g.pending().expect("a decision").kind {
        ryoiki_core::DecisionKind::OrderCards { remaining, .. } => {
            remaining.iter().map(|o| o.card).collect()
        }
        other => panic!("not an order: {other:?}"),
    }
}

#[test]
fn order_cards_names_only_cards_the_decider_sees_and_the_rest_as_unseen() {
    let (mut g, hidden, seen) = order_with_unseen_cards();
    let pending = g.view(P0).pending().expect("alice orders the cards");
    assert_eq!(pending.what, "order-cards");
    let left = remaining(&g);
    let unseen: Vec<CardId> = hidden
        .iter()
        .copied()
        .filter(|c| left.contains(c))
        .collect();
    assert!(left.contains(&seen) && !unseen.is_empty(), "{left:?}");
    let seen_handle = g.handle(P0, seen);
    // The card she sees by its handle; the deck cards as one "unseen" option, no handle.
    assert_eq!(
        pending.options,
        vec![
            OptionView::Card {
                handle: seen_handle
            },
            OptionView::Unseen {
                count: unseen.len() as u32
            }
        ]
    );
    let answers: Vec<SeatChoice> = g
        .seat_actions(P0)
        .into_iter()
        .filter_map(|a| match a {
            SeatAction::Answer { choice } => Some(choice),
            _ => None,
        })
        .collect();
    assert_eq!(answers.len(), 2, "{answers:?}");
    assert!(answers.contains(&SeatChoice::Card {
        handle: seen_handle
    }));
    assert!(answers.contains(&SeatChoice::Unseen));
    assert_eq!(told_problems(&g, &[], P0), Vec::<String>::new());
    // Bob may not answer at all, and the refusal changes nothing.
    let unseen_answer = SeatAction::Answer {
        choice: SeatChoice::Unseen,
    };
    let before = g.state().clone();
    assert!(g.apply_seat(P1, &unseen_answer, &mut Vec::new()).is_err());
    assert_eq!(&before, g.state());
    // Answering "unseen" places the first of them.
    g.apply_seat(P0, &unseen_answer, &mut Vec::new()).unwrap();
    if let Some(d) = g.pending()
        && matches!(d.kind, ryoiki_core::DecisionKind::OrderCards { .. })
    {
        assert!(!remaining(&g).contains(&unseen[0]));
        assert_eq!(told_problems(&g, &[], P0), Vec::<String>::new());
    }
    // The rest is answered; they all end in her graveyard.
    while g.pending().is_some() {
        let a = g.seat_actions(P0).remove(0);
        g.apply_seat(P0, &a, &mut Vec::new()).unwrap();
    }
    let yard = g.state().zone(ZoneId {
        kind: g.zone_kind("graveyard").unwrap(),
        player: Some(P0),
    });
    let cards = &yard.unwrap().cards;
    assert!(cards.contains(&seen) && unseen.iter().all(|c| cards.contains(c)));
}

#[test]
fn in_magic_the_holder_of_priority_is_to_move() {
    for variant in [
        "two-player",
        "two-headed-giant",
        "grand-melee",
        "single-planar-deck",
    ] {
        let mut g = game(GameKind::named("mtg"), Some(variant), 3);
        let mut checked = 0;
        for step in 0..60u64 {
            let Some((seat, list)) = to_move(&g, None) else {
                break;
            };
            if g.pending().is_none() {
                let public = serde_json::to_value(g.view(seat).public()).unwrap();
                if let Some(serde_json::Value::String(name)) = public.pointer("/priority") {
                    assert_eq!(
                        g.player_name(seat),
                        name.as_str(),
                        "{variant}: step {step}: {public}"
                    );
                    checked += 1;
                }
                // Whatever seat acted last, priority decides.
                let n = g.state().players().len();
                for last in 0..n {
                    assert_eq!(
                        to_move(&g, Some(PlayerId(last as u8))).map(|x| x.0),
                        Some(seat)
                    );
                }
            }
            // Pass priority when it is listed, so the move goes round.
            let pick = list
                .iter()
                .position(
                    |a| matches!(a, SeatAction::Game { game } if game.json()["action"] == "pass-priority"),
                )
                .unwrap_or((step as usize * 7) % list.len());
            g.apply_seat(seat, &list[pick], &mut Vec::new()).unwrap();
        }
        assert!(
            checked > 5,
            "{variant}: priority was checked only {checked} times"
        );
    }
}

#[test]
fn where_the_game_keeps_no_turn_the_move_passes_seat_by_seat() {
    for kind in [GameKind::named("fow"), GameKind::named("pmv")] {
        let g = game(kind, None, 1);
        assert_eq!(kind.rules().to_act(g.state()), None);
        assert_eq!(to_move(&g, None).map(|x| x.0), Some(P0));
        assert_eq!(to_move(&g, Some(P0)).map(|x| x.0), Some(P1));
        assert_eq!(to_move(&g, Some(P1)).map(|x| x.0), Some(P0));
    }
}

#[test]
fn what_a_player_once_saw_may_be_named_to_it_later() {
    // Knowledge once given is not taken back: alice reveals a card of her hand (MTG
    // 217.2 hidden hand, revealed to all), the reveal ends, and a later message that
    // names the card (as the planeswalk event names the plane just walked away from,
    // 901.10) tells bob nothing new. A check that knew only the present would object.
    use ryoiki_core::{EffectBody, ExposureKind};
    let mut g = game(GameKind::named("mtg"), Some("two-player"), 7);
    let mut told = ryoiki_scenario::seats::SeatMessages::new(&g);
    let (_, card) = hand_card(&g, P0);
    let name = g.state().def(card).sides[0].name.clone();
    let object = g.state().object(card);
    let effect = g.state().next_effect();
    let mut events = Vec::new();
    let all = g.state().all_players();
    g.apply(
        Action::AddEffect {
            label: "reveal".into(),
            controller: Some(P0),
            body: Box::new(EffectBody::Exposure {
                objects: vec![object],
                to: all,
                kind: ExposureKind::Reveal,
            }),
        },
        &mut events,
    )
    .unwrap();
    assert!(told.step(&g, &events, P0, true).is_empty());
    events.clear();
    g.apply(Action::EndEffect { effect }, &mut events).unwrap();
    assert!(told.step(&g, &events, P0, true).is_empty());
    // Bob may not see the card now (no card he sees shares its name) …
    let shares = (0..g.state().cards().len() as u32)
        .map(CardId)
        .any(|c| c != card && g.state().def(c).sides[0].name == name && g.sees_front(P1, c));
    assert!(!g.sees_front(P1, card) && !shares);
    let message = serde_json::json!({ "text": format!("alice walks away from {name}") });
    // … so a check that knows only the present objects to the name,
    let fresh = MessageCheck::new(&g, P1).problems(&message);
    assert!(fresh.iter().any(|p| p.contains("may not see")), "{fresh:?}");
    // while the game's own check remembers that he saw it.
    let problems = told.check(&g, P1).problems(&message);
    assert!(problems.is_empty(), "{problems:?}");
    // A card of alice's that bob has never seen stays secret.
    let never = (0..g.state().cards().len() as u32)
        .map(CardId)
        .map(|c| g.state().def(c).sides[0].name.clone())
        .find(|n| {
            (0..g.state().cards().len() as u32)
                .map(CardId)
                .all(|c| g.state().def(c).sides[0].name != *n || !g.sees_front(P1, c))
                && *n != name
        })
        .expect("a card bob has never seen");
    let message = serde_json::json!({ "text": format!("alice holds {never}") });
    assert!(!told.check(&g, P1).problems(&message).is_empty());
}
