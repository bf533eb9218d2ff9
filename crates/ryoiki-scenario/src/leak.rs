//! The hidden-information check run after every scenario step (and by the soak, the
//! property tests and the fuzz targets).
//!
//! What a viewer may know is worked out from the rules, not from what the view shows:
//! the front of a card the viewer may see ([`Game::sees_front`]), and its other side only
//! if, on top of that, the card lies face up and the rule set lets the viewer see it
//! ([`RuleSet::may_see_other_side`](ryoiki_core::RuleSet::may_see_other_side): FoW 3.6.d,
//! 3.8.c speak of face-up cards only). From that, the set of values the viewer may
//! legitimately see is built first: the names, ability texts, types and numbers of every
//! side it may see. Then each player's view, serialized exactly as a client would
//! receive it, is searched for anything of a side the viewer may not see and that no
//! side it may see shares:
//!
//! - names and ability texts, as any string value of the view;
//! - types, inside any `types` list; numbers (name and value), inside any `numbers` map;
//! - a front or other side the view shows of a card whose side the viewer may not see;
//! - in a hidden zone whose positions are not public, a card listed that the viewer
//!   does not know (its place in the order would be given away);
//! - across steps ([`LeakCheck`] keeps each viewer's last handle for each card it was
//!   shown): a card in a hidden zone, unknown to the viewer, under the same handle as
//!   before it was moved or its zone shuffled (it could be followed through the zone).
//!
//! The view must also hold no RNG, seed or handle key.
//!
//! Knowledge once given is not taken back: a name, text, type or number the viewer was
//! allowed to see earlier in the game (a plane seen face up before it was extracted, a
//! card revealed before it was shuffled away) may appear again, for instance as the name
//! of an ability on the stack whose source has since left public view (its last known
//! information). [`LeakCheck`] remembers those values per viewer; order and identity in
//! hidden zones are still checked card by card and handle by handle, so what was once
//! seen cannot be followed into a hidden zone. A fresh check ([`leak_problems`]) knows
//! no history and is stricter.

use ryoiki_core::{CardId, Facing, Game, Handle, Phrase, Place, PlayerId, Side, View, Word};
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

mod serialize;
mod walk;
use walk::{Found, Suspects};

/// Where a card was when a viewer was last shown it under a handle: its place, its
/// object generation and its zone's shuffle count. If any of these has changed, the
/// viewer must no longer be able to recognise the card by its handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stay {
    place: Place,
    generation: u32,
    shuffles: u32,
}

/// The hidden-information check, with the handles each viewer has been shown so far.
/// Use one per game, and call [`LeakCheck::check`] after every step.
#[derive(Clone, Debug, Default)]
pub struct LeakCheck {
    /// For each viewer (by index) and card (by index): the handle last shown, and where
    /// the card was then.
    last: Vec<Vec<Option<(Handle, Stay)>>>,
    /// For each viewer: the values of every side it has been allowed to see so far.
    known: Vec<Values>,
    /// For each viewer and card: the object generation, and the sides (a bit each)
    /// whose printed values are in `known` already. An object's printed sides never
    /// change; a card slot a ceased token left is taken by the next token under a new
    /// generation, with sides of its own.
    printed: Vec<Vec<(u32, u64)>>,
    /// Whether each view is also written out as JSON text and read back, and any
    /// difference from the search made while it serializes reported
    /// ([`LeakCheck::cross_checked`]).
    cross: bool,
}

/// Every leak found in any player's view, in words, without what earlier steps showed
/// (a fresh [`LeakCheck`]).
pub fn leak_problems(game: &Game, card_names: &[String]) -> Vec<String> {
    LeakCheck::default().check(game, card_names)
}

/// The values of the sides a viewer may see: names and texts, types, numbers.
#[derive(Clone, Debug, Default)]
struct Values {
    strings: BTreeSet<String>,
    types: BTreeSet<String>,
    /// Each number's name, with the values seen under it.
    numbers: BTreeMap<String, BTreeSet<i64>>,
}

