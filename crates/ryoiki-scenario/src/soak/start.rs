//! How each game's soak game begins: its setup (a pile of mixed cards for Force of Will,
//! characters and equipment for Phantom Magic Vision, planar decks for Magic) and the
//! actions that open it.

use super::SoakError;
use super::effect::{SOAK_EFFECT, SoakEffect};
use crate::games::GameKind;
use ryoiki_core::{
    Action, CardDef, CardSetup, Facing, Game, Outside, PlayerId, RuleSet, Scope, Setup, SetupPlace,
    Side, ZoneId, ZoneKind, rng::splitmix64_next,
};

/// A playable setup for soaking a game: two players, each with a ruler-like card, a pile
/// of mixed cards in every per-player ordered zone, cards in hand, and a sideboard.
pub fn soak_setup(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    let zones = rules.zones();
    let mut s = seed;
    let types: [&[&str]; 9] = [
        &["resonator"],
        &["resonator"],
        &["spell"],
        &["addition"],
        &["regalia"],
        &["magic stone"],
        &["ruler"],
        &["j-ruler"],
        &["artifact"],
    ];
    let mut cards = Vec::new();
    for p in 0..2u8 {
        let owner = PlayerId(p);
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let zone = match zones[kind.0 as usize].scope {
                Scope::Shared => ZoneId { kind, player: None },
                Scope::PerPlayer => ZoneId {
                    kind,
                    player: Some(owner),
                },
            };
            let t = types[(r >> 8) as usize % types.len()];
            let mut sides = vec![Side::new(format!("P{p} Card {i:02}"), t)];
            if t == ["ruler"] {
                sides.push(Side::new(format!("P{p} Card {i:02} Risen"), &["j-ruler"]));
            }
            // A zone full to its limit takes no more: a setup may not start over one.
            let full = zones[kind.0 as usize].limit.is_some_and(|l| {
                cards
                    .iter()
                    .filter(|c: &&CardSetup| c.place == SetupPlace::Zone(zone))
                    .count()
                    >= l as usize
            });
            cards.push(CardSetup {
                def: CardDef { sides },
                owner,
                place: if full {
                    SetupPlace::Outside(Outside::Sideboard)
                } else if (r >> 20) % 16 == 0 {
                    SetupPlace::Outside(if (r >> 24) % 2 == 0 {
                        Outside::Sideboard
                    } else {
                        Outside::Collection
                    })
                } else {
                    SetupPlace::Zone(zone)
                },
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            });
        }
    }
    Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// How a soak game begins: its setup, and the actions that open it (Magic:
/// `start-planechase`).
#[derive(Clone, Debug)]
pub struct SoakStart {
    /// The setup.
    pub setup: Setup,
    /// The opening actions, applied in order before play.
    pub opening: Vec<Action>,
}

impl SoakStart {
    /// The game after its opening.
    ///
    /// # Errors
    /// [`SoakError`]: the setup or an opening action is refused.
    pub fn game(&self, rules: &'static dyn RuleSet) -> Result<Game, SoakError> {
        let mut game = Game::new_with_key(rules, self.setup.clone(), crate::SCENARIO_VIEW_KEY)
            .map_err(SoakError::Setup)?;
        game.register_effect(SOAK_EFFECT, std::sync::Arc::new(SoakEffect));
        for a in &self.opening {
            game.apply(a.clone(), &mut ryoiki_core::NullSink)
                .map_err(|e| SoakError::Opening(Box::new(e)))?;
        }
        Ok(game)
    }
}

/// The variants `ryoiki soak --variant` accepts for a game.
pub fn variants(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Mtg => &[
            "two-player",
            "two-headed-giant",
            "grand-melee",
            "single-planar-deck",
        ],
        GameKind::Fow | GameKind::Pmv => &[],
    }
}

/// The start of the soak game of `game` (and `variant`) for `seed`.
///
/// # Errors
/// [`SoakError::NoVariant`]: a variant the game does not have.
pub fn soak_start(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
) -> Result<SoakStart, SoakError> {
    let rules = game.rules();
    if let Some(v) = variant
        && !variants(game).contains(&v)
    {
        return Err(SoakError::NoVariant {
            game,
            variant: v.to_string(),
        });
    }
    Ok(match game {
        GameKind::Pmv => SoakStart {
            setup: pmv_setup(rules, seed),
            opening: Vec::new(),
        },
        GameKind::Mtg => mtg_start(rules, variant.unwrap_or("two-player"), seed),
        GameKind::Fow => SoakStart {
            setup: soak_setup(rules, seed),
            opening: Vec::new(),
        },
    })
}

