//! The game's own processes as game actions: priority and the stack, mana, spells and
//! permanents as far as rule 217 needs them, and Planechase (901): the start, the planar
//! die, planeswalking, players leaving, the planar controller, and the variants.
//!
//! | action | what it does |
//! |---|---|
//! | `start-planechase` | validates planar decks (901.3, 901.15a), then 901.5 (901.14a) |
//! | `roll-planar-die` (`args.face`: planeswalker, chaos, blank) | the special action (901.9) |
//! | `pass-priority`, `pass-all` (`args.face` for effect rolls) | priority; resolves the top of the stack or moves on |
//! | `planeswalk` (`args.player`) | an ability makes a player planeswalk (901.11a) |
//! | `leave-game` (`args.player`) | a player (a team in Two-Headed Giant) leaves (901.6, 901.10 …) |
//! | `add-mana` (`args.amount`, `args.player`) | mana to a pool |
//! | `roll-die` (`args.value`) | an effect rolls a six-sided die (a number) |
//! | `activate-ability` (`card`, `args.index`) | an activated ability (901.7) |
//! | `cast` (`card`) | a card from hand onto the stack |
//! | `modify` (`card`, `args.add_type`, `args.add_ability`) | change a spell's characteristics |
//! | `prevent-damage` (`card`, `args.amount`) | prevent damage from a source |
//! | `deal-damage` (`card`, `args.player`, `args.amount`) | a source deals damage |
//! | `destroy` (`card`, `args.by = [...]`) | destroy a permanent; several effects: its controller chooses (217.1d) |
//! | `attach` (`card`, `args.host`) | an aura enchants a permanent |
//! | `phase-out`, `phase-in` (`card`) | phasing (217.1c exception 5) |
//! | `remove-from-game` (`card`) | remove from the game (217.1f) |
//! | `arrange` (`zone`, `cards`) | the owner arranges a zone (217.1b) |
//!
//! Every action is checked completely in [`check`] before [`apply`] changes anything.

use crate::abilities::{self, Ability, Effect, Trigger};
use crate::deck::{self, is_planar};
use crate::ext::{
    ItemKind, Lasting, Modification, MtgState, Phase, PlaneswalkRecord, Shield, StackItem, Variant,
    in_range, next_in_turn_order, pid, primary, range_of_influence, team, teammates, variant,
};
use crate::single_deck;
use crate::zones::*;
use ryoiki_core::{
    Action, ActionError, Arg, CardId, Cause, Choice, Decision, DecisionKind, Destination, Event,
    EventKind, EventSink, Facing, Game, GameOption, NamedAction, ObjectId, Place, Position,
    Progress, RuleId, Rules, State, ZoneId,
};

/// The names of the actions.
pub const ACTIONS: &[&str] = &[
    "start-planechase",
    "roll-planar-die",
    "pass-priority",
    "pass-all",
    "planeswalk",
    "leave-game",
    "add-mana",
    "roll-die",
    "activate-ability",
    "cast",
    "modify",
    "prevent-damage",
    "deal-damage",
    "destroy",
    "attach",
    "phase-out",
    "phase-in",
    "remove-from-game",
    "arrange",
];

fn forbid(reason: impl Into<String>, rule: &'static str) -> ActionError {
    ActionError::Forbidden {
        reason: reason.into(),
        rule,
    }
}

fn bad(a: &NamedAction, what: &str) -> ActionError {
    ActionError::BadArgument {
        action: a.name.clone(),
        what: what.into(),
    }
}

fn kind_of(st: &State, card: CardId) -> Option<ryoiki_core::ZoneKind> {
    st.zone_of(card).map(|z| z.kind)
}

fn name(st: &State, card: CardId) -> String {
    st.def(card).name().to_string()
}

fn pname(st: &State, p: u8) -> String {
    st.players.get(p as usize).cloned().unwrap_or_default()
}

/// The planar die's faces (901.3a): one planeswalker symbol, one chaos symbol, four blank.
pub const FACES: [&str; 6] = ["planeswalker", "chaos", "blank", "blank", "blank", "blank"];

/// Face-up planes and phenomena, in command-zone order.
pub fn face_up_planar(st: &State) -> Vec<CardId> {
    let zone = ZoneId {
        kind: COMMAND,
        player: None,
    };
    st.zone(zone)
        .map(|z| {
            z.cards
                .iter()
                .copied()
                .filter(|&c| is_planar(st, c) && st.card(c).facing == Facing::FaceUp)
                .collect()
        })
        .unwrap_or_default()
}

