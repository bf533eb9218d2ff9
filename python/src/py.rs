//! The Python layer: the module `ryoiki._ryoiki`, its exceptions, the class `Game`,
//! the class `GameBatch` and the module functions. Everything long runs with the GIL
//! released (`Python::detach`).

use crate::batch::{self, Batch, BatchError, RunResult, Spec, Stepped};
use crate::observe;
use crate::outcome::Outcome;
use crate::table::{DeckSource, PickError, StartError, Table, game_kind};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyList, PyString};
use ryoiki_core::{PlayerId, SeatAction, SeatError};
use serde_json::Value;
use std::sync::Mutex;

create_exception!(
    ryoiki,
    RyoikiError,
    PyException,
    "Every error of the engine: its message is the engine's."
);
create_exception!(
    ryoiki,
    UnknownGame,
    RyoikiError,
    "No game of that key is listed (the message lists the keys)."
);
create_exception!(
    ryoiki,
    SetupError,
    RyoikiError,
    "A game could not be started: an unknown variant, a deck or pool with problems (each with its file and line), a setup the engine refused."
);
create_exception!(
    ryoiki,
    ActionRefused,
    RyoikiError,
    "The engine refused an action (not listed, out of turn, a stale handle, an index past the list); the game is unchanged."
);
create_exception!(
    ryoiki,
    NoSuchSeat,
    RyoikiError,
    "A seat the game does not have."
);
create_exception!(
    ryoiki,
    RestoreError,
    RyoikiError,
    "A saved game that could not be read or replayed."
);
create_exception!(
    ryoiki,
    DefinitionError,
    RyoikiError,
    "A game definition file with problems (each at its line and column)."
);

/// The definition of Tidepool Traders, the data-defined game shipped in `games/`.
const TIDEPOOL: &str = include_str!("../../games/tidepool.toml");

fn start_error(e: StartError) -> PyErr {
    match e {
        StartError::UnknownGame { .. } => UnknownGame::new_err(e.to_string()),
        StartError::SaveFormat(_) | StartError::Resume(_) => RestoreError::new_err(e.to_string()),
        _ => SetupError::new_err(e.to_string()),
    }
}

fn seat_error(e: SeatError) -> PyErr {
    match e {
        SeatError::NoSuchSeat { .. } => NoSuchSeat::new_err(e.to_string()),
        _ => ActionRefused::new_err(e.to_string()),
    }
}

fn pick_error(e: PickError) -> PyErr {
    match e {
        PickError::Refused(s) => seat_error(s),
        other => ActionRefused::new_err(other.to_string()),
    }
}

fn batch_error(e: BatchError) -> PyErr {
    match e {
        BatchError::Start(s) => start_error(s),
        other => ActionRefused::new_err(other.to_string()),
    }
}

/// A JSON value as Python data (dicts, lists, str, int, float, bool, None).
fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.into_pyobject(py)?.into_any(),
            (_, Some(u)) => u.into_pyobject(py)?.into_any(),
            _ => PyFloat::new(py, n.as_f64().unwrap_or(f64::NAN)).into_any(),
        },
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(a) => {
            let l = PyList::empty(py);
            for x in a {
                l.append(to_py(py, x)?)?;
            }
            l.into_any()
        }
        Value::Object(m) => {
            let d = PyDict::new(py);
            for (k, x) in m {
                d.set_item(k, to_py(py, x)?)?;
            }
            d.into_any()
        }
    })
}

/// Any serializable value as Python data.
fn ser_py<'py, T: serde::Serialize + ?Sized>(
    py: Python<'py>,
    v: &T,
) -> PyResult<Bound<'py, PyAny>> {
    let v = serde_json::to_value(v).map_err(|e| RyoikiError::new_err(e.to_string()))?;
    to_py(py, &v)
}

/// A seat given from Python, checked against the game's players.
fn seat_of(t: &Table, seat: i64) -> PyResult<PlayerId> {
    let n = t.players();
    if seat < 0 || seat as usize >= n {
        return Err(NoSuchSeat::new_err(format!(
            "there is no seat {seat} in this game ({n} players)"
        )));
    }
    Ok(PlayerId(seat as u8))
}

