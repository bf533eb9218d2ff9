"""Environment steps per second from Python, for docs/performance.md ("Python").

    python python/bench.py [--seconds 10] [--only aec,batch,...] [--ryoiki PATH]

Each measure runs for about ``--seconds`` and prints one line: its rate by the wall
clock and by this process's CPU time (and its children's: ``ryoiki play`` for the pipe).
On a machine that other work shares, the CPU-time rate is what one whole core gives;
on a quiet one the two agree. Run the one-core measures under ``taskset -c 0``.

Measures (``--only`` picks some; the default is all):

- ``aec``: the plain AEC loop of ``mtg_v0`` (random masked actions), no views in infos:
  Magic under its 2009 rules from the sample decks, the environment's default;
- ``aec-playout``: the same loop with a random player that stays in the game (it
  leaves out the listed action that concedes, ``Game.leaving()``, as ``GameBatch``'s
  ``random_actions`` and ``ryoiki sim``'s bot do), so that games are played out: the
  uniform player of ``aec`` concedes within a few actions, and its loop measures
  mostly starting games;
- ``aec-views``: the same as ``aec`` with the raw views and events in ``infos`` (the
  default);
- ``batch``: ``GameBatch("mtg", 64, decks=sample_decks("mtg")).step`` on one thread
  (the vectorized step, the same games as ``aec``);
- ``batch2``: the same with ``threads=2``;
- ``batch-manual``: ``GameBatch("mtg", 64)``: the sample setup, a table of free moves
  (about 150 listed actions a step), as measured before the environments played the
  rules by default;
- ``rust``: whole random games in Rust (``random_games``, one thread, sample decks):
  the floor;
- ``holdem``: the same AEC loop over PettingZoo's ``texas_holdem_v4`` (rlcard);
- ``pipe``: ``ryoiki play`` over stdin/stdout JSON lines, driven from Python (every
  seat hot-seat, a random listed action picked per ``turn``); needs ``--ryoiki``;
- ``ray``: self-play games per second on a local Ray (``ray.init(num_cpus=2)``), with
  a ``ryoiki.selfplay.Pool`` of 1 worker and then of 2.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import time
from typing import Callable, Tuple

import numpy as np

import ryoiki

ALL = ["aec", "aec-playout", "aec-views", "batch", "batch2", "batch-manual", "rust", "holdem", "pipe", "ray"]


def cpu() -> float:
    """CPU seconds of this process (every thread) and of its waited-for children."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def timed(loop: Callable[[float], int], seconds: float) -> Tuple[float, float]:
    """(steps per wall second, steps per CPU second) of ``loop(seconds) -> steps``."""
    w, c = time.perf_counter(), cpu()
    steps = loop(seconds)
    return steps / (time.perf_counter() - w), steps / max(cpu() - c, 1e-9)


def aec_loop(make, seconds: float, stay: bool = False) -> int:
    """Steps of the plain AEC loop with random masked actions, for ``seconds``; with
    ``stay``, never the action that leaves the game (while another is listed)."""
    env = make()
    rng = np.random.default_rng(0)
    steps, episode = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset(seed=episode)
        episode += 1
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            listed = np.flatnonzero(obs["action_mask"])
            if stay and len(listed) > 1:
                leaving = env.unwrapped.game.leaving()
                if leaving is not None:
                    listed = listed[listed != leaving]
            env.step(int(listed[rng.integers(len(listed))]))
            steps += 1
    return steps


def batch_loop(game: str, n: int, seconds: float, threads: int = 1, rules: bool = True) -> int:
    """Game steps of GameBatch.step, ``n`` games a call: from the game's sample decks
    (under its rules), or its sample setup (``rules=False``)."""
    decks = ryoiki.sample_decks(game) if rules else None
    batch = ryoiki.GameBatch(game, n, max_steps=1000, threads=threads, decks=decks)
    rng = np.random.default_rng(0)
    rows = batch.observe()
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rows = batch.step(batch.random_actions(rows, rng))
        steps += n
    return steps


def rust_games(game: str, seconds: float) -> int:
    """Steps of whole random games run in Rust, one thread."""
    steps, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for r in ryoiki.random_games(game, 8, seed=seed, max_steps=1000, decks=ryoiki.sample_decks(game)):
            steps += r["steps"]
        seed += 8
    return steps


