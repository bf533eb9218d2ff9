//! The playground's work in plain Rust: the games, a scenario loaded from its text and
//! run once by `ryoiki-scenario`'s runner, and a position in it to step through. The
//! bindings only call these and turn their answers into JSON.
//!
//! Nothing here plays a game: the frames are what [`ryoiki_scenario::run_watched`]
//! showed (the game after each step, and the events the step set off) beside the
//! runner's own transcript (what `ryoiki explain` prints), cut at each step.

use crate::wire::{
    CheckLine, CitedRule, EventLine, Frame, GameInfo, LoadFailure, PlayerView, Problem, StepInfo,
    Summary,
};
use ryoiki_core::{Event, Lang, PlayerId};
use ryoiki_scenario::{Catalogue, Entry, ExpectResult, Moment, Scenario, load_str, run_watched};

/// A language code the playground does not speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: the playground speaks \"en\" and \"ja\"")]
pub struct BadLang(pub String);

/// The language of a code: `en` or `ja`.
///
/// # Errors
/// [`BadLang`] for any other code.
pub fn parse_lang(code: &str) -> Result<Lang, BadLang> {
    match code {
        "en" => Ok(Lang::En),
        "ja" => Ok(Lang::Ja),
        other => Err(BadLang(other.to_string())),
    }
}

/// The games a scenario may name, in the list's order, named in `lang`.
pub fn games(lang: Lang) -> Vec<GameInfo> {
    ryoiki_games::games()
        .into_iter()
        .map(|g| GameInfo {
            key: g.key().to_string(),
            name: g.description().names.get(lang).to_string(),
        })
        .collect()
}

/// A scenario, run, with the frame being looked at.
#[derive(Clone, Debug)]
pub struct Playground {
    summary: Summary,
    frames: Vec<Frame>,
    at: usize,
}

impl Playground {
    /// Loads the scenario `src` (named `file` in messages) and runs it in `lang`; the
    /// position is the setup (frame 0).
    ///
    /// # Errors
    /// A [`LoadFailure`] with every problem the loader found, as `ryoiki check` reports
    /// them. A file that imports decks or pools by path does not load here: the page
    /// has no file system.
    pub fn load(file: &str, src: &str, lang: Lang) -> Result<Playground, LoadFailure> {
        let sc = load_str(file, src).map_err(|e| LoadFailure {
            problems: e
                .diagnostics
                .iter()
                .map(|d| Problem {
                    file: e.path.clone(),
                    line: count(d.line),
                    column: count(d.column),
                    message: d.render(lang),
                })
                .collect(),
            text: e.render_in(lang),
        })?;
        let mut seen: Vec<Seen> = Vec::new();
        let report = run_watched(&sc, lang, &mut |m| seen.push(Seen::of(&sc, m)));
        let parts = transcript_parts(&report.transcript);
        let frames: Vec<Frame> = (0..seen.len().max(1))
            .map(|i| frame(i, seen.get(i), parts.get(i).map_or(&[], |p| p), lang))
            .collect();
        let summary = Summary {
            title: sc.title.clone(),
            game: sc.rules.names().get(lang).to_string(),
            description: sc.description.clone(),
            players: sc.setup.players.clone(),
            frames: count(frames.len()),
            passed: report.passed(),
            failures: report.failures_in(lang),
        };
        Ok(Playground {
            summary,
            frames,
            at: 0,
        })
    }

    /// What the scenario is, and whether it passed.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// The frame being looked at: 0 the setup, then the step's number.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The frame being looked at.
    pub fn current(&self) -> &Frame {
        &self.frames[self.at]
    }

    /// Moves to the next frame; false (and stays) at the last.
    pub fn forward(&mut self) -> bool {
        self.go(self.at + 1)
    }

    /// Moves to the frame before; false (and stays) at the setup.
    pub fn back(&mut self) -> bool {
        self.at > 0 && self.go(self.at - 1)
    }

    /// Moves to frame `index`; false (and stays) when there is no such frame.
    pub fn go(&mut self, index: usize) -> bool {
        if index < self.frames.len() {
            self.at = index;
            true
        } else {
            false
        }
    }
}

/// What the runner showed after one step: its events, and each player's view then.
struct Seen {
    events: Vec<Event>,
    views: Vec<PlayerView>,
}

impl Seen {
    fn of(sc: &Scenario, m: Moment<'_>) -> Seen {
        let views = sc
            .setup
            .players
            .iter()
            .enumerate()
            .map(|(i, name)| PlayerView {
                player: name.clone(),
                // A view always serializes (its maps have string keys); should one
                // not, the page shows null rather than a view of something else.
                view: u8::try_from(i)
                    .ok()
                    .and_then(|p| serde_json::to_value(m.game.view(PlayerId(p))).ok())
                    .unwrap_or_default(),
            })
            .collect();
        Seen {
            events: m.events.to_vec(),
            views,
        }
    }
}

