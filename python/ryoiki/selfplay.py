"""Self-play over Ray: games spread over Ray actors, each holding its own games.

:func:`play_games` plays games in this process; :func:`run` spreads them over
``workers`` Ray actors (:class:`SelfPlayWorker`) and gathers the results in seed order;
a :class:`Pool` keeps its actors up between batches of games.
A policy is any picklable callable ``policy(observation, action_mask, seat, rng) ->
int`` (an index among the listed actions); the default, :func:`random_policy`, picks
a listed action uniformly. With ``record=True`` every result carries its trajectory:
one step per action, with the seat, its observation, its action mask and the action.

On a cluster, start Ray there (``ray start --head`` …) and give ``address="auto"`` (or
the head's address); every node needs the ``ryoiki`` wheel installed. See
``docs/python.md``.
"""

from __future__ import annotations

import sys
from typing import Any, Callable, Dict, List, Optional, Sequence

import numpy as np

import ryoiki

#: A policy: (observation, action mask, seat, random generator) -> action index.
Policy = Callable[[np.ndarray, np.ndarray, int, np.random.Generator], int]


def random_policy(
    observation: np.ndarray, mask: np.ndarray, seat: int, rng: np.random.Generator
) -> int:
    """A uniformly random listed action."""
    return int(rng.choice(np.flatnonzero(mask)))


def play_game(
    game: str,
    seed: int,
    policy: Optional[Policy] = None,
    variant: Optional[str] = None,
    decks: Optional[Sequence[str]] = None,
    max_steps: int = 1000,
    max_actions: int = 1024,
    record: bool = False,
) -> Dict[str, Any]:
    """Plays one game (seed ``seed``) with ``policy`` on every seat until the rule set
    reports it over (``end`` "game-over"), no seat may act ("no-legal-action") or
    ``max_steps`` actions were taken ("step-limit"). Returns ``seed``, ``steps``,
    ``end``, ``outcome`` (as :meth:`ryoiki.Game.outcome`), ``rewards`` (one per seat:
    +1/-1/0) and, with ``record``, ``trajectory``. Without a policy, each seat picks
    uniformly among its listed actions that keep it in the game (never conceding, as
    ``ryoiki sim``'s random bot; :func:`random_policy` draws from the whole mask)."""
    stays = policy is None
    rng = np.random.default_rng(seed)
    # Without decks, the game under its rules from its sample decks (ryoiki.default_decks).
    chosen = list(decks) if decks else ryoiki.default_decks(game, variant)
    g = ryoiki.Game(game, variant=variant, decks=chosen, seed=seed)
    trajectory: List[Dict[str, Any]] = []
    end = "step-limit"
    while g.steps < max_steps:
        if g.is_over():
            end = "game-over"
            break
        tm = g.mover()
        if tm is None:
            end = "no-legal-action"
            break
        seat, listed = tm
        mask = np.zeros(max_actions, dtype=np.int8)
        mask[: min(listed, max_actions)] = 1
        obs = ryoiki.observation(g, seat)
        if stays:
            leaving = g.leaving()
            if leaving is not None and listed > 1:
                mask[leaving] = 0
            action = int(rng.choice(np.flatnonzero(mask)))
            if leaving is not None and listed > 1:
                mask[leaving] = 1
        else:
            action = int(policy(obs, mask, seat, rng))
        if record:
            trajectory.append({"seat": seat, "observation": obs, "action_mask": mask, "action": action})
        g.act(seat, action)
    else:
        if g.is_over():
            end = "game-over"
    outcome = g.outcome()
    players = len(g.players)
    rewards = [0.0] * players
    if outcome is not None and outcome["known"] and not outcome["draw"]:
        rewards = [1.0 if p in outcome["winners"] else -1.0 for p in range(players)]
    result: Dict[str, Any] = {
        "seed": seed,
        "steps": g.steps,
        "end": end,
        "outcome": outcome,
        "rewards": rewards,
    }
    if record:
        result["trajectory"] = trajectory
    return result


def play_games(game: str, seeds: Sequence[int], **options: Any) -> List[Dict[str, Any]]:
    """:func:`play_game` for each seed, in this process."""
    return [play_game(game, s, **options) for s in seeds]


