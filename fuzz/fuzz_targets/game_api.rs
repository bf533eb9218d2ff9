//! Fuzz target: the public `Game` API driven by arbitrary actions of every shape.
//!
//! The bytes choose a game (Force of Will, Phantom Magic Vision, Magic in each of its
//! Planechase variants) and then a sequence of operations, each decoded by hand from an
//! [`Unstructured`] into a local mirror of `Action`'s shape: every variant of `Action`
//! (with `AddEffect` of every `EffectBody`, `Answer` with every `Choice`, the general
//! processes), a listed action (so the rule set's own game actions are reached), a
//! listed action taken by the wrong player, and the read-only API with ids from outside.
//! Card, object, zone, player and effect ids are mapped from small indices onto ones
//! that exist (current or stale objects) and ones that do not.
//!
//! After every operation: no panic; a refused action left the state exactly as it was
//! (`game.state()` compared whole); every card is in exactly one place
//! (`check_conservation`); no player's view leaks (`LeakCheck`).
#![no_main]

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use ryoiki_core::{
    Action, CardFilter, CardId, Cause, Choice, Destination, EffectBody, EffectId, ExposureKind,
    Facing, Game, MoveFilter, NullSink, ObjectId, Orientation, PlayerId, PlayerSet, Position,
    Prohibited, TriggerOn, ZoneId, ZoneKind,
};
use ryoiki_scenario::leak::LeakCheck;
use ryoiki_soak::{action_player, soak_start};


/// The shape of one operation: `Action`'s variants, and a few ways to reach the rest of
/// the API.
#[derive(Clone, Copy, Debug)]
enum Op {
    Move,
    MoveMany,
    MoveTop,
    Enter,
    Turn,
    Face,
    Shuffle,
    AddEffect,
    EndEffect,
    PutAbility,
    Cease,
    CreateToken,
    SetLimit,
    Attach,
    Extract,
    PutBack,
    ExtractFailed,
    ChooseRandom,
    Split,
    Answer,
    /// A listed action (reaches the rule set's own game actions).
    Listed,
    /// A listed action, taken by another player through `apply_as`.
    ListedByAnother,
    /// The read-only API with ids from outside.
    Read,
}

const OPS: [Op; 23] = [
    Op::Move,
    Op::MoveMany,
    Op::MoveTop,
    Op::Enter,
    Op::Turn,
    Op::Face,
    Op::Shuffle,
    Op::AddEffect,
    Op::EndEffect,
    Op::PutAbility,
    Op::Cease,
    Op::CreateToken,
    Op::SetLimit,
    Op::Attach,
    Op::Extract,
    Op::PutBack,
    Op::ExtractFailed,
    Op::ChooseRandom,
    Op::Split,
    Op::Answer,
    Op::Listed,
    Op::ListedByAnother,
    Op::Read,
];

/// Turns bytes into ids and values, most of them meaningful for the game.
struct Gen<'g, 'u, 'd> {
    game: &'g Game,
    u: &'u mut Unstructured<'d>,
}

