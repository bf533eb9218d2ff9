//! Mana as the bot counts it: a cost or a pool read from its symbols (`{3}{U}{U}`,
//! `{2}{G}`), the mana a land makes from its basic land type, whether mana on hand pays
//! a cost, and which land to tap next for a spell.

use super::seen::{Card, Seen};

/// The five colors, by symbol, with the basic land type that makes each.
pub(crate) const COLORS: [(char, &str); 5] = [
    ('W', "plains"),
    ('U', "island"),
    ('B', "swamp"),
    ('R', "mountain"),
    ('G', "forest"),
];

fn color_index(symbol: char) -> Option<usize> {
    COLORS.iter().position(|(c, _)| *c == symbol)
}

/// An amount of mana: colorless (or generic, in a cost) and each color.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Mana {
    /// Colorless mana (a pool), or the generic part (a cost).
    pub generic: u32,
    /// Each color, in [`COLORS`] order.
    pub colors: [u32; 5],
}

impl Mana {
    /// Reads mana symbols: `{3}{U}{U}`, `3UU`, `{0}`; `None` for a symbol the bot does
    /// not know (hybrid, X …), so that it never counts on paying such a cost.
    pub fn parse(text: &str) -> Option<Mana> {
        let mut m = Mana::default();
        let mut digits = String::new();
        let flush = |digits: &mut String, m: &mut Mana| -> Option<()> {
            if !digits.is_empty() {
                m.generic = m.generic.checked_add(digits.parse::<u32>().ok()?)?;
                digits.clear();
            }
            Some(())
        };
        for ch in text.chars() {
            match ch {
                '0'..='9' => digits.push(ch),
                '{' | '}' | ' ' => flush(&mut digits, &mut m)?,
                c => {
                    flush(&mut digits, &mut m)?;
                    let i = color_index(c.to_ascii_uppercase())?;
                    m.colors[i] += 1;
                }
            }
        }
        flush(&mut digits, &mut m)?;
        Some(m)
    }

    /// All of it.
    pub fn total(&self) -> u32 {
        self.generic + self.colors.iter().sum::<u32>()
    }

    /// Whether this mana (a pool) pays `cost`: each colored symbol by its color, the
    /// generic part by whatever is left.
    pub fn pays(&self, cost: &Mana) -> bool {
        let colored = (0..5).all(|i| self.colors[i] >= cost.colors[i]);
        colored && self.total() >= cost.total()
    }

    fn add_color(&mut self, i: usize) {
        self.colors[i] += 1;
    }
}

/// The color a land makes by its basic land type, if it has one the bot knows.
pub(crate) fn land_color(card: &Card) -> Option<usize> {
    COLORS.iter().position(|(_, t)| card.is(t))
}

/// A card's mana cost; `None` when it has a cost the bot cannot read.
pub(crate) fn cost_of(card: &Card) -> Option<Mana> {
    match card.cost() {
        Some(text) => Mana::parse(text),
        None => Some(Mana::default()),
    }
}

/// The seat's untapped lands that make a known color, with that color.
pub(crate) fn untapped_lands(seen: &Seen) -> Vec<(&Card, usize)> {
    seen.mine()
        .filter(|c| c.is("land") && !c.tapped)
        .filter_map(|c| land_color(c).map(|i| (c, i)))
        .collect()
}

/// The seat's pool now.
pub(crate) fn pool(seen: &Seen) -> Mana {
    Mana::parse(&seen.pool).unwrap_or_default()
}

/// The mana the seat can have: its pool and every untapped land tapped.
pub(crate) fn reachable(seen: &Seen) -> Mana {
    let mut m = pool(seen);
    for (_, i) in untapped_lands(seen) {
        m.add_color(i);
    }
    m
}

/// The land to tap next towards paying `cost` from the pool: one of a color the pool
/// still lacks, else (only the generic part missing) one of the color the seat has the
/// most untapped lands of; `None` when the pool already pays it or no land helps.
pub(crate) fn land_to_tap<'a>(seen: &'a Seen, cost: &Mana) -> Option<&'a Card> {
    let have = pool(seen);
    if have.pays(cost) {
        return None;
    }
    let lands = untapped_lands(seen);
    for i in 0..5 {
        if have.colors[i] < cost.colors[i]
            && let Some((c, _)) = lands.iter().find(|(_, j)| *j == i)
        {
            return Some(c);
        }
    }
    let mut counts = [0u32; 5];
    for (_, i) in &lands {
        counts[*i] += 1;
    }
    lands
        .iter()
        .max_by_key(|(_, i)| counts[*i])
        .map(|(c, _)| *c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_and_pools_read_from_their_symbols() {
        let m = Mana::parse("{3}{U}{U}").unwrap();
        assert_eq!((m.generic, m.colors, m.total()), (3, [0, 2, 0, 0, 0], 5));
        assert_eq!(Mana::parse("2G").unwrap().colors[4], 1);
        assert_eq!(Mana::parse("{0}").unwrap().total(), 0);
        assert_eq!(Mana::parse("{12}").unwrap().generic, 12);
        assert_eq!(Mana::parse("{X}"), None);
    }

    #[test]
    fn a_pool_pays_colors_by_color_and_the_rest_by_any() {
        let cost = Mana::parse("{1}{R}").unwrap();
        assert!(Mana::parse("{R}{U}").unwrap().pays(&cost));
        assert!(Mana::parse("{1}{R}").unwrap().pays(&cost));
        assert!(!Mana::parse("{U}{U}").unwrap().pays(&cost));
        assert!(!Mana::parse("{R}").unwrap().pays(&cost));
        assert!(Mana::parse("{0}").unwrap().pays(&Mana::default()));
    }
}
