//! PMV's own state ([`PmvState`]), every card's abilities parsed once ([`Parsed`]), and
//! what every player may see of it ([`PmvPublic`]).

use crate::abilities::{Ability, Timing};
use crate::zones::field_cards;
use ryoiki_core::Host;
use ryoiki_core::{CardId, Derived, Handle, ObjectId, PlayerId, State};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The state of PMV's own processes, keyed by card (never by name: two cards may share
/// one).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct PmvState {
    /// Cards in the middle of entering the field, between steps a and c of 11.3.9 (or a
    /// and b of 11.3.10): their own auto abilities are not active yet.
    pub entering: BTreeSet<CardId>,
    /// Character cards entering the field alone, treated as characters from step
    /// 11.3.9.a although not on the field yet.
    pub characters: BTreeSet<CardId>,
    /// The power each card had once every effect applied at 11.3.9.c, when it entered
    /// the field.
    pub power: BTreeMap<CardId, i64>,
    /// The objects in the death state (決死状態, 11.3.9.c). A card that leaves the field
    /// becomes a new object, no longer in it.
    pub death_state: BTreeSet<ObjectId>,
    /// For each card leaving the field, the set cards (at every depth) that go to the
    /// underworld with it at 11.3.3.h, as the objects they were when it began to leave;
    /// once an owner has ordered theirs, in the order chosen.
    pub leaving: BTreeMap<CardId, Vec<ObjectId>>,
    /// The card whose set failed last (11.3.13): the effect that instructed it failed.
    pub failed: Option<CardId>,
    /// The frame of the game (turns, phases, who is out, the winner), once `start-game`
    /// has been taken; none before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<ryoiki_frame::Frame>,
    /// Every card's abilities, parsed once at the start (derived from the printed
    /// cards, so not saved).
    #[serde(skip)]
    pub(crate) parsed: Derived<Parsed>,
}

/// Every card's abilities by side, parsed from the printed cards once and shared by
/// every copy of the game. Kept as [`Derived`] data: a restored game, which has none,
/// parses on demand.
#[derive(Clone, Default)]
pub(crate) struct Parsed(Option<std::sync::Arc<ParsedCards>>);

/// What [`Parsed`] holds.
struct ParsedCards {
    /// Each card's sides, by card.
    cards: Vec<Vec<ParsedSide>>,
    /// The timings any side of any card has an auto-γ ability watching any card at.
    any: u16,
}

/// One printed side's abilities, and which auto-γ timings they act at.
struct ParsedSide {
    /// The abilities that parse.
    abilities: Vec<Ability>,
    /// The timings of its own auto-γ abilities, one bit each ([`timing_bit`]).
    own: u16,
    /// The timings of its auto-γ abilities that watch any card.
    any: u16,
    /// Whether it is an equipment or talisman card ([`is_gear`]).
    gear: bool,
}

/// A timing's bit in [`ParsedSide`]'s sets.
fn timing_bit(timing: Timing) -> u16 {
    1 << timing as u16
}

impl ParsedSide {
    fn of(side: &ryoiki_core::Side) -> ParsedSide {
        let abilities = crate::abilities::parse_side(side);
        let (mut own, mut any) = (0, 0);
        for a in &abilities {
            if let Ability::Gamma { any: y, timing, .. } = a {
                *(if *y { &mut any } else { &mut own }) |= timing_bit(*timing);
            }
        }
        ParsedSide {
            abilities,
            own,
            any,
            gear: side_is_gear(side),
        }
    }
}

impl Parsed {
    /// The abilities of every side of every printed card.
    pub(crate) fn of(state: &State) -> Parsed {
        let cards: Vec<Vec<ParsedSide>> = state
            .defs()
            .iter()
            .map(|d| d.sides.iter().map(ParsedSide::of).collect())
            .collect();
        let any = cards.iter().flatten().fold(0, |any, s| any | s.any);
        Parsed(Some(std::sync::Arc::new(ParsedCards { cards, any })))
    }

    fn side(&self, card: CardId, side: usize) -> Option<&ParsedSide> {
        self.0.as_ref()?.cards.get(card.index())?.get(side)
    }

    /// Whether some card of `state` may have an auto-γ ability of `timing` that watches
    /// any card: false only when every card is parsed and none has one.
    pub(crate) fn may_watch(&self, state: &State, timing: Timing) -> bool {
        self.0
            .as_ref()
            .is_none_or(|p| state.cards().len() > p.cards.len() || p.any & timing_bit(timing) != 0)
    }

