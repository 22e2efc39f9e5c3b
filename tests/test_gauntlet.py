"""The gauntlet's rating: a Bradley-Terry fit recovers known strengths from games, with 95%
intervals that hold the truth and narrow as games accumulate; the pool's players are made by name."""

import math
import random

import pytest

from benchmarks import gauntlet
from benchmarks.ladder import fit_elo
from ingenious_desktop.ai.players.one_ply import OnePlyPlayer

TRUE_ELO = {"anchor": 0.0, "b": 80.0, "c": 200.0, "d": -150.0}


def synthetic_games(per_pair: int, seed: int) -> list[tuple[str, str, float]]:
    """Games between every pair, won with the Elo curve's chance of the true strengths; a tenth drawn."""
    rng, results = random.Random(seed), []
    names = list(TRUE_ELO)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            win = 1 / (1 + 10 ** ((TRUE_ELO[b] - TRUE_ELO[a]) / 400))
            for _ in range(per_pair):
                roll = rng.random()
                results.append((a, b, 0.5 if roll < 0.1 else 1.0 if roll < 0.1 + 0.9 * win else 0.0))
    return results


def intervals(per_pair: int, seed: int):
    names = list(TRUE_ELO)
    ratings, covariance = fit_elo(names, synthetic_games(per_pair, seed))
    spreads = [1.96 * math.sqrt(covariance[i][i]) for i in range(len(names))]
    return names, ratings, spreads


def test_the_fit_recovers_the_order_and_its_intervals_hold_the_true_strengths():
    names, ratings, spreads = intervals(400, seed=1)
    assert sorted(names, key=lambda n: ratings[names.index(n)]) == sorted(TRUE_ELO, key=TRUE_ELO.get)
    held = sum(abs(r - TRUE_ELO[n]) <= s for n, r, s in zip(names, ratings, spreads))
    assert held >= 3  # the anchor's (0 +- 0) and at least two of the three others
    assert ratings[0] == 0 and spreads[0] == 0
    assert all(15 < s < 45 for s in spreads[1:])  # 400 games a pair: about +-27 Elo


def test_more_games_narrow_the_intervals_by_about_the_square_root():
    _names, _ratings, few = intervals(100, seed=2)
    _names, _ratings, many = intervals(400, seed=2)
    assert all(1.6 < f / m < 2.5 for f, m in zip(few[1:], many[1:]))


def test_the_pool_is_made_by_name_and_other_names_go_to_levels_arena():
    assert [name for name, _make in gauntlet.POOL][:1] == ["handmade-1ply"]
    assert isinstance(gauntlet.make("network-1ply", 1, 0.1), OnePlyPlayer)
    assert gauntlet.make("network-1ply", 1, 0.1).network
    assert type(gauntlet.make("hard", 1, 0.1)).__name__ == "HardLevel"
    assert type(gauntlet.make("hard-search", 1, 0.1)).__name__ == "HardPlayer"


def test_a_stranger_that_is_no_learned_network_is_one_clear_error(tmp_path):
    broken = tmp_path / "sparring.npz"
    broken.write_bytes(b"not a network")
    with pytest.raises(ValueError, match="sparring.npz"):
        gauntlet.make(f"learned:{broken}", 1, 0.1)
