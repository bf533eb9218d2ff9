//! A soak run under way: each step's random actions, the checks after them, the
//! replays from snapshots, and the next game when one ends.

use crate::random::{random_action, random_effect, random_position};
use crate::start::{SoakStart, soak_start};
use crate::window::{ActionWindow, WINDOW};
use crate::{Failing, SoakError, SoakReport, effect_kind, refusal, say};
use ryoiki_core::{
    Action, CardId, Cause, Destination, Game, Phrase, PlayerId, RuleSet, State, ZoneKind,
    rng::splitmix64_next,
};
use ryoiki_games::GameKind;
use ryoiki_scenario::leak::LeakCheck;
use std::sync::atomic::{AtomicBool, Ordering};

/// At most this many effects are in force before the soak's rules end one rather than
/// begin another.
const MAX_RULES_EFFECTS: usize = 16;

/// Plays `steps` random legal steps of `game` from `seed`, checking every promise.
/// `progress` is called now and then with the steps done. When `stop` is set (Ctrl-C),
/// the run ends before its next step and the report says so.
///
/// # Errors
/// A variant the game does not have, or a soak game whose setup is refused.
pub fn soak(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
    steps: u64,
    progress: &mut dyn FnMut(u64),
    stop: &AtomicBool,
) -> Result<SoakReport, SoakError> {
    let mut run = Soak::new(game, variant, seed)?;
    run.opening_seen();
    let mut rng = seed ^ 0x5EED_5EED_5EED_5EED;
    for step in 1..=steps {
        if stop.load(Ordering::Relaxed) {
            run.report.interrupted = true;
            return Ok(run.report);
        }
        let mut r = [0u64; 4];
        for x in &mut r {
            *x = splitmix64_next(&mut rng);
        }
        run.step(step, r);
        if step % 1000 == 0 {
            run.replay_snapshot(step);
            run.window.checkpoint(&run.game);
            progress(step);
        }
        run.report.steps = step;
        if run.rules.game_over(run.game.state()) {
            run.next_game(step)?;
        }
    }
    if !run.replays() {
        let msg = match run.window.dropped() {
            0 => say("violation-run-replay-differs"),
            _ => say("violation-window-replay-differs").arg("count", run.window.actions().len()),
        };
        run.violation(msg);
    }
    Ok(run.report)
}

/// A soak game played and kept whole: its start, every action it kept (the seats' and
/// the rules' own, as the soak keeps them for replays and repros), the game at the end,
/// and the report (violations, and the rules' actions by kind).
#[derive(Clone, Debug)]
pub struct Recorded {
    /// How the game began.
    pub start: SoakStart,
    /// Every action kept, in order (the opening's not included).
    pub actions: Vec<Action>,
    /// The game after them.
    pub game: Game,
    /// What the soak found on the way.
    pub report: SoakReport,
}

/// Plays up to `steps` soak steps of one game of `game` (and `variant`) from `seed`, as
/// [`soak`] does (the same random numbers, steps and checks, rules' actions included),
/// stopping early if the game ends, and keeps every action: what a written repro of the
/// whole run must replay.
///
/// # Errors
/// As [`soak`].
pub fn record_game(
    game: GameKind,
    variant: Option<&str>,
    seed: u64,
    steps: u64,
) -> Result<Recorded, SoakError> {
    let mut run = Soak::new(game, variant, seed)?;
    run.opening_seen();
    run.window = ActionWindow::new(usize::MAX / 4);
    let mut rng = seed ^ 0x5EED_5EED_5EED_5EED;
    for step in 1..=steps {
        let mut r = [0u64; 4];
        for x in &mut r {
            *x = splitmix64_next(&mut rng);
        }
        run.step(step, r);
        run.report.steps = step;
        if run.rules.game_over(run.game.state()) {
            break;
        }
    }
    Ok(Recorded {
        start: soak_start(game, variant, seed)?,
        actions: run.window.actions().to_vec(),
        game: run.game,
        report: run.report,
    })
}

