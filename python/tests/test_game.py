"""The Game API over every listed game: views, actions, events, errors, saving."""

import json

import numpy as np
import pytest

import ryoiki
from conftest import PLANES

GAMES = ["mtg", "fow", "pmv", "tidepool"]



@pytest.fixture(autouse=True, scope="module")
def tidepool():
    assert ryoiki.load_tidepool() == "tidepool"


def test_every_built_in_game_is_listed():
    keys = [g["key"] for g in ryoiki.games()]
    for k in ["fow", "pmv", "mtg", "tidepool"]:
        assert k in keys
    mtg = next(g for g in ryoiki.games() if g["key"] == "mtg")
    assert "two-headed-giant" in mtg["variants"]
    assert mtg["name_ja"] != mtg["name"]


def test_an_unknown_game_is_refused_naming_the_known_ones():
    with pytest.raises(ryoiki.UnknownGame, match="unknown game 'nope'.*mtg"):
        ryoiki.Game("nope")


def test_an_unknown_variant_is_refused_naming_the_variants():
    with pytest.raises(ryoiki.SetupError, match="no variant 'nope'.*two-headed-giant"):
        ryoiki.Game("mtg", variant="nope")


@pytest.mark.parametrize("key", GAMES)
def test_the_same_seed_gives_the_same_game_handles_included(key):
    a, b = ryoiki.Game(key, seed=7), ryoiki.Game(key, seed=7)
    assert a.view(0) == b.view(0)
    assert a.to_move() == b.to_move()
    assert len(a.players) >= 2


@pytest.mark.parametrize("key", GAMES)
def test_a_listed_action_applies_and_its_events_carry_rules_in_both_languages(key):
    g = ryoiki.Game(key, seed=1)
    seen_rules = False
    for _ in range(30):
        seat, actions = g.to_move()
        assert actions, "the seat to move has actions listed"
        events = g.apply(seat, 0)
        for e in events:
            assert set(["event", "en", "ja", "rules"]) <= set(e)
            seen_rules = seen_rules or bool(e["rules"])
    assert g.steps == 30
    assert seen_rules, "some event cites a rule"


def test_an_action_by_value_is_the_same_as_by_index():
    a, b = ryoiki.Game("fow", seed=3), ryoiki.Game("fow", seed=3)
    seat, actions = a.to_move()
    a.apply(seat, 2)
    b.apply(seat, actions[2])
    assert a.save() == b.save()
    c = ryoiki.Game("fow", seed=3)
    c.apply(seat, json.dumps(actions[2]))
    assert c.save() == a.save()


def test_a_bad_action_is_refused_with_the_engines_reason_and_changes_nothing():
    g = ryoiki.Game("mtg", seed=2)
    before = g.save()
    seat, actions = g.to_move()
    with pytest.raises(ryoiki.ActionRefused, match=f"outside the {len(actions)} listed"):
        g.apply(seat, len(actions))
    with pytest.raises(ryoiki.ActionRefused, match="no zone 'nowhere'"):
        g.apply(seat, {"action": "shuffle", "zone": {"zone": "nowhere"}})
    with pytest.raises(ryoiki.ActionRefused, match="not an action as listed"):
        g.apply(seat, {"action": "fly"})
    with pytest.raises(ryoiki.NoSuchSeat, match="no seat 9"):
        g.view(9)
    assert g.save() == before
    assert g.steps == 0


def test_the_cheap_mover_and_act_agree_with_to_move_and_apply():
    a, b = ryoiki.Game("mtg", seed=8), ryoiki.Game("mtg", seed=8)
    for i in range(20):
        seat, actions = a.to_move()
        assert b.mover() == (seat, len(actions))
        events = a.apply(seat, i % len(actions))
        assert b.act(seat, i % len(actions)) is None
        assert b.events(seat) == events
    assert a.save() == b.save()
    seat, listed = b.mover()
    with pytest.raises(ryoiki.ActionRefused, match=f"outside the {listed} listed"):
        b.act(seat, listed)
    assert a.save() == b.save()


def test_a_clone_is_independent():
    g = ryoiki.Game("pmv", seed=4)
    c = g.clone()
    seat, _ = c.to_move()
    c.apply(seat, 0)
    assert c.steps == 1 and g.steps == 0
    assert c.save() != g.save()


@pytest.mark.parametrize("key", GAMES)
def test_a_saved_game_restores_to_the_same_state(key):
    g = ryoiki.Game(key, seed=5)
    g.play_random(40, seed=9)
    r = ryoiki.Game.restore(g.save())
    for seat in range(len(g.players)):
        assert r.view(seat) == g.view(seat)
    assert r.to_move() == g.to_move()
    assert r.save() == g.save()


