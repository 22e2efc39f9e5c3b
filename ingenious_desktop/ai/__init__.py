"""Computer players, pure Python with no Qt. A player sees a :class:`PlayerView`, never the game.

The levels (:func:`make_player`), the named opponents of each level (:data:`OPPONENTS`, each
with ``level``, ``name``, ``style`` and ``make(seed, seconds, helper)``), and the learned
value model behind the hard level and the coach (:func:`load_value_model`).

    >>> from ingenious_desktop.engine import Game
    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> player = make_player("medium")
    >>> placement = player.choose_placement(game.view(0))
    >>> placement in game.legal_placements()
    True
"""

from __future__ import annotations

from ingenious_desktop.engine import LEVELS

from .greedy import EasyPlayer, MediumPlayer
from .opponents import OPPONENTS, Opponent, opponent_named
from .search import HardPlayer
from .value import ModelError, ValueModel, load_value_model


def make_player(level: str, seed: int | None = None, seconds: float = 1.0, *, helper: bool | None = None):
    """A computer player of ``level`` ("easy", "medium" or "hard"); ``seconds`` is the hard
    level's time per decision, ``helper`` whether it also searches in a second process (by
    default where there is a second core). The player has ``choose_placement(view, cancel=None)``
    and ``choose_swap(view, cancel=None)``."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer()
    if level == "hard":
        return HardPlayer(seed, seconds, use_helper=helper)
    raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "OPPONENTS", "EasyPlayer", "HardPlayer", "MediumPlayer", "ModelError", "Opponent", "ValueModel",
           "load_value_model", "make_player", "opponent_named"]