def pipe_loop(binary: str, game: str, seconds: float) -> int:
    """Steps of ``ryoiki play`` driven over its pipe: every seat hot-seat, a random
    listed action picked for each ``turn``, games of at most 1000 actions."""
    rng = random.Random(0)
    steps, seed = 0, 1
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        p = subprocess.Popen(
            [binary, "play", "--game", game, "--seed", str(seed), "--max-actions", "1000"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        assert p.stdin is not None and p.stdout is not None
        for line in p.stdout:
            msg = json.loads(line)
            if msg.get("type") == "turn":
                p.stdin.write(json.dumps({"pick": rng.randrange(len(msg["actions"]))}) + "\n")
                p.stdin.flush()
                steps += 1
                if time.perf_counter() - start >= seconds:
                    break
        p.stdin.close()
        p.stdout.close()
        p.wait()
        seed += 1
    return steps


def ray_games(workers: int, games: int) -> float:
    """Self-play games per wall second over a :class:`ryoiki.selfplay.Pool` of
    ``workers`` Ray actors (started, and warmed by a first batch, before the clock)."""
    from ryoiki import selfplay

    with selfplay.Pool("mtg", workers=workers, max_steps=300) as pool:
        pool.run(2 * workers, seed=10_000)
        start = time.perf_counter()
        results = pool.run(games, seed=0)
        elapsed = time.perf_counter() - start
    assert len(results) == games
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--only", default=",".join(ALL), help="comma-separated measures")
    parser.add_argument("--ryoiki", default="target/release/ryoiki", help="the CLI, for the pipe")
    parser.add_argument("--ray-games", type=int, default=24)
    args = parser.parse_args()
    only = args.only.split(",")
    s = args.seconds

    def line(name: str, rates: Tuple[float, float]) -> None:
        print(f"{name:<40} {rates[0]:>10,.0f} steps/s wall {rates[1]:>10,.0f} steps/CPU-s", flush=True)

    if "aec" in only or "aec-views" in only or "aec-playout" in only:
        from ryoiki.envs import mtg_v0
    if "aec" in only:
        line("mtg_v0 AEC loop, no views in infos", timed(lambda t: aec_loop(lambda: mtg_v0.env(views_in_infos=False), t), s))
    if "aec-playout" in only:
        line("mtg_v0 AEC loop, played out, no views", timed(lambda t: aec_loop(lambda: mtg_v0.env(views_in_infos=False), t, stay=True), s))
    if "aec-views" in only:
        line("mtg_v0 AEC loop, views in infos", timed(lambda t: aec_loop(lambda: mtg_v0.env(), t), s))
    if "batch" in only:
        line("mtg GameBatch.step, 64 games", timed(lambda t: batch_loop("mtg", 64, t), s))
    if "batch2" in only:
        line("mtg GameBatch.step, 64, 2 threads", timed(lambda t: batch_loop("mtg", 64, t, threads=2), s))
    if "batch-manual" in only:
        line("mtg GameBatch.step, 64, free moves", timed(lambda t: batch_loop("mtg", 64, t, rules=False), s))
    if "rust" in only:
        line("mtg random_games (Rust, 1 thread)", timed(lambda t: rust_games("mtg", t), s))
    if "holdem" in only:
        try:
            from pettingzoo.classic import texas_holdem_v4
        except Exception as e:  # rlcard missing, or another import failure
            print(f"texas_holdem_v4: skipped ({e})")
        else:
            line("texas_holdem_v4 AEC loop", timed(lambda t: aec_loop(lambda: texas_holdem_v4.env(), t), s))
    if "pipe" in only:
        if os.path.exists(args.ryoiki):
            line("ryoiki play pipe (JSON lines)", timed(lambda t: pipe_loop(args.ryoiki, "mtg", t), s))
        else:
            print(f"pipe: skipped (no {args.ryoiki}; build it with cargo build --release)")
    if "ray" in only:
        import ray

        ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR")
        one = ray_games(1, args.ray_games)
        two = ray_games(2, args.ray_games)
        print(f"{'Ray self-play, 1 worker':<40} {one:>10.2f} games/s wall")
        print(f"{'Ray self-play, 2 workers':<40} {two:>10.2f} games/s wall ({two / one:.2f}x)")
        ray.shutdown()


if __name__ == "__main__":
    main()
