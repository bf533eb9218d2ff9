//! Mana symbols: an amount of mana ([`Mana`]) read from a mana string (`{1}{G}`, `1G`),
//! written back as symbols, and how a pool's mana pays a cost; the head of a card's
//! cost line (`cost: {1}{G}`). Pure data, used by the ability language's setup checks,
//! the pools ([`crate::mana`]) and casting ([`crate::cost`]).

use serde::{Deserialize, Serialize};

/// The head of a mana cost line.
pub const COST_HEAD: &str = "cost:";

/// The mana string of a cost line, if the line is one.
pub fn cost_text(line: &str) -> Option<&str> {
    line.trim().strip_prefix(COST_HEAD).map(str::trim)
}

/// The five colors, in the order of [`crate::ext::Seat::colored`] and of mana symbols.
pub const COLORS: [char; 5] = ['W', 'U', 'B', 'R', 'G'];

/// An amount of mana: colorless (or, in a cost, generic) and one count per color.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mana {
    /// Colorless mana; in a cost, the generic part any mana pays.
    pub generic: u32,
    /// White, blue, black, red, green.
    pub colored: [u32; 5],
}

/// What is wrong with a mana string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaError {
    /// A character that is no mana symbol.
    Symbol {
        /// The whole string.
        text: String,
        /// The symbol.
        symbol: String,
    },
    /// An amount past what a pool holds.
    TooMuch {
        /// The whole string.
        text: String,
        /// The limit.
        max: u32,
    },
    /// No symbol at all.
    Empty {
        /// The whole string.
        text: String,
    },
}

impl std::fmt::Display for ManaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ManaError::Symbol { text, symbol } => write!(
                f,
                "'{text}' has '{symbol}', which is no mana symbol (a number, W, U, B, R, G or C)"
            ),
            ManaError::TooMuch { text, max } => {
                write!(f, "'{text}' asks for more mana than a pool holds ({max})")
            }
            ManaError::Empty { text } => write!(f, "'{text}' has no mana symbol"),
        }
    }
}

impl std::error::Error for ManaError {}

impl ManaError {
    /// The problem as words of Magic's catalogue (English as [`std::fmt::Display`]
    /// says it, and Japanese).
    pub fn phrase(&self) -> ryoiki_core::Phrase {
        let phrase = crate::catalogue::phrase;
        match self {
            ManaError::Symbol { text, symbol } => phrase("mtg-mana-symbol")
                .arg("text", text.as_str())
                .arg("symbol", symbol.as_str()),
            ManaError::TooMuch { text, max } => phrase("mtg-mana-too-much")
                .arg("text", text.as_str())
                .arg("max", max.to_string()),
            ManaError::Empty { text } => phrase("mtg-mana-empty").arg("text", text.as_str()),
        }
    }
}

