//! [`SeatAction`]: an action in a seat's terms, and its translation from the engine's.

use super::SeatGame;
use crate::action::Action;
use crate::decision::Choice;
use crate::effect::{EffectBody, ExposureKind};
use crate::game::Game;
use crate::ids::{CardId, EffectId, Handle, ObjectId, PlayerId, ZoneId};
use crate::placement::{Facing, Orientation};
use crate::state::{Cause, Place};
use crate::zone::Destination;
use serde::{Deserialize, Serialize};

/// A zone as a seat names it: its catalogue key, and its owner for a per-player zone.
///
/// ```
/// use ryoiki_core::{PlayerId, SeatZone};
///
/// // A zone as a client names it: its key, and its owner for a per-player zone.
/// let hand = SeatZone { zone: "hand".into(), player: Some(PlayerId(1)) };
/// assert_eq!(serde_json::to_string(&hand).unwrap(), r#"{"zone":"hand","player":1}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatZone {
    /// The zone's key in the game's catalogue ("hand", "graveyard" …).
    pub zone: String,
    /// Whose zone (a seat number); absent for a shared zone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
}

/// An answer to a decision, as the decider's view shows its options.
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// let mut game = toy_game(&[("Moth", 2), ("Gull", 2)]);
/// let alice = PlayerId(0);
/// let objects = vec![game.object_of(CardId(0))?, game.object_of(CardId(1))?];
/// let to = Destination { kind: ZoneKind(3), player: None };
/// game.apply(Action::MoveMany { player: alice, objects, to, cause: Cause::Instruction }, &mut NullSink)?;
/// // Alice puts the Gull in first (deepest); the Moth, the last left, follows on top.
/// let answer = SeatAction::Answer { choice: SeatChoice::Card { handle: game.handle(alice, CardId(1)) } };
/// game.apply_seat(alice, &answer, &mut NullSink)?;
/// assert!(game.pending().is_none());
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(3), alice)), &[CardId(1), CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum SeatChoice {
    /// A card, by the decider's handle.
    Card {
        /// The handle.
        handle: Handle,
    },
    /// A replacement effect.
    Effect {
        /// The effect.
        effect: EffectId,
    },
    /// A numbered option of the decision.
    Option {
        /// Its index.
        index: u32,
    },
    /// The next of the cards to order that the decider's view does not list
    /// ([`OptionView::Unseen`](crate::OptionView::Unseen)).
    Unseen,
}

/// What a seat may ask for, in what the seat may know. See the [module](crate::seat).
///
/// ```
/// # use ryoiki_core::*;
/// # struct Toy;
/// # static ZONES: [ZoneSpec; 4] = [
/// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
/// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
/// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
/// # ];
/// # impl RuleSet for Toy {
/// #     fn key(&self) -> &'static str { "toy" }
/// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
/// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
/// # }
/// # static TOY: Toy = Toy;
/// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
/// # fn toy_game(cards: &[(&str, u16)]) -> Game {
/// #     let alice = PlayerId(0);
/// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
/// #         CardDef::single(Side::new(name, &["creature"])), alice,
/// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
/// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
/// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
/// # }
/// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
/// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
/// let mut game = toy_game(&[("Moth", 1)]);
/// let alice = PlayerId(0);
/// let moth = game.handle(alice, CardId(0));
/// // Play the Moth from hand to table, as Alice's client would send it.
/// let json = format!(r#"{{"action":"move","card":"{moth}","to":{{"zone":"table","player":0}}}}"#);
/// let play: SeatAction = serde_json::from_str(&json)?;
/// assert!(game.seat_actions(alice).contains(&play));
/// assert_eq!(play.handles(), [moth]);
/// game.apply_seat(alice, &play, &mut NullSink)?;
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(2), alice)), &[CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum SeatAction {
    /// Move a card to a zone (on top, the zone's default facing).
    Move {
        /// The card.
        card: Handle,
        /// Where to.
        to: SeatZone,
    },
    /// Move the top card of a pile of the seat's (a draw, a mill).
    MoveTop {
        /// The pile.
        from: SeatZone,
        /// Where to.
        to: SeatZone,
    },
    /// Bring a card of the seat's from outside the game (its sideboard) into a zone.
    Enter {
        /// The card (the seat knows its own cards outside the game by name).
        card: Handle,
        /// Its name.
        name: String,
        /// Where to.
        to: SeatZone,
    },
    /// Turn a card upright or sideways.
    Turn {
        /// The card.
        card: Handle,
        /// The orientation wanted.
        orientation: Orientation,
    },
    /// Turn a card face up or face down.
    Face {
        /// The card.
        card: Handle,
        /// The facing wanted.
        facing: Facing,
    },
    /// Reveal a card of a hidden zone to every player.
    Reveal {
        /// The card.
        card: Handle,
    },
    /// Look at a card of a hidden zone.
    Look {
        /// The card.
        card: Handle,
    },
    /// Look at the top `count` cards of a pile of the seat's that no one sees into (a
    /// deck): only the seat sees them, until it ends the look (`look_top.rs`).
    LookTop {
        /// The pile.
        zone: SeatZone,
        /// How many cards from the top (1 to [`LOOK_TOP_MOST`](crate::LOOK_TOP_MOST)).
        count: u32,
    },
    /// Hold a card aside (extract it).
    Extract {
        /// The card.
        card: Handle,
    },
    /// Put a card held aside back where it was.
    PutBack {
        /// The card.
        card: Handle,
    },
    /// Shuffle a zone of the seat's.
    Shuffle {
        /// The zone.
        zone: SeatZone,
    },
    /// Split the cards of a hidden zone of the seat's into two groups.
    Split {
        /// The zone.
        zone: SeatZone,
    },
    /// End a reveal, look or grouping the seat controls.
    EndEffect {
        /// The effect.
        effect: EffectId,
    },
    /// Answer the pending decision.
    Answer {
        /// The answer.
        choice: SeatChoice,
    },
    /// An action of the game's own (pass priority, roll the planar die, set a card …),
    /// in the game's own form, with every card as the seat's handle.
    Game {
        /// The game's action: kept typed when listed, written as JSON when sent.
        game: SeatGame,
    },
}

impl SeatAction {
    /// The handles the action names.
    pub fn handles(&self) -> Vec<Handle> {
        match self {
            SeatAction::Move { card, .. }
            | SeatAction::Enter { card, .. }
            | SeatAction::Turn { card, .. }
            | SeatAction::Face { card, .. }
            | SeatAction::Reveal { card }
            | SeatAction::Look { card }
            | SeatAction::Extract { card }
            | SeatAction::PutBack { card } => vec![*card],
            SeatAction::Answer {
                choice: SeatChoice::Card { handle },
            } => vec![*handle],
            SeatAction::Game { game } => game.handles(),
            _ => Vec::new(),
        }
    }

    /// The zones the action names.
    pub fn zones(&self) -> Vec<&SeatZone> {
        match self {
            SeatAction::Move { to, .. } | SeatAction::Enter { to, .. } => vec![to],
            SeatAction::MoveTop { from, to } => vec![from, to],
            SeatAction::Shuffle { zone }
            | SeatAction::Split { zone }
            | SeatAction::LookTop { zone, .. } => vec![zone],
            _ => Vec::new(),
        }
    }

    /// The action in a few words, for messages.
    pub fn word(&self) -> &'static str {
        match self {
            SeatAction::Move { .. } => "move that card there",
            SeatAction::MoveTop { .. } => "move the top card of that zone there",
            SeatAction::Enter { .. } => "bring that card into the game",
            SeatAction::Turn { .. } => "turn that card",
            SeatAction::Face { .. } => "turn that card over",
            SeatAction::Reveal { .. } => "reveal that card",
            SeatAction::Look { .. } => "look at that card",
            SeatAction::LookTop { .. } => "look at the top cards of that zone",
            SeatAction::Extract { .. } => "hold that card aside",
            SeatAction::PutBack { .. } => "put that card back",
            SeatAction::Shuffle { .. } => "shuffle that zone",
            SeatAction::Split { .. } => "split that zone into groups",
            SeatAction::EndEffect { .. } => "end that effect",
            SeatAction::Answer { .. } => "give that answer",
            SeatAction::Game { .. } => "take that game action",
        }
    }
}

