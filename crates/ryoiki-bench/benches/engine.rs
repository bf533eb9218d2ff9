//! Criterion micro-benchmarks of the ryoiki engine on 2 × 60-card churn games.
//!
//! `cargo bench -p ryoiki-bench --bench engine` (add `-- NAME` to run one). Every
//! benchmark checks its own result once before it is timed, so a fast wrong answer
//! fails loudly instead of being reported. Figures and how to read them:
//! `docs/performance.md`.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use ryoiki_bench::ChurnRun;
use ryoiki_bench::churn::{DECK, FIELD, GRAVEYARD, HAND, REMOVED, new_game, zone};
use ryoiki_core::{
    Action, CardFilter, CardId, Cause, Choice, DecisionKind, Destination, EffectBody, Game,
    GameRng, MoveFilter, NullSink, PlayerId, Progress, RngKind, ZoneKind,
};
use std::hint::black_box;

const P0: PlayerId = PlayerId(0);

fn to(kind: ZoneKind, p: PlayerId) -> Destination {
    Destination {
        kind,
        player: Some(p),
    }
}

fn apply(game: &mut Game, action: Action) -> Progress {
    match game.apply(action, &mut NullSink) {
        Ok(p) => p,
        Err(e) => panic!("refused: {e}"),
    }
}

/// A plain move of `card` (p0's) to `kind`, by p0.
fn move_to(game: &Game, card: CardId, kind: ZoneKind) -> Action {
    Action::Move {
        player: P0,
        object: game.object_of(card).expect("a card of the game"),
        to: to(kind, P0),
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    }
}

/// The churn game after setup with one p0 card moved from the hand to the field.
fn game_with_card_on_field() -> (Game, CardId) {
    let mut game = ChurnRun::new(42).game().clone();
    let card = game.cards_in(zone(HAND, P0))[0];
    let play = move_to(&game, card, FIELD);
    apply(&mut game, play);
    (game, card)
}

fn replacement(on: MoveFilter, instead: ZoneKind) -> Action {
    Action::AddEffect {
        label: "bench".into(),
        controller: None,
        body: Box::new(EffectBody::Replacement {
            on,
            instead: Destination {
                kind: instead,
                player: None,
            },
        }),
    }
}

/// One card moving between the field and the graveyard, one move per iteration.
fn bench_move(c: &mut Criterion, name: &str, game: Game, card: CardId) {
    let mut game = game;
    let mut flip = false;
    c.bench_function(name, |b| {
        b.iter(|| {
            let kind = if flip { FIELD } else { GRAVEYARD };
            flip = !flip;
            let action = move_to(&game, card, kind);
            black_box(game.apply(action, &mut NullSink)).ok();
        })
    });
}

fn moves(c: &mut Criterion) {
    // No effects registered.
    let (mut game, card) = game_with_card_on_field();
    let action = move_to(&game, card, GRAVEYARD);
    assert_eq!(apply(&mut game, action), Progress::Done);
    assert_eq!(game.cards_in(zone(GRAVEYARD, P0)), &[card]);
    let action = move_to(&game, card, FIELD);
    apply(&mut game, action);
    assert_eq!(game.cards_in(zone(FIELD, P0)), &[card]);
    bench_move(c, "move/plain", game, card);

    // Three replacement effects registered, none of which applies to these moves.
    let (mut game, card) = game_with_card_on_field();
    for on in [
        MoveFilter {
            to: Some(REMOVED),
            ..MoveFilter::default()
        },
        MoveFilter {
            from: Some(DECK),
            ..MoveFilter::default()
        },
        MoveFilter {
            card: CardFilter {
                owner: Some(PlayerId(1)),
                ..CardFilter::default()
            },
            ..MoveFilter::default()
        },
    ] {
        apply(&mut game, replacement(on, REMOVED));
    }
    let action = move_to(&game, card, GRAVEYARD);
    apply(&mut game, action);
    assert_eq!(game.cards_in(zone(GRAVEYARD, P0)), &[card]);
    let action = move_to(&game, card, FIELD);
    apply(&mut game, action);
    bench_move(c, "move/3_replacements_none_apply", game, card);

    // Each move asks for the graveyard and is replaced: from the field to removed,
    // and from removed back to the field (two effects registered, one applies per
    // move, the other is checked and does not).
    let (mut game, card) = game_with_card_on_field();
    for (from, instead) in [(FIELD, REMOVED), (REMOVED, FIELD)] {
        let on = MoveFilter {
            from: Some(from),
            to: Some(GRAVEYARD),
            ..MoveFilter::default()
        };
        apply(&mut game, replacement(on, instead));
    }
    let request = |game: &Game| move_to(game, card, GRAVEYARD);
    let action = request(&game);
    apply(&mut game, action);
    assert_eq!(game.cards_in(zone(REMOVED, P0)), &[card]);
    let action = request(&game);
    apply(&mut game, action);
    assert_eq!(game.cards_in(zone(FIELD, P0)), &[card]);
    assert!(game.cards_in(zone(GRAVEYARD, P0)).is_empty());
    c.bench_function("move/1_replacement_applies", |b| {
        b.iter(|| {
            let action = request(&game);
            black_box(game.apply(action, &mut NullSink)).ok();
        })
    });
}