/// The planar deck a player uses, bottom first: the face-down planes and phenomena they
/// own in the command zone, or with a single planar deck all of them (901.15c).
pub fn planar_deck(st: &State, p: u8) -> Vec<CardId> {
    let zone = ZoneId {
        kind: COMMAND,
        player: None,
    };
    let single = single_deck(st);
    st.zone(zone)
        .map(|z| {
            z.cards
                .iter()
                .copied()
                .filter(|&c| {
                    is_planar(st, c)
                        && st.card(c).facing == Facing::FaceDown
                        && (single || st.card(c).owner.0 == p)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The owner of a plane or phenomenon: who started with it (901.6), or with a single
/// planar deck the planar controller (901.15b).
pub fn planar_owner(st: &State, ms: &MtgState, card: CardId) -> u8 {
    if single_deck(st) {
        ms.planar_controllers
            .first()
            .copied()
            .unwrap_or(st.card(card).owner.0)
    } else {
        st.card(card).owner.0
    }
}

/// The words face-up planes' static abilities give creatures controlled by `controller`
/// (901.7); in Grand Melee only within the plane controller's range of influence
/// (901.13).
pub fn static_words(st: &State, ms: &MtgState, controller: Option<u8>) -> Vec<String> {
    let mut out = Vec::new();
    let range = range_of_influence(st);
    let gm = variant(st) == Variant::GrandMelee;
    for c in face_up_planar(st) {
        let pc = st.card(c).controller.map(|p| p.0);
        if gm
            && let (Some(r), Some(pc), Some(ctl)) = (range, pc, controller)
            && !in_range(st, pc, ctl, r)
        {
            continue;
        }
        for a in abilities::parse_all(&st.printed_side(c).abilities) {
            if let Ability::Static(w) = a {
                out.push(w);
            }
        }
    }
    let _ = ms;
    out
}

fn active_players(st: &State, ms: &MtgState) -> Vec<u8> {
    teammates(st, ms.active)
        .into_iter()
        .filter(|&p| ms.present(p))
        .collect()
}

fn has_priority(st: &State, ms: &MtgState, p: u8) -> bool {
    ms.priority
        .is_some_and(|h| h == p || team(st, h) == team(st, p))
}

fn object_arg(game: &Game, a: &NamedAction, key: &str) -> Result<ObjectId, ActionError> {
    let o = a
        .object(key)
        .ok_or_else(|| bad(a, &format!("`{key}`: a card")))?;
    game.resolve(o)?;
    Ok(o)
}

fn player_arg(game: &Game, a: &NamedAction) -> Result<u8, ActionError> {
    match a.args.get("player") {
        None => Ok(a.player.0),
        Some(Arg::Player(p)) if p.index() < game.state().players.len() => Ok(p.0),
        Some(_) => Err(bad(a, "`player`: a player of this game")),
    }
}

fn face_arg(a: &NamedAction) -> Result<Option<&'static str>, ActionError> {
    match a.args.get("face") {
        None => Ok(None),
        Some(Arg::Text(t)) => FACES
            .iter()
            .find(|f| **f == t.as_str())
            .map(|f| Some(*f))
            .ok_or_else(|| bad(a, "`face`: planeswalker, chaos or blank")),
        Some(_) => Err(bad(a, "`face`: planeswalker, chaos or blank")),
    }
}

fn require_zone(
    game: &Game,
    o: ObjectId,
    kind: ryoiki_core::ZoneKind,
    what: &str,
) -> Result<(), ActionError> {
    if kind_of(game.state(), o.card) == Some(kind) {
        Ok(())
    } else {
        Err(ActionError::NotInZone {
            object: o,
            place: format!(
                "{} is {}, not {what}",
                o,
                game.place_name(o.card, ryoiki_core::Lang::En)
            ),
        })
    }
}

/// Checks a game action without changing anything.
///
/// # Errors
/// Why the action is refused.
pub fn check(game: &Game, a: &NamedAction) -> Result<(), ActionError> {
    let st = game.state();
    let ms = MtgState::load(st);
    let p = a.player.0;
    if !ms.present(p) && a.name != "pass-all" {
        return Err(forbid(
            format!("{} has left the game", pname(st, p)),
            "mtg-901.10",
        ));
    }
    match a.name.as_str() {
        "start-planechase" => {
            if ms.started {
                return Err(forbid("Planechase has already started", "mtg-901.5"));
            }
            if let Err(e) = deck::validate(st) {
                let rule = e.problems[0].rule(single_deck(st));
                return Err(forbid(e.to_string(), rule));
            }
            Ok(())
        }
        "roll-planar-die" => {
            face_arg(a)?;
            if !ms.started {
                return Err(forbid("Planechase has not started", "mtg-901.5"));
            }
            if !active_players(st, &ms).contains(&p) {
                return Err(forbid(
                    format!("{} is not an active player", pname(st, p)),
                    if variant(st) == Variant::TwoHeadedGiant {
                        "mtg-901.12d"
                    } else {
                        "mtg-901.9"
                    },
                ));
            }
            if !ms.phase.is_main() {
                return Err(forbid("it is not a main phase", "mtg-901.9"));
            }
            if !has_priority(st, &ms, p) {
                return Err(forbid(
                    format!("{} does not have priority", pname(st, p)),
                    "mtg-901.9",
                ));
            }
            if !ms.stack.is_empty() {
                return Err(forbid("the stack is not empty", "mtg-901.9"));
            }
            let cost = ms.rolls[p as usize];
            if ms.mana[p as usize] < cost {
                return Err(forbid(
                    format!(
                        "rolling costs {cost} mana, {} has {}",
                        pname(st, p),
                        ms.mana[p as usize]
                    ),
                    "mtg-901.9",
                ));
            }
            Ok(())
        }
        "pass-priority" => {
            face_arg(a)?;
            if has_priority(st, &ms, p) {
                Ok(())
            } else {
                Err(forbid(
                    format!("{} does not have priority", pname(st, p)),
                    "mtg-901.9",
                ))
            }
        }
        "pass-all" => face_arg(a).map(|_| ()),
        "planeswalk" => {
            let q = player_arg(game, a)?;
            if !ms.started {
                return Err(forbid("Planechase has not started", "mtg-901.11"));
            }
            if !ms.present(q) {
                return Err(forbid("that player has left the game", "mtg-901.11"));
            }
            Ok(())
        }
        "leave-game" => {
            let q = player_arg(game, a)?;
            if !ms.present(q) {
                return Err(forbid("that player has already left", "mtg-901.10"));
            }
            Ok(())
        }
        "add-mana" => {
            player_arg(game, a)?;
            match a.int("amount") {
                Some(n) if n >= 0 => Ok(()),
                _ => Err(bad(a, "`amount`: a number, 0 or more")),
            }
        }
        "roll-die" => match a.args.get("value") {
            None => Ok(()),
            Some(Arg::Int(v)) if (1..=6).contains(v) => Ok(()),
            _ => Err(bad(a, "`value`: 1 to 6")),
        },
        "activate-ability" => {
            let o = object_arg(game, a, "card")?;
            let c = o.card;
            let planar_up = kind_of(st, c) == Some(COMMAND)
                && is_planar(st, c)
                && st.card(c).facing == Facing::FaceUp;
            if !planar_up && kind_of(st, c) != Some(IN_PLAY) {
                return Err(forbid(
                    "only a permanent or a face-up plane or phenomenon has usable abilities",
                    "mtg-901.7",
                ));
            }
            if st.card(c).controller != Some(a.player) {
                return Err(forbid(
                    format!("{} does not control it", pname(st, p)),
                    "mtg-901.7",
                ));
            }
            if !has_priority(st, &ms, p) {
                return Err(forbid("no priority", "mtg-901.7"));
            }
            let idx = a.int("index").unwrap_or(0).max(0) as usize;
            let acts: Vec<(u32, String)> = activated(st, c);
            let Some((cost, _)) = acts.get(idx) else {
                return Err(bad(a, "`index`: one of the card's activated abilities"));
            };
            if ms.mana[p as usize] < *cost {
                return Err(forbid(
                    format!("the ability costs {cost} mana"),
                    "mtg-901.7",
                ));
            }
            Ok(())
        }
        "cast" => {
            let o = object_arg(game, a, "card")?;
            if st.zone_of(o.card)
                != Some(ZoneId {
                    kind: HAND,
                    player: Some(a.player),
                })
            {
                return Err(forbid(
                    "a spell is cast from its caster's hand",
                    "mtg-217.1",
                ));
            }
            if !has_priority(st, &ms, p) {
                return Err(forbid("no priority", "mtg-217.1"));
            }
            Ok(())
        }
        "modify" => {
            let o = object_arg(game, a, "card")?;
            if !matches!(kind_of(st, o.card), Some(STACK) | Some(IN_PLAY)) {
                return Err(forbid(
                    "only spells and permanents are modified here",
                    "mtg-217.1c",
                ));
            }
            if a.text("add_type").is_none() && a.text("add_ability").is_none() {
                return Err(bad(a, "`add_type` or `add_ability`"));
            }
            Ok(())
        }
        "prevent-damage" => {
            object_arg(game, a, "card")?;
            match a.int("amount") {
                Some(n) if n > 0 => Ok(()),
                _ => Err(bad(a, "`amount`: a positive number")),
            }
        }
        "deal-damage" => {
            let o = object_arg(game, a, "card")?;
            require_zone(game, o, IN_PLAY, "in play")?;
            match (a.int("amount"), a.args.get("player")) {
                (Some(n), Some(Arg::Player(_))) if n >= 0 => player_arg(game, a).map(|_| ()),
                _ => Err(bad(a, "`amount` and `player`")),
            }
        }
        "destroy" => {
            let o = object_arg(game, a, "card")?;
            require_zone(game, o, IN_PLAY, "in play")?;
            match a.args.get("by") {
                None | Some(Arg::Text(_)) => Ok(()),
                Some(Arg::List(items)) if items.iter().all(|i| matches!(i, Arg::Text(_))) => Ok(()),
                _ => Err(bad(a, "`by`: names of the destroy effects")),
            }
        }
        "attach" => {
            let o = object_arg(game, a, "card")?;
            let h = object_arg(game, a, "host")?;
            require_zone(game, o, IN_PLAY, "in play")?;
            require_zone(game, h, IN_PLAY, "in play")?;
            if o.card == h.card {
                return Err(bad(a, "`host`: another permanent"));
            }
            Ok(())
        }
        "phase-out" => {
            let o = object_arg(game, a, "card")?;
            require_zone(game, o, IN_PLAY, "in play")
        }
        "phase-in" => {
            let o = object_arg(game, a, "card")?;
            require_zone(game, o, PHASED_OUT, "phased out")
        }
        "remove-from-game" => {
            let o = a.object("card").ok_or_else(|| bad(a, "`card`"))?;
            game.resolve(o)?;
            Ok(())
        }
        "arrange" => {
            let Some(Arg::Zone(z)) = a.args.get("zone") else {
                return Err(bad(a, "`zone`"));
            };
            let order = a.objects("cards").ok_or_else(|| bad(a, "`cards`"))?;
            if matches!(z.kind, LIBRARY | GRAVEYARD | STACK) {
                return Err(forbid(
                    "the order of a library, graveyard or stack changes only by rules or effects",
                    "mtg-217.1b",
                ));
            }
            let Some(zone) = st.zone(*z) else {
                return Err(ActionError::UnknownZone(format!("{z:?}")));
            };
            let mut own: Vec<CardId> = zone
                .cards
                .iter()
                .copied()
                .filter(|&c| st.card(c).owner == a.player)
                .collect();
            if z.player.is_some_and(|zp| zp != a.player) {
                return Err(forbid(
                    "only the owner arranges the objects of a zone",
                    "mtg-217.1b",
                ));
            }
            let mut given: Vec<CardId> = order.iter().map(|o| o.card).collect();
            for o in &order {
                game.resolve(*o)?;
            }
            own.sort();
            given.sort();
            if own != given {
                return Err(forbid(
                    "an owner arranges exactly the objects they own there",
                    "mtg-217.1b",
                ));
            }
            Ok(())
        }
        other => Err(ActionError::UnknownAction {
            game: "mtg",
            name: other.to_string(),
        }),
    }
}

fn activated(st: &State, c: CardId) -> Vec<(u32, String)> {
    abilities::parse_all(&st.printed_side(c).abilities)
        .into_iter()
        .filter_map(|a| match a {
            Ability::Activated(n, e) => Some((n, e)),
            _ => None,
        })
        .collect()
}

/// A running process: the game, the rule set's state, and the sink.
struct Ctx<'a> {
    game: &'a mut Game,
    ms: MtgState,
    sink: &'a mut dyn EventSink,
    /// The face effect-caused planar die rolls show (forced by the action), if any.
    face: Option<&'static str>,
}

impl Ctx<'_> {
    fn st(&self) -> &State {
        self.game.state()
    }

    fn emit(&mut self, label: &str, text: String, objects: Vec<ObjectId>, rules: &[RuleId]) {
        self.sink.emit(Event {
            kind: EventKind::Named {
                name: label.to_string(),
                text,
                objects,
            },
            rules: rules
                .iter()
                .enumerate()
                .filter(|(i, r)| !rules[..*i].contains(r))
                .map(|(_, r)| *r)
                .collect::<Rules>(),
        });
    }

    /// Applies a core action with the rule set's state saved first and reloaded after.
    fn core(&mut self, action: Action) -> Option<Progress> {
        self.ms.store(self.game.state_mut());
        let r = self.game.apply(action, &mut *self.sink).ok();
        self.ms = MtgState::load(self.game.state());
        r
    }

    fn save(&mut self) {
        self.ms.store(self.game.state_mut());
    }

    fn new_item(
        &mut self,
        kind: ItemKind,
        source: Option<ObjectId>,
        controller: u8,
        owner: u8,
        effect: String,
    ) -> StackItem {
        let id = self.ms.next_item;
        self.ms.next_item += 1;
        let name = match source {
            Some(o) => name(self.st(), o.card),
            None => "planeswalking ability".into(),
        };
        StackItem {
            id,
            kind,
            source,
            controller,
            owner,
            effect,
            sees: Vec::new(),
            planes: Vec::new(),
            phenomenon: false,
            planar: false,
            name,
        }
    }

    fn push(&mut self, item: StackItem, rules: &[RuleId]) {
        let text = format!(
            "{} ({}) goes on the stack under {}'s control",
            item.name,
            item.effect,
            pname(self.st(), item.controller)
        );
        let objs = item.source.into_iter().collect();
        self.ms.stack.push(item);
        self.emit("stack", text, objs, rules);
    }
}

/// Carries out a checked game action.
pub fn apply(game: &mut Game, a: NamedAction, sink: &mut dyn EventSink) -> Progress {
    let face = face_arg(&a).ok().flatten();
    let ms = MtgState::load(game.state());
    let mut cx = Ctx {
        game,
        ms,
        sink,
        face,
    };
    let p = a.player.0;
    let mut progress = Progress::Done;
    match a.name.as_str() {
        "start-planechase" => start(&mut cx),
        "roll-planar-die" => {
            let cost = cx.ms.rolls[p as usize];
            cx.ms.mana[p as usize] -= cost;
            cx.ms.rolls[p as usize] += 1;
            let text = format!(
                "{} pays {cost} mana to roll the planar die (roll {} this turn)",
                pname(cx.st(), p),
                cx.ms.rolls[p as usize]
            );
            cx.emit("roll-cost-paid", text, vec![], &["mtg-901.9"]);
            roll_planar(&mut cx, p, face, true);
        }
        "pass-priority" => pass(&mut cx),
        "pass-all" => {
            let n = remaining(cx.st(), &cx.ms);
            for _ in 0..n {
                pass(&mut cx);
                if cx.ms.passes == 0 {
                    break;
                }
            }
        }
        "planeswalk" => {
            let q = player_arg(cx.game, &a).unwrap_or(a.player.0);
            planeswalk(&mut cx, q, &["mtg-901.11a"]);
        }
        "leave-game" => {
            let q = player_arg(cx.game, &a).unwrap_or(a.player.0);
            leave(&mut cx, q);
        }
        "add-mana" => {
            let q = player_arg(cx.game, &a).unwrap_or(a.player.0);
            let n = a.int("amount").unwrap_or(0).max(0) as u32;
            cx.ms.mana[q as usize] += n;
            let text = format!(
                "{} adds {n} mana (pool: {})",
                pname(cx.st(), q),
                cx.ms.mana[q as usize]
            );
            cx.emit("mana-added", text, vec![], &["mtg-901.9"]);
        }
        "roll-die" => {
            let v = match a.args.get("value") {
                Some(Arg::Int(v)) => *v as u32,
                _ => cx.game.state_mut().rng.below(6) as u32 + 1,
            };
            cx.ms.last_number = Some(v);
            let text = format!("{} rolls a six-sided die: {v}", pname(cx.st(), p));
            cx.emit("die-rolled", text, vec![], &["mtg-901.9d"]);
            die_triggers(&mut cx, Some(v));
        }
        "activate-ability" => {
            let o = a.object("card").expect("checked");
            let idx = a.int("index").unwrap_or(0).max(0) as usize;
            let (cost, effect) = activated(cx.st(), o.card)[idx].clone();
            cx.ms.mana[p as usize] -= cost;
            let planar = is_planar(cx.st(), o.card);
            let owner = if planar {
                planar_owner(cx.st(), &cx.ms, o.card)
            } else {
                cx.st().card(o.card).owner.0
            };
            let mut item = cx.new_item(ItemKind::Activated, Some(o), p, owner, effect);
            item.planar = planar;
            cx.push(item, if planar { &["mtg-901.7"] } else { &[] });
            cx.ms.priority = Some(p);
            cx.ms.passes = 0;
        }
        "cast" => {
            let o = a.object("card").expect("checked");
            cx.core(Action::Move {
                player: a.player,
                object: o,
                to: Destination {
                    kind: STACK,
                    player: None,
                },
                position: None,
                facing: None,
                side: None,
                cause: Cause::Special("cast".into()),
            });
            cx.game.state_mut().cards[o.card.index()].controller = Some(a.player);
            let new = cx.st().object(o.card);
            let item = cx.new_item(
                ItemKind::Spell,
                Some(new),
                p,
                cx.st().card(o.card).owner.0,
                "resolve".into(),
            );
            cx.push(item, &["mtg-217.1"]);
            cx.ms.priority = Some(p);
            cx.ms.passes = 0;
        }
        "modify" => {
            let o = a.object("card").expect("checked");
            let m = Modification {
                object: o,
                types: a
                    .text("add_type")
                    .map(|t| vec![t.to_string()])
                    .unwrap_or_default(),
                abilities: a
                    .text("add_ability")
                    .map(|t| vec![t.to_string()])
                    .unwrap_or_default(),
            };
            let text = format!(
                "an effect changes {}: adds {:?} {:?}",
                name(cx.st(), o.card),
                m.types,
                m.abilities
            );
            cx.ms.mods.push(m);
            cx.emit("characteristics-changed", text, vec![o], &["mtg-217.1c"]);
        }
        "prevent-damage" => {
            let o = a.object("card").expect("checked");
            let n = a.int("amount").unwrap_or(0);
            cx.ms.shields.push(Shield {
                source: o,
                amount: n,
            });
            let text = format!(
                "the next {n} damage {} would deal is prevented",
                name(cx.st(), o.card)
            );
            cx.emit("prevention-added", text, vec![o], &["mtg-217.1c"]);
        }
        "deal-damage" => {
            let o = a.object("card").expect("checked");
            let q = player_arg(cx.game, &a).unwrap_or(a.player.0);
            let n = a.int("amount").unwrap_or(0);
            let mut left = n;
            for s in cx.ms.shields.iter_mut().filter(|s| s.source == o) {
                let k = s.amount.min(left);
                s.amount -= k;
                left -= k;
            }
            cx.ms.shields.retain(|s| s.amount > 0);
            cx.ms.life[q as usize] -= left;
            let text = format!(
                "{} deals {left} damage to {} ({} prevented)",
                name(cx.st(), o.card),
                pname(cx.st(), q),
                n - left
            );
            cx.emit("damage-dealt", text, vec![o], &["mtg-217.1c"]);
        }
        "destroy" => {
            let o = a.object("card").expect("checked");
            let by: Vec<String> = match a.args.get("by") {
                Some(Arg::Text(t)) => vec![t.clone()],
                Some(Arg::List(items)) => items
                    .iter()
                    .filter_map(|i| match i {
                        Arg::Text(t) => Some(t.clone()),
                        _ => None,
                    })
                    .collect(),
                _ => vec!["a destroy effect".into()],
            };
            if by.len() > 1 {
                let cs = cx.st().card(o.card);
                let decider = cs.controller.unwrap_or(cs.owner);
                cx.save();
                let d = Decision {
                    decider,
                    kind: DecisionKind::Named {
                        name: "choose-destroy-effect".into(),
                        options: by
                            .iter()
                            .map(|b| GameOption {
                                label: b.clone(),
                                object: Some(o),
                            })
                            .collect(),
                    },
                };
                let text = format!(
                    "{} effects would destroy {} at once; they conflict, so {} chooses which one moves it",
                    by.len(),
                    name(cx.st(), o.card),
                    pname(cx.st(), decider.0)
                );
                cx.emit("conflicting-effects", text, vec![o], &["mtg-217.1d"]);
                return cx.game.wait_for(d, &mut *cx.sink);
            }
            destroy(&mut cx, o, &by[0], &[]);
        }
        "attach" => {
            let o = a.object("card").expect("checked");
            let h = a.object("host").expect("checked");
            cx.game.state_mut().cards[o.card.index()].attached_to = Some(h);
            let text = format!(
                "{} enchants {}",
                name(cx.st(), o.card),
                name(cx.st(), h.card)
            );
            cx.emit("attached", text, vec![o, h], &["mtg-217.1c"]);
        }
        "phase-out" | "phase-in" => {
            let o = a.object("card").expect("checked");
            let to = if a.name == "phase-out" {
                PHASED_OUT
            } else {
                IN_PLAY
            };
            cx.core(Action::Move {
                player: a.player,
                object: o,
                to: Destination {
                    kind: to,
                    player: None,
                },
                position: None,
                facing: None,
                side: None,
                cause: Cause::Special(a.name.clone()),
            });
        }
        "remove-from-game" => {
            let o = a.object("card").expect("checked");
            let outside = match cx.st().card(o.card).place {
                Place::Zone(_) => kind_of(cx.st(), o.card) == Some(REMOVED),
                _ => true,
            };
            if outside {
                let c = &mut cx.game.state_mut().cards[o.card.index()];
                c.generation += 1;
                let new = cx.st().object(o.card);
                let text = format!(
                    "{} is already outside the game: it stays where it is and becomes a new object",
                    name(cx.st(), o.card)
                );
                cx.emit(
                    "new-object",
                    text,
                    vec![o, new],
                    &["mtg-217.1f", "mtg-217.1e"],
                );
            } else {
                cx.core(Action::Move {
                    player: a.player,
                    object: o,
                    to: Destination {
                        kind: REMOVED,
                        player: None,
                    },
                    position: None,
                    facing: None,
                    side: None,
                    cause: Cause::Instruction,
                });
            }
        }
        "arrange" => {
            let Some(Arg::Zone(z)) = a.args.get("zone").cloned() else {
                return Progress::Done;
            };
            let order: Vec<CardId> = a
                .objects("cards")
                .unwrap_or_default()
                .iter()
                .map(|o| o.card)
                .collect();
            let st = cx.game.state_mut();
            if let Some(zi) = st.zone_index(z) {
                let owner = a.player;
                let slots: Vec<usize> = st.zones[zi as usize]
                    .cards
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| st.cards[c.index()].owner == owner)
                    .map(|(i, _)| i)
                    .collect();
                for (slot, card) in slots.into_iter().zip(order.iter()) {
                    st.zones[zi as usize].cards[slot] = *card;
                }
            }
            let text = format!(
                "{} arranges their objects in {}",
                pname(cx.st(), p),
                cx.game.zone_name(z, ryoiki_core::Lang::En)
            );
            cx.emit("arranged", text, vec![], &["mtg-217.1b"]);
        }
        _ => {}
    }
    cx.save();
    if let Some(d) = cx.game.pending() {
        progress = Progress::Waiting(d.clone());
    }
    progress
}

/// Carries out the answer to a decision this rule set asked for.
pub fn answer(
    game: &mut Game,
    decision: Decision,
    choice: Choice,
    sink: &mut dyn EventSink,
) -> Progress {
    let ms = MtgState::load(game.state());
    let mut cx = Ctx {
        game,
        ms,
        sink,
        face: None,
    };
    if let (DecisionKind::Named { name, options }, Choice::Option(i)) = (&decision.kind, choice)
        && name == "choose-destroy-effect"
        && let Some(opt) = options.get(i as usize)
        && let Some(o) = opt.object
    {
        let others: Vec<String> = options
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i as usize)
            .map(|(_, x)| x.label.clone())
            .collect();
        destroy(&mut cx, o, &opt.label, &others);
    } else if let (DecisionKind::Named { name, options }, Choice::Option(i)) =
        (&decision.kind, choice)
        && name == "choose-replacement-how"
        && let Some(opt) = options.get(i as usize)
        && let Some(o) = opt.object
    {
        let owner = cx.st().card(o.card).owner;
        let how = opt.label.rsplit(": ").next().unwrap_or("");
        let (to, position) = match how {
            "library-top" => (LIBRARY, Some(Position::Top)),
            "library-bottom" => (LIBRARY, Some(Position::Bottom)),
            "hand" => (HAND, None),
            "removed-from-game" => (REMOVED, None),
            // Another effect was chosen: the move goes on to the graveyard, where the
            // core's pipeline applies that effect.
            _ => (GRAVEYARD, None),
        };
        let text = format!("{} applies", opt.label);
        cx.emit("replacement-chosen", text, vec![o], &["mtg-217.1d"]);
        let dest = Destination {
            kind: to,
            player: (to != REMOVED).then_some(owner),
        };
        destroy_move(&mut cx, o, dest, position, &[]);
    }
    cx.save();
    match cx.game.pending() {
        Some(d) => Progress::Waiting(d.clone()),
        None => Progress::Done,
    }
}

