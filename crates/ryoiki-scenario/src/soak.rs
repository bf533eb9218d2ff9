//! Soak: random legal play at scale, with the engine's promises checked after every step.
//!
//! Every step a random player takes a random action from [`Game::legal_actions`] (a
//! pending decision's answers when one waits), and then:
//! - every listed action must apply without error;
//! - every card is in exactly one place, and no object id is reused (generations only
//!   grow);
//! - no player's serialized view shows anything of a card side that player may not
//!   see, follows a hidden card by its handle, or holds the RNG (see [`crate::leak`]);
//! - a random action that is not listed is refused, and leaves the state unchanged.
//!
//! Every 1,000 steps the last 1,000 actions are replayed from a snapshot taken before
//! them and must reproduce the state; when a game ends, and at the end of the run, the
//! game's actions are replayed from its start, or, for a game longer than the window of
//! recent actions kept ([`ActionWindow`], about [`WINDOW`] actions), from the window's
//! first snapshot.
//!
//! Memory stays bounded however long the run: only the window of recent actions (with
//! the snapshot it begins at) is kept, and a violation is shrunk from it.

use crate::games::GameKind;
use crate::leak::LeakCheck;
use ryoiki_core::{
    Action, CardDef, CardId, CardSetup, Cause, Choice, Destination, EffectBody, ExposureKind,
    Facing, Game, Lang, ObjectId, Orientation, Outside, Phrase, PlayerId, PlayerSet, Position,
    RuleSet, Scope, Setup, SetupPlace, Side, State, Word, ZoneId, ZoneKind, rng::splitmix64_next,
};
use std::sync::atomic::{AtomicBool, Ordering};

/// A message of the scenario crate's catalogue (`violation-`, `soak-start-`), kept as words.
fn say(key: &'static str) -> Phrase {
    crate::load::say(key)
}

/// A refusal in words: its English and its Japanese.
fn refusal(e: &ryoiki_core::ActionError) -> Word {
    Word::Written {
        en: e.to_string(),
        ja: e.render(Lang::Ja),
    }
}

/// Why a soak game cannot begin.
#[derive(Clone, Debug, thiserror::Error)]
pub enum SoakError {
    /// The game has no such variant.
    #[error("the {game} rule set has no variant '{variant}'")]
    NoVariant {
        /// The game.
        game: GameKind,
        /// The variant asked for.
        variant: String,
    },
    /// The soak game's setup is refused.
    #[error("{0}")]
    Setup(ryoiki_core::SetupError),
    /// An action of the soak game's opening is refused (boxed, to keep results small).
    #[error("opening action refused: {0}")]
    Opening(Box<ryoiki_core::ActionError>),
}

impl SoakError {
    /// The reason in `lang`; in English it is the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            SoakError::NoVariant { game, variant } => say("soak-start-no-variant")
                .arg("game", game.key())
                .arg("variant", variant.as_str())
                .render(lang),
            SoakError::Setup(e) => e.render(lang),
            SoakError::Opening(e) => say("soak-start-opening-refused")
                .arg("error", refusal(e))
                .render(lang),
        }
    }
}

/// What a soak run found.
#[derive(Clone, Debug, Default)]
pub struct SoakReport {
    /// Steps played.
    pub steps: u64,
    /// Games played (a new game starts from the next seed when one ends).
    pub games: u64,
    /// Every violation, in words to be shown in either language (the first few of
    /// each run); `to_string` gives the English.
    pub violations: Vec<Phrase>,
    /// The recent actions up to the first violation, for reproducing it.
    pub failing: Option<Failing>,
    /// Whether the run was stopped before its steps were played (`steps` says how many
    /// were).
    pub interrupted: bool,
    /// How many of the rules' own actions (effects begun and ended, tokens, happenings,
    /// mass moves) were applied, by kind (see [`effect_kind`]).
    pub rules_actions: std::collections::BTreeMap<&'static str, u64>,
}

/// The kind of a rules' action the soak counts: `move-all`, `custom` (a custom effect
/// written in Rust), `follow-up` (a replacement with counters or a token), `lasting`
/// (another effect with a duration), `change` (a characteristic change), `token`,
/// `happen`, `end`, `cease`, `effect` (any other effect), `other`.
pub fn effect_kind(a: &Action) -> &'static str {
    let body = |b: &EffectBody| match b {
        EffectBody::Custom(_) => Some("custom"),
        EffectBody::ReplaceMove(r) if !r.follow_ups.is_empty() => Some("follow-up"),
        EffectBody::Characteristics { .. } => Some("change"),
        _ => None,
    };
    match a {
        Action::MoveAll { .. } => "move-all",
        Action::AddLasting { body: b, .. } => body(b).unwrap_or("lasting"),
        Action::AddEffect { body: b, .. } => body(b).unwrap_or("effect"),
        Action::CreateToken { .. } => "token",
        Action::Happen { .. } => "happen",
        Action::EndEffect { .. } => "end",
        Action::Cease { .. } => "cease",
        _ => "other",
    }
}

/// The actions that led to a soak violation: those of its game, or for a long game the
/// window of recent actions and the snapshot it begins at.
#[derive(Clone, Debug)]
pub struct Failing {
    /// The seed of the game it happened in.
    pub seed: u64,
    /// The game as it was before `actions`: `None` when they are the whole game from its
    /// opening ([`soak_start`] of `seed`), else a snapshot taken `skipped` actions in.
    pub from: Option<Game>,
    /// How many of the game's actions came before `actions` and were not kept.
    pub skipped: usize,
    /// The actions, up to and including the one that broke an invariant.
    pub actions: Vec<Action>,
}

/// Actions kept by a soak for replays and shrinking, in each half of its window: a game
/// keeps between [`WINDOW`] and twice as many of its latest actions (plus those since the
/// last checkpoint), about 24 MiB at most.
pub const WINDOW: usize = 50_000;

