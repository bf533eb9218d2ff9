//! Errors: a refused action or a rejected setup, each saying what was wrong.
//!
//! The core uses small enums with context ([`ActionError`], [`SetupError`]). A refused
//! action leaves the game exactly as it was: the engine checks everything an action
//! needs before it changes anything.

use crate::decision::Choice;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId};
use crate::messages::{Args, core};
use crate::words::{CardWords, ChoiceWords, Phrase, PlaceWords, ZoneWords};
use crate::zone::Lang;
use thiserror::Error;

/// Where a card is now, for errors about gone objects: data, put into words when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Whereabouts {
    /// The card's current object.
    pub object: ObjectId,
    /// The card: its name where every player may see it, else a hidden card.
    pub name: CardWords,
    /// Its place ("p0's graveyard, position 3 from the bottom").
    pub place: PlaceWords,
}

/// Answers in words, joined for the English [`Display`](std::fmt::Display) text.
fn english_list(choices: &[ChoiceWords]) -> String {
    choices
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why an action was refused. The game state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    /// The card id is not one of this game's cards.
    #[error("no card {0} in this game")]
    UnknownCard(CardId),
    /// The object has changed zones since; effects do not track it (FoW 3.1.c).
    #[error("{} has moved since this action named it: it is now in {} (object {object} no longer exists; the card is now object {})", now.name, now.place, now.object)]
    GoneObject {
        /// The stale object.
        object: ObjectId,
        /// Where the card is now.
        now: Whereabouts,
    },
    /// The player is not seated in this game.
    #[error("no player {0} in this game")]
    UnknownPlayer(PlayerId),
    /// The zone does not exist in this game.
    #[error("{0} is not a zone of this game")]
    UnknownZone(ZoneWords),
    /// A move asks for a side the card does not have.
    #[error("{object} has no side {side}")]
    NoSuchSide {
        /// The object.
        object: ObjectId,
        /// The side asked for.
        side: u8,
    },
    /// The action needs a card in a zone, and the card is elsewhere (outside the game,
    /// held aside, or an ability that has ceased).
    #[error("{name} is {place}, and this needs a card in a zone of the game")]
    NotInZone {
        /// The object.
        object: ObjectId,
        /// The card.
        name: CardWords,
        /// Where it is instead.
        place: PlaceWords,
    },
    /// The action needs a card in one kind of zone, and the card is in another.
    #[error("{name} is in {place}, not {needed}")]
    WrongZone {
        /// The object.
        object: ObjectId,
        /// The card.
        name: CardWords,
        /// Where it is.
        place: PlaceWords,
        /// Where it would have to be, in the rule set's words ("in play"; boxed, to keep
        /// every `Result` small).
        needed: Box<Phrase>,
    },
    /// The card's zone has no upright/sideways state.
    #[error("{name} is in {zone}, where cards are not turned upright or sideways")]
    NoOrientation {
        /// The object.
        object: ObjectId,
        /// The card.
        name: CardWords,
        /// Its zone.
        zone: ZoneWords,
    },
    /// The game waits for a decision, and this action is not its answer.
    #[error("the game is waiting for {decider_name} to decide ({what}); answer that first")]
    DecisionPending {
        /// Who must decide.
        decider: PlayerId,
        /// Their name.
        decider_name: String,
        /// What about.
        what: Phrase,
    },
    /// An answer was given, but no decision is pending.
    #[error("no decision is pending, so there is nothing to answer")]
    NoDecision,
    /// The answer came from the wrong player.
    #[error("{got_name} answered, but the decision is {expected_name}'s to make")]
    WrongDecider {
        /// Who must decide.
        expected: PlayerId,
        /// Who answered.
        got: PlayerId,
        /// The decider's name.
        expected_name: String,
        /// The name of who answered.
        got_name: String,
    },
    /// The answer is not one of the legal options.
    #[error(
        "{chosen} is not a legal answer; the legal answers are {}",
        english_list(legal)
    )]
    IllegalChoice {
        /// The answer given.
        choice: Choice,
        /// The answer given (a card by its name where everyone may see it).
        chosen: ChoiceWords,
        /// The legal answers.
        legal: Vec<ChoiceWords>,
    },
    /// No effect with this id is in force.
    #[error("no effect {0} is in force")]
    UnknownEffect(EffectId),
    /// A forced shuffle order is not a permutation of the zone's cards.
    #[error("forced shuffle order {given:?} is not a permutation of 0..{len}")]
    BadForcedOrder {
        /// The order given.
        given: Vec<u32>,
        /// The zone's size.
        len: usize,
    },
    /// A card was asked to come in from outside the game but is not outside it.
    #[error("{0} is not outside the game")]
    NotOutside(CardId),
    /// An action that names a list of cards named none.
    #[error("the action names no cards")]
    NoCards,
    /// The rule set has no such action.
    #[error("the {game} rule set has no action '{name}'")]
    UnknownAction {
        /// The rule set.
        game: &'static str,
        /// The action's name.
        name: String,
    },
    /// A game action is missing an argument or has one of the wrong kind.
    #[error("'{action}' needs {what}")]
    BadArgument {
        /// The action.
        action: String,
        /// What it needs.
        what: Phrase,
    },
    /// The rules forbid the action now; the message says which rule and why.
    #[error("{reason} [{rule}]")]
    Forbidden {
        /// Why, in the rule set's words.
        reason: Phrase,
        /// The rule id.
        rule: &'static str,
    },
    /// Abilities do not change zones; they cease to exist instead.
    #[error("{0} is an ability: it cannot move to another zone (it can only cease to exist)")]
    AbilityCannotMove(ObjectId),
    /// Only an ability can cease to exist.
    #[error("{0} is a card, not an ability: only abilities cease to exist")]
    NotAnAbility(ObjectId),
    /// The same card was named twice in one action.
    #[error("{0} is named twice in one action")]
    DuplicateCard(CardId),
    /// At a table, a player may take only the actions [`Game::legal_actions`] lists.
    ///
    /// [`Game::legal_actions`]: crate::Game::legal_actions
    #[error("{player} may not {action} now")]
    NotAllowed {
        /// Who tried.
        player: PlayerId,
        /// What they tried.
        action: Phrase,
    },
}

