//! Planar deck validation (901.3, 901.15a): every problem of every deck at once.
//!
//! A game cannot start Planechase with a bad planar deck, and a player fixing decks wants
//! to see all that is wrong, not the first thing; so validation returns a typed list.

use crate::catalogue::phrase;
use crate::ext::{Variant, variant};
use crate::zones::COMMAND;
use ryoiki_core::{CardId, Phrase, State, Word};
use std::collections::BTreeMap;
use std::fmt;

/// One thing wrong with a planar deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckProblem {
    /// Too few cards (901.3: at least 10; 901.15a: 40 or 10 per player, whichever is fewer).
    TooFewCards {
        /// Whose deck (`None`: the single communal deck).
        player: Option<String>,
        /// How many cards it has.
        count: usize,
        /// How many it needs.
        min: usize,
    },
    /// Too many phenomena (901.3: at most 2; 901.15a: at most 2 per player).
    TooManyPhenomena {
        /// Whose deck.
        player: Option<String>,
        /// How many it has.
        count: usize,
        /// How many it may have.
        max: usize,
    },
    /// Two cards with the same name (901.3, 901.15a).
    DuplicateName {
        /// Whose deck.
        player: Option<String>,
        /// The name.
        name: String,
        /// How many cards bear it.
        count: usize,
    },
}

impl DeckProblem {
    /// The rule the problem breaks.
    pub fn rule(&self, single: bool) -> &'static str {
        if single { "mtg-901.15a" } else { "mtg-901.3" }
    }
}

impl fmt::Display for DeckProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whose = |p: &Option<String>| match p {
            Some(p) => format!("{p}'s planar deck"),
            None => "the single planar deck".to_string(),
        };
        match self {
            DeckProblem::TooFewCards { player, count, min } => {
                write!(
                    f,
                    "{} has {count} cards, needs at least {min}",
                    whose(player)
                )
            }
            DeckProblem::TooManyPhenomena { player, count, max } => write!(
                f,
                "{} has {count} phenomena, at most {max} allowed",
                whose(player)
            ),
            DeckProblem::DuplicateName {
                player,
                name,
                count,
            } => write!(f, "{} has {count} cards named '{name}'", whose(player)),
        }
    }
}

/// Every problem of the game's planar decks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanarDeckError {
    /// Each problem.
    pub problems: Vec<DeckProblem>,
}

impl fmt::Display for PlanarDeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.problems.iter().map(|p| p.to_string()).collect();
        write!(f, "invalid planar decks: {}", parts.join("; "))
    }
}

impl std::error::Error for PlanarDeckError {}

impl DeckProblem {
    /// The problem as a message of Magic's catalogue, for either language.
    pub fn phrase(&self) -> Phrase {
        let whose = |p: &Option<String>| match p {
            Some(p) => phrase("mtg-deck-of-player").arg("player", p.as_str()),
            None => phrase("mtg-deck-single"),
        };
        match self {
            DeckProblem::TooFewCards { player, count, min } => phrase("mtg-deck-too-few")
                .arg("deck", whose(player))
                .arg("count", *count)
                .arg("min", *min),
            DeckProblem::TooManyPhenomena { player, count, max } => {
                phrase("mtg-deck-too-many-phenomena")
                    .arg("deck", whose(player))
                    .arg("count", *count)
                    .arg("max", *max)
            }
            DeckProblem::DuplicateName {
                player,
                name,
                count,
            } => phrase("mtg-deck-duplicate-name")
                .arg("deck", whose(player))
                .arg("count", *count)
                .arg("name", name.as_str()),
        }
    }
}

impl PlanarDeckError {
    /// Every problem as one message of Magic's catalogue, for either language.
    pub fn phrase(&self) -> Phrase {
        let problems = self
            .problems
            .iter()
            .map(|p| Word::from(p.phrase()))
            .collect();
        phrase("mtg-deck-invalid").arg("problems", Word::List(problems))
    }
}

/// Whether a card is a plane or a phenomenon.
pub fn is_planar(state: &State, card: CardId) -> bool {
    // The setup refuses a card with no side, so the first side exists.
    let side = &state.def(card).sides[0];
    side.has_type("plane") || side.has_type("phenomenon")
}

/// Checks every planar deck of the game (the planar cards in the command zone, by owner;
/// with the single planar deck option, all of them as one deck).
///
/// # Errors
/// [`PlanarDeckError`] listing every problem found.
pub fn validate(state: &State) -> Result<(), PlanarDeckError> {
    let single = variant(state) == Variant::SinglePlanarDeck;
    let n = state.players().len();
    let mut decks: BTreeMap<Option<usize>, Vec<CardId>> = BTreeMap::new();
    if !single {
        for p in 0..n {
            decks.insert(Some(p), Vec::new());
        }
    } else {
        decks.insert(None, Vec::new());
    }
    for (i, c) in state.cards().iter().enumerate() {
        let id = CardId(i as u32);
        let in_command = state.zone_of(id).is_some_and(|z| z.kind == COMMAND);
        if !in_command || !is_planar(state, id) {
            continue;
        }
        let key = if single { None } else { Some(c.owner.index()) };
        decks.entry(key).or_default().push(id);
    }
    let (min, max_phen) = if single {
        ((10 * n).min(40), 2 * n)
    } else {
        (10, 2)
    };
    let mut problems = Vec::new();
    for (who, cards) in &decks {
        // `p` is a seat (0..n) or a card's owner, which the setup checked is a player.
        let player = who.map(|p| state.players().get(p).cloned().unwrap_or_default());
        let cards = cards.iter().map(|&c| {
            let def = state.def(c);
            (def.name(), def.sides[0].has_type("phenomenon"))
        });
        problems.extend(planar_deck_problems(player, cards, min, max_phen));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(PlanarDeckError { problems })
    }
}

/// 901.3 (901.15a for the single planar deck): every problem of one planar deck, from
/// its cards' names and whether each is a phenomenon; `min` cards at least and
/// `max_phenomena` at most. The one count of these rules: [`validate`] reads a game's
/// command zone through it, and a deck file's planar section is checked by it
/// ([`crate::GAME`]'s deck rules).
pub fn planar_deck_problems<'a>(
    player: Option<String>,
    cards: impl IntoIterator<Item = (&'a str, bool)>,
    min: usize,
    max_phenomena: usize,
) -> Vec<DeckProblem> {
    let mut problems = Vec::new();
    let mut count = 0;
    let mut phen = 0;
    let mut names: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, phenomenon) in cards {
        count += 1;
        phen += usize::from(phenomenon);
        *names.entry(name).or_default() += 1;
    }
    if count < min {
        problems.push(DeckProblem::TooFewCards {
            player: player.clone(),
            count,
            min,
        });
    }
    if phen > max_phenomena {
        problems.push(DeckProblem::TooManyPhenomena {
            player: player.clone(),
            count: phen,
            max: max_phenomena,
        });
    }
    for (name, count) in names {
        if count > 1 {
            problems.push(DeckProblem::DuplicateName {
                player: player.clone(),
                name: name.to_string(),
                count,
            });
        }
    }
    problems
}
