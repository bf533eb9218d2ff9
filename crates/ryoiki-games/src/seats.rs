//! Playing through seats, and the hidden-information check of what a seat is sent.
//!
//! [`pick_seat_action`] is the random client the CLI's bot, the property tests and the
//! soak share: it acts only through [`Game::seat_actions`]. [`MessageCheck`] searches
//! any message sent to a player (its per-player events, its legal actions, a protocol
//! line) for a hidden identity: the name or ability text of a card the player may not
//! see (unless a card it may see shares it), its types (in a `types` list) or numbers
//! (in a `numbers` map) where no card it may see has them, an engine id (`c3#1`, a
//! `generation`), or a handle the player's view does not list.
//!
//! Knowledge once given is not taken back ([`SeatMessages`]): what a step's events
//! tell a player is judged against what it may see after the step *and* everything it
//! was allowed to see before (a plane that was face up until this planeswalk, a card
//! revealed before it was shuffled away), and the handles its view listed just before
//! the step (the card that has just left). A fresh [`MessageCheck`] knows no history and
//! is stricter.

use crate::words::say;
use ryoiki_core::{CardId, Game, Handle, Outside, Phrase, Place, PlayerId, SeatAction};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// The values one player was allowed to see earlier in a game: names and ability
/// texts, types, numbers, and the handles its view listed before the last step.
#[derive(Clone, Debug, Default)]
pub struct Known {
    texts: BTreeSet<String>,
    types: BTreeSet<String>,
    numbers: BTreeSet<(String, i64)>,
    handles: BTreeSet<Handle>,
}

/// The message check of a whole game, step by step, with each player's history
/// ([`Known`]): use one per game, made before the first step, and call
/// [`SeatMessages::step`] after every step. The spectator's history (what every player
/// may know, step by step) is kept only by [`SeatMessages::learn_spectator`].
#[derive(Clone, Debug, Default)]
pub struct SeatMessages {
    known: Vec<Known>,
    spectator: Known,
}

impl SeatMessages {
    /// The check for a game as it is now: what each player may see before any step.
    pub fn new(game: &Game) -> SeatMessages {
        let mut s = SeatMessages::default();
        s.learn(game);
        s
    }

    /// The check of any message to `viewer` now (a protocol line, say), knowing what it
    /// was allowed to see before.
    pub fn check<'g>(&'g self, game: &'g Game, viewer: PlayerId) -> MessageCheck<'g> {
        let check = MessageCheck::new(game, viewer);
        if viewer == PlayerId::SPECTATOR {
            return check.knowing(&self.spectator);
        }
        match self.known.get(usize::from(viewer.0)) {
            Some(k) => check.knowing(k),
            None => check,
        }
    }

    /// Adds what each player may see now to what it has been allowed to see.
    pub fn learn(&mut self, game: &Game) {
        let n = game.state().players().len();
        self.known.resize_with(n, Known::default);
        for (p, known) in self.known.iter_mut().enumerate() {
            let check = MessageCheck::new(game, PlayerId(p as u8));
            let learned = check.learned(known);
            known.absorb(learned);
        }
    }

    /// Adds what the spectator ([`PlayerId::SPECTATOR`]) may be told now (what every
    /// player may know) to its history, which [`SeatMessages::check`] uses for it. A
    /// table's audit calls it after every action, with [`SeatMessages::learn`]; the soak
    /// has no spectator and does not.
    pub fn learn_spectator(&mut self, game: &Game) {
        let check = MessageCheck::new(game, PlayerId::SPECTATOR);
        let learned = check.learned(&self.spectator);
        self.spectator.absorb(learned);
    }

    /// What the soak checks after every step: every player's per-player events of the
    /// step, and the seat actions now listed for `actor` (the seat that acted, which is
    /// the one most likely to have been handed something new), or for every player
    /// when `every_seat`; judged against what each player may see now and was allowed
    /// to see before. Then it learns what each may see now.
    pub fn step(
        &mut self,
        game: &Game,
        events: &[ryoiki_core::Event],
        actor: PlayerId,
        every_seat: bool,
    ) -> Vec<String> {
        english(self.step_words(game, events, actor, every_seat))
    }

