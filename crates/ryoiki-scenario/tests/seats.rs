//! Seats: the secret view key, handles on the wire, seat-addressed actions, per-player
//! events, and saving, resuming and replaying, for every game and Magic variant.

mod common;

use common::starts;
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{
    CardId, Event, Game, Handle, PlayerId, Recorded, SavedGame, SeatAction, SeatChoice, SeatError,
    SeatEvent, SeatZone, ViewKey,
};
use ryoiki_scenario::games::GameKind;
use ryoiki_scenario::seats::{MessageCheck, pick_seat_action};
use std::collections::BTreeMap;

/// A recorded game of `game` after its opening, with an explicit key.
fn recorded(game: GameKind, variant: Option<&str>, seed: u64) -> Recorded {
    let start = game.sample(variant, seed).unwrap();
    let mut rec = Recorded::start(game.rules(), start.setup, ViewKey::new(seed, 77)).unwrap();
    for a in start.opening {
        rec.apply(a, &mut Vec::new()).unwrap();
    }
    rec
}

fn fow() -> Game {
    let start = GameKind::named("fow").sample(None, 5).unwrap();
    Game::new_with_key(
        GameKind::named("fow").rules(),
        start.setup,
        ViewKey::new(1, 2),
    )
    .unwrap()
}

#[test]
fn games_from_the_same_seed_without_a_key_have_different_handles() {
    let setup = GameKind::named("fow").sample(None, 777_777).unwrap().setup;
    let rules = GameKind::named("fow").rules();
    let a = Game::new(rules, setup.clone()).unwrap();
    let b = Game::new(rules, setup.clone()).unwrap();
    let hands =
        |g: &Game| -> Vec<Handle> { (0..4).map(|c| g.handle(PlayerId(0), CardId(c))).collect() };
    assert_ne!(hands(&a), hands(&b));
    // With the same explicit key, the same handles: scenarios and soaks replay exactly.
    let k = ViewKey::new(9, 9);
    let c = Game::new_with_key(rules, setup.clone(), k).unwrap();
    let d = Game::new_with_key(rules, setup, k).unwrap();
    assert_eq!(hands(&c), hands(&d));
}

#[test]
fn handles_are_strings_on_the_wire_and_parse_back() {
    let game = fow();
    let view = serde_json::to_value(game.view(PlayerId(0))).unwrap();
    let mut seen = 0;
    for z in view["zones"].as_array().unwrap() {
        for c in z["cards"].as_array().unwrap() {
            let text = c["handle"].as_str().expect("a handle is a string");
            let h: Handle = text.parse().unwrap();
            assert_eq!(h.to_string(), text);
            assert!(game.object_for_handle(PlayerId(0), h).is_some());
            seen += 1;
        }
    }
    assert!(seen > 0);
    let back: Handle = serde_json::from_str("\"h00000000000000ff\"").unwrap();
    assert_eq!(back, Handle(255));
    assert!(serde_json::from_str::<Handle>("255").is_err());
    assert!("h12".parse::<Handle>().is_err());
}

#[test]
fn seat_actions_name_no_engine_ids_and_every_one_applies() {
    for (g, v) in starts() {
        let rec = recorded(g, v, 3);
        let game = rec.game();
        for p in 0..game.state().players().len() {
            let seat = PlayerId(p as u8);
            let list = game.seat_actions(seat);
            let text = serde_json::to_string(&list).unwrap();
            assert!(!text.contains("generation"), "{g:?} {v:?}: {text}");
            let check = MessageCheck::new(game, seat);
            let json = serde_json::to_value(&list).unwrap();
            assert_eq!(check.problems(&json), Vec::<String>::new(), "{g:?} {v:?}");
            for a in list.iter().step_by(7) {
                let mut copy = game.clone();
                copy.apply_seat(seat, a, &mut Vec::new())
                    .unwrap_or_else(|e| panic!("{g:?} {v:?}: listed {a:?} refused: {e}"));
            }
        }
    }
}

/// A card of `seat`'s hand, by its handle.
fn hand_card(game: &Game, seat: PlayerId) -> Option<Handle> {
    let kind = game.zone_kind("hand")?;
    let zone = game.zone_id(kind, seat);
    game.view(seat)
        .zone(zone)?
        .cards()
        .next()
        .map(|c| c.handle())
}

/// Alice's own graveyard, where the refused moves of these tests would go.
fn alices_graveyard() -> SeatZone {
    SeatZone {
        zone: "graveyard".into(),
        player: Some(PlayerId(0)),
    }
}