/// The recent actions of a soak game, bounded: the actions since a snapshot of the game,
/// which moves forward at checkpoints so that at most twice `half` actions plus twice
/// those between two checkpoints are kept, and, once the game is longer than that, at
/// least `half` (so a violation can be shrunk from them). While the game is short, the
/// snapshot is its start.
#[derive(Clone, Debug)]
pub struct ActionWindow {
    half: usize,
    /// Actions of the game before `actions`, no longer kept.
    dropped: usize,
    /// The game after `dropped` actions; `None` while nothing was dropped.
    from: Option<Game>,
    actions: Vec<Action>,
    /// A later checkpoint: how many of `actions` come before it, and the game there.
    next: Option<(usize, Game)>,
}

impl ActionWindow {
    /// An empty window for a game at its start, keeping `half` to twice `half` actions.
    pub fn new(half: usize) -> Self {
        ActionWindow {
            half: half.max(1),
            dropped: 0,
            from: None,
            actions: Vec::new(),
            next: None,
        }
    }

    /// Adds the game's next action.
    pub fn push(&mut self, action: Action) {
        self.actions.push(action);
    }

    /// A point where the window may move on: `game` is the game after every action pushed
    /// so far. Once `half` actions are kept, a snapshot is taken here; once `half` more
    /// follow it, the actions before that snapshot are dropped and it becomes the start.
    pub fn checkpoint(&mut self, game: &Game) {
        match &self.next {
            None if self.actions.len() >= self.half => {
                self.next = Some((self.actions.len(), game.clone()));
            }
            Some((at, _)) if self.actions.len() - at >= self.half => {
                let (at, snapshot) = self.next.take().expect("matched");
                self.actions.drain(..at);
                self.dropped += at;
                self.from = Some(snapshot);
                self.next = Some((self.actions.len(), game.clone()));
            }
            _ => {}
        }
    }

    /// The actions kept, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// How many of the game's actions came before those kept.
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// How many actions the game has taken in all.
    pub fn total(&self) -> usize {
        self.dropped + self.actions.len()
    }

    /// The game before the actions kept: `None` when they are the whole game.
    pub fn from(&self) -> Option<&Game> {
        self.from.as_ref()
    }

    /// The actions kept from the game's `index`-th action on (`index` at least
    /// [`dropped`](Self::dropped)).
    pub fn since(&self, index: usize) -> &[Action] {
        &self.actions[index.saturating_sub(self.dropped).min(self.actions.len())..]
    }
}

/// A playable setup for soaking a game: two players, each with a ruler-like card, a pile
/// of mixed cards in every per-player ordered zone, cards in hand, and a sideboard.
pub fn soak_setup(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    let zones = rules.zones();
    let mut s = seed;
    let types: [&[&str]; 9] = [
        &["resonator"],
        &["resonator"],
        &["spell"],
        &["addition"],
        &["regalia"],
        &["magic stone"],
        &["ruler"],
        &["j-ruler"],
        &["artifact"],
    ];
    let mut cards = Vec::new();
    for p in 0..2u8 {
        let owner = PlayerId(p);
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let zone = match zones[kind.0 as usize].scope {
                Scope::Shared => ZoneId { kind, player: None },
                Scope::PerPlayer => ZoneId {
                    kind,
                    player: Some(owner),
                },
            };
            let t = types[(r >> 8) as usize % types.len()];
            let mut sides = vec![Side::new(format!("P{p} Card {i:02}"), t)];
            if t == ["ruler"] {
                sides.push(Side::new(format!("P{p} Card {i:02} Risen"), &["j-ruler"]));
            }
            // A zone full to its limit takes no more: a setup may not start over one.
            let full = zones[kind.0 as usize].limit.is_some_and(|l| {
                cards
                    .iter()
                    .filter(|c: &&CardSetup| c.place == SetupPlace::Zone(zone))
                    .count()
                    >= l as usize
            });
            cards.push(CardSetup {
                def: CardDef { sides },
                owner,
                place: if full {
                    SetupPlace::Outside(Outside::Sideboard)
                } else if (r >> 20) % 16 == 0 {
                    SetupPlace::Outside(if (r >> 24) % 2 == 0 {
                        Outside::Sideboard
                    } else {
                        Outside::Collection
                    })
                } else {
                    SetupPlace::Zone(zone)
                },
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            });
        }
    }
    Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// Turns four random numbers into an action a client could send, looking at the game
/// only as a client could (plus card ids): often legal, sometimes not. Covers every kind
/// of core action a client may send, with stale objects, unknown cards, zones and players.
pub fn random_action(game: &Game, r: [u64; 4]) -> Action {
    let st = game.state();
    let n = st.cards().len() as u64;
    let card = CardId((r[1] % (n + 2)) as u32);
    let generation = st.try_card(card).map(|c| c.generation).unwrap_or(0);
    let object = ObjectId {
        card,
        generation: if r[2] % 13 == 0 {
            generation.wrapping_add(1)
        } else {
            generation
        },
    };
    let kinds = game.rules().zones().len() as u64;
    let kind = ZoneKind((r[2] % (kinds + 1)) as u16);
    let player = PlayerId((r[3] % 3) as u8);
    let dest = Destination {
        kind,
        player: if r[3] % 4 == 0 {
            None
        } else {
            Some(PlayerId((r[3] % 2) as u8))
        },
    };
    if let Some(d) = game.pending() {
        return random_answer(d, r, object);
    }
    match r[0] % 9 {
        0..=2 => Action::Move {
            player,
            object,
            to: dest,
            position: Some(random_position(r)),
            facing: (r[1] % 4 == 0).then_some(Facing::FaceDown),
            side: None,
            cause: Cause::Instruction,
        },
        3 if r[2] % 3 == 0 => Action::MoveAll {
            player,
            filter: ryoiki_core::CardFilter {
                owner: (r[1] % 2 == 0).then_some(PlayerId((r[3] % 2) as u8)),
                controller: (r[1] % 3 == 0).then_some(PlayerId((r[1] % 2) as u8)),
                ..Default::default()
            },
            from: Some(kind),
            to: dest,
            position: Some(random_position(r)),
            cause: Cause::Instruction,
        },
        3 => Action::MoveMany {
            player,
            objects: (0..(1 + r[3] % 3))
                .map(|k| game.state().object(CardId(((r[1] + k * 3) % n) as u32)))
                .collect(),
            to: dest,
            cause: Cause::Instruction,
        },
        4 => Action::MoveTop {
            player,
            from: ZoneId {
                kind,
                player: Some(PlayerId((r[3] % 2) as u8)),
            },
            count: (r[1] % 4) as u32,
            to: dest,
            cause: Cause::Draw,
        },
        5 => Action::Turn {
            player,
            object,
            orientation: if r[3] % 2 == 0 {
                Orientation::Sideways
            } else {
                Orientation::Upright
            },
        },
        6 => Action::Face {
            player,
            object,
            facing: if r[3] % 2 == 0 {
                Facing::FaceDown
            } else {
                Facing::FaceUp
            },
        },
        7 => Action::Shuffle {
            player,
            zone: ZoneId {
                kind,
                player: Some(PlayerId((r[3] % 2) as u8)),
            },
            forced: None,
        },
        _ => random_effect(st, r, object),
    }
}

