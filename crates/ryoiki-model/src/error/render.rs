//! Refusals and setup problems in words: each error in either language, from the core's
//! message catalogue. In English every text is exactly the error's
//! [`Display`](std::fmt::Display) text; the tests below hold each variant to that.

use super::{ActionError, SetupError, SetupProblem};
use crate::ids::{CardId, EffectId, ObjectId};
use crate::labels::Labels;
use crate::messages::{Args, core};
use crate::words::{CardWords, ChoiceWords, Phrase, PlaceWords};
use crate::zone::Lang;

/// The message `key` in `lang` from the core's catalogue.
fn text(lang: Lang, key: &str, args: Args<'_>) -> String {
    core().text(lang, key, &args)
}

/// The arguments naming a card of a setup: its id and its name.
fn card_named(card: CardId, name: &str) -> Args<'_> {
    Args::new()
        .with("card", card.to_string())
        .with("name", name)
}

/// The arguments naming a card of a game and where it is, in `lang`.
fn card_placed<'a>(lang: Lang, name: &CardWords, place: &PlaceWords) -> Args<'a> {
    Args::new()
        .with("name", name.render(lang))
        .with("place", place.render(lang))
}

/// Answers in words in `lang`, joined as that language lists things.
fn list(lang: Lang, choices: &[ChoiceWords]) -> String {
    let words: Vec<String> = choices.iter().map(|c| c.render(lang)).collect();
    words.join(&core().plain(lang, "list-separator"))
}

/// Rule ids ("3.1.c, 3.1.d") as `lang` lists them.
fn rule_ids(lang: Lang, rule: &str) -> String {
    match lang {
        Lang::En => rule.to_string(),
        Lang::Ja => rule.replace(", ", "、"),
    }
}

impl SetupError {
    /// Every problem in `lang`, joined as the [`Display`](std::fmt::Display) text joins
    /// them; in English it is exactly that text.
    pub fn render(&self, lang: Lang) -> String {
        let problems: Vec<String> = self.problems.iter().map(|p| p.render(lang)).collect();
        text(
            lang,
            "setup-invalid",
            Args::new().with(
                "problems",
                problems.join(&core().plain(lang, "group-separator")),
            ),
        )
    }
}

impl SetupProblem {
    /// The problem in `lang`, from the core's message catalogue; in English it is
    /// exactly the [`Display`](std::fmt::Display) text. A rule set's own problem
    /// ([`SetupProblem::Rules`]) is rendered from the rule set's catalogue, a saved
    /// state's broken conservation from the core's.
    pub fn render(&self, lang: Lang) -> String {
        match self.message(lang) {
            Ok((key, args)) => text(lang, key, args),
            Err(phrase) => phrase.render(lang),
        }
    }

    /// The core catalogue's key for the problem and the words it is filled with in
    /// `lang`; or, for a problem already in words of its own catalogue, those words.
    fn message(&self, lang: Lang) -> Result<(&'static str, Args<'_>), &Phrase> {
        let s = |x: &dyn ToString| x.to_string();
        Ok(match self {
            SetupProblem::NoRandomness { reason } => (
                "setup-no-randomness",
                Args::new().with("reason", reason.as_str()),
            ),
            SetupProblem::PlayerCount { count } => (
                "setup-player-count",
                Args::new().with("count", count.to_string()),
            ),
            SetupProblem::NoSides { card, name } => ("setup-no-sides", card_named(*card, name)),
            SetupProblem::NoSuchSide { card, name, side } => (
                "setup-no-such-side",
                card_named(*card, name).with("side", side.to_string()),
            ),
            SetupProblem::OwnerNotSeated { card, name, owner } => (
                "setup-owner-not-seated",
                card_named(*card, name).with("owner", s(owner)),
            ),
            SetupProblem::ControllerNotSeated {
                card,
                name,
                controller,
            } => (
                "setup-controller-not-seated",
                card_named(*card, name).with("controller", s(controller)),
            ),
            SetupProblem::UnknownZone { card, name, zone } => (
                "setup-unknown-zone",
                card_named(*card, name).with("zone", format!("{zone:?}")),
            ),
            SetupProblem::NoOrientation { card, name, zone } => (
                "setup-no-orientation",
                card_named(*card, name).with("zone", *zone),
            ),
            SetupProblem::OverLimit {
                card,
                name,
                zone_name,
                count,
                limit,
                ..
            } => (
                "setup-over-limit",
                Args::new()
                    .with("zone", zone_name.render(lang))
                    .with("count", count.to_string())
                    .with("limit", limit.to_string())
                    .with("card", s(card))
                    .with("name", name.escape_debug().to_string()),
            ),
            SetupProblem::ControlCharacter {
                what,
                text: name,
                code,
                kind,
                ..
            } => {
                let kind = match kind {
                    crate::names::Unprintable::Control => core().plain(lang, "setup-name-control"),
                    crate::names::Unprintable::Bidi => core().plain(lang, "setup-name-bidi"),
                    crate::names::Unprintable::ZeroWidth => {
                        core().plain(lang, "setup-name-zero-width")
                    }
                };
                let key = if *what == "player name" {
                    "setup-what-player-name"
                } else {
                    "setup-what-card-name"
                };
                (
                    "setup-control-character",
                    Args::new()
                        .with("what", core().plain(lang, key))
                        .with("name", name.escape_debug().to_string())
                        .with("kind", kind)
                        .with("code", format!("{code:04X}")),
                )
            }
            SetupProblem::WrongGame { state, rules } => (
                "setup-wrong-game",
                Args::new()
                    .with("state", state.as_str())
                    .with("rules", *rules),
            ),
            SetupProblem::ZoneKinds {
                state,
                rules,
                expected,
            } => (
                "setup-zone-kinds",
                Args::new()
                    .with("state", state.to_string())
                    .with("rules", *rules)
                    .with("expected", expected.to_string()),
            ),
            SetupProblem::RuleState { rules, reason } => (
                "setup-rule-state",
                Args::new()
                    .with("rules", *rules)
                    .with("reason", reason.as_str()),
            ),
            SetupProblem::Conservation(p) | SetupProblem::Rules(p) => return Err(p),
        })
    }
}