/// 217.1d, for a destroy: the chosen event moves the object; the owner checks for
/// abilities affecting a move to a public zone; replacement effects apply (the core's
/// pipeline); then the move; then triggers and the state-based check (217.1c).
fn destroy(cx: &mut Ctx, o: ObjectId, by: &str, others: &[String]) {
    let card = o.card;
    let st = cx.st();
    let nm = name(st, card);
    let owner = st.card(card).owner;
    let text = format!("{by} is the event that moves {nm} to its owner's graveyard");
    cx.emit("zone-change-event", text, vec![o], &["mtg-217.1d"]);
    // A graveyard is public: the owner checks for abilities that affect the move.
    let mut affecting: Vec<String> = cx
        .st()
        .effects
        .iter()
        .filter_map(|e| match &e.body {
            ryoiki_core::EffectBody::Replacement { on, .. }
                if on.card.card.is_none_or(|c| c == card)
                    && on.from.is_none_or(|k| k == IN_PLAY)
                    && on.to.is_none_or(|k| k == GRAVEYARD) =>
            {
                Some(e.label.clone())
            }
            _ => None,
        })
        .collect();
    let own_instead: Option<Vec<String>> =
        abilities::parse_all(&cx.st().printed_side(card).abilities)
            .into_iter()
            .find_map(|a| match a {
                Ability::InsteadOfGraveyard(opts) => Some(opts),
                _ => None,
            });
    let others_effects = affecting.clone();
    if own_instead.is_some() {
        affecting.insert(0, format!("{nm}'s own replacement ability"));
    }
    let text = format!(
        "the graveyard is public: {} checks for abilities affecting the move: {}",
        pname(cx.st(), owner.0),
        if affecting.is_empty() {
            "none".to_string()
        } else {
            affecting.join(", ")
        }
    );
    cx.emit("owner-checks", text, vec![o], &["mtg-217.1d"]);
    if let Some(opts) = own_instead {
        // The card's own replacement and any others conflict: the controller (or owner)
        // chooses which applies, and for the card's own, how.
        for other in others {
            let text = format!("{other} does not apply: {by} is the event that moves {nm}");
            cx.emit("not-applied", text, vec![o], &["mtg-217.1d"]);
        }
        let cs = cx.st().card(card);
        let decider = cs.controller.unwrap_or(cs.owner);
        let mut options: Vec<GameOption> = opts
            .iter()
            .map(|w| GameOption {
                label: format!("{nm}: {w}"),
                object: Some(o),
            })
            .collect();
        options.extend(others_effects.into_iter().map(|l| GameOption {
            label: l,
            object: Some(o),
        }));
        let text = format!(
            "{} chooses which replacement applies to {nm}, and how",
            pname(cx.st(), decider.0)
        );
        cx.emit("replacement-conflict", text, vec![o], &["mtg-217.1d"]);
        cx.save();
        let d = Decision {
            decider,
            kind: DecisionKind::Named {
                name: "choose-replacement-how".into(),
                options,
            },
        };
        cx.game.wait_for(d, &mut *cx.sink);
        return;
    }
    destroy_move(
        cx,
        o,
        Destination {
            kind: GRAVEYARD,
            player: Some(owner),
        },
        None,
        others,
    );
}

