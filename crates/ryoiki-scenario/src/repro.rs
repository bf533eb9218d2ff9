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
    Action, Choice, EffectBody, EffectId, ExposureKind, Facing, Game, NullSink, ObjectId,
    Orientation, Outside, PlayerId, PlayerSet, Position, RuleSet, Scope, SetupPlace, ZoneId,
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

fn zone_ref(game: &Game, z: ZoneId) -> String {
    let key = game.spec(z.kind).key;
    match z.player {
        Some(p) => format!("{}:{key}", game.player_name(p)),
        None => key.to_string(),
    }
}

fn dest_ref(
    game: &Game,
    kind: ryoiki_core::ZoneKind,
    player: Option<ryoiki_core::PlayerId>,
) -> String {
    let key = game.spec(kind).key;
    match (player, game.spec(kind).scope) {
        (Some(p), Scope::PerPlayer) => format!("{}:{key}", game.player_name(p)),
        _ => key.to_string(),
    }
}

/// Writes the soak game that `begin` opens, and `actions`, as a scenario file (the
/// opening actions become its first steps).
pub fn to_scenario(
    rules: &'static dyn RuleSet,
    begin: &SoakStart,
    actions: &[Action],
    title: &str,
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
    let Ok(mut game) = Game::new(rules, setup.clone()) else {
        return out;
    };
    write_cards(&mut out, &game, &setup.cards);
    let mut effects: BTreeMap<EffectId, String> = BTreeMap::new();
    for a in &all {
        let player = crate::soak::action_player(&game, a);
        let mut step = format!("[[step]]\nplayer = {:?}\n", game.player_name(player));
        match write_step(&mut step, &mut out, &game, a, player, &mut effects) {
            Written::Step => {}
            Written::Skip => continue,
            Written::Comment => {
                let _ = game.apply(a.clone(), &mut NullSink);
                continue;
            }
        }
        if let Err(e) = game.apply(a.clone(), &mut NullSink) {
            let _ = write!(step, "\n  [[step.expect]]\n  error = {:?}\n", e.to_string());
        }
        let _ = writeln!(out, "{step}");
    }
    out
}