/// Decks given from Python: text holding a line break is a decklist, anything else a
/// file's path.
fn decks_of(decks: Option<Vec<String>>) -> Option<Vec<DeckSource>> {
    decks.map(|ds| {
        ds.into_iter()
            .map(|d| {
                if d.contains('\n') {
                    DeckSource::Text(d)
                } else {
                    DeckSource::File(d)
                }
            })
            .collect()
    })
}

fn outcome_py<'py>(py: Python<'py>, o: &Outcome) -> PyResult<Bound<'py, PyAny>> {
    let d = PyDict::new(py);
    let seats = |s: &[PlayerId]| s.iter().map(|p| p.0).collect::<Vec<u8>>();
    d.set_item("winners", seats(&o.winners))?;
    d.set_item("losers", seats(&o.losers))?;
    d.set_item("draw", o.draw)?;
    d.set_item("known", o.known)?;
    Ok(d.into_any())
}

/// Numbers as their little-endian bytes, written straight into `out`.
fn le_bytes<const N: usize, T: Copy>(v: &[T], to: fn(T) -> [u8; N], out: &mut [u8]) {
    for (x, b) in v.iter().zip(out.chunks_exact_mut(N)) {
        b.copy_from_slice(&to(*x));
    }
}

fn f32_bytes<'py>(py: Python<'py>, v: &[f32]) -> PyResult<Bound<'py, PyBytes>> {
    PyBytes::new_with(py, v.len() * 4, |out| {
        le_bytes(v, f32::to_le_bytes, out);
        Ok(())
    })
}

fn i32_bytes<'py>(py: Python<'py>, v: &[i32]) -> PyResult<Bound<'py, PyBytes>> {
    PyBytes::new_with(py, v.len() * 4, |out| {
        le_bytes(v, i32::to_le_bytes, out);
        Ok(())
    })
}

/// One game of any listed game, driven seat by seat.
///
/// `Game(game, variant=None, decks=None, seed=0)`: the game of key `game` ("mtg",
/// "fow", "pmv", or a data game loaded with `load_game_file`), its sample setup for
/// `variant` and `seed`, or one deck per player (`decks`: file paths, or decklist texts,
/// told apart by a line break), then the game's opening. The same arguments give the
/// same game, handles included.
#[pyclass(module = "ryoiki._ryoiki", name = "Game")]
#[derive(Clone)]
pub struct PyGame {
    table: Table,
    variant: Option<String>,
}

