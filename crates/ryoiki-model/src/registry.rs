//! The registry of custom effects' code ([`CustomEffects`]), as the state holds it.
//!
//! The state holds the registry so that reading a card's characteristics (which custom
//! effects may change) needs nothing but the state; the effects' trait
//! ([`CustomEffect`](crate::CustomEffect)) reads the state in turn. So that the state
//! does not name the trait that names it, the registry keeps each effect type-erased
//! here, and the typed methods that store and find them
//! ([`CustomEffects::with`], [`CustomEffects::get`], …) are in the `custom` module.

use std::any::Any;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The custom effects a program has registered, by key; shared between clones of the
/// state and never serialized (the program registers them again on restoring).
///
/// ```
/// use ryoiki_core::{CustomEffect, CustomEffects};
/// use std::sync::Arc;
///
/// // An effect that does nothing: every method has a default.
/// struct Quiet;
/// impl CustomEffect for Quiet {}
///
/// let registry = CustomEffects::new().with("quiet", Arc::new(Quiet)).with("also", Arc::new(Quiet));
/// assert_eq!(registry.keys().collect::<Vec<_>>(), ["also", "quiet"]);
/// assert!(registry.get("quiet").is_some_and(|e| !e.changes_characteristics()));
/// assert!(registry.get("loud").is_none());
/// assert!(CustomEffects::new().is_empty());
/// ```
#[derive(Clone, Default)]
pub struct CustomEffects(pub(crate) Arc<BTreeMap<String, Erased>>);

/// One registered effect: an `Arc<dyn CustomEffect>`, behind `Any` (only
/// the `custom` module stores and reads them, always as that type).
pub(crate) type Erased = Arc<dyn Any + Send + Sync>;

impl CustomEffects {
    /// No effects.
    pub fn new() -> CustomEffects {
        CustomEffects::default()
    }

    /// Whether no effect is registered.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The registered keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }
}

impl std::fmt::Debug for CustomEffects {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.keys()).finish()
    }
}

impl PartialEq for CustomEffects {
    /// Two registries are equal when they register the same keys (code is not
    /// compared).
    fn eq(&self, other: &CustomEffects) -> bool {
        self.keys().eq(other.keys())
    }
}

impl Eq for CustomEffects {}
