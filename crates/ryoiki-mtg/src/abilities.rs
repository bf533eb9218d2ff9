//! The small ability language the sample cards of scenarios are written in.
//!
//! Sample planes, phenomena and permanents are invented; their abilities are short
//! structured lines so the engine can run them for real (901.7: static, triggered and
//! activated abilities working from the command zone; 901.9b chaos; 901.11 effects lasting
//! until a player planeswalks). Each line is one ability:
//!
//! | line | ability |
//! |---|---|
//! | `static: creatures have WORD` | every creature in play has WORD |
//! | `chaos: EFFECT` | whenever you roll chaos, EFFECT |
//! | `trigger roll-die: EFFECT` | whenever a player rolls a die, EFFECT (901.9d) |
//! | `trigger roll-at-least N: EFFECT` | whenever a player rolls N or more (a number) |
//! | `trigger encounter: EFFECT` | a phenomenon: when you encounter this, EFFECT |
//! | `trigger planeswalk-to: EFFECT` | when you planeswalk to this plane, EFFECT |
//! | `trigger planeswalk-from: EFFECT` | when you planeswalk away from this, EFFECT |
//! | `trigger dies: EFFECT` | when this is put into a graveyard from play, EFFECT |
//! | `trigger enchanted-leaves: EFFECT` | an aura: when the enchanted permanent leaves play |
//! | `activated N: EFFECT` | pay N mana: EFFECT |
//! | `instead-of-graveyard: WHERE, WHERE …` | a replacement effect of the card itself: if it would be put into a graveyard from play, it goes to one of these instead (`library-top`, `library-bottom`, `hand`, `removed-from-game`), as its controller chooses (217.1d) |
//!
//! Effects: `you gain-life N`, `each-player gain-life N`, `you add-mana N`,
//! `until-planeswalk WORD` (your creatures have WORD until you planeswalk),
//! `roll-planar-die`, `planeswalk`, `planeswalk-two` (to the top two cards at once), `return-to-hand` (the objects the ability saw),
//! `you gain-life-power` (life equal to the power its source had as it last existed in
//! play: a 'dies' ability reads it from the last known information),
//! `nothing`. Any other line is a plain reminder with no rules meaning.

//!
//! The language's parse is [`Ability`], [`Effect`] and [`Parsed`]; this module says which
//! abilities an object has **now** ([`current`], [`lines`]) and what a card's
//! characteristics are as Magic's rules make them.

pub use crate::ability::{
    Ability, Effect, Parsed, Trigger, effect, is_triggered, line_problem, parse, parse_all,
    parse_ref,
};
use crate::counters;
use crate::ext::{MtgState, mtg_state};
use crate::planes::static_words;
use crate::zones::{IN_PLAY, zone_kind_of};
use ryoiki_core::{CardId, Side, State};
use std::borrow::Cow;

/// Every ability an object has **now**: its characteristics as the rules and the
/// effects in force make them (abilities added or removed by effects included), not its
/// printed text (217.1d: the object's own replacement effects apply as it is now).
pub fn current(state: &ryoiki_core::State, card: ryoiki_core::CardId) -> Vec<Ability> {
    lines(state, card).parsed().map(|a| a.to_owned()).collect()
}

/// The ability lines an object has **now** (see [`current`]), borrowed where they can
/// be: with no characteristic-changing effect of the core in force, the printed lines
/// and the lines Magic's own rules add to them, without building the
/// object's characteristics.
pub fn lines(state: &ryoiki_core::State, card: ryoiki_core::CardId) -> Lines<'_> {
    match own_abilities(state, card) {
        Some(own) => Lines::Own(own),
        None => Lines::Changed(characteristics(state, card)),
    }
}

/// An object's ability lines now ([`lines`]).
pub enum Lines<'s> {
    /// Read from its characteristics, with the core's effects applied.
    Changed(std::borrow::Cow<'s, ryoiki_core::Side>),
    /// Its printed lines and Magic's own additions, borrowed from the state.
    Own(OwnAbilities<'s>),
}

impl Lines<'_> {
    /// Each line, in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        let (changed, printed, added) = match self {
            Lines::Changed(side) => (side.abilities.as_slice(), &[][..], &[][..]),
            Lines::Own(own) => (&[][..], own.printed, own.added.as_slice()),
        };
        changed
            .iter()
            .chain(printed)
            .map(String::as_str)
            .chain(added.iter().copied())
    }

    /// Each line with a rules meaning, parsed into borrowed texts (the printed lines
    /// through the game's [`Parsed`]).
    pub fn parsed(&self) -> impl Iterator<Item = Ability<&str>> + '_ {
        // One side is empty; plain chains of slices, nothing to flatten.
        let (changed, card, printed, added, kept) = match self {
            Lines::Changed(side) => (side.abilities.as_slice(), CardId(0), &[][..], &[][..], None),
            Lines::Own(own) => (
                &[][..],
                own.card,
                own.printed,
                own.added.as_slice(),
                own.parsed,
            ),
        };
        let printed = printed
            .iter()
            .enumerate()
            .filter_map(move |(at, l)| match kept {
                Some(p) => p.line(card, at, l),
                None => parse_ref(l),
            });
        let changed = changed.iter().filter_map(|l| parse_ref(l));
        let added = added.iter().filter_map(|l| parse_ref(l));
        changed.chain(printed).chain(added)
    }
}