impl PyGame {
    /// `seat`'s observation, and how many actions it has listed when it is to move.
    fn observed(&mut self, seat: i64) -> PyResult<(Vec<f32>, Option<usize>)> {
        let p = seat_of(&self.table, seat)?;
        let listed = match self.table.mover_count() {
            Some((m, n)) if m == p => Some(n),
            _ => None,
        };
        let mut out = Vec::new();
        observe::observe(self.table.game(), p, listed, &mut out);
        Ok((out, listed))
    }
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (game, variant=None, decks=None, seed=0))]
    fn new(
        py: Python<'_>,
        game: &str,
        variant: Option<String>,
        decks: Option<Vec<String>>,
        seed: u64,
    ) -> PyResult<PyGame> {
        let kind = game_kind(game).map_err(start_error)?;
        let decks = decks_of(decks);
        let v = variant.clone();
        let table = py
            .detach(move || Table::start(kind, v.as_deref(), decks.as_deref(), seed))
            .map_err(start_error)?;
        Ok(PyGame { table, variant })
    }

    /// The game's key.
    #[getter]
    fn game(&self) -> &'static str {
        self.table.kind().key()
    }

    /// The variant asked for (None: the game's default).
    #[getter]
    fn variant(&self) -> Option<String> {
        self.variant.clone()
    }

    /// The players' names, in seat order.
    #[getter]
    fn players(&self) -> Vec<String> {
        self.table.game().state().players().to_vec()
    }

    /// How many actions were taken.
    #[getter]
    fn steps(&self) -> u64 {
        self.table.steps()
    }

    /// The view of `seat`: what that player may know, as the protocol's `turn` message
    /// gives it (zones with their cards by the seat's handles, the pending decision,
    /// the rule set's public section).
    fn view<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyAny>> {
        let p = seat_of(&self.table, seat)?;
        ser_py(py, &self.table.game().view(p))
    }

    /// What `seat` may do now, in its terms (each a dict with an `action` key).
    fn legal_actions<'py>(&mut self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyAny>> {
        let p = seat_of(&self.table, seat)?;
        ser_py(py, &self.table.legal_actions(p))
    }

    /// The seat to move and its listed actions, as `ryoiki play` passes the move; None
    /// when no seat may do anything.
    #[pyo3(name = "to_move")]
    fn move_now<'py>(&mut self, py: Python<'py>) -> PyResult<Option<(u8, Bound<'py, PyAny>)>> {
        match self.table.to_move() {
            Some((p, list)) => Ok(Some((p.0, ser_py(py, list)?))),
            None => Ok(None),
        }
    }

    /// The seat to move and how many actions it has listed, without building the list
    /// (what `to_move` gives, cheaper); None when no seat may do anything.
    fn mover(&mut self) -> Option<(u8, usize)> {
        self.table.mover_count().map(|(p, n)| (p.0, n))
    }

    /// The index of the listed action of the seat to move that takes it out of the game
    /// (conceding), if any: what a random player that stays in the game leaves out.
    fn leaving(&mut self) -> Option<usize> {
        self.table.leaving()
    }

    /// Takes the `index`-th action listed for `seat`, like `apply` with an int, without
    /// building the events (cheaper; `events(seat)` still gives them).
    fn act(&mut self, seat: i64, index: usize) -> PyResult<()> {
        let p = seat_of(&self.table, seat)?;
        self.table.apply_index(p, index).map_err(pick_error)
    }

    /// The pending decision as its decider's view shows it, with `decider`; None when
    /// nothing is pending.
    fn pending_decision<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let g = self.table.game();
        match g.pending().map(|d| d.decider) {
            Some(p) => Ok(Some(ser_py(py, &g.view(p).pending())?)),
            None => Ok(None),
        }
    }

    /// Takes an action for `seat`: an int is the index in `legal_actions(seat)`; a dict
    /// (or its JSON text) is an action as listed. Returns the step's events as `seat`
    /// may know them.
    ///
    /// Raises ActionRefused (the engine's reason) and changes nothing when the action
    /// is not accepted.
    fn apply<'py>(
        &mut self,
        py: Python<'py>,
        seat: i64,
        action: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let p = seat_of(&self.table, seat)?;
        if let Ok(i) = action.extract::<i64>() {
            if i < 0 {
                return Err(ActionRefused::new_err(format!(
                    "action {i} is outside the listed actions"
                )));
            }
            self.table.apply_index(p, i as usize).map_err(pick_error)?;
        } else {
            let text: String = match action.extract::<String>() {
                Ok(s) => s,
                Err(_) => py
                    .import("json")?
                    .call_method1("dumps", (action,))?
                    .extract()?,
            };
            let a: SeatAction = serde_json::from_str(&text)
                .map_err(|e| ActionRefused::new_err(format!("not an action as listed: {e}")))?;
            self.table.apply(p, &a).map_err(seat_error)?;
        }
        self.events(py, seat)
    }

    /// The last step's events as `seat` may know them: each with its `event` kind,
    /// `en` and `ja` text, the `rules` that made it happen and the `cards` it names by
    /// the seat's handles.
    fn events<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyAny>> {
        let p = seat_of(&self.table, seat)?;
        let g = self.table.game();
        ser_py(py, &g.seat_events(p, self.table.last_events()))
    }

    /// Whether the rule set reports the game over.
    fn is_over(&self) -> bool {
        self.table.over()
    }

    /// How the game ended: None while the rule set does not report it over; else a dict
    /// with `winners` and `losers` (seats), `draw`, and `known` (False when the rule
    /// set names no one who left, and so no winner).
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.table.outcome().map(|o| outcome_py(py, &o)).transpose()
    }

    /// An independent copy of the game, at the same state.
    fn clone(&self) -> PyGame {
        Clone::clone(self)
    }

    fn __copy__(&self) -> PyGame {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        Clone::clone(self)
    }

    /// The game as JSON text (the engine's saved game: setup, secret view key, every
    /// action; plus the seat that acted last). It holds every hidden card: keep it from
    /// the players.
    fn save(&self) -> String {
        self.table.save()
    }

    /// A game saved with `save()`, replayed. Raises RestoreError naming what is wrong.
    #[staticmethod]
    fn restore(py: Python<'_>, text: String) -> PyResult<PyGame> {
        let table = py
            .detach(move || Table::restore(&text))
            .map_err(start_error)?;
        Ok(PyGame {
            table,
            variant: None,
        })
    }

    /// Pickling (Ray, multiprocessing): the game is sent as its saved game and
    /// replayed on the other side.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let restore = py.get_type::<PyGame>().getattr("restore")?;
        Ok((restore, (self.table.save(),)))
    }

    /// The fixed-size observation of `seat` (see `docs/python.md`), as little-endian
    /// float32 bytes; `ryoiki.observation` gives it as a numpy array.
    fn observation_bytes<'py>(
        &mut self,
        py: Python<'py>,
        seat: i64,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let (out, _) = self.observed(seat)?;
        f32_bytes(py, &out)
    }

    /// The observation of `seat` (as `observation_bytes`) and its action mask:
    /// `max_actions` bytes, 1 for each of the first actions listed when the seat is to
    /// move, else 0. Both are bytearrays (writable: `numpy.frombuffer` views them
    /// without a copy); one call for what an environment's step gives a seat.
    fn observation_and_mask<'py>(
        &mut self,
        py: Python<'py>,
        seat: i64,
        max_actions: usize,
    ) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
        let (out, listed) = self.observed(seat)?;
        let obs = PyByteArray::new_with(py, out.len() * 4, |b| {
            le_bytes(&out, f32::to_le_bytes, b);
            Ok(())
        })?;
        let marked = listed.unwrap_or(0).min(max_actions);
        let mask = PyByteArray::new_with(py, max_actions, |b| {
            b[..marked].fill(1);
            Ok(())
        })?;
        Ok((obs, mask))
    }

    /// The length of `observation_bytes`' array.
    #[getter]
    fn observation_size(&self) -> usize {
        observe::size(self.table.game())
    }

    /// Plays random listed actions for the seat to move, at most `max_steps`, with the
    /// GIL released; stops when the game is over or no seat may act. Returns the steps
    /// taken.
    #[pyo3(signature = (max_steps, seed=0))]
    fn play_random(&mut self, py: Python<'_>, max_steps: u64, seed: u64) -> u64 {
        let table = &mut self.table;
        py.detach(|| {
            let mut rng = seed;
            let mut n = 0;
            while n < max_steps && table.random_step(&mut rng) {
                n += 1;
            }
            n
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({:?}, players={:?}, steps={})",
            self.table.kind().key(),
            self.table.game().state().players(),
            self.table.steps()
        )
    }
}