/// The move of a destroyed permanent, its triggers and the state-based check (217.1c).
fn destroy_move(
    cx: &mut Ctx,
    o: ObjectId,
    to: Destination,
    position: Option<Position>,
    others: &[String],
) {
    let card = o.card;
    let owner = cx.st().card(card).owner;
    let auras: Vec<CardId> = (0..cx.st().cards.len() as u32)
        .map(CardId)
        .filter(|&c| cx.st().card(c).attached_to == Some(o))
        .collect();
    // What follows the move (the replaced effects' fate, 'dies' triggers, the
    // state-based check for auras) is scheduled under it, so it runs when the move is
    // done, even if the move first waits for a replacement choice (217.1d).
    cx.save();
    cx.game.state_mut().agenda.push(ryoiki_core::Task::Named {
        name: AFTER_DESTROY.into(),
        args: [
            ("object".to_string(), Arg::Object(o)),
            (
                "auras".to_string(),
                Arg::List(auras.iter().map(|&c| Arg::Card(c)).collect()),
            ),
            (
                "others".to_string(),
                Arg::List(others.iter().map(|t| Arg::Text(t.clone())).collect()),
            ),
        ]
        .into_iter()
        .collect(),
    });
    cx.core(Action::Move {
        player: owner,
        object: o,
        to,
        position,
        facing: None,
        side: None,
        cause: Cause::Special("destroy".into()),
    });
}

