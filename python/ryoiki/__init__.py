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
from typing import List, Optional, Tuple

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
from .batch import GameBatch

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
    return np.frombuffer(game.observation_and_mask(seat, 0)[0], dtype=np.float32)


def load_tidepool() -> str:
    """Lists Tidepool Traders (the data-defined game of ``games/tidepool.toml``, built
    into the package) and returns its key, ``"tidepool"``. Loading it again is free."""
    return load_game_text(tidepool_definition(), "games/tidepool.toml")
