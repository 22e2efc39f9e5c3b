"""What every computer player offers the game: a placement, and whether to swap."""

from __future__ import annotations

from threading import Event
from typing import Protocol

from ingenious_desktop.engine import Placement, PlayerView


class Player(Protocol):
    """A computer player. It sees one seat's :class:`PlayerView`, never the game; ``cancel``,
    when set, asks it to answer at once with the best it has."""

    def choose_placement(self, view: PlayerView, cancel: Event | None = None) -> Placement:
        """The placement to make now (it is this seat's turn to place)."""

    def choose_swap(self, view: PlayerView, cancel: Event | None = None) -> bool:
        """Whether to swap the rack now (at the end of this seat's turn)."""
