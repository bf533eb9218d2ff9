//! What Magic's own processes report ([`MtgEvent`]) and ask ([`MtgDecision`]), rendered
//! in English and in Japanese with the terms of the Japanese comprehensive rules (2009:
//! 場 for in play, ゲームから取り除かれている for removed from the game).
//!
//! Every sentence is in Magic's message catalogue (`messages/en.ftl`, `messages/ja.ftl`,
//! [`messages`]): a new event is one line per language there and one arm here.
//!
//! Each event's [`Described::code`] is the name scenario files match (`kind = "game"`,
//! `label = "…"`); each decision's code is what a scenario's `pending` check names.

pub use crate::catalogue::messages;
use crate::ext::{ItemKind, LossCause, Phase, Step};
use crate::face::Face;
use ryoiki_core::{Args, Described, ObjectId, PlayerId, Words, ZoneId};
use serde::{Deserialize, Serialize};

/// Why an effect did not apply to a destroyed permanent (217.1d).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NotAppliedWhy {
    /// Another destroy effect was chosen as the event that moves it.
    OtherEvent,
    /// The object has already become a new object in another zone (217.1c).
    NewObject,
}

/// What was carried over from a spell to the permanent it became (217.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Carried {
    /// Characteristic changes made to the spell (exception 1).
    Changes,
    /// Prevention of damage from the spell (exception 4).
    Prevention,
}