/// Why a setup could not become a game: every problem found, not just the first.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid setup: {}", self.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
pub struct SetupError {
    /// Each problem.
    pub problems: Vec<SetupProblem>,
}

/// One problem with a setup (or a saved state), with what it concerns.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupProblem {
    /// The operating system gave no randomness for the secret view key.
    #[error("the operating system gave no randomness for the view key: {reason}")]
    NoRandomness {
        /// What the operating system said.
        reason: String,
    },
    /// A game seats 1 to 64 players.
    #[error("a game needs 1 to 64 players, not {count}")]
    PlayerCount {
        /// How many the setup seats.
        count: usize,
    },
    /// A card definition has no side at all.
    #[error("card {card} ({name}) has no sides")]
    NoSides {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
    },
    /// A card is set up on a side it does not have.
    #[error("card {card} ({name}) has no side {side}")]
    NoSuchSide {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The side asked for.
        side: u8,
    },
    /// A card's owner has no seat.
    #[error("card {card} ({name}) is owned by {owner}, who is not seated")]
    OwnerNotSeated {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The owner named.
        owner: PlayerId,
    },
    /// A card's controller has no seat.
    #[error("card {card} ({name}) is controlled by {controller}, who is not seated")]
    ControllerNotSeated {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The controller named.
        controller: PlayerId,
    },
    /// A card is placed in a zone the game does not have.
    #[error("card {card} ({name}) is placed in a zone this game does not have ({zone:?})")]
    UnknownZone {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The zone named.
        zone: crate::ids::ZoneId,
    },
    /// A card is given an orientation in a zone without orientation.
    #[error("card {card} ({name}) is given an orientation, but {zone} has none")]
    NoOrientation {
        /// The card.
        card: CardId,
        /// Its name.
        name: String,
        /// The zone's key.
        zone: &'static str,
    },
    /// A zone starts with more cards than its limit. Going over a limit during a game
    /// is not discarding (FoW 3.5.b, 3.10.b: the rules deal with it later), but a game
    /// cannot begin over one: that is an error of the setup.
    #[error("{zone_name} starts with {count} cards, over its limit of {limit}: card {card} ({}) is the first over it", .name.escape_debug())]
    OverLimit {
        /// The first card over the limit (in setup order).
        card: CardId,
        /// Its name.
        name: String,
        /// The zone.
        zone: crate::ids::ZoneId,
        /// The zone, in words ("alice's life break area", 「aliceのライフブレイクエリア」),
        /// put into the language asked for when shown.
        zone_name: ZoneWords,
        /// How many cards the setup puts there.
        count: usize,
        /// The zone's limit.
        limit: u32,
    },
    /// A player's or card's name holds a control character (NUL, a newline, an escape
    /// …), which logs and reports would print raw.
    #[error("{what} '{}' contains a control character (U+{code:04X})", .text.escape_debug())]
    ControlCharacter {
        /// What the name is ("player name", "card name").
        what: &'static str,
        /// The card, for a card name.
        card: Option<CardId>,
        /// The name.
        text: String,
        /// The first control character's code point.
        code: u32,
    },
    /// A saved state belongs to another game.
    #[error("the state is a game of {state}, not of {rules}")]
    WrongGame {
        /// The state's game.
        state: String,
        /// The rule set's key.
        rules: &'static str,
    },
    /// A saved state does not match the rule set's zone catalogue.
    #[error("the state has {state} zone kinds; {rules} has {expected}")]
    ZoneKinds {
        /// Zone kinds in the state.
        state: usize,
        /// The rule set's key.
        rules: &'static str,
        /// Zone kinds in its catalogue.
        expected: usize,
    },
    /// A saved state lacks the rule set's own state, or holds one that does not load.
    #[error("the {rules} state does not load: {reason}")]
    RuleState {
        /// The rule set's key.
        rules: &'static str,
        /// Why.
        reason: String,
    },
    /// A saved state breaks card conservation ([`State::conservation_problems`](crate::State::conservation_problems)).
    #[error("{0}")]
    Conservation(Phrase),
    /// A problem the rule set finds with the setup
    /// ([`RuleSet::setup_problems`](crate::RuleSet::setup_problems)), in the words of
    /// its own catalogue.
    #[error("{0}")]
    Rules(Phrase),
}