impl Gen<'_, '_, '_> {
    fn byte(&mut self) -> Result<u8> {
        self.u.arbitrary()
    }

    fn card(&mut self) -> Result<CardId> {
        let n = self.game.state().cards().len() as u32;
        Ok(match self.byte()? {
            250 => CardId(u32::MAX),
            251..=255 => CardId(n + u32::from(self.byte()?)),
            b => CardId(u32::from(b) % n.max(1)),
        })
    }

    fn object(&mut self) -> Result<ObjectId> {
        let card = self.card()?;
        let current = self
            .game
            .state()
            .try_card(card)
            .map(|c| c.generation)
            .unwrap_or(0);
        let generation = match self.byte()? % 8 {
            0 => current.wrapping_add(1),
            1 => current.saturating_sub(1),
            2 => self.u.arbitrary()?,
            _ => current,
        };
        Ok(ObjectId { card, generation })
    }

    fn objects(&mut self) -> Result<Vec<ObjectId>> {
        let n = self.byte()? % 5;
        (0..n).map(|_| self.object()).collect()
    }

    fn player(&mut self) -> Result<PlayerId> {
        let n = self.game.state().players().len() as u8;
        Ok(match self.byte()? {
            255 => PlayerId(u8::MAX),
            b => PlayerId(b % (n + 1)),
        })
    }

    fn players(&mut self) -> Result<PlayerSet> {
        Ok(match self.byte()? % 4 {
            0 => PlayerSet::all(self.game.state().players().len()),
            1 => PlayerSet::NONE,
            2 => PlayerSet(self.u.arbitrary()?),
            _ => PlayerSet::only(self.player()?),
        })
    }

    fn kind(&mut self) -> Result<ZoneKind> {
        let n = self.game.state().kind_base().len() as u16;
        Ok(ZoneKind(u16::from(self.byte()?) % (n + 2)))
    }

    fn zone(&mut self) -> Result<ZoneId> {
        let kind = self.kind()?;
        let player = if self.u.arbitrary()? {
            Some(self.player()?)
        } else {
            None
        };
        // Mostly a zone that exists.
        if self.byte()? % 4 != 0
            && let Some(z) = self.game.state().zones().iter().find(|z| z.id.kind == kind)
        {
            return Ok(ZoneId {
                kind,
                player: z.id.player.map(|_| player.unwrap_or(PlayerId(0))),
            });
        }
        Ok(ZoneId { kind, player })
    }

    fn destination(&mut self) -> Result<Destination> {
        let kind = self.kind()?;
        let player = if self.u.arbitrary()? {
            Some(self.player()?)
        } else {
            None
        };
        Ok(Destination { kind, player })
    }

    fn position(&mut self) -> Result<Option<Position>> {
        Ok(match self.byte()? % 5 {
            0 => None,
            1 => Some(Position::Top),
            2 => Some(Position::Bottom),
            3 => Some(Position::Index(u32::from(self.byte()?))),
            _ => Some(Position::Index(u32::MAX)),
        })
    }

    fn facing(&mut self) -> Result<Facing> {
        Ok(if self.u.arbitrary()? {
            Facing::FaceUp
        } else {
            Facing::FaceDown
        })
    }

    fn orientation(&mut self) -> Result<Orientation> {
        Ok(if self.u.arbitrary()? {
            Orientation::Upright
        } else {
            Orientation::Sideways
        })
    }

    fn word(&mut self) -> Result<String> {
        const WORDS: [&str; 8] = [
            "judgment",
            "from-removed-area",
            "resonator",
            "spell",
            "j-ruler",
            "",
            "\0",
            "plane",
        ];
        Ok(match self.byte()? {
            b if b < 200 => WORDS[b as usize % WORDS.len()].to_string(),
            _ => {
                let len = self.byte()? % 16;
                let bytes = self.u.bytes(len as usize)?;
                String::from_utf8_lossy(bytes).into_owned()
            }
        })
    }

    fn cause(&mut self) -> Result<Cause> {
        Ok(match self.byte()? % 3 {
            0 => Cause::Instruction,
            1 => Cause::Draw,
            // A rule set's own cause: one of a few words (a word read from input would
            // be kept for the run, up to the cause table's limit).
            _ => {
                const WORDS: [&str; 4] = ["cast", "judgment", "discard", "resolve"];
                Cause::game(WORDS[usize::from(self.byte()?) % WORDS.len()])
            }
        })
    }

    fn effect(&mut self) -> Result<EffectId> {
        let effects = self.game.state().effects();
        let b = self.byte()?;
        Ok(match effects.get(b as usize % (effects.len() + 1)) {
            Some(e) if b < 200 => e.id,
            _ => EffectId(self.u.arbitrary()?),
        })
    }

    fn card_filter(&mut self) -> Result<CardFilter> {
        Ok(CardFilter {
            card: if self.u.arbitrary()? {
                Some(self.card()?)
            } else {
                None
            },
            generation: if self.u.arbitrary()? {
                Some(self.u.arbitrary()?)
            } else {
                None
            },
            types: if self.u.arbitrary()? {
                vec![self.word()?]
            } else {
                Vec::new()
            },
            owner: if self.u.arbitrary()? {
                Some(self.player()?)
            } else {
                None
            },
            controller: if self.u.arbitrary()? {
                Some(self.player()?)
            } else {
                None
            },
        })
    }

    fn move_filter(&mut self) -> Result<MoveFilter> {
        Ok(MoveFilter {
            card: self.card_filter()?,
            from: if self.u.arbitrary()? {
                Some(self.kind()?)
            } else {
                None
            },
            to: if self.u.arbitrary()? {
                Some(self.kind()?)
            } else {
                None
            },
        })
    }

    /// Every `EffectBody`.
    fn body(&mut self) -> Result<EffectBody> {
        Ok(match self.byte()? % 7 {
            0 => EffectBody::Replacement {
                on: self.move_filter()?,
                instead: self.destination()?,
            },
            1 => EffectBody::Prohibition {
                card: self.card_filter()?,
                what: match self.byte()? % 3 {
                    0 => Prohibited::Move,
                    1 => Prohibited::TurnFaceDown,
                    _ => Prohibited::Attach,
                },
            },
            2 => EffectBody::Trigger {
                on: match self.byte()? % 7 {
                    0 => TriggerOn::PutInto,
                    1 => TriggerOn::Leaves,
                    2 => TriggerOn::AnyMove,
                    3 => TriggerOn::Revealed,
                    4 => TriggerOn::LookedAt,
                    5 => TriggerOn::TurnedSideways,
                    _ => TriggerOn::TurnedUpright,
                },
                filter: self.move_filter()?,
                record: self.word()?,
            },
            3 => EffectBody::Exposure {
                objects: self.objects()?,
                to: self.players()?,
                kind: if self.u.arbitrary()? {
                    ExposureKind::Reveal
                } else {
                    ExposureKind::Look
                },
            },
            4 => EffectBody::Extraction {
                object: self.object()?,
            },
            5 => EffectBody::Characteristics {
                card: self.card_filter()?,
                zone: self.move_filter()?.to,
                change: ryoiki_core::Change {
                    add_types: vec![self.word()?],
                    remove_types: vec![self.word()?],
                    remove_all_abilities: self.u.arbitrary()?,
                    add_abilities: vec![self.word()?],
                    modify_numbers: [(self.word()?, self.u.arbitrary()?)].into(),
                    ..ryoiki_core::Change::default()
                },
            },
            _ => {
                let n = self.byte()? % 3;
                let mut groups = Vec::new();
                for _ in 0..n {
                    groups.push(self.objects()?);
                }
                EffectBody::Groups { groups }
            }
        })
    }

    fn choice(&mut self) -> Result<Choice> {
        // Mostly one of the pending decision's options.
        if let Some(d) = self.game.pending() {
            let options = d.options();
            let b = self.byte()?;
            if b < 200
                && let Some(&c) = options.get(b as usize % options.len().max(1))
            {
                return Ok(c);
            }
        }
        Ok(match self.byte()? % 3 {
            0 => Choice::Effect(self.effect()?),
            1 => Choice::Object(self.object()?),
            _ => Choice::Option(u32::from(self.byte()?)),
        })
    }

    fn count(&mut self) -> Result<u32> {
        Ok(match self.byte()? {
            255 => u32::MAX,
            b => u32::from(b % 8),
        })
    }

    fn label(&mut self) -> Result<Option<String>> {
        Ok(if self.u.arbitrary()? {
            Some(self.word()?)
        } else {
            None
        })
    }

    fn action(&mut self, op: Op) -> Result<Action> {
        Ok(match op {
            Op::Move => self.one_move()?,
            Op::MoveMany => Action::MoveMany {
                player: self.player()?,
                objects: self.objects()?,
                to: self.destination()?,
                cause: self.cause()?,
            },
            Op::MoveTop => Action::MoveTop {
                player: self.player()?,
                from: self.zone()?,
                count: self.count()?,
                to: self.destination()?,
                cause: self.cause()?,
            },
            Op::Enter => Action::Enter {
                player: self.player()?,
                card: self.card()?,
                to: self.destination()?,
            },
            Op::Turn => Action::Turn {
                player: self.player()?,
                object: self.object()?,
                orientation: self.orientation()?,
            },
            Op::Face => Action::Face {
                player: self.player()?,
                object: self.object()?,
                facing: self.facing()?,
            },
            Op::Shuffle => self.shuffle()?,
            Op::AddEffect => self.add_effect()?,
            Op::EndEffect => Action::EndEffect {
                effect: self.effect()?,
            },
            Op::PutAbility => self.put_ability()?,
            Op::Cease => Action::Cease {
                object: self.object()?,
            },
            Op::CreateToken => Action::CreateToken {
                player: self.player()?,
                zone: self.zone()?,
                side: Box::new(ryoiki_core::Side::new(self.word()?, &["creature"])),
            },
            Op::SetLimit => self.set_limit()?,
            Op::Attach => Action::Attach {
                player: self.player()?,
                card: self.object()?,
                host: self.object()?,
            },
            Op::Extract => Action::Extract {
                player: self.player()?,
                card: self.object()?,
                label: self.label()?,
            },
            Op::PutBack => Action::PutBack {
                player: self.player()?,
                card: self.object()?,
            },
            Op::ExtractFailed => Action::ExtractFailed {
                player: self.player()?,
                card: self.object()?,
            },
            Op::ChooseRandom => Action::ChooseRandom {
                player: self.player()?,
                cards: self.objects()?,
                count: self.count()?,
            },
            Op::Split => Action::Split {
                player: self.player()?,
                cards: self.objects()?,
                count: self.count()?,
                label: self.label()?,
            },
            Op::Answer => self.answer()?,
            Op::Listed | Op::ListedByAnother | Op::Read => unreachable!("not a plain action"),
        })
    }

    /// A move of one object, with or without a facing and a side.
    fn one_move(&mut self) -> Result<Action> {
        Ok(Action::Move {
            player: self.player()?,
            object: self.object()?,
            to: self.destination()?,
            position: self.position()?,
            facing: if self.u.arbitrary()? {
                Some(self.facing()?)
            } else {
                None
            },
            side: if self.u.arbitrary()? {
                Some(self.byte()? % 3)
            } else {
                None
            },
            cause: self.cause()?,
        })
    }

    /// A shuffle, its order sometimes forced: reversed, or a short list that need not
    /// fit the zone.
    fn shuffle(&mut self) -> Result<Action> {
        let zone = self.zone()?;
        let len = self.game.cards_in(zone).len() as u32;
        let forced = match self.byte()? % 4 {
            0 => Some((0..len).rev().collect()),
            1 => Some((0..self.byte()? % 6).map(u32::from).collect()),
            _ => None,
        };
        Ok(Action::Shuffle {
            player: self.player()?,
            zone,
            forced,
        })
    }

    /// A new effect, with or without a controller.
    fn add_effect(&mut self) -> Result<Action> {
        Ok(Action::AddEffect {
            label: self.word()?,
            controller: if self.u.arbitrary()? {
                Some(self.player()?)
            } else {
                None
            },
            body: Box::new(self.body()?),
        })
    }

    /// An ability put into a zone, with or without a source.
    fn put_ability(&mut self) -> Result<Action> {
        Ok(Action::PutAbility {
            player: self.player()?,
            zone: self.zone()?,
            source: if self.u.arbitrary()? {
                Some(self.object()?)
            } else {
                None
            },
            text: self.word()?,
        })
    }

    /// A zone's limit: none, the largest, or a small one.
    fn set_limit(&mut self) -> Result<Action> {
        Ok(Action::SetLimit {
            zone: self.zone()?,
            limit: match self.byte()? % 4 {
                0 => None,
                1 => Some(u32::MAX),
                _ => Some(u32::from(self.byte()? % 10)),
            },
        })
    }

    /// An answer, mostly by the pending decision's decider.
    fn answer(&mut self) -> Result<Action> {
        Ok(Action::Answer {
            player: match self.game.pending() {
                Some(d) if self.byte()? < 200 => d.decider,
                _ => self.player()?,
            },
            choice: self.choice()?,
        })
    }
}

