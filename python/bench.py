"""Environment steps per second from Python, for docs/performance.md ("Python").

    python python/bench.py [--seconds 10]

Measures, each for about ``--seconds``: the plain AEC loop of ``mtg_v0`` (random masked
actions; without and with the raw views in ``infos``), the vectorized ``GameBatch``
step of Magic (64 games per call, on one thread and on two), whole random games in
Rust (``random_games``), and the same AEC loop over PettingZoo's ``texas_holdem_v4``
when ``pettingzoo[classic]`` is installed. Prints one line per measure.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import ryoiki


def aec_loop(make, seconds: float) -> float:
    """Steps per second of the plain AEC loop with random masked actions."""
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
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps / (time.perf_counter() - start)


def batch_loop(game: str, n: int, seconds: float, threads: int = 1) -> float:
    """Game steps per second of GameBatch.step, ``n`` games a call."""
    batch = ryoiki.GameBatch(game, n, max_steps=1000, threads=threads)
    rng = np.random.default_rng(0)
    rows = batch.observe()
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rows = batch.step(batch.random_actions(rows, rng))
        steps += n
    return steps / (time.perf_counter() - start)


def rust_games(game: str, seconds: float) -> float:
    """Steps per second of whole random games run in Rust, one thread."""
    steps = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for r in ryoiki.random_games(game, 8, seed=seed, max_steps=1000):
            steps += r["steps"]
        seed += 8
    return steps / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    from ryoiki.envs import mtg_v0

    s = args.seconds
    print(f"mtg_v0 AEC loop, no views in infos: {aec_loop(lambda: mtg_v0.env(views_in_infos=False), s):,.0f} steps/s")
    print(f"mtg_v0 AEC loop, views in infos:    {aec_loop(lambda: mtg_v0.env(), s):,.0f} steps/s")
    print(f"mtg GameBatch.step, 64 games:       {batch_loop('mtg', 64, s):,.0f} steps/s")
    print(f"mtg GameBatch.step, 64, 2 threads:  {batch_loop('mtg', 64, s, threads=2):,.0f} steps/s")
    print(f"mtg random_games (Rust, 1 thread):  {rust_games('mtg', s):,.0f} steps/s")
    try:
        from pettingzoo.classic import texas_holdem_v4
    except Exception as e:  # rlcard missing, or another import failure
        print(f"texas_holdem_v4: skipped ({e})")
        return
    print(f"texas_holdem_v4 AEC loop:           {aec_loop(lambda: texas_holdem_v4.env(), s):,.0f} steps/s")


if __name__ == "__main__":
    main()