/// The message `key` in `lang` from the core's catalogue.
fn text(lang: Lang, key: &str, args: Args<'_>) -> String {
    core().text(lang, key, &args)
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
        let s = |x: &dyn ToString| x.to_string();
        match self {
            SetupProblem::NoRandomness { reason } => text(
                lang,
                "setup-no-randomness",
                Args::new().with("reason", reason.as_str()),
            ),
            SetupProblem::PlayerCount { count } => text(
                lang,
                "setup-player-count",
                Args::new().with("count", count.to_string()),
            ),
            SetupProblem::NoSides { card, name } => text(
                lang,
                "setup-no-sides",
                Args::new()
                    .with("card", s(card))
                    .with("name", name.as_str()),
            ),
            SetupProblem::NoSuchSide { card, name, side } => text(
                lang,
                "setup-no-such-side",
                Args::new()
                    .with("card", s(card))
                    .with("name", name.as_str())
                    .with("side", side.to_string()),
            ),
            SetupProblem::OwnerNotSeated { card, name, owner } => text(
                lang,
                "setup-owner-not-seated",
                Args::new()
                    .with("card", s(card))
                    .with("name", name.as_str())
                    .with("owner", s(owner)),
            ),
            SetupProblem::ControllerNotSeated {
                card,
                name,
                controller,
            } => text(
                lang,
                "setup-controller-not-seated",
                Args::new()
                    .with("card", s(card))
                    .with("name", name.as_str())
                    .with("controller", s(controller)),
            ),
            SetupProblem::UnknownZone { card, name, zone } => text(
                lang,
                "setup-unknown-zone",
                Args::new()
                    .with("card", s(card))
                    .with("name", name.as_str())
                    .with("zone", format!("{zone:?}")),
            ),
            SetupProblem::NoOrientation { card, name, zone } => text(
                lang,
                "setup-no-orientation",
                Args::new()
                    .with("card", s(card))
                    .with("name", name.as_str())
                    .with("zone", *zone),
            ),
            SetupProblem::OverLimit {
                card,
                name,
                zone_name,
                count,
                limit,
                ..
            } => text(
                lang,
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
                ..
            } => {
                let key = if *what == "player name" {
                    "setup-what-player-name"
                } else {
                    "setup-what-card-name"
                };
                text(
                    lang,
                    "setup-control-character",
                    Args::new()
                        .with("what", core().plain(lang, key))
                        .with("name", name.escape_debug().to_string())
                        .with("code", format!("{code:04X}")),
                )
            }
            SetupProblem::WrongGame { state, rules } => text(
                lang,
                "setup-wrong-game",
                Args::new()
                    .with("state", state.as_str())
                    .with("rules", *rules),
            ),
            SetupProblem::ZoneKinds {
                state,
                rules,
                expected,
            } => text(
                lang,
                "setup-zone-kinds",
                Args::new()
                    .with("state", state.to_string())
                    .with("rules", *rules)
                    .with("expected", expected.to_string()),
            ),
            SetupProblem::RuleState { rules, reason } => text(
                lang,
                "setup-rule-state",
                Args::new()
                    .with("rules", *rules)
                    .with("reason", reason.as_str()),
            ),
            SetupProblem::Conservation(p) | SetupProblem::Rules(p) => p.render(lang),
        }
    }
}

