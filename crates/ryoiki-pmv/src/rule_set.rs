//! The Phantom Magic Vision rule set's type and static, and the context its processes
//! work through ([`Pcx`]). The rule set's behaviour ([`ryoiki_core::RuleSet`],
//! [`ryoiki_core::Process`]) is implemented above every module that uses them.

use ryoiki_core::Cx;

/// The Phantom Magic Vision rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct PhantomMagicVision;

/// The rule set as a static, for [`ryoiki_core::Game::new`].
pub static PMV: PhantomMagicVision = PhantomMagicVision;

/// The context PMV's processes change the game through.
pub(crate) type Pcx<'a> = Cx<'a, PhantomMagicVision>;