/// Many games of one kind stepped together, with the GIL released: the vectorized
/// environment. See `ryoiki.GameBatch` for the Python face.
#[pyclass(module = "ryoiki._ryoiki", name = "GameBatch")]
pub struct PyBatch {
    batch: Batch,
}

/// A batch's rows as bytes; each game's mask (`max_actions` bytes) is written here from
/// how many actions it lists, onto the zeroed bytes.
fn stepped_py<'py>(
    py: Python<'py>,
    s: &Stepped,
    max_actions: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("obs", f32_bytes(py, &s.obs)?)?;
    let mask = PyBytes::new_with(py, s.listed.len() * max_actions, |b| {
        for (row, &n) in b.chunks_exact_mut(max_actions.max(1)).zip(&s.listed) {
            row[..(n.max(0) as usize).min(max_actions)].fill(1);
        }
        Ok(())
    })?;
    d.set_item("mask", mask)?;
    d.set_item("listed", i32_bytes(py, &s.listed)?)?;
    d.set_item("seat", i32_bytes(py, &s.seat)?)?;
    d.set_item("rewards", f32_bytes(py, &s.rewards)?)?;
    d.set_item("terminated", PyBytes::new(py, &s.terminated))?;
    d.set_item("truncated", PyBytes::new(py, &s.truncated))?;
    d.set_item("leaves", i32_bytes(py, &s.leaves)?)?;
    Ok(d)
}

