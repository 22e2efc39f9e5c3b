"""The coach's calibration layer: the value model's raw win chances mapped to chances that
match how games between hard players end.

The value model was fitted (with a strong ridge penalty) on the outcomes of the
one-placement-ahead player's self-play, a tenth of its placements chosen at random
(:mod:`ingenious_desktop.ai.training.train`), so its chances are calibrated on such games, not on games with hard
players, which the position decides far more surely: in the middle third of the benchmark's
games the raw chances are much too timid. The layer is a logistic model of the raw chance's
logit (``z``) and the gap between the seat's lowest colour and the best other lowest
(``gap``, in points over six; the model leans on it a little too much)::

    chance = 1 / (1 + exp(-(a*z + b*gap)))

It has no constant and both inputs change sign with the point of view, so in 2-player play
the two seats' chances still sum to 1, and for one position it keeps the order of the
candidates. There is one such model for the position's raw chance (``position``, the model
reading the view) and one for the value of a choice (``choice``, a placement's or a swap's
value over samples), fitted by log-loss on positions of self-play games with hard players
(benchmarks/coach_calibration.py ``--fit``; the figures, and the inputs tried and dropped,
are in benchmarks/coach-calibration.md). A variant without a layer keeps the model's raw
chances (only the 2-player standard game has one).

The layers live in ``resources/models/calibration.json`` beside the value model, read once.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .files import ModelError, check_header, data_file_reader, resource_file, weights_broken
from .value import model_key

CALIBRATION_FILE = "models/calibration.json"
FORMAT = "ingenious-desktop coach calibration"
FORMAT_VERSION = 1
INPUTS = ("logit", "gap")
KINDS = ("position", "choice")
#: Raw chances are kept this far from 0 and 1 before their logit is taken.
EDGE = 1e-6
#: The gap is in points over this, as the value model's features read a half's points.
GAP_SCALE = 6.0


def layer_inputs(raw: float, gap: float) -> list[float]:
    """The layer's inputs (:data:`INPUTS`) for a raw chance and the lowest-colour gap."""
    kept = min(1 - EDGE, max(EDGE, raw))
    return [math.log(kept / (1 - kept)), gap]


def logistic(weights: list[float], x: list[float]) -> float:
    z = sum(w * v for w, v in zip(weights, x))
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def lowest_gaps(scores) -> list[float]:
    """Each holder's lowest colour less the best lowest among the others, over :data:`GAP_SCALE`."""
    lowest = [min(s) for s in scores]
    return [(mine - max(lowest[:h] + lowest[h + 1:])) / GAP_SCALE for h, mine in enumerate(lowest)]


class Calibration:
    """The layers of one variant and number of players, one weight list per kind (:data:`KINDS`)."""

    def __init__(self, key: str, weights: dict[str, list[float]]):
        self.key = key
        self.weights = weights

    def chance(self, kind: str, raw: float, gap: float) -> float:
        """The calibrated chance for a raw chance of ``kind`` with the seat's lowest-colour ``gap``;
        a certain result (0 or 1: the game ends so in every sample) stays what it is."""
        if raw <= 0 or raw >= 1:
            return min(1.0, max(0.0, raw))
        return logistic(self.weights[kind], layer_inputs(raw, gap))

    def chances(self, raw: tuple[float, ...], scores) -> tuple[float, ...]:
        """Every holder's calibrated position chance, scaled to sum to 1 (in 2-player play they already do)."""
        calibrated = [self.chance("position", p, gap) for p, gap in zip(raw, lowest_gaps(scores))]
        total = sum(calibrated)
        return tuple(c / total for c in calibrated)


def load_calibration(variant: str, players: int) -> Calibration | None:
    """The layers for ``variant`` with ``players``, read once from the shipped file (None if it
    has none for them); ModelError naming the file if it is missing or broken."""
    path = resource_file(CALIBRATION_FILE)
    return _cached_calibrations(path).get(model_key(variant, players))


def parse_calibrations(data, source) -> dict[str, Calibration]:
    try:
        check_header(data, source, FORMAT, FORMAT_VERSION, "inputs", INPUTS,
                     "the calibration reads other inputs than this program gives it")
        layers = {}
        for key, entry in data["layers"].items():
            weights = {kind: entry[kind] for kind in KINDS}
            if weights_broken(list(weights.values()), len(INPUTS)):
                raise ModelError(f"{source}: the {key} calibration's weights are broken")
            layers[key] = Calibration(key, {kind: [float(w) for w in row] for kind, row in weights.items()})
        return layers
    except (KeyError, TypeError, AttributeError) as error:
        raise ModelError(f"{source}: not a coach calibration file (missing or wrong {error})") from None


#: Every layer in the file at a path (or a resource), by model key; ModelError naming it.
read_calibration_file = data_file_reader("the coach's calibration", parse_calibrations)
_cached_calibrations = lru_cache(maxsize=None)(read_calibration_file)