def _ray() -> Any:
    try:
        import ray
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise ImportError(
            "ryoiki.selfplay needs Ray: pip install 'ryoiki[ray]' (or pip install ray)"
        ) from e
    return ray


class SelfPlayWorker:
    """A worker that holds its own games: made a Ray actor by :func:`run`."""

    def __init__(self, game: str, options: Dict[str, Any]) -> None:
        if game == "tidepool":
            ryoiki.load_tidepool()
        self.game = game
        self.options = options

    def play(self, seeds: Sequence[int]) -> List[Dict[str, Any]]:
        """Plays the games of ``seeds``."""
        return play_games(self.game, seeds, **self.options)

    def random_games(self, n: int, seed: int, max_steps: int) -> List[Dict[str, Any]]:
        """``n`` random games run wholly in Rust (:func:`ryoiki.random_games`)."""
        return ryoiki.random_games(self.game, n, seed=seed, max_steps=max_steps)


def _send_by_value(ray: Any, policy: Optional[Policy]) -> None:
    """Has Ray send the policy's module by value: a policy defined in a script or a test
    module that the workers cannot import still reaches them."""
    module = sys.modules.get(getattr(policy, "__module__", "") or "")
    if policy is None or module is None or module.__name__.split(".")[0] in ("ryoiki", "__main__"):
        return
    ray.cloudpickle.register_pickle_by_value(module)


class Pool:
    """Ray actors that stay up between batches of games: start them once, then call
    :meth:`run` as often as wanted (a training loop's every iteration), and
    :meth:`close` at the end. Each worker holds its own games; only seeds go out and
    results come back. ``with Pool(...) as pool:`` closes it on leaving."""

    def __init__(
        self,
        game: str,
        workers: int = 2,
        policy: Optional[Policy] = None,
        record: bool = False,
        max_steps: int = 1000,
        variant: Optional[str] = None,
        decks: Optional[Sequence[str]] = None,
        address: Optional[str] = None,
    ) -> None:
        ray = _ray()
        if not ray.is_initialized():
            ray.init(address=address)
        options = {
            "policy": policy,
            "record": record,
            "max_steps": max_steps,
            "variant": variant,
            "decks": list(decks) if decks else None,
        }
        _send_by_value(ray, policy)
        actor = ray.remote(SelfPlayWorker)
        self._ray = ray
        self.workers = [actor.remote(game, options) for _ in range(max(1, workers))]

    def run(self, n: int, seed: int = 0) -> List[Dict[str, Any]]:
        """Plays ``n`` games (seeds ``seed`` … ``seed + n - 1``) spread over the
        workers; their results (:func:`play_game`) in seed order."""
        seeds = list(range(seed, seed + n))
        chunks = [seeds[i :: len(self.workers)] for i in range(len(self.workers))]
        futures = [w.play.remote(c) for w, c in zip(self.workers, chunks) if c]
        results = [r for part in self._ray.get(futures) for r in part]
        return sorted(results, key=lambda r: r["seed"])

    def close(self) -> None:
        """Stops the workers."""
        for w in self.workers:
            self._ray.kill(w)
        self.workers = []

    def __enter__(self) -> "Pool":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def run(
    game: str,
    n: int,
    seed: int = 0,
    workers: int = 2,
    policy: Optional[Policy] = None,
    record: bool = False,
    max_steps: int = 1000,
    variant: Optional[str] = None,
    decks: Optional[Sequence[str]] = None,
    address: Optional[str] = None,
) -> List[Dict[str, Any]]:
    """Plays ``n`` games (seeds ``seed`` … ``seed + n - 1``) over ``workers`` Ray
    actors started for this call (a :class:`Pool`, closed at the end) and returns their
    results (:func:`play_game`) in seed order. Ray is started
    (``ray.init(address=address)``) unless it already is."""
    with Pool(
        game,
        workers=workers,
        policy=policy,
        record=record,
        max_steps=max_steps,
        variant=variant,
        decks=decks,
        address=address,
    ) as pool:
        return pool.run(n, seed=seed)
