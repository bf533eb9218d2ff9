//! Last known information (直前の情報): the state of each card's previous object, kept
//! when it left its place, for triggers and effects that look back at it (MTG 217.1c's
//! exceptions, PMV 11.3.3, FoW's "when this leaves").
//!
//! [`LastKnownTable`] keeps one entry per card (the latest previous object), apart
//! from the characteristics that differed from the printed side, which are rare. The
//! entries are [`Copy`], so a game's clone copies them as one block, and a move writes
//! its entry in one store. The saved form is one list, an entry per card, each with
//! its characteristics where they differed.

use crate::card::Side;
use crate::ids::{CardId, ObjectId, PlayerId, ZoneId};
use crate::placement::{Facing, Orientation};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The last known state of an object that has left its place, kept for triggers and
/// effects that look back at it (one per card: the latest). Its characteristics are
/// read with `characteristics::last_known`.
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
/// let mut game = toy_game(&[("Moth", 2)]);
/// let on_table = game.object_of(CardId(0))?;
/// game.apply(Action::Turn { player: PlayerId(0), object: on_table, orientation: Orientation::Sideways }, &mut NullSink)?;
/// game.apply(Action::move_to(PlayerId(0), on_table, ZoneKind(3)), &mut NullSink)?;
/// // The card is a new object in the graveyard; how it was on the table is remembered.
/// let known: &LastKnown = game.last_known(on_table).unwrap();
/// assert_eq!(known.zone.kind, ZoneKind(2));
/// assert_eq!(known.orientation, Some(Orientation::Sideways));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastKnown {
    /// The object as it was.
    pub object: ObjectId,
    /// The zone it was in.
    pub zone: ZoneId,
    /// Its controller there.
    pub controller: Option<PlayerId>,
    /// Its orientation there.
    pub orientation: Option<Orientation>,
    /// Its facing there.
    pub facing: Facing,
    /// Its side there.
    pub side: u8,
    /// What it was attached to.
    pub attached_to: Option<ObjectId>,
}

/// Every card's last known state, by [`CardId`] (kept beside the cards rather than in
/// them, so that the card states the views walk stay small).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[doc(hidden)]
pub struct LastKnownTable {
    /// One slot per card: its latest previous object, once it has had one.
    entries: Vec<Option<LastKnown>>,
    /// The characteristics an entry's object had, where they differed from its printed
    /// side (abilities gained or lost, numbers changed …), in no particular order.
    /// Usually empty, and short: a list, which a clone copies without rebuilding.
    sides: Vec<(CardId, Box<Side>)>,
}

impl LastKnownTable {
    /// A table for `cards` cards, none of which has left anywhere yet.
    #[doc(hidden)]
    pub fn with_cards(cards: usize) -> LastKnownTable {
        LastKnownTable {
            entries: vec![None; cards],
            sides: Vec::new(),
        }
    }

    /// Makes room for one more card (a token's new slot).
    #[doc(hidden)]
    pub fn push_card(&mut self) {
        self.entries.push(None);
    }

    /// The last known state of `object`, if it is its card's latest previous object.
    #[doc(hidden)]
    pub fn get(&self, object: ObjectId) -> Option<&LastKnown> {
        let lk = self.entries.get(object.card.index())?.as_ref()?;
        (lk.object == object).then_some(lk)
    }

    /// The characteristics `object` had where they differed from its printed side;
    /// `None` when they did not (or the object is not the latest previous one).
    #[doc(hidden)]
    pub fn differing(&self, object: ObjectId) -> Option<&Side> {
        self.get(object)?;
        self.side_of(object.card)
    }

    /// The differing characteristics kept for `card`.
    fn side_of(&self, card: CardId) -> Option<&Side> {
        self.sides
            .iter()
            .find(|(c, _)| *c == card)
            .map(|(_, s)| &**s)
    }

    /// Records the state the card's object `lk.object` left with, replacing what was
    /// kept of the card's earlier object; `characteristics`: where they differed from
    /// the printed side.
    // On every move: inlined, the usual case (nothing differing, anywhere) is one store
    // and two tests.
    #[inline(always)]
    #[doc(hidden)]
    pub fn record(&mut self, lk: LastKnown, characteristics: Option<Box<Side>>) {
        let card = lk.object.card;
        let Some(slot) = self.entries.get_mut(card.index()) else {
            return;
        };
        *slot = Some(lk);
        if characteristics.is_some() || !self.sides.is_empty() {
            self.record_side(card, characteristics);
        }
    }

