//! Turning a soak violation into a small scenario file that reproduces it.
//!
//! [`first_violation`] replays actions on a fresh soak game and reports the first broken
//! invariant; [`shrink`] removes actions while the same kind of violation still occurs
//! (chunks first, then single actions, within a budget of replays); [`to_scenario`]
//! writes the remaining actions as a scenario file whose runner checks (conservation,
//! refused steps, view leaks, and with `seat_messages = true`, which every written file
//! sets, what each player is told) fail the same way under `ryoiki check`.

use crate::leak::LeakCheck;
use crate::soak::SoakStart;
use ryoiki_core::{
    Action, Cause, Choice, Destination, Duration, EffectBody, EffectId, Event, EventKind,
    ExposureKind, Facing, Game, Happening, NullSink, ObjectId, Orientation, Outside, PlayerId,
    PlayerSet, Position, RuleSet, Scope, SetupPlace, ZoneId, ZoneKind,
};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Replays `actions` on the soak game that `begin` opens and returns the first broken
/// invariant, in words, with its step.
pub fn first_violation(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
) -> Option<String> {
    first_violation_from(&begin.game(rules).ok()?, actions)
}

/// Replays `actions` on a copy of `start` (a soak game at any point, such as the
/// snapshot a soak's window of recent actions begins at) and returns the first broken
/// invariant, in words, with its step (counted from `start`). The state's invariants and
/// the views are checked first; only if they all hold is the replay made again with
/// what each player is told checked after every step ([`Messages::Checked`]), which
/// costs more.
pub fn first_violation_from(start: &Game, actions: &[Action]) -> Option<String> {
    first_violation_checked(start, actions, Messages::Unchecked)
        .or_else(|| first_violation_checked(start, actions, Messages::Checked))
}

/// Whether a replay checks what each player is told (its per-player events and seat
/// actions) after every step, besides the state and the views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Messages {
    /// The state's invariants and the views only.
    Unchecked,
    /// Those, and every player's seat messages ([`crate::seats::SeatMessages`]).
    Checked,
}