/// A move, to Alice's graveyard, of a handle no card has.
fn made_up_move() -> SeatAction {
    SeatAction::Move {
        card: Handle(0x1234),
        to: alices_graveyard(),
    }
}

/// Runs `refusals` on a fresh FoW game; they must leave the game as it was.
fn refusals_change_nothing(refusals: impl FnOnce(&mut Game)) {
    let mut game = fow();
    let before = game.state().clone();
    refusals(&mut game);
    assert!(
        game.state() == &before,
        "a refused seat action changed the game"
    );
}

/// `seat`'s deck: a FoW game's main deck.
fn deck_of(game: &Game, seat: PlayerId) -> ryoiki_core::ZoneId {
    game.zone_id(
        game.zone_kind("main-deck")
            .or(game.zone_kind("deck"))
            .unwrap(),
        seat,
    )
}

#[test]
fn a_seat_cannot_name_a_card_it_cannot_see_and_a_refusal_changes_nothing() {
    refusals_change_nothing(|game| {
        let alice = PlayerId(0);
        let bob = PlayerId(1);
        let to_grave = alices_graveyard();
        assert!(matches!(
            game.apply_seat(alice, &made_up_move(), &mut Vec::new()),
            Err(SeatError::UnknownHandle { .. })
        ));
        // Alice's handle for a card in Bob's hand is not one Bob may use, nor one Alice sees.
        if let Some(h) = hand_card(game, bob) {
            let bobs_card_by_bob = SeatAction::Move {
                card: h,
                to: to_grave.clone(),
            };
            let e = game
                .apply_seat(alice, &bobs_card_by_bob, &mut Vec::new())
                .unwrap_err();
            assert!(matches!(e, SeatError::UnknownHandle { .. }), "{e}");
            assert!(e.to_string().contains("names no card you can see"), "{e}");
        }
        // Every card of Alice's own deck, by the handle Alice would have for it: her deck is
        // hidden to her, so none may be named.
        let deck = deck_of(game, alice);
        for c in game.cards_in(deck).to_vec() {
            let a = SeatAction::Move {
                card: game.handle(alice, c),
                to: to_grave.clone(),
            };
            assert!(game.apply_seat(alice, &a, &mut Vec::new()).is_err());
        }
    });
}

#[test]
fn a_seat_cannot_name_an_unknown_zone_seat_or_owner_and_a_refusal_changes_nothing() {
    refusals_change_nothing(|game| {
        let alice = PlayerId(0);
        let bob = PlayerId(1);
        // An unknown zone, a zone of a player not seated, and an answer with nothing pending.
        let h = hand_card(game, alice).unwrap();
        let move_to = |zone: &str, player: PlayerId| SeatAction::Move {
            card: h,
            to: SeatZone {
                zone: zone.into(),
                player: Some(player),
            },
        };
        let e = game
            .apply_seat(alice, &move_to("grave", alice), &mut Vec::new())
            .unwrap_err();
        assert!(matches!(e, SeatError::UnknownZone { .. }), "{e}");
        assert!(e.to_string().contains("graveyard"), "lists the zones: {e}");
        let e = game
            .apply_seat(alice, &move_to("graveyard", PlayerId(9)), &mut Vec::new())
            .unwrap_err();
        assert!(matches!(e, SeatError::NoSuchOwner { .. }), "{e}");
        let answer = SeatAction::Answer {
            choice: SeatChoice::Option { index: 0 },
        };
        assert_eq!(
            game.apply_seat(alice, &answer, &mut Vec::new()),
            Err(SeatError::NothingToAnswer)
        );
        assert!(matches!(
            game.apply_seat(PlayerId(7), &made_up_move(), &mut Vec::new()),
            Err(SeatError::NoSuchSeat { .. })
        ));
        // An action that is well formed but not Alice's to take: moving Bob's hand.
        let e = game
            .apply_seat(
                alice,
                &SeatAction::MoveTop {
                    from: SeatZone {
                        zone: "hand".into(),
                        player: Some(bob),
                    },
                    to: alices_graveyard(),
                },
                &mut Vec::new(),
            )
            .unwrap_err();
        assert!(matches!(e, SeatError::NotListed { .. }), "{e}");
    });
}

