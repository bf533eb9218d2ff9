//! The zone catalogue a rule set declares, and the zones of a running game.
//!
//! A [`ZoneSpec`] says everything the core needs to know about a kind of zone: whether it
//! exists once per player or once per game, who may see its cards, whether it keeps an
//! order, which placement states its cards have, and its starting size limit.

use crate::ids::{CardId, PlayerId, ZoneId, ZoneKind};
use crate::placement::Facing;
use serde::{Deserialize, Serialize};

/// A name in English and Japanese.
///
/// ```
/// use ryoiki_model::{Lang, Names};
///
/// let hand = Names::new("hand", "手札");
/// assert_eq!(hand.get(Lang::Ja), "手札");
/// assert_eq!(hand.get(Lang::En), hand.en);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Names {
    /// English.
    pub en: &'static str,
    /// Japanese.
    pub ja: &'static str,
}

/// The language a log or explanation is rendered in.
///
/// ```
/// use ryoiki_model::{Lang, Names};
///
/// assert_eq!(Lang::default(), Lang::En);
/// assert_eq!(Names::new("deck", "デッキ").get(Lang::Ja), "デッキ");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Japanese (日本語).
    Ja,
}

impl Names {
    /// A name from its English and its Japanese.
    pub const fn new(en: &'static str, ja: &'static str) -> Names {
        Names { en, ja }
    }

    /// The name in one language.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ja => self.ja,
        }
    }
}

/// Whether a zone exists once per player or once per game.
///
/// ```
/// use ryoiki_model::{Names, Scope, ZoneSpec};
///
/// assert_eq!(ZoneSpec::hand("hand", Names::new("hand", "手札")).scope, Scope::PerPlayer);
/// let stack = ZoneSpec::public("stack", Names::new("stack", "スタック")).scope(Scope::Shared);
/// assert_eq!(stack.scope, Scope::Shared);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every player has one (FoW's hand, Magic's library).
    PerPlayer,
    /// One for the whole game (FoW's chase area, Magic's stack).
    Shared,
}

/// Who may see the fronts of a zone's cards (公開領域 / 非公開領域).
///
/// ```
/// use ryoiki_model::Visibility;
///
/// assert!(Visibility::Public.is_public());
/// assert!(!Visibility::HIDDEN.is_public());
/// assert_eq!(
///     Visibility::OWNER_SEES,
///     Visibility::Hidden { owner_sees: true, positions_public: false }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Every player sees every face-up card.
    Public,
    /// No player sees the cards, except as the fields say.
    Hidden {
        /// The zone's own player sees its cards (a hand, FoW's chant-standby area).
        owner_sees: bool,
        /// Everyone can tell the cards apart by position even without seeing them
        /// (FoW 3.11: the chant-standby order must stay identifiable).
        positions_public: bool,
    },
}

impl Visibility {
    /// Hidden from every player, positions too (a deck, a library).
    pub const HIDDEN: Visibility = Visibility::Hidden {
        owner_sees: false,
        positions_public: false,
    };

    /// Hidden from every player but the zone's own, positions too (a hand).
    pub const OWNER_SEES: Visibility = Visibility::Hidden {
        owner_sees: true,
        positions_public: false,
    };

    /// Whether the zone is public.
    pub fn is_public(self) -> bool {
        matches!(self, Visibility::Public)
    }
}

/// Whether a zone keeps an order.
///
/// ```
/// use ryoiki_model::{Names, Ordering, ZoneSpec};
///
/// assert_eq!(ZoneSpec::deck("deck", Names::new("deck", "デッキ")).ordering, Ordering::Ordered);
/// assert_eq!(ZoneSpec::hand("hand", Names::new("hand", "手札")).ordering, Ordering::Unordered);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordering {
    /// Ordered as a pile; the last card of the zone's list is the top.
    Ordered,
    /// No order in the rules; the engine still keeps a stable display order (adding
    /// appends, removing keeps the others' order).
    Unordered,
}

