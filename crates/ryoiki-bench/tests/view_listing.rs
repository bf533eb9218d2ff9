//! `ZoneView::cards()` against the listing rule it had before it was optimised,
//! rebuilt here from public API only ([`Game::sees_front`], the zone specs), over many
//! churn states and a game with revealed, looked-at, known and face-down cards and a
//! hidden zone whose positions are public.

use ryoiki_bench::ChurnRun;
use ryoiki_core::{
    Action, CardDef, CardSetup, Cause, Destination, EffectBody, ExposureKind, Facing, Game, Names,
    NullSink, Ordering, Orientation, PlayerId, PlayerSet, RuleSet, Scope, Setup, SetupPlace, Side,
    Visibility, ZoneId, ZoneKind, ZoneSpec,
};

type Listed = (u32, Option<u32>, bool, Facing, Option<Orientation>);

/// The listing rule as first written: per card, whether the viewer sees its front,
/// whether its place is public, and whether its position is shown.
fn reference(game: &Game, viewer: PlayerId, id: ZoneId) -> Vec<Listed> {
    let state = game.state();
    let Some(zone) = state.zone(id) else {
        return Vec::new();
    };
    let spec = game.spec(id.kind);
    let all_visible = match spec.visibility {
        Visibility::Public => false,
        Visibility::Hidden { owner_sees, .. } => owner_sees && id.player == Some(viewer),
    };
    let placed_publicly = match spec.visibility {
        Visibility::Public => true,
        Visibility::Hidden {
            positions_public, ..
        } => positions_public,
    };
    let hidden_unknown = !spec.visibility.is_public() && !all_visible;
    let mut out = Vec::new();
    for (pos, &card) in zone.cards.iter().enumerate() {
        let c = state.card(card);
        if hidden_unknown {
            let known = c.known_by.contains(viewer) || c.exposed_to.contains(viewer);
            if !known && !placed_publicly {
                continue;
            }
        }
        let front = all_visible || game.sees_front(viewer, card);
        if !front && !placed_publicly {
            continue;
        }
        let show_position = placed_publicly || all_visible || spec.ordering == Ordering::Ordered;
        out.push((
            card.0,
            show_position.then_some(pos as u32),
            front,
            c.facing,
            c.orientation,
        ));
    }
    out
}

fn listed(game: &Game, viewer: PlayerId, id: ZoneId) -> Vec<Listed> {
    let view = game.view(viewer);
    let Some(z) = view.zone(id) else {
        return Vec::new();
    };
    z.cards()
        .map(|c| {
            (
                c.card_id().0,
                c.position(),
                c.front().is_some(),
                c.facing(),
                c.orientation(),
            )
        })
        .collect()
}

fn check_all(game: &Game, players: u8) -> usize {
    let mut cards = 0;
    for v in 0..players {
        let v = PlayerId(v);
        for z in game.state().zones() {
            let want = reference(game, v, z.id);
            assert_eq!(listed(game, v, z.id), want, "viewer {v}, zone {:?}", z.id);
            // View::card (single card) agrees with the listing.
            for &(card, ..) in &want {
                let one = game.view(v).card(ryoiki_core::CardId(card));
                assert!(one.is_some_and(|c| c.card_id().0 == card));
            }
            cards += want.len();
        }
    }
    cards
}

#[test]
fn churn_views_list_what_the_reference_lists() {
    let mut churn = ChurnRun::new(7);
    let mut total = 0;
    for _ in 0..3000 {
        total += check_all(churn.game(), 2);
        churn.step();
    }
    assert!(total > 100_000);
}

struct Odd;

static ODD_ZONES: [ZoneSpec; 3] = [
    ZoneSpec::deck("pile", Names::new("pile", "山")),
    ZoneSpec::hand("standby", Names::new("standby", "待機"))
        .scope(Scope::Shared)
        .visibility(Visibility::Hidden {
            owner_sees: true,
            positions_public: true,
        }),
    ZoneSpec::public("table", Names::new("table", "卓")).orientation(true),
];

impl RuleSet for Odd {
    fn key(&self) -> &'static str {
        "odd"
    }
    fn names(&self) -> Names {
        Names::new("odd", "奇")
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ODD_ZONES
    }
}

