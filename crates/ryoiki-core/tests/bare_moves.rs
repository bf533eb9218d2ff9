//! A move with nothing to consult takes a short path that skips its stages
//! (`moves.rs`: no effect in force, no move hook declared). This checks the short path
//! against the staged one on random play: two rule sets alike in every way, one
//! declaring no hooks (its moves take the short path) and one declaring every hook with
//! the default answer (its moves go through every stage), must give the same events and
//! the same state, step for step.

use ryoiki_core::*;

static ZONES: [ZoneSpec; 5] = [
    ZoneSpec::deck("pile", Names::new("pile", "pile")),
    ZoneSpec::hand("hand", Names::new("hand", "hand")),
    ZoneSpec::public("table", Names::new("table", "table")).orientation(true),
    ZoneSpec::public("discard", Names::new("discard", "discard")).ordering(Ordering::Ordered),
    ZoneSpec::public("limbo", Names::new("limbo", "limbo"))
        .scope(Scope::Shared)
        .ordering(Ordering::Ordered),
];

/// The toy rule set. `EVERY_HOOK = false` declares no hooks (its moves take the short
/// path); `true` declares every hook, each answering as if it were not declared (its
/// moves go through every stage).
struct Toy<const EVERY_HOOK: bool>;

impl<const EVERY_HOOK: bool> RuleSet for Toy<EVERY_HOOK> {
    fn key(&self) -> &'static str {
        "toy"
    }
    fn names(&self) -> Names {
        Names::new("Toy", "トイ")
    }
    fn hooks(&self) -> Hooks {
        if EVERY_HOOK { Hooks::ALL } else { Hooks::NONE }
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
}

static BARE: Toy<false> = Toy;
static STAGED: Toy<true> = Toy;

const KINDS: usize = 5;
const LIMBO: ZoneKind = ZoneKind(4);

fn new_game(rules: &'static dyn RuleSet, seed: u64) -> Game {
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..12 {
            let mut def = CardDef::single(Side::new(format!("p{p}-{i}"), &["thing"]));
            if i % 4 == 0 {
                def.sides
                    .push(Side::new(format!("p{p}-{i}-back"), &["other"]));
            }
            let place = SetupPlace::zone(ZoneKind((i % 4) as u16), Some(PlayerId(p)));
            cards.push(CardSetup::new(def, PlayerId(p), place));
        }
    }
    let setup = Setup {
        players: vec!["a".into(), "b".into()],
        seed,
        cards,
        ..Setup::default()
    };
    // One view key for both games, so that their states can be compared whole.
    Game::new_with_key(rules, setup, ViewKey::new(0x70, 0x79)).expect("a valid setup")
}

/// One random action of the kinds that move cards, with every option a move has.
fn random_action(game: &Game, rng: &mut GameRng) -> Action {
    let player = PlayerId(rng.below(2) as u8);
    let card = CardId(rng.below(24) as u32);
    let object = game.state().object(card);
    let kind = ZoneKind(rng.below(KINDS as u64) as u16);
    let to = Destination {
        kind,
        player: if kind == LIMBO {
            None
        } else {
            Some(PlayerId(rng.below(2) as u8))
        },
    };
    let own = |kind| ZoneId {
        kind,
        player: Some(player),
    };
    match rng.below(10) {
        0 => Action::MoveTop {
            player,
            from: own(ZoneKind(rng.below(4) as u16)),
            count: 1 + rng.below(3) as u32,
            to,
            cause: Cause::Draw,
        },
        1 => Action::Turn {
            player,
            object,
            orientation: [Orientation::Sideways, Orientation::Upright][rng.below(2) as usize],
        },
        2 => Action::Shuffle {
            player,
            zone: own(ZoneKind(0)),
            forced: None,
        },
        _ => Action::Move {
            player,
            object,
            to,
            position: match rng.below(7) {
                0 => Some(Position::Bottom),
                1 => Some(Position::FromTop(1 + rng.below(4) as u32)),
                2 => Some(Position::FromBottom(1 + rng.below(4) as u32)),
                3 => Some(Position::Index(rng.below(6) as u32)),
                4 => Some(Position::Shuffled),
                _ => None,
            },
            facing: match rng.below(4) {
                0 => Some(Facing::FaceDown),
                1 => Some(Facing::FaceUp),
                _ => None,
            },
            side: (rng.below(4) == 0).then(|| rng.below(2) as u8),
            cause: Cause::Instruction,
        },
    }
}

#[test]
fn the_short_path_of_a_bare_move_matches_every_stage_gone_through() {
    for seed in 0..6u64 {
        let mut bare = new_game(&BARE, seed);
        let mut staged = new_game(&STAGED, seed);
        let mut rng = GameRng::new(RngKind::SplitMix64, seed ^ 0x5eed);
        let mut moved = 0;
        for step in 0..1500 {
            let action = random_action(&bare, &mut rng);
            let (mut bare_log, mut staged_log) = (Vec::<Event>::new(), Vec::<Event>::new());
            let a = bare.apply(action.clone(), &mut bare_log);
            let b = staged.apply(action.clone(), &mut staged_log);
            assert_eq!(
                a.as_ref().map_err(ToString::to_string),
                b.as_ref().map_err(ToString::to_string),
                "seed {seed} step {step}: {action:?}"
            );
            assert_eq!(bare_log, staged_log, "seed {seed} step {step}: {action:?}");
            assert!(
                bare.state() == staged.state(),
                "seed {seed} step {step}: the states differ after {action:?}"
            );
            if a.is_ok()
                && bare_log
                    .iter()
                    .any(|e| matches!(e.kind, EventKind::Moved { .. }))
            {
                moved += 1;
            }
        }
        assert!(moved > 300, "seed {seed}: only {moved} steps moved a card");
    }
}