    /// The characteristics part of [`LastKnownTable::record`].
    #[inline(never)]
    fn record_side(&mut self, card: CardId, characteristics: Option<Box<Side>>) {
        let at = self.sides.iter().position(|(c, _)| *c == card);
        match (characteristics, at) {
            (Some(side), Some(i)) => self.sides[i].1 = side,
            (Some(side), None) => self.sides.push((card, side)),
            (None, Some(i)) => {
                self.sides.swap_remove(i);
            }
            (None, None) => {}
        }
    }
}

/// One saved entry: the last known state with its characteristics where they
/// differed (the form an entry has had since before the table was split).
#[derive(Serialize)]
struct SavedRef<'a> {
    #[serde(flatten)]
    known: &'a LastKnown,
    #[serde(skip_serializing_if = "Option::is_none")]
    characteristics: Option<&'a Side>,
}

/// [`SavedRef`], read back.
#[derive(Deserialize)]
struct Saved {
    #[serde(flatten)]
    known: LastKnown,
    #[serde(default)]
    characteristics: Option<Box<Side>>,
}

impl Serialize for LastKnownTable {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.entries.iter().enumerate().map(|(i, e)| {
            e.as_ref().map(|known| SavedRef {
                known,
                characteristics: self.side_of(CardId(i as u32)),
            })
        }))
    }
}

impl<'de> Deserialize<'de> for LastKnownTable {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = Vec::<Option<Saved>>::deserialize(deserializer)?;
        let mut table = LastKnownTable::with_cards(saved.len());
        for (i, entry) in saved.into_iter().enumerate() {
            if let Some(Saved {
                known,
                characteristics,
            }) = entry
            {
                table.entries[i] = Some(known);
                if let Some(side) = characteristics {
                    table.sides.push((CardId(i as u32), side));
                }
            }
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ZoneKind;

    fn known(card: u32, generation: u32) -> LastKnown {
        LastKnown {
            object: ObjectId {
                card: CardId(card),
                generation,
            },
            zone: ZoneId {
                kind: ZoneKind(2),
                player: Some(PlayerId(0)),
            },
            controller: Some(PlayerId(0)),
            orientation: None,
            facing: Facing::FaceUp,
            side: 0,
            attached_to: None,
        }
    }

    #[test]
    fn the_latest_object_only_and_its_differing_characteristics() {
        let mut t = LastKnownTable::with_cards(3);
        let bears = Side::new("Grizzly Bears", &["creature"]);
        t.record(known(1, 0), Some(Box::new(bears.clone())));
        assert_eq!(t.get(known(1, 0).object), Some(&known(1, 0)));
        assert_eq!(t.differing(known(1, 0).object), Some(&bears));
        // The card's next object leaves as printed: the old characteristics go.
        t.record(known(1, 1), None);
        assert_eq!(t.get(known(1, 0).object), None);
        assert_eq!(t.differing(known(1, 1).object), None);
        assert!(t.sides.is_empty());
        // A card the table has no slot for is not recorded.
        t.record(known(7, 0), None);
        assert_eq!(t.get(known(7, 0).object), None);
    }

    #[test]
    fn the_saved_form_is_one_entry_per_card() {
        let mut t = LastKnownTable::with_cards(3);
        let mut changed = Side::new("Grizzly Bears", &["creature"]);
        changed.abilities = vec!["flying".into()];
        t.record(known(0, 2), None);
        t.record(known(2, 1), Some(Box::new(changed)));
        let json = serde_json::to_value(&t).expect("serializes");
        let list = json.as_array().expect("a list");
        assert_eq!(list.len(), 3);
        assert_eq!(
            list[0]["object"],
            serde_json::json!({"card": 0, "generation": 2})
        );
        assert!(list[0].get("characteristics").is_none());
        assert!(list[1].is_null());
        assert_eq!(list[2]["characteristics"]["abilities"][0], "flying");
        let back: LastKnownTable = serde_json::from_value(json).expect("reads back");
        assert_eq!(back, t);
    }
}