/// A soak run under way: the game being played, and what is needed to check it.
struct Soak<'v> {
    kind: GameKind,
    variant: Option<&'v str>,
    rules: &'static dyn RuleSet,
    report: SoakReport,
    /// The seed of the game being played.
    seed: u64,
    game: Game,
    /// The game as it began.
    start: Game,
    names: Vec<String>,
    /// The hidden-information check, with the handles each viewer was shown so far.
    leaks: LeakCheck,
    /// The check of what each player is told, with what each was allowed to see so far.
    messages: ryoiki_games::seats::SeatMessages,
    /// Each card's highest generation so far.
    generations: Vec<u32>,
    /// The recent actions of this game.
    window: ActionWindow,
    /// A copy of the game, and how many actions it had taken.
    snapshot: (usize, Game),
    sink: ryoiki_core::NullSink,
}

impl<'v> Soak<'v> {
    fn new(kind: GameKind, variant: Option<&'v str>, seed: u64) -> Result<Self, SoakError> {
        let rules = kind.rules();
        let game = soak_start(kind, variant, seed)?.game(rules)?;
        Ok(Soak {
            kind,
            variant,
            rules,
            report: SoakReport {
                games: 1,
                ..SoakReport::default()
            },
            seed,
            start: game.clone(),
            names: card_names(&game),
            leaks: LeakCheck::new(),
            messages: ryoiki_games::seats::SeatMessages::new(&game),
            generations: game.state().cards().iter().map(|c| c.generation).collect(),
            window: ActionWindow::new(WINDOW),
            snapshot: (0, game.clone()),
            game,
            sink: ryoiki_core::NullSink,
        })
    }

    /// Records a violation found after this game's actions.
    fn violation(&mut self, msg: Phrase) {
        record(&mut self.report, self.seed, &self.window, None, msg);
    }

    /// Whether the game's actions kept, replayed from where they begin, give its state.
    fn replays(&self) -> bool {
        let from = self.window.from().unwrap_or(&self.start);
        replays_to(from, self.window.actions(), &self.game)
    }

    /// One step: a random listed action, the state's promises, and a random unlisted
    /// action that must be refused.
    fn step(&mut self, step: u64, r: [u64; 4]) {
        let players = self.game.state().players().len();
        let p = match self.game.pending() {
            Some(d) => d.decider,
            None => PlayerId((r[0] % players as u64) as u8),
        };
        let legal = self.game.legal_actions(p);
        if !legal.is_empty() {
            let a = legal[(r[1] % legal.len() as u64) as usize].clone();
            self.window.push(a.clone());
            // After every step, what each player is told of it (its events) and what the
            // acting seat may do next (its seat actions) are searched for hidden
            // identities too; every tenth step, every seat's actions.
            let mut events = Vec::new();
            let done = self.game.apply_as(p, a.clone(), &mut events);
            if let Err(e) = done {
                self.violation(
                    say("violation-listed-refused")
                        .arg("step", step)
                        .arg("action", format!("{a:?}"))
                        .arg("error", refusal(&e)),
                );
            } else {
                let every_seat = step % 10 == 0;
                for problem in self.messages.step_words(&self.game, &events, p, every_seat) {
                    self.violation(
                        say("violation-at-step")
                            .arg("step", step)
                            .arg("problem", problem),
                    );
                }
            }
        }
        for problem in self.state_problems() {
            self.violation(
                say("violation-at-step")
                    .arg("step", step)
                    .arg("problem", problem),
            );
        }
        self.rules_effect(step, r);
        self.unlisted(step, r, players);
    }

