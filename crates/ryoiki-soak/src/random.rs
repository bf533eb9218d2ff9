//! The random actions of a soak: what a client could send (often legal, sometimes
//! not), and what a card's rules would do (effects, tokens, happenings).

use crate::effect::SOAK_EFFECT;
use ryoiki_core::{
    Action, CardId, Cause, Choice, Destination, EffectBody, ExposureKind, Facing, Game, ObjectId,
    Orientation, PlayerId, PlayerSet, Position, State, ZoneId, ZoneKind,
};

/// Turns four random numbers into an action a client could send, looking at the game
/// only as a client could (plus card ids): often legal, sometimes not. Covers every kind
/// of core action a client may send, with stale objects, unknown cards, zones and players.
pub fn random_action(game: &Game, r: [u64; 4]) -> Action {
    let st = game.state();
    let n = st.cards().len() as u64;
    let object = random_object(st, r);
    let kinds = game.rules().zones().len() as u64;
    let kind = ZoneKind((r[2] % (kinds + 1)) as u16);
    let player = PlayerId((r[3] % 3) as u8);
    let dest = Destination {
        kind,
        player: if r[3] % 4 == 0 {
            None
        } else {
            Some(PlayerId((r[3] % 2) as u8))
        },
    };
    if let Some(d) = game.pending() {
        return random_answer(d, r, object);
    }
    match r[0] % 9 {
        0..=2 => Action::Move {
            player,
            object,
            to: dest,
            position: Some(random_position(r)),
            facing: (r[1] % 4 == 0).then_some(Facing::FaceDown),
            side: None,
            cause: Cause::Instruction,
        },
        3 if r[2] % 3 == 0 => Action::MoveAll {
            player,
            filter: ryoiki_core::CardFilter {
                owner: (r[1] % 2 == 0).then_some(PlayerId((r[3] % 2) as u8)),
                controller: (r[1] % 3 == 0).then_some(PlayerId((r[1] % 2) as u8)),
                ..Default::default()
            },
            from: Some(kind),
            to: dest,
            position: Some(random_position(r)),
            cause: Cause::Instruction,
        },
        3 => Action::MoveMany {
            player,
            objects: (0..(1 + r[3] % 3))
                .map(|k| game.state().object(CardId(((r[1] + k * 3) % n) as u32)))
                .collect(),
            to: dest,
            cause: Cause::Instruction,
        },
        4 => Action::MoveTop {
            player,
            from: ZoneId {
                kind,
                player: Some(PlayerId((r[3] % 2) as u8)),
            },
            count: (r[1] % 4) as u32,
            to: dest,
            cause: Cause::Draw,
        },
        5 => Action::Turn {
            player,
            object,
            orientation: if r[3] % 2 == 0 {
                Orientation::Sideways
            } else {
                Orientation::Upright
            },
        },
        6 => Action::Face {
            player,
            object,
            facing: if r[3] % 2 == 0 {
                Facing::FaceDown
            } else {
                Facing::FaceUp
            },
        },
        7 => Action::Shuffle {
            player,
            zone: ZoneId {
                kind,
                player: Some(PlayerId((r[3] % 2) as u8)),
            },
            forced: None,
        },
        _ => random_effect(st, r, object),
    }
}

/// An object a client might name: a card's current object, sometimes one generation
/// on (stale the other way), and sometimes a card the game does not have.
fn random_object(st: &State, r: [u64; 4]) -> ObjectId {
    let n = st.cards().len() as u64;
    let card = CardId((r[1] % (n + 2)) as u32);
    let generation = st.try_card(card).map(|c| c.generation).unwrap_or(0);
    ObjectId {
        card,
        generation: if r[2] % 13 == 0 {
            generation.wrapping_add(1)
        } else {
            generation
        },
    }
}