/// The read-only API with ids from outside: none of it may panic.
fn read(game: &Game, u: &mut Unstructured<'_>) -> Result<()> {
    let mut g = Gen { game, u };
    let card = g.card()?;
    let object = g.object()?;
    let player = g.player()?;
    let zone = g.zone()?;
    let _ = game.try_handle(player, card);
    let _ = game.sees_front(player, card);
    let _ = game.seers(card);
    let _ = game.whereabouts(card);
    let _ = game.place_name(card, ryoiki_core::Lang::Ja);
    let _ = game.host_of(card);
    let _ = game.attachments_deep(object);
    let _ = game.object_of(card);
    let _ = game.resolve(object);
    let _ = game.last_known(object);
    let _ = game.cards_in(zone);
    let _ = game.zone_name(zone, ryoiki_core::Lang::En);
    let _ = game.player_name(player);
    let _ = game.legal_actions(player);
    let _ = game.state().zone_of(card);
    let _ = game.state().attachments(object);
    let view = game.view(player);
    let _ = view
        .card(card)
        .map(|c| (c.handle(), c.front(), c.other_side()));
    let _ = view.zone(zone).map(|z| z.cards().count());
    let _ = serde_json::to_string(&view).expect("a view serializes");
    if let Some(h) = game.try_handle(player, card) {
        let _ = game.object_for_handle(player, h);
    }
    Ok(())
}