/// What Magic's process did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "kebab-case")]
pub enum MtgEvent {
    /// A spell or ability goes on the stack.
    Stack {
        /// Spell or which kind of ability.
        kind: ItemKind,
        /// Its readable name.
        name: String,
        /// What it does.
        effect: String,
        /// Its controller.
        controller: PlayerId,
        /// Its source, if any.
        source: Option<ObjectId>,
    },
    /// The planar die's cost is paid (901.9).
    RollCostPaid {
        /// Who rolls.
        player: PlayerId,
        /// The mana paid.
        cost: u32,
        /// Which roll of the turn this is.
        nth: u32,
    },
    /// A player passes priority.
    PriorityPassed {
        /// Who.
        player: PlayerId,
    },
    /// Mana goes to a pool.
    ManaAdded {
        /// Whose pool.
        player: PlayerId,
        /// How much.
        amount: u32,
        /// The pool afterwards.
        pool: u32,
    },
    /// A six-sided die is rolled (901.9d).
    DieRolled {
        /// Who rolls.
        player: PlayerId,
        /// The number.
        value: u32,
    },
    /// An effect changes a spell's or permanent's characteristics (217.1c exception 1).
    CharacteristicsChanged {
        /// The object.
        object: ObjectId,
        /// Types added.
        types: Vec<String>,
        /// Abilities added.
        abilities: Vec<String>,
    },
    /// Damage from a source will be prevented (217.1c exception 4).
    PreventionAdded {
        /// The source.
        source: ObjectId,
        /// How much.
        amount: i64,
    },
    /// A source deals damage to a player.
    DamageDealt {
        /// The source.
        source: ObjectId,
        /// The player.
        player: PlayerId,
        /// The damage dealt.
        dealt: i64,
        /// The damage prevented.
        prevented: i64,
    },
    /// Several destroy effects conflict (217.1d).
    ConflictingEffects {
        /// The permanent.
        object: ObjectId,
        /// How many effects.
        count: usize,
        /// Who chooses.
        decider: PlayerId,
    },
    /// An Aura enchants a permanent (217.1c exception 3 follows it).
    Attached {
        /// The Aura.
        aura: ObjectId,
        /// The enchanted permanent.
        host: ObjectId,
    },
    /// An object outside the game is removed from the game: a new object (217.1f).
    NewObject {
        /// The old object.
        old: ObjectId,
        /// The new one.
        new: ObjectId,
    },
    /// An owner arranges their objects in a zone (217.1b).
    Arranged {
        /// The owner.
        player: PlayerId,
        /// The zone.
        zone: ZoneId,
    },
    /// A replacement is chosen (217.1d).
    ReplacementChosen {
        /// The object moving.
        object: ObjectId,
        /// The option's label.
        label: String,
    },
    /// The event that moves a destroyed permanent (217.1d).
    ZoneChangeEvent {
        /// The permanent.
        object: ObjectId,
        /// The destroy effect.
        by: String,
    },
    /// The owner checks for abilities affecting a move to a public zone (217.1d).
    OwnerChecks {
        /// The object.
        object: ObjectId,
        /// The owner.
        owner: PlayerId,
        /// The effects found.
        affecting: Vec<String>,
    },
    /// An effect does not apply (217.1d).
    NotApplied {
        /// The object.
        object: ObjectId,
        /// The effect.
        effect: String,
        /// The event that moved it instead.
        by: String,
        /// Why.
        why: NotAppliedWhy,
    },
    /// A card's own replacement conflicts with others (217.1d).
    ReplacementConflict {
        /// The object.
        object: ObjectId,
        /// Who chooses.
        decider: PlayerId,
    },
    /// A state-based check puts an Aura enchanting nothing into a graveyard.
    StateBased {
        /// The Aura.
        aura: ObjectId,
    },
    /// The game moves to a phase; mana pools empty.
    Phase {
        /// The phase.
        phase: Phase,
    },
    /// A turn begins.
    Turn {
        /// Its number.
        turn: u32,
        /// The active player.
        player: PlayerId,
    },
    /// A player becomes the planar controller (901.6, 901.12b).
    PlanarController {
        /// Who.
        player: PlayerId,
    },
    /// The planar controllers of Grand Melee (901.14a).
    PlanarControllers {
        /// Who.
        players: Vec<PlayerId>,
    },
    /// A planar controller leaves and nobody takes over (901.14b).
    PlanarControllerStops {
        /// Who.
        player: PlayerId,
    },
    /// A spell or ability resolves.
    Resolves {
        /// Spell or which kind of ability.
        kind: ItemKind,
        /// Its name.
        name: String,
        /// Its source.
        source: Option<ObjectId>,
    },
    /// Changes made to a spell keep applying to the permanent (217.1c).
    CarriedOver {
        /// The permanent.
        object: ObjectId,
        /// What.
        carried: Carried,
    },
    /// A phenomenon's triggered ability has left the stack (901.11a).
    PhenomenonDone {
        /// The phenomenon's name.
        name: String,
        /// Who planeswalks.
        player: PlayerId,
    },
    /// An effect lasting until a player planeswalks (901.11).
    LastingEffect {
        /// The player.
        player: PlayerId,
        /// The word their creatures gain.
        word: String,
    },
    /// An object an ability saw cannot be found (217.1c).
    NotFound {
        /// The object.
        object: ObjectId,
    },
    /// Players gain life.
    LifeGained {
        /// Who.
        players: Vec<PlayerId>,
        /// How much each.
        amount: i64,
    },
    /// A numeric die trigger ignores a planar die roll (901.9d).
    IgnoredRoll {
        /// The source of the ability.
        source: ObjectId,
    },
    /// The planar die is rolled (901.9, 901.3a).
    PlanarDieRolled {
        /// Who rolls.
        player: PlayerId,
        /// The face.
        face: Face,
        /// Whether as the special action (else because an effect says so).
        special: bool,
    },
    /// Chaos ensues (901.9b).
    Chaos,
    /// A blank face: nothing happens (901.9a).
    Blank,
    /// A player receives priority.
    Priority {
        /// Who.
        player: PlayerId,
    },
    /// A phenomenon turned over at the start goes to the bottom (901.5).
    StartPhenomenon {
        /// It.
        card: ObjectId,
    },
    /// A player's starting plane (901.5).
    StartingPlane {
        /// The plane.
        plane: ObjectId,
        /// Whose.
        player: PlayerId,
    },
    /// A player planeswalks (901.11).
    Planeswalked {
        /// Who.
        player: PlayerId,
        /// The names planeswalked from.
        from: Vec<String>,
        /// The names planeswalked to.
        to: Vec<String>,
    },
    /// Effects lasting until a player planeswalks end (901.11).
    LastingEffectEnded {
        /// The player.
        player: PlayerId,
    },
    /// A face-up planar card goes to the bottom without planeswalking (901.14b).
    Bottomed {
        /// The card.
        card: ObjectId,
    },
    /// Players leave the game with every object they own (901.10).
    LeftGame {
        /// Who.
        players: Vec<PlayerId>,
        /// The objects that left.
        objects: Vec<ObjectId>,
    },
    /// With a single planar deck the planar cards stay (901.15b).
    PlanarCardsStay {
        /// Their owner, the planar controller.
        player: PlayerId,
    },
    /// A planeswalking ability whose plane left ceases to exist (901.10a).
    AbilityCeased,
    /// A phenomenon's ability stays under the new planar controller (901.10b).
    AbilityStays {
        /// The ability's name.
        name: String,
        /// Its new controller.
        player: PlayerId,
    },
    /// A face-up plane left the game: its controller planeswalks (901.10).
    LeavePlaneswalk {
        /// Who planeswalks.
        player: PlayerId,
    },
    /// A core action Magic's process applied was refused (the object had moved meanwhile,
    /// say): that part of the process does not happen.
    CoreRefused {
        /// Why, in the core's words.
        reason: String,
    },
    /// A spell moved off the stack by anything but resolving is no longer a spell (217.1c).
    SpellLeftStack {
        /// The spell's object.
        object: ObjectId,
    },
    /// The game moves to a step of the turn (2009 rules 300–314).
    Step {
        /// The step.
        step: Step,
    },
    /// The active player's permanents untap (2009 rule 302.2).
    Untapped {
        /// The active player.
        player: PlayerId,
        /// How many permanents untapped.
        count: usize,
    },
    /// A player draws a card (2009 rule 304.1, or the opening hand, 101.3).
    Drew {
        /// Who.
        player: PlayerId,
        /// How many cards.
        count: u32,
    },
    /// The starting player skips the draw of their first turn (2009 rule 101.5a, 101.5b).
    DrawSkipped {
        /// Who.
        player: PlayerId,
    },
    /// A player attempted to draw from an empty library (2009 rule 420.5g).
    DrewFromEmpty {
        /// Who.
        player: PlayerId,
    },
    /// The game begins: libraries are shuffled and a random method picks who chooses
    /// the starting player (2009 rules 101.1, 101.2).
    GameStarted {
        /// The player who chooses who plays first.
        chooser: PlayerId,
    },
    /// The starting player is chosen (2009 rule 101.2).
    StartingPlayer {
        /// Who plays first.
        player: PlayerId,
    },
    /// A player takes a mulligan (2009 rule 101.4).
    Mulligan {
        /// Who.
        player: PlayerId,
        /// The size of the new hand.
        hand: u32,
    },
    /// A player keeps an opening hand (2009 rule 101.4).
    Kept {
        /// Who.
        player: PlayerId,
        /// The size of the hand.
        hand: u32,
    },
    /// The active player discards down to the maximum hand size (2009 rule 314.1).
    Discarded {
        /// Who.
        player: PlayerId,
        /// The card discarded.
        card: ObjectId,
    },
    /// Damage is marked on a creature.
    DamageMarked {
        /// The source.
        source: ObjectId,
        /// The creature.
        creature: ObjectId,
        /// The damage dealt.
        dealt: i64,
        /// The damage prevented.
        prevented: i64,
    },
    /// Damage wears off and "until end of turn" effects end (2009 rule 314.2).
    CleanupDone,
    /// A state-based effect puts a permanent into its owner's graveyard or destroys it
    /// (2009 rule 420.5b–e).
    StateBasedEffect {
        /// The permanent.
        object: ObjectId,
        /// Which state-based effect.
        effect: SbaKind,
    },
    /// A player loses the game (2009 rule 102.3).
    PlayerLost {
        /// Who.
        player: PlayerId,
        /// Why.
        cause: LossCause,
    },
    /// The game is over: a player or team wins (2009 rule 102.2a, 102.2c).
    GameWon {
        /// The winners.
        players: Vec<PlayerId>,
    },
    /// The game is over: a draw (2009 rule 102.4a, 102.4c).
    GameDrawn,
    /// Players get poison counters.
    Poisoned {
        /// Who.
        players: Vec<PlayerId>,
        /// How many counters each.
        amount: u32,
    },
    /// Playing cards: mana, lands, casting, combat ([`crate::play_events`]).
    Play {
        /// What happened.
        event: crate::play_events::PlayEvent,
    },
}