/// The transcript cut at each step: what came before the first step (the setup's
/// checks and problems), then each step's entries after its own `Step` line.
fn transcript_parts(transcript: &[Entry]) -> Vec<&[Entry]> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, e) in transcript.iter().enumerate() {
        if matches!(e, Entry::Step { .. }) {
            parts.push(&transcript[start..i]);
            start = i;
        }
    }
    parts.push(&transcript[start..]);
    parts
}

/// Frame `index` from what the runner showed and the transcript's part for it. The
/// transcript's event lines are the step's events in order, so the n-th line cites the
/// n-th event's rules.
fn frame(index: usize, seen: Option<&Seen>, part: &[Entry], lang: Lang) -> Frame {
    let mut events = Vec::new();
    let mut f = Frame {
        index: count(index),
        step: None,
        events: Vec::new(),
        refused: None,
        checks: Vec::new(),
        problems: Vec::new(),
        views: seen.map(|s| s.views.clone()).unwrap_or_default(),
    };
    for e in part {
        match e {
            Entry::Step {
                summary,
                player,
                note,
                ..
            } => {
                f.step = Some(StepInfo {
                    summary: summary.clone(),
                    player: player.clone(),
                    note: note.clone(),
                });
            }
            Entry::Event(text) => {
                let rules = seen
                    .and_then(|s| s.events.get(events.len()))
                    .map(|ev| cite(ev.rules.iter().copied(), lang))
                    .unwrap_or_default();
                events.push(EventLine {
                    text: text.clone(),
                    rules,
                });
            }
            Entry::Refused(why) => f.refused = Some(why.clone()),
            Entry::Expect(x) => f.checks.push(check(x, lang)),
            Entry::Problem(p) => f.problems.push(p.clone()),
        }
    }
    f.events = events;
    f
}

fn check(x: &ExpectResult, lang: Lang) -> CheckLine {
    CheckLine {
        line: count(x.line),
        passed: x.passed,
        rules: cite(x.rules.iter().map(String::as_str), lang),
        failures: x.failures.clone(),
    }
}

/// The rules `ids` with what the catalogue says of each.
fn cite<'a>(ids: impl Iterator<Item = &'a str>, lang: Lang) -> Vec<CitedRule> {
    let cat = Catalogue::embedded();
    ids.map(|id| {
        let rule = cat.get(id);
        CitedRule {
            id: id.to_string(),
            title: rule.map(|r| r.title_in(lang).to_string()),
            description: rule.map(|r| r.description.clone()),
        }
    })
    .collect()
}