impl Mana {
    /// Reads a mana string: symbols in braces (`{2}{G}{G}`) or bare (`2GG`); a number is
    /// generic (colorless) mana, `C` one colorless, `W U B R G` one of that color.
    ///
    /// # Errors
    /// A character that is no mana symbol, an amount no pool holds, or no symbol.
    pub fn parse(text: &str) -> Result<Mana, ManaError> {
        let mut out = Mana::default();
        let too_much = || ManaError::TooMuch {
            text: text.to_string(),
            max: u32::MAX,
        };
        let mut any = false;
        let mut chars = text.chars().filter(|c| !c.is_whitespace()).peekable();
        while let Some(c) = chars.next() {
            match c {
                '{' | '}' => continue,
                '0'..='9' => {
                    let mut n = u64::from(c.to_digit(10).unwrap_or(0));
                    while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                        n = n * 10 + u64::from(d);
                        if n > u64::from(u32::MAX) {
                            return Err(too_much());
                        }
                        chars.next();
                    }
                    let n = u32::try_from(n).map_err(|_| too_much())?;
                    out.generic = out.generic.checked_add(n).ok_or_else(too_much)?;
                }
                'C' | 'c' => out.generic = out.generic.checked_add(1).ok_or_else(too_much)?,
                other => {
                    let up = other.to_ascii_uppercase();
                    let Some(i) = COLORS.iter().position(|&k| k == up) else {
                        return Err(ManaError::Symbol {
                            text: text.to_string(),
                            symbol: other.to_string(),
                        });
                    };
                    out.colored[i] = out.colored[i].checked_add(1).ok_or_else(too_much)?;
                }
            }
            any = true;
        }
        if !any {
            return Err(ManaError::Empty {
                text: text.to_string(),
            });
        }
        Ok(out)
    }

    /// One mana of a color (0 white … 4 green).
    pub fn one(color: usize) -> Mana {
        let mut m = Mana::default();
        m.colored[color] = 1;
        m
    }

    /// How much mana in all (saturating: a pool never holds more than `u32::MAX` of a
    /// kind, and the sum is only compared).
    pub fn total(&self) -> u64 {
        u64::from(self.generic) + self.colored.iter().map(|&n| u64::from(n)).sum::<u64>()
    }

    /// The mana as symbols (`{2}{G}{G}`; nothing: `{0}`).
    pub fn symbols(&self) -> String {
        let mut s = String::new();
        if self.generic > 0 {
            s.push_str(&format!("{{{}}}", self.generic));
        }
        for (i, &n) in self.colored.iter().enumerate() {
            for _ in 0..n.min(64) {
                s.push('{');
                s.push(COLORS[i]);
                s.push('}');
            }
            if n > 64 {
                s.push_str(&format!("(x{n})"));
            }
        }
        if s.is_empty() {
            s.push_str("{0}");
        }
        s
    }
}

/// How a pool pays a cost: each colored part from that color, the generic part from
/// colorless mana first, then from the colors with the most left; `None` when the pool
/// cannot pay it (mtg-2009-409.1).
pub fn payment(have: &Mana, cost: &Mana) -> Option<Mana> {
    let mut left = *have;
    let mut paid = Mana::default();
    for i in 0..5 {
        left.colored[i] = left.colored[i].checked_sub(cost.colored[i])?;
        paid.colored[i] = cost.colored[i];
    }
    let mut generic = cost.generic;
    let from_colorless = generic.min(left.generic);
    paid.generic = from_colorless;
    generic -= from_colorless;
    while generic > 0 {
        let (i, &most) = left
            .colored
            .iter()
            .enumerate()
            .max_by_key(|&(i, n)| (*n, std::cmp::Reverse(i)))?;
        if most == 0 {
            return None;
        }
        let k = most.min(generic);
        left.colored[i] -= k;
        paid.colored[i] += k;
        generic -= k;
    }
    Some(paid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mana_strings_read_with_or_without_braces() {
        let m = Mana::parse("{1}{G}").unwrap();
        assert_eq!(m.generic, 1);
        assert_eq!(m.colored, [0, 0, 0, 0, 1]);
        assert_eq!(Mana::parse("1G").unwrap(), m);
        assert_eq!(Mana::parse("{12}UU").unwrap().generic, 12);
        assert_eq!(Mana::parse("{12}UU").unwrap().colored[1], 2);
        assert_eq!(Mana::parse("C").unwrap().generic, 1);
        assert_eq!(Mana::parse("{2}{W}{W}").unwrap().symbols(), "{2}{W}{W}");
        assert!(matches!(
            Mana::parse("{1}{X}"),
            Err(ManaError::Symbol { .. })
        ));
        assert!(matches!(Mana::parse(""), Err(ManaError::Empty { .. })));
        assert!(matches!(
            Mana::parse("99999999999"),
            Err(ManaError::TooMuch { .. })
        ));
    }

    #[test]
    fn a_cost_is_paid_color_by_color_and_generic_from_what_is_left() {
        let have = Mana::parse("GGR").unwrap();
        let paid = payment(&have, &Mana::parse("1G").unwrap()).unwrap();
        assert_eq!(paid.total(), 2);
        assert!(paid.colored[4] >= 1);
        assert_eq!(payment(&have, &Mana::parse("U").unwrap()), None);
        assert_eq!(payment(&have, &Mana::parse("4").unwrap()), None);
        let with_colorless = Mana::parse("2G").unwrap();
        let paid = payment(&with_colorless, &Mana::parse("2").unwrap()).unwrap();
        assert_eq!(paid.generic, 2, "colorless mana pays generic costs first");
    }
}
