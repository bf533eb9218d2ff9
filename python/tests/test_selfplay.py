"""Self-play over Ray on a local two-CPU Ray."""

import pytest

ray = pytest.importorskip("ray", reason="ray is not installed (pip install ray)")

import ryoiki  # noqa: E402
from ryoiki import selfplay  # noqa: E402


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, ignore_reinit_error=True)
    yield
    ray.shutdown()


def test_games_over_ray_workers_are_the_games_played_here(local_ray):
    results = selfplay.run("mtg", 6, seed=10, workers=2, record=True, max_steps=400)
    assert [r["seed"] for r in results] == list(range(10, 16))
    here = selfplay.play_games("mtg", range(10, 16), record=True, max_steps=400)
    for a, b in zip(results, here):
        assert (a["steps"], a["end"], a["outcome"], a["rewards"]) == (b["steps"], b["end"], b["outcome"], b["rewards"])
        assert len(a["trajectory"]) == a["steps"]
        assert [s["action"] for s in a["trajectory"]] == [s["action"] for s in b["trajectory"]]
        for step in a["trajectory"]:
            assert step["action_mask"][step["action"]] == 1
        if a["end"] == "game-over":
            assert sorted(a["rewards"]) in ([-1.0, 1.0], [0.0, 0.0])
        else:
            assert a["rewards"] == [0.0, 0.0]


def first_listed(observation, mask, seat, rng):
    return 0


def test_a_policy_is_sent_to_the_workers(local_ray):
    results = selfplay.run("tidepool", 2, workers=2, policy=first_listed, record=True, max_steps=30)
    for r in results:
        assert r["end"] == "step-limit" and r["steps"] == 30
        assert all(s["action"] == 0 for s in r["trajectory"])


def test_a_pool_keeps_its_workers_between_batches(local_ray):
    with selfplay.Pool("mtg", workers=2, max_steps=200) as pool:
        workers = list(pool.workers)
        first = pool.run(3, seed=20)
        second = pool.run(3, seed=23)
        assert pool.workers == workers
    assert pool.workers == []
    assert [r["seed"] for r in first + second] == list(range(20, 26))
    here = selfplay.play_games("mtg", range(20, 26), max_steps=200)
    assert [(r["steps"], r["end"]) for r in first + second] == [(r["steps"], r["end"]) for r in here]


def test_the_default_policy_stays_in_the_game_and_plays_magic_out():
    # The environments' game: Magic under its rules from the sample decks. A random
    # player that may concede ends it within a few actions; the default never concedes.
    results = [selfplay.play_game("mtg", seed, max_steps=3000) for seed in range(3)]
    assert all(r["end"] == "game-over" for r in results), results
    assert min(r["steps"] for r in results) > 50, [r["steps"] for r in results]
    g = ryoiki.Game("mtg", decks=ryoiki.sample_decks("mtg"), seed=1)
    seat, n = g.mover()
    leaving = g.leaving()
    assert leaving is None or 0 <= leaving < n
