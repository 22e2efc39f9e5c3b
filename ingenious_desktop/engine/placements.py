"""A placement (a tile on two cells) and what it did: the points, the lines that scored them, the
score marks reached and the bonus placements earned."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from .hexes import DIRECTIONS, Hex, opposite
from .tiles import Colour, tile_colours


class Placement(NamedTuple):
    """A tile on two cells: ``tile[0]`` goes on ``cells[0]``, ``tile[1]`` on ``cells[1]``."""

    tile: str
    cells: tuple[Hex, Hex]

    def mirrored(self) -> Placement:
        return Placement(self.tile[::-1], (self.cells[1], self.cells[0]))

    def to_json(self) -> dict:
        return {"tile": self.tile, "at": [list(self.cells[0]), list(self.cells[1])]}


@dataclass(frozen=True)
class ScoredLine:
    """One run of same-coloured cells counted for one half of a placement.

    ``half`` is 0 for the half on ``placement.cells[0]``, 1 for the other; the run goes from
    that half's own cell ``start`` in ``direction`` (an index into DIRECTIONS) to ``end``,
    the last of the ``count`` cells counted.
    """

    half: int
    colour: Colour
    start: Hex
    direction: int
    end: Hex
    count: int


@dataclass(frozen=True)
class Threshold:
    """A score mark (one of ``variant.bonus_at``) that ``holder`` reached from below in ``colour``."""

    holder: int
    colour: Colour
    value: int


@dataclass(frozen=True)
class PlacementResult:
    """What one placement did: the points per half (before the cap), the lines that scored
    them, the thresholds reached and the bonus placements earned.

        >>> from ingenious_desktop.engine import Draw, Game, make_variant
        >>> game = Game(make_variant("standard", 2))
        >>> for seat in (0, 1):
        ...     game.apply(Draw(seat, ("RB", "RR", "GG", "OO", "YY", "PP")))
        >>> result = game.place(Placement("RB", (Hex(1, -5), Hex(2, -5))))  # red beside the printed red
        >>> result.points, result.reached, result.bonuses, result.bonus
        ((1, 0), (), 0, False)
        >>> [(line.half, line.colour.letter, line.end, line.count) for line in result.lines]
        [(0, 'R', Hex(q=0, r=-5), 1)]
    """

    placement: Placement
    player: int
    points: tuple[int, int]
    reached: tuple[Threshold, ...]
    bonuses: int
    bonus: bool
    game_over: bool
    #: The runs seen from each half's cell when it was placed (colours and lengths per
    #: direction, as the board caches them): enough to list the lines only when asked.
    runs: tuple[tuple[int, ...], ...] = field(default=((), (), (), ()), repr=False, compare=False)

    @cached_property
    def lines(self) -> tuple[ScoredLine, ...]:
        """The lines each half scored, half 0 first, each half's in direction order."""
        found = []
        first, second = self.placement.cells
        toward_second = DIRECTIONS.index(Hex(second.q - first.q, second.r - first.r))
        halves = ((first, toward_second), (second, opposite(toward_second)))
        for half, ((start, toward_other), colour) in enumerate(zip(halves, tile_colours(self.placement.tile))):
            run_colours, run_lengths = self.runs[2 * half], self.runs[2 * half + 1]
            for direction, (run_colour, count) in enumerate(zip(run_colours, run_lengths)):
                if direction != toward_other and run_colour == colour and count:
                    step = DIRECTIONS[direction]
                    end = Hex(start.q + step.q * count, start.r + step.r * count)
                    found.append(ScoredLine(half, Colour(colour), start, direction, end, count))
        return tuple(found)