/// A position of any kind: top, bottom, an index, counted from either end (past the end
/// sometimes), or shuffled in.
fn random_position(r: [u64; 4]) -> Position {
    match r[3] % 6 {
        0 => Position::Top,
        1 => Position::Bottom,
        2 => Position::Index((r[2] % 5) as u32),
        3 => Position::FromTop((r[2] % 7) as u32),
        4 => Position::FromBottom((r[2] % 7) as u32),
        _ => Position::Shuffled,
    }
}

/// At most this many effects are in force before the soak's rules end one rather than
/// begin another.
const MAX_RULES_EFFECTS: usize = 16;

/// The key the soak registers [`SoakEffect`] under.
pub const SOAK_EFFECT: &str = "soak-custom";

/// A custom effect as a library user writes one, of every kind at once, so the soak
/// plays user-defined effects beside the declarative ones: a replacement (an even card
/// going to an opponent's zone of the effect's controller goes to the bottom instead,
/// with a record and a +1/+1 counter), a prohibition (every fifth card cannot be turned
/// face down), a trigger (a card arriving where it was not) and a continuous change
/// (every third card gains 1 "soak" number).
pub struct SoakEffect;

impl ryoiki_core::CustomEffect for SoakEffect {
    fn replace_move(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        this: ryoiki_core::This<'_>,
        mv: &ryoiki_core::ProposedMove,
    ) -> Option<ryoiki_core::Instead> {
        (mv.object.card.0 % 2 == 0 && mv.to.player.is_some() && mv.to.player != this.controller)
            .then(|| ryoiki_core::Instead {
                position: Some(Position::Bottom),
                then: vec![
                    ryoiki_core::FollowUp::Record("soak".into()),
                    ryoiki_core::FollowUp::Counters {
                        kind: "+1/+1".into(),
                        count: 1,
                    },
                ],
                ..Default::default()
            })
    }

    fn prohibits(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        _: ryoiki_core::This<'_>,
        card: CardId,
        what: ryoiki_core::Prohibited,
    ) -> bool {
        what == ryoiki_core::Prohibited::TurnFaceDown && card.0 % 5 == 0
    }

    fn on_move(
        &self,
        _: &ryoiki_core::EffectView<'_>,
        _: ryoiki_core::This<'_>,
        moved: &ryoiki_core::Moved,
    ) -> Option<String> {
        (moved.from != Some(moved.to)).then(|| "soak-arrived".into())
    }

    fn changes_characteristics(&self) -> bool {
        true
    }

    fn change(
        &self,
        _: &State,
        _: ryoiki_core::This<'_>,
        card: CardId,
        layer: ryoiki_core::Layer,
        side: &mut ryoiki_core::Side,
    ) {
        if layer == ryoiki_core::Layer::ModifyNumbers && card.0 % 3 == 0 {
            let n = side.numbers.entry("soak".into()).or_insert(0);
            *n = n.saturating_add(1);
        }
    }
}

/// A replacement's follow-ups: none, counters on the card, or a token created (into a
/// zone it may not stay in, too: the rule set then ends it).
fn random_follow_ups(r: [u64; 4], kinds: u64) -> Vec<ryoiki_core::FollowUp> {
    match (r[0] >> 8) % 4 {
        0 => vec![ryoiki_core::FollowUp::Counters {
            kind: "+1/+1".into(),
            count: 1 + (r[0] >> 12) as u32 % 3,
        }],
        1 => {
            let mut side = ryoiki_core::Side::new("Soak Token", &["creature"]);
            side.numbers.insert("power".into(), 1);
            side.numbers.insert("toughness".into(), 1);
            vec![ryoiki_core::FollowUp::Token {
                side,
                zone: Destination {
                    kind: ZoneKind(((r[0] >> 12) % kinds) as u16),
                    player: None,
                },
            }]
        }
        _ => Vec::new(),
    }
}

/// A replacement that says more than a zone, lasting for a while (end of turn, while
/// an object stays, until a named event), or the end of the turn.
fn random_lasting(st: &State, r: [u64; 4], object: ObjectId) -> Action {
    let kinds = st.zones().iter().map(|z| z.id.kind.0).max().unwrap_or(0) as u64 + 1;
    if r[2] % 4 == 0 {
        return Action::Happen {
            event: if r[3] % 2 == 0 {
                ryoiki_core::Happening::EndOfTurn
            } else {
                ryoiki_core::Happening::Named("soak".into())
            },
        };
    }
    if (r[0] >> 16) % 5 == 0 {
        // A library user's effect written in Rust (see [`SoakEffect`]).
        return Action::AddLasting {
            label: "custom".into(),
            controller: Some(PlayerId((r[3] % 2) as u8)),
            body: EffectBody::Custom(ryoiki_core::CustomRef {
                key: SOAK_EFFECT.into(),
                source: (r[1] % 2 == 0).then_some(object),
            }),
            until: ryoiki_core::Duration::WhileIn(object),
        };
    }
    let body = EffectBody::ReplaceMove(ryoiki_core::MoveReplacement {
        on: ryoiki_core::MoveFilter {
            card: ryoiki_core::CardFilter {
                owner: (r[1] % 2 == 0).then_some(PlayerId((r[3] % 2) as u8)),
                ..Default::default()
            },
            from: None,
            to: Some(ZoneKind((r[2] % kinds) as u16)),
        },
        to: (r[3] % 3 != 0).then_some(Destination {
            kind: ZoneKind((r[3] % kinds) as u16),
            player: None,
        }),
        position: Some(random_position(r)),
        facing: (r[1] % 5 == 0).then_some(Facing::FaceDown),
        then: if r[1] % 2 == 0 {
            vec!["recorded".into()]
        } else {
            Vec::new()
        },
        follow_ups: random_follow_ups(r, kinds),
    });
    Action::AddLasting {
        label: "lasting".into(),
        controller: Some(PlayerId((r[3] % 2) as u8)),
        body,
        until: match r[1] % 3 {
            0 => ryoiki_core::Duration::EndOfTurn,
            1 => ryoiki_core::Duration::WhileIn(object),
            _ => ryoiki_core::Duration::Until("soak".into()),
        },
    }
}