impl Values {
    /// Remembers a side's values (copying only those not held yet: after the first
    /// steps of a game, nearly all are).
    fn add(&mut self, side: &Side) {
        fn text(set: &mut BTreeSet<String>, t: &str) {
            if !set.contains(t) {
                set.insert(t.to_owned());
            }
        }
        text(&mut self.strings, &side.name);
        for t in &side.abilities {
            text(&mut self.strings, t);
        }
        for t in &side.types {
            text(&mut self.types, t);
        }
        for (k, v) in &side.numbers {
            match self.numbers.get_mut(k.as_str()) {
                Some(vs) => {
                    vs.insert(*v);
                }
                None => {
                    self.numbers.insert(k.clone(), BTreeSet::from([*v]));
                }
            }
        }
    }

    /// Whether the number `k` = `v` is held.
    fn has_number(&self, k: &str, v: i64) -> bool {
        self.numbers.get(k).is_some_and(|vs| vs.contains(&v))
    }
}

impl LeakCheck {
    /// A check that has seen nothing yet.
    pub fn new() -> LeakCheck {
        LeakCheck::default()
    }

    /// A check that also writes each view out as the JSON text a client receives and
    /// reads it back, reporting any difference from the search made while the view
    /// serializes: the proof, in tests, that the fast search sees what a client sees.
    pub fn cross_checked() -> LeakCheck {
        LeakCheck {
            cross: true,
            ..LeakCheck::default()
        }
    }

    /// Forgets what earlier steps showed (a new game begins).
    pub fn reset(&mut self) {
        self.last.clear();
        self.known.clear();
        self.printed.clear();
    }