impl ActionError {
    /// The reason in `lang`, from the core's message catalogue; the words the error
    /// carries (a card, a place, a zone, a rule set's reason) are put into words in the
    /// same language. In English it is exactly the [`Display`](std::fmt::Display) text.
    pub fn render(&self, lang: Lang) -> String {
        let s = |x: &dyn ToString| x.to_string();
        match self {
            ActionError::UnknownCard(c) => {
                text(lang, "error-unknown-card", Args::new().with("card", s(c)))
            }
            ActionError::GoneObject { object, now } => text(
                lang,
                "error-gone-object",
                Args::new()
                    .with("name", now.name.render(lang))
                    .with("place", now.place.render(lang))
                    .with("object", s(object))
                    .with("now", s(&now.object)),
            ),
            ActionError::UnknownPlayer(p) => text(
                lang,
                "error-unknown-player",
                Args::new().with("player", s(p)),
            ),
            ActionError::UnknownZone(z) => text(
                lang,
                "error-unknown-zone",
                Args::new().with("zone", z.render(lang)),
            ),
            ActionError::NoSuchSide { object, side } => text(
                lang,
                "error-no-such-side",
                Args::new().with("object", s(object)).with("side", *side),
            ),
            ActionError::NotInZone { name, place, .. } => text(
                lang,
                "error-not-in-zone",
                Args::new()
                    .with("name", name.render(lang))
                    .with("place", place.render(lang)),
            ),
            ActionError::WrongZone {
                name,
                place,
                needed,
                ..
            } => text(
                lang,
                "error-wrong-zone",
                Args::new()
                    .with("name", name.render(lang))
                    .with("place", place.render(lang))
                    .with("needed", needed.render(lang)),
            ),
            ActionError::NoOrientation { name, zone, .. } => text(
                lang,
                "error-no-orientation",
                Args::new()
                    .with("name", name.render(lang))
                    .with("zone", zone.render(lang)),
            ),
            ActionError::DecisionPending {
                decider_name, what, ..
            } => text(
                lang,
                "error-decision-pending",
                Args::new()
                    .with("decider", decider_name.as_str())
                    .with("what", what.render(lang)),
            ),
            ActionError::NoDecision => text(lang, "error-no-decision", Args::new()),
            ActionError::WrongDecider {
                expected_name,
                got_name,
                ..
            } => text(
                lang,
                "error-wrong-decider",
                Args::new()
                    .with("expected", expected_name.as_str())
                    .with("got", got_name.as_str()),
            ),
            ActionError::IllegalChoice { chosen, legal, .. } => {
                let sep = core().plain(lang, "list-separator");
                let legal: Vec<String> = legal.iter().map(|c| c.render(lang)).collect();
                text(
                    lang,
                    "error-illegal-choice",
                    Args::new()
                        .with("chosen", chosen.render(lang))
                        .with("legal", legal.join(&sep)),
                )
            }
            ActionError::UnknownEffect(e) => text(
                lang,
                "error-unknown-effect",
                Args::new().with("effect", s(e)),
            ),
            ActionError::BadForcedOrder { given, len } => text(
                lang,
                "error-bad-forced-order",
                Args::new()
                    .with("given", format!("{given:?}"))
                    .with("len", s(len)),
            ),
            ActionError::NotOutside(c) => {
                text(lang, "error-not-outside", Args::new().with("card", s(c)))
            }
            ActionError::NoCards => text(lang, "error-no-cards", Args::new()),
            ActionError::UnknownAction { game, name } => text(
                lang,
                "error-unknown-action",
                Args::new().with("game", *game).with("name", name.as_str()),
            ),
            ActionError::BadArgument { action, what } => text(
                lang,
                "error-bad-argument",
                Args::new()
                    .with("action", action.as_str())
                    .with("what", what.render(lang)),
            ),
            ActionError::Forbidden { reason, rule } => {
                let rule = match lang {
                    Lang::En => (*rule).to_string(),
                    Lang::Ja => rule.replace(", ", "、"),
                };
                text(
                    lang,
                    "error-forbidden",
                    Args::new()
                        .with("reason", reason.render(lang))
                        .with("rule", rule),
                )
            }
            ActionError::AbilityCannotMove(o) => text(
                lang,
                "error-ability-cannot-move",
                Args::new().with("object", s(o)),
            ),
            ActionError::NotAnAbility(o) => text(
                lang,
                "error-not-an-ability",
                Args::new().with("object", s(o)),
            ),
            ActionError::DuplicateCard(c) => {
                text(lang, "error-duplicate-card", Args::new().with("card", s(c)))
            }
            ActionError::NotAllowed { player, action } => text(
                lang,
                "error-not-allowed",
                Args::new()
                    .with("player", s(player))
                    .with("action", action.render(lang)),
            ),
        }
    }
}

#[cfg(test)]
mod render_tests {
    use super::*;
    use crate::words::phrase;
    use crate::zone::Names;

    const GRAVEYARD: Names = Names {
        en: "graveyard",
        ja: "墓地",
    };

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
            pos: 2,
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
                action: crate::table::action_word(&crate::action::Action::Shuffle {
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
