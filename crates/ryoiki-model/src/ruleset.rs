//! The [`RuleSet`] trait: what a game must tell the core.
//!
//! A rule set declares its zone catalogue and fills in the stages of the move pipeline
//! (see `ryoiki_core::moves`). Every method but the catalogue has a default that does
//! nothing special, so a rule set states only what its game changes. Methods return the
//! rule ids that justify what they decide, so every event can cite them.

use crate::card::Side;
use crate::event::RuleId;
use crate::ids::ObjectId;
use crate::ids::{CardId, PlayerId, ZoneId, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::process::Host;
use crate::state::{Cause, MoveTask, State, Task};
use crate::words::Phrase;
use crate::zone::Destination;
use crate::zone::{Names, ZoneGroup, ZoneSpec};
use std::borrow::Cow;

/// A citation that tells something of the card it is cited about
/// ([`RuleSet::citation_reveals`]).
///
/// ```
/// use ryoiki_model::{RevealingCitation, RuleId};
///
/// // FoW 3.15.c is cited only about a resonator, an addition or a regalia: citing it to a
/// // player who may not see the card would tell them its type, so they are cited 3.15.
/// fn citation_reveals(rule: &str) -> Option<RevealingCitation> {
///     const INSTEAD: RuleId = "fow-3.15";
///     (rule == "fow-3.15.c").then_some(RevealingCitation { types: &["resonator", "addition", "regalia"], instead: INSTEAD })
/// }
/// assert_eq!(citation_reveals("fow-3.15.c").map(|c| c.instead), Some("fow-3.15"));
/// assert_eq!(citation_reveals("fow-3.1.c"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RevealingCitation {
    /// The types the card has one of when the rule is cited about it.
    pub types: &'static [&'static str],
    /// The rule cited instead to a player who may not see the card's front.
    pub instead: RuleId,
}

