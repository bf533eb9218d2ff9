//! The Magic rule set's type and static ([`Magic`], [`MTG`]), and the context its
//! process works through ([`Mx`]). The rule set's behaviour ([`ryoiki_core::RuleSet`],
//! [`ryoiki_core::Process`]) is implemented at the crate's top, over every module.

use ryoiki_core::{Cx, RuleId};

/// The Magic rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Magic;

/// The rule set as a static, for [`ryoiki_core::Game::new`].
pub static MTG: Magic = Magic;

/// The context Magic's process works through.
pub type Mx<'a> = Cx<'a, Magic>;

/// Rules a list of static lists cites, for passing on.
pub(crate) type Cite<'a> = &'a [&'static [RuleId]];