/// Which state-based effect acted on a permanent (2009 rule 420.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SbaKind {
    /// A creature with 0 or less toughness goes to the graveyard (420.5b).
    ZeroToughness,
    /// A creature with lethal damage is destroyed (420.5c).
    LethalDamage,
    /// An Aura attached to nothing, or to something not in play, goes to the graveyard
    /// (420.5d).
    UnattachedAura,
    /// Two or more legendary permanents with the same name all go to the graveyard
    /// (420.5e).
    LegendRule,
}

/// A message of Magic's catalogue in the words' language.
fn say(w: &Words<'_>, key: &str, args: Args<'_>) -> String {
    w.text(messages(), key, args)
}

fn names(words: &Words<'_>, players: &[PlayerId], sep: &str) -> String {
    players
        .iter()
        .map(|&p| words.player(p))
        .collect::<Vec<_>>()
        .join(sep)
}

/// Players joined with "and" ("と").
fn players_and(w: &Words<'_>, players: &[PlayerId]) -> String {
    names(w, players, &say(w, "mtg-and", Args::new()))
}

/// Players as a list ("a, b", "a、b").
fn players_list(w: &Words<'_>, players: &[PlayerId]) -> String {
    names(w, players, &w.list_separator())
}

/// A stack entry's name: its source card's name, or (the planeswalking ability, which
/// has no source) its kind's name in the wanted language.
fn item_name(w: &Words<'_>, kind: ItemKind, name: &str, source: Option<ObjectId>) -> String {
    match source {
        Some(_) => name.to_string(),
        None => {
            let key = match kind {
                ItemKind::Spell => "mtg-kind-spell",
                ItemKind::Planeswalking => "mtg-kind-planeswalking",
                ItemKind::Chaos => "mtg-kind-chaos",
                ItemKind::Triggered => "mtg-kind-triggered",
                ItemKind::Activated => "mtg-kind-activated",
                ItemKind::CombatDamage => "mtg-kind-combat-damage",
            };
            say(w, key, Args::new())
        }
    }
}

fn phase_name(w: &Words<'_>, phase: Phase) -> String {
    let key = match phase {
        Phase::Beginning => "mtg-phase-beginning",
        Phase::PrecombatMain => "mtg-phase-precombat-main",
        Phase::Combat => "mtg-phase-combat",
        Phase::PostcombatMain => "mtg-phase-postcombat-main",
        Phase::Ending => "mtg-phase-ending",
    };
    say(w, key, Args::new())
}