static ODD: Odd = Odd;

/// Three players' piles of eight cards each, in the `Odd` game.
fn odd_game() -> Game {
    let cards = (0..24)
        .map(|i| {
            CardSetup::new(
                CardDef::single(Side::new(format!("c{i}"), &[])),
                PlayerId((i % 3) as u8),
                SetupPlace::Zone(pile((i % 3) as u8)),
            )
        })
        .collect();
    let setup = Setup {
        players: vec!["a".into(), "b".into(), "c".into()],
        cards,
        ..Setup::default()
    };
    Game::new(&ODD, setup).expect("valid setup")
}

fn pile(p: u8) -> ZoneId {
    ZoneId {
        kind: ZoneKind(0),
        player: Some(PlayerId(p)),
    }
}

/// Applies a legal action, then checks every view against the reference listing.
fn act(game: &mut Game, a: Action) {
    game.apply(a, &mut NullSink).expect("a legal action");
    check_all(game, 3);
}

fn obj(game: &Game, n: u32) -> ryoiki_core::ObjectId {
    game.object_of(ryoiki_core::CardId(n)).expect("a card")
}

/// A plain move of card `n` by `player` to zone kind `kind` of `owner` (or shared).
fn move_to(game: &Game, player: u8, n: u32, kind: u16, owner: Option<u8>) -> Action {
    Action::Move {
        player: PlayerId(player),
        object: obj(game, n),
        to: Destination {
            kind: ZoneKind(kind),
            player: owner.map(PlayerId),
        },
        position: None,
        facing: None,
        side: None,
        cause: Cause::Instruction,
    }
}

/// A reveal to everyone and a look for one player, in the piles and the table.
fn expose(game: &mut Game) {
    let shown: Vec<_> = [12, 13, 1].iter().map(|&n| obj(game, n)).collect();
    let reveal = Action::AddEffect {
        label: "reveal".into(),
        controller: None,
        body: Box::new(EffectBody::Exposure {
            objects: shown,
            to: PlayerSet::all(3),
            kind: ExposureKind::Reveal,
        }),
    };
    act(game, reveal);
    let looked: Vec<_> = [14, 6, 2].iter().map(|&n| obj(game, n)).collect();
    let look = Action::AddEffect {
        label: "look".into(),
        controller: Some(PlayerId(2)),
        body: Box::new(EffectBody::Exposure {
            objects: looked,
            to: PlayerSet::only(PlayerId(2)),
            kind: ExposureKind::Look,
        }),
    };
    act(game, look);
}

#[test]
fn exposures_knowledge_face_down_and_public_positions_list_as_before() {
    let mut game = odd_game();
    check_all(&game, 3);
    // Face up and face down to the public table; to the shared standby area.
    for n in 0..6 {
        let mut a = move_to(&game, 0, n, 2, Some((n % 3) as u8));
        if let Action::Move { facing, .. } = &mut a {
            *facing = (n % 2 == 0).then_some(Facing::FaceDown);
        }
        act(&mut game, a);
    }
    for n in 6..12 {
        let a = move_to(&game, 1, n, 1, None);
        act(&mut game, a);
    }
    expose(&mut game);
    // A table card turned sideways, then face down (its seers keep knowing it); a
    // table card back on a pile (known to who saw it), then the pile shuffled.
    let turn = Action::Turn {
        player: PlayerId(0),
        object: obj(&game, 3),
        orientation: Orientation::Sideways,
    };
    act(&mut game, turn);
    let face = Action::Face {
        player: PlayerId(0),
        object: obj(&game, 3),
        facing: Facing::FaceDown,
    };
    act(&mut game, face);
    let mut back = move_to(&game, 2, 5, 0, Some(1));
    if let Action::Move { position, .. } = &mut back {
        *position = Some(ryoiki_core::Position::Bottom);
    }
    act(&mut game, back);
    let shuffle = Action::Shuffle {
        player: PlayerId(1),
        zone: pile(2),
        forced: None,
    };
    act(&mut game, shuffle);
    let end = Action::EndEffect {
        effect: ryoiki_core::EffectId(0),
    };
    act(&mut game, end);
}