/// An object's ability lines as Magic's own rules make them,
/// borrowed: its printed lines, then the lines Magic's rules add.
pub struct OwnAbilities<'s> {
    /// The object's card.
    pub(crate) card: CardId,
    /// Its printed lines.
    pub(crate) printed: &'s [String],
    /// The lines Magic's rules add.
    pub(crate) added: OwnLines<'s>,
    /// The game's parsed printed lines, once Magic's state is there.
    pub(crate) parsed: Option<&'s Parsed>,
}

/// Texts borrowed from the state: types or ability lines.
pub type OwnLines<'s> = smallvec::SmallVec<[&'s str; 4]>;

/// The types and ability lines Magic's own rules add to a card's printed side, in order:
/// those of the changes applied to its object (217.1c exception 1); and for a creature in
/// play (read from its printed side), the words face-up planes' static abilities give it
/// (901.7) and those of effects lasting until its controller planeswalks (901.11), each
/// only when the card does not have it yet. Nothing is copied.
fn own_additions<'s>(
    state: &'s State,
    ms: &'s MtgState,
    card: CardId,
    printed: &'s Side,
) -> (OwnLines<'s>, OwnLines<'s>) {
    let mut types = OwnLines::new();
    let mut abilities = OwnLines::new();
    // Only a card with a characteristic change, or a creature in play, gains anything.
    let creature_in_play =
        zone_kind_of(state, card) == Some(IN_PLAY) && printed.has_type("creature");
    if ms.mods.is_empty() && !creature_in_play {
        return (types, abilities);
    }
    if !ms.mods.is_empty() {
        let object = state.object(card);
        for m in ms.mods.iter().filter(|m| m.object == object) {
            types.extend(m.types.iter().map(String::as_str));
            abilities.extend(m.abilities.iter().map(String::as_str));
        }
    }
    if creature_in_play {
        let controller = state.card(card).controller;
        let lasting = ms
            .until_planeswalk
            .iter()
            .filter(|l| controller == Some(l.player))
            .map(|l| l.word.as_str());
        for word in static_words(state, ms, controller).chain(lasting) {
            let has = |l: &&str| *l == word;
            if !printed.abilities.iter().any(|l| l == word) && !abilities.iter().any(has) {
                abilities.push(word);
            }
        }
    }
    (types, abilities)
}

/// A card's ability lines as Magic's own rules make them (printed, then
/// [`own_additions`]), borrowed; `None` when a characteristic-changing effect of the
/// core is in force (or could be: any effect written in Rust), so that only the whole
/// characteristics say what the card has.
pub(crate) fn own_abilities(state: &State, card: CardId) -> Option<OwnAbilities<'_>> {
    if core_changes(state) {
        return None;
    }
    let printed = state.printed_side(card);
    let ms = mtg_state(state);
    Some(OwnAbilities {
        card,
        printed: &printed.abilities,
        added: ms.map_or_else(OwnLines::new, |ms| {
            own_additions(state, ms, card, printed).1
        }),
        parsed: ms.map(|ms| &*ms.parsed),
    })
}

/// The game's parsed printed lines, when a card's printed lines alone hold every one of
/// its abilities that `wanted` accepts: no characteristic-changing effect of the core is
/// in force, and no line Magic's rules could add to any card now (the changes applied to
/// objects, 217.1c exception 1; face-up planes' static words, 901.7, whatever the range
/// of influence; effects lasting until a player planeswalks, 901.11) is such an ability.
/// `None` when an added line might be one: read [`lines`] then. Lets a search for one kind
/// of ability (the 'whenever a player rolls' triggers, 901.9d) skip building each card's
/// added lines.
pub(crate) fn printed_suffice(
    state: &State,
    wanted: impl Fn(&Ability<&str>) -> bool,
) -> Option<&Parsed> {
    if core_changes(state) {
        return None;
    }
    let ms = mtg_state(state)?;
    let mods = ms
        .mods
        .iter()
        .flat_map(|m| m.abilities.iter().map(String::as_str));
    let lasting = ms.until_planeswalk.iter().map(|l| l.word.as_str());
    let mut added = mods.chain(static_words(state, ms, None)).chain(lasting);
    if added.any(|l| parse_ref(l).is_some_and(|a| wanted(&a))) {
        return None;
    }
    Some(&ms.parsed)
}

