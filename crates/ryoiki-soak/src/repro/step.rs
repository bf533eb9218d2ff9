//! Each action as a readable step of a written scenario: moves, changes to a card or a
//! zone, effects begun and ended, objects made or ended, answers, and the rules' own
//! actions in their text form.

use super::text::{cause_line, dest_ref, numbers, position_ref, zone_ref};
use super::writer::{Own, Writer};
use ryoiki_core::{
    Action, Choice, Destination, EffectBody, EffectId, ExposureKind, Facing, Game, Happening,
    ObjectId, Orientation, PlayerId, PlayerSet, ZoneId,
};
use std::fmt::Write;

/// An action as the run takes it: the game before it, the action, the player who
/// takes it, and the id the next effect begun will have.
#[derive(Clone, Copy)]
pub(super) struct Taken<'a> {
    /// The game before the action.
    pub(super) game: &'a Game,
    /// The action.
    pub(super) action: &'a Action,
    /// Who takes it.
    pub(super) player: PlayerId,
    /// The id of the next effect begun.
    pub(super) next: EffectId,
}

/// What a step is written into: the `[[step]]` table (after its `player` line), and
/// the `[[effect]]` table a `begin` step declares before it.
pub(super) struct StepText {
    /// The step table.
    pub(super) step: String,
    /// The `[[effect]]` table it declares, if any.
    pub(super) declared: String,
}

impl Writer {
    /// Writes the step that takes the action into `out`; `None` when no readable step
    /// form expresses the action exactly.
    pub(super) fn step(&mut self, out: &mut StepText, t: Taken<'_>) -> Option<Own> {
        let (step, game, a) = (&mut out.step, t.game, t.action);
        match a {
            Action::Move { .. } | Action::MoveMany { .. } | Action::Enter { .. } => {
                self.move_step(step, game, a)?;
            }
            Action::MoveAll { .. } | Action::MoveTop { .. } => {
                self.zone_move_step(step, game, a)?;
            }
            Action::Turn { .. }
            | Action::Face { .. }
            | Action::Shuffle { .. }
            | Action::SetLimit { .. } => self.change_step(step, game, a)?,
            Action::AddEffect { .. }
            | Action::AddLasting { .. }
            | Action::EndEffect { .. }
            | Action::Happen { .. } => {
                return self.effect_step(out, t);
            }
            Action::Cease { .. } | Action::CreateToken { .. } | Action::PutAbility { .. } => {
                return self.object_step(step, game, a);
            }
            Action::Answer { choice, .. } => self.answer(step, game, *choice)?,
            Action::Game(_)
            | Action::Attach { .. }
            | Action::Extract { .. }
            | Action::PutBack { .. }
            | Action::ExtractFailed { .. }
            | Action::ChooseRandom { .. }
            | Action::Split { .. } => self.process_step(step, game, a)?,
        }
        Some(Own::default())
    }

    /// A move of named cards: one card (`move`), several (`move-many`), or a card from
    /// outside the game (`enter`).
    fn move_step(&self, step: &mut String, game: &Game, a: &Action) -> Option<()> {
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
            // `step` sends only these moves here.
            _ => return None,
        }
        Some(())
    }

    /// A move of a zone's cards: every card a filter matches (`move-all`), or the top
    /// cards (`move-top`).
    fn zone_move_step(&self, step: &mut String, game: &Game, a: &Action) -> Option<()> {
        match a {
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
            // `step` sends only these moves here.
            _ => return None,
        }
        Some(())
    }

    /// A change to a card or a zone where it stands: a turn, a face, a shuffle, a
    /// zone's limit.
    fn change_step(&self, step: &mut String, game: &Game, a: &Action) -> Option<()> {
        match a {
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
            Action::SetLimit { zone, limit } => {
                let limit = limit.map_or(-1, i64::from);
                let _ = write!(
                    step,
                    "do = \"set-limit\"\nzone = {:?}\nlimit = {limit}\n",
                    zone_ref(game, *zone)?
                );
            }
            // `step` sends only these changes here.
            _ => return None,
        }
        Some(())
    }

    /// An effect begun (a reveal or a look, or a `begin` of an `[[effect]]` table it
    /// declares) or ended, or a happening said.
    fn effect_step(&mut self, out: &mut StepText, t: Taken<'_>) -> Option<Own> {
        let StepText { step, declared } = out;
        let Taken {
            game,
            action: a,
            player,
            next,
        } = t;
        let mut own = Own::default();
        match a {
            Action::AddEffect {
                label,
                controller,
                body,
            } if matches!(**body, EffectBody::Exposure { .. }) => {
                let EffectBody::Exposure { objects, to, kind } = &**body else {
                    return None;
                };
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
                step.push_str(&shown_to(game, *to, *kind, player)?);
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
            // `step` sends only effects and happenings here.
            _ => return None,
        }
        Some(own)
    }

    /// An object made (a token, an ability put into a zone), which the step names by its
    /// `id`, or ended.
    fn object_step(&mut self, step: &mut String, game: &Game, a: &Action) -> Option<Own> {
        let mut own = Own::default();
        match a {
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
            // `step` sends only objects made or ended here.
            _ => return None,
        }
        Some(own)
    }

    /// A process's action, the rule set's own or one of the core's general processes,
    /// in its text form (see [`Writer::args`]).
    fn process_step(&self, step: &mut String, game: &Game, a: &Action) -> Option<()> {
        match a {
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
            // `step` sends only processes' actions here.
            _ => return None,
        }
        Some(())
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
                (_, Value::Bool(b)) => rest.push(format!("{k} = {b}")),
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

/// The `shown_to` line of a reveal or a look shown to other players than its kind's
/// own (a reveal: everyone; a look: its controller), empty for those; `None` when it is
/// shown to no one, which the file cannot say.
fn shown_to(game: &Game, to: PlayerSet, kind: ExposureKind, player: PlayerId) -> Option<String> {
    let default = if kind == ExposureKind::Reveal {
        game.state().all_players()
    } else {
        PlayerSet::only(player)
    };
    if to == default {
        return Some(String::new());
    }
    let seats: Vec<String> = (0..game.state().players().len())
        .map(|p| PlayerId(p as u8))
        .filter(|p| to.contains(*p))
        .map(|p| format!("{:?}", game.player_name(p)))
        .collect();
    if seats.is_empty() {
        return None;
    }
    Some(format!("shown_to = [{}]\n", seats.join(", ")))
}