#[pymethods]
impl PyBatch {
    #[new]
    #[pyo3(signature = (game, n, seed=0, variant=None, decks=None, max_steps=10_000, max_actions=1024, threads=1))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        game: &str,
        n: usize,
        seed: u64,
        variant: Option<String>,
        decks: Option<Vec<String>>,
        max_steps: u64,
        max_actions: usize,
        threads: usize,
    ) -> PyResult<PyBatch> {
        let kind = game_kind(game).map_err(start_error)?;
        let spec = Spec {
            kind,
            variant,
            decks: decks_of(decks),
            max_steps,
        };
        let batch = py
            .detach(move || Batch::new(spec, n, seed, max_actions, threads))
            .map_err(start_error)?;
        Ok(PyBatch { batch })
    }

    fn __len__(&self) -> usize {
        self.batch.len()
    }

    /// The observation's length.
    #[getter]
    fn observation_size(&self) -> usize {
        self.batch.obs_size
    }

    /// The mask's length (the action space's size).
    #[getter]
    fn max_actions(&self) -> usize {
        self.batch.max_actions
    }

    /// The players of each game.
    #[getter]
    fn players(&self) -> usize {
        self.batch.players
    }

    /// The current rows, without stepping (raw bytes; see `ryoiki.GameBatch`).
    fn observe_raw<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let b = &mut self.batch;
        let max_actions = b.max_actions;
        let s = py.detach(|| b.observe());
        stepped_py(py, s, max_actions)
    }

    /// One step of every game (raw bytes; see `ryoiki.GameBatch`).
    fn step_raw<'py>(
        &mut self,
        py: Python<'py>,
        actions: Vec<i64>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let b = &mut self.batch;
        let max_actions = b.max_actions;
        let s = py.detach(|| b.step(&actions)).map_err(batch_error)?;
        stepped_py(py, s, max_actions)
    }
}

fn run_py<'py>(py: Python<'py>, r: &RunResult) -> PyResult<Bound<'py, PyAny>> {
    let d = PyDict::new(py);
    d.set_item("seed", r.seed)?;
    d.set_item("steps", r.steps)?;
    d.set_item("end", r.end.word())?;
    match &r.outcome {
        Some(o) => d.set_item("outcome", outcome_py(py, o)?)?,
        None => d.set_item("outcome", py.None())?,
    }
    Ok(d.into_any())
}

/// Plays `n` games with the random bot on every seat (seeds `seed` …), over `threads`
/// threads with the GIL released. Each result: `seed`, `steps`, `end` ("game-over",
/// "no-legal-action", "step-limit") and `outcome` (as `Game.outcome()`).
#[pyfunction]
#[pyo3(signature = (game, n, seed=0, variant=None, decks=None, max_steps=10_000, threads=1))]
#[allow(clippy::too_many_arguments)]
fn random_games<'py>(
    py: Python<'py>,
    game: &str,
    n: usize,
    seed: u64,
    variant: Option<String>,
    decks: Option<Vec<String>>,
    max_steps: u64,
    threads: usize,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let kind = game_kind(game).map_err(start_error)?;
    let spec = Spec {
        kind,
        variant,
        decks: decks_of(decks),
        max_steps,
    };
    let results = py
        .detach(|| batch::random_games(&spec, n, seed, threads))
        .map_err(start_error)?;
    results.iter().map(|r| run_py(py, r)).collect()
}

