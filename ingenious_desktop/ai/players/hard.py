"""The hard level: the learner two plies deep in the variants it was trained on, the sampled
search (:mod:`.search`) everywhere else (docs/learner.md, "Shipped as the hard level")."""

from __future__ import annotations

from ingenious_desktop.engine import Placement, PlayerView

from ..model.learner_file import plays
from .search import HardPlayer
from .two_ply import DEFAULT_TWO_PLY, TwoPlyPlayer, TwoPlySettings


class HardLevel:
    """The hard level's player: each decision goes to the learner (:class:`TwoPlyPlayer`) where the
    shipped learner plays the view's variant, else to the search (:class:`HardPlayer`), with the
    same seed, time, sample cap and helper process; ``two_ply`` the learner's settings."""

    def __init__(self, seed: int | None = None, seconds: float = 1.0, samples: int | None = None,
                 use_helper: bool | None = None, two_ply: TwoPlySettings = DEFAULT_TWO_PLY):
        self.learner = TwoPlyPlayer(seed, seconds, samples, use_helper, two_ply)
        self.search = HardPlayer(seed, seconds, samples, use_helper)

    def player_for(self, view: PlayerView) -> TwoPlyPlayer | HardPlayer:
        """Who decides in ``view``'s variant."""
        return self.learner if plays(view.variant.name, view.variant.players) else self.search

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        return self.player_for(view).choose_placement(view, cancel)

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        """The learner's swap, chosen with its placement; the search's where the learner did not
        place this turn (a game loaded at a turn's end, ``bestmove --swap``)."""
        player = self.player_for(view)
        if player is self.learner and not self.learner.planned(view):
            player = self.search
        return player.choose_swap(view, cancel)