/// The name of the task that finishes a `destroy` once its move is done.
pub const AFTER_DESTROY: &str = "after-destroy";

/// Finishes a `destroy` once its move is done (see `destroy_move`).
pub fn after_destroy(
    game: &mut Game,
    args: &std::collections::BTreeMap<String, Arg>,
    sink: &mut dyn EventSink,
) {
    let Some(Arg::Object(o)) = args.get("object") else {
        return;
    };
    let o = *o;
    let list = |key: &str| match args.get(key) {
        Some(Arg::List(items)) => items.clone(),
        _ => Vec::new(),
    };
    let auras: Vec<CardId> = list("auras")
        .into_iter()
        .filter_map(|a| match a {
            Arg::Card(c) => Some(c),
            _ => None,
        })
        .collect();
    let others: Vec<String> = list("others")
        .into_iter()
        .filter_map(|a| match a {
            Arg::Text(t) => Some(t),
            _ => None,
        })
        .collect();
    let ms = MtgState::load(game.state());
    let mut cx = Ctx {
        game,
        ms,
        sink,
        face: None,
    };
    after_destroy_in(&mut cx, o, &auras, &others);
    cx.save();
}

fn after_destroy_in(cx: &mut Ctx, o: ObjectId, auras: &[CardId], others: &[String]) {
    let card = o.card;
    let nm = name(cx.st(), card);
    let own = abilities::parse_all(&cx.st().printed_side(card).abilities);
    for other in others {
        let text =
            format!("{other} does not apply: {nm} has already become a new object in another zone");
        cx.emit("not-applied", text, vec![o], &["mtg-217.1d", "mtg-217.1c"]);
    }
    let new = cx.st().object(card);
    if new == o {
        return;
    }
    let now = kind_of(cx.st(), card);
    for a in &own {
        if let Ability::Triggered(Trigger::Dies, eff) = a
            && now == Some(GRAVEYARD)
        {
            let ctl = cx.game.state().card(card).owner.0;
            let mut item = cx.new_item(ItemKind::Triggered, Some(new), ctl, ctl, eff.clone());
            item.sees = vec![new];
            cx.push(item, &["mtg-217.1c"]);
        }
    }
    // State-based check: auras attached to nothing go to their owners' graveyards.
    let mut aura_triggers = Vec::new();
    for &aura in auras {
        let ao = cx.st().object(aura);
        let ab = abilities::parse_all(&cx.st().printed_side(aura).abilities);
        let aowner = cx.st().card(aura).owner;
        let ctl = cx.st().card(aura).controller.unwrap_or(aowner).0;
        let text = format!(
            "state-based check: {} enchants nothing and is put into its owner's graveyard",
            name(cx.st(), aura)
        );
        cx.emit("state-based", text, vec![ao], &["mtg-217.1c"]);
        cx.core(Action::Move {
            player: aowner,
            object: ao,
            to: Destination {
                kind: GRAVEYARD,
                player: Some(aowner),
            },
            position: None,
            facing: None,
            side: None,
            cause: Cause::Special("state-based".into()),
        });
        for a in ab {
            if let Ability::Triggered(Trigger::EnchantedLeaves, eff) = a {
                aura_triggers.push((aura, ctl, eff));
            }
        }
    }
    for (aura, ctl, eff) in aura_triggers {
        let an = cx.st().object(aura);
        let mut item = cx.new_item(ItemKind::Triggered, Some(an), ctl, ctl, eff);
        item.sees = vec![new, an];
        cx.push(item, &["mtg-217.1c"]);
    }
}

/// How many players (teams in Two-Headed Giant) still pass priority.
fn remaining(st: &State, ms: &MtgState) -> usize {
    let n = st.players.len() as u8;
    (0..n)
        .filter(|&q| primary(st, q) == q && teammates(st, q).iter().any(|&m| ms.present(m)))
        .count()
}

fn pass(cx: &mut Ctx) {
    let holder = cx.ms.priority.unwrap_or(cx.ms.active);
    cx.ms.passes += 1;
    let text = format!("{} passes priority", pname(cx.st(), holder));
    cx.emit("priority-passed", text, vec![], &["mtg-901.9"]);
    if cx.ms.passes as usize >= remaining(cx.st(), &cx.ms) {
        cx.ms.passes = 0;
        if let Some(top) = cx.ms.stack.pop() {
            resolve(cx, top);
            cx.ms.priority = Some(cx.ms.active);
        } else {
            advance(cx);
        }
    } else {
        let ms = cx.ms.clone();
        let next = next_in_turn_order(cx.st(), primary(cx.st(), holder), &|q| {
            !teammates(cx.game.state(), q).iter().any(|&m| ms.present(m))
        });
        cx.ms.priority = next.or(Some(holder));
    }
}

fn advance(cx: &mut Ctx) {
    for m in cx.ms.mana.iter_mut() {
        *m = 0;
    }
    match cx.ms.phase.next() {
        Some(ph) => {
            cx.ms.phase = ph;
            let text = format!("the game moves to the {ph:?} phase; mana pools empty");
            cx.emit("phase", text, vec![], &["mtg-901.9"]);
        }
        None => {
            let ms = cx.ms.clone();
            let next = next_in_turn_order(cx.st(), cx.ms.active, &|q| {
                !teammates(cx.game.state(), q).iter().any(|&m| ms.present(m))
            })
            .unwrap_or(cx.ms.active);
            begin_turn(cx, next);
        }
    }
    cx.ms.priority = Some(cx.ms.active);
}

fn begin_turn(cx: &mut Ctx, next: u8) {
    cx.ms.turn += 1;
    cx.ms.active = primary(cx.st(), next);
    cx.ms.phase = Phase::Beginning;
    cx.ms.passes = 0;
    for r in cx.ms.rolls.iter_mut() {
        *r = 0;
    }
    let text = format!(
        "turn {} begins: {} is the active player",
        cx.ms.turn,
        pname(cx.st(), cx.ms.active)
    );
    cx.emit("turn", text, vec![], &["mtg-901.6"]);
    if variant(cx.st()) != Variant::GrandMelee {
        set_planar_controller(cx, cx.ms.active);
    }
    cx.ms.priority = Some(cx.ms.active);
}

/// The planar controller becomes `p` (901.6; the active team's primary in Two-Headed
/// Giant, 901.12b); face-up planes and phenomena come under their control.
fn set_planar_controller(cx: &mut Ctx, p: u8) {
    let p = primary(cx.st(), p);
    cx.ms.planar_controllers = vec![p];
    for c in face_up_planar(cx.st()) {
        cx.game.state_mut().cards[c.index()].controller = Some(pid(p));
    }
    let rules: &[RuleId] = if variant(cx.st()) == Variant::TwoHeadedGiant {
        &["mtg-901.12b", "mtg-901.6"]
    } else {
        &["mtg-901.6"]
    };
    let text = format!("{} is the planar controller", pname(cx.st(), p));
    cx.emit("planar-controller", text, vec![], rules);
}

