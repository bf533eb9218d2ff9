"""The observation written in Rust straight from the engine's state equals the one the
documented layout gives from the seat's raw view (its JSON form, read here in Python),
on many states of every game; and long calls let other Python threads run."""

import threading
import time

import numpy as np
import pytest

import ryoiki

GAMES = ["mtg", "fow", "pmv", "tidepool"]


@pytest.fixture(autouse=True, scope="module")
def tidepool():
    assert ryoiki.load_tidepool() == "tidepool"


def fnv(text: str) -> int:
    """FNV-1a, 64 bits, of the text's UTF-8 bytes (the layout's name hash)."""
    h = 0xCBF29CE484222325
    for b in text.encode():
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def text_code(text: str) -> np.float32:
    return np.float32(fnv(text) % 1000) / np.float32(1000)


def public_numbers(value, names, seat):
    """One value of the public section, by the rules of docs/python.md."""
    n = len(names)
    rel = lambda p: (p - seat) % n  # noqa: E731
    if value is None:
        return [0.0]
    if isinstance(value, bool):
        return [float(value)]
    if isinstance(value, (int, float)):
        return [float(value)]
    if isinstance(value, str):
        return [rel(names.index(value)) + 1.0] if value in names else [text_code(value)]
    if isinstance(value, list):
        return [float(len(value))]
    if value and all(k in names for k in value):
        row = [0.0] * n
        for k, x in value.items():
            row[rel(names.index(k))] = float(x) if isinstance(x, (bool, int, float)) else 0.0
        return row
    return [float(len(value))]


def reference_observation(game: ryoiki.Game, seat: int) -> np.ndarray:
    """The observation of ``seat`` as docs/python.md lays it out, from ``game.view``."""
    view = game.view(seat)
    names = view["players"]
    n = len(names)
    kinds = []
    for z in view["zones"]:
        if z["zone"] not in kinds:
            kinds.append(z["zone"])
    zones = []
    for z in view["zones"]:
        f = [0.0] * ryoiki.ZONE_FEATURES
        f[0] = z["count"]
        for c in z.get("cards", []):
            if "front" in c:
                f[1] += 1
                f[3 + fnv(c["front"]["name"]) % ryoiki.NAME_BINS] += 1
            if c.get("orientation") == "sideways":
                f[2] += 1
        owner = z.get("player")
        zones.append(((kinds.index(z["zone"]), 0 if owner is None else (owner - seat) % n), f))
    out = [x for _, f in sorted(zones, key=lambda e: e[0]) for x in f]
    public = []
    if isinstance(view.get("public"), dict):
        for key in sorted(view["public"]):
            public += public_numbers(view["public"][key], names, seat)
    public = (public + [0.0] * ryoiki.PUBLIC_SLOTS)[: ryoiki.PUBLIC_SLOTS]
    mover = game.mover()
    to_move = mover is not None and mover[0] == seat
    pending = view["pending"]
    mine = pending is not None and pending["decider"] == seat
    status = [
        float(to_move),
        float(mover[1]) if to_move else 0.0,
        float(mine),
        float(len(pending["options"])) if mine else 0.0,
    ]
    return np.array(out + public + status, dtype=np.float32)


@pytest.mark.parametrize("key", GAMES)
def test_the_rust_observation_is_the_documented_one_on_many_states(key):
    checked = 0
    for seed in range(3):
        g = ryoiki.Game(key, seed=seed)
        for _ in range(40):
            for seat in range(len(g.players)):
                rust = ryoiki.observation(g, seat)
                ref = reference_observation(g, seat)
                assert rust.shape == ref.shape == (g.observation_size,)
                assert np.array_equal(rust, ref), (key, seed, g.steps, seat, np.flatnonzero(rust != ref))
                checked += 1
            if g.play_random(7, seed=seed * 1000 + g.steps) == 0:
                break
    assert checked >= 40


def test_the_public_section_counts_in_the_observation():
    # The check above would pass on an empty public section: Magic's is not empty, and
    # its life totals sit where the layout puts them.
    g = ryoiki.Game("mtg", seed=1)
    names = g.view(0)["players"]
    public = g.view(0)["public"]
    assert public["life"] == {names[0]: 20, names[1]: 20}
    o = ryoiki.observation(g, 0)
    start = len(g.view(0)["zones"]) * ryoiki.ZONE_FEATURES
    section = o[start : start + ryoiki.PUBLIC_SLOTS]
    keys = sorted(public)
    at = sum(len(public_numbers(public[k], names, 0)) for k in keys[: keys.index("life")])
    assert section[at : at + 2].tolist() == [20.0, 20.0]


def test_a_batch_observation_is_the_documented_one():
    batch = ryoiki.GameBatch("mtg", 3, seed=4, max_steps=200)
    rows = batch.observe()
    rng = np.random.default_rng(1)
    games = [ryoiki.Game("mtg", seed=4 + i) for i in range(3)]
    for _ in range(30):
        actions = batch.random_actions(rows, rng)
        rows = batch.step(actions)
        for i, g in enumerate(games):
            g.act(g.mover()[0], actions[i])
            if rows["terminated"][i] or rows["truncated"][i]:
                return  # the slot started a new game: the copies here part ways
            seat = g.mover()[0]
            assert rows["seat"][i] == seat
            assert np.array_equal(rows["obs"][i], reference_observation(g, seat))


def counted_during(call) -> bool:
    """Whether another Python thread ran while ``call()`` was running, not only after.

    A counter thread notes the first moment it runs once armed. It can only run while
    this thread lets go of the GIL: the arming and the call's start take microseconds,
    far below the interpreter's switch interval, so a call that held the GIL throughout
    would let the counter run only once it returned. The counter running in the call's
    first half therefore shows the call released the GIL."""
    first = []
    armed = threading.Event()
    stop = threading.Event()
    ready = threading.Event()

    def counter():
        ready.set()
        while not stop.is_set():
            if armed.is_set() and not first:
                first.append(time.perf_counter())

    t = threading.Thread(target=counter)
    t.start()
    ready.wait()
    time.sleep(0.01)
    start = time.perf_counter()
    armed.set()
    try:
        call()
    finally:
        end = time.perf_counter()
        stop.set()
        t.join()
    return bool(first) and first[0] < start + (end - start) / 2


def test_random_games_let_other_threads_run():
    assert counted_during(lambda: ryoiki.random_games("mtg", 8, seed=0, max_steps=800))


def test_play_random_lets_other_threads_run():
    g = ryoiki.Game("fow", seed=2)
    assert counted_during(lambda: g.play_random(4000, seed=1))


def test_a_batch_step_lets_other_threads_run():
    # One call stepping many games (made before the counter is armed).
    b = ryoiki.GameBatch("mtg", 1024, seed=0, max_steps=300)
    assert counted_during(lambda: b.step([0] * len(b)))