/// An answer to the pending decision: often one of its options by its decider,
/// sometimes a card or by the other player.
fn random_answer(d: &ryoiki_core::Decision, r: [u64; 4], object: ObjectId) -> Action {
    let options = d.options();
    let choice = if r[0] % 10 == 0 || options.is_empty() {
        Choice::Object(object)
    } else {
        options[(r[1] % options.len() as u64) as usize]
    };
    let who = if r[0] % 7 == 0 {
        PlayerId(1 - d.decider.0.min(1))
    } else {
        d.decider
    };
    Action::Answer {
        player: who,
        choice,
    }
}

/// Ending an effect in force, a look at (or reveal of) a card, a characteristic change,
/// or a token created or ceased.
fn random_effect(st: &State, r: [u64; 4], object: ObjectId) -> Action {
    match r[0] % 5 {
        3 => return random_change(r, object),
        4 => return random_token(st, r),
        _ => {}
    }
    if r[1] % 5 == 1 {
        random_lasting(st, r, object)
    } else if r[1] % 2 == 0 && !st.effects().is_empty() {
        Action::EndEffect {
            effect: st.effects()[(r[2] % st.effects().len() as u64) as usize].id,
        }
    } else {
        Action::AddEffect {
            label: "look".into(),
            controller: Some(PlayerId((r[3] % 2) as u8)),
            body: EffectBody::Exposure {
                objects: vec![object],
                to: PlayerSet::only(PlayerId((r[3] % 2) as u8)),
                kind: if r[3] % 3 == 0 {
                    ExposureKind::Reveal
                } else {
                    ExposureKind::Look
                },
            },
        }
    }
}

/// A characteristic change ([`ryoiki_core::characteristics`]) on one object, or on
/// every card of a type in a kind of zone.
fn random_change(r: [u64; 4], object: ObjectId) -> Action {
    let one = r[1] % 3 != 0;
    let card = ryoiki_core::CardFilter {
        card: one.then_some(object.card),
        generation: one.then_some(object.generation),
        types: if one {
            Vec::new()
        } else {
            vec!["creature".into()]
        },
        owner: None,
        controller: None,
    };
    let change = ryoiki_core::Change {
        add_types: if r[2] % 4 == 0 {
            vec!["creature".into()]
        } else {
            Vec::new()
        },
        remove_all_abilities: r[2] % 3 == 0,
        add_abilities: if r[3] % 2 == 0 {
            vec!["soak-granted".into()]
        } else {
            Vec::new()
        },
        set_numbers: [("power".to_string(), (r[3] % 5) as i64)].into(),
        modify_numbers: [("toughness".to_string(), (r[2] % 7) as i64 - 3)].into(),
        ..ryoiki_core::Change::default()
    };
    Action::AddEffect {
        label: "change".into(),
        controller: Some(PlayerId((r[3] % 2) as u8)),
        body: EffectBody::Characteristics {
            card,
            zone: (r[1] % 2 == 0).then_some(ZoneKind((r[2] % 4) as u16)),
            change,
        },
    }
}

/// At most a few tokens at once: a new one in a random zone (Magic ceases one that is
/// not in play), or one ceased where it is.
fn random_token(st: &State, r: [u64; 4]) -> Action {
    let alive: Vec<CardId> = (0..st.cards().len() as u32)
        .map(CardId)
        .filter(|&c| st.card(c).token && st.zone_of(c).is_some())
        .collect();
    if alive.len() >= 4 || (!alive.is_empty() && r[1] % 3 == 0) {
        let c = alive[(r[2] % alive.len() as u64) as usize];
        return Action::Cease {
            object: st.object(c),
        };
    }
    let kinds = st.kind_base().len().max(1) as u64;
    let kind = ZoneKind((r[2] % kinds) as u16);
    let zone = st
        .zones()
        .iter()
        .find(|z| z.id.kind == kind)
        .map(|z| z.id)
        .unwrap_or(ZoneId { kind, player: None });
    let mut side = ryoiki_core::Side::new("Soak Token", &["creature", "token"]);
    side.numbers.insert("power".into(), 1);
    side.numbers.insert("toughness".into(), 1);
    Action::CreateToken {
        player: PlayerId((r[3] % 2) as u8),
        zone,
        side,
    }
}

/// How a soak game begins: its setup, and the actions that open it (Magic:
/// `start-planechase`).
#[derive(Clone, Debug)]
pub struct SoakStart {
    /// The setup.
    pub setup: Setup,
    /// The opening actions, applied in order before play.
    pub opening: Vec<Action>,
}

impl SoakStart {
    /// The game after its opening.
    ///
    /// # Errors
    /// [`SoakError`]: the setup or an opening action is refused.
    pub fn game(&self, rules: &'static dyn RuleSet) -> Result<Game, SoakError> {
        let mut game = Game::new_with_key(rules, self.setup.clone(), crate::SCENARIO_VIEW_KEY)
            .map_err(SoakError::Setup)?;
        game.register_effect(SOAK_EFFECT, std::sync::Arc::new(SoakEffect));
        for a in &self.opening {
            game.apply(a.clone(), &mut ryoiki_core::NullSink)
                .map_err(|e| SoakError::Opening(Box::new(e)))?;
        }
        Ok(game)
    }
}