impl Game {
    /// The seat's handle for an object it may name: one its view shows.
    fn seat_card(&self, seat: PlayerId, o: ObjectId) -> Option<Handle> {
        self.view(seat).card(o.card)?;
        Some(self.handle(seat, o.card))
    }

    fn seat_zone(&self, z: ZoneId) -> SeatZone {
        SeatZone {
            zone: self.spec(z.kind).key.to_string(),
            player: z.player,
        }
    }

    fn seat_dest(&self, d: Destination) -> SeatZone {
        SeatZone {
            zone: self.spec(d.kind).key.to_string(),
            player: d.player,
        }
    }

    /// A listed engine action in `seat`'s terms; `None` for one the seat may not be
    /// offered (it is about a card the seat cannot see, or has no seat form).
    pub(crate) fn to_seat(&self, seat: PlayerId, a: &Action) -> Option<SeatAction> {
        Some(match a {
            Action::Move {
                object,
                to,
                position: None,
                facing: None,
                side: None,
                cause: Cause::Instruction,
                ..
            } => SeatAction::Move {
                card: self.seat_card(seat, *object)?,
                to: self.seat_dest(*to),
            },
            Action::MoveTop {
                from, count: 1, to, ..
            } => SeatAction::MoveTop {
                from: self.seat_zone(*from),
                to: self.seat_dest(*to),
            },
            Action::Enter { card, to, .. } => self.seat_enter(seat, *card, *to)?,
            Action::Turn {
                object,
                orientation,
                ..
            } => SeatAction::Turn {
                card: self.seat_card(seat, *object)?,
                orientation: *orientation,
            },
            Action::Face { object, facing, .. } => SeatAction::Face {
                card: self.seat_card(seat, *object)?,
                facing: *facing,
            },
            Action::AddEffect { label, body, .. } if Game::is_look_top(label) => {
                self.seat_look_top(seat, body)?
            }
            Action::AddEffect { body, .. } => match &**body {
                EffectBody::Exposure { objects, kind, .. } if objects.len() == 1 => {
                    let card = self.seat_card(seat, objects[0])?;
                    match kind {
                        ExposureKind::Reveal => SeatAction::Reveal { card },
                        ExposureKind::Look => SeatAction::Look { card },
                    }
                }
                _ => return None,
            },
            Action::Extract { card, .. } => SeatAction::Extract {
                card: self.seat_card(seat, *card)?,
            },
            Action::PutBack { card, .. } => SeatAction::PutBack {
                // A card held aside is in no zone's list: the seat's view lists it among
                // the held cards (`held.rs`) when the seat's effect holds it.
                card: self.seat_aside(seat, card.card)?,
            },
            Action::Shuffle {
                zone, forced: None, ..
            } => SeatAction::Shuffle {
                zone: self.seat_zone(*zone),
            },
            Action::Split {
                cards, count: 2, ..
            } => {
                let zone = self.state.zone_of(cards.first()?.card)?;
                SeatAction::Split {
                    zone: self.seat_zone(zone),
                }
            }
            Action::EndEffect { effect } => SeatAction::EndEffect { effect: *effect },
            Action::Answer { choice, .. } => SeatAction::Answer {
                choice: match choice {
                    Choice::Object(o) => match self.view(seat).listed(o.card) {
                        Some(handle) => SeatChoice::Card { handle },
                        // Cards it cannot see: only the first of them is offered, as
                        // "unseen", so no handle of a card it cannot see is given.
                        None if self.first_unseen(seat) == Some(*o) => SeatChoice::Unseen,
                        None => return None,
                    },
                    Choice::Effect(e) => SeatChoice::Effect { effect: *e },
                    Choice::Option(i) => SeatChoice::Option { index: *i },
                },
            },
            Action::Game(g) => {
                // The rule set names its action's objects
                // ([`Process::action_objects`](crate::Process::action_objects)); the
                // action is kept typed with the seat's handle of each, and written as JSON
                // only when it is sent ([`SeatGame`]).
                let mut handles = Vec::new();
                let mut seen = true;
                self.rules
                    .process()?
                    .action_objects(&g.action, &mut |o| match self.seat_card(seat, o) {
                        Some(h) => handles.push((o, h)),
                        None => seen = false,
                    });
                if !seen {
                    return None;
                }
                SeatAction::Game {
                    game: SeatGame::listed(self.rules, g.action.clone(), handles),
                }
            }
            _ => return None,
        })
    }

    fn seat_enter(&self, seat: PlayerId, card: CardId, to: Destination) -> Option<SeatAction> {
        let c = self.state.try_card(card)?;
        if c.owner != seat || !matches!(c.place, Place::Outside(_)) {
            return None;
        }
        Some(SeatAction::Enter {
            card: self.handle(seat, card),
            name: self.state.def(card).name().to_string(),
            to: self.seat_dest(to),
        })
    }

    /// The first of the pending decision's cards that `seat`'s view does not list.
    fn first_unseen(&self, seat: PlayerId) -> Option<ObjectId> {
        let view = self.view(seat);
        self.pending()?.options().into_iter().find_map(|c| match c {
            Choice::Object(o) if view.listed(o.card).is_none() => Some(o),
            _ => None,
        })
    }

    /// The seat's handle for a card held aside, if its view lists it among the held
    /// cards (held by the seat's own effect, or with a front the seat may see).
    fn seat_aside(&self, seat: PlayerId, card: CardId) -> Option<Handle> {
        self.view(seat).held_card(card).map(|h| h.handle())
    }
}
