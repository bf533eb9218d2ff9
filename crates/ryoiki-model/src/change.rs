//! Characteristic changes as data: what one effect changes ([`Change`]) and the
//! [`Layer`]s changes are applied in (see the `characteristics` module for how the
//! changes in force make a card's current characteristics).

use crate::card::Side;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The layers a characteristic change is applied in, in order.
///
/// ```
/// use ryoiki_model::{Change, Layer};
///
/// // Layers apply in this order: types, abilities, set numbers, modify numbers.
/// assert!(Layer::Types < Layer::ModifyNumbers);
/// let change = Change { add_abilities: vec!["flying".into()], ..Change::default() };
/// assert!(change.touches(Layer::Abilities) && !change.touches(Layer::Types));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layer {
    /// Types added and removed.
    Types,
    /// Abilities added and removed.
    Abilities,
    /// Numbers set to a value.
    SetNumbers,
    /// Numbers raised or lowered.
    ModifyNumbers,
}

/// What one characteristic-changing effect does; each part is applied in its
/// [`Layer`].
///
/// ```
/// use ryoiki_model::{Change, Layer, Side};
///
/// // "It becomes an artifact creature with power 3, then gets +1."
/// let change = Change {
///     add_types: vec!["artifact".into()],
///     set_numbers: [("power".to_string(), 3)].into(),
///     modify_numbers: [("power".to_string(), 1)].into(),
///     ..Change::default()
/// };
/// let mut side = Side::new("Moth", &["creature"]);
/// for layer in [Layer::Types, Layer::Abilities, Layer::SetNumbers, Layer::ModifyNumbers] {
///     change.apply(layer, &mut side);
/// }
/// assert!(side.has_type("artifact") && side.has_type("creature"));
/// assert_eq!(side.numbers["power"], 4);
/// assert!(Change::default().is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Change {
    /// Types the card gains.
    pub add_types: Vec<String>,
    /// Types the card loses (compared case-insensitively).
    pub remove_types: Vec<String>,
    /// Whether the card loses all its abilities (before `add_abilities`).
    pub remove_all_abilities: bool,
    /// Ability texts the card loses.
    pub remove_abilities: Vec<String>,
    /// Ability texts the card gains.
    pub add_abilities: Vec<String>,
    /// Numbers set to a value.
    pub set_numbers: BTreeMap<String, i64>,
    /// Numbers raised (or lowered, when negative); a number the card lacks counts as 0.
    pub modify_numbers: BTreeMap<String, i64>,
}

impl Change {
    /// Whether the change changes nothing (an effect that would be a mistake to begin).
    pub fn is_empty(&self) -> bool {
        *self == Change::default()
    }

    /// Whether the change has a part in `layer`.
    pub fn touches(&self, layer: Layer) -> bool {
        match layer {
            Layer::Types => !self.add_types.is_empty() || !self.remove_types.is_empty(),
            Layer::Abilities => {
                self.remove_all_abilities
                    || !self.remove_abilities.is_empty()
                    || !self.add_abilities.is_empty()
            }
            Layer::SetNumbers => !self.set_numbers.is_empty(),
            Layer::ModifyNumbers => !self.modify_numbers.is_empty(),
        }
    }

    /// Applies this change's part in `layer` to `side`.
    pub fn apply(&self, layer: Layer, side: &mut Side) {
        match layer {
            Layer::Types => {
                for t in &self.add_types {
                    if !side.has_type(t) {
                        side.types.push(t.clone());
                    }
                }
                side.types
                    .retain(|t| !self.remove_types.iter().any(|r| r.eq_ignore_ascii_case(t)));
            }
            Layer::Abilities => {
                if self.remove_all_abilities {
                    side.abilities.clear();
                }
                side.abilities
                    .retain(|a| !self.remove_abilities.contains(a));
                side.abilities.extend(self.add_abilities.iter().cloned());
            }
            Layer::SetNumbers => {
                for (k, v) in &self.set_numbers {
                    side.numbers.insert(k.clone(), *v);
                }
            }
            Layer::ModifyNumbers => {
                for (k, v) in &self.modify_numbers {
                    let n = side.numbers.entry(k.clone()).or_insert(0);
                    *n = n.saturating_add(*v);
                }
            }
        }
    }
}