/// A position of any kind: top, bottom, an index, counted from either end (past the end
/// sometimes), or shuffled in.
pub(super) fn random_position(r: [u64; 4]) -> Position {
    match r[3] % 6 {
        0 => Position::Top,
        1 => Position::Bottom,
        2 => Position::Index((r[2] % 5) as u32),
        3 => Position::FromTop((r[2] % 7) as u32),
        4 => Position::FromBottom((r[2] % 7) as u32),
        _ => Position::Shuffled,
    }
}

/// A replacement's follow-ups: none, counters on the card, or a token created (into a
/// zone it may not stay in, too: the rule set then ends it).
fn random_follow_ups(r: [u64; 4], kinds: u64) -> Vec<ryoiki_core::FollowUp> {
    match (r[0] >> 8) % 4 {
        0 => vec![ryoiki_core::FollowUp::Counters {
            kind: "+1/+1".into(),
            count: 1 + (r[0] >> 12) as u32 % 3,
        }],
        1 => {
            let mut side = ryoiki_core::Side::new("Soak Token", &["creature"]);
            side.numbers.insert("power".into(), 1);
            side.numbers.insert("toughness".into(), 1);
            vec![ryoiki_core::FollowUp::Token {
                side,
                zone: Destination {
                    kind: ZoneKind(((r[0] >> 12) % kinds) as u16),
                    player: None,
                },
            }]
        }
        _ => Vec::new(),
    }
}

/// A replacement that says more than a zone, lasting for a while (end of turn, while
/// an object stays, until a named event), or the end of the turn.
fn random_lasting(st: &State, r: [u64; 4], object: ObjectId) -> Action {
    let kinds = st.zones().iter().map(|z| z.id.kind.0).max().unwrap_or(0) as u64 + 1;
    if r[2] % 4 == 0 {
        return Action::Happen {
            event: if r[3] % 2 == 0 {
                ryoiki_core::Happening::EndOfTurn
            } else {
                ryoiki_core::Happening::Named("soak".into())
            },
        };
    }
    if (r[0] >> 16) % 5 == 0 {
        // A library user's effect written in Rust (see [`SoakEffect`]).
        return Action::AddLasting {
            label: "custom".into(),
            controller: Some(PlayerId((r[3] % 2) as u8)),
            body: Box::new(EffectBody::Custom(ryoiki_core::CustomRef {
                key: SOAK_EFFECT.into(),
                source: (r[1] % 2 == 0).then_some(object),
            })),
            until: ryoiki_core::Duration::WhileIn(object),
        };
    }
    let body = EffectBody::ReplaceMove(ryoiki_core::MoveReplacement {
        on: ryoiki_core::MoveFilter {
            card: ryoiki_core::CardFilter {
                owner: (r[1] % 2 == 0).then_some(PlayerId((r[3] % 2) as u8)),
                ..Default::default()
            },
            from: None,
            to: Some(ZoneKind((r[2] % kinds) as u16)),
        },
        to: (r[3] % 3 != 0).then_some(Destination {
            kind: ZoneKind((r[3] % kinds) as u16),
            player: None,
        }),
        position: Some(random_position(r)),
        facing: (r[1] % 5 == 0).then_some(Facing::FaceDown),
        then: if r[1] % 2 == 0 {
            vec!["recorded".into()]
        } else {
            Vec::new()
        },
        follow_ups: random_follow_ups(r, kinds),
    });
    Action::AddLasting {
        label: "lasting".into(),
        controller: Some(PlayerId((r[3] % 2) as u8)),
        body: Box::new(body),
        until: match r[1] % 3 {
            0 => ryoiki_core::Duration::EndOfTurn,
            1 => ryoiki_core::Duration::WhileIn(object),
            _ => ryoiki_core::Duration::Until("soak".into()),
        },
    }
}

/// An answer to the pending decision: often one of its options by its decider,
/// sometimes a card or by the other player.
fn random_answer(d: &ryoiki_core::Decision, r: [u64; 4], object: ObjectId) -> Action {
    let options = d.options();
    let choice = if r[0] % 10 == 0 || options.is_empty() {
        Choice::Object(object)
    } else {
        options[(r[1] % options.len() as u64) as usize]
    };
    let who = if r[0] % 7 == 0 {
        PlayerId(1 - d.decider.0.min(1))
    } else {
        d.decider
    };
    Action::Answer {
        player: who,
        choice,
    }
}