fn resolve(cx: &mut Ctx, item: StackItem) {
    let text = format!("{} resolves", item.name);
    let cites = item_rules(&item);
    cx.emit("resolves", text, item.source.into_iter().collect(), &cites);
    match item.kind {
        ItemKind::Spell => {
            let Some(o) = item.source else { return };
            if cx.game.resolve(o).is_err() {
                return;
            }
            let side = cx.st().printed_side(o.card).clone();
            let permanent = [
                "artifact",
                "creature",
                "enchantment",
                "planeswalker",
                "land",
            ]
            .iter()
            .any(|t| side.has_type(t));
            let to = if permanent { IN_PLAY } else { GRAVEYARD };
            let owner = cx.st().card(o.card).owner;
            cx.core(Action::Move {
                player: pid(item.controller),
                object: o,
                to: Destination {
                    kind: to,
                    player: (to == GRAVEYARD).then_some(owner),
                },
                position: None,
                facing: None,
                side: None,
                cause: Cause::Special("resolve".into()),
            });
            let new = cx.st().object(o.card);
            if permanent && kind_of(cx.st(), o.card) == Some(IN_PLAY) {
                let mut carried = false;
                for m in cx.ms.mods.iter_mut().filter(|m| m.object == o) {
                    m.object = new;
                    carried = true;
                }
                if carried {
                    let text = format!(
                        "the changes made to the spell {} keep applying to the permanent",
                        name(cx.st(), o.card)
                    );
                    cx.emit("carried-over", text, vec![new], &["mtg-217.1c"]);
                }
                let mut shielded = false;
                for s in cx.ms.shields.iter_mut().filter(|s| s.source == o) {
                    s.source = new;
                    shielded = true;
                }
                if shielded {
                    let text = format!(
                        "prevention of damage from the spell {} applies to the permanent",
                        name(cx.st(), o.card)
                    );
                    cx.emit("carried-over", text, vec![new], &["mtg-217.1c"]);
                }
            }
        }
        ItemKind::Planeswalking => {
            planeswalk(cx, item.controller, &["mtg-901.8", "mtg-901.11a"]);
        }
        _ => {
            run_effect(cx, &item);
            if item.phenomenon {
                let text = format!(
                    "{}'s triggered ability has left the stack: {} planeswalks",
                    item.name,
                    pname(cx.st(), item.controller)
                );
                cx.emit("phenomenon-done", text, vec![], &["mtg-901.11a"]);
                planeswalk(cx, item.controller, &["mtg-901.11a"]);
            }
        }
    }
}

fn run_effect(cx: &mut Ctx, item: &StackItem) {
    let ctl = item.controller;
    match abilities::effect(&item.effect) {
        Effect::YouGainLife(n) => {
            let two = variant(cx.st()) == Variant::TwoHeadedGiant;
            let (who, rules): (Vec<u8>, &[RuleId]) = if item.planar && two {
                (teammates(cx.st(), ctl), &["mtg-901.12c"])
            } else {
                (vec![ctl], &[])
            };
            let rules = if rules.is_empty() {
                item_rules(item)
            } else {
                rules.to_vec()
            };
            gain(cx, &who, n, &rules);
        }
        Effect::EachPlayerGainLife(n) => {
            let gm = variant(cx.st()) == Variant::GrandMelee;
            let range = range_of_influence(cx.st());
            let present: Vec<u8> = (0..cx.st().players.len() as u8)
                .filter(|&q| cx.ms.present(q))
                .collect();
            let (who, rules): (Vec<u8>, &[RuleId]) = match range {
                Some(_) if item.planar && !gm => (present, &["mtg-901.13"]),
                Some(r) => (
                    present
                        .into_iter()
                        .filter(|&q| in_range(cx.st(), ctl, q, r))
                        .collect(),
                    if gm { &["mtg-901.13"] } else { &[] },
                ),
                None => (present, &[]),
            };
            let rules = if rules.is_empty() {
                item_rules(item)
            } else {
                rules.to_vec()
            };
            gain(cx, &who, n, &rules);
        }
        Effect::AddMana(n) => {
            cx.ms.mana[ctl as usize] += n;
            let text = format!("{} adds {n} mana", pname(cx.st(), ctl));
            cx.emit("mana-added", text, vec![], &item_rules(item));
        }
        Effect::UntilPlaneswalk(w) => {
            cx.ms.until_planeswalk.push(Lasting {
                player: ctl,
                word: w.clone(),
            });
            let text = format!(
                "{}'s creatures have {w} until {} planeswalks",
                pname(cx.st(), ctl),
                pname(cx.st(), ctl)
            );
            cx.emit("lasting-effect", text, vec![], &["mtg-901.11"]);
        }
        Effect::RollPlanarDie => {
            let face = cx.face;
            roll_planar(cx, ctl, face, false);
        }
        Effect::Planeswalk => planeswalk(cx, ctl, &["mtg-901.11a"]),
        Effect::PlaneswalkTwo => planeswalk_to(cx, ctl, &["mtg-901.11a"], 2, Vec::new()),
        Effect::ReturnToHand => {
            for o in item.sees.clone() {
                if cx.game.resolve(o).is_err() {
                    let text = format!("{} cannot be found: it is no longer that object", o);
                    cx.emit("not-found", text, vec![o], &["mtg-217.1c"]);
                    continue;
                }
                let owner = cx.st().card(o.card).owner;
                cx.core(Action::Move {
                    player: owner,
                    object: o,
                    to: Destination {
                        kind: HAND,
                        player: Some(owner),
                    },
                    position: None,
                    facing: None,
                    side: None,
                    cause: Cause::Instruction,
                });
            }
        }
        Effect::Nothing => {}
    }
}

/// The rules a stack entry's resolution cites: those it was put on the stack under.
fn item_rules(item: &StackItem) -> Vec<RuleId> {
    let mut out: Vec<RuleId> = match item.kind {
        ItemKind::Spell => vec!["mtg-217.1"],
        ItemKind::Planeswalking => vec!["mtg-901.8"],
        ItemKind::Chaos => vec!["mtg-901.9b", "mtg-901.7"],
        ItemKind::Triggered | ItemKind::Activated if item.planar => vec!["mtg-901.7"],
        ItemKind::Triggered if !item.sees.is_empty() => vec!["mtg-217.1c"],
        ItemKind::Triggered => vec!["mtg-901.9d"],
        ItemKind::Activated => vec!["mtg-901.13"],
    };
    if item.phenomenon {
        out.push("mtg-901.11a");
    }
    out
}

fn gain(cx: &mut Ctx, who: &[u8], n: i64, rules: &[RuleId]) {
    for &q in who {
        cx.ms.life[q as usize] += n;
    }
    let names: Vec<String> = who.iter().map(|&q| pname(cx.st(), q)).collect();
    let text = format!(
        "{} gain{} {n} life",
        names.join(" and "),
        if who.len() == 1 { "s" } else { "" }
    );
    cx.emit("life-gained", text, vec![], rules);
}

/// Triggered abilities of permanents and face-up planar cards.
fn sources(cx: &Ctx) -> Vec<(CardId, u8, Vec<Ability>, bool)> {
    let st = cx.st();
    let mut out = Vec::new();
    for (i, _) in st.cards.iter().enumerate() {
        let c = CardId(i as u32);
        let planar_up = kind_of(st, c) == Some(COMMAND)
            && is_planar(st, c)
            && st.card(c).facing == Facing::FaceUp;
        if kind_of(st, c) != Some(IN_PLAY) && !planar_up {
            continue;
        }
        let Some(ctl) = st.card(c).controller else {
            continue;
        };
        out.push((
            c,
            ctl.0,
            abilities::parse_all(&st.printed_side(c).abilities),
            planar_up,
        ));
    }
    out
}

/// 'Whenever a player rolls a die' triggers; numeric ones only for a number (901.9d).
fn die_triggers(cx: &mut Ctx, number: Option<u32>) {
    for (c, ctl, abs, planar) in sources(cx) {
        for a in abs {
            let Ability::Triggered(t, eff) = a else {
                continue;
            };
            let fires = match (t, number) {
                (Trigger::RollDie, _) => true,
                (Trigger::RollAtLeast(n), Some(v)) => v >= n,
                (Trigger::RollAtLeast(_), None) => {
                    let text = format!(
                        "{}'s ability reads a die result as a number, so it ignores the planar die roll",
                        name(cx.st(), c)
                    );
                    cx.emit("ignored-roll", text, vec![], &["mtg-901.9d"]);
                    false
                }
                _ => false,
            };
            if fires {
                let o = cx.st().object(c);
                let owner = if planar {
                    planar_owner(cx.st(), &cx.ms, c)
                } else {
                    cx.st().card(c).owner.0
                };
                let mut item = cx.new_item(ItemKind::Triggered, Some(o), ctl, owner, eff);
                item.planar = planar;
                let rules: &[RuleId] = if number.is_none() {
                    &["mtg-901.9d"]
                } else {
                    &[]
                };
                cx.push(item, rules);
            }
        }
    }
}

