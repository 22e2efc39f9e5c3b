"""The two levels that look one placement ahead: easy (a beginner) and medium (a strong greedy)."""

from __future__ import annotations

import random

from ingenious_desktop.engine import Placement, PlayerView

from ..model.moves import judged, placements_due
from ..model.scoring import scores_after


def decision_seed(seed: int | None, view: PlayerView) -> str | None:
    """What seeds the random choices of one decision: the player's seed and what it sees, so the
    same seed gives the same move in the same position however often it is asked."""
    if seed is None:
        return None
    return f"{seed}|{view.board.colour}|{sorted(view.rack)}|{view.scores}|{view.bonus_owed}|{view.phase.value}"


def placement_seed(seed: int | None, view: PlayerView) -> random.Random:
    """A random source for one decision (fresh randomness without a seed)."""
    text = decision_seed(seed, view)
    return random.Random() if text is None else random.Random(text)


def with_misses(rng: random.Random, ranked: list, miss_rate: float) -> Placement:
    """The placement (an item's last element) of ``ranked``'s first item; ``miss_rate`` of the
    time, one of its first EasyPlayer.MISS_AMONG instead."""
    if rng.random() < miss_rate:
        return rng.choice(ranked[: EasyPlayer.MISS_AMONG])[-1]
    return ranked[0][-1]


class EasyPlayer:
    """A beginner: takes points, likes its lowest colour, but judges roughly and sometimes
    misses the best placement altogether. Swaps about half the times it may."""

    #: How roughly a placement is judged: noise in points.
    NOISE = 2.0
    #: How often it overlooks the best and plays one of its few next best.
    MISS_RATE = 0.2
    MISS_AMONG = 6

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        rng = placement_seed(self.seed, view)
        ranked = sorted(((value + rng.gauss(0, self.NOISE), i, placement)
                         for i, (value, placement) in enumerate(self.judged(view))),
                        reverse=True)
        return with_misses(rng, ranked, self.MISS_RATE)

    def judged(self, view: PlayerView) -> list[tuple[float, Placement]]:
        """Each placement with its value: points gained, those in the lowest colour counted twice."""
        scores, variant = view.my_scores, view.variant
        lowest = min(scores)

        def judge(first, first_points, second, second_points):
            after, _bonuses = scores_after(scores, variant, first, first_points, second, second_points)
            gained = sum(after) - sum(scores)
            on_lowest = sum(after[c] - scores[c] for c in {first, second} if scores[c] == lowest)
            return gained + on_lowest

        return judged(placements_due(view), judge)

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        return view.can_swap() and placement_seed(self.seed, view).random() < 0.5


class MediumPlayer:
    """A strong greedy: the placement that leaves its (team's) sorted score list best, then the
    one that scores most; swaps whenever the rules allow (a rack without the lowest colour)."""

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        best_value, best = None, None
        for value, placement in self.judged(view):
            if best is None or value > best_value:
                best_value, best = value, placement
        return best

    def judged(self, view: PlayerView) -> list[tuple[tuple, Placement]]:
        """Each placement with its value: the sorted score list it leaves, then its points."""
        scores, variant = view.my_scores, view.variant

        def judge(first, first_points, second, second_points):
            after, _bonuses = scores_after(scores, variant, first, first_points, second, second_points)
            return sorted(after), first_points + second_points

        return judged(placements_due(view), judge)

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        return view.can_swap()