#[test]
fn an_answer_out_of_turn_is_refused_and_changes_nothing() {
    let mut game = fow();
    let alice = PlayerId(0);
    let bob = PlayerId(1);
    let deck = deck_of(&game, alice);
    // An answer out of turn: Alice splits her deck into groups, and Bob answers.
    let split = SeatAction::Split {
        zone: SeatZone {
            zone: game.spec(deck.kind).key.into(),
            player: Some(alice),
        },
    };
    game.apply_seat(alice, &split, &mut Vec::new()).unwrap();
    assert!(game.pending().is_some());
    let pending = game.state().clone();
    let e = game
        .apply_seat(
            bob,
            &SeatAction::Answer {
                choice: SeatChoice::Option { index: 0 },
            },
            &mut Vec::new(),
        )
        .unwrap_err();
    assert!(matches!(e, SeatError::OutOfTurn { .. }), "{e}");
    assert!(e.to_string().contains("p0"), "names the decider: {e}");
    assert!(game.state() == &pending);
    assert!(game.seat_actions(bob).is_empty());
}

#[test]
fn a_stale_handle_is_refused_after_its_card_moves() {
    let mut game = fow();
    let alice = PlayerId(0);
    let h = hand_card(&game, alice).unwrap();
    let to = SeatZone {
        zone: "graveyard".into(),
        player: Some(alice),
    };
    game.apply_seat(
        alice,
        &SeatAction::Move {
            card: h,
            to: to.clone(),
        },
        &mut Vec::new(),
    )
    .unwrap();
    let again = SeatAction::Move { card: h, to };
    assert!(matches!(
        game.apply_seat(alice, &again, &mut Vec::new()),
        Err(SeatError::UnknownHandle { .. })
    ));
}

/// For each seat, what each handle it was shown stood for: the card, its generation and
/// its zone's shuffle count. A handle seen again must stand for the same.
type Shown = BTreeMap<(PlayerId, Handle), (CardId, u32, u32)>;

fn record_handles(game: &Game, shown: &mut Shown) -> Vec<String> {
    let mut out = Vec::new();
    let st = game.state();
    for p in 0..st.players().len() {
        let seat = PlayerId(p as u8);
        for z in game.view(seat).zones() {
            let shuffles = st.zone(z.id()).map(|z| z.shuffles).unwrap_or(0);
            for c in z.cards() {
                let card = c.card_id();
                let now = (card, st.card(card).generation, shuffles);
                if let Some(old) = shown.insert((seat, c.handle()), now)
                    && old != now
                {
                    out.push(format!(
                        "{seat} saw {} for {old:?} and for {now:?}",
                        c.handle()
                    ));
                }
            }
        }
    }
    out
}

/// Random seat play of every game and variant: every message a player receives (its
/// events, its legal actions) holds no hidden identity, and no handle a seat is shown
/// ever stands for a card after it moved or its zone was shuffled.
#[test]
fn random_seat_games_tell_no_player_what_it_may_not_know() {
    for (g, v) in starts() {
        for seed in [1u64] {
            let mut rec = recorded(g, v, seed);
            let mut s = seed ^ 0x5eed;
            let mut shown = Shown::new();
            for step in 0..60 {
                let r = splitmix64_next(&mut s);
                let Some((seat, action)) = pick_seat_action(rec.game(), r) else {
                    break;
                };
                let mut events: Vec<Event> = Vec::new();
                rec.apply_seat(seat, &action, &mut events)
                    .unwrap_or_else(|e| panic!("{g:?} {v:?} step {step}: {e}"));
                let game = rec.game();
                for p in 0..game.state().players().len() {
                    let viewer = PlayerId(p as u8);
                    let check = MessageCheck::new(game, viewer);
                    let said = serde_json::to_value(game.seat_events(viewer, &events)).unwrap();
                    let listed = serde_json::to_value(game.seat_actions(viewer)).unwrap();
                    let mut problems = check.problems(&said);
                    problems.extend(check.problems(&listed));
                    assert!(
                        problems.is_empty(),
                        "{g:?} {v:?} seed {seed} step {step} ({action:?}): {problems:#?}"
                    );
                }
                let follow = record_handles(game, &mut shown);
                assert!(follow.is_empty(), "{g:?} {v:?} step {step}: {follow:#?}");
            }
        }
    }
}