def test_a_game_pickles_as_its_saved_game():
    import pickle

    g = ryoiki.Game("mtg", seed=6)
    g.play_random(25, seed=2)
    back = pickle.loads(pickle.dumps(g))
    assert back.save() == g.save() and back.view(1) == g.view(1)


def test_a_bad_save_is_refused():
    with pytest.raises(ryoiki.RestoreError, match="not a saved game"):
        ryoiki.Game.restore("{}")


def test_decks_from_files_and_from_text(root):
    path = str(root / "decks" / "mtg" / "gulls.txt")
    g = ryoiki.Game("mtg", decks=[path, path], seed=1)
    assert g.players == ["p0", "p1"]
    text = "Main deck:\n20 Tidewater Flats\n4 Salt Wyrm\n" + PLANES
    t = ryoiki.Game("mtg", decks=[text, text], seed=1)
    counts = {z["zone"]: z["count"] for z in t.view(0)["zones"] if z.get("player") == 0}
    assert counts["library"] == 24


def test_a_game_from_kept_deck_texts_is_the_game_the_files_give(root, tmp_path):
    # Texts are kept once read; files are read at every start. Both give one game.
    texts = ryoiki.sample_decks("mtg")
    pool = f"pool: {root / 'decks' / 'pools' / 'mtg.toml'}\n"
    files = []
    for i, text in enumerate(texts):
        f = tmp_path / f"deck{i}.txt"
        f.write_text(pool + text)
        files.append(str(f))
    for seed in (3, 4, 3):
        from_texts = ryoiki.Game("mtg", decks=texts, seed=seed)
        from_files = ryoiki.Game("mtg", decks=files, seed=seed)
        assert from_texts.save() == from_files.save()
    assert ryoiki.Game("mtg", decks=texts, seed=3).save() != ryoiki.Game("mtg", decks=texts, seed=4).save()


def test_a_deck_file_changed_between_starts_is_read_again(root, tmp_path):
    f = tmp_path / "deck.txt"
    pool = f"pool: {root / 'decks' / 'pools' / 'mtg.toml'}\n"
    f.write_text(pool + "Main deck:\n20 Tidewater Flats\n4 Salt Wyrm\n" + PLANES)
    first = ryoiki.Game("mtg", decks=[str(f), str(f)], seed=1)
    f.write_text(pool + "Main deck:\n20 Tidewater Flats\n4 Ember Gull\n" + PLANES)
    second = ryoiki.Game("mtg", decks=[str(f), str(f)], seed=1)
    assert "Salt Wyrm" in first.save() and "Salt Wyrm" not in second.save()
    assert "Ember Gull" in second.save()


def test_the_observation_and_mask_call_gives_the_observation_and_the_listed_actions():
    g = ryoiki.Game("mtg", decks=ryoiki.sample_decks("mtg"), seed=2)
    mover, listed = g.mover()
    for seat in range(len(g.players)):
        obs, mask = g.observation_and_mask(seat, 64)
        assert isinstance(obs, bytearray) and isinstance(mask, bytearray)
        assert bytes(obs) == g.observation_bytes(seat)
        marked = min(listed, 64) if seat == mover else 0
        assert list(mask) == [1] * marked + [0] * (64 - marked)
    view = np.frombuffer(g.observation_and_mask(mover, 8)[0], dtype=np.float32)
    view[0] += 1.0  # writable: a view of the bytearray, no copy
    assert np.array_equal(ryoiki.observation(g, mover), np.frombuffer(g.observation_bytes(mover), dtype=np.float32))


def test_a_bad_deck_is_refused_naming_its_line():
    bad = "Main deck:\n4 Salt Wyrm\n4 No Such Card Anywhere\n"
    with pytest.raises(ryoiki.SetupError, match="deck 1.*3"):
        ryoiki.Game("mtg", decks=["Main deck:\n4 Salt Wyrm\n", bad])
    with pytest.raises(ryoiki.SetupError, match="at least two"):
        ryoiki.Game("mtg", decks=["Main deck:\n4 Salt Wyrm\n"])


def test_the_pending_decision_is_shown_to_its_decider_only_while_pending():
    # Play until some decision is pending (or give up after many steps); whenever one
    # is, pending_decision names options and only its decider is to move.
    found = False
    for seed in range(20):
        g = ryoiki.Game("fow", seed=seed)
        for _ in range(200):
            p = g.pending_decision()
            if p is not None:
                seat, _ = g.to_move()
                assert p["decider"] == seat
                assert "options" in p
                found = True
                break
            if g.play_random(1, seed=seed) == 0:
                break
        if found:
            break
    if not found:
        assert ryoiki.Game("fow").pending_decision() is None


