"""A value model alone, looking one placement ahead: the hand-made model's or the value network's own play."""

from __future__ import annotations

import random

from ingenious_desktop.engine import Placement, PlayerView

from .. import native
from ..model.lookahead import AFTER_PICKS
from ..model.network_file import load_network
from ..model.value import ValueModel, load_core_model
from .greedy import placement_seed


class OnePlyPlayer:
    """Plays the placement the model values most; with ``exploration`` it sometimes plays one
    of the next best instead (self-play needs varied games). Swaps whenever the rules allow.
    ``after_picks`` = 0 judges every placement on the board as it is (fast, for self-play).
    With no model given it plays the shipped hand-made model, or with ``network`` the value network."""

    #: When exploring, the choice is among this many of the best.
    EXPLORE_AMONG = 4

    def __init__(self, model: ValueModel | None = None, seed: int | None = None, exploration: float = 0.0,
                 after_picks: int = AFTER_PICKS, network: bool = False):
        self.model = model
        self.network = network
        self.seed = seed
        self.exploration = exploration
        self.after_picks = after_picks
        self._core: native.Model | None = None

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        ranked = native.Position.from_view(view).rank_by_model(self._core_model(view), self.after_picks)
        if self.exploration:
            rng = placement_seed(self.seed, view) if self.seed is not None else random.Random()
            if rng.random() < self.exploration:
                return rng.choice(ranked[: self.EXPLORE_AMONG])[1]
        return ranked[0][1]

    def _core_model(self, view: PlayerView) -> native.Model:
        """The model in the core: the one given (made once), else the shipped one of the view's variant."""
        if self.model is None:
            load = load_network if self.network else load_core_model
            return load(view.variant.name, view.variant.players)
        if self._core is None:
            model = self.model
            self._core = native.Model(model.kind, view.variant.name, view.variant.players, model.weights, model.hidden)
        return self._core

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        return view.can_swap()
