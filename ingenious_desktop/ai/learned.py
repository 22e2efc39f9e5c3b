"""The value model looking one placement ahead: each placement judged by the win chance (or
solo result) it leaves, on the board as it is, and its bonus placements counted as the
model counts an owed bonus."""

from __future__ import annotations

import random

from ingenious_desktop.engine import Placement, PlayerView

from .features import BoardReading, read_position
from .greedy import placement_seed
from .moves import judged, placements_due
from .scoring import scores_after
from .value import ValueModel, load_value_model, six_digits


def model_judge(model: ValueModel, view: PlayerView):
    """judge(first, points, second, points) -> the mover's chance to win after the placement
    (the expected six-digit result in solo), with the rest of the board as it is now."""
    seen = read_position(view)
    reading = BoardReading(seen.board)
    variant = view.variant
    holder = variant.holder_of(view.seat)
    mine = view.my_scores
    owed_after = max(0, view.bonus_owed - 1)
    following = (view.seat + 1) % variant.players
    solo = model.kind == "result"

    def judge(first, first_points, second, second_points):
        after, bonuses = scores_after(mine, variant, first, first_points, second, second_points)
        scores = list(view.scores)
        scores[holder] = after
        if solo:
            return six_digits(model.lowest_colours(seen, reading, scores))
        owed = owed_after + bonuses
        return model.chances(seen, reading, scores, view.seat if owed else following, owed)[holder]

    return judge


class OnePlyPlayer:
    """Plays the placement the model values most; with ``exploration`` it sometimes plays one
    of the next best instead (self-play needs varied games). Swaps whenever the rules allow."""

    #: When exploring, the choice is among this many of the best.
    EXPLORE_AMONG = 4

    def __init__(self, model: ValueModel | None = None, seed: int | None = None, exploration: float = 0.0):
        self.model = model
        self.seed = seed
        self.exploration = exploration

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        model = self.model or load_value_model(view.variant.name, view.variant.players)
        ranked = judged(placements_due(view), model_judge(model, view))
        if self.exploration:
            rng = placement_seed(self.seed, view) if self.seed is not None else random.Random()
            if rng.random() < self.exploration:
                ranked.sort(key=lambda item: item[0], reverse=True)
                return rng.choice(ranked[: self.EXPLORE_AMONG])[1]
        return max(ranked, key=lambda item: item[0])[1]

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        return view.can_swap()