    /// Every leak found in any player's view, in English; remembers the handles shown.
    pub fn check(&mut self, game: &Game, card_names: &[String]) -> Vec<String> {
        self.check_words(game, card_names)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// [`LeakCheck::check`]'s leaks as words, to be shown in any language.
    pub fn check_words(&mut self, game: &Game, card_names: &[String]) -> Vec<Phrase> {
        let mut problems = Vec::new();
        let mut chars = vec![None; game.state().cards().len()];
        for p in 0..game.state().players().len() {
            let viewer = PlayerId(p as u8);
            let view = game.view(viewer);
            let sight = self.sight(game, viewer, &mut chars);
            let look = Look {
                game,
                viewer,
                card_names,
                sight,
            };
            let suspects = look.suspects(&self.known[p]);
            let found = serialize::search(&view, &suspects).map_err(|e| e.to_string());
            if self.cross {
                let read = serde_json::to_vec(&view)
                    .map_err(|e| e.to_string())
                    .and_then(|text| walk::read(&text, &suspects).map_err(|e| e.to_string()));
                if read != found {
                    problems.push(
                        say("leak-search-differs")
                            .arg("viewer", viewer.to_string())
                            .arg("text", format!("{read:?}"))
                            .arg("search", format!("{found:?}")),
                    );
                }
            }
            match found {
                Ok(found) => {
                    for key in &found.keys {
                        problems.push(
                            say("leak-key")
                                .arg("viewer", viewer.to_string())
                                .arg("key", format!("\"{key}\"")),
                        );
                    }
                    look.hidden_values(&self.known[p], &found, &mut problems);
                }
                Err(e) => problems.push(
                    say("leak-no-json")
                        .arg("viewer", viewer.to_string())
                        .arg("error", e),
                ),
            }
            self.listed(&look, view, &mut problems);
        }
        problems
    }

    /// What `viewer` may know of each card, from the rules alone; the values of every
    /// side it may see are remembered as known to it.
    /// `chars` keeps each card's characteristics once worked out in this check, for the
    /// next viewer.
    fn sight<'g>(
        &mut self,
        game: &'g Game,
        viewer: PlayerId,
        chars: &mut [Option<Cow<'g, Side>>],
    ) -> Sight {
        let st = game.state();
        let p = viewer.0 as usize;
        let n = st.cards().len();
        let mut front_ok = vec![false; n];
        let mut other_ok = vec![false; n];
        if self.known.len() <= p {
            self.known.resize_with(p + 1, Values::default);
            self.printed.resize_with(p + 1, Vec::new);
        }
        let legit = &mut self.known[p];
        let printed = &mut self.printed[p];
        printed.resize(n, (0, 0));
        for i in 0..n {
            let card = CardId(i as u32);
            let c = st.card(card);
            if matches!(c.place, Place::Ceased) {
                continue;
            }
            front_ok[i] = game.sees_front(viewer, card);
            other_ok[i] = front_ok[i]
                && c.facing == Facing::FaceUp
                && game.rules().may_see_other_side(st, viewer, card);
            let (generation, added) = &mut printed[i];
            if *generation != c.generation {
                *generation = c.generation;
                *added = 0;
            }
            for (s, side) in st.def(card).sides.iter().enumerate() {
                let current = s as u8 == c.side;
                // Past 64 sides a card's sides are added every time.
                let bit = if s < 64 { 1u64 << s } else { 0 };
                if ((current && front_ok[i]) || (!current && other_ok[i]))
                    && (bit == 0 || *added & bit == 0)
                {
                    legit.add(side);
                    *added |= bit;
                }
            }
            if front_ok[i] {
                let now = chars[i].get_or_insert_with(|| game.rules().characteristics(st, card));
                // Unchanged characteristics are the printed side, added above.
                let printed_side = st.def(card).sides.get(usize::from(c.side));
                if !printed_side.is_some_and(|p| std::ptr::eq(p, now.as_ref())) {
                    legit.add(now);
                }
            }
        }
        Sight {
            front: front_ok,
            other: other_ok,
        }
    }

    /// What the view shows, card by card, against what the viewer may know: a front or
    /// other side it may not see, a hidden card's place in a hidden order, and a hidden
    /// card under the handle it had before it moved or its zone was shuffled (the
    /// handles shown are remembered).
    fn listed(&mut self, look: &Look<'_>, view: View<'_>, problems: &mut Vec<Phrase>) {
        let st = look.game.state();
        let viewer = look.viewer;
        let zone = |z: ryoiki_core::ZoneId| Word::Zone(look.game.zone_words(z));
        if self.last.len() <= usize::from(viewer.0) {
            self.last.resize_with(usize::from(viewer.0) + 1, Vec::new);
        }
        for z in view.zones() {
            let hidden = !z.spec().visibility.is_public();
            let positions_public = matches!(
                z.spec().visibility,
                ryoiki_core::Visibility::Hidden {
                    positions_public: true,
                    ..
                }
            );
            let shuffles = st.zone(z.id()).map(|zs| zs.shuffles).unwrap_or(0);
            for cv in z.cards() {
                let card = cv.card_id();
                let i = card.index();
                let c = st.card(card);
                if cv.front().is_some() && !look.sight.front[i] {
                    problems.push(
                        say("leak-front")
                            .arg("viewer", viewer.to_string())
                            .arg("card", look.who(card)),
                    );
                }
                if cv.other_side().is_some() && !look.sight.other[i] {
                    problems.push(
                        say("leak-other-side")
                            .arg("viewer", viewer.to_string())
                            .arg("card", look.who(card)),
                    );
                }
                if hidden && !positions_public && !look.sight.front[i] {
                    problems.push(
                        say("leak-order")
                            .arg("viewer", viewer.to_string())
                            .arg("card", look.who(card))
                            .arg("zone", zone(z.id())),
                    );
                }
                let stay = Stay {
                    place: c.place,
                    generation: c.generation,
                    shuffles,
                };
                let handle = cv.handle();
                let last = &mut self.last[usize::from(viewer.0)];
                if last.len() <= i {
                    last.resize(st.cards().len().max(i + 1), None);
                }
                if let Some((before, then)) = last[i].replace((handle, stay))
                    && hidden
                    && !look.sight.front[i]
                    && then != stay
                    && before == handle
                {
                    problems.push(
                        say("leak-old-handle")
                            .arg("viewer", viewer.to_string())
                            .arg("card", look.who(card))
                            .arg("zone", zone(z.id())),
                    );
                }
            }
        }
    }
}

/// A message of the leak check's part of the scenario catalogue (`leak-…`).
fn say(key: &'static str) -> Phrase {
    crate::load::say(key)
}

/// What one viewer may see of each card, by index, from the rules alone: its front
/// (the side it lies on), and its other side.
struct Sight {
    front: Vec<bool>,
    other: Vec<bool>,
}

impl Sight {
    /// Whether the viewer may see the side of card `i` that is (`current`) or is not the
    /// side it lies on.
    fn side(&self, i: usize, current: bool) -> bool {
        (current && self.front[i]) || (!current && self.other[i])
    }
}

/// One viewer's look at the game: who looks, what it may see, and the names the check
/// gives the cards.
struct Look<'g> {
    game: &'g Game,
    viewer: PlayerId,
    card_names: &'g [String],
    sight: Sight,
}