/// Whether a characteristic-changing effect of the core is in force (or could be: any
/// effect written in Rust), so that only the whole characteristics say what a card has.
fn core_changes(state: &State) -> bool {
    state.effects().iter().any(|e| {
        matches!(
            e.body,
            ryoiki_core::EffectBody::Characteristics { .. } | ryoiki_core::EffectBody::Custom(_)
        )
    })
}

/// Whether a card's current characteristics ([`characteristics`]) have the type `t`
/// (compared case-insensitively), read without building them when no effect of the
/// core's changes characteristics (see [`TypeReader`]).
pub(crate) fn has_type(state: &State, card: CardId, t: &str) -> bool {
    TypeReader::new(state).has(card, t)
}

/// Reads the types of many cards of one state: whether an effect of the core's changes
/// characteristics, and Magic's own changes, are looked up once for all of them (the
/// state-based check and the listing ask this of every permanent and every card in
/// hand).
///
/// With no effect of the core's that changes characteristics, a card's printed types
/// and those of the changes applied to its object (217.1c exception 1) are all its
/// types (what planes and lasting effects give creatures are abilities, and counters
/// change numbers only); otherwise its whole characteristics are built.
pub(crate) struct TypeReader<'s> {
    state: &'s State,
    /// An effect of the core's changes characteristics (or could: one written in Rust).
    changed: bool,
    /// Magic's own changes applied to objects.
    mods: &'s [crate::ext::Modification],
}

impl<'s> TypeReader<'s> {
    /// A reader of `state`'s cards' types.
    pub(crate) fn new(state: &'s State) -> TypeReader<'s> {
        TypeReader {
            state,
            changed: core_changes(state),
            mods: mtg_state(state).map_or(&[], |ms| &ms.mods[..]),
        }
    }

    /// Whether `card`'s current characteristics have the type `t`.
    pub(crate) fn has(&self, card: CardId, t: &str) -> bool {
        let state = self.state;
        if self.changed {
            return characteristics(state, card).has_type(t);
        }
        if state.printed_side(card).has_type(t) {
            return true;
        }
        if self.mods.is_empty() {
            return false;
        }
        let object = state.object(card);
        self.mods
            .iter()
            .filter(|m| m.object == object)
            .any(|m| m.types.iter().any(|x| x.eq_ignore_ascii_case(t)))
    }
}

/// A card's current toughness ([`characteristics`]), read without building its
/// characteristics when neither an effect of the core's that changes characteristics
/// nor a counter's effect is in force (its printed number is then its toughness).
pub(crate) fn toughness(state: &State, card: CardId) -> Option<i64> {
    let counters = state
        .effects()
        .iter()
        .any(|e| matches!(e.body, ryoiki_core::EffectBody::Counters { .. }));
    if counters || core_changes(state) {
        return characteristics(state, card)
            .numbers
            .get("toughness")
            .copied();
    }
    state.printed_side(card).numbers.get("toughness").copied()
}

/// Current characteristics: printed, plus changes applied to this object (217.1c
/// exception 1), plus what face-up planes' static abilities (901.7) and effects lasting
/// until a player planeswalks (901.11) give creatures in play;
/// then the characteristic-changing effects in force, in their layers
/// ([`ryoiki_core::characteristics`]). Whether a card is a creature in play is read
/// from its printed side here, before those effects.
pub(crate) fn characteristics(state: &State, card: CardId) -> Cow<'_, Side> {
    let printed = state.printed_side(card);
    let base = match mtg_state(state).map(|ms| own_additions(state, ms, card, printed)) {
        Some((types, abilities)) if !types.is_empty() || !abilities.is_empty() => {
            let mut side = printed.clone();
            side.types.extend(types.iter().map(|t| t.to_string()));
            side.abilities
                .extend(abilities.iter().map(|a| a.to_string()));
            Cow::Owned(side)
        }
        _ => Cow::Borrowed(printed),
    };
    counters::with_counters(
        state,
        card,
        ryoiki_core::characteristics::with_effects(state, card, base),
    )
}
