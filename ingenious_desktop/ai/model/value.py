"""A learned value of a position: each holder's chance to win, or the expected solo result.

In play with opponents each holder h gets a utility from its own feature list x_h (the
features of :mod:`.features`): a small neural network, ``u_h = w . x_h + sum_k a_k tanh(b_k +
W_k . x_h)``, a linear part and one layer of hidden units. This module is its definition; the
players judge with the compiled core's copy (:func:`load_core_model`, held to it by
tests/ai/test_native_judge.py), and the game needs no numpy. Its chance
to win is ``exp(u_h) / sum_k exp(u_k)`` (a conditional logit: the chances sum to 1 whatever
the number of holders, and in 2-player play it is a logistic model of the two holders'
utilities' difference). The weights were fitted by log-loss on self-play outcomes, a draw
counting half (:mod:`ingenious_desktop.ai.training.train`), so the chances are calibrated on the
positions such games reach. In solo play three linear predictions give the final three lowest colours.

The weights live in one JSON file, ``resources/models/value.json``, one model per variant and
number of players; :func:`load_value_model` reads it once.

    >>> from ingenious_desktop.engine import Game
    >>> game = Game.new("standard", players=2, seed=1)
    >>> game.deal()
    >>> chances = load_value_model("standard", 2).win_chances(game)
    >>> round(sum(chances), 6)
    1.0
"""

from __future__ import annotations

import math
from functools import lru_cache
from operator import mul

from ingenious_desktop.engine import Game, PlayerView

from .. import native
from .features import FEATURE_NAMES, BoardReading, Seen, holder_features, read_position
from .files import ModelError, check_header, data_file_reader, resource_file, weights_broken

MODEL_FILE = "models/value.json"
FORMAT = "ingenious-desktop value model"
FORMAT_VERSION = 2
#: How many of the lowest colours make the solo result (two digits each).
SOLO_COLOURS = 3
#: The variants the game offers, each with its number of players: the model file has a model for each.
VARIANTS = (("standard", 2), ("standard", 3), ("standard", 4), ("travel", 2), ("team", 4), ("solo", 1))


def model_key(variant: str, players: int) -> str:
    return f"{variant}-{players}"


class ValueModel:
    """The model of one variant and number of players."""

    def __init__(self, key: str, weights, kind: str, hidden: tuple = ()):
        #: "win": one weight list (the utilities' linear part); "result": SOLO_COLOURS lists, each a bias then weights.
        self.key = key
        self.kind = kind
        self.weights = weights
        #: "win": the hidden units, each (its weights, its bias, its weight in the utility).
        self.hidden = tuple(hidden)

    def win_chances(self, position: Game | PlayerView) -> tuple[float, ...]:
        """Each holder's chance to win (a draw counts half), summing to 1; the result itself once the game is over."""
        seen = read_position(position)
        if seen.over:
            return final_shares(seen.scores)
        return self.chances(seen, BoardReading(seen.board))

    def chances(self, seen: Seen, reading: BoardReading, scores=None, next_seat=None, bonus_owed=None) -> tuple[float, ...]:
        """The chances for the seen position, or for it with the scores (and who places next) replaced."""
        self._require("win")
        return softmax(self.utilities(holder_features(seen, reading, scores, next_seat, bonus_owed)))

    def utilities(self, features: list[list[float]]) -> list[float]:
        return [self.utility(row) for row in features]

    def utility(self, row: list[float]) -> float:
        value = sum(map(mul, self.weights, row))
        tanh = math.tanh
        for weights, bias, out in self.hidden:
            value += out * tanh(bias + sum(map(mul, weights, row)))
        return value

    def expected_result(self, position: Game | PlayerView) -> float:
        """Solo: the expected result read as a six-digit number (the expected final lowest,
        second and third colour, weighted 10000, 100 and 1); the result itself once over."""
        return six_digits(self.expected_lowest(position))

    def expected_lowest(self, position: Game | PlayerView) -> tuple[float, ...]:
        """Solo: the expected final lowest, second and third colour."""
        seen = read_position(position)
        if seen.over:
            return tuple(float(s) for s in sorted(seen.scores[0])[:SOLO_COLOURS])
        return self.lowest_colours(seen, BoardReading(seen.board))

    def lowest_colours(self, seen: Seen, reading: BoardReading, scores=None) -> tuple[float, ...]:
        self._require("result")
        row = holder_features(seen, reading, scores)[0]
        cap = seen.variant.cap
        return tuple(min(float(cap), max(0.0, weights[0] + sum(w * x for w, x in zip(weights[1:], row))))
                     for weights in self.weights)

    def _require(self, kind: str) -> None:
        if self.kind != kind:
            wanted = "win chances" if kind == "win" else "an expected solo result"
            raise ValueError(f"the {self.key} model gives {'win chances' if self.kind == 'win' else 'solo results'}, "
                             f"not {wanted}")


