"""The learner's value as the coach's win chance (issue 42, item 6), for benchmarks.coach_calibration.

The learner values the position a placement leaves for the player who made it, from -1 (lost)
to 1 (won alone); a draw was 0 in its training, so in 2-player games ``(v + 1) / 2`` reads as
the chance the benchmark scores (a win 1, a draw ½). At the start of a seat's turn its chance is
the value of its best choice, as the coach's hint gives it:

- ``one ply``: the best value over every legal placement, with and without the swap after it
  (what the one-ply learner would play);
- ``two plies``: for the network's best rows one ply ahead, the mean over dealt racks of what the
  opponent's best reply leaves this seat (the two-ply player's own judgement, at a fixed number of
  deals and a fixed seed, so the same view gives the same value), the best of those means.

Only the view of the seat to move is read (the two-ply deals come from the tiles it has not seen).
"""

from __future__ import annotations

import random
from array import array
from pathlib import Path

from ingenious_desktop.ai import native
from ingenious_desktop.ai.model.calibration import layer_inputs, logistic
from ingenious_desktop.ai.model.learner_file import LearnerNetwork
from ingenious_desktop.ai.players.two_ply import Candidate, after_reply, best_rows, deal
from ingenious_desktop.ai.training.calibration_fit import fit_logistic
from ingenious_desktop.ai.training.export_learner import network_of
from ingenious_desktop.ai.training.learner import weights
from ingenious_desktop.engine import PlayerView

#: Deals behind one two-ply value (the two-ply player at 1 s a move searches tens to hundreds).
DEALS = 16
#: Rows judged two plies ahead (the two-ply player of issue 36 searched 6; the hard level now 4).
ROWS = 6


def chance_of(value: float) -> float:
    """A learner's value in [-1, 1] as a 2-player win chance, a draw half."""
    return (value + 1) / 2


class LearnerJudge:
    """The learner's win chances for the seat to move: :meth:`one_ply` and :meth:`two_plies`, by the
    hard level's two-ply functions (players/two_ply.py) at a fixed number of deals and seed."""

    def __init__(self, network: LearnerNetwork, deals: int = DEALS, rows: int = ROWS, seed: int = 0):
        self.network, self.samples, self.top, self.seed = network, deals, rows, seed

    @classmethod
    def from_file(cls, path, deals: int = DEALS) -> LearnerJudge:
        """The judge of a learner's weights file (learner/weights.py); ValueError if it is none."""
        return cls(network_of(*weights.load(Path(path)), str(path)), deals)

    def row_values(self, view: PlayerView) -> tuple[native.Position, array, int, list[int]]:
        """The position, every row's value (placements, then placements with the swap), the
        placements' count and each swap row's placement."""
        position = native.Position.from_view(view)
        data, placements, swap_of = position.summaries(True)
        return position, self.network.values(data), placements, swap_of

    def one_ply(self, view: PlayerView) -> float:
        """The chance the best row one placement ahead gives the seat to move."""
        _position, values, _placements, _swap_of = self.row_values(view)
        return chance_of(max(values))

    def two_plies(self, view: PlayerView) -> float:
        """The chance the best of the network's best rows gives the seat to move once the opponent
        has replied, averaged over :attr:`samples` deals."""
        position, values, placements, swap_of = self.row_values(view)
        every = position.scored_placements()
        candidates = [Candidate(every[swap_of[r - placements] if r >= placements else r][0], r >= placements, values[r])
                      for r in best_rows(values, self.top)]
        rng = random.Random(f"{self.seed}|{view.seat}|{list(view.placements_made)}|{view.bonus_owed}")
        totals = [0.0] * len(candidates)
        for _deal in range(self.samples):
            dealt = deal(view, rng)
            totals = [total + after_reply(self.network, dealt, view.seat, c, rng) for total, c in zip(totals, candidates)]
        return chance_of(max(totals) / self.samples)


#: The fitted maps (``logistic(a·logit(chance) + … + b·gap)``, the coach's layer's form, no constant):
#: each one's raw chances. ``best`` is the coach's raw best choice, so the last map reads both.
MAPS = {"learner fit": ("learner",), "learner 2 fit": ("learner 2",), "coach + learner 2": ("best", "learner 2")}


def map_inputs(row: dict, raws: tuple[str, ...], gap: float) -> list[float]:
    """A map's inputs: each raw chance's logit, then the lowest-colour gap."""
    return [layer_inputs(row[raw], gap)[0] for raw in raws] + [gap]


def fit_maps(fitted_on: list[dict], gap_of) -> dict[str, list[float]]:
    """Each map of :data:`MAPS` fitted by log-loss on the rows ``fitted_on`` (``gap_of(row)``: its gap)."""
    outcomes = [r["outcome"] for r in fitted_on]
    return {name: fit_logistic([map_inputs(r, raws, gap_of(r)) for r in fitted_on], outcomes)
            for name, raws in MAPS.items()}


def with_maps(rows: list[dict], maps: dict[str, list[float]], gap_of) -> list[dict]:
    """The rows with each map's chance added under its name."""
    return [{**r, **{name: logistic(weights, map_inputs(r, MAPS[name], gap_of(r))) for name, weights in maps.items()}}
            for r in rows]