fn face_name(w: &Words<'_>, face: Face) -> String {
    let key = match face {
        Face::Planeswalker => "mtg-face-planeswalker",
        Face::Chaos => "mtg-face-chaos",
        Face::Blank => "mtg-face-blank",
    };
    say(w, key, Args::new())
}

/// One player as `$p`.
fn p<'a>(w: &Words<'_>, player: PlayerId) -> Args<'a> {
    Args::new().with("p", w.player(player))
}

/// One object as `$o`.
fn o<'a>(w: &Words<'_>, object: ObjectId) -> Args<'a> {
    Args::new().with("o", w.object(object))
}

impl MtgEvent {
    fn render_stack(&self, w: &Words<'_>) -> Option<String> {
        Some(match self {
            MtgEvent::Stack {
                kind,
                name,
                effect,
                controller,
                source,
            } => say(
                w,
                "mtg-stack",
                Args::new()
                    .with("name", item_name(w, *kind, name, *source))
                    .with("effect", effect.as_str())
                    .with("c", w.player(*controller)),
            ),
            MtgEvent::PriorityPassed { player } => say(w, "mtg-priority-passed", p(w, *player)),
            MtgEvent::Priority { player } => say(w, "mtg-priority", p(w, *player)),
            MtgEvent::Phase { phase } => say(
                w,
                "mtg-phase",
                Args::new().with("phase", phase_name(w, *phase)),
            ),
            MtgEvent::Turn { turn, player } => {
                say(w, "mtg-turn", p(w, *player).with("turn", *turn))
            }
            MtgEvent::Resolves { name, .. } => {
                say(w, "mtg-resolves", Args::new().with("name", name.as_str()))
            }
            MtgEvent::ManaAdded {
                player,
                amount,
                pool,
            } => say(
                w,
                "mtg-mana-added",
                p(w, *player).with("amount", *amount).with("pool", *pool),
            ),
            MtgEvent::LifeGained { players, amount } => say(
                w,
                "mtg-life-gained",
                Args::new()
                    .with("players", players_and(w, players))
                    .with("count", players.len())
                    .with("amount", *amount),
            ),
            MtgEvent::CoreRefused { reason } => say(
                w,
                "mtg-core-refused",
                Args::new().with("reason", reason.as_str()),
            ),
            MtgEvent::SpellLeftStack { object } => say(w, "mtg-spell-left-stack", o(w, *object)),
            _ => return None,
        })
    }

    fn render_rule_217(&self, w: &Words<'_>) -> Option<String> {
        Some(match self {
            MtgEvent::DieRolled { player, value } => {
                say(w, "mtg-die-rolled", p(w, *player).with("value", *value))
            }
            MtgEvent::CharacteristicsChanged {
                object,
                types,
                abilities,
            } => {
                let added = types
                    .iter()
                    .chain(abilities)
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(&w.list_separator());
                say(
                    w,
                    "mtg-characteristics-changed",
                    o(w, *object).with("added", added),
                )
            }
            MtgEvent::PreventionAdded { source, amount } => say(
                w,
                "mtg-prevention-added",
                o(w, *source).with("amount", *amount),
            ),
            MtgEvent::DamageDealt {
                source,
                player,
                dealt,
                prevented,
            } => say(
                w,
                "mtg-damage-dealt",
                o(w, *source)
                    .with("p", w.player(*player))
                    .with("dealt", *dealt)
                    .with("prevented", *prevented),
            ),
            MtgEvent::Attached { aura, host } => say(
                w,
                "mtg-attached",
                Args::new()
                    .with("a", w.object(*aura))
                    .with("h", w.object(*host)),
            ),
            MtgEvent::NewObject { old, .. } => say(w, "mtg-new-object", o(w, *old)),
            MtgEvent::Arranged { player, zone } => {
                say(w, "mtg-arranged", p(w, *player).with("zone", w.zone(*zone)))
            }
            MtgEvent::CarriedOver { object, carried } => {
                let key = match carried {
                    Carried::Changes => "mtg-carried-changes",
                    Carried::Prevention => "mtg-carried-prevention",
                };
                say(w, key, o(w, *object))
            }
            MtgEvent::NotFound { object } => say(w, "mtg-not-found", o(w, *object)),
            _ => return self.render_destroy(w),
        })
    }