/// Ending an effect in force, a look at (or reveal of) a card, a characteristic change,
/// or a token created or ceased.
pub(super) fn random_effect(st: &State, r: [u64; 4], object: ObjectId) -> Action {
    match r[0] % 5 {
        3 => return random_change(r, object),
        4 => return random_token(st, r),
        _ => {}
    }
    if r[1] % 5 == 1 {
        random_lasting(st, r, object)
    } else if r[1] % 2 == 0 && !st.effects().is_empty() {
        Action::EndEffect {
            effect: st.effects()[(r[2] % st.effects().len() as u64) as usize].id,
        }
    } else {
        Action::AddEffect {
            label: "look".into(),
            controller: Some(PlayerId((r[3] % 2) as u8)),
            body: Box::new(EffectBody::Exposure {
                objects: vec![object],
                to: PlayerSet::only(PlayerId((r[3] % 2) as u8)),
                kind: if r[3] % 3 == 0 {
                    ExposureKind::Reveal
                } else {
                    ExposureKind::Look
                },
            }),
        }
    }
}

/// A characteristic change ([`ryoiki_core::characteristics`]) on one object, or on
/// every card of a type in a kind of zone.
fn random_change(r: [u64; 4], object: ObjectId) -> Action {
    let one = r[1] % 3 != 0;
    let card = ryoiki_core::CardFilter {
        card: one.then_some(object.card),
        generation: one.then_some(object.generation),
        types: if one {
            Vec::new()
        } else {
            vec!["creature".into()]
        },
        owner: None,
        controller: None,
    };
    let change = ryoiki_core::Change {
        add_types: if r[2] % 4 == 0 {
            vec!["creature".into()]
        } else {
            Vec::new()
        },
        remove_all_abilities: r[2] % 3 == 0,
        add_abilities: if r[3] % 2 == 0 {
            vec!["soak-granted".into()]
        } else {
            Vec::new()
        },
        set_numbers: [("power".to_string(), (r[3] % 5) as i64)].into(),
        modify_numbers: [("toughness".to_string(), (r[2] % 7) as i64 - 3)].into(),
        ..ryoiki_core::Change::default()
    };
    Action::AddEffect {
        label: "change".into(),
        controller: Some(PlayerId((r[3] % 2) as u8)),
        body: Box::new(EffectBody::Characteristics {
            card,
            zone: (r[1] % 2 == 0).then_some(ZoneKind((r[2] % 4) as u16)),
            change,
        }),
    }
}

/// At most a few tokens at once: a new one in a random zone (Magic ceases one that is
/// not in play), or one ceased where it is.
fn random_token(st: &State, r: [u64; 4]) -> Action {
    let alive: Vec<CardId> = (0..st.cards().len() as u32)
        .map(CardId)
        .filter(|&c| st.card(c).token && st.zone_of(c).is_some())
        .collect();
    if alive.len() >= 4 || (!alive.is_empty() && r[1] % 3 == 0) {
        let c = alive[(r[2] % alive.len() as u64) as usize];
        return Action::Cease {
            object: st.object(c),
        };
    }
    let kinds = st.kind_base().len().max(1) as u64;
    let kind = ZoneKind((r[2] % kinds) as u16);
    let zone = st
        .zones()
        .iter()
        .find(|z| z.id.kind == kind)
        .map(|z| z.id)
        .unwrap_or(ZoneId { kind, player: None });
    let mut side = ryoiki_core::Side::new("Soak Token", &["creature", "token"]);
    side.numbers.insert("power".into(), 1);
    side.numbers.insert("toughness".into(), 1);
    Action::CreateToken {
        player: PlayerId((r[3] % 2) as u8),
        zone,
        side: Box::new(side),
    }
}
