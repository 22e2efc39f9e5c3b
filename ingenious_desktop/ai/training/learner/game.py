"""One whole game on the compiled core, every seat a learned network one placement ahead (the
swap valued with the placement): its decisions' summaries and each holder's result."""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from ingenious_desktop.engine import Draw, Place, Swap, make_variant

from ... import native
from .. import summary
from .config import Config
from .mlp import CoreForward, Mlp


@dataclass
class Seat:
    """A seat's network and how it reads the summaries; ``exploration`` is its chance to play
    one of its ``explore_among`` best instead of the best; ``forward``, where given, judges in the
    core with ``net``'s weights (a player's, whose weights no longer change)."""

    net: Mlp
    config: Config
    exploration: float = 0.0
    forward: CoreForward | None = None

    def value(self, rows: np.ndarray) -> np.ndarray:
        """The value of each full summary row for the player who just placed."""
        return (self.forward or self.net).value(self.config.inputs(rows))


@dataclass
class Played:
    """The summaries of the decisions made (full rows), whose they were, the value the mover's
    network gave each when it chose it, and each holder's result in [-1, 1]."""

    rows: np.ndarray
    holders: np.ndarray
    values: np.ndarray
    results: np.ndarray

    def targets(self, td_lambda: float = 1.0) -> np.ndarray:
        """Each decision's λ-return over its holder's later decisions: the result at λ = 1, the
        value of the holder's next decision at λ = 0 (TD(λ) on the positions a placement leaves)."""
        targets = np.empty(len(self.holders), np.float32)
        following = self.results.astype(np.float64)
        for i in range(len(self.holders) - 1, -1, -1):
            h = self.holders[i]
            targets[i] = following[h]
            following[h] = (1.0 - td_lambda) * self.values[i] + td_lambda * following[h]
        return targets


def result_of(position: native.Position) -> np.ndarray:
    """Each holder's result: 1 alone first, 2/k - 1 sharing first with k - 1 others, else -1; in
    solo the three lowest colours (the solo result) scaled to [-1, 1]."""
    if position.variant.name == "solo":
        low = sorted(position.scores[0])[:3]
        cap = position.variant.cap
        return np.array([2.0 * (low[0] + low[1] / (cap + 1) + low[2] / (cap + 1) ** 2) / (cap + 1) - 1.0])
    first = position.ranking()[0]
    results = np.full(len(position.scores), -1.0)
    results[first] = 2.0 / len(first) - 1.0
    return results


def choose(seat: Seat, rows: np.ndarray, rng: random.Random) -> tuple[int, float]:
    """The row ``seat`` plays and its value: its best, or with its exploration chance one of its next best."""
    values = seat.value(rows)
    pick = int(np.argmax(values))
    if seat.exploration and rng.random() < seat.exploration:
        best = np.argsort(-values, kind="stable")[: seat.config.explore_among]
        pick = int(best[rng.randrange(len(best))])
    return pick, float(values[pick])


def play(seats: list[Seat], variant: str, players: int, seed: int) -> Played:
    """A whole game from ``seed`` (the draws and the exploration), seat i played by ``seats[i]``."""
    rng = random.Random(seed)
    position = native.Position.new_game(make_variant(variant, players))
    size = position.variant.rack_size
    for seat in range(players):
        position.apply(Draw(seat, tuple(rng.sample(position.bag, size))))
    rows, holders, values, swap = [], [], [], False
    while not position.is_over:
        mover = position.to_move
        if position.phase.value == "place":
            choice, swap, value = decide(position, seats[mover], rng)
            rows.append(choice)
            holders.append(position.variant.holder_of(mover))
            values.append(value)
        else:
            if swap:
                position.apply(Swap(mover))
            owed = min(size - len(position.rack(mover)), len(position.bag))
            position.apply(Draw(mover, tuple(rng.sample(position.bag, owed))))
            swap = False
    return Played(np.array(rows, np.float32).reshape(-1, summary.SIZE), np.array(holders, np.intp),
                  np.array(values), result_of(position))


def choose_row(position: native.Position, seat: Seat, rng: random.Random | None = None) -> tuple[int, bool]:
    """The placement (its index in ``scored_placements``) ``seat`` makes now and whether it swaps after."""
    index, swap, _row, _value = _choice(position, seat, rng or random.Random(0))
    return index, swap


def decide(position: native.Position, seat: Seat, rng: random.Random) -> tuple[np.ndarray, bool, float]:
    """Make ``seat``'s placement in ``position``; the summary it chose, whether it swaps after, and its value."""
    index, swap, row, value = _choice(position, seat, rng)
    placement = position.placement_at(index)
    position.apply(Place(position.to_move, placement.tile, placement.cells))
    return row, swap, value


def _choice(position: native.Position, seat: Seat, rng: random.Random) -> tuple[int, bool, np.ndarray, float]:
    data, placements, swap_of = position.summaries(seat.config.canonical)
    rows = np.frombuffer(data, np.float32).reshape(-1, summary.SIZE)
    pick, value = choose(seat, rows, rng)
    return (pick if pick < placements else swap_of[pick - placements]), pick >= placements, rows[pick], value
