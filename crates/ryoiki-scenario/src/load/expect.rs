//! `expect` tables: one function per kind of check.

use super::{Loader, say};
use crate::model::{Check, EventPattern, Expectation, Sees};
use crate::raw::{RawEvent, RawExpect, RawPending, S};
use ryoiki_core::{CardId, Outside, PlayerId, ZoneId};
use toml::Spanned;

impl Loader<'_> {
    /// An `expect` table: its checks, and the rules they prove.
    pub(super) fn expectation(&mut self, e: &Spanned<RawExpect>) -> Option<Expectation> {
        let (line, _) = self.pos(e.span().start);
        let x = e.get_ref();
        let mut checks = Vec::new();
        let before = self.diags.len();
        self.rule_ids(&x.rules);
        let viewer = x.view.as_ref().and_then(|v| self.player(v));
        let card = x.card.as_ref().and_then(|c| self.plain_card(c));
        let zone = x.zone.as_ref().and_then(|z| self.zone_id(z));
        let player = x.player.as_ref().and_then(|p| self.player(p));
        if let Some(v) = viewer {
            self.view_checks(x, v, card, zone, &mut checks);
        } else {
            if let Some(z) = zone {
                self.zone_checks(x, z, &mut checks);
            }
            if let Some(c) = card {
                self.card_checks(x, c, &mut checks);
            }
        }
        if let Some(events) = &x.events {
            checks.push(self.events_check(events));
        }
        if let Some(kinds) = &x.no_events {
            checks.push(Check::NoEvents(
                kinds.iter().map(|k| k.get_ref().clone()).collect(),
            ));
        }
        if let Some(msg) = &x.error {
            checks.push(Check::Error(msg.clone()));
        }
        if let Some(p) = &x.pending {
            checks.extend(self.pending_check(p.get_ref()));
        }
        if x.no_pending == Some(true) {
            checks.push(Check::NoPending);
        }
        self.state_checks(x, player, &mut checks);
        if let Some(word) = &x.select {
            let list = x.cards.clone().unwrap_or_default();
            if let Some(ids) = self.plain_cards(&list) {
                checks.push(Check::Select(word.get_ref().clone(), player, ids));
            }
        }
        if checks.is_empty() && self.diags.len() == before {
            self.err(e.span(), say("load-expect-nothing"));
        }
        Some(Expectation {
            line,
            rules: x.rules.iter().map(|r| r.get_ref().clone()).collect(),
            note: x.note.clone(),
            checks,
        })
    }

    /// Every rule id must be in the catalogue.
    fn rule_ids(&mut self, rules: &[S]) {
        for r in rules {
            if !crate::catalogue::Catalogue::embedded().contains(r.get_ref()) {
                let cat = crate::catalogue::Catalogue::embedded();
                let hint = crate::suggest::did_you_mean_words(
                    r.get_ref(),
                    cat.rules.iter().map(|rule| rule.id.as_str()),
                );
                self.err(
                    r.span(),
                    say("load-unknown-rule")
                        .arg("name", r.get_ref().as_str())
                        .arg("hint", hint),
                );
            }
        }
    }

    /// Cards named without a generation, if all of them are known.
    fn plain_cards(&mut self, list: &[S]) -> Option<Vec<CardId>> {
        let ids: Vec<Option<CardId>> = list.iter().map(|c| self.plain_card(c)).collect();
        ids.into_iter().collect()
    }

    /// What the viewer `v` sees: of the card (`sees`, `other_side`) and of the zone
    /// (`count`, `limit`, `shows`).
    fn view_checks(
        &mut self,
        x: &RawExpect,
        v: PlayerId,
        card: Option<CardId>,
        zone: Option<ZoneId>,
        checks: &mut Vec<Check>,
    ) {
        if let (Some(c), Some(s)) = (card, &x.sees) {
            let sees = match s.get_ref().as_str() {
                "front" => Some(Sees::Front),
                "back" => Some(Sees::Back),
                "nothing" => Some(Sees::Nothing),
                other => {
                    self.err(s.span(), say("load-unknown-sees").arg("name", other));
                    None
                }
            };
            if let Some(sees) = sees {
                checks.push(Check::ViewSees(v, c, sees));
            }
        }
        if let (Some(c), Some(b)) = (card, x.other_side) {
            checks.push(Check::ViewOtherSide(v, c, b));
        }
        if let Some(z) = zone {
            if let Some(n) = x.count {
                checks.push(Check::ViewCount(v, z, n));
            }
            if let Some(l) = &x.limit
                && let Some(l) = self.zone_limit(l)
            {
                checks.push(Check::ViewLimit(v, z, l));
            }
            if let Some(list) = &x.shows
                && let Some(ids) = self.plain_cards(list)
            {
                checks.push(Check::ViewShows(v, z, ids));
            }
        }
    }

    /// What the zone holds: `cards`, `contains`, `count`, `limit`.
    fn zone_checks(&mut self, x: &RawExpect, z: ZoneId, checks: &mut Vec<Check>) {
        if let Some(list) = &x.cards
            && let Some(ids) = self.plain_cards(list)
        {
            checks.push(Check::ZoneCards(z, ids));
        }
        if let Some(list) = &x.contains
            && let Some(ids) = self.plain_cards(list)
        {
            checks.push(Check::ZoneContains(z, ids));
        }
        if let Some(n) = x.count {
            checks.push(Check::ZoneCount(z, n));
        }
        if let Some(l) = &x.limit
            && let Some(l) = self.zone_limit(l)
        {
            checks.push(Check::ZoneLimit(z, l));
        }
    }

    /// The card's place, how it lies and who controls it, then its characteristics.
    fn card_checks(&mut self, x: &RawExpect, c: CardId, checks: &mut Vec<Check>) {
        if let Some(place) = &x.in_ {
            self.place_check(place, c, x.position, checks);
        }
        if let Some(o) = &x.orientation {
            let o = if o.get_ref() == "none" {
                Some(None)
            } else {
                self.orientation(o).map(Some)
            };
            if let Some(o) = o {
                checks.push(Check::Orientation(c, o));
            }
        }
        if let Some(f) = &x.face
            && let Some(f) = self.facing(f)
        {
            checks.push(Check::Face(c, f));
        }
        if let Some(p) = &x.controller {
            let p = if p.get_ref() == "none" {
                Some(None)
            } else {
                self.player(p).map(Some)
            };
            if let Some(p) = p {
                checks.push(Check::Controller(c, p));
            }
        }
        if let Some(b) = x.same_object {
            checks.push(Check::SameObject(c, b));
        }
        Self::characteristic_checks(x, c, checks);
    }

    /// `in`: a zone (and `position`), or a place outside the game.
    fn place_check(
        &mut self,
        place: &S,
        c: CardId,
        position: Option<u32>,
        checks: &mut Vec<Check>,
    ) {
        match place.get_ref().strip_prefix("outside:") {
            Some("sideboard") => checks.push(Check::CardOutside(c, Outside::Sideboard)),
            Some("collection") => checks.push(Check::CardOutside(c, Outside::Collection)),
            Some("left-with-owner") => checks.push(Check::CardOutside(c, Outside::LeftWithOwner)),
            Some(other) => self.err(place.span(), say("load-unknown-outside").arg("name", other)),
            None => {
                if let Some(z) = self.zone_id(place) {
                    checks.push(Check::CardIn(c, z, position));
                }
            }
        }
    }

    /// The card's current types, abilities, numbers and side.
    fn characteristic_checks(x: &RawExpect, c: CardId, checks: &mut Vec<Check>) {
        if let Some(t) = &x.types {
            checks.push(Check::Types(c, t.clone()));
        }
        if let Some(a) = &x.abilities {
            checks.push(Check::Abilities(c, a.clone()));
        }
        if let Some(n) = &x.numbers {
            checks.push(Check::Numbers(c, n.clone()));
        }
        if let Some(s) = x.side {
            checks.push(Check::Side(c, s));
        }
    }

    /// `events`: patterns the step's events must match, in order.
    fn events_check(&mut self, events: &[Spanned<RawEvent>]) -> Check {
        let mut pats = Vec::new();
        for ev in events {
            let ev = ev.get_ref();
            let card = ev.card.as_ref().and_then(|c| self.plain_card(c));
            let from = ev.from.as_ref().and_then(|z| self.zone_ref(z));
            let to = ev.to.as_ref().and_then(|z| self.zone_ref(z));
            self.rule_ids(&ev.rules);
            if !crate::model::EVENT_KINDS.contains(&ev.kind.get_ref().as_str()) {
                self.err(
                    ev.kind.span(),
                    say("load-unknown-event")
                        .arg("name", ev.kind.get_ref().as_str())
                        .arg(
                            "hint",
                            crate::suggest::did_you_mean_words(
                                ev.kind.get_ref(),
                                crate::model::EVENT_KINDS.iter().copied(),
                            ),
                        )
                        .arg("known", crate::model::EVENT_KINDS.join(", ")),
                );
            }
            pats.push(EventPattern {
                kind: ev.kind.get_ref().clone(),
                card,
                from,
                to,
                label: ev.label.clone(),
                rules: ev.rules.iter().map(|r| r.get_ref().clone()).collect(),
            });
        }
        Check::Events(pats)
    }

    /// `pending`: who must decide what, and with which answers.
    fn pending_check(&mut self, p: &RawPending) -> Option<Check> {
        let d = self.player(&p.decider)?;
        let zone = match &p.zone {
            Some(z) => Some(self.zone_id(z)?),
            None => None,
        };
        Some(Check::Pending {
            zone,
            decider: d,
            kind: p.kind.get_ref().clone(),
            options: p
                .options
                .as_ref()
                .map(|o| o.iter().map(|s| s.get_ref().clone()).collect()),
        })
    }

    /// `public`: what a player's view shows of the rule set's own state, at a JSON
    /// pointer, against `value`. (A rule set's private state is not for scenarios: a
    /// check states what a player sees.)
    fn state_checks(&mut self, x: &RawExpect, player: Option<PlayerId>, checks: &mut Vec<Check>) {
        if let Some(ptr) = &x.ext {
            self.err(ptr.span(), say("load-ext-gone"));
        }
        if let Some(ptr) = &x.public {
            match &x.value {
                Some(v) => match serde_json::to_value(v) {
                    Ok(j) => checks.push(Check::Public(
                        player.unwrap_or(PlayerId(0)),
                        ptr.get_ref().clone(),
                        j,
                    )),
                    Err(e) => self.err(
                        ptr.span(),
                        say("load-value-not-comparable").arg("error", e.to_string()),
                    ),
                },
                None => self.err(ptr.span(), say("load-public-needs-value")),
            }
        }
    }
}