    /// Every fourth step with no decision pending, what a card's rules would do rather
    /// than a seat's action (which the table does not list): begin or end an effect (a
    /// lasting replacement with its follow-ups, a custom effect written in Rust, a
    /// characteristic change, a look), create or cease a token, say a happening, or move
    /// every card of a kind of zone at once. Kept in the run like any action, so replays
    /// and repros include it.
    fn rules_effect(&mut self, step: u64, r: [u64; 4]) {
        if r[2] % 4 != 0 || self.game.pending().is_some() {
            return;
        }
        let st = self.game.state();
        let n = st.cards().len() as u64;
        if n == 0 {
            return;
        }
        let r = [r[3], r[0] >> 3, r[1] >> 5, r[2] >> 2];
        let object = st.object(CardId((r[1] % n) as u32));
        let kinds = self.game.rules().zones().len() as u64;
        let a = if st.effects().len() >= MAX_RULES_EFFECTS {
            // As many effects in force as a real board holds: one ends before another
            // begins (else every move of a long game would meet thousands).
            Action::EndEffect {
                effect: st.effects()[(r[2] % st.effects().len() as u64) as usize].id,
            }
        } else if r[0] % 6 == 0 {
            Action::MoveAll {
                player: PlayerId((r[3] % 2) as u8),
                filter: ryoiki_core::CardFilter {
                    owner: (r[1] % 2 == 0).then_some(PlayerId((r[2] % 2) as u8)),
                    ..Default::default()
                },
                from: Some(ZoneKind((r[2] % kinds) as u16)),
                to: Destination {
                    kind: ZoneKind((r[3] % kinds) as u16),
                    player: None,
                },
                position: Some(random_position(r)),
                cause: Cause::Instruction,
            }
        } else {
            random_effect(st, r, object)
        };
        let before = self.game.state().clone();
        match self.game.apply(a.clone(), &mut self.sink) {
            Ok(_) => {
                *self
                    .report
                    .rules_actions
                    .entry(effect_kind(&a))
                    .or_insert(0) += 1;
                self.window.push(a);
                // What the rules' action showed each player is theirs from now on.
                self.messages.learn(&self.game);
            }
            Err(_) if &before != self.game.state() => record(
                &mut self.report,
                self.seed,
                &self.window,
                Some(a.clone()),
                say("violation-rules-refused-changed")
                    .arg("step", step)
                    .arg("action", format!("{a:?}")),
            ),
            Err(_) => {}
        }
    }

    /// Conservation, generations that only grow, and views that leak nothing.
    fn state_problems(&mut self) -> Vec<Phrase> {
        let mut problems = self.game.state().conservation_problems();
        for (i, c) in self.game.state().cards().iter().enumerate() {
            if i < self.generations.len() {
                if c.generation < self.generations[i] {
                    problems.push(say("violation-generation-back").arg("card", format!("c{i}")));
                }
                self.generations[i] = c.generation;
            } else {
                self.generations.push(c.generation);
            }
        }
        problems.extend(self.leaks.check_words(&self.game, &self.names));
        problems
    }

    /// A random unlisted action is refused and changes nothing.
    fn unlisted(&mut self, step: u64, r: [u64; 4], players: usize) {
        let wrong = random_action(&self.game, [r[2], r[3], r[0], r[1]]);
        let q = PlayerId((r[3] % players as u64) as u8);
        if self.game.legal_actions(q).contains(&wrong) {
            return;
        }
        let before: State = self.game.state().clone();
        match self.game.apply_as(q, wrong.clone(), &mut self.sink) {
            Ok(_) => {
                // It happened: it belongs to the run from now on.
                self.window.push(wrong.clone());
                self.violation(
                    say("violation-unlisted-taken")
                        .arg("step", step)
                        .arg("action", format!("{wrong:?}"))
                        .arg("player", q.to_string()),
                )
            }
            Err(_) if &before != self.game.state() => record(
                &mut self.report,
                self.seed,
                &self.window,
                Some(wrong.clone()),
                say("violation-refused-changed")
                    .arg("step", step)
                    .arg("action", format!("{wrong:?}")),
            ),
            Err(_) => {}
        }
    }

    /// The actions since the last snapshot, replayed from it, reproduce the state; then
    /// a new snapshot.
    fn replay_snapshot(&mut self, step: u64) {
        let next = (self.window.total(), self.game.clone());
        let (from, mut replay) = std::mem::replace(&mut self.snapshot, next);
        for a in self.window.since(from) {
            // Every kept action was accepted when taken, a seat's or the rules'.
            let _ = replay.apply(a.clone(), &mut self.sink);
        }
        if replay.state() != self.game.state() {
            self.violation(
                say("violation-snapshot-differs")
                    .arg("step", step)
                    .arg("from", from),
            );
        }
    }

