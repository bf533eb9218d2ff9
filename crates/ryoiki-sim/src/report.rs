//! What a simulation reports: each game's record ([`GameRecord`], [`End`]) and the
//! whole run's tallies ([`SimReport`]): win rates with their Wilson intervals, draws,
//! game lengths, end causes and rule ids.

use ryoiki_core::{Lang, Phrase, PlayerId};
use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "end")]
pub enum End {
    /// The rule set declares the game over; its referee says who won and why.
    Over {
        /// The winners; empty for a draw; `None` when the game does not say.
        winners: Option<Vec<PlayerId>>,
        /// Why, as the referee words it (`last-standing`, `game-over` …).
        cause: String,
    },
    /// No seat may do anything: the game cannot move on.
    Stalled,
    /// The seat to move may only leave the game, and bots never leave.
    OnlyLeaving {
        /// The seat.
        seat: PlayerId,
    },
    /// The safety stop: the game took the step limit's actions without ending. It
    /// decides nothing.
    StepLimit,
    /// A listed action was refused when taken (a bug of the engine or a rule set).
    Refused {
        /// The seat that took it.
        seat: PlayerId,
        /// The refusal, in English.
        error: String,
    },
}

impl End {
    /// The end cause as one word: the referee's for a game over, else `stalled`,
    /// `only-leaving`, `step-limit` or `refused`.
    pub fn cause(&self) -> &str {
        match self {
            End::Over { cause, .. } => cause,
            End::Stalled => "stalled",
            End::OnlyLeaving { .. } => "only-leaving",
            End::StepLimit => "step-limit",
            End::Refused { .. } => "refused",
        }
    }

    /// The winners, when the game is over and says who won (empty: a draw).
    pub fn winners(&self) -> Option<&[PlayerId]> {
        match self {
            End::Over {
                winners: Some(w), ..
            } => Some(w),
            _ => None,
        }
    }
}

/// A broken promise found by the checks (`Sim::check`), after the game's `step`-th
/// action (0: at the end of the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// After which action.
    pub step: u64,
    /// What, in words (English by `to_string`, or any language by `render`).
    pub problem: Phrase,
}

impl Serialize for Violation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Violation", 3)?;
        st.serialize_field("step", &self.step)?;
        st.serialize_field("en", &self.problem.to_string())?;
        st.serialize_field("ja", &self.problem.render(Lang::Ja))?;
        st.end()
    }
}

/// The most violations kept per game.
pub const MAX_VIOLATIONS: usize = 20;

/// One game of a simulation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRecord {
    /// Its number in the run, from 0.
    pub index: u64,
    /// Its seed (made from the run's seed and its number).
    pub seed: u64,
    /// How it ended.
    #[serde(flatten)]
    pub end: End,
    /// The actions the bots took (the opening's not counted).
    pub actions: u64,
    /// The turn it ended in, when the game counts turns.
    pub turns: Option<u32>,
    /// How many events cited each rule id (the opening's included).
    #[serde(skip)]
    pub rules: BTreeMap<&'static str, u64>,
    /// The checks' findings (the first 20), with `Sim::check`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub violations: Vec<Violation>,
}

/// Mean, median and longest of the games' lengths.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Length {
    /// The mean.
    pub mean: f64,
    /// The median (the mean of the middle two for an even count).
    pub median: f64,
    /// The longest.
    pub max: u64,
}

impl Length {
    /// Of `values`; `None` when there are none.
    pub fn of(mut values: Vec<u64>) -> Option<Length> {
        if values.is_empty() {
            return None;
        }
        values.sort_unstable();
        let n = values.len();
        let mean = values.iter().map(|&v| v as f64).sum::<f64>() / n as f64;
        let median = if n % 2 == 1 {
            values[n / 2] as f64
        } else {
            (values[n / 2 - 1] + values[n / 2]) as f64 / 2.0
        };
        Some(Length {
            mean,
            median,
            max: values[n - 1],
        })
    }
}

/// One seat's wins, its win rate over every game played, and the rate's Wilson 95%
/// interval.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatWins {
    /// The seat.
    pub seat: PlayerId,
    /// The player's name.
    pub name: String,
    /// The bot that played it.
    pub bot: &'static str,
    /// Games it won (alone or with its team).
    pub wins: u64,
    /// `wins` over the games played.
    pub rate: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

/// The z of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval at 95% of `k` successes in `n` trials, as (low, high);
/// `(0, 1)` when `n` is 0.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = Z95 * Z95;
    let centre = p + z2 / (2.0 * n);
    let spread = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let d = 1.0 + z2 / n;
    (
        ((centre - spread) / d).max(0.0),
        ((centre + spread) / d).min(1.0),
    )
}

/// A whole run: what was played, each game in game order, and how long it took.
#[derive(Clone, Debug)]
pub struct SimReport {
    /// The game's key.
    pub game: String,
    /// The variant, if any.
    pub variant: Option<String>,
    /// The run's seed.
    pub seed: u64,
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// The bot of each seat.
    pub bots: Vec<&'static str>,
    /// Each game, in game order.
    pub records: Vec<GameRecord>,
    /// The game's rule ids (empty when not known): [`SimReport::never_cited`] lists
    /// those no game cited.
    pub catalogue: Vec<&'static str>,
    /// The wall-clock seconds the games took (the one figure that differs from run to
    /// run).
    pub seconds: f64,
}