    /// [`SeatMessages::step`]'s problems as words, to be shown in any language.
    pub fn step_words(
        &mut self,
        game: &Game,
        events: &[ryoiki_core::Event],
        actor: PlayerId,
        every_seat: bool,
    ) -> Vec<Phrase> {
        let n = game.state().players().len();
        self.known.resize_with(n, Known::default);
        let mut out = Vec::new();
        for (p, known) in self.known.iter_mut().enumerate() {
            let viewer = PlayerId(p as u8);
            let said = game.seat_events(viewer, events);
            let actions = (every_seat || viewer == actor).then(|| game.seat_actions(viewer));
            let check = MessageCheck::new(game, viewer).knowing(known);
            if let Ok(v) = serde_json::to_value(&said) {
                out.extend(check.words(&v));
            }
            if let Some(a) = actions {
                out.extend(check.action_words(&a));
            }
            let learned = check.learned(known);
            known.absorb(learned);
        }
        out
    }
}

impl Known {
    /// Takes in what a check newly allowed; the handles replace the earlier ones.
    fn absorb(&mut self, l: Known) {
        self.texts.extend(l.texts);
        self.types.extend(l.types);
        self.numbers.extend(l.numbers);
        self.handles = l.handles;
    }
}

/// The seat to act and its action, from one random number: the decider while a
/// decision is pending; otherwise the first seat, from a random one on, that may do
/// anything. `None` when no seat may do anything.
pub fn pick_seat_action(game: &Game, r: u64) -> Option<(PlayerId, SeatAction)> {
    let n = game.state().players().len();
    if n == 0 {
        return None;
    }
    let pick = |seat: PlayerId| {
        let list = game.seat_actions(seat);
        (!list.is_empty()).then(|| {
            let i = ((r >> 16) % list.len() as u64) as usize;
            (seat, list[i].clone())
        })
    };
    if let Some(d) = game.pending() {
        return pick(d.decider);
    }
    (0..n)
        .map(|k| PlayerId(((r as usize % n + k) % n) as u8))
        .find_map(pick)
}