def six_digits(lowest: tuple[float, ...]) -> float:
    return sum(value * 100 ** (SOLO_COLOURS - 1 - k) for k, value in enumerate(lowest))


def softmax(utilities: list[float]) -> tuple[float, ...]:
    top = max(utilities)
    powers = [math.exp(u - top) for u in utilities]
    total = sum(powers)
    return tuple(p / total for p in powers)


def final_shares(scores) -> tuple[float, ...]:
    """The result of a finished game as shares: the holders with the best sorted scores share 1."""
    ordered = [sorted(s) for s in scores]
    best = max(ordered)
    winners = [h for h, o in enumerate(ordered) if o == best]
    return tuple(1 / len(winners) if h in winners else 0.0 for h in range(len(scores)))


def load_value_model(variant: str, players: int) -> ValueModel:
    """The model for ``variant`` with ``players``, read once from the shipped file; ModelError
    naming the file if it is missing, broken, or has no model for this variant."""
    path = shipped_model_path()
    model = _cached_models(path).get(model_key(variant, players))
    if model is None:
        raise ModelError(f"{path}: no value model for {variant} with {players} player(s)")
    return model


@lru_cache(maxsize=None)
def load_core_model(variant: str, players: int):
    """The shipped model for ``variant`` with ``players`` as the compiled core evaluates it (read once)."""
    model = load_value_model(variant, players)
    return native.Model(model.kind, variant, players, model.weights, model.hidden)


def shipped_model_path():
    """Where the game reads its value models: MODEL_FILE among the package's resources."""
    return resource_file(MODEL_FILE)


def check_hand_made_models() -> None:
    """ModelError unless the shipped file holds a sound model for every variant the game offers (checked at start)."""
    for variant, players in VARIANTS:
        load_value_model(variant, players)


def parse_models(data, source) -> dict[str, ValueModel]:
    """The models in a model file's JSON; ModelError (naming ``source``) for anything else."""
    try:
        check_header(data, source, FORMAT, FORMAT_VERSION, "features", FEATURE_NAMES,
                     "the model was fitted on other features than this program reads")
        return {key: parse_model(key, entry, source) for key, entry in data["models"].items()}
    except (KeyError, TypeError, AttributeError) as error:
        raise ModelError(f"{source}: not a value model file (missing or wrong {error})") from None


def parse_model(key: str, entry, source) -> ValueModel:
    """One model of a model file; ModelError (naming ``source``) if its weights are broken."""
    kind, weights = entry["kind"], entry["weights"]
    rows = [weights] if kind == "win" else weights
    width = len(FEATURE_NAMES) + (kind == "result")
    if kind not in ("win", "result") or weights_broken(rows, width):
        raise ModelError(f"{source}: the {key} model's weights are broken")
    if kind == "result":
        return ValueModel(key, [[float(w) for w in row] for row in weights], kind)
    return ValueModel(key, [float(w) for w in weights], kind, parse_hidden(key, entry.get("hidden", []), source))


def parse_hidden(key: str, units, source) -> list[tuple[list[float], float, float]]:
    """The hidden units of a win model: each {"weights": [...], "bias": b, "out": a}."""
    parsed = []
    for unit in units:
        numbers = [unit["bias"], unit["out"]]
        if weights_broken([unit["weights"]], len(FEATURE_NAMES)) or weights_broken([numbers], 2):
            raise ModelError(f"{source}: the {key} model's hidden units are broken")
        parsed.append(([float(w) for w in unit["weights"]], float(unit["bias"]), float(unit["out"])))
    return parsed


#: Every model in the file at a path (or a resource), by :func:`model_key`; ModelError naming it.
read_model_file = data_file_reader("the value model", parse_models)
_cached_models = lru_cache(maxsize=None)(read_model_file)
