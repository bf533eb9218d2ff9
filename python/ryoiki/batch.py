"""Many games of one kind stepped in one call: :class:`GameBatch`, the native batch
with its rows as numpy arrays (re-exported as ``ryoiki.GameBatch``; the package's stubs
take its types from here)."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

import numpy as np

from ._ryoiki import GameBatch as _RawBatch


class GameBatch:
    """Many games of one kind stepped in one call, with the GIL released.

    ``GameBatch(game, n, seed=0, variant=None, decks=None, max_steps=10000,
    max_actions=1024, threads=1)`` starts ``n`` games (seeds ``seed`` …), stepped over
    ``threads`` threads. In each game the seat to
    move acts; :meth:`step` takes one action index per game (the index in that seat's
    listed actions, below ``max_actions``) and returns numpy arrays, one row per game:

    - ``obs`` ``(n, observation_size)`` float32: the observation of the seat to move;
    - ``mask`` ``(n, max_actions)`` int8: the listed actions;
    - ``listed`` ``(n,)`` int32: how many actions the mask marks (the listed ones, at
      most ``max_actions``);
    - ``seat`` ``(n,)`` int32: the seat to move (-1: none);
    - ``rewards`` ``(n, players)`` float32: +1/-1/0 per seat when a game ended by its
      rules at this step, else 0;
    - ``terminated`` / ``truncated`` ``(n,)`` bool: the game ended by its rules, or was
      cut off (``max_steps``, or no seat could act);
    - ``leaves`` ``(n,)`` int32: the listed action that takes the seat out of the game
      (Magic's ``concede``), or -1.

    The arrays are read-only views of bytes made for that call alone: a later step
    does not change them.

    A game that ends is started again at once (slot ``i``'s ``e``-th game has seed
    ``seed + i + n * e``, whatever the threads), so the rows are always those of live
    games. Every index is checked before any game is stepped: a
    bad one raises :class:`ActionRefused` and changes nothing.
    """

    def __init__(
        self,
        game: str,
        n: int,
        seed: int = 0,
        variant: Optional[str] = None,
        decks: Optional[Sequence[str]] = None,
        max_steps: int = 10_000,
        max_actions: int = 1024,
        threads: int = 1,
    ) -> None:
        self._raw = _RawBatch(
            game,
            n,
            seed=seed,
            variant=variant,
            decks=list(decks) if decks is not None else None,
            max_steps=max_steps,
            max_actions=max_actions,
            threads=threads,
        )
        self.n = n
        # Asked of the native batch once: every step's arrays have these shapes.
        self._obs_size = int(self._raw.observation_size)
        self._max_actions = int(self._raw.max_actions)
        self._players = int(self._raw.players)

    @property
    def observation_size(self) -> int:
        """The length of one observation."""
        return int(self._raw.observation_size)

    @property
    def max_actions(self) -> int:
        """The length of one mask."""
        return int(self._raw.max_actions)

    @property
    def players(self) -> int:
        """The players of each game."""
        return int(self._raw.players)

    def __len__(self) -> int:
        return self.n

    def _arrays(self, raw: Dict[str, Any]) -> Dict[str, np.ndarray]:
        n = self.n
        return {
            "obs": np.frombuffer(raw["obs"], dtype=np.float32).reshape(n, self._obs_size),
            "mask": np.frombuffer(raw["mask"], dtype=np.int8).reshape(n, self._max_actions),
            "listed": np.frombuffer(raw["listed"], dtype=np.int32),
            "seat": np.frombuffer(raw["seat"], dtype=np.int32),
            "rewards": np.frombuffer(raw["rewards"], dtype=np.float32).reshape(n, self._players),
            # The engine writes 0 or 1: numpy's bools, viewed without a copy.
            "terminated": np.frombuffer(raw["terminated"], dtype=np.bool_),
            "truncated": np.frombuffer(raw["truncated"], dtype=np.bool_),
            "leaves": np.frombuffer(raw["leaves"], dtype=np.int32),
        }

    def observe(self) -> Dict[str, np.ndarray]:
        """The rows as they are now (rewards zero), without stepping."""
        return self._arrays(self._raw.observe_raw())

    def step(self, actions: Sequence[int]) -> Dict[str, np.ndarray]:
        """One action index per game; see the class documentation."""
        return self._arrays(self._raw.step_raw([int(a) for a in actions]))

    def random_actions(self, rows: Dict[str, np.ndarray], rng: np.random.Generator) -> List[int]:
        """A uniformly random listed action per game, from ``rows["listed"]`` (the
        listed actions are the mask's first ones; rows without it are counted from
        ``rows["mask"]``), among those that keep its seat in the game (``rows["leaves"]``:
        the listed action that concedes, or -1), as ``ryoiki sim``'s random bot picks; a
        game whose only listed action leaves takes it."""
        if "listed" in rows:
            listed = rows["listed"].astype(np.int64)
        else:
            listed = np.count_nonzero(rows["mask"], axis=1).astype(np.int64)
        leaves = rows["leaves"].astype(np.int64)
        leaving = leaves >= 0
        staying = listed - leaving
        pick = (rng.random(len(listed)) * staying).astype(np.int64)
        pick = np.where(leaving & (pick >= leaves), pick + 1, pick)
        pick = np.where(staying > 0, pick, np.maximum(leaves, 0))
        return pick.tolist()
