//! Resolving the names a scenario file writes: players, cards (with an `@generation`),
//! zones (`player:zone`), and the words for an orientation, a facing and a position.

use super::{Loader, say};
use crate::model::{CardRef, ZoneRef};
use crate::raw::S;
use ryoiki_core::{CardId, Facing, Orientation, PlayerId, Position, Scope, Word, ZoneId, ZoneKind};
use toml::Spanned;

impl Loader<'_> {
    pub(super) fn player(&mut self, s: &S) -> Option<PlayerId> {
        match self.players.iter().position(|p| p == s.get_ref()) {
            Some(i) => Some(PlayerId(i as u8)),
            None => {
                let known = self.players.join(", ");
                let hint = crate::suggest::did_you_mean_words(
                    s.get_ref(),
                    self.players.iter().map(String::as_str),
                );
                self.err(
                    s.span(),
                    say("load-unknown-player")
                        .arg("name", s.get_ref().as_str())
                        .arg("hint", hint)
                        .arg("known", known),
                );
                None
            }
        }
    }

    pub(super) fn card(&mut self, s: &S) -> Option<CardRef> {
        let (name, generation) = match s.get_ref().split_once('@') {
            Some((n, g)) => match g.parse::<u32>() {
                Ok(g) => (n, Some(g)),
                Err(_) => {
                    self.err(
                        s.span(),
                        say("load-bad-generation").arg("name", s.get_ref().as_str()),
                    );
                    return None;
                }
            },
            None => (s.get_ref().as_str(), None),
        };
        match self.cards.get(name) {
            Some(&card) => Some(CardRef { card, generation }),
            None => {
                let hint =
                    crate::suggest::did_you_mean_words(name, self.cards.keys().map(String::as_str));
                self.err(
                    s.span(),
                    say("load-unknown-card").arg("name", name).arg("hint", hint),
                );
                None
            }
        }
    }

    pub(super) fn plain_card(&mut self, s: &S) -> Option<CardId> {
        let r = self.card(s)?;
        if r.generation.is_some() {
            self.err(s.span(), say("load-generation-not-here"));
        }
        Some(r.card)
    }

    pub(super) fn zone_kind(
        &mut self,
        key: &str,
        span: std::ops::Range<usize>,
    ) -> Option<ZoneKind> {
        let rules = self.rules?;
        match rules.zones().iter().position(|z| z.key == key) {
            Some(i) => Some(ZoneKind(i as u16)),
            None => {
                let known: Vec<&str> = rules.zones().iter().map(|z| z.key).collect();
                let hint = match crate::suggest::other_edition_words(rules.key(), key) {
                    Some(h) => Word::Phrase(say("load-hint").arg("hint", h)),
                    None => crate::suggest::did_you_mean_words(key, known.iter().copied()),
                };
                self.err(
                    span,
                    say("load-unknown-zone")
                        .arg("name", key)
                        .arg("game", rules.key())
                        .arg("hint", hint)
                        .arg("known", known.join(", ")),
                );
                None
            }
        }
    }

    /// `zone` or `player:zone`.
    pub(super) fn zone_ref(&mut self, s: &S) -> Option<ZoneRef> {
        let text = s.get_ref();
        let (player, key) = match text.split_once(':') {
            Some((p, k)) => {
                let p = self.player(&Spanned::new(s.span(), p.to_string()))?;
                (Some(p), k)
            }
            None => (None, text.as_str()),
        };
        let kind = self.zone_kind(key, s.span())?;
        let rules = self.rules?;
        if rules.zones()[kind.0 as usize].scope == Scope::Shared && player.is_some() {
            self.err(s.span(), say("load-zone-shared").arg("name", key));
            return None;
        }
        Some(ZoneRef { kind, player })
    }

    /// A zone that must be fully named (`player:zone`, or a shared zone).
    pub(super) fn zone_id(&mut self, s: &S) -> Option<ZoneId> {
        let r = self.zone_ref(s)?;
        let scope = self.rules?.zones()[r.kind.0 as usize].scope;
        match r.id(scope) {
            Some(id) => Some(id),
            None => {
                self.err(
                    s.span(),
                    say("load-whose-zone").arg("name", s.get_ref().as_str()),
                );
                None
            }
        }
    }

    pub(super) fn orientation(&mut self, s: &S) -> Option<Orientation> {
        match s.get_ref().as_str() {
            "upright" | "recovered" | "untapped" | "active" => Some(Orientation::Upright),
            "sideways" | "rested" | "tapped" | "sleep" | "asleep" => Some(Orientation::Sideways),
            other => {
                self.err(s.span(), say("load-unknown-orientation").arg("name", other));
                None
            }
        }
    }

    pub(super) fn facing(&mut self, s: &S) -> Option<Facing> {
        match s.get_ref().as_str() {
            "up" => Some(Facing::FaceUp),
            "down" => Some(Facing::FaceDown),
            other => {
                self.err(s.span(), say("load-unknown-facing").arg("name", other));
                None
            }
        }
    }

    pub(super) fn position(&mut self, s: &S) -> Option<Position> {
        match s.get_ref().as_str() {
            "top" => Some(Position::Top),
            "bottom" => Some(Position::Bottom),
            "shuffle" => Some(Position::Shuffled),
            n if counted_position(n).is_some() => counted_position(n),
            n => match n.parse::<u32>() {
                Ok(i) => Some(Position::Index(i)),
                Err(_) => {
                    self.err(s.span(), say("load-unknown-position").arg("name", n));
                    None
                }
            },
        }
    }
}

/// "N from top" or "N from bottom" (N counted from 1: "1 from top" is the top card's
/// place), as a position. "0 from top" counts no card: the engine takes it as the end
/// it counts from and cites its clamping rule, as for a count past the other end.
fn counted_position(s: &str) -> Option<Position> {
    let (n, end) = s.split_once(" from ")?;
    let n = n.trim().parse::<u32>().ok()?;
    match end.trim() {
        "top" => Some(Position::FromTop(n)),
        "bottom" => Some(Position::FromBottom(n)),
        _ => None,
    }
}
