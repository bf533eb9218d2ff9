"""ryoiki: the card game engine from Python.

Every listed game (Magic: The Gathering with Planechase ``"mtg"``, Force of Will
``"fow"``, Phantom Magic Vision ``"pmv"``, and games defined in data files such as
Tidepool Traders) is driven seat by seat, as ``ryoiki play`` drives it: a seat sees
its view, lists its actions, takes one by value or by index, and hears the events as
it may know them (English, Japanese, and the rule ids that caused them).

>>> import ryoiki
>>> g = ryoiki.Game("mtg", seed=1)
>>> seat, actions = g.to_move()
>>> events = g.apply(seat, 0)

See ``docs/python.md`` for the whole API, the PettingZoo environments
(:mod:`ryoiki.envs`) and self-play on Ray (:mod:`ryoiki.selfplay`).
"""

from __future__ import annotations

import functools
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ._ryoiki import (
    NAME_BINS,
    PUBLIC_SLOTS,
    STATUS_FEATURES,
    ZONE_FEATURES,
    ActionRefused,
    DefinitionError,
    Game,
    NoSuchSeat,
    RestoreError,
    RyoikiError,
    SetupError,
    UnknownGame,
    games,
    load_game_file,
    load_game_text,
    random_games,
    sample_decks,
    tidepool_definition,
)
from ._ryoiki import GameBatch as _RawBatch

__all__ = [
    "ActionRefused",
    "DefinitionError",
    "Game",
    "GameBatch",
    "NAME_BINS",
    "NoSuchSeat",
    "PUBLIC_SLOTS",
    "RestoreError",
    "RyoikiError",
    "STATUS_FEATURES",
    "SetupError",
    "UnknownGame",
    "ZONE_FEATURES",
    "default_decks",
    "games",
    "load_game_file",
    "load_game_text",
    "load_tidepool",
    "observation",
    "random_games",
    "sample_decks",
    "tidepool_definition",
]


def default_decks(game: str, variant: Optional[str] = None) -> Optional[List[str]]:
    """The decks an environment or self-play plays when given none: the game's sample
    decks, one per seat of the variant, so that the game is played under its rules (as
    ``ryoiki sim`` plays it); ``None`` (the game's sample setup) for a game that ships
    no decks, or a variant its sample decks cannot start (Magic's single planar deck:
    the shared planar deck would hold a plane twice, 901.15a)."""
    decks = _default_decks(game, variant)
    return list(decks) if decks is not None else None


@functools.lru_cache(maxsize=64)
def _default_decks(game: str, variant: Optional[str]) -> Optional[Tuple[str, ...]]:
    players = len(Game(game, variant=variant, seed=0).players)
    decks = sample_decks(game, players)
    if not decks:
        return None
    try:
        Game(game, variant=variant, decks=decks, seed=0)
    except SetupError:
        return None
    return tuple(decks)


def observation(game: Game, seat: int) -> np.ndarray:
    """The fixed-size float32 observation of ``seat`` (layout in ``docs/python.md``).

    It is made only of what the seat's view shows: two games that differ only in a
    card the seat may not see give equal observations.
    """
    return np.frombuffer(game.observation_bytes(seat), dtype=np.float32).copy()


def load_tidepool() -> str:
    """Lists Tidepool Traders (the data-defined game of ``games/tidepool.toml``, built
    into the package) and returns its key, ``"tidepool"``. Loading it again is free."""
    return load_game_text(tidepool_definition(), "games/tidepool.toml")


class GameBatch:
    """Many games of one kind stepped in one call, with the GIL released.

    ``GameBatch(game, n, seed=0, variant=None, decks=None, max_steps=10000,
    max_actions=1024, threads=1)`` starts ``n`` games (seeds ``seed`` …), stepped over
    ``threads`` threads. In each game the seat to
    move acts; :meth:`step` takes one action index per game (the index in that seat's
    listed actions, below ``max_actions``) and returns numpy arrays, one row per game:

    - ``obs`` ``(n, observation_size)`` float32: the observation of the seat to move;
    - ``mask`` ``(n, max_actions)`` int8: the listed actions;
    - ``seat`` ``(n,)`` int32: the seat to move (-1: none);
    - ``rewards`` ``(n, players)`` float32: +1/-1/0 per seat when a game ended by its
      rules at this step, else 0;
    - ``terminated`` / ``truncated`` ``(n,)`` bool: the game ended by its rules, or was
      cut off (``max_steps``, or no seat could act).

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
            "obs": np.frombuffer(raw["obs"], dtype=np.float32).reshape(n, self.observation_size),
            "mask": np.frombuffer(raw["mask"], dtype=np.int8).reshape(n, self.max_actions),
            "seat": np.asarray(raw["seat"], dtype=np.int32),
            "rewards": np.frombuffer(raw["rewards"], dtype=np.float32).reshape(n, self.players),
            "terminated": np.frombuffer(raw["terminated"], dtype=np.uint8).astype(bool),
            "truncated": np.frombuffer(raw["truncated"], dtype=np.uint8).astype(bool),
            "leaves": np.asarray(raw["leaves"], dtype=np.int32),
        }

    def observe(self) -> Dict[str, np.ndarray]:
        """The rows as they are now (rewards zero), without stepping."""
        return self._arrays(self._raw.observe_raw())

    def step(self, actions: Sequence[int]) -> Dict[str, np.ndarray]:
        """One action index per game; see the class documentation."""
        return self._arrays(self._raw.step_raw([int(a) for a in actions]))

    def random_actions(self, rows: Dict[str, np.ndarray], rng: np.random.Generator) -> List[int]:
        """A uniformly random listed action per game, from ``rows["mask"]`` (the listed
        actions are the mask's first ones), among those that keep its seat in the game
        (``rows["leaves"]``: the listed action that concedes, or -1), as ``ryoiki sim``'s
        random bot picks; a game whose only listed action leaves takes it."""
        listed = rows["mask"].sum(axis=1, dtype=np.int64)
        leaves = rows["leaves"].astype(np.int64)
        leaving = leaves >= 0
        staying = listed - leaving
        pick = (rng.random(len(listed)) * staying).astype(np.int64)
        pick = np.where(leaving & (pick >= leaves), pick + 1, pick)
        pick = np.where(staying > 0, pick, np.maximum(leaves, 0))
        return pick.tolist()