/// Rolls the planar die (901.9a–d); `special` when it is the special action.
fn roll_planar(cx: &mut Ctx, roller: u8, forced: Option<&'static str>, special: bool) {
    let face = match forced {
        Some(f) => f,
        None => FACES[cx.game.state_mut().rng.below(6) as usize],
    };
    cx.ms.last_face = Some(face.to_string());
    let how = if special {
        "as a special action"
    } else {
        "because an effect says so (not counted for the cost)"
    };
    let text = format!(
        "{} rolls the planar die {how}: {face}",
        pname(cx.st(), roller)
    );
    let rules: &[RuleId] = if special {
        &["mtg-901.9", "mtg-901.3a"]
    } else {
        &["mtg-901.3a"]
    };
    cx.emit("planar-die-rolled", text, vec![], rules);
    die_triggers(cx, None);
    match face {
        "chaos" => {
            cx.emit(
                "chaos",
                "chaos ensues: chaos abilities trigger".into(),
                vec![],
                &["mtg-901.9b"],
            );
            // 'Whenever you roll chaos': the roller's face-up planes (with their team,
            // 901.12c, in Two-Headed Giant).
            for c in face_up_planar(cx.st()) {
                let Some(ctl) = cx.st().card(c).controller else {
                    continue;
                };
                if team(cx.st(), ctl.0) != team(cx.st(), roller) {
                    continue;
                }
                for a in abilities::parse_all(&cx.st().printed_side(c).abilities) {
                    if let Ability::Chaos(eff) = a {
                        let o = cx.st().object(c);
                        let owner = planar_owner(cx.st(), &cx.ms, c);
                        let mut item = cx.new_item(ItemKind::Chaos, Some(o), ctl.0, owner, eff);
                        item.planar = true;
                        cx.push(item, &["mtg-901.9b", "mtg-901.7"]);
                    }
                }
            }
        }
        "planeswalker" => {
            let mut item = cx.new_item(
                ItemKind::Planeswalking,
                None,
                roller,
                roller,
                "planeswalk".into(),
            );
            item.planes = face_up_planar(cx.st())
                .into_iter()
                .map(|c| cx.st().object(c))
                .collect();
            cx.push(item, &["mtg-901.9c", "mtg-901.8"]);
        }
        _ => cx.emit("blank", "nothing happens".into(), vec![], &["mtg-901.9a"]),
    }
    cx.ms.priority = Some(cx.ms.active);
    cx.ms.passes = 0;
    let text = format!("{} receives priority", pname(cx.st(), cx.ms.active));
    let rule: &[RuleId] = match face {
        "chaos" => &["mtg-901.9b"],
        "planeswalker" => &["mtg-901.9c"],
        _ => &["mtg-901.9a"],
    };
    cx.emit("priority", text, vec![], rule);
}

fn face(cx: &mut Ctx, c: CardId, facing: Facing) {
    let o = cx.st().object(c);
    cx.core(Action::Face {
        player: cx.st().card(c).owner,
        object: o,
        facing,
    });
}

fn to_bottom(cx: &mut Ctx, c: CardId) {
    let o = cx.st().object(c);
    cx.core(Action::Move {
        player: cx.st().card(c).owner,
        object: o,
        to: Destination {
            kind: COMMAND,
            player: None,
        },
        position: Some(Position::Bottom),
        facing: Some(Facing::FaceDown),
        side: None,
        cause: Cause::Instruction,
    });
    cx.game.state_mut().cards[c.index()].controller = None;
}

/// 901.5 (901.14a in Grand Melee): each starting player turns over planar cards until a
/// plane is face up; phenomena go to the bottom; nothing triggers.
fn start(cx: &mut Ctx) {
    let starters: Vec<u8> = if variant(cx.st()) == Variant::GrandMelee {
        cx.ms.markers.clone()
    } else {
        vec![cx.ms.active]
    };
    let gm = variant(cx.st()) == Variant::GrandMelee;
    for s in starters.clone() {
        let tries = planar_deck(cx.st(), s).len();
        for _ in 0..tries {
            let Some(&top) = planar_deck(cx.st(), s).last() else {
                break;
            };
            face(cx, top, Facing::FaceUp);
            if cx.st().def(top).sides[0].has_type("phenomenon") {
                let text = format!(
                    "{} is a phenomenon: it goes to the bottom of the planar deck; its abilities do not trigger",
                    name(cx.st(), top)
                );
                cx.emit("start-phenomenon", text, vec![], &["mtg-901.5"]);
                face(cx, top, Facing::FaceDown);
                to_bottom(cx, top);
                continue;
            }
            cx.game.state_mut().cards[top.index()].controller = Some(pid(s));
            let o = cx.st().object(top);
            let text = format!(
                "{} is {}'s starting plane",
                name(cx.st(), top),
                pname(cx.st(), s)
            );
            let rules: &[RuleId] = if gm {
                &["mtg-901.14a", "mtg-901.5", "mtg-901.4"]
            } else {
                &["mtg-901.5", "mtg-901.4"]
            };
            cx.emit("starting-plane", text, vec![o], rules);
            break;
        }
    }
    cx.ms.started = true;
    if gm {
        cx.ms.planar_controllers = starters;
        let text = format!(
            "the planar controllers are {}",
            cx.ms
                .planar_controllers
                .iter()
                .map(|&p| pname(cx.st(), p))
                .collect::<Vec<_>>()
                .join(", ")
        );
        cx.emit("planar-controller", text, vec![], &["mtg-901.14a"]);
    } else {
        let a = cx.ms.active;
        set_planar_controller(cx, a);
    }
}

/// A player planeswalks (901.11): the face-up planes and phenomena they control go face
/// down (new objects, 901.7a) to the bottom of their owners' planar decks, the top card
/// of their planar deck turns face up, effects lasting until they planeswalk end, and
/// planeswalk triggers trigger.
fn planeswalk(cx: &mut Ctx, p: u8, why: &[RuleId]) {
    planeswalk_to(cx, p, why, 1, Vec::new());
}

/// Planeswalks to the top `count` cards of the planar deck (an ability may say two).
fn planeswalk_to(cx: &mut Ctx, p: u8, why: &[RuleId], count: usize, gone: Vec<String>) {
    let gm = variant(cx.st()) == Variant::GrandMelee;
    // Face-up planar cards are controlled by the planar controller (901.6), in Grand
    // Melee by the planar controller who planeswalks (901.14).
    let ctl = if gm {
        p
    } else {
        cx.ms.planar_controllers.first().copied().unwrap_or(p)
    };
    let from: Vec<CardId> = face_up_planar(cx.st())
        .into_iter()
        .filter(|&c| !gm || cx.st().card(c).controller == Some(pid(p)))
        .collect();
    // Planes and phenomena that left the game are planeswalked away from too (901.11b).
    let mut from_names: Vec<String> = gone;
    let mut from_triggers = Vec::new();
    for &c in &from {
        from_names.push(name(cx.st(), c));
        let o = cx.st().object(c);
        let owner = planar_owner(cx.st(), &cx.ms, c);
        for a in abilities::parse_all(&cx.st().printed_side(c).abilities) {
            if let Ability::Triggered(Trigger::PlaneswalkFrom, eff) = a {
                from_triggers.push((o, owner, eff));
            }
        }
    }
    for &c in &from {
        face(cx, c, Facing::FaceDown);
        to_bottom(cx, c);
    }
    let mut to_names = Vec::new();
    let mut to_triggers = Vec::new();
    for _ in 0..count {
        let Some(&top) = planar_deck(cx.st(), p).last() else {
            break;
        };
        face(cx, top, Facing::FaceUp);
        cx.game.state_mut().cards[top.index()].controller = Some(pid(ctl));
        to_names.push(name(cx.st(), top));
        let o = cx.st().object(top);
        let phen = cx.st().def(top).sides[0].has_type("phenomenon");
        let owner = planar_owner(cx.st(), &cx.ms, top);
        for a in abilities::parse_all(&cx.st().printed_side(top).abilities) {
            match a {
                Ability::Triggered(Trigger::Encounter, eff) if phen => {
                    to_triggers.push((o, owner, eff, true))
                }
                Ability::Triggered(Trigger::PlaneswalkTo, eff) if !phen => {
                    to_triggers.push((o, owner, eff, false))
                }
                _ => {}
            }
        }
    }
    let mut rules: Vec<RuleId> = why.to_vec();
    rules.extend_from_slice(&["mtg-901.11", "mtg-901.11b"]);
    if from.len() > 1 {
        rules.push("mtg-901.11c");
    }
    let text = format!(
        "{} planeswalks from [{}] to [{}]",
        pname(cx.st(), p),
        from_names.join(", "),
        to_names.join(", ")
    );
    let count = cx.ms.last_planeswalk.as_ref().map(|r| r.count).unwrap_or(0) + 1;
    cx.ms.last_planeswalk = Some(PlaneswalkRecord {
        player: pname(cx.st(), p),
        to: to_names,
        from: from_names,
        count,
    });
    cx.emit("planeswalked", text, vec![], &rules);
    let before = cx.ms.until_planeswalk.len();
    cx.ms.until_planeswalk.retain(|l| l.player != p);
    if cx.ms.until_planeswalk.len() != before {
        let text = format!(
            "effects lasting until {} planeswalks end",
            pname(cx.st(), p)
        );
        cx.emit("lasting-effect-ended", text, vec![], &["mtg-901.11"]);
    }
    for (o, owner, eff) in from_triggers {
        let mut item = cx.new_item(ItemKind::Triggered, Some(o), ctl, owner, eff);
        item.planar = true;
        cx.push(item, &["mtg-901.11", "mtg-901.11b"]);
    }
    for (o, owner, eff, phen) in to_triggers {
        let mut item = cx.new_item(ItemKind::Triggered, Some(o), ctl, owner, eff);
        item.planar = true;
        item.phenomenon = phen;
        cx.push(item, &["mtg-901.11", "mtg-901.7"]);
    }
}