impl SimReport {
    /// Each seat's wins and win rate.
    pub fn wins(&self) -> Vec<SeatWins> {
        let n = self.records.len() as u64;
        (0..self.players.len())
            .map(|s| {
                let seat = PlayerId(s as u8);
                let wins = self
                    .records
                    .iter()
                    .filter(|r| r.end.winners().is_some_and(|w| w.contains(&seat)))
                    .count() as u64;
                let (low, high) = wilson(wins, n);
                SeatWins {
                    seat,
                    name: self.players[s].clone(),
                    bot: self.bots.get(s).copied().unwrap_or("random"),
                    wins,
                    rate: if n == 0 { 0.0 } else { wins as f64 / n as f64 },
                    low,
                    high,
                }
            })
            .collect()
    }

    /// Games over with no winner (a draw).
    pub fn draws(&self) -> u64 {
        self.count(|r| r.end.winners().is_some_and(<[PlayerId]>::is_empty))
    }

    /// Games with no winner decided: not over (stalled, the step limit …), or over
    /// without the game saying who won.
    pub fn undecided(&self) -> u64 {
        self.count(|r| r.end.winners().is_none())
    }

    fn count(&self, f: impl Fn(&GameRecord) -> bool) -> u64 {
        self.records.iter().filter(|r| f(r)).count() as u64
    }

    /// How many games ended by each cause.
    pub fn ends(&self) -> BTreeMap<String, u64> {
        let mut out = BTreeMap::new();
        for r in &self.records {
            *out.entry(r.end.cause().to_string()).or_insert(0) += 1;
        }
        out
    }

    /// How many events of all the games cited each rule id.
    pub fn rules(&self) -> BTreeMap<&'static str, u64> {
        let mut out = BTreeMap::new();
        for r in &self.records {
            for (id, n) in &r.rules {
                *out.entry(*id).or_insert(0) += n;
            }
        }
        out
    }

    /// The rule ids of the game's catalogue that no event of any game cited, in the
    /// catalogue's order (the ids these games never exercised).
    pub fn never_cited(&self) -> Vec<&'static str> {
        let cited = self.rules();
        self.catalogue
            .iter()
            .copied()
            .filter(|id| !cited.contains_key(id))
            .collect()
    }

    /// The games' lengths in actions.
    pub fn actions(&self) -> Option<Length> {
        Length::of(self.records.iter().map(|r| r.actions).collect())
    }

    /// The games' lengths in turns, over the games that count turns.
    pub fn turns(&self) -> Option<Length> {
        Length::of(
            self.records
                .iter()
                .filter_map(|r| r.turns.map(u64::from))
                .collect(),
        )
    }

    /// Every violation of every game, with its game's number.
    pub fn violations(&self) -> impl Iterator<Item = (u64, &Violation)> {
        self.records
            .iter()
            .flat_map(|r| r.violations.iter().map(move |v| (r.index, v)))
    }

    /// Games played per second of wall-clock time.
    pub fn games_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.records.len() as f64 / self.seconds
        } else {
            0.0
        }
    }

    /// The report as JSON: everything above, each game's record under `per_game`;
    /// `seconds` and `games_per_second` are the only values that depend on the
    /// machine rather than on the seed.
    pub fn to_json(&self) -> Value {
        json!({
            "game": self.game,
            "variant": self.variant,
            "seed": self.seed,
            "games": self.records.len(),
            "players": self.players,
            "bots": self.bots,
            "wins": self.wins(),
            "draws": self.draws(),
            "undecided": self.undecided(),
            "ends": self.ends(),
            "actions": self.actions(),
            "turns": self.turns(),
            "rules": self.rules(),
            "never_cited": self.never_cited(),
            "violations": self.violations().count(),
            "per_game": self.records,
            "seconds": self.seconds,
            "games_per_second": self.games_per_second(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    #[test]
    fn wilson_intervals_match_hand_computed_values() {
        // p = k/n, z = 1.95996: (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n).
        let (lo, hi) = wilson(5, 10);
        assert!(close(lo, 0.23659) && close(hi, 0.76341), "{lo} {hi}");
        let (lo, hi) = wilson(50, 100);
        assert!(close(lo, 0.40383) && close(hi, 0.59617), "{lo} {hi}");
        // None in ten: from 0 to z²/(n + z²).
        let (lo, hi) = wilson(0, 10);
        assert!(close(lo, 0.0) && close(hi, 0.27753), "{lo} {hi}");
        let (lo, hi) = wilson(10, 10);
        assert!(close(lo, 0.72247) && close(hi, 1.0), "{lo} {hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn lengths_have_their_mean_median_and_longest() {
        let l = Length::of(vec![4, 1, 3, 10]).unwrap();
        assert_eq!((l.mean, l.median, l.max), (4.5, 3.5, 10));
        let l = Length::of(vec![7, 2, 9]).unwrap();
        assert_eq!((l.median, l.max), (7.0, 9));
        assert_eq!(Length::of(Vec::new()), None);
    }

    #[test]
    fn each_end_has_its_cause_word() {
        let over = End::Over {
            winners: Some(vec![]),
            cause: "all-left".into(),
        };
        assert_eq!(over.cause(), "all-left");
        assert_eq!(over.winners(), Some(&[][..]));
        assert_eq!(End::Stalled.cause(), "stalled");
        assert_eq!(End::StepLimit.cause(), "step-limit");
        assert_eq!(End::StepLimit.winners(), None);
        let only = End::OnlyLeaving { seat: PlayerId(1) };
        assert_eq!(only.cause(), "only-leaving");
    }
}
