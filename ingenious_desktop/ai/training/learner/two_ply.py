"""The learner two plies ahead, at a clock (issue 36, item 6): for its best few placements one
placement ahead (each with its swap decision), deal the opponent a rack from the tiles this seat
has not seen, let the opponent make its best reply by the same network, and average what the
reply leaves, over as many deals as the time allows. 2 players only; elsewhere one ply."""

from __future__ import annotations

import random
import time

import numpy as np

from ingenious_desktop.engine import Draw, Place, Placement, PlayerView, Swap

from ... import native
from .. import summary
from .game import Seat
from .player import LearnedPlayer

#: Placements (with their swap decisions) searched: the network's best this many one ply ahead.
TOP = 6


class TwoPlyPlayer(LearnedPlayer):
    """Plays the placement whose opponent replies, on sampled racks, leave it best off (its swap
    decision with it, as the one-ply player). Stops at ``seconds``, at ``samples`` deals if given,
    or when ``cancel`` is set; ``clock`` is the time."""

    def __init__(self, seat: Seat, seconds: float = 1.0, seed: int | None = None, top: int = TOP,
                 samples: int | None = None, clock=time.perf_counter):
        super().__init__(seat)
        self.seconds = seconds
        self.seed = seed
        self.top = top
        self.samples = samples
        self.clock = clock
        self.last_samples = 0  # deals the last decision searched

    @classmethod
    def from_file(cls, path, **settings) -> TwoPlyPlayer:
        """The player of a learner's weights file, judging in the core; ValueError if the file is not one."""
        return cls(LearnedPlayer.from_file(path).seat, **settings)

    def choose_placement(self, view: PlayerView, cancel=None) -> Placement:
        deadline = self.clock() + self.seconds
        position = native.Position.from_view(view)
        data, placements, swap_of = position.summaries(self.seat.config.canonical)
        values = self.seat.value(np.frombuffer(data, np.float32).reshape(-1, summary.SIZE))
        best = int(np.argmax(values))
        if view.variant.players == 2 and view.variant.holders == 2:
            best = self._searched(view, position, values, placements, swap_of, deadline, cancel)
        swap = best >= placements
        self._swap_after = (view.seat, view.placements_made[view.seat] + 1) if swap else None
        return position.placement_at(swap_of[best - placements] if swap else best)

    def _searched(self, view: PlayerView, position: native.Position, values: np.ndarray, placements: int,
                  swap_of: list[int], deadline: float, cancel) -> int:
        """The row (a placement, or a placement with the swap) whose replies average best."""
        rows = [int(i) for i in np.argsort(-values, kind="stable")[: self.top]]
        every = position.scored_placements()
        moves = [(every[swap_of[r - placements] if r >= placements else r][0], r >= placements) for r in rows]
        rng = random.Random(f"{self.seed}|{view.seat}|{list(view.placements_made)}|{view.bonus_owed}")
        totals = np.zeros(len(rows))
        self.last_samples = 0
        while (self.samples is None or self.last_samples < self.samples) and self.clock() < deadline \
                and not (cancel is not None and cancel.is_set()):
            dealt = deal(view, rng)
            totals += [self._after_reply(dealt, view.seat, placement, swap, values[row], rng)
                       for row, (placement, swap) in zip(rows, moves)]
            self.last_samples += 1
        return rows[int(np.argmax(totals))] if self.last_samples else rows[0]

    def _after_reply(self, dealt: native.Position, me: int, placement: Placement, swap: bool, own_value: float,
                     rng: random.Random) -> float:
        """This seat's value once the opponent has made its best reply to ``placement``
        (``own_value``, one ply ahead, where no reply follows: a bonus placement, the end)."""
        position = dealt.copy()
        position.apply(Place(me, placement.tile, placement.cells))
        if position.is_over or position.to_move == me and position.phase.value == "place":
            return own_value
        if swap:
            position.apply(Swap(me))
        owed = min(position.variant.rack_size - len(position.rack(me)), len(position.bag))
        position.apply(Draw(me, tuple(rng.sample(position.bag, owed))))
        if position.is_over:
            return own_value
        data, _placements, _swaps = position.summaries(self.seat.config.canonical)
        if not data:
            return own_value
        replies = self.seat.value(np.frombuffer(data, np.float32).reshape(-1, summary.SIZE))
        return -float(replies.max())  # two players: the opponent's result is the negative of this seat's


def deal(view: PlayerView, rng: random.Random) -> native.Position:
    """The whole game with the other racks dealt at random from the tiles ``view.seat`` has not
    seen, the rest in the bag (a search never looks at a real hidden rack)."""
    unseen = list(view.unseen)
    rng.shuffle(unseen)
    racks, at = [], 0
    for seat, size in enumerate(view.rack_sizes):
        taken = 0 if seat == view.seat else size
        racks.append(unseen[at: at + taken])
        at += taken
    return native.Position.dealt(view, racks, unseen[at:])