/// A player (a team in Two-Headed Giant) leaves the game: 901.6 / 901.12b succession,
/// 901.14b in Grand Melee, 901.10 with 901.10a–b, and 901.15b with a single deck.
fn leave(cx: &mut Ctx, q: u8) {
    let two = variant(cx.st()) == Variant::TwoHeadedGiant;
    let gm = variant(cx.st()) == Variant::GrandMelee;
    let leaving: Vec<u8> = if two { teammates(cx.st(), q) } else { vec![q] };
    let gone = |x: u8, ms: &MtgState| leaving.contains(&x) || !ms.present(x);
    // Planar controller succession first (901.6, 901.12b) or its end (901.14b).
    if gm {
        for &l in &leaving {
            if cx.ms.markers.contains(&l) {
                cx.ms.markers.retain(|&m| m != l);
                cx.ms.planar_controllers.retain(|&m| m != l);
                let text = format!(
                    "{} stops being a planar controller; nobody takes over",
                    pname(cx.st(), l)
                );
                cx.emit("planar-controller", text, vec![], &["mtg-901.14b"]);
                for c in face_up_planar(cx.st()) {
                    if cx.st().card(c).controller == Some(pid(l)) {
                        let text = format!(
                            "{} goes to the bottom of its owner's planar deck; this is not planeswalking",
                            name(cx.st(), c)
                        );
                        cx.emit("bottomed", text, vec![], &["mtg-901.14b"]);
                        face(cx, c, Facing::FaceDown);
                        to_bottom(cx, c);
                    }
                }
            }
        }
    } else if cx
        .ms
        .planar_controllers
        .iter()
        .any(|&pc| leaving.contains(&pc))
    {
        let pc = cx.ms.planar_controllers[0];
        let ms = cx.ms.clone();
        if let Some(next) = next_in_turn_order(cx.st(), pc, &|x| gone(x, &ms)) {
            set_planar_controller(cx, next);
        }
    }
    for &l in &leaving {
        cx.ms.left[l as usize] = true;
    }
    let names: Vec<String> = leaving.iter().map(|&l| pname(cx.st(), l)).collect();
    // Everything they own leaves (901.10); with a single planar deck the planar cards are
    // the planar controller's (901.15b), so they stay.
    let single = single_deck(cx.st());
    let mut left_planar_up = Vec::new();
    let mut left_objects = Vec::new();
    for i in 0..cx.st().cards.len() {
        let c = CardId(i as u32);
        let planar = kind_of(cx.st(), c) == Some(COMMAND) && is_planar(cx.st(), c);
        let owner = if planar {
            planar_owner(cx.st(), &cx.ms, c)
        } else {
            cx.st().card(c).owner.0
        };
        if !leaving.contains(&owner) {
            continue;
        }
        if planar && single {
            continue;
        }
        if matches!(cx.st().card(c).place, Place::Outside(_)) {
            continue;
        }
        if planar && cx.st().card(c).facing == Facing::FaceUp {
            left_planar_up.push((c, cx.st().card(c).controller));
        }
        left_objects.push(cx.st().object(c));
        let st = cx.game.state_mut();
        if let Place::Zone(z) = st.cards[i].place {
            st.zones[z as usize].cards.retain(|&x| x != c);
        }
        let cs = &mut st.cards[i];
        cs.place = Place::Outside(ryoiki_core::Outside::Collection);
        cs.generation += 1;
        cs.controller = None;
        cs.attached_to = None;
    }
    let text = format!(
        "{} leave{} the game with every object they own",
        names.join(" and "),
        if leaving.len() == 1 { "s" } else { "" }
    );
    let rules: &[RuleId] = if single {
        &["mtg-901.10", "mtg-901.15b"]
    } else {
        &["mtg-901.10"]
    };
    cx.emit("left-game", text, left_objects.clone(), rules);
    if single {
        let pc = cx.ms.planar_controllers.first().copied().unwrap_or(0);
        let text = format!(
            "the single planar deck and its face-up cards stay: {} owns them as planar controller",
            pname(cx.st(), pc)
        );
        cx.emit(
            "planar-cards-stay",
            text,
            vec![],
            &["mtg-901.15b", "mtg-901.10"],
        );
    }
    // The stack: abilities from phenomena stay under the new planar controller (901.10b);
    // a planeswalking ability whose plane left ceases to exist (901.10a); other objects
    // of the leaving players leave.
    let pc = cx.ms.planar_controllers.first().copied();
    let mut kept = Vec::new();
    for mut item in std::mem::take(&mut cx.ms.stack) {
        if item.kind == ItemKind::Planeswalking
            && item.planes.iter().any(|o| left_objects.contains(o))
        {
            cx.emit(
                "ability-ceased",
                "the planeswalking ability's plane left the game: the ability ceases to exist"
                    .into(),
                vec![],
                &["mtg-901.10a"],
            );
            continue;
        }
        if item.phenomenon && leaving.contains(&item.owner) {
            if let Some(pc) = pc {
                item.controller = pc;
                let text = format!(
                    "{}'s ability stays on the stack under {}'s control",
                    item.name,
                    pname(cx.st(), pc)
                );
                cx.emit("ability-stays", text, vec![], &["mtg-901.10b"]);
            }
            kept.push(item);
            continue;
        }
        let spell_gone =
            item.kind == ItemKind::Spell && item.source.is_some_and(|o| left_objects.contains(&o));
        if spell_gone || leaving.contains(&item.controller) {
            continue;
        }
        kept.push(item);
    }
    cx.ms.stack = kept;
    // 901.10: a face-up plane or phenomenon left: the planar controller planeswalks now.
    // One planeswalk per planar controller whose face-up cards left.
    let mut walks: Vec<(u8, Vec<String>)> = Vec::new();
    for (c, ctl) in left_planar_up {
        let walker = if gm {
            ctl.map(|p| p.0)
                .filter(|p| cx.ms.planar_controllers.contains(p))
        } else {
            cx.ms.planar_controllers.first().copied()
        };
        if let Some(w) = walker {
            let nm = name(cx.st(), c);
            match walks.iter_mut().find(|(x, _)| *x == w) {
                Some((_, names)) => names.push(nm),
                None => walks.push((w, vec![nm])),
            }
        }
    }
    for (w, gone) in walks {
        let text = format!(
            "a face-up plane left the game: {} planeswalks at once (not a state-based action)",
            pname(cx.st(), w)
        );
        cx.emit("leave-planeswalk", text, vec![], &["mtg-901.10"]);
        planeswalk_to(cx, w, &["mtg-901.10", "mtg-901.11a"], 1, gone);
    }
    // The turn goes on (without an active player if the active player left); priority
    // passes on from a player who left.
    if let Some(h) = cx.ms.priority.filter(|h| leaving.contains(h)) {
        let ms = cx.ms.clone();
        cx.ms.priority = next_in_turn_order(cx.st(), h, &|x| !ms.present(x));
        cx.ms.passes = 0;
    }
}
