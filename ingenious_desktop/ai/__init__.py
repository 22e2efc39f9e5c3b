"""Computer players, with no Qt. A player sees a :class:`PlayerView`, never the game.

Four rooms: ``players`` (the levels, :func:`make_player`; the named opponents,
:data:`OPPONENTS`, each with ``level``, ``name``, ``style`` and ``make(seed, seconds, helper)``;
the search, the learner two plies deep and their helper process), ``model`` (features, the
hand-made value model behind the medium leveller, :func:`load_value_model`; the value network
behind the hard search and the coach, :mod:`.model.network_file`; the learner behind the hard
level of 2-player standard, :mod:`.model.learner_file`; and the calibration), ``training`` (self-play and fitting,
never imported at run time) and ``native``, the compiled core that plays the rules, the models
and the searches where speed counts. The coach (:mod:`.coach`) and the arena (:mod:`.arena`)
use the first two.

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

from .model.files import ModelError
from .model.learner_file import check_learner, forget_learner
from .model.network_file import check_networks, forget_networks
from .model.value import ValueModel, check_hand_made_models, load_value_model
from .players.greedy import EasyPlayer, MediumPlayer
from .players.hard import HardLevel
from .players.helper import take_failure as take_helper_failure
from .players.opponents import OPPONENTS, Opponent, opponent_named
from .players.protocol import Player
from .players.search import HardPlayer


def check_value_models() -> None:
    """ModelError unless every variant's hand-made value model, each shipped network and the learner read soundly (at start)."""
    check_hand_made_models()
    check_networks()
    check_learner()


def make_player(level: str, seed: int | None = None, seconds: float = 1.0, *, helper: bool | None = None) -> Player:
    """A computer player of ``level`` ("easy", "medium" or "hard"); ``seconds`` is the hard
    level's time per decision, ``helper`` whether it also searches in a second process (by
    default where there is a second core). The hard level is the learner two plies deep in
    2-player standard and the search elsewhere (:class:`HardLevel`). The player has ``choose_placement(view, cancel=None)``
    and ``choose_swap(view, cancel=None)``."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer()
    if level == "hard":
        return HardLevel(seed, seconds, use_helper=helper)
    raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")


def seat_player(level: str, opponent: str | None = None, seed: int | None = None, seconds: float = 1.0, *,
                helper: bool | None = None) -> Player:
    """The computer that plays a seat of ``level``: its named ``opponent`` if one of that name plays that level,
    else the level's own player (a name this program does not know at that level, from a later version or a
    file edited by hand, plays as the plain level). Arguments as :func:`make_player`'s."""
    named = next((known for known in OPPONENTS if known.name == opponent and known.level == level), None)
    return make_player(level, seed, seconds, helper=helper) if named is None else named.make(seed, seconds, helper)


def forget_loaded_networks() -> None:
    """Let go of the networks the computers have read (a few MB): a server calls it once its last computer
    seat has gone; the next computer that needs one reads it again."""
    forget_networks()
    forget_learner()


__all__ = ["LEVELS", "OPPONENTS", "EasyPlayer", "HardLevel", "HardPlayer", "MediumPlayer", "ModelError", "Opponent",
           "Player", "ValueModel", "check_value_models", "forget_loaded_networks", "load_value_model", "make_player",
           "opponent_named", "seat_player", "take_helper_failure"]
