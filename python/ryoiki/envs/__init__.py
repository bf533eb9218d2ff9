"""PettingZoo environments over ryoiki's games, and a Gymnasium single-agent wrapper.

- :mod:`ryoiki.envs.mtg_v0`, :mod:`ryoiki.envs.fow_v0`, :mod:`ryoiki.envs.pmv_v0`,
  :mod:`ryoiki.envs.tidepool_v0`: AEC environments (``env()`` / ``raw_env()``); the
  encoding is documented in :mod:`ryoiki.envs._aec` and ``docs/python.md``.
- :class:`RyoikiAEC`: the same over any listed game by its key.
- :class:`SingleAgentEnv`: one seat as a Gymnasium environment, every other seat
  played by the built-in random bot.
"""

from ryoiki.envs import fow_v0, mtg_v0, pmv_v0, tidepool_v0
from ryoiki.envs._aec import MAX_ACTIONS, MAX_STEPS, RyoikiAEC
from ryoiki.envs.single import SingleAgentEnv

__all__ = [
    "MAX_ACTIONS",
    "MAX_STEPS",
    "RyoikiAEC",
    "SingleAgentEnv",
    "fow_v0",
    "mtg_v0",
    "pmv_v0",
    "tidepool_v0",
]
