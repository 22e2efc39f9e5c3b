"""A learned network as a computer player (ai/players/protocol.py): one placement ahead on the
compiled core's summaries, the swap valued with the placement."""

from __future__ import annotations

from pathlib import Path

from ingenious_desktop.engine import Placement, PlayerView

from ... import native
from . import weights
from .game import Seat, choose_row
from .mlp import CoreForward


class LearnedPlayer:
    """Plays the placement (and swap) whose summary its network values most. Made from a weights
    file (:meth:`from_file`) the training command wrote; the learner and the sparring partner alike."""

    def __init__(self, seat: Seat):
        self.seat = seat
        self._swap_after: tuple[int, int] | None = None  # (seat, its placements made) after the swap's placement

    @classmethod
    def from_file(cls, path: Path | str) -> LearnedPlayer:
        """The player of a weights file, judging in the core; ValueError if the file is not one."""
        net, config = weights.load(Path(path))
        return cls(Seat(net, config, forward=CoreForward(net)))

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        position = native.Position.from_view(view)
        index, swap = choose_row(position, self.seat)
        self._swap_after = (view.seat, view.placements_made[view.seat] + 1) if swap else None
        return position.placement_at(index)

    def choose_swap(self, view: PlayerView, cancel=None) -> bool:
        """The swap chosen with this turn's placement (none if the placement was not this player's)."""
        planned = self._swap_after
        self._swap_after = None
        return planned == (view.seat, view.placements_made[view.seat]) and view.can_swap()
