//! `[[effect]]` tables: replacement, prohibition, trigger, characteristic-changing and
//! custom (written in Rust, named by key) effects declared up front.

use super::{Loader, say};
use crate::model::DeclaredEffect;
use crate::raw::{RawChange, RawEffect, RawProhibit, RawReplace, RawStep, RawTrigger, S};
use ryoiki_core::{CardFilter, EffectBody, MoveFilter, Prohibited, TriggerOn, ZoneKind};

impl Loader<'_> {
    /// Every `[[effect]]`: their names first (so they may refer to each other), then
    /// each effect.
    pub(super) fn effects(&mut self, raw: &[RawEffect]) -> Vec<DeclaredEffect> {
        for e in raw {
            if self.effects.contains(e.id.get_ref()) {
                self.err(
                    e.id.span(),
                    say("load-effect-twice").arg("name", e.id.get_ref().as_str()),
                );
            }
            self.effects.push(e.id.get_ref().clone());
        }
        raw.iter().filter_map(|e| self.effect(e)).collect()
    }

    /// An `until` that names an event close to, but not, one that happens (`end-of-turn`,
    /// the `id` of a `happen` step of the file, or an event the game makes happen by
    /// itself, one its rule set cites a rule for, such as Magic's `planeswalk:alice`) is
    /// a misspelling that would leave the effect in force forever: it is reported at the
    /// `until`, with the name meant. A name close to none is an event the file never
    /// makes happen, and the effect lasts to the file's end.
    pub(super) fn check_untils(&mut self, raw: &[RawEffect], steps: &[(usize, RawStep)]) {
        let happen: Vec<&str> = steps
            .iter()
            .filter(|(_, s)| s.do_.get_ref() == "happen")
            .filter_map(|(_, s)| s.id.as_ref().map(|i| i.get_ref().as_str()))
            .collect();
        for u in raw.iter().filter_map(|e| e.until.as_ref()) {
            let name = u.get_ref().as_str();
            let by_the_game = self.rules.is_some_and(|r| {
                !r.happening_rules(&ryoiki_core::Happening::Named(name.to_string()))
                    .is_empty()
            });
            if name == "end-of-turn" || happen.contains(&name) || by_the_game {
                continue;
            }
            // A name close to none of them is an event the file leaves for later (the
            // effect lasts to its end, as the soak's repro files write `until = "soak"`).
            let candidates = || std::iter::once("end-of-turn").chain(happen.iter().copied());
            if crate::suggest::did_you_mean(name, candidates()).is_empty() {
                continue;
            }
            self.err(
                u.span(),
                say("load-until-never-happens").arg("name", name).arg(
                    "hint",
                    crate::suggest::did_you_mean_words(name, candidates()),
                ),
            );
        }
    }

    fn filter(&mut self, card: &Option<S>, types: &[String], owner: &Option<S>) -> CardFilter {
        CardFilter {
            card: card.as_ref().and_then(|c| self.plain_card(c)),
            types: types.to_vec(),
            owner: owner.as_ref().and_then(|o| self.player(o)),
            generation: None,
            controller: None,
        }
    }

    fn kind_opt(&mut self, s: &Option<S>) -> Option<ZoneKind> {
        let s = s.as_ref()?;
        self.zone_kind(s.get_ref(), s.span())
    }

    fn effect(&mut self, e: &RawEffect) -> Option<DeclaredEffect> {
        let controller = e.controller.as_ref().and_then(|c| self.player(c));
        let given = [
            e.replace.is_some(),
            e.prohibit.is_some(),
            e.trigger.is_some(),
            e.change.is_some(),
            e.custom.is_some(),
        ]
        .iter()
        .filter(|&&b| b)
        .count();
        if given != 1 {
            self.err(
                e.id.span(),
                say("load-effect-kind").arg("name", e.id.get_ref().as_str()),
            );
            return None;
        }
        if let (Some(s), None) = (&e.source, &e.custom) {
            self.err(s.span(), say("load-source-custom-only"));
            return None;
        }
        let source = match &e.source {
            Some(s) => Some(self.plain_card(s)?),
            None => None,
        };
        let body = if let Some(k) = &e.custom {
            self.custom_body(k)?
        } else if let Some(r) = &e.replace {
            self.replacement(r.get_ref(), r.span())?
        } else if let Some(p) = &e.prohibit {
            self.prohibition(p.get_ref())?
        } else if let Some(c) = &e.change {
            self.change(c)?
        } else {
            self.trigger(e.trigger.as_ref()?.get_ref())?
        };
        let until = match (&e.until, &e.while_in) {
            (Some(_), Some(w)) => {
                self.err(w.span(), say("load-effect-until-and-while"));
                return None;
            }
            (Some(u), None) => Some(match u.get_ref().as_str() {
                "end-of-turn" => crate::model::DeclaredDuration::EndOfTurn,
                name => crate::model::DeclaredDuration::Named(name.to_string()),
            }),
            (None, Some(w)) => Some(crate::model::DeclaredDuration::WhileIn(self.plain_card(w)?)),
            (None, None) => None,
        };
        Some(DeclaredEffect {
            source,
            until,
            name: e.id.get_ref().clone(),
            label: e.label.clone().unwrap_or_else(|| e.id.get_ref().clone()),
            label_ja: e.label_ja.clone(),
            record_ja: e
                .trigger
                .as_ref()
                .and_then(|t| t.get_ref().record_ja.clone()),
            controller,
            body,
            active: e.active.unwrap_or(true),
        })
    }

    /// An effect written in Rust, by the key the registry has it under.
    fn custom_body(&mut self, key: &S) -> Option<EffectBody> {
        if self.custom.get(key.get_ref()).is_none() {
            let keys: Vec<String> = self.custom.keys().map(String::from).collect();
            let hint =
                crate::suggest::did_you_mean_words(key.get_ref(), keys.iter().map(String::as_str));
            let phrase = if keys.is_empty() {
                say("load-unknown-custom-none")
                    .arg("name", key.get_ref().as_str())
                    .arg("hint", hint)
            } else {
                say("load-unknown-custom")
                    .arg("name", key.get_ref().as_str())
                    .arg("hint", hint)
                    .arg("known", keys.join(", "))
            };
            self.err(key.span(), phrase);
            return None;
        }
        Some(EffectBody::Custom(ryoiki_core::CustomRef {
            key: key.get_ref().clone(),
            source: None,
        }))
    }

    fn replacement(&mut self, r: &RawReplace, span: std::ops::Range<usize>) -> Option<EffectBody> {
        let mut card = self.filter(&r.card, &r.types, &r.owner);
        card.controller = r.controlled_by.as_ref().and_then(|c| self.player(c));
        let from = self.kind_opt(&r.from);
        let to = self.kind_opt(&r.to);
        let instead = match &r.instead {
            Some(i) => Some(self.zone_ref(i)?),
            None => None,
        };
        let instead = instead.map(|i| ryoiki_core::Destination {
            kind: i.kind,
            player: i.player,
        });
        let on = MoveFilter { card, from, to };
        let position = match &r.position {
            Some(p) => Some(self.position(&toml::Spanned::new(p.span(), p.get_ref().0.clone()))?),
            None => None,
        };
        let facing = match &r.face {
            Some(f) => Some(self.facing(f)?),
            None => None,
        };
        let mut follow_ups = Vec::new();
        if let Some(c) = &r.counters {
            follow_ups.push(ryoiki_core::FollowUp::Counters {
                kind: c.kind.clone(),
                count: c.count.unwrap_or(1),
            });
        }
        if let Some(t) = &r.token {
            let zone = self.zone_ref(&t.zone)?;
            let mut side = ryoiki_core::Side::new(
                &t.name,
                &t.types.iter().map(String::as_str).collect::<Vec<_>>(),
            );
            side.numbers = t.numbers.clone();
            follow_ups.push(ryoiki_core::FollowUp::Token {
                side,
                zone: ryoiki_core::Destination {
                    kind: zone.kind,
                    player: zone.player,
                },
            });
        }
        let plain = r.controlled_by.is_none()
            && position.is_none()
            && facing.is_none()
            && follow_ups.is_empty();
        match instead {
            Some(instead) if plain && r.then.is_empty() => {
                Some(EffectBody::Replacement { on, instead })
            }
            None if plain && r.then.is_empty() => {
                self.err(span, say("load-replacement-empty"));
                None
            }
            to => Some(EffectBody::ReplaceMove(ryoiki_core::MoveReplacement {
                on,
                to,
                position,
                facing,
                then: r.then.clone(),
                follow_ups,
            })),
        }
    }

    fn prohibition(&mut self, p: &RawProhibit) -> Option<EffectBody> {
        let what = match p.what.get_ref().as_str() {
            "move" => Prohibited::Move,
            "turn-face-down" => Prohibited::TurnFaceDown,
            "attach" | "set" => Prohibited::Attach,
            other => {
                self.err(
                    p.what.span(),
                    say("load-unknown-prohibition").arg("name", other),
                );
                return None;
            }
        };
        Some(EffectBody::Prohibition {
            card: self.filter(&p.card, &p.types, &p.owner),
            what,
        })
    }

    fn trigger(&mut self, t: &RawTrigger) -> Option<EffectBody> {
        let on = match t.on.get_ref().as_str() {
            "put-into" => TriggerOn::PutInto,
            "leaves" => TriggerOn::Leaves,
            "any-move" => TriggerOn::AnyMove,
            "revealed" => TriggerOn::Revealed,
            "looked-at" => TriggerOn::LookedAt,
            "turned-sideways" => TriggerOn::TurnedSideways,
            "turned-upright" => TriggerOn::TurnedUpright,
            other => {
                self.err(t.on.span(), say("load-unknown-trigger").arg("name", other));
                return None;
            }
        };
        let card = self.filter(&t.card, &t.types, &t.owner);
        let from = self.kind_opt(&t.from);
        let to = self.kind_opt(&t.to);
        Some(EffectBody::Trigger {
            on,
            filter: MoveFilter { card, from, to },
            record: t.record.clone(),
        })
    }

    /// A characteristic change ([`ryoiki_core::characteristics`]).
    fn change(&mut self, c: &toml::Spanned<RawChange>) -> Option<EffectBody> {
        let span = c.span();
        let c = c.get_ref();
        let zone = self.kind_opt(&c.zone);
        let change = ryoiki_core::Change {
            add_types: c.add_types.clone(),
            remove_types: c.remove_types.clone(),
            remove_all_abilities: c.lose_all_abilities,
            add_abilities: c.add_abilities.clone(),
            remove_abilities: c.remove_abilities.clone(),
            set_numbers: c.set.clone(),
            modify_numbers: c.modify.clone(),
        };
        if change.is_empty() {
            self.err(span, say("load-change-empty"));
            return None;
        }
        Some(EffectBody::Characteristics {
            card: self.filter(&c.card, &c.types, &c.owner),
            zone,
            change,
        })
    }
}