/// A count or position as the page's numbers (saturating: no scenario comes near).
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A conformance scenario: a card moves from alice's hand (hidden) to her removed
    /// area (public), so bob's view learns its name at step 1.
    const HIDDEN_TO_PUBLIC: &str =
        include_str!("../../../conformance/fow/3.1.b-public-and-hidden-zones.toml");
    const FILE: &str = "3.1.b-public-and-hidden-zones.toml";

    fn view_of<'f>(f: &'f Frame, player: &str) -> &'f serde_json::Value {
        &f.views
            .iter()
            .find(|v| v.player == player)
            .unwrap_or_else(|| panic!("no view for {player}: {f:?}"))
            .view
    }

    /// The names of the cards whose front a view shows.
    fn fronts(view: &serde_json::Value) -> Vec<String> {
        let mut out = Vec::new();
        for z in view["zones"].as_array().expect("zones") {
            for c in z["cards"].as_array().expect("cards") {
                if let Some(n) = c["front"]["name"].as_str() {
                    out.push(n.to_string());
                }
            }
        }
        out
    }

    #[test]
    fn the_games_are_the_lists_in_either_language() {
        let en = games(Lang::En);
        let ja = games(Lang::Ja);
        let keys: Vec<&str> = en.iter().map(|g| g.key.as_str()).collect();
        let listed: Vec<&str> = ryoiki_games::games().iter().map(|g| g.key()).collect();
        assert_eq!(keys, listed);
        assert!(keys.contains(&"fow"), "{keys:?}");
        let fow_en = en.iter().find(|g| g.key == "fow").map(|g| g.name.clone());
        let fow_ja = ja.iter().find(|g| g.key == "fow").map(|g| g.name.clone());
        assert_ne!(fow_en, fow_ja);
    }

    #[test]
    fn a_language_is_en_or_ja_and_nothing_else() {
        assert_eq!(parse_lang("en"), Ok(Lang::En));
        assert_eq!(parse_lang("ja"), Ok(Lang::Ja));
        let e = parse_lang("fr").unwrap_err();
        assert!(e.to_string().contains("\"fr\""), "{e}");
    }

    #[test]
    fn a_scenario_steps_with_each_players_view_and_the_cited_rules() {
        let mut p = Playground::load(FILE, HIDDEN_TO_PUBLIC, Lang::En).expect("it loads");
        let s = p.summary().clone();
        assert!(s.passed, "{:?}", s.failures);
        assert_eq!(s.players, ["alice", "bob"]);
        assert_eq!(s.frames, 2, "the setup and one step");
        assert_eq!(p.at(), 0);
        // The setup: the hand is hidden from bob, the field public to both.
        let setup = p.current().clone();
        assert!(setup.step.is_none());
        assert_eq!(setup.checks.len(), 5);
        assert!(setup.checks.iter().all(|c| c.passed));
        assert_eq!(setup.checks[0].rules[0].id, "fow-3.1.b");
        assert!(setup.checks[0].rules[0].title.is_some());
        assert!(fronts(view_of(&setup, "alice")).contains(&"Hidden Blade".to_string()));
        assert!(!fronts(view_of(&setup, "bob")).contains(&"Hidden Blade".to_string()));
        assert!(fronts(view_of(&setup, "bob")).contains(&"Ashen Wolf".to_string()));
        assert_eq!(view_of(&setup, "bob")["viewer"], 1);
        // Step 1: the move, its events citing rules, bob now sees the card.
        assert!(!p.back(), "no frame before the setup");
        assert!(p.forward());
        let moved = p.current().clone();
        assert_eq!(moved.index, 1);
        assert_eq!(
            moved.step.as_ref().map(|s| s.player.as_str()),
            Some("alice")
        );
        assert!(!moved.events.is_empty());
        assert!(
            moved.events.iter().any(|e| e.text.contains("Hidden Blade")),
            "{:?}",
            moved.events
        );
        let cited: Vec<&str> = moved
            .events
            .iter()
            .flat_map(|e| e.rules.iter().map(|r| r.id.as_str()))
            .collect();
        assert!(cited.iter().all(|id| id.starts_with("fow-")), "{cited:?}");
        assert!(!cited.is_empty());
        assert!(fronts(view_of(&moved, "bob")).contains(&"Hidden Blade".to_string()));
        assert!(moved.checks.iter().all(|c| c.passed) && moved.checks.len() == 1);
        // The last frame is the end; back returns to the setup.
        assert!(!p.forward());
        assert_eq!(p.at(), 1);
        assert!(p.back());
        assert_eq!(p.current(), &setup);
        assert!(!p.go(2));
        assert!(p.go(1));
        assert_eq!(p.current(), &moved);
    }

    #[test]
    fn in_japanese_the_events_and_rule_titles_are_japanese() {
        let mut en = Playground::load(FILE, HIDDEN_TO_PUBLIC, Lang::En).expect("it loads");
        let mut ja = Playground::load(FILE, HIDDEN_TO_PUBLIC, Lang::Ja).expect("it loads");
        assert!(en.forward() && ja.forward());
        let (e, j) = (en.current(), ja.current());
        assert_eq!(e.events.len(), j.events.len());
        assert_ne!(e.events[0].text, j.events[0].text);
        // The same rules, titled in each language; the views are the same JSON.
        let ids = |f: &Frame| -> Vec<String> {
            f.events
                .iter()
                .flat_map(|e| e.rules.iter().map(|r| r.id.clone()))
                .collect()
        };
        assert_eq!(ids(e), ids(j));
        assert_ne!(e.checks[0].rules[0].title, j.checks[0].rules[0].title);
        assert_eq!(e.views, j.views);
        assert_ne!(en.summary().game, ja.summary().game);
    }

    #[test]
    fn a_text_that_is_no_scenario_says_where_each_problem_is() {
        let bad = HIDDEN_TO_PUBLIC.replace("zone = \"field\"", "zone = \"nowhere\"");
        let e = Playground::load("mine.toml", &bad, Lang::En).unwrap_err();
        assert_eq!(e.problems.len(), 1, "{e:?}");
        let p = &e.problems[0];
        assert_eq!(p.file, "mine.toml");
        // `zone = "nowhere"` is line 19 of the file.
        assert_eq!(p.line, 19);
        assert!(p.column > 1);
        assert!(p.message.contains("nowhere"), "{}", p.message);
        assert!(
            e.text.starts_with(&format!("mine.toml:19:{}: ", p.column)),
            "{}",
            e.text
        );
        // Not TOML at all.
        let e = Playground::load("x.toml", "[scenario\n", Lang::Ja).unwrap_err();
        assert_eq!(e.problems[0].line, 1);
    }

    #[test]
    fn a_failing_check_shows_at_its_step_and_in_the_summary() {
        let wrong = HIDDEN_TO_PUBLIC.replace(
            "  view = \"bob\"\n  card = \"secret\"\n  sees = \"front\"",
            "  view = \"bob\"\n  card = \"secret\"\n  sees = \"nothing\"",
        );
        assert_ne!(wrong, HIDDEN_TO_PUBLIC);
        let mut p = Playground::load(FILE, &wrong, Lang::En).expect("it loads");
        assert!(!p.summary().passed);
        assert_eq!(p.summary().failures.len(), 1);
        assert!(p.current().checks.iter().all(|c| c.passed));
        p.forward();
        let c = &p.current().checks[0];
        assert!(!c.passed);
        assert!(!c.failures.is_empty());
    }
}