/// What the rules say about a move to a final destination.
///
/// ```
/// use ryoiki_core::*;
///
/// // "Artifacts cannot be put into a hand": they stay where they are.
/// struct NoArtifactsInHand;
/// static ZONES: [ZoneSpec; 2] = [
///     ZoneSpec::public("table", Names::new("table", "テーブル")),
///     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// ];
/// impl RuleSet for NoArtifactsInHand {
///     fn key(&self) -> &'static str { "no-artifacts" }
///     fn names(&self) -> Names { Names::new("No artifacts", "アーティファクト禁止") }
///     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
///     fn hooks(&self) -> Hooks { Hooks::RESTRICTION }
///     fn restriction(&self, state: &State, card: CardId, to: ZoneId, _: &Cause) -> Restriction {
///         if to.kind == ZoneKind(1) && state.printed_side(card).has_type("artifact") {
///             Restriction::Stay(&["no-artifacts-1"])
///         } else {
///             Restriction::Allow
///         }
///     }
/// }
/// static RULES: NoArtifactsInHand = NoArtifactsInHand;
///
/// let p0 = PlayerId(0);
/// let card = |name, t| CardSetup::new(CardDef::single(Side::new(name, &[t])), p0, SetupPlace::zone(ZoneKind(0), Some(p0)));
/// let setup = Setup { players: vec!["alice".into()], cards: vec![card("Lantern", "artifact"), card("Moth", "creature")], ..Setup::default() };
/// let mut game = Game::new(&RULES, setup)?;
/// for c in [CardId(0), CardId(1)] {
///     let object = game.object_of(c)?;
///     game.apply(Action::move_to(p0, object, ZoneKind(1)), &mut NullSink)?;
/// }
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), p0)), &[CardId(1)]);
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(0), p0)), &[CardId(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restriction {
    /// The card may go there.
    Allow,
    /// The card does not move (FoW 3.15.a: 'it does not move').
    Stay(&'static [RuleId]),
    /// The card goes to this zone instead (FoW 3.15.d); checked again there.
    Redirect(ZoneId, &'static [RuleId]),
}

/// The move-pipeline hooks a rule set fills in ([`RuleSet::hooks`]). The pipeline calls
/// only these on every move; a hook left out costs nothing, and its default answer is
/// used without asking the rule set.
///
/// ```
/// use ryoiki_model::Hooks;
///
/// // A rule set that fills in two stages declares just those; the others cost nothing.
/// let hooks = Hooks::RESTRICTION.with(Hooks::AFTER_ARRIVE);
/// assert!(hooks.has(Hooks::RESTRICTION));
/// assert!(!hooks.has(Hooks::REDIRECT));
/// assert!(hooks.any(Hooks::MOVE));
/// assert!(!Hooks::NONE.any(Hooks::ALL));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hooks(u16);

impl Hooks {
    /// No hook: every move takes the defaults.
    pub const NONE: Hooks = Hooks(0);
    /// Every hook: the pipeline asks the rule set each time (the default declaration).
    pub const ALL: Hooks = Hooks(u16::MAX);
    /// [`RuleSet::redirect`].
    pub const REDIRECT: Hooks = Hooks(1);
    /// [`RuleSet::restriction`].
    pub const RESTRICTION: Hooks = Hooks(1 << 1);
    /// [`RuleSet::before_leave`].
    pub const BEFORE_LEAVE: Hooks = Hooks(1 << 2);
    /// [`RuleSet::after_arrive`].
    pub const AFTER_ARRIVE: Hooks = Hooks(1 << 3);
    /// [`RuleSet::arrival_knowledge`].
    pub const ARRIVAL_KNOWLEDGE: Hooks = Hooks(1 << 4);
    /// [`RuleSet::keeps_identity`].
    pub const KEEPS_IDENTITY: Hooks = Hooks(1 << 5);
    /// [`RuleSet::controller_on_arrival`].
    pub const CONTROLLER_ON_ARRIVAL: Hooks = Hooks(1 << 6);
    /// [`RuleSet::counts_as_put_into`].
    pub const COUNTS_AS_PUT_INTO: Hooks = Hooks(1 << 7);
    /// [`RuleSet::characteristics`]: the rule set's own rules change what is printed
    /// (without it, characteristics are the printed side with the effects in force, and
    /// a move with no effect in force keeps no characteristics as last known information).
    pub const CHARACTERISTICS: Hooks = Hooks(1 << 8);

    /// Both declarations together.
    pub const fn with(self, other: Hooks) -> Hooks {
        Hooks(self.0 | other.0)
    }

    /// Whether `hook` is declared.
    pub const fn has(self, hook: Hooks) -> bool {
        self.0 & hook.0 == hook.0
    }

    /// Whether any of `hooks` is declared.
    pub const fn any(self, hooks: Hooks) -> bool {
        self.0 & hooks.0 != 0
    }

    /// Every hook a move's stages consult (all but the put-into trigger hook, which is
    /// asked only for an effect in force): with none of them declared and no effect in
    /// force, a move has only to leave and arrive (`ryoiki_core::moves`).
    pub const MOVE: Hooks = Hooks(
        Hooks::REDIRECT.0
            | Hooks::RESTRICTION.0
            | Hooks::BEFORE_LEAVE.0
            | Hooks::AFTER_ARRIVE.0
            | Hooks::ARRIVAL_KNOWLEDGE.0
            | Hooks::KEEPS_IDENTITY.0
            | Hooks::CONTROLLER_ON_ARRIVAL.0
            | Hooks::CHARACTERISTICS.0,
    );
}

/// A step of the core's general processes, whose rules a rule set cites
/// ([`RuleSet::process_rules`]).
///
/// ```
/// use ryoiki_core::*;
///
/// // A rule set cites its own rules for the core's general processes: here, a shuffle.
/// struct Cites;
/// static ZONES: [ZoneSpec; 1] = [ZoneSpec::deck("deck", Names::new("deck", "デッキ"))];
/// impl RuleSet for Cites {
///     fn key(&self) -> &'static str { "cites" }
///     fn names(&self) -> Names { Names::new("Cites", "引用") }
///     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
///     fn process_rules(&self, step: ProcessStep) -> &'static [RuleId] {
///         match step {
///             ProcessStep::Shuffle => &["cites-7.1"],
///             _ => &[],
///         }
///     }
/// }
/// static CITES: Cites = Cites;
///
/// let p0 = PlayerId(0);
/// let setup = Setup { players: vec!["alice".into()], ..Setup::default() };
/// let mut game = Game::new(&CITES, setup)?;
/// let mut events = Vec::new();
/// game.apply(Action::Shuffle { player: p0, zone: game.zone_id(ZoneKind(0), p0), forced: None }, &mut events)?;
/// let shuffled = events.iter().find(|e| matches!(e.kind, EventKind::Shuffled { .. })).unwrap();
/// assert_eq!(shuffled.rules.as_slice(), ["cites-7.1"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProcessStep {
    /// A card is attached to a host.
    Attach,
    /// An attach does not happen because a prohibition forbids it.
    AttachProhibited,
    /// A card and its attachments turn together.
    ShareOrientation,
    /// A card is held aside.
    Extract,
    /// A held card goes back to its exact position.
    PutBack,
    /// A held card's process could not be carried out.
    ExtractFailed,
    /// A move that would reorder a zone frozen by an extraction is refused.
    ExtractFrozen,
    /// A zone is shuffled.
    Shuffle,
    /// A range is made unknown before a random choice.
    RandomUnknown,
    /// Cards are chosen at random.
    Random,
    /// A player places a card of a split into a group.
    Split,
    /// A split cannot be made (fewer cards than groups).
    SplitImpossible,
    /// The groups of a split are announced.
    SplitShown,
    /// Groups cease to exist with their effect.
    GroupsEnded,
    /// A move ends because another effect already moved the card.
    StaleMove,
    /// A token ceases to exist (MTG: a token that has left play).
    TokenCeased,
    /// A card asked to go N-th from the top or bottom of a zone with fewer cards goes to
    /// the far end instead; the arrival cites these rules.
    PositionClamped,
    /// A move puts a card into a zone and the zone is then shuffled ("shuffle into").
    ShuffleInto,
    /// An effect ends because its duration is over (the end of the turn, its source
    /// leaving its zone, a named event).
    DurationEnded,
    /// A player looks at cards: only that player sees their fronts, and they stay where
    /// they are (PMV 11.7).
    Look,
}

/// A game's rules, as the core needs them.
///
/// ```
/// use ryoiki_core::*;
///
/// // A game of one shared, public, ordered pile and a hand each. Only the catalogue is
/// // required; here the rule set also says that a card moved to a hand without naming
/// // whose goes to its owner's (every other method keeps its default).
/// struct Pile;
/// static ZONES: [ZoneSpec; 2] = [
///     ZoneSpec::public("pile", Names::new("pile", "山")).scope(Scope::Shared).ordering(Ordering::Ordered),
///     ZoneSpec::hand("hand", Names::new("hand", "手札")),
/// ];
/// impl RuleSet for Pile {
///     fn key(&self) -> &'static str { "pile" }
///     fn names(&self) -> Names { Names::new("Pile", "山札") }
///     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
///     fn default_player(&self, state: &State, card: CardId, _: ZoneKind, _: PlayerId) -> (PlayerId, &'static [RuleId]) {
///         (state.card(card).owner, &["pile-1"])
///     }
/// }
/// static PILE: Pile = Pile;
///
/// let setup = Setup {
///     players: vec!["alice".into(), "bob".into()],
///     cards: vec![CardSetup::new(CardDef::single(Side::new("Gull", &[])), PlayerId(1), SetupPlace::zone(ZoneKind(0), None))],
///     ..Setup::default()
/// };
/// let mut game = Game::new(&PILE, setup)?;
/// let gull = game.object_of(CardId(0))?;
/// let mut events = Vec::new();
/// game.apply(Action::move_to(PlayerId(0), gull, ZoneKind(1)), &mut events)?;
/// assert_eq!(game.cards_in(game.zone_id(ZoneKind(1), PlayerId(1))), &[CardId(0)]);
/// assert!(events.iter().any(|e| matches!(e.kind, EventKind::DestinationChosen { .. }) && e.rules.contains(&"pile-1")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait RuleSet: Send + Sync + 'static {
    /// A short stable key ("fow").
    fn key(&self) -> &'static str;

    /// The game's name.
    fn names(&self) -> Names;

    /// The zone catalogue. [`ZoneKind`] `n` is the `n`-th entry.
    fn zones(&self) -> &'static [ZoneSpec];

    /// Problems the rule set finds with a game just set up (an unknown game option, a
    /// card text it cannot read), each a [`Phrase`] of the rule set's own catalogue, so
    /// it is shown in the language asked for ([`SetupProblem::render`]); the setup is
    /// refused with all of them. The default finds none.
    ///
    /// [`SetupProblem::render`]: crate::SetupProblem::render
    fn setup_problems(&self, state: &State) -> Vec<Phrase> {
        let _ = state;
        Vec::new()
    }

    /// Which move-pipeline hooks this rule set fills in. The default, [`Hooks::ALL`], is
    /// always correct; a rule set that names exactly the hooks it overrides saves their
    /// calls on every move (a hook it overrides but leaves out would never be called).
    fn hooks(&self) -> Hooks {
        Hooks::ALL
    }

    /// Named groups of zones (FoW 3.14.a: the playground).
    fn groups(&self) -> &'static [ZoneGroup] {
        &[]
    }

    /// The player whose zone a card goes to when the instruction names none, and why.
    /// The default is the card's owner.
    fn default_player(
        &self,
        state: &State,
        card: CardId,
        kind: ZoneKind,
        processing: PlayerId,
    ) -> (PlayerId, &'static [RuleId]) {
        let _ = (kind, processing);
        (state.card(card).owner, &[])
    }

    /// A rule that sends a card to another zone before replacement effects are
    /// considered (MTG 217.1a: another player's library goes to the owner's).
    fn redirect(
        &self,
        state: &State,
        card: CardId,
        to: ZoneId,
    ) -> Option<(ZoneId, &'static [RuleId])> {
        let _ = (state, card, to);
        None
    }

    /// The rules cited when a replacement effect applies or is chosen.
    fn replacement_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// Whether the rules let a card go to its final destination.
    fn restriction(&self, state: &State, card: CardId, to: ZoneId, cause: &Cause) -> Restriction {
        let _ = (state, card, to, cause);
        Restriction::Allow
    }

    /// Whether a card moving between these zones stays the same object, with its
    /// placement state (FoW 3.1.c: playground to playground). The rules cited either way.
    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        let _ = (from, to);
        (false, &[])
    }

    /// Whether arriving from `from` counts as being put into `to` for triggers
    /// (FoW 3.6.e, 3.7.c), and the rules cited.
    fn counts_as_put_into(
        &self,
        from: Option<ZoneKind>,
        to: ZoneKind,
    ) -> (bool, &'static [RuleId]) {
        let _ = (from, to);
        (true, &[])
    }

    /// The controller of a card arriving in a zone (FoW 3.14.b), if the zone gives one.
    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        let _ = (state, card, to);
        None
    }

    /// The rules cited when several cards arriving at once are ordered (FoW 3.1.d).
    fn order_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// The rules cited when several cards leave a pile one top card at a time
    /// (FoW 3.3.b, 3.4.b).
    fn one_at_a_time_rules(&self, from: ZoneKind) -> &'static [RuleId] {
        let _ = from;
        &[]
    }

    /// The rules cited when a card arrives in a zone with orientation upright (FoW 3.2.a.1).
    fn arrival_state_rules(&self, to: ZoneKind) -> &'static [RuleId] {
        let _ = to;
        &[]
    }

    /// The rules cited when a card turns upright or sideways (FoW 3.2.a).
    fn orientation_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// The current characteristics of a card's current side, as the rules modify them
    /// (FoW 3.8.d: a J-ruler side in the ruler area is an astral with no abilities).
    ///
    /// A rule set that fills this in ends with
    /// [`characteristics::with_effects`](crate::characteristics::with_effects), so the
    /// characteristic-changing effects in force apply after its own rules.
    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        crate::characteristics::with_effects(state, card, Cow::Borrowed(state.printed_side(card)))
    }

    /// The name of a card's current side as its current characteristics give it
    /// ([`RuleSet::characteristics`]), for a caller that needs nothing else of them (an
    /// observation's name bins). The default builds the characteristics; a rule set
    /// whose rules seldom change a name may read it more cheaply, giving the same text.
    fn current_name<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, str> {
        match self.characteristics(state, card) {
            Cow::Borrowed(side) => Cow::Borrowed(side.name.as_str()),
            Cow::Owned(side) => Cow::Owned(side.name),
        }
    }

    /// What citing `rule` about a card tells of that card: the types it may have (FoW
    /// 3.15.c is cited only about a resonator, an addition or a regalia), and the rule a
    /// player who may not see the card's front is cited instead (FoW 3.15, which names
    /// no type). A citation is information: the seat events of a card the viewer may not
    /// see cite `instead`, and the message checks judge a revealing citation like a
    /// type. The default: no citation tells anything of a card.
    fn citation_reveals(&self, rule: &str) -> Option<RevealingCitation> {
        let _ = rule;
        None
    }

    /// Whether `viewer` may see the side of `card` that is not current (FoW 3.6.d, 3.8.c).
    fn may_see_other_side(&self, state: &State, viewer: PlayerId, card: CardId) -> bool {
        let _ = (state, viewer, card);
        false
    }

    /// Whether a card may be turned face down; if not, the rules that refuse it
    /// (FoW 3.2.b.1).
    fn may_turn_face_down(&self, state: &State, card: CardId) -> Result<(), &'static [RuleId]> {
        let _ = (state, card);
        Ok(())
    }

    /// Whether turning a card to `facing` where it is makes it a new object, and the rules
    /// that say so (MTG 901.7a: a face-up plane turned face down is a new object). The
    /// state already shows the card turned. The default: turning keeps the object.
    fn face_makes_new_object(
        &self,
        state: &State,
        card: CardId,
        facing: Facing,
    ) -> Option<&'static [RuleId]> {
        let _ = (state, card, facing);
        None
    }

    /// The rule set's own processes, if it has any: a rule set that implements
    /// [`Process`](crate::Process) returns `Some(self)`.
    fn process(&self) -> Option<&dyn crate::process::DynProcess> {
        None
    }

    /// The names of the rule set's own actions in text forms (the tags of its
    /// [`Process::Action`](crate::Process::Action)), so a scenario loader can check a step's name.
    fn game_actions(&self) -> &'static [&'static str] {
        &[]
    }

    /// The cards a bare word in a card's text refers to (FoW 3.6.c: 'resonator' means
    /// resonators on the field), with the rules cited; `None` if the word is unknown.
    fn select(
        &self,
        state: &State,
        word: &str,
        player: Option<PlayerId>,
    ) -> Option<(Vec<CardId>, &'static [RuleId])> {
        let _ = (state, word, player);
        None
    }

    /// The player who is to act now by the game's own rules, when no decision is
    /// pending: the holder of priority (Magic), a turn player. A table (`ryoiki play`, a
    /// server) passes the move to this player; `None`, the default, lets the table pass it
    /// seat by seat.
    fn to_act(&self, state: &State) -> Option<PlayerId> {
        let _ = state;
        None
    }

    /// Whether a seat at a table may move any card of theirs freely (manual play, the
    /// default), or is offered only the rule set's own actions and the answers to its
    /// decisions (Magic once its start has run). The default is free moves.
    fn free_moves(&self, state: &State) -> bool {
        let _ = state;
        true
    }

    /// Whether the game is over (Magic: fewer than two players or teams remain). Soak
    /// runs start the next game when it is. The default is never.
    fn game_over(&self, state: &State) -> bool {
        let _ = state;
        false
    }

    /// The rules cited when effects lasting until `happening` end (see
    /// [`crate::duration`]): Magic's "until you planeswalk" cites 901.11. The default
    /// cites nothing.
    fn happening_rules(&self, happening: &crate::duration::Happening) -> &'static [RuleId] {
        let _ = happening;
        &[]
    }

    /// The rules a step of the core's general processes cites (see `ryoiki_core::general`
    /// and [`ProcessStep`]). The default cites nothing; for
    /// [`ProcessStep::StaleMove`] an event is emitted only when the rule set cites a rule.
    fn process_rules(&self, process: ProcessStep) -> &'static [RuleId] {
        let _ = process;
        &[]
    }

    /// The rules cited when a card turns to `to` (`applied`) or is already so and the
    /// turn does not apply. The default is [`RuleSet::orientation_rules`].
    fn turn_rules(&self, to: Orientation, applied: bool) -> &'static [RuleId] {
        let _ = (to, applied);
        self.orientation_rules()
    }

    /// Whether a card and the cards attached to it share upright/sideways: turning any
    /// of them turns them all (PMV 11.3.11.c). The default is no.
    fn attachments_share_orientation(&self) -> bool {
        false
    }

    /// Work the rules do before a card leaves its zone for `dest`, once its destination
    /// is final (PMV 11.3.3.a–g: the set cards of a card leaving the field are
    /// discarded first). The tasks run first, in order; then the card leaves and
    /// arrives, unless those tasks moved it elsewhere (PMV 11.1.2). The default is none.
    fn before_leave(&self, game: &dyn Host, mv: &MoveTask, dest: crate::ids::ZoneId) -> Vec<Task> {
        let _ = (game, mv, dest);
        Vec::new()
    }

    /// Work the rules do right after a card has arrived (PMV 11.2.2.d: 'when put'
    /// effects; 11.3.3.h: set cards go to the underworld), given the move, the new
    /// object and where it came from. The tasks run next, in order, before anything
    /// else. The default is none.
    fn after_arrive(
        &self,
        game: &dyn Host,
        mv: &MoveTask,
        new: ObjectId,
        from: Option<crate::ids::ZoneId>,
    ) -> Vec<Task> {
        let _ = (game, mv, new, from);
        Vec::new()
    }

    /// Where an extracted card goes when the process that extracted it could not be
    /// carried out (PMV 11.4.4: removed from the game), with the rules cited; `None`
    /// (the default) puts it back where it was.
    fn failed_extraction_destination(
        &self,
        state: &State,
        card: CardId,
    ) -> Option<(Destination, &'static [RuleId])> {
        let _ = (state, card);
        None
    }

    /// Who knows a card's front after it arrives hidden, given `saw`, the players who
    /// could see it before the move (FoW 3.2.b: they keep knowing it). A rule set may
    /// drop that knowledge (PMV 11.2.2.a: a put sent elsewhere by a replacement loses
    /// everything given to the card). The default keeps `saw`.
    fn arrival_knowledge(
        &self,
        state: &State,
        mv: &MoveTask,
        dest: crate::ids::ZoneId,
        saw: crate::ids::PlayerSet,
    ) -> crate::ids::PlayerSet {
        let _ = (state, mv, dest);
        saw
    }
}

/// A rule set, named by its type or behind a `&'static dyn RuleSet`, answers a custom
/// effect's questions ([`crate::custom::ReadRules`]) alike: its zones, and a card's
/// characteristics as they are now.
macro_rules! reads_rules {
    ($([$($generics:tt)*] $ty:ty),*) => {$(
        impl<$($generics)*> crate::custom::ReadRules for $ty {
            #[inline]
            fn zone_specs(&self) -> &'static [ZoneSpec] {
                self.zones()
            }

            #[inline]
            fn current_side<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
                self.characteristics(state, card)
            }
        }
    )*};
}

reads_rules!([T: RuleSet] T, [] &'static dyn RuleSet);