def test_magic_games_end_and_the_outcome_names_winners_and_losers():
    results = ryoiki.random_games("mtg", 30, seed=0, max_steps=3000, decks=ryoiki.sample_decks("mtg"))
    ended = [r for r in results if r["end"] == "game-over"]
    assert ended, "a Magic game played at random under its rules ends (life, library, concession)"
    for r in ended:
        o = r["outcome"]
        assert o["known"]
        assert sorted(o["winners"] + o["losers"]) == [0, 1]
        assert o["draw"] == (o["winners"] == [])
    for r in results:
        if r["end"] != "game-over":
            assert r["outcome"] is None


def test_an_ended_game_reports_its_outcome_and_refuses_nothing_it_lists():
    decks = ryoiki.sample_decks("mtg")
    r = next(r for r in ryoiki.random_games("mtg", 30, max_steps=3000, decks=decks) if r["end"] == "game-over")
    g = ryoiki.Game("mtg", decks=decks, seed=r["seed"])
    assert g.outcome() is None
    g.play_random(r["steps"], seed=r["seed"] ^ 0xB07)
    assert g.is_over()
    assert g.outcome() == r["outcome"]


def test_games_without_an_end_run_to_the_step_limit():
    # Tidepool has no end: every game stops at the step limit.
    results = ryoiki.random_games("tidepool", 2, max_steps=150)
    assert all(r["end"] == "step-limit" and r["steps"] == 150 for r in results)
    assert all(r["outcome"] is None for r in results)
    # FoW and PMV have a turn frame: a random game may start and end (a concession, 0
    # life, an empty deck) before the limit; one that does not stops at it.
    for key in ["fow", "pmv"]:
        for r in ryoiki.random_games(key, 4, max_steps=150):
            if r["end"] == "step-limit":
                assert r["steps"] == 150 and r["outcome"] is None, r
            else:
                assert r["end"] == "game-over" and r["steps"] <= 150, r


def test_random_games_are_the_same_on_one_thread_or_two():
    one = ryoiki.random_games("mtg", 6, seed=3, max_steps=500, threads=1)
    two = ryoiki.random_games("mtg", 6, seed=3, max_steps=500, threads=2)
    assert one == two
    assert [r["seed"] for r in one] == list(range(3, 9))


def test_observations_have_the_documented_size_and_change_with_play():
    g = ryoiki.Game("mtg", seed=1)
    o = ryoiki.observation(g, 0)
    assert o.dtype == np.float32 and o.shape == (g.observation_size,)
    zones = len(g.view(0)["zones"])
    assert g.observation_size == zones * ryoiki.ZONE_FEATURES + ryoiki.PUBLIC_SLOTS + ryoiki.STATUS_FEATURES
    g.play_random(50, seed=1)
    assert not np.array_equal(o, ryoiki.observation(g, 0))


def hidden_pair(key, deck_a, deck_b):
    """Two games differing only in one deck's hidden card."""
    return ryoiki.Game(key, decks=[deck_a, deck_a], seed=11), ryoiki.Game(key, decks=[deck_a, deck_b], seed=11)


@pytest.mark.parametrize(
    "key,deck_a,deck_b,swapped",
    [
        (
            "mtg",
            "Main deck:\n4 Kiln Hound\n20 Tidewater Flats\n4 Salt Wyrm\n" + PLANES,
            "Main deck:\n4 Ember Gull\n20 Tidewater Flats\n4 Salt Wyrm\n" + PLANES,
            ("Kiln Hound", "Ember Gull"),
        ),
        (
            "fow",
            "Ruler:\n1 Wandering Sage\nMain deck:\n4 Ashen Wolf\n36 Moonlit Fox\n",
            "Ruler:\n1 Wandering Sage\nMain deck:\n4 Briar Knight\n36 Moonlit Fox\n",
            ("Ashen Wolf", "Briar Knight"),
        ),
    ],
)
def test_observations_never_tell_a_hidden_card(key, deck_a, deck_b, swapped):
    a, b = hidden_pair(key, deck_a, deck_b)
    checked = 0
    for seat in range(len(a.players)):
        sees = any(n in json.dumps(g.view(seat)) for g in (a, b) for n in swapped)
        if sees:
            continue
        assert np.array_equal(ryoiki.observation(a, seat), ryoiki.observation(b, seat))
        checked += 1
    assert checked >= 1, "some seat cannot see the swapped cards"
    # The games do differ: their saved setups name different cards.
    assert a.save() != b.save()


