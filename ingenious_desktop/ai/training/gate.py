"""The gate a candidate passes to replace the best: a sequential probability ratio test on its
scores in games against the best, stopping as soon as the games decide.

Each game scores the candidate a share in 0..1 (a win 1, a draw or a shared first place split).
Two hypotheses about its expected score: H0, it is ``elo0`` stronger than each of the others,
and H1, ``elo1`` stronger; the score of a player ``elo`` stronger than each of ``holders - 1``
equal rivals is ``e / (e + holders - 1)`` with ``e = 10^(elo / 400)`` (Bradley-Terry; with two
holders the logistic Elo curve). The log-likelihood ratio is the generalised SPRT's normal
approximation (Van den Bergh's, as chess engine testers use it), which holds for any score
distribution on 0..1: ``n (s1 - s0) (2 mean - s0 - s1) / (2 variance)``. The candidate passes
when it reaches ``log((1 - beta) / alpha)`` and fails at ``log(beta / (1 - alpha))``; ``alpha``
bounds the chance that a candidate only ``elo0`` stronger passes, ``beta`` the chance that one
``elo1`` stronger fails. The approximation needs games: before ``min_games`` nothing is decided.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

PASS = "pass"
FAIL = "fail"
UNDECIDED = "undecided"


@dataclass(frozen=True)
class Sprt:
    """A sequential test of H0 (``elo0`` stronger) against H1 (``elo1`` stronger) among ``holders``."""

    elo0: float = 0.0
    elo1: float = 30.0
    alpha: float = 0.05
    beta: float = 0.05
    holders: int = 2
    min_games: int = 100

    def expected(self, elo: float) -> float:
        """The expected score of a player ``elo`` stronger than each of its equal rivals."""
        strength = 10 ** (elo / 400)
        return strength / (strength + self.holders - 1)

    def llr(self, scores: Sequence[float]) -> float:
        """The log-likelihood ratio of H1 over H0 after ``scores`` (0 for fewer than two games)."""
        if len(scores) < 2:
            return 0.0
        s0, s1 = self.expected(self.elo0), self.expected(self.elo1)
        mean = math.fsum(scores) / len(scores)
        variance = max(math.fsum((x - mean) ** 2 for x in scores) / len(scores), 1e-6)  # all alike: finite
        return len(scores) * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)

    def bounds(self) -> tuple[float, float]:
        """(fail below, pass above) for the log-likelihood ratio."""
        return math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha)

    def verdict(self, scores: Sequence[float]) -> str:
        """PASS, FAIL or UNDECIDED after ``scores``."""
        if len(scores) < self.min_games:
            return UNDECIDED
        low, high = self.bounds()
        llr = self.llr(scores)
        return PASS if llr >= high else FAIL if llr <= low else UNDECIDED
