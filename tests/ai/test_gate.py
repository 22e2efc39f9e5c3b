"""The training's gate: a sequential test that passes a candidate only with a margin; the seeds that tune never deal a report's games."""

import random

import pytest
from hypothesis import given, strategies as st

from ingenious_desktop.ai.training import train_network
from ingenious_desktop.ai.training.gate import FAIL, PASS, UNDECIDED, Sprt
from ingenious_desktop.ai.training.seeds import reporting_seed, tuning_seed


def test_the_log_likelihood_ratio_of_sixty_wins_in_a_hundred_is_the_hand_computed_one():
    # s0 = 0.5, s1 = 1 / (1 + 10^(-30/400)) = 0.543066; mean 0.6, variance 0.24:
    # 100 * 0.043066 * (1.2 - 1.043066) / (2 * 0.24) = 1.4080
    assert Sprt(elo0=0, elo1=30).llr([1.0] * 60 + [0.0] * 40) == pytest.approx(1.4080, abs=1e-4)
    assert Sprt().bounds() == pytest.approx((-2.9444, 2.9444), abs=1e-4)  # log(0.05 / 0.95), log(0.95 / 0.05)


def test_a_player_as_strong_as_its_rivals_expects_the_fair_share():
    assert Sprt(holders=2).expected(0) == pytest.approx(1 / 2)
    assert Sprt(holders=4).expected(0) == pytest.approx(1 / 4)
    assert Sprt(holders=2).expected(400) == pytest.approx(10 / 11)


def test_nothing_is_decided_before_the_fewest_games():
    assert Sprt(min_games=100).verdict([1.0] * 99) == UNDECIDED
    assert Sprt(min_games=100).verdict([1.0] * 100) == PASS
    assert Sprt(min_games=100).verdict([0.0] * 100) == FAIL


def run(sprt: Sprt, chance: float, rng: random.Random, most: int = 4000, every: int = 100) -> str:
    """The verdict on games won with ``chance``, looked at every ``every`` games (as the training's waves)."""
    scores = []
    while len(scores) < most:
        scores.extend(1.0 if rng.random() < chance else 0.0 for _ in range(every))
        verdict = sprt.verdict(scores)
        if verdict != UNDECIDED:
            return verdict
    return UNDECIDED


def test_a_candidate_no_better_rarely_passes_and_a_clearly_better_one_mostly_does():
    sprt, rng = Sprt(elo0=0, elo1=30, alpha=0.05, beta=0.05), random.Random(5)
    equal = [run(sprt, 0.5, rng) for _ in range(100)]
    better = [run(sprt, sprt.expected(60), rng) for _ in range(100)]
    assert equal.count(PASS) <= 12  # alpha 0.05: 5 expected, 12 or more has chance < 0.5%
    assert better.count(PASS) >= 85  # beta 0.05 at 30 Elo; at 60 Elo fewer still fail


@given(st.lists(st.sampled_from([0.0, 0.5, 1.0]), min_size=2, max_size=300))
def test_the_ratio_is_finite_and_leans_the_way_the_mean_does(scores):
    sprt = Sprt()
    llr = sprt.llr(scores)
    middle = (sprt.expected(sprt.elo0) + sprt.expected(sprt.elo1)) / 2
    mean = sum(scores) / len(scores)
    assert llr == llr and abs(llr) < float("inf")
    assert (llr > 0) == (mean > middle) or llr == 0


@given(st.lists(st.one_of(st.integers(), st.text(max_size=8)), max_size=4))
def test_a_tuning_seed_is_never_a_reporting_seed(parts):
    assert tuning_seed(*parts) < 2 ** 63 <= reporting_seed(*parts) < 2 ** 64
    assert tuning_seed(*parts) == tuning_seed(*parts)


def test_the_training_deals_only_tuning_seeds():
    assert train_network.derived_seed(1, "judge", 7) == tuning_seed(1, "judge", 7)