#[test]
fn a_player_hears_its_own_draw_by_name_and_the_others_only_as_a_card() {
    let mut game = fow();
    let alice = PlayerId(0);
    let bob = PlayerId(1);
    let deck = game.zone_kind("main-deck").unwrap();
    let draw = SeatAction::MoveTop {
        from: SeatZone {
            zone: "main-deck".into(),
            player: Some(bob),
        },
        to: SeatZone {
            zone: "hand".into(),
            player: Some(bob),
        },
    };
    let top = *game.cards_in(game.zone_id(deck, bob)).last().unwrap();
    let name = game.state().def(top).name().to_string();
    let mut events = Vec::new();
    game.apply_seat(bob, &draw, &mut events).unwrap();
    let for_bob: Vec<SeatEvent> = game.seat_events(bob, &events);
    let for_alice: Vec<SeatEvent> = game.seat_events(alice, &events);
    let moved = |es: &[SeatEvent]| es.iter().find(|e| e.event == "moved").cloned().unwrap();
    let b = moved(&for_bob);
    let a = moved(&for_alice);
    let h = game.handle(bob, top);
    assert!(
        b.en.contains(&name) && b.en.contains(&h.to_string()),
        "{}",
        b.en
    );
    assert!(b.ja.contains(&name), "{}", b.ja);
    // The Japanese says the same, in the catalogue's words: the card with the handle in
    // full-width brackets, the zones in Japanese.
    assert!(
        b.ja.starts_with(&format!(
            "{name}（{h}）がp1のメインデッキからp1の手札へ移動する"
        )),
        "{}",
        b.ja
    );
    assert_eq!(b.cards, vec![h]);
    assert!(a.en.starts_with("a card moves from p1's"), "{}", a.en);
    assert!(
        a.ja.starts_with("カード1枚がp1のメインデッキからp1の手札へ移動する"),
        "{}",
        a.ja
    );
    assert!(!a.en.contains(&name) && !a.ja.contains(&name) && a.cards.is_empty());
    // The rule ids stay.
    assert_eq!(a.rules, b.rules);
    // The check the random games run has teeth: the judge's text of the same events,
    // sent to Alice, is caught naming Bob's card and giving engine ids.
    let judge: Vec<String> = events
        .iter()
        .map(|e| game.render_event(e, ryoiki_core::Lang::En))
        .collect();
    let problems = MessageCheck::new(&game, alice).problems(&serde_json::json!(judge));
    assert!(problems.iter().any(|p| p.contains(&name)), "{problems:#?}");
    assert!(
        problems.iter().any(|p| p.contains("engine id")),
        "{problems:#?}"
    );
    // Bob may know his own card: only the engine ids are wrong in what he is sent.
    let for_bob = MessageCheck::new(&game, bob).problems(&serde_json::json!(judge));
    assert!(
        !for_bob.is_empty() && for_bob.iter().all(|p| p.contains("engine id")),
        "{for_bob:#?}"
    );
}

/// Plays `steps` random seat actions from `seed`, returning the seat actions taken and
/// each player's event stream.
fn play(
    rec: &mut Recorded,
    seed: u64,
    steps: usize,
    streams: &mut [Vec<SeatEvent>],
) -> Vec<(PlayerId, SeatAction)> {
    let mut s = seed;
    let mut taken = Vec::new();
    for _ in 0..steps {
        let Some((seat, action)) = pick_seat_action(rec.game(), splitmix64_next(&mut s)) else {
            break;
        };
        let mut events = Vec::new();
        rec.apply_seat(seat, &action, &mut events).unwrap();
        for (p, stream) in streams.iter_mut().enumerate() {
            stream.extend(rec.game().seat_events(PlayerId(p as u8), &events));
        }
        taken.push((seat, action));
    }
    taken
}

