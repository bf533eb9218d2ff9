//! What is printed on a card: its sides and their characteristics.
//!
//! The core treats card types, abilities and numbers as opaque words; a rule set gives
//! them meaning (FoW's 'resonator', Magic's 'instant'). A card has one or two sides
//! (a FoW ruler whose other side is a J-ruler); which side is current is part of the
//! card's state, separate from whether it lies face up or face down.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The characteristics of one side of a card.
///
/// ```
/// use ryoiki_model::Side;
///
/// let mut moth = Side::new("Moth", &["Creature"]);
/// moth.numbers.insert("power".into(), 1);
/// assert!(moth.has_type("creature"));
/// assert!(!moth.has_type("artifact"));
/// assert_eq!(moth.numbers["power"], 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Side {
    /// The printed name.
    pub name: String,
    /// Card types, lowercase words ("resonator", "magic stone", "j-ruler" …).
    pub types: Vec<String>,
    /// Ability text, one entry per ability.
    pub abilities: Vec<String>,
    /// Named numbers (ATK, DEF, cost, power …).
    pub numbers: BTreeMap<String, i64>,
}

impl Side {
    /// A side with a name and types and nothing else.
    pub fn new(name: impl Into<String>, types: &[&str]) -> Side {
        Side {
            name: name.into(),
            types: types.iter().map(|t| t.to_string()).collect(),
            ..Side::default()
        }
    }

    /// Whether this side has the type `t` (compared case-insensitively).
    pub fn has_type(&self, t: &str) -> bool {
        self.types.iter().any(|x| x.eq_ignore_ascii_case(t))
    }
}

/// A card as printed: one or two sides.
///
/// ```
/// use ryoiki_model::{CardDef, Side};
///
/// // A two-sided card: a ruler whose other side is a J-ruler.
/// let card = CardDef { sides: vec![Side::new("Sage", &["ruler"]), Side::new("Sage, Awakened", &["j-ruler"])] };
/// assert_eq!(card.name(), "Sage");
/// assert!(card.side(1).unwrap().has_type("j-ruler"));
/// assert!(card.side(2).is_none());
/// assert_eq!(CardDef::single(Side::new("Moth", &[])).sides.len(), 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardDef {
    /// The front side, and the back side if the card has two.
    pub sides: Vec<Side>,
}

impl CardDef {
    /// A one-sided card.
    pub fn single(side: Side) -> CardDef {
        CardDef { sides: vec![side] }
    }

    /// The side with this index, if the card has it.
    pub fn side(&self, index: u8) -> Option<&Side> {
        self.sides.get(index as usize)
    }

    /// The front side's name, used in logs.
    pub fn name(&self) -> &str {
        self.sides.first().map(|s| s.name.as_str()).unwrap_or("")
    }
}
