"""Magic: The Gathering (2009 rules, Planechase) as a PettingZoo AEC environment: ``mtg_v0.env()``.

Every option of :class:`ryoiki.envs.RyoikiAEC` but the game is accepted (``variant``,
``decks``, ``max_actions``, ``max_steps``, ``views_in_infos``, ``render_mode``).
"""

from __future__ import annotations

from typing import Any

from pettingzoo.utils import wrappers

from ryoiki.envs._aec import RyoikiAEC

GAME = "mtg"


def raw_env(**kwargs: Any) -> RyoikiAEC:
    """The environment without PettingZoo's checking wrappers."""
    return RyoikiAEC(GAME, **kwargs)


def env(**kwargs: Any) -> Any:
    """The environment, wrapped in PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