    fn render_destroy(&self, w: &Words<'_>) -> Option<String> {
        Some(match self {
            MtgEvent::ConflictingEffects {
                object,
                count,
                decider,
            } => say(
                w,
                "mtg-conflicting-effects",
                o(w, *object)
                    .with("count", *count)
                    .with("d", w.player(*decider)),
            ),
            MtgEvent::ReplacementChosen { label, .. } => say(
                w,
                "mtg-replacement-chosen",
                Args::new().with("label", label.as_str()),
            ),
            MtgEvent::ZoneChangeEvent { object, by } => say(
                w,
                "mtg-zone-change-event",
                o(w, *object).with("by", by.as_str()),
            ),
            MtgEvent::OwnerChecks {
                owner, affecting, ..
            } => {
                let list = if affecting.is_empty() {
                    say(w, "mtg-none", Args::new())
                } else {
                    affecting.join(&w.list_separator())
                };
                say(w, "mtg-owner-checks", p(w, *owner).with("list", list))
            }
            MtgEvent::NotApplied {
                object,
                effect,
                by,
                why,
            } => {
                let key = match why {
                    NotAppliedWhy::OtherEvent => "mtg-not-applied-other-event",
                    NotAppliedWhy::NewObject => "mtg-not-applied-new-object",
                };
                say(
                    w,
                    key,
                    o(w, *object)
                        .with("effect", effect.as_str())
                        .with("by", by.as_str()),
                )
            }
            MtgEvent::ReplacementConflict { object, decider } => say(
                w,
                "mtg-replacement-conflict",
                o(w, *object).with("d", w.player(*decider)),
            ),
            MtgEvent::StateBased { aura } => {
                say(w, "mtg-state-based", Args::new().with("a", w.object(*aura)))
            }
            _ => return None,
        })
    }

    fn render_planar(&self, w: &Words<'_>) -> String {
        match self {
            MtgEvent::RollCostPaid { player, cost, nth } => say(
                w,
                "mtg-roll-cost-paid",
                p(w, *player).with("cost", *cost).with("nth", *nth),
            ),
            MtgEvent::PlanarController { player } => say(w, "mtg-planar-controller", p(w, *player)),
            MtgEvent::PlanarControllers { players } => say(
                w,
                "mtg-planar-controllers",
                Args::new().with("players", players_list(w, players)),
            ),
            MtgEvent::PlanarControllerStops { player } => {
                say(w, "mtg-planar-controller-stops", p(w, *player))
            }
            MtgEvent::PhenomenonDone { name, player } => say(
                w,
                "mtg-phenomenon-done",
                p(w, *player).with("name", name.as_str()),
            ),
            MtgEvent::LastingEffect { player, word } => say(
                w,
                "mtg-lasting-effect",
                p(w, *player).with("word", word.as_str()),
            ),
            MtgEvent::IgnoredRoll { source } => say(w, "mtg-ignored-roll", o(w, *source)),
            MtgEvent::PlanarDieRolled {
                player,
                face,
                special,
            } => say(
                w,
                if *special {
                    "mtg-planar-die-special"
                } else {
                    "mtg-planar-die-effect"
                },
                p(w, *player).with("face", face_name(w, *face)),
            ),
            MtgEvent::Chaos => say(w, "mtg-chaos", Args::new()),
            MtgEvent::Blank => say(w, "mtg-blank", Args::new()),
            MtgEvent::StartPhenomenon { card } => say(w, "mtg-start-phenomenon", o(w, *card)),
            MtgEvent::StartingPlane { plane, player } => say(
                w,
                "mtg-starting-plane",
                o(w, *plane).with("p", w.player(*player)),
            ),
            MtgEvent::Planeswalked { player, from, to } => {
                let sep = w.list_separator();
                say(
                    w,
                    "mtg-planeswalked",
                    p(w, *player)
                        .with("from", from.join(&sep))
                        .with("to", to.join(&sep)),
                )
            }
            MtgEvent::LastingEffectEnded { player } => {
                say(w, "mtg-lasting-effect-ended", p(w, *player))
            }
            other => other.render_leave(w),
        }
    }

    fn render_leave(&self, w: &Words<'_>) -> String {
        match self {
            MtgEvent::Bottomed { card } => say(w, "mtg-bottomed", o(w, *card)),
            MtgEvent::LeftGame { players, .. } => say(
                w,
                "mtg-left-game",
                Args::new()
                    .with("players", players_and(w, players))
                    .with("count", players.len()),
            ),
            MtgEvent::PlanarCardsStay { player } => say(w, "mtg-planar-cards-stay", p(w, *player)),
            MtgEvent::AbilityCeased => say(w, "mtg-ability-ceased", Args::new()),
            MtgEvent::AbilityStays { name, player } => say(
                w,
                "mtg-ability-stays",
                p(w, *player).with("name", name.as_str()),
            ),
            MtgEvent::LeavePlaneswalk { player } => say(w, "mtg-leave-planeswalk", p(w, *player)),
            other => other.render_turn(w),
        }
    }
}

/// A step's name in the wanted language.
fn step_name(w: &Words<'_>, step: Step) -> String {
    let key = match step {
        Step::Untap => "mtg-step-untap",
        Step::Upkeep => "mtg-step-upkeep",
        Step::Draw => "mtg-step-draw",
        Step::Main => "mtg-step-main",
        Step::BeginningOfCombat => "mtg-step-beginning-of-combat",
        Step::DeclareAttackers => "mtg-step-declare-attackers",
        Step::DeclareBlockers => "mtg-step-declare-blockers",
        Step::FirstStrikeDamage => "mtg-step-first-strike-damage",
        Step::CombatDamage => "mtg-step-combat-damage",
        Step::EndOfCombat => "mtg-step-end-of-combat",
        Step::EndOfTurn => "mtg-step-end-of-turn",
        Step::Cleanup => "mtg-step-cleanup",
    };
    say(w, key, Args::new())
}