/// Everything the core knows about one kind of zone.
///
/// ```
/// use ryoiki_model::{Names, Visibility, ZoneSpec};
///
/// // The three common shapes, each one `const` expression.
/// const DECK: ZoneSpec = ZoneSpec::deck("deck", Names::new("deck", "デッキ"));
/// const HAND: ZoneSpec = ZoneSpec::hand("hand", Names::new("hand", "手札")).limit(7, "hand-size");
/// const FIELD: ZoneSpec = ZoneSpec::public("field", Names::new("field", "フィールド")).orientation(true);
/// assert_eq!(DECK.visibility, Visibility::HIDDEN);
/// assert_eq!(HAND.limit, Some(7));
/// assert!(FIELD.has_orientation && FIELD.visibility.is_public());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ZoneSpec {
    /// A stable key used in scenario files and the CLI ("main-deck", "graveyard").
    pub key: &'static str,
    /// The zone's name in English and Japanese.
    pub names: Names,
    /// Per player or shared.
    pub scope: Scope,
    /// Public or hidden.
    pub visibility: Visibility,
    /// Ordered or not.
    pub ordering: Ordering,
    /// Whether cards here are upright or sideways.
    pub has_orientation: bool,
    /// How a card arriving here lies unless the move says otherwise.
    pub default_facing: Facing,
    /// The size limit per player at the start of the game, if the zone has one.
    pub limit: Option<u32>,
    /// The rule that sets the limit, cited when it is exceeded.
    pub limit_rule: Option<&'static str>,
    /// The rules that define this zone, cited when a card arrives.
    pub rules: &'static [&'static str],
}

impl ZoneSpec {
    /// A zone kind with no placement states and no limit, citing no rules, whose
    /// arriving cards lie face up; the methods below change one of those at a time, so
    /// that a catalogue is one `const` expression a zone.
    ///
    /// ```
    /// use ryoiki_model::{Facing, Names, Ordering, Scope, Visibility, ZoneSpec};
    ///
    /// const HAND: ZoneSpec = ZoneSpec::new(
    ///     "hand",
    ///     Names::new("hand", "手札"),
    ///     Scope::PerPlayer,
    ///     Visibility::OWNER_SEES,
    ///     Ordering::Unordered,
    /// )
    /// .facing(Facing::FaceDown)
    /// .limit(7, "fow-3.5.b")
    /// .rules(&["fow-3.5.a"]);
    ///
    /// assert_eq!(HAND.limit, Some(7));
    /// assert_eq!(HAND.limit_rule, Some("fow-3.5.b"));
    /// assert!(!HAND.has_orientation);
    /// assert_eq!(HAND.default_facing, Facing::FaceDown);
    /// ```
    pub const fn new(
        key: &'static str,
        names: Names,
        scope: Scope,
        visibility: Visibility,
        ordering: Ordering,
    ) -> ZoneSpec {
        ZoneSpec {
            key,
            names,
            scope,
            visibility,
            ordering,
            has_orientation: false,
            default_facing: Facing::FaceUp,
            limit: None,
            limit_rule: None,
            rules: &[],
        }
    }

    /// A player's deck (a library): hidden from everyone, positions too, ordered, its
    /// cards arriving face down.
    ///
    /// ```
    /// use ryoiki_model::{Facing, Names, Ordering, Visibility, ZoneSpec};
    ///
    /// let library = ZoneSpec::deck("library", Names::new("library", "ライブラリー"));
    /// assert_eq!((library.visibility, library.ordering), (Visibility::HIDDEN, Ordering::Ordered));
    /// assert_eq!(library.default_facing, Facing::FaceDown);
    /// ```
    pub const fn deck(key: &'static str, names: Names) -> ZoneSpec {
        ZoneSpec::new(
            key,
            names,
            Scope::PerPlayer,
            Visibility::HIDDEN,
            Ordering::Ordered,
        )
        .facing(Facing::FaceDown)
    }

    /// A player's hand: hidden from everyone but its owner, unordered, its cards
    /// arriving face down.
    ///
    /// ```
    /// use ryoiki_model::{Names, Ordering, Visibility, ZoneSpec};
    ///
    /// let hand = ZoneSpec::hand("hand", Names::new("hand", "手札"));
    /// assert_eq!((hand.visibility, hand.ordering), (Visibility::OWNER_SEES, Ordering::Unordered));
    /// ```
    pub const fn hand(key: &'static str, names: Names) -> ZoneSpec {
        ZoneSpec::new(
            key,
            names,
            Scope::PerPlayer,
            Visibility::OWNER_SEES,
            Ordering::Unordered,
        )
        .facing(Facing::FaceDown)
    }

    /// A player's public zone (a field, a removed area): every player sees its cards,
    /// which arrive face up; unordered until [`ZoneSpec::ordering`] says otherwise.
    ///
    /// ```
    /// use ryoiki_model::{Facing, Names, Scope, ZoneSpec};
    ///
    /// let field = ZoneSpec::public("field", Names::new("field", "フィールド"));
    /// assert!(field.visibility.is_public());
    /// assert_eq!((field.scope, field.default_facing), (Scope::PerPlayer, Facing::FaceUp));
    /// ```
    pub const fn public(key: &'static str, names: Names) -> ZoneSpec {
        ZoneSpec::new(
            key,
            names,
            Scope::PerPlayer,
            Visibility::Public,
            Ordering::Unordered,
        )
    }