/// [`first_violation_from`] with the seat messages checked or not.
pub fn first_violation_checked(
    start: &Game,
    actions: &[Action],
    messages: Messages,
) -> Option<String> {
    let mut game = start.clone();
    let names: Vec<String> = (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect();
    let mut generations: Vec<u32> = game.state().cards().iter().map(|c| c.generation).collect();
    // One check across the replay, as the scenario runner and the soak keep one: what a
    // viewer was allowed to see earlier is not a leak later.
    let mut leaks = LeakCheck::new();
    let _ = leaks.check(&game, &names);
    let mut told = crate::seats::SeatMessages::new(&game);
    for (i, a) in actions.iter().enumerate() {
        let step = i + 1;
        let before = game.state().clone();
        let actor = crate::soak::action_player(&game, a);
        let mut events = Vec::new();
        let done = if messages == Messages::Checked {
            game.apply(a.clone(), &mut events)
        } else {
            game.apply(a.clone(), &mut NullSink)
        };
        if done.is_err() && &before != game.state() {
            return Some(format!("step {step}: a refused action changed the state"));
        }
        if let Some(p) = game.state().check_conservation().into_iter().next() {
            return Some(format!("step {step}: {p}"));
        }
        for (c, cs) in game.state().cards().iter().enumerate() {
            if c < generations.len() && cs.generation < generations[c] {
                return Some(format!("step {step}: c{c}'s generation went back"));
            }
        }
        generations = game.state().cards().iter().map(|c| c.generation).collect();
        if let Some(leak) = leaks.check(&game, &names).into_iter().next() {
            return Some(format!("step {step}: {leak}"));
        }
        if messages == Messages::Checked
            && done.is_ok()
            && let Some(p) = told.step(&game, &events, actor, true).into_iter().next()
        {
            return Some(format!("step {step}: {p}"));
        }
    }
    None
}

/// Whether two violation messages are of the same kind: the same words once the step
/// numbers are dropped and every other number is blurred.
pub fn same_kind(a: &str, b: &str) -> bool {
    kind(a) == kind(b)
}

/// What kind of violation a message describes: its text without the step number, with
/// every number blurred (which card or generation it names may change as actions go).
fn kind(message: &str) -> String {
    let rest = message
        .split_once(": ")
        .map(|(_, rest)| rest)
        .unwrap_or(message);
    rest.chars()
        .map(|c| if c.is_ascii_digit() { '#' } else { c })
        .collect()
}

/// Removes actions while a violation of the same kind still occurs, within `budget`
/// replays. Returns the shortest sequence found.
pub fn shrink(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
    budget: usize,
) -> Vec<Action> {
    match begin.game(rules) {
        Ok(start) => shrink_from(&start, actions, budget),
        Err(_) => actions.to_vec(),
    }
}

/// [`shrink`], replaying from a copy of `start` (a soak game at any point) rather than
/// from the soak game's opening.
pub fn shrink_from(from: &Game, actions: &[Action], budget: usize) -> Vec<Action> {
    // The seat messages are checked only for a violation the state and views do not show.
    let (messages, target) = match first_violation_checked(from, actions, Messages::Unchecked) {
        Some(v) => (Messages::Unchecked, v),
        None => match first_violation_checked(from, actions, Messages::Checked) {
            Some(v) => (Messages::Checked, v),
            None => return actions.to_vec(),
        },
    };
    let target = kind(&target);
    let mut best = actions.to_vec();
    let mut replays = 0;
    let mut chunk = best.len().div_ceil(2).max(1);
    while chunk >= 1 && replays < budget {
        let mut start = 0;
        let mut removed_any = false;
        while start < best.len() && replays < budget {
            let end = (start + chunk).min(best.len());
            let mut trial = best[..start].to_vec();
            trial.extend_from_slice(&best[end..]);
            replays += 1;
            if first_violation_checked(from, &trial, messages).is_some_and(|v| kind(&v) == target) {
                best = trial;
                removed_any = true;
            } else {
                start = end;
            }
        }
        if chunk == 1 && !removed_any {
            break;
        }
        chunk = if chunk == 1 { 1 } else { chunk / 2 };
    }
    best
}

/// A zone as a scenario names it: `p0:hand`, or a shared zone's key.
fn zone_text(game: &Game, z: ZoneId) -> String {
    let key = game.spec(z.kind).key;
    match z.player {
        Some(p) => format!("{}:{key}", game.player_name(p)),
        None => key.to_string(),
    }
}

/// A zone as a step's fully named zone (`zone`, `from`): `None` when the loader would
/// read the words as another zone (a shared zone with a player, a player's zone without
/// one).
fn zone_ref(game: &Game, z: ZoneId) -> Option<String> {
    let faithful = match game.spec(z.kind).scope {
        Scope::Shared => z.player.is_none(),
        Scope::PerPlayer => z.player.is_some(),
    };
    faithful.then(|| zone_text(game, z))
}

/// A destination as a step's `to`: `None` for a shared zone with a player, which the
/// loader cannot read back.
fn dest_ref(game: &Game, to: Destination) -> Option<String> {
    let key = game.spec(to.kind).key;
    match (to.player, game.spec(to.kind).scope) {
        (Some(p), Scope::PerPlayer) => Some(format!("{}:{key}", game.player_name(p))),
        (None, _) => Some(key.to_string()),
        (Some(_), Scope::Shared) => None,
    }
}

/// A position as a step writes it.
fn position_ref(p: Position) -> Option<String> {
    Some(match p {
        Position::Top => "top".to_string(),
        Position::Bottom => "bottom".to_string(),
        Position::Index(i) => i.to_string(),
        Position::FromTop(n) => format!("{n} from top"),
        Position::FromBottom(n) => format!("{n} from bottom"),
        Position::Shuffled => "shuffle".to_string(),
    })
}

/// A move's cause as a step's `cause` line (none for an instruction); `None` for a
/// special cause the loader would read as another.
fn cause_line(cause: &Cause) -> Option<String> {
    match cause {
        Cause::Instruction => Some(String::new()),
        Cause::Draw => Some("cause = \"draw\"\n".into()),
        Cause::Special(s) if s == "instruction" || s == "draw" => None,
        Cause::Special(s) => Some(format!("cause = {s:?}\n")),
    }
}

/// Writes the soak game that `begin` opens, and `actions`, as a scenario file (the
/// opening actions become its first steps). Every action is written in a readable step
/// form where one expresses it exactly (an effect as an `[[effect]]` table and a `begin`
/// step, a token as a `create` step, …), and as an `engine-action` step (the engine's
/// action as JSON) only where none does. The file names every effect (`fx<id>`) and
/// every object the run creates (`token<n>`, `ability<n>`) so later steps can name them,
/// and loaded with [`crate::custom::soak`] it sets up and plays the very game of the
/// run: each step as the run took it, to the same final state.
pub fn to_scenario(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
    title: &str,
) -> String {
    to_scenario_with(rules, begin, actions, title, &crate::custom::soak())
}

/// [`to_scenario`] for a run whose game registered `custom` (effects written in Rust
/// besides the soak's): the file names them by key and loads with the same registry.
pub fn to_scenario_with(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
    title: &str,
    custom: &ryoiki_core::CustomEffects,
) -> String {
    let setup = begin.setup.clone();
    let all: Vec<Action> = begin
        .opening
        .iter()
        .chain(actions.iter())
        .cloned()
        .collect();
    let mut out = String::new();
    let players: Vec<String> = setup.players.iter().map(|p| format!("{p:?}")).collect();
    let _ = writeln!(
        out,
        "# Written by `ryoiki soak` to reproduce a violation; run it with `ryoiki check`.\n\n[scenario]\ntitle = {title:?}\ngame = {:?}\nplayers = [{}]\nseed = {}{}\nseat_messages = true\n",
        rules.key(),
        players.join(", "),
        setup.seed,
        options_lines(&setup.options)
    );
    let Ok(mut game) = Game::new_with_key(rules, setup.clone(), crate::SCENARIO_VIEW_KEY) else {
        return out;
    };
    for (key, effect) in custom.iter() {
        game.register_effect(key, effect.clone());
    }
    write_cards(&mut out, &game, &setup.cards);
    let mut w = Writer {
        setup_cards: setup.cards.len(),
        ..Writer::default()
    };
    for a in &all {
        let player = crate::soak::action_player(&game, a);
        let head = format!("[[step]]\nplayer = {:?}\n", game.player_name(player));
        let mut step = head.clone();
        let mut declared = String::new();
        let next = game.state().next_effect();
        let own = match w.step(&mut step, &mut declared, &game, a, player, next) {
            Some(own) => own,
            None => {
                declared.clear();
                step = head;
                let json = serde_json::to_string(a).unwrap_or_default();
                let _ = write!(step, "do = \"engine-action\"\njson = {json:?}\n");
                Own::default()
            }
        };
        let mut events = Vec::new();
        let result = game.apply(a.clone(), &mut events);
        if result.is_ok() {
            w.named(&mut step, &events, next, &own);
        }
        if let Err(e) = result {
            let _ = write!(step, "\n  [[step.expect]]\n  error = {:?}\n", e.to_string());
        }
        out.push_str(&declared);
        let _ = writeln!(out, "{step}");
    }
    out
}

/// What a step names itself: the effect it begins (a `reveal`'s or `begin`'s), the
/// object its `id` names.
#[derive(Default)]
struct Own {
    /// The name of the effect the step begins, if it names one.
    effect: Option<String>,
    /// The name its `id` gives the first object it creates, if any.
    object: Option<String>,
}

/// What the writer knows of the names it has given.
#[derive(Default)]
struct Writer {
    /// How many cards the setup has (`c0` …); objects beyond are created during play.
    setup_cards: usize,
    /// For each created object's slot: the names given to the objects created in it,
    /// each with the generation it was created with, oldest first.
    objects: BTreeMap<u32, Vec<(u32, String)>>,
    /// How many tokens and abilities were named.
    created: usize,
    /// The effects in force by the names given them.
    effects: BTreeMap<EffectId, String>,
    /// Every effect name the file declares (a refused step's too).
    used: std::collections::BTreeSet<String>,
}

impl Writer {
    /// A new effect name for the effect `id` would get.
    fn effect_name(&mut self, id: EffectId) -> String {
        let mut name = format!("fx{}", id.0);
        let mut k = 1;
        while self.used.contains(&name) {
            name = format!("fx{}.{k}", id.0);
            k += 1;
        }
        self.used.insert(name.clone());
        name
    }

    /// A new name for an object the run creates.
    fn object_name(&mut self, what: &str) -> String {
        self.created += 1;
        format!("{what}{}", self.created)
    }

    /// A card's object as a step names it: `c3` (a card of the setup) or `token2` (an
    /// object the run created), with `@generation` when it is not the current object of
    /// its name; `None` for an object the file never named.
    fn card(&self, game: &Game, o: ObjectId) -> Option<String> {
        let current = game.state().try_card(o.card).map(|c| c.generation);
        if o.card.index() < self.setup_cards {
            return Some(if current == Some(o.generation) {
                format!("c{}", o.card.0)
            } else {
                format!("c{}@{}", o.card.0, o.generation)
            });
        }
        let names = self.objects.get(&o.card.0)?;
        let at = names.iter().rposition(|(g, _)| *g <= o.generation)?;
        let name = &names[at].1;
        Some(if at + 1 == names.len() && current == Some(o.generation) {
            name.clone()
        } else {
            format!("{name}@{}", o.generation)
        })
    }

    /// The name of a card's current object, when a name alone says it (an `[[effect]]`
    /// names the object its card or token is when the effect begins).
    fn current(&self, game: &Game, card: ryoiki_core::CardId) -> Option<String> {
        let generation = game.state().try_card(card)?.generation;
        self.card(game, ObjectId { card, generation })
            .filter(|n| !n.contains('@'))
    }

    /// A list of objects as a TOML array of names.
    fn cards(&self, game: &Game, objects: &[ObjectId]) -> Option<String> {
        let names: Option<Vec<String>> = objects
            .iter()
            .map(|o| self.card(game, *o).map(|n| format!("{n:?}")))
            .collect();
        Some(format!("[{}]", names?.join(", ")))
    }

    /// After a step was carried out: the names of the effects and objects it began and
    /// created (`names`, `creates`), besides those the step names itself.
    fn named(&mut self, step: &mut String, events: &[Event], next: EffectId, own: &Own) {
        let mut names = Vec::new();
        let mut creates = Vec::new();
        let mut own_object = own.object.clone();
        for e in events {
            match &e.kind {
                EventKind::EffectAdded { effect, .. } => match &own.effect {
                    Some(name) if *effect == next => {
                        self.effects.insert(*effect, name.clone());
                    }
                    _ => {
                        let name = self.effect_name(*effect);
                        self.effects.insert(*effect, name.clone());
                        names.push(format!("{name:?}"));
                    }
                },
                EventKind::EffectEnded { effect, .. } => {
                    self.effects.remove(effect);
                }
                EventKind::AbilityPut { object, .. } | EventKind::TokenCreated { object, .. } => {
                    let name = match own_object.take() {
                        Some(name) => name,
                        None => {
                            let what = if matches!(e.kind, EventKind::TokenCreated { .. }) {
                                "token"
                            } else {
                                "ability"
                            };
                            let name = self.object_name(what);
                            creates.push(format!("{name:?}"));
                            name
                        }
                    };
                    self.objects
                        .entry(object.card.0)
                        .or_default()
                        .push((object.generation, name));
                }
                _ => {}
            }
        }
        if !names.is_empty() {
            let _ = writeln!(step, "names = [{}]", names.join(", "));
        }
        if !creates.is_empty() {
            let _ = writeln!(step, "creates = [{}]", creates.join(", "));
        }
    }

    /// Writes the step that takes `a` (after its `player` line), and into `declared`
    /// the `[[effect]]` table a `begin` step needs; `None` when no readable step form
    /// expresses `a` exactly.
    fn step(
        &mut self,
        step: &mut String,
        declared: &mut String,
        game: &Game,
        a: &Action,
        player: PlayerId,
        next: EffectId,
    ) -> Option<Own> {
        let mut own = Own::default();
        match a {
            Action::Move {
                object,
                to,
                position,
                facing,
                side,
                cause,
                ..
            } => {
                let _ = write!(
                    step,
                    "do = \"move\"\ncard = {:?}\nto = {:?}\n",
                    self.card(game, *object)?,
                    dest_ref(game, *to)?
                );
                if let Some(p) = position {
                    let _ = writeln!(step, "position = {:?}", position_ref(*p)?);
                }
                if let Some(f) = facing {
                    let f = if *f == Facing::FaceUp { "up" } else { "down" };
                    let _ = writeln!(step, "face = {f:?}");
                }
                if let Some(s) = side {
                    let _ = writeln!(step, "side = {s}");
                }
                step.push_str(&cause_line(cause)?);
            }
            Action::MoveMany {
                objects, to, cause, ..
            } => {
                let _ = write!(
                    step,
                    "do = \"move-many\"\ncards = {}\nto = {:?}\n{}",
                    self.cards(game, objects)?,
                    dest_ref(game, *to)?,
                    cause_line(cause)?
                );
            }
            Action::MoveAll {
                filter,
                from,
                to,
                position,
                cause,
                ..
            } => {
                if filter.card.is_some() || filter.generation.is_some() {
                    return None;
                }
                let _ = write!(step, "do = \"move-all\"\nto = {:?}\n", dest_ref(game, *to)?);
                if let Some(k) = from {
                    let _ = writeln!(step, "from = {:?}", game.spec(*k).key);
                }
                let mut matching = Vec::new();
                if !filter.types.is_empty() {
                    matching.push(format!("types = {:?}", filter.types));
                }
                if let Some(o) = filter.owner {
                    matching.push(format!("owner = {:?}", game.player_name(o)));
                }
                if let Some(c) = filter.controller {
                    matching.push(format!("controller = {:?}", game.player_name(c)));
                }
                if !matching.is_empty() {
                    let _ = writeln!(step, "matching = {{ {} }}", matching.join(", "));
                }
                if let Some(p) = position {
                    let _ = writeln!(step, "position = {:?}", position_ref(*p)?);
                }
                step.push_str(&cause_line(cause)?);
            }
            Action::MoveTop {
                from,
                count,
                to,
                cause,
                ..
            } => {
                let _ = write!(
                    step,
                    "do = \"move-top\"\nfrom = {:?}\ncount = {count}\nto = {:?}\n{}",
                    zone_ref(game, *from)?,
                    dest_ref(game, *to)?,
                    cause_line(cause)?
                );
            }
            Action::Enter { card, to, .. } => {
                if card.index() >= self.setup_cards {
                    return None;
                }
                let _ = write!(
                    step,
                    "do = \"enter\"\ncard = \"c{}\"\nto = {:?}\n",
                    card.0,
                    dest_ref(game, *to)?
                );
            }
            Action::Turn {
                object,
                orientation,
                ..
            } => {
                let o = if *orientation == Orientation::Upright {
                    "upright"
                } else {
                    "sideways"
                };
                let _ = write!(
                    step,
                    "do = \"turn\"\ncard = {:?}\norientation = {o:?}\n",
                    self.card(game, *object)?
                );
            }
            Action::Face { object, facing, .. } => {
                let f = if *facing == Facing::FaceUp {
                    "face-up"
                } else {
                    "face-down"
                };
                let _ = write!(step, "do = {f:?}\ncard = {:?}\n", self.card(game, *object)?);
            }
            Action::Shuffle { zone, forced, .. } => {
                let _ = write!(
                    step,
                    "do = \"shuffle\"\nzone = {:?}\n",
                    zone_ref(game, *zone)?
                );
                if let Some(order) = forced {
                    let _ = writeln!(step, "order = {order:?}");
                }
            }
            Action::AddEffect {
                label,
                controller,
                body: EffectBody::Exposure { objects, to, kind },
            } => {
                if *controller != Some(player) {
                    return None;
                }
                let cards = self.cards(game, objects)?;
                let what = if *kind == ExposureKind::Reveal {
                    "reveal"
                } else {
                    "look"
                };
                let name = self.effect_name(next);
                let _ = write!(
                    step,
                    "do = {what:?}\nid = {name:?}\nlabel = {label:?}\ncards = {cards}\n"
                );
                let default = if *kind == ExposureKind::Reveal {
                    game.state().all_players()
                } else {
                    PlayerSet::only(player)
                };
                if *to != default {
                    let seats: Vec<String> = (0..game.state().players().len())
                        .map(|p| PlayerId(p as u8))
                        .filter(|p| to.contains(*p))
                        .map(|p| format!("{:?}", game.player_name(p)))
                        .collect();
                    if seats.is_empty() {
                        return None;
                    }
                    let _ = writeln!(step, "shown_to = [{}]", seats.join(", "));
                }
                own.effect = Some(name);
            }
            Action::AddEffect {
                label,
                controller,
                body,
            } => {
                let name = self.declare(declared, game, label, *controller, body, None, next)?;
                let _ = write!(step, "do = \"begin\"\neffect = {name:?}\n");
                own.effect = Some(name);
            }
            Action::AddLasting {
                label,
                controller,
                body,
                until,
            } => {
                let name =
                    self.declare(declared, game, label, *controller, body, Some(until), next)?;
                let _ = write!(step, "do = \"begin\"\neffect = {name:?}\n");
                own.effect = Some(name);
            }
            Action::EndEffect { effect } => {
                let _ = write!(
                    step,
                    "do = \"end\"\neffect = {:?}\n",
                    self.effects.get(effect)?
                );
            }
            Action::Happen { event } => {
                let id = match event {
                    Happening::EndOfTurn => "end-of-turn".to_string(),
                    Happening::Named(n) if n == "end-of-turn" => return None,
                    Happening::Named(n) => n.clone(),
                };
                let _ = write!(step, "do = \"happen\"\nid = {id:?}\n");
            }
            Action::Cease { object } => {
                let _ = write!(
                    step,
                    "do = \"cease\"\ncard = {:?}\n",
                    self.card(game, *object)?
                );
            }
            Action::CreateToken { zone, side, .. } => {
                let name = self.object_name("token");
                let _ = write!(
                    step,
                    "do = \"create\"\nid = {name:?}\nzone = {:?}\ntoken = {{ name = {:?}, types = {:?}, abilities = {:?}, numbers = {} }}\n",
                    zone_ref(game, *zone)?,
                    side.name,
                    side.types,
                    side.abilities,
                    numbers(&side.numbers)
                );
                own.object = Some(name);
            }
            Action::SetLimit { zone, limit } => {
                let limit = limit.map_or(-1, i64::from);
                let _ = write!(
                    step,
                    "do = \"set-limit\"\nzone = {:?}\nlimit = {limit}\n",
                    zone_ref(game, *zone)?
                );
            }
            Action::PutAbility {
                zone, source, text, ..
            } => {
                let zone = zone_ref(game, *zone)?;
                let source = match source {
                    Some(s) => Some(self.card(game, *s)?),
                    None => None,
                };
                let name = self.object_name("ability");
                let _ = write!(
                    step,
                    "do = \"put-ability\"\nid = {name:?}\nzone = {zone:?}\ntext = {text:?}\n"
                );
                if let Some(s) = source {
                    let _ = writeln!(step, "card = {s:?}");
                }
                own.object = Some(name);
            }
            Action::Answer { choice, .. } => self.answer(step, game, *choice)?,
            Action::Game(g) => {
                let serde_json::Value::Object(mut args) =
                    serde_json::to_value(&g.action).unwrap_or_default()
                else {
                    return None;
                };
                let name = args
                    .remove("action")
                    .and_then(|v| v.as_str().map(str::to_string))?;
                self.args(step, game, &name, args)?;
            }
            general @ (Action::Attach { .. }
            | Action::Extract { .. }
            | Action::PutBack { .. }
            | Action::ExtractFailed { .. }
            | Action::ChooseRandom { .. }
            | Action::Split { .. }) => {
                let serde_json::Value::Object(mut args) =
                    serde_json::to_value(general).unwrap_or_default()
                else {
                    return None;
                };
                let name = args
                    .remove("action")
                    .and_then(|v| v.as_str().map(str::to_string))?;
                args.remove("player");
                self.args(step, game, &name, args)?;
            }
        }
        Some(own)
    }

    /// Writes an effect as an `[[effect]]` table that a `begin` step starts, and gives
    /// its name; `None` when the table cannot say exactly this effect.
    #[allow(clippy::too_many_arguments)]
    fn declare(
        &mut self,
        declared: &mut String,
        game: &Game,
        label: &str,
        controller: Option<PlayerId>,
        body: &EffectBody,
        until: Option<&Duration>,
        next: EffectId,
    ) -> Option<String> {
        let what = self.body(game, body)?;
        let lasting = match until {
            None => String::new(),
            Some(Duration::EndOfTurn) => "until = \"end-of-turn\"\n".into(),
            Some(Duration::Until(n)) if n == "end-of-turn" => return None,
            Some(Duration::Until(n)) => format!("until = {n:?}\n"),
            Some(Duration::WhileIn(o)) => {
                // A declared duration lasts while the card's object at the beginning.
                if game.state().try_card(o.card).map(|c| c.generation) != Some(o.generation) {
                    return None;
                }
                format!("while_in = {:?}\n", self.current(game, o.card)?)
            }
        };
        let name = self.effect_name(next);
        let _ = write!(
            declared,
            "[[effect]]\nid = {name:?}\nlabel = {label:?}\nactive = false\n"
        );
        if let Some(c) = controller {
            let _ = writeln!(declared, "controller = {:?}", game.player_name(c));
        }
        let _ = writeln!(declared, "{what}{lasting}");
        Some(name)
    }

    /// An effect's body as the keys of an `[[effect]]` table, if they say exactly it
    /// once begun (a card it names is pinned to that card's object then).
    fn body(&self, game: &Game, body: &EffectBody) -> Option<String> {
        // A filter names a setup card: pinned to its current object where the runner pins
        // the effect's cards when it begins, else to no object.
        let card = |f: &ryoiki_core::CardFilter, pinned: bool| -> Option<Vec<String>> {
            let mut keys = Vec::new();
            if let Some(c) = f.card {
                let current = game.state().try_card(c).map(|s| s.generation);
                let generation = if pinned { current } else { None };
                if f.generation != generation {
                    return None;
                }
                keys.push(format!("card = {:?}", self.current(game, c)?));
            } else if f.generation.is_some() {
                return None;
            }
            if !f.types.is_empty() {
                keys.push(format!("types = {:?}", f.types));
            }
            if let Some(o) = f.owner {
                keys.push(format!("owner = {:?}", game.player_name(o)));
            }
            Some(keys)
        };
        let kind = |k: ZoneKind| format!("{:?}", game.spec(k).key);
        Some(match body {
            EffectBody::Characteristics {
                card: f,
                zone,
                change,
            } => {
                if f.controller.is_some() || change.is_empty() {
                    return None;
                }
                let mut keys = card(f, true)?;
                if let Some(z) = zone {
                    keys.push(format!("zone = {}", kind(*z)));
                }
                if !change.add_types.is_empty() {
                    keys.push(format!("add_types = {:?}", change.add_types));
                }
                if !change.remove_types.is_empty() {
                    keys.push(format!("remove_types = {:?}", change.remove_types));
                }
                if change.remove_all_abilities {
                    keys.push("lose_all_abilities = true".into());
                }
                if !change.add_abilities.is_empty() {
                    keys.push(format!("add_abilities = {:?}", change.add_abilities));
                }
                if !change.remove_abilities.is_empty() {
                    keys.push(format!("remove_abilities = {:?}", change.remove_abilities));
                }
                if !change.set_numbers.is_empty() {
                    keys.push(format!("set = {}", numbers(&change.set_numbers)));
                }
                if !change.modify_numbers.is_empty() {
                    keys.push(format!("modify = {}", numbers(&change.modify_numbers)));
                }
                format!("change = {{ {} }}\n", keys.join(", "))
            }
            EffectBody::ReplaceMove(r) => {
                let mut keys = card(&r.on.card, false)?;
                if let Some(c) = r.on.card.controller {
                    keys.push(format!("controlled_by = {:?}", game.player_name(c)));
                }
                if let Some(k) = r.on.from {
                    keys.push(format!("from = {}", kind(k)));
                }
                if let Some(k) = r.on.to {
                    keys.push(format!("to = {}", kind(k)));
                }
                if let Some(d) = r.to {
                    keys.push(format!("instead = {:?}", dest_ref(game, d)?));
                }
                if let Some(p) = r.position {
                    keys.push(format!("position = {:?}", position_ref(p)?));
                }
                if let Some(f) = r.facing {
                    let f = if f == Facing::FaceUp { "up" } else { "down" };
                    keys.push(format!("face = {f:?}"));
                }
                if !r.then.is_empty() {
                    keys.push(format!("then = {:?}", r.then));
                }
                // The loader puts counters before a token, one of each at most.
                let mut counters = None;
                let mut token = None;
                for f in &r.follow_ups {
                    match f {
                        ryoiki_core::FollowUp::Counters { kind, count }
                            if counters.is_none() && token.is_none() =>
                        {
                            counters =
                                Some(format!("counters = {{ kind = {kind:?}, count = {count} }}"));
                        }
                        ryoiki_core::FollowUp::Token { side, zone } if token.is_none() => {
                            if !side.abilities.is_empty() {
                                return None;
                            }
                            token = Some(format!(
                                "token = {{ name = {:?}, types = {:?}, numbers = {}, zone = {:?} }}",
                                side.name,
                                side.types,
                                numbers(&side.numbers),
                                dest_ref(game, *zone)?
                            ));
                        }
                        _ => return None,
                    }
                }
                keys.extend(counters);
                keys.extend(token);
                // With nothing but a zone, the loader reads the simpler replacement.
                let plain = r.on.card.controller.is_none()
                    && r.position.is_none()
                    && r.facing.is_none()
                    && r.follow_ups.is_empty()
                    && r.then.is_empty();
                if plain {
                    return None;
                }
                format!("replace = {{ {} }}\n", keys.join(", "))
            }
            EffectBody::Replacement { on, instead } => {
                if on.card.controller.is_some() {
                    return None;
                }
                let mut keys = card(&on.card, true)?;
                if let Some(k) = on.from {
                    keys.push(format!("from = {}", kind(k)));
                }
                if let Some(k) = on.to {
                    keys.push(format!("to = {}", kind(k)));
                }
                keys.push(format!("instead = {:?}", dest_ref(game, *instead)?));
                format!("replace = {{ {} }}\n", keys.join(", "))
            }
            EffectBody::Custom(c) => {
                let mut text = format!("custom = {:?}\n", c.key);
                if let Some(s) = c.source {
                    let current = game.state().try_card(s.card).map(|x| x.generation);
                    if current != Some(s.generation) {
                        return None;
                    }
                    let _ = writeln!(text, "source = {:?}", self.current(game, s.card)?);
                }
                text
            }
            _ => return None,
        })
    }

    /// An answer: a card, an effect by its name, or an option by its label (when no
    /// other option has the same label).
    fn answer(&self, step: &mut String, game: &Game, choice: Choice) -> Option<()> {
        step.push_str("do = \"answer\"\n");
        match choice {
            Choice::Object(o) => {
                let _ = writeln!(step, "pick = {:?}", self.card(game, o)?);
            }
            Choice::Effect(e) => {
                let _ = writeln!(step, "effect = {:?}", self.effects.get(&e)?);
            }
            Choice::Option(i) => {
                let labels = game.pending()?.option_labels();
                let label = &labels.get(i as usize)?.label;
                if labels.iter().filter(|o| &o.label == label).count() != 1 {
                    return None;
                }
                let _ = writeln!(step, "option = {label:?}");
            }
        }
        Some(())
    }

    /// Writes a process's action in its text form: `do = name`, then `card`, `cards`,
    /// `count`, `to`, `from` and `zone` as step keys and every other argument in `args`;
    /// `None` when an argument would read back as something else.
    fn args(
        &self,
        step: &mut String,
        game: &Game,
        name: &str,
        args: serde_json::Map<String, serde_json::Value>,
    ) -> Option<()> {
        use serde_json::Value;
        let mut keys = format!("do = {name:?}\n");
        let mut rest = Vec::new();
        // A word the loader would read as a card or a player is not a word.
        let word = |s: &str| -> Option<String> {
            let taken = game.state().players().iter().any(|p| p == s)
                || (s.starts_with('c') && s[1..].parse::<u32>().is_ok())
                || self.objects.values().flatten().any(|(_, n)| n == s);
            (!taken).then(|| format!("{s:?}"))
        };
        let object = |v: &Value| -> Option<String> {
            let o = serde_json::from_value::<ObjectId>(v.clone()).ok()?;
            self.card(game, o).map(|n| format!("{n:?}"))
        };
        for (k, v) in &args {
            match (k.as_str(), v) {
                (_, Value::Null) => continue,
                ("to", v) => {
                    let d = serde_json::from_value::<Destination>(v.clone()).ok()?;
                    let _ = writeln!(keys, "to = {:?}", dest_ref(game, d)?);
                }
                ("from" | "zone", v) => {
                    let z = serde_json::from_value::<ZoneId>(v.clone()).ok()?;
                    let _ = writeln!(keys, "{k} = {:?}", zone_ref(game, z)?);
                }
                ("count", Value::Number(n)) => {
                    let n = n.as_u64().filter(|n| u32::try_from(*n).is_ok())?;
                    let _ = writeln!(keys, "count = {n}");
                }
                ("card", v) => {
                    let _ = writeln!(keys, "card = {}", object(v)?);
                }
                ("cards", Value::Array(items)) => {
                    let names: Option<Vec<String>> = items.iter().map(object).collect();
                    let _ = writeln!(keys, "cards = [{}]", names?.join(", "));
                }
                (_, Value::Number(n)) if n.is_i64() => rest.push(format!("{k} = {n}")),
                (_, Value::String(s)) => rest.push(format!("{k} = {}", word(s)?)),
                (_, Value::Array(items)) => {
                    let texts: Option<Vec<String>> = items
                        .iter()
                        .map(|i| match i {
                            Value::Number(n) if n.is_i64() => Some(n.to_string()),
                            Value::String(s) => word(s),
                            Value::Object(_) => object(i),
                            _ => None,
                        })
                        .collect();
                    rest.push(format!("{k} = [{}]", texts?.join(", ")));
                }
                (_, Value::Object(_)) => rest.push(format!("{k} = {}", object(v)?)),
                _ => return None,
            }
        }
        if !rest.is_empty() {
            let _ = writeln!(keys, "args = {{ {} }}", rest.join(", "));
        }
        step.push_str(&keys);
        Some(())
    }
}

/// The `[[card]]` tables of a setup's cards, named `c0`, `c1`, …: every side with its
/// types, abilities and numbers, and how the card starts (facing, orientation, side,
/// controller), so the written scenario sets up the very game the run played.
fn write_cards(out: &mut String, game: &Game, cards: &[ryoiki_core::CardSetup]) {
    for (i, c) in cards.iter().enumerate() {
        let front = &c.def.sides[0];
        let zone = match &c.place {
            SetupPlace::Zone(z) => zone_text(game, *z),
            SetupPlace::Outside(Outside::Sideboard) => "outside:sideboard".into(),
            SetupPlace::Outside(Outside::Collection) => "outside:collection".into(),
        };
        let _ = writeln!(
            out,
            "[[card]]\nid = \"c{i}\"\nname = {:?}\ntypes = {:?}\nowner = {:?}\nzone = {zone:?}",
            front.name,
            front.types,
            game.player_name(c.owner)
        );
        if !front.abilities.is_empty() {
            let _ = writeln!(out, "abilities = {:?}", front.abilities);
        }
        if !front.numbers.is_empty() {
            let _ = writeln!(out, "numbers = {}", numbers(&front.numbers));
        }
        if let Some(f) = c.facing {
            let f = if f == Facing::FaceUp { "up" } else { "down" };
            let _ = writeln!(out, "face = {f:?}");
        }
        if let Some(o) = c.orientation {
            let o = if o == Orientation::Upright {
                "upright"
            } else {
                "sideways"
            };
            let _ = writeln!(out, "orientation = {o:?}");
        }
        if c.side != 0 {
            let _ = writeln!(out, "side = {}", c.side);
        }
        if let Some(p) = c.controller {
            let _ = writeln!(out, "controller = {:?}", game.player_name(p));
        }
        if let Some(back) = c.def.sides.get(1) {
            let _ = writeln!(
                out,
                "back = {{ name = {:?}, types = {:?}, abilities = {:?}, numbers = {} }}",
                back.name,
                back.types,
                back.abilities,
                numbers(&back.numbers)
            );
        }
        let _ = writeln!(out);
    }
}

/// A side's numbers as an inline TOML table.
fn numbers(n: &std::collections::BTreeMap<String, i64>) -> String {
    let items: Vec<String> = n.iter().map(|(k, v)| format!("{k:?} = {v}")).collect();
    format!("{{ {} }}", items.join(", "))
}

/// The game options of a setup as `[scenario]` lines (a Magic variant, a tournament), so
/// a written file sets the game up as the run did.
fn options_lines(options: &ryoiki_core::GameOptions) -> String {
    let mut out = String::new();
    if options.tournament {
        out.push_str("\ntournament = true");
    }
    if !options.extra.is_empty() {
        let pairs: Vec<String> = options
            .extra
            .iter()
            .map(|(k, v)| format!("{k} = {v:?}"))
            .collect();
        out.push_str(&format!("\noptions = {{ {} }}", pairs.join(", ")));
    }
    out
}
