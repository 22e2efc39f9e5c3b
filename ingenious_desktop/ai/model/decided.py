"""What the rules have decided already (a holder out of reach on the lowest colour), and the
points that still decide a game whose chances are settled.

Scores never fall, and a colour rises only by tile halves put on empty cells. A half of colour
``c`` on an empty cell scores at most, in each of the six directions, the cells in a row from it
that hold ``c`` or are still empty; so the points every empty cell could still give ``c``, added
up, bound what any holder can still gain in it (capped at the variant's cap). A holder whose
highest reachable lowest colour stays below another's lowest colour now has lost; one whose
lowest colour now is above every other's highest reachable one has won.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ingenious_desktop.engine import EMPTY, Board, Placement, PlayerView

OFF_BOARD = -1


def still_to_gain(board: Board) -> list[int]:
    """For each colour, the most points any holder can still score in it on this board."""
    empty = [cell for cell, colour in enumerate(board.colour) if colour == EMPTY]
    gains = [0] * 6
    for colour in range(6):
        for cell in empty:
            gains[colour] += sum(_row_length(board, cell, direction, colour) for direction in range(6))
    return gains


def _row_length(board: Board, cell: int, direction: int, colour: int) -> int:
    """The cells in a row from ``cell`` towards ``direction`` that hold ``colour`` or are empty."""
    length, at = 0, board.geo.neighbours[cell][direction]
    while at != OFF_BOARD and board.colour[at] in (colour, EMPTY):
        length += 1
        at = board.geo.neighbours[at][direction]
    return length


def decided(board: Board, scores: Sequence[Sequence[int]], cap: int) -> tuple[float | None, ...]:
    """Each holder's outcome where the rules have decided it (1.0 won, 0.0 lost), else None.

    >>> from ingenious_desktop.engine import Game
    >>> decided(Game.new("standard", 2).board, [[0] * 6, [0] * 6], 18)
    (None, None)
    """
    gains = still_to_gain(board)
    lowest_now = [min(held) for held in scores]
    reachable = [min(min(cap, score + gain) for score, gain in zip(held, gains)) for held in scores]
    outcome: list[float | None] = []
    for holder in range(len(scores)):
        others = [other for other in range(len(scores)) if other != holder]
        if others and any(lowest_now[other] > reachable[holder] for other in others):
            outcome.append(0.0)
        elif others and all(lowest_now[holder] > reachable[other] for other in others):
            outcome.append(1.0)
        else:
            outcome.append(None)
    return tuple(outcome)


def settled_chances(chances: Sequence[float], outcome: Sequence[float | None]) -> tuple[float, ...]:
    """``chances`` with every decided holder's outcome put in, the open ones sharing the rest in
    their proportions."""
    if all(known is None for known in outcome):
        return tuple(chances)
    if 1.0 in outcome:
        return tuple(1.0 if known == 1.0 else 0.0 for known in outcome)
    open_total = sum(chance for chance, known in zip(chances, outcome) if known is None)
    open_count = sum(known is None for known in outcome)
    return tuple(0.0 if known is not None else
                 (chance / open_total if open_total else 1 / open_count) for chance, known in zip(chances, outcome))


def deciding_points(view: PlayerView) -> dict[Placement, int]:
    """Each legal placement of the view's seat (who is to place) with the points it adds to its
    holder's colours that decide the game: each colour counted up to one above the highest lowest
    colour of any holder (the colours behind the leader's lowest, and the leader's own lowest)."""
    game = view.sample_game(random.Random(0))  # the hidden tiles play no part in one placement's points
    holder = view.variant.holder_of(view.seat)
    goal = 1 + max(min(held) for held in view.scores)
    before = sum(min(score, goal) for score in view.scores[holder])
    found = {}
    for placement, _points in view.scored_placements():
        after = game.copy()
        after.place(placement)
        found[placement] = sum(min(score, goal) for score in after.scores[holder]) - before
    return found