    /// Once per player or once for the whole game.
    pub const fn scope(mut self, scope: Scope) -> ZoneSpec {
        self.scope = scope;
        self
    }

    /// Who may see the zone's cards.
    pub const fn visibility(mut self, visibility: Visibility) -> ZoneSpec {
        self.visibility = visibility;
        self
    }

    /// Whether the zone keeps an order.
    pub const fn ordering(mut self, ordering: Ordering) -> ZoneSpec {
        self.ordering = ordering;
        self
    }

    /// How a card arriving here lies unless the move says otherwise.
    pub const fn facing(mut self, facing: Facing) -> ZoneSpec {
        self.default_facing = facing;
        self
    }

    /// Whether cards here are upright or sideways.
    pub const fn orientation(mut self, has_orientation: bool) -> ZoneSpec {
        self.has_orientation = has_orientation;
        self
    }

    /// The size limit per player at the start of the game, and the rule that sets it.
    pub const fn limit(mut self, limit: u32, rule: &'static str) -> ZoneSpec {
        self.limit = Some(limit);
        self.limit_rule = Some(rule);
        self
    }

    /// The rules that define this zone, cited when a card arrives.
    pub const fn rules(mut self, rules: &'static [&'static str]) -> ZoneSpec {
        self.rules = rules;
        self
    }

    /// Whether this is a pile no one sees into, its own player included: ordered and
    /// hidden from every player (a deck, a library).
    ///
    /// ```
    /// use ryoiki_model::{Names, ZoneSpec};
    ///
    /// assert!(ZoneSpec::deck("deck", Names::new("deck", "山札")).is_unseen_pile());
    /// assert!(!ZoneSpec::hand("hand", Names::new("hand", "手札")).is_unseen_pile());
    /// ```
    pub fn is_unseen_pile(&self) -> bool {
        self.ordering == Ordering::Ordered
            && matches!(
                self.visibility,
                Visibility::Hidden {
                    owner_sees: false,
                    ..
                }
            )
    }
}

/// A named set of zone kinds (FoW's playground: field, ruler area, magic stone area).
///
/// ```
/// use ryoiki_model::{Names, ZoneGroup};
///
/// let playground = ZoneGroup {
///     key: "playground",
///     names: Names::new("playground", "プレイグラウンド"),
///     zones: &["field", "ruler-area", "stone-area"],
/// };
/// assert!(playground.zones.contains(&"field"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ZoneGroup {
    /// A stable key ("playground").
    pub key: &'static str,
    /// The group's name.
    pub names: Names,
    /// The zone kinds in the group, by key.
    pub zones: &'static [&'static str],
}

/// One zone in a running game: its cards in order and its current limit.
///
/// ```
/// use ryoiki_model::{CardId, PlayerId, ZoneId, ZoneKind, ZoneState};
///
/// // Cards bottom first: in an ordered zone the last one is the top.
/// let deck = ZoneState {
///     id: ZoneId { kind: ZoneKind(0), player: Some(PlayerId(0)) },
///     cards: vec![CardId(5), CardId(2), CardId(9)],
///     limit: None,
///     shuffles: 0,
///     frozen: 0,
/// };
/// assert_eq!(deck.position(CardId(9)), Some(2));
/// assert_eq!(deck.position(CardId(1)), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneState {
    /// Which zone this is.
    pub id: ZoneId,
    /// The cards, bottom first: for an ordered zone the last one is the top.
    pub cards: Vec<CardId>,
    /// The current size limit, if any.
    pub limit: Option<u32>,
    /// How many times the zone has been shuffled (feeds the view handles).
    pub shuffles: u32,
    /// How many extractions hold this zone's order frozen (PMV 11.4.2).
    pub frozen: u32,
}

impl ZoneState {
    /// Where the card stands in the zone, counted from the bottom.
    pub fn position(&self, card: CardId) -> Option<usize> {
        self.cards.iter().position(|&c| c == card)
    }
}