/// Why a player lost, in the wanted language.
fn loss_cause(w: &Words<'_>, cause: LossCause) -> String {
    let key = match cause {
        LossCause::Life => "mtg-loss-life",
        LossCause::EmptyLibrary => "mtg-loss-empty-library",
        LossCause::Poison => "mtg-loss-poison",
        LossCause::Conceded => "mtg-loss-conceded",
        LossCause::Left => "mtg-loss-left",
    };
    say(w, key, Args::new())
}

impl MtgEvent {
    /// The turn, the start, state-based effects and the end of the game.
    fn render_turn(&self, w: &Words<'_>) -> String {
        match self {
            MtgEvent::Step { step } => {
                say(w, "mtg-step", Args::new().with("step", step_name(w, *step)))
            }
            MtgEvent::Untapped { player, count } => {
                say(w, "mtg-untapped", p(w, *player).with("count", *count))
            }
            MtgEvent::Drew { player, count } => {
                say(w, "mtg-drew", p(w, *player).with("count", *count))
            }
            MtgEvent::DrawSkipped { player } => say(w, "mtg-draw-skipped", p(w, *player)),
            MtgEvent::DrewFromEmpty { player } => say(w, "mtg-drew-from-empty", p(w, *player)),
            MtgEvent::GameStarted { chooser } => say(w, "mtg-game-started", p(w, *chooser)),
            MtgEvent::StartingPlayer { player } => say(w, "mtg-starting-player", p(w, *player)),
            MtgEvent::Mulligan { player, hand } => {
                say(w, "mtg-mulligan", p(w, *player).with("hand", *hand))
            }
            MtgEvent::Kept { player, hand } => {
                say(w, "mtg-kept", p(w, *player).with("hand", *hand))
            }
            MtgEvent::Discarded { player, card } => {
                say(w, "mtg-discarded", p(w, *player).with("o", w.object(*card)))
            }
            MtgEvent::DamageMarked {
                source,
                creature,
                dealt,
                prevented,
            } => say(
                w,
                "mtg-damage-marked",
                o(w, *source)
                    .with("c", w.object(*creature))
                    .with("dealt", *dealt)
                    .with("prevented", *prevented),
            ),
            MtgEvent::CleanupDone => say(w, "mtg-cleanup-done", Args::new()),
            MtgEvent::StateBasedEffect { object, effect } => {
                let key = match effect {
                    SbaKind::ZeroToughness => "mtg-sba-zero-toughness",
                    SbaKind::LethalDamage => "mtg-sba-lethal-damage",
                    SbaKind::UnattachedAura => "mtg-sba-unattached-aura",
                    SbaKind::LegendRule => "mtg-sba-legend-rule",
                };
                say(w, key, o(w, *object))
            }
            MtgEvent::PlayerLost { player, cause } => say(
                w,
                "mtg-player-lost",
                p(w, *player).with("cause", loss_cause(w, *cause)),
            ),
            MtgEvent::GameWon { players } => say(
                w,
                "mtg-game-won",
                Args::new()
                    .with("players", players_and(w, players))
                    .with("count", players.len()),
            ),
            MtgEvent::GameDrawn => say(w, "mtg-game-drawn", Args::new()),
            MtgEvent::Poisoned { players, amount } => say(
                w,
                "mtg-poisoned",
                Args::new()
                    .with("players", players_and(w, players))
                    .with("count", players.len())
                    .with("amount", *amount),
            ),
            other => format!("{other:?}"),
        }
    }
}