impl Look<'_> {
    /// A card as the check names it (`?` for one it has no name for).
    fn who(&self, c: CardId) -> String {
        self.card_names
            .get(c.index())
            .map(|s| s.as_str())
            .unwrap_or("?")
            .to_string()
    }

    /// The values of the sides the viewer may not see that it was not allowed to see
    /// elsewhere (`legit`): the only values of its view worth looking up.
    fn suspects<'s>(&'s self, legit: &Values) -> Suspects<'s> {
        let st = self.game.state();
        let mut out = Suspects::default();
        for i in 0..st.cards().len() {
            let c = st.card(CardId(i as u32));
            if matches!(c.place, Place::Ceased) {
                continue;
            }
            for (s, side) in st.def(CardId(i as u32)).sides.iter().enumerate() {
                if self.sight.side(i, s as u8 == c.side) {
                    continue;
                }
                let texts = std::iter::once(&side.name).chain(&side.abilities);
                for t in texts.filter(|t| !t.is_empty() && !legit.strings.contains(*t)) {
                    out.strings.insert(t);
                }
                for t in side.types.iter().filter(|t| !legit.types.contains(*t)) {
                    out.types.insert(t);
                }
                for (k, v) in side
                    .numbers
                    .iter()
                    .filter(|(k, v)| !legit.has_number(k, **v))
                {
                    out.numbers.insert((k, *v));
                }
            }
        }
        out
    }

    /// Each side the viewer may not see: none of its own values (name, ability texts,
    /// types, numbers) may show, unless the viewer was allowed to see the same value
    /// (`legit`).
    fn hidden_values(&self, legit: &Values, shown: &Found, problems: &mut Vec<Phrase>) {
        let st = self.game.state();
        for i in 0..st.cards().len() {
            let card = CardId(i as u32);
            let c = st.card(card);
            if matches!(c.place, Place::Ceased) {
                continue;
            }
            for (s, side) in st.def(card).sides.iter().enumerate() {
                let current = s as u8 == c.side;
                if self.sight.side(i, current) {
                    continue;
                }
                let which = if current {
                    "leak-which-front"
                } else {
                    "leak-which-other-side"
                };
                let mut leak = |what: Phrase| {
                    problems.push(
                        say("leak-holds")
                            .arg("viewer", self.viewer.to_string())
                            .arg("what", what)
                            .arg("card", self.who(card))
                            .arg("which", say(which)),
                    )
                };
                side_leaks(side, legit, shown, &mut leak);
            }
        }
    }
}