/// MoveMany of 5 cards to an ordered zone, answered with 4 ordering decisions (the
/// last card goes by itself). The cards go back and forth between the graveyards.
fn move_many(c: &mut Criterion) {
    let mut game = ChurnRun::new(42).game().clone();
    let cards: Vec<CardId> = game.cards_in(zone(HAND, P0))[..5].to_vec();
    for &card in &cards {
        let action = move_to(&game, card, GRAVEYARD);
        apply(&mut game, action);
    }
    let mut target = PlayerId(1);
    let mut batch = |game: &mut Game| -> usize {
        let objects = cards
            .iter()
            .map(|&c| game.object_of(c).expect("a card"))
            .collect();
        let mut progress = apply(
            game,
            Action::MoveMany {
                player: P0,
                objects,
                to: to(GRAVEYARD, target),
                cause: Cause::Instruction,
            },
        );
        let mut answers = 0;
        while let Progress::Waiting(d) = progress {
            let DecisionKind::OrderCards { remaining, .. } = &d.kind else {
                panic!("an ordering decision");
            };
            answers += 1;
            progress = apply(
                game,
                Action::Answer {
                    player: d.decider,
                    choice: Choice::Object(remaining[remaining.len() - 1]),
                },
            );
        }
        target = PlayerId(1 - target.0);
        answers
    };
    assert_eq!(batch(&mut game), 4);
    // Each pick went in deepest first: the last card of the list was picked first.
    let mut reversed = cards.clone();
    reversed.reverse();
    assert_eq!(game.cards_in(zone(GRAVEYARD, PlayerId(1))), &reversed[..]);
    assert!(game.pending().is_none());
    assert_eq!(batch(&mut game), 4);
    assert_eq!(game.cards_in(zone(GRAVEYARD, P0)), &reversed[..]);
    c.bench_function("move_many/5_to_ordered_4_decisions", |b| {
        b.iter(|| black_box(batch(&mut game)))
    });
}

/// Walks a view completely: every zone's count and every listed card's fields.
fn walk(game: &Game, viewer: PlayerId, handles: bool) -> u64 {
    let mut acc = 0u64;
    for z in game.view(viewer).zones() {
        acc = acc.wrapping_add(z.count() as u64);
        for card in z.cards() {
            acc = acc
                .wrapping_mul(31)
                .wrapping_add(u64::from(card.card_id().0))
                .wrapping_add(u64::from(card.position().unwrap_or(0)))
                .wrapping_add(card.facing() as u64)
                .wrapping_add(card.orientation().map_or(7, |o| o as u64))
                .wrapping_add(u64::from(card.front().is_some()));
            if handles {
                acc ^= card.handle().0;
            }
        }
    }
    acc
}

fn views(c: &mut Criterion) {
    let mut churn = ChurnRun::new(42);
    for _ in 0..1000 {
        churn.step();
    }
    let game = churn.game().clone();
    // WORKLOAD.md §8, K=1000: p0:9/7/0/44/0, p1:0/0/6/54/0. Player 0 sees its hand (7),
    // both fields and graveyards (6 + 44 + 54), no deck card and no p1 hand card.
    let listed: usize = game.view(P0).zones().map(|z| z.cards().count()).sum();
    assert_eq!(listed, 7 + 44 + 6 + 54);
    c.bench_function("view/one_player_2x60_walk", |b| {
        b.iter(|| black_box(walk(black_box(&game), P0, false)))
    });
    c.bench_function("view/one_player_2x60_walk_with_handles", |b| {
        b.iter(|| black_box(walk(black_box(&game), P0, true)))
    });
}

fn clone_state(c: &mut Criterion) {
    let mut churn = ChurnRun::new(42);
    for _ in 0..10_000 {
        churn.step();
    }
    let game = churn.game().clone();
    assert_eq!(game.clone().state(), game.state());
    // A clone and its drop: what a search that copies the state pays per node.
    c.bench_function("state/clone_after_1e4_churn_steps", |b| {
        b.iter(|| black_box(&game).clone())
    });
}

fn shuffles(c: &mut Criterion) {
    let mut game = new_game(42);
    let deck = zone(DECK, P0);
    let before = game.cards_in(deck).to_vec();
    let shuffle = Action::Shuffle {
        player: P0,
        zone: deck,
        forced: None,
    };
    apply(&mut game, shuffle.clone());
    let mut after = game.cards_in(deck).to_vec();
    assert_eq!(after.len(), 60);
    assert_ne!(after, before);
    after.sort();
    assert_eq!(after, before);
    c.bench_function("shuffle/60_card_zone_action", |b| {
        b.iter_batched(
            || shuffle.clone(),
            |a| black_box(game.apply(a, &mut NullSink)).ok(),
            BatchSize::SmallInput,
        )
    });
    let mut rng = GameRng::new(RngKind::SplitMix64, 42);
    let mut cards = before.clone();
    c.bench_function("shuffle/60_cards_rng_only", |b| {
        b.iter(|| rng.shuffle(black_box(&mut cards[..])))
    });
}

fn churn_steps(c: &mut Criterion) {
    let mut check = ChurnRun::new(42);
    for _ in 0..10 {
        check.step();
    }
    assert_eq!(check.checksum(), 0xa740_6826_a1b1_e81e);
    let mut churn = ChurnRun::new(42);
    for _ in 0..10_000 {
        churn.step();
    }
    assert_eq!(churn.checksum(), 0xea64_b872_03ce_67f1);
    c.bench_function("churn/step_steady_state", |b| {
        b.iter(|| black_box(churn.step()))
    });
}

criterion_group!(
    benches,
    moves,
    move_many,
    views,
    clone_state,
    shuffles,
    churn_steps
);
criterion_main!(benches);