#[test]
fn a_game_saved_mid_way_and_resumed_ends_as_if_played_straight_through() {
    for (g, v) in starts() {
        let players = recorded(g, v, 11).game().state().players().len();
        // Straight through.
        let mut straight = recorded(g, v, 11);
        let mut streams = vec![Vec::new(); players];
        let taken = play(&mut straight, 99, 80, &mut streams);
        // Saved after 40 actions, resumed from the JSON, then the same seat actions.
        let mut first = recorded(g, v, 11);
        let mut resumed_streams = vec![Vec::new(); players];
        let opening = first.saved().actions.len();
        let half = taken.len() / 2;
        // The same random client from the same seed takes the same first half.
        assert_eq!(
            play(&mut first, 99, half, &mut resumed_streams),
            taken[..half]
        );
        let text = serde_json::to_string(first.saved()).unwrap();
        assert!(text.contains("\"version\":1"));
        let saved: SavedGame = serde_json::from_str(&text).unwrap();
        assert_eq!(saved.actions.len(), opening + half);
        let mut replayed = vec![Vec::new(); players];
        let mut rec = Recorded::resume(g.rules(), saved, &mut |game, _, events| {
            for (p, stream) in replayed.iter_mut().enumerate() {
                stream.extend(game.seat_events(PlayerId(p as u8), events));
            }
        })
        .unwrap();
        // The replay told each player what the first half did.
        let opening_len: Vec<usize> = (0..players)
            .map(|p| replayed[p].len() - resumed_streams[p].len())
            .collect();
        for p in 0..players {
            assert_eq!(
                replayed[p][opening_len[p]..],
                resumed_streams[p][..],
                "{g:?} {v:?}"
            );
        }
        for (seat, a) in &taken[half..] {
            let mut events = Vec::new();
            rec.apply_seat(*seat, a, &mut events).unwrap();
            for (p, stream) in resumed_streams.iter_mut().enumerate() {
                stream.extend(rec.game().seat_events(PlayerId(p as u8), &events));
            }
        }
        assert!(
            rec.game().state() == straight.game().state(),
            "{g:?} {v:?}: final states differ"
        );
        assert_eq!(
            resumed_streams, streams,
            "{g:?} {v:?}: event streams differ"
        );
        assert_eq!(rec.saved(), straight.saved());
    }
}

#[test]
fn a_card_the_seat_saw_in_its_deck_gets_a_new_handle_when_the_deck_is_shuffled() {
    let mut game = fow();
    let alice = PlayerId(0);
    let deck = game.zone_id(game.zone_kind("main-deck").unwrap(), alice);
    let top = *game.cards_in(deck).last().unwrap();
    // Alice looks at her top card (a judge's action: a card's effect).
    let look = ryoiki_core::Action::AddEffect {
        label: "look".into(),
        controller: Some(alice),
        body: Box::new(ryoiki_core::EffectBody::Exposure {
            objects: vec![game.object_of(top).unwrap()],
            to: ryoiki_core::PlayerSet::only(alice),
            kind: ryoiki_core::ExposureKind::Look,
        }),
    };
    game.apply(look, &mut Vec::new()).unwrap();
    let seen = game.view(alice).card(top).expect("she sees it").handle();
    let shuffle = SeatAction::Shuffle {
        zone: SeatZone {
            zone: "main-deck".into(),
            player: Some(alice),
        },
    };
    assert!(game.seat_actions(alice).contains(&shuffle));
    game.apply_seat(alice, &shuffle, &mut Vec::new()).unwrap();
    // Whatever her view shows of the deck now, that handle is gone, and naming it is
    // refused.
    let listed: Vec<Handle> = game
        .view(alice)
        .zones()
        .flat_map(|z| z.cards().map(|c| c.handle()).collect::<Vec<_>>())
        .collect();
    assert!(!listed.contains(&seen));
    let reveal = SeatAction::Reveal { card: seen };
    assert!(matches!(
        game.apply_seat(alice, &reveal, &mut Vec::new()),
        Err(SeatError::UnknownHandle { .. })
    ));
}

#[test]
fn a_card_put_into_a_hidden_deck_and_drawn_back_has_a_new_handle() {
    let mut game = fow();
    let alice = PlayerId(0);
    let h = hand_card(&game, alice).unwrap();
    let card = game.object_for_handle(alice, h).unwrap().card;
    let deck = SeatZone {
        zone: "main-deck".into(),
        player: Some(alice),
    };
    game.apply_seat(
        alice,
        &SeatAction::Move {
            card: h,
            to: deck.clone(),
        },
        &mut Vec::new(),
    )
    .unwrap();
    assert!(
        game.state()
            .zone_of(card)
            .is_some_and(|z| game.spec(z.kind).key == "main-deck")
    );
    // In her deck, her view lists it only if she still knows it (she put it there, FoW
    // 3.2.b), and then under a new handle; the old one is refused.
    let in_deck = game.view(alice).card(card).map(|c| c.handle());
    assert_ne!(in_deck, Some(h));
    assert!(matches!(
        game.apply_seat(alice, &SeatAction::Reveal { card: h }, &mut Vec::new()),
        Err(SeatError::UnknownHandle { .. })
    ));
    let draw = SeatAction::MoveTop {
        from: deck,
        to: SeatZone {
            zone: "hand".into(),
            player: Some(alice),
        },
    };
    game.apply_seat(alice, &draw, &mut Vec::new()).unwrap();
    let back = game.view(alice).card(card).expect("drawn back").handle();
    assert_ne!(back, h);
    assert_ne!(Some(back), in_deck);
}