    /// The abilities of `card`'s side `side`, if parsed.
    pub(crate) fn get(&self, card: CardId, side: usize) -> Option<&[Ability]> {
        Some(self.side(card, side)?.abilities.as_slice())
    }

    /// Whether `card`'s side `side` is an equipment or talisman card, if parsed.
    pub(crate) fn is_gear(&self, card: CardId, side: usize) -> Option<bool> {
        Some(self.side(card, side)?.gear)
    }

    /// Whether `card`'s side `side` has an auto-γ ability of `timing` that watches any
    /// card (`any`) or one of its own, if parsed.
    pub(crate) fn has_gamma(
        &self,
        card: CardId,
        side: usize,
        timing: Timing,
        any: bool,
    ) -> Option<bool> {
        let s = self.side(card, side)?;
        Some((if any { s.any } else { s.own }) & timing_bit(timing) != 0)
    }
}

/// No state at all: what the hooks read before [`PmvState`] exists (while the core is
/// still building the game).
static EMPTY: PmvState = PmvState {
    entering: BTreeSet::new(),
    characters: BTreeSet::new(),
    power: BTreeMap::new(),
    death_state: BTreeSet::new(),
    leaving: BTreeMap::new(),
    failed: None,
    frame: None,
    parsed: Derived::new(Parsed(None)),
};

/// PMV's state in a game's state (empty before the process has started).
pub(crate) fn pmv(state: &State) -> &PmvState {
    state
        .ext_slot()
        .as_ref()
        .and_then(|t| t.get::<PmvState>())
        .unwrap_or(&EMPTY)
}

/// A card as every player may see it: the viewer's handle for it, and its name and power
/// when the viewer sees its front.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicCard {
    /// The viewer's handle for the card.
    pub handle: Handle,
    /// Its name, if the viewer sees its front.
    pub name: Option<String>,
    /// Its power now, if it has one and the viewer sees its front.
    pub power: Option<i64>,
}

/// What every player may see of PMV's own state, in a player's view (`public`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct PmvPublic {
    /// Every card on the field, with its power now: the fields in the order of the
    /// game's zones, each in its own order.
    pub field: Vec<PublicCard>,
    /// The cards on the field in the death state (決死状態, 11.3.9.c).
    pub death_state: Vec<PublicCard>,
    /// The frame of the game once started: turn, turn player, phase, who is out, the
    /// winner (absent before the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<ryoiki_frame::FramePublic>,
}

impl PmvPublic {
    /// What `viewer` sees of `ext` in `game`.
    pub(crate) fn of(game: &dyn Host, ext: &PmvState, viewer: PlayerId) -> PmvPublic {
        let shown = |card: CardId| {
            let front = game.front_for(viewer, card);
            PublicCard {
                handle: game.handle(viewer, card),
                name: front.as_ref().map(|s| s.name.clone()),
                power: front.and_then(|s| s.numbers.get("power").copied()),
            }
        };
        let st = game.state();
        let field: Vec<CardId> = field_cards(st).collect();
        PmvPublic {
            field: field.iter().map(|&c| shown(c)).collect(),
            death_state: field
                .iter()
                .filter(|&&c| ext.death_state.contains(&st.object(c)))
                .map(|&c| shown(c))
                .collect(),
            frame: ext
                .frame
                .as_ref()
                .map(|f| ryoiki_frame::FramePublic::of(game, &crate::frame::PMV_FRAME, f)),
        }
    }
}

/// Whether a printed side is an equipment or talisman card.
pub(crate) fn side_is_gear(side: &ryoiki_core::Side) -> bool {
    side.has_type("equipment") || side.has_type("talisman")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_round_trips_through_json() {
        let mut s = PmvState::default();
        s.entering.insert(CardId(3));
        s.power.insert(CardId(3), -500);
        s.death_state.insert(ObjectId {
            card: CardId(3),
            generation: 1,
        });
        s.leaving.insert(
            CardId(1),
            vec![ObjectId {
                card: CardId(2),
                generation: 4,
            }],
        );
        s.failed = Some(CardId(5));
        let json = serde_json::to_string(&s).unwrap();
        let back: PmvState = serde_json::from_str(&json).unwrap();
        assert_eq!(back, s);
    }
}
