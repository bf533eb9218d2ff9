"""One seat of a game as a Gymnasium environment; the other seats are played by the
built-in random bot (a uniformly random listed action)."""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import gymnasium as gym
import numpy as np

from ryoiki.envs._aec import RyoikiAEC


class SingleAgentEnv(gym.Env):
    """``SingleAgentEnv(aec, seat=0)``: seat ``seat`` of the AEC environment ``aec``
    (a :class:`RyoikiAEC`, or a game key with the AEC environment's options).

    Observation and action spaces are the seat's in the AEC environment (a dict of
    ``observation`` and ``action_mask``; ``Discrete(max_actions)``). :meth:`step` takes
    the seat's action, then lets the random bot act for every other seat until the
    seat is to move again or the episode ends. The reward is the seat's (+1/-1/0 at a
    game's end); ``truncated`` as in the AEC environment.

    ``unlisted`` says what an action the mask does not mark does: ``"refuse"`` (the
    default) raises :class:`ryoiki.ActionRefused`; ``"wrap"`` takes the listed action
    of index ``action % listed``, so that every action of the space is playable (what
    Gymnasium's ``check_env`` and mask-blind agents need).
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self, aec: Any = "mtg", seat: int = 0, unlisted: str = "refuse", **options: Any
    ) -> None:
        super().__init__()
        if unlisted not in ("refuse", "wrap"):
            raise ValueError(f"unlisted must be 'refuse' or 'wrap', not {unlisted!r}")
        self.unlisted = unlisted
        self.aec: RyoikiAEC = aec if isinstance(aec, RyoikiAEC) else RyoikiAEC(aec, **options)
        self.agent = self.aec.possible_agents[seat]
        self.observation_space = self.aec.observation_space(self.agent)
        self.action_space = self.aec.action_space(self.agent)
        self._bot = np.random.default_rng()

    def _opponents(self) -> Tuple[float, bool, bool]:
        """Random actions for the other seats until this seat is to move or the game
        ends; returns this seat's reward meanwhile and whether the episode ended."""
        reward = 0.0
        aec = self.aec
        while True:
            done = aec.terminations.get(self.agent, True) or aec.truncations.get(self.agent, True)
            if done:
                return (
                    reward,
                    bool(aec.terminations.get(self.agent, False)),
                    bool(aec.truncations.get(self.agent, False)),
                )
            if aec.agent_selection == self.agent:
                return reward, False, False
            mask = aec.observe(aec.agent_selection)["action_mask"]
            listed = np.flatnonzero(mask)
            aec.step(int(self._bot.choice(listed)))
            reward += aec.rewards.get(self.agent, 0.0)

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict] = None
    ) -> Tuple[Dict[str, np.ndarray], Dict[str, Any]]:
        super().reset(seed=seed)
        self._bot = np.random.default_rng(seed)
        self.aec.reset(seed=seed)
        self._opponents()
        return self.aec.observe(self.agent), dict(self.aec.infos.get(self.agent, {}))

    def step(
        self, action: int
    ) -> Tuple[Dict[str, np.ndarray], float, bool, bool, Dict[str, Any]]:
        action = int(action)
        if self.unlisted == "wrap":
            listed = int(self.aec.observe(self.agent)["action_mask"].sum())
            action = action % listed if listed else action
        self.aec.step(action)
        reward = self.aec.rewards.get(self.agent, 0.0)
        more, terminated, truncated = self._opponents()
        info = dict(self.aec.infos.get(self.agent, {}))
        return self.aec.observe(self.agent), float(reward + more), terminated, truncated, info

    def render(self) -> Optional[str]:
        return self.aec.render()