/// Every listed game: `key`, `name` (English), `name_ja`, `variants` and `players` of
/// its sample game.
#[pyfunction]
fn games<'py>(py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    ryoiki_games::games()
        .into_iter()
        .map(|g| {
            let d = PyDict::new(py);
            d.set_item("key", g.key())?;
            d.set_item("name", g.name())?;
            d.set_item("name_ja", g.name_in(ryoiki_core::Lang::Ja))?;
            d.set_item("variants", g.variants())?;
            Ok(d.into_any())
        })
        .collect()
}

/// The definitions loaded from text, so that loading the same text again gives the
/// game registered the first time.
static LOADED: Mutex<Vec<(String, &'static str)>> = Mutex::new(Vec::new());

/// Loads a game definition from its text (`name` is used in messages) and lists it, so
/// `Game(key)` finds it; returns its key. The same text again gives the same game.
/// Raises DefinitionError with every problem, or RyoikiError if another game has the
/// key.
#[pyfunction]
#[pyo3(signature = (text, name="<text>"))]
fn load_game_text(text: String, name: &str) -> PyResult<&'static str> {
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, key)) = loaded.iter().find(|(t, _)| *t == text) {
        return Ok(key);
    }
    let game =
        ryoiki_datagame::load_str(name, &text).map_err(|e| DefinitionError::new_err(e.render()))?;
    let kind =
        ryoiki_games::data::register_data(game).map_err(|e| RyoikiError::new_err(e.to_string()))?;
    loaded.push((text, kind.key()));
    Ok(kind.key())
}

/// Loads a game definition file (see `docs/games.md`) and lists it; returns its key.
/// Loading the same text again (from this file or any other way) gives the game
/// registered the first time.
#[pyfunction]
fn load_game_file(path: &str) -> PyResult<&'static str> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| DefinitionError::new_err(format!("cannot read {path}: {e}")))?;
    load_game_text(text, path)
}

/// The text of Tidepool Traders' definition (`games/tidepool.toml`), built in.
#[pyfunction]
fn tidepool_definition() -> &'static str {
    TIDEPOOL
}

/// The sample decks of game `game` for `players` seats, as decklist texts (empty for a
/// game that ships none): `Game(game, decks=sample_decks(game))` is a game under its
/// rules, as `ryoiki sim` plays it, and the environments' default.
#[pyfunction]
#[pyo3(signature = (game, players = 2))]
fn sample_decks(game: &str, players: usize) -> Vec<String> {
    crate::samples::sample_decks(game, players)
}

/// The module `ryoiki._ryoiki`.
#[pymodule]
fn _ryoiki(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<PyGame>()?;
    m.add_class::<PyBatch>()?;
    m.add_function(wrap_pyfunction!(random_games, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(load_game_text, m)?)?;
    m.add_function(wrap_pyfunction!(load_game_file, m)?)?;
    m.add_function(wrap_pyfunction!(tidepool_definition, m)?)?;
    m.add_function(wrap_pyfunction!(sample_decks, m)?)?;
    m.add("RyoikiError", py.get_type::<RyoikiError>())?;
    m.add("UnknownGame", py.get_type::<UnknownGame>())?;
    m.add("SetupError", py.get_type::<SetupError>())?;
    m.add("ActionRefused", py.get_type::<ActionRefused>())?;
    m.add("NoSuchSeat", py.get_type::<NoSuchSeat>())?;
    m.add("RestoreError", py.get_type::<RestoreError>())?;
    m.add("DefinitionError", py.get_type::<DefinitionError>())?;
    m.add("NAME_BINS", observe::NAME_BINS)?;
    m.add("ZONE_FEATURES", observe::ZONE_FEATURES)?;
    m.add("PUBLIC_SLOTS", observe::PUBLIC_SLOTS)?;
    m.add("STATUS_FEATURES", observe::STATUS)?;
    Ok(())
}