/// The variants `ryoiki soak --variant` accepts for a game.
pub fn variants(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Mtg => &[
            "two-player",
            "two-headed-giant",
            "grand-melee",
            "single-planar-deck",
        ],
        GameKind::Fow | GameKind::Pmv => &[],
    }
}

/// The start of the soak game of `game` (and `variant`) for `seed`.
///
/// # Errors
/// [`SoakError::NoVariant`]: a variant the game does not have.
pub fn soak_start(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
) -> Result<SoakStart, SoakError> {
    let rules = game.rules();
    if let Some(v) = variant
        && !variants(game).contains(&v)
    {
        return Err(SoakError::NoVariant {
            game,
            variant: v.to_string(),
        });
    }
    Ok(match game {
        GameKind::Pmv => SoakStart {
            setup: pmv_setup(rules, seed),
            opening: Vec::new(),
        },
        GameKind::Mtg => mtg_start(rules, variant.unwrap_or("two-player"), seed),
        GameKind::Fow => SoakStart {
            setup: soak_setup(rules, seed),
            opening: Vec::new(),
        },
    })
}

fn card(
    name: String,
    types: &[&str],
    abilities: &[&str],
    owner: PlayerId,
    place: SetupPlace,
) -> CardSetup {
    let mut side = Side::new(name, types);
    side.abilities = abilities.iter().map(|a| a.to_string()).collect();
    CardSetup {
        def: CardDef::single(side),
        owner,
        place,
        side: 0,
        facing: None,
        orientation: None,
        controller: None,
    }
}

/// Phantom Magic Vision: characters, equipment, talismans and plain cards, with abilities
/// that record the discard and entering timings, spread over every zone.
fn pmv_setup(rules: &'static dyn RuleSet, seed: u64) -> Setup {
    let kinds: [(&[&str], &[&str]); 5] = [
        (
            &["character"],
            &["auto-gamma: when-entered: record entered"],
        ),
        (&["character"], &[]),
        (
            &["equipment"],
            &["auto-gamma: when-discarding: record discarding"],
        ),
        (
            &["talisman"],
            &["auto-gamma: after-being-discarded: record after"],
        ),
        (
            &["spell"],
            &["auto-gamma: when-discarded: record discarded"],
        ),
    ];
    let zones = rules.zones();
    let mut s = seed;
    let mut cards = Vec::new();
    for p in 0..2u8 {
        for i in 0..40usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind((r % zones.len() as u64) as u16);
            let (types, abilities) = kinds[(r >> 8) as usize % kinds.len()];
            let place = SetupPlace::Zone(ZoneId {
                kind,
                player: Some(PlayerId(p)),
            });
            cards.push(card(
                format!("P{p} Card {i:02}"),
                types,
                abilities,
                PlayerId(p),
                place,
            ));
        }
    }
    Setup {
        players: vec!["p0".into(), "p1".into()],
        seed,
        cards,
        ..Setup::default()
    }
}

/// Magic with Planechase: a planar deck per player (planes with static, chaos and
/// encounter abilities, and two phenomena; in the single-deck variant they form one
/// communal deck) face down in the command zone, other cards in every per-player zone,
/// and the game opened with `start-planechase`.
fn mtg_start(rules: &'static dyn RuleSet, variant: &str, seed: u64) -> SoakStart {
    let zones = rules.zones();
    let command = ZoneKind(zones.iter().position(|z| z.key == "command").unwrap_or(0) as u16);
    let per_player: Vec<u16> = zones
        .iter()
        .enumerate()
        .filter(|(_, z)| z.scope == Scope::PerPlayer)
        .map(|(k, _)| k as u16)
        .collect();
    let (players, options): (usize, Vec<(&str, &str)>) = match variant {
        "two-headed-giant" => (4, vec![("variant", "two-headed-giant")]),
        "grand-melee" => (
            6,
            vec![
                ("variant", "grand-melee"),
                ("turn_markers", "p0,p3"),
                ("range_of_influence", "1"),
            ],
        ),
        "single-planar-deck" => (3, vec![("variant", "single-planar-deck")]),
        _ => (2, Vec::new()),
    };
    let plane_abilities: [&[&str]; 4] = [
        &["static: creatures have flying"],
        &["chaos: you gain-life 3"],
        &["trigger encounter: you gain-life 2"],
        &[],
    ];
    let mut s = seed;
    let mut cards = Vec::new();
    for p in 0..players {
        let owner = PlayerId(p as u8);
        for i in 0..10usize {
            let phenomenon = i >= 8;
            let (kind, types, abilities): (&str, &[&str], &[&str]) = if phenomenon {
                (
                    "Phenomenon",
                    &["phenomenon"],
                    &["trigger encounter: you gain-life 1"],
                )
            } else {
                (
                    "Plane",
                    &["plane"],
                    plane_abilities[i % plane_abilities.len()],
                )
            };
            let place = SetupPlace::Zone(ZoneId {
                kind: command,
                player: None,
            });
            let mut c = card(
                format!("P{p} {kind} {i:02}"),
                types,
                abilities,
                owner,
                place,
            );
            c.facing = Some(Facing::FaceDown);
            cards.push(c);
        }
        for i in 0..12usize {
            let r = splitmix64_next(&mut s);
            let kind = ZoneKind(per_player[(r % per_player.len() as u64) as usize]);
            let types: [&[&str]; 4] = [&["creature"], &["artifact"], &["instant"], &["land"]];
            let place = SetupPlace::Zone(ZoneId {
                kind,
                player: Some(owner),
            });
            cards.push(card(
                format!("P{p} Card {i:02}"),
                types[(r >> 8) as usize % 4],
                &[],
                owner,
                place,
            ));
        }
    }
    let setup = Setup {
        players: (0..players).map(|p| format!("p{p}")).collect(),
        options: ryoiki_core::GameOptions {
            tournament: false,
            extra: options
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        },
        seed,
        cards,
        ..Setup::default()
    };
    let opening = vec![Action::Game(ryoiki_core::GameAction::new(
        PlayerId(0),
        ryoiki_mtg::actions::MtgAction::StartPlanechase,
    ))];
    SoakStart { setup, opening }
}

