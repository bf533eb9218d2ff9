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
    "games",
    "load_game_file",
    "load_game_text",
    "load_tidepool",
    "observation",
    "random_games",
    "tidepool_definition",
]


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