    /// This game is over: check it replays from its start, then begin the next one
    /// from the next seed.
    fn next_game(&mut self, step: u64) -> Result<(), SoakError> {
        if !self.replays() {
            let msg = say("violation-game-replay-differs")
                .arg("step", step)
                .arg("game", self.report.games);
            self.violation(msg);
        }
        self.seed = self.seed.wrapping_add(1);
        self.game = soak_start(self.kind, self.variant, self.seed)?.game(self.rules)?;
        self.start = self.game.clone();
        self.window = ActionWindow::new(WINDOW);
        self.leaks.reset();
        self.messages = ryoiki_games::seats::SeatMessages::new(&self.game);
        self.snapshot = (0, self.game.clone());
        self.generations = self
            .game
            .state()
            .cards()
            .iter()
            .map(|c| c.generation)
            .collect();
        self.names = card_names(&self.game);
        self.opening_seen();
        self.report.games += 1;
        Ok(())
    }

    /// The leak check looks at the game as its opening actions left it, before the first
    /// step: what each player was shown then (the starting plane face up) is known to
    /// it from then on, and a leak in the opening is a violation like any other.
    fn opening_seen(&mut self) {
        for p in self.leaks.check_words(&self.game, &self.names) {
            self.violation(p);
        }
    }
}

/// The names leak checks give the cards of a soak game: `c0`, `c1`, …
fn card_names(game: &Game) -> Vec<String> {
    (0..game.state().cards().len())
        .map(|i| format!("c{i}"))
        .collect()
}

/// Records a violation (the first few of a run), and the first one's actions: those
/// kept, and `last` if it was refused and so not kept.
fn record(
    report: &mut SoakReport,
    seed: u64,
    window: &ActionWindow,
    last: Option<Action>,
    msg: Phrase,
) {
    if report.violations.len() < 20 {
        report.violations.push(msg);
    }
    if report.failing.is_none() {
        let mut actions = window.actions().to_vec();
        actions.extend(last);
        report.failing = Some(Failing {
            seed,
            from: window.from().cloned(),
            skipped: window.dropped(),
            actions,
        });
    }
}

/// Whether replaying `actions` from `start` (each by the player who took it) gives the
/// state of `game`.
fn replays_to(start: &Game, actions: &[Action], game: &Game) -> bool {
    let mut replay = start.clone();
    for a in actions {
        // Every kept action was accepted when taken, a seat's or the rules'.
        let _ = replay.apply(a.clone(), &mut ryoiki_core::NullSink);
    }
    replay.state() == game.state()
}

/// The player who takes an action.
pub fn action_player(game: &Game, a: &Action) -> PlayerId {
    match a {
        Action::Move { player, .. }
        | Action::MoveMany { player, .. }
        | Action::MoveAll { player, .. }
        | Action::MoveTop { player, .. }
        | Action::Enter { player, .. }
        | Action::Turn { player, .. }
        | Action::Face { player, .. }
        | Action::Shuffle { player, .. }
        | Action::PutAbility { player, .. }
        | Action::CreateToken { player, .. }
        | Action::Answer { player, .. } => *player,
        Action::Game(g) => g.player,
        Action::Attach { player, .. }
        | Action::Extract { player, .. }
        | Action::PutBack { player, .. }
        | Action::ExtractFailed { player, .. }
        | Action::ChooseRandom { player, .. }
        | Action::Split { player, .. } => *player,
        Action::AddEffect { controller, .. } | Action::AddLasting { controller, .. } => {
            controller.unwrap_or(PlayerId(0))
        }
        Action::Happen { .. } => PlayerId(0),
        Action::EndEffect { effect } => game
            .state()
            .effects()
            .iter()
            .find(|e| e.id == *effect)
            .and_then(|e| e.controller)
            .unwrap_or(PlayerId(0)),
        Action::SetLimit { .. } | Action::Cease { .. } => PlayerId(0),
    }
}