fn run(data: &[u8]) -> Result<()> {
    let mut u = Unstructured::new(data);
    let which: u8 = u.arbitrary()?;
    let games = ryoiki_games::every_variant();
    let (kind, variant) = games[which as usize % games.len()];
    let rules = kind.rules();
    let seed: u8 = u.arbitrary()?;
    let start = soak_start(kind, variant, u64::from(seed)).expect("known variant");
    let mut game = start.game(rules).expect("the soak start is valid");
    let names: Vec<String> = (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect();
    let mut leaks = LeakCheck::new();
    // The opening is learned first, so a card every player saw face up at the start may
    // be named after it leaves (a departed player's plane).
    let opening = leaks.check(&game, &names);
    assert!(opening.is_empty(), "the opening leaks: {opening:?}");
    let mut sink = NullSink;
    while !u.is_empty() {
        let op = OPS[u.arbitrary::<u8>()? as usize % OPS.len()];
        let before = game.state().clone();
        let result = match op {
            Op::Read => {
                read(&game, &mut u)?;
                assert!(&before == game.state(), "reading changed the state");
                continue;
            }
            Op::Listed | Op::ListedByAnother => {
                let players = game.state().players().len();
                let p = match game.pending() {
                    Some(d) => d.decider,
                    None => PlayerId(u.arbitrary::<u8>()? % players as u8),
                };
                let legal = game.legal_actions(p);
                let Some(a) = legal
                    .get(u.arbitrary::<u16>()? as usize % legal.len().max(1))
                    .cloned()
                else {
                    continue;
                };
                let who = action_player(&game, &a);
                if matches!(op, Op::Listed) {
                    game.apply_as(who, a.clone(), &mut sink)
                        .unwrap_or_else(|e| panic!("listed {a:?} was refused: {e}"));
                    Ok(())
                } else {
                    let other =
                        PlayerId((who.0 + 1 + u.arbitrary::<u8>()? % 2) % (players as u8 + 1));
                    game.apply_as(other, a, &mut sink).map(|_| ())
                }
            }
            _ => {
                let a = Gen {
                    game: &game,
                    u: &mut u,
                }
                .action(op)?;
                game.apply(a, &mut sink).map(|_| ())
            }
        };
        if let Err(e) = result {
            assert!(
                &before == game.state(),
                "a refused {op:?} ({e}) changed the state"
            );
        }
        let lost = game.state().check_conservation();
        assert!(lost.is_empty(), "after {op:?}: {lost:?}");
        let leaked = leaks.check(&game, &names);
        assert!(leaked.is_empty(), "after {op:?}: {leaked:?}");
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(data);
});