/// The `[[card]]` tables of a setup's cards, named `c0`, `c1`, …: every side with its
/// types, abilities and numbers, and how the card starts (facing, orientation, side,
/// controller), so the written scenario sets up the very game the run played.
fn write_cards(out: &mut String, game: &Game, cards: &[ryoiki_core::CardSetup]) {
    for (i, c) in cards.iter().enumerate() {
        let front = &c.def.sides[0];
        let zone = match &c.place {
            SetupPlace::Zone(z) => zone_ref(game, *z),
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

/// How an action went into the file.
enum Written {
    /// As a step.
    Step,
    /// Not at all, and it is not taken either.
    Skip,
    /// As a comment saying it cannot be written; it is still taken.
    Comment,
}

/// A card's object as a step names it: `c3`, or `c3@2` when it is not the current one.
fn card(game: &Game, o: ObjectId) -> String {
    if game
        .state()
        .try_card(o.card)
        .is_some_and(|c| c.generation == o.generation)
    {
        format!("c{}", o.card.0)
    } else {
        format!("c{}@{}", o.card.0, o.generation)
    }
}

/// Writes the step that takes `a` (after its `player` line).
fn write_step(
    step: &mut String,
    out: &mut String,
    game: &Game,
    a: &Action,
    player: PlayerId,
    effects: &mut BTreeMap<EffectId, String>,
) -> Written {
    match a {
        Action::Move { .. } => write_move(step, game, a),
        Action::MoveMany { objects, to, .. } => {
            let cards: Vec<String> = objects
                .iter()
                .map(|o| format!("{:?}", card(game, *o)))
                .collect();
            let _ = write!(
                step,
                "do = \"move-many\"\ncards = [{}]\nto = {:?}\n",
                cards.join(", "),
                dest_ref(game, to.kind, to.player)
            );
        }
        Action::MoveTop {
            from, count, to, ..
        } => {
            let _ = write!(
                step,
                "do = \"move-top\"\nfrom = {:?}\ncount = {count}\nto = {:?}\n",
                zone_ref(game, *from),
                dest_ref(game, to.kind, to.player)
            );
        }
        Action::Enter { card: c, to, .. } => {
            let _ = write!(
                step,
                "do = \"enter\"\ncard = \"c{}\"\nto = {:?}\n",
                c.0,
                dest_ref(game, to.kind, to.player)
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
                card(game, *object)
            );
        }
        Action::Face { object, facing, .. } => {
            let f = if *facing == Facing::FaceUp {
                "face-up"
            } else {
                "face-down"
            };
            let _ = write!(step, "do = {f:?}\ncard = {:?}\n", card(game, *object));
        }
        Action::Shuffle { zone, forced, .. } => {
            let _ = write!(
                step,
                "do = \"shuffle\"\nzone = {:?}\n",
                zone_ref(game, *zone)
            );
            if let Some(order) = forced {
                let _ = writeln!(step, "order = {order:?}");
            }
        }
        Action::AddEffect {
            body: EffectBody::Exposure { objects, to, kind },
            ..
        } if (*kind == ExposureKind::Reveal && *to == game.state().all_players())
            || (*kind == ExposureKind::Look && *to == PlayerSet::only(player)) =>
        {
            write_expose(step, game, objects, *kind, effects)
        }
        Action::EndEffect { effect } if effects.contains_key(effect) => {
            let _ = write!(step, "do = \"end\"\neffect = {:?}\n", effects[effect]);
        }
        Action::Answer { choice, .. } => write_answer(step, game, *choice, effects),
        _ => return write_process(step, out, game, a),
    }
    Written::Step
}

fn write_move(step: &mut String, game: &Game, a: &Action) {
    let Action::Move {
        object,
        to,
        position,
        facing,
        side,
        cause,
        ..
    } = a
    else {
        return;
    };
    let _ = write!(
        step,
        "do = \"move\"\ncard = {:?}\nto = {:?}\n",
        card(game, *object),
        dest_ref(game, to.kind, to.player)
    );
    if let Some(p) = position {
        let p = match p {
            Position::Top => "top".to_string(),
            Position::Bottom => "bottom".to_string(),
            Position::Index(i) => i.to_string(),
            Position::FromTop(n) => format!("{n} from top"),
            Position::FromBottom(n) => format!("{n} from bottom"),
            Position::Shuffled => "shuffle".to_string(),
        };
        let _ = writeln!(step, "position = {p:?}");
    }
    if let Some(f) = facing {
        let _ = writeln!(
            step,
            "face = {:?}",
            if *f == Facing::FaceUp { "up" } else { "down" }
        );
    }
    if let Some(s) = side {
        let _ = writeln!(step, "side = {s}");
    }
    if let ryoiki_core::Cause::Special(s) = cause {
        let _ = writeln!(step, "cause = {s:?}");
    }
}

/// A reveal or a look, as a named effect (`fx0`, `fx1`, …) a later step may end.
fn write_expose(
    step: &mut String,
    game: &Game,
    objects: &[ObjectId],
    kind: ExposureKind,
    effects: &mut BTreeMap<EffectId, String>,
) {
    let id = format!("fx{}", effects.len());
    effects.insert(game.state().next_effect(), id.clone());
    let cards: Vec<String> = objects
        .iter()
        .map(|o| format!("{:?}", card(game, *o)))
        .collect();
    let what = if kind == ExposureKind::Reveal {
        "reveal"
    } else {
        "look"
    };
    let _ = write!(
        step,
        "do = {what:?}\nid = {id:?}\ncards = [{}]\n",
        cards.join(", ")
    );
}

fn write_answer(
    step: &mut String,
    game: &Game,
    choice: Choice,
    effects: &BTreeMap<EffectId, String>,
) {
    step.push_str("do = \"answer\"\n");
    match (choice, game.pending().map(|d| &d.kind)) {
        (Choice::Object(o), _) => {
            let _ = writeln!(step, "pick = {:?}", card(game, o));
        }
        (Choice::Effect(e), _) => {
            let _ = writeln!(
                step,
                "effect = {:?}",
                effects.get(&e).cloned().unwrap_or_else(|| e.to_string())
            );
        }
        (Choice::Option(i), Some(_))
            if game
                .pending()
                .is_some_and(|d| d.option_labels().len() > i as usize) =>
        {
            let label = game.pending().expect("checked").option_labels()[i as usize]
                .label
                .clone();
            let _ = writeln!(step, "option = {label:?}");
        }
        (Choice::Option(i), _) => {
            let _ = writeln!(step, "option = \"{i}\"");
        }
    }
}

/// A process's action (the rule set's own, or a general process of the core) in its
/// text form; any other action as a comment.
fn write_process(step: &mut String, out: &mut String, game: &Game, a: &Action) -> Written {
    match a {
        Action::Game(g) => {
            let serde_json::Value::Object(mut args) =
                serde_json::to_value(&g.action).unwrap_or_default()
            else {
                let _ = writeln!(out, "# step not expressible: {g:?}\n");
                return Written::Skip;
            };
            let name = args
                .remove("action")
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            write_args(step, out, game, &name, args, &card);
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
                return Written::Skip;
            };
            let name = args
                .remove("action")
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            args.remove("player");
            write_args(step, out, game, &name, args, &card);
        }
        other => {
            let _ = writeln!(
                out,
                "# step not expressible in a scenario file: {other:?}\n"
            );
            return Written::Comment;
        }
    }
    Written::Step
}

/// Writes a process's action in its text form: `do = name`, then `card`, `cards` and
/// `count` as step keys and every other argument in `args`.
fn write_args(
    step: &mut String,
    out: &mut String,
    game: &Game,
    name: &str,
    args: serde_json::Map<String, serde_json::Value>,
    card: &dyn Fn(&Game, ryoiki_core::ObjectId) -> String,
) {
    let object = |v: &serde_json::Value| {
        serde_json::from_value::<ryoiki_core::ObjectId>(v.clone())
            .ok()
            .map(|o| format!("{:?}", card(game, o)))
    };
    let _ = writeln!(step, "do = {name:?}");
    let mut rest = Vec::new();
    for (k, v) in &args {
        let text = match v {
            serde_json::Value::Null => continue,
            serde_json::Value::Array(items) => {
                let names: Option<Vec<String>> = items.iter().map(object).collect();
                names.map(|n| format!("[{}]", n.join(", ")))
            }
            serde_json::Value::Number(n) => Some(n.to_string()),
            serde_json::Value::String(s) => Some(format!("{s:?}")),
            serde_json::Value::Bool(b) => Some(b.to_string()),
            serde_json::Value::Object(_) => object(v),
        };
        match (k.as_str(), text) {
            ("card" | "cards" | "count", Some(t)) => {
                let _ = writeln!(step, "{k} = {t}");
            }
            (_, Some(t)) => rest.push(format!("{k} = {t}")),
            (_, None) => {
                let _ = writeln!(out, "# argument {k} ({v}) is not expressible");
            }
        }
    }
    if !rest.is_empty() {
        let _ = writeln!(step, "args = {{ {} }}", rest.join(", "));
    }
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