impl Described for MtgEvent {
    fn code(&self) -> &'static str {
        match self {
            MtgEvent::Stack { .. } => "stack",
            MtgEvent::RollCostPaid { .. } => "roll-cost-paid",
            MtgEvent::PriorityPassed { .. } => "priority-passed",
            MtgEvent::ManaAdded { .. } => "mana-added",
            MtgEvent::DieRolled { .. } => "die-rolled",
            MtgEvent::CharacteristicsChanged { .. } => "characteristics-changed",
            MtgEvent::PreventionAdded { .. } => "prevention-added",
            MtgEvent::DamageDealt { .. } => "damage-dealt",
            MtgEvent::ConflictingEffects { .. } => "conflicting-effects",
            MtgEvent::Attached { .. } => "attached",
            MtgEvent::NewObject { .. } => "new-object",
            MtgEvent::Arranged { .. } => "arranged",
            MtgEvent::ReplacementChosen { .. } => "replacement-chosen",
            MtgEvent::ZoneChangeEvent { .. } => "zone-change-event",
            MtgEvent::OwnerChecks { .. } => "owner-checks",
            MtgEvent::NotApplied { .. } => "not-applied",
            MtgEvent::ReplacementConflict { .. } => "replacement-conflict",
            MtgEvent::StateBased { .. } => "state-based",
            MtgEvent::Phase { .. } => "phase",
            MtgEvent::Turn { .. } => "turn",
            MtgEvent::PlanarController { .. }
            | MtgEvent::PlanarControllers { .. }
            | MtgEvent::PlanarControllerStops { .. } => "planar-controller",
            MtgEvent::Resolves { .. } => "resolves",
            MtgEvent::CarriedOver { .. } => "carried-over",
            MtgEvent::PhenomenonDone { .. } => "phenomenon-done",
            MtgEvent::LastingEffect { .. } => "lasting-effect",
            MtgEvent::NotFound { .. } => "not-found",
            MtgEvent::LifeGained { .. } => "life-gained",
            MtgEvent::IgnoredRoll { .. } => "ignored-roll",
            MtgEvent::PlanarDieRolled { .. } => "planar-die-rolled",
            MtgEvent::Chaos => "chaos",
            MtgEvent::Blank => "blank",
            MtgEvent::Priority { .. } => "priority",
            MtgEvent::StartPhenomenon { .. } => "start-phenomenon",
            MtgEvent::StartingPlane { .. } => "starting-plane",
            MtgEvent::Planeswalked { .. } => "planeswalked",
            MtgEvent::LastingEffectEnded { .. } => "lasting-effect-ended",
            MtgEvent::Bottomed { .. } => "bottomed",
            MtgEvent::LeftGame { .. } => "left-game",
            MtgEvent::PlanarCardsStay { .. } => "planar-cards-stay",
            MtgEvent::AbilityCeased => "ability-ceased",
            MtgEvent::AbilityStays { .. } => "ability-stays",
            MtgEvent::LeavePlaneswalk { .. } => "leave-planeswalk",
            MtgEvent::SpellLeftStack { .. } => "spell-left-stack",
            MtgEvent::CoreRefused { .. } => "core-refused",
            MtgEvent::Step { .. } => "step",
            MtgEvent::Untapped { .. } => "untapped",
            MtgEvent::Drew { .. } => "drew",
            MtgEvent::DrawSkipped { .. } => "draw-skipped",
            MtgEvent::DrewFromEmpty { .. } => "drew-from-empty",
            MtgEvent::GameStarted { .. } => "game-started",
            MtgEvent::StartingPlayer { .. } => "starting-player",
            MtgEvent::Mulligan { .. } => "mulligan",
            MtgEvent::Kept { .. } => "kept",
            MtgEvent::Discarded { .. } => "discarded",
            MtgEvent::DamageMarked { .. } => "damage-marked",
            MtgEvent::CleanupDone => "cleanup-done",
            MtgEvent::StateBasedEffect { .. } => "state-based-effect",
            MtgEvent::PlayerLost { .. } => "player-lost",
            MtgEvent::GameWon { .. } => "game-won",
            MtgEvent::GameDrawn => "game-drawn",
            MtgEvent::Poisoned { .. } => "poisoned",
            MtgEvent::Play { event } => event.code(),
        }
    }

    fn render(&self, words: &Words<'_>) -> String {
        if let MtgEvent::Play { event } = self {
            return event.render(words);
        }
        self.render_stack(words)
            .or_else(|| self.render_rule_217(words))
            .unwrap_or_else(|| self.render_planar(words))
    }

    fn objects(&self) -> Vec<ObjectId> {
        match self {
            MtgEvent::Stack { source, .. } | MtgEvent::Resolves { source, .. } => {
                source.iter().copied().collect()
            }
            MtgEvent::CharacteristicsChanged { object, .. }
            | MtgEvent::ConflictingEffects { object, .. }
            | MtgEvent::ReplacementChosen { object, .. }
            | MtgEvent::ZoneChangeEvent { object, .. }
            | MtgEvent::OwnerChecks { object, .. }
            | MtgEvent::NotApplied { object, .. }
            | MtgEvent::ReplacementConflict { object, .. }
            | MtgEvent::CarriedOver { object, .. }
            | MtgEvent::NotFound { object }
            | MtgEvent::SpellLeftStack { object } => vec![*object],
            MtgEvent::PreventionAdded { source, .. } | MtgEvent::DamageDealt { source, .. } => {
                vec![*source]
            }
            MtgEvent::StateBased { aura } => vec![*aura],
            MtgEvent::Attached { aura, host } => vec![*aura, *host],
            MtgEvent::NewObject { old, new } => vec![*old, *new],
            MtgEvent::StartingPlane { plane, .. } => vec![*plane],
            MtgEvent::LeftGame { objects, .. } => objects.clone(),
            MtgEvent::Discarded { card, .. } => vec![*card],
            MtgEvent::DamageMarked {
                source, creature, ..
            } => vec![*source, *creature],
            MtgEvent::StateBasedEffect { object, .. } => vec![*object],
            MtgEvent::Play { event } => event.objects(),
            _ => Vec::new(),
        }
    }
}