impl ActionError {
    /// The reason in `lang`, from the core's message catalogue; the words the error
    /// carries (a card, a place, a zone, a rule set's reason) are put into words in the
    /// same language. In English it is exactly the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let (key, args) = self.message(lang, None);
        text(lang, key, args)
    }

    /// [`ActionError::render`], with the cards and effects that `labels` names (a
    /// scenario file's ids) called by those names rather than by their engine ids, as a
    /// judge reads them.
    ///
    /// ```
    /// use ryoiki_model::{ActionError, CardId, EffectId, Labels, Lang, ObjectId};
    ///
    /// let mut labels = Labels::new();
    /// labels.name_card(CardId(2), "spark");
    /// let e = ActionError::AbilityCannotMove(ObjectId { card: CardId(2), generation: 0 });
    /// assert!(e.render(Lang::En).starts_with("c2#0 is an ability"));
    /// assert!(e.render_labelled(Lang::En, &labels).starts_with("spark is an ability"));
    /// // An id the labels do not name stays as it is.
    /// let gone = ActionError::UnknownEffect(EffectId(4));
    /// assert_eq!(gone.render_labelled(Lang::En, &labels), gone.render(Lang::En));
    /// ```
    pub fn render_labelled(&self, lang: Lang, labels: &Labels) -> String {
        let (key, args) = self.message(lang, Some(labels));
        text(lang, key, args)
    }

    /// The core catalogue's key for the reason, and the words it is filled with in
    /// `lang`; ids that `labels` names are given by those names.
    fn message(&self, lang: Lang, labels: Option<&Labels>) -> (&'static str, Args<'_>) {
        let s = |x: &dyn ToString| x.to_string();
        let card = |c: &CardId| {
            labels
                .and_then(|l| l.card(*c))
                .map_or_else(|| c.to_string(), str::to_string)
        };
        let object = |o: &ObjectId| {
            labels
                .and_then(|l| l.card(o.card))
                .map_or_else(|| o.to_string(), str::to_string)
        };
        let effect = |e: &EffectId| {
            labels
                .and_then(|l| l.effect(*e))
                .map_or_else(|| e.to_string(), str::to_string)
        };
        let choices = |c: &[ChoiceWords]| match labels {
            Some(l) => {
                let words: Vec<String> = c.iter().map(|c| c.render_labelled(lang, l)).collect();
                words.join(&core().plain(lang, "list-separator"))
            }
            None => list(lang, c),
        };
        match self {
            ActionError::UnknownCard(c) => {
                ("error-unknown-card", Args::new().with("card", card(c)))
            }
            ActionError::GoneObject { object: o, now } => {
                match labels.and_then(|l| l.card(o.card)) {
                    // The same card under its file's name: its engine ids tell a judge
                    // nothing more.
                    Some(label) => (
                        "error-gone-object-labelled",
                        card_placed(lang, &now.name, &now.place).with("label", label.to_string()),
                    ),
                    None => (
                        "error-gone-object",
                        card_placed(lang, &now.name, &now.place)
                            .with("object", s(o))
                            .with("now", s(&now.object)),
                    ),
                }
            }
            ActionError::UnknownPlayer(p) => {
                ("error-unknown-player", Args::new().with("player", s(p)))
            }
            ActionError::UnknownZone(z) => (
                "error-unknown-zone",
                Args::new().with("zone", z.render(lang)),
            ),
            ActionError::NoSuchSide { object: o, side } => (
                "error-no-such-side",
                Args::new().with("object", object(o)).with("side", *side),
            ),
            ActionError::NotInZone { name, place, .. } => {
                ("error-not-in-zone", card_placed(lang, name, place))
            }
            ActionError::WrongZone {
                name,
                place,
                needed,
                ..
            } => (
                "error-wrong-zone",
                card_placed(lang, name, place).with("needed", needed.render(lang)),
            ),
            ActionError::NoOrientation { name, zone, .. } => (
                "error-no-orientation",
                Args::new()
                    .with("name", name.render(lang))
                    .with("zone", zone.render(lang)),
            ),
            ActionError::DecisionPending {
                decider_name, what, ..
            } => (
                "error-decision-pending",
                Args::new()
                    .with("decider", decider_name.as_str())
                    .with("what", what.render(lang)),
            ),
            ActionError::NoDecision => ("error-no-decision", Args::new()),
            ActionError::WrongDecider {
                expected_name,
                got_name,
                ..
            } => (
                "error-wrong-decider",
                Args::new()
                    .with("expected", expected_name.as_str())
                    .with("got", got_name.as_str()),
            ),
            ActionError::IllegalChoice { chosen, legal, .. } => (
                "error-illegal-choice",
                Args::new()
                    .with(
                        "chosen",
                        match labels {
                            Some(l) => chosen.render_labelled(lang, l),
                            None => chosen.render(lang),
                        },
                    )
                    .with("legal", choices(legal)),
            ),
            ActionError::UnknownEffect(e) => (
                "error-unknown-effect",
                Args::new().with("effect", effect(e)),
            ),
            ActionError::BadForcedOrder { given, len } => (
                "error-bad-forced-order",
                Args::new()
                    .with("given", format!("{given:?}"))
                    .with("len", s(len)),
            ),
            ActionError::NotOutside(c) => ("error-not-outside", Args::new().with("card", card(c))),
            ActionError::LeftWithOwner(c) => {
                ("error-left-with-owner", Args::new().with("card", card(c)))
            }
            ActionError::NoCards => ("error-no-cards", Args::new()),
            ActionError::UnknownAction { game, name } => (
                "error-unknown-action",
                Args::new().with("game", *game).with("name", name.as_str()),
            ),
            ActionError::BadArgument { action, what } => (
                "error-bad-argument",
                Args::new()
                    .with("action", action.as_str())
                    .with("what", what.render(lang)),
            ),
            ActionError::Forbidden { reason, rule } => (
                "error-forbidden",
                Args::new()
                    .with("reason", reason.render(lang))
                    .with("rule", rule_ids(lang, rule)),
            ),
            ActionError::AbilityCannotMove(o) => (
                "error-ability-cannot-move",
                Args::new().with("object", object(o)),
            ),
            ActionError::NotAnAbility(o) => (
                "error-not-an-ability",
                Args::new().with("object", object(o)),
            ),
            ActionError::DuplicateCard(c) => {
                ("error-duplicate-card", Args::new().with("card", card(c)))
            }
            ActionError::NotAllowed { player, action } => (
                "error-not-allowed",
                Args::new()
                    .with("player", s(player))
                    .with("action", action.render(lang)),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decision::Choice;
    use crate::error::Whereabouts;
    use crate::ids::{EffectId, ObjectId, PlayerId};
    use crate::words::ZoneWords;
    use crate::words::phrase;
    use crate::zone::Names;

    const GRAVEYARD: Names = Names::new("graveyard", "墓地");

    fn every_variant() -> Vec<ActionError> {
        let o = ObjectId {
            card: CardId(3),
            generation: 1,
        };
        let name = || CardWords::Named("Bear".into());
        let zone = || ZoneWords::OfPlayer {
            player: "p0".into(),
            names: GRAVEYARD,
        };
        let place = || PlaceWords::InZone {
            zone: zone(),
            pos: Some(2),
        };
        vec![
            ActionError::UnknownCard(CardId(9)),
            ActionError::GoneObject {
                object: o,
                now: Whereabouts {
                    object: ObjectId {
                        card: CardId(3),
                        generation: 2,
                    },
                    name: CardWords::Hidden,
                    place: place(),
                },
            },
            ActionError::UnknownPlayer(PlayerId(4)),
            ActionError::UnknownZone(ZoneWords::Unknown(7)),
            ActionError::UnknownZone(zone()),
            ActionError::NoSuchSide { object: o, side: 2 },
            ActionError::NotInZone {
                object: o,
                name: name(),
                place: PlaceWords::Sideboard,
            },
            ActionError::WrongZone {
                object: o,
                name: name(),
                place: PlaceWords::Aside(zone()),
                needed: Box::new(phrase("topic-order")),
            },
            ActionError::NoOrientation {
                object: o,
                name: name(),
                zone: zone(),
            },
            ActionError::DecisionPending {
                decider: PlayerId(1),
                decider_name: "bob".into(),
                what: phrase("topic-order"),
            },
            ActionError::NoDecision,
            ActionError::WrongDecider {
                expected: PlayerId(0),
                got: PlayerId(1),
                expected_name: "alice".into(),
                got_name: "bob".into(),
            },
            ActionError::IllegalChoice {
                choice: Choice::Option(7),
                chosen: ChoiceWords::Other(Choice::Option(7)),
                legal: vec![
                    ChoiceWords::Object {
                        card: CardWords::Hidden,
                        object: o,
                    },
                    ChoiceWords::Other(Choice::Effect(EffectId(1))),
                ],
            },
            ActionError::UnknownEffect(EffectId(5)),
            ActionError::BadForcedOrder {
                given: vec![0, 0, 1],
                len: 3,
            },
            ActionError::NotOutside(CardId(2)),
            ActionError::LeftWithOwner(CardId(2)),
            ActionError::NoCards,
            ActionError::UnknownAction {
                game: "fow",
                name: "fly".into(),
            },
            ActionError::BadArgument {
                action: "choose-random".into(),
                what: phrase("need-random-count").arg("max", 3).arg("count", 5),
            },
            ActionError::Forbidden {
                reason: phrase("refusal-zone-frozen").arg("zone", zone()),
                rule: "217.1a, 217.2",
            },
            ActionError::AbilityCannotMove(o),
            ActionError::NotAnAbility(o),
            ActionError::DuplicateCard(CardId(1)),
            ActionError::NotAllowed {
                player: PlayerId(0),
                action: crate::action::action_word(&crate::action::Action::Shuffle {
                    player: PlayerId(0),
                    zone: crate::ids::ZoneId {
                        kind: crate::ids::ZoneKind(0),
                        player: None,
                    },
                    forced: None,
                }),
            },
        ]
    }

    /// Whether a line holds English words: a run of three or more ASCII letters that is
    /// not a name or id the test data put there.
    fn english_left_in(ja: &str) -> Option<String> {
        let allowed = [
            "Bear",
            "bob",
            "alice",
            "void",
            "fow",
            "fly",
            "choose-random",
        ];
        ja.split(|c: char| !c.is_ascii_alphabetic() && c != '-')
            .find(|w| w.len() >= 3 && !allowed.contains(w))
            .map(str::to_string)
    }

    #[test]
    fn english_rendering_is_the_display_text_and_japanese_has_no_english_inside() {
        for e in every_variant() {
            assert_eq!(e.render(Lang::En), e.to_string(), "{e:?}");
            let ja = e.render(Lang::Ja);
            assert!(!ja.contains('{'), "{ja}");
            assert!(
                ja.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)
                    || ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{ja}"
            );
            // ASCII brackets only around a forced order's numbers, which are data.
            assert!(!ja.contains('(') && !ja.contains(" ["), "{ja}");
            assert_eq!(english_left_in(&ja), None, "{ja}");
        }
    }

    #[test]
    fn the_words_inside_are_rendered_in_the_language_asked_for() {
        let e = &every_variant()[1];
        assert_eq!(
            e.to_string(),
            "a hidden card has moved since this action named it: it is now in p0's graveyard, \
             position 2 from the bottom (object c3#1 no longer exists; the card is now object c3#2)"
        );
        let ja = e.render(Lang::Ja);
        assert!(ja.starts_with("非公開のカードは"), "{ja}");
        assert!(ja.contains("p0の墓地の下から2番目"), "{ja}");
        let forbidden = every_variant()
            .into_iter()
            .find(|e| matches!(e, ActionError::Forbidden { .. }))
            .unwrap();
        assert_eq!(
            forbidden.to_string(),
            "p0's graveyard is frozen while a card extracted from it is held aside [217.1a, 217.2]"
        );
        assert!(
            forbidden.render(Lang::Ja).ends_with("［217.1a、217.2］"),
            "{}",
            forbidden.render(Lang::Ja)
        );
    }
}