fn card(
    name: String,
    types: &[&str],
    abilities: &[&str],
    owner: PlayerId,
    place: SetupPlace,
) -> CardSetup {
    let mut side = Side::new(name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    CardSetup {
        def: CardDef::single(side),
        owner,
        place,
        side: 0,
        facing: None,
        orientation: None,
        controller: None,
    }
}

/// Phantom Magic Vision: characters, equipment, talismans and plain cards, with abilities
/// that record the discard and entering timings, spread over every zone.
fn pmv_setup(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    let kinds: [(&[&str], &[&str]); 5] = [
        (
            &["character"],
            &["auto-gamma: when-entered: record entered"],
        ),
        (&["character"], &[]),
        (
            &["equipment"],
            &["auto-gamma: when-discarding: record discarding"],
        ),
        (
            &["talisman"],
            &["auto-gamma: after-being-discarded: record after"],
        ),
        (
            &["spell"],
            &["auto-gamma: when-discarded: record discarded"],
        ),
    ];
    let zones = rules.zones();
    let mut s = seed;
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let (types, abilities) = kinds[(r >> 8) as usize % kinds.len()];
            let place = SetupPlace::Zone(ZoneId {
                kind,
                player: Some(PlayerId(p)),
            });
            cards.push(card(
                format!("P{p} Card {i:02}"),
                types,
                abilities,
                PlayerId(p),
                place,
            ));
        }
    }
    Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// Magic with Planechase: a planar deck per player (planes with static, chaos and
/// encounter abilities, and two phenomena; in the single-deck variant they form one
/// communal deck) face down in the command zone, other cards in every per-player zone,
/// and the game opened with `start-planechase`.
fn mtg_start(rules: &'static dyn RuleSet, variant: &str, seed: u64) -> SoakStart {
    let zones = rules.zones();
    let command = ZoneKind(zones.iter().position(|z| z.key == "command").unwrap_or(0) as u16);
    let per_player: Vec<u16> = zones
        .iter()
        .enumerate()
        .filter(|(_, z)| z.scope == Scope::PerPlayer)
        .map(|(k, _)| k as u16)
        .collect();
    let (players, options) = mtg_variant(variant);
    let mut s = seed;
    let mut cards = Vec::new();
    for p in 0..players {
        let owner = PlayerId(p as u8);
        planar_deck(&mut cards, p, command);
        for i in 0..12usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind(per_player[(r % per_player.len() as u64) as usize]);
            let types: [&[&str]; 4] = [&["creature"], &["artifact"], &["instant"], &["land"]];
            let place = SetupPlace::Zone(ZoneId {
                kind,
                player: Some(owner),
            });
            cards.push(card(
                format!("P{p} Card {i:02}"),
                types[(r >> 8) as usize % 4],
                &[],
                owner,
                place,
            ));
        }
    }
    let setup = Setup {
        players: (0..players).map(|p| format!("p{p}")).collect(),
        options: ryoiki_core::GameOptions {
            tournament: false,
            extra: options
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        },
        seed,
        cards,
        ..Setup::default()
    };
    let opening = vec![Action::Game(ryoiki_core::GameAction::new(
        PlayerId(0),
        ryoiki_mtg::actions::MtgAction::StartPlanechase,
    ))];
    SoakStart { setup, opening }
}

/// How many players a Magic variant seats, and its game options.
fn mtg_variant(variant: &str) -> (usize, Vec<(&'static str, &'static str)>) {
    match variant {
        "two-headed-giant" => (4, vec![("variant", "two-headed-giant")]),
        "grand-melee" => (
            6,
            vec![
                ("variant", "grand-melee"),
                ("turn_markers", "p0,p3"),
                ("range_of_influence", "1"),
            ],
        ),
        "single-planar-deck" => (3, vec![("variant", "single-planar-deck")]),
        _ => (2, Vec::new()),
    }
}

/// Player `p`'s planar deck, face down in the shared `command` zone: eight planes (with
/// static, chaos and encounter abilities, or none) and two phenomena.
fn planar_deck(cards: &mut Vec<CardSetup>, p: usize, command: ZoneKind) {
    let owner = PlayerId(p as u8);
    let plane_abilities: [&[&str]; 4] = [
        &["static: creatures have flying"],
        &["chaos: you gain-life 3"],
        &["trigger encounter: you gain-life 2"],
        &[],
    ];
    for i in 0..10usize {
        let phenomenon = i >= 8;
        let (kind, types, abilities): (&str, &[&str], &[&str]) = if phenomenon {
            (
                "Phenomenon",
                &["phenomenon"],
                &["trigger encounter: you gain-life 1"],
            )
        } else {
            (
                "Plane",
                &["plane"],
                plane_abilities[i % plane_abilities.len()],
            )
        };
        let place = SetupPlace::Zone(ZoneId {
            kind: command,
            player: None,
        });
        let mut c = card(
            format!("P{p} {kind} {i:02}"),
            types,
            abilities,
            owner,
            place,
        );
        c.facing = Some(Facing::FaceDown);
        cards.push(c);
    }
}