/// What one player may legitimately be told now, worked out once per check. It borrows
/// the card texts from the game, so making one copies no string.
pub struct MessageCheck<'g> {
    viewer: PlayerId,
    /// Names and ability texts of the sides it may see, the other sides included.
    allowed: Vec<&'g str>,
    /// Names and ability texts of the sides it may not see (a leak only if no allowed
    /// text contains it).
    unseen: BTreeSet<&'g str>,
    /// Types of the sides it may see.
    seen_types: BTreeSet<&'g str>,
    /// Numbers (name and value) of the sides it may see.
    seen_numbers: BTreeSet<(&'g str, i64)>,
    /// Types of those sides that no seen side has.
    hidden_types: BTreeSet<&'g str>,
    /// Numbers (name and value) of those sides that no seen side has.
    hidden_numbers: BTreeSet<(&'g str, i64)>,
    /// Handles the player's view lists (zones and held cards), plus its own cards
    /// outside the game.
    handles: BTreeSet<Handle>,
    /// The cards whose front the player's view shows, by handle: a citation that
    /// tells a card's type is allowed only in a message naming such a card of that type.
    fronts: BTreeMap<Handle, CardId>,
    /// The game, to ask its rule set what a citation tells.
    game: &'g Game,
    /// What the player was allowed to see before, if the check knows its history.
    known: Option<&'g Known>,
}

impl<'g> MessageCheck<'g> {
    /// The check for `viewer` in the game as it is now. For the spectator
    /// ([`PlayerId::SPECTATOR`]), what it may be told is what every player may know
    /// (common knowledge: a plane every player saw face up before it went back to the
    /// bottom of its deck), though its view shows less.
    pub fn new(game: &'g Game, viewer: PlayerId) -> MessageCheck<'g> {
        let st = game.state();
        let mut allowed = Vec::new();
        let mut unseen = BTreeSet::new();
        let (mut types, mut unseen_types) = (BTreeSet::new(), BTreeSet::new());
        let (mut numbers, mut unseen_numbers) = (BTreeSet::new(), BTreeSet::new());
        for (i, c) in st.cards().iter().enumerate() {
            let card = CardId(i as u32);
            let own_aside = c.owner == viewer
                && matches!(
                    c.place,
                    Place::Outside(Outside::Sideboard | Outside::Collection) | Place::Aside { .. }
                );
            let seen = own_aside || sees(game, viewer, card);
            for (s, side) in st.def(card).sides.iter().enumerate() {
                let shown = seen && (s == usize::from(c.side) || own_aside);
                let texts = std::iter::once(side.name.as_str())
                    .chain(side.abilities.iter().map(String::as_str));
                let nums = side.numbers.iter().map(|(k, v)| (k.as_str(), *v));
                let kinds = side.types.iter().map(String::as_str);
                if shown {
                    allowed.extend(texts);
                    types.extend(kinds);
                    numbers.extend(nums);
                } else {
                    unseen.extend(texts.filter(|t| !t.is_empty()));
                    unseen_types.extend(kinds);
                    unseen_numbers.extend(nums);
                }
            }
        }
        // One pass over the view: the handles it lists, and each listed card's other side
        // where the rules let the viewer see it.
        let view = game.view(viewer);
        let mut handles = BTreeSet::new();
        let mut fronts = BTreeMap::new();
        for z in view.zones() {
            for cv in z.cards() {
                handles.insert(cv.handle());
                if sees(game, viewer, cv.card_id()) {
                    fronts.insert(cv.handle(), cv.card_id());
                }
                if let Some(side) = cv.other_side() {
                    allowed.push(side.name.as_str());
                    allowed.extend(side.abilities.iter().map(String::as_str));
                    types.extend(side.types.iter().map(String::as_str));
                    numbers.extend(side.numbers.iter().map(|(k, v)| (k.as_str(), *v)));
                }
            }
        }
        // The cards held aside that its view lists (its own holds, PMV 11.4).
        handles.extend(view.held().map(|h| h.handle()));
        // Its own cards outside the game, which it brings in by handle (`enter`).
        for (i, c) in st.cards().iter().enumerate() {
            if c.owner == viewer && matches!(c.place, Place::Outside(_)) {
                handles.insert(game.handle(viewer, CardId(i as u32)));
            }
        }
        MessageCheck {
            viewer,
            allowed,
            unseen,
            hidden_types: unseen_types.difference(&types).copied().collect(),
            hidden_numbers: unseen_numbers.difference(&numbers).copied().collect(),
            seen_types: types,
            seen_numbers: numbers,
            handles,
            fronts,
            game,
            known: None,
        }
    }

    /// The same check, judging also by what the player was allowed to see before:
    /// those texts, types and numbers, and the handles its view listed before the step.
    #[must_use]
    pub fn knowing(mut self, known: &'g Known) -> MessageCheck<'g> {
        self.hidden_types.retain(|t| !known.types.contains(*t));
        self.hidden_numbers
            .retain(|(k, v)| !known.numbers.contains(&((*k).to_string(), *v)));
        self.known = Some(known);
        self
    }

    /// What this check allows that `known` does not hold yet, and the handles the view
    /// lists now.
    fn learned(&self, known: &Known) -> Known {
        Known {
            texts: self
                .allowed
                .iter()
                .filter(|t| !t.is_empty() && !known.texts.contains(**t))
                .map(|t| (*t).to_string())
                .collect(),
            types: self
                .seen_types
                .iter()
                .filter(|t| !known.types.contains(**t))
                .map(|t| (*t).to_string())
                .collect(),
            numbers: self
                .seen_numbers
                .iter()
                .filter(|(k, v)| !known.numbers.contains(&((*k).to_string(), *v)))
                .map(|(k, v)| ((*k).to_string(), *v))
                .collect(),
            handles: self.handles.clone(),
        }
    }

    /// Every leak in a list of seat actions, without serializing them: the handles each
    /// names, the name an `enter` gives, and a game action's JSON.
    pub fn action_problems(&self, actions: &[SeatAction]) -> Vec<String> {
        english(self.action_words(actions))
    }

    /// [`MessageCheck::action_problems`] as words, to be shown in any language.
    pub fn action_words(&self, actions: &[SeatAction]) -> Vec<Phrase> {
        let mut out = Vec::new();
        for a in actions {
            match a {
                SeatAction::Game { game } => self.walk(&game.json(), &mut out),
                other => {
                    for h in other.handles() {
                        self.handle(h, &h.to_string(), &mut out);
                    }
                    if let SeatAction::Enter { name, .. } = other {
                        self.text(name, &mut out);
                    }
                }
            }
        }
        out
    }

    fn handle(&self, h: Handle, s: &str, out: &mut Vec<Phrase>) {
        if !self.handles.contains(&h) && !self.known.is_some_and(|k| k.handles.contains(&h)) {
            out.push(
                say("seat-check-handle")
                    .arg("viewer", self.viewer.to_string())
                    .arg("handle", h.to_string())
                    .arg("message", format!("{s:?}")),
            );
        }
    }

    /// Every leak in one message, in words.
    pub fn problems(&self, message: &Value) -> Vec<String> {
        english(self.words(message))
    }

    /// [`MessageCheck::problems`] as words, to be shown in any language.
    pub fn words(&self, message: &Value) -> Vec<Phrase> {
        let mut out = Vec::new();
        self.walk(message, &mut out);
        out
    }

    fn walk(&self, v: &Value, out: &mut Vec<Phrase>) {
        match v {
            Value::String(s) => self.text(s, out),
            Value::Array(a) => a.iter().for_each(|x| self.walk(x, out)),
            Value::Object(m) => {
                self.citations(m, out);
                for (k, x) in m {
                    self.typed(k, x, out);
                    if k == "generation" || k == "object" {
                        out.push(
                            say("seat-check-engine-key")
                                .arg("viewer", self.viewer.to_string())
                                .arg("key", k.as_str()),
                        );
                    }
                    self.walk(x, out);
                }
            }
            _ => {}
        }
    }

    /// Types inside a `types` list and numbers inside a `numbers` map.
    fn typed(&self, key: &str, v: &Value, out: &mut Vec<Phrase>) {
        match (key, v) {
            ("types", Value::Array(a)) => {
                for t in a.iter().filter_map(Value::as_str) {
                    if self.hidden_types.contains(t) {
                        out.push(
                            say("seat-check-type")
                                .arg("viewer", self.viewer.to_string())
                                .arg("type", format!("{t:?}")),
                        );
                    }
                }
            }
            ("numbers", Value::Object(m)) => {
                for (k, n) in m {
                    if let Some(n) = n.as_i64()
                        && self.hidden_numbers.contains(&(k.as_str(), n))
                    {
                        out.push(
                            say("seat-check-number")
                                .arg("viewer", self.viewer.to_string())
                                .arg("key", k.as_str())
                                .arg("value", n.to_string()),
                        );
                    }
                }
            }
            _ => {}
        }
    }

    /// The rules a message cites (its `rules` list): a citation that tells the type of
    /// the card it is about ([`RuleSet::citation_reveals`](ryoiki_core::RuleSet)) is a
    /// leak unless the same message names, among its `cards`, a card whose front the
    /// player sees with one of those types.
    fn citations(&self, m: &serde_json::Map<String, Value>, out: &mut Vec<Phrase>) {
        let Some(Value::Array(rules)) = m.get("rules") else {
            return;
        };
        let rule_set = self.game.rules();
        for r in rules.iter().filter_map(Value::as_str) {
            let Some(c) = rule_set.citation_reveals(r) else {
                continue;
            };
            let named = m.get("cards").and_then(Value::as_array);
            let shown = named.into_iter().flatten().any(|h| {
                h.as_str()
                    .and_then(|h| h.parse::<Handle>().ok())
                    .and_then(|h| self.fronts.get(&h))
                    .is_some_and(|&card| {
                        let side = rule_set.characteristics(self.game.state(), card);
                        c.types.iter().any(|t| side.has_type(t))
                    })
            });
            if !shown {
                out.push(
                    say("seat-check-citation")
                        .arg("viewer", self.viewer.to_string())
                        .arg("rule", r)
                        .arg("types", c.types.join(", ")),
                );
            }
        }
    }

    fn text(&self, s: &str, out: &mut Vec<Phrase>) {
        for word in s.split(|c: char| c.is_whitespace() || "()（）、,:".contains(c)) {
            if let Some(h) = word.strip_prefix('h')
                && h.len() == 16
                && let Ok(h) = word.parse::<Handle>()
            {
                self.handle(h, s, out);
            }
            if engine_id(word) {
                out.push(
                    say("seat-check-engine-id")
                        .arg("viewer", self.viewer.to_string())
                        .arg("id", word)
                        .arg("message", format!("{s:?}")),
                );
            }
        }
        for h in &self.unseen {
            if s.contains(h)
                && !self.allowed.iter().any(|a| a.contains(h))
                && !self
                    .known
                    .is_some_and(|k| k.texts.iter().any(|a| a.contains(h)))
            {
                out.push(
                    say("seat-check-hidden-text")
                        .arg("viewer", self.viewer.to_string())
                        .arg("text", format!("{h:?}"))
                        .arg("message", format!("{s:?}")),
                );
            }
        }
    }
}

/// Problems in English, as they have always been written.
fn english(words: Vec<Phrase>) -> Vec<String> {
    words.iter().map(ToString::to_string).collect()
}

/// Whether `viewer` may know `card`'s front: for the spectator, whether every player may.
fn sees(game: &Game, viewer: PlayerId, card: CardId) -> bool {
    if viewer == PlayerId::SPECTATOR {
        let n = game.state().players().len();
        n > 0 && (0..n).all(|p| game.sees_front(PlayerId(p as u8), card))
    } else {
        game.sees_front(viewer, card)
    }
}

/// Whether a word is an engine id as the judge's log writes them (`c3`, `c3#1`).
fn engine_id(word: &str) -> bool {
    let Some(rest) = word.strip_prefix('c') else {
        return false;
    };
    let (num, gen_) = rest.split_once('#').unwrap_or((rest, "0"));
    !num.is_empty()
        && num.bytes().all(|b| b.is_ascii_digit())
        && !gen_.is_empty()
        && gen_.bytes().all(|b| b.is_ascii_digit())
        && rest.contains('#')
}

/// Every hidden identity in what each player is told of `events` (its per-player
/// events) and, with `actions`, in its list of legal seat actions: the soak's check of
/// player-facing output beyond the views.
pub fn seat_message_problems(
    game: &Game,
    events: &[ryoiki_core::Event],
    actions: bool,
) -> Vec<String> {
    let mut out = Vec::new();
    for p in 0..game.state().players().len() {
        let viewer = PlayerId(p as u8);
        let check = MessageCheck::new(game, viewer);
        if let Ok(v) = serde_json::to_value(game.seat_events(viewer, events)) {
            out.extend(check.problems(&v));
        }
        if actions && let Ok(v) = serde_json::to_value(game.seat_actions(viewer)) {
            out.extend(check.problems(&v));
        }
    }
    out
}

/// What the soak checks after every step: every player's per-player events of the
/// step, and the seat actions now listed for `actor` (the seat that acted, which is the
/// one most likely to have been handed something new), or for every player when
/// `every_seat`, judged by a fresh check that knows no history (stricter than the
/// soak's own [`SeatMessages`], which is what this runs with nothing remembered).
pub fn step_message_problems(
    game: &Game,
    events: &[ryoiki_core::Event],
    actor: PlayerId,
    every_seat: bool,
) -> Vec<String> {
    SeatMessages::default().step(game, events, actor, every_seat)
}

#[cfg(test)]
mod tests {
    use super::engine_id;

    #[test]
    fn engine_ids_are_recognised() {
        assert!(engine_id("c3#1"));
        assert!(engine_id("c12#0"));
        assert!(!engine_id("card"));
        assert!(!engine_id("c3"));
        assert!(!engine_id("c#1"));
    }
}