/// Plays `steps` random legal steps of `game` from `seed`, checking every promise.
/// `progress` is called now and then with the steps done. When `stop` is set (Ctrl-C),
/// the run ends before its next step and the report says so.
///
/// # Errors
/// A variant the game does not have, or a soak game whose setup is refused.
pub fn soak(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
    steps: u64,
    progress: &mut dyn FnMut(u64),
    stop: &AtomicBool,
) -> Result<SoakReport, SoakError> {
    let mut run = Soak::new(game, variant, seed)?;
    let mut rng = seed ^ 0x5EED_5EED_5EED_5EED;
    for step in 1..=steps {
        if stop.load(Ordering::Relaxed) {
            run.report.interrupted = true;
            return Ok(run.report);
        }
        let mut r = [0u64; 4];
        for x in &mut r {
            *x = splitmix64_next(&mut rng);
        }
        run.step(step, r);
        if step % 1000 == 0 {
            run.replay_snapshot(step);
            run.window.checkpoint(&run.game);
            progress(step);
        }
        run.report.steps = step;
        if run.rules.game_over(run.game.state()) {
            run.next_game(step)?;
        }
    }
    if !run.replays() {
        let msg = match run.window.dropped() {
            0 => say("violation-run-replay-differs"),
            _ => say("violation-window-replay-differs").arg("count", run.window.actions().len()),
        };
        run.violation(msg);
    }
    Ok(run.report)
}

/// A soak game played and kept whole: its start, every action it kept (the seats' and
/// the rules' own, as the soak keeps them for replays and repros), the game at the end,
/// and the report (violations, and the rules' actions by kind).
#[derive(Clone, Debug)]
pub struct Recorded {
    /// How the game began.
    pub start: SoakStart,
    /// Every action kept, in order (the opening's not included).
    pub actions: Vec<Action>,
    /// The game after them.
    pub game: Game,
    /// What the soak found on the way.
    pub report: SoakReport,
}

/// Plays up to `steps` soak steps of one game of `game` (and `variant`) from `seed`, as
/// [`soak`] does (the same random numbers, steps and checks, rules' actions included),
/// stopping early if the game ends, and keeps every action: what a written repro of the
/// whole run must replay.
///
/// # Errors
/// As [`soak`].
pub fn record_game(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
    steps: u64,
) -> Result<Recorded, SoakError> {
    let mut run = Soak::new(game, variant, seed)?;
    run.window = ActionWindow::new(usize::MAX / 4);
    let mut rng = seed ^ 0x5EED_5EED_5EED_5EED;
    for step in 1..=steps {
        let mut r = [0u64; 4];
        for x in &mut r {
            *x = splitmix64_next(&mut rng);
        }
        run.step(step, r);
        run.report.steps = step;
        if run.rules.game_over(run.game.state()) {
            break;
        }
    }
    Ok(Recorded {
        start: soak_start(game, variant, seed)?,
        actions: run.window.actions().to_vec(),
        game: run.game,
        report: run.report,
    })
}

/// A soak run under way: the game being played, and what is needed to check it.
struct Soak<'v> {
    kind: GameKind,
    variant: Option<&'v str>,
    rules: &'static dyn RuleSet,
    report: SoakReport,
    /// The seed of the game being played.
    seed: u64,
    game: Game,
    /// The game as it began.
    start: Game,
    names: Vec<String>,
    /// The hidden-information check, with the handles each viewer was shown so far.
    leaks: LeakCheck,
    /// The check of what each player is told, with what each was allowed to see so far.
    messages: crate::seats::SeatMessages,
    /// Each card's highest generation so far.
    generations: Vec<u32>,
    /// The recent actions of this game.
    window: ActionWindow,
    /// A copy of the game, and how many actions it had taken.
    snapshot: (usize, Game),
    sink: ryoiki_core::NullSink,
}

impl<'v> Soak<'v> {
    fn new(kind: GameKind, variant: Option<&'v str>, seed: u64) -> Result<Self, SoakError> {
        let rules = kind.rules();
        let game = soak_start(kind, variant, seed)?.game(rules)?;
        Ok(Soak {
            kind,
            variant,
            rules,
            report: SoakReport {
                games: 1,
                ..SoakReport::default()
            },
            seed,
            start: game.clone(),
            names: card_names(&game),
            leaks: LeakCheck::new(),
            messages: crate::seats::SeatMessages::new(&game),
            generations: game.state().cards().iter().map(|c| c.generation).collect(),
            window: ActionWindow::new(WINDOW),
            snapshot: (0, game.clone()),
            game,
            sink: ryoiki_core::NullSink,
        })
    }

    /// Records a violation found after this game's actions.
    fn violation(&mut self, msg: Phrase) {
        record(&mut self.report, self.seed, &self.window, None, msg);
    }

    /// Whether the game's actions kept, replayed from where they begin, give its state.
    fn replays(&self) -> bool {
        let from = self.window.from().unwrap_or(&self.start);
        replays_to(from, self.window.actions(), &self.game)
    }

    /// One step: a random listed action, the state's promises, and a random unlisted
    /// action that must be refused.
    fn step(&mut self, step: u64, r: [u64; 4]) {
        let players = self.game.state().players().len();
        let p = match self.game.pending() {
            Some(d) => d.decider,
            None => PlayerId((r[0] % players as u64) as u8),
        };
        let legal = self.game.legal_actions(p);
        if !legal.is_empty() {
            let a = legal[(r[1] % legal.len() as u64) as usize].clone();
            self.window.push(a.clone());
            // After every step, what each player is told of it (its events) and what the
            // acting seat may do next (its seat actions) are searched for hidden
            // identities too; every tenth step, every seat's actions.
            let mut events = Vec::new();
            let done = self.game.apply_as(p, a.clone(), &mut events);
            if let Err(e) = done {
                self.violation(
                    say("violation-listed-refused")
                        .arg("step", step)
                        .arg("action", format!("{a:?}"))
                        .arg("error", refusal(&e)),
                );
            } else {
                let every_seat = step % 10 == 0;
                for problem in self.messages.step_words(&self.game, &events, p, every_seat) {
                    self.violation(
                        say("violation-at-step")
                            .arg("step", step)
                            .arg("problem", problem),
                    );
                }
            }
        }
        for problem in self.state_problems() {
            self.violation(
                say("violation-at-step")
                    .arg("step", step)
                    .arg("problem", problem),
            );
        }
        self.rules_effect(step, r);
        self.unlisted(step, r, players);
    }