/// Where a card arriving in a zone goes.
///
/// ```
/// use ryoiki_model::Position;
///
/// // "Second from the top" of a five-card library: index 4 from the bottom.
/// assert_eq!(Position::FromTop(2).index_in(5), (4, false));
/// // Past the end it is clamped, and says so.
/// assert_eq!(Position::Index(9).index_in(3), (3, true));
/// assert!(Position::Bottom.stacks_downward() && !Position::Top.stacks_downward());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Position {
    /// On top (the end of the list); for unordered zones, appended.
    Top,
    /// At the bottom (the start of the list).
    Bottom,
    /// At this index from the bottom (clamped to the zone's size).
    Index(u32),
    /// N-th from the top, counting the top card as 1 ("put it into its owner's library
    /// second from the top"). In a zone with fewer cards it goes to the bottom, and the
    /// move cites the rule set's [`ProcessStep::PositionClamped`] rules.
    ///
    /// [`ProcessStep::PositionClamped`]: crate::ProcessStep::PositionClamped
    FromTop(u32),
    /// N-th from the bottom, counting the bottom card as 1. In a zone with fewer cards
    /// it goes on top, citing [`ProcessStep::PositionClamped`].
    ///
    /// [`ProcessStep::PositionClamped`]: crate::ProcessStep::PositionClamped
    FromBottom(u32),
    /// "Shuffle it into": the card goes in, then the zone is shuffled with the game's
    /// RNG, as one instruction (the shuffle cites [`ProcessStep::ShuffleInto`]).
    ///
    /// [`ProcessStep::ShuffleInto`]: crate::ProcessStep::ShuffleInto
    Shuffled,
}

impl Position {
    /// The index from the bottom a card arriving in a zone of `len` cards takes, and
    /// whether the position asked for had to be clamped because the zone is shorter.
    pub fn index_in(self, len: usize) -> (usize, bool) {
        match self {
            Position::Top | Position::Shuffled => (len, false),
            Position::Bottom => (0, false),
            Position::Index(i) => {
                let i = i as usize;
                (i.min(len), i > len)
            }
            // N-th from the top has N - 1 cards above it.
            Position::FromTop(n) => {
                let above = (n.max(1) - 1) as usize;
                (len.saturating_sub(above), above > len || n == 0)
            }
            // N-th from the bottom has N - 1 cards below it.
            Position::FromBottom(n) => {
                let below = (n.max(1) - 1) as usize;
                (below.min(len), below > len || n == 0)
            }
        }
    }

    /// Whether cards placed one after another at this position end up in reverse order
    /// (each new one goes below the last): bottom and counted from the bottom.
    pub fn stacks_downward(self) -> bool {
        matches!(
            self,
            Position::Bottom | Position::Index(_) | Position::FromBottom(_)
        )
    }
}

/// A requested destination: a zone kind, and optionally whose zone.
///
/// ```
/// use ryoiki_model::{Destination, PlayerId, ZoneKind};
///
/// // "Into its owner's graveyard": no player given, the rule set decides.
/// let graveyard = Destination { kind: ZoneKind(3), player: None };
/// let bobs = Destination { player: Some(PlayerId(1)), ..graveyard };
/// assert_eq!(bobs.kind, graveyard.kind);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Destination {
    /// Which kind of zone.
    pub kind: crate::ids::ZoneKind,
    /// Whose; `None` lets the rule set decide (FoW 3.1.e: the owner's).
    pub player: Option<PlayerId>,
}

/// The kind of the zone whose key is `key` in `catalogue`: its position there. Meant
/// for constants (`pub const HAND: ZoneKind = kind_in(&CATALOGUE, "hand");`), so a
/// rule set's named zone kinds are derived from its catalogue, not kept in step with
/// list positions by hand: a key that is not in the catalogue stops the build.
///
/// # Panics
/// If no zone has that key (at compile time, when evaluated in a constant).
pub const fn kind_in(catalogue: &[ZoneSpec], key: &str) -> ZoneKind {
    let mut i = 0;
    while i < catalogue.len() {
        if same_key(catalogue[i].key, key) {
            return ZoneKind(i as u16);
        }
        i += 1;
    }
    panic!("no zone with that key in the catalogue")
}

const fn same_key(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::Position;

    #[test]
    fn counted_positions_land_where_card_texts_say_and_clamp_past_the_end() {
        // A library of 5 cards (indexes 0..5 from the bottom).
        assert_eq!(Position::FromTop(1).index_in(5), (5, false));
        assert_eq!(Position::FromTop(2).index_in(5), (4, false));
        assert_eq!(Position::FromTop(6).index_in(5), (0, false));
        assert_eq!(Position::FromTop(7).index_in(5), (0, true));
        assert_eq!(Position::FromBottom(1).index_in(5), (0, false));
        assert_eq!(Position::FromBottom(3).index_in(5), (2, false));
        assert_eq!(Position::FromBottom(9).index_in(5), (5, true));
        // An empty library: second from the top is as far down as it goes.
        assert_eq!(Position::FromTop(2).index_in(0), (0, true));
        assert_eq!(Position::Index(3).index_in(1), (1, true));
        assert_eq!(Position::Shuffled.index_in(4), (4, false));
    }
}
