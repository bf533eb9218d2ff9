"""The PettingZoo AEC environment over any listed game (see ``docs/python.md``).

Agents are ``player_0``, ``player_1`` …, one per seat. The agent selected is the seat
to move, as ``ryoiki play`` passes the move: a pending decision's decider; else the
player the rule set says is to act (Magic: the holder of priority); else the next seat,
after the last to act, that may do anything.

Actions: ``Discrete(max_actions)``; action ``i`` is the ``i``-th action listed for the
seat (``Game.legal_actions``), and ``action_mask`` marks the listed ones. A seat with
more than ``max_actions`` listed actions can reach only the first ``max_actions``.

Observations: ``{"observation": float32[size], "action_mask": int8[max_actions]}``,
where ``observation`` is :func:`ryoiki.observation` (only what the seat may know). A
seat that is not to move sees an all-zero mask.

Rewards: at the end of a game that the rule set reports over, +1 for each winner, -1
for each loser, 0 for all in a draw; 0 at every other step.

Ends: terminated when the rule set reports the game over; truncated (every agent,
reward 0) after ``max_steps`` actions or when no seat may act. Of the games here only
Magic can end now (a player leaves: 104.3a, 800.4a); Force of Will's, Phantom Magic
Vision's and Tidepool Traders' rule sets report no end yet, so their episodes always end
truncated at ``max_steps``.

``infos[agent]`` holds ``"view"``, the raw view of that seat (as :meth:`Game.view`),
and ``"events"``, the last step's events as that seat may know them, unless the
environment is made with ``views_in_infos=False`` (faster).
"""

from __future__ import annotations

import secrets
from typing import Any, Dict, List, Optional, Sequence

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import ryoiki

#: The default size of the action space.
MAX_ACTIONS = 1024
#: The default step limit of an episode.
MAX_STEPS = 1000


class RyoikiAEC(AECEnv):
    """A listed game as a PettingZoo AEC environment (see the module documentation)."""

    metadata: Dict[str, Any] = {
        "render_modes": ["human", "ansi"],
        "name": "ryoiki_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        variant: Optional[str] = None,
        decks: Optional[Sequence[str]] = None,
        max_actions: int = MAX_ACTIONS,
        max_steps: int = MAX_STEPS,
        views_in_infos: bool = True,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        self.game_key = game
        self.variant = variant
        self.decks = list(decks) if decks is not None else ryoiki.default_decks(game, variant)
        self.max_actions = int(max_actions)
        self.max_steps = int(max_steps)
        self.views_in_infos = views_in_infos
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"ryoiki_{game}_v0")
        probe = self._new_game(0)
        self.possible_agents: List[str] = [f"player_{i}" for i in range(len(probe.players))]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        size = probe.observation_size
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (size,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (self.max_actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.max_actions) for a in self.possible_agents}
        self._seeds = _SeedStream(secrets.randbits(64))
        self.game: Optional[ryoiki.Game] = None

    def _new_game(self, seed: int) -> ryoiki.Game:
        return ryoiki.Game(self.game_key, variant=self.variant, decks=self.decks, seed=seed)

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game, its seed the first drawn from ``seed`` (splitmix64), or without
        ``seed`` the next drawn from the last one given (from the OS before any)."""
        if seed is not None:
            self._seeds = _SeedStream(int(seed))
        game_seed = self._seeds.next()
        self.game = self._new_game(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, dict] = {a: {} for a in self.agents}
        self._move()
        if self._mover is None:
            self.truncations = {a: True for a in self.agents}
        self._refresh_infos()

    def _move(self) -> None:
        """Works out the seat to move and its listed actions; selects its agent."""
        assert self.game is not None
        tm = self.game.mover()
        if tm is None:
            self._mover: Optional[int] = None
            self._listed = 0
            if self.agents:
                self.agent_selection = self.agents[0]
        else:
            self._mover, self._listed = tm
            self.agent_selection = self.possible_agents[self._mover]

    def _refresh_infos(self) -> None:
        if not self.views_in_infos or self.game is None:
            return
        for a in self.agents:
            seat = self._seat[a]
            self.infos[a] = {"view": self.game.view(seat), "events": self.game.events(seat)}

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        assert self.game is not None
        # One native call gives both, as writable bytes numpy views without a copy;
        # the mask marks the listed actions when the seat is to move (the seat the
        # game reports, as self._mover is), else none.
        obs, mask = self.game.observation_and_mask(self._seat[agent], self.max_actions)
        return {
            "observation": np.frombuffer(obs, dtype=np.float32),
            "action_mask": np.frombuffer(mask, dtype=np.int8),
        }

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None
        reachable = min(self._listed, self.max_actions)
        if action is None or not (0 <= int(action) < reachable):
            raise ryoiki.ActionRefused(
                f"{agent}: action {action} is not one of the {reachable} "
                "listed (the action mask marks them)"
            )
        self._cumulative_rewards[agent] = 0.0
        game.act(self._seat[agent], int(action))
        outcome = game.outcome()
        if outcome is not None:
            self.rewards = {a: _reward(outcome, self._seat[a]) for a in self.agents}
            for a in self.agents:
                self.terminations[a] = True
            self._move()
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._move()
            if self._mover is None or game.steps >= self.max_steps:
                for a in self.agents:
                    self.truncations[a] = True
        if self.views_in_infos:
            self._refresh_infos()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """A line of text: the game, its step, the seat to move and the outcome."""
        if self.game is None:
            return None
        text = (
            f"{self.game_key} step {self.game.steps}: to move {self._mover}, "
            f"{self._listed} actions listed, outcome {self.game.outcome()}"
        )
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None


_MASK64 = (1 << 64) - 1


class _SeedStream:
    """The games' seeds drawn from a seed given to ``reset``: splitmix64, each seed
    below 2**63 (cheaper than a numpy generator per episode)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return (z ^ (z >> 31)) >> 1


def _reward(outcome: dict, seat: int) -> float:
    if not outcome["known"] or outcome["draw"]:
        return 0.0
    return 1.0 if seat in outcome["winners"] else -1.0