def test_a_batch_steps_every_game_and_refuses_a_bad_index_changing_nothing():
    batch = ryoiki.GameBatch("mtg", 4, seed=0, max_steps=300, max_actions=256)
    rows = batch.observe()
    assert rows["obs"].shape == (4, batch.observation_size)
    assert rows["mask"].shape == (4, 256)
    for i in range(4):
        g = ryoiki.Game("mtg", seed=i)
        seat, actions = g.to_move()
        assert rows["seat"][i] == seat
        assert rows["mask"][i].sum() == min(len(actions), 256) == rows["listed"][i]
        assert np.array_equal(rows["obs"][i], ryoiki.observation(g, seat))
    bad = [0, 0, 0, 255]
    with pytest.raises(ryoiki.ActionRefused, match="game 3"):
        batch.step(bad)
    assert all(np.array_equal(rows[k], v) for k, v in batch.observe().items())
    with pytest.raises(ryoiki.ActionRefused, match="3 actions given for 4 games"):
        batch.step([0, 0, 0])
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        rows = batch.step(batch.random_actions(rows, rng))
        assert np.array_equal(rows["listed"], rows["mask"].sum(axis=1))
        ended += int(rows["terminated"].sum() + rows["truncated"].sum())
        for i in np.flatnonzero(rows["terminated"]):
            assert sorted(rows["rewards"][i].tolist()) in ([-1.0, 1.0], [0.0, 0.0])
    assert ended > 0


def test_a_batch_plays_the_same_games_on_one_thread_or_two():
    one = ryoiki.GameBatch("mtg", 5, seed=2, max_steps=60, threads=1)
    two = ryoiki.GameBatch("mtg", 5, seed=2, max_steps=60, threads=2)
    rng = np.random.default_rng(4)
    a, b = one.observe(), two.observe()
    for _ in range(150):
        assert all(np.array_equal(a[k], b[k]) for k in a)
        actions = one.random_actions(a, rng)
        a, b = one.step(actions), two.step(actions)
    assert all(np.array_equal(a[k], b[k]) for k in a)


def test_a_data_game_loads_from_its_file_or_text(root):
    assert ryoiki.load_game_file(str(root / "games" / "tidepool.toml")) == "tidepool"
    with pytest.raises(ryoiki.DefinitionError):
        ryoiki.load_game_text("[game]\nkey = 3\n", "broken.toml")


def test_a_game_from_the_sample_decks_is_played_under_its_rules():
    decks = ryoiki.sample_decks("mtg")
    assert len(decks) == 2 and all("pool:" not in d for d in decks)
    g = ryoiki.Game("mtg", decks=decks, seed=4)
    seat, n = g.mover()
    # 2009 rule 101.2: the game begins with a decision (who plays first), not a table
    # of free moves.
    assert g.pending_decision() is not None
    assert all(a["action"] in ("answer", "game") for a in g.legal_actions(seat)), g.legal_actions(seat)
    assert ryoiki.sample_decks("tidepool") == []


def test_random_players_stay_in_the_game_and_the_batch_says_which_action_leaves():
    decks = ryoiki.sample_decks("mtg")
    # Whole random games under the rules last (no random concession a few actions in).
    results = ryoiki.random_games("mtg", 4, seed=1, max_steps=5000, decks=decks)
    assert all(r["end"] == "game-over" for r in results), results
    assert min(r["steps"] for r in results) > 50, results
    batch = ryoiki.GameBatch("mtg", 8, seed=2, decks=decks)
    rows = batch.observe()
    rng = np.random.default_rng(0)
    seen_leaving = 0
    for _ in range(300):
        leaves = rows["leaves"]
        listed = rows["mask"].sum(axis=1)
        for g in range(len(batch)):
            if leaves[g] >= 0:
                seen_leaving += 1
                assert leaves[g] < listed[g]
                seat = int(rows["seat"][g])
                assert seat >= 0
        picks = batch.random_actions(rows, rng)
        for g, p in enumerate(picks):
            assert 0 <= p < max(listed[g], 1)
            if listed[g] > 1:
                assert p != leaves[g], (g, p, leaves[g])
        rows = batch.step(picks)
    assert seen_leaving > 0


def test_fow_and_pmv_games_under_their_frame_name_their_winner():
    for key in ["fow", "pmv"]:
        results = ryoiki.random_games(key, 6, seed=0, max_steps=5000, decks=ryoiki.sample_decks(key))
        ended = [r for r in results if r["end"] == "game-over"]
        assert ended, (key, results)
        for r in ended:
            o = r["outcome"]
            assert o["known"] and not o["draw"], (key, r)
            assert len(o["winners"]) == 1 and sorted(o["winners"] + o["losers"]) == [0, 1], (key, r)
