//! Checking an expectation: one function per kind of [`Check`].

use super::Runner;
use super::events::{event_kind, matches, process_event};
use crate::model::{Check, EventPattern, Sees};
use ryoiki_core::{
    CardId, DecisionKind, Event, EventKind, Facing, Lang, ObjectId, Orientation, Outside, Place,
    PlayerId, ZoneId,
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
            Check::Error(want) => refused(want, error),
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

    /// The names of cards, for messages.
    fn names(&self, cs: &[CardId]) -> String {
        cs.iter()
            .map(|&c| self.name(c).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn zone_cards(&self, z: ZoneId, want: &[CardId]) -> Result<(), String> {
        let got = self.game.cards_in(z).to_vec();
        hold(got == want, || {
            format!(
                "{} holds [{}], expected [{}]",
                self.zone_name(z),
                self.names(&got),
                self.names(want)
            )
        })
    }

    fn zone_contains(&self, z: ZoneId, want: &[CardId]) -> Result<(), String> {
        let got = self.game.cards_in(z).to_vec();
        hold(want.iter().all(|c| got.contains(c)), || {
            format!(
                "{} holds [{}], expected it to contain [{}]",
                self.zone_name(z),
                self.names(&got),
                self.names(want)
            )
        })
    }

    fn zone_count(&self, z: ZoneId, n: usize) -> Result<(), String> {
        let got = self.game.cards_in(z).len();
        hold(got == n, || {
            format!("{} holds {got} cards, expected {n}", self.zone_name(z))
        })
    }

    fn zone_limit(&self, z: ZoneId, l: Option<u32>) -> Result<(), String> {
        let got = self.game.state().zone(z).and_then(|z| z.limit);
        hold(got == l, || {
            format!("{} has limit {got:?}, expected {l:?}", self.zone_name(z))
        })
    }

    fn card_in(&self, card: CardId, z: ZoneId, pos: Option<u32>) -> Result<(), String> {
        let st = self.game.state();
        let where_ = self.game.place_name(card, Lang::En);
        let zone_ok = st.zone_of(card) == Some(z);
        let pos_ok =
            pos.is_none_or(|p| st.zone(z).and_then(|zz| zz.position(card)) == Some(p as usize));
        hold(zone_ok && pos_ok, || {
            format!(
                "{} is in {where_}, expected {}{}",
                self.name(card),
                self.zone_name(z),
                pos.map(|p| format!(" at position {p}")).unwrap_or_default()
            )
        })
    }

    fn card_outside(&self, card: CardId, o: Outside) -> Result<(), String> {
        hold(
            self.game.state().card(card).place == Place::Outside(o),
            || {
                format!(
                    "{} is in {}, expected outside the game ({o:?})",
                    self.name(card),
                    self.game.place_name(card, Lang::En)
                )
            },
        )
    }

    fn orientation(&self, card: CardId, o: Option<Orientation>) -> Result<(), String> {
        let got = self.game.state().card(card).orientation;
        hold(got == o, || {
            format!("{} is {got:?}, expected {o:?}", self.name(card))
        })
    }

    fn face(&self, card: CardId, f: Facing) -> Result<(), String> {
        let got = self.game.state().card(card).facing;
        hold(got == f, || {
            format!("{} is {got:?}, expected {f:?}", self.name(card))
        })
    }

    fn controller(&self, card: CardId, p: Option<PlayerId>) -> Result<(), String> {
        let got = self.game.state().card(card).controller;
        hold(got == p, || {
            format!(
                "{} is controlled by {}, expected {}",
                self.name(card),
                got.map(|p| self.player_name(p)).unwrap_or("nobody".into()),
                p.map(|p| self.player_name(p)).unwrap_or("nobody".into())
            )
        })
    }

    fn same_object(&self, card: CardId, same: bool, before: &[ObjectId]) -> Result<(), String> {
        let now = self.game.state().object(card);
        let was = before.get(card.index()).copied();
        hold((was == Some(now)) == same, || {
            format!(
                "{} was object {} and is now {now}: expected {}",
                self.name(card),
                was.map(|w| w.to_string()).unwrap_or_default(),
                if same {
                    "the same object"
                } else {
                    "a new object"
                }
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
            format!("{} has types {got:?}, expected {want:?}", self.name(card))
        })
    }

    fn abilities(&self, card: CardId, want: &[String]) -> Result<(), String> {
        let side = self.game.rules().characteristics(self.game.state(), card);
        hold(side.abilities == want, || {
            format!(
                "{} has abilities {:?}, expected {want:?}",
                self.name(card),
                side.abilities
            )
        })
    }

    fn numbers(&self, card: CardId, want: &BTreeMap<String, i64>) -> Result<(), String> {
        let side = self.game.rules().characteristics(self.game.state(), card);
        hold(side.numbers == *want, || {
            format!(
                "{} has numbers {:?}, expected {want:?}",
                self.name(card),
                side.numbers
            )
        })
    }

    fn side(&self, card: CardId, s: u8) -> Result<(), String> {
        let got = self.game.state().card(card).side;
        hold(got == s, || {
            format!("{} shows side {got}, expected {s}", self.name(card))
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
            format!(
                "{}'s view shows {got:?} of {}, expected {sees:?}",
                self.player_name(v),
                self.name(card)
            )
        })
    }

    fn view_other_side(&self, v: PlayerId, card: CardId, want: bool) -> Result<(), String> {
        let view = self.game.view(v);
        let got = view.card(card).is_some_and(|cv| cv.other_side().is_some());
        hold(got == want, || {
            format!(
                "{}'s view {} the other side of {}",
                self.player_name(v),
                if got { "shows" } else { "does not show" },
                self.name(card)
            )
        })
    }

    fn view_count(&self, v: PlayerId, z: ZoneId, n: usize) -> Result<(), String> {
        let got = self.game.view(v).zone(z).map(|zv| zv.count());
        hold(got == Some(n), || {
            format!(
                "{}'s view counts {got:?} cards in {}, expected {n}",
                self.player_name(v),
                self.zone_name(z)
            )
        })
    }

    fn view_limit(&self, v: PlayerId, z: ZoneId, l: Option<u32>) -> Result<(), String> {
        let got = self.game.view(v).zone(z).and_then(|zv| zv.limit());
        hold(got == l, || {
            format!(
                "{}'s view shows limit {got:?} for {}, expected {l:?}",
                self.player_name(v),
                self.zone_name(z)
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
            format!(
                "{}'s view shows the fronts of [{}] in {}, expected [{}]",
                self.player_name(v),
                self.names(&got),
                self.zone_name(z),
                self.names(want)
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
                    let got: Vec<String> = events
                        .iter()
                        .map(|e| self.game.render_event(e, Lang::En))
                        .collect();
                    return Err(format!(
                        "no '{}' event{}{} (in order) among the step's events: [{}]",
                        p.kind,
                        p.card
                            .map(|c| format!(" of {}", self.name(c)))
                            .unwrap_or_default(),
                        if p.rules.is_empty() {
                            String::new()
                        } else {
                            format!(" citing {}", p.rules.join(", "))
                        },
                        got.join(" | ")
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
            Some(e) => Err(format!(
                "unexpected event: {}",
                self.game.render_event(e, Lang::En)
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
            return Err("no decision is pending".into());
        };
        if let Some(want) = zone {
            match &d.kind {
                DecisionKind::OrderCards { zone: got, .. } if *got == want => {}
                DecisionKind::OrderCards { zone: got, .. } => {
                    return Err(format!(
                        "the order decision is about {}, expected {}",
                        self.game.zone_name(*got, Lang::En),
                        self.game.zone_name(want, Lang::En)
                    ));
                }
                _ => return Err("the pending decision is not about a zone's order".into()),
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
            return Err(format!(
                "pending: {} decides {got_kind}; expected {} to decide {kind}",
                self.player_name(d.decider),
                self.player_name(decider)
            ));
        }
        if let Some(want) = options {
            let mut got = self.option_names(d);
            let mut want = want.to_vec();
            got.sort();
            want.sort();
            if got != want {
                return Err(format!(
                    "the decision's options are {got:?}, expected {want:?}"
                ));
            }
        }
        Ok(())
    }

    fn no_pending(&self) -> Result<(), String> {
        match self.game.pending() {
            None => Ok(()),
            Some(d) => Err(format!(
                "a decision is pending for {}",
                self.player_name(d.decider)
            )),
        }
    }

    fn public(&self, player: PlayerId, ptr: &str, want: &serde_json::Value) -> Result<(), String> {
        let view = serde_json::to_value(self.game.view(player))
            .map_err(|e| format!("the view does not serialize: {e}"))?;
        let got = view
            .get("public")
            .and_then(|p| p.pointer(ptr))
            .cloned()
            .unwrap_or(serde_json::Value::Null);
        hold(got == *want, || {
            format!(
                "{}'s view shows {got} at public{ptr}, expected {want}",
                self.player_name(player)
            )
        })
    }

    fn select(&self, word: &str, player: Option<PlayerId>, want: &[CardId]) -> Result<(), String> {
        match self.game.rules().select(self.game.state(), word, player) {
            None => Err(format!("the rules give no meaning to '{word}'")),
            Some((mut got, _)) => {
                let mut want = want.to_vec();
                got.sort();
                want.sort();
                hold(got == want, || {
                    format!(
                        "'{word}' refers to [{}], expected [{}]",
                        self.names(&got),
                        self.names(&want)
                    )
                })
            }
        }
    }
}

/// The step was refused, with a message containing `want`.
fn refused(want: &str, error: Option<&str>) -> Result<(), String> {
    match error {
        Some(msg) if msg.contains(want) => Ok(()),
        Some(msg) => Err(format!(
            "refused with \"{msg}\", expected a message containing \"{want}\""
        )),
        None => Err(format!(
            "the step was carried out, expected it to be refused with \"{want}\""
        )),
    }
}