    /// Every fourth step with no decision pending, what a card's rules would do rather
    /// than a seat's action (which the table does not list): begin or end an effect (a
    /// lasting replacement with its follow-ups, a custom effect written in Rust, a
    /// characteristic change, a look), create or cease a token, say a happening, or move
    /// every card of a kind of zone at once. Kept in the run like any action, so replays
    /// and repros include it.
    fn rules_effect(&mut self, step: u64, r: [u64; 4]) {
        if r[2] % 4 != 0 || self.game.pending().is_some() {
            return;
        }
        let st = self.game.state();
        let n = st.cards().len() as u64;
        if n == 0 {
            return;
        }
        let r = [r[3], r[0] >> 3, r[1] >> 5, r[2] >> 2];
        let object = st.object(CardId((r[1] % n) as u32));
        let kinds = self.game.rules().zones().len() as u64;
        let a = if st.effects().len() >= MAX_RULES_EFFECTS {
            // As many effects in force as a real board holds: one ends before another
            // begins (else every move of a long game would meet thousands).
            Action::EndEffect {
                effect: st.effects()[(r[2] % st.effects().len() as u64) as usize].id,
            }
        } else if r[0] % 6 == 0 {
            Action::MoveAll {
                player: PlayerId((r[3] % 2) as u8),
                filter: ryoiki_core::CardFilter {
                    owner: (r[1] % 2 == 0).then_some(PlayerId((r[2] % 2) as u8)),
                    ..Default::default()
                },
                from: Some(ZoneKind((r[2] % kinds) as u16)),
                to: Destination {
                    kind: ZoneKind((r[3] % kinds) as u16),
                    player: None,
                },
                position: Some(random_position(r)),
                cause: Cause::Instruction,
            }
        } else {
            random_effect(st, r, object)
        };
        let before = self.game.state().clone();
        match self.game.apply(a.clone(), &mut self.sink) {
            Ok(_) => {
                *self
                    .report
                    .rules_actions
                    .entry(effect_kind(&a))
                    .or_insert(0) += 1;
                self.window.push(a);
                // What the rules' action showed each player is theirs from now on.
                self.messages.learn(&self.game);
            }
            Err(_) if &before != self.game.state() => record(
                &mut self.report,
                self.seed,
                &self.window,
                Some(a.clone()),
                say("violation-rules-refused-changed")
                    .arg("step", step)
                    .arg("action", format!("{a:?}")),
            ),
            Err(_) => {}
        }
    }

    /// Conservation, generations that only grow, and views that leak nothing.
    fn state_problems(&mut self) -> Vec<Phrase> {
        let mut problems = self.game.state().conservation_problems();
        for (i, c) in self.game.state().cards().iter().enumerate() {
            if i < self.generations.len() {
                if c.generation < self.generations[i] {
                    problems.push(say("violation-generation-back").arg("card", format!("c{i}")));
                }
                self.generations[i] = c.generation;
            } else {
                self.generations.push(c.generation);
            }
        }
        problems.extend(self.leaks.check_words(&self.game, &self.names));
        problems
    }

    /// A random unlisted action is refused and changes nothing.
    fn unlisted(&mut self, step: u64, r: [u64; 4], players: usize) {
        let wrong = random_action(&self.game, [r[2], r[3], r[0], r[1]]);
        let q = PlayerId((r[3] % players as u64) as u8);
        if self.game.legal_actions(q).contains(&wrong) {
            return;
        }
        let before: State = self.game.state().clone();
        match self.game.apply_as(q, wrong.clone(), &mut self.sink) {
            Ok(_) => {
                // It happened: it belongs to the run from now on.
                self.window.push(wrong.clone());
                self.violation(
                    say("violation-unlisted-taken")
                        .arg("step", step)
                        .arg("action", format!("{wrong:?}"))
                        .arg("player", q.to_string()),
                )
            }
            Err(_) if &before != self.game.state() => record(
                &mut self.report,
                self.seed,
                &self.window,
                Some(wrong.clone()),
                say("violation-refused-changed")
                    .arg("step", step)
                    .arg("action", format!("{wrong:?}")),
            ),
            Err(_) => {}
        }
    }

    /// The actions since the last snapshot, replayed from it, reproduce the state; then
    /// a new snapshot.
    fn replay_snapshot(&mut self, step: u64) {
        let next = (self.window.total(), self.game.clone());
        let (from, mut replay) = std::mem::replace(&mut self.snapshot, next);
        for a in self.window.since(from) {
            // Every kept action was accepted when taken, a seat's or the rules'.
            let _ = replay.apply(a.clone(), &mut self.sink);
        }
        if replay.state() != self.game.state() {
            self.violation(
                say("violation-snapshot-differs")
                    .arg("step", step)
                    .arg("from", from),
            );
        }
    }

    /// This game is over: check it replays from its start, then begin the next one
    /// from the next seed.
    fn next_game(&mut self, step: u64) -> Result<(), SoakError> {
        if !self.replays() {
            let msg = say("violation-game-replay-differs")
                .arg("step", step)
                .arg("game", self.report.games);
            self.violation(msg);
        }
        self.seed = self.seed.wrapping_add(1);
        self.game = soak_start(self.kind, self.variant, self.seed)?.game(self.rules)?;
        self.start = self.game.clone();
        self.window = ActionWindow::new(WINDOW);
        self.leaks.reset();
        self.messages = crate::seats::SeatMessages::new(&self.game);
        self.snapshot = (0, self.game.clone());
        self.generations = self
            .game
            .state()
            .cards()
            .iter()
            .map(|c| c.generation)
            .collect();
        self.names = card_names(&self.game);
        self.report.games += 1;
        Ok(())
    }
}

