//! What the bot reads of its seat's view of a Magic game ([`Seen`]): the public section
//! (turn, phase, step, life, mana pools, the stack) and the cards the seat may see, as
//! the seat is sent them. Nothing else: no engine id, no hidden card.

use serde_json::Value;

/// A card as the seat sees it: its handle, name, types, numbers and keywords, and for a
/// permanent its controller and whether it is tapped.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Card {
    /// The seat's handle for it.
    pub handle: String,
    /// Its name.
    pub name: String,
    /// Its types, lower case (`creature`, `land`, `forest` …).
    pub types: Vec<String>,
    /// Its ability lines (`cost: {1}{G}`, `flying` …).
    pub abilities: Vec<String>,
    /// Its power (0 without one).
    pub power: i64,
    /// Its toughness (0 without one).
    pub toughness: i64,
    /// Its controller's seat number, for a permanent.
    pub controller: Option<u64>,
    /// Whether it is turned sideways (tapped).
    pub tapped: bool,
}

impl Card {
    fn read(v: &Value) -> Option<Card> {
        let front = v.get("front")?;
        let strings = |key: &str| -> Vec<String> {
            front
                .get(key)
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_ascii_lowercase)
                        .collect()
                })
                .unwrap_or_default()
        };
        let number = |key: &str| {
            front
                .get("numbers")
                .and_then(|n| n.get(key))
                .and_then(Value::as_i64)
                .unwrap_or(0)
        };
        Some(Card {
            handle: v.get("handle")?.as_str()?.to_string(),
            name: front.get("name").and_then(Value::as_str)?.to_string(),
            types: strings("types"),
            abilities: strings("abilities"),
            power: number("power"),
            toughness: number("toughness"),
            controller: v.get("controller").and_then(Value::as_u64),
            tapped: v.get("orientation").and_then(Value::as_str) == Some("sideways"),
        })
    }

    /// Whether it has the type `t`.
    pub fn is(&self, t: &str) -> bool {
        self.types.iter().any(|x| x == t)
    }

    /// Whether it has the keyword ability `k` (a line of its own: `flying`).
    pub fn has(&self, k: &str) -> bool {
        self.abilities.iter().any(|x| x == k)
    }

    /// Whether it deals combat damage in the first-strike step.
    pub fn strikes_first(&self) -> bool {
        self.has("first strike") || self.has("double strike")
    }

    /// The combat damage it deals to a player unblocked (twice for double strike).
    pub fn combat_damage(&self) -> i64 {
        let p = self.power.max(0);
        if self.has("double strike") { 2 * p } else { p }
    }

    /// Its mana cost line's text (`{3}{U}{U}`), if it has one.
    pub fn cost(&self) -> Option<&str> {
        self.abilities
            .iter()
            .find_map(|l| l.strip_prefix("cost:"))
            .map(str::trim)
    }
}

/// The seat's view, as far as the bot reads it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Seen {
    /// The seat's number.
    pub me: u64,
    /// The seat's name (the public section names players).
    pub name: String,
    /// The turn's active player, by name.
    pub active: String,
    /// The phase (`precombat-main` …).
    pub phase: String,
    /// Life totals by player name.
    pub life: Vec<(String, i64)>,
    /// The seat's mana pool as symbols (`{2}{G}`).
    pub pool: String,
    /// How many items are on the stack.
    pub stack: usize,
    /// The seat's hand, as it sees it.
    pub hand: Vec<Card>,
    /// Every permanent in play that the seat sees face up.
    pub in_play: Vec<Card>,
    /// The pending decision's options' labels, by index, when the seat decides.
    pub options: Vec<String>,
}

impl Seen {
    /// Reads a view as the seat is sent it (`docs/protocol.md`).
    pub fn read(view: &Value) -> Seen {
        let me = view.get("viewer").and_then(Value::as_u64).unwrap_or(0);
        let name = view
            .get("players")
            .and_then(|p| p.get(me as usize))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let public = view.get("public").cloned().unwrap_or_default();
        let text = |key: &str| {
            public
                .get(key)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        let life = public
            .get("life")
            .and_then(Value::as_object)
            .map(|m| {
                m.iter()
                    .map(|(k, v)| (k.clone(), v.as_i64().unwrap_or(0)))
                    .collect()
            })
            .unwrap_or_default();
        let pool = public
            .get("pool")
            .and_then(|p| p.get(&name))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let stack = public
            .get("stack")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        let mut seen = Seen {
            me,
            active: text("active"),
            phase: text("phase"),
            name,
            life,
            pool,
            stack,
            ..Seen::default()
        };
        for z in view
            .get("zones")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let cards = || {
                z.get("cards")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(Card::read)
            };
            match z.get("zone").and_then(Value::as_str) {
                Some("hand") if z.get("player").and_then(Value::as_u64) == Some(me) => {
                    seen.hand = cards().collect();
                }
                Some("in-play") => seen.in_play = cards().collect(),
                _ => {}
            }
        }
        if let Some(options) = view
            .get("pending")
            .filter(|p| p.get("decider").and_then(Value::as_u64) == Some(me))
            .and_then(|p| p.get("options"))
            .and_then(Value::as_array)
        {
            for o in options {
                let i = o.get("index").and_then(Value::as_u64).unwrap_or(0) as usize;
                let label = o.get("label").and_then(Value::as_str).unwrap_or_default();
                if seen.options.len() <= i {
                    seen.options.resize(i + 1, String::new());
                }
                seen.options[i] = label.to_string();
            }
        }
        seen
    }

    /// Whether it is the seat's own turn.
    pub fn my_turn(&self) -> bool {
        self.active == self.name
    }

    /// Whether the seat may cast a sorcery-speed spell now: its own main phase with an
    /// empty stack.
    pub fn main_phase(&self) -> bool {
        self.my_turn() && self.phase.ends_with("main") && self.stack == 0
    }

    /// A player's life (0 for a name not listed).
    pub fn life_of(&self, name: &str) -> i64 {
        self.life
            .iter()
            .find(|(n, _)| n == name)
            .map_or(0, |(_, l)| *l)
    }

    /// The seat's life.
    pub fn my_life(&self) -> i64 {
        self.life_of(&self.name)
    }

    /// The lowest life among the other players (the one the bot attacks in a
    /// two-player game).
    pub fn their_life(&self) -> i64 {
        self.life
            .iter()
            .filter(|(n, _)| *n != self.name)
            .map(|(_, l)| *l)
            .min()
            .unwrap_or(0)
    }

    /// The seat's permanents.
    pub fn mine(&self) -> impl Iterator<Item = &Card> {
        self.in_play
            .iter()
            .filter(|c| c.controller == Some(self.me))
    }

    /// The other players' permanents.
    pub fn theirs(&self) -> impl Iterator<Item = &Card> {
        self.in_play
            .iter()
            .filter(|c| c.controller.is_some_and(|p| p != self.me))
    }

    /// A permanent by handle.
    pub fn permanent(&self, handle: &str) -> Option<&Card> {
        self.in_play.iter().find(|c| c.handle == handle)
    }

    /// A card of the seat's hand by handle.
    pub fn in_hand(&self, handle: &str) -> Option<&Card> {
        self.hand.iter().find(|c| c.handle == handle)
    }
}