/// What a decision of Magic's own is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "about", rename_all = "kebab-case")]
pub enum MtgDecision {
    /// Several destroy effects conflict: which one is the event that moves the permanent
    /// (217.1d); the options are the effects.
    ChooseDestroyEffect {
        /// The permanent.
        object: ObjectId,
        /// The effects, in option order.
        effects: Vec<String>,
    },
    /// A card's own replacement conflicts with others: which applies, and for the card's
    /// own, where it goes (217.1d); the options are the card's ways, then the others.
    ChooseReplacementHow {
        /// The permanent.
        object: ObjectId,
        /// The card's own ways (`library-top` …), first in option order.
        ways: Vec<String>,
        /// The other replacement effects' labels.
        others: Vec<String>,
    },
    /// Who plays first (2009 rule 101.2); the options are the players (in Two-Headed
    /// Giant, each team's primary player), in seat order.
    ChooseStartingPlayer {
        /// The player choosing.
        chooser: PlayerId,
    },
    /// Keep the hand or take a mulligan (2009 rule 101.4); the options are "keep" and
    /// "mulligan".
    Mulligan {
        /// The player deciding.
        player: PlayerId,
        /// The size of the hand now.
        hand: u32,
    },
    /// Which card to discard down to the maximum hand size (2009 rule 314.1); the
    /// options are the cards in hand.
    DiscardToHandSize {
        /// The active player.
        player: PlayerId,
        /// How many cards are still to discard.
        excess: u32,
    },
}

impl Described for MtgDecision {
    fn code(&self) -> &'static str {
        match self {
            MtgDecision::ChooseDestroyEffect { .. } => "choose-destroy-effect",
            MtgDecision::ChooseReplacementHow { .. } => "choose-replacement-how",
            MtgDecision::ChooseStartingPlayer { .. } => "choose-starting-player",
            MtgDecision::Mulligan { .. } => "mulligan",
            MtgDecision::DiscardToHandSize { .. } => "discard-to-hand-size",
        }
    }

    fn render(&self, w: &Words<'_>) -> String {
        match self {
            MtgDecision::ChooseDestroyEffect { object, effects } => say(
                w,
                "mtg-choose-destroy-effect",
                o(w, *object).with("list", effects.join(&w.list_separator())),
            ),
            MtgDecision::ChooseReplacementHow { object, .. } => {
                say(w, "mtg-choose-replacement-how", o(w, *object))
            }
            MtgDecision::ChooseStartingPlayer { .. } => {
                say(w, "mtg-choose-starting-player", Args::new())
            }
            MtgDecision::Mulligan { hand, .. } => {
                say(w, "mtg-choose-mulligan", Args::new().with("hand", *hand))
            }
            MtgDecision::DiscardToHandSize { excess, .. } => {
                say(w, "mtg-choose-discard", Args::new().with("excess", *excess))
            }
        }
    }

    fn objects(&self) -> Vec<ObjectId> {
        match self {
            MtgDecision::ChooseDestroyEffect { object, .. }
            | MtgDecision::ChooseReplacementHow { object, .. } => vec![*object],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod catalogue_tests {
    use super::*;
    use ryoiki_core::Lang;

    #[test]
    fn magic_catalogue_has_the_same_keys_in_both_languages_and_every_key_used() {
        let m = messages();
        assert_eq!(m.same_keys(), Ok(()));
        // Events and decisions here; refusals where the actions are checked. Keys
        // chosen by a condition are literals of their own (read file by file, so that
        // one file's quotes cannot pair with another's).
        let files = [
            include_str!("events.rs"),
            include_str!("checks.rs"),
            include_str!("tokens.rs"),
            include_str!("deck.rs"),
            include_str!("ext.rs"),
            include_str!("abilities.rs"),
            include_str!("ability.rs"),
            include_str!("lib.rs"),
            include_str!("game.rs"),
            include_str!("start.rs"),
            include_str!("turn.rs"),
            include_str!("sba.rs"),
            include_str!("outcome.rs"),
            include_str!("play_events.rs"),
            include_str!("lands.rs"),
            include_str!("combat.rs"),
            include_str!("symbols.rs"),
        ];
        let used = files
            .iter()
            .flat_map(|src| ryoiki_core::messages::keys_used_in(src));
        let literals = files.iter().flat_map(|src| {
            src.split('"')
                .skip(1)
                .step_by(2)
                // Rule ids ("mtg-901.9", "mtg-2009-304") are not message keys.
                .filter(|c| {
                    c.len() > 4
                        && c.starts_with("mtg-")
                        && !c.starts_with("mtg-2009-")
                        && !c.contains(' ')
                        && !c.contains('.')
                })
                .map(str::to_string)
        });
        let all: Vec<String> = used.into_iter().chain(literals).collect();
        assert!(all.len() > 50, "{all:?}");
        for k in &all {
            assert!(m.has(Lang::En, k), "the source asks for {k}");
        }
        for k in m.keys(Lang::En) {
            assert!(all.contains(&k), "{k} is in the catalogue but never used");
        }
    }
}
