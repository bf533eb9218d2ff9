"""The PettingZoo environments pass PettingZoo's API and seed tests; the Gymnasium
wrapper plays one seat against the random bot."""

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo", reason="pettingzoo is not installed")
from pettingzoo.test import api_test, seed_test  # noqa: E402

import ryoiki  # noqa: E402
from conftest import PLANES  # noqa: E402
from ryoiki.envs import SingleAgentEnv, fow_v0, mtg_v0, pmv_v0, tidepool_v0  # noqa: E402

ENVS = {"mtg": mtg_v0, "fow": fow_v0, "pmv": pmv_v0, "tidepool": tidepool_v0}


@pytest.mark.parametrize("key", sorted(ENVS))
def test_api(key):
    api_test(ENVS[key].env(max_steps=300), num_cycles=300)


@pytest.mark.parametrize("key", sorted(ENVS))
def test_seed(key):
    seed_test(lambda: ENVS[key].env(max_steps=200), num_cycles=100)


def test_magic_episodes_end_with_plus_and_minus_one():
    env = mtg_v0.env(max_steps=3000, views_in_infos=False)
    rng = np.random.default_rng(0)
    finals = []
    for episode in range(12):
        env.reset(seed=episode)
        totals = {a: 0.0 for a in env.possible_agents}
        ended_by_rules = False
        for agent in env.agent_iter():
            obs, reward, term, trunc, _ = env.last()
            totals[agent] += reward
            if term or trunc:
                ended_by_rules = ended_by_rules or term
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if ended_by_rules:
            finals.append(sorted(totals.values()))
    assert finals, "some Magic episode ends by the rules"
    assert all(f in ([-1.0, 1.0], [0.0, 0.0]) for f in finals)


@pytest.mark.parametrize("key", ["fow", "pmv", "tidepool"])
def test_games_without_an_end_are_truncated_at_the_step_limit(key):
    env = ENVS[key].env(max_steps=50, views_in_infos=False)
    env.reset(seed=1)
    steps = 0
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        assert not term
        if trunc:
            env.step(None)
            continue
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert steps == 50


def test_infos_hold_the_raw_view_and_events_of_each_seat():
    env = mtg_v0.env()
    env.reset(seed=3)
    agent = env.agent_selection
    seat = int(agent.split("_")[1])
    info = env.infos[agent]
    assert info["view"]["viewer"] == seat
    assert info["view"] == env.unwrapped.game.view(seat)
    obs, *_ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.infos[agent]["events"] == env.unwrapped.game.events(seat)


def test_an_unmasked_action_is_refused():
    env = mtg_v0.raw_env()
    env.reset(seed=0)
    obs = env.observe(env.agent_selection)
    listed = int(obs["action_mask"].sum())
    assert obs["action_mask"][:listed].all() and not obs["action_mask"][listed:].any()
    bad = listed
    with pytest.raises(ryoiki.ActionRefused, match="not one of the"):
        env.step(bad)


def test_the_single_agent_wrapper_plays_against_the_random_bot():
    from gymnasium.utils.env_checker import check_env

    check_env(SingleAgentEnv("mtg", unlisted="wrap", max_steps=300), skip_render_check=True)
    env = SingleAgentEnv("mtg", seat=0, max_steps=2000, views_in_infos=False)
    env.reset(seed=0)
    with pytest.raises(ryoiki.ActionRefused, match="not one of the"):
        env.step(env.action_space.n - 1)
    rng = np.random.default_rng(1)
    results = []
    for episode in range(6):
        obs, info = env.reset(seed=episode)
        done = False
        total = 0.0
        while not done:
            assert obs["action_mask"].any()
            obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            total += reward
            done = term or trunc
        results.append((term, total))
    assert all(total in (-1.0, 0.0, 1.0) for _, total in results)
    assert all(total == 0.0 for term, total in results if not term)


def test_an_environment_observation_never_tells_a_hidden_card():
    deck_a = "Main deck:\n4 Kiln Hound\n20 Tidewater Flats\n4 Salt Wyrm\n" + PLANES
    deck_b = "Main deck:\n4 Ember Gull\n20 Tidewater Flats\n4 Salt Wyrm\n" + PLANES
    same = mtg_v0.raw_env(decks=[deck_a, deck_a])
    other = mtg_v0.raw_env(decks=[deck_a, deck_b])
    same.reset(seed=5)
    other.reset(seed=5)
    # Seat 0 sees neither of seat 1's hidden library cards.
    view = str(other.game.view(0))
    assert "Ember Gull" not in view and "Kiln Hound" not in str(same.game.view(0))
    for a, b in [(same.observe("player_0"), other.observe("player_0"))]:
        assert np.array_equal(a["observation"], b["observation"])
        assert np.array_equal(a["action_mask"], b["action_mask"])
    assert same.game.save() != other.game.save()
