//! Turning a soak violation into a small scenario file that reproduces it.
//!
//! [`first_violation`] replays actions on a fresh soak game and reports the first broken
//! invariant; [`shrink`] removes actions while the same kind of violation still occurs
//! (chunks first, then single actions, within a budget of replays); [`to_scenario`]
//! writes the remaining actions as a scenario file whose runner checks (conservation,
//! refused steps, view leaks, and with `seat_messages = true`, which every written file
//! sets, what each player is told) fail the same way under `ryoiki check`.
//!
//! The parts: `replay` (the first violation of a replay), `shrink` (fewer actions, the
//! same violation), and the writing of the file: this module (the header and the
//! `[[card]]` tables), `writer` (the names the file gives), `step` (each action as a
//! step), `effect` (each effect as an `[[effect]]` table) and `text` (zones, positions
//! and numbers as the file writes them).

mod effect;
mod replay;
mod shrink;
mod step;
mod text;
mod writer;

pub use replay::{Messages, first_violation, first_violation_checked, first_violation_from};
pub use shrink::{same_kind, shrink, shrink_from};

use crate::SoakStart;
use ryoiki_core::{Action, Facing, Game, Orientation, Outside, RuleSet, SetupPlace};
use std::fmt::Write;
use step::{StepText, Taken};
use text::{numbers, zone_text};
use writer::{Own, Writer};

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
    let Ok(mut game) = Game::new_with_key(rules, setup.clone(), ryoiki_scenario::SCENARIO_VIEW_KEY)
    else {
        return out;
    };
    for (key, effect) in custom.iter() {
        game.register_effect(key, effect.clone());
    }
    write_cards(&mut out, &game, &setup.cards);
    let mut w = Writer::new(setup.cards.len());
    for a in &all {
        let player = crate::action_player(&game, a);
        let head = format!("[[step]]\nplayer = {:?}\n", game.player_name(player));
        let mut text = StepText {
            step: head.clone(),
            declared: String::new(),
        };
        let next = game.state().next_effect();
        let taken = Taken {
            game: &game,
            action: a,
            player,
            next,
        };
        let own = match w.step(&mut text, taken) {
            Some(own) => own,
            None => {
                text = StepText {
                    step: head,
                    declared: String::new(),
                };
                let json = serde_json::to_string(a).unwrap_or_default();
                let _ = write!(text.step, "do = \"engine-action\"\njson = {json:?}\n");
                Own::default()
            }
        };
        let StepText { mut step, declared } = text;
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
            SetupPlace::Outside(Outside::LeftWithOwner) => "outside:left-with-owner".into(),
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
