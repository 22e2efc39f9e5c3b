"""The value model alone, looking one placement ahead: the network's own play (and self-play's)."""

from __future__ import annotations

import random

from ingenious_desktop.engine import Placement, PlayerView

from ..model.lookahead import AFTER_PICKS, ranked_by_model
from ..model.moves import placements_due
from ..model.value import ValueModel, load_value_model
from .greedy import placement_seed


class OnePlyPlayer:
    """Plays the placement the model values most; with ``exploration`` it sometimes plays one
    of the next best instead (self-play needs varied games). Swaps whenever the rules allow.
    ``after_picks`` = 0 judges every placement on the board as it is (fast, for self-play)."""

    #: When exploring, the choice is among this many of the best.
    EXPLORE_AMONG = 4

    def __init__(self, model: ValueModel | None = None, seed: int | None = None, exploration: float = 0.0,
                 after_picks: int = AFTER_PICKS):
        self.model = model
        self.seed = seed
        self.exploration = exploration
        self.after_picks = after_picks

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        model = self.model or load_value_model(view.variant.name, view.variant.players)
        ranked = ranked_by_model(model, view, placements_due(view), self.after_picks)
        if self.exploration:
            rng = placement_seed(self.seed, view) if self.seed is not None else random.Random()
            if rng.random() < self.exploration:
                return rng.choice(ranked[: self.EXPLORE_AMONG])[1]
        return ranked[0][1]

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        return view.can_swap()
