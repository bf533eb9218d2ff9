//! Checking an expectation: one function per kind of [`Check`].

use super::Runner;
use super::events::{event_kind, matches, process_event};
use crate::model::{Check, EventPattern, Sees};
use ryoiki_core::Args;
use ryoiki_core::{
    CardId, DecisionKind, Event, EventKind, Facing, ObjectId, Orientation, Outside, Place,
    PlaceWords, PlayerId, ZoneId,
};
use std::collections::BTreeMap;

/// `Ok` when `ok`, else the failure `why` describes.
fn hold(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    ok.then_some(()).ok_or_else(why)
}

impl Runner<'_> {
    /// Whether a check holds after a step (its events, the refusal message if it was
    /// refused, and every card's object before it), and if not, why.
    pub(super) fn check(
        &self,
        c: &Check,
        events: &[Event],
        error: Option<&str>,
        before: &[ObjectId],
    ) -> Result<(), String> {
        match c {
            Check::ZoneCards(z, want) => self.zone_cards(*z, want),
            Check::ZoneContains(z, want) => self.zone_contains(*z, want),
            Check::ZoneCount(z, n) => self.zone_count(*z, *n),
            Check::ZoneLimit(z, l) => self.zone_limit(*z, *l),
            Check::CardIn(card, z, pos) => self.card_in(*card, *z, *pos),
            Check::CardOutside(card, o) => self.card_outside(*card, *o),
            Check::Orientation(card, o) => self.orientation(*card, *o),
            Check::Face(card, f) => self.face(*card, *f),
            Check::Controller(card, p) => self.controller(*card, *p),
            Check::SameObject(card, same) => self.same_object(*card, *same, before),
            Check::Types(card, want) => self.types(*card, want),
            Check::Abilities(card, want) => self.abilities(*card, want),
            Check::Numbers(card, want) => self.numbers(*card, want),
            Check::Side(card, s) => self.side(*card, *s),
            Check::ViewSees(v, card, sees) => self.view_sees(*v, *card, *sees),
            Check::ViewOtherSide(v, card, want) => self.view_other_side(*v, *card, *want),
            Check::ViewCount(v, z, n) => self.view_count(*v, *z, *n),
            Check::ViewLimit(v, z, l) => self.view_limit(*v, *z, *l),
            Check::ViewShows(v, z, want) => self.view_shows(*v, *z, want),
            Check::Events(pats) => self.events(pats, events),
            Check::NoEvents(kinds) => self.no_events(kinds, events),
            Check::Error(want) => self.refused(want, error),
            Check::Pending {
                decider,
                kind,
                options,
                zone,
            } => self.pending(*decider, kind, options.as_deref(), *zone),
            Check::NoPending => self.no_pending(),
            Check::Public(player, ptr, want) => self.public(*player, ptr, want),
            Check::Select(word, player, want) => self.select(word, *player, want),
        }
    }

    /// A message of the runner's catalogue in the report's language.
    fn say(&self, key: &str, args: Args<'_>) -> String {
        crate::messages::messages().text(self.lang, key, &args)
    }

    /// A message without arguments.
    fn word(&self, key: &str) -> String {
        crate::messages::messages().plain(self.lang, key)
    }

    /// Items as a list in brackets ("[a, b]", "［a、b］").
    fn list<S: AsRef<str>>(&self, items: &[S]) -> String {
        let sep = ryoiki_core::messages::core().plain(self.lang, "list-separator");
        let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
        self.say("check-list", Args::new().with("items", items.join(&sep)))
    }

    /// The names of cards, as a list.
    fn names(&self, cs: &[CardId]) -> String {
        let names: Vec<&str> = cs.iter().map(|&c| self.name(c)).collect();
        self.list(&names)
    }

    /// A zone's limit, or that it has none.
    fn limit(&self, l: Option<impl ToString>) -> String {
        l.map_or_else(|| self.word("check-no-limit"), |n| n.to_string())
    }

    fn orientation_word(&self, o: Option<Orientation>) -> String {
        self.word(match o {
            Some(Orientation::Upright) => "check-upright",
            Some(Orientation::Sideways) => "check-sideways",
            None => "check-no-orientation",
        })
    }

    fn facing_word(&self, f: Facing) -> String {
        self.word(match f {
            Facing::FaceUp => "check-face-up",
            Facing::FaceDown => "check-face-down",
        })
    }

    fn sees_word(&self, s: Sees) -> String {
        self.word(match s {
            Sees::Front => "check-sees-front",
            Sees::Back => "check-sees-back",
            Sees::Nothing => "check-sees-nothing",
        })
    }

    /// Named numbers as a list ("power 3").
    fn numbers_words(&self, n: &BTreeMap<String, i64>) -> String {
        let items: Vec<String> = n.iter().map(|(k, v)| format!("{k} {v}")).collect();
        self.list(&items)
    }

    fn zone_cards(&self, z: ZoneId, want: &[CardId]) -> Result<(), String> {
        let got = self.game.cards_in(z).to_vec();
        hold(got == want, || {
            self.say(
                "check-zone-holds",
                Args::new()
                    .with("zone", self.zone_name(z))
                    .with("got", self.names(&got))
                    .with("want", self.names(want)),
            )
        })
    }

    fn zone_contains(&self, z: ZoneId, want: &[CardId]) -> Result<(), String> {
        let got = self.game.cards_in(z).to_vec();
        hold(want.iter().all(|c| got.contains(c)), || {
            self.say(
                "check-zone-contains",
                Args::new()
                    .with("zone", self.zone_name(z))
                    .with("got", self.names(&got))
                    .with("want", self.names(want)),
            )
        })
    }

    fn zone_count(&self, z: ZoneId, n: usize) -> Result<(), String> {
        let got = self.game.cards_in(z).len();
        hold(got == n, || {
            self.say(
                "check-zone-count",
                Args::new()
                    .with("zone", self.zone_name(z))
                    .with("got", got)
                    .with("want", n),
            )
        })
    }

    fn zone_limit(&self, z: ZoneId, l: Option<u32>) -> Result<(), String> {
        let got = self.game.state().zone(z).and_then(|z| z.limit);
        hold(got == l, || {
            self.say(
                "check-zone-limit",
                Args::new()
                    .with("zone", self.zone_name(z))
                    .with("got", self.limit(got))
                    .with("want", self.limit(l)),
            )
        })
    }

    fn card_in(&self, card: CardId, z: ZoneId, pos: Option<u32>) -> Result<(), String> {
        let st = self.game.state();
        let where_ = self.game.place_name(card, self.lang);
        let zone_ok = st.zone_of(card) == Some(z);
        let pos_ok =
            pos.is_none_or(|p| st.zone(z).and_then(|zz| zz.position(card)) == Some(p as usize));
        hold(zone_ok && pos_ok, || {
            self.say(
                "check-card-in",
                Args::new()
                    .with("card", self.name(card))
                    .with("place", where_.as_str())
                    .with("zone", self.zone_name(z))
                    .with(
                        "pos",
                        pos.map(|p| self.say("check-at-position", Args::new().with("pos", p)))
                            .unwrap_or_default(),
                    ),
            )
        })
    }

    fn card_outside(&self, card: CardId, o: Outside) -> Result<(), String> {
        hold(
            self.game.state().card(card).place == Place::Outside(o),
            || {
                let want = match o {
                    Outside::Sideboard => PlaceWords::Sideboard,
                    Outside::Collection => PlaceWords::Collection,
                    Outside::LeftWithOwner => PlaceWords::LeftWithOwner,
                };
                self.say(
                    "check-card-outside",
                    Args::new()
                        .with("card", self.name(card))
                        .with("place", self.game.place_name(card, self.lang))
                        .with("want", want.render(self.lang)),
                )
            },
        )
    }

    fn orientation(&self, card: CardId, o: Option<Orientation>) -> Result<(), String> {
        let got = self.game.state().card(card).orientation;
        hold(got == o, || {
            self.say(
                "check-orientation",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", self.orientation_word(got))
                    .with("want", self.orientation_word(o)),
            )
        })
    }

    fn face(&self, card: CardId, f: Facing) -> Result<(), String> {
        let got = self.game.state().card(card).facing;
        hold(got == f, || {
            self.say(
                "check-face",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", self.facing_word(got))
                    .with("want", self.facing_word(f)),
            )
        })
    }

    fn controller(&self, card: CardId, p: Option<PlayerId>) -> Result<(), String> {
        let got = self.game.state().card(card).controller;
        hold(got == p, || {
            let who = |p: Option<PlayerId>| {
                p.map_or_else(|| self.word("check-nobody"), |p| self.player_name(p))
            };
            self.say(
                "check-controller",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", who(got))
                    .with("want", who(p)),
            )
        })
    }

    fn same_object(&self, card: CardId, same: bool, before: &[ObjectId]) -> Result<(), String> {
        let now = self.game.state().object(card);
        let was = before.get(card.index()).copied();
        hold((was == Some(now)) == same, || {
            self.say(
                "check-same",
                Args::new()
                    .with("card", self.name(card))
                    .with("was", was.map(|w| w.to_string()).unwrap_or_default())
                    .with("now", now.to_string())
                    .with(
                        "want",
                        self.word(if same {
                            "check-same-object"
                        } else {
                            "check-new-object"
                        }),
                    ),
            )
        })
    }

    fn types(&self, card: CardId, want: &[String]) -> Result<(), String> {
        let side = self.game.rules().characteristics(self.game.state(), card);
        let mut got: Vec<String> = side.types.iter().map(|t| t.to_lowercase()).collect();
        let mut want: Vec<String> = want.iter().map(|t| t.to_lowercase()).collect();
        got.sort();
        want.sort();
        hold(got == want, || {
            self.say(
                "check-types",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", self.list(&got))
                    .with("want", self.list(&want)),
            )
        })
    }

    fn abilities(&self, card: CardId, want: &[String]) -> Result<(), String> {
        let side = self.game.rules().characteristics(self.game.state(), card);
        hold(side.abilities == want, || {
            self.say(
                "check-abilities",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", self.list(&side.abilities))
                    .with("want", self.list(want)),
            )
        })
    }

    fn numbers(&self, card: CardId, want: &BTreeMap<String, i64>) -> Result<(), String> {
        let side = self.game.rules().characteristics(self.game.state(), card);
        hold(side.numbers == *want, || {
            self.say(
                "check-numbers",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", self.numbers_words(&side.numbers))
                    .with("want", self.numbers_words(want)),
            )
        })
    }

    fn side(&self, card: CardId, s: u8) -> Result<(), String> {
        let got = self.game.state().card(card).side;
        hold(got == s, || {
            self.say(
                "check-side",
                Args::new()
                    .with("card", self.name(card))
                    .with("got", got)
                    .with("want", s),
            )
        })
    }

    fn view_sees(&self, v: PlayerId, card: CardId, sees: Sees) -> Result<(), String> {
        let view = self.game.view(v);
        // A card held aside counts as listed where the view lists it among the held
        // cards (PMV 11.4: the player whose effect holds it).
        let front = match (view.card(card), view.held_card(card)) {
            (Some(cv), _) => Some(cv.front().is_some()),
            (None, Some(hv)) => Some(hv.front().is_some()),
            (None, None) => None,
        };
        let got = match front {
            None => Sees::Nothing,
            Some(true) => Sees::Front,
            Some(false) => Sees::Back,
        };
        hold(got == sees, || {
            self.say(
                "check-view-sees",
                Args::new()
                    .with("player", self.player_name(v))
                    .with("card", self.name(card))
                    .with("got", self.sees_word(got))
                    .with("want", self.sees_word(sees)),
            )
        })
    }

    fn view_other_side(&self, v: PlayerId, card: CardId, want: bool) -> Result<(), String> {
        let view = self.game.view(v);
        let got = view.card(card).is_some_and(|cv| cv.other_side().is_some());
        hold(got == want, || {
            self.say(
                if got {
                    "check-view-other-side-shown"
                } else {
                    "check-view-other-side-hidden"
                },
                Args::new()
                    .with("player", self.player_name(v))
                    .with("card", self.name(card)),
            )
        })
    }

    fn view_count(&self, v: PlayerId, z: ZoneId, n: usize) -> Result<(), String> {
        let got = self.game.view(v).zone(z).map(|zv| zv.count());
        hold(got == Some(n), || {
            self.say(
                "check-view-count",
                Args::new()
                    .with("player", self.player_name(v))
                    .with(
                        "got",
                        got.map_or_else(|| self.word("check-no-zone"), |n| n.to_string()),
                    )
                    .with("zone", self.zone_name(z))
                    .with("want", n),
            )
        })
    }

    fn view_limit(&self, v: PlayerId, z: ZoneId, l: Option<u32>) -> Result<(), String> {
        let got = self.game.view(v).zone(z).and_then(|zv| zv.limit());
        hold(got == l, || {
            self.say(
                "check-view-limit",
                Args::new()
                    .with("player", self.player_name(v))
                    .with("got", self.limit(got))
                    .with("zone", self.zone_name(z))
                    .with("want", self.limit(l)),
            )
        })
    }

    fn view_shows(&self, v: PlayerId, z: ZoneId, want: &[CardId]) -> Result<(), String> {
        let got: Vec<CardId> = self
            .game
            .view(v)
            .zone(z)
            .map(|zv| {
                zv.cards()
                    .filter(|c| c.front().is_some())
                    .map(|c| c.card_id())
                    .collect()
            })
            .unwrap_or_default();
        hold(got == want, || {
            self.say(
                "check-view-shows",
                Args::new()
                    .with("player", self.player_name(v))
                    .with("got", self.names(&got))
                    .with("zone", self.zone_name(z))
                    .with("want", self.names(want)),
            )
        })
    }

    /// The patterns match the step's events, in order (other events may come between).
    fn events(&self, pats: &[EventPattern], events: &[Event]) -> Result<(), String> {
        let mut i = 0;
        for p in pats {
            match events[i..].iter().position(|e| matches(p, e, &self.game)) {
                Some(k) => i += k + 1,
                None => {
                    let got: Vec<String> = events.iter().map(|e| self.render(e)).collect();
                    let card = p
                        .card
                        .map(|c| self.say("check-of-card", Args::new().with("card", self.name(c))))
                        .unwrap_or_default();
                    let rules = if p.rules.is_empty() {
                        String::new()
                    } else {
                        let sep = ryoiki_core::messages::core().plain(self.lang, "list-separator");
                        self.say(
                            "check-citing",
                            Args::new().with("rules", p.rules.join(&sep)),
                        )
                    };
                    return Err(self.say(
                        "check-no-event",
                        Args::new()
                            .with("kind", p.kind.as_str())
                            .with("card", card)
                            .with("rules", rules)
                            .with("events", got.join(" | ")),
                    ));
                }
            }
        }
        Ok(())
    }

    fn no_events(&self, kinds: &[String], events: &[Event]) -> Result<(), String> {
        let found = events.iter().find(|e| {
            kinds.iter().any(|k| match k.split_once(':') {
                // `game:<name>` / `triggered:<label>`: that event with that name.
                Some((kind, label)) => match (&e.kind, process_event(&e.kind, &self.game)) {
                    (EventKind::Triggered { label: l, .. }, _) => kind == "triggered" && l == label,
                    (_, Some((code, _))) => {
                        (kind == "game" || kind == event_kind(&e.kind)) && code == label
                    }
                    _ => false,
                },
                None => k == event_kind(&e.kind),
            })
        });
        match found {
            None => Ok(()),
            Some(e) => Err(self.say(
                "check-unexpected-event",
                Args::new().with("event", self.render(e)),
            )),
        }
    }

    fn pending(
        &self,
        decider: PlayerId,
        kind: &str,
        options: Option<&[String]>,
        zone: Option<ryoiki_core::ZoneId>,
    ) -> Result<(), String> {
        let Some(d) = self.game.pending() else {
            return Err(self.word("check-no-pending"));
        };
        if let Some(want) = zone {
            match &d.kind {
                DecisionKind::OrderCards { zone: got, .. } if *got == want => {}
                DecisionKind::OrderCards { zone: got, .. } => {
                    return Err(self.say(
                        "check-order-zone",
                        Args::new()
                            .with("got", self.game.zone_name(*got, self.lang))
                            .with("want", self.game.zone_name(want, self.lang)),
                    ));
                }
                _ => return Err(self.word("check-not-order")),
            }
        }
        let got_kind = match &d.kind {
            DecisionKind::ChooseReplacement { .. } => "choose-replacement",
            DecisionKind::OrderCards { .. } => "order-cards",
            DecisionKind::SplitCard { .. } => "split-card",
            DecisionKind::Game { about, .. } => self
                .game
                .rules()
                .process()
                .map_or("game", |p| p.code(about)),
        };
        if d.decider != decider || got_kind != kind {
            return Err(self.say(
                "check-pending",
                Args::new()
                    .with("got", self.player_name(d.decider))
                    .with("got-kind", got_kind)
                    .with("want", self.player_name(decider))
                    .with("want-kind", kind),
            ));
        }
        if let Some(want) = options {
            let mut got = self.option_names(d);
            let mut want = want.to_vec();
            got.sort();
            want.sort();
            if got != want {
                return Err(self.say(
                    "check-options",
                    Args::new()
                        .with("got", self.list(&got))
                        .with("want", self.list(&want)),
                ));
            }
        }
        Ok(())
    }

    fn no_pending(&self) -> Result<(), String> {
        match self.game.pending() {
            None => Ok(()),
            Some(d) => Err(self.say(
                "check-pending-left",
                Args::new().with("player", self.player_name(d.decider)),
            )),
        }
    }

    fn public(&self, player: PlayerId, ptr: &str, want: &serde_json::Value) -> Result<(), String> {
        let view = serde_json::to_value(self.game.view(player))
            .map_err(|e| self.say("check-view-json", Args::new().with("error", e.to_string())))?;
        let got = view
            .get("public")
            .and_then(|p| p.pointer(ptr))
            .cloned()
            .unwrap_or(serde_json::Value::Null);
        hold(got == *want, || {
            self.say(
                "check-public",
                Args::new()
                    .with("player", self.player_name(player))
                    .with("got", got.to_string())
                    .with("pointer", ptr)
                    .with("want", want.to_string()),
            )
        })
    }

    fn select(&self, word: &str, player: Option<PlayerId>, want: &[CardId]) -> Result<(), String> {
        match self.game.rules().select(self.game.state(), word, player) {
            None => Err(self.say("check-select-unknown", Args::new().with("word", word))),
            Some((mut got, _)) => {
                let mut want = want.to_vec();
                got.sort();
                want.sort();
                hold(got == want, || {
                    self.say(
                        "check-select",
                        Args::new()
                            .with("word", word)
                            .with("got", self.names(&got))
                            .with("want", self.names(&want)),
                    )
                })
            }
        }
    }

    /// The step was refused, with a message containing `want` (the English message,
    /// which files quote).
    fn refused(&self, want: &str, error: Option<&str>) -> Result<(), String> {
        match error {
            Some(msg) if msg.contains(want) => Ok(()),
            Some(msg) => Err(self.say(
                "check-refused-otherwise",
                Args::new().with("message", msg).with("want", want),
            )),
            None => Err(self.say("check-not-refused", Args::new().with("want", want))),
        }
    }
}