/// The names leak checks give the cards of a soak game: `c0`, `c1`, …
fn card_names(game: &Game) -> Vec<String> {
    (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect()
}

/// Records a violation (the first few of a run), and the first one's actions: those
/// kept, and `last` if it was refused and so not kept.
fn record(
    report: &mut SoakReport,
    seed: u64,
    window: &ActionWindow,
    last: Option<Action>,
    msg: Phrase,
) {
    if report.violations.len() < 20 {
        report.violations.push(msg);
    }
    if report.failing.is_none() {
        let mut actions = window.actions().to_vec();
        actions.extend(last);
        report.failing = Some(Failing {
            seed,
            from: window.from().cloned(),
            skipped: window.dropped(),
            actions,
        });
    }
}

/// Whether replaying `actions` from `start` (each by the player who took it) gives the
/// state of `game`.
fn replays_to(start: &Game, actions: &[Action], game: &Game) -> bool {
    let mut replay = start.clone();
    for a in actions {
        // Every kept action was accepted when taken, a seat's or the rules'.
        let _ = replay.apply(a.clone(), &mut ryoiki_core::NullSink);
    }
    replay.state() == game.state()
}

/// The player who takes an action.
pub fn action_player(game: &Game, a: &Action) -> PlayerId {
    match a {
        Action::Move { player, .. }
        | Action::MoveMany { player, .. }
        | Action::MoveAll { player, .. }
        | Action::MoveTop { player, .. }
        | Action::Enter { player, .. }
        | Action::Turn { player, .. }
        | Action::Face { player, .. }
        | Action::Shuffle { player, .. }
        | Action::PutAbility { player, .. }
        | Action::CreateToken { player, .. }
        | Action::Answer { player, .. } => *player,
        Action::Game(g) => g.player,
        Action::Attach { player, .. }
        | Action::Extract { player, .. }
        | Action::PutBack { player, .. }
        | Action::ExtractFailed { player, .. }
        | Action::ChooseRandom { player, .. }
        | Action::Split { player, .. } => *player,
        Action::AddEffect { controller, .. } | Action::AddLasting { controller, .. } => {
            controller.unwrap_or(PlayerId(0))
        }
        Action::Happen { .. } => PlayerId(0),
        Action::EndEffect { effect } => game
            .state()
            .effects()
            .iter()
            .find(|e| e.id == *effect)
            .and_then(|e| e.controller)
            .unwrap_or(PlayerId(0)),
        Action::SetLimit { .. } | Action::Cease { .. } => PlayerId(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn violations_and_start_errors_read_in_both_languages() {
        let refused = ryoiki_core::ActionError::NoDecision;
        let inner = say("violation-generation-back").arg("card", "c3");
        let cases = [
            (
                say("violation-listed-refused")
                    .arg("step", 7u64)
                    .arg("action", "Shuffle")
                    .arg("error", refusal(&refused)),
                "step 7: listed action Shuffle was refused: no decision is pending, so there is nothing to answer",
            ),
            (
                say("violation-at-step")
                    .arg("step", 9u64)
                    .arg("problem", inner),
                "step 9: c3's generation went back",
            ),
            (
                say("violation-snapshot-differs")
                    .arg("step", 2000u64)
                    .arg("from", 1000usize),
                "step 2000: replaying steps 1000..2000 from a snapshot differs",
            ),
            (
                say("violation-window-replay-differs").arg("count", 12usize),
                "replaying the game's last 12 actions from their snapshot differs",
            ),
        ];
        for (p, en) in &cases {
            assert_eq!(p.to_string(), *en);
            let ja = p.render(Lang::Ja);
            assert!(
                ja.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c)),
                "{ja}"
            );
            // No English words but the action's data.
            let words: Vec<&str> = ja
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 2 && *w != "Shuffle")
                .collect();
            assert!(words.is_empty(), "{ja}: {words:?}");
        }
        let e = soak_start(GameKind::Fow, Some("grand-melee"), 1).expect_err("fow has no variants");
        assert_eq!(
            e.to_string(),
            "the fow rule set has no variant 'grand-melee'"
        );
        assert_eq!(
            e.render(Lang::Ja),
            "fowのルールセットに変種「grand-melee」はない"
        );
    }

    /// A distinct action for each number.
    fn action(i: usize) -> Action {
        Action::SetLimit {
            zone: ZoneId {
                kind: ZoneKind(0),
                player: None,
            },
            limit: Some(i as u32),
        }
    }

    /// A distinct game for each checkpoint, to tell which one a window starts from.
    fn marker(checkpoint: usize) -> Game {
        let rules = GameKind::Fow.rules();
        soak_start(GameKind::Fow, None, checkpoint as u64)
            .unwrap()
            .game(rules)
            .unwrap()
    }

    #[test]
    fn the_window_keeps_between_half_and_twice_half_the_latest_actions() {
        let (half, every) = (100, 30);
        let mut w = ActionWindow::new(half);
        for i in 0..3_000 {
            w.push(action(i));
            assert_eq!(w.total(), i + 1);
            assert!(
                w.actions().len() <= 2 * (half + every),
                "{}",
                w.actions().len()
            );
            if i >= 2 * half + every {
                assert!(w.actions().len() >= half, "{}", w.actions().len());
            }
            // The actions kept are the latest ones, in order.
            assert_eq!(w.actions().last(), Some(&action(i)));
            assert_eq!(w.actions()[0], action(w.dropped()));
            assert_eq!(w.since(i), &[action(i)]);
            if (i + 1) % every == 0 {
                w.checkpoint(&marker((i + 1) / every));
                // The window starts from the game as it was after the actions dropped.
                match w.from() {
                    None => assert_eq!(w.dropped(), 0),
                    Some(g) => {
                        assert_eq!(w.dropped() % every, 0);
                        assert_eq!(g.state(), marker(w.dropped() / every).state());
                    }
                }
            }
        }
        assert!(w.dropped() >= 3_000 - 2 * half - every);
    }

    #[test]
    fn a_short_game_is_kept_whole_from_its_start() {
        let mut w = ActionWindow::new(50);
        for i in 0..99 {
            w.push(action(i));
            w.checkpoint(&marker(1));
        }
        assert_eq!((w.dropped(), w.actions().len()), (0, 99));
        assert!(w.from().is_none());
        w.push(action(99));
        w.checkpoint(&marker(1));
        assert_eq!((w.dropped(), w.actions().len()), (50, 50));
    }
}
