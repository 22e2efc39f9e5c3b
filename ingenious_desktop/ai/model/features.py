"""What a value model reads of a position: numbers about each score holder, seen by one player.

A position is seen by one seat (the player to move, for a :class:`Game`): the board, every
holder's scores, who places next and how many bonus placements are owed, and that seat's own
rack, never another rack or the bag. :func:`read_position` takes what may be seen, and
:func:`holder_features` turns it into one list of numbers per holder (:data:`FEATURE_NAMES`
names them): the sorted scores (and each times how far the game has come), colours at or near
the cap, the gap to the best other lowest colour, who places next and the bonuses owed, the
open lines, the viewer's rack against them, the hand-made valuation of the score list
(:class:`.scoring.Valuation`), and a few more a network can combine (how many colours share the
lowest score, the second-lowest colour's open line and rack, colours no cell can score any more). The board is read once per position (:class:`BoardReading`):
for each colour, the most points a half of that colour could score on an empty cell, which
is the longest open line a player can take now (or that the next player will take first).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ingenious_desktop.engine import COLOURS, Game, Phase, PlayerView, Variant

from .scoring import Valuation

FEATURE_NAMES = (
    "second", "third", "fourth", "fifth", "highest",
    "lowest*progress", "second*progress", "third*progress", "fourth*progress", "fifth*progress",
    "highest*progress",
    "at cap", "near cap", "gap in lowest*progress",
    "places next", "bonus owed",
    "open in lowest", "open in lowest*places next", "open by need",
    "rack has lowest", "rack reaches lowest",
    "valuation", "valuation gap*progress",
    "colours at lowest", "open in second", "cells open in lowest", "colours shut",
    "rack reaches second", "rack doubles lowest", "lowest", "lowest squared", "board filled",
)
#: A half's points are divided by this to keep the numbers near 0..1.
POINTS_SCALE = 6.0
#: Colours this close below the cap count as "near the cap" (a bonus placement may be near).
NEAR_CAP = 5


@dataclass(frozen=True)
class Seen:
    """What one seat may see of a position, as the features need it."""

    variant: Variant
    board: object
    scores: tuple[tuple[int, ...], ...]
    #: The seat that places next (the next seat when the mover is about to refill).
    next_seat: int
    bonus_owed: int
    viewer: int
    #: The viewer's rack when the viewer places next, else empty (it is about to change).
    rack: tuple[str, ...]
    over: bool


def read_position(position) -> Seen:
    """What the player to move of a :class:`Game`, or the seat of a :class:`PlayerView`, sees."""
    if isinstance(position, PlayerView):
        viewer, rack, board = position.seat, position.rack, position.board
    elif isinstance(position, Game):
        viewer, rack, board = position.to_move, tuple(position.racks[position.to_move]), position.board
    else:
        raise TypeError(f"a position is a Game or a PlayerView, not {type(position).__name__}")
    players = position.variant.players
    placing = position.phase is Phase.PLACE
    next_seat = position.to_move if placing else (position.to_move + 1) % players
    return Seen(position.variant, board, tuple(tuple(s) for s in position.scores), next_seat,
                position.bonus_owed if placing else 0, viewer,
                tuple(rack) if placing and next_seat == viewer else (), position.phase is Phase.OVER)


class BoardReading:
    """For each colour, the most points a half of it could score on an empty cell now, and how full the board is."""

    __slots__ = ("best", "best_cells", "filled")

    def __init__(self, board):
        colour, run_colour, run_length = board.colour, board.run_colour, board.run_length
        empty_neighbours = board.empty_neighbours
        best = [0] * 6
        #: For each colour, the cells (numbers) where a half of it would score best[colour].
        best_cells: list[list[int]] = [[] for _ in range(6)]
        empty = 0
        for cell, held in enumerate(colour):
            if held >= 0:
                continue
            empty += 1
            if not empty_neighbours[cell]:
                continue  # no tile can cover it
            points = [0, 0, 0, 0, 0, 0]
            for slot in range(6 * cell, 6 * cell + 6):
                c = run_colour[slot]
                if c >= 0:
                    points[c] += run_length[slot]
            for c in range(6):
                p = points[c]
                if p >= best[c] and p:
                    if p > best[c]:
                        best[c] = p
                        best_cells[c] = []
                    best_cells[c].append(cell)
        playable = len(colour) - 6  # every cell but the printed symbols
        self.best, self.best_cells = best, best_cells
        self.filled = 1.0 - empty / playable


def holder_features(seen: Seen, reading: BoardReading, scores=None, next_seat=None, bonus_owed=None) -> list[list[float]]:
    """One feature list per holder. ``scores``, ``next_seat`` and ``bonus_owed`` replace the
    seen ones (to judge a placement's outcome on the board as it is)."""
    variant = seen.variant
    scores = seen.scores if scores is None else scores
    next_seat = seen.next_seat if next_seat is None else next_seat
    bonus_owed = seen.bonus_owed if bonus_owed is None else bonus_owed
    cap = variant.cap
    ordered = [sorted(s) for s in scores]
    next_holder = variant.holder_of(next_seat)
    viewer_holder = variant.holder_of(seen.viewer)
    valuation = _valuation(variant)
    values = [valuation(s) / (3 * cap) for s in scores]
    # How far the game has come: the board's fill and the scores' share of the cap, together, so
    # that a position unlike the games played (high scores on an empty board) still reads as late.
    progress = (reading.filled + sum(map(sum, scores)) / (6 * cap * len(scores))) / 2
    return [_one_holder(h, scores[h], ordered, cap, reading, next_holder, bonus_owed,
                        seen.rack if h == viewer_holder and next_holder == h else (), values, progress)
            for h in range(len(scores))]


@lru_cache(maxsize=None)
def _valuation(variant: Variant) -> Valuation:
    return Valuation(variant)


def _one_holder(h, own, ordered, cap, reading, next_holder, bonus_owed, rack, values, progress):
    t = [s / cap for s in ordered[h]]
    others = [k for k in range(len(ordered)) if k != h]
    if others:
        gap_lowest = t[0] - max(ordered[k][0] for k in others) / cap
        value_gap = values[h] - max(values[k] for k in others)
    else:
        gap_lowest = value_gap = 0.0
    low, second = ordered[h][0], ordered[h][1]
    lowest_colours = [c for c in range(6) if own[c] == low]
    second_colours = [c for c in range(6) if own[c] == second]
    places_next = 1.0 if h == next_holder else 0.0
    best = reading.best
    open_lowest = max(best[c] for c in lowest_colours) / POINTS_SCALE
    open_need = sum((1 - own[c] / cap) ** 2 * best[c] for c in range(6)) / (6 * POINTS_SCALE)
    rack_low, rack_reach, rack_second, rack_doubles = 0.0, 0.0, 0.0, 0.0
    if rack:
        rack_low = sum(1 for tile in rack if _tile_has(tile, lowest_colours)) / len(rack)
        rack_second = sum(1 for tile in rack if _tile_has(tile, second_colours)) / len(rack)
        rack_doubles = sum(1 for tile in rack if tile[0] == tile[1] and _tile_has(tile, lowest_colours)) / len(rack)
        rack_reach = max((best[c] for tile in rack for c in _tile_colour_indices(tile) if c in lowest_colours),
                         default=0) / POINTS_SCALE
    return [
        # The lowest colour and its gap to the others count only as the game goes on: a fit
        # would otherwise read the opening (where every lowest colour is 0) as it pleases.
        *t[1:],
        *(x * progress for x in t),
        sum(1 for s in own if s >= cap) / 6, sum(1 for s in own if cap - NEAR_CAP <= s < cap) / 6,
        gap_lowest * progress,
        places_next, places_next * bonus_owed / 2,
        open_lowest, open_lowest * places_next, open_need,
        rack_low, rack_reach,
        values[h], value_gap * progress,
        len(lowest_colours) / 6, max(best[c] for c in second_colours) / POINTS_SCALE,
        sum(len(reading.best_cells[c]) for c in lowest_colours) / 5,
        sum(1 for c in range(6) if own[c] < cap and not best[c]) / 6,
        rack_second, rack_doubles, t[0], t[0] ** 2, reading.filled,
    ]


def _tile_colour_indices(tile: str) -> tuple[int, int]:
    return COLOURS.index(tile[0]), COLOURS.index(tile[1])


def _tile_has(tile: str, colours) -> bool:
    a, b = _tile_colour_indices(tile)
    return a in colours or b in colours