/// The values of a side the viewer may not see that its view shows and that it was not
/// allowed to see elsewhere, each told to `leak`.
fn side_leaks(side: &Side, legit: &Values, shown: &Found, leak: &mut dyn FnMut(Phrase)) {
    // An empty name or text tells nothing.
    if !side.name.is_empty()
        && !legit.strings.contains(&side.name)
        && shown.strings.contains(&side.name)
    {
        leak(say("leak-the-name").arg("value", side.name.as_str()));
    }
    for t in side.abilities.iter().filter(|t| !t.is_empty()) {
        if !legit.strings.contains(t) && shown.strings.contains(t) {
            leak(say("leak-the-text").arg("value", t.as_str()));
        }
    }
    for t in &side.types {
        if !legit.types.contains(t) && shown.types.contains(t) {
            leak(say("leak-the-type").arg("value", t.as_str()));
        }
    }
    for (k, v) in &side.numbers {
        if !legit.has_number(k, *v) && shown.numbers.contains(&(k.clone(), *v)) {
            leak(
                say("leak-the-number")
                    .arg("key", k.as_str())
                    .arg("value", v.to_string()),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_core::{CardDef, CardSetup, Setup, SetupPlace, ZoneId};
    use ryoiki_fow::FOW;
    use ryoiki_fow::zones::CHANT_STANDBY_AREA;

    /// A ceased token's card slot is taken by the next token, with sides of its own: what
    /// a viewer saw of the first is no reason to skip what it sees of the second. Here
    /// the second token, face up on the field, shares a type with a token hidden in a
    /// main deck; the type is no leak (found by the soak, PMV seed 101, step 314,267).
    #[test]
    fn a_token_in_a_ceased_tokens_slot_is_seen_afresh() {
        use ryoiki_core::{Action, NullSink};
        use ryoiki_fow::zones::{FIELD, MAIN_DECK};
        let alice = PlayerId(0);
        let field = ZoneId {
            kind: FIELD,
            player: Some(alice),
        };
        let setup = Setup {
            players: vec!["alice".into(), "bob".into()],
            ..Setup::default()
        };
        let mut game = Game::new(&FOW, setup).unwrap();
        let token = |types: &[&str], zone| Action::CreateToken {
            player: alice,
            zone,
            side: Box::new(Side {
                name: "Soak Token".into(),
                types: types.iter().map(|t| t.to_string()).collect(),
                ..Side::default()
            }),
        };
        let mut check = LeakCheck::new();
        let mut sink = NullSink;
        game.apply(token(&["creature"], field), &mut sink).unwrap();
        assert!(check.check(&game, &[]).is_empty());
        let first = game.state().object(CardId(0));
        game.apply(Action::Cease { object: first }, &mut sink)
            .unwrap();
        game.apply(token(&["creature", "token"], field), &mut sink)
            .unwrap();
        assert_eq!(game.state().cards().len(), 1, "the slot is taken again");
        let deck = ZoneId {
            kind: MAIN_DECK,
            player: Some(alice),
        };
        game.apply(token(&["creature", "token"], deck), &mut sink)
            .unwrap();
        assert_eq!(check.check(&game, &[]), Vec::<String>::new());
    }

    /// A card in FoW's chant-standby area is listed to the opponent without its front
    /// (3.11); were its handle the one the opponent had for it before it moved or its
    /// zone was shuffled, the opponent could follow it: the check says so.
    #[test]
    fn a_handle_that_survives_a_move_or_shuffle_is_a_leak() {
        let setup = Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![CardSetup {
                def: CardDef::single(Side::new("Hidden Spell", &["chant"])),
                owner: PlayerId(0),
                place: SetupPlace::Zone(ZoneId {
                    kind: CHANT_STANDBY_AREA,
                    player: Some(PlayerId(0)),
                }),
                side: 0,
                facing: None,
                orientation: None,
                controller: None,
            }],
            ..Setup::default()
        };
        let game = Game::new(&FOW, setup).unwrap();
        let names = vec!["spell".to_string()];
        let bob = PlayerId(1);
        assert!(
            game.view(bob)
                .card(CardId(0))
                .is_some_and(|c| c.front().is_none())
        );
        let mut check = LeakCheck::new();
        assert_eq!(check.check(&game, &names), Vec::<String>::new());
        assert_eq!(
            check.check(&game, &names),
            Vec::<String>::new(),
            "nothing moved"
        );
        // As if bob had been shown this handle while the card was elsewhere.
        let entry = check.last[1][0].as_mut().unwrap();
        entry.1.shuffles += 1;
        assert_eq!(
            check.check(&game, &names),
            vec![
                "p1's view names card spell in alice's chant-standby area by the handle it had before it was moved or shuffled"
                    .to_string()
            ]
        );
    }
}
